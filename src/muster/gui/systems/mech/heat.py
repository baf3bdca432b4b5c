"""The heat gauge: a vertical scale from 0 to the top of the heat scale (the mech rules data).

The bar fills to the current heat; a bracket shows what the working sinks will take off in the damage phase
and an arrow where heat will end up. Beside it four columns give each threshold's effect at its height
(to-hit penalty, movement lost, ammo check, shutdown check); from the first shutdown check up the scale is
hatched red and labelled SHUTDOWN, solid above the automatic shutdown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from muster.gui.systems.mech.diagram import is_dark, min_pixels
from muster.i18n import fmt, number, term_noop

# each effect column's title, translated where drawn (context MechSheet)
COLUMNS = (("attack", term_noop("MechSheet", "Hit")), ("movement", term_noop("MechSheet", "MP")),
           ("ammo", term_noop("MechSheet", "Ammo")), ("shutdown", term_noop("MechSheet", "SD")))
SHUTDOWN = QColor("#D55E00")
HEAT = QColor("#E69F00")
COOL = QColor("#56B4E9")


def _t(text: str) -> str:
    """A text marked with ``term_noop("MechSheet", ...)``, in the GM's language."""
    return QCoreApplication.translate("MechSheet", text)


def _auto() -> str:
    return QCoreApplication.translate("MechSheet", "AUTO")


def _short(mark: dict) -> str:
    """What the mark's column says: its ``short`` text (an older sheet: read from its English text)."""
    if "short" in mark:
        return mark["short"]
    text = mark["text"]
    if mark["kind"] == "attack":
        return text.replace("to hit ", "")
    if mark["kind"] == "movement":
        return text.replace(" MP", "")
    if mark["kind"] == "shutdown_auto":
        return _auto()
    if mark["kind"] in ("ammo", "shutdown"):
        found = re.search(r"\d+\+", text)  # "8+"
        return found.group(0) if found else text
    return text


def _font(rect: QRectF, min_px: int) -> QFont:
    font = QFont()
    font.setPixelSize(max(7, min_px, min(13, int(rect.height() / 30), int(rect.width() / 16))))
    return font


def _column_widths(font: QFont) -> list[float]:
    """Each effect column as wide as its bold title or its widest entry ("AUTO"), plus a gap."""
    bold = QFont(font)
    bold.setBold(True)
    fm = QFontMetricsF(bold)
    return [max(fm.horizontalAdvance(_t(title)), fm.horizontalAdvance(_auto() if kind == "shutdown" else "−4"))
            + fm.horizontalAdvance("  ") for kind, title in COLUMNS]


def gauge_size(min_px: int) -> QSize:
    """The size the gauge needs for its text at ``min_px`` pixels: nothing cut, no columns running together."""
    font = QFont()
    font.setPixelSize(max(11, min_px))
    fm = QFontMetricsF(font)
    bar = 22
    width = fm.horizontalAdvance("30") + 6 + bar + 12 + sum(_column_widths(font)) + 12
    return QSize(int(width), int(max(290, fm.height() * 26)))


def _tube_width(fm: QFontMetricsF) -> float:
    """The numbers, the bar and the sinks' bracket: the narrowest gauge there is."""
    return fm.horizontalAdvance("30") + 6 + 16 + 12


def compact_width(min_px: int) -> int:
    """The width of the gauge without its effect columns (a narrow dock): the tube and its title's longest word."""
    font = QFont()
    font.setPixelSize(max(11, min_px))
    bold = QFont(font)
    bold.setBold(True)
    fm, fb = QFontMetricsF(font), QFontMetricsF(bold)
    words = (fmt(QCoreApplication.translate("MechSheet", "Heat %1"), 30) + " → 30").split()
    words += fmt(QCoreApplication.translate("MechSheet", "sinks −%1"), 30).split()
    return int(max(_tube_width(fm), *(fb.horizontalAdvance(w) for w in words)) + 10)


