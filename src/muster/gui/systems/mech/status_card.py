"""One mech's card in the Mech Status dock and its larger view: the headline, the board (the damage diagram and the
heat gauge side by side, scaled to the room left), the legend, the pilot card and the details of a location."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from muster.gui.systems.mech.diagram import MechDiagram, is_dark, legend_height, min_pixels, paint_legend
from muster.gui.systems.mech.heat import HeatGauge, compact_width, gauge_size
from muster.gui.systems.mech.pilot import PilotCard
from muster.gui.widgets import named
from muster.i18n import fmt, render
from muster.services.mech_design import loc_text


class _Legend(QWidget):
    """The diagram's colours in words; wraps onto more rows in a narrow dock (its text never under 8 pt): its
    height is asked for by width (height-for-width), never set while resizing."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumWidth(120)
        self.setAccessibleName(self.tr("Legend: blue intact, yellow A armor damaged, orange S structure damaged, "
                                       "dark ✕ destroyed, pink burst critical hits"))

    def font_px(self) -> int:
        return min_pixels(self.logicalDpiY())

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return int(legend_height(max(1, width - 4), self.font_px())) + 3

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(300, self.heightForWidth(300))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(120, self.heightForWidth(300))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        self.paint_on(p)
        p.end()

    def paint_on(self, p: QPainter) -> None:
        paint_legend(p, QRectF(self.rect()).adjusted(2, 1, -2, -1), dark=is_dark(self.palette()),
                     font_px=self.font_px())


def location_html(loc: dict) -> str:
    """The detail text of one location: state, numbers, equipment (out struck through), critical chart
    (in the GM's language: context ``MechCard``)."""
    label = QCoreApplication.translate("MechSheet", loc["label"])
    head = f"<b>{escape(label)}</b>: {escape(loc['state_text'])}"
    nums = fmt(QCoreApplication.translate("MechCard", "armor %1 of %2, structure %3 of %4"),
               0 if loc["lost"] else loc["armor_left"], loc["armor"], 0 if loc["lost"] else loc["internal_left"],
               loc["internal"])
    parts = [head + " · " + nums]
    if loc["items"]:
        out = QCoreApplication.translate("MechCard", "out")
        items = [(f"<s>{escape(it['name'])}</s> ({escape(out)})" if not it["working"] else escape(it["name"]))
                 for it in loc["items"]]
        parts.append(fmt(QCoreApplication.translate("MechCard", "Equipment: %1"), ", ".join(items)))
    else:
        parts.append(QCoreApplication.translate("MechCard", "No equipment."))
    if loc["chart"]:
        rows = []
        for row in loc["chart"]:
            text = escape(row["text"])
            rows.append(f"<tr><td align='right'>{row['range']}</td><td>"
                        + (f"✱ <s>{text}</s>" if row["hit"] else text) + "</td></tr>")
        if loc["chart_of"] == loc["location"]:
            title = QCoreApplication.translate("MechCard", "Critical chart:")
        else:
            title = fmt(QCoreApplication.translate("MechCard", "Critical chart (its torso's: %1):"),
                        render(loc_text(loc["chart_of"])))
        parts.append(f"{escape(title)}<table cellspacing='0' cellpadding='1'>" + "".join(rows) + "</table>")
    return "<br>".join(parts)


class _BoardLayout(QLayout):
    """The diagram and the heat gauge side by side, both painted scaled to the height they are given.

    The gauge has its effect columns where the width leaves the doll room for them, else it is the bare tube
    (a narrow dock); the doll takes the rest. A layout placing its two widgets: nothing resizes itself."""

    DOLL_ROOM = 300  # the doll's least width beside a gauge with columns

    def __init__(self, diagram: MechDiagram, heat: HeatGauge, parent: QWidget | None = None):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(4)
        self.addWidget(diagram)
        self.addWidget(heat)
        self._diagram, self._heat = diagram, heat

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation.Horizontal | Qt.Orientation.Vertical

    def _px(self) -> int:
        return self._heat.min_pixels()

    def sizeHint(self) -> QSize:  # noqa: N802
        # as tall as its minimum: a scroll area adds up preferred heights, and the board takes any room left
        return QSize(self.DOLL_ROOM + gauge_size(self._px()).width(), self.minimumSize().height())

    def minimumSize(self) -> QSize:  # noqa: N802
        heat = self._heat.minimumSizeHint() if self._heat.isVisibleTo(self.parentWidget()) else QSize(0, 0)
        doll = self._diagram.minimumSizeHint()
        return QSize(doll.width() + heat.width() + self.spacing(), max(doll.height(), heat.height()))

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        heat_w = 0
        if self._heat.isVisibleTo(self.parentWidget()):
            full = gauge_size(self._px()).width()
            heat_w = full if rect.width() >= full + self.DOLL_ROOM else compact_width(self._px())
            self._heat.setGeometry(QRect(rect.right() - heat_w + 1, rect.y(), heat_w, rect.height()))
            heat_w += self.spacing()
        self._diagram.setGeometry(QRect(rect.x(), rect.y(), max(0, rect.width() - heat_w), rect.height()))


