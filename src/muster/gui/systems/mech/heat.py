"""The heat gauge: a vertical scale from 0 to the top of the heat scale (the mech rules data).

The bar fills to the current heat; a bracket shows what the working sinks will take off in the damage phase
and an arrow where heat will end up. Beside it four columns give each threshold's effect at its height
(to-hit penalty, movement lost, ammo check, shutdown check); from the first shutdown check up the scale is
hatched red and labelled SHUTDOWN, solid above the automatic shutdown.
"""

from __future__ import annotations

import re

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


def paint_heat(p: QPainter, rect: QRectF, sheet: dict | None, *, dark: bool = False, min_px: int = 0) -> dict:
    """Paint the gauge into ``rect``; returns {"bar": QRectF, "y": heat -> y} for tests and hit testing.

    ``min_px``: no text smaller than this many pixels (on screen, ``diagram.min_pixels``). The tube takes the
    rectangle's height, whatever it is; where the rectangle is too narrow for the four effect columns, the
    thresholds are ticks beside the tube (their words are in the tooltip) and the title wraps."""
    ink = QColor("#f0f0f0") if dark else QColor("#111111")
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    font = _font(rect, min_px)
    while (font.pixelSize() > max(7, min_px)
           and rect.width() < _tube_width(QFontMetricsF(font)) + sum(_column_widths(font))):
        font.setPixelSize(font.pixelSize() - 1)  # the columns at a smaller size rather than none
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
    top = max(1, scale["top"])

    def y(h: float) -> float:
        return bar.bottom() - bar.height() * min(h, top) / top

    # title: current heat in big numbers
    p.setFont(bold)
    p.setPen(ink)
    heat = sheet["heat"]
    p.drawText(QRectF(rect.x(), rect.y(), rect.width(), fm.height() * (1.1 if columns else 2.9)),
               Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
               fmt(QCoreApplication.translate("MechSheet", "Heat %1"), heat)
               + (f" → {number(sheet['heat_next'])}" if sheet.get("heat_next", heat) != heat else ""))
    # the empty tube
    p.setPen(QPen(ink, 1.2))
    p.setBrush(QColor("#ffffff") if not dark else QColor("#202020"))
    p.drawRect(bar)
    # shutdown zone: hatched from the first check, solid from the automatic shutdown
    zone = QRectF(bar.x(), y(top), bar.width(), y(scale["shutdown_from"]) - y(top))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(213, 94, 0, 60))
    p.drawRect(zone)
    p.setBrush(QBrush(SHUTDOWN, Qt.BrushStyle.BDiagPattern))
    p.drawRect(zone)
    # current heat
    if not sheet.get("blank"):
        filled = QRectF(bar.x() + 3, y(heat), bar.width() - 6, bar.bottom() - y(heat))
        p.setBrush(SHUTDOWN if heat >= scale["shutdown_from"] else HEAT if heat else COOL)
        p.drawRect(filled)
        # projected: heat this turn up, sinks down
        gain = sheet.get("heat_this_turn", 0) + sheet.get("heat_engine", 0)
        peak = heat + gain
        if gain:
            p.setBrush(QBrush(HEAT, Qt.BrushStyle.Dense5Pattern))
            p.drawRect(QRectF(bar.x() + 3, y(peak), bar.width() - 6, y(heat) - y(peak)))
        # the sinks' bracket: from the peak down by the sinks
        sinks = sheet.get("sinks", 0)
        low = max(0, peak - sinks)
        bx = bar.right() + 4
        p.setPen(QPen(COOL.darker(130), 2))
        p.drawLine(QPointF(bx, y(peak)), QPointF(bx, y(low)))
        p.drawLine(QPointF(bx - 3, y(peak)), QPointF(bx + 3, y(peak)))
        arrow = QPolygonF([QPointF(bx - 4, y(low) - 6), QPointF(bx + 4, y(low) - 6), QPointF(bx, y(low))])
        p.setBrush(COOL.darker(130))
        p.drawPolygon(arrow)
    # ticks and numbers every 5
    p.setFont(font)
    for h in range(0, top + 1):
        major = h % 5 == 0
        p.setPen(QPen(ink, 1 if major else 0.5))
        p.drawLine(QPointF(bar.x() - (5 if major else 2), y(h)), QPointF(bar.x(), y(h)))
        if major:
            p.drawText(QRectF(rect.x(), y(h) - fm.height() / 2, bar.x() - rect.x() - 6, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(h))
    if not columns:  # a narrow dock: each threshold a tick beside the tube, bold once reached
        for mark in scale["marks"]:
            shutdown = mark["kind"] in ("shutdown", "shutdown_auto")
            reached = not sheet.get("blank") and heat >= mark["heat"]
            p.setPen(QPen(SHUTDOWN if shutdown else ink, 2.0 if reached else 1.0))
            p.drawLine(QPointF(bar.right() + 8, y(mark["heat"])), QPointF(bar.right() + 14, y(mark["heat"])))
        _paint_zone_word(p, bar, zone, bold)
        p.setFont(font)
        p.setPen(ink)
        p.drawText(QRectF(rect.x(), bar.bottom() + 4, rect.width(), foot),
                   Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                   fmt(QCoreApplication.translate("MechSheet", "sinks −%1"), sheet.get("sinks", 0)))
        p.restore()
        return {"bar": bar, "y": y}
    # effect columns
    cols_x = bar.right() + 12
    widths = _column_widths(font)
    spare = max(0.0, (rect.right() - cols_x - sum(widths)) / len(COLUMNS))
    lefts = [cols_x + sum(widths[:i]) + spare * i for i in range(len(COLUMNS))]
    col_ws = [w + spare for w in widths]
    p.setFont(bold)
    for i, (kind, title) in enumerate(COLUMNS):
        p.setPen(SHUTDOWN if kind == "shutdown" else ink)
        p.drawText(QRectF(lefts[i], rect.y() + fm.height() * 1.1, col_ws[i], fm.height()),
                   Qt.AlignmentFlag.AlignLeft, _t(title))
    p.setFont(font)
    for mark in scale["marks"]:
        kind = "shutdown" if mark["kind"] == "shutdown_auto" else mark["kind"]
        col = next((i for i, (k, _) in enumerate(COLUMNS) if k == kind), None)
        if col is None:  # life support: a tick across the bar
            p.setPen(QPen(ink, 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(bar.x(), y(mark["heat"])), QPointF(bar.right(), y(mark["heat"])))
            continue
        reached = not sheet.get("blank") and heat >= mark["heat"]
        x = lefts[col]
        col_w = col_ws[col]
        p.setPen(QPen(SHUTDOWN if kind == "shutdown" else ink, 1, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(bar.right(), y(mark["heat"])), QPointF(x, y(mark["heat"])))
        f = QFont(font)
        f.setBold(reached or mark["kind"] == "shutdown_auto")
        p.setFont(f)
        p.setPen(SHUTDOWN if kind == "shutdown" else ink)
        p.drawText(QRectF(x, y(mark["heat"]) - fm.height() / 2, col_w, fm.height()),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, _short(mark))
    _paint_zone_word(p, bar, zone, bold)
    p.setFont(font)
    p.setPen(ink)
    p.drawText(QRectF(rect.x(), bar.bottom() + 4, rect.width(), foot), Qt.AlignmentFlag.AlignLeft,
               fmt(QCoreApplication.translate("MechSheet", "sinks −%1"), sheet.get("sinks", 0))
               + (" · " + fmt(QCoreApplication.translate("MechSheet", "this turn +%1"), sheet.get("heat_this_turn", 0))
                  if sheet.get("heat_this_turn") else ""))
    p.restore()
    return {"bar": bar, "y": y}


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