@dataclass(frozen=True)
class _Gauge:
    """One painting of the gauge: the painter, the fonts, the tube and the heat scale's top."""

    p: QPainter
    rect: QRectF
    bar: QRectF
    font: QFont
    bold: QFont
    ink: QColor
    top: int

    @property
    def fm(self) -> QFontMetricsF:
        return QFontMetricsF(self.font)

    def y(self, h: float) -> float:
        """The height of heat ``h`` on the tube."""
        return self.bar.bottom() - self.bar.height() * min(h, self.top) / self.top


def _gauge_font(rect: QRectF, min_px: int) -> QFont:
    """The text size: the columns at a smaller size rather than none (never under ``min_px``)."""
    font = _font(rect, min_px)
    while (font.pixelSize() > max(7, min_px)
           and rect.width() < _tube_width(QFontMetricsF(font)) + sum(_column_widths(font))):
        font.setPixelSize(font.pixelSize() - 1)
    return font


def paint_heat(p: QPainter, rect: QRectF, sheet: dict | None, *, dark: bool = False, min_px: int = 0) -> dict:
    """Paint the gauge into ``rect``; returns {"bar": QRectF, "y": heat -> y} for tests and hit testing.

    ``min_px``: no text smaller than this many pixels (on screen, ``diagram.min_pixels``). The tube takes the
    rectangle's height, whatever it is; where the rectangle is too narrow for the four effect columns, the
    thresholds are ticks beside the tube (their words are in the tooltip) and the title wraps."""
    ink = QColor("#f0f0f0") if dark else QColor("#111111")
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    font = _gauge_font(rect, min_px)
    bold = QFont(font)
    bold.setBold(True)
    fm = QFontMetricsF(font)
    columns = rect.width() >= _tube_width(fm) + sum(_column_widths(font))
    head = fm.height() * 3.0
    foot = fm.height() * (1.4 if columns else 2.6)
    bar = QRectF(rect.x() + fm.horizontalAdvance("30") + 6, rect.y() + head, max(16.0, rect.width() * 0.16),
                 rect.height() - head - foot)
    if sheet is None:
        p.restore()
        return {"bar": bar}
    scale = sheet["scale"]
    g = _Gauge(p, rect, bar, font, bold, ink, max(1, scale["top"]))
    _paint_title(g, sheet, columns)
    zone = _paint_tube(g, scale, dark)
    if not sheet.get("blank"):
        _paint_current(g, sheet)
    _paint_ticks(g)
    if columns:
        _paint_columns(g, sheet)
    else:  # a narrow dock: each threshold a tick beside the tube, bold once reached
        _paint_ticked_marks(g, sheet)
    _paint_zone_word(p, bar, zone, bold)
    p.setFont(font)
    p.setPen(ink)
    sinks = fmt(QCoreApplication.translate("MechSheet", "sinks −%1"), sheet.get("sinks", 0))
    if columns:
        p.drawText(QRectF(rect.x(), bar.bottom() + 4, rect.width(), foot), Qt.AlignmentFlag.AlignLeft,
                   sinks + (" · " + fmt(QCoreApplication.translate("MechSheet", "this turn +%1"),
                                        sheet.get("heat_this_turn", 0)) if sheet.get("heat_this_turn") else ""))
    else:
        p.drawText(QRectF(rect.x(), bar.bottom() + 4, rect.width(), foot),
                   Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, sinks)
    p.restore()
    return {"bar": bar, "y": g.y}


def _paint_title(g: _Gauge, sheet: dict, columns: bool) -> None:
    """The current heat in big numbers (and where it goes after the damage phase)."""
    g.p.setFont(g.bold)
    g.p.setPen(g.ink)
    heat = sheet["heat"]
    g.p.drawText(QRectF(g.rect.x(), g.rect.y(), g.rect.width(), g.fm.height() * (1.1 if columns else 2.9)),
                 Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                 fmt(QCoreApplication.translate("MechSheet", "Heat %1"), heat)
                 + (f" → {number(sheet['heat_next'])}" if sheet.get("heat_next", heat) != heat else ""))


