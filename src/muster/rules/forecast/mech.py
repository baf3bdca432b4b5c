"""Mech forecast: the declared attacks repeated for the next turns, with heat, ammunition, criticals,
piloting and consciousness, all by the engine.

Each turn is the engine's combat phase (:func:`resolve_combat`) for the declared attacks still possible,
then its damage phase (:func:`damage_phase`) for every mech, with the forecast's own dice. The sampled
exchanges are played by :class:`LeanExchange`, the same turn on the states in place with the dice drawn in the
same order, handing every rare branch (criticals, head hits, parts falling off, piloting rolls, heat checks) to
the engine's own functions; ``engine=True`` plays every turn by the engine itself (the tests hold the two to the
same answer). The GM's
choices are fixed ("both sides keep fighting as now"): nobody moves; every mech that can act repeats its
declared attacks at the same range and side while its target is still in the battle; an attack the
engine refuses (weapon lost, ammunition out, limb gone) is left out that turn.

With ``assume_range`` (the campaign's forecast in any phase, :func:`plan_fire`) the fight need not be declared:
a mech without declared attacks (or whose declared targets can no longer fight) fires at the enemy it faces,
the first mech of each side facing the first of the other, the second the second and so on round the enemy's
line-up, at ``assume_range`` hexes; once that enemy cannot fight, at the next one still fighting. It fires
every weapon the engine allows at that range and bearing, the most damage for its heat first, as long as its
heat after the turn stays clear of shutdown and ammunition checks (and of life-support consciousness
checks); heat-free weapons always fire. The choice is made afresh each turn from the state of the moment
(weapons lost, ammunition spent, heat), the same way in the lean turn and the engine's.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from itertools import repeat

from muster.i18n import Joined, Msg, Text, message_of, term_noop
from muster.rules.dice import Roller
from muster.rules.forecast.common import (
    TIME_LIMIT,
    Chance,
    Forecast,
    ForecastDice,
    Progress,
    Rounds,
    UnitForecast,
    past_deadline,
    sampled_chances,
)
from muster.rules.forecast.mech_lean import LeanExchange
from muster.rules.forecast.mech_turn import Fire, engine_turn, plan_fire
from muster.rules.mech.combat import Attack, AttackError, resolve_combat
from muster.rules.mech.namedice import Dice
from muster.rules.mech.state import MechState

__all__ = ["ASSUMED_RULE", "DAMAGE_FIRST", "MAX_TURNS", "OUTCOMES", "RULE", "Fire", "LeanExchange", "do_forecast",
           "forecast", "plan_fire", "sides_of"]

OUTCOMES = ("attacker", "defender", "undecided")
MAX_TURNS = 60  # the longest forecast (the campaign's default runs the sample battle to a decision in 25)
# the forecast's assumption (shown as ``render(term("Mech", RULE))``)
RULE = term_noop("Mech", "Both sides keep fighting as now: nobody moves; every mech that can act repeats its declared "
                         "attacks at the same range while its target is in the battle; an attack the rules refuse "
                         "(weapon lost, no ammunition) is left out. A side is beaten when none of its mechs can fight "
                         "(destroyed, pilot dead or knocked out).")
# the assumption when attacks need not be declared (``assume_range``): %1 is the range in hexes
ASSUMED_RULE = Msg("Mech", "Nobody moves. Declared attacks are repeated as declared. Every other mech (and one whose "
                           "targets can no longer fight) fires at the enemy it faces: the first mech of each side "
                           "faces the first of the other, the second the second, and so on; when that enemy cannot "
                           "fight, the next one that can. It fires at %1 hexes every weapon that reaches and bears, "
                           "the most damage for its heat first, while its heat stays below shutdown and ammunition "
                           "checks. A side is beaten when none of its mechs can fight (destroyed, pilot dead or "
                           "knocked out).")
# added to the assumption when this turn's attacks are already rolled
DAMAGE_FIRST = Msg("Mech", "This turn's combat is over: the forecast starts with its damage phase.")


def sides_of(mechs: dict[str, MechState], attacks: list[Attack], sides: dict | None) -> dict[str, str]:
    """"attacker" for the side of the first declared attacker, "defender" for the other (``sides`` names them;
    without it, a mech is on the other side from the mechs it attacks or is attacked by)."""
    if sides:
        first = sides.get(attacks[0].attacker if attacks else next(iter(mechs), ""))
        return {mid: "attacker" if sides.get(mid) == first else "defender" for mid in mechs}
    side: dict[str, str] = {}
    if attacks:
        side[attacks[0].attacker] = "attacker"
    changed = True
    while changed:
        changed = False
        for a in attacks:
            for one, other in ((a.attacker, a.target), (a.target, a.attacker)):
                if one not in side and other in side:
                    side[one] = "defender" if side[other] == "attacker" else "attacker"
                    changed = True
    return {mid: side.get(mid, "defender") for mid in mechs}


def forecast(mechs: list[MechState], attacks: list[Attack], rules: dict, *, runs: int = 2000, seed: int = 1,
             turns: int = 3, order: list[str] | None = None, sides: dict | None = None,
             progress: Progress | None = None, engine: bool = False, assume_range: int | None = None,
             combat_done: bool = False, side_names: dict[str, str] | None = None,
             deadline: float | None = None) -> Forecast:
    """``engine``: play every turn by the engine itself rather than by :class:`LeanExchange` (same answer).

    ``assume_range``: mechs need not have declared attacks (:func:`plan_fire`, needs ``sides``): those without
    fire at the enemy they face at this range. ``combat_done``: this turn's combat phase is over, so the first
    turn is only its damage phase. ``side_names`` (a value of ``sides`` -> its name): the outcomes and each
    unit's side are named after the two sides rather than "attacker" and "defender". ``progress`` may raise
    :class:`~.common.Cancelled` to stop (a time limit too).
    """
    start = {m.id: m for m in mechs}
    attacks = [replace(a, dice=None) for a in attacks]
    side = sides_of(start, attacks, sides)
    resolve_combat(start, attacks, Dice(Roller(ForecastDice(seed))), rules, order)  # refuses a bad declaration now
    fire = None
    if assume_range is not None:
        attacks, groups = plan_fire(mechs, attacks, sides or {}, assume_range)
        fire = Fire(attacks, groups, rules)
    dice = Dice(Roller(ForecastDice(seed)))
    lean = None
    if not engine and LeanExchange.fits(start, attacks, dice):
        try:
            lean = LeanExchange(start, attacks, rules, order, dice, fire)
        except LookupError:   # a house table with a gap: the engine meets it (and says so) if it is ever rolled
            lean = None
    game = _Game(start, attacks, rules, order, dice, fire, lean, side, turns, combat_done)
    tally = _Tally(start, turns)
    chunk = max(1, min(runs // 50, 25))  # often enough for Cancel to stop it at once
    asked = runs
    for n in range(runs):
        if n % chunk == 0:
            if progress is not None:
                progress(n, runs)
            if past_deadline(deadline, n):  # past ``deadline`` (a time.monotonic()): stop with the runs done
                runs = n
                break
        tally.add(game.play())
    if progress is not None:
        progress(runs, runs)
    label = _labels(start, side, sides, side_names)
    units = [replace(u, side=label[u.side]) for u in tally.units(start, side, runs)]
    outcomes = tuple((label[k], c) for k, c in sampled_chances(tally.outcome, OUTCOMES, runs))
    rule: Text = RULE if assume_range is None else ASSUMED_RULE.args(assume_range)
    if combat_done:
        rule = Joined([rule, DAMAGE_FIRST], " ")
    return Forecast("mech", runs, seed, outcomes, Rounds.from_counts(tally.decided, runs), tuple(units), False, rule,
                    "turn", turns, stopped=TIME_LIMIT if runs < asked else None, runs_asked=asked)


@dataclass
class _Run:
    """How one sampled battle ended: its final states, verdict and turn, and what befell each mech on the way."""

    state: dict[str, MechState]
    verdict: str = "undecided"
    when: int = 0
    first_destroyed: dict[str, int] = field(default_factory=dict)
    first_out: dict[str, int] = field(default_factory=dict)
    shut: set[str] = field(default_factory=set)
    boom: set[str | None] = field(default_factory=set)


@dataclass
class _Game:
    """The forecast's battle, played turn by turn from the start until a side is beaten or the turns run out."""

    start: dict[str, MechState]
    attacks: list[Attack]
    rules: dict
    order: list[str] | None
    dice: Dice
    fire: Fire | None
    lean: LeanExchange | None
    side: dict[str, str]
    turns: int
    combat_done: bool

    def play(self) -> _Run:
        run = _Run({k: m.copy() for k, m in self.start.items()})
        present = set(self.side.values()) & {"attacker", "defender"}
        for turn in range(1, self.turns + 1):
            combat = turn > 1 or not self.combat_done
            if self.lean is not None:
                found = self.lean.turn(run.state, turn == 1, combat)
            else:
                run.state, found, _ = engine_turn(run.state, self.attacks, self.dice, self.rules, self.order,
                                                  self.fire, combat)
                self.dice.roller.rolls.clear()
            if found:
                run.boom.update(found)
            fighting = set()
            for mid, m in run.state.items():
                if m.shutdown:
                    run.shut.add(mid)
                if m.destroyed:
                    run.first_destroyed.setdefault(mid, turn)
                if m.destroyed or m.pilot.status != "conscious":   # beaten: wrecked, or the pilot out or dead
                    run.first_out.setdefault(mid, turn)
                else:
                    fighting.add(self.side[mid])
            beaten = present - fighting
            if beaten:
                run.verdict = ("undecided" if len(beaten) == 2 else
                               ("defender" if "attacker" in beaten else "attacker"))
                run.when = turn
                break
        return run


