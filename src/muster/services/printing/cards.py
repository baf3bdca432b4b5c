"""What a unit card shows, as plain frozen data (no Qt): a title, stat boxes, tick-box tracks, lines and tables.

Which builder makes a system's card comes from the registry: ``SystemSpec.force_sheet`` names a
:class:`muster.services.printing.ForceTable` whose ``card`` names the system's builder (a
:class:`muster.services.printing.CardMaker` in ``services/printing/<key>.py``; ``battle`` the extra blocks of a
battle sheet, GURPS's army sheet). A unit of a system without one gets :func:`plain_card`. The GUI paints them
(``muster.gui.printing.cards``).

``blank`` cards are the unit as it starts (no hits marked); otherwise every box already spent is filled.

The text is in the GM's language of the moment: the card's own words translated (context "Printing"), the rules'
words as rules terms (:func:`rules_word`), the GM's names as typed.
"""

from __future__ import annotations

from dataclasses import dataclass

from muster.i18n import fmt, render, term, translate


@dataclass(frozen=True)
class Stat:
    """A big number with its label; ``boxes`` tick boxes under it, the first ``marked`` filled."""

    label: str
    value: str
    boxes: int = 0
    marked: int = 0


@dataclass(frozen=True)
class Track:
    """Columns of tick boxes: ``steps`` captions the columns, each row (label, marked per column)."""

    label: str
    steps: tuple[str, ...]
    rows: tuple[tuple[str, tuple[bool, ...]], ...]


@dataclass(frozen=True)
class Lines:
    """A labelled block of lines; with ``boxes`` each line has a tick box (``marked`` says which are filled)."""

    label: str
    lines: tuple[str, ...]
    boxes: bool = False
    marked: tuple[bool, ...] = ()


@dataclass(frozen=True)
class Table:
    label: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


Part = Track | Lines | Table


@dataclass(frozen=True)
class Card:
    title: str
    kind: str                      # the system's short label ("BUCS")
    subtitle: str = ""             # force · side
    accent: str = ""               # the side's colour (a thin line)
    stats: tuple[Stat, ...] = ()
    parts: tuple[Part, ...] = ()
    wide: bool = False             # the whole page's width (army sheets)


@dataclass(frozen=True)
class Who:
    """The unit a card is for: its roster row's name, force and side."""

    name: str
    force: str = ""
    side: str = ""
    colour: str = ""
    status: str = ""

    @property
    def subtitle(self) -> str:
        return " · ".join(x for x in (self.force, self.side) if x)


def _words(text: object) -> str:
    return str(text or "").replace("_", " ")


def rules_term(text: object) -> str:
    """A word of the rules data exactly as written (a quality, an order, a troop type) in the GM's language."""
    text = str(text or "")
    return render(term("Rules", text)) if text else ""


def rules_word(text: object) -> str:
    """A word of the rules data (a quality, an order, a weapon; ``snake_case`` keys read as words) in the GM's
    language."""
    text = _words(text)
    return render(term("Rules", text)) if text else ""


def none_word() -> str:
    return translate("Printing", "none")


def signed(value: int, name: object) -> str:
    """A modifier as the sheets list it: ``+2 Flank``."""
    return fmt(translate("Printing", "%1 %2"), f"{value:+d}", render(name))


def number(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"{value:,}" if isinstance(value, int) else str(value)


# ---- any other system ------------------------------------------------------------------------------------
def plain_card(who: Who, state: dict, *, blank: bool = False, kind: str = "") -> Card:
    """A system without a card of its own: its plain numbers as stat boxes, its status line."""
    stats: list[Stat] = []
    for key, value in state.items():
        if isinstance(value, (int, str)) and not isinstance(value, bool) and len(stats) < 5 and len(str(value)) < 12:
            if key.endswith("_taken") or key in ("id", "name", "side"):
                continue
            stats.append(Stat(rules_word(key).capitalize(), str(value)))
    parts: list[Part] = []
    total, taken = state.get("max_hits"), state.get("hits_taken", 0)
    if isinstance(total, int) and 0 < total <= 60:
        taken = 0 if blank or not isinstance(taken, int) else min(taken, total)
        parts.append(Track(translate("Printing", "Hits (tick one per hit)"), tuple(str(i) for i in range(1, total + 1)),
                           (("", tuple(i < taken for i in range(total))),)))
    if who.status and not blank:
        parts.append(Lines(translate("Printing", "Status"), (who.status,)))
    return Card(who.name, kind, who.subtitle, who.colour, tuple(stats), tuple(parts))
