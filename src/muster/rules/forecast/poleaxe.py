"""By This Poleaxe forecast: the engaged squads' melee continued turn after turn until a side breaks.

Each turn is the engine's :func:`resolve_melee` (attacks, blows back, saves, losses together), then every
morale check it raised, rolled by :func:`check_morale`; a squad that routs makes the other squads of its
body (by default its side) check for a friend routing in sight, and so on while routs cascade. What the
GM would decide is fixed ("both sides keep fighting as now"): the declared engagements stand; a squad
whose foe has fallen or routs turns on the first enemy still fighting; routing squads flee
and are not pursued; nobody rallies. A side is broken when none of its squads is still fighting.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from muster.rules.dice import Roller
from muster.rules.forecast.common import Forecast, ForecastDice, Progress, Rounds, UnitForecast, sampled_chances
from muster.rules.poleaxe.combat import Attack, RulesError, can_strike, resolve_melee
from muster.rules.poleaxe.morale import check_morale
from muster.rules.poleaxe.squad import Squad, StateError

FATES = ("routed", "out_of_the_fight", "fighting")
RULE = ("Both sides keep fighting as now: the declared engagements stand; a squad whose foe has fallen or routs "
        "turns on the first enemy squad still fighting; routing squads flee unpursued and nobody rallies. "
        "A side is broken when none of its squads is still fighting; the melee stops then, or at the turn limit.")


def _fighting(squad: Squad) -> bool:
    return not squad.out_of_fight and squad.morale != "routing"


def sides_of(squads: dict[str, Squad], attacks: list[Attack]) -> dict[str, str]:
    """Each squad's side: its own ``side``, else found from who fights whom (attackers against targets)."""
    side = {sid: s.side for sid, s in squads.items() if s.side}
    changed = True
    while changed:
        changed = False
        for a in attacks:
            for one, other in ((a.attacker, a.target), (a.target, a.attacker)):
                if one not in side and other in side:
                    side[one] = "attackers" if side[other] == "defenders" else (
                        "defenders" if side[other] == "attackers" else f"against {side[other]}")
                    changed = True
        if not changed:
            for a in attacks:
                if a.attacker not in side and a.target not in side:
                    side[a.attacker], side[a.target] = "attackers", "defenders"
                    changed = True
                    break
    return side


class Melee:
    """One melee as set up: the squads, the engagements, who sees whom rout, which squads are secure."""

    def __init__(self, squads: dict[str, Squad], attacks: list[Attack], tables: dict,
                 bodies: Iterable[Iterable[str]] | None = None, secure: Iterable[str] = ()):
        self.squads = dict(squads)
        self.attacks = list(attacks)
        self.tables = tables
        self.side = sides_of(self.squads, self.attacks)
        engaged = {a.attacker for a in self.attacks} | {a.target for a in self.attacks}
        self.fighters = [sid for sid in self.squads if sid in engaged]
        self.side_names = list(dict.fromkeys(self.side[sid] for sid in self.fighters))
        self.enemies = {sid: [o for o in self.fighters if self.side[o] != self.side[sid]] for sid in self.fighters}
        groups = [list(b) for b in bodies] if bodies else [
            [sid for sid in self.fighters if self.side[sid] == name] for name in self.side_names]
        self.friends = {sid: [o for g in groups if sid in g for o in g if o != sid] for sid in self.squads}
        self.secure = set(secure)

    def plan(self, squads: dict[str, Squad]) -> list[Attack]:
        out: list[Attack] = []
        seen: set[tuple[str, str]] = set()
        for a in self.attacks:
            if can_strike(squads[a.attacker], self.tables) is not None:
                continue
            if not _fighting(squads[a.target]):
                other = self._first_enemy(a.attacker, squads)
                if other is None:
                    continue
                a = Attack(a.attacker, other)
            if (a.attacker, a.target) not in seen:
                seen.add((a.attacker, a.target))
                out.append(a)
        busy = {sid for pair in seen for sid in pair}
        for sid in self.fighters:
            if sid in busy or can_strike(squads[sid], self.tables) is not None:
                continue
            target = self._first_enemy(sid, squads)
            if target is not None:
                seen.add((sid, target))
                busy |= {sid, target}
                out.append(Attack(sid, target))
        return out

    def _first_enemy(self, sid: str, squads: dict[str, Squad]) -> str | None:
        return next((e for e in self.enemies[sid] if _fighting(squads[e])), None)

    def turn(self, squads: dict[str, Squad], roller: Roller) -> dict[str, Squad] | None:
        """One melee turn and its morale checks (routs cascading); None when no one can strike."""
        attacks = self.plan(squads)
        if not attacks:
            return None
        result = resolve_melee(squads, attacks, roller, self.tables)
        after = dict(result.squads)
        queue = [(m.squad, m.reasons) for m in result.morale_checks]
        while queue:
            sid, reasons = queue.pop(0)
            if not _fighting(after[sid]):
                continue
            res = check_morale(after[sid], reasons, roller, self.tables, secure_position=sid in self.secure)
            after[sid] = res.squad
            if res.routs:
                queue += [(f, ("friends_routing",)) for f in self.friends.get(sid, ()) if _fighting(after[f])]
        roller.rolls.clear()
        return after

    def broken(self, squads: dict[str, Squad]) -> list[str]:
        return [name for name in self.side_names
                if not any(_fighting(squads[s]) for s in self.fighters if self.side[s] == name)]