class _Tally:
    """The counts over the runs: outcomes, the turn each was decided, and each mech's fate and damage."""

    def __init__(self, start: dict[str, MechState], turns: int) -> None:
        self.turns = turns
        self.outcome: Counter = Counter()
        self.decided: Counter = Counter()
        self.destroyed_by: dict[str, Counter] = {mid: Counter() for mid in start}
        self.out_by: dict[str, Counter] = {mid: Counter() for mid in start}
        self.fates: dict[str, Counter] = {mid: Counter() for mid in start}
        self.damage: dict[str, list[dict]] = {mid: [] for mid in start}   # each run's final damage by location
        self.shutdown: Counter = Counter()
        self.exploded: Counter = Counter()

    def add(self, run: _Run) -> None:
        turns = self.turns
        self.outcome[run.verdict] += 1
        if run.when:
            self.decided[run.when] += 1
        for mid, m in run.state.items():
            self.fates[mid]["destroyed" if m.destroyed else "pilot_dead" if m.pilot.status == "dead"
                            else "pilot_out" if m.pilot.status != "conscious" else "fighting"] += 1
            self.damage[mid].append(m.damage)
        for mid, t in run.first_destroyed.items():
            for k in range(t, turns + 1):
                self.destroyed_by[mid][k] += 1
        for mid, t in run.first_out.items():
            for k in range(t, turns + 1):
                self.out_by[mid][k] += 1
        for mid in run.shut:
            self.shutdown[mid] += 1
        for who in run.boom:
            self.exploded[who] += 1

    def units(self, start: dict[str, MechState], side: dict[str, str], runs: int) -> list[UnitForecast]:
        turns, units = self.turns, []
        for mid, m in start.items():
            chances = sampled_chances(self.fates[mid], ("destroyed", "pilot_dead", "pilot_out", "fighting"), runs)
            chances += tuple((f"destroyed_by_turn_{t}", Chance.sampled(self.destroyed_by[mid][t], runs))
                             for t in range(1, turns + 1))
            chances += tuple((f"out_by_turn_{t}", Chance.sampled(self.out_by[mid][t], runs))
                             for t in range(1, turns + 1))
            chances += (("heat_shutdown", Chance.sampled(self.shutdown[mid], runs)),
                        ("ammo_explosion", Chance.sampled(self.exploded[mid], runs)))
            damage = self.damage[mid]
            expected = tuple((f"expected_damage_{loc}", _mean_taken(damage, loc, m.damage.get(loc, 0), runs))
                             for loc in sorted(set().union(*damage)))
            units.append(UnitForecast(m.id, side[mid], chances, expected))
        return units


