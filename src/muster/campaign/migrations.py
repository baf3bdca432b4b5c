"""Schema migrations: ``MIGRATIONS[n]`` turns a version-n file into version n+1.

Each step runs inside the opening transaction, so a failed migration leaves
the file as it was. The frozen DDL of every past version lives in
``schemas/vN.sql``; tests build files from it and migrate them forward.
"""

from __future__ import annotations

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


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4, 4: _v4_to_v5}
