"""GURPS Mass Combat dialogs: a unit (a body of troops), an army, the battle set-up, a disaster, a Glory row.

The unit and army editors live in :mod:`.unit_dialog` and :mod:`.army_dialog` (named here too)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QListWidgetItem, QWidget

from muster.gui.forms.gurps_disaster_dialog import Ui_GurpsDisasterDialog
from muster.gui.forms.gurps_glory_dialog import Ui_GurpsGloryDialog
from muster.gui.forms.gurps_setup_dialog import Ui_GurpsSetupDialog
from muster.gui.systems.gurps.army_dialog import GurpsArmyDialog
from muster.gui.systems.gurps.dialog_parts import rules_word, show_problem
from muster.gui.systems.gurps.unit_dialog import STATUSES, TROOP_TYPES, GurpsUnitDialog
from muster.i18n import fmt
from muster.services.gurps_forms import QUALITIES

if TYPE_CHECKING:
    from muster.services.gurps import BattleView
    from muster.services.gurps_requests import GloryRow
    from muster.services.gurps_results import GloryDone

__all__ = ["GurpsUnitDialog", "GurpsArmyDialog", "GurpsSetupDialog", "GurpsDisasterDialog", "GurpsGloryDialog",
           "TROOP_TYPES", "QUALITIES", "STATUSES"]


class GurpsSetupDialog(QDialog, Ui_GurpsSetupDialog):
    """Open field or an attack on a defended position; which side attacks; the defender's works."""

    def __init__(self, view: BattleView, parent: QWidget | None = None):
        """``view``: the battle's :class:`muster.services.gurps.BattleView`."""
        super().__init__(parent)
        self.setupUi(self)
        self.typeCombo.addItem(self.tr("Battle in the open field"), "open_field")
        self.typeCombo.addItem(self.tr("Attack on a defended position"), "defended_position")
        self.typeCombo.setCurrentIndex(max(0, self.typeCombo.findData(view.battle_type)))
        for side in ("attacker", "defender"):
            info = view.sides[side]
            self.attackerCombo.addItem(info.side_name, info.side_id)
        chosen = set(view.position)
        for key, label, bonus in view.position_choices:
            item = QListWidgetItem(fmt(self.tr("%1 (+%2 Strategy)"), rules_word(label), bonus))
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if key in chosen else Qt.CheckState.Unchecked)
            self.positionList.addItem(item)
        self.typeCombo.currentIndexChanged.connect(lambda *_: self._refresh())
        self.positionList.itemChanged.connect(lambda *_: show_problem(self))
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self._refresh()

    def _refresh(self) -> None:
        self.positionList.setEnabled(self.typeCombo.currentData() == "defended_position")
        show_problem(self)

    def positions(self) -> list[str]:
        items = (self.positionList.item(i) for i in range(self.positionList.count()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in items if item.checkState() == Qt.CheckState.Checked]

    def problem(self) -> str:
        if self.typeCombo.currentData() == "open_field" and self.positions():
            return self.tr("Only an attack on a defended position has works: untick them or change the type.")
        return ""

    def values(self) -> tuple[str, list[str], int]:
        return self.typeCombo.currentData(), self.positions(), self.attackerCombo.currentData()


class GurpsDisasterDialog(QDialog, Ui_GurpsDisasterDialog):
    """A disaster read from the GM's book (while the Disaster table is not entered): what happens, its morale
    for this battle, and whether commanders are lost (morale down until a clear victory)."""

    def __init__(self, army: str, bonus: int, why: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setupUi(self)
        self.setWindowTitle(fmt(self.tr("Disaster for %1"), army))
        intro = fmt(self.tr("The Disaster table is not entered: roll your book's Disaster roll for %1 and say what "
                            "happens."), army)
        if bonus:
            intro = fmt(self.tr("%1 Add %2 to the roll for the enemy's powers (2 points each)."), intro, f"+{bonus}")
        if why:
            intro = fmt(self.tr("%1. %2"), why, intro)
        self.introLabel.setText(intro)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self.whatEdit.textChanged.connect(lambda *_: show_problem(self))
        show_problem(self)

    def problem(self) -> str:
        return "" if self.whatEdit.text().strip() else self.tr("Say what the disaster is.")

    def values(self) -> tuple[str, int, bool]:
        return self.whatEdit.text().strip(), self.moraleSpin.value(), self.lostCommanderCheck.isChecked()


class GurpsGloryDialog(QDialog, Ui_GurpsGloryDialog):
    """The row of the GM's book for a Glory roll just made (the Glory table is not entered)."""

    def __init__(self, name: str, glory: GloryDone, parent: QWidget | None = None):
        super().__init__(parent)
        self.setupUi(self)
        roll = glory.roll
        self.introLabel.setText(fmt(self.tr("%1's Glory roll: %2 against %3, margin %4. Read the row for that margin "
                                            "in your book's Glory table."), name, roll.get("roll"),
                                    roll.get("effective_skill"), f"{glory.margin:+d}"))
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)

    def values(self) -> GloryRow:
        from muster.services.gurps_requests import GloryRow

        duration = self.durationEdit.text().strip()
        return GloryRow(self.reputationSpin.value(), self.strategySpin.value(), duration or None)
