"""The pilot and movement card: gunnery, piloting, the six consciousness boxes and the pilot's state, the
movement die drawn as a die of its colour showing its number, ammo per bin, prone and shutdown badges."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from muster.gui.systems.mech.diagram import is_dark, min_pixels
from muster.i18n import fmt, number, render, term
from muster.services.mech_design import loc_text

DIE_COLOURS = {"white": (QColor("#ffffff"), QColor("#111111")), "black": (QColor("#111111"), QColor("#ffffff")),
               "red": (QColor("#C62828"), QColor("#ffffff"))}
PIPS = {1: [(0.5, 0.5)], 2: [(0.25, 0.25), (0.75, 0.75)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
        4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
        5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
        6: [(0.25, 0.2), (0.75, 0.2), (0.25, 0.5), (0.75, 0.5), (0.25, 0.8), (0.75, 0.8)]}
STATUS_COLOURS = {"conscious": QColor("#009E73"), "unconscious": QColor("#E69F00"), "dead": QColor("#D55E00")}
CONSCIOUSNESS = (4, 7, 10, 13, 16)  # the bundled track: an older sheet without its own (``consciousness``)
FATAL_HIT = 6


def _track(sheet: dict) -> tuple[tuple[int, ...], int]:
    """The rolls needed after each head hit and the hit that kills, as the sheet's (the campaign's) rules say."""
    track = sheet.get("consciousness")
    if not track:
        return CONSCIOUSNESS, FATAL_HIT
    return tuple(track["needed"]), int(track["fatal_hit"])


def _status_word(status: str) -> str:
    """The pilot's state in words (the card's badge, upper case)."""
    return {"conscious": QCoreApplication.translate("MechSheet", "conscious"),
            "unconscious": QCoreApplication.translate("MechSheet", "unconscious"),
            "dead": QCoreApplication.translate("MechSheet", "dead")}.get(status, status)


def _colour(colour: str) -> str:
    """A movement die's colour (a rules term of the data)."""
    return render(term("Rules", colour))


def paint_die(p: QPainter, box: QRectF, colour: str, number: int | None) -> None:
    face, pip = DIE_COLOURS.get(colour, (QColor("#dddddd"), QColor("#111111")))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QPen(QColor("#111111") if colour != "black" else QColor("#888888"), 1.5))
    p.setBrush(face)
    p.drawRoundedRect(box, box.width() * 0.18, box.width() * 0.18)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pip)
    r = box.width() * 0.09
    for fx, fy in PIPS.get(number or 0, []):
        p.drawEllipse(QPointF(box.x() + fx * box.width(), box.y() + fy * box.height()), r, r)
    if not number:
        p.setPen(pip)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, "?")
    p.restore()


@dataclass(frozen=True)
class _Card:
    """One painting of the card: the painter, its fonts and the rectangle it is given."""

    p: QPainter
    rect: QRectF
    font: QFont
    bold: QFont
    tiny: QFont
    ink: QColor
    blank: bool

    @property
    def line(self) -> float:
        return QFontMetricsF(self.font).height()


def paint_pilot(p: QPainter, rect: QRectF, sheet: dict | None, *, dark: bool = False, min_px: int = 0) -> float:
    """Paint the card into ``rect``; returns the height used. ``min_px``: no text smaller than this."""
    ink = QColor("#f0f0f0") if dark else QColor("#111111")
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    font = QFont()
    font.setPixelSize(max(min_px, 12 if rect.width() < 400 else 15))
    bold = QFont(font)
    bold.setBold(True)
    tiny = QFont(font)
    tiny.setPixelSize(max(7, min_px, int(font.pixelSize() * 0.8)))
    if sheet is None:
        p.restore()
        return 0.0
    card = _Card(p, rect, font, bold, tiny, ink, bool(sheet.get("blank")))
    y = _paint_pilot_line(card, sheet["pilot"], _track(sheet), rect.y())
    y = _paint_die(card, sheet, y)
    y = _paint_flags(card, sheet, y)
    y = _paint_ammo(card, sheet["ammo"], y)
    p.restore()
    return y - rect.y()


