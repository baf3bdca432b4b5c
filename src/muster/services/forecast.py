"""Battle forecasts from the campaign: the battle as the GM has set it up, handed to the rules' forecast.

Building a request only reads the file (nothing is written, no dice of the campaign are drawn); running
it is pure rules work, safe off the GUI thread. :func:`note_forecast` is the one thing that writes: an
undoable log entry with the forecast's text, when the GM asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from muster.i18n import Joined, Msg, Num, Text, english_text, join, render, term, term_noop, to_data
from muster.services.common import battle_action, battle_read
from muster.services.core import CampaignService, ServiceError

Runner = Callable[..., Any]  # (runs=, seed=, limit=, progress=) -> muster.rules.forecast.common.Forecast


@dataclass(frozen=True)
class ForecastRequest:
    """Everything one forecast needs, read from the file; ``run`` does the work (no file access)."""

    system: str
    battle_id: int
    battle_name: str
    limit_name: str        # what the limit counts: rounds, turns, days (English: show it as term("Rules", ...))
    default_limit: int
    max_limit: int
    runner: Runner
    key: str = ""          # the set-up as text: the same key, the same answer for the same seed

    def run(self, *, runs: int = 2000, seed: int = 1, limit: int | None = None, progress=None):
        if not 1 <= runs <= 1_000_000:
            raise ServiceError(Msg("Errors", "The number of runs must be from 1 to 1,000,000."))
        limit = self.default_limit if limit is None else limit
        if not 1 <= limit <= self.max_limit:
            problem = _LIMIT_PROBLEMS.get(self.limit_name) or Msg("Errors", "The %2 limit must be from 1 to %1.")
            raise ServiceError(problem.args(self.max_limit, term("Rules", self.limit_name)))
        return self.runner(runs=runs, seed=seed, limit=limit, progress=progress)


LIMIT_NAMES = (term_noop("Rules", "rounds"), term_noop("Rules", "turns"), term_noop("Rules", "days"))
_LIMIT_PROBLEMS = {"rounds": Msg("Errors", "The rounds limit must be from 1 to %1."),
                   "turns": Msg("Errors", "The turns limit must be from 1 to %1."),
                   "days": Msg("Errors", "The days limit must be from 1 to %1.")}


def _rules_error(exc: Exception) -> ServiceError:
    message = getattr(exc, "message", None) or str(exc)
    text = message if isinstance(message, str) else render(message)  # in the language of the moment
    return ServiceError(text[:1].upper() + text[1:])


def _guarded(fn: Runner) -> Runner:
    def run(**kw):
        from muster.rules.forecast.common import Cancelled

        try:
            return fn(**kw)
        except Cancelled:
            raise
        except (ValueError, KeyError) as exc:  # the engines' RuleError / RulesError / AttackError are ValueErrors
            raise _rules_error(exc) from None
    return run


# ---- one builder per system ------------------------------------------------------------------------------

def bucs_request(svc: CampaignService, battle_id: int, attacker_ids, defender_ids,
                 options: dict | None = None) -> ForecastRequest:
    """The engagement the BUCS panel has set up (the same choices as its round and its odds)."""
    from muster.rules.forecast import bucs as forecast
    from muster.services import bucs

    with battle_read(svc, "bucs", battle_id) as (s, battle, tables):
        e = bucs.engagement_setup(s, tables, battle, attacker_ids, defender_ids, options)
        name = battle.name
    attackers, defenders, engagement = list(e.attackers), list(e.defenders), e.engagement

    def run(*, runs, seed, limit, progress):
        return forecast.forecast(attackers, defenders, engagement, tables, runs=runs, seed=seed, max_rounds=limit,
                                 progress=progress)
    key = repr((attackers, defenders, engagement))
    return ForecastRequest("bucs", battle_id, name, "rounds", 20, 200, _guarded(run), key)


def poleaxe_request(svc: CampaignService, battle_id: int, engagements=None) -> ForecastRequest:
    """The melee of the engaged bodies (the panel's engagements, or the default pairing)."""
    from muster.rules.forecast import poleaxe as forecast
    from muster.services import poleaxe

    with battle_read(svc, "poleaxe", battle_id) as (s, battle, tables):
        _, squads = poleaxe.battle_squads(s, battle)
        engine = poleaxe.engine_battle(battle) if (battle.state or {}).get("bodies") else None
        if engagements is None and engine is not None:
            engagements = poleaxe.default_engagements(engine, squads, tables)
        if not engagements:
            engagements = _close_in(squads)
        attacks = poleaxe.engine_attacks(engagements, squads)
        names = poleaxe.squad_side_names(s, squads)
        name = battle.name
    squads = {sid: replace(sq, side=names.get(sq.side, sq.side)) for sid, sq in squads.items()}
    bodies = [list(b.squads) for b in engine.bodies] if engine is not None else None

    def run(*, runs, seed, limit, progress):
        return forecast.forecast(squads, attacks, tables, runs=runs, seed=seed, max_rounds=limit, bodies=bodies,
                                 progress=progress)
    key = repr((sorted(squads.items()), attacks, bodies))
    return ForecastRequest("poleaxe", battle_id, name, "turns", 20, 200, _guarded(run), key)


def _close_in(squads: dict) -> list[dict]:
    """No bodies in contact yet: as if both sides closed in, each squad of the first side facing one of the
    other's in turn (and spare squads of the other side joining in)."""
    sides = list(dict.fromkeys(sq.side for sq in squads.values()))
    if len(sides) != 2:
        raise ServiceError(Msg("Errors", "A melee forecast needs squads of two sides in the battle."))
    first = [sid for sid, sq in squads.items() if sq.side == sides[0]]
    second = [sid for sid, sq in squads.items() if sq.side == sides[1]]
    pairs = [{"attacker": int(a), "target": int(second[i % len(second)])} for i, a in enumerate(first)]
    pairs += [{"attacker": int(b), "target": int(first[i % len(first)])} for i, b in enumerate(second)
              if i >= len(first)]
    return pairs


def gurps_request(svc: CampaignService, battle_id: int, luck=()) -> ForecastRequest:
    """Today's battle as it stands: both armies, the position, what carries over from yesterday."""
    from muster.rules.forecast import gurps as forecast
    from muster.services import gurps

    with battle_read(svc, "gurps", battle_id) as (s, battle, tables):
        engine = gurps.load_gurps_battle(s, battle).engine
        name = battle.name

    def run(*, runs, seed, limit, progress):
        return forecast.forecast(engine, tables, runs=runs, seed=seed, max_rounds=limit, luck=tuple(luck),
                                 progress=progress)
    return ForecastRequest("gurps", battle_id, name, "days", 5, 60, _guarded(run), repr(engine))


# the mech forecast's assumptions when attacks are not (all) declared: the range the lances fight at (the
# panel's range box starts there too: short range for medium lasers and SRMs), and the turn limit. At 25 turns the
# sample battle "Clash at Red Quarry" is decided in about 97% of runs (2,000 runs, seeds 1-3: 97.0-97.6%; at 30
# turns 98.6-99.3%, at 20 turns 89-90%, at 15 turns 64%, at the old 3 turns 0.4%: bench_forecast.py --mech-turns)
MECH_RANGE = 3
MECH_TURNS = 25


def mech_request(svc: CampaignService, battle_id: int, *, assume_range: int = MECH_RANGE) -> ForecastRequest:
    """The battle from its current state, in any phase: the attacks declared this turn repeated, and every mech
    without one firing at the enemy it faces at ``assume_range`` hexes (see ``muster.rules.forecast.mech``).
    After this turn's combat the forecast starts with the damage phase still to come."""
    from muster.campaign.models import Side
    from muster.rules.forecast import mech as forecast
    from muster.services import mech

    with battle_read(svc, "mech", battle_id) as (s, battle, rules):
        roster = mech.Roster(s, battle)
        bstate = battle.state or {}
        done = bstate.get("done", {})
        combat_done = battle.phase > mech.PHASE_COMBAT or done.get("combat") == battle.round
        damage_done = done.get("damage") == battle.round
        declarations = [] if combat_done else list(bstate.get("declarations", []))
        attacks = [mech.engine_attack(roster, d) for d in declarations]
        order = [roster.key[uid] for uid in battle.initiative if uid in roster.key]
        sides = {k: str(v) for k, v in roster.sides().items()}
        session: Any = s
        names = {str(side_id): (row.name if row is not None else str(side_id))
                 for side_id in set(roster.sides().values()) for row in [session.get(Side, side_id)]}
        mechs = list(roster.mechs.values())
        name = battle.name
    if not mechs:
        raise ServiceError(Msg("Errors", "There are no mechs in this battle to forecast."))
    standing = {sides[m.id] for m in mechs if not m.out_of_action}
    if len(standing) < 2:
        raise ServiceError(Msg("Errors", "The fight is over: only one side has mechs still in the battle."))
    pending_damage = combat_done and not damage_done

    def run(*, runs, seed, limit, progress):
        return forecast.forecast(mechs, attacks, rules, runs=runs, seed=seed, turns=limit, order=order, sides=sides,
                                 progress=progress, assume_range=assume_range, combat_done=pending_damage,
                                 side_names=names)
    key = repr(([m.to_dict() for m in mechs], attacks, order, assume_range, pending_damage, sorted(names.items())))
    return ForecastRequest("mech", battle_id, name, "turns", MECH_TURNS, forecast.MAX_TURNS, _guarded(run), key)


# ---- the log --------------------------------------------------------------------------------------------

# the outcomes the rules' forecasts name (others are named after a side or an army: the GM's own names)
OUTCOME_NAMES = (term_noop("Forecast", "attacker"), term_noop("Forecast", "defender"),
                 term_noop("Forecast", "undecided"), term_noop("Forecast", "both left"),
                 term_noop("Forecast", "both broken"))
_FORECAST_LINES = {
    "round": Msg("Log", "Forecast (%1, up to %2 rounds): %3; about %4 rounds to a decision."),
    "turn": Msg("Log", "Forecast (%1, up to %2 turns): %3; about %4 turns to a decision."),
    "day": Msg("Log", "Forecast (%1, up to %2 days): %3; about %4 days to a decision."),
}


def _percent(p: float) -> str:
    return f"{p:.0%}"


def describe(result) -> Text:
    """The forecast in one line for the log: a message, shown (and noted) in the GM's language."""
    how = Msg("Log", "exact") if result.exact else Msg("Log", "%1 runs, seed %2").args(result.runs, result.seed)
    parts = []
    for key, c in result.outcomes:
        if c.p <= 0:
            continue
        outcome = term("Forecast", key.replace("_", " "))
        if result.exact:
            parts.append(Msg("Log", "%1 %2").args(outcome, _percent(c.p)))
        else:
            parts.append(Msg("Log", "%1 %2 (%3–%4)").args(outcome, _percent(c.p), _percent(c.low), _percent(c.high)))
    line = _FORECAST_LINES.get(result.round_name) or Msg("Log", "Forecast (%1, up to %2 %5s): %3; about %4 %5s to "
                                                               "a decision.")
    return line.args(how, result.limit, join(parts, ", "), Num(result.rounds.mean, 1), result.round_name)


def note_forecast(svc: CampaignService, battle_id: int, text: Text) -> None:
    """Write the forecast's text (a message from :func:`describe`, or plain text) in the battle's log: an undoable
    action that changes nothing else."""
    from muster.campaign.models import Battle

    if isinstance(text, (Msg, Joined)):
        if not english_text(text).strip():
            raise ServiceError(Msg("Errors", "There is no forecast to note yet."))
    else:
        text = (text or "").strip()[:2000]
        if not text:
            raise ServiceError(Msg("Errors", "There is no forecast to note yet."))
    with svc.file.read_sessions() as s:
        row = s.get(Battle, battle_id) if isinstance(battle_id, int) else None
        if row is None:
            raise ServiceError(Msg("Errors", "There is no battle #%1 in this campaign.").args(str(battle_id)))
        system = row.system
    with battle_action(svc, system, battle_id, "forecast-note", Msg("Log", "Note forecast")) as (act, battle, _):
        act.describe(text, battle=battle, result={"forecast": to_data(text)})