def forecast(squads: dict[str, Squad], attacks: list[Attack], tables: dict, *, runs: int = 2000, seed: int = 1,
             max_rounds: int = 20, bodies=None, secure: Iterable[str] = (),
             progress: Progress | None = None) -> Forecast:
    resolve_melee(squads, attacks, Roller(ForecastDice(seed)), tables)  # refuses a bad set-up as the melee would
    melee = Melee(squads, attacks, tables, bodies, secure)
    if len(melee.side_names) != 2:
        raise RulesError("a forecast needs the engaged squads on two sides", "engagements")
    if not melee.plan(melee.squads):
        raise RulesError("no squad can strike: nothing to forecast", "engagements")
    roller = Roller(ForecastDice(seed))
    outcome: Counter = Counter()
    decided: Counter = Counter()
    fates: dict[str, Counter] = {sid: Counter() for sid in melee.fighters}
    lost: Counter = Counter()
    chunk = max(1, min(runs // 50, 25))  # often enough for Cancel to stop it at once
    for n in range(runs):
        if progress is not None and n % chunk == 0:
            progress(n, runs)
        state, turns, broken = melee.squads, 0, []
        while turns < max_rounds:
            nxt = melee.turn(state, roller)
            if nxt is None:
                break
            state, turns = nxt, turns + 1
            broken = melee.broken(state)
            if broken:
                break
        if len(broken) == 2:
            outcome["both_broken"] += 1
        elif broken:
            winner = next(s for s in melee.side_names if s not in broken)
            outcome[winner] += 1
        else:
            outcome["undecided"] += 1
        if broken:
            decided[turns] += 1
        for sid in melee.fighters:
            sq = state[sid]
            fates[sid]["out_of_the_fight" if sq.out_of_fight else "routed" if sq.morale == "routing"
                       else "fighting"] += 1
            lost[sid] += sq.hits - melee.squads[sid].hits
    if progress is not None:
        progress(runs, runs)
    keys = tuple(melee.side_names) + ("both_broken", "undecided")
    units = tuple(UnitForecast(melee.squads[sid].name, melee.side[sid], sampled_chances(fates[sid], FATES, runs),
                               (("expected_htk_lost", lost[sid] / runs),)) for sid in melee.fighters)
    return Forecast("poleaxe", runs, seed, sampled_chances(outcome, keys, runs), Rounds.from_counts(decided, runs),
                    units, False, RULE, "turn", max_rounds,
                    ("an outcome named after a side is that side holding the field while the other breaks",))


def do_forecast(request) -> dict:
    """``muster rules poleaxe forecast``: the ``melee`` request plus ``runs``, ``seed``, ``max_rounds``
    and optional ``bodies`` (lists of squad ids that see each other rout; default each side)."""
    from muster.rules.forecast.common import read_settings
    from muster.rules.poleaxe import api
    from muster.rules.requests import RequestError

    tables = api._tables(request)
    squads, attacks, single = api._melee_input(request, tables)
    for sid, squad in squads.items():
        api._need(squad, ("morale_value",), api._path_of(request, sid, squads))
    settings = read_settings(request)
    bodies = request.array("bodies", None)
    if bodies is not None:
        for i, body in enumerate(bodies):
            if not isinstance(body, list) or not all(isinstance(s, str) and s in squads for s in body):
                raise RequestError("each body lists squad ids of this melee", f"bodies[{i}]")
    secure = request.array("secure_position", [])
    try:
        result = forecast(squads, attacks, tables, runs=settings.runs, seed=settings.seed,
                          max_rounds=settings.limit, bodies=bodies, secure=secure)
    except StateError as exc:
        raise RequestError(exc.message, exc.field) from None
    except RulesError as exc:
        raise api._rules_error(exc, {"engagements[0].": ""} if single else None) from None
    return result.to_dict()
