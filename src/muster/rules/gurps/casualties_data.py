"""The GURPS Casualty Table (``casualties``), checked and built in one pass with the validator's errors and paths;
``casualty_rules(tables)`` gives it typed, built once per validated data."""

from __future__ import annotations

import re
from dataclasses import dataclass

from muster.rules.gurps.checks import choice, number
from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field

_PCT_DICE = re.compile(r"^(\d+)d$")


def percent_dice(notation: str) -> int:
    """Dice count of a casualty cell ("4d")."""
    m = _PCT_DICE.match(notation)
    if m is None or int(m.group(1)) < 1:
        raise ValueError(f"must be like \"4d\", got {notation!r}")
    return int(m.group(1))


@dataclass(frozen=True)
class CasualtyRow:
    """A row the GM (or the text) entered: the signed margin, the cell "4d" + ``plus`` percent."""

    margin: int
    dice: str
    plus: int

    @property
    def dice_count(self) -> int:
        return percent_dice(self.dice)

    def text(self) -> str:
        """"4d+20%"."""
        return self.dice + (f"+{self.plus}" if self.plus else "") + "%"


@dataclass(frozen=True)
class CasualtyRules:
    table: tuple[CasualtyRow, ...]
    row_per_margin: bool
    rout_shift: str  # 1d or none
    rounding: str  # up, down or nearest
    roll_per_unit: bool

    def row(self, margin: int) -> CasualtyRow | None:
        return next((r for r in self.table if r.margin == margin), None)

    @classmethod
    def from_dict(cls, data: dict, name: str) -> CasualtyRules:
        path = f"{name}.casualties"
        cas = field(data, "casualties", name, dict)
        seen = set()
        rows = []
        for i, row in enumerate(field(cas, "table", path, list)):
            here = f"{path}.table[{i}]"
            margin = number(field(row, "margin", here, int), f"{here}.margin", nullable=False, whole=True)
            if margin in seen:
                raise RulesDataError(f"{here}.margin", f"two rows for margin {margin}")
            seen.add(margin)
            dice = field(row, "dice", here, str)
            try:
                percent_dice(dice)
            except ValueError as exc:
                raise RulesDataError(f"{here}.dice", str(exc)) from None
            rows.append(CasualtyRow(margin, dice, field(row, "plus", here, int)))
        per_margin = field(cas, "row_per_margin", path, bool)
        rout = field(cas, "rout_shift", path, str)
        if rout not in ("1d", "none"):
            raise RulesDataError(f"{path}.rout_shift", "must be 1d or none")
        rounding = choice(cas, "rounding", path, ("up", "down", "nearest"))
        return cls(tuple(rows), per_margin, rout, rounding, field(cas, "roll_per_unit", path, bool))


#: the typed Casualty Table of validated rules data, built once and remembered
casualty_rules: Section[CasualtyRules] = Section(lambda t: t.casualties)
