"""Battle commands: start one, walk the phases, the next unit, the panel's main roll, rewind."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from muster.gui.operations import TextContext

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services import queries as q


class BattleCommands(TextContext):
    """The translation context of the battle commands."""


def current_or_complain(win: MainWindow) -> q.BattleRow | None:
    battle = win.current_battle()
    if battle is None:
        win.show_error(BattleCommands.tr("Start or select a battle in the Turn Tracker first."))
    return battle


def new_battle(win: MainWindow, name: str | None = None, system: str = "generic",
               unit_ids: list[int] | None = None) -> int | None:
    """Start a battle (asks with a dialog unless ``name`` is given); it becomes the current one.

    The dialog opens on the rules of the units selected in the roster, with those units ticked.
    """
    from muster.services import battle

    if name is None:
        from muster.gui.dialogs.battle import BattleDialog
        from muster.gui.operations.roster import selected_unit_ids

        dialog = BattleDialog(win.roster_model.units(), win, chosen=selected_unit_ids(win))
        if not dialog.exec():
            return None
        name, system, unit_ids = dialog.values()
    return win.run(battle.start_battle, name, system, unit_ids or [])


def next_phase(win: MainWindow) -> None:
    from muster.services import battle

    b = current_or_complain(win)
    if b:
        win.run(battle.next_phase, b.id)


def previous_phase(win: MainWindow) -> None:
    from muster.services import battle

    b = current_or_complain(win)
    if b:
        win.run(battle.previous_phase, b.id)


def next_unit(win: MainWindow) -> None:
    from muster.services import battle

    b = current_or_complain(win)
    if b and b.initiative:
        win.run(battle.set_active, b.id, (b.active + 1) % len(b.initiative))


def resolve(win: MainWindow) -> None:
    """Battle ▸ Resolve Action (Ctrl+K): the current battle panel's main roll."""
    if win.battles.battle is None:  # the battle as last read from the file, kept by the views
        win.show_error(BattleCommands.tr("Start or select a battle in the Turn Tracker first."))
    elif win.battle_view.primary_available():
        win.battle_view.primary_action()


def rewind(win: MainWindow, round_: int | None = None) -> int | None:
    """Undo back to the start of a round of the current battle (asks which unless given)."""
    b = current_or_complain(win)
    if b is None:
        return None
    if round_ is None:
        round_, ok = QInputDialog.getInt(win, BattleCommands.tr("Rewind"),
                                         BattleCommands.tr("Rewind to the start of round:"),
                                         b.round, 1, b.round)
        if not ok:
            return None
    return win.session.rewind(b.id, round_)


def confirm_elsewhere(win: MainWindow | None, title: str, text: str, button: str) -> bool:
    """Ask before a rewind or a History click also changes other battles or the roster (``text`` names them):
    True only when the GM presses ``button``; Cancel (the default), Esc or a window nobody can answer refuse."""
    if win is None or not getattr(win, "interactive", False):
        return False
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, win)
    box.setObjectName("confirmElsewhere")
    box.setTextFormat(Qt.TextFormat.PlainText)
    go = box.addButton(button, QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    chosen = box.clickedButton() is go
    box.deleteLater()
    return chosen
