"""Combat Log model: action ids held in order, rows fetched lazily a page at a time."""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from muster.gui.i18n import time_text
from muster.i18n import number, render, term
from muster.services import ChangeSet
from muster.services import queries as q
from muster.services.export import format_modifiers, format_rolls

if TYPE_CHECKING:
    from muster.services import CampaignService

PAGE = 256
Index = QModelIndex | QPersistentModelIndex
# looked up once: data() runs for every role of every cell at each repaint, a PySide6 enum lookup costs a microsecond
_DISPLAY, _TOOLTIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
_ANSWERED = frozenset({_DISPLAY, _TOOLTIP})


class LogModel(QAbstractTableModel):
    COLUMNS = ("time", "battle", "round", "phase", "actor", "target", "text", "dice")

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._svc: CampaignService | None = None
        self._ids: list[int] = []
        self._rows: dict[int, q.LogRow] = {}
        self.filter = q.LogFilter()
        self._headers = [self.tr("Time"), self.tr("Battle"), self.tr("Round"), self.tr("Phase"), self.tr("Actor"),
                         self.tr("Target"), self.tr("What happened"), self.tr("Dice and modifiers")]

    def set_service(self, svc: CampaignService | None) -> None:
        self._svc = svc
        self._reload()

    def set_filter(self, flt: q.LogFilter) -> None:
        self.filter = flt
        self._reload()

    def _reload(self) -> None:
        self.beginResetModel()  # new campaign or new filter: a different list of rows
        self._ids = q.log_ids(self._svc, self.filter) if self._svc is not None else []
        self._rows = {}
        self.endResetModel()

    # ---- Qt interface -----------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != _DISPLAY:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None

    def row_at(self, row: int) -> q.LogRow:
        action_id = self._ids[row]
        found = self._rows.get(action_id)
        if found is None and self._svc is not None:  # (rows are listed only while a campaign is open)
            start = max(0, row - PAGE // 2)
            page = [i for i in self._ids[start:start + PAGE] if i not in self._rows]
            if len(self._rows) > 20 * PAGE:
                self._rows.clear()
            self._rows.update(q.log_rows(self._svc, page or [action_id]))
            found = self._rows[action_id]
        assert found is not None
        return found

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ANSWERED or not index.isValid():
            return None
        row = self.row_at(index.row())
        column = self.COLUMNS[index.column()]
        if column == "time":
            return time_text(row.at)
        if column == "round":
            return "" if row.round is None else number(row.round)
        if column == "phase":  # the phase's name in the rules' registry, in English in the file
            return render(term("Rules", row.phase)) if row.phase else ""
        if column == "dice":
            parts = [format_rolls(row.rolls)]
            if role == _TOOLTIP or not row.rolls:
                parts.append(format_modifiers(row.modifiers))
            return "; ".join(p for p in parts if p)
        return getattr(row, column)

    # ---- selective updates ------------------------------------------------------------
    def apply_changes(self, changes: ChangeSet) -> None:
        inserted = changes.ids("actions", "insert")
        for action_id in changes.ids("actions", "delete"):
            row = bisect_left(self._ids, action_id)
            if row < len(self._ids) and self._ids[row] == action_id:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._ids[row]
                self._rows.pop(action_id, None)
                self.endRemoveRows()
        if inserted:
            # a new or redone action is done; with no filter it belongs in the list without asking the file
            if self.filter == q.LogFilter() or self._svc is None:
                shown = inserted
            else:
                shown = q.log_ids_for(self._svc, inserted, self.filter)
            for action_id in shown:
                row = bisect_left(self._ids, action_id)
                if row < len(self._ids) and self._ids[row] == action_id:
                    continue
                self.beginInsertRows(QModelIndex(), row, row)
                self._ids.insert(row, action_id)
                self.endInsertRows()
