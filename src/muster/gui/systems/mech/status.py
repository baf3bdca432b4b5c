"""The Mech Status dock: one tab per mech in the battle (or all side by side to compare).

Each tab shows the painted damage diagram (:mod:`.diagram`), the heat gauge (:mod:`.heat`) and the pilot and
movement card (:mod:`.pilot`); hovering or selecting a location lists its equipment and critical chart below.
The battle panel rebuilds it from the file in every ``show_battle`` (:meth:`MechStatusWidget.set_mechs`): after
every action, undo and redo, so the dock is never behind. A plain table of the locations stays underneath for
keyboard and screen-reader users.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTabBar,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from muster.gui.systems.mech.status_card import MechCard, MechFocusDialog, _Legend, location_html
from muster.gui.widgets import named
from muster.i18n import fmt, number, render, term_noop
from muster.services.mech_design import actuator_text, colour_text, loc_text

if TYPE_CHECKING:
    from muster.services.core import CampaignService
    from muster.services.mech import MechView

__all__ = ["MechStatusWidget", "MechCard", "MechFocusDialog", "_Legend", "location_html"]

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


class MechStatusWidget(QWidget):
    """The Mech Status dock's content during a mech battle.

    ``service``: a callable returning the window's CampaignService (read through query functions only);
    without it, give the sheets yourself (``set_mechs(views, sheets=...)``). ``views`` are
    :class:`muster.services.mech.MechView`.
    """

    def __init__(self, parent: QWidget | None = None, *,
                 service: Callable[[], CampaignService | None] | None = None):
        super().__init__(parent)
        self.setObjectName("mechStatusWidget")
        self._service = service
        self._views: Sequence[MechView] = ()
        self._sheets: dict[int | None, dict] = {}
        self._current: int | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self._tab_bar())
        scroll = QScrollArea()
        scroll.setObjectName("statusScroll")
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
        self.compareArea = named(QWidget(), "compareArea")
        self.compareGrid = QGridLayout(self.compareArea)
        self.compareGrid.setContentsMargins(0, 0, 0, 0)
        self.compareArea.hide()
        self.compareCards: list[MechCard] = []
        self._more_area()
        toggles = self._toggles()
        self.table = self._locations_table()
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

    def _tab_bar(self) -> QHBoxLayout:
        """A tab per mech, and Compare (every mech side by side)."""
        bar = QHBoxLayout()
        self.mechTabs = QTabBar()
        self.mechTabs.setObjectName("statusMechTabs")
        self.mechTabs.setExpanding(False)
        self.mechTabs.setDocumentMode(True)
        self.mechTabs.setUsesScrollButtons(True)
        self.compareButton = QToolButton()
        self.compareButton.setObjectName("compareButton")
        self.compareButton.setText(self.tr("Compare"))
        self.compareButton.setCheckable(True)
        self.compareButton.setToolTip(self.tr("Show every mech's diagram and heat side by side"))
        bar.addWidget(self.mechTabs, 1)
        bar.addWidget(self.compareButton)
        return bar

    def _more_area(self) -> None:
        """The movement die and the critical hits, shown with the card's legend, pilot card and details."""
        self.dieLabel = named(QLabel(), "statusDie")
        self.dieLabel.setWordWrap(True)
        self.critLabel = named(QLabel(), "statusCrits")
        self.critLabel.setWordWrap(True)
        self.moreArea = named(QWidget(), "statusMore")
        more = QVBoxLayout(self.moreArea)
        more.setContentsMargins(0, 0, 0, 0)
        more.addWidget(self.dieLabel)
        more.addWidget(self.critLabel)
        self.moreArea.hide()
        self.card.more.hide()

    def _toggles(self) -> QHBoxLayout:
        """The buttons that show the details and the table of locations."""
        self.moreButton = QToolButton()
        self.moreButton.setObjectName("moreButton")
        self.moreButton.setText(self.tr("Pilot and details"))
        self.moreButton.setToolTip(self.tr("The legend, the pilot and movement card, the movement die, critical hits "
                                           "and the details of the location pointed at"))
        self.moreButton.setCheckable(True)
        self.tableButton = QToolButton()
        self.tableButton.setObjectName("tableButton")
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
        return toggles

    def _locations_table(self) -> QTableWidget:
        """The plain table of the locations, for keyboard and screen-reader users (hidden until asked for)."""
        table = QTableWidget(0, 3)
        table.setObjectName("statusLocations")
        table.setHorizontalHeaderLabels([self.tr("Location"), self.tr("Armor"), self.tr("Structure")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setDefaultSectionSize(20)
        table.hide()
        return table

    # ---- data in -----------------------------------------------------------------------------------------
    def set_mechs(self, views: Sequence[MechView], select: int | None = None,
                  sheets: Mapping[int | None, dict] | None = None) -> None:
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

    def _load_sheets(self, views: Sequence[MechView]) -> dict[int | None, dict]:
        from muster.gui.systems.mech.sheetdata import build_sheet
        from muster.services import queries as q
        from muster.services.systems import campaign_tables

        svc = self._service() if self._service else None
        if svc is None or not views:
            return {}
        rules = campaign_tables(svc, "mech")  # the campaign's house rules: its heat scale, engine heat...
        out: dict[int | None, dict] = {}
        for v in views:
            state = q.unit_state(svc, v.id) if v.id is not None else None
            if state:
                try:
                    out[v.id] = build_sheet(state, rules, name=v.name, uid=v.id)
                except ValueError:
                    continue  # a broken sheet is reported by the roster; show the rest
        return out

    def select(self, unit_id: int | None) -> None:
        for i in range(self.mechTabs.count()):
            if self.mechTabs.tabData(i) == unit_id:
                self.mechTabs.setCurrentIndex(i)
                return

    def shown_unit_id(self) -> int | None:
        """The unit id of the mech shown (its tab), or None."""
        return self._current

    def _shown_view(self) -> MechView | None:
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

    def _show_view(self, v: MechView) -> None:
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

    def _fill_table(self, v: MechView) -> None:
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

    def _table_row(self, row: int, *_: int) -> None:
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
