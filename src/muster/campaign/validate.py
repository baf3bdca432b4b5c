"""Muster's own checks of a campaign file, run after SQLite's own (``quick_check``/``integrity_check``).

SQLite vouches for pages and indexes; these checks vouch for what Muster reads: the tables and columns of
the file's version, the ``meta`` keys and their types, the type of every column Muster reads, every JSON
column (valid JSON of the right shape) and the history's order. They are plain SQL over ``sqlite3`` (no
SQLAlchemy), so they run on a read-only look at the file before anything opens it for writing.

The full check also reads what the GM's actions will read, with the very functions the actions use: every number
of every JSON value against the ranges of :mod:`muster.inputs`, every house rule through its engine's
``tables(overrides)``, every unit state through its system's reader (:mod:`muster.rules.stored`).

``problems(db, version)`` is the fast part, run on every open: one pass in SQLite's C code over each table but
the history, of which the newest ``RECENT_ACTIONS`` rows (a few ms for a file of 100,000 log entries);
``problems(db, version, full=True)`` checks every row of the history too, every text for damaged bytes, every
JSON value's inner shape and the foreign keys (``muster check``, File ▸ Check File).
"""

from __future__ import annotations

import json
import re
import sqlite3
from functools import cache
from pathlib import Path

from muster.campaign.version import SCHEMA_VERSION
from muster.i18n import Msg, Text, join
from muster.inputs import out_of_range

SCHEMAS = Path(__file__).resolve().parent / "schemas"
MAX_REPORTED = 5  # problems named per table: a damaged page can break thousands of rows the same way
RECENT_ACTIONS = 2000  # the history checked row by row on every open (all of it in the full check)

#: what each column Muster reads must hold: text, int, int? (or null), number, object / array (JSON text),
#: or a set of allowed words. Columns missing from an older version's table are skipped.
COLUMNS: dict[str, dict[str, str | tuple[str, ...]]] = {
    "meta": {"key": "text", "value": "text"},
    "sides": {"name": "text", "position": "int", "colour": "text"},
    "forces": {"side_id": "int", "name": "text", "position": "int"},
    "units": {"force_id": "int", "name": "text", "system": "text", "position": "int", "state": "object",
              "status": "text", "hidden": "int", "status_msg": "object?"},
    "battles": {"name": "text", "system": "text", "round": "int", "phase": "int", "initiative": "array",
                "active": "int", "state": "object"},
    "actions": {"at": "number", "kind": "text", "label": "text", "battle_id": "int?", "round": "int?",
                "phase": "text", "actor_id": "int?", "actor": "text", "target_id": "int?", "target": "text",
                "text": "text", "rolls": "array", "modifiers": "array", "result": "object", "changes": "array",
                "state": ("done", "undone", "dropped"), "starts_round": "int", "message": "object?",
                "timeline": "int", "parent_id": "int?", "undone_seq": "int?"},
    "timelines": {"key": "int", "head": "int?", "tip": "int?"},
    "action_rows": {"row_key": "text", "action_id": "int"},
    "rules_overrides": {"table": "text", "patch": "object"},
    "scenarios": {"name": "text", "system": "text", "position": "int", "data": "object", "started": "array"},
}
# tables whose key is not ``id``
KEY_COLUMN = {"meta": "key", "rules_overrides": "table", "timelines": "key", "action_rows": "row_key"}

#: the meta keys Muster reads, and what their values must look like
META: dict[str, str] = {"schema_version": "int", "dice_seed": "int", "dice_draws": "count"}
#: keys that may be missing (files from early versions), but not wrong when present
OPTIONAL_META: dict[str, str] = {"application": "muster", "created": "text", "session": "text"}
CAMPAIGN_ID = re.compile(r"[0-9a-f]{32}")


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


# ---- the tables of each version ----------------------------------------------------------------------

@cache
def frozen_layout(version: int) -> dict[str, frozenset[str]]:
    """Tables and their columns of an earlier version, from its frozen DDL (``schemas/vN.sql``)."""
    db = sqlite3.connect(":memory:")
    try:
        db.executescript((SCHEMAS / f"v{version}.sql").read_text(encoding="utf-8"))
        return _layout(db)
    finally:
        db.close()


