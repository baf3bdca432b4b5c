"""Manual dice: the GM types what the physical dice showed; the range is checked."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from muster.gui.forms.dice_dialog import Ui_DiceDialog
from muster.i18n import fmt, render
from muster.services.dice import DiceError, DiceRequest, check_faces


def parse_faces(text: str) -> list[int]:
    parts = [p for p in re.split(r"[\s,;+]+", text.strip()) if p]
    if not parts:
        raise DiceError(QCoreApplication.translate("DiceDialog", "Type the number on each die."))
    try:
        return [int(p) for p in parts]
    except ValueError:
        bad = next(p for p in parts if not p.lstrip("-").isdigit())
        raise DiceError(fmt(QCoreApplication.translate("DiceDialog", "“%1” is not a number."), bad)) from None


class DiceDialog(QDialog, Ui_DiceDialog):
    def __init__(self, request: DiceRequest, parent: QWidget | None = None):
        super().__init__(parent)
        self.setupUi(self)  # the compiled form as a mixin: the type checker sees its widgets
        self.request = request
        self.purposeText.setText(render(request.purpose))
        spec = request.spec
        self.notationText.setText(fmt(self.tr("%1 — %n die/dice, each 1 to %2", "", spec.count),
                                      spec.notation, spec.sides))
        self.facesEdit.textChanged.connect(self._validate)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self._validate()

    def faces(self) -> list[int]:
        return list(check_faces(self.request, parse_faces(self.facesEdit.text())))

    def _validate(self) -> None:
        try:
            self.faces()
            problem = ""
        except DiceError as exc:
            problem = str(exc) if self.facesEdit.text().strip() else ""
            ok = False
        else:
            ok = True
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)


def ask_faces(request: DiceRequest, parent: QWidget | None = None) -> list[int] | None:
    """Ask the GM for one physical roll; ``None`` when cancelled."""
    dialog = DiceDialog(request, parent)
    try:
        return dialog.faces() if dialog.exec() == QDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()  # one dialog per roll: none is left hidden under the window for the whole session