class MechCard(QWidget):
    """One mech: headline, then the diagram and heat gauge side by side scaled to the room left (the board);
    the legend, pilot card and location details below it (``more``; the dock shows them on request) or, in the
    larger view (``beside``), in a column to its right."""

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False, beside: bool = False):
        super().__init__(parent)
        self.setObjectName("mechCard")
        self.headline = named(QLabel(), "statusHeadline")
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-weight: bold;")
        self.diagram = MechDiagram()
        self.heat = HeatGauge()
        self.legend = _Legend()
        self.pilot = PilotCard()
        self.board = named(QWidget(), "mechBoard")
        self.board.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        _BoardLayout(self.diagram, self.heat, self.board)
        self.detail = named(QLabel(), "locationDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setFrameShape(QFrame.Shape.StyledPanel)
        self.detail.setAccessibleName(self.tr("Location details"))
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.more = named(QWidget(), "mechMore")  # legend, pilot card, location details
        more = QVBoxLayout(self.more)
        more.setContentsMargins(0, 0, 0, 0)
        for w in (self.legend, self.pilot, self.detail):
            more.addWidget(w)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.headline)
        left.addWidget(self.board, 1)
        layout: QBoxLayout
        if beside:
            layout = QHBoxLayout(self)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.addLayout(left, 1)
            self.more.setFixedWidth(300)
            more.addStretch(1)
            layout.addWidget(self.more)
        else:
            layout = QVBoxLayout(self)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.addLayout(left, 1)
            layout.addWidget(self.more)
        if compact:
            self.more.hide()
        self._sheet: dict | None = None
        self.diagram.locationHovered.connect(self.show_location)
        self.diagram.locationSelected.connect(self.show_location)

    def set_sheet(self, sheet: dict | None) -> None:
        self._sheet = sheet
        self.diagram.set_sheet(sheet)
        self.heat.set_sheet(sheet)
        self.pilot.set_sheet(sheet)
        if sheet is None:
            self.headline.setText(self.tr("No mech in this battle."))
            self.detail.setText("")
            return
        flags = []
        if sheet["destroyed"]:
            flags.append(self.tr("DESTROYED"))
        if sheet["shutdown"]:
            flags.append(self.tr("SHUT DOWN"))
        if sheet["prone"]:
            flags.append(self.tr("PRONE"))
        if sheet["pilot"]["status"] == "unconscious":
            flags.append(self.tr("PILOT UNCONSCIOUS"))
        elif sheet["pilot"]["status"] == "dead":
            flags.append(self.tr("PILOT DEAD"))
        elif sheet["pilot"]["status"] != "conscious":
            flags.append(fmt(self.tr("PILOT %1"), sheet["pilot"]["status"].upper()))
        self.headline.setText(f"{escape(sheet['name'])} · {escape(sheet['design'])} "
                              + escape(fmt(self.tr("(%1 t)"), sheet["tonnage"]))
                              + (" · " + ", ".join(flags) if flags else ""))
        self.headline.setStyleSheet("font-weight: bold;" + (" color: #D55E00;" if flags else ""))
        self.show_location(self.diagram.selected or self.diagram.hovered)

    def show_location(self, loc: str | None) -> None:
        data = self.diagram.location(loc) if loc else None
        if data is None:
            self.detail.setText(self.tr("Point at or click a location (or Tab to the diagram and use the arrow "
                                        "keys) to see its equipment and critical chart."))
            return
        self.detail.setText(location_html(data))
        self.detail.setAccessibleDescription(data["text"])


class MechFocusDialog(QDialog):
    """The larger view of one mech (a double-click on the diagram, or Enter on it): the whole card with each
    location's equipment drawn inside its box. It follows the dock: the same mech, refreshed with it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mechFocusDialog")
        self.setModal(False)
        layout = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.card = MechCard(beside=True)  # the doll as large as the window allows, the rest in a column beside
        self.card.diagram.show_items = True  # each location's equipment inside its box, names whole
        self.card.diagram.NARROW_BELOW = 0  # the full doll, rear torsos beside it
        scroll.setWidget(self.card)
        layout.addWidget(scroll)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        from muster.gui.screens import available_geometry

        room = available_geometry(parent)
        self.resize(min(1100, room.width() * 9 // 10), min(900, room.height() * 9 // 10))

    def set_sheet(self, sheet: dict | None) -> None:
        self.card.set_sheet(sheet)
        name = sheet["name"] if sheet else ""
        self.setWindowTitle(fmt(self.tr("Mech Status: %1"), name) if name else self.tr("Mech Status"))