def _layout(db: sqlite3.Connection) -> dict[str, frozenset[str]]:
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table' "
                                       "AND name NOT LIKE 'sqlite_%'")]
    return {t: frozenset(str(c[1]) for c in db.execute(f"PRAGMA table_info({_q(t)})")) for t in tables}


def layout_problems(db: sqlite3.Connection, version: int) -> list[Text]:
    found = _layout(db)
    if version < SCHEMA_VERSION:
        if not (SCHEMAS / f"v{version}.sql").exists():
            return [Msg("Campaign", "the file says it is version %1, which no Muster ever wrote").args(version)]
        expected = frozen_layout(version)
        if found != expected:
            return [_layout_difference(found, expected, Msg("Campaign", "version %1").args(version))]
        return []
    problems: list[Text] = []
    for table, columns in COLUMNS.items():
        if table not in found:
            problems.append(Msg("Campaign", "the “%1” table is missing").args(table))
            continue
        missing = sorted(set(columns) - found[table])
        if missing:
            problems.append(Msg("Campaign", "the “%1” table has no %2 column").args(table, ", ".join(missing)))
    return problems


def _layout_difference(found: dict, expected: dict, what: Text) -> Text:
    extra = sorted(set(found) - set(expected))
    missing = sorted(set(expected) - set(found))
    if extra or missing:
        parts = ([Msg("Campaign", "no %1 table").args(", ".join(missing))] if missing else []) + (
            [Msg("Campaign", "a %1 table it should not have").args(", ".join(extra))] if extra else [])
        return Msg("Campaign", "its tables are not those of %1 (%2): its version stamp or its tables are wrong") \
            .args(what, join(parts, "; "))
    table = next(t for t in sorted(expected) if found[t] != expected[t])
    return Msg("Campaign", "the “%1” table does not have the columns of %2").args(table, what)


# ---- meta ------------------------------------------------------------------------------------------------

def read_meta(db: sqlite3.Connection) -> dict[str, object]:
    return {str(k): v for k, v in db.execute("SELECT key, value FROM meta").fetchall()}


def meta_problems(meta: dict[str, object], version: int = SCHEMA_VERSION) -> list[Text]:
    """Missing keys are problems only in a current file (an upgrade adds what older files lack)."""
    problems: list[Text] = []
    for key, kind in [*META.items(), *OPTIONAL_META.items()]:
        value = meta.get(key)
        if value is None and (key in OPTIONAL_META or version < SCHEMA_VERSION and key != "schema_version"):
            continue
        if value is None:
            problems.append(Msg("Campaign", "the campaign settings have no “%1”").args(key))
        elif not isinstance(value, str):
            problems.append(Msg("Campaign", "the campaign setting “%1” is not text").args(key))
        elif kind in ("int", "count") and not re.fullmatch(r"-?\d{1,20}", value):
            problems.append(Msg("Campaign", "the campaign setting “%1” is not a whole number (%2)")
                            .args(key, repr(value[:30])))
        elif kind == "count" and value.startswith("-"):
            problems.append(Msg("Campaign", "the campaign setting “%1” is negative").args(key))
        elif kind == "muster" and value != "muster":
            problems.append(Msg("Campaign", "the campaign setting “%1” is %2, not 'muster'")
                            .args(key, repr(value[:30])))
    campaign_id = meta.get("campaign_id")
    if campaign_id is not None and not (isinstance(campaign_id, str) and CAMPAIGN_ID.fullmatch(campaign_id)):
        problems.append(Msg("Campaign", "the campaign id is not in its usual form"))
    return problems


# ---- columns ---------------------------------------------------------------------------------------------

