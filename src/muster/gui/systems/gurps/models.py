"""Item models over the presenter's frozen rows (``present.Row``) for the GURPS panel's tables, and their views.

``RowsModel.set_rows`` applies a new list of rows row by row, like ``gui/models/roster.py``: rows whose key is
gone are removed, new keys inserted, moved keys moved, and ``dataChanged`` names only the rows (and the columns)
whose cells changed; the model is never reset. ``RowsTable`` (the odds, morale, units and PC tables) and
``RowsTree`` (the pre-battle events) are the views the panel places, with the few ``QTableWidget`` and
``QTreeWidget`` accessors the panel and its tests read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QTreeView, QWidget

from muster.gui.systems.gurps.present import Row

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class RowsModel(QAbstractTableModel):
    """A table of ``Row``s under fixed headers; rows are told apart by their ``key``."""

    def __init__(self, headers: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._headers = tuple(headers)
        self._header_tips: dict[int, str] = {}
        self._rows: list[Row] = []

    def rows(self) -> tuple[Row, ...]:
        return tuple(self._rows)

    def row(self, row: int) -> Row:
        return self._rows[row]

    def set_header_tip(self, section: int, text: str) -> None:
        self._header_tips[section] = text
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, section, section)

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
        changed = [c for c in range(len(self._headers)) if _look(old, c) != _look(row, c)]
        if changed:
            self.dataChanged.emit(self.index(i, changed[0]), self.index(i, changed[-1]))

    # ---- the Qt model interface --------------------------------------------------------------------------
    def rowCount(self, parent: Index = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._headers):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tips.get(section)
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
        if role == Qt.ItemDataRole.FontRole and column in row.bold:
            font = QFont()
            font.setBold(True)
            return font
        if role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole):
            colour = row.colour(column, "background" if role == Qt.ItemDataRole.BackgroundRole else "foreground")
            return QBrush(QColor(colour)) if colour else None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in row.right:
            return _RIGHT
        if role == Qt.ItemDataRole.UserRole:
            return row.data
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


def _look(row: Row, column: int) -> tuple:
    """Everything one cell shows: a change in any of it is a changed cell."""
    return (row.cells[column], column in row.bold, row.colour(column), row.colour(column, "foreground"),
            row.tip(column), column in row.right, row.data)


class Cell:
    """One cell as ``QTableWidget.item`` / ``QTreeWidget.topLevelItem`` give it: text, font, tip, data."""

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

    def data(self, role: int) -> Any:
        return self._index.data(role)


class HeaderCell:
    """A column's header as ``QTableWidget.horizontalHeaderItem`` gives it."""

    def __init__(self, model: RowsModel, section: int) -> None:
        self._model, self._section = model, section

    def text(self) -> str:
        return str(self._model.headerData(self._section, Qt.Orientation.Horizontal) or "")

    def toolTip(self) -> str:  # noqa: N802
        return str(self._model.headerData(self._section, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
                   or "")

    def setToolTip(self, text: str) -> None:  # noqa: N802
        self._model.set_header_tip(self._section, text)


class RowsTable(QTableView):
    """The panel's read-only tables over a ``RowsModel``: whole rows selected, columns fitted to their contents,
    no row numbers. ``short``: asks for no more than its minimum height (it grows into any room left), so a page
    sized by height-for-width makes room for its wrapped texts first."""

    def __init__(self, model: RowsModel, name: str, *, short: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._short = short
        self.rows_model = model
        self.setModel(model)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(22)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        if self._short:
            hint.setHeight(self.minimumHeight())
        return hint

    def rowCount(self) -> int:  # noqa: N802
        return self.rows_model.rowCount()

    def columnCount(self) -> int:  # noqa: N802
        return self.rows_model.columnCount()

    def item(self, row: int, column: int) -> Cell | None:
        index = self.rows_model.index(row, column)
        return Cell(index) if index.isValid() else None

    def horizontalHeaderItem(self, section: int) -> HeaderCell:  # noqa: N802
        return HeaderCell(self.rows_model, section)

    def cellWidget(self, row: int, column: int) -> QWidget | None:  # noqa: N802
        index = self.rows_model.index(row, column)
        return self.indexWidget(index) if index.isValid() else None

    def setCellWidget(self, row: int, column: int, widget: QWidget) -> None:  # noqa: N802
        self.setIndexWidget(self.rows_model.index(row, column), widget)

    def currentRow(self) -> int:  # noqa: N802
        return self.currentIndex().row()

    def selectRow(self, row: int) -> None:  # noqa: N802
        super().selectRow(row)
        self.setCurrentIndex(self.rows_model.index(row, 0))


class RowsTree(QTreeView):
    """A flat list of ``Row``s shown as a tree without roots (the pre-battle events): wrapped, never elided."""

    def __init__(self, model: RowsModel, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.rows_model = model
        self.setModel(model)
        self.setRootIsDecorated(False)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)

    def topLevelItemCount(self) -> int:  # noqa: N802
        return self.rows_model.rowCount()

    def topLevelItem(self, row: int) -> Cell | None:  # noqa: N802
        index = self.rows_model.index(row, 0)
        return Cell(index) if index.isValid() else None
