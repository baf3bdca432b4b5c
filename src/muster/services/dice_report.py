"""Campaign ▸ Dice Report: is a die fair? Per die type, how often each face came up against a fair die.

Pure reading. Every recorded roll counts: done, undone and dropped actions alike (undone dice were still thrown at
the table). The dice the GM entered by hand (any source but the campaign's own seeded dice, ``"auto"``) are kept
apart from the automatic ones. A die type is its number of sides, read from each roll's notation (``2d6+1`` → d6;
``d%`` → d100); each die of a roll is one count. The test is ``muster.rules.fairness``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable

from muster.i18n import Msg, Text, render
from muster.rules.dice import DiceError, parse
from muster.rules.fairness import ALPHA, LOADED_RATIO, MIN_EXPECTED, POWER, FaceTest, face_test

if TYPE_CHECKING:
    from muster.services.core import CampaignService

AUTOMATIC = "auto"
TOO_FEW, BIASED, FAIR = "too few", "biased", "fair"


@dataclass(frozen=True)
class DieReport:
    """One die type's faces from one kind of source: counts (face 1 first), the chi-square test and its verdict."""

    sides: int
    test: FaceTest

    @property
    def name(self) -> str:
        return f"d{self.sides}"

    @property
    def counts(self) -> tuple[int, ...]:
        return self.test.counts

    @property
    def dice(self) -> int:
        return self.test.dice

    @property
    def expected(self) -> float:
        return self.test.expected

    @property
    def statistic(self) -> float:
        return self.test.statistic

    @property
    def degrees_of_freedom(self) -> int:
        return self.test.degrees_of_freedom

    @property
    def p_value(self) -> float:
        return self.test.p_value

    @property
    def rolls_needed(self) -> int:
        return self.test.rolls_needed

    @property
    def verdict(self) -> str:
        """``too few`` (under 5 expected per face), ``biased`` (p < 0.05) or ``fair`` (no sign of bias)."""
        if not self.test.enough:
            return TOO_FEW
        return BIASED if self.test.biased else FAIR

    @property
    def verdict_text(self) -> str:
        """The verdict in the GM's words and language."""
        return render(verdict_message(self.verdict, self.p_value))


@dataclass(frozen=True)
class DiceReport:
    """The dice of a campaign (``battle_id`` None) or of one battle: by hand and automatic, each per die type."""

    battle_id: int | None
    by_hand: tuple[DieReport, ...]
    automatic: tuple[DieReport, ...]
    rolls: int  # the recorded rolls read (each may hold several dice)


def p_text(p: float) -> str:
    return "p < 0.001" if p < 0.001 else f"p = {p:.3f}"


def verdict_message(verdict: str, p: float) -> Text:
    if verdict == TOO_FEW:
        return Msg("Dice report", "too few rolls to tell")
    if verdict == BIASED:
        return Msg("Dice report", "looks biased (%1)").args(p_text(p))
    return Msg("Dice report", "no sign of bias (%1)").args(p_text(p))


def method_message() -> Text:
    """What the report counts and how it decides, for the report window."""
    return Msg("Dice report", "Every recorded roll counts, undone ones too: they were thrown at the table. "
                              "Chi-square test against a fair die: \"looks biased\" below p = %1; it needs at least "
                              "%2 rolls expected per face. Rolls for a clear verdict: enough to catch one face coming "
                              "up %3× as often as fair, %4% of the time.").args(
        f"{ALPHA:g}", MIN_EXPECTED, f"{LOADED_RATIO:g}", round(POWER * 100))


def die_sides(notation: str) -> int | None:
    """The die type of a roll's notation (``2d6+1`` → 6, ``d%`` → 100), or None if it is not dice."""
    try:
        return parse((notation or "").replace("%", "100")).sides
    except DiceError:
        return None


def _tally(rolls: Iterable[dict[str, Any]], into: dict[bool, dict[int, list[int]]]) -> int:
    """Add each roll's faces to ``into[by_hand][sides]``; the number of rolls read."""
    read = 0
    for roll in rolls:
        if not isinstance(roll, dict):
            continue
        sides = die_sides(str(roll.get("notation", "")))
        if sides is None:
            continue
        counts = into[roll.get("source", AUTOMATIC) != AUTOMATIC].setdefault(sides, [0] * sides)
        for face in roll.get("faces", ()):
            if isinstance(face, int) and 1 <= face <= sides:
                counts[face - 1] += 1
        read += 1
    return read


def _reports(counts: dict[int, list[int]]) -> tuple[DieReport, ...]:
    return tuple(DieReport(sides, face_test(faces)) for sides, faces in sorted(counts.items()) if sum(faces))


def dice_report(svc: CampaignService, battle_id: int | None = None) -> DiceReport:
    """The faces of every recorded roll, the campaign's (``battle_id`` None) or one battle's."""
    sql = "SELECT rolls FROM actions"
    params: tuple[int, ...] = ()
    if battle_id is not None:
        sql, params = sql + " WHERE battle_id = ?", (battle_id,)
    tallies: dict[bool, dict[int, list[int]]] = {True: {}, False: {}}
    read = 0
    for (rolls,) in svc.file.raw.execute(sql, params).fetchall():
        data = json.loads(rolls) if isinstance(rolls, (str, bytes)) else rolls
        read += _tally(data or (), tallies)
    return DiceReport(battle_id, _reports(tallies[True]), _reports(tallies[False]), read)
