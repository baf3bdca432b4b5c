"""The History dock's branches: the ways a battle's fight went that a rewind and a new action left behind.

Each row is one branch of the battle on screen: where it left the current one, its last action and round, how
many actions it has. "Switch to Branch" makes the battle stand at the end of the selected one (an undoable step:
switching back is one more click); "Forecast Branches" runs the Forecast of each branch's end, on copies of the
campaign, off the GUI thread, so the GM compares them ("what if the reserve had come?").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from muster.gui.systems.rows import RowsModel
from muster.gui.widgets import named
from muster.i18n import fmt, translate

if TYPE_CHECKING:
    from muster.services import CampaignService
    from muster.services.branches import BranchRow
    from muster.services.forecast import ForecastRequest


@dataclass(frozen=True)
class BranchLine:
    """One branch as the table shows it."""

    leaf_id: int
    current: bool
    cells: tuple[str, ...]

    @property
    def key(self) -> int:
        return self.leaf_id


def branch_line(row: BranchRow, forecast: str) -> BranchLine:
    """The texts of one branch: where it left, its last action (with its round), its length, its forecast."""
    if row.current:
        left = translate("BranchesBox", "the battle stands on this one")
    elif row.fork_id is None:
        left = translate("BranchesBox", "from the start")
    elif row.fork_round:
        left = fmt(translate("BranchesBox", "after “%1” (round %2)"), row.fork_label, row.fork_round)
    else:
        left = fmt(translate("BranchesBox", "after “%1”"), row.fork_label)
    last = fmt(translate("BranchesBox", "%1 (round %2)"), row.label, row.round) if row.round else row.label
    mark = "▶" if row.current else ""
    return BranchLine(row.leaf_id, row.current, (mark, left, last, str(row.actions), forecast))


class _Done(QObject):
    finished = Signal(int, int, str)  # (generation, leaf, summary)


class _Run(QRunnable):
    def __init__(self, signals: _Done, generation: int, leaf: int, request: ForecastRequest, summary: Callable):
        super().__init__()
        self.signals, self.generation, self.leaf, self.request, self.summary = (
            signals, generation, leaf, request, summary)

    def run(self) -> None:  # a worker thread: pure rules work, no campaign access
        try:
            text = self.summary(self.request.run(runs=500, seed=1))
        except Exception as exc:  # shown in the row, never lost in a thread
            text = str(exc)
        try:
            self.signals.finished.emit(self.generation, self.leaf, text)
        except RuntimeError:  # the box was closed meanwhile
            pass


class BranchesBox(QGroupBox):
    """The branches of the battle shown; asks the session to switch."""

    switch = Signal(int, int)  # (battle, leaf): the GM chose this branch

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setTitle(self.tr("Branches of this battle"))
        self.setObjectName("branchesBox")
        self.service: CampaignService | None = None
        self.battle_id: int | None = None
        self._rows: list[BranchRow] = []
        self._forecasts: dict[int, str] = {}
        self._generation = 0
        self.model: RowsModel[BranchLine] = RowsModel(self._headers(), self)
        self.view = named(QTableView(), "branchesView")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.view.setAccessibleName(self.tr("Branches of this battle"))
        rows = self.view.verticalHeader().defaultSectionSize()
        self.view.setMinimumHeight(self.view.horizontalHeader().sizeHint().height() + round(rows * 2.2) + 4)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.switchButton = named(QPushButton(self.tr("Switch to Branch")), "switchBranchButton")
        self.switchButton.setToolTip(self.tr("The battle stands as the selected branch left it (switch back the "
                                             "same way)"))
        self.forecastButton = named(QPushButton(self.tr("Forecast Branches")), "forecastBranchesButton")
        self.forecastButton.setToolTip(self.tr("The Forecast of each branch's end, side by side"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.switchButton)
        buttons.addWidget(self.forecastButton)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.view)
        layout.addLayout(buttons)
        self._done = _Done(self)
        self._done.finished.connect(self._forecast_done)
        self.switchButton.clicked.connect(self._switch_chosen)
        self.view.doubleClicked.connect(lambda _: self._switch_chosen())
        self.forecastButton.clicked.connect(self.forecast_all)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._enable())
        self._enable()

    def _headers(self) -> list[str]:
        return ["", self.tr("Left"), self.tr("Last action"), self.tr("Actions"), self.tr("Forecast of its end")]

    def show_battle(self, service: CampaignService | None, battle_id: int | None) -> None:
        """Read the battle's branches again (after any change, or another battle)."""
        from muster.services.branches import branches

        if battle_id != self.battle_id or service is not self.service:
            self._forecasts.clear()
            self._generation += 1
        self.service, self.battle_id = service, battle_id
        self._rows = branches(service, battle_id) if service is not None and battle_id is not None else []
        self.setVisible(len(self._rows) > 1)  # one line: nothing to choose between
        self._show()

    def _show(self) -> None:
        self.model.set_rows([branch_line(r, self._forecasts.get(r.leaf_id, "")) for r in self._rows])
        self._enable()

    def _enable(self) -> None:
        chosen = self._chosen()
        self.switchButton.setEnabled(chosen is not None and not chosen.current)
        self.forecastButton.setEnabled(len(self._rows) > 1)

    def _chosen(self) -> BranchRow | None:
        rows = self.view.selectionModel().selectedRows()
        return self._rows[rows[0].row()] if rows and rows[0].row() < len(self._rows) else None

    def _switch_chosen(self) -> None:
        chosen = self._chosen()
        if chosen is not None and not chosen.current and self.battle_id is not None:
            self.switch.emit(self.battle_id, chosen.leaf_id)

    def forecast_all(self) -> None:
        """Build each branch's forecast here (a copy of the file each), run them on the thread pool."""
        from muster.services.branches import branch_end_request

        if self.service is None or self.battle_id is None:
            return
        self._generation += 1
        for row in self._rows:
            request = branch_end_request(self.service, self.battle_id, row.leaf_id)
            if request is None:
                self._forecasts[row.leaf_id] = self.tr("no forecast for this battle's rules")
                continue
            self._forecasts[row.leaf_id] = self.tr("working…")
            QThreadPool.globalInstance().start(_Run(self._done, self._generation, row.leaf_id, request,
                                                    forecast_summary))
        self._show()

    def _forecast_done(self, generation: int, leaf: int, text: str) -> None:
        if generation == self._generation:
            self._forecasts[leaf] = text
            self._show()


def forecast_summary(forecast: Any) -> str:
    """The outcomes of a forecast in one line: "attacker 62% · defender 30%" (in the GM's language)."""
    from muster.gui.forecast import outcome_name
    from muster.services.chances import percent_text

    return " · ".join(f"{outcome_name(key)} {percent_text(chance.p, 0)}" for key, chance in forecast.outcomes
                      if chance.p > 0)
