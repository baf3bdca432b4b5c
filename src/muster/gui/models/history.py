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
        self._last = -1  # the row of the last done action (bold)
        self._headers = [self.tr("Round"), self.tr("Phase"), self.tr("Action"), self.tr("Battle")]

    def set_rows(self, rows: list[HistoryRow]) -> None:
        """Show ``rows``, telling the view exactly what changed: rows added or removed at the end (an action, an
        undo that a new action overtook...), rows whose state changed (undo, redo), a new tail (another branch), or
        for another battle the old rows removed and the new inserted (never a reset)."""
        new = list(rows)
        if new == self.rows:
            return
        old_ids, new_ids = [r.id for r in self.rows], [r.id for r in new]
        common = 0  # the rows both share from the top: kept (a new branch replaces only the tail)
        while common < min(len(old_ids), len(new_ids)) and old_ids[common] == new_ids[common]:
            common += 1
        last_before = self._last
        if common < len(self.rows):
            self.beginRemoveRows(QModelIndex(), common, len(self.rows) - 1)
            del self.rows[common:]
            self.endRemoveRows()
        changed = [i for i in range(common) if self.rows[i] != new[i]]
        self.rows[:common] = new[:common]
        if len(new) > common:
            self.beginInsertRows(QModelIndex(), common, len(new) - 1)
            self.rows[common:] = new[common:]
            self._last = self._find_last()
            self.endInsertRows()
        self._last = self._find_last()
        for i in sorted({*changed, *(r for r in (last_before, self._last) if 0 <= r < common)}):
            self.dataChanged.emit(self.index(i, 0), self.index(i, len(self.COLUMNS) - 1))

    def _find_last(self) -> int:
        return max((i for i, r in enumerate(self.rows) if r.done), default=-1)

    def action_id(self, row: int) -> int | None:
        return self.rows[row].id if 0 <= row < len(self.rows) else None

    def last_done(self) -> int:
        """The row the battle stands at (its last done action), or -1."""
        return self._last

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