def _paint_tube(g: _Gauge, scale: dict, dark: bool) -> QRectF:
    """The empty tube and its shutdown zone, hatched from the first check; the zone."""
    p, bar = g.p, g.bar
    p.setPen(QPen(g.ink, 1.2))
    p.setBrush(QColor("#ffffff") if not dark else QColor("#202020"))
    p.drawRect(bar)
    zone = QRectF(bar.x(), g.y(g.top), bar.width(), g.y(scale["shutdown_from"]) - g.y(g.top))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(213, 94, 0, 60))
    p.drawRect(zone)
    p.setBrush(QBrush(SHUTDOWN, Qt.BrushStyle.BDiagPattern))
    p.drawRect(zone)
    return zone


def _paint_current(g: _Gauge, sheet: dict) -> None:
    """The heat now, what this turn adds, and the sinks' bracket from that peak down to where heat ends up."""
    p, bar, y = g.p, g.bar, g.y
    heat = sheet["heat"]
    filled = QRectF(bar.x() + 3, y(heat), bar.width() - 6, bar.bottom() - y(heat))
    p.setBrush(SHUTDOWN if heat >= sheet["scale"]["shutdown_from"] else HEAT if heat else COOL)
    p.drawRect(filled)
    gain = sheet.get("heat_this_turn", 0) + sheet.get("heat_engine", 0)
    peak = heat + gain
    if gain:
        p.setBrush(QBrush(HEAT, Qt.BrushStyle.Dense5Pattern))
        p.drawRect(QRectF(bar.x() + 3, y(peak), bar.width() - 6, y(heat) - y(peak)))
    sinks = sheet.get("sinks", 0)
    low = max(0, peak - sinks)
    bx = bar.right() + 4
    p.setPen(QPen(COOL.darker(130), 2))
    p.drawLine(QPointF(bx, y(peak)), QPointF(bx, y(low)))
    p.drawLine(QPointF(bx - 3, y(peak)), QPointF(bx + 3, y(peak)))
    arrow = QPolygonF([QPointF(bx - 4, y(low) - 6), QPointF(bx + 4, y(low) - 6), QPointF(bx, y(low))])
    p.setBrush(COOL.darker(130))
    p.drawPolygon(arrow)


