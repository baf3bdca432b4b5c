"""Initiative order of the current battle, with the acting unit marked."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from muster.i18n import number

if TYPE_CHECKING:
    from muster.gui.models.roster import RosterModel

Index = QModelIndex | QPersistentModelIndex
# looked up once: data() runs for every role of every row at each repaint, a PySide6 enum lookup costs a microsecond
_DISPLAY, _TOOLTIP, _FONT, _USER = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.FontRole,
                                    Qt.ItemDataRole.UserRole)
_ANSWERED = frozenset({_DISPLAY, _TOOLTIP, _FONT, _USER})


class InitiativeModel(QAbstractListModel):
    def __init__(self, roster: RosterModel, parent: QObject | None = None):
        super().__init__(parent)
        self._roster = roster  # RosterModel: unit names and statuses come from there
        self._ids: list[int] = []
        self._active = 0
        self._notes: dict[int, str] = {}
        roster.dataChanged.connect(self._roster_changed)

    def set_notes(self, notes: dict[int, str]) -> None:
        """Per-unit notes from the battle panel; rows whose note changed are repainted."""
        changed = [row for row, uid in enumerate(self._ids) if notes.get(uid) != self._notes.get(uid)]
        self._notes = dict(notes)
        for row in changed:
            self.dataChanged.emit(self.index(row), self.index(row))

    def set_order(self, ids: list[int], active: int) -> None:
        ids = list(ids)
        if ids != self._ids:
            self.beginResetModel()  # a different battle or a new order: every row differs
            self._ids = ids
            self._active = active
            self.endResetModel()
        elif active != self._active:
            old, self._active = self._active, active
            for row in (old, active):
                if 0 <= row < len(self._ids):
                    self.dataChanged.emit(self.index(row), self.index(row))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._ids)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ANSWERED or not index.isValid():
            return None
        unit = self._roster.unit_row(self._ids[index.row()])
        if role == _DISPLAY:
            marker = "▶ " if index.row() == self._active else "   "
            if unit is None:
                return marker + self.tr("(removed unit)")
            headline = unit.status.split(" · ")[0]  # the full status line is in the tooltip and roster
            note = self._notes.get(unit.id)
            return f"{marker}{number(index.row() + 1)}. {unit.name} — {headline}" + (f" · {note}" if note else "")
        if role == _TOOLTIP:
            return unit.status if unit else None
        if role == _FONT and index.row() == self._active:
            font = QFont()
            font.setBold(True)
            return font
        if role == _USER:
            return self._ids[index.row()]
        return None

    def _roster_changed(self, top_left: Index, bottom_right: Index, roles: Sequence[int] = ()) -> None:
        node = self._roster.node(top_left)
        if node and node[1] in self._ids:
            row = self._ids.index(node[1])
            self.dataChanged.emit(self.index(row), self.index(row))
