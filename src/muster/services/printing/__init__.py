"""Printing's data part, below the GUI (no Qt): what a sheet or card shows, as plain data.

The GUI paints it (``muster.gui.printing``: pages, cards, the mech record sheet), for the window's File menu and
for ``muster print``. Shared modules here (:mod:`.data`, :mod:`.cards`) never name a system: each system's
printing is its ``SystemSpec.force_sheet``, a :class:`ForceTable` in ``services/printing/<key>.py`` naming its
:class:`CardMaker` (``card``) and its :class:`BattleCards` (``battle``); a system without one gets a plain card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from muster.services.core import CampaignService
    from muster.services.printing.cards import Card, Who


class ForceRow(Protocol):
    """``(name, state, tables) -> cells``: one unit's row in its system's table on a force sheet, under ``tables``
    (the campaign's rules; None: the bundled)."""

    def __call__(self, name: str, state: dict, tables: Any = None, /) -> list[str]: ...


class CardMaker(Protocol):
    """``(tables, who, state, *, blank, kind) -> Card``: one unit's card (``tables``: the campaign's rules)."""

    def __call__(self, tables: dict, who: Who, state: dict, /, *, blank: bool = False, kind: str = "") -> Card: ...


class BattleCards(Protocol):
    """``(svc, battle_id, colours) -> cards``: what a system adds to its battle sheet (GURPS: the army sheet)."""

    def __call__(self, svc: CampaignService, battle_id: int, colours: dict[int, str], /) -> list[Card]: ...


@dataclass(frozen=True)
class ForceTable:
    """A system's printing: its table on a force sheet (column headings, the cells of one unit from its name and
    state), the builder of its unit card (``card``: dotted name of a :class:`CardMaker`) and what its battle sheet
    adds (``battle``: dotted name of a :class:`BattleCards`)."""

    columns: tuple[str, ...]  # English, marked with term_noop("Printing", ...): shown translated
    row: ForceRow
    card: str | None = None
    battle: str | None = None
