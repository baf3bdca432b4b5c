"""The damage diagram: a painted paper doll of one mech (front locations, the three rear torsos beside it).

:func:`paint_diagram` draws on any QPainter (the widget, a QImage in tests, the printed record sheet), so
the screen and the paper show the same picture. Each location box shows its abbreviation, armor and structure
as numbers and as two fill bars, is filled by its state (Okabe–Ito colours plus a pattern and a word, so
the state never rests on colour alone), and carries a burst marker with the count of critical hits landed
there. Destroyed locations are crossed out.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from muster.i18n import fmt

# grid units: the front doll is 15 wide, the rear column starts at 16; the whole is 24 x 20
GEOMETRY = {
    "head": (5.5, 0.0, 4.0, 3.0),
    "left_arm": (0.0, 3.5, 2.9, 8.0),
    "left_torso": (3.0, 3.2, 2.9, 7.5),
    "center_torso": (6.0, 3.2, 3.0, 8.5),
    "right_torso": (9.1, 3.2, 2.9, 7.5),
    "right_arm": (12.1, 3.5, 2.9, 8.0),
    "left_leg": (3.0, 11.9, 3.7, 8.1),
    "right_leg": (8.3, 11.9, 3.7, 8.1),
    "left_torso_rear": (16.0, 3.2, 2.6, 6.0),
    "center_torso_rear": (18.7, 3.2, 2.6, 6.0),
    "right_torso_rear": (21.4, 3.2, 2.6, 6.0),
}
GRID_W, GRID_H = 24.0, 20.0
# a narrow dock: the rear torsos in a row under the legs, so the doll is 15 wide and every box twice as wide
NARROW = {**GEOMETRY,
          "left_arm": (0.0, 3.5, 2.9, 6.5), "right_arm": (12.1, 3.5, 2.9, 6.5),
          "left_torso": (3.0, 3.2, 2.9, 6.0), "right_torso": (9.1, 3.2, 2.9, 6.0),
          "center_torso": (6.0, 3.2, 3.0, 7.0), "left_leg": (3.0, 10.4, 3.7, 5.6), "right_leg": (8.3, 10.4, 3.7, 5.6),
          "left_torso_rear": (0.3, 17.4, 4.6, 3.6), "center_torso_rear": (5.2, 17.4, 4.6, 3.6),
          "right_torso_rear": (10.1, 17.4, 4.6, 3.6)}
NARROW_W, NARROW_H = 15.0, 21.0
#: no text on screen is drawn smaller than this (the platform's small font)
MIN_POINTS = 8.0
ORDER = ("head", "left_arm", "left_torso", "center_torso", "right_torso", "right_arm", "left_leg", "right_leg",
         "left_torso_rear", "center_torso_rear", "right_torso_rear")

# Okabe–Ito: distinguishable with the common colour-vision deficiencies; every state also has a pattern
FILL = {"intact": QColor("#56B4E9"), "armor": QColor("#F0E442"), "internal": QColor("#E69F00"),
        "destroyed": QColor("#303030")}
PATTERN = {"intact": None, "armor": Qt.BrushStyle.Dense6Pattern, "internal": Qt.BrushStyle.BDiagPattern,
           "destroyed": Qt.BrushStyle.DiagCrossPattern}
GLYPH = {"intact": "", "armor": "A", "internal": "S", "destroyed": "✕"}


def _letter(state: str) -> str:
    """The one-letter mark of armour (A) or internal structure (S) in the GM's language; ✕ as is."""
    if state == "armor":
        return QCoreApplication.translate("MechSheet", "A", "armor, one letter")
    if state == "internal":
        return QCoreApplication.translate("MechSheet", "S", "internal structure, one letter")
    return GLYPH[state]
ARMOR_BAR, STRUCTURE_BAR = QColor("#0072B2"), QColor("#D55E00")
CRIT = QColor("#CC79A7")
BLANK_FILL = QColor("#ffffff")


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def min_pixels(dpi: float) -> int:
    """The pixel size of :data:`MIN_POINTS` at ``dpi`` (a widget's logicalDpiY), larger as the GM zooms in
    (View ▸ Zoom; zooming out never takes text under :data:`MIN_POINTS`)."""
    import math

    from muster.gui import zoom

    return math.ceil(MIN_POINTS * max(1.0, zoom.factor()) * dpi / 72.0)


