"""Schema migrations: ``MIGRATIONS[n]`` turns a version-n file into version n+1.

Each step runs inside the opening transaction, so a failed migration leaves
the file as it was. The frozen DDL of every past version lives in
``schemas/vN.sql``; tests build files from it and migrate them forward.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Callable


def _v1_to_v2(db: sqlite3.Connection) -> None:
    # v2: per-campaign rules overrides, and round starts marked for "rewind".
    db.execute("CREATE TABLE rules_overrides (\"table\" VARCHAR(64) NOT NULL PRIMARY KEY, patch JSON NOT NULL)")
    db.execute("ALTER TABLE actions ADD COLUMN starts_round BOOLEAN NOT NULL DEFAULT 0")
    db.execute("UPDATE actions SET starts_round = 1 WHERE kind = 'start-battle'")


def _v2_to_v3(db: sqlite3.Connection) -> None:
    # v3: scenarios (battles prepared in advance).
    db.execute(
        "CREATE TABLE scenarios (\n"
        "\tid INTEGER NOT NULL, \n"
        "\tname VARCHAR(200) NOT NULL, \n"
        "\tsystem VARCHAR(32) NOT NULL, \n"
        "\tposition INTEGER NOT NULL, \n"
        "\tdata JSON NOT NULL, \n"
        "\tstarted JSON NOT NULL, \n"
        "\tPRIMARY KEY (id)\n)"
    )


def _v3_to_v4(db: sqlite3.Connection) -> None:
    # v4: units the GM hides from the players' screen (an ambush), until revealed.
    db.execute("ALTER TABLE units ADD COLUMN hidden BOOLEAN NOT NULL DEFAULT 0")


def _v4_to_v5(db: sqlite3.Connection) -> None:
    # v5: what Muster writes is kept as message data too, so it reads in the GM's language (earlier
    # rows keep their English text and show it as is).
    db.execute("ALTER TABLE units ADD COLUMN status_msg JSON")
    db.execute("ALTER TABLE actions ADD COLUMN message JSON")


def _v5_to_v6(db: sqlite3.Connection) -> None:
    # v6: every battle keeps its own timeline (and the campaign its own), with branches. The one line of
    # history becomes each timeline's line: an action's parent is the one before it on its timeline; what was
    # undone stays redoable, newest undone first as before; what was dropped stays a record on no timeline.
    db.execute("ALTER TABLE actions ADD COLUMN timeline INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE actions ADD COLUMN parent_id INTEGER")
    db.execute("ALTER TABLE actions ADD COLUMN undone_seq INTEGER")
    db.execute("CREATE INDEX ix_actions_parent_id ON actions (parent_id)")
    db.execute("CREATE INDEX ix_actions_timeline ON actions (timeline)")
    db.execute("CREATE INDEX ix_actions_undone_seq ON actions (undone_seq)")
    db.execute('CREATE TABLE timelines (\n\t"key" INTEGER NOT NULL, \n\thead INTEGER, \n\ttip INTEGER, \n'
               '\tPRIMARY KEY ("key")\n)')
    db.execute("CREATE TABLE action_rows (\n\trow_key VARCHAR(80) NOT NULL, \n\taction_id INTEGER NOT NULL, \n"
               "\tPRIMARY KEY (row_key, action_id)\n)")
    db.execute("CREATE INDEX ix_action_rows_action_id ON action_rows (action_id)")
    last: dict[int, int] = {}  # timeline -> its newest action so far
    heads: dict[int, int] = {}
    top = db.execute("SELECT coalesce(max(id), 0) FROM actions").fetchone()[0]
    kept = db.execute("SELECT id, battle_id, state, changes FROM actions WHERE state IN ('done', 'undone') "
                      "ORDER BY id").fetchall()
    for pk, battle_id, state, changes in kept:
        rows = json.loads(changes) if isinstance(changes, str) else []
        timeline = timeline_of(battle_id, rows)
        db.execute("UPDATE actions SET timeline = ?, parent_id = ?, undone_seq = ? WHERE id = ?",
                   (timeline, last.get(timeline), top - pk + 1 if state == "undone" else None, pk))
        db.executemany("INSERT OR IGNORE INTO action_rows (row_key, action_id) VALUES (?, ?)",
                       [(row_key(ch), pk) for ch in rows if isinstance(ch, dict)])
        last[timeline] = pk
        if state == "done":
            heads[timeline] = pk
    db.executemany('INSERT INTO timelines ("key", head, tip) VALUES (?, ?, ?)',
                   [(t, heads.get(t), tip) for t, tip in last.items()])


def row_key(change: dict) -> str:
    """A recorded change's row, as ``action_rows`` names it."""
    return f"{change.get('table')}:{change.get('id')}"


def timeline_of(battle_id: int | None, changes: list) -> int:
    """The timeline of an action: its battle's, unless it made or removed a battle (or has none): the campaign's."""
    if battle_id is None or any(isinstance(ch, dict) and ch.get("table") == "battles"
                                and (ch.get("before") is None or ch.get("after") is None) for ch in changes):
        return 0
    return int(battle_id)


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4, 4: _v4_to_v5,
                                                               5: _v5_to_v6}
