"""Load ``ui/*.ui`` into an existing widget, so classes can subclass QMainWindow/QDialog.

The files are found through :mod:`muster.paths`, the same way in a source
checkout, an installed wheel and a frozen bundle. Every named child widget and
action becomes an attribute of the base instance.
"""

from __future__ import annotations

from PySide6.QtCore import QFile, QIODevice
from PySide6.QtUiTools import QUiLoader
from PySide6.QtWidgets import QWidget

from muster.paths import ui_path


class _IntoInstance(QUiLoader):
    def __init__(self, base: QWidget):
        super().__init__(base)
        self.base = base

    def createWidget(self, class_name, parent=None, name=""):  # noqa: N802 (Qt override)
        if parent is None and self.base is not None:
            return self.base
        widget = super().createWidget(class_name, parent, name)
        if name:
            setattr(self.base, name, widget)
        return widget

    def createAction(self, parent=None, name=""):  # noqa: N802
        action = super().createAction(parent, name)
        if name:
            setattr(self.base, name, action)
        return action

    def createLayout(self, class_name, parent=None, name=""):  # noqa: N802
        layout = super().createLayout(class_name, parent, name)
        if name:
            setattr(self.base, name, layout)
        return layout


def load_ui(name: str, base: QWidget) -> QWidget:
    path = ui_path(name)
    file = QFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(f"Cannot read the interface file {path}")
    try:
        loader = _IntoInstance(base)
        widget = loader.load(file, None)
    finally:
        file.close()
    if widget is None:
        raise RuntimeError(f"Cannot build the interface from {path}: {loader.errorString()}")
    return widget
