"""The four docks: Army Roster, Turn Tracker, Unit Status (filled by each system) and Combat Log."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QTableView,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from muster.gui.models.initiative import InitiativeModel
from muster.gui.models.log import LogModel
from muster.gui.models.roster import RosterModel
from muster.gui.widgets import named
from muster.i18n import number, render, term
from muster.services import queries as q


class RosterDock(QDockWidget):
    """Sides, forces and units; a search box, a context menu (``menu_requested``)."""

    menu_requested = Signal(object)  # the global position of a right click

    def __init__(self, model: RosterModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Army Roster"))
        self.setObjectName("rosterDock")
        self.model = model
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        self.searchEdit = named(QLineEdit(), "rosterSearch")
        self.searchEdit.setPlaceholderText(self.tr("Find a unit…"))
        self.searchEdit.setClearButtonEnabled(True)
        self.searchEdit.setAccessibleName(self.tr("Find a unit in the roster"))
        self.view = QTreeView()
        self.view.setObjectName("rosterView")
        self.view.setModel(model)
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header = self.view.header()
        # Name | Status | Rules: the status next to the name, never cut (its column fits its longest text, the
        # view scrolls sideways when the dock is narrow). Fitted a moment after the rows change, not inside the
        # GM's action: ResizeToContents would measure hundreds of rows at every dataChanged.
        header.moveSection(2, 1)
        header.setStretchLastSection(False)
        for column in (0, 1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setResizeContentsPrecision(200)
        header.resizeSection(0, 150)
        self._fit_later = QTimer(self, singleShot=True, interval=300)
        self._fit_later.timeout.connect(self.fit_columns)
        for changed in (model.modelReset, model.rowsInserted, model.dataChanged):
            changed.connect(lambda *_: self._fit_later.start())
        self.view.setAccessibleName(self.tr("Army roster: sides, forces and units"))
        model.rowsInserted.connect(lambda parent, *_: self.view.expand(parent) if parent.isValid() else None)
        layout.addWidget(self.searchEdit)
        layout.addWidget(self.view)
        self.setWidget(body)
        self._debounce = QTimer(self, singleShot=True, interval=150)
        self._debounce.timeout.connect(self.apply_search)
        self.searchEdit.textChanged.connect(self._debounce.start)
        for signal in (model.modelReset, model.rowsInserted):
            signal.connect(lambda *_: self._debounce.start() if self.searchEdit.text() else None)
        self.view.customContextMenuRequested.connect(
            lambda pos: self.menu_requested.emit(self.view.viewport().mapToGlobal(pos)))

    def fit_columns(self) -> None:
        """Status and Rules as wide as their longest text (among the first rows Qt measures)."""
        for column in (1, 2):
            self.view.resizeColumnToContents(column)

    def selected_node(self) -> tuple[int, int] | None:
        """The roster row under the cursor as (depth, id), or None."""
        index = self.view.currentIndex()
        return self.model.node(index) if index.isValid() else None

    def apply_search(self) -> None:
        """Show only the units whose name holds the search text (and their force and side)."""
        text = self.searchEdit.text().strip().casefold()
        model, view = self.model, self.view
        for side_row in range(model.rowCount()):
            side = model.index(side_row, 0)
            side_shown = False
            for force_row in range(model.rowCount(side)):
                force = model.index(force_row, 0, side)
                force_shown = False
                for unit_row in range(model.rowCount(force)):
                    name = str(model.index(unit_row, 0, force).data() or "")
                    shown = not text or text in name.casefold()
                    view.setRowHidden(unit_row, force, not shown)
                    force_shown = force_shown or shown
                force_shown = force_shown or not text or text in str(force.data() or "").casefold()
                view.setRowHidden(force_row, side, not force_shown)
                if text and force_shown:
                    view.expand(force)
                side_shown = side_shown or force_shown
            view.setRowHidden(side_row, QModelIndex(), not (side_shown or not text))
            if text and side_shown:
                view.expand(side)


class TurnTrackerDock(QDockWidget):
    battle_selected = Signal(object)  # battle id or None

    def __init__(self, roster: RosterModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Turn Tracker"))
        self.setObjectName("turnTrackerDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(4)
        self.battleCombo = named(QComboBox(), "battleCombo")
        self.battleCombo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.battleCombo.setMinimumContentsLength(12)
        self.battleCombo.setAccessibleName(self.tr("Current battle"))
        self.roundLabel = named(QLabel(), "roundLabel")
        self.roundLabel.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.phaseLabel = named(QLabel(), "phaseLabel")
        self.phaseLabel.setWordWrap(True)
        self.phaseLabel.setStyleSheet("font-size: 11pt;")
        self.phaseLabel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.initiative = InitiativeModel(roster, self)
        self.initiativeView = named(QListView(), "initiativeView")
        self.initiativeView.setModel(self.initiative)
        self.initiativeView.setAccessibleName(self.tr("Initiative order"))
        self.initiativeView.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.initiativeView.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QHBoxLayout()
        self.previousButton = named(QPushButton(self.tr("◀ Previous phase")), "previousButton")
        self.nextButton = named(QPushButton(self.tr("Next phase ▶")), "nextButton")
        buttons.addWidget(self.previousButton)
        buttons.addWidget(self.nextButton)
        rewind = QHBoxLayout()
        self.rewindSpin = named(QSpinBox(), "rewindSpin")
        self.rewindSpin.setMinimum(1)
        self.rewindButton = named(QPushButton(self.tr("Rewind to start of round")), "rewindButton")
        rewind.addWidget(self.rewindButton)
        rewind.addWidget(self.rewindSpin)
        self.initiativeView.setMinimumHeight(4 * 18 + 6)  # four units at the least, never a sliver
        choose = QHBoxLayout()
        choose.addWidget(QLabel(self.tr("Battle:")))
        choose.addWidget(self.battleCombo, 1)
        layout.addLayout(choose)
        for widget in (self.roundLabel, self.phaseLabel, QLabel(self.tr("Initiative order:"))):
            layout.addWidget(widget)
        layout.addWidget(self.initiativeView, 1)
        layout.addLayout(buttons)
        layout.addLayout(rewind)
        self.setWidget(body)
        self.battleCombo.currentIndexChanged.connect(lambda _: self.battle_selected.emit(self.battle_id()))
        self.show_battle(None)

    def battle_id(self) -> int | None:
        """The battle chosen in the combo (None when there is none)."""
        data = self.battleCombo.currentData()
        return int(data) if data is not None else None

    def set_battles(self, battles: list[q.BattleRow], select: int | None = None) -> None:
        current = select if select is not None else self.battle_id()
        self.battleCombo.blockSignals(True)
        self.battleCombo.clear()
        from muster.systems import short_label

        for b in battles:  # each battle with its rules, so the GM knows which panel it opens
            self.battleCombo.addItem(f"{b.name} ({render(term('Rules', short_label(b.system)))})", b.id)
        index = self.battleCombo.findData(current) if current is not None else -1
        self.battleCombo.setCurrentIndex(index if index >= 0 else self.battleCombo.count() - 1)
        self.battleCombo.blockSignals(False)
        self.battle_selected.emit(self.battle_id())

    def show_battle(self, battle: q.BattleRow | None, info: dict[str, Any] | None = None) -> None:
        """``info``: the battle's rules' ``round_name`` and ``phases`` (``CampaignService.system_info``)."""
        for widget in (self.previousButton, self.nextButton, self.rewindButton, self.rewindSpin):
            widget.setEnabled(battle is not None)
        if battle is None:
            self.roundLabel.setText(self.tr("No battle yet"))
            self.phaseLabel.setText(self.tr("Start one with Battle ▸ New Battle (Ctrl+B)."))
            self.initiative.set_order([], 0)
            return
        # the round's and the phases' names come from the rules' registry, in English: shown in the GM's language
        round_name = render(term("Rules", (info or {}).get("round_name", "Round")))
        self.roundLabel.setText(f"{round_name} {number(battle.round)}")
        phases = [html.escape(render(term("Rules", p))) for p in (info or {}).get("phases", [])]
        steps = [f"<b>▶ {p}</b>" if i == battle.phase else p for i, p in enumerate(phases)]
        self.phaseLabel.setText(" · ".join(steps))
        self._fit_phase_line()
        self.previousButton.setEnabled(battle.round > 1 or battle.phase > 0)
        self.rewindSpin.setMaximum(battle.round)
        self.rewindSpin.setValue(battle.round)  # the round the battle is in: rewinding to its start undoes least
        self.initiative.set_order(list(battle.initiative), battle.active)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        self._fit_phase_line()

    def _fit_phase_line(self) -> None:
        """A wrapped label in a dock is laid out for its first width: give it the height its text needs now."""
        label = self.phaseLabel
        width = label.width() if label.width() > 50 else max(200, self.width() - 16)
        label.setMinimumHeight(label.heightForWidth(width))


class SystemStatusDock(QDockWidget):
    """The status of the current battle's units, filled by its system's panel (the mech paper doll...)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Unit Status"))
        self.setObjectName("statusDock")
        label = QLabel(self.tr("Nothing to show for this battle.\n\nDamage diagrams, heat gauges and pilot "
                               "status appear here during a mech battle."))
        label.setObjectName("statusPlaceholder")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        label.setStyleSheet("color: palette(mid); padding: 12px;")
        self.placeholder = label
        self.stack = named(QStackedWidget(), "statusStack")
        self.stack.addWidget(label)
        self.setWidget(self.stack)

    def set_content(self, widget: QWidget | None, title: str = "") -> None:
        """Show ``widget`` (owned by a battle panel) under ``title``, or the placeholder for ``None``."""
        widget = widget or self.placeholder
        if self.stack.indexOf(widget) < 0:
            self.stack.addWidget(widget)
        self.stack.setCurrentWidget(widget)
        shown = title and widget is not self.placeholder
        self.setWindowTitle(render(term("Rules", title)) if shown else self.tr("Unit Status"))

    def content(self) -> QWidget | None:
        """The panel's status widget now shown, or None."""
        widget = self.stack.currentWidget()
        return None if widget is self.placeholder else widget