def _condition(column: str, kind: str | tuple[str, ...]) -> str:
    c = _q(column)
    if isinstance(kind, tuple):
        return f"{c} IN ({', '.join(repr(k) for k in kind)})"
    if kind == "text":
        return f"typeof({c})='text'"
    if kind == "int":
        return f"typeof({c})='integer'"
    if kind == "int?":
        return f"typeof({c}) IN ('integer','null')"
    if kind == "number":
        return f"typeof({c}) IN ('integer','real')"
    first = "{" if kind in ("object", "object?") else "["
    valid = f"(typeof({c})='text' AND substr({c},1,1)='{first}' AND json_valid({c}))"
    return f"({c} IS NULL OR {valid})" if kind == "object?" else valid


_WORDS = {"text": Msg("Campaign", "text"), "int": Msg("Campaign", "a whole number"),
          "int?": Msg("Campaign", "a whole number"), "number": Msg("Campaign", "a number"),
          "object": Msg("Campaign", "a JSON object"), "object?": Msg("Campaign", "a JSON object or nothing"),
          "array": Msg("Campaign", "a JSON list")}


def column_problems(db: sqlite3.Connection, table: str, columns: frozenset[str], *, full: bool = True) -> list[Text]:
    """Rows whose columns do not hold what Muster reads from them (one pass over the table).

    Not ``full``: of the history, only the newest ``RECENT_ACTIONS`` (what the window reads as it opens: the undo
    stack and the log's first pages); the full check reads every row.
    """
    checks = {c: k for c, k in COLUMNS.get(table, {}).items() if c in columns}
    if not checks:
        return []
    key = KEY_COLUMN.get(table, "id")
    conditions = {c: _condition(c, k) for c, k in checks.items()}
    where = " OR ".join(f"NOT coalesce({cond}, 0)" for cond in conditions.values())
    if table == "actions" and not full:
        where = f"id > (SELECT coalesce(max(id), 0) FROM actions) - {RECENT_ACTIONS} AND ({where})"
    bad = db.execute(f"SELECT {_q(key)} FROM {_q(table)} WHERE {where} LIMIT {MAX_REPORTED}").fetchall()
    problems: list[Text] = []
    for (row_key,) in bad:
        tests = ", ".join(f"coalesce({cond}, 0)" for cond in conditions.values())
        row = db.execute(f"SELECT {tests} FROM {_q(table)} WHERE {_q(key)} IS ?", (row_key,)).fetchone()
        for (column, kind), ok in zip(checks.items(), row or ()):
            if not ok:
                wanted: Text = " or ".join(kind) if isinstance(kind, tuple) else _WORDS[kind]
                problems.append(Msg("Campaign", "%1 #%2: “%3” is not %4").args(table, str(row_key), column, wanted))
                break
    return problems


# ---- history ---------------------------------------------------------------------------------------------

def history_problems(db: sqlite3.Connection) -> list[Text]:
    """Each timeline's done actions follow one another: a done action's parent is done, and each timeline's head
    is a done action of its own (files before v6 kept one line: nothing undone before something done)."""
    columns = {str(c[1]) for c in db.execute("PRAGMA table_info(actions)")}
    if "parent_id" in columns:
        found = db.execute("SELECT a.id, p.id FROM actions a JOIN actions p ON p.id = a.parent_id "
                           "WHERE a.state = 'done' AND p.state != 'done' LIMIT 1").fetchone()
        if found:
            return [Msg("Campaign", "the history is out of order: action #%1 is undone but the later action #%2 is "
                                    "still done").args(str(found[1]), str(found[0]))]
        bad = db.execute('SELECT t."key", t.head FROM timelines t LEFT JOIN actions a ON a.id = t.head WHERE '
                         "t.head IS NOT NULL AND (a.id IS NULL OR a.state != 'done' OR a.timeline != t.\"key\") "
                         "LIMIT 1").fetchone()
        if bad:
            return [Msg("Campaign", "the history is out of order: a timeline stands at action #%1, which is not one "
                                    "of its done actions").args(str(bad[1]))]
        return []
    last_done = db.execute("SELECT max(id) FROM actions WHERE state='done'").fetchone()[0]
    first_undone = db.execute("SELECT min(id) FROM actions WHERE state='undone'").fetchone()[0]
    if last_done is not None and first_undone is not None and first_undone < last_done:
        return [Msg("Campaign", "the history is out of order: action #%1 is undone but the later action #%2 is "
                                "still done").args(str(first_undone), str(last_done))]
    return []


