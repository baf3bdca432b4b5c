"""List every command's shortcut and let the GM rebind it (kept in QSettings)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QKeySequenceEdit, QTableWidgetItem, QWidget

from muster.gui.forms.shortcuts_dialog import Ui_ShortcutsDialog
from muster.i18n import fmt


class ShortcutsDialog(QDialog, Ui_ShortcutsDialog):
    def __init__(self, actions: Iterable[QAction], defaults: dict[str, str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setupUi(self)  # the compiled form as a mixin: the type checker sees its widgets
        self._actions = [a for a in actions if a.objectName()]
        self._defaults = defaults
        table = self.shortcutsTable
        table.setColumnCount(2)
        table.setHorizontalHeaderLabels([self.tr("Command"), self.tr("Shortcut")])
        table.setRowCount(len(self._actions))
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setVisible(False)
        self.editors: dict[str, QKeySequenceEdit] = {}
        for row, action in enumerate(self._actions):
            item = QTableWidgetItem(action.text().replace("&", "").rstrip("…"))
            table.setItem(row, 0, item)
            editor = QKeySequenceEdit(action.shortcut())
            editor.setObjectName(f"edit_{action.objectName()}")
            editor.keySequenceChanged.connect(self._validate)
            table.setCellWidget(row, 1, editor)
            self.editors[action.objectName()] = editor
        self.resetButton.clicked.connect(self.restore_defaults)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self.resize(560, 520)

    def restore_defaults(self) -> None:
        for name, editor in self.editors.items():
            editor.setKeySequence(QKeySequence(self._defaults.get(name, "")))

    def chosen(self) -> dict[str, str]:
        return {name: ed.keySequence().toString(QKeySequence.SequenceFormat.PortableText)
                for name, ed in self.editors.items()}

    def _validate(self) -> None:
        seen: dict[str, str] = {}
        problem = ""
        for name, keys in self.chosen().items():
            if keys and keys in seen:
                problem = fmt(self.tr("%1 is used twice: pick another key for one of them."), keys)
                break
            seen[keys] = name
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
