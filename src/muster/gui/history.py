"""The History dock (View ▸ History): every action of the battle with its round and phase; a click goes back.

Every battle keeps its own timeline (``muster.services.timelines``): the list shows the line the battle stands on.
Clicking an action undoes the battle's newer ones, so it stands just after it (or, on an undone action, redoes up
to it); Redo steps forward again, as after Battle ▸ Rewind. The battle on screen stays on screen, and other battles
are left alone, unless a later action elsewhere changed the same units: then the GM is first asked, with those
actions named (``CampaignSession.rewind_to_action``). Below, the battle's branches (``muster.gui.branches``): the
ways it went before a rewind and a new action, to switch to or forecast. The list follows the campaign through
the session's dispatch and is read only while the dock is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from muster.gui.models.history import HistoryModel
from muster.gui.widgets import named
from muster.services import ChangeSet
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.services import CampaignService

CURRENT = -1  # the filter's "current battle" entry


class HistoryDock(QDockWidget):
    go_to_action = Signal(int)  # the GM clicked this action: stand just after it
    switch_branch = Signal(int, int)  # (battle, leaf): the GM chose to stand at the end of that branch

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("History"))
        self.setObjectName("historyDock")
        self.service: CampaignService | None = None
        self.current_battle: int | None = None
        self._stale = True
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self.battleFilter = named(QComboBox(), "historyBattleFilter")
        self.battleFilter.setAccessibleName(self.tr("Show the history of"))
        hint = QLabel(self.tr("Click an action to go back to just after it; Redo steps forward again."))
        hint.setObjectName("historyHint")
        hint.setWordWrap(True)
        bar.addWidget(self.battleFilter)
        bar.addWidget(hint, 1)
        self.model = HistoryModel(self)
        self.view = named(QTableView(), "historyView")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setResizeContentsPrecision(64)  # sized from the first rows: a long history opens at once
        self.view.setAccessibleName(self.tr("History of actions"))
        from muster.gui.branches import BranchesBox

        self.branches = BranchesBox(body)
        self.branches.switch.connect(self.switch_branch)
        layout.addLayout(bar)
        layout.addWidget(self.view, 3)
        layout.addWidget(self.branches, 2)
        self.setWidget(body)
        self._choice: int | None = CURRENT
        self.battleFilter.currentIndexChanged.connect(lambda _: self._chosen())
        self.view.clicked.connect(self._clicked)
        self.view.activated.connect(self._clicked)
        self.visibilityChanged.connect(lambda shown: self.refresh() if shown and self._stale else None)

    # ---- following the campaign ---------------------------------------------------------------------------
    def reload(self, service: CampaignService | None) -> None:
        self.service = service
        self.set_battles(q.battles(service) if service is not None else [])

    def apply(self, changes: ChangeSet, origin: object) -> None:
        if changes.structural("battles") and self.service is not None:
            self.set_battles(q.battles(self.service))
        else:
            self.refresh()

    def set_current_battle(self, battle_id: int | None) -> None:
        if battle_id != self.current_battle:
            self.current_battle = battle_id
            if self._choice == CURRENT:
                self.refresh()

    def set_battles(self, battles: list[q.BattleRow]) -> None:
        self.battleFilter.blockSignals(True)
        self.battleFilter.clear()
        self.battleFilter.addItem(self.tr("Current battle"), CURRENT)
        self.battleFilter.addItem(self.tr("Whole campaign"), None)
        for battle in battles:
            self.battleFilter.addItem(battle.name, battle.id)
        index = 1 if self._choice is None else self.battleFilter.findData(self._choice)
        self.battleFilter.setCurrentIndex(max(0, index))
        self.battleFilter.blockSignals(False)
        self._chosen()

    def _chosen(self) -> None:
        self._choice = self.battleFilter.currentData() if self.battleFilter.currentIndex() != 1 else None
        self.refresh()

    def battle_filter(self) -> int | None:
        """The battle shown (None: the whole campaign)."""
        return self.current_battle if self._choice == CURRENT else self._choice

    def refresh(self) -> None:
        """Read the rows again, if the dock is shown (otherwise when it is next shown)."""
        if not self.isVisible():
            self._stale = True
            return
        self._stale = False
        battle = self.battle_filter()
        self.branches.show_battle(self.service, battle)
        if self.service is None or (self._choice == CURRENT and battle is None):
            self.model.set_rows([])
            return
        from muster.services.history import history

        self.model.set_rows(history(self.service, battle))
        last = self.model.last_done()
        if last >= 0:
            self.view.scrollTo(self.model.index(last, 2))

    def _clicked(self, index: QModelIndex) -> None:
        action_id = self.model.action_id(index.row())
        if action_id is not None:
            self.go_to_action.emit(action_id)