def _paint_pilot_line(card: _Card, pilot: dict, track: tuple[tuple[int, ...], int], y: float) -> float:
    """The pilot's name and skills, the consciousness boxes (six by the book; a hit crosses one; under each the roll
    needed to stay awake, under the last "dead") and the pilot's state as a badge; the y under them."""
    p, rect, line, ink = card.p, card.rect, card.line, card.ink
    x = rect.x()
    p.setFont(card.bold)
    p.setPen(ink)
    p.drawText(QRectF(x, y, rect.width(), line), Qt.AlignmentFlag.AlignLeft,
               fmt(QCoreApplication.translate("MechSheet", "%1   Gunnery %2   Piloting %3"), pilot["name"],
                   f"{pilot['gunnery']:+d}", f"{pilot['piloting']:+d}"))
    y += line * 1.3
    needed, boxes = track
    size = min(line * 1.8, (rect.width() - 70) / round(boxes * 1.1, 6))
    for i in range(boxes):
        box = QRectF(x + i * size * 1.1, y, size, size)
        hit = not card.blank and i < pilot["head_hits"]
        p.setPen(QPen(ink, 1.2))
        p.setBrush(QColor("#D55E00") if hit else Qt.BrushStyle.NoBrush)
        p.drawRect(box)
        if hit:
            p.setPen(QPen(QColor("#ffffff"), 2))
            p.drawLine(box.topLeft() + QPointF(3, 3), box.bottomRight() - QPointF(3, 3))
            p.drawLine(box.topRight() + QPointF(-3, 3), box.bottomLeft() + QPointF(3, -3))
        p.setPen(ink)
        p.setFont(card.tiny)
        p.drawText(QRectF(box.x() - 4, box.bottom(), box.width() + 8, line), Qt.AlignmentFlag.AlignHCenter,
                   number(needed[i]) + "+" if i < len(needed) and i < boxes - 1
                   else QCoreApplication.translate("MechSheet", "dead"))
    status = "conscious" if card.blank else pilot["status"]
    sx = x + boxes * size * 1.1 + 4
    p.setFont(card.bold)
    badge = QRectF(sx, y, rect.right() - sx, size)
    widest = QFontMetricsF(card.bold).horizontalAdvance(_status_word("unconscious").upper())
    if badge.width() < widest + 8:  # no room beside: below
        y += size + line * 1.1
        badge = QRectF(x, y, min(rect.width(), widest + 16), line * 1.4)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(STATUS_COLOURS[status])
    p.drawRoundedRect(badge, 4, 4)
    p.setPen(QColor("#111111") if status != "dead" else QColor("#ffffff"))
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, _status_word(status).upper())
    return y + size + line * 1.3


