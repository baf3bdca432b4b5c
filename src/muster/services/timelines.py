"""Each battle's own timeline, and the campaign's: what an undo, a redo, a rewind or a branch switch must do.

Every action is on one timeline (``actions.timeline``: its battle's id, or :data:`CAMPAIGN` for the roster, the
library, house rules, hiding, and starting or deleting battles). A timeline's actions form a tree through
``parent_id``; ``timelines.head`` is its last done action and ``timelines.tip`` the end of the branch it stands on,
so its done actions are the line from its first action to the head, and Redo walks on towards the tip. A new
action after an undo starts a new branch: the undone ones stay, as a branch of that battle.

Undoing an action writes back the rows it changed. So every later done action that changed one of those rows
must be undone first, with the later actions of its own timeline (a timeline undoes from its head only): those
are the *entangled* actions of a plan, and the GM is asked before they go. For each row, the done actions that
changed it then always follow one another in id order, each one's ``before`` the previous one's ``after``; the
step checks that on the rows themselves before it writes (:func:`check_rows`), so a history that does not hold it
(a damaged file) is refused rather than written over.

Plans only read; ``CampaignService.carry_out`` runs one in one transaction.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from muster.i18n import Msg
from muster.services.core import ServiceError, StepKind

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

CAMPAIGN = 0  # the campaign's own timeline (battle ids start at 1)


def timeline_key(battle_id: int | None) -> int:
    return battle_id or CAMPAIGN


@dataclass(frozen=True)
class Step:
    action_id: int
    kind: StepKind  # UNDO or REDO


@dataclass(frozen=True)
class Plan:
    """What one GM request on a timeline does, step by step, in one transaction."""

    timeline: int
    steps: tuple[Step, ...]
    entangled: tuple[int, ...] = ()  # actions of other timelines undone too (later changes to the same rows)
    tip: int | None = None  # a branch switch: where the timeline stands on afterwards

    @property
    def count(self) -> int:
        return len(self.steps)


# ---- reading the tree ---------------------------------------------------------------------------------------

def _rows(s: Session, sql: str, **params: Any) -> list[Any]:
    from sqlalchemy import text

    return list(s.execute(text(sql), params).all())


_LINE = ("WITH RECURSIVE up(id, parent_id, depth) AS (SELECT id, parent_id, 0 FROM actions WHERE id = ? UNION ALL "
         "SELECT a.id, a.parent_id, up.depth + 1 FROM actions a JOIN up ON a.id = up.parent_id) "
         "SELECT id FROM up ORDER BY depth DESC")


def read_stand(db: sqlite3.Connection, timeline: int) -> tuple[int | None, int | None]:
    """``stand`` on the file's plain connection (reading the history at opening loads no ORM)."""
    found = db.execute('SELECT head, tip FROM timelines WHERE "key" = ?', (timeline,)).fetchone()
    return (found[0], found[1]) if found else (None, None)


def read_line(db: sqlite3.Connection, last: int | None) -> list[int]:
    """``line`` on the file's plain connection."""
    return [] if last is None else [r[0] for r in db.execute(_LINE, (last,)).fetchall()]


def read_next_redo(db: sqlite3.Connection, timeline: int) -> int | None:
    head, tip = read_stand(db, timeline)
    if tip is None or tip == head:
        return None
    path = read_line(db, tip)
    at = path.index(head) + 1 if head in path else 0
    return path[at] if at < len(path) else None


def stand(s: Session, timeline: int) -> tuple[int | None, int | None]:
    """The timeline's head (last done action) and tip (end of its branch); (None, None) before its first action."""
    found = _rows(s, 'SELECT head, tip FROM timelines WHERE "key" = :k', k=timeline)
    return (found[0][0], found[0][1]) if found else (None, None)


def set_stand(s: Session, timeline: int, head: int | None, tip: int | None) -> None:
    from sqlalchemy import text

    s.execute(text('INSERT INTO timelines ("key", head, tip) VALUES (:k, :h, :t) '
                   'ON CONFLICT ("key") DO UPDATE SET head = :h, tip = :t'), {"k": timeline, "h": head, "t": tip})


def line(s: Session, last: int | None) -> list[int]:
    """The actions from the timeline's first one to ``last``, oldest first."""
    if last is None:
        return []
    found = _rows(s, "WITH RECURSIVE up(id, parent_id, depth) AS ("
                     "SELECT id, parent_id, 0 FROM actions WHERE id = :last UNION ALL "
                     "SELECT a.id, a.parent_id, up.depth + 1 FROM actions a JOIN up ON a.id = up.parent_id) "
                     "SELECT id FROM up ORDER BY depth DESC", last=last)
    return [r[0] for r in found]










def later_done(s: Session, ids: list[int]) -> set[int]:
    """The done actions that changed a row one of ``ids`` changed, after it."""
    from sqlalchemy import bindparam, text

    if not ids:
        return set()
    later = text("SELECT DISTINCT r2.action_id FROM action_rows r1 JOIN action_rows r2 ON r2.row_key = r1.row_key "
                 "AND r2.action_id > r1.action_id JOIN actions a ON a.id = r2.action_id AND a.state = 'done' "
                 "WHERE r1.action_id IN :ids").bindparams(bindparam("ids", expanding=True))
    return {r[0] for r in s.execute(later, {"ids": ids})}


