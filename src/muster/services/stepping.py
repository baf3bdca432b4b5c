"""Writing a timeline's steps: a new action placed on its timeline, and a plan's undos and redos carried out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from muster.campaign.migrations import row_key, timeline_of
from muster.i18n import Msg
from muster.services import timelines as tl
from muster.services.core import HistoryEntry, ServiceError, StepKind, _write_row, shown_label

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from muster.campaign.models import Action
    from muster.services.core import CampaignService, ChangeSet


def place_on_timeline(s: Session, record: Action) -> None:
    """Add a new action to the session as the next one of its timeline: after the head, the new tip. An undone
    tail it overtakes stays, as a branch."""
    from muster.campaign.models import ActionRow

    record.timeline = timeline_of(record.battle_id, record.changes)
    head, _ = tl.stand(s, record.timeline)
    record.parent_id = head
    s.add(record)
    s.flush()
    s.add_all([ActionRow(row_key=key, action_id=record.id) for key in dict.fromkeys(map(row_key, record.changes))])
    tl.set_stand(s, record.timeline, record.id, record.id)


def carry_out(svc: CampaignService, plan: tl.Plan) -> list[ChangeSet]:
    """The plan's steps in one transaction; each step checked against the file as it stands at that moment."""
    from muster.campaign.models import Action

    stepped: list[tuple[Action, StepKind]] = []
    stands: dict[int, tuple[int | None, int | None]] = {}  # timeline -> (head, tip), written once at the end
    with svc.file.sessions() as s, s.begin():
        seq = s.execute(_sql("SELECT coalesce(max(undone_seq), 0) FROM actions")).scalar_one()
        records = {a.id: a for a in s.query(Action).filter(Action.id.in_([st.action_id for st in plan.steps]))}
        _load_rows(s, records.values())
        with s.no_autoflush:  # the steps' rows are in the session already: written once, at the end
            _steps(s, plan, records, stands, stepped, seq)
        if plan.tip is not None:
            stands[plan.timeline] = (stands.get(plan.timeline, tl.stand(s, plan.timeline))[0], plan.tip)
        for timeline, (head, tip) in stands.items():
            tl.set_stand(s, timeline, head, tip)
        s.flush()
    return [svc._change_set(record, record.changes, kind) for record, kind in stepped]


def _load_rows(s: Session, records: Iterable[Action]) -> None:
    """Every row the steps write, read in one query per table (so each step finds it in the session)."""
    from muster.campaign.models import ROW_TABLES

    wanted: dict[str, set] = {}
    for record in records:
        for ch in record.changes:
            wanted.setdefault(ch["table"], set()).add(ch["id"])
    for table, ids in wanted.items():
        model = ROW_TABLES.get(table)
        if model is None:
            continue
        key = model.__mapper__.primary_key[0]
        ids_list = sorted(ids, key=str)
        for start in range(0, len(ids_list), 500):
            s.query(model).filter(key.in_(ids_list[start:start + 500])).all()


def _steps(s: Session, plan: tl.Plan, records: dict[int, Action], stands: dict[int, tuple[int | None, int | None]],
           stepped: list[tuple[Action, StepKind]], seq: int) -> None:
    for step in plan.steps:
        record = records.get(step.action_id)
        if record is None:
            raise _stale()
        if record.timeline not in stands:
            stands[record.timeline] = tl.stand(s, record.timeline)
        head, tip = stands[record.timeline]
        _check_step(record, step.kind, head)
        tl.check_rows(s, record, step.kind)
        changes = record.changes if step.kind == StepKind.REDO else list(reversed(record.changes))
        for ch in changes:
            _write_row(s, ch["table"], ch["id"], ch["after"] if step.kind == StepKind.REDO else ch["before"])
        if step.kind == StepKind.UNDO:
            seq += 1
            record.state, record.undone_seq = "undone", seq
            stands[record.timeline] = (record.parent_id, tip)
        else:
            record.state, record.undone_seq = "done", None
            stands[record.timeline] = (record.id, tip)
        stepped.append((record, step.kind))


def _stale() -> ServiceError:
    return ServiceError(Msg("Errors", "The history changed meanwhile; nothing was changed. Try again."))


def _check_step(record: Action, kind: StepKind, head: int | None) -> None:
    """The action still stands where the plan found it: undo takes a timeline's head, redo continues from it."""
    if kind == StepKind.UNDO and (record.state != "done" or head != record.id):
        raise _stale()
    if kind == StepKind.REDO and (record.state != "undone" or head != record.parent_id):
        raise _stale()


def _sql(text: str):  # type: ignore[no-untyped-def]
    from sqlalchemy import text as sql

    return sql(text)


def history_entries(svc: CampaignService, state: str, limit: int | None, timeline: int | None) -> list[HistoryEntry]:
    """Done actions newest first, or the redoable ones oldest first (see ``CampaignService.history``)."""
    select = ("SELECT a.id, a.label, a.message, a.battle_id, COALESCE(b.name, '') FROM actions a "
              "LEFT JOIN battles b ON b.id = a.battle_id ")
    raw = svc.file.raw
    if timeline is None:
        order = "DESC" if state == "done" else "ASC"
        sql = select + f"WHERE a.state = ? ORDER BY a.id {order}" + (f" LIMIT {int(limit)}" if limit else "")
        return [_entry(r) for r in raw.execute(sql, (state,))]
    head, tip = tl.read_stand(raw, timeline)  # the plain connection: the undo stack reads this at opening
    path = tl.read_line(raw, tip)
    at = path.index(head) + 1 if head in path else 0
    ids = list(reversed(path[:at])) if state == "done" else path[at:]
    ids = ids[:limit] if limit else ids
    rows: dict[int, tuple] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        rows.update((r[0], r) for r in raw.execute(select + f"WHERE a.id IN ({','.join('?' * len(chunk))})", chunk))
    return [_entry(rows[pk]) for pk in ids]


def _entry(row: tuple) -> HistoryEntry:
    pk, label, message, battle_id, battle = row
    return HistoryEntry(pk, shown_label(label, message), battle_id, battle)
