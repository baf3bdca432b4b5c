"""The screen a widget is on, asked in the one way that is safe from Python.

PySide6 (seen with 6.10) makes the ``QScreen`` returned by ``QWidget.screen()`` or ``QWindow.screen()`` a child
of the widget's Python wrapper. When that wrapper is later collected (a closed window in a reference cycle), the
screen's wrapper is handed back to Python and deleted with it: the application's real screen is gone, and the
next call that looks at screens (``saveGeometry``, ``activateWindow``, a layout) crashes inside Qt.
``QGuiApplication.screenAt`` and ``primaryScreen`` return the screen without that parenting, so every caller in
Muster asks here instead (``tests/gui/test_screens.py`` keeps it that way).
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def screen_of(widget: QWidget | None) -> QScreen | None:
    """The screen under the middle of ``widget``'s window, else the primary screen (None without any)."""
    if widget is not None:
        window = widget.window()
        screen = QGuiApplication.screenAt(window.frameGeometry().center())
        if screen is not None:
            return screen
    return QGuiApplication.primaryScreen()


def available_geometry(widget: QWidget | None, fallback: QRect | None = None) -> QRect:
    """The usable area of ``widget``'s screen (without task bars); ``fallback`` (1280×720) with no screen."""
    screen = screen_of(widget)
    if screen is not None:
        return screen.availableGeometry()
    return fallback if fallback is not None else QRect(0, 0, 1280, 720)