def elsewhere(s: Session, ids: set[int], timeline: int) -> tuple[int, ...]:
    """Those of ``ids`` on other timelines than ``timeline``, oldest first."""
    from sqlalchemy import bindparam, text

    if not ids:
        return ()
    sql = text("SELECT id FROM actions WHERE id IN :ids AND timeline != :t ORDER BY id").bindparams(
        bindparam("ids", expanding=True))
    return tuple(r[0] for r in s.execute(sql, {"ids": sorted(ids), "t": timeline}))


def timeline_of(s: Session, action_id: int) -> int:
    found = _rows(s, "SELECT timeline FROM actions WHERE id = :a", a=action_id)
    return int(found[0][0]) if found else CAMPAIGN


def undo_closure(s: Session, seeds: set[int]) -> set[int]:
    """``seeds`` and every done action that must be undone with them: later changes to the same rows, and the
    later actions of each one's own timeline (a batch of queries per round, not per action)."""
    from sqlalchemy import bindparam, text

    tails = text("SELECT a.id FROM actions a JOIN (SELECT timeline, min(id) AS first FROM actions WHERE id IN :ids "
                 "GROUP BY timeline) f ON a.timeline = f.timeline AND a.id > f.first WHERE a.state = 'done'"
                 ).bindparams(bindparam("ids", expanding=True))
    out = set(seeds)
    frontier = set(seeds)
    while frontier:
        ids = sorted(frontier)
        more = later_done(s, ids) | {r[0] for r in s.execute(tails, {"ids": ids})}
        frontier = more - out
        out |= frontier
    return out


# ---- plans ------------------------------------------------------------------------------------------------

def _undo_plan(s: Session, timeline: int, seeds: set[int], redo: tuple[int, ...] = (),
               tip: int | None = None) -> Plan:
    blockers = later_done(s, list(redo)) - set(redo)
    undo = undo_closure(s, seeds | blockers) if seeds or blockers else set()
    entangled = elsewhere(s, undo, timeline)
    steps = tuple(Step(a, StepKind.UNDO) for a in sorted(undo, reverse=True)) + \
        tuple(Step(a, StepKind.REDO) for a in redo)
    return Plan(timeline, steps, entangled, tip)


def plan_undo(s: Session, timeline: int) -> Plan | None:
    head, _ = stand(s, timeline)
    return None if head is None else _undo_plan(s, timeline, {head})


def plan_redo(s: Session, timeline: int, upto: int | None = None) -> Plan | None:
    """Redo the timeline's next action (or every one up to ``upto``, on its line towards the tip)."""
    head, tip = stand(s, timeline)
    path = line(s, tip)
    start = path.index(head) + 1 if head in path else 0
    redo = path[start:]
    if upto is not None:
        if upto not in redo:
            raise ServiceError(Msg("Errors", "That action is not ahead on this battle's timeline."))
        redo = redo[:redo.index(upto) + 1]
    else:
        redo = redo[:1]
    return _undo_plan(s, timeline, set(), tuple(redo)) if redo else None


def plan_back_to(s: Session, timeline: int, after: int | None) -> Plan:
    """Undo the timeline's done actions newer than ``after`` (None: all of them)."""
    head, _ = stand(s, timeline)
    seeds = {a for a in line(s, head) if after is None or a > after}
    return _undo_plan(s, timeline, seeds)


def plan_switch(s: Session, timeline: int, leaf: int) -> Plan:
    """Stand at the end of the branch that ends with ``leaf``: undo back to where it left, redo along it."""
    head, _ = stand(s, timeline)
    if timeline_of(s, leaf) != timeline or not _rows(s, "SELECT 1 FROM actions WHERE id = :a AND state IN "
                                                        "('done', 'undone')", a=leaf):
        raise ServiceError(Msg("Errors", "That branch is not one of this battle's."))
    branch, current = line(s, leaf), line(s, head)
    common = 0
    while common < min(len(branch), len(current)) and branch[common] == current[common]:
        common += 1
    return _undo_plan(s, timeline, set(current[common:]), tuple(branch[common:]), tip=leaf)


# ---- the rows a step writes -------------------------------------------------------------------------------

def check_rows(s: Session, record: Any, kind: StepKind) -> None:
    """Refuse the step unless each row it writes stands as the action left it (undo) or found it (redo)."""
    from muster.campaign.models import ROW_TABLES
    from muster.services.core import snapshot

    # a row an action wrote twice must stand as its last write left it (undo), or as its first found it (redo)
    wanted: dict[tuple[str, Any], Any] = {}
    for change in record.changes:
        where = (change["table"], change["id"])
        if kind == StepKind.UNDO:
            wanted[where] = change["after"]
        else:
            wanted.setdefault(where, change["before"])
    for (table, pk), expected in wanted.items():
        model = ROW_TABLES.get(table)
        obj = s.get(model, pk) if model is not None else None
        if expected is None:
            ok = obj is None
        else:
            now = snapshot(obj) if obj is not None else None
            ok = now is not None and all(now.get(k) == v for k, v in expected.items() if k in now)
        if not ok:
            what = Msg("Errors", "“%1” cannot be undone: the campaign no longer stands as it left it (File ▸ Check "
                                 "File looks for damage).") if kind == StepKind.UNDO else \
                Msg("Errors", "“%1” cannot be redone: the campaign no longer stands as it found it (an action it "
                              "followed is undone).")
            raise ServiceError(what.args(record.label))
