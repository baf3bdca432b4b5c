"""What the GURPS dialogs share: the problem line under the form, editable combos of rules words, the campaign."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLabel, QWidget

from muster.i18n import render, term
from muster.services.gurps_forms import amount

if TYPE_CHECKING:
    from muster.services.core import CampaignService
    from muster.services.queries import BattleRow


class Checked(Protocol):
    """A dialog that says what is wrong under its form and enables OK only when nothing is."""

    errorLabel: QLabel
    buttonBox: QDialogButtonBox

    def problem(self) -> str: ...


@runtime_checkable
class HasService(Protocol):
    """The main window or a battle panel: the open campaign, if any."""

    @property
    def service(self) -> CampaignService | None: ...


@runtime_checkable
class HasBattle(Protocol):
    """The main window: the battle on screen, if any."""

    def current_battle(self) -> BattleRow | None: ...


def show_problem(dialog: Checked) -> None:
    """The dialog's problem under its form; OK enabled only without one."""
    problem = dialog.problem()
    dialog.errorLabel.setText(problem)
    dialog.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)


def campaign_of(parent: QWidget | None) -> CampaignService | None:
    """The campaign open in the window (or panel) a dialog is opened from."""
    return parent.service if isinstance(parent, HasService) else None


def battle_id_of(parent: QWidget | None) -> int | None:
    """The battle on screen in the window a dialog is opened from."""
    battle = parent.current_battle() if isinstance(parent, HasBattle) else None
    return battle.id if battle is not None else None


def rules_word(text: str) -> str:
    """A term of the rules data in the GM's language."""
    return render(term("Rules", text)) if text else ""


def troop_strength(value: float) -> str:
    """A Troop Strength in the GM's language ("3,000" in English)."""
    return render(amount(value))


def set_choice(combo: QComboBox, value: str) -> None:
    """Show ``value`` in an editable combo: the item that stands for it, else the GM's own words."""
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)
    else:
        combo.setCurrentText(value)


def choice(combo: QComboBox) -> str:
    """What an editable combo holds: the rules' word of the item shown (not its translation), or the GM's text."""
    text = combo.currentText().strip()
    index = combo.findText(text)
    data = combo.itemData(index) if index >= 0 else None
    return data if isinstance(data, str) else text
