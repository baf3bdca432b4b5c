"""Open, create, migrate, copy and back up campaign files.

A campaign is one SQLite file. Opening is read-only until the file is proven safe:

1. ``stat``: only a regular file is read (a FIFO, device or folder is refused unread), and a file another
   process holds is refused as "already open";
2. the sidecars (``-wal``, ``-journal``) are found, and the main file alone is checked read-only (SQLite's
   ``quick_check`` and Muster's own checks, ``validate.py``), sidecars ignored;
3. leftovers are tried on a copy and applied only when they provably belong to this file's history
   (``leftovers.py``); otherwise the caller gets ``LeftoversFound`` and asks the GM;
4. a read-only file (or folder, or disk) opens read-only; an older file is upgraded on a copy that replaces
   it only once complete and checked (a backup of the original is kept first, once per file and version);
5. only then is it opened for writing: SQLite's exclusive locking mode (a second window or process gets
   "already open"), a WAL journal, ``synchronous=NORMAL``, and a fresh session mark.

A refused file keeps its bytes and its sidecars: nothing before step 5 writes to it.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
import uuid
from pathlib import Path
from typing import TYPE_CHECKING

from muster.atomic import replacing
from muster.campaign import inspect
from muster.campaign import leftovers as sidecars
from muster.campaign.errors import (
    CampaignError,
    CampaignLocked,
    CorruptCampaign,
    LeftoversFound,
    NewerCampaign,
    NotACampaign,
    UpgradeFailed,
    storage_message,
)
from muster.campaign.lock import OpeningLock
from muster.campaign.migrations import MIGRATIONS
from muster.campaign.version import APPLICATION_ID, SCHEMA_VERSION, SUFFIX
from muster.i18n import Msg, Text, join, render

if TYPE_CHECKING:  # SQLAlchemy loads with the first session, not when a campaign opens
    from sqlalchemy import Connection, Engine
    from sqlalchemy.orm import Session, sessionmaker

SQLITE_MAGIC = inspect.SQLITE_MAGIC
_open_here: set[object] = set()

#: what to do with leftovers that cannot be proven to belong: refuse (LeftoversFound), apply them, or set them
#: aside in the backups folder and open the main file as it is
ASK, RECOVER, SET_ASIDE = "ask", "recover", "set-aside"


def _key(path: Path) -> object:
    try:
        st = os.stat(path)
    except OSError:
        try:
            return os.path.normcase(str(Path(path).resolve()))
        except (OSError, RuntimeError):  # a symlink loop
            return os.path.normcase(os.path.abspath(path))
    return (st.st_dev, st.st_ino)


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(str(path), timeout=0.2, isolation_level=None, check_same_thread=False)
    db.text_factory = inspect.lenient_text
    db.execute("PRAGMA locking_mode=EXCLUSIVE")
    return db


class CampaignFile:
    """An open campaign: the locked connection and the session factory over it."""

    def __init__(self, path: Path, db: sqlite3.Connection, migrated_from: int | None = None, *,
                 read_only: bool = False, read_only_reason: Text = "", set_aside_to: Path | None = None,
                 recovered: bool = False):
        self.path = path
        self.migrated_from = migrated_from
        self.read_only = read_only
        self.read_only_reason = render(read_only_reason)  # in the GM's language at opening
        self.set_aside_to = set_aside_to  # where leftovers were moved on the GM's word
        self.recovered = recovered  # leftovers were applied
        self._db: sqlite3.Connection | None = db
        self._engine: Engine | None = None
        self._sessions: sessionmaker[Session] | None = None
        self._read_sessions: sessionmaker[Session] | None = None
        self._key = _key(path)
        self._mark: str | None = None  # the session mark (writable files)
        self._guard: OpeningLock | None = None  # the opening lock, held while open for writing

    # SQLAlchemy is imported when the first session is asked for (the first GM action, or a warm-up
    # once the window shows): opening a campaign and showing it reads through ``raw`` alone.
    @property
    def engine(self) -> Engine:
        if self._engine is None:
            from sqlalchemy import create_engine, event
            from sqlalchemy.pool import StaticPool

            db = self._db
            self._engine = create_engine("sqlite://", creator=lambda: db, poolclass=StaticPool)

            @event.listens_for(self._engine, "begin")
            def _begin(conn: Connection) -> None:  # explicit transactions (pysqlite's own are unreliable)
                if not conn.get_execution_options().get("muster_read_only"):
                    conn.exec_driver_sql("BEGIN IMMEDIATE")
        return self._engine

    @property
    def sessions(self) -> sessionmaker[Session]:
        if self._sessions is None:
            from sqlalchemy.orm import sessionmaker

            self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        return self._sessions

    @property
    def read_sessions(self) -> sessionmaker[Session]:
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
        assert self._db is not None, "the campaign is closed"
        return self._db

    # ---- opening ---------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike, *, leftovers: str = ASK) -> "CampaignFile":
        path = Path(path)
        inspect.regular_file(path)
        if _key(path) in _open_here:
            raise CampaignLocked(Msg("Campaign", "“%1” is already open in this Muster.").args(inspect.shown(path)))
        guard = OpeningLock(path)
        try:
            file = cls._open(path, leftovers, guard)
        except BaseException:
            guard.release()
            raise
        if file.read_only:
            guard.release()  # read-only: nothing of it is locked, others may open it
        else:
            file._guard = guard
        return file

    @classmethod
    def _open(cls, path: Path, leftovers: str, guard: OpeningLock) -> "CampaignFile":
        if inspect.held_elsewhere(path):
            raise CampaignLocked(inspect.locked_message(path))
        found = sidecars.find(path)
        inspect.check_header(path)
        main, digest = _look_alone(path, with_digest=bool(found))
        state, set_aside_to, recovered = main, None, False
        if found:
            verdict = sidecars.judge(path, found, main, digest)
            if verdict.belongs or (leftovers == RECOVER and verdict.recoverable):
                assert verdict.recovered is not None
                state, recovered = verdict.recovered, True
            elif leftovers == SET_ASIDE and verdict.main_usable:
                try:
                    set_aside_to = sidecars.set_aside(path, found)
                except OSError as exc:
                    raise CampaignError(Msg("Campaign", "The leftovers beside “%1” could not be moved aside (%2); "
                                                        "nothing was changed.").args(inspect.shown(path),
                                                                                     str(exc.strerror or exc))) \
                        from None
            else:
                raise LeftoversFound(verdict.describe(), verdict)
        elif not main.healthy:
            raise inspect.refusal(path, main)
        assert state.version is not None
        reason = inspect.why_read_only(path)
        if reason:
            return cls._open_read_only(path, state, reason, bool(found) and set_aside_to is None)
        migrated_from = None
        if recovered:  # written in on a copy that replaces the file whole: a full disk changes nothing
            _apply_leftovers(path, found)
        if state.version < SCHEMA_VERSION:
            _upgrade(path, state)
            migrated_from = state.version
        guard.follow()
        return cls._open_writable(path, migrated_from, set_aside_to, recovered)

    @classmethod
    def _open_read_only(cls, path: Path, state: inspect.Look, reason: Text, unapplied: bool) -> "CampaignFile":
        if unapplied:
            raise CampaignError(Msg("Campaign", "“%1” is read-only (%2) and unsaved actions lie beside it in a "
                                                "leftover file, which Muster can only apply to a file it may write. "
                                                "Make the file and its folder writable, or copy them together "
                                                "elsewhere, and open it again.").args(inspect.shown(path), reason))
        if state.version is not None and state.version < SCHEMA_VERSION:
            raise UpgradeFailed(Msg("Campaign", "“%1” was made by an older Muster and must be upgraded before it "
                                                "opens, but %2. Make it writable (or copy it elsewhere) and open it "
                                                "again; the file was not changed.").args(inspect.shown(path), reason))
        file = cls(path, inspect.immutable(path), read_only=True, read_only_reason=reason)
        _open_here.add(file._key)
        return file

    @classmethod
    def _open_writable(cls, path: Path, migrated_from: int | None, set_aside_to: Path | None,
                       recovered: bool) -> "CampaignFile":
        db = _connect(path)
        try:
            db.execute("BEGIN")
            try:
                db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
            except sqlite3.OperationalError as exc:
                if "locked" in str(exc) or "busy" in str(exc):
                    raise CampaignLocked(inspect.locked_message(path)) from None
                raise
            db.execute("COMMIT")
            mode = db.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            db.execute("PRAGMA synchronous=NORMAL")  # WAL: safe against crashes and kills (tested)
            # no automatic checkpoints: the log restarts only in ``checkpoint()``, which marks it again
            db.execute("PRAGMA wal_autocheckpoint=0")
            if str(mode).lower() != "wal":
                raise CorruptCampaign(Msg("Campaign", "“%1” cannot be written (journal mode %2).")
                                      .args(inspect.shown(path), str(mode)))
            mark = _mark_session(db)
        except CampaignError:
            _close_quietly(db)
            raise
        except sqlite3.Error as exc:
            _close_quietly(db)
            if "readonly" in str(exc).lower():  # a read-only disk that os.access did not see
                return cls._open_read_only(path, inspect.Look(SCHEMA_VERSION),
                                           Msg("Campaign", "the disk is read-only"), False)
            message = storage_message(exc, path, Msg("Campaign", "to open “%1”"))
            raise CampaignError(message or Msg("Campaign", "“%1” could not be opened for writing: %2.")
                                .args(inspect.shown(path), str(exc))) from None
        except BaseException:
            _close_quietly(db)
            raise
        file = cls(path, db, migrated_from, set_aside_to=set_aside_to, recovered=recovered)
        file._mark = mark
        _open_here.add(file._key)
        _tighten(path)
        return file

    @classmethod
    def create(cls, path: str | os.PathLike, *, seed: int | None = None) -> "CampaignFile":
        """Create a new campaign at ``path`` (built beside it, then moved in whole)."""
        path = Path(path)
        if _key(path) in _open_here:
            raise CampaignLocked(Msg("Campaign", "“%1” is open; close it before replacing it.")
                                 .args(inspect.shown(path)))
        path.parent.mkdir(parents=True, exist_ok=True)
        with replacing(path, SUFFIX, private=True) as tmp:
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
                        Meta(key="campaign_id", value=uuid.uuid4().hex),
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
        if not self.read_only:
            try:
                self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.DatabaseError:
                pass
        self._db.close()
        self._db = None
        if self._guard is not None:  # only now: closing its descriptor earlier would drop SQLite's locks
            self._guard.release()
            self._guard = None
        _open_here.discard(self._key)

    @property
    def closed(self) -> bool:
        return self._db is None

    def save_copy(self, dest: str | os.PathLike) -> Path:
        """Write a consistent copy to ``dest`` (Save As a copy); the open file stays open."""
        dest = Path(dest)
        if _key(dest) == self._key:
            raise CampaignLocked(Msg("Campaign", "A copy cannot replace the campaign it is copied from."))
        copy_database(self.raw, dest)
        return dest

    def backup(self, reason: str = "auto") -> Path:
        """Copy the campaign into the backups folder (thinned automatically), then write the log into the file."""
        from muster.campaign.backups import backup_connection

        dest = backup_connection(self.raw, self.path, reason)
        self.checkpoint()
        return dest

    def checkpoint(self) -> None:
        """Write the log's actions into the main file and start a new log that begins with the session mark
        (never inside an action). Called after each automatic backup, so the log holds minutes of play."""
        if self._mark is None or self.read_only or self.raw.in_transaction:
            return
        _mark_session(self.raw, self._mark)

    def check(self) -> list[str]:
        """The full check ("Check File"): SQLite's integrity check, then all of Muster's. [] means healthy.

        The problems are written in the GM's language."""
        found = inspect.look(self.raw, full=True)
        return [render(p) for p in found.problems]


