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
from muster.i18n import Msg, Text, english_text

SQLITE_MAGIC = b"SQLite format 3\x00"


def shown(path: str | os.PathLike, *, whole: bool = False) -> str:
    """A path's name (``whole``: the whole path) as the GM reads it: bytes that are not text in the file system's
    encoding show as "�" (Python keeps them as lone surrogates, which no window or terminal can show)."""
    text = os.fspath(path) if whole else Path(path).name
    return os.fsencode(text).decode("utf-8", "replace") if isinstance(text, str) else str(text)


def regular_file(path: Path, what: Text | None = None) -> os.stat_result:
    """``stat`` of ``path``, refused without reading it unless it is a regular file (FIFOs, devices, folders
    and sockets would hang or mislead a reader; a link is judged by what it points at, and a loop of links is
    refused). ``what`` names it in the message (“path” if not given).

    The one check of a campaign's path: every way of opening a campaign (the window, ``--smoke``, ``muster check``,
    ``muster print``) runs it first (``muster.services.files.check_campaign_path``)."""
    import errno

    try:
        st = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            raise NotACampaign(Msg("Campaign", "“%1” is a link to a file that does not exist.")
                               .args(shown(path, whole=True))) from None
        raise NotACampaign(Msg("Campaign", "“%1” does not exist.").args(shown(path, whole=True))) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise NotACampaign(Msg("Campaign", "“%1” is a loop of links that leads to no file; Muster did not read "
                                               "it.").args(shown(path, whole=True))) from None
        if exc.errno == errno.ENAMETOOLONG:
            raise NotACampaign(Msg("Campaign", "The name “%1” is too long for the file system.")
                               .args(shown(path, whole=True))) from None
        raise NotACampaign(Msg("Campaign", "“%1” cannot be read: %2.").args(shown(path, whole=True),
                                                                           str(exc.strerror or exc))) from None
    except ValueError as exc:  # a NUL in the name
        raise NotACampaign(Msg("Campaign", "“%1” cannot be a file name (%2).").args(shown(path, whole=True),
                                                                                   str(exc))) from None
    name = what or Msg("Campaign", "“%1”").args(shown(path, whole=True))
    linked = os.path.islink(path)
    if stat.S_ISDIR(st.st_mode):
        text = (Msg("Campaign", "%1 is a link to a folder, not a campaign file.") if linked else
                Msg("Campaign", "%1 is a folder, not a campaign file."))
        raise NotACampaign(text.args(name))
    if not stat.S_ISREG(st.st_mode):
        if stat.S_ISFIFO(st.st_mode):
            text = (Msg("Campaign", "%1 is a link to a named pipe (FIFO), not a campaign file; Muster did not read "
                                    "it.") if linked else
                    Msg("Campaign", "%1 is a named pipe (FIFO), not a campaign file; Muster did not read it."))
        elif stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode):
            text = (Msg("Campaign", "%1 is a link to a device, not a campaign file; Muster did not read it.")
                    if linked else
                    Msg("Campaign", "%1 is a device, not a campaign file; Muster did not read it."))
        else:
            text = Msg("Campaign", "%1 is not a regular file, so not a campaign file; Muster did not read it.")
        raise NotACampaign(text.args(name))
    return st


def check_header(path: Path) -> None:
    try:
        with open(path, "rb") as fh:
            head = fh.read(100)
    except OSError as exc:
        raise NotACampaign(Msg("Campaign", "“%1” cannot be read: %2.")
                           .args(shown(path, whole=True), str(exc.strerror or exc))) from None
    if not head:
        raise CorruptCampaign(Msg("Campaign", "“%1” is empty: it is not a Muster campaign or it was cut short.")
                              .args(shown(path)))
    if not head.startswith(SQLITE_MAGIC):
        raise NotACampaign(Msg("Campaign", "“%1” is not a Muster campaign file.").args(shown(path)))
    if len(head) < 100:
        raise CorruptCampaign(Msg("Campaign", "“%1” is truncated: only %n bytes are left.", None, len(head))
                              .args(shown(path)))
    if int.from_bytes(head[68:72], "big") != APPLICATION_ID:
        raise NotACampaign(Msg("Campaign", "“%1” is a database, but not a Muster campaign.").args(shown(path)))


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
                           "Close it there first, or open a copy.").args(shown(path))


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
    details: tuple[str, ...] = ()  # SQLite's own lines about the damage (behind "Details", ``check --verbose``)

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
                                            "to %2)").args(version, SCHEMA_VERSION), version=version)
    if version < 1:
        return Look(version, problems=(Msg("Campaign", "its schema version (%1) is impossible").args(version),))
    check = "integrity_check" if full else "quick_check"
    sqlite_says = [line for r in db.execute(f"PRAGMA {check}").fetchmany(MAX_DETAILS)
                   for line in str(r[0]).splitlines() if line.strip()]
    if sqlite_says != ["ok"]:
        return Look(version, problems=(Msg("Campaign", "SQLite's check found %n damaged page(s) or record(s)", None,
                                           len(sqlite_says)),),
                    details=tuple(sqlite_says[:MAX_DETAILS]))
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


MAX_DETAILS = 100  # lines of SQLite's check kept for "Details"


def refusal(path: Path, found: Look) -> CorruptCampaign:
    """A damaged file's refusal: what is wrong in one sentence, what to do in another; everything found is its
    ``details`` (the GUI's "Details" button, ``muster check --verbose``)."""
    if len(found.problems) > 1:
        message = Msg("Campaign", "“%1” is damaged (%2, and %n more problem(s)) and was not opened. Open a recent "
                                  "backup instead, and keep this file as it is.", None, len(found.problems) - 1)
    else:
        message = Msg("Campaign", "“%1” is damaged (%2) and was not opened. Open a recent backup instead, and keep "
                                  "this file as it is.")
    first = found.problems[0] if found.problems else Msg("Campaign", "it cannot be read")
    return CorruptCampaign(message.args(shown(path), _clip(first)), list(found.problems), list(found.details))


def _clip(problem: Text, limit: int = 160) -> Text:
    """A problem short enough for a sentence (the whole is in the details)."""
    text = english_text(problem) if not isinstance(problem, str) else problem
    return problem if len(text) <= limit else text[:limit].rstrip() + "…"


__all__ = ["Look", "look", "immutable", "regular_file", "shown", "check_header", "held_elsewhere", "history_digest",
           "refusal", "CampaignLocked", "locked_message"]


def why_read_only(path: Path) -> Text:
    """Why ``path`` must open read-only ("" when it may be written). A file or folder without any write
    permission bit counts as read-only even for a user (such as root) whom the system would let write."""
    folder = path.resolve().parent
    try:
        file_mode, folder_mode = os.stat(path).st_mode, os.stat(folder).st_mode
    except OSError:
        return Msg("Campaign", "it cannot be examined")
    if not os.access(path, os.W_OK) or not file_mode & 0o222:
        return Msg("Campaign", "the file is read-only")
    if not os.access(folder, os.W_OK | os.X_OK) or not folder_mode & 0o222:
        return Msg("Campaign", "its folder is read-only")
    return ""
