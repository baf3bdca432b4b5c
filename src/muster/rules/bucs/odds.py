"""Exact odds before a roll: every pair of faces is counted, nothing is sampled."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, cast

from muster.rules.bucs.combat import contest_setup, hits_for_margin, round_modifiers, split_hits
from muster.rules.bucs.data import BucsTables
from muster.rules.bucs.modifiers import Engagement
from muster.rules.bucs.units import Unit
from muster.rules.chance import percent_text
from muster.rules.dice import Modifier, distribution

HIT_BANDS = ("0", "1", "2", "3+")


def _margins(die: str, a_total: int, d_total: int) -> tuple[dict[int, int], int]:
    """Counts of (attacker total - defender total) over all face pairs, and the number of pairs."""
    faces, pairs = _face_differences(die)
    shift = a_total - d_total
    return {diff + shift: ways for diff, ways in faces}, pairs


@functools.lru_cache(maxsize=32)
def _face_differences(die: str) -> tuple[tuple[tuple[int, int], ...], int]:
    """Counts of (attacker's roll - defender's roll) over all face pairs, in the order first met."""
    dist = distribution(die)
    out: dict[int, int] = {}
    for a, wa in dist.items():
        for b, wb in dist.items():
            out[a - b] = out.get(a - b, 0) + wa * wb
    return tuple(out.items()), sum(dist.values()) ** 2


def _p(value: Fraction) -> dict:
    return {"fraction": f"{value.numerator}/{value.denominator}", "probability": float(value),
            "percent_text": percent_text(value)}


@dataclass(frozen=True)
class RoundOdds:
    attacker_modifiers: tuple[Modifier, ...]
    defender_modifiers: tuple[Modifier, ...]
    notes: tuple[str, ...]
    attacker_wins: Fraction
    defender_wins: Fraction
    no_result: Fraction
    attacker_hits: dict[str, Fraction]       # P(attacker wins and deals N hits), N in 0,1,2,3+
    defender_hits: dict[str, Fraction]
    # exact hit counts: {hits: {"attacker": p, "defender": p, "split": (morale, casualty)}}
    hit_splits: dict[int, dict[str, Any]]

    def to_dict(self, rendered: bool = False) -> dict:
        """``rendered``: modifier names as text (JSON answers), else as data."""
        a_total = sum(m.value for m in self.attacker_modifiers)
        d_total = sum(m.value for m in self.defender_modifiers)
        return {
            "attacker": {"modifiers": [m.to_dict(rendered) for m in self.attacker_modifiers],
                         "modifier_total": a_total},
            "defender": {"modifiers": [m.to_dict(rendered) for m in self.defender_modifiers],
                         "modifier_total": d_total},
            "notes": list(self.notes),
            "attacker_wins": _p(self.attacker_wins), "defender_wins": _p(self.defender_wins),
            "no_result": _p(self.no_result),
            "attacker_hits": {k: _p(v) for k, v in self.attacker_hits.items()},
            "defender_hits": {k: _p(v) for k, v in self.defender_hits.items()},
            "by_hits": [{"hits": h, "morale": m, "casualty": c,
                         "attacker": _p(v["attacker"]), "defender": _p(v["defender"])}
                        for h, v in sorted(self.hit_splits.items())
                        for m, c in [v["split"]]],
        }


def outcome_counts(die: str, a_total: int, d_total: int,
                   tables: BucsTables) -> tuple[dict[tuple[str | None, int], int], int]:
    """The round's outcomes as ``{(winner, hits): pairs of faces}`` (winner None: the tie), and the number of
    pairs: :func:`margin_odds` in whole numbers, in the order the margins are met."""
    margins, pairs = _margins(die, a_total, d_total)
    out: dict[tuple[str | None, int], int] = {}
    for diff, ways in margins.items():
        key = (None, 0) if diff == 0 else ("attacker" if diff > 0 else "defender", hits_for_margin(abs(diff), tables))
        out[key] = out.get(key, 0) + ways
    return out, pairs


def margin_odds(die: str, a_total: int, d_total: int, tables: BucsTables
                ) -> tuple[dict[str, Fraction], Fraction, dict[str, dict[str, Fraction]], dict[int, dict]]:
    margins, pairs = _margins(die, a_total, d_total)
    win = {"attacker": Fraction(0), "defender": Fraction(0)}
    bands = {"attacker": {b: Fraction(0) for b in HIT_BANDS}, "defender": {b: Fraction(0) for b in HIT_BANDS}}
    exact: dict[int, dict] = {}
    tie = Fraction(0)
    for diff, ways in margins.items():
        p = Fraction(ways, pairs)
        if diff == 0:
            tie += p
            continue
        side = "attacker" if diff > 0 else "defender"
        win[side] += p
        hits = hits_for_margin(abs(diff), tables)
        bands[side][str(hits) if hits < 3 else "3+"] += p
        row = exact.setdefault(hits, {"attacker": Fraction(0), "defender": Fraction(0),
                                      "split": split_hits(hits, tables)})
        row[side] += p
    return win, tie, bands, exact


def round_odds(attackers: list[Unit], defenders: list[Unit], engagement: Engagement, tables: BucsTables) -> RoundOdds:
    """The exact chance of each outcome of the next round with the current modifiers."""
    a_mods, a_notes, d_mods, d_notes = round_modifiers(attackers, defenders, engagement, tables)
    win, tie, bands, exact = margin_odds(tables.die, sum(m.value for m in a_mods), sum(m.value for m in d_mods),
                                         tables)
    return RoundOdds(tuple(a_mods), tuple(d_mods), tuple(a_notes) + tuple(d_notes), win["attacker"], win["defender"],
                     tie, bands["attacker"], bands["defender"], exact)


@dataclass(frozen=True)
class ContestOdds:
    attacker_modifiers: tuple[Modifier, ...]
    defender_modifiers: tuple[Modifier, ...]
    notes: tuple[str, ...]
    attacker_wins: Fraction
    defender_wins: Fraction
    no_result: Fraction

    def to_dict(self, rendered: bool = False) -> dict:
        """``rendered``: modifier names as text (JSON answers), else as data."""
        return {
            "attacker": {"modifiers": [m.to_dict(rendered) for m in self.attacker_modifiers],
                         "modifier_total": sum(m.value for m in self.attacker_modifiers)},
            "defender": {"modifiers": [m.to_dict(rendered) for m in self.defender_modifiers],
                         "modifier_total": sum(m.value for m in self.defender_modifiers)},
            "notes": list(self.notes),
            "attacker_wins": _p(self.attacker_wins), "defender_wins": _p(self.defender_wins),
            "no_result": _p(self.no_result),
        }


def contest_odds(attackers: list[Unit], defenders: list[Unit], skill: str | tuple[str, str], engagement: Engagement,
                 tables: BucsTables) -> ContestOdds:
    skills = (skill, skill) if isinstance(skill, str) else cast("tuple[str, str]", tuple(skill))
    a_mods, a_notes, d_mods, d_notes = contest_setup(attackers, defenders, skills, engagement, tables)
    win, tie, _, _ = margin_odds(tables.die, sum(m.value for m in a_mods), sum(m.value for m in d_mods), tables)
    return ContestOdds(tuple(a_mods), tuple(d_mods), tuple(a_notes) + tuple(d_notes), win["attacker"],
                       win["defender"], tie)
