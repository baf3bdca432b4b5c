"""Open, create, migrate, copy and back up campaign files.

A campaign is one SQLite file. While it is open, Muster holds it with
SQLite's exclusive locking mode (WAL journal), so a second window or process
gets a clear "already open" message instead of becoming a second writer.
Every check that can refuse a file runs before anything is written to it, so
a refused file keeps its bytes.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

from muster.atomic import replacing
from muster.campaign.errors import CampaignLocked, CorruptCampaign, NewerCampaign, NotACampaign
from muster.campaign.migrations import MIGRATIONS
from muster.campaign.version import APPLICATION_ID, SCHEMA_VERSION

SQLITE_MAGIC = b"SQLite format 3\x00"
SUFFIX = ".muster"
_open_here: set[str] = set()


def _key(path: Path) -> str:
    return os.path.normcase(str(path.resolve()))


def _check_header(path: Path) -> None:
    try:
        with open(path, "rb") as fh:
            head = fh.read(100)
    except FileNotFoundError:
        raise NotACampaign(f"“{path}” does not exist.") from None
    except IsADirectoryError:
        raise NotACampaign(f"“{path}” is a folder, not a campaign file.") from None
    except OSError as exc:
        raise NotACampaign(f"“{path}” cannot be read: {exc.strerror}.") from None
    if not head:
        raise CorruptCampaign(f"“{path.name}” is empty: it is not a Muster campaign or it was cut short.")
    if not head.startswith(SQLITE_MAGIC):
        raise NotACampaign(f"“{path.name}” is not a Muster campaign file.")
    if len(head) < 100:
        raise CorruptCampaign(f"“{path.name}” is truncated: only {len(head)} bytes are left.")
    if int.from_bytes(head[68:72], "big") != APPLICATION_ID:
        raise NotACampaign(f"“{path.name}” is a database, but not a Muster campaign.")


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(str(path), timeout=0.2, isolation_level=None, check_same_thread=False)
    db.execute("PRAGMA locking_mode=EXCLUSIVE")
    return db


def _read_version(db: sqlite3.Connection, path: Path) -> int:
    try:
        row = db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise CampaignLocked(
                f"“{path.name}” is already open in another Muster window or program. "
                "Close it there first, or open a copy."
            ) from None
        raise CorruptCampaign(f"“{path.name}” is damaged: {exc}.") from None
    except sqlite3.DatabaseError as exc:
        raise CorruptCampaign(f"“{path.name}” is damaged: {exc}.") from None
    if row is None or not str(row[0]).isdigit():
        raise CorruptCampaign(f"“{path.name}” has no schema version; it is damaged.")
    return int(row[0])


def _quick_check(db: sqlite3.Connection, path: Path) -> None:
    try:
        problems = [r[0] for r in db.execute("PRAGMA quick_check").fetchall()]
    except sqlite3.DatabaseError as exc:
        raise CorruptCampaign(f"“{path.name}” is damaged: {exc}.") from None
    if problems != ["ok"]:
        raise CorruptCampaign(f"“{path.name}” is damaged: {problems[0]}.")


class CampaignFile:
    """An open campaign: the locked connection and the session factory over it."""

    def __init__(self, path: Path, db: sqlite3.Connection, migrated_from: int | None = None):
        self.path = path
        self.migrated_from = migrated_from
        self._db = db
        self._engine = None
        self._sessions = None
        self._read_sessions = None

    # SQLAlchemy is imported when the first session is asked for (the first GM action, or a warm-up
    # once the window shows): opening a campaign and showing it reads through ``raw`` alone.
    @property
    def engine(self):
        if self._engine is None:
            from sqlalchemy import create_engine, event
            from sqlalchemy.pool import StaticPool

            db = self._db
            self._engine = create_engine("sqlite://", creator=lambda: db, poolclass=StaticPool)

            @event.listens_for(self._engine, "begin")
            def _begin(conn):  # explicit transactions (pysqlite's own are unreliable)
                if not conn.get_execution_options().get("muster_read_only"):
                    conn.exec_driver_sql("BEGIN IMMEDIATE")
        return self._engine

    @property
    def sessions(self):
        if self._sessions is None:
            from sqlalchemy.orm import sessionmaker

            self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        return self._sessions

    @property
    def read_sessions(self):
        """Sessions for reading only: no transaction is opened (this process holds the file's only lock,
        so nothing can change between two reads), which saves a BEGIN and a ROLLBACK per look."""
        if self._read_sessions is None:
            from sqlalchemy.orm import sessionmaker

            self._read_sessions = sessionmaker(self.engine.execution_options(muster_read_only=True),
                                               expire_on_commit=False)
        return self._read_sessions

    @property
    def raw(self) -> sqlite3.Connection:
        """The locked connection itself, for plain reads outside any session (never while one is open)."""
        return self._db

    # ---- opening ---------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike) -> "CampaignFile":
        path = Path(path)
        _check_header(path)
        key = _key(path)
        if key in _open_here:
            raise CampaignLocked(f"“{path.name}” is already open in this Muster.")
        db = _connect(path)
        try:
            db.execute("BEGIN")
            version = _read_version(db, path)
            if version > SCHEMA_VERSION:
                raise NewerCampaign(
                    f"“{path.name}” was saved by a newer Muster (file version {version}; this Muster "
                    f"reads up to {SCHEMA_VERSION}). Update Muster to open it."
                )
            _quick_check(db, path)
            db.execute("COMMIT")
            migrated_from = None
            if version < SCHEMA_VERSION:
                migrated_from = version
                _backup_before_migration(db, path, version)
                _migrate(db, version)
            mode = db.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            db.execute("PRAGMA synchronous=NORMAL")  # WAL: safe against crashes and kills (tested)
            if mode.lower() != "wal":
                raise CorruptCampaign(f"“{path.name}” cannot be written (journal mode {mode}).")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            db.close()
            raise
        _open_here.add(key)
        return cls(path, db, migrated_from)

    @classmethod
    def create(cls, path: str | os.PathLike, *, seed: int | None = None) -> "CampaignFile":
        """Create a new campaign at ``path`` (built beside it, then moved in whole)."""
        path = Path(path)
        if _key(path) in _open_here:
            raise CampaignLocked(f"“{path.name}” is open; close it before replacing it.")
        path.parent.mkdir(parents=True, exist_ok=True)
        with replacing(path, SUFFIX) as tmp:
            from sqlalchemy import create_engine
            from sqlalchemy.orm import Session
            from sqlalchemy.pool import StaticPool

            from muster.campaign.models import Base, Meta

            db = sqlite3.connect(tmp, isolation_level=None)
            try:
                db.execute(f"PRAGMA application_id={APPLICATION_ID}")
                engine = create_engine("sqlite://", creator=lambda: db, poolclass=StaticPool)
                Base.metadata.create_all(engine)
                with Session(engine) as s, s.begin():
                    from muster.rules.dice import SeededDice

                    s.add_all([
                        Meta(key="schema_version", value=str(SCHEMA_VERSION)),
                        Meta(key="application", value="muster"),
                        Meta(key="created", value=time.strftime("%Y-%m-%dT%H:%M:%S")),
                        Meta(key="dice_seed", value=str(SeededDice(seed).seed)),
                        Meta(key="dice_draws", value="0"),
                    ])
                engine.dispose()
            finally:
                db.close()
        return cls.open(path)

    # ---- lifetime ----------------------------------------------------------------
    def close(self) -> None:
        if self._db is None:
            return
        if self._engine is not None:
            self._engine.dispose()
        try:
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.DatabaseError:
            pass
        self._db.close()
        self._db = None
        _open_here.discard(_key(self.path))

    @property
    def closed(self) -> bool:
        return self._db is None

    def save_copy(self, dest: str | os.PathLike) -> Path:
        """Write a consistent copy to ``dest`` (Save As a copy); the open file stays open."""
        dest = Path(dest)
        if _key(dest) == _key(self.path):
            raise CampaignLocked("A copy cannot replace the campaign it is copied from.")
        copy_database(self._db, dest)
        return dest

    def backup(self, reason: str = "auto") -> Path:
        """Copy the campaign into the backups folder (thinned automatically)."""
        from muster.campaign.backups import backup_connection

        return backup_connection(self._db, self.path, reason)

    def check(self) -> list[str]:
        """Full integrity and foreign-key check ("Check file"): an empty list means healthy."""
        problems = [r[0] for r in self._db.execute("PRAGMA integrity_check").fetchall()]
        problems = [] if problems == ["ok"] else problems
        for table, rowid, parent, _ in self._db.execute("PRAGMA foreign_key_check").fetchall():
            problems.append(f"{table} row {rowid} points at a missing {parent} row")
        return problems


def copy_database(db: sqlite3.Connection, dest: Path) -> None:
    """A consistent, self-contained copy of an open campaign (SQLite's online backup), moved in whole."""
    with replacing(dest, SUFFIX) as tmp:
        target = sqlite3.connect(tmp)
        try:
            db.backup(target)
            target.execute("PRAGMA journal_mode=DELETE")
        finally:
            target.close()


def _migrate(db: sqlite3.Connection, version: int) -> None:
    db.execute("BEGIN IMMEDIATE")
    try:
        while version < SCHEMA_VERSION:
            MIGRATIONS[version](db)
            version += 1
        db.execute("UPDATE meta SET value=? WHERE key='schema_version'", (str(version),))
        for key, value in (("dice_seed", None), ("dice_draws", "0")):
            if db.execute("SELECT 1 FROM meta WHERE key=?", (key,)).fetchone() is None:
                from muster.rules.dice import SeededDice

                db.execute("INSERT INTO meta (key, value) VALUES (?, ?)", (key, value or str(SeededDice().seed)))
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def _backup_before_migration(db: sqlite3.Connection, path: Path, version: int) -> None:
    from muster.campaign.backups import backup_connection

    backup_connection(db, path, reason=f"before-upgrade-from-v{version}")
