"""Item models over the presenter's frozen rows (``present.Row``) for the BUCS panel's tables, and their view.

``RowsModel.set_rows`` applies a new list of rows row by row, like ``gui/models/roster.py``: rows whose key is
gone are removed, new keys inserted, moved keys moved, and ``dataChanged`` names only the rows (and the columns)
whose cells changed; the model is never reset. A row's check boxes (the units' move and attack actions) are
shown as the file has them: ticking one asks (``checkToggled``), and the refresh after the GM's action shows the
answer. ``RowsTable`` is the view, with the few ``QTableWidget`` accessors the panel and its tests read.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from muster.gui.systems.bucs.present import Row

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class RowsModel(QAbstractTableModel):
    """A table of ``Row``s under headers; rows are told apart by their ``key``."""

    checkToggled = Signal(object, int, bool)  # the row's key, the column, ticked

    def __init__(self, headers: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._headers = tuple(headers)
        self._rows: list[Row] = []

    def rows(self) -> tuple[Row, ...]:
        return tuple(self._rows)

    def row(self, row: int) -> Row:
        return self._rows[row]

    def set_headers(self, headers: Sequence[str]) -> None:
        """New texts for the same columns (the hits table names the units fighting)."""
        new = tuple(headers)
        if len(new) != len(self._headers):
            raise ValueError(f"{len(self._headers)} headers expected, got {len(new)}")
        if new != self._headers:
            self._headers = new
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(new) - 1)

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

    def _remove_gone(self, wanted: set[Hashable]) -> None:
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
        if old.heading != row.heading:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, i, i)
        changed = [c for c in range(len(self._headers))
                   if old.cells[c] != row.cells[c] or old.check(c) != row.check(c)]
        if changed:
            self.dataChanged.emit(self.index(i, changed[0]), self.index(i, changed[-1]))

    # ---- the Qt model interface --------------------------------------------------------------------------
    def rowCount(self, parent: Index = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._headers[section] if 0 <= section < len(self._headers) else None
        return self._rows[section].heading or None if 0 <= section < len(self._rows) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row, column = self._rows[index.row()], index.column()
        if not 0 <= column < len(row.cells):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return row.cells[column]
        if role == Qt.ItemDataRole.CheckStateRole:
            ticked = row.check(column)
            return None if ticked is None else (Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        if role == Qt.ItemDataRole.TextAlignmentRole and row.heading:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return Qt.ItemFlag.NoItemFlags
        if self._rows[index.row()].check(index.column()) is not None:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        """A tick asks for the change (``checkToggled``); the row shows it once the file has it."""
        if role != Qt.ItemDataRole.CheckStateRole or not index.isValid() or not 0 <= index.row() < len(self._rows):
            return False
        row = self._rows[index.row()]
        if row.check(index.column()) is None:
            return False
        ticked = Qt.CheckState(value) == Qt.CheckState.Checked if isinstance(value, (int, Qt.CheckState)) else False
        self.checkToggled.emit(row.key, index.column(), ticked)
        return True


class Cell:
    """One cell of a ``RowsTable`` as ``QTableWidget.item`` gives it: its text and check state."""

    def __init__(self, index: QModelIndex) -> None:
        self._index = index

    def text(self) -> str:
        return str(self._index.data(Qt.ItemDataRole.DisplayRole) or "")

    def checkState(self) -> Qt.CheckState:  # noqa: N802
        state = self._index.data(Qt.ItemDataRole.CheckStateRole)
        return Qt.CheckState(state) if state is not None else Qt.CheckState.Unchecked


class RowsTable(QTableView):
    """The panel's tables: no editing, columns fitted to their contents, no row numbers unless rows are named."""

    def __init__(self, parent: QWidget | None = None, *, headings: bool = False) -> None:
        super().__init__(parent)
        self.verticalHeader().setVisible(headings)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)

    def rowCount(self) -> int:  # noqa: N802
        model = self.model()
        return model.rowCount() if model is not None else 0

    def columnCount(self) -> int:  # noqa: N802
        model = self.model()
        return model.columnCount() if model is not None else 0

    def item(self, row: int, column: int) -> Cell | None:
        model = self.model()
        index = model.index(row, column) if model is not None else QModelIndex()
        return Cell(index) if index.isValid() else None

    def currentRow(self) -> int:  # noqa: N802
        return self.currentIndex().row()


def fit_columns(table: QTableView, stretch: bool) -> None:
    """Every column stretched (``stretch``) or fitted to its contents with the last one stretched."""
    header = table.horizontalHeader()
    mode = QHeaderView.ResizeMode.Stretch if stretch else QHeaderView.ResizeMode.ResizeToContents
    header.setSectionResizeMode(mode)
    if not stretch:
        header.setStretchLastSection(True)
