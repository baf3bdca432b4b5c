"""Casualties after the contest (full text section 8).

Each side reads the Casualty Table at its signed margin (winner +margin, loser -margin). Armour moves
a unit down the table (fewer losses; ``troop_types[].casualty_shift``), a routing unit rolls 1d and
moves up that many rows, a very fierce battle moves everyone up as many rows as the GM says. Only two
cells of the table were retrieved (+3: 4d%, -3: 4d+20%); a unit whose row has no entry gets the
losses the GM enters, with its shifts still shown. Losses are rounded up.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from muster.i18n import Joined, Msg, Text, english_text
from muster.rules.dice import Roller
from muster.rules.gurps.casualties_data import CasualtyRow, casualty_rules
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.strength import troop_type
from muster.rules.gurps.words import amount, rules_term, signed


@dataclass(frozen=True)
class UnitCasualties:
    unit: str
    troops: int
    start_row: int
    shifts: tuple[tuple[Text, int], ...]  # (why: a message, rows: + is down the table = fewer losses, - is up)
    row: int | None  # the row reached (a signed margin), None when off the entered rows
    cell: CasualtyRow | None
    percent: int | None
    lost: int | None  # None: the GM must enter it
    entered: bool = False

    def to_dict(self) -> dict:
        out = {"unit": self.unit, "troops": self.troops, "start_row": self.start_row,
               "shifts": [{"why": english_text(why), "rows": rows} for why, rows in self.shifts], "row": self.row,
               "percent": self.percent, "lost": self.lost,
               "left": None if self.lost is None else self.troops - self.lost,
               "entered_by_gm": self.entered, "working": english_text(self.working_text())}
        if self.cell is not None:
            out["cell"] = self.cell.text()
        return out

    def working(self) -> str:
        return english_text(self.working_text())

    def working_text(self) -> Text:
        """"row +3, 4 down (armour, Heavy infantry) → row +7: 12% of 1,000 = 120 (rounded up)"."""
        parts: list = [Msg("GURPS", "row %1").args(signed(self.start_row))]
        for why, rows in self.shifts:
            parts.append(Msg("GURPS", "%1 down (%2)").args(abs(rows), why) if rows > 0 else
                         Msg("GURPS", "%1 up (%2)").args(abs(rows), why))
        head = Joined(parts, ", ")
        reached = (Msg("GURPS", "%1 → row %2").args(head, signed(self.row)) if self.row is not None else
                   Msg("GURPS", "%1 → off the table").args(head))
        if self.percent is not None:
            tail = Msg("GURPS", ": %1% of %2 = %3 (rounded up)").args(self.percent, amount(self.troops),
                                                                      amount(self.lost or 0))
        elif self.lost is not None:
            tail = Msg("GURPS", ": %1 lost, entered by the GM").args(amount(self.lost))
        else:
            tail = Msg("GURPS", ": no number for this row (enter it from your book, or enter the losses)")
        return Joined([reached, tail], "")


@dataclass(frozen=True)
class SideCasualties:
    side: str
    army: str
    margin: int
    units: tuple[UnitCasualties, ...]

    @property
    def complete(self) -> bool:
        return all(u.lost is not None for u in self.units)

    def to_dict(self) -> dict:
        known = [u.lost for u in self.units if u.lost is not None]
        return {"side": self.side, "army": self.army, "margin": self.margin, "units": [u.to_dict() for u in self.units],
                "total_lost": sum(known), "complete": self.complete,
                "missing": [u.unit for u in self.units if u.lost is None]}


def _position(start: int, shift: int, tables: Tables) -> int | None:
    cas = casualty_rules(tables)
    if cas.row_per_margin:
        return start + shift
    margins = sorted(r.margin for r in cas.table)
    if start not in margins:
        return None
    index = margins.index(start) + shift
    return margins[min(max(index, 0), len(margins) - 1)]


def side_casualties(army, side: str, margin: int, roller: Roller, tables: Tables, *, fierce: int = 0,
                    entered: dict[str, int] | None = None) -> SideCasualties:
    """Every unit's losses for a side that reads the table at ``margin`` (signed)."""
    entered = entered or {}
    cas = casualty_rules(tables)
    out = []
    for unit in army.units:
        if unit.count <= 0:
            continue
        shifts: list[tuple[Text, int]] = []
        kind = troop_type(unit.troop_type, tables)
        if kind and kind.casualty_shift:
            shifts.append((Msg("GURPS", "armour, %1").args(rules_term(kind.label)), kind.casualty_shift))
        if unit.status == "routed" and cas.rout_shift == "1d":
            die = roller.roll("1d6", Msg("GURPS", "%1: %2 routed, rows up the casualty table").args(
                army.name, unit.name)).total
            shifts.append((Msg("GURPS", "routed, rolled %1").args(die), -die))
        if fierce:
            shifts.append((Msg("GURPS", "very fierce battle"), -fierce))
        row = _position(margin, sum(s for _, s in shifts), tables)
        cell = None if row is None else cas.row(row)
        if unit.name in entered:
            lost = min(unit.count, entered[unit.name])
            out.append(UnitCasualties(unit.name, unit.count, margin, tuple(shifts), row, cell, None, lost, True))
            continue
        if cell is None:
            out.append(UnitCasualties(unit.name, unit.count, margin, tuple(shifts), row, None, None, None))
            continue
        notation = f"{cell.dice_count}d6" + (f"+{cell.plus}" if cell.plus else "")
        percent = roller.roll(notation, Msg("GURPS", "%1: %2 casualties, row %3 (%)").args(
            army.name, unit.name, f"{row:+d}")).total
        exact = Fraction(unit.count * percent, 100)
        nearest = math.floor(exact + Fraction(1, 2))
        lost = {"up": math.ceil(exact), "down": math.floor(exact)}.get(cas.rounding, nearest)
        out.append(UnitCasualties(unit.name, unit.count, margin, tuple(shifts), row, cell, percent,
                                  min(unit.count, lost)))
    return SideCasualties(side, army.name, margin, tuple(out))


def signed_margins(winner: str | None, margin_of_victory: int) -> dict[str, int]:
    """Each side's row: the winner reads +margin, the loser -margin; no winner: both 0."""
    if winner is None:
        return {"attacker": 0, "defender": 0}
    loser = "defender" if winner == "attacker" else "attacker"
    return {winner: margin_of_victory, loser: -margin_of_victory}


def apply_losses(army, result: SideCasualties):
    """The army with each unit's head count lowered by its known losses."""
    return army.record_losses({u.unit: u.lost for u in result.units if u.lost})


__all__ = ["UnitCasualties", "SideCasualties", "side_casualties", "signed_margins", "apply_losses"]
