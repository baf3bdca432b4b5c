"""View ▸ Language: switch Muster's language at once, remembered for the next start.

Most of the window's text is set when a widget is built, so a switch builds the main window again in the
new language rather than asking a hundred widgets to re-read theirs: the window's layout is saved, a new
window is shown, the old one closes its campaign, and the new one opens it again (the campaign file, its
undo history and the battle on screen come back as they were; nothing is written by the switch).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from muster.gui import i18n

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow

#: told of the new main window after a switch (the app's crash handler keeps the window it reports on)
replaced: list[Callable[[MainWindow], None]] = []


def build_menu(window: MainWindow) -> QMenu:
    """View ▸ Language, one checkable entry per language, each named in itself."""
    menu = QMenu(QCoreApplication.translate("MainWindow", "&Language"), window)
    menu.setObjectName("menuLanguage")
    group = QActionGroup(menu)
    for code, name in i18n.LANGUAGES.items():
        action = QAction(name, menu)
        action.setObjectName(f"actionLanguage_{code}")
        action.setCheckable(True)
        action.setChecked(code == i18n.current_language())
        action.setData(code)
        group.addAction(action)
        menu.addAction(action)
        # queued: the switch closes the window whose menu is still handling the click
        action.triggered.connect(lambda _on=False, c=code: QTimer.singleShot(0, lambda: switch_language(window, c)))
    return menu


def switch_language(window: MainWindow, code: str) -> MainWindow:
    """Show Muster in ``code`` now; returns the main window that carries on (``window`` if nothing changed)."""
    from muster.gui.main_window import MainWindow

    if code not in i18n.LANGUAGES:
        return window
    window.settings.setValue("language", code)
    if code == i18n.current_language():
        return window
    path = window.service.file.path if window.service else None
    player_open, reference_open = window.player.is_open(), window.reference.is_open()
    window.save_window_state()
    i18n.apply_language(code)
    new = MainWindow(window.settings, interactive=window.interactive)
    if window.isVisible():
        new.show()  # shown before the old one closes, so the application does not quit in between
    window.close()  # closes the campaign: the new window opens it again
    window.deleteLater()
    if path is not None:
        new.open_campaign(path)
    if player_open:
        new.player.set_open(True)
    if reference_open:
        new.reference.show()
    for tell in replaced:
        tell(new)
    return new
