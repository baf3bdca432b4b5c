"""A dialog taller than the screen scrolls as a whole, and is as wide as its contents where the screen allows."""

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from muster.gui.dialogs.fit import fit_to_screen, room


def test_a_tall_dialog_scrolls_and_keeps_its_contents_width(qtbot):
    most = room(QWidget())
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    wide = QLabel("x")
    wide.setMinimumSize(min(700, most.width() - 60), most.height() + 200)  # longer words, taller than the screen
    layout.addWidget(wide)
    layout.addWidget(QDialogButtonBox(QDialogButtonBox.StandardButton.Ok))
    dialog.resize(400, 300)  # the size a form asked for, made for shorter (English) words
    fit_to_screen(dialog)
    assert dialog.findChild(QScrollArea, "fittedScroll") is not None
    assert dialog.width() >= wide.minimumWidth() and dialog.width() <= most.width()
    assert dialog.height() <= most.height()