def copy_database(db: sqlite3.Connection, dest: Path, *, marker: str | None = None) -> None:
    """A consistent, self-contained, private copy of an open campaign (SQLite's online backup), moved in whole.

    The copy's session mark is cleared, so leftovers of the original's session never pass for the copy's own;
    ``marker`` says what the copy is (pre-upgrade backups, ``backups.py``), and a copy without one carries none.
    """
    from muster.campaign.backups import MARKER_KEY

    with replacing(dest, SUFFIX, private=True) as tmp:
        target = sqlite3.connect(tmp, isolation_level=None)
        try:
            db.backup(target)
            target.execute("PRAGMA journal_mode=DELETE")
            target.execute("DELETE FROM meta WHERE key='session'")
            if marker is None:
                target.execute("DELETE FROM meta WHERE key=?", (MARKER_KEY,))
            else:
                target.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (MARKER_KEY, marker))
        finally:
            target.close()


def _look_alone(path: Path, *, with_digest: bool, full: bool = False) -> tuple[inspect.Look, str | None]:
    """The main file alone, read-only, sidecars ignored: Muster's look at it (``full``: the check of ``muster
    check``), and when ``with_digest`` and it is healthy the digest of its history (None when opening, if that
    cannot be read)."""
    try:
        db = inspect.immutable(path)
    except sqlite3.Error as exc:
        raise NotACampaign(Msg("Campaign", "“%1” cannot be read: %2.")
                           .args(inspect.shown(path, whole=True), str(exc))) from None
    try:
        try:
            main = inspect.look(db, full=full)
        except NewerCampaign as exc:
            newer = (Msg("Campaign", "“%1” was saved by a newer Muster (file version %2; this one reads up to %3). "
                                     "Update Muster to check it.") if full else
                     Msg("Campaign", "“%1” was saved by a newer Muster (file version %2; this one reads up to %3). "
                                     "Update Muster to open it."))
            raise NewerCampaign(newer.args(inspect.shown(path), exc.version, SCHEMA_VERSION), version=exc.version) \
                from None
        digest = None
        if with_digest and main.healthy:
            try:
                digest = inspect.history_digest(db, main.last_action)
            except sqlite3.Error:
                if full:
                    raise
        return main, digest
    finally:
        db.close()


