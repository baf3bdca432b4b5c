"""The user's library of unit templates, and the roster actions that use it.

The library is not part of any campaign: it is a small SQLite file in the user data folder
(``muster.appdirs.data_dir() / "library.sqlite"``), shared by every campaign. A template is a
unit of one rules system (its state normalised by that system's engine) with a name, a
category ("Monsters", "Mech designs"…), tags and notes. Copying a template into a campaign,
duplicating units and bulk-editing them are ordinary undoable campaign actions.
"""

from __future__ import annotations

import copy
import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import func, select

from muster.campaign.models import Force, Unit
from muster.i18n import Joined, Msg, encode, english_text, render, shown
from muster.inputs import reason
from muster.services.core import CampaignService, ServiceError
from muster.services.systems import SYSTEMS, action_tables, checked_state, initial_state, status_of

FILE_NAME = "library.sqlite"
LIBRARY_VERSION = 1
NAME_LIMIT = 200
TEXT_LIMIT = 20_000
MAX_COPIES = 500

_DDL = """
CREATE TABLE IF NOT EXISTS templates (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    system TEXT NOT NULL,
    category TEXT NOT NULL DEFAULT '',
    tags TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT '',
    created REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS ix_templates_system ON templates (system);
"""
# added beside ``status`` (English) when a library is opened: the status as message data (muster.i18n), so the
# library lists it in the GM's language; a Muster that does not know the column never reads or writes it
_STATUS_MSG = "ALTER TABLE templates ADD COLUMN status_msg TEXT NOT NULL DEFAULT ''"


@dataclass(frozen=True)
class TemplateRow:
    """What the library view lists (no state: listing 5,000 templates stays fast); the status in the GM's language."""

    id: int
    name: str
    system: str
    category: str
    tags: str
    status: str


@dataclass(frozen=True)
class Template:
    id: int
    name: str
    system: str
    category: str
    tags: str
    notes: str
    state: dict

    def to_dict(self) -> dict:
        return {"name": self.name, "system": self.system, "category": self.category, "tags": self.tags,
                "notes": self.notes, "state": copy.deepcopy(self.state)}


def default_path() -> Path:
    from muster.appdirs import data_dir

    return data_dir() / FILE_NAME


def _text(value, what: str, limit: int, *, required: bool = False) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ServiceError(Msg("Errors", "%1: expected text, got %2.").args(what, type(value).__name__))
    value = value.strip()
    if required and not value:
        raise ServiceError(Msg("Errors", "%1: a template needs a name.").args(what))
    if len(value) > limit:
        raise ServiceError(Msg("Errors", "%1: at most %2 characters (this one has %3).").args(what, limit, len(value)))
    return value


def normalise_template(data, path: str = "template") -> dict:
    """A checked template dict (``name, system, category, tags, notes, state``); errors name the path."""
    if not isinstance(data, dict):
        raise ServiceError(Msg("Errors", "%1: expected an object.").args(path))
    system = data.get("system", "generic")
    if system not in SYSTEMS:
        raise ServiceError(Msg("Errors", "%1.system: unknown rules '%2'; expected one of %3.")
                           .args(path, str(system), ", ".join(SYSTEMS)))
    state = checked_state(system, data.get("state"), f"{path}.state")
    return {"name": _text(data.get("name"), f"{path}.name", NAME_LIMIT, required=True), "system": system,
            "category": _text(data.get("category"), f"{path}.category", NAME_LIMIT),
            "tags": _text(data.get("tags"), f"{path}.tags", NAME_LIMIT),
            "notes": _text(data.get("notes"), f"{path}.notes", TEXT_LIMIT), "state": state}


