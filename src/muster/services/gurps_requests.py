"""GURPS: what the GM enters for a use case, typed, and the edge where a headless caller's data becomes it.

``GloryRow`` is the row of the GM's book for a Glory roll (``pc_glory``, ``enter_glory``) while the Glory table is
not entered. :func:`glory_row` is the use cases' door: a typed row passes as it is (checked); a mapping is read
field by field, a bad or unknown field refused by name, as a ``ServiceError``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from muster.i18n import Msg
from muster.services.core import ServiceError

GLORY_FIELDS = ("reputation", "strategy", "duration")


@dataclass(frozen=True)
class GloryRow:
    """Reputation, Strategy (a commander's next battle) and how long it lasts; None: the row does not say."""

    reputation: int | None = None
    strategy: int | None = None
    duration: str | None = None

    def engine_row(self) -> dict:
        """The row as the engine reads it (and the battle keeps it): the fields the row gives only."""
        return {k: getattr(self, k) for k in GLORY_FIELDS if getattr(self, k) is not None}


def _whole(value: object) -> bool:
    return value is None or (isinstance(value, int) and not isinstance(value, bool))


def glory_row(value: GloryRow | Mapping) -> GloryRow:
    """The Glory row a use case takes: typed, or read from ``{"reputation", "strategy", "duration"}``."""
    if isinstance(value, Mapping):
        unknown = [str(k) for k in value if k not in GLORY_FIELDS]
        if unknown:
            raise ServiceError(Msg("GURPS", "Glory result: unknown field %1 (expected %2).").args(
                ", ".join(unknown), ", ".join(GLORY_FIELDS)))
        duration = value.get("duration")
        value = GloryRow(value.get("reputation"), value.get("strategy"),  # type: ignore[arg-type]  # checked below
                         None if duration is None else str(duration))
    if not isinstance(value, GloryRow):
        raise ServiceError(Msg("GURPS", "Glory result: give Reputation and Strategy."))
    if not _whole(value.reputation):
        raise ServiceError(Msg("GURPS", "Glory result: reputation must be a whole number."))
    if not _whole(value.strategy):
        raise ServiceError(Msg("GURPS", "Glory result: strategy must be a whole number."))
    return value


__all__ = ["GLORY_FIELDS", "GloryRow", "glory_row"]
