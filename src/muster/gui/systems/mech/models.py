"""The item model over the presenter's frozen rows (``present.Row``) for the mech panel's declarations, and its view.

``RowsModel.set_rows`` applies a new list of rows row by row, like ``gui/models/roster.py``: rows whose key is
gone are removed, new keys inserted, moved keys moved, and ``dataChanged`` names only the rows (and the columns)
whose cells changed; the model is never reset. ``RowsTable`` is the read-only view, with the few
``QTableWidget`` accessors the panel and its tests read (``rowCount``, ``item``, ``currentRow``).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from muster.gui.systems.mech.present import Row

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class RowsModel(QAbstractTableModel):
    """A table of ``Row``s under fixed headers; rows are told apart by their ``key``."""

    def __init__(self, headers: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._headers = tuple(headers)
        self._rows: list[Row] = []

    def rows(self) -> tuple[Row, ...]:
        return tuple(self._rows)

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
                i = self._insert_run(i, new)
                continue
            moved = self.beginMoveRows(_ROOT, at, at, _ROOT, i)
            assert moved, (at, i)
            self._rows.insert(i, self._rows.pop(at))
            self.endMoveRows()
            self._update(i, new[i])
            i += 1

    def _insert_run(self, i: int, new: list[Row]) -> int:
        end = i
        shown = {r.key for r in self._rows}
        while end < len(new) and new[end].key not in shown:
            end += 1
        self.beginInsertRows(_ROOT, i, end - 1)
        self._rows[i:i] = new[i:end]
        self.endInsertRows()
        return end

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
        changed = [c for c in range(len(self._headers)) if old.cells[c] != row.cells[c]]
        if changed:
            self.dataChanged.emit(self.index(i, changed[0]), self.index(i, changed[-1]))

    # ---- the Qt model interface --------------------------------------------------------------------------
    def rowCount(self, parent: Index = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> str | None:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole \
                and 0 <= section < len(self._headers):
            return self._headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> str | None:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row, column = self._rows[index.row()], index.column()
        if not 0 <= column < len(row.cells):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return row.cells[column]
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class Cell:
    """One cell of a ``RowsTable`` as ``QTableWidget.item`` gives it: its text."""

    def __init__(self, index: QModelIndex) -> None:
        self._index = index

    def text(self) -> str:
        return str(self._index.data(Qt.ItemDataRole.DisplayRole) or "")


class RowsTable(QTableView):
    """The declarations table: read-only, whole rows selected, columns stretched, no row numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    def rowCount(self) -> int:  # noqa: N802
        model = self.model()
        return model.rowCount() if model is not None else 0

    def item(self, row: int, column: int) -> Cell | None:
        model = self.model()
        index = model.index(row, column) if model is not None else QModelIndex()
        return Cell(index) if index.isValid() else None

    def currentRow(self) -> int:  # noqa: N802
        return self.currentIndex().row()
