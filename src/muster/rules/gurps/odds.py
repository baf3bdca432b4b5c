"""Exact odds of every result row before the contest is rolled (no sampling)."""

from __future__ import annotations

from fractions import Fraction

from muster.rules.chance import percent_text
from muster.rules.gurps.contest import decide
from muster.rules.gurps.contest_data import luck_rules
from muster.rules.gurps.results import look_up, table_for
from muster.rules.gurps.results_data import Tables, result_tables
from muster.rules.gurps.skill import judge, roll_distribution, success_chance


def kept_distribution(skill: int, lucky: bool, tables: Tables) -> tuple[dict[int, int], int]:
    """Ways of each 3d6 total that counts, and the number of outcomes, for a commander with or without Luck.

    With Luck (NOTES.md section 5: the odds count declared Luck) and ``luck.keep`` "best", the best of
    1 + ``extra_rolls`` rolls counts (the lowest total: success and margin never get worse as the roll
    falls); with "last", the commander rerolls a failed roll and the last reroll counts.
    """
    dist = roll_distribution(tables)
    one = sum(dist.values())
    if not lucky:
        return dict(dist), one
    luck = luck_rules(tables)
    n = 1 + luck.extra_rolls
    if luck.keep == "best":
        at_least = {}
        running = 0
        for r in sorted(dist, reverse=True):
            running += dist[r]
            at_least[r] = running
        out = {r: at_least[r] ** n - at_least.get(r + 1, 0) ** n for r in dist}
        return out, one ** n
    fails = sum(w for r, w in dist.items() if not judge(skill, r, tables).success)
    out = {r: (w * one if judge(skill, r, tables).success else 0) + fails * w for r, w in dist.items()}
    return out, one * one


def _count(attacker_skill: int, defender_skill: int, tables: Tables, battle_type: str, luck=()):
    """Ways per row key ``(side the row favours or None, table, band min)``, per winner, and the total."""
    dist_a, total_a = kept_distribution(attacker_skill, "attacker" in luck, tables)
    dist_d, total_d = kept_distribution(defender_skill, "defender" in luck, tables)
    total = total_a * total_d
    rows: dict[tuple, int] = {}
    winners = {"attacker": 0, "defender": 0, None: 0}
    for ra, wa in dist_a.items():
        ca = judge(attacker_skill, ra, tables)
        for rd, wd in dist_d.items():
            winner, mov = decide(ca, judge(defender_skill, rd, tables))
            line = look_up(battle_type, winner, mov, tables)
            side = line.winner if line.table == "open_field" else line.applies_to_winner
            key = (side, line.table, line.band.min)
            rows[key] = rows.get(key, 0) + wa * wd
            winners[winner] += wa * wd
    return rows, winners, total


def row_probabilities(attacker_skill: int, defender_skill: int, tables: Tables,
                      battle_type: str = "open_field", luck=()) -> dict[tuple, Fraction]:
    """``{(winner, table, band min): Fraction}``; in open field a tie is winner None."""
    rows, _, total = _count(attacker_skill, defender_skill, tables, battle_type, luck)
    return {k: Fraction(w, total) for k, w in rows.items()}


def _chance(skill: int, lucky: bool, tables: Tables) -> str:
    if not lucky:
        f = success_chance(skill, tables)
    else:
        dist, total = kept_distribution(skill, True, tables)
        f = Fraction(sum(w for r, w in dist.items() if judge(skill, r, tables).success), total)
    return f"{f.numerator}/{f.denominator}"


def _share(ways: int, total: int) -> dict:
    f = Fraction(ways, total)
    return {"ways": ways, "probability": f"{f.numerator}/{f.denominator}", "percent": round(100 * ways / total, 2),
            "percent_text": percent_text(f)}


def contest_odds(attacker_skill: int, defender_skill: int, tables: Tables, battle_type: str = "open_field",
                 luck=()) -> dict:
    """Probability of every result row from the two effective skills.

    Every pair of 3d6 totals is weighed by its number of ways (216 x 216, more
    with Luck); the answer is exact. ``luck`` names the sides whose commander
    has declared Luck (see :func:`kept_distribution`). In open field a tie is its
    own row (no winner, 0-3); at a defended position it falls in the
    defender's 0-3 row (data: contest.tie_in_defended_position).
    """
    counts, winners, total = _count(attacker_skill, defender_skill, tables, battle_type, tuple(luck))
    rows = []
    sides = ["attacker", "defender"] + ([None] if battle_type == "open_field" else [])
    for side in sides:
        key_table, _ = table_for(battle_type, side, tables)
        bands = result_tables(tables)[key_table].bands
        for band in bands[:1] if side is None else bands:
            row = {"winner": side, "table": key_table, "band": band.range_text, "label": band.label}
            row.update(_share(counts.get((side, key_table, band.min), 0), total))
            rows.append(row)
    return {
        "battle": battle_type,
        "attacker_skill": attacker_skill,
        "defender_skill": defender_skill,
        "luck": [side for side in ("attacker", "defender") if side in luck],
        "out_of": total,
        "success_chance": {side: _chance(skill, side in luck, tables) for side, skill in
                           (("attacker", attacker_skill), ("defender", defender_skill))},
        "winner": {"attacker": _share(winners["attacker"], total), "defender": _share(winners["defender"], total),
                   "tie": _share(winners[None], total)},
        "rows": rows,
    }
