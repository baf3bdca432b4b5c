"""A read-only look at a campaign file before anything opens it for writing.

``immutable(path)`` opens the main file alone: SQLite reads it as if it were on read-only media, so it never
writes, never creates a journal, and ignores any ``-wal`` or ``-journal`` lying beside it (leftovers are
judged separately, on a copy: ``leftovers.py``). ``look(db)`` runs SQLite's check and Muster's own
(``validate.py``) and says what it found.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from dataclasses import dataclass, field
from pathlib import Path

from muster.campaign import validate
from muster.campaign.errors import CampaignLocked, CorruptCampaign, NewerCampaign, NotACampaign
from muster.campaign.version import APPLICATION_ID, SCHEMA_VERSION

SQLITE_MAGIC = b"SQLite format 3\x00"


def regular_file(path: Path, what: str | None = None) -> os.stat_result:
    """``stat`` of ``path``, refused without reading it unless it is a regular file (FIFOs, devices, folders
    and sockets would hang or mislead a reader)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise NotACampaign(f"“{path}” does not exist.") from None
    except OSError as exc:
        raise NotACampaign(f"“{path}” cannot be read: {exc.strerror or exc}.") from None
    name = what or f"“{path}”"
    if stat.S_ISDIR(st.st_mode):
        raise NotACampaign(f"{name} is a folder, not a campaign file.")
    if not stat.S_ISREG(st.st_mode):
        kind = "a named pipe (FIFO)" if stat.S_ISFIFO(st.st_mode) else (
            "a device" if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else "not a regular file")
        raise NotACampaign(f"{name} is {kind}, not a campaign file; Muster did not read it.")
    return st


def check_header(path: Path) -> None:
    try:
        with open(path, "rb") as fh:
            head = fh.read(100)
    except OSError as exc:
        raise NotACampaign(f"“{path}” cannot be read: {exc.strerror or exc}.") from None
    if not head:
        raise CorruptCampaign(f"“{path.name}” is empty: it is not a Muster campaign or it was cut short.")
    if not head.startswith(SQLITE_MAGIC):
        raise NotACampaign(f"“{path.name}” is not a Muster campaign file.")
    if len(head) < 100:
        raise CorruptCampaign(f"“{path.name}” is truncated: only {len(head)} bytes are left.")
    if int.from_bytes(head[68:72], "big") != APPLICATION_ID:
        raise NotACampaign(f"“{path.name}” is a database, but not a Muster campaign.")


def held_elsewhere(path: Path) -> bool:
    """Whether another process holds SQLite's lock on ``path`` (POSIX), tested without taking it for long.

    Only called for a file this process does not have open: closing our descriptor would drop this
    process's own POSIX locks on it.
    """
    if os.name != "posix":
        return False
    import fcntl

    pending = 0x40000000  # SQLite's lock bytes: pending, reserved, then the shared range
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB, 510, pending + 2, os.SEEK_SET)
    except OSError:
        return True
    else:
        fcntl.lockf(fd, fcntl.LOCK_UN, 510, pending + 2, os.SEEK_SET)
        return False
    finally:
        os.close(fd)


def locked_message(path: Path) -> str:
    return (f"“{path.name}” is already open in another Muster window or program. "
            "Close it there first, or open a copy.")


def immutable(path: Path) -> sqlite3.Connection:
    """The main file alone, read-only: no journal, no lock, sidecars ignored."""
    uri = path.resolve().as_uri() + "?mode=ro&immutable=1"
    db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
    db.text_factory = lenient_text
    return db


def lenient_text(data: bytes) -> str:
    """Text as SQLite hands it over; a damaged byte shows as "�" instead of failing every read of the row
    (``muster check`` names such rows)."""
    return str(data, "utf-8", "replace")


@dataclass(frozen=True)
class Look:
    """What a read-only look at a campaign found; ``problems`` is empty for a healthy file."""

    version: int | None = None
    problems: tuple[str, ...] = ()
    campaign_id: str | None = None
    session: str | None = None
    actions: int = 0  # how many actions the history holds
    last_action: int = 0  # the highest action number
    last_label: str = ""
    meta: dict = field(default_factory=dict, compare=False)

    @property
    def healthy(self) -> bool:
        return not self.problems


def look(db: sqlite3.Connection, *, full: bool = False) -> Look:
    """Check an open (read-only) connection: SQLite's check, then Muster's. Raises NewerCampaign only."""
    try:
        return _look(db, full)
    except NewerCampaign:
        raise
    except (sqlite3.Error, ValueError, OverflowError, MemoryError, RecursionError) as exc:
        return Look(problems=(f"it cannot be read ({exc})",))


def _look(db: sqlite3.Connection, full: bool) -> Look:
    try:
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        return Look(problems=(f"{exc}",))
    if app_id != APPLICATION_ID:
        return Look(problems=("it is no longer stamped as a Muster campaign",))
    try:
        row = db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise
        return Look(problems=(f"its settings cannot be read ({exc})",))
    text = row[0] if row else None
    if not isinstance(text, str) or not text.isascii() or not text.isdigit() or len(text) > 6:
        return Look(problems=("it has no valid schema version",))
    version = int(text)
    if version > SCHEMA_VERSION:
        raise NewerCampaign(f"it was saved by a newer Muster (file version {version}; this Muster reads up to "
                            f"{SCHEMA_VERSION})")
    if version < 1:
        return Look(version, problems=(f"its schema version ({version}) is impossible",))
    check = "integrity_check" if full else "quick_check"
    sqlite_says = [str(r[0]) for r in db.execute(f"PRAGMA {check}").fetchmany(validate.MAX_REPORTED + 1)]
    if sqlite_says != ["ok"]:
        return Look(version, problems=tuple(sqlite_says[:validate.MAX_REPORTED]))
    problems = validate.problems(db, version, full=full)
    meta = validate.read_meta(db) if "the “meta” table is missing" not in problems else {}
    count, last = 0, 0
    label = ""
    if not any("“actions” table" in p for p in problems):
        count, last = db.execute("SELECT count(*), coalesce(max(id), 0) FROM actions").fetchone()
        found = db.execute("SELECT label FROM actions WHERE id=?", (last,)).fetchone()
        label = str(found[0]) if found else ""
    return Look(version, tuple(problems), _text(meta.get("campaign_id")), _text(meta.get("session")),
                int(count), int(last), label, meta)


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def history_digest(db: sqlite3.Connection, up_to: int) -> str:
    """A fingerprint of the history up to action ``up_to`` (what was done, and when; not undo states)."""
    import hashlib

    digest = hashlib.sha256()
    for row in db.execute("SELECT id, at, kind FROM actions WHERE id <= ? ORDER BY id", (up_to,)):
        digest.update(repr(tuple(row)).encode())
    return digest.hexdigest()


def refusal(path: Path, found: Look) -> CorruptCampaign:
    shown = "; ".join(found.problems[:3])
    more = f" (and {len(found.problems) - 3} more)" if len(found.problems) > 3 else ""
    return CorruptCampaign(f"“{path.name}” is damaged: {shown}{more}.", list(found.problems))


__all__ = ["Look", "look", "immutable", "regular_file", "check_header", "held_elsewhere", "history_digest",
           "refusal", "CampaignLocked", "locked_message"]
