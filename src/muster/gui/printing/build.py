"""The printable documents, the same for the window's File menu and ``muster print``.

* :func:`unit_document`: a unit's record sheet if its system has one (the mechs), else its card;
* :func:`force_document`: a force's summary page, then the cards of its units, then its record sheets;
* :func:`battle_document`: a battle's sides and units (and what its system adds: GURPS's army sheet with
  commanders and the Strategy working), then the cards and record sheets of every unit in it;
* :func:`campaign_document`: every force's sheet, one after the other.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from muster import systems
from muster.gui.i18n import date_text
from muster.gui.printing import paint as ink
from muster.gui.printing.cards import card_pages
from muster.gui.printing.paint import Document, PagePainter
from muster.i18n import Msg, fmt, render, term, translate

if TYPE_CHECKING:
    from muster.services import CampaignService
    from muster.services.printing.cards import Card
    from muster.services.queries import UnitRow

SUMMARY_SIZE = 9.0


def _term(text: str) -> str:
    """A term of the systems registry (a system's name, its round's name, a phase) in the GM's language."""
    return render(term("Rules", text)) if text else ""


def _record_sheet(svc: CampaignService, unit_id: int, system: str, *, blank: bool, paper: str) -> Document | None:
    spec = systems.find(system)
    if spec is None or spec.record_sheet is None:
        return None
    sheet: Document = systems.load(spec.record_sheet)(svc, unit_id, blank=blank, paper=paper)
    return sheet


def _units_pages(svc: CampaignService, units: Iterable[UnitRow], paper: str, *, blank: bool = False,
                 first_top: float = 0.0, first: PagePainter | None = None,
                 leading: list[Card] | None = None) -> list[PagePainter]:
    """``leading`` cards and the cards of the units without record sheets (flowing after ``first``), then each
    unit's record sheet."""
    from muster.services.printing.data import unit_card

    cards, sheets = list(leading or []), list[PagePainter]()
    for unit in units:
        sheet = _record_sheet(svc, unit.id, unit.system, blank=blank, paper=paper)
        if sheet is not None:
            sheets.extend(sheet.pages)
        else:
            cards.append(unit_card(svc, unit.id, blank=blank))
    pages = card_pages(cards, ink.page_height(paper), first_top=first_top, first=first) if cards or first else []
    return pages + sheets


def unit_document(svc: CampaignService, unit_id: int, paper: str = "a4", *, blank: bool = False) -> Document:
    from muster.services import ServiceError
    from muster.services import queries as q

    unit = q.unit(svc, unit_id)
    if unit is None:
        raise ServiceError(Msg("Errors", "That unit no longer exists."))
    sheet = _record_sheet(svc, unit_id, unit.system, blank=blank, paper=paper)
    if sheet is not None:
        return sheet
    title = fmt(translate("Printing", "%1 — unit card (blank)") if blank else translate("Printing", "%1 — unit card"),
                unit.name)
    return Document(title, _units_pages(svc, [unit], paper, blank=blank), paper)


# ---- summary tables -----------------------------------------------------------------------------------------
def _summary_height(groups: list[dict], size: float) -> float:
    line_h = size * 1.65
    return sum(20 + (len(g["rows"]) + 1) * line_h + 12 for g in groups)


def _summary_size(groups: list[dict], room: float) -> float:
    size = SUMMARY_SIZE
    while size > 6.5 and _summary_height(groups, size) > room:
        size -= 0.25
    return size


def _paint_summary(p: QPainter, x: float, y: float, width: float, groups: list[dict], size: float) -> float:
    """Each group's table under its title (titles and column headings come translated)."""
    for g in groups:
        ink.heading(p, QRectF(x, y, width, 16), g["title"], 10)
        y += 20
        y += ink.table(p, QRectF(x, y, width, 0), list(g["columns"]), g["rows"], size=size) + 12
    return y


