"""The free-form dice roller (View ▸ Dice): any dice sum, rolled as an undoable action and logged."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDockWidget, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from muster.gui.widgets import named
from muster.i18n import number, render

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services.dice_roller import DiceRoll

QUICK = ("d6", "2d6", "3d6", "d10", "d20", "d100")


class DiceDock(QDockWidget):
    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window_: MainWindow = window
        self.setWindowTitle(self.tr("Dice"))
        self.setObjectName("diceDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        row = QHBoxLayout()
        self.notationEdit = named(QLineEdit(), "diceNotation")
        self.notationEdit.setPlaceholderText(self.tr("Dice, e.g. 3d6+2"))
        self.notationEdit.setAccessibleName(self.tr("Dice to roll"))
        self.purposeEdit = named(QLineEdit(), "dicePurpose")
        self.purposeEdit.setPlaceholderText(self.tr("What for (optional)"))
        self.rollButton = named(QPushButton(self.tr("Roll")), "diceRollButton")
        self.rollButton.setDefault(True)
        row.addWidget(self.notationEdit, 2)
        row.addWidget(self.purposeEdit, 3)
        row.addWidget(self.rollButton)
        quick = QHBoxLayout()
        for notation in QUICK:
            button = named(QPushButton(notation), f"dice_{notation}")
            button.clicked.connect(lambda _=False, n=notation: self.roll(n))
            quick.addWidget(button)
        self.inBattle = named(QCheckBox(self.tr("Log in the current battle")), "diceInBattle")
        self.inBattle.setChecked(True)
        quick.addStretch(1)
        self.resultLabel = named(QLabel(), "diceResult")
        self.resultLabel.setWordWrap(True)
        self.resultLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addLayout(row)
        layout.addLayout(quick)
        layout.addWidget(self.inBattle)
        layout.addWidget(self.resultLabel, 1)
        self.setWidget(body)
        self.rollButton.clicked.connect(lambda: self.roll())
        self.notationEdit.returnPressed.connect(lambda: self.roll())
        self.notationEdit.textChanged.connect(self._check)

    @staticmethod
    def problem(text: str) -> str:
        """Why ``text`` cannot be rolled, in plain words ("" when it can)."""
        from muster.services import ServiceError
        from muster.services.dice_roller import terms

        try:
            terms(text)
        except ServiceError as exc:
            return str(exc)
        return ""

    def _check(self, text: str) -> None:
        problem = self.problem(text) if text.strip() else ""
        self.rollButton.setEnabled(not problem)
        self._say(problem)

    def _say(self, problem: str) -> None:
        """Bad notation is told here, once, as plain text (never HTML, never a message box)."""
        self.resultLabel.setTextFormat(Qt.TextFormat.PlainText)
        self.resultLabel.setText(problem)

    def roll(self, notation: str | None = None) -> DiceRoll | None:
        """Roll ``notation`` (or what is typed) through the campaign session; returns the roll or None."""
        from muster.services import dice_roller

        if notation is None:
            notation = self.notationEdit.text()
            problem = self.problem(notation)
            if problem:  # Return in the field rolls even while the button is disabled: tell it here only
                self._say(problem)
                return None
        battle = self.window_.battles.battle_id() if self.inBattle.isChecked() else None
        rolled = self.window_.run(dice_roller.roll, notation, self.purposeEdit.text(), battle, origin=self)
        if rolled is not None:
            self.resultLabel.setTextFormat(Qt.TextFormat.RichText)
            self.resultLabel.setText(f"<span style='font-size: 16pt'><b>{number(rolled.total)}</b></span> "
                                     f"{html.escape(render(rolled.text))}")
        return rolled
