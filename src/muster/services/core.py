"""The operation layer every GM action goes through."""

from __future__ import annotations

import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Callable, Iterator, TypedDict, TypeVar, cast

from muster.i18n import Joined, Msg, Text, TextError, english_text, shown_part, to_data
from muster.rules.dice import DiceSource, Modifier, Roller, SeededDice

if TYPE_CHECKING:  # SQLAlchemy and the models load with the first action, not at start-up
    from sqlalchemy.orm import Session

    from muster.campaign.file import CampaignFile
    from muster.campaign.models import Action, Base, Battle, Unit
    from muster.services.timelines import Plan

    Row = TypeVar("Row", bound=Base)  # a row of one of the campaign's tables


class ServiceError(TextError):
    """A GM action that cannot be done as asked; the message says why. Nothing was written.

    The message may be a ``muster.i18n.Msg``: ``str(error)`` shows it in the GM's language.
    """


class Entangled(ServiceError):
    """An undo or redo that would also undo later actions of other timelines (they changed the same rows):
    ``plan`` says which (``plan.entangled``); nothing was written. Carry the plan out once the GM agrees."""

    def __init__(self, plan: Plan):
        super().__init__(Msg("Errors", "This also undoes %1 later action(s) elsewhere that changed the same units.")
                         .args(len(plan.entangled)))
        self.plan = plan


class Table(StrEnum):
    """The campaign's tables a ChangeSet names (``__tablename__`` of ``muster.campaign.models``).

    String-valued: ``Table.UNITS == "units"``, so a view may ask ``changes.ids("units")`` and the recorded
    changes stored in the file keep the plain name.
    """

    META = "meta"
    SIDES = "sides"
    FORCES = "forces"
    UNITS = "units"
    BATTLES = "battles"
    ACTIONS = "actions"
    RULES_OVERRIDES = "rules_overrides"
    SCENARIOS = "scenarios"


class RowKind(StrEnum):
    """What happened to one row."""

    INSERT = "insert"
    UPDATE = "update"
    DELETE = "delete"


class StepKind(StrEnum):
    """How a ChangeSet came about: a GM action done, or one undone or redone."""

    DO = "do"
    UNDO = "undo"
    REDO = "redo"


class RecordedChange(TypedDict):
    """One row change as the action record stores it (JSON in ``actions.changes``): undo writes ``before`` back,
    redo writes ``after``; None is a row that did not exist."""

    table: str
    id: Any  # the row's primary key (an int; ``meta`` rows are keyed by a string)
    before: dict[str, Any] | None
    after: dict[str, Any] | None


@dataclass(frozen=True)
class RowChange:
    table: Table
    id: int | str
    kind: RowKind


@dataclass
class ChangeSet:
    """What one commit changed, so each view refreshes just those rows."""

    action_id: int
    label: str
    kind: StepKind
    rows: list[RowChange] = field(default_factory=list)
    battle_id: int | None = None  # the battle the action belongs to, if any
    battle_name: str = ""
    timeline: int = 0  # the timeline it is on: its battle's id, or 0 for the campaign's (services.timelines)

    def ids(self, table: str, kind: str | None = None) -> list[Any]:
        return [r.id for r in self.rows if r.table == table and (kind is None or r.kind == kind)]

    def touches(self, *tables: str) -> bool:
        return any(r.table in tables for r in self.rows)

    def structural(self, *tables: str) -> bool:
        """Rows of ``tables`` were inserted or deleted (lists change shape, not just values)."""
        return any(r.kind != RowKind.UPDATE and r.table in tables for r in self.rows)


@dataclass(frozen=True)
class HistoryEntry:
    """One recorded action as the undo stack names it."""

    id: int
    label: str
    battle_id: int | None
    battle: str  # the battle's name ("" for campaign-wide actions)


