"""The item model over the presenter's frozen rows (``present.Row``) for the mech panel's declarations, and its view.

``RowsModel`` is the shared row-precise model (``gui/systems/rows.py``: rows applied row by row, never a reset);
a mech row shows its texts only. ``RowsTable`` is the read-only view, its columns stretched.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QWidget

from muster.gui.systems import rows
from muster.gui.systems.mech.present import Row


class RowsModel(rows.RowsModel[Row]):
    """A table of ``Row``s under fixed headers; rows are told apart by their ``key``."""


class RowsTable(rows.RowsTable):
    """The declarations table: read-only, whole rows selected, columns stretched, no row numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
