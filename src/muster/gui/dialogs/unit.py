"""Add or edit a generic unit."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox

from muster.gui.uiloader import load_ui


class UnitDialog(QDialog):
    def __init__(self, forces, parent=None, *, state: dict | None = None, name: str = "", force_id: int | None = None):
        super().__init__(parent)
        load_ui("unit_dialog.ui", self)
        self.setWindowTitle(self.tr("Edit Unit") if state else self.tr("Add Unit"))
        for f in forces:
            self.forceCombo.addItem(f.name, f.id)
        if force_id is not None:
            self.forceCombo.setCurrentIndex(max(0, self.forceCombo.findData(force_id)))
        self.forceCombo.setEnabled(state is None)
        self.nameEdit.setText(name)
        state = state or {}
        self.attackSpin.setValue(state.get("attack", 0))
        self.defenseSpin.setValue(state.get("defense", 0))
        self.maxHitsSpin.setValue(state.get("max_hits", 10))
        self.hitsTakenSpin.setValue(state.get("hits_taken", 0))
        self.damageEdit.setText(state.get("damage", "d6"))
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        for signal in (self.nameEdit.textChanged, self.damageEdit.textChanged, self.maxHitsSpin.valueChanged,
                       self.hitsTakenSpin.valueChanged):
            signal.connect(self._validate)
        self._validate()

    def problem(self) -> str:
        from muster.rules.dice import DiceError, parse

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

    def values(self) -> tuple[int, str, dict]:
        state = {"attack": self.attackSpin.value(), "defense": self.defenseSpin.value(),
                 "max_hits": self.maxHitsSpin.value(), "hits_taken": self.hitsTakenSpin.value(),
                 "damage": self.damageEdit.text().strip()}
        return self.forceCombo.currentData(), self.nameEdit.text().strip(), state
