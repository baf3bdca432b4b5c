"""Army Roster model: sides → forces → units, with each unit's live status."""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from muster.i18n import fmt, render, term
from muster.services import ChangeSet
from muster.services import queries as q
from muster.systems import short_label

if TYPE_CHECKING:
    from muster.services import CampaignService

Index = QModelIndex | QPersistentModelIndex
SIDE, FORCE, UNIT = 1, 2, 3
_KIND_BITS = 2


# the roles data() answers, looked up once: Qt asks data() thousands of times a repaint (every role of every cell),
# and each PySide6 enum lookup (Qt.ItemDataRole.X) costs a microsecond or more
_Role = Qt.ItemDataRole
_TEXT_ROLES = frozenset({_Role.DisplayRole, _Role.ToolTipRole, _Role.AccessibleTextRole})
_TOOLTIP, _FONT, _FOREGROUND, _USER = _Role.ToolTipRole, _Role.FontRole, _Role.ForegroundRole, _Role.UserRole
_ANSWERED = _TEXT_ROLES | {_FONT, _FOREGROUND, _USER}


def _key(kind: int, pk: int) -> int:
    return (pk << _KIND_BITS) | kind


def _split(key: int) -> tuple[int, int]:
    return key & 3, key >> _KIND_BITS


class RosterModel(QAbstractItemModel):
    COLUMNS = ("Name", "Rules", "Status")

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._svc: CampaignService | None = None
        self._sides: list[int] = []
        self._side_rows: dict[int, q.SideRow] = {}
        self._forces_of: dict[int, list[int]] = {}
        self._force_rows: dict[int, q.ForceRow] = {}
        self._units_of: dict[int, list[int]] = {}
        self._unit_rows: dict[int, q.UnitRow] = {}
        self._hidden: set[int] = set()  # units hidden from the players (shown marked)
        self._headers = [self.tr("Name"), self.tr("Rules"), self.tr("Status")]
        # the words of a status that says the unit is out of the fight (shown in red): English, and the
        # translation's (the same words or their stems in the GM's language, separated by |)
        words = ["out of", "destroyed", "rout", "dead"] + self.tr("out of|destroyed|rout|dead").split("|")
        self._out_words = tuple(dict.fromkeys(w.strip().lower() for w in words if w.strip()))

    # ---- loading -----------------------------------------------------------------
    def set_service(self, svc: CampaignService | None) -> None:
        self.beginResetModel()  # a different campaign: the one full reset there is
        self._svc = svc
        self._sides, self._side_rows, self._forces_of, self._force_rows = [], {}, {}, {}
        self._units_of, self._unit_rows = {}, {}
        self._hidden = set()
        if svc is not None:
            from muster.services.visibility import hidden_ids

            self._hidden = hidden_ids(svc)
            sides, forces, units = q.roster(svc)
            for s in sides:
                self._sides.append(s.id)
                self._side_rows[s.id] = s
                self._forces_of[s.id] = []
            for f in forces:
                self._force_rows[f.id] = f
                self._forces_of.setdefault(f.side_id, []).append(f.id)
                self._units_of[f.id] = []
            for u in units:
                self._unit_rows[u.id] = u
                self._units_of.setdefault(u.force_id, []).append(u.id)
            for ids in (self._sides, *self._forces_of.values(), *self._units_of.values()):
                ids.sort()
        self.endResetModel()

    # ---- Qt model interface --------------------------------------------------------
    def _children(self, parent: Index) -> list[int]:
        if not parent.isValid():
            return self._sides
        kind, pk = _split(parent.internalId())
        if kind == SIDE:
            return self._forces_of.get(pk, [])
        if kind == FORCE:
            return self._units_of.get(pk, [])
        return []

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:
        children = self._children(parent)
        if not (0 <= row < len(children) and 0 <= column < len(self.COLUMNS)):
            return QModelIndex()
        kind = {SIDE: FORCE, FORCE: UNIT}[_split(parent.internalId())[0]] if parent.isValid() else SIDE
        return self.createIndex(row, column, _key(kind, children[row]))

    # Qt's parent of an index; the stubs overload the name with QObject.parent() (no argument)
    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]
        if not index.isValid():
            return QModelIndex()
        kind, pk = _split(index.internalId())
        if kind == FORCE:
            side_id = self._force_rows[pk].side_id
            return self._index_of(SIDE, side_id)
        if kind == UNIT:
            return self._index_of(FORCE, self._unit_rows[pk].force_id)
        return QModelIndex()

    def _index_of(self, kind: int, pk: int, column: int = 0) -> QModelIndex:
        if kind == SIDE:
            siblings = self._sides
        elif kind == FORCE:
            siblings = self._forces_of.get(self._force_rows[pk].side_id, [])
        else:
            siblings = self._units_of.get(self._unit_rows[pk].force_id, [])
        row = bisect_left(siblings, pk)
        if row >= len(siblings) or siblings[row] != pk:
            return QModelIndex()
        return self.createIndex(row, column, _key(kind, pk))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self._children(parent))

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ANSWERED or not index.isValid():
            return None
        kind, pk = _split(index.internalId())
        col = index.column()
        if role in _TEXT_ROLES:
            if kind == SIDE:
                return self._side_rows[pk].name if col == 0 else None
            if kind == FORCE:
                if col == 0:
                    return self._force_rows[pk].name
                if col == 2:
                    return self.tr("%n unit(s)", "", len(self._units_of.get(pk, [])))
                return None
            row = self._unit_rows[pk]
            if pk in self._hidden:
                return self._hidden_text(row, col, role)
            return (row.name, render(term("Rules", short_label(row.system))), row.status)[col]
        if role == _FONT and (kind == SIDE or (kind == UNIT and pk in self._hidden)):
            font = QFont()
            font.setBold(kind == SIDE)
            font.setItalic(kind == UNIT)
            return font
        if role == _FOREGROUND and kind == UNIT and pk in self._hidden:
            return QBrush(QColor("#7b6f9e"))
        if role == _FOREGROUND and kind == UNIT and col == 2:
            if self._out_of_the_fight(self._unit_rows[pk].status):
                return QBrush(QColor("#c62828"))
        if role == _USER:
            return (kind, pk)
        return None

    def _out_of_the_fight(self, status: str) -> bool:
        """A status that says the unit is out of the fight (shown in red), in English or the GM's language."""
        status = status.lower()
        return any(word in status for word in self._out_words)

    def _hidden_text(self, row: q.UnitRow, col: int, role: int) -> str:
        """A unit hidden from the players: its name unchanged (rename edits it), its status marked."""
        if col == 0:
            return fmt(self.tr("%1 (hidden from players)"), row.name) if role == _TOOLTIP \
                else row.name
        if col == 2:
            return fmt(self.tr("Hidden · %1"), row.status)
        return render(term("Rules", short_label(row.system)))

    def is_hidden(self, unit_id: int) -> bool:
        return unit_id in self._hidden

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    # ---- lookups for views -----------------------------------------------------------
    def node(self, index: Index) -> tuple[int, int] | None:
        return _split(index.internalId()) if index.isValid() else None

    def unit_index(self, unit_id: int) -> QModelIndex:
        return self._index_of(UNIT, unit_id) if unit_id in self._unit_rows else QModelIndex()

    def unit_row(self, unit_id: int) -> q.UnitRow | None:
        return self._unit_rows.get(unit_id)

    def forces(self) -> list[q.ForceRow]:
        return [self._force_rows[f] for s in self._sides for f in self._forces_of.get(s, [])]

    def sides(self) -> list[q.SideRow]:
        return [self._side_rows[s] for s in self._sides]

    def units(self) -> list[q.UnitRow]:
        return [self._unit_rows[u] for f in self.forces() for u in self._units_of.get(f.id, [])]

    # ---- selective updates ------------------------------------------------------------
    def apply_changes(self, changes: ChangeSet) -> None:
        changed = [int(r.id) for r in changes.rows if r.table == "units" and r.kind != "delete"]
        if changed and self._svc is not None:
            from muster.services.visibility import hidden_ids

            self._hidden = (self._hidden - set(changed)) | hidden_ids(self._svc, changed)
        for change in changes.rows:
            handler = {"sides": self._side_changed, "forces": self._force_changed,
                       "units": self._unit_changed}.get(change.table)
            if handler:
                handler(int(change.id), change.kind)  # (rows of these tables have integer keys)

    def _insert(self, parent: QModelIndex, siblings: list[int], pk: int) -> None:
        row = bisect_left(siblings, pk)
        self.beginInsertRows(parent, row, row)
        siblings.insert(row, pk)

    def _remove(self, parent: QModelIndex, siblings: list[int], pk: int) -> bool:
        row = bisect_left(siblings, pk)
        if row >= len(siblings) or siblings[row] != pk:
            return False
        self.beginRemoveRows(parent, row, row)
        del siblings[row]
        return True

    def _side_changed(self, pk: int, kind: str) -> None:
        if kind == "delete":
            if self._remove(QModelIndex(), self._sides, pk):
                self._side_rows.pop(pk, None)
                self.endRemoveRows()
            return
        row = q.side(self._svc, pk) if self._svc is not None else None
        if row is None:
            return
        if pk not in self._side_rows:
            self._insert(QModelIndex(), self._sides, pk)
            self._side_rows[pk] = row
            self._forces_of.setdefault(pk, [])
            self.endInsertRows()
        else:
            self._side_rows[pk] = row
            self._row_changed(SIDE, pk)

    def _force_changed(self, pk: int, kind: str) -> None:
        if kind == "delete":
            old = self._force_rows.get(pk)
            if old and self._remove(self._index_of(SIDE, old.side_id), self._forces_of[old.side_id], pk):
                self._force_rows.pop(pk)
                self.endRemoveRows()
            return
        row = q.force(self._svc, pk) if self._svc is not None else None
        if row is None:
            return
        if pk not in self._force_rows:
            self._insert(self._index_of(SIDE, row.side_id), self._forces_of.setdefault(row.side_id, []), pk)
            self._force_rows[pk] = row
            self._units_of.setdefault(pk, [])
            self.endInsertRows()
        else:
            self._force_rows[pk] = row
            self._row_changed(FORCE, pk)

    def _unit_changed(self, pk: int, kind: str) -> None:
        old = self._unit_rows.get(pk)
        if kind == "delete":
            if old and self._remove(self._index_of(FORCE, old.force_id), self._units_of[old.force_id], pk):
                self._unit_rows.pop(pk)
                self.endRemoveRows()
                self._row_changed(FORCE, old.force_id)
            return
        row = q.unit(self._svc, pk) if self._svc is not None else None
        if row is None:
            return
        if old is not None and old.force_id != row.force_id:
            self._unit_changed(pk, "delete")
            old = None
        if old is None:
            self._insert(self._index_of(FORCE, row.force_id), self._units_of.setdefault(row.force_id, []), pk)
            self._unit_rows[pk] = row
            self.endInsertRows()
            self._row_changed(FORCE, row.force_id)
        else:
            self._unit_rows[pk] = row
            self._row_changed(UNIT, pk)

    def _row_changed(self, kind: int, pk: int) -> None:
        first = self._index_of(kind, pk, 0)
        if first.isValid():
            self.dataChanged.emit(first, self._index_of(kind, pk, len(self.COLUMNS) - 1))
