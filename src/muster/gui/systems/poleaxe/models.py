"""Item models over the presenter's frozen rows (``present.Row``) for the Poleaxe panel's tables, and their view.

``RowsModel.set_rows`` applies a new list of rows row by row, like ``gui/models/roster.py``: rows whose key is
gone are removed, new keys inserted, moved keys moved, and ``dataChanged`` names only the rows (and the columns)
whose cells changed; the model is never reset. ``RowsTable`` is the view the form places (``ui/poleaxe_panel.ui``,
a promoted ``QTableView``), with the few ``QTableWidget`` accessors the panel and its tests read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from muster.gui.systems.poleaxe.present import Row

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_RED = QBrush(QColor(Qt.GlobalColor.red))


class RowsModel(QAbstractTableModel):
    """A table of ``Row``s under fixed headers; rows are told apart by their ``key``."""

    def __init__(self, headers: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._headers = tuple(headers)
        self._rows: list[Row] = []

    def rows(self) -> tuple[Row, ...]:
        return tuple(self._rows)

    def row(self, row: int) -> Row:
        return self._rows[row]

    # ---- applying new rows -------------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[Row]) -> None:
        """Show ``rows`` (unique keys, one cell per column), changing only what differs from the rows shown."""
        new = list(rows)
        keys = [r.key for r in new]
        if len(set(keys)) != len(keys):
            raise ValueError(f"rows with the same key: {keys}")
        if any(len(r.cells) != len(self._headers) for r in new):
            raise ValueError(f"every row needs {len(self._headers)} cells")
        self._remove_gone(set(keys))
        i = 0
        while i < len(new):
            if i < len(self._rows) and self._rows[i].key == new[i].key:
                self._update(i, new[i])
                i += 1
                continue
            at = next((j for j in range(i + 1, len(self._rows)) if self._rows[j].key == new[i].key), None)
            if at is None:  # new keys: one insertion for the run of them
                end = i
                shown = {r.key for r in self._rows}
                while end < len(new) and new[end].key not in shown:
                    end += 1
                self.beginInsertRows(_ROOT, i, end - 1)
                self._rows[i:i] = new[i:end]
                self.endInsertRows()
                i = end
                continue
            moved = self.beginMoveRows(_ROOT, at, at, _ROOT, i)
            assert moved, (at, i)
            self._rows.insert(i, self._rows.pop(at))
            self.endMoveRows()
            self._update(i, new[i])
            i += 1

    def _remove_gone(self, wanted: set) -> None:
        last = len(self._rows) - 1
        while last >= 0:
            if self._rows[last].key in wanted:
                last -= 1
                continue
            first = last
            while first > 0 and self._rows[first - 1].key not in wanted:
                first -= 1
            self.beginRemoveRows(_ROOT, first, last)
            del self._rows[first:last + 1]
            self.endRemoveRows()
            last = first - 1

    def _update(self, i: int, row: Row) -> None:
        old = self._rows[i]
        if old == row:
            return
        self._rows[i] = row
        changed = [c for c in range(len(self._headers))
                   if old.cells[c] != row.cells[c] or (c in old.red) != (c in row.red) or old.tip(c) != row.tip(c)]
        if changed:
            self.dataChanged.emit(self.index(i, changed[0]), self.index(i, changed[-1]))

    # ---- the Qt model interface --------------------------------------------------------------------------
    def rowCount(self, parent: Index = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole \
                and 0 <= section < len(self._headers):
            return self._headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row, column = self._rows[index.row()], index.column()
        if not 0 <= column < len(row.cells):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return row.cells[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.tip(column) or None
        if role == Qt.ItemDataRole.ForegroundRole and column in row.red:
            return _RED
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class Cell:
    """One cell of a ``RowsTable`` as ``QTableWidget.item`` gives it: its text and tool tip."""

    def __init__(self, index: QModelIndex) -> None:
        self._index = index

    def text(self) -> str:
        return str(self._index.data(Qt.ItemDataRole.DisplayRole) or "")

    def toolTip(self) -> str:  # noqa: N802
        return str(self._index.data(Qt.ItemDataRole.ToolTipRole) or "")


class RowsTable(QTableView):
    """The panel's read-only tables: whole rows selected, columns fitted to their contents, no row numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self.verticalHeader().setDefaultSectionSize(24)

    def rowCount(self) -> int:  # noqa: N802
        model = self.model()
        return model.rowCount() if model is not None else 0

    def columnCount(self) -> int:  # noqa: N802
        model = self.model()
        return model.columnCount() if model is not None else 0

    def _index(self, row: int, column: int) -> QModelIndex:
        model = self.model()
        return model.index(row, column) if model is not None else QModelIndex()

    def item(self, row: int, column: int) -> Cell | None:
        index = self._index(row, column)
        return Cell(index) if index.isValid() else None

    def cellWidget(self, row: int, column: int) -> QWidget | None:  # noqa: N802
        index = self._index(row, column)
        return self.indexWidget(index) if index.isValid() else None

    def setCellWidget(self, row: int, column: int, widget: QWidget) -> None:  # noqa: N802
        self.setIndexWidget(self._index(row, column), widget)

    def currentRow(self) -> int:  # noqa: N802
        return self.currentIndex().row()