class Library:
    """The template store. Every write is one SQLite transaction: all of it, or nothing."""

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
            if os.name == "posix":
                os.chmod(self.path, 0o600)  # the GM's own notes: not for other users of the machine
            self._db.executescript(_DDL)
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version > LIBRARY_VERSION:
                raise ServiceError(Msg("Errors", "The library %1 was written by a newer Muster; update Muster.")
                                   .args(self.path.name))
            if version == 0:
                self._db.execute(f"PRAGMA user_version={LIBRARY_VERSION}")
            self._status_msg = self._add_status_msg()
        except sqlite3.DatabaseError as exc:
            raise ServiceError(Msg("Errors", "The library %1 cannot be opened: %2.").args(str(self.path), str(exc))) \
                from None

    def _add_status_msg(self) -> bool:
        """Whether the templates table has (or now has) the ``status_msg`` column (not in a read-only library)."""
        for attempt in range(2):
            if "status_msg" in {row[1] for row in self._db.execute("PRAGMA table_info(templates)")}:
                return True
            if attempt == 0:
                try:
                    self._db.execute(_STATUS_MSG)
                except sqlite3.OperationalError:  # read-only, or another Muster added it just now
                    pass
        return False

    def close(self) -> None:
        """Close the file (closing twice is harmless; a closed library refuses every read and write)."""
        self._db.close()

    # ---- reading ------------------------------------------------------------------------
    def count(self) -> int:
        return self._db.execute("SELECT count(*) FROM templates").fetchone()[0]

    def rows(self, search: str = "", system: str | None = None) -> list[TemplateRow]:
        """Templates sorted by system, category and name, filtered by words in any text and by system."""
        sql = "SELECT id, name, system, category, tags, status, {} FROM templates".format(
            "status_msg" if self._status_msg else "''")
        where, args = [], []
        for word in search.split():
            where.append("(name LIKE ? OR category LIKE ? OR tags LIKE ? OR notes LIKE ? OR status LIKE ?)")
            args += [f"%{word}%"] * 5
        if system:
            where.append("system = ?")
            args.append(system)
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY system, category, name COLLATE NOCASE, id"
        return [TemplateRow(r[0], r[1], r[2], r[3], r[4], shown(r[5], r[6])) for r in self._db.execute(sql, args)]

    def get(self, template_id: int) -> Template:
        row = self._db.execute("SELECT id, name, system, category, tags, notes, state FROM templates WHERE id=?",
                               (template_id,)).fetchone()
        if row is None:
            raise ServiceError(Msg("Errors", "There is no template #%1 in the library.").args(str(template_id)))
        return Template(row[0], row[1], row[2], row[3], row[4], row[5], json.loads(row[6]))

    def templates(self, ids: list[int] | None = None) -> list[Template]:
        if ids is None:
            ids = [r[0] for r in self._db.execute("SELECT id FROM templates ORDER BY id")]
        return [self.get(i) for i in ids]

    # ---- writing ----------------------------------------------------------------------------
    def add(self, name: str, system: str, state: dict | None = None, *, category: str = "", tags: str = "",
            notes: str = "") -> int:
        return self.add_many([{"name": name, "system": system, "state": state or {}, "category": category,
                               "tags": tags, "notes": notes}])[0]

    def add_many(self, templates: list[dict], *, path: str = "templates") -> list[int]:
        """Check every template first, then write them all in one transaction."""
        clean = [normalise_template(t, f"{path}[{i}]") for i, t in enumerate(templates)]
        ids: list[int] = []
        now = time.time()
        self._db.execute("BEGIN IMMEDIATE")
        try:
            for t in clean:
                status, status_msg = _status(t)
                cur = self._db.execute(
                    "INSERT INTO templates (name, system, category, tags, notes, state, status, created) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (t["name"], t["system"], t["category"], t["tags"], t["notes"], json.dumps(t["state"]),
                     status, now))
                if self._status_msg:
                    self._db.execute("UPDATE templates SET status_msg=? WHERE id=?", (status_msg, cur.lastrowid))
                ids.append(_row_id(cur.lastrowid))
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        return ids

    def update(self, template_id: int, **values) -> None:
        current = self.get(template_id).to_dict()
        current.update(values)
        t = normalise_template(current)
        status, status_msg = _status(t)
        self._db.execute("BEGIN IMMEDIATE")
        try:
            self._db.execute("UPDATE templates SET name=?, system=?, category=?, tags=?, notes=?, state=?, status=? "
                             "WHERE id=?", (t["name"], t["system"], t["category"], t["tags"], t["notes"],
                                            json.dumps(t["state"]), status, template_id))
            if self._status_msg:
                self._db.execute("UPDATE templates SET status_msg=? WHERE id=?", (status_msg, template_id))
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def delete(self, ids: list[int]) -> None:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            self._db.executemany("DELETE FROM templates WHERE id=?", [(i,) for i in ids])
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def add_from_unit(self, svc: CampaignService, unit_id: int, *, category: str = "", tags: str = "") -> int:
        """Keep a roster unit (its current state) as a template."""
        with svc.file.read_sessions() as s:
            unit = s.get(Unit, unit_id)
            if unit is None:
                raise ServiceError(Msg("Errors", "There is no unit #%1 in this campaign.").args(str(unit_id)))
            name, system, state = unit.name, unit.system, copy.deepcopy(unit.state)
        return self.add(name, system, state, category=category, tags=tags)