def _paint_ticks(g: _Gauge) -> None:
    """A tick for every point of heat, a longer one and the number every 5."""
    p, bar, fm = g.p, g.bar, g.fm
    p.setFont(g.font)
    for h in range(0, g.top + 1):
        major = h % 5 == 0
        p.setPen(QPen(g.ink, 1 if major else 0.5))
        p.drawLine(QPointF(bar.x() - (5 if major else 2), g.y(h)), QPointF(bar.x(), g.y(h)))
        if major:
            p.drawText(QRectF(g.rect.x(), g.y(h) - fm.height() / 2, bar.x() - g.rect.x() - 6, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(h))


def _paint_ticked_marks(g: _Gauge, sheet: dict) -> None:
    """Each threshold a tick beside the tube, bold once reached (the narrow gauge)."""
    for mark in sheet["scale"]["marks"]:
        shutdown = mark["kind"] in ("shutdown", "shutdown_auto")
        reached = not sheet.get("blank") and sheet["heat"] >= mark["heat"]
        g.p.setPen(QPen(SHUTDOWN if shutdown else g.ink, 2.0 if reached else 1.0))
        g.p.drawLine(QPointF(g.bar.right() + 8, g.y(mark["heat"])), QPointF(g.bar.right() + 14, g.y(mark["heat"])))


def _paint_columns(g: _Gauge, sheet: dict) -> None:
    """The four effect columns: each threshold's effect at its height, bold once reached."""
    p, bar, rect, fm, y = g.p, g.bar, g.rect, g.fm, g.y
    cols_x = bar.right() + 12
    widths = _column_widths(g.font)
    spare = max(0.0, (rect.right() - cols_x - sum(widths)) / len(COLUMNS))
    lefts = [cols_x + sum(widths[:i]) + spare * i for i in range(len(COLUMNS))]
    col_ws = [w + spare for w in widths]
    p.setFont(g.bold)
    for i, (kind, title) in enumerate(COLUMNS):
        p.setPen(SHUTDOWN if kind == "shutdown" else g.ink)
        p.drawText(QRectF(lefts[i], rect.y() + fm.height() * 1.1, col_ws[i], fm.height()),
                   Qt.AlignmentFlag.AlignLeft, _t(title))
    p.setFont(g.font)
    for mark in sheet["scale"]["marks"]:
        kind = "shutdown" if mark["kind"] == "shutdown_auto" else mark["kind"]
        col = next((i for i, (k, _) in enumerate(COLUMNS) if k == kind), None)
        if col is None:  # life support: a tick across the bar
            p.setPen(QPen(g.ink, 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(bar.x(), y(mark["heat"])), QPointF(bar.right(), y(mark["heat"])))
            continue
        reached = not sheet.get("blank") and sheet["heat"] >= mark["heat"]
        x = lefts[col]
        p.setPen(QPen(SHUTDOWN if kind == "shutdown" else g.ink, 1, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(bar.right(), y(mark["heat"])), QPointF(x, y(mark["heat"])))
        f = QFont(g.font)
        f.setBold(reached or mark["kind"] == "shutdown_auto")
        p.setFont(f)
        p.setPen(SHUTDOWN if kind == "shutdown" else g.ink)
        p.drawText(QRectF(x, y(mark["heat"]) - fm.height() / 2, col_ws[col], fm.height()),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, _short(mark))


def _paint_zone_word(p: QPainter, bar: QRectF, zone: QRectF, bold: QFont) -> None:
    """SHUTDOWN written along the zone, where it fits whole."""
    word = QCoreApplication.translate("MechSheet", "SHUTDOWN")
    if QFontMetricsF(bold).horizontalAdvance(word) > zone.height():
        return
    p.save()
    p.setFont(bold)
    p.setPen(SHUTDOWN)
    p.translate(bar.center().x(), zone.center().y())
    p.rotate(-90)
    p.drawText(QRectF(-zone.height() / 2, -bar.width() / 2, zone.height(), bar.width()), Qt.AlignmentFlag.AlignCenter,
               word)
    p.restore()


class HeatGauge(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("heatGauge")
        # painted to the height it is given (the Mech Status dock's board decides its width: the columns or not)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._sheet: dict | None = None
        self.setAccessibleName(self.tr("Heat gauge"))

    def min_pixels(self) -> int:
        return min_pixels(self.logicalDpiY())

    def sizeHint(self) -> QSize:  # noqa: N802
        """With its effect columns (zoom changes it: Qt asks again after a font change)."""
        return gauge_size(self.min_pixels())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Without its columns, the tube down to a short dock's height."""
        return QSize(compact_width(self.min_pixels()), 140)

    def set_sheet(self, sheet: dict | None) -> None:
        from muster.gui.systems.mech.sheetdata import heat_effects

        self._sheet = sheet
        if sheet is None:
            self.setAccessibleDescription("")
            self.setToolTip("")
        else:
            effects = heat_effects(sheet)
            text = fmt(self.tr("Heat %1 of %2 (shutdown checks from %3); %4 this turn, %5 sinks, about %6 after the "
                               "damage phase. Effects now: %7"), sheet["heat"], sheet["scale"]["top"],
                       sheet["scale"]["shutdown_from"], "+" + number(sheet["heat_this_turn"] + sheet["heat_engine"]),
                       sheet["sinks"], sheet["heat_next"], ", ".join(effects) or self.tr("none"))
            self.setAccessibleDescription(text)
            marks = [f"{number(m['heat'])}: {m['text']}" for m in sheet["scale"]["marks"]]
            self.setToolTip("<br>".join([text] + marks))
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        self.paint_on(p)
        p.end()

    def paint_on(self, p: QPainter) -> dict:
        return paint_heat(p, QRectF(self.rect()).adjusted(4, 4, -4, -4), self._sheet, dark=is_dark(self.palette()),
                          min_px=self.min_pixels())