def _fonts(scale: float, min_px: int = 0):
    base = QFont()
    big = QFont(base)
    big.setPixelSize(max(7, min_px + 1, int(scale * 0.62)))
    big.setBold(True)
    small = QFont(base)
    small.setPixelSize(max(6, min_px, int(scale * 0.48)))
    return big, small


def layout(rect: QRectF, narrow: bool = False) -> tuple[float, dict[str, QRectF]]:
    """The scale (pixels per grid unit) and each location's box inside ``rect`` (aspect kept, centred).

    ``narrow``: the rear torsos under the legs (:data:`NARROW`) instead of beside the doll.
    """
    grid_w, grid_h, geometry = (NARROW_W, NARROW_H, NARROW) if narrow else (GRID_W, GRID_H, GEOMETRY)
    scale = min(rect.width() / grid_w, rect.height() / grid_h)
    ox = rect.x() + (rect.width() - grid_w * scale) / 2
    oy = rect.y() + (rect.height() - grid_h * scale) / 2
    boxes = {loc: QRectF(ox + x * scale, oy + y * scale, w * scale, h * scale)
             for loc, (x, y, w, h) in geometry.items()}
    return scale, boxes


def _fitting(fm: QFontMetricsF, width: float, *texts: str) -> str:
    """The first of ``texts`` that fits ``width`` (the font never shrinks below the minimum: words go first)."""
    return next((t for t in texts if fm.horizontalAdvance(t) <= width), "")


def wrap_words(fm: QFontMetricsF, text: str, width: float) -> list[str]:
    """``text`` in lines no wider than ``width``: broken between words, a word too long for a line between its
    letters (so no name is ever cut short with an ellipsis)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if fm.horizontalAdvance(candidate) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = ""
        for letter in word:
            if line and fm.horizontalAdvance(line + letter) > width:
                lines.append(line)
                line = ""
            line += letter
    if line or not lines:
        lines.append(line)
    return lines


def _burst(center: QPointF, r: float) -> QPolygonF:
    import math

    pts = []
    for i in range(16):
        rad = r if i % 2 == 0 else r * 0.5
        a = math.pi * i / 8
        pts.append(QPointF(center.x() + rad * math.cos(a), center.y() + rad * math.sin(a)))
    return QPolygonF(pts)


@dataclass(frozen=True)
class _Pens:
    """What every box of one painting is drawn with."""

    p: QPainter
    scale: float
    ink: QColor
    big: QFont
    small: QFont
    fm_small: QFontMetricsF
    blank: bool


def paint_diagram(p: QPainter, rect: QRectF, sheet: dict | None, *, dark: bool = False, selected: str | None = None,
                  hovered: str | None = None, items: bool | None = None, min_px: int = 0,
                  narrow: bool = False) -> dict[str, QRectF]:
    """Paint ``sheet`` (:func:`~muster.gui.systems.mech.sheetdata.build_sheet`) into ``rect``; the boxes drawn.

    ``items``: list each location's equipment inside its box (struck through when out); by default when the
    boxes are large enough (the printed sheet). ``min_px``: no text smaller than this many pixels (on screen,
    :func:`min_pixels`); what does not fit a box at that size is shortened or left to the bars and the tooltip.
    ``narrow``: the layout for a narrow dock (:data:`NARROW`).
    """
    scale, boxes = layout(rect, narrow)
    ink = QColor("#f0f0f0") if dark else QColor("#111111")
    big, small = _fonts(scale, min_px)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # titles over the two groups
    p.setFont(small)
    p.setPen(ink)
    rear_x = boxes["left_torso_rear"].left()
    rear_w = boxes["right_torso_rear"].right() - rear_x
    p.drawText(QRectF(rear_x, boxes["left_torso_rear"].top() - scale * 1.2, rear_w, scale * 1.1),
               Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("MechSheet", "REAR"))
    if sheet is None:
        p.restore()
        return boxes
    pens = _Pens(p, scale, ink, big, small, QFontMetricsF(small), bool(sheet.get("blank")))
    show_items = items if items is not None else scale >= 22
    by_loc = sheet["by_location"]
    for loc in ORDER:
        data = by_loc.get(loc)
        if data is not None:
            _paint_location(pens, boxes[loc], data, show_items)
            if loc in (selected, hovered):
                _paint_selection(pens, boxes[loc], loc == selected)
    p.restore()
    return boxes


def _paint_location(pens: _Pens, box: QRectF, data: dict, show_items: bool) -> None:
    """One location's box: its fill and pattern, name, numbers and bars, equipment, state mark and critical hits."""
    state = data["state"]
    text_ink = QColor("#ffffff") if state == "destroyed" else QColor("#111111")
    _paint_body(pens, box, data)
    inner = box.adjusted(pens.scale * 0.15, pens.scale * 0.1, -pens.scale * 0.15, -pens.scale * 0.1)
    y = _paint_numbers(pens, box, inner, data, text_ink)
    # equipment (paper and large screens): each name whole, wrapped onto more lines where the box is narrow
    if show_items:
        _paint_items(pens, inner, y + pens.scale * 0.1, data["items"], text_ink)
    _paint_marks(pens, box, data, text_ink)


