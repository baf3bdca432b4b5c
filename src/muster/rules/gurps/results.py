"""The three result tables (open field, defender won, attacker won) by margin of victory."""

from __future__ import annotations

from dataclasses import dataclass

from muster.i18n import Msg, Text, TextError
from muster.rules.gurps.contest_data import contest_rules
from muster.rules.gurps.results_data import Carry, Effect, ResultBand, Tables, result_tables
from muster.rules.gurps.words import rules_term

SIDES = ("attacker", "defender")
BATTLE_TYPES = ("open_field", "defended_position")


def other(side: str) -> str:
    return "defender" if side == "attacker" else "attacker"


@dataclass(frozen=True)
class ResultLine:
    """The row of a result table that a contest reached, with who it applies to."""

    table: str
    table_label: str
    band: ResultBand
    winner: str | None  # the contest winner ("attacker"/"defender"), None on a tie
    applies_to_winner: str  # the side the row's "winner" column applies to
    margin_of_victory: int

    @property
    def loser(self) -> str:
        return other(self.applies_to_winner)

    @property
    def label(self) -> str:
        return self.band.label

    @property
    def label_text(self) -> Text:
        """The row's name in the GM's language ("Minor victory")."""
        return rules_term(self.label)

    @property
    def table_text(self) -> Text:
        """The table's name in the GM's language ("A. Battle in the open field")."""
        return rules_term(self.table_label)

    @property
    def range_text(self) -> str:
        return self.band.range_text

    def effect(self, side: str) -> Effect:
        """The row's procedure and morale modifier for one side."""
        return self.band.winner if side == self.applies_to_winner else self.band.loser

    def next_day(self, side: str) -> tuple[Carry, ...]:
        role = "winner" if side == self.applies_to_winner else "loser"
        return tuple(c for c in self.band.next_day if c.side == role)

    @property
    def attacker_takes_position(self) -> bool:
        return self.band.attacker_takes_position

    @property
    def enemy_commander_captured(self) -> bool:
        return self.band.enemy_commander_captured

    def to_dict(self) -> dict:
        return {
            "table": self.table, "table_label": self.table_label, "band": self.range_text,
            "label": self.label, "winner": self.winner, "margin_of_victory": self.margin_of_victory,
            "effects": {side: {"procedure": self.effect(side).procedure,
                               "morale_modifier": self.effect(side).morale_modifier} for side in SIDES},
            "next_day": {side: [{"name": c.name, "value": c.value} for c in self.next_day(side)] for side in SIDES},
            "attacker_takes_position": self.attacker_takes_position,
            "enemy_commander_captured": self.enemy_commander_captured,
            "notes": self.band.notes,
            **({"house_default": True} if self.band.house_default else {}),
        }


def table_for(battle_type: str, winner: str | None, tables: Tables) -> tuple[str, str]:
    """(table key, side the row's winner column applies to) for a contest outcome."""
    if battle_type not in BATTLE_TYPES:
        raise TextError(Msg("GURPS", "battle type must be one of %1, got %2").args(", ".join(BATTLE_TYPES),
                                                                                 repr(battle_type)))
    if winner is not None and winner not in SIDES:
        raise TextError(Msg("GURPS", "winner must be attacker, defender or none, got %1").args(repr(winner)))
    if battle_type == "open_field":
        return "open_field", winner or "attacker"
    side = winner or contest_rules(tables).tie_in_defended_position
    return ("attacker_won" if side == "attacker" else "defender_won"), side


def look_up(battle_type: str, winner: str | None, margin_of_victory: int, tables: Tables) -> ResultLine:
    """The result row for a winner and margin of victory (a tie is margin 0, no winner)."""
    if margin_of_victory < 0:
        raise TextError(Msg("GURPS", "the margin of victory cannot be negative, got %1").args(margin_of_victory))
    if winner is None and margin_of_victory:
        raise TextError(Msg("GURPS", "a contest with no winner has margin of victory 0"))
    key, applies = table_for(battle_type, winner, tables)
    table = result_tables(tables)[key]
    return ResultLine(key, table.label, table.band_for(margin_of_victory), winner, applies, margin_of_victory)
