"""What BUCS use cases return and the campaign file keeps: frozen results, read back by one ``result_from_dict``.

A use case returns one of these; the action record stores its ``to_dict()`` (the same JSON as before these
classes), and every reader of a stored BUCS result (the panel's result box) goes through ``result_from_dict``,
which takes whatever an older or damaged file holds without failing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from muster.rules.bucs import combat, orders, units


def _int(value: Any) -> int:
    try:
        return int(value or 0)
    except (TypeError, ValueError):
        return 0


def _items(value: Any) -> tuple[Any, ...]:
    return tuple(value) if isinstance(value, (list, tuple)) else ()


@dataclass(frozen=True)
class HealLine:
    """One unit after the battle: what the medics and the rest did, its quality and status before and after."""

    unit_id: int
    unit: str
    text: str  # English, for the file and the tests
    text_msg: Any  # the same as a message's data (``muster.i18n.to_data``), rendered in the GM's language
    casualty_healed: int = 0
    casualty_permanent: int = 0
    morale_healed: int = 0  # by the medics and the rest
    morale_healed_by_medics: int = 0
    morale_kept: int = 0
    quality_before: str = ""
    quality_after: str = ""
    current_before: str | None = None
    current_after: str | None = None
    status_before: str = ""
    status_after: str = ""
    notes: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"unit_id": self.unit_id, "unit": self.unit, "text": self.text, "text_msg": self.text_msg,
                "casualty_healed": self.casualty_healed, "casualty_permanent": self.casualty_permanent,
                "morale_healed": self.morale_healed, "morale_healed_by_medics": self.morale_healed_by_medics,
                "morale_kept": self.morale_kept, "quality_before": self.quality_before,
                "quality_after": self.quality_after, "current_before": self.current_before,
                "current_after": self.current_after, "status_before": self.status_before,
                "status_after": self.status_after, "notes": list(self.notes)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HealLine:
        def text(key: str) -> str:
            value = data.get(key)
            return value if isinstance(value, str) else ""

        def optional(key: str) -> str | None:
            value = data.get(key)
            return value if isinstance(value, str) else None

        return cls(_int(data.get("unit_id")), text("unit"), str(data.get("text", "")), data.get("text_msg"),
                   _int(data.get("casualty_healed")), _int(data.get("casualty_permanent")),
                   _int(data.get("morale_healed")), _int(data.get("morale_healed_by_medics")),
                   _int(data.get("morale_kept")), text("quality_before"), text("quality_after"),
                   optional("current_before"), optional("current_after"), text("status_before"),
                   text("status_after"), tuple(str(n) for n in _items(data.get("notes"))))


@dataclass(frozen=True)
class HealResult:
    """``bucs.heal``: the hits a day the medics healed and each treated unit's line."""

    capacity: int
    units: tuple[HealLine, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"capacity": self.capacity, "units": [u.to_dict() for u in self.units]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HealResult:
        return cls(_int(data.get("capacity")),
                   tuple(HealLine.from_dict(u) for u in _items(data.get("units")) if isinstance(u, Mapping)))


@dataclass(frozen=True)
class HealPreview(HealResult):
    """``bucs.heal_preview``: what healing would do; ``late`` when no casualty can be saved any more."""

    late: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {**super().to_dict(), "late": self.late}


@dataclass(frozen=True)
class EngagementResult:
    """A round, surprise check or skill contest: the engine's outcome (its units are in the rows) and its text.

    ``text`` and the outcome's ``notes`` are English; ``text_msg`` and ``notes_msg`` the messages the result box
    shows."""

    outcome: combat.RoundResult | combat.ContestResult
    text: str
    text_msg: Any
    notes_msg: tuple[Any, ...]

    @property
    def winner(self) -> str | None:
        return self.outcome.winner

    @property
    def margin(self) -> int:
        return self.outcome.margin

    @property
    def notes(self) -> tuple[str, ...]:
        return self.outcome.notes

    @property
    def totals(self) -> dict[str, int]:
        return {"attacker": self.outcome.attacker.total, "defender": self.outcome.defender.total}

    def _extra(self) -> dict[str, Any]:
        return {}

    def to_dict(self) -> dict[str, Any]:
        """As the action record keeps it: the engine's result without the units, the totals and the texts."""
        out = self.outcome.to_dict()
        for key in ("attackers", "defenders"):
            out.pop(key)
        out["totals"] = self.totals
        out.update(text=self.text, text_msg=self.text_msg, notes_msg=list(self.notes_msg), **self._extra())
        return out


@dataclass(frozen=True)
class RoundResult(EngagementResult):
    """``bucs.resolve_round``: who won by how much, the hits and where they fell."""

    outcome: combat.RoundResult

    @property
    def hits(self) -> int:
        return self.outcome.hits

    @property
    def morale_hits(self) -> int:
        return self.outcome.morale_hits

    @property
    def casualty_hits(self) -> int:
        return self.outcome.casualty_hits

    @property
    def target(self) -> str | None:
        return self.outcome.target

    @property
    def hit_events(self) -> tuple[combat.HitEvent, ...]:
        return self.outcome.hit_events

    @property
    def character_hits(self) -> tuple[combat.CharacterHit, ...]:
        return self.outcome.character_hits


@dataclass(frozen=True)
class ContestResult(EngagementResult):
    """``bucs.resolve_contest``: a skill against a skill; the units are not changed."""

    outcome: combat.ContestResult


@dataclass(frozen=True)
class SurpriseResult(ContestResult):
    """``bucs.resolve_surprise``: Hide against Spot; ``surprise`` when the hiders won."""

    surprise: bool = False

    def _extra(self) -> dict[str, Any]:
        return {"surprise": self.surprise}


@dataclass(frozen=True)
class OrderResult:
    """``bucs.give_order``: the order as the unit now holds it, its timing, and what giving it costs."""

    order: units.Order
    timing: orders.OrderTime | None
    giving_the_order_is: str

    def to_dict(self) -> dict[str, Any]:
        return {"order": self.order.to_dict(), "timing": self.timing.to_dict() if self.timing else None,
                "giving_the_order_is": self.giving_the_order_is}


@dataclass(frozen=True)
class HoursLine:
    """One unit's timed order after hours pass (``bucs.advance_hours``)."""

    unit_id: int
    unit: str
    order: str
    completed: bool
    hours_left: int | None
    effect: str | None

    def to_dict(self) -> dict[str, Any]:
        return {"unit_id": self.unit_id, "unit": self.unit, "order": self.order, "completed": self.completed,
                "hours_left": self.hours_left, "effect": self.effect}


@dataclass(frozen=True)
class EngagementRecord:
    """A stored round, surprise check or skill contest as the result box reads it: its text and its notes."""

    text: str  # English
    text_msg: Any  # the text as a message's data, when the record keeps it
    notes: tuple[Any, ...]  # the notes as messages' data where the record keeps them, else as written

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EngagementRecord:
        notes = data.get("notes_msg") if isinstance(data.get("notes_msg"), list) else data.get("notes", [])
        text = data.get("text")
        return cls(str(text) if text else "", data.get("text_msg") or None, _items(notes))


StoredResult = HealResult | EngagementRecord


def result_from_dict(kind: str, data: object) -> StoredResult:
    """A BUCS action record's stored ``result`` (``kind`` is the record's: "bucs-heal", "bucs-round"...), typed."""
    mapping: Mapping[str, Any] = data if isinstance(data, Mapping) else {}
    if kind == "bucs-heal":
        return HealResult.from_dict(mapping)
    return EngagementRecord.from_dict(mapping)
