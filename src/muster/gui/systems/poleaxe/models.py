"""Item models over the presenter's frozen rows (``present.Row``) for the Poleaxe panel's tables, and their view.

``RowsModel`` is the shared row-precise model (``gui/systems/rows.py``: rows applied row by row, never a reset)
with the Poleaxe rows' red cells and tool tips. ``RowsTable`` is the view the form places
(``ui/poleaxe_panel.ui``, a promoted ``QTableView``): columns fitted to their contents, the last one stretched.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QWidget

from muster.gui.systems import rows
from muster.gui.systems.poleaxe.present import Row

_RED = QBrush(QColor(Qt.GlobalColor.red))
_TOOLTIP, _FOREGROUND = Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.ForegroundRole


class RowsModel(rows.RowsModel[Row]):
    """A table of ``Row``s under fixed headers: their red cells and tool tips besides their texts."""

    def look(self, row: Row, column: int) -> Hashable:
        return row.cells[column], column in row.red, row.tip(column)

    def cell_data(self, row: Row, column: int, role: int) -> Any:
        if role == _TOOLTIP:  # (looked up once: a PySide6 enum lookup costs a microsecond, at every cell and role)
            return row.tip(column) or None
        if role == _FOREGROUND and column in row.red:
            return _RED
        return None


class RowsTable(rows.RowsTable):
    """The panel's read-only tables: whole rows selected, columns fitted to their contents, no row numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self.verticalHeader().setDefaultSectionSize(24)