class CombatLogDock(QDockWidget):
    export_requested = Signal(str)  # "csv" or "md": the GM's full log; "csv:players" or "md:players": the players'

    def __init__(self, model: LogModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Combat Log"))
        self.setObjectName("combatLogDock")
        self.model = model
        body = QWidget()
        layout = QVBoxLayout(body)
        side = layout.contentsMargins().left()
        layout.setContentsMargins(side, 2, side, 2)  # height goes to rows: a laptop's layout gives the log ~1/5 of it
        layout.setSpacing(2)
        bar = QHBoxLayout()
        self.battleFilter = named(QComboBox(), "logBattleFilter")
        self.unitFilter = named(QComboBox(), "logUnitFilter")
        self.textFilter = named(QLineEdit(), "logTextFilter")
        self.textFilter.setPlaceholderText(self.tr("Filter text…"))
        self.textFilter.setClearButtonEnabled(True)
        self.csvButton = named(QPushButton(self.tr("Export CSV…")), "exportCsvButton")
        self.mdButton = named(QPushButton(self.tr("Export Markdown…")), "exportMdButton")
        for widget in (self.battleFilter, self.unitFilter, self.textFilter):
            bar.addWidget(widget, 1)
        bar.addWidget(self.csvButton)
        bar.addWidget(self.mdButton)
        self.view = named(QTableView(), "logView")
        self.view.setModel(model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(22)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(True)
        for column, width in enumerate((70, 110, 50, 100, 110, 110, 380)):
            self.view.setColumnWidth(column, width)
        self.view.setWordWrap(False)
        self.view.setAccessibleName(self.tr("Combat log"))
        layout.addLayout(bar)
        layout.addWidget(self.view)
        self.setWidget(body)
        self._debounce = QTimer(self, singleShot=True, interval=200)
        self._debounce.timeout.connect(self.apply_filter)
        self.textFilter.textChanged.connect(self._debounce.start)
        self.battleFilter.currentIndexChanged.connect(self.apply_filter)
        self.unitFilter.currentIndexChanged.connect(self.apply_filter)
        self.csvFullAction, self.csvPlayersAction = self._export_menu(self.csvButton, "csv")
        self.mdFullAction, self.mdPlayersAction = self._export_menu(self.mdButton, "md")
        model.rowsInserted.connect(self._follow)

    def _export_menu(self, button: QPushButton, kind: str) -> tuple[QAction, QAction]:
        """An export button's menu: the GM's full log, or the log for the players (hidden units left out)."""
        menu = QMenu(button)
        menu.setObjectName(f"{button.objectName()}Menu")
        full = menu.addAction(self.tr("Full Log (GM)…"))
        full.setObjectName(f"export{kind.title()}FullAction")
        full.setStatusTip(self.tr("Every row of the log as it stands filtered, as the GM sees it"))
        full.triggered.connect(lambda: self.export_requested.emit(kind))
        players = menu.addAction(self.tr("For the Players…"))
        players.setObjectName(f"export{kind.title()}PlayersAction")
        players.setStatusTip(self.tr("Leaves out the units hidden from the players, every row naming them and the "
                                     "GM's own bookkeeping"))
        players.triggered.connect(lambda: self.export_requested.emit(f"{kind}:players"))
        button.setMenu(menu)
        return full, players

    def set_choices(self, battles: list[q.BattleRow], units: list[q.UnitRow]) -> None:
        for combo, everything, rows in ((self.battleFilter, self.tr("All battles"), battles),
                                        (self.unitFilter, self.tr("All units"), units)):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(everything, None)
            for row in rows:
                combo.addItem(row.name, row.id)
            combo.setCurrentIndex(max(0, combo.findData(current)) if current is not None else 0)
            combo.blockSignals(False)

    def current_filter(self) -> q.LogFilter:
        return q.LogFilter(self.battleFilter.currentData(), self.unitFilter.currentData(),
                           self.textFilter.text().strip())

    def apply_filter(self) -> None:
        flt = self.current_filter()
        if flt != self.model.filter:
            self.model.set_filter(flt)
            self.view.scrollToBottom()

    def height_for_rows(self, rows: int) -> int:
        """The dock's height that shows ``rows`` log rows under its title, filter bar and column headers."""
        layout = self.widget().layout()
        assert layout is not None  # the body's QVBoxLayout, made in __init__
        margins = layout.contentsMargins()
        title = self.style().pixelMetric(self.style().PixelMetric.PM_TitleBarHeight, None, self) + 6
        return (title + margins.top() + margins.bottom() + layout.spacing()
                + max(w.sizeHint().height() for w in (self.battleFilter, self.textFilter, self.csvButton))
                + self.view.horizontalHeader().sizeHint().height() + 2 * self.view.frameWidth()
                + rows * self.view.verticalHeader().defaultSectionSize())

    def _follow(self, parent: QModelIndex | QPersistentModelIndex, first: int, last: int) -> None:
        if last == self.model.rowCount() - 1:  # scrolled once the insertion is over, never from inside its signal
            QTimer.singleShot(0, self.view, self.view.scrollToBottom)
