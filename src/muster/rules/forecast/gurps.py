"""GURPS Mass Combat forecast: the day computed exactly, and the battle over several days sampled.

The day: every pair of Strategy rolls (3d6 against 3d6) goes through the engine's contest
(:func:`roll_contest`) once, so each result row's chance is exact; for each row, each fighting unit's
morale roll goes through :func:`resolve_side` once per total of the dice, so each unit's chance to hold,
retreat or rout is exact, and the army's outcome follows from its units' (all alike, mixed, or by the half
rule's head count). Luck rerolls are not enumerated: with Luck the day is sampled too.

Several days: :func:`fight_day` then :func:`next_day` with the forecast's own dice, until the battle is
over or the day limit. The GM's choices are fixed: both armies fight again every day while they can;
units that retreated or routed stay out (the rules data's next-day rule); nobody uses Luck unless asked.
"""

from __future__ import annotations

from collections import Counter

from muster.i18n import Msg, TextError, render
from muster.rules.dice import Roller, ScriptedDice, distribution
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
from muster.rules.gurps.battle import Battle, effective_skills, fight_day, next_day
from muster.rules.gurps.contest import decide
from muster.rules.gurps.morale import NO_ROLL, morale_modifiers, resolve_side
from muster.rules.gurps.morale_data import morale_rules
from muster.rules.gurps.results import SIDES, ResultLine, look_up
from muster.rules.gurps.skill import roll_against
from muster.rules.gurps.success_data import success_rules

STATUSES = ("holds", "thrown_back", "retreated", "routed")
ARMY_OUTCOMES = ("holds", "thrown_back", "retreated", "routed", "mixed")
RULE = Msg("GURPS", "Both armies fight again every day while they can; units that retreated or routed stay out "
           "of the following days; no Luck rerolls unless asked. The battle ends when an army has no unit left on "
           "the field or the position is taken, or at the day limit.")


def _faces(notation: str, total: int) -> list[int]:
    from muster.rules.forecast.bucs import faces_for

    return list(faces_for(notation, total))


def _dist(tables: dict) -> list[tuple[int, float]]:
    dist = distribution(success_rules(tables).dice)
    ways = sum(dist.values())
    return [(t, w / ways) for t, w in sorted(dist.items())]


def contest_rows(battle: Battle, tables: dict) -> list[tuple[ResultLine, float, str | None]]:
    """(result row, chance, contest winner) for every row the day's contest can give.

    Each commander's 3d6 is rolled once per total through the engine (:func:`roll_against`), every pair
    is judged by the engine's :func:`decide` and its row found by :func:`look_up`: the contest of
    :func:`quick_contest`, without Luck.
    """
    notation = success_rules(tables).dice
    dist = _dist(tables)
    skills = effective_skills(battle, tables)
    names = {"attacker": battle.attacker.name, "defender": battle.defender.name}
    checks = {side: [(roll_against(skills[side], Roller(ScriptedDice(_faces(notation, t))), names[side],
                                   tables).check, p) for t, p in dist] for side in SIDES}
    rows: dict[tuple, list] = {}
    lines: dict[tuple[str | None, int], ResultLine] = {}
    for a, pa in checks["attacker"]:
        for b, pd in checks["defender"]:
            winner, margin = decide(a, b)
            line = lines.get((winner, margin))
            if line is None:
                line = lines[(winner, margin)] = look_up(battle.battle_type, winner, margin, tables)
            key = (line.table, line.range_text, line.winner, line.applies_to_winner)
            if key in rows:
                rows[key][1] += pa * pd
            else:
                rows[key] = [line, pa * pd, winner]
    return [(r[0], r[1], r[2]) for r in rows.values()]


def _unit_chances(army, side: str, unit, procedure: str, mods, tables: dict, cache: dict) -> tuple[dict, float]:
    """The unit's status chances under ``procedure`` and its chance to make its morale roll, by the engine."""
    key = (unit.morale, procedure, tuple((m.name, m.value) for m in mods))
    if key in cache:
        return cache[key]
    notation = success_rules(tables).dice
    alone = army.with_units([unit])
    statuses: dict[str, float] = {}
    success = 0.0
    for total, p in _dist(tables):
        result, _ = resolve_side(alone, side, procedure, mods, Roller(ScriptedDice(_faces(notation, total))), tables)
        one = result.units[0]
        if procedure == "half_hold_or_retreat":
            made = one.roll is not None and one.roll.check.success
            success += p if made else 0.0
            continue
        statuses[one.status] = statuses.get(one.status, 0.0) + p
        success += p if one.roll is not None and one.roll.check.success else 0.0
    cache[key] = (statuses, success)
    return cache[key]


