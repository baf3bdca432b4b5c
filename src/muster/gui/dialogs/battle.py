"""Start a new battle: name, rules system, the units taking part."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidgetItem, QWidget

from muster import systems
from muster.gui.forms.battle_dialog import Ui_BattleDialog
from muster.i18n import render, term

if TYPE_CHECKING:
    from muster.services.queries import UnitRow


class BattleDialog(QDialog, Ui_BattleDialog):
    """``chosen``: the units the GM had selected; the dialog opens on their rules with only them ticked."""

    def __init__(self, units: Sequence[UnitRow], parent: QWidget | None = None, chosen: list[int] | None = None):
        super().__init__(parent)
        self.setupUi(self)  # the compiled form as a mixin: the type checker sees its widgets
        self._units = units
        self._chosen = set(chosen or [])
        for spec in systems.all():
            self.systemCombo.addItem(render(term("Rules", spec.label)), spec.key)
        system = chosen_system(units, self._chosen)
        if system is not None:
            self.systemCombo.setCurrentIndex(max(0, self.systemCombo.findData(system)))
        self.systemCombo.currentIndexChanged.connect(self._fill_units)
        self.nameEdit.textChanged.connect(self._validate)
        self.unitsList.itemChanged.connect(self._validate)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self._fill_units()

    def _fill_units(self) -> None:
        self.unitsList.clear()
        system = self.systemCombo.currentData()
        tick_chosen = any(u.id in self._chosen and u.system == system for u in self._units)
        for unit in self._units:
            if unit.system == system:
                item = QListWidgetItem(f"{unit.name} — {unit.status}")
                item.setData(Qt.ItemDataRole.UserRole, unit.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                ticked = unit.id in self._chosen if tick_chosen else True
                item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
                self.unitsList.addItem(item)
        self._validate()

    def values(self) -> tuple[str, str, list[int]]:
        items = [self.unitsList.item(i) for i in range(self.unitsList.count())]
        ids = [int(item.data(Qt.ItemDataRole.UserRole)) for item in items
               if item.checkState() == Qt.CheckState.Checked]
        return self.nameEdit.text().strip(), str(self.systemCombo.currentData()), ids

    def _validate(self) -> None:
        name, _, ids = self.values()
        problem = ""
        if not name:
            problem = self.tr("Give the battle a name.")
        elif len(ids) < 2:
            problem = self.tr("Tick at least two units of these rules to fight.")
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)


def chosen_system(units: Iterable[UnitRow], chosen: set[int]) -> str | None:
    """The rules most of the chosen units play by (None when none is chosen)."""
    counts: dict[str, int] = {}
    for unit in units:
        if unit.id in chosen:
            counts[unit.system] = counts.get(unit.system, 0) + 1
    return max(counts, key=lambda k: counts[k]) if counts else None
