"""The page, the paper and the pen every printed sheet shares: text that fits its box, tick boxes, pips.

A :class:`Document` is a list of page painters for one paper (A4 or US Letter, portrait, 10 mm margins), each
drawing on a logical page :data:`PAGE_W` units wide whose height follows the paper (A4 about 1166, Letter about
1059). The same painters draw on a printer, a PDF and a QImage, so what a test sees is what goes on paper.

Every string goes through :func:`text`, which shrinks the type (down to :data:`MIN_SHRINK` of its size) until the
string fits its box and elides it only when even that fails. :func:`recording` collects what was drawn
(:class:`DrawnText`), so a test can check that no name on a sheet was cut short.

Ink: black line work and type on white; light greys (lighter than a printer's "light grey") for bands; colour only
as a thin accent line (the side's colour).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPageLayout, QPageSize, QPainter, QPen

from muster.i18n import fmt, translate

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

PAGE_W = 800.0
MARGIN_MM = 10.0
PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
INK = QColor("#111111")
GREY = QColor("#666666")      # secondary type, rules between rows
BAND = QColor("#eeeeee")      # header bands: lighter than light grey, so nearly no ink
LIGHT_GREY = 211              # "light grey" (#d3d3d3): the ink measure counts pixels darker than this
MIN_SHRINK = 0.62             # a string may shrink to this share of its size before it is elided
_BASE_PX = 48                 # type is set at this pixel size and scaled: exact widths at any size

PagePainter = Callable[[QPainter, QRectF], None]

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter


# ---- paper and documents ----------------------------------------------------------------------------------
def page_layout(paper: str) -> QPageLayout:
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}; expected one of {', '.join(PAPERS)}")
    return QPageLayout(QPageSize(PAPERS[paper]), QPageLayout.Orientation.Portrait,
                       QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)


def page_height(paper: str) -> float:
    """Height of the logical page (width :data:`PAGE_W`) on ``paper``."""
    r = page_layout(paper).paintRect(QPageLayout.Unit.Millimeter)
    return PAGE_W * r.height() / r.width()


def paper_of(layout: QPageLayout) -> str:
    """The paper of ours closest to a printer's page: Letter for North American sizes, else A4."""
    size = layout.pageSize().size(QPageSize.Unit.Millimeter)
    letter = QPageSize(PAPERS["letter"]).size(QPageSize.Unit.Millimeter)
    a4 = QPageSize(PAPERS["a4"]).size(QPageSize.Unit.Millimeter)
    distance = lambda s: abs(s.width() - size.width()) + abs(s.height() - size.height())  # noqa: E731
    return "letter" if distance(letter) < distance(a4) else "a4"


@dataclass
class Document:
    """Pages for one paper. ``title`` names the PDF and the print job."""

    title: str
    pages: list[PagePainter] = field(default_factory=list)
    paper: str = "a4"
    remake: Callable[[str], Document] | None = field(default=None, compare=False, repr=False)  # for another paper

    def page_layout(self) -> QPageLayout:
        return page_layout(self.paper)

    def extend(self, other: Document) -> Document:
        if other.paper != self.paper:
            raise ValueError("documents for different papers cannot be joined")
        self.pages.extend(other.pages)
        return self


def paint_document(doc: Document, painter: QPainter, device_rect: QRectF, new_page: Callable[[], bool]) -> None:
    """Paint every page of ``doc`` into ``device_rect`` (the printable area in device pixels)."""
    for i, page in enumerate(doc.pages):
        if i and not new_page():
            raise OSError(translate("Printing", "the printer refused a new page"))
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
            raise OSError(fmt(translate("Printing", "cannot write %1"), str(path)))
        try:
            rect = QRectF(writer.pageLayout().paintRectPixels(writer.resolution()))
            rect.moveTo(0, 0)
            paint_document(doc, painter, rect, writer.newPage)
        finally:
            painter.end()
        del writer  # flushes and closes the PDF before it is moved in
    return path


