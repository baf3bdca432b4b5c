"""Bulk edit: set one field on many units at once, and/or move them to another force."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from muster.gui.forms.bulk_edit_dialog import Ui_BulkEditDialog
from muster.i18n import fmt

if TYPE_CHECKING:
    from muster.services.queries import ForceRow, UnitRow

# what the GM may set a field to: a number, true/false, a JSON list/object, or text
StateValue = bool | int | float | str | list[object] | dict[str, object]


def parse_value(text: str) -> StateValue:
    """What the GM typed, as a state value: a number, true/false, a JSON list/object, or text."""
    text = text.strip()
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    try:
        value = json.loads(text)
    except ValueError:
        return text
    return value if isinstance(value, (int, float, list, dict)) else text


class BulkEditDialog(QDialog, Ui_BulkEditDialog):
    def __init__(self, units: Sequence[UnitRow], fields: list[str], forces: Sequence[ForceRow],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setupUi(self)  # the compiled form as a mixin: the type checker sees its widgets
        names = ", ".join(u.name for u in units[:6]) + ("…" if len(units) > 6 else "")
        self.unitsLabel.setText(fmt(self.tr("Editing %n unit(s): %1", "", len(units)), names))
        self.fieldCombo.addItem("")
        self.fieldCombo.addItems(fields)
        self.forceCombo.addItem(self.tr("(keep each unit where it is)"), None)
        for force in forces:
            self.forceCombo.addItem(force.name, force.id)
        self.fieldCombo.currentTextChanged.connect(lambda _: self._validate())
        self.valueEdit.textChanged.connect(lambda _: self._validate())
        self.forceCombo.currentIndexChanged.connect(lambda _: self._validate())
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self._validate()

    def values(self) -> tuple[dict[str, StateValue], int | None]:
        field = self.fieldCombo.currentText().strip()
        value = self.valueEdit.text()
        changes = {field: parse_value(value)} if field and value.strip() else {}
        return changes, self.forceCombo.currentData()

    def _validate(self) -> None:
        field = self.fieldCombo.currentText().strip()
        value = self.valueEdit.text().strip()
        changes, force = self.values()
        problem = ""
        if field and not value:
            problem = fmt(self.tr("Type the new value for “%1”."), field)
        elif value and not field:
            problem = self.tr("Choose the field to set.")
        elif not changes and force is None:
            problem = self.tr("Choose a field and a value, or a force to move the units to.")
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
