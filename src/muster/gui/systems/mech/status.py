"""The Mech Status dock: one tab per mech in the battle (or all side by side to compare).

Each tab shows the painted damage diagram (:mod:`.diagram`), the heat gauge (:mod:`.heat`) and the pilot and
movement card (:mod:`.pilot`); hovering or selecting a location lists its equipment and critical chart below.
The battle panel rebuilds it from the file in every ``show_battle`` (:meth:`MechStatusWidget.set_mechs`): after
every action, undo and redo, so the dock is never behind. A plain table of the locations stays underneath for
keyboard and screen-reader users.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QScrollArea,
    QSizePolicy,
    QTabBar,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from muster.gui.systems.mech.diagram import MechDiagram, legend_height, min_pixels, paint_legend
from muster.gui.systems.mech.heat import HeatGauge, compact_width, gauge_size
from muster.gui.systems.mech.pilot import PilotCard
from muster.i18n import fmt, number, render, term_noop
from muster.rules.mech.text import actuator_text, colour_text, loc_text

# the table's location names (shown with self.tr: context MechStatusWidget)
SHORT = {"head": term_noop("MechStatusWidget", "Head"),
         "center_torso": term_noop("MechStatusWidget", "Center torso"),
         "left_torso": term_noop("MechStatusWidget", "Left torso"),
         "right_torso": term_noop("MechStatusWidget", "Right torso"),
         "center_torso_rear": term_noop("MechStatusWidget", "  CT rear"),
         "left_torso_rear": term_noop("MechStatusWidget", "  LT rear"),
         "right_torso_rear": term_noop("MechStatusWidget", "  RT rear"),
         "left_arm": term_noop("MechStatusWidget", "Left arm"),
         "right_arm": term_noop("MechStatusWidget", "Right arm"),
         "left_leg": term_noop("MechStatusWidget", "Left leg"),
         "right_leg": term_noop("MechStatusWidget", "Right leg")}
COUNTED = (("engine_hits", term_noop("MechStatusWidget", "engine")),
           ("gyro_hits", term_noop("MechStatusWidget", "gyro")),
           ("sensor_hits", term_noop("MechStatusWidget", "sensors")),
           ("life_support_hits", term_noop("MechStatusWidget", "life support")))
RED, AMBER, GREY = QColor("#c62828"), QColor("#b26a00"), QColor("#888888")


class _Legend(QWidget):
    """The diagram's colours in words; wraps onto more rows in a narrow dock (its text never under 8 pt): its
    height is asked for by width (height-for-width), never set while resizing."""

    def __init__(self, parent=None):
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

    def paintEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtGui import QPainter

        p = QPainter(self)
        self.paint_on(p)
        p.end()

    def paint_on(self, p) -> None:
        from PySide6.QtCore import QRectF

        from muster.gui.systems.mech.diagram import is_dark

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

    def __init__(self, diagram: MechDiagram, heat: HeatGauge, parent=None):
        super().__init__(parent)
        self._items = []
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(4)
        self.addWidget(diagram)
        self.addWidget(heat)
        self._diagram, self._heat = diagram, heat

    def addItem(self, item) -> None:  # noqa: N802
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):  # noqa: N802
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

    def __init__(self, parent=None, *, compact: bool = False, beside: bool = False):
        super().__init__(parent)
        self.setObjectName("mechCard")
        self.headline = QLabel(objectName="statusHeadline")
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-weight: bold;")
        self.diagram = MechDiagram()
        self.heat = HeatGauge()
        self.legend = _Legend()
        self.pilot = PilotCard()
        self.board = QWidget(objectName="mechBoard")
        self.board.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        _BoardLayout(self.diagram, self.heat, self.board)
        self.detail = QLabel(objectName="locationDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setFrameShape(QFrame.Shape.StyledPanel)
        self.detail.setAccessibleName(self.tr("Location details"))
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.more = QWidget(objectName="mechMore")  # legend, pilot card, location details
        more = QVBoxLayout(self.more)
        more.setContentsMargins(0, 0, 0, 0)
        for w in (self.legend, self.pilot, self.detail):
            more.addWidget(w)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.headline)
        left.addWidget(self.board, 1)
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

    def __init__(self, parent=None):
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


class MechStatusWidget(QWidget):
    """The Mech Status dock's content during a mech battle.

    ``service``: a callable returning the window's CampaignService (read through query functions only);
    without it, give the sheets yourself (``set_mechs(views, sheets=...)``). ``views`` are
    :class:`muster.services.mech.MechView`.
    """

    def __init__(self, parent=None, *, service=None):
        super().__init__(parent)
        self.setObjectName("mechStatusWidget")
        self._service = service
        self._views: list = []
        self._sheets: dict = {}
        self._current = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        self.mechTabs = QTabBar(objectName="statusMechTabs")
        self.mechTabs.setExpanding(False)
        self.mechTabs.setDocumentMode(True)
        self.mechTabs.setUsesScrollButtons(True)
        self.compareButton = QToolButton(objectName="compareButton")
        self.compareButton.setText(self.tr("Compare"))
        self.compareButton.setCheckable(True)
        self.compareButton.setToolTip(self.tr("Show every mech's diagram and heat side by side"))
        bar.addWidget(self.mechTabs, 1)
        bar.addWidget(self.compareButton)
        outer.addLayout(bar)
        scroll = QScrollArea(objectName="statusScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        scroll.setWidget(body)
        outer.addWidget(scroll)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.card = MechCard()
        self.headline = self.card.headline
        self.diagram = self.card.diagram
        self.heatGauge = self.card.heat
        self.pilotCard = self.card.pilot
        self.compareArea = QWidget(objectName="compareArea")
        self.compareGrid = QGridLayout(self.compareArea)
        self.compareGrid.setContentsMargins(0, 0, 0, 0)
        self.compareArea.hide()
        self.compareCards: list[MechCard] = []
        self.dieLabel = QLabel(objectName="statusDie")
        self.dieLabel.setWordWrap(True)
        self.critLabel = QLabel(objectName="statusCrits")
        self.critLabel.setWordWrap(True)
        self.moreArea = QWidget(objectName="statusMore")  # with the card's legend, pilot card and details
        more = QVBoxLayout(self.moreArea)
        more.setContentsMargins(0, 0, 0, 0)
        more.addWidget(self.dieLabel)
        more.addWidget(self.critLabel)
        self.moreArea.hide()
        self.card.more.hide()
        self.moreButton = QToolButton(objectName="moreButton")
        self.moreButton.setText(self.tr("Pilot and details"))
        self.moreButton.setToolTip(self.tr("The legend, the pilot and movement card, the movement die, critical hits "
                                           "and the details of the location pointed at"))
        self.moreButton.setCheckable(True)
        self.tableButton = QToolButton(objectName="tableButton")
        self.tableButton.setText(self.tr("Locations as a table"))
        self.tableButton.setCheckable(True)
        for b in (self.moreButton, self.tableButton):
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            b.setArrowType(Qt.ArrowType.RightArrow)
            b.setAutoRaise(True)
        toggles = QHBoxLayout()
        toggles.setContentsMargins(0, 0, 0, 0)
        toggles.addWidget(self.moreButton)
        toggles.addWidget(self.tableButton)
        toggles.addStretch(1)
        self.table = QTableWidget(0, 3, objectName="statusLocations")
        self.table.setHorizontalHeaderLabels([self.tr("Location"), self.tr("Armor"), self.tr("Structure")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultSectionSize(20)
        self.table.hide()
        # the board (diagram and heat gauge) takes the room left: in the default layout everything is in sight
        layout.setSpacing(2)
        layout.addWidget(self.card, 1)
        layout.addWidget(self.compareArea, 1)
        layout.addWidget(self.moreArea)
        layout.addLayout(toggles)
        layout.addWidget(self.table)
        self.mechTabs.currentChanged.connect(self._tab_changed)
        self.compareButton.toggled.connect(self._set_compare)
        self.moreButton.toggled.connect(self._toggle_more)
        self.tableButton.toggled.connect(self._toggle_table)
        self.table.currentCellChanged.connect(self._table_row)
        self.focusDialog: MechFocusDialog | None = None
        self.diagram.focusRequested.connect(self.open_focus)

    # ---- data in -----------------------------------------------------------------------------------------
    def set_mechs(self, views, select=None, sheets: dict | None = None) -> None:
        """Show the mechs of ``views`` (``MechBattleView.mechs``), keeping the chosen one (or ``select``)."""
        keep = select if select is not None else self._current
        self._views = views
        self._sheets = dict(sheets) if sheets is not None else self._load_sheets(views)
        self.mechTabs.blockSignals(True)
        while self.mechTabs.count():
            self.mechTabs.removeTab(0)
        for v in views:
            index = self.mechTabs.addTab(v.name)
            self.mechTabs.setTabData(index, v.id)
            self.mechTabs.setTabToolTip(index, f"{v.name} — {v.design}: {render(v.status)}")
            if v.out:
                self.mechTabs.setTabTextColor(index, GREY)
        ids = [v.id for v in views]
        self._current = keep if keep in ids else (ids[0] if ids else None)
        if self._current is not None:
            self.mechTabs.setCurrentIndex(ids.index(self._current))
        self.mechTabs.blockSignals(False)
        self.compareButton.setEnabled(len(views) > 1)
        self._show_current()
        if self.compareButton.isChecked():
            self._fill_compare()

    def _load_sheets(self, views) -> dict:
        from muster.gui.systems.mech.sheetdata import build_sheet
        from muster.services import queries as q
        from muster.services.house_rules import tables_for

        svc = self._service() if self._service else None
        if svc is None or not views:
            return {}
        rules = tables_for(svc, "mech")
        out = {}
        for v in views:
            state = q.unit_state(svc, v.id)
            if state:
                try:
                    out[v.id] = build_sheet(state, rules, name=v.name, uid=v.id)
                except ValueError:
                    continue  # a broken sheet is reported by the roster; show the rest
        return out

    def select(self, unit_id) -> None:
        for i in range(self.mechTabs.count()):
            if self.mechTabs.tabData(i) == unit_id:
                self.mechTabs.setCurrentIndex(i)
                return

    def shown_unit_id(self) -> int | None:
        """The unit id of the mech shown (its tab), or None."""
        return self._current

    def _shown_view(self):
        return next((v for v in self._views if v.id == self._current), None)

    # ---- showing -----------------------------------------------------------------------------------------
    def _tab_changed(self, index: int) -> None:
        self._current = self.mechTabs.tabData(index) if index >= 0 else None
        self._show_current()

    def _show_current(self) -> None:
        v = self._shown_view()
        if v is None:
            self.card.set_sheet(None)
            self.dieLabel.setText("")
            self.critLabel.setText("")
            self.table.setRowCount(0)
            return
        self._show_view(v)

    def open_focus(self) -> MechFocusDialog:
        """The larger view of the mech shown (one window, reused and kept current)."""
        if self.focusDialog is None:
            self.focusDialog = MechFocusDialog(self.window() if self.window() is not self else None)
        view = self._shown_view()
        self.focusDialog.set_sheet(self._sheets.get(view.id) if view is not None else None)
        self.focusDialog.card.diagram.select_location(self.diagram.selected)
        self.focusDialog.show()
        self.focusDialog.raise_()
        return self.focusDialog

    def _show_view(self, v) -> None:
        sheet = self._sheets.get(v.id)
        self.card.set_sheet(sheet)
        if self.focusDialog is not None and self.focusDialog.isVisible():
            self.focusDialog.set_sheet(sheet)
        if sheet is None:
            self.headline.setText(f"{v.name} · {v.design} — {render(v.status)}")
        die = v.die
        if die:
            self.dieLabel.setText(fmt(self.tr("Movement die: %1 %2 (own attacks %3, attackers %4)"),
                                      render(colour_text(die.colour)), die.number, f"{die.own:+d}",
                                      f"{die.against:+d}"))
        else:
            self.dieLabel.setText(self.tr("Movement die: none yet this turn"))
        self._fill_table(v)
        crits = []
        for key, word in COUNTED:
            if getattr(v, key):
                crits.append(f"{self.tr(word)} ×{number(getattr(v, key))}")
        for hit in v.actuators_hit:
            loc, _, name = hit.partition(".")
            crits.append(f"{render(loc_text(loc))} {render(actuator_text(name))}")
        names = {w.id: w.name for w in v.weapons}
        names.update({a.id: a.name for a in v.ammo})
        crits += [fmt(self.tr("%1 out"), names.get(i, i)) for i in v.disabled]
        self.critLabel.setText(fmt(self.tr("Criticals: %1"), ", ".join(crits)) if crits else
                               self.tr("No critical hits."))

    def _fill_table(self, v) -> None:
        self.table.setRowCount(len(v.locations))
        for row, loc in enumerate(v.locations):
            name = QTableWidgetItem(self.tr(SHORT[loc.location]))
            name.setData(Qt.ItemDataRole.UserRole, loc.location)
            armor = QTableWidgetItem(f"{number(loc.armor_left)}/{number(loc.armor)}")
            internal = QTableWidgetItem(f"{number(loc.internal_left)}/{number(loc.internal)}")
            if loc.lost:
                armor.setText(self.tr("lost"))
                internal.setText(self.tr("lost"))
                for item in (name, armor, internal):
                    item.setForeground(QBrush(GREY))
            else:
                if loc.falling_off:
                    internal.setText(self.tr("0 — falls off"))
                if loc.armor_left < loc.armor:
                    armor.setForeground(QBrush(AMBER if loc.armor_left else RED))
                if loc.internal_left < loc.internal:
                    internal.setForeground(QBrush(RED))
            for col, item in enumerate((name, armor, internal)):
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.table.setFixedHeight(self.table.horizontalHeader().height() + 20 * len(v.locations) + 4)

    def _toggle_more(self, on: bool) -> None:
        self.card.more.setVisible(on and not self.compareButton.isChecked())
        self.moreArea.setVisible(on)
        self.moreButton.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)

    def _toggle_table(self, on: bool) -> None:
        self.table.setVisible(on)
        self.tableButton.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)

    def _table_row(self, row: int, *_):
        item = self.table.item(row, 0) if row >= 0 else None
        if item is not None:
            self.diagram.select_location(item.data(Qt.ItemDataRole.UserRole))

    # ---- compare -----------------------------------------------------------------------------------------
    def _set_compare(self, on: bool) -> None:
        self.compareArea.setVisible(on)
        self.card.setVisible(not on)
        self.card.more.setVisible(self.moreButton.isChecked() and not on)
        self.mechTabs.setEnabled(not on)
        if on:
            self._fill_compare()

    def _fill_compare(self) -> None:
        while len(self.compareCards) < len(self._views):
            card = MechCard(compact=True)
            card.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            self.compareCards.append(card)
        for card in self.compareCards:
            self.compareGrid.removeWidget(card)
            card.hide()
        columns = 2 if self.width() > 520 else 1
        for i, v in enumerate(self._views):
            card = self.compareCards[i]
            card.set_sheet(self._sheets.get(v.id))
            self.compareGrid.addWidget(card, i // columns, i % columns)
            card.show()
