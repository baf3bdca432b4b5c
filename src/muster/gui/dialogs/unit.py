"""Add or edit a generic unit."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from muster.gui.forms.unit_dialog import Ui_UnitDialog

if TYPE_CHECKING:
    from muster.services.queries import ForceRow


class UnitDialog(QDialog, Ui_UnitDialog):
    def __init__(self, forces: Sequence[ForceRow], parent: QWidget | None = None, *,
                 state: Mapping[str, object] | None = None, name: str = "", force_id: int | None = None):
        super().__init__(parent)
        self.setupUi(self)  # the compiled form as a mixin: the type checker sees its widgets
        self.setWindowTitle(self.tr("Edit Unit") if state else self.tr("Add Unit"))
        for f in forces:
            self.forceCombo.addItem(f.name, f.id)
        if force_id is not None:
            self.forceCombo.setCurrentIndex(max(0, self.forceCombo.findData(force_id)))
        self.forceCombo.setEnabled(state is None)
        self.nameEdit.setText(name)
        state = state or {}
        self.attackSpin.setValue(_whole(state, "attack", 0))
        self.defenseSpin.setValue(_whole(state, "defense", 0))
        self.maxHitsSpin.setValue(_whole(state, "max_hits", 10))
        self.hitsTakenSpin.setValue(_whole(state, "hits_taken", 0))
        self.damageEdit.setText(str(state.get("damage", "d6")))
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        for signal in (self.nameEdit.textChanged, self.damageEdit.textChanged, self.maxHitsSpin.valueChanged,
                       self.hitsTakenSpin.valueChanged):
            signal.connect(self._validate)
        self._validate()

    def problem(self) -> str:
        from muster.services.dice import DiceError, parse

        if not self.nameEdit.text().strip():
            return self.tr("Give the unit a name.")
        if self.forceCombo.currentData() is None:
            return self.tr("Add a force first: every unit belongs to a force.")
        try:
            parse(self.damageEdit.text())
        except DiceError as exc:
            return str(exc)
        if self.hitsTakenSpin.value() > self.maxHitsSpin.value():
            return self.tr("Hits taken cannot be more than the hits the unit can take.")
        return ""

    def _validate(self) -> None:
        problem = self.problem()
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def values(self) -> tuple[int, str, dict[str, int | str]]:
        state: dict[str, int | str] = {"attack": self.attackSpin.value(), "defense": self.defenseSpin.value(),
                 "max_hits": self.maxHitsSpin.value(), "hits_taken": self.hitsTakenSpin.value(),
                 "damage": self.damageEdit.text().strip()}
        return int(self.forceCombo.currentData()), self.nameEdit.text().strip(), state


def _whole(state: Mapping[str, object], key: str, default: int) -> int:
    """A whole-number field of the unit's state (its default when missing or not a number)."""
    value = state.get(key, default)
    return int(value) if isinstance(value, int | float) else default
