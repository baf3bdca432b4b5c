"""What the mech use cases return, typed, and the one reader of their stored results (``result_from_dict``).

The action record keeps each result as JSON (the engine's ``to_dict``, plus the log's headline and lines as
message data); ``result_from_dict`` reads it back for the battle panel's result box and any other reader.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from muster.i18n import Text, from_data
from muster.services.mech_views import MoveDie, MpSpent


@dataclass(frozen=True)
class StandAttempt:
    """One stand-up attempt of a prone mech: its piloting roll, or why it failed without one."""

    attempt: int
    success: bool
    total: int | None = None
    needed: int | None = None
    automatic_failure: str = ""   # English phrase: ``message_of(...)`` is its message


@dataclass(frozen=True)
class GelRepair:
    pack: str
    location: str
    repaired: int


@dataclass(frozen=True)
class MoveDone:
    """A recorded movement: the MP it spent, its heat and movement die, stand-up attempts, GEL repairs."""

    unit_id: int
    text: str                     # the log line, in English
    mp: MpSpent | None
    heat: int
    die: MoveDie | None
    stand: tuple[StandAttempt, ...]
    gel: tuple[GelRepair, ...]

    @classmethod
    def from_engine(cls, unit_id: int, text: str, result: Mapping) -> MoveDone:
        """From the engine's movement result (``MoveResult.to_dict`` as the action record keeps it)."""
        mp = result.get("mp") or {}
        spent = (MpSpent(mp["available"], mp["spent"], mp["walk"], mp["run"], mp["jump"], tuple(mp.get("notes", ())))
                 if "spent" in mp else None)
        die = result.get("die")
        shown = (MoveDie(die["colour"], die["number"], die.get("own_attack_modifier", 0),
                         die.get("attacker_modifier", 0)) if die else None)
        stand = tuple(StandAttempt(s["attempt"], bool(s["success"]), s.get("total"), s.get("needed"),
                                   str(s.get("automatic_failure") or "")) for s in result.get("stand", ()))
        gel = tuple(GelRepair(g["pack"], g["location"], g["repaired"]) for g in result.get("gel", ()))
        return cls(unit_id, text, spent, result.get("heat", 0), shown, stand, gel)


@dataclass(frozen=True)
class AttackDone:
    """One rolled attack (or GEL use) of a combat phase."""

    attacker: str      # the engine's mech keys (the unit names)
    target: str
    weapon: str
    kind: str          # weapon, punch, kick, gel
    hit: bool
    total: int | None = None
    needed: int | None = None

    @classmethod
    def from_engine(cls, r: Mapping) -> AttackDone:
        return cls(r["attacker"], r["target"], r["weapon"], r["kind"], bool(r.get("hit")), r.get("total"),
                   r.get("needed"))


@dataclass(frozen=True)
class CombatDone:
    """The combat phase resolved: every attack in declaring order, and the log's lines (English) in rolling order."""

    attacks: tuple[AttackDone, ...]
    lines: tuple[str, ...]


@dataclass(frozen=True)
class DamageDone:
    """The damage phase run: one log line (English) per mech."""

    lines: tuple[str, ...]


@dataclass(frozen=True)
class StoredResult:
    """A mech action's result as its record keeps it: the headline and lines the result box shows (message data,
    or English text in records written before), and a note (the skipped artillery phase)."""

    headline: Text
    lines: tuple[Text, ...]
    note: str = ""

    def to_dict(self) -> dict:
        from muster.i18n import to_data

        out: dict = {"headline": to_data(self.headline), "lines": [to_data(line) for line in self.lines]}
        if self.note:
            out["note"] = self.note
        return out


def result_from_dict(data: object) -> StoredResult:
    """A stored mech result read back (any record: one without lines gives none)."""
    if not isinstance(data, Mapping):
        return StoredResult("", ())
    lines = data.get("lines") or ()
    note = data.get("note")
    return StoredResult(_text(data.get("headline", "")), tuple(_text(line) for line in lines),
                        note if isinstance(note, str) else "")


def _text(value: object) -> Text:
    if isinstance(value, dict):
        return from_data(value)
    return str(value) if value is not None else ""
