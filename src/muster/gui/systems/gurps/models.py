"""Item models over the presenter's frozen rows (``present.Row``) for the GURPS panel's tables, and their views.

``RowsModel`` is the panels' shared row model (``gui/systems/rows.py``: new rows applied row by row, removed,
inserted, moved, ``dataChanged`` only for the changed cells, never a reset) saying what a GURPS cell shows.
``RowsTable`` (the odds, morale, units and PC tables) and ``RowsTree`` (the pre-battle events) are the views the
panel places, with the few ``QTableWidget`` and ``QTreeWidget`` accessors the panel and its tests read.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeView, QWidget

from muster.gui.systems import rows
from muster.gui.systems.gurps.present import Row
from muster.gui.systems.rows import Cell

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


_TOOLTIP, _FONT, _BACKGROUND, _FOREGROUND, _ALIGNMENT, _USER = (
    Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.UserRole)
_ANSWERED = frozenset({_TOOLTIP, _FONT, _BACKGROUND, _FOREGROUND, _ALIGNMENT, _USER})


class RowsModel(rows.RowsModel[Row]):
    """A table of ``present.Row``s under fixed headers (the shared ``gui.systems.rows.RowsModel``): bold, coloured,
    right-aligned cells, tool tips by column, the row's data under ``UserRole``, tips on the headers."""

    def __init__(self, headers: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(headers, parent)
        self._header_tips: dict[int, str] = {}

    def set_header_tip(self, section: int, text: str) -> None:
        self._header_tips[section] = text
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, section, section)

    def look(self, row: Row, column: int) -> Hashable:
        """Everything one cell shows: a change in any of it is a changed cell."""
        return (row.cells[column], column in row.bold, row.colour(column), row.colour(column, "foreground"),
                row.tip(column), column in row.right, row.data)

    def cell_data(self, row: Row, column: int, role: int) -> Any:
        if role not in _ANSWERED:  # (the roles looked up once: a PySide6 enum lookup costs a microsecond)
            return None
        if role == _TOOLTIP:
            return row.tip(column) or None
        if role == _FONT and column in row.bold:
            font = QFont()
            font.setBold(True)
            return font
        if role == _BACKGROUND or role == _FOREGROUND:
            colour = row.colour(column, "background" if role == _BACKGROUND else "foreground")
            return QBrush(QColor(colour)) if colour else None
        if role == _ALIGNMENT and column in row.right:
            return _RIGHT
        if role == _USER:
            return row.data
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            return self._header_tips.get(section)
        return super().headerData(section, orientation, role)


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


class RowsTable(rows.RowsTable):
    """The panel's read-only tables over a ``RowsModel`` (the shared ``gui.systems.rows.RowsTable``): columns fitted
    to their contents, one row selected. ``short``: asks for no more than its minimum height (it grows into any room
    left), so a page sized by height-for-width makes room for its wrapped texts first."""

    def __init__(self, model: RowsModel, name: str, *, short: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._short = short
        self.rows_model = model
        self.setModel(model)
        self.verticalHeader().setDefaultSectionSize(22)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        if self._short:
            hint.setHeight(self.minimumHeight())
        return hint

    def horizontalHeaderItem(self, section: int) -> HeaderCell:  # noqa: N802
        return HeaderCell(self.rows_model, section)

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
