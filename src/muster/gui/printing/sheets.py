"""The printed sheets' public face: documents, their output (printer, PDF, image) and the mech record sheet.

The pieces live beside it: :mod:`.paint` (paper, type that fits, tick boxes, pips, output), :mod:`.mech` (the mech
record sheet), :mod:`.cards` and :mod:`.carddata` (unit cards), :mod:`.build` (unit, force, battle and campaign
documents, the same for the window and ``muster print``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.gui.printing.mech import paint_record_sheet, record_sheet
from muster.gui.printing.paint import (
    PAGE_W,
    Document,
    ink,
    page_height,
    paint_document,
    pdf_page_count,
    print_document,
    recording,
    render_page,
    render_paper,
    write_pdf,
)

if TYPE_CHECKING:
    from muster.services import CampaignService

__all__ = ["PAGE_W", "Document", "force_sheet", "ink", "mech_record_sheet", "page_height", "paint_document",
           "paint_record_sheet", "pdf_page_count", "print_document", "record_sheet", "recording", "render_page",
           "render_paper", "write_pdf"]


def mech_record_sheet(svc: CampaignService, unit_id: int, *, blank: bool = False, paper: str = "a4") -> Document:
    """Mech combat's ``record_sheet`` (see muster.systems.mech): the sheet of one mech, damaged or blank."""
    from muster.gui.printing.mech import mech_sheet_data

    sheet = mech_sheet_data(svc, unit_id, blank=blank)
    sheet["accent"] = _side_colour(svc, unit_id)
    return record_sheet(sheet, paper)


def _side_colour(svc: CampaignService, unit_id: int) -> str:
    from muster.services import queries as q

    unit = q.unit(svc, unit_id)
    force = q.force(svc, unit.force_id) if unit else None
    side = q.side(svc, force.side_id) if force else None
    return side.colour if side else ""


def force_sheet(svc: CampaignService, force_id: int, paper: str = "a4") -> Document:
    from muster.gui.printing.build import force_document

    return force_document(svc, force_id, paper)