def _paint_body(pens: _Pens, box: QRectF, data: dict) -> None:
    """The box filled by its state (blank on an empty record sheet), its pattern, a dashed edge if it falls off."""
    p, scale, state = pens.p, pens.scale, data["state"]
    p.setPen(QPen(pens.ink, max(1.0, scale * 0.06)))
    p.setBrush(BLANK_FILL if pens.blank else FILL[state])
    p.drawRoundedRect(box, scale * 0.25, scale * 0.25)
    pattern = PATTERN[state]
    if pattern is not None and not pens.blank:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(QColor(255, 255, 255, 150) if state == "destroyed" else QColor(0, 0, 0, 70), pattern))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # patterns are pixel art: much faster
        p.drawRect(box.adjusted(scale * 0.1, scale * 0.1, -scale * 0.1, -scale * 0.1))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if data.get("falling_off") and not data["lost"]:
        p.setPen(QPen(QColor("#111111"), max(1.5, scale * 0.12), Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(box.adjusted(2, 2, -2, -2), scale * 0.25, scale * 0.25)


def _paint_numbers(pens: _Pens, box: QRectF, inner: QRectF, data: dict, text_ink: QColor) -> float:
    """The abbreviation, then armor and structure as numbers over their bars (or LOST); the y under them."""
    p, scale, fm_small = pens.p, pens.scale, pens.fm_small
    p.setPen(text_ink)
    p.setFont(pens.big)
    line = QFontMetricsF(pens.big).height()
    p.drawText(QRectF(inner.x(), inner.y(), inner.width(), line), Qt.AlignmentFlag.AlignHCenter,
               _fitting(QFontMetricsF(pens.big), box.width(), data["abbrev"]))
    p.setFont(pens.small)
    sline = fm_small.height()
    y = inner.y() + line
    if data["lost"]:
        p.drawText(QRectF(inner.x(), y, inner.width(), sline * 2), Qt.AlignmentFlag.AlignHCenter
                   | Qt.TextFlag.TextWordWrap, QCoreApplication.translate("MechSheet", "LOST"))
        return y + sline * 1.3
    blank = pens.blank
    a = f"{data['armor']}" if blank else f"{data['armor_left']}/{data['armor']}"
    s = f"{data['internal']}" if blank else f"{data['internal_left']}/{data['internal']}"
    for letter, numbers, left, total, colour in (
            (_letter("armor"), a, data["armor_left"], data["armor"], ARMOR_BAR),
            (_letter("internal"), s, data["internal_left"], data["internal"], STRUCTURE_BAR)):
        p.setPen(text_ink)
        text = _fitting(fm_small, box.width(), f"{letter} {numbers}", numbers)
        p.drawText(QRectF(box.x(), y, box.width(), sline), Qt.AlignmentFlag.AlignHCenter, text)
        y += sline
        bar = QRectF(inner.x(), y, inner.width(), max(2.0, scale * 0.28))
        p.setPen(QPen(QColor("#111111"), 0.8))
        p.setBrush(QColor("#ffffff"))
        p.drawRect(bar)
        if total and not blank:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRect(QRectF(bar.x(), bar.y(), bar.width() * left / total, bar.height()))
        y += bar.height() + scale * 0.12
    if data.get("falling_off") and y + sline <= box.bottom():
        p.setPen(text_ink)
        p.drawText(QRectF(inner.x(), y, inner.width(), sline * 2),
                   Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                   QCoreApplication.translate("MechSheet", "falls off"))
        y += sline
    return y


def _paint_items(pens: _Pens, inner: QRectF, y: float, items: list[dict], text_ink: QColor) -> None:
    """Each item's name whole (wrapped), struck through when out; what does not fit is counted, never cut."""
    p, fm_small = pens.p, pens.fm_small
    sline = fm_small.height()
    p.setFont(pens.small)
    for i, it in enumerate(items):
        lines = wrap_words(fm_small, it["name"], inner.width())
        more = len(items) - i - 1
        if y + sline * len(lines) > inner.bottom() or (more and y + sline * (len(lines) + 1) > inner.bottom()):
            if y + sline <= inner.bottom():
                p.setPen(text_ink)
                p.drawText(QRectF(inner.x(), y, inner.width(), sline), Qt.AlignmentFlag.AlignLeft,
                           fmt(QCoreApplication.translate("MechSheet", "+%1 more"), len(items) - i))
            return
        for text in lines:
            r = QRectF(inner.x(), y, inner.width(), sline)
            p.setPen(text_ink)
            p.drawText(r, Qt.AlignmentFlag.AlignLeft, text)
            if not it["working"]:
                w = min(fm_small.horizontalAdvance(text), inner.width())
                p.setPen(QPen(text_ink, max(1.0, pens.scale * 0.07)))
                p.drawLine(QPointF(r.x(), r.center().y()), QPointF(r.x() + w, r.center().y()))
            y += sline


def _paint_marks(pens: _Pens, box: QRectF, data: dict, text_ink: QColor) -> None:
    """The state's letter (so it reads without colour), the cross of a lost location, the critical hits' burst."""
    p, scale, state = pens.p, pens.scale, data["state"]
    if GLYPH[state] and not pens.blank:
        p.setPen(text_ink)
        p.setFont(pens.big)
        p.drawText(box.adjusted(0, 0, -scale * 0.2, -scale * 0.05),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, _letter(state))
    if data["lost"]:
        p.setPen(QPen(QColor("#D55E00"), max(1.5, scale * 0.16)))
        p.drawLine(box.topLeft() + QPointF(scale * 0.3, scale * 0.3),
                   box.bottomRight() - QPointF(scale * 0.3, scale * 0.3))
        p.drawLine(box.topRight() + QPointF(-scale * 0.3, scale * 0.3),
                   box.bottomLeft() + QPointF(scale * 0.3, -scale * 0.3))
    if data["crits"] and not pens.blank:
        c = QPointF(box.right() - scale * 0.55, box.top() + scale * 0.55)
        p.setPen(QPen(QColor("#111111"), max(1.0, scale * 0.06)))
        p.setBrush(CRIT)
        p.drawPolygon(_burst(c, scale * 0.6))
        p.setFont(pens.small)
        p.setPen(QColor("#111111"))
        p.drawText(QRectF(c.x() - scale, c.y() - scale, 2 * scale, 2 * scale), Qt.AlignmentFlag.AlignCenter,
                   str(len(data["crits"])))


def _paint_selection(pens: _Pens, box: QRectF, selected: bool) -> None:
    """The chosen location's green edge; the one pointed at, dotted."""
    p, scale = pens.p, pens.scale
    pen = QPen(QColor("#009E73") if selected else pens.ink, max(2.0, scale * 0.18))
    if not selected:
        pen.setStyle(Qt.PenStyle.DotLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(box.adjusted(-1, -1, 1, 1), scale * 0.3, scale * 0.3)


def legend_entries() -> list[tuple[str, str]]:
    """(state, text) for the legend under the diagram."""
    return [("intact", QCoreApplication.translate("MechSheet", "intact")),
            ("armor", QCoreApplication.translate("MechSheet", "A: armor damaged")),
            ("internal", QCoreApplication.translate("MechSheet", "S: structure damaged")),
            ("destroyed", QCoreApplication.translate("MechSheet", "✕: destroyed"))]


def _legend_font(rect: QRectF, font_px: int | None) -> QFont:
    font = QFont()
    font.setPixelSize(font_px or max(8, int(rect.height() * 0.55)))
    return font


def _legend_places(fm: QFontMetricsF, rect: QRectF, row_h: float) -> list[tuple[str, str, float, float]]:
    """(state, text, x, y) of each legend entry, wrapped onto as many rows as ``rect``'s width needs."""
    sw = row_h * 0.8
    x, y, out = rect.x(), rect.y(), []
    for state, text in legend_entries() + [("crit", QCoreApplication.translate("MechSheet", "critical hit"))]:
        width = sw + 3 + fm.horizontalAdvance(text)
        if x > rect.x() and x + width > rect.right():
            x, y = rect.x(), y + row_h
        out.append((state, text, x, y))
        x += width + 10
    return out


def legend_height(width: float, font_px: int) -> float:
    """The height the legend needs at ``width`` with its text ``font_px`` pixels high (it wraps)."""
    font = QFont()
    font.setPixelSize(font_px)
    fm = QFontMetricsF(font)
    row_h = fm.height() + 4
    places = _legend_places(fm, QRectF(0, 0, width, row_h), row_h)
    return places[-1][3] + row_h


def paint_legend(p: QPainter, rect: QRectF, *, dark: bool = False, font_px: int | None = None) -> None:
    """The legend of the diagram's colours; with ``font_px`` its text is that size and it wraps to ``rect``."""
    ink = QColor("#f0f0f0") if dark else QColor("#111111")
    font = _legend_font(rect, font_px)
    p.save()
    p.setFont(font)
    fm = QFontMetricsF(font)
    row_h = fm.height() + 4 if font_px else rect.height()
    sw = row_h * 0.8
    for state, text, x, y in _legend_places(fm, rect, row_h):
        sq = QRectF(x, y + (row_h - sw) / 2, sw, sw)
        p.setPen(QPen(ink, 1))
        if state == "crit":
            p.setBrush(CRIT)
            p.drawPolygon(_burst(sq.center(), sw / 2))
        else:
            p.setBrush(FILL[state])
            p.drawRect(sq)
            pattern = PATTERN[state]
            if pattern is not None:
                p.setBrush(QBrush(QColor(255, 255, 255, 150) if state == "destroyed" else QColor(0, 0, 0, 70),
                                  pattern))
                p.drawRect(sq)
        p.setPen(ink)
        p.drawText(QRectF(x + sw + 3, y, fm.horizontalAdvance(text) + 2, row_h), Qt.AlignmentFlag.AlignVCenter, text)
    p.restore()


class MechDiagram(QWidget):
    """The painted diagram of one mech. Hover shows a location's text; click or arrow keys select one."""

    locationSelected = Signal(str)
    locationHovered = Signal(str)
    focusRequested = Signal()  # a double-click: the larger view of this mech
    #: below this width the rear torsos go under the legs (the boxes are then wide enough for their numbers)
    NARROW_BELOW = 560

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("mechDiagram")
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._sheet: dict | None = None
        self._boxes: dict[str, QRectF] = {}
        self.selected: str | None = None
        self.hovered: str | None = None
        self.show_items: bool | None = False  # equipment inside the boxes: None = when they are large enough
        self.setAccessibleName(self.tr("Damage diagram"))
        self.setToolTip(self.tr("Double-click for a larger view"))

    # ---- data -------------------------------------------------------------------------------------------
    def set_sheet(self, sheet: dict | None) -> None:
        self._sheet = sheet
        if sheet is None or self.selected not in (sheet or {}).get("by_location", {}):
            self.selected = None
        self._update_accessible()
        self.update()

    def sheet(self) -> dict | None:
        return self._sheet

    def location(self, loc: str) -> dict | None:
        return (self._sheet or {}).get("by_location", {}).get(loc)

    def fill_colour(self, loc: str) -> QColor | None:
        """The colour a location is filled with (for tests and the legend)."""
        data = self.location(loc)
        return None if data is None else QColor(FILL[data["state"]])

    def _update_accessible(self) -> None:
        sheet = self._sheet
        if sheet is None:
            self.setAccessibleName(self.tr("Damage diagram: no mech"))
            self.setAccessibleDescription("")
            self.setToolTip("")
            return
        self.setAccessibleName(fmt(self.tr("Damage diagram of %1"), sheet["name"]))
        focus = self.location(self.selected) if self.selected else None
        if focus is not None:
            self.setAccessibleDescription(focus["text"])
        else:
            self.setAccessibleDescription(" ".join(loc["text"] for loc in sheet["locations"]))

    # ---- geometry ---------------------------------------------------------------------------------------
    # The doll is painted scaled to whatever rectangle the layout gives (aspect kept): the widget asks for no
    # height of its own, so a short dock shows it whole and smaller, and no size is ever changed while resizing.
    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(360, 300)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(150, 140)

    def _narrow(self, width: int | None = None, height: int | None = None) -> bool:
        """The rear torsos under the legs: below :attr:`NARROW_BELOW` wide, where that draws the boxes larger."""
        width = self.width() if width is None else width
        height = self.height() if height is None else height
        if width >= self.NARROW_BELOW:
            return False
        area = self._area(QRectF(0, 0, width, height))
        wide = min(area.width() / GRID_W, area.height() / GRID_H)
        narrow = min(area.width() / NARROW_W, area.height() / NARROW_H)
        return narrow > wide

    def min_pixels(self) -> int:
        """The smallest text it draws, in pixels (:data:`MIN_POINTS` on this screen)."""
        return min_pixels(self.logicalDpiY())

    def location_rect(self, loc: str) -> QRectF:
        return layout(self._area(), self._narrow())[1][loc]

    def _area(self, rect: QRectF | None = None) -> QRectF:
        return QRectF(self.rect() if rect is None else rect).adjusted(4, 16, -4, -4)

    def location_at(self, pos) -> str | None:
        _, boxes = layout(self._area(), self._narrow())
        point = QPointF(pos)
        return next((loc for loc in ORDER if boxes[loc].contains(point)), None)

    # ---- painting and interaction -----------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        self.paint_on(p)
        p.end()

    def paint_on(self, p: QPainter) -> None:
        """What paintEvent draws, on any painter (tests record the fonts it sets)."""
        self._boxes = paint_diagram(p, self._area(), self._sheet, dark=is_dark(self.palette()),
                                    selected=self.selected, hovered=self.hovered, items=self.show_items,
                                    min_px=self.min_pixels(), narrow=self._narrow())
        if self.hasFocus():
            p.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 1, Qt.PenStyle.DotLine))
            p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        self.focusRequested.emit()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        loc = self.location_at(event.position())
        if loc != self.hovered:
            self.hovered = loc
            self.update()
            if loc is not None:
                self.locationHovered.emit(loc)
        data = self.location(loc) if loc else None
        if data is not None:
            QToolTip.showText(event.globalPosition().toPoint(), data["text"], self)
        else:
            QToolTip.hideText()

    def leaveEvent(self, event) -> None:  # noqa: N802
        if self.hovered is not None:
            self.hovered = None
            self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        loc = self.location_at(event.position())
        if loc is not None:
            self.select_location(loc)

    def select_location(self, loc: str | None) -> None:
        if loc is not None and self.location(loc) is None:
            return
        self.selected = loc
        self._update_accessible()
        self.update()
        if loc is not None:
            self.locationSelected.emit(loc)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.focusRequested.emit()
            return
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up) and self._sheet:
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            i = ORDER.index(self.selected) if self.selected in ORDER else (-1 if step > 0 else 0)
            self.select_location(ORDER[(i + step) % len(ORDER)])
            return
        super().keyPressEvent(event)
