"""The four docks: Army Roster, Turn Tracker, Unit Status (filled by each system) and Combat Log."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
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
from muster.services import queries as q


class RosterDock(QDockWidget):
    def __init__(self, model: RosterModel, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Army Roster"))
        self.setObjectName("rosterDock")
        self.view = QTreeView()
        self.view.setObjectName("rosterView")
        self.view.setModel(model)
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        header = self.view.header()
        # fixed widths (resize-to-contents would measure every row on every change); status gets the rest
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(0, 170)
        header.resizeSection(1, 62)
        self.view.setAccessibleName(self.tr("Army roster: sides, forces and units"))
        model.rowsInserted.connect(lambda parent, *_: self.view.expand(parent) if parent.isValid() else None)
        self.setWidget(self.view)

    def selected_node(self):
        index = self.view.currentIndex()
        return self.view.model().node(index) if index.isValid() else None


class TurnTrackerDock(QDockWidget):
    battle_selected = Signal(object)  # battle id or None

    def __init__(self, roster: RosterModel, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Turn Tracker"))
        self.setObjectName("turnTrackerDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        self.battleCombo = QComboBox(objectName="battleCombo")
        self.battleCombo.setAccessibleName(self.tr("Current battle"))
        self.roundLabel = QLabel(objectName="roundLabel")
        self.roundLabel.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.phaseLabel = QLabel(objectName="phaseLabel")
        self.phaseLabel.setWordWrap(True)
        self.phaseLabel.setStyleSheet("font-size: 12pt;")
        self.initiative = InitiativeModel(roster, self)
        self.initiativeView = QListView(objectName="initiativeView")
        self.initiativeView.setModel(self.initiative)
        self.initiativeView.setAccessibleName(self.tr("Initiative order"))
        self.initiativeView.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.initiativeView.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QHBoxLayout()
        self.previousButton = QPushButton(self.tr("◀ Previous phase"), objectName="previousButton")
        self.nextButton = QPushButton(self.tr("Next phase ▶"), objectName="nextButton")
        buttons.addWidget(self.previousButton)
        buttons.addWidget(self.nextButton)
        rewind = QHBoxLayout()
        self.rewindSpin = QSpinBox(objectName="rewindSpin")
        self.rewindSpin.setMinimum(1)
        self.rewindButton = QPushButton(self.tr("Rewind to start of round"), objectName="rewindButton")
        rewind.addWidget(self.rewindButton)
        rewind.addWidget(self.rewindSpin)
        for widget in (QLabel(self.tr("Battle:")), self.battleCombo, self.roundLabel, self.phaseLabel,
                       QLabel(self.tr("Initiative order:")), self.initiativeView):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        layout.addLayout(rewind)
        self.setWidget(body)
        self.battleCombo.currentIndexChanged.connect(lambda _: self.battle_selected.emit(self.battle_id()))
        self.show_battle(None)

    def battle_id(self):
        return self.battleCombo.currentData()

    def set_battles(self, battles: list[q.BattleRow], select: int | None = None) -> None:
        current = select if select is not None else self.battle_id()
        self.battleCombo.blockSignals(True)
        self.battleCombo.clear()
        for b in battles:
            self.battleCombo.addItem(b.name, b.id)
        index = self.battleCombo.findData(current) if current is not None else -1
        self.battleCombo.setCurrentIndex(index if index >= 0 else self.battleCombo.count() - 1)
        self.battleCombo.blockSignals(False)
        self.battle_selected.emit(self.battle_id())

    def show_battle(self, battle: q.BattleRow | None, info: dict | None = None) -> None:
        has = battle is not None
        for widget in (self.previousButton, self.nextButton, self.rewindButton, self.rewindSpin):
            widget.setEnabled(has)
        if not has:
            self.roundLabel.setText(self.tr("No battle yet"))
            self.phaseLabel.setText(self.tr("Start one with Battle ▸ New Battle (Ctrl+B)."))
            self.initiative.set_order([], 0)
            return
        round_name = self.tr((info or {}).get("round_name", "Round"))
        self.roundLabel.setText(f"{round_name} {battle.round}")
        steps = [f"<b>▶ {p}</b>" if i == battle.phase else p for i, p in enumerate((info or {}).get("phases", []))]
        self.phaseLabel.setText(" · ".join(steps))
        self.previousButton.setEnabled(battle.round > 1 or battle.phase > 0)
        self.rewindSpin.setMaximum(battle.round)
        self.initiative.set_order(list(battle.initiative), battle.active)


class SystemStatusDock(QDockWidget):
    """The status of the current battle's units, filled by its system's panel (the mech paper doll...)."""

    def __init__(self, parent=None):
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
        self.stack = QStackedWidget(objectName="statusStack")
        self.stack.addWidget(label)
        self.setWidget(self.stack)

    def set_content(self, widget, title: str = "") -> None:
        """Show ``widget`` (owned by a battle panel) under ``title``, or the placeholder for ``None``."""
        widget = widget or self.placeholder
        if self.stack.indexOf(widget) < 0:
            self.stack.addWidget(widget)
        self.stack.setCurrentWidget(widget)
        self.setWindowTitle(self.tr(title) if title and widget is not self.placeholder else self.tr("Unit Status"))

    def content(self):
        """The panel's status widget now shown, or None."""
        widget = self.stack.currentWidget()
        return None if widget is self.placeholder else widget


class CombatLogDock(QDockWidget):
    export_requested = Signal(str)  # "csv" or "md"

    def __init__(self, model: LogModel, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Combat Log"))
        self.setObjectName("combatLogDock")
        self.model = model
        body = QWidget()
        layout = QVBoxLayout(body)
        bar = QHBoxLayout()
        self.battleFilter = QComboBox(objectName="logBattleFilter")
        self.unitFilter = QComboBox(objectName="logUnitFilter")
        self.textFilter = QLineEdit(objectName="logTextFilter")
        self.textFilter.setPlaceholderText(self.tr("Filter text…"))
        self.textFilter.setClearButtonEnabled(True)
        self.csvButton = QPushButton(self.tr("Export CSV…"), objectName="exportCsvButton")
        self.mdButton = QPushButton(self.tr("Export Markdown…"), objectName="exportMdButton")
        for widget in (self.battleFilter, self.unitFilter, self.textFilter):
            bar.addWidget(widget, 1)
        bar.addWidget(self.csvButton)
        bar.addWidget(self.mdButton)
        self.view = QTableView(objectName="logView")
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
        self.csvButton.clicked.connect(lambda: self.export_requested.emit("csv"))
        self.mdButton.clicked.connect(lambda: self.export_requested.emit("md"))
        model.rowsInserted.connect(self._follow)

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

    def _follow(self, parent, first, last) -> None:
        if last == self.model.rowCount() - 1:
            self.view.scrollToBottom()
