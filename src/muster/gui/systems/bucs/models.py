"""Item models over the presenter's frozen rows (``present.Row``) for the BUCS panel's tables, and their view.

``RowsModel`` is the shared row-precise model (``gui/systems/rows.py``: rows applied row by row, never a reset)
with the BUCS rows' check boxes and headings. A row's check boxes (the units' move and attack actions) are shown
as the file has them: ticking one asks (``checkToggled``), and the refresh after the GM's action shows the
answer. ``RowsTable`` is the view, with the few ``QTableWidget`` accessors the panel and its tests read.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHeaderView, QTableView

from muster.gui.systems import rows
from muster.gui.systems.bucs.present import Row
from muster.gui.systems.rows import Index, RowsTable

__all__ = ["RowsModel", "RowsTable", "fit_columns"]
_CHECK_STATE, _ALIGNMENT = Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.TextAlignmentRole


class RowsModel(rows.RowsModel[Row]):
    """A table of ``Row``s under headers (the hits table names the units fighting): check boxes and headings."""

    checkToggled = Signal(object, int, bool)  # the row's key, the column, ticked

    def look(self, row: Row, column: int) -> Hashable:
        return row.cells[column], row.check(column)

    def heading(self, row: Row) -> str:
        return row.heading

    def cell_data(self, row: Row, column: int, role: int) -> Any:
        if role == _CHECK_STATE:  # (looked up once: a PySide6 enum lookup costs a microsecond, at every cell and role)
            ticked = row.check(column)
            return None if ticked is None else (Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        if role == _ALIGNMENT and row.heading:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def cell_flags(self, row: Row, column: int) -> Qt.ItemFlag:
        if row.check(column) is not None:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        """A tick asks for the change (``checkToggled``); the row shows it once the file has it."""
        if role != Qt.ItemDataRole.CheckStateRole or not index.isValid() or not 0 <= index.row() < self.rowCount():
            return False
        row = self.row(index.row())
        if row.check(index.column()) is None:
            return False
        ticked = Qt.CheckState(value) == Qt.CheckState.Checked if isinstance(value, (int, Qt.CheckState)) else False
        self.checkToggled.emit(row.key, index.column(), ticked)
        return True


def fit_columns(table: QTableView, stretch: bool) -> None:
    """Every column stretched (``stretch``) or fitted to its contents with the last one stretched."""
    header = table.horizontalHeader()
    mode = QHeaderView.ResizeMode.Stretch if stretch else QHeaderView.ResizeMode.ResizeToContents
    header.setSectionResizeMode(mode)
    if not stretch:
        header.setStretchLastSection(True)