def _mark_session(db: sqlite3.Connection, mark: str | None = None) -> str:
    """Write the session mark (a fresh one unless ``mark`` is given, and a campaign id for a file that has none),
    checkpoint it into the main file, then write it once more so the new write-ahead log begins with it.

    So every ``-wal`` this session writes carries the mark in its first commit, and the main file carries it
    too: leftovers of another session (or another file) never show the main file's mark.
    """
    mark = mark or uuid.uuid4().hex
    for step in ("checkpointed", "first in the log"):
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('session', ?)", (mark,))
            db.execute("INSERT OR IGNORE INTO meta (key, value) VALUES ('campaign_id', ?)", (uuid.uuid4().hex,))
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
        if step == "checkpointed":
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return mark


def _close_quietly(db: sqlite3.Connection) -> None:
    try:
        if db.in_transaction:
            db.execute("ROLLBACK")
    except sqlite3.Error:
        pass
    db.close()


def _tighten(path: Path) -> None:
    """Campaign files are private (0600 on POSIX): GM notes, plans and hidden modifiers live in them."""
    if os.name == "posix":
        try:
            if os.stat(path).st_mode & 0o077:
                os.chmod(path, 0o600)
        except OSError:
            pass


def _apply_leftovers(path: Path, found: tuple[sidecars.Leftover, ...]) -> None:
    """Write leftovers (Muster's own, or those the GM chose to recover) into the main file: on a copy beside it,
    with copies of the leftovers, that replaces it whole once they are in; then the leftovers go. A full disk or a
    failing write leaves the file and its leftovers as they were. (Killed between the two steps, the leftovers
    beside the new file hold only what it already holds: applied again, they change nothing.)"""
    target = path.resolve()
    try:
        with replacing(target, SUFFIX, private=True) as tmp:
            shutil.copyfile(target, tmp)
            for leftover in found:
                shutil.copyfile(leftover.path, tmp.with_name(tmp.name + leftover.path.name[len(path.name):]))
            db = _connect(tmp)
            try:
                db.execute("SELECT count(*) FROM meta").fetchone()
                if str(db.execute("PRAGMA journal_mode").fetchone()[0]).lower() == "wal":
                    busy = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
                    if busy:
                        raise sqlite3.OperationalError("the leftovers could not be written in")
            finally:
                db.close()
            for suffix in sidecars.SIDECARS:
                side = tmp.with_name(tmp.name + suffix)
                if side.exists() and side.stat().st_size:
                    raise sqlite3.OperationalError("the leftovers could not be written in")
    except (OSError, sqlite3.Error) as exc:
        raise CampaignError(storage_message(exc, path, Msg("Campaign", "to recover the leftovers of “%1”"))
                            or Msg("Campaign", "The leftovers of “%1” could not be applied (%2); nothing was "
                                               "changed.").args(inspect.shown(path), str(exc))) from None
    for applied in (*(f.path for f in found), path.with_name(path.name + "-shm")):
        try:
            os.unlink(applied)
        except FileNotFoundError:
            pass