def _row_id(row_id: int | None) -> int:
    """The id SQLite gave an inserted row (an INSERT always has one)."""
    assert row_id is not None
    return row_id


def _status(template: dict) -> tuple[str, str]:
    """A template's status line: English (searched and shown by older versions), and its message data."""
    status = status_of(template["system"], template["state"])
    return english_text(status), encode(status) if isinstance(status, (Msg, Joined)) else ""


# ---- campaign actions (undoable) --------------------------------------------------------------

def _next_position(act, force_id: int) -> int:
    return (act.s.scalar(select(func.max(Unit.position)).where(Unit.force_id == force_id)) or 0) + 1


def add_from_templates(svc: CampaignService, force_id: int, templates: list[dict], copies: int = 1) -> list[int]:
    """Copy templates (dicts with ``name, system, state``) into a force as new units: one action."""
    if not templates:
        raise ServiceError(Msg("Errors", "Pick at least one template to add."))
    if not 1 <= copies <= MAX_COPIES:
        raise ServiceError(Msg("Errors", "Add between 1 and %1 copies.").args(MAX_COPIES))
    clean = [normalise_template(t, f"templates[{i}]") for i, t in enumerate(templates)]
    one = len(clean) == 1 and copies == 1
    count = len(clean) * copies
    label = Msg("Log", "Add %1 from the library").args(clean[0]["name"]) if one else \
        Msg("Log", "Add %n units from the library", None, count)
    ids = []
    from muster.services.roster import unique_name, unit_names

    with svc.action("add-from-library", label) as act:
        force = act.get(Force, force_id, "force")
        position = _next_position(act, force.id)
        taken = unit_names(act)
        for t in clean:
            state = _in_campaign(act, t)
            for n in range(copies):
                name = t["name"] if copies == 1 else f"{t['name']} {n + 1}"
                name = unique_name(name[:NAME_LIMIT], taken)  # a second Alpha Squad is "Alpha Squad (2)"
                unit = act.insert(Unit(force_id=force.id, name=name, system=t["system"],
                                       state=copy.deepcopy(state),
                                       status=status_of(t["system"], state, action_tables(act, t["system"])),
                                       position=position))
                position += 1
                ids.append(unit.id)
        if one:
            act.describe(Msg("Log", "%1 added to %2 from the library").args(clean[0]["name"], force.name))
        else:
            act.describe(Msg("Log", "%n units added to %1 from the library", None, count).args(force.name))
    return ids


def _in_campaign(act, template: dict) -> dict:
    """A checked template's state as a unit of this campaign: checked again under its house rules (the library is
    shared by every campaign, so checked there by the bundled rules)."""
    system = template["system"]
    try:
        return initial_state(system, copy.deepcopy(template["state"]), action_tables(act, system))
    except ServiceError as exc:
        raise ServiceError(Msg("Errors", "%1: %2").args(template["name"], reason(exc))) from None


def _copy_name(name: str, taken: set[str]) -> str:
    """"Alpha (copy)", "Alpha (copy 2)"... in the GM's language of the moment (the name is the GM's from then on)."""
    base = render(Msg("Log", "%1 (copy)").args(name))
    candidate, n = base, 2
    while candidate in taken:
        candidate = render(Msg("Log", "%1 (copy %2)").args(name, n))
        n += 1
    taken.add(candidate)
    return candidate[:NAME_LIMIT]


