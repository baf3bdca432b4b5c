"""The GURPS PCs' tables (``pc``: stance, survival rows, damage by TL, the Glory table), checked and built in one pass
with the validator's errors and paths; ``pc_rules(tables)`` gives them typed, built once per validated data."""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from muster.rules.gurps.checks import choice, number
from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field, items

COLUMNS = ("A", "B", "C", "D")
_DICE_EXPR = re.compile(r"^(?:(\d+)|(\d*)TL(?:/(\d+))?([+-]\d+)?)$")


def dice_count(expr: str, tl: int, half_rounding: str = "down") -> int:
    """Number of dice from a damage-table expression: "2", "TL", "TL/2", "TL-3", "TL+3", "2TL"."""
    m = _DICE_EXPR.match(expr.replace(" ", ""))
    if m is None:
        raise ValueError(f"cannot read the dice expression {expr!r}")
    if m.group(1) is not None:
        return int(m.group(1))
    times = int(m.group(2) or 1)
    divisor = int(m.group(3) or 1)
    plus = int(m.group(4) or 0)
    total = times * tl
    value = -(-total // divisor) if half_rounding == "up" else total // divisor
    return max(0, value + plus)


@dataclass(frozen=True)
class SurvivalRow:
    """A survival row: margins ``min``..``max`` (None = open), its result, and its hits or its damage column."""

    min: int | None
    max: int | None
    result: str
    column: str | None = None
    hits: int | None = None
    critical_failure: bool = False

    def holds(self, margin: int) -> bool:
        return (self.min is None or margin >= self.min) and (self.max is None or margin <= self.max)


@dataclass(frozen=True)
class DamageCell:
    times: int
    dice: str  # "2", "TL", "TL/2"...
    adds: int


@dataclass(frozen=True)
class DamageRow:
    min_tl: int
    max_tl: int
    dr_divisor: int
    cells: Mapping[str, DamageCell]  # by column, A to D


@dataclass(frozen=True)
class GloryRow:
    """A Glory table row; ``data`` the row as the data gives it (written with the roll's result)."""

    min: int | None
    max: int | None
    reputation: int
    strategy: int
    data: Mapping[str, Any]

    def holds(self, margin: int) -> bool:
        return (self.min is None or margin >= self.min) and (self.max is None or margin <= self.max)


def _margin_rows(rows: list, path: str, ordered: bool = True) -> list[tuple[int | None, int | None]]:
    """Rows of ``{min, max}`` margins (null = open); ``ordered``: from the best margin down, no gaps."""
    out: list[tuple[int | None, int | None]] = []
    for i, row in enumerate(rows):
        here = f"{path}[{i}]"
        low = number(row.get("min"), f"{here}.min", whole=True)
        high = number(row.get("max"), f"{here}.max", whole=True)
        if low is not None and high is not None and high < low:
            raise RulesDataError(f"{here}.max", f"must not be below min ({low})")
        out.append((low, high))
        if not ordered or i == 0:
            continue
        above = rows[i - 1].get("min")
        if above is None or high != above - 1:
            raise RulesDataError(f"{here}.max", "the rows must run from the best margin down with no gap or overlap")
    return out


def _survival_rows(pc: dict, path: str) -> tuple[SurvivalRow, ...]:
    rows = items(pc, "survival_rows", path)
    if rows[0].get("max") is not None:
        raise RulesDataError(f"{path}.survival_rows[0].max", "the top row must be open (null)")
    if rows[-1].get("min") is not None:
        raise RulesDataError(f"{path}.survival_rows[{len(rows) - 1}].min", "the bottom row must be open (null)")
    margins = _margin_rows(rows, f"{path}.survival_rows")
    out = []
    for i, row in enumerate(rows):
        here = f"{path}.survival_rows[{i}]"
        result = field(row, "result", here, str)
        if "column" in row:
            if row["column"] not in COLUMNS:
                raise RulesDataError(f"{here}.column", f"must be one of {', '.join(COLUMNS)}")
            out.append(SurvivalRow(*margins[i], result, column=row["column"]))
        else:
            hits = number(field(row, "hits", here, int), f"{here}.hits", nullable=False, lo=0, whole=True)
            out.append(SurvivalRow(*margins[i], result, hits=hits))
    return tuple(out)


def _damage(pc: dict, path: str) -> tuple[DamageRow, ...]:
    expected = 0
    out = []
    for i, row in enumerate(items(pc, "damage", path)):
        here = f"{path}.damage[{i}]"
        low = number(field(row, "min_tl", here, int), f"{here}.min_tl", nullable=False, lo=0, whole=True)
        if low != expected:
            raise RulesDataError(f"{here}.min_tl", f"expected {expected} so the TL rows have no gap or overlap")
        high = number(field(row, "max_tl", here, int), f"{here}.max_tl", nullable=False, lo=low, whole=True)
        expected = high + 1
        divisor = number(field(row, "dr_divisor", here, int), f"{here}.dr_divisor", nullable=False, lo=1, whole=True)
        cells = {}
        for col in COLUMNS:
            cell = field(row, col, here, dict)
            cpath = f"{here}.{col}"
            times = number(field(cell, "times", cpath, int), f"{cpath}.times", nullable=False, lo=1, whole=True)
            dice = field(cell, "dice", cpath, str)
            try:
                dice_count(dice, low)
            except ValueError as exc:
                raise RulesDataError(f"{cpath}.dice", str(exc)) from None
            cells[col] = DamageCell(times, dice, field(cell, "adds", cpath, int))
        out.append(DamageRow(low, high, divisor, MappingProxyType(cells)))
    return tuple(out)


def _glory_table(pc: dict, path: str) -> tuple[GloryRow, ...]:
    glory = field(pc, "glory_table", path, list)
    margins = _margin_rows(glory, f"{path}.glory_table", ordered=False)
    out = []
    for i, row in enumerate(glory):
        here = f"{path}.glory_table[{i}]"
        reputation = number(row.get("reputation", 0), f"{here}.reputation", nullable=False, whole=True)
        strategy = number(row.get("strategy", 0), f"{here}.strategy", nullable=False, whole=True)
        if "duration" in row and not isinstance(row["duration"], str):
            raise RulesDataError(f"{here}.duration", "must be text")
        out.append(GloryRow(*margins[i], reputation, strategy, MappingProxyType(dict(row))))
    return tuple(out)


@dataclass(frozen=True)
class PcRules:
    linked: bool  # Glory = -Survival
    survival_rows: tuple[SurvivalRow, ...]
    critical_failure_column: str
    damage: tuple[DamageRow, ...]
    multiple_hits: str  # separate or multiply
    half_tl_rounding: str
    dr_rounding: str
    glory_skill: str
    glory_table: tuple[GloryRow, ...]
    army_commander_adjust: int

    @classmethod
    def from_dict(cls, data: dict, name: str) -> PcRules:
        path = f"{name}.pc"
        pc = field(data, "pc", name, dict)
        linked = field(field(pc, "stance", path, dict), "linked", f"{path}.stance", bool)
        survival = _survival_rows(pc, path)
        critical = field(pc, "critical_failure_column", path, str)
        if critical not in COLUMNS:
            raise RulesDataError(f"{path}.critical_failure_column", f"must be one of {', '.join(COLUMNS)}")
        damage = _damage(pc, path)
        hits = choice(pc, "multiple_hits", path, ("separate", "multiply"))
        half = choice(pc, "half_tl_rounding", path, ("down", "up"))
        dr = choice(pc, "dr_rounding", path, ("down", "up"))
        skill = choice(pc, "glory_skill", path, ("combat",))
        glory = _glory_table(pc, path)
        adjust = number(field(pc, "army_commander_adjust", path, int), f"{path}.army_commander_adjust",
                        nullable=False, lo=0, whole=True)
        return cls(linked, survival, critical, damage, hits, half, dr, skill, glory, adjust)


#: the typed PCs' tables of validated rules data, built once and remembered
pc_rules: Section[PcRules] = Section(lambda t: t.pc)