def _chunks(groups: list[dict], room: float, size: float) -> list[list[dict]]:
    """Groups split into pages of at most ``room`` height at ``size`` (a long group continues on the next)."""
    line_h = size * 1.65
    pages: list[list[dict]] = [[]]
    used = 0.0
    for g in groups:
        rows = list(g["rows"])
        while True:
            fit = int((room - used - 20 - 12) // line_h) - 1
            if fit < 1 and pages[-1]:
                pages.append([])
                used = 0.0
                continue
            fit = max(1, fit)
            part, rows = rows[:fit], rows[fit:]
            pages[-1].append({**g, "rows": part})
            used += 20 + (len(part) + 1) * line_h + 12
            if not rows:
                break
            pages.append([])
            used = 0.0
    return pages


def _header_painter(title: str, right: str, colour: str, groups: list[dict], size: float) -> PagePainter:
    def paint(p: QPainter, rect: QRectF) -> None:
        top = ink.page_header(p, rect, title, right, colour)
        _paint_summary(p, 0, top + 4, rect.width(), groups, size)
    return paint


def _summary_pages(title: str, right: str, colour: str, groups: list[dict], paper: str) -> tuple[
        list[PagePainter], PagePainter, float]:
    """Pages of summary tables; the last is returned apart (with the y below it) so cards can follow on it."""
    room = ink.page_height(paper) - 44
    size = _summary_size(groups, room)
    chunks = _chunks(groups, room, size) if _summary_height(groups, size) > room else [groups]
    painters = [_header_painter(title if i == 0 else fmt(translate("Printing", "%1 (continued)"), title), right,
                                colour, chunk, size)
                for i, chunk in enumerate(chunks)]
    return painters[:-1], painters[-1], 44 + _summary_height(chunks[-1], size) + 6


# ---- force sheet ------------------------------------------------------------------------------------------
def force_document(svc: CampaignService, force_id: int, paper: str = "a4") -> Document:
    from muster.services.printing.data import force_sheet_data
    from muster.services.sheets import force_units

    data = force_sheet_data(svc, force_id)
    right = render(Msg("Printing", "%1 · %n unit(s) · %2", None, data["count"]).args(data["side"],
                                                                                     date_text(date.today())))
    before, last, top = _summary_pages(fmt(translate("Printing", "FORCE SHEET — %1"), data["force"]), right,
                                       data["side_colour"], data["groups"], paper)
    pages = before + _units_pages(svc, force_units(svc, force_id), paper, first_top=top, first=last)
    return Document(fmt(translate("Printing", "%1 force sheet"), data["force"]), pages, paper)


# ---- battle sheet -----------------------------------------------------------------------------------------
def battle_document(svc: CampaignService, battle_id: int, paper: str = "a4") -> Document:
    from muster.services.printing.data import battle_cards
    from muster.services.sheets import battle_sides

    battle, sides = battle_sides(svc, battle_id)
    columns = [translate("Printing", "Unit"), translate("Printing", "Force"), translate("Printing", "Status")]
    groups = [{"title": s.side or translate("Printing", "No side"), "columns": columns,
               "rows": [[u.name, force, u.status] for u, force in s.units]} for s in sides]
    if not groups:
        groups = [{"title": translate("Printing", "Units"), "columns": columns[:1],
                   "rows": [[translate("Printing", "No unit is in this battle yet.")]]}]
    label = _term(systems.label(battle.system))
    right = fmt(translate("Printing", "%1 · %2 %3 · %4"), label, _term(_round_name(battle.system)), battle.round,
                _term(battle.phase_name))
    accent = sides[0].colour if sides else ""
    before, last, top = _summary_pages(fmt(translate("Printing", "BATTLE SHEET — %1"), battle.name), right, accent,
                                       groups, paper)
    extra = battle_cards(svc, battle_id, battle.system, {s.side_id: s.colour for s in sides if s.side_id})
    units = [u for s in sides for u, _ in s.units]
    pages = before + _units_pages(svc, units, paper, first_top=top, first=last, leading=extra)
    return Document(fmt(translate("Printing", "%1 battle sheet"), battle.name), pages, paper)


def _round_name(system: str) -> str:
    spec = systems.find(system)
    return spec.round_name if spec else "Round"


# ---- the whole campaign -----------------------------------------------------------------------------------
def campaign_document(svc: CampaignService, paper: str = "a4") -> Document:
    from muster.services import ServiceError
    from muster.services import queries as q

    _, forces, units = q.roster(svc)
    doc = Document(translate("Printing", "Force sheets"), [], paper)
    for force in forces:
        if any(u.force_id == force.id for u in units):
            doc.extend(force_document(svc, force.id, paper))
    if not doc.pages:
        raise ServiceError(Msg("Errors", "This campaign has no units to print."))
    return doc