def duplicate_units(svc: CampaignService, unit_ids: list[int], copies: int = 1) -> list[int]:
    """Copies of units (same force, same state, "(copy)" names): one undoable action."""
    if not unit_ids:
        raise ServiceError(Msg("Errors", "Select the units to duplicate in the Army Roster."))
    if not 1 <= copies <= MAX_COPIES:
        raise ServiceError(Msg("Errors", "Make between 1 and %1 copies.").args(MAX_COPIES))
    ids = []
    with svc.action("duplicate-units", Msg("Log", "Duplicate units")) as act:
        taken = set(act.s.scalars(select(Unit.name)))
        units = [act.get(Unit, uid, "unit") for uid in unit_ids]
        act.set_label(Msg("Log", "Duplicate %1").args(units[0].name) if len(units) == 1 and copies == 1
                      else Msg("Log", "Duplicate %n unit(s)", None, len(units)))
        for unit in units:
            for _ in range(copies):
                new = act.insert(Unit(force_id=unit.force_id, name=_copy_name(unit.name, taken), system=unit.system,
                                      state=copy.deepcopy(unit.state), status=unit.status,
                                      status_msg=copy.deepcopy(unit.status_msg),
                                      position=_next_position(act, unit.force_id)))
                ids.append(new.id)
        act.describe(Msg("Log", "1 copy made") if len(ids) == 1 else Msg("Log", "%n copies made", None, len(ids)))
    return ids


def editable_fields(state: dict) -> list[str]:
    """The top-level fields of a state that bulk edit can set (numbers, text, yes/no)."""
    return sorted(k for k, v in state.items() if isinstance(v, (int, float, str, bool)) and k not in ("id", "design"))


def bulk_edit(svc: CampaignService, unit_ids: list[int], changes: dict | None = None,
              force_id: int | None = None) -> None:
    """Set the same fields on many units and/or move them to another force: one undoable action.

    Every unit's new state is checked by its engine before anything is written; the error names
    the unit and the field.
    """
    changes = dict(changes or {})
    if not unit_ids:
        raise ServiceError(Msg("Errors", "Select the units to edit in the Army Roster."))
    if not changes and force_id is None:
        raise ServiceError(Msg("Errors", "Nothing to change: give a field and a value, or a force to move to."))
    for key in changes:
        if not isinstance(key, str) or not key.strip() or key in ("id", "design"):
            raise ServiceError(Msg("Errors", "'%1' cannot be bulk-edited.").args(str(key)))
    with svc.action("bulk-edit", Msg("Log", "Edit %n unit(s)", None, len(unit_ids))) as act:
        force = act.get(Force, force_id, "force") if force_id is not None else None
        for uid in unit_ids:
            unit = act.get(Unit, uid, "unit")
            values: dict[str, object] = {}
            if changes:
                try:
                    state = initial_state(unit.system, {**copy.deepcopy(unit.state), **changes},
                                          action_tables(act, unit.system))
                except ServiceError as exc:
                    raise ServiceError(Msg("Errors", "%1: %2").args(unit.name, reason(exc))) from None
                except (ValueError, TypeError, KeyError) as exc:
                    raise ServiceError(Msg("Errors", "%1: not a valid %2 unit (%3).")
                                       .args(unit.name, unit.system, reason(exc))) from None
                values.update(state=state, status=status_of(unit.system, state, action_tables(act, unit.system)))
            if force is not None and unit.force_id != force.id:
                values.update(force_id=force.id, position=_next_position(act, force.id))
            act.update(unit, **values)
            if "force_id" in values:
                act.s.flush()
        what = ", ".join(f"{k} = {v}" for k, v in changes.items())
        n = len(unit_ids)
        if force is not None:
            done = Msg("Log", "%n unit(s) moved to %1: %2", None, n) if what else \
                Msg("Log", "%n unit(s) moved to %1", None, n)
            act.describe(done.args(force.name, what))
        else:
            act.describe(Msg("Log", "%n unit(s): %1", None, n).args(what) if what else
                         Msg("Log", "%n unit(s)", None, n))
