"""Mech forecast: the declared attacks repeated for the next turns, with heat, ammunition, criticals,
piloting and consciousness, all by the engine.

Each turn is the engine's combat phase (:func:`resolve_combat`) for the declared attacks still possible,
then its damage phase (:func:`damage_phase`) for every mech, with the forecast's own dice. The GM's
choices are fixed ("both sides keep fighting as now"): nobody moves; every mech that can act repeats its
declared attacks at the same range and side while its target is still in the battle; an attack the
engine refuses (weapon lost, ammunition out, limb gone) is left out that turn.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from muster.rules.dice import Roller
from muster.rules.forecast.common import Chance, Forecast, ForecastDice, Progress, Rounds, UnitForecast, sampled_chances
from muster.rules.mech.combat import Attack, AttackError, resolve_combat
from muster.rules.mech.namedice import Dice
from muster.rules.mech.phases import damage_phase
from muster.rules.mech.state import MechState

OUTCOMES = ("attacker", "defender", "undecided")
RULE = ("Both sides keep fighting as now: nobody moves; every mech that can act repeats its declared attacks at the "
        "same range while its target is in the battle; an attack the rules refuse (weapon lost, no ammunition) is "
        "left out. A side is beaten when none of its mechs can fight (destroyed, pilot dead or knocked out).")


def _beaten(mech: MechState) -> bool:
    return mech.out_of_action or mech.pilot.status != "conscious"


def _explosions(data, target: str | None = None) -> list[str | None]:
    """Mech ids whose ammunition blew up, found in an engine result (combat or damage phase)."""
    found: list[str | None] = []
    stack = [(data, target)]
    pop, push = stack.pop, stack.append
    while stack:
        item, who = pop()
        if type(item) is dict:
            who = item.get("target", who)
            if item.get("explosion"):
                found.append(who)
            for value in item.values():
                if type(value) in (dict, list):
                    push((value, who))
        elif type(item) is list:
            for value in item:
                if type(value) in (dict, list):
                    push((value, who))
    return found


def sides_of(mechs: dict[str, MechState], attacks: list[Attack], sides: dict | None) -> dict[str, str]:
    """"attacker" for the side of the first declared attacker, "defender" for the other (``sides`` names them;
    without it, a mech is on the other side from the mechs it attacks or is attacked by)."""
    if sides:
        first = sides.get(attacks[0].attacker) if attacks else None
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


def _turn(mechs: dict[str, MechState], attacks: list[Attack], dice: Dice, rules: dict,
          order: list[str] | None) -> tuple[dict[str, MechState], list, int]:
    live = [a for a in attacks if mechs[a.attacker].can_act and not mechs[a.target].out_of_action]
    result = None
    while live:
        try:
            result = resolve_combat(mechs, live, dice, rules, order)
            break
        except AttackError as exc:
            bad = _index(exc.field)
            if bad is None:
                raise
            live = live[:bad] + live[bad + 1:]
    after = dict(result.mechs) if result is not None else {k: m.copy() for k, m in mechs.items()}
    phases = [damage_phase(m, dice, rules) for m in after.values()]
    new = {p.mech: p.state for p in phases}
    found = list(_explosions(result.attacks if result else [])) + [
        p.mech for p in phases if p.ammo_check and p.ammo_check.get("explosion")]
    return new, found, len(live)


def _index(field: str | None) -> int | None:
    if field and field.startswith("attacks["):
        return int(field[len("attacks["):field.index("]")])
    return None


def forecast(mechs: list[MechState], attacks: list[Attack], rules: dict, *, runs: int = 2000, seed: int = 1,
             turns: int = 3, order: list[str] | None = None, sides: dict | None = None,
             progress: Progress | None = None) -> Forecast:
    start = {m.id: m for m in mechs}
    attacks = [replace(a, dice=None) for a in attacks]
    side = sides_of(start, attacks, sides)
    resolve_combat(start, attacks, Dice(Roller(ForecastDice(seed))), rules, order)  # refuses a bad declaration now
    dice = Dice(Roller(ForecastDice(seed)))
    outcome: Counter = Counter()
    decided: Counter = Counter()
    destroyed_by: dict[str, Counter] = {mid: Counter() for mid in start}
    out_by: dict[str, Counter] = {mid: Counter() for mid in start}
    fates: dict[str, Counter] = {mid: Counter() for mid in start}
    damage: dict[str, Counter] = {mid: Counter() for mid in start}
    shutdown: Counter = Counter()
    exploded: Counter = Counter()
    chunk = max(1, min(runs // 50, 25))  # often enough for Cancel to stop it at once
    for n in range(runs):
        if progress is not None and n % chunk == 0:
            progress(n, runs)
        state = {k: m.copy() for k, m in start.items()}
        shut: set[str] = set()
        boom: set[str | None] = set()
        verdict, when = "undecided", 0
        first_destroyed: dict[str, int] = {}
        first_out: dict[str, int] = {}
        for turn in range(1, turns + 1):
            state, found, _ = _turn(state, attacks, dice, rules, order)
            dice.roller.rolls.clear()
            boom.update(found)
            for mid, m in state.items():
                if m.shutdown:
                    shut.add(mid)
                if m.destroyed:
                    first_destroyed.setdefault(mid, turn)
                if _beaten(m):
                    first_out.setdefault(mid, turn)
            beaten = {s for s in ("attacker", "defender")
                      if all(_beaten(m) for mid, m in state.items() if side[mid] == s) and s in side.values()}
            if beaten:
                verdict = "undecided" if len(beaten) == 2 else ("defender" if "attacker" in beaten else "attacker")
                when = turn
                break
        outcome[verdict] += 1
        if when:
            decided[when] += 1
        for mid, m in state.items():
            fates[mid]["destroyed" if m.destroyed else "pilot_dead" if m.pilot.status == "dead"
                       else "pilot_out" if m.pilot.status != "conscious" else "fighting"] += 1
            for loc, taken in m.damage.items():
                damage[mid][loc] += taken - start[mid].damage.get(loc, 0)
        for mid, t in first_destroyed.items():
            for k in range(t, turns + 1):
                destroyed_by[mid][k] += 1
        for mid, t in first_out.items():
            for k in range(t, turns + 1):
                out_by[mid][k] += 1
        for mid in shut:
            shutdown[mid] += 1
        for who in boom:
            exploded[who] += 1
    if progress is not None:
        progress(runs, runs)
    units = []
    for mid, m in start.items():
        chances = sampled_chances(fates[mid], ("destroyed", "pilot_dead", "pilot_out", "fighting"), runs)
        chances += tuple((f"destroyed_by_turn_{t}", Chance.sampled(destroyed_by[mid][t], runs))
                         for t in range(1, turns + 1))
        chances += tuple((f"out_by_turn_{t}", Chance.sampled(out_by[mid][t], runs)) for t in range(1, turns + 1))
        chances += (("heat_shutdown", Chance.sampled(shutdown[mid], runs)),
                    ("ammo_explosion", Chance.sampled(exploded[mid], runs)))
        expected = tuple((f"expected_damage_{loc}", damage[mid][loc] / runs) for loc in sorted(damage[mid]))
        units.append(UnitForecast(m.id, side[mid], chances, expected))
    return Forecast("mech", runs, seed, sampled_chances(outcome, OUTCOMES, runs), Rounds.from_counts(decided, runs),
                    tuple(units), False, RULE, "turn", turns)


def do_forecast(req) -> dict:
    """``muster rules mech forecast``: the ``attack`` request plus ``runs``, ``seed`` and ``turns`` (1-5)."""
    from muster.rules.forecast.common import read_settings
    from muster.rules.mech import api
    from muster.rules.requests import RequestError

    rules = api.rules_for(req)
    mechs, attacks = api.battle_for(req)
    if not attacks:
        raise RequestError("a forecast repeats the declared attacks: declare at least one", "attacks")
    sides = api.sides_for(req, mechs)
    for i, a in enumerate(attacks):
        problem = api.target_problem(mechs, a, sides, f"attacks[{i}]" if "attacks" in req.data else "")
        if problem is not None:
            raise problem
    order = req.array("order", None)
    settings = read_settings(req, limit_key="turns", default_limit=3, max_limit=5)
    try:
        return forecast(mechs, attacks, rules, runs=settings.runs, seed=settings.seed, turns=settings.limit,
                        order=order, sides=sides).to_dict()
    except AttackError as exc:
        raise RequestError(exc.message, exc.field) from None
