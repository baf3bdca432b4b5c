"""The item model over a presenter's frozen rows, and its table view, shared by the battle panels.

``RowsModel.set_rows`` applies a new list of rows row by row, like ``gui/models/roster.py``: rows whose key is
gone are removed, new keys inserted, moved keys moved, and ``dataChanged`` names only the rows (and the columns)
whose cells changed; the model is never reset. A system's rows show more than their texts (red cells, tool tips,
check boxes...): its subclass says what a cell looks like (``look``, a change in any of it is a changed cell) and
answers the other roles (``cell_data``, ``cell_flags``). ``RowsTable`` is the view, with the few
``QTableWidget`` accessors the panels and their tests read.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()
# looked up once: data() runs for every role of every cell at each repaint, a PySide6 enum lookup costs a microsecond
_DISPLAY = Qt.ItemDataRole.DisplayRole
_TEXT_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole})


class KeyedRow(Protocol):
    """A frozen row: its identity and one text per column."""

    @property
    def key(self) -> Hashable: ...

    @property
    def cells(self) -> tuple[str, ...]: ...


R = TypeVar("R", bound=KeyedRow)


class RowsModel(QAbstractTableModel, Generic[R]):
    """A table of rows under headers; rows are told apart by their ``key``."""

    def __init__(self, headers: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._headers = tuple(headers)
        self._rows: list[R] = []

    def rows(self) -> tuple[R, ...]:
        return tuple(self._rows)

    def row(self, row: int) -> R:
        return self._rows[row]

    def set_headers(self, headers: Sequence[str]) -> None:
        """New texts for the same columns."""
        new = tuple(headers)
        if len(new) != len(self._headers):
            raise ValueError(f"{len(self._headers)} headers expected, got {len(new)}")
        if new != self._headers:
            self._headers = new
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(new) - 1)

    # ---- what a system's rows show besides their texts ------------------------------------------------------
    def look(self, row: R, column: int) -> Hashable:
        """Everything one cell shows: a change in any of it is a changed cell."""
        return row.cells[column]

    def heading(self, row: R) -> str:
        """The row's own header ("" for none)."""
        return ""

    def cell_data(self, row: R, column: int, role: int) -> Any:
        """A cell's data for the roles other than its text."""
        return None

    def cell_flags(self, row: R, column: int) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    # ---- applying new rows -------------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[R]) -> None:
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
            moved = self.beginMoveRows(ROOT, at, at, ROOT, i)
            assert moved, (at, i)
            self._rows.insert(i, self._rows.pop(at))
            self.endMoveRows()
            self._update(i, new[i])
            i += 1

    def _insert_run(self, i: int, new: list[R]) -> int:
        end = i
        shown = {r.key for r in self._rows}
        while end < len(new) and new[end].key not in shown:
            end += 1
        self.beginInsertRows(ROOT, i, end - 1)
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
            self.beginRemoveRows(ROOT, first, last)
            del self._rows[first:last + 1]
            self.endRemoveRows()
            last = first - 1

    def _update(self, i: int, row: R) -> None:
        old = self._rows[i]
        if old == row:
            return
        self._rows[i] = row
        if self.heading(old) != self.heading(row):
            self.headerDataChanged.emit(Qt.Orientation.Vertical, i, i)
        changed = [c for c in range(len(self._headers)) if self.look(old, c) != self.look(row, c)]
        if changed:
            self.dataChanged.emit(self.index(i, changed[0]), self.index(i, changed[-1]))

    # ---- the Qt model interface --------------------------------------------------------------------------
    def rowCount(self, parent: Index = ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != _DISPLAY:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._headers[section] if 0 <= section < len(self._headers) else None
        return self.heading(self._rows[section]) or None if 0 <= section < len(self._rows) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row, column = self._rows[index.row()], index.column()
        if not 0 <= column < len(row.cells):
            return None
        if role in _TEXT_ROLES:
            return row.cells[column]
        return self.cell_data(row, column, role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return Qt.ItemFlag.NoItemFlags
        return self.cell_flags(self._rows[index.row()], index.column())


class Cell:
    """One cell as ``QTableWidget.item`` (or a row as ``QTreeWidget.topLevelItem``, its cells by ``column``) gives
    it: its text, tool tip, font, check state and data."""

    def __init__(self, index: QModelIndex) -> None:
        self._index = index

    def _at(self, column: int | None) -> QModelIndex:
        return self._index if column is None else self._index.siblingAtColumn(column)

    def text(self, column: int | None = None) -> str:
        return str(self._at(column).data(Qt.ItemDataRole.DisplayRole) or "")

    def toolTip(self, column: int | None = None) -> str:  # noqa: N802
        return str(self._at(column).data(Qt.ItemDataRole.ToolTipRole) or "")

    def font(self, column: int | None = None) -> QFont:
        font = self._at(column).data(Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else QFont()

    def checkState(self) -> Qt.CheckState:  # noqa: N802
        state = self._index.data(Qt.ItemDataRole.CheckStateRole)
        return Qt.CheckState(state) if state is not None else Qt.CheckState.Unchecked

    def data(self, role: int) -> Any:
        return self._index.data(role)


class RowsTable(QTableView):
    """A panel's table: no editing, whole rows selected, no row numbers unless rows are named (``headings``)."""

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