# ---- the full check --------------------------------------------------------------------------------------

def _json_shape_problems(db: sqlite3.Connection, tables: dict[str, frozenset[str]]) -> list[Text]:
    problems: list[Text] = []
    row_tables = {t for t in tables if t != "actions"}
    for table, columns in tables.items():
        key = KEY_COLUMN.get(table, "id")
        json_cols = [c for c, k in COLUMNS.get(table, {}).items()
                     if k in ("object", "object?", "array") and c in columns]
        if not json_cols:
            continue
        found = 0
        query = f"SELECT {_q(key)}, {', '.join(_q(c) for c in json_cols)} FROM {_q(table)}"
        for row in db.execute(query):
            for column, text in zip(json_cols, row[1:]):
                problem = _json_problem(table, column, text, row_tables)
                if problem:
                    problems.append(Msg("Campaign", "%1 #%2: %3").args(table, str(row[0]), problem))
                    found += 1
                    break
            if found >= MAX_REPORTED:
                break
    return problems


def _json_problem(table: str, column: str, text: object, row_tables: set[str]) -> Text | None:
    if text is None and COLUMNS[table][column] == "object?":
        return None
    if not isinstance(text, str):
        return Msg("Campaign", "“%1” is not JSON text").args(column)
    try:
        value = json.loads(text)
    except RecursionError:
        return Msg("Campaign", "“%1” is nested too deeply").args(column)
    except ValueError as exc:
        return Msg("Campaign", "“%1” is not valid JSON (%2)").args(column, str(exc))
    kind = COLUMNS[table][column]
    if kind in ("object", "object?") and not isinstance(value, dict) or kind == "array" and not isinstance(value, list):
        return Msg("Campaign", "“%1” is not %2").args(column, _WORDS[str(kind)])
    if (table, column) in (("battles", "initiative"), ("scenarios", "started")):
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return Msg("Campaign", "“%1” holds something other than row numbers").args(column)
    if (table, column) in (("actions", "rolls"), ("actions", "modifiers")):
        if not all(isinstance(v, dict) for v in value):
            return Msg("Campaign", "“%1” holds something other than objects").args(column)
    if (table, column) == ("actions", "changes"):
        for change in value:
            if not (isinstance(change, dict) and change.get("table") in row_tables and "id" in change
                    and all(isinstance(change.get(k), (dict, type(None))) for k in ("before", "after"))):
                return Msg("Campaign", "a recorded change is not in the form undo needs")
    outside = out_of_range(value)  # the ranges every number entering Muster is held to (muster.inputs)
    if outside is not None:
        where, problem = outside
        return Msg("Campaign", "“%1” holds a number Muster cannot take at %2: %3").args(column, where, problem)
    return None


# ---- what the rules read -----------------------------------------------------------------------------------

