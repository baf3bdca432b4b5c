"""Every ui/*.ui has an up-to-date compiled form, and forms build into their widgets."""

from muster.tools.build_forms import UI_DIR, stale_forms


def test_forms_match_their_ui_files():
    assert stale_forms() == [], "run: uv run python -m muster.tools.build_forms"


def test_every_form_builds(qtbot):
    from PySide6.QtWidgets import QDialog, QMainWindow, QWidget

    from muster.gui.uiloader import load_ui

    for ui_file in sorted(UI_DIR.glob("*.ui")):
        text = ui_file.read_text(encoding="utf-8")
        base = QMainWindow() if 'class="QMainWindow"' in text else QDialog() if 'class="QDialog"' in text else QWidget()
        qtbot.addWidget(base)
        load_ui(ui_file.name, base)
        assert base.objectName(), ui_file.name
