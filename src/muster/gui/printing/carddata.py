"""What a unit card shows, kept here under its old name: the plain data lives below the GUI now, in
:mod:`muster.services.printing.cards` (no Qt), each system's card in ``services/printing/<key>.py``
(``<key>_card`` here reads the card of the system ``<key>`` through the registry)."""

from __future__ import annotations

from typing import Any

from muster.services.printing.cards import Card, Lines, Part, Stat, Table, Track, Who, plain_card, rules_word

__all__ = ["Card", "Lines", "Part", "Stat", "Table", "Track", "Who", "plain_card", "rules_word"]


def __getattr__(name: str) -> Any:
    from muster import systems
    from muster.services.printing.data import force_table

    key = name.removesuffix("_card")
    table = force_table(key) if name.endswith("_card") and systems.find(key) else None
    if table is None or table.card is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return systems.load(table.card)
