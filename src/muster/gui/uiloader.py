"""Build a form from ``ui/*.ui`` into an existing widget, so classes can subclass QMainWindow/QDialog.

The ``.ui`` files are compiled by pyside6-uic into ``muster.gui.forms`` (``python -m
muster.tools.build_forms``; a test keeps them in step), so the same Python modules serve a source
checkout, an installed wheel and a frozen bundle. Every named child widget, layout and action becomes
an attribute of the base instance.
"""

from __future__ import annotations

import importlib

from PySide6.QtWidgets import QWidget


def load_ui(name: str, base: QWidget) -> QWidget:
    stem = name.removesuffix(".ui")
    try:
        module = importlib.import_module(f"muster.gui.forms.{stem}")
    except ModuleNotFoundError:
        raise FileNotFoundError(f"No compiled form for {name}; run python -m muster.tools.build_forms") from None
    form_class = next(value for key, value in vars(module).items() if key.startswith("Ui_"))
    form = form_class()
    form.setupUi(base)
    for attr, value in vars(form).items():
        setattr(base, attr, value)
    return base