# ---- upgrades -------------------------------------------------------------------------------------------

def _upgrade(path: Path, state: inspect.Look) -> None:
    """Upgrade an older file on a copy beside it; the copy replaces it only once migrated and checked."""
    assert state.version is not None
    version = state.version
    try:
        db = inspect.immutable(path)
        try:
            from muster.campaign.backups import upgrade_backup

            upgrade_backup(db, path, version, state.campaign_id)
        finally:
            db.close()
    except (OSError, sqlite3.Error) as exc:
        message = storage_message(exc, path, Msg("Campaign", "for the backup Muster keeps before upgrading “%1”"))
        raise UpgradeFailed(message or Msg("Campaign", "“%1” must be upgraded, but no backup of it could be kept "
                                                       "first (%2). The file was not changed; free some space or "
                                                       "check the backups folder, then try again.")
                            .args(inspect.shown(path), str(exc))) from None
    target = path.resolve()
    try:
        with replacing(target, SUFFIX, private=True) as tmp:
            shutil.copyfile(target, tmp)
            db = sqlite3.connect(tmp, isolation_level=None)
            try:
                db.execute("PRAGMA journal_mode=DELETE")
                _migrate(db, version)
            finally:
                db.close()
    except UpgradeFailed as exc:
        raise UpgradeFailed(Msg("Campaign", "“%1” could not be upgraded: %2").args(inspect.shown(path), exc.message)) \
            from None
    except (OSError, sqlite3.Error) as exc:
        message = storage_message(exc, path, Msg("Campaign", "to upgrade “%1”"))
        raise UpgradeFailed(message or Msg("Campaign", "“%1” could not be upgraded from file version %2 (%3). The "
                                                       "file was not changed.")
                            .args(inspect.shown(path), version, str(exc))) from None


