"""Every ui/*.ui has an up-to-date compiled form, and forms build into their widgets."""

import importlib
import xml.etree.ElementTree as ET

from muster.tools.build_forms import UI_DIR, stale_forms


def test_forms_match_their_ui_files():
    assert stale_forms() == [], "run: uv run python -m muster.tools.build_forms"


def test_every_form_builds(qtbot):
    from PySide6 import QtWidgets

    for ui_file in sorted(UI_DIR.glob("*.ui")):
        top = ET.parse(ui_file).getroot().find("widget")
        assert top is not None, ui_file.name
        base = getattr(QtWidgets, top.get("class", ""))()  # the form's top widget: QMainWindow, QDialog, QWidget
        qtbot.addWidget(base)
        module = importlib.import_module(f"muster.gui.forms.{ui_file.stem}")
        (form_class,) = [value for key, value in vars(module).items() if key.startswith("Ui_")]
        form_class().setupUi(base)
        assert base.objectName(), ui_file.name