def copy_value(value: Any) -> Any:
    """A deep copy of a column value (JSON data: dicts, lists and scalars), much cheaper than deepcopy."""
    kind = type(value)
    if kind is dict:
        return {k: copy_value(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [copy_value(v) for v in value]
    return value


def snapshot(obj: Base) -> dict[str, Any]:
    from sqlalchemy import inspect

    mapper = inspect(obj).mapper
    return {attr.key: copy_value(getattr(obj, attr.key)) for attr in mapper.column_attrs}


def _pk(obj: Base) -> Any:
    from sqlalchemy import inspect

    identity = inspect(obj).identity
    return identity[0] if identity else getattr(obj, "id", None)


class ActionScope:
    """The open transaction of one GM action: record changes, roll dice, describe."""

    def __init__(self, service: "CampaignService", session: Session, kind: str, label: Text):
        self.service = service
        self.s = session
        self.kind = kind
        self.label = label
        from muster.campaign.models import Action

        self.change_set: ChangeSet | None = None  # set once the action has committed
        self.battle_name = ""
        self.roller = Roller(service.dice_source())
        self.record = Action(kind=kind, label="", at=time.time(), phase="", actor="", target="", text="",
                             rolls=[], modifiers=[], result={}, changes=[], state="done", starts_round=False)
        self._changes: list[RecordedChange] = []
        self.set_label(label)

    def set_label(self, label: Text) -> None:
        """Name the action (undo stack, history): a message, so it reads in the GM's language."""
        self.label = label
        self.record.label = english_text(label)
        self._message("label", label)

    def _message(self, key: str, value: Text) -> None:
        message = dict(self.record.message or {})
        message[key] = to_data(value)
        self.record.message = message

    # ---- writing rows ----------------------------------------------------------
    def insert(self, obj: Row) -> Row:
        if isinstance(getattr(obj, "status", None), (Msg, Joined)):
            unit = cast("Unit", obj)  # (only units have a status line)
            unit.status, unit.status_msg = english_text(unit.status), to_data(unit.status)
        self.s.add(obj)
        self.s.flush()
        self._changes.append({"table": obj.__tablename__, "id": _pk(obj), "before": None, "after": snapshot(obj)})
        return obj

    def update(self, obj: Row, **values: Any) -> Row:
        _status_values(values)
        before = snapshot(obj)
        for key, value in values.items():
            setattr(obj, key, value)
        # no flush needed: the commit (or the next query) writes it
        after = {**before, **{key: copy_value(getattr(obj, key)) for key in values}}
        if after != before:
            self._changes.append({"table": obj.__tablename__, "id": _pk(obj), "before": before, "after": after})
        return obj

    def update_many(self, updates: list[tuple[Base, dict[str, Any]]]) -> None:
        """``update`` for many rows at once, for big resolutions (a melee of 400 squads).

        Contract: the new values replace whole column values and the old ones are never mutated in
        place afterwards, so snapshots keep them by reference instead of deep-copying them.
        """
        from sqlalchemy import inspect

        for obj, values in updates:
            _status_values(values)
            keys = [a.key for a in inspect(obj).mapper.column_attrs]
            before = {k: getattr(obj, k) for k in keys}
            for key, value in values.items():
                setattr(obj, key, value)
            after = {k: getattr(obj, k) for k in keys}
            if after != before:
                self._changes.append({"table": obj.__tablename__, "id": _pk(obj), "before": before, "after": after})

    def tables(self, system: str) -> dict[str, Any]:
        """The campaign's rules tables for ``system``, readable inside this action."""
        from muster.services.house_rules import tables_in

        return tables_in(self, system)

    def delete(self, obj: Base) -> None:
        before = snapshot(obj)
        table, pk = obj.__tablename__, _pk(obj)
        self.s.delete(obj)
        self.s.flush()
        self._changes.append({"table": table, "id": pk, "before": before, "after": None})

    # ---- describing the action ---------------------------------------------------
    def describe(self, text: Text, *, battle: Battle | None = None, actor: Unit | None = None,
                 target: Unit | None = None, modifiers: list[Modifier] | None = None,
                 result: dict[str, Any] | None = None) -> None:
        rec = self.record
        rec.text = english_text(text)
        self._message("text", text)
        if battle is not None:
            rec.battle_id = battle.id
            self.battle_name = battle.name
            rec.round = battle.round
            rec.phase = self.service.phase_name(battle)
        if actor is not None:
            rec.actor_id, rec.actor = actor.id, actor.name
        if target is not None:
            rec.target_id, rec.target = target.id, target.name
        if modifiers:
            rec.modifiers = [m.to_dict() for m in modifiers]
        if result is not None:
            rec.result = result

    def get(self, model: type[Row], pk: int | str | None, what: str) -> Row:
        obj = self.s.get(model, pk)
        if obj is None:
            missing = {"unit": Msg("Errors", "There is no unit #%1 in this campaign."),
                       "battle": Msg("Errors", "There is no battle #%1 in this campaign."),
                       "force": Msg("Errors", "There is no force #%1 in this campaign."),
                       "side": Msg("Errors", "There is no side #%1 in this campaign."),
                       "scenario": Msg("Errors", "There is no scenario #%1 in this campaign.")}
            message = missing.get(what) or Msg("Errors", "There is no %2 #%1 in this campaign.").args(pk, what)
            raise ServiceError(message.args(pk) if what in missing else message)
        return obj


class CampaignService:
    """One open campaign as the GM acts on it."""

    def __init__(self, file: CampaignFile):
        self.file = file
        self._collectors: list[list[ChangeSet]] = []
        # where a commit made outside ``collecting()`` goes (the GUI session, so no commit goes unseen)
        self.on_commit: Callable[[ChangeSet], None] | None = None
        # who else follows every commit, wherever it was made (the table link's pages): see ``watch``
        self._watchers: list[Callable[[ChangeSet], None]] = []
        self._dice_override: DiceSource | None = None
        self.tables_cache: dict[str, dict[str, Any]] = {}  # system -> rules tables with house rules merged
        meta = dict(self.file.raw.execute("SELECT key, value FROM meta").fetchall())
        self._seeded = SeededDice(int(meta["dice_seed"]), int(meta.get("dice_draws", "0")))
        self._saved_draws = self._seeded.draws

    # ---- what changed ----------------------------------------------------------------
    @contextmanager
    def collecting(self) -> Iterator[list[ChangeSet]]:
        """Gather the ChangeSets committed inside the block (a use case may commit more than one).

        The GUI's campaign session runs every GM action inside this and dispatches what it got.
        """
        out: list[ChangeSet] = []
        self._collectors.append(out)
        try:
            yield out
        finally:
            self._collectors.remove(out)

    def _committed(self, changes: ChangeSet) -> ChangeSet:
        if changes.touches(Table.RULES_OVERRIDES):
            self.tables_cache.clear()  # a house rule was set, undone or redone
        for out in self._collectors:
            out.append(changes)
        if not self._collectors and self.on_commit is not None:
            self.on_commit(changes)
        for watcher in list(self._watchers):
            watcher(changes)
        return changes

    def watch(self, watcher: Callable[[ChangeSet], None]) -> Callable[[], None]:
        """Call ``watcher`` after every commit (an action, an undo, a redo), on the thread that committed it.

        Returns the function that stops it. A watcher must not act on the campaign itself."""
        self._watchers.append(watcher)
        return lambda: self._watchers.remove(watcher) if watcher in self._watchers else None

    def set_dice_source(self, source: DiceSource | None) -> None:
        """Use ``source`` (manual or scripted dice) instead of the campaign's seeded dice."""
        self._dice_override = source

    def dice_source(self) -> DiceSource:
        return self._dice_override or self._seeded

    @property
    def dice_seed(self) -> int:
        return self._seeded.seed

    def system_info(self, system: str) -> dict[str, Any]:
        """``label``, ``round_name`` and ``phases`` of a rules system (from the system registry)."""
        from muster import systems

        spec = systems.find(system) or systems.get("generic")
        return {"label": spec.label, "round_name": spec.round_name, "phases": list(spec.phases)}

    def phases(self, system: str) -> list[str]:
        from muster import systems

        return list((systems.find(system) or systems.get("generic")).phases)

    def phase_name(self, battle: Battle) -> str:
        phases = self.phases(battle.system)
        return phases[battle.phase] if 0 <= battle.phase < len(phases) else ""

    # ---- the operation layer ------------------------------------------------------
    @contextmanager
    def action(self, kind: str, label: Text) -> Iterator[ActionScope]:
        """Run one GM action in one transaction; commit it with its record, or write nothing."""
        draws_before = self._seeded.draws
        with self.file.sessions() as s:
            try:
                with s.begin():
                    scope = ActionScope(self, s, kind, label)
                    yield scope
                    self._finish(scope)
            except BaseException:
                self._seeded.draws = draws_before
                raise
        self._saved_draws = self._seeded.draws
        change_set = self._change_set(scope.record, scope._changes, StepKind.DO)
        change_set.battle_name = scope.battle_name
        scope.change_set = self._committed(change_set)

    def _finish(self, scope: ActionScope) -> None:
        from sqlalchemy import update

        from muster.campaign.models import Meta

        s = scope.s
        rec = scope.record
        rec.rolls = [r.to_dict() for r in scope.roller.rolls]
        rec.changes = scope._changes
        if not rec.text:
            rec.text = english_text(scope.label)
            scope._message("text", scope.label)
        from muster.services.stepping import place_on_timeline

        place_on_timeline(s, rec)
        if self._seeded.draws != self._saved_draws:
            s.execute(update(Meta).where(Meta.key == "dice_draws").values(value=str(self._seeded.draws)))
        s.flush()

    @staticmethod
    def _change_set(record: Action, changes: list[RecordedChange], kind: StepKind) -> ChangeSet:
        """Rows in the order they were written: an undo writes them back last first, so children
        are removed before their parents and parents come back before their children."""
        rows = []
        for ch in (reversed(changes) if kind == StepKind.UNDO else changes):
            row_kind = RowKind.UPDATE
            if ch["before"] is None:
                row_kind = RowKind.INSERT
            elif ch["after"] is None:
                row_kind = RowKind.DELETE
            if kind == StepKind.UNDO:
                row_kind = {RowKind.INSERT: RowKind.DELETE, RowKind.DELETE: RowKind.INSERT}.get(row_kind, row_kind)
            rows.append(RowChange(Table(ch["table"]), ch["id"], row_kind))
        action_kind = RowKind.DELETE if kind == StepKind.UNDO else RowKind.INSERT
        rows.append(RowChange(Table.ACTIONS, record.id, action_kind))
        return ChangeSet(record.id, shown_label(record.label, record.message), kind, rows, record.battle_id,
                         timeline=record.timeline or 0)

    # ---- undo and redo: each battle's timeline, and the campaign's (muster.services.timelines) ---------------
    def plan(self, make: Callable[[Session], Plan | None]) -> Plan | None:
        """A plan (``timelines.plan_undo`` and the rest) read from the file; nothing is written."""
        with self.file.sessions() as s:
            return make(s)

    def carry_out(self, plan: Plan) -> list[ChangeSet]:
        """Every step of ``plan`` in one transaction (all or nothing); their ChangeSets in order."""
        from muster.services.stepping import carry_out

        return [self._committed(changes) for changes in carry_out(self, plan)]

    def undo(self, timeline: int | None = None, *, entangled: bool = False) -> ChangeSet | None:
        """Undo the last done action of ``timeline`` (None: the newest done action of the campaign). When later
        actions elsewhere changed the same rows, :class:`Entangled` says which, unless ``entangled`` allows them."""
        from muster.services import timelines as tl

        if timeline is None:
            timeline = self._newest("state = 'done'")
            if timeline is None:
                return None
        return self._main(self.plan(lambda s: tl.plan_undo(s, timeline)), entangled)

    def redo(self, timeline: int | None = None, *, entangled: bool = False) -> ChangeSet | None:
        """Redo the next action of ``timeline`` (None: the last undone, unless a new action came after it)."""
        from muster.services import timelines as tl

        if timeline is None:
            timeline = self._plain_redo_timeline()
            if timeline is None:
                return None
        return self._main(self.plan(lambda s: tl.plan_redo(s, timeline)), entangled)

    def _main(self, plan: Plan | None, entangled: bool) -> ChangeSet | None:
        if plan is None:
            return None
        if plan.entangled and not entangled:
            raise Entangled(plan)
        done = self.carry_out(plan)
        return done[-1] if done else None

    def _newest(self, where: str) -> int | None:
        row = self.file.raw.execute(f"SELECT timeline FROM actions WHERE {where} ORDER BY id DESC LIMIT 1").fetchone()
        return row[0] if row else None

    def _plain_redo_timeline(self) -> int | None:
        """The timeline of the action undone last, if nothing was done since (the whole campaign's Redo)."""
        from muster.services import timelines as tl

        raw = self.file.raw  # read on the plain connection: the window asks this at opening
        floor = raw.execute("SELECT coalesce(max(id), 0) FROM actions WHERE state = 'done'").fetchone()[0]
        for action_id, timeline in raw.execute(
                "SELECT id, timeline FROM actions WHERE state = 'undone' AND id > ? ORDER BY undone_seq DESC",
                (floor,)).fetchall():
            if tl.read_next_redo(raw, timeline) == action_id:
                return int(timeline)
        return None

    def rewind(self, count: int) -> list[ChangeSet]:
        """Undo the campaign's last ``count`` done actions, newest first, whatever their timelines."""
        out: list[ChangeSet] = []
        for _ in range(count):
            changes = self.undo()
            if changes is None:
                break
            out.append(changes)
        return out

    def can_undo(self, timeline: int | None = None) -> bool:
        return self.next_step("undo", timeline) is not None

    def can_redo(self, timeline: int | None = None) -> bool:
        return self.next_step("redo", timeline) is not None

    def history(self, state: str, limit: int | None = None, timeline: int | None = None) -> list[HistoryEntry]:
        """Done actions newest first, or the redoable ones oldest first, each with its battle's name: of one
        timeline (its line up to its head, and on to its tip), or of the whole campaign (None)."""
        from muster.services.stepping import history_entries

        return history_entries(self, state, limit, timeline)

    def next_step(self, kind: str, timeline: int | None = None) -> HistoryEntry | None:
        """The action the next undo (``kind="undo"``) or redo would reverse or replay."""
        if kind != "undo" and timeline is None:
            timeline = self._plain_redo_timeline()
            if timeline is None:
                return None
        entries = self.history("done" if kind == "undo" else "undone", 1, timeline)
        return entries[0] if entries else None

    def close(self) -> None:
        self._collectors.clear()
        self._watchers.clear()
        self.on_commit = None
        self.file.close()


def shown_label(label: str, message: Any) -> str:
    """An action's label in the GM's language (its message data), or as written before there was one."""
    return shown_part(label, message, "label")


def _status_values(values: dict[str, Any]) -> None:
    """A unit's status given as a message: English in ``status``, the message in ``status_msg``."""
    status = values.get("status")
    if isinstance(status, (Msg, Joined)):
        values["status"], values["status_msg"] = english_text(status), to_data(status)
    elif "status" in values and "status_msg" not in values:
        values["status_msg"] = None


def _write_row(s: Session, table: str, pk: int | str, values: dict[str, Any] | None) -> None:
    from muster.campaign.models import ROW_TABLES

    if values is not None and table == Table.UNITS and "status_msg" not in values:
        values = {**values, "status_msg": None}  # recorded before v5: the status text alone speaks

    model = ROW_TABLES[table]
    obj = s.get(model, pk)
    if values is None:
        if obj is not None:
            s.delete(obj)
            s.flush()  # deletes and inserts of one key must reach the file in order
    elif obj is None:
        s.add(model(**copy_value(values)))
        s.flush()
    else:
        for key, value in values.items():
            setattr(obj, key, copy_value(value))
