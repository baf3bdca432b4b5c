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
from muster.i18n import Msg, Text, english_text, join

SQLITE_MAGIC = b"SQLite format 3\x00"


def regular_file(path: Path, what: Text | None = None) -> os.stat_result:
    """``stat`` of ``path``, refused without reading it unless it is a regular file (FIFOs, devices, folders
    and sockets would hang or mislead a reader). ``what`` names it in the message (“path” if not given)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise NotACampaign(Msg("Campaign", "“%1” does not exist.").args(str(path))) from None
    except OSError as exc:
        raise NotACampaign(Msg("Campaign", "“%1” cannot be read: %2.").args(str(path), str(exc.strerror or exc))) \
            from None
    name = what or Msg("Campaign", "“%1”").args(str(path))
    if stat.S_ISDIR(st.st_mode):
        raise NotACampaign(Msg("Campaign", "%1 is a folder, not a campaign file.").args(name))
    if not stat.S_ISREG(st.st_mode):
        if stat.S_ISFIFO(st.st_mode):
            text = Msg("Campaign", "%1 is a named pipe (FIFO), not a campaign file; Muster did not read it.")
        elif stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode):
            text = Msg("Campaign", "%1 is a device, not a campaign file; Muster did not read it.")
        else:
            text = Msg("Campaign", "%1 is not a regular file, not a campaign file; Muster did not read it.")
        raise NotACampaign(text.args(name))
    return st


def check_header(path: Path) -> None:
    try:
        with open(path, "rb") as fh:
            head = fh.read(100)
    except OSError as exc:
        raise NotACampaign(Msg("Campaign", "“%1” cannot be read: %2.").args(str(path), str(exc.strerror or exc))) \
            from None
    if not head:
        raise CorruptCampaign(Msg("Campaign", "“%1” is empty: it is not a Muster campaign or it was cut short.")
                              .args(path.name))
    if not head.startswith(SQLITE_MAGIC):
        raise NotACampaign(Msg("Campaign", "“%1” is not a Muster campaign file.").args(path.name))
    if len(head) < 100:
        raise CorruptCampaign(Msg("Campaign", "“%1” is truncated: only %n bytes are left.", None, len(head))
                              .args(path.name))
    if int.from_bytes(head[68:72], "big") != APPLICATION_ID:
        raise NotACampaign(Msg("Campaign", "“%1” is a database, but not a Muster campaign.").args(path.name))


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


def locked_message(path: Path) -> Msg:
    return Msg("Campaign", "“%1” is already open in another Muster window or program. "
                           "Close it there first, or open a copy.").args(path.name)


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
    """What a read-only look at a campaign found; ``problems`` is empty for a healthy file.

    Each problem is a ``muster.i18n.Msg`` (or SQLite's own words, as text).
    """

    version: int | None = None
    problems: tuple[Text, ...] = ()
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
        return Look(problems=(Msg("Campaign", "it cannot be read (%1)").args(str(exc)),))


def _look(db: sqlite3.Connection, full: bool) -> Look:
    try:
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        return Look(problems=(f"{exc}",))
    if app_id != APPLICATION_ID:
        return Look(problems=(Msg("Campaign", "it is no longer stamped as a Muster campaign"),))
    try:
        row = db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise
        return Look(problems=(Msg("Campaign", "its settings cannot be read (%1)").args(str(exc)),))
    text = row[0] if row else None
    if not isinstance(text, str) or not text.isascii() or not text.isdigit() or len(text) > 6:
        return Look(problems=(Msg("Campaign", "it has no valid schema version"),))
    version = int(text)
    if version > SCHEMA_VERSION:
        raise NewerCampaign(Msg("Campaign", "it was saved by a newer Muster (file version %1; this Muster reads up "
                                            "to %2)").args(version, SCHEMA_VERSION))
    if version < 1:
        return Look(version, problems=(Msg("Campaign", "its schema version (%1) is impossible").args(version),))
    check = "integrity_check" if full else "quick_check"
    sqlite_says = [str(r[0]) for r in db.execute(f"PRAGMA {check}").fetchmany(validate.MAX_REPORTED + 1)]
    if sqlite_says != ["ok"]:
        return Look(version, problems=tuple(sqlite_says[:validate.MAX_REPORTED]))
    problems = validate.problems(db, version, full=full)
    english = [english_text(p) for p in problems]
    meta = validate.read_meta(db) if "the “meta” table is missing" not in english else {}
    count, last = 0, 0
    label = ""
    if not any("“actions” table" in p for p in english):
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
    shown = join(found.problems[:3], "; ")
    if len(found.problems) > 3:
        message = Msg("Campaign", "“%1” is damaged: %2 (and %n more).", None, len(found.problems) - 3)
    else:
        message = Msg("Campaign", "“%1” is damaged: %2.")
    return CorruptCampaign(message.args(path.name, shown), list(found.problems))


__all__ = ["Look", "look", "immutable", "regular_file", "check_header", "held_elsewhere", "history_digest",
           "refusal", "CampaignLocked", "locked_message"]