def _paint_die(card: _Card, sheet: dict, y: float) -> float:
    """The movement die of this turn and what it does, or an empty die and the mech's movement points."""
    p, rect, ink = card.p, card.rect, card.ink
    x = rect.x()
    die = sheet.get("die")
    dsize = card.line * 2.2
    p.setFont(card.font)
    if die and not card.blank:
        paint_die(p, QRectF(x, y, dsize, dsize), die["colour"], die["number"])
        p.setPen(ink)
        p.drawText(QRectF(x + dsize + 8, y, rect.width() - dsize - 8, dsize),
                   Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                   fmt(QCoreApplication.translate("MechSheet", "%1 %2: own attacks %3, attackers %4"),
                       _colour(die["colour"]), die["number"] if die["number"] else "—", f"{die['own']:+d}",
                       f"{die['against']:+d}"))
    else:
        p.setPen(QPen(ink, 1, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(x, y, dsize, dsize), 4, 4)
        p.setPen(ink)
        walk, run, jump = sheet["walk_run_jump"]
        p.drawText(QRectF(x + dsize + 8, y, rect.width() - dsize - 8, dsize),
                   Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                   fmt(QCoreApplication.translate("MechSheet", "No movement die yet · walk %1, run %2, jump %3"),
                       walk, run, jump))
    return y + dsize + 6


def _paint_flags(card: _Card, sheet: dict, y: float) -> float:
    """Badges for a destroyed, shut down or prone mech; the y under them."""
    p, line = card.p, card.line
    flags = []
    if not card.blank:
        if sheet["destroyed"]:
            flags.append((QCoreApplication.translate("MechSheet", "DESTROYED"), QColor("#303030"), QColor("#ffffff")))
        if sheet["shutdown"]:
            flags.append((QCoreApplication.translate("MechSheet", "SHUT DOWN"), QColor("#D55E00"), QColor("#ffffff")))
        if sheet["prone"]:
            flags.append((QCoreApplication.translate("MechSheet", "PRONE"), QColor("#F0E442"), QColor("#111111")))
    p.setFont(card.bold)
    fx = card.rect.x()
    for text, bg, fg in flags:
        w = QFontMetricsF(card.bold).horizontalAdvance(text) + 14
        r = QRectF(fx, y, w, line * 1.4)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(bg)
        p.drawRoundedRect(r, 4, 4)
        p.setPen(fg)
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        fx += w + 6
    return y + line * 1.4 + 6 if flags else y


def _paint_ammo(card: _Card, ammo: list[dict], y: float) -> float:
    """A bar per ammo bin, shots left of shots (struck through when the bin is out); the y under them."""
    p, rect, line, ink, blank = card.p, card.rect, card.line, card.ink, card.blank
    x = rect.x()
    fm = QFontMetricsF(card.font)
    p.setFont(card.font)
    for a in ammo:
        left = a["shots"] if blank else a["left"]
        label = fmt("%1 (%2)", a["name"], render(loc_text(a["location"])))
        p.setPen(ink)
        p.drawText(QRectF(x, y, rect.width() * 0.55, line), Qt.AlignmentFlag.AlignLeft,
                   fm.elidedText(label, Qt.TextElideMode.ElideRight, rect.width() * 0.55))
        bar = QRectF(x + rect.width() * 0.57, y + 2, rect.width() * 0.28, line - 4)
        p.setPen(QPen(ink, 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(bar)
        if a["shots"]:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#0072B2") if a["working"] or blank else QColor("#888888"))
            p.drawRect(QRectF(bar.x(), bar.y(), bar.width() * left / a["shots"], bar.height()))
        p.setPen(ink)
        p.drawText(QRectF(bar.right() + 4, y, rect.right() - bar.right() - 4, line), Qt.AlignmentFlag.AlignLeft,
                   f"{number(left)}/{number(a['shots'])}" + ("" if a["working"] or blank else " ✕"))
        if not a["working"] and not blank:
            p.setPen(QPen(ink, 1.2))
            p.drawLine(QPointF(x, y + line / 2), QPointF(x + min(fm.horizontalAdvance(label), rect.width() * 0.55),
                                                         y + line / 2))
        y += line + 2
    return y


class PilotCard(QWidget):
    """Painted to its width; its height is what that painting needs at that width (height-for-width), so the
    layout asks for it and nothing changes a size while painting or resizing."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("pilotCard")
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._sheet: dict | None = None
        self._heights: dict[int, int] = {}
        self.setAccessibleName(self.tr("Pilot and movement"))

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        if self._sheet is None:
            return 0
        if width not in self._heights:
            from PySide6.QtGui import QPicture

            picture = QPicture()
            painter = QPainter(picture)
            used = paint_pilot(painter, QRectF(4, 4, max(1, width - 8), 4000), self._sheet,
                               min_px=min_pixels(self.logicalDpiY()))
            painter.end()
            self._heights[width] = int(used + 10)
        return self._heights[width]

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(300, self.heightForWidth(300))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(160, self.heightForWidth(300))

    def changeEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import QEvent

        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):  # View ▸ Zoom
            self._heights.clear()  # measured again when the layout next asks (Qt asks after a font change)
        super().changeEvent(event)

    def set_sheet(self, sheet: dict | None) -> None:
        self._sheet = sheet
        self._heights.clear()
        if sheet is None:
            self.setAccessibleDescription("")
        else:
            p = sheet["pilot"]
            die = sheet.get("die")
            moving = (fmt(self.tr("Movement die %1 %2."), _colour(die["colour"]), die["number"]) if die
                      else self.tr("No movement die yet."))
            boxes = _track(sheet)[1]
            if boxes == FATAL_HIT:
                text = fmt(self.tr("Pilot %1, gunnery %2, piloting %3, %4, %5 of 6 consciousness boxes hit. %6"),
                           p["name"], f"{p['gunnery']:+d}", f"{p['piloting']:+d}", _status_word(p["status"]),
                           p["head_hits"], moving)
            else:
                text = fmt(self.tr("Pilot %1, gunnery %2, piloting %3, %4, %5 of %7 consciousness boxes hit. %6"),
                           p["name"], f"{p['gunnery']:+d}", f"{p['piloting']:+d}", _status_word(p["status"]),
                           p["head_hits"], moving, boxes)
            self.setAccessibleDescription(text)
            self.setToolTip(text)
        self.updateGeometry()
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        self.paint_on(p)
        p.end()

    def paint_on(self, p: QPainter) -> float:
        return paint_pilot(p, QRectF(self.rect()).adjusted(4, 4, -4, -4), self._sheet, dark=is_dark(self.palette()),
                           min_px=min_pixels(self.logicalDpiY()))