def _migrate(db: sqlite3.Connection, version: int) -> None:
    from muster.campaign import validate

    db.execute("BEGIN IMMEDIATE")
    try:
        start = version
        while version < SCHEMA_VERSION:
            step = MIGRATIONS.get(version)
            if step is None:
                raise UpgradeFailed(Msg("Campaign", "no upgrade from file version %1 exists. The file was not changed.")
                                    .args(version))
            step(db)
            version += 1
        db.execute("UPDATE meta SET value=? WHERE key='schema_version'", (str(version),))
        from muster.rules.dice import SeededDice

        for key, value in (("dice_seed", str(SeededDice().seed)), ("dice_draws", "0"),
                           ("campaign_id", uuid.uuid4().hex)):
            db.execute("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)", (key, value))
        problems = validate.problems(db, SCHEMA_VERSION)
        if problems:
            raise UpgradeFailed(Msg("Campaign", "upgraded from version %1, it would not be a sound campaign (%2). The "
                                                "file was not changed.").args(start, join(problems[:2], "; ")))
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise


# ---- muster check ---------------------------------------------------------------------------------------

def check_path(path: str | os.PathLike, *, verbose: bool = False) -> tuple[list[str], list[str]]:
    """``muster check``: the full check of a closed file, read-only (nothing is written, leftovers are judged on a
    copy and never applied). Returns ``(problems, notes)`` in the GM's language; raises CampaignError when the file
    cannot be checked. ``verbose`` adds SQLite's own lines about damaged pages (indented, after the problems)."""
    path = Path(path)
    inspect.regular_file(path)
    if _key(path) in _open_here or inspect.held_elsewhere(path):
        raise CampaignLocked(inspect.locked_message(path))
    found = sidecars.find(path)
    inspect.check_header(path)
    main, digest = _look_alone(path, with_digest=bool(found), full=True)
    notes: list[Text] = []
    problems: list[Text] = list(main.problems)
    if found:
        verdict = sidecars.judge(path, found, main, digest)
        if verdict.belongs:
            notes.append(Msg("Campaign", "Unsaved actions lie beside it (%1); they continue this file's history and "
                                         "will be written into it when it is next opened.").args(verdict.names()))
        else:
            problems.append(Msg("Campaign", "%1 Open it in Muster to recover them or set them aside.")
                            .args(verdict.describe()))
    if main.version is not None and main.version < SCHEMA_VERSION and main.healthy:
        notes.append(Msg("Campaign", "It is file version %1; Muster will upgrade it (keeping a backup) when it is "
                                     "next opened.").args(main.version))
    shown_problems = [render(p) for p in problems]
    if verbose:
        shown_problems += ["  " + line for line in main.details]
    return shown_problems, [render(n) for n in notes]