def _army_outcome(army, side: str, procedure: str, mods, tables: dict, cache: dict) -> tuple[dict, dict]:
    """The army's outcome chances and each fighting unit's status chances under ``procedure``."""
    fighting = army.fighting_units()
    if not fighting:
        return {"no units": 1.0}, {}
    if procedure in NO_ROLL:
        status = NO_ROLL[procedure]
        return {status: 1.0}, {u.name: {status: 1.0} for u in fighting}
    per = {u.name: _unit_chances(army, side, u, procedure, mods, tables, cache) for u in fighting}
    if procedure == "half_hold_or_retreat":
        # the half rule as resolve_side applies it: at least half the troops (or units) must make the roll
        by_units = morale_rules(tables).half_by == "units"
        weights = [1 if by_units else u.count for u in fighting]
        total = sum(weights)
        passed = {0: 1.0}
        for u, w in zip(fighting, weights):
            ok = per[u.name][1]
            nxt: dict[int, float] = {}
            for k, p in passed.items():
                nxt[k + w] = nxt.get(k + w, 0.0) + p * ok
                nxt[k] = nxt.get(k, 0.0) + p * (1 - ok)
            passed = nxt
        holds = sum(p for k, p in passed.items() if total and 2 * k >= total)
        outcome = {"holds": holds, "retreated": 1 - holds}
        return outcome, {u.name: dict(outcome) for u in fighting}
    outcome = {}
    for status in STATUSES:
        p = 1.0
        for u in fighting:
            p *= per[u.name][0].get(status, 0.0)
        if p:
            outcome[status] = p
    mixed = 1 - sum(outcome.values())
    if mixed > 1e-12:
        outcome["mixed"] = mixed
    return outcome, {u.name: per[u.name][0] for u in fighting}


def exact_day(battle: Battle, tables: dict) -> dict:
    """The day exactly: the contest's winner and rows, each army's outcome and each unit's status chances."""
    winner = {"attacker": 0.0, "defender": 0.0, "tie": 0.0}
    armies: dict[str, dict[str, float]] = {side: {} for side in SIDES}
    units: dict[str, dict[str, dict[str, float]]] = {side: {} for side in SIDES}
    rows_out: list[dict] = []
    cache: dict = {}
    for line, p, won in contest_rows(battle, tables):
        winner[won or "tie"] += p
        rows_out.append({"result": line.label, "winner": battle.army(won).name if won else None,
                         "table": line.table, "band": line.range_text, "p": round(p, 6)})
        for side in SIDES:
            army = battle.army(side)
            effect = line.effect(side)
            mods = morale_modifiers(army, tables, carried=battle.carried(side),
                                    band_modifier=effect.morale_modifier)
            outcome, per_unit = _army_outcome(army, side, effect.procedure, mods, tables, cache)
            for k, q in outcome.items():
                armies[side][k] = armies[side].get(k, 0.0) + p * q
            for name, chances in per_unit.items():
                slot = units[side].setdefault(name, {})
                for k, q in chances.items():
                    slot[k] = slot.get(k, 0.0) + p * q
    rows_out.sort(key=lambda r: -r["p"])
    return {
        "contest": {battle.attacker.name if k == "attacker" else battle.defender.name if k == "defender" else k:
                    Chance.exact(v).to_dict() for k, v in winner.items()},
        "results": rows_out,
        "armies": {battle.army(side).name: {k: Chance.exact(v).to_dict() for k, v in armies[side].items()}
                   for side in SIDES},
        "units": [{"name": name, "side": battle.army(side).name,
                   **{k: Chance.exact(v).to_dict() for k, v in chances.items()}}
                  for side in SIDES for name, chances in units[side].items()],
    }


