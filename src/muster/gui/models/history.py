"""The History dock's rows: the actions of one battle (or the campaign), oldest first, undone ones greyed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtWidgets import QApplication

from muster.i18n import fmt, number, render, term
from muster.services.history import HistoryRow

Index = QModelIndex | QPersistentModelIndex


class HistoryModel(QAbstractTableModel):
    COLUMNS = ("Round", "Phase", "Action", "Battle")

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.rows: list[HistoryRow] = []
        self._headers = [self.tr("Round"), self.tr("Phase"), self.tr("Action"), self.tr("Battle")]

    def set_rows(self, rows: list[HistoryRow]) -> None:
        if rows != self.rows:
            self.beginResetModel()
            self.rows = list(rows)
            self.endResetModel()

    def action_id(self, row: int) -> int | None:
        return self.rows[row].id if 0 <= row < len(self.rows) else None

    def last_done(self) -> int:
        return max((i for i, r in enumerate(self.rows) if r.done), default=-1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            column = index.column()
            if column == 0:
                return number(row.round) if row.round is not None else ""
            if column == 1:
                return render(term("Rules", row.phase)) if row.phase else ""
            return row.text if column == 2 else row.battle
        if role == Qt.ItemDataRole.ToolTipRole:
            if row.done:
                return fmt(self.tr("%1 (done)"), row.label)
            return fmt(self.tr("%1 (undone: Redo or a click brings it back)"), row.label)
        if role == Qt.ItemDataRole.ForegroundRole and not row.done:
            return QBrush(QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        if role == Qt.ItemDataRole.FontRole and (not row.done or index.row() == self.last_done()):
            font = QFont()
            font.setItalic(not row.done)
            font.setBold(row.done)  # where the campaign stands now
            return font
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        return None
