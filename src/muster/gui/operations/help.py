"""Help ▸ About and Quick Start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from muster import __version__
from muster.gui.operations import TextContext
from muster.i18n import fmt

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow


class HelpCommands(TextContext):
    """The translation context of the Help menu."""


def about(win: MainWindow) -> None:
    QMessageBox.about(win, HelpCommands.tr("About Muster"), about_text(win))


def about_text(win: MainWindow) -> str:
    """Help ▸ About: version, licence and the Python and Qt it runs on (for bug reports)."""
    import platform

    import PySide6
    from PySide6.QtCore import qVersion

    about = HelpCommands.tr(
        "<h3>Muster %1</h3><p>A battle manager for tabletop game masters: BUCS, By This Poleaxe, "
        "GURPS Mass Combat and d20 mech combat.</p><p>Every action is saved at once and can be undone, "
        "even after reopening the campaign.</p><p>Licence: MIT (see the LICENSE file).</p>")
    versions = HelpCommands.tr("<p>Python %1 · Qt %2 · PySide6 %3</p>")
    return fmt(about, __version__) + fmt(versions, platform.python_version(), qVersion(), PySide6.__version__)


def quick_start(win: MainWindow) -> None:
    QMessageBox.information(win, HelpCommands.tr("Quick Start"), HelpCommands.tr(
        "<ol><li>Add a side (Ctrl+Shift+N), a force (Ctrl+Shift+F) and units (Ctrl+U) in the Army Roster.</li>"
        "<li>Start a battle (Ctrl+B) and pick the units taking part.</li>"
        "<li>Choose attacker and target; the odds show before you roll (Ctrl+K).</li>"
        "<li>Walk the phases with Ctrl+. and Ctrl+, ; Ctrl+Z undoes anything.</li>"
        "<li>Rolling real dice? Turn on Edit ▸ Manual Dice (Ctrl+D).</li></ol>"
        "<p>Everything is saved as you go; there is no Save button to forget.</p>"))
