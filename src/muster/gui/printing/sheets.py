"""Painting the printed sheets, and sending them to a printer, a PDF file or an image.

A :class:`Document` is a list of page painters, each drawing on a logical page 800 units wide (the height
follows the paper's aspect). The same painters draw on the printer, the PDF writer and the test's QImage, so
what a test sees is what goes on paper.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPageLayout, QPageSize, QPainter, QPen

from muster.gui.systems.mech.diagram import paint_diagram, paint_legend
from muster.gui.systems.mech.heat import paint_heat
from muster.gui.systems.mech.pilot import paint_pilot

PAGE_W = 800.0
INK = QColor("#111111")
RULE = QColor("#888888")
SHADE = QColor("#eeeeee")


def _t(text: str) -> str:
    return QCoreApplication.translate("MechSheet", text)


@dataclass
class Document:
    title: str
    pages: list[Callable[[QPainter, QRectF], None]] = field(default_factory=list)
    landscape: bool = False

    def page_layout(self) -> QPageLayout:
        return QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                           QPageLayout.Orientation.Landscape if self.landscape else QPageLayout.Orientation.Portrait,
                           QMarginsF(10, 10, 10, 10), QPageLayout.Unit.Millimeter)


def _page_height(layout: QPageLayout) -> float:
    r = layout.paintRect(QPageLayout.Unit.Millimeter)
    return PAGE_W * r.height() / r.width()


def paint_document(doc: Document, painter: QPainter, device_rect: QRectF, new_page: Callable[[], bool]) -> None:
    """Paint every page of ``doc`` into ``device_rect`` (the printable area in device pixels)."""
    for i, page in enumerate(doc.pages):
        if i and not new_page():
            raise OSError("the printer refused a new page")
        painter.save()
        painter.translate(device_rect.topLeft())
        factor = device_rect.width() / PAGE_W
        painter.scale(factor, factor)
        page(painter, QRectF(0, 0, PAGE_W, device_rect.height() / factor))
        painter.restore()


def write_pdf(doc: Document, path: str | os.PathLike) -> Path:
    """Write ``doc`` as a PDF at ``path``: to a temporary file first, so a failure leaves nothing half-written."""
    from PySide6.QtGui import QPdfWriter

    from muster.atomic import replacing

    path = Path(path)
    with replacing(path) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setTitle(doc.title)
        writer.setCreator("Muster")
        writer.setResolution(300)
        writer.setPageLayout(doc.page_layout())
        painter = QPainter()
        if not painter.begin(writer):
            raise OSError(f"cannot write {path}")
        try:
            rect = QRectF(writer.pageLayout().paintRectPixels(writer.resolution()))
            rect.moveTo(0, 0)
            paint_document(doc, painter, rect, writer.newPage)
        finally:
            painter.end()
        del writer  # flushes and closes the PDF before it is moved in
    return path


def print_document(doc: Document, printer) -> None:
    """Paint ``doc`` on a set-up QPrinter (the print dialog's choice)."""
    printer.setDocName(doc.title)
    printer.setPageLayout(doc.page_layout())
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError("the printer could not be started")
    try:
        rect = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
        rect.moveTo(0, 0)
        paint_document(doc, painter, rect, printer.newPage)
    finally:
        painter.end()


def render_page(doc: Document, index: int, width: int = 800) -> QImage:
    """Page ``index`` as an image ``width`` pixels wide (white paper), the same painting as on paper."""
    height = int(width * _page_height(doc.page_layout()) / PAGE_W)
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    factor = width / PAGE_W
    painter.scale(factor, factor)
    doc.pages[index](painter, QRectF(0, 0, PAGE_W, height / factor))
    painter.end()
    return image


def pdf_page_count(data: bytes) -> int:
    """Pages in a PDF written by Qt (counts the /Type /Page objects)."""
    import re

    return len(re.findall(rb"/Type\s*/Page(?![s\w])", data))


# ---- shared drawing helpers ------------------------------------------------------------------------------
def _font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(4, int(round(size))))
    f.setBold(bold)
    return f


def _text(p: QPainter, rect: QRectF, text: str, size: float = 11, bold: bool = False,
          align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, colour: QColor = INK) -> None:
    p.setFont(_font(size, bold))
    p.setPen(colour)
    fm = QFontMetricsF(p.font())
    p.drawText(rect, align, fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width()))


