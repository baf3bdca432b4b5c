"""Legendary command: pick a Legendary unit and the lesser units it takes over; the service judges the choice."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidgetItem, QPushButton, QWidget

from muster.gui.forms.bucs_command_dialog import Ui_BucsCommandDialog
from muster.i18n import fmt, render, term

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services.bucs import UnitView
    from muster.services.core import CampaignService

LEGENDARY = "Legendary"
COMMAND_LIMIT = 6  # the rules' number for a Legendary unit; the service checks the campaign's own tables


def _take_command(svc: CampaignService, commander_id: int, unit_ids: list[int], battle_id: int | None) -> bool:
    from muster.services import bucs

    bucs.take_command(svc, commander_id, unit_ids, battle_id)
    return True  # take_command returns nothing: tell window.run's caller that it worked


def legendary(units: Sequence[UnitView]) -> list[UnitView]:
    """The ready Legendary units among ``bucs.UnitView``s."""
    return [u for u in units if u.ready and u.current_quality == LEGENDARY]


class BucsCommandDialog(QDialog, Ui_BucsCommandDialog):
    """``units``: the battle's ``bucs.UnitView``s. OK runs ``bucs.take_command`` through the window."""

    def __init__(self, window: MainWindow, battle_id: int | None, units: Sequence[UnitView],
                 commander_id: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setupUi(self)
        self.window_ = window
        self.battle_id = battle_id
        self.units = [u for u in units if u.unit is not None]
        for u in legendary(self.units):
            self.commanderCombo.addItem(f"{u.name} ({u.side})", u.id)
        if commander_id is not None and self.commanderCombo.findData(commander_id) >= 0:
            self.commanderCombo.setCurrentIndex(self.commanderCombo.findData(commander_id))
        self.done_ok = False
        self.commanderCombo.currentIndexChanged.connect(self._fill)
        self.unitsList.itemChanged.connect(self._update)
        self._ok().setText(self.tr("&Take command"))
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self._fill()

    def _ok(self) -> QPushButton:
        return self.buttonBox.button(QDialogButtonBox.StandardButton.Ok)

    def commander(self) -> UnitView | None:
        return next((u for u in self.units if u.id == self.commanderCombo.currentData()), None)

    def _fill(self) -> None:
        head = self.commander()
        self.unitsList.blockSignals(True)
        self.unitsList.clear()
        for u in self.units:
            unit = u.unit
            if head is None or unit is None or u.id == head.id or u.side_id != head.side_id or not u.ready:
                continue
            notes = [render(term("Rules", u.current_quality or unit.quality))]
            if unit.leader and not unit.leader.dead:
                notes.append(fmt(self.tr("led by %1"), unit.leader.name))
            if unit.commanded_by:
                notes.append(fmt(self.tr("under %1's command"), unit.commanded_by))
            item = QListWidgetItem(f"{u.name} — {', '.join(n for n in notes if n)}")
            item.setData(Qt.ItemDataRole.UserRole, u.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if unit.commanded_by == head.name
                               else Qt.CheckState.Unchecked)
            self.unitsList.addItem(item)
        self.unitsList.blockSignals(False)
        self._update()

    def chosen(self) -> list[int]:
        return [self.unitsList.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.unitsList.count())
                if self.unitsList.item(i).checkState() == Qt.CheckState.Checked]

    def problem(self) -> str:
        if self.commander() is None:
            return self.tr("No Legendary unit is ready in this battle: only a Legendary unit can take command.")
        if not self.chosen():
            return self.tr("Tick the units to take under command.")
        return ""

    def _update(self) -> None:
        n = len(self.chosen())
        self.countLabel.setText(fmt(self.tr("%1 of at most %2 chosen"), n, COMMAND_LIMIT))
        problem = self.problem()
        self.errorLabel.setText(problem)
        self._ok().setEnabled(not problem)

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.errorLabel.setText(problem)
            return
        errors = len(self.window_.errors)
        if self.window_.run(_take_command, self.commanderCombo.currentData(), self.chosen(), self.battle_id) is None:
            # refused (too many, not lesser, led by a character...): nothing written; say why and stay open
            self.errorLabel.setText(self.window_.errors[-1] if len(self.window_.errors) > errors
                                    else self.tr("Command was not taken."))
            self._ok().setEnabled(True)
            return
        self.done_ok = True
        super().accept()