def _labels(start: dict[str, MechState], side: dict[str, str], sides: dict | None,
            side_names: dict[str, str] | None) -> dict[str, str]:
    """What to call "attacker" and "defender": the two sides' names when they are two, distinct and not an
    outcome's own name; else the words themselves."""
    plain = {k: k for k in OUTCOMES}
    if not sides or not side_names:
        return plain
    named: dict[str, set[str]] = {}
    for mid, which in side.items():
        named.setdefault(which, set()).add(side_names.get(str(sides.get(mid)), ""))
    attacker, defender = named.get("attacker", set()), named.get("defender", set())
    if len(attacker) != 1 or len(defender) != 1:
        return plain
    a, d = next(iter(attacker)), next(iter(defender))
    if not a.strip() or not d.strip() or a == d or {a, d} & set(OUTCOMES):
        return plain
    return {"attacker": a, "defender": d, "undecided": "undecided"}


def _mean_taken(finals: list[dict], loc: str, before: int, runs: int) -> float:
    return (sum(map(dict.get, finals, repeat(loc), repeat(0))) - before * len(finals)) / runs


def do_forecast(req) -> dict:
    """``muster rules mech forecast``: the ``attack`` request plus ``runs``, ``seed`` and ``turns`` (1 to
    :data:`MAX_TURNS`, 3 unless given)."""
    from muster.rules.forecast.common import read_settings
    from muster.rules.mech import api
    from muster.rules.requests import RequestError

    rules = api.rules_for(req)
    mechs, attacks = api.battle_for(req)
    if not attacks:
        raise RequestError(Msg("Mech", "a forecast repeats the declared attacks: declare at least one"), "attacks")
    sides = api.sides_for(req, mechs)
    for i, a in enumerate(attacks):
        problem = api.target_problem(mechs, a, sides, f"attacks[{i}]" if "attacks" in req.data else "")
        if problem is not None:
            raise problem
    order = req.array("order", None)
    settings = read_settings(req, limit_key="turns", default_limit=3, max_limit=MAX_TURNS)
    try:
        return forecast(mechs, attacks, rules, runs=settings.runs, seed=settings.seed, turns=settings.limit,
                        order=order, sides=sides, deadline=settings.deadline).to_dict()
    except AttackError as exc:
        raise RequestError(message_of(exc.message), exc.field) from None
