"""Exact odds of every result row before the contest is rolled (no sampling)."""

from __future__ import annotations

from fractions import Fraction

from muster.rules.gurps.contest import decide
from muster.rules.gurps.results import look_up, table_for
from muster.rules.gurps.skill import judge, roll_distribution, success_chance


def _count(attacker_skill: int, defender_skill: int, tables: dict, battle_type: str):
    """Ways per row key ``(side the row favours or None, table, band min)``, per winner, and the total."""
    dist = roll_distribution(tables)
    total = sum(dist.values()) ** 2
    rows: dict[tuple, int] = {}
    winners = {"attacker": 0, "defender": 0, None: 0}
    for ra, wa in dist.items():
        ca = judge(attacker_skill, ra, tables)
        for rd, wd in dist.items():
            winner, mov = decide(ca, judge(defender_skill, rd, tables))
            line = look_up(battle_type, winner, mov, tables)
            side = line.winner if line.table == "open_field" else line.applies_to_winner
            key = (side, line.table, line.band["min"])
            rows[key] = rows.get(key, 0) + wa * wd
            winners[winner] += wa * wd
    return rows, winners, total


def row_probabilities(attacker_skill: int, defender_skill: int, tables: dict,
                      battle_type: str = "open_field") -> dict[tuple, Fraction]:
    """``{(winner, table, band min): Fraction}``; in open field a tie is winner None."""
    rows, _, total = _count(attacker_skill, defender_skill, tables, battle_type)
    return {k: Fraction(w, total) for k, w in rows.items()}


def _share(ways: int, total: int) -> dict:
    f = Fraction(ways, total)
    return {"ways": ways, "probability": f"{f.numerator}/{f.denominator}", "percent": round(100 * ways / total, 2)}


def contest_odds(attacker_skill: int, defender_skill: int, tables: dict, battle_type: str = "open_field") -> dict:
    """Probability of every result row from the two effective skills.

    Every pair of 3d6 totals is weighed by its number of ways (216 x 216); the
    answer is exact. Luck rerolls are not counted. In open field a tie is its
    own row (no winner, 0-3); at a defended position it falls in the
    defender's 0-3 row (data: contest.tie_in_defended_position).
    """
    counts, winners, total = _count(attacker_skill, defender_skill, tables, battle_type)
    rows = []
    sides = ["attacker", "defender"] + ([None] if battle_type == "open_field" else [])
    for side in sides:
        key_table, _ = table_for(battle_type, side, tables)
        bands = tables["results"][key_table]["bands"]
        for band in bands[:1] if side is None else bands:
            high = band.get("max")
            row = {"winner": side, "table": key_table,
                   "band": f"{band['min']}+" if high is None else f"{band['min']}-{high}", "label": band["label"]}
            row.update(_share(counts.get((side, key_table, band["min"]), 0), total))
            rows.append(row)
    return {
        "battle": battle_type,
        "attacker_skill": attacker_skill,
        "defender_skill": defender_skill,
        "out_of": total,
        "success_chance": {side: f"{f.numerator}/{f.denominator}" for side, f in
                           (("attacker", success_chance(attacker_skill, tables)),
                            ("defender", success_chance(defender_skill, tables)))},
        "winner": {"attacker": _share(winners["attacker"], total), "defender": _share(winners["defender"], total),
                   "tie": _share(winners[None], total)},
        "rows": rows,
    }