def rules_problems(db: sqlite3.Connection, tables: dict[str, frozenset[str]]) -> list[Text]:
    """House rules and unit states as the GM's actions will read them: each house rule merged over its bundled
    table and validated by its engine, each unit state read by its system's reader (``SystemSpec.read_state``, the
    reader its use cases call) with the campaign's tables. The same functions as the actions, not a copy of them."""
    from muster import systems
    from muster.inputs import reason

    problems: list[Text] = []
    campaign_tables: dict[str, dict | None] = {}

    def tables_of(system: str) -> dict | None:
        """The campaign's tables for ``system`` (None when its house rule is refused: reported once)."""
        if system not in campaign_tables:
            spec = systems.find(system)
            patch = overrides.get(system)
            try:
                campaign_tables[system] = systems.load(spec.engine).tables(patch) if spec else None
            except _READ_ERRORS as exc:
                campaign_tables[system] = None
                problems.append(Msg("Campaign", "rules_overrides “%1”: the house rule cannot be used (%2)")
                                .args(system, reason(exc)))
        return campaign_tables[system]

    overrides: dict[str, dict] = {}
    if "rules_overrides" in tables:
        for name, text in db.execute('SELECT "table", patch FROM rules_overrides'):
            patch = _loads(text)
            if not isinstance(name, str) or systems.find(name) is None:
                problems.append(Msg("Campaign", "rules_overrides “%1”: house rules for a rules system this Muster "
                                                "does not know").args(str(name)))
            elif isinstance(patch, dict):
                overrides[name] = patch
        for name in sorted(overrides):
            tables_of(name)
    if "units" in tables and {"system", "state"} <= tables["units"]:
        found = 0
        for unit_id, system, text in db.execute("SELECT id, system, state FROM units ORDER BY id"):
            spec = systems.find(system)
            state = _loads(text)
            if spec is None:
                problem: Text | None = Msg("Campaign", "“%1” is not a rules system of this Muster").args(str(system))
            elif not isinstance(state, dict) or spec.read_state is None:
                continue  # not an object: reported by the column checks
            else:
                rules = tables_of(system)
                if rules is None:
                    continue
                try:
                    systems.load(spec.read_state)(state, rules)
                    problem = None
                except _READ_ERRORS as exc:
                    problem = Msg("Campaign", "its state cannot be read by the %1 rules (%2)") \
                        .args(str(system), reason(exc))
            if problem is not None:
                problems.append(Msg("Campaign", "%1 #%2: %3").args("units", str(unit_id), problem))
                found += 1
                if found >= MAX_REPORTED:
                    break
    return problems


_READ_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError, ZeroDivisionError,
                RecursionError)


def _loads(text: object) -> object:
    try:
        return json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        return None


def text_problems(db: sqlite3.Connection, tables: dict[str, frozenset[str]]) -> list[Text]:
    """Text that is not valid UTF-8 (a flipped bit in a name): shown as "�", named here."""
    problems: list[Text] = []
    factory = db.text_factory
    db.text_factory = bytes
    try:
        for table, columns in tables.items():
            key = KEY_COLUMN.get(table, "id")
            text_cols = [c for c, k in COLUMNS.get(table, {}).items() if k in ("text", "object", "array")
                         and c in columns]
            if not text_cols:
                continue
            for row in db.execute(f"SELECT {_q(key)}, {', '.join(_q(c) for c in text_cols)} FROM {_q(table)}"):
                for column, value in zip(text_cols, row[1:]):
                    if isinstance(value, bytes):
                        try:
                            value.decode("utf-8")
                        except UnicodeDecodeError:
                            problems.append(Msg("Campaign", "%1 #%2: “%3” is not valid text (a damaged byte)")
                                            .args(table, repr(row[0]), column))
                            break
                if len(problems) >= MAX_REPORTED:
                    return problems
    finally:
        db.text_factory = factory
    return problems


def foreign_key_problems(db: sqlite3.Connection) -> list[Text]:
    rows = db.execute("PRAGMA foreign_key_check").fetchall()
    return [Msg("Campaign", "%1 row %2 points at a missing %3 row").args(table, str(rowid), parent)
            for table, rowid, parent, _ in rows]


# ---- all together ----------------------------------------------------------------------------------------

def problems(db: sqlite3.Connection, version: int, *, full: bool = False) -> list[Text]:
    """What is wrong with the open file ``db`` of schema ``version`` ([] when nothing is), as messages
    (``muster.i18n.Msg``, context "Campaign") to show in the GM's language."""
    found = layout_problems(db, version)
    if found:
        return found
    tables = _layout(db)
    found += meta_problems(read_meta(db), version)
    for table, columns in tables.items():
        found += column_problems(db, table, columns, full=full)
    if "actions" in tables and "state" in tables["actions"]:
        found += history_problems(db)
    if full:
        found += text_problems(db, tables)
        found += _json_shape_problems(db, tables)
        found += rules_problems(db, tables)
        found += foreign_key_problems(db)
    return found