def _holder(battle: Battle) -> str:
    """Who holds the field when a battle is over: an army name, or 'both_left'."""
    a_on = bool(battle.attacker.fighting_units())
    d_on = bool(battle.defender.fighting_units())
    if battle.position_taken or (a_on and not d_on):
        return battle.attacker.name
    if d_on and not a_on:
        return battle.defender.name
    return "both_left"


def forecast(battle: Battle, tables: dict, *, runs: int = 2000, seed: int = 1, max_rounds: int = 5,
             luck=(), progress: Progress | None = None, deadline: float | None = None) -> Forecast:
    """The day exactly (without Luck) and the battle over up to ``max_rounds`` days, sampled; past ``deadline``
    (a ``time.monotonic()``) the runs stop with those done (``stopped``)."""
    if battle.over:
        raise TextError(Msg("GURPS", "%1 is over; start a new battle").args(battle.name))
    if battle.attacker.name == battle.defender.name:
        raise TextError(Msg("GURPS", "%1: the two armies need different names to tell their chances apart")
                        .args("battle.defender.name"))
    roller = Roller(ForecastDice(seed))
    outcome: Counter = Counter()
    decided: Counter = Counter()
    fates: dict[tuple[str, str], Counter] = {(side, u.name): Counter() for side in SIDES
                                             for u in battle.army(side).units}
    chunk = max(1, min(runs // 50, 25))  # often enough for Cancel to stop it at once
    asked = runs
    for n in range(runs):
        if n % chunk == 0:
            if progress is not None:
                progress(n, runs)
            if past_deadline(deadline, n):
                runs = n
                break
        state, days = battle, 0
        while True:
            state = fight_day(state, roller, tables, luck).battle_after
            roller.rolls.clear()
            days += 1
            if state.over or days >= max_rounds:
                break
            state = next_day(state, tables)
        if state.over:
            outcome[_holder(state)] += 1
            decided[days] += 1
        else:
            outcome["undecided"] += 1
        for side in SIDES:
            for u in state.army(side).units:
                fates[(side, u.name)][u.status] += 1
    if progress is not None:
        progress(runs, runs)
    names = (battle.attacker.name, battle.defender.name)
    units = tuple(UnitForecast(name, battle.army(side).name,
                               sampled_chances(fates[(side, name)], ("holds", "thrown_back", "retreated", "routed",
                                                                    "ready"), runs))
                  for side, name in fates)
    extra = {}
    # the forecast is read at once, in the GM's language of the moment (the headless action: English)
    notes = [render(Msg("GURPS", "an outcome named after an army is that army holding the field when the battle ends"))]
    if luck:
        notes.append(render(Msg("GURPS", "the day is not computed exactly with Luck rerolls")))
    else:
        extra["day"] = exact_day(battle, tables)
    return Forecast("gurps", runs, seed, sampled_chances(outcome, names + ("both_left", "undecided"), runs),
                    Rounds.from_counts(decided, runs), units, False, render(RULE), "day", max_rounds, tuple(notes),
                    extra, stopped=TIME_LIMIT if runs < asked else None, runs_asked=asked)


def do_forecast(request) -> dict:
    """``muster rules gurps forecast``: the ``day`` request (``battle``, ``luck``) plus ``runs``, ``seed`` and
    ``max_rounds`` (days); the answer's ``day`` is the exact day."""
    from muster.rules.forecast.common import read_settings
    from muster.rules.gurps import api
    from muster.rules.requests import RequestError

    tables = api.tables_for(request)
    battle = api.battle_for(request)
    luck = api.luck_sides(request)
    settings = read_settings(request, default_limit=5, max_limit=60)
    try:
        return forecast(battle, tables, runs=settings.runs, seed=settings.seed, max_rounds=settings.limit,
                        luck=luck, deadline=settings.deadline).to_dict()
    except KeyError as exc:
        raise RequestError(str(exc.args[0]), "battle") from None
    except ValueError as exc:
        text = str(exc)
        field = text.split(":", 1)[0] if text.startswith("battle.") else (
            "luck" if text.startswith("luck") else "battle")
        raise RequestError(text, field) from None


__all__ = ["forecast", "exact_day", "contest_rows", "do_forecast"]