def print_document(doc: Document, printer: QPrinter) -> None:
    """Paint ``doc`` on a set-up QPrinter (the print dialog's or the preview's)."""
    printer.setDocName(doc.title)
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError(translate("Printing", "the printer could not be started"))
    try:
        rect = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
        rect.moveTo(0, 0)
        paint_document(doc, painter, rect, printer.newPage)
    finally:
        painter.end()


def render_page(doc: Document, index: int, width: int = 800) -> QImage:
    """The printable area of page ``index`` as an image ``width`` pixels wide, white paper, as on paper."""
    height = int(width * page_height(doc.paper) / PAGE_W)
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    factor = width / PAGE_W
    painter.scale(factor, factor)
    doc.pages[index](painter, QRectF(0, 0, PAGE_W, height / factor))
    painter.end()
    return image


def render_paper(doc: Document, index: int, dpi: int = 100) -> QImage:
    """The whole sheet of paper of page ``index`` (margins included) at ``dpi``."""
    layout = doc.page_layout()
    full = QRectF(layout.fullRectPixels(dpi))
    paint = QRectF(layout.paintRectPixels(dpi))
    image = QImage(int(full.width()), int(full.height()), QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.translate(paint.topLeft())
    factor = paint.width() / PAGE_W
    painter.scale(factor, factor)
    doc.pages[index](painter, QRectF(0, 0, PAGE_W, paint.height() / factor))
    painter.end()
    return image


def ink(image: QImage, darker_than: int = LIGHT_GREY) -> float:
    """Share of pixels darker than grey level ``darker_than`` (0 black … 255 white)."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    w, h, stride = grey.width(), grey.height(), grey.bytesPerLine()
    data = bytes(grey.constBits())
    table = bytes(1 if v < darker_than else 0 for v in range(256))
    dark = sum(data[y * stride:y * stride + w].translate(table).count(1) for y in range(h))
    return dark / (w * h)


def pdf_page_count(data: bytes) -> int:
    """Pages in a PDF written by Qt (counts the /Type /Page objects)."""
    import re

    return len(re.findall(rb"/Type\s*/Page(?![s\w])", data))


# ---- type -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DrawnText:
    """One string as drawn: its box's width, the width it took at the size drawn, and whether it was cut."""

    text: str
    room: float
    needed: float
    size: float
    elided: bool


_recorders: list[list[DrawnText]] = []


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Collect every string :func:`text` draws while the block runs."""
    drawn: list[DrawnText] = []
    _recorders.append(drawn)
    try:
        yield drawn
    finally:
        _recorders.remove(drawn)


_fonts: dict[bool, tuple[QFont, QFontMetricsF]] = {}


def _base(bold: bool) -> tuple[QFont, QFontMetricsF]:
    if bold not in _fonts:
        f = QFont()
        f.setPixelSize(_BASE_PX)
        f.setBold(bold)
        f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
        _fonts[bold] = (f, QFontMetricsF(f))
    return _fonts[bold]


def width_of(s: str, size: float, bold: bool = False) -> float:
    return _base(bold)[1].horizontalAdvance(s) * size / _BASE_PX


def text(p: QPainter, rect: QRectF, s: str, size: float = 10, *, bold: bool = False,
         align: Qt.AlignmentFlag = LEFT, colour: QColor = INK) -> float:
    """Draw ``s`` in ``rect`` at ``size`` (shrunk to fit, elided only past :data:`MIN_SHRINK`); returns its width."""
    if not s:
        return 0.0
    font, fm = _base(bold)
    natural = fm.horizontalAdvance(s) * size / _BASE_PX
    room = max(0.0, rect.width())
    drawn_size = size
    elided = False
    shown = s
    if natural > room:
        drawn_size = max(size * MIN_SHRINK, size * room / natural * 0.999)
        if natural * drawn_size / size > room:
            elided = True
            shown = fm.elidedText(s, Qt.TextElideMode.ElideRight, room * _BASE_PX / drawn_size)
    needed = fm.horizontalAdvance(shown) * drawn_size / _BASE_PX
    for drawn in _recorders:
        drawn.append(DrawnText(s, room, needed, drawn_size, elided))
    k = drawn_size / _BASE_PX
    p.save()
    p.setFont(font)
    p.setPen(colour)
    p.translate(rect.topLeft())
    p.scale(k, k)
    p.drawText(QRectF(0, 0, rect.width() / k, rect.height() / k), align, shown)
    p.restore()
    return needed


# ---- line work --------------------------------------------------------------------------------------------
def pen(width: float = 0.8, colour: QColor = INK) -> QPen:
    return QPen(colour, width)


def frame(p: QPainter, rect: QRectF, width: float = 0.8, colour: QColor = INK, radius: float = 0) -> None:
    p.save()
    p.setPen(pen(width, colour))
    p.setBrush(Qt.BrushStyle.NoBrush)
    if radius:
        p.drawRoundedRect(rect, radius, radius)
    else:
        p.drawRect(rect)
    p.restore()


def band(p: QPainter, rect: QRectF, colour: QColor = BAND) -> None:
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRect(rect)
    p.restore()


def line(p: QPainter, a: QPointF, b: QPointF, width: float = 0.6, colour: QColor = GREY) -> None:
    p.save()
    p.setPen(pen(width, colour))
    p.drawLine(a, b)
    p.restore()


def heading(p: QPainter, rect: QRectF, title: str, size: float = 11) -> None:
    """A section title in capitals over a thin rule."""
    text(p, QRectF(rect.x(), rect.y(), rect.width(), rect.height() - 2), title.upper(), size, bold=True)
    line(p, QPointF(rect.x(), rect.bottom()), QPointF(rect.right(), rect.bottom()), 0.8, INK)


def tick_box(p: QPainter, rect: QRectF, filled: bool = False, mark: str = "") -> None:
    """A box to tick; ``filled`` (already happened) shades it grey with a diagonal, ``mark`` writes a letter in it."""
    p.save()
    p.setPen(pen(0.7))
    p.setBrush(QColor("#999999") if filled else Qt.BrushStyle.NoBrush)
    p.drawRect(rect)
    p.restore()
    if mark:
        text(p, rect, mark, rect.height() * 0.75, bold=True, align=CENTER, colour=INK if not filled else QColor("#fff"))


def boxes(p: QPainter, x: float, y: float, count: int, size: float, filled: int = 0, gap: float = 2.0,
          per_row: int = 0) -> float:
    """``count`` tick boxes from (x, y), ``filled`` of them shaded; ``per_row`` wraps them. Returns height used."""
    per_row = per_row or count or 1
    for i in range(count):
        row, col = divmod(i, per_row)
        tick_box(p, QRectF(x + col * (size + gap), y + row * (size + gap), size, size), i < filled)
    rows = math.ceil(count / per_row) if count else 0
    return rows * (size + gap)


def pip_grid(count: int, rect: QRectF) -> tuple[int, float]:
    """(columns, pitch) that lay ``count`` pips out in ``rect`` as large as they fit."""
    if count <= 0 or rect.width() <= 0 or rect.height() <= 0:
        return 1, 0.0
    best = (1, 0.0)
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        pitch = min(rect.width() / cols, rect.height() / rows)
        if pitch > best[1]:
            best = (cols, pitch)
    return best


def pip_centers(rect: QRectF, count: int, max_pitch: float = 12.0) -> tuple[list[QPointF], float]:
    """Where :func:`pips` puts ``count`` pips in ``rect``, and their diameter."""
    cols, pitch = pip_grid(count, rect)
    pitch = min(pitch, max_pitch)
    if pitch <= 0:
        return [], 0.0
    rows = math.ceil(count / cols)
    x0 = rect.center().x() - cols * pitch / 2
    y0 = rect.center().y() - rows * pitch / 2
    centers = [QPointF(x0 + (i % cols + 0.5) * pitch, y0 + (i // cols + 0.5) * pitch) for i in range(count)]
    return centers, pitch * 0.72


def pips(p: QPainter, rect: QRectF, count: int, filled: int = 0, *, square: bool = False,
         max_pitch: float = 12.0) -> None:
    """``count`` pips (circles, or squares) centred in ``rect``; the first ``filled`` are filled (damage taken)."""
    centers, d = pip_centers(rect, count, max_pitch)
    if not centers:
        return
    p.save()
    p.setPen(pen(max(0.5, d * 0.1)))
    for i, c in enumerate(centers):
        p.setBrush(QColor("#555555") if i < filled else Qt.BrushStyle.NoBrush)
        if square:
            p.drawRect(QRectF(c.x() - d / 2, c.y() - d / 2, d, d))
        else:
            p.drawEllipse(c, d / 2, d / 2)
    p.restore()


def accent(p: QPainter, a: QPointF, b: QPointF, colour: str | QColor, width: float = 2.0) -> None:
    """The only colour on a sheet: a thin line in the side's colour (nothing if there is none)."""
    c = QColor(colour) if colour else QColor()
    if not c.isValid():
        return
    line(p, a, b, width, c)


def page_header(p: QPainter, page: QRectF, title: str, right: str = "", accent_colour: str = "") -> float:
    """The title line of a page and a thin accent under it; returns the y below it."""
    text(p, QRectF(0, 0, page.width() * 0.68, 26), title, 18, bold=True)
    if right:
        text(p, QRectF(page.width() * 0.68, 0, page.width() * 0.32, 26), right, 9, align=RIGHT, colour=GREY)
    line(p, QPointF(0, 29), QPointF(page.width(), 29), 0.8, INK)
    accent(p, QPointF(0, 31.5), QPointF(page.width() * 0.25, 31.5), accent_colour, 2.0)
    return 38.0


# ---- tables -----------------------------------------------------------------------------------------------
def column_widths(columns: list[str], rows: list[list[str]], total: float, size: float,
                  weights: list[float] | None = None) -> tuple[list[float], float]:
    """Column widths that hold every cell whole, and the type size that makes them fit ``total``."""
    pad = 6.0
    need = [max([width_of(c, size, True)] + [width_of(r[i], size) for r in rows if i < len(r)]) + pad
            for i, c in enumerate(columns)]
    scale = min(1.0, total / sum(need)) if sum(need) else 1.0
    size *= scale
    need = [n * scale for n in need]
    spare = total - sum(need)
    weights = weights or [1.0] * len(columns)
    wsum = sum(weights) or 1.0
    return [n + spare * w / wsum for n, w in zip(need, weights)], size


def table(p: QPainter, rect: QRectF, columns: list[str], rows: list[list[str]], *, size: float = 9,
          weights: list[float] | None = None, struck: list[bool] | None = None, line_h: float = 0) -> float:
    """A ruled table whose columns are as wide as their longest cell; returns the height used."""
    widths, size = column_widths(columns, rows, rect.width(), size, weights)
    line_h = line_h or size * 1.65
    xs = [rect.x()]
    for w in widths:
        xs.append(xs[-1] + w)
    y = rect.y()
    band(p, QRectF(rect.x(), y, rect.width(), line_h))
    for i, c in enumerate(columns):
        text(p, QRectF(xs[i] + 3, y, xs[i + 1] - xs[i] - 6, line_h), c, size, bold=True)
    y += line_h
    for r, row in enumerate(rows):
        for i, cell in enumerate(row[:len(columns)]):
            text(p, QRectF(xs[i] + 3, y, xs[i + 1] - xs[i] - 6, line_h), cell, size)
        if struck and r < len(struck) and struck[r]:
            line(p, QPointF(rect.x() + 2, y + line_h / 2), QPointF(rect.right() - 2, y + line_h / 2), 1.0, INK)
        y += line_h
        line(p, QPointF(rect.x(), y), QPointF(rect.right(), y), 0.4, QColor("#aaaaaa"))
    frame(p, QRectF(rect.x(), rect.y(), rect.width(), y - rect.y()), 0.7)
    return y - rect.y()
