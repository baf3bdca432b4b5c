"""Muster asks for a widget's screen only through muster.gui.screens, which PySide does not tie to the widget.

PySide6 makes the QScreen that QWidget.screen() returns a child of the widget's wrapper; when a closed window's
wrapper was collected, the application's real screen was deleted with it and the next window crashed inside Qt
(under the real X server: saveGeometry, activateWindow). These tests fail if that way back in is reopened.
"""

import ast
import gc
from pathlib import Path

import shiboken6
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from muster.gui.screens import available_geometry, screen_of

SRC = Path(__file__).resolve().parents[2] / "src" / "muster"


def test_a_collected_window_leaves_the_screens_alone(qapp):
    class Window(QMainWindow):
        pass

    window = Window()
    window.cycle = window  # collected by the cycle collector, as a closed main window is
    window.show()
    assert screen_of(window) is not None and available_geometry(window).width() > 0
    assert "QScreen" not in shiboken6.dump(window)  # the screen is not the window's child
    window.close()
    del window
    gc.collect()
    assert QGuiApplication.screens() and all(shiboken6.isValid(s) for s in QGuiApplication.screens())
    again = QMainWindow()
    again.show()
    assert available_geometry(again).width() > 0
    again.saveGeometry()  # what crashed next once the screen was gone
    again.close()


def test_no_code_asks_a_widget_or_window_for_its_screen_directly():
    calls = []
    for path in SRC.rglob("*.py"):
        if path.name == "screens.py" or "forms" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        if "screen" not in text:
            continue  # no ``.screen()`` without the word: only these modules are parsed
        for node in ast.walk(ast.parse(text)):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "screen"
                    and not node.args):
                calls.append(f"{path.relative_to(SRC)}:{node.lineno}")
    assert calls == [], "use muster.gui.screens.screen_of instead of .screen(): " + ", ".join(calls)