def _table(p: QPainter, rect: QRectF, columns: list[str], rows: list[list[str]], widths: list[float],
           *, size: float = 10, struck: list[bool] | None = None) -> float:
    """A ruled table; returns the height used. Rows that do not fit are summarised on the last line."""
    total = sum(widths)
    xs = [rect.x()]
    for w in widths:
        xs.append(xs[-1] + rect.width() * w / total)
    line = size * 1.7
    y = rect.y()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#dddddd"))
    p.drawRect(QRectF(rect.x(), y, rect.width(), line))
    for i, c in enumerate(columns):
        _text(p, QRectF(xs[i] + 3, y, xs[i + 1] - xs[i] - 6, line), c, size, True)
    y += line
    room = int((rect.bottom() - y) // line)
    shown = rows if len(rows) <= room else rows[:max(0, room - 1)]
    for r, row in enumerate(shown):
        if r % 2:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(SHADE)
            p.drawRect(QRectF(rect.x(), y, rect.width(), line))
        for i, cell in enumerate(row):
            _text(p, QRectF(xs[i] + 3, y, xs[i + 1] - xs[i] - 6, line), cell, size)
        if struck and struck[r]:
            p.setPen(QPen(INK, 1.2))
            p.drawLine(QPointF(rect.x() + 2, y + line / 2), QPointF(rect.right() - 2, y + line / 2))
        y += line
    if len(shown) < len(rows):
        _text(p, QRectF(rect.x() + 3, y, rect.width() - 6, line),
              _t("… and %1 more (they do not fit on one page)").replace("%1", str(len(rows) - len(shown))), size, True)
        y += line
    p.setPen(QPen(RULE, 0.8))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(QRectF(rect.x(), rect.y(), rect.width(), y - rect.y()))
    return y - rect.y()


# ---- mech record sheet -----------------------------------------------------------------------------------
RECORD_DIAGRAM = QRectF(0, 78, 530, 442)   # where the diagram goes on the record sheet (tests look there)


def record_sheet(sheet: dict) -> Document:
    title = f"{sheet['name']} — {sheet['design']} record sheet" + (" (blank)" if sheet.get("blank") else "")
    return Document(title, [lambda p, r: paint_record_sheet(p, r, sheet)])


def mech_record_sheet(svc, unit_id: int, *, blank: bool = False) -> Document:
    """Mech combat's ``record_sheet`` (see muster.systems.mech): the sheet of one mech, damaged or blank."""
    from muster.gui.printing.data import mech_sheet_data

    return record_sheet(mech_sheet_data(svc, unit_id, blank=blank))


def paint_record_sheet(p: QPainter, page: QRectF, sheet: dict) -> None:
    from datetime import date

    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w = page.width()
    _text(p, QRectF(0, 0, w, 30), _t("MECH RECORD SHEET"), 22, True)
    when = _t("blank sheet") if sheet.get("blank") else _t("damage as of %1").replace("%1", date.today().isoformat())
    _text(p, QRectF(0, 0, w, 30), when, 11, align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    walk, run, jump = sheet["walk_run_jump"]
    _text(p, QRectF(0, 32, w, 22), f"{sheet['name']} · {sheet['design']} · {sheet['tonnage']} t · walk {walk} "
                                   f"run {run} jump {jump} · heat sinks {sheet['heat_sinks']}", 14, True)
    status = "" if sheet.get("blank") else sheet["status"]
    _text(p, QRectF(0, 54, w, 18), status, 10)
    paint_diagram(p, RECORD_DIAGRAM, sheet, items=True)
    if not sheet.get("blank"):
        paint_legend(p, QRectF(0, 524, 530, 16))
    paint_heat(p, QRectF(548, 78, w - 548, 440), sheet)
    # pilot card and weapons
    y = 548
    _text(p, QRectF(0, y, 300, 18), _t("PILOT"), 12, True)
    paint_pilot(p, QRectF(0, y + 20, 300, 200), sheet)
    _text(p, QRectF(320, y, w - 320, 18), _t("WEAPONS"), 12, True)
    rows = sheet.get("weapon_rows", [])
    _table(p, QRectF(320, y + 20, w - 320, 200),
           [_t(c) for c in ("Weapon", "Loc", "Dmg", "Heat", "Min/S/M/L", "Ammo")],
           [[r["name"], r["location"], r["damage"], str(r["heat"]), r["ranges"], r["ammo"]] for r in rows],
           [3.2, 1, 1, 1, 2, 1.4], size=10, struck=[not r["working"] for r in rows])
    # critical charts, four to a row
    y = 790
    _text(p, QRectF(0, y, w, 18), _t("CRITICAL CHARTS (d20)  ✱ = hit"), 12, True)
    y += 22
    charts = [loc for loc in sheet["locations"] if loc["chart_of"] == loc["location"] and loc["chart"]]
    col_w = w / 4
    box_h = (page.bottom() - y) / max(1, (len(charts) + 3) // 4)
    for i, loc in enumerate(charts):
        bx, by = (i % 4) * col_w, y + (i // 4) * box_h
        box = QRectF(bx + 2, by, col_w - 6, box_h - 6)
        lost = loc["lost"] and not sheet.get("blank")
        p.setPen(QPen(RULE, 0.8))
        p.setBrush(QColor("#dddddd") if lost else Qt.BrushStyle.NoBrush)
        p.drawRect(box)
        _text(p, QRectF(box.x() + 4, box.y() + 1, box.width() - 8, 15), _t(loc["label"]) + (_t(" — LOST") if lost else ""),
              10, True)
        line = min(12.0, (box.height() - 18) / max(1, len(loc["chart"])))
        for j, row in enumerate(loc["chart"]):
            ry = box.y() + 17 + j * line
            hit = row["hit"] and not sheet.get("blank")
            _text(p, QRectF(box.x() + 4, ry, 34, line), row["range"], line * 0.8,
                  align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            text = ("✱ " if hit else "") + row["text"]
            _text(p, QRectF(box.x() + 42, ry, box.width() - 46, line), text, line * 0.8, hit)
            if hit:
                p.setPen(QPen(INK, 1))
                tw = min(QFontMetricsF(_font(line * 0.8, True)).horizontalAdvance(text), box.width() - 46)
                p.drawLine(QPointF(box.x() + 42, ry + line / 2), QPointF(box.x() + 42 + tw, ry + line / 2))
    p.restore()


# ---- force sheet ------------------------------------------------------------------------------------------
def force_sheet(data: dict) -> Document:
    return Document(f"{data['force']} force sheet", [lambda p, r: paint_force_sheet(p, r, data)], landscape=True)


def paint_force_sheet(p: QPainter, page: QRectF, data: dict) -> None:
    from datetime import date

    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w = page.width()
    if data.get("side_colour"):
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(data["side_colour"]))
        p.drawRect(QRectF(0, 0, 8, 34))
    _text(p, QRectF(14, 0, w, 34), _t("FORCE SHEET — %1").replace("%1", data["force"]), 20, True)
    _text(p, QRectF(0, 0, w, 34), _t("%1 · %2 unit(s) · %3").replace("%1", data["side"]).replace("%2", str(data["count"])).replace(
              "%3", date.today().isoformat()), 11,
          align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    y = 46.0
    groups = data["groups"]
    rows_total = sum(len(g["rows"]) + 3 for g in groups)
    size = max(6.0, min(11.0, (page.height() - y) / (rows_total * 1.7 + 2 * len(groups))))
    for g in groups:
        _text(p, QRectF(0, y, w, size * 2), _t(g["title"]), size * 1.3, True)
        y += size * 2
        rest = [gg for gg in groups[groups.index(g) + 1:]]
        reserve = sum((len(gg["rows"]) + 3) * size * 1.7 for gg in rest)
        height = max(size * 1.7 * 3, page.bottom() - y - reserve)
        widths = [float(min(32, max(4, len(c) + 1, *(len(r[i]) + 1 for r in g["rows"]))))
                  for i, c in enumerate(g["columns"])]
        used = _table(p, QRectF(0, y, w, min(height, (len(g["rows"]) + 1) * size * 1.7 + 1)), [_t(c) for c in g["columns"]],
                      g["rows"], widths, size=size)
        y += used + size
    p.restore()
