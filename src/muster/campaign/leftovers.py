"""Leftover ``-wal`` and ``-journal`` files beside a campaign: judged on a copy, never merged blindly.

SQLite applies any sidecar whose name matches, whatever file it came from. Muster first recovers a copy of
the set (main file and leftovers) in a temporary folder and checks the result. A leftover is applied without
asking only when it provably continues this file's own history:

- it is a ``-wal`` (Muster keeps campaigns in WAL mode; a ``-journal`` was written by something else),
- the recovered copy is healthy (SQLite's check and Muster's), and its schema (every table, column, index,
  trigger and view) is exactly Muster's and exactly the main file's: Muster never changes a campaign's schema in
  its journal, so a ``-wal`` that does (another program's) never passes,
- the main file and the recovered copy carry the same campaign id and the same session mark (a random mark
  Muster writes into the main file each time it opens it for writing, and clears in every copy and backup,
  so a restored backup or a copied-back file never matches the leftovers of another session),
- and the recovered history keeps every action of the main file and only adds to it.

Otherwise the GM decides: recover the unsaved actions anyway, or open the file as it is and set the leftovers
aside (moved to the backups folder, never deleted).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from muster.campaign import inspect
from muster.campaign.errors import NewerCampaign
from muster.i18n import Joined, Msg, Num, Text, join

SIDECARS = ("-wal", "-journal")


@dataclass(frozen=True)
class Leftover:
    path: Path
    size: int

    @property
    def kind(self) -> str:
        return "wal" if self.path.name.endswith("-wal") else "journal"


@dataclass(frozen=True)
class Leftovers:
    """What lies beside a campaign and what recovering it would give."""

    campaign: Path
    files: tuple[Leftover, ...]
    main: inspect.Look  # the main file alone
    recovered: inspect.Look | None  # the main file with the leftovers applied (None: could not be recovered)
    belongs: bool  # provably this file's own history: applied without asking
    reason: Text  # why it was not proven (empty when it was): a message, shown in the GM's language

    @property
    def recoverable(self) -> bool:
        return self.recovered is not None and self.recovered.healthy

    @property
    def main_usable(self) -> bool:
        return self.main.healthy

    def names(self) -> Joined:
        return join([Msg("Campaign", "%1 (%2)").args(inspect.shown(f.path), _size(f.size)) for f in self.files], ", ")

    def describe(self) -> Joined:
        """What was found, for the GM (the question itself is asked by the caller), in the GM's language."""
        text: list[Text] = [Msg("Campaign", "Beside “%1” lie leftover changes that were never written into it: %2. "
                                            "Muster did not apply them, because %3.")
                            .args(inspect.shown(self.campaign), self.names(), self.reason)]
        if self.recoverable and self.recovered is not None:
            gained = self.recovered.last_action - self.main.last_action
            if gained > 0:
                text.append(Msg("Campaign", "With them the campaign would hold %n more action(s) (the last: “%1”).",
                                None, gained).args(self.recovered.last_label))
            elif self.main.healthy:
                text.append(Msg("Campaign", "With them the history would end at action #%1 instead of #%2.")
                            .args(str(self.recovered.last_action), str(self.main.last_action)))
        elif self.recovered is not None:
            text.append(Msg("Campaign", "(What they would give: %1.)").args(join(self.recovered.problems[:2], "; ")))
        if not self.main.healthy:
            text.append(Msg("Campaign", "Without them the file is damaged: %1.")
                        .args(join(self.main.problems[:2], "; ")))
        return join(text, " ")


def _size(size: int) -> Msg:
    if size >= 1048576:
        return Msg("Campaign", "%1 MB").args(Num(size / 1048576, 1))
    return Msg("Campaign", "%1 KB").args(max(1, size // 1024))


def find(path: Path) -> tuple[Leftover, ...]:
    """The non-empty sidecars beside ``path`` (a FIFO, device or folder in their place is refused by stat)."""
    found = []
    for suffix in SIDECARS:
        side = path.with_name(path.name + suffix)
        if not os.path.lexists(side):
            continue
        st = inspect.regular_file(side, Msg("Campaign", "The leftover file “%1” beside the campaign").args(side.name))
        if st.st_size:
            found.append(Leftover(side, st.st_size))
    return tuple(found)


def judge(path: Path, files: tuple[Leftover, ...], main: inspect.Look, main_digest: str | None) -> Leftovers:
    """Recover a copy of the set in a temporary folder, check it, and decide whether it provably belongs."""
    folder = Path(tempfile.mkdtemp(prefix="muster-recover-"))
    try:
        copy = folder / "campaign.muster"
        shutil.copyfile(path, copy)
        for leftover in files:
            shutil.copyfile(leftover.path, folder / (copy.name + leftover.path.name[len(path.name):]))
        recovered, digest, schema = _recover(copy, main)
    except NewerCampaign:
        return Leftovers(path, files, main, None, False,
                         Msg("Campaign", "with them the file would need a newer Muster"))
    except OSError as exc:
        return Leftovers(path, files, main, None, False,
                         Msg("Campaign", "they could not be tried on a copy (%1)").args(str(exc.strerror)))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    reason = _why_not(files, main, recovered, digest == main_digest and digest is not None,
                      _own_schema(path, main, schema))
    return Leftovers(path, files, main, recovered, not reason, reason)


def schema(db: sqlite3.Connection) -> frozenset[tuple]:
    """Every object of the file's schema as SQLite keeps it (type, name, table, SQL)."""
    return frozenset(tuple(r) for r in db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"))


def _own_schema(path: Path, main: inspect.Look, recovered: frozenset[tuple] | None) -> bool:
    """Whether the recovered copy's schema is exactly the main file's, and that is exactly Muster's (the frozen
    DDL of an earlier version; for the current one, Muster's tables and columns and nothing more)."""
    if recovered is None or main.version is None:
        return False
    try:
        db = inspect.immutable(path)
        try:
            if schema(db) != recovered:
                return False
            return _muster_layout(db, main.version)
        finally:
            db.close()
    except sqlite3.Error:
        return False


def _muster_layout(db: sqlite3.Connection, version: int) -> bool:
    from muster.campaign import validate
    from muster.campaign.version import SCHEMA_VERSION

    kinds = {str(r[0]) for r in db.execute("SELECT type FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")}
    if kinds - {"table", "index"}:  # a trigger or a view: Muster writes none
        return False
    found = validate._layout(db)
    if version < SCHEMA_VERSION:
        return found == validate.frozen_layout(version)
    return found == {table: frozenset(columns) | {validate.KEY_COLUMN.get(table, "id")}
                     for table, columns in validate.COLUMNS.items()}


def _recover(copy: Path, main: inspect.Look) -> tuple[inspect.Look | None, str | None, frozenset[tuple] | None]:
    try:
        db = sqlite3.connect(str(copy), isolation_level=None)
    except sqlite3.Error:
        return None, None, None
    try:
        db.execute("PRAGMA locking_mode=EXCLUSIVE")
        found = inspect.look(db)
        digest = None
        if found.healthy and main.healthy:
            digest = inspect.history_digest(db, main.last_action)
        return found, digest, schema(db)
    except sqlite3.Error:
        return None, None, None
    finally:
        db.close()


def _why_not(files: tuple[Leftover, ...], main: inspect.Look, recovered: inspect.Look | None,
             same_history: bool, own_schema: bool = True) -> Text:
    if any(f.kind == "journal" for f in files):
        return Msg("Campaign", "a “-journal” file is not something Muster writes for an open campaign")
    if recovered is None or not recovered.healthy:
        return Msg("Campaign", "applied, they would give a damaged campaign (they may come from another file)")
    if not main.healthy:
        return Msg("Campaign", "the file itself is damaged, so Muster cannot tell where they come from")
    if not own_schema:
        return Msg("Campaign", "they change the file's tables, which Muster never does (they may come from another "
                               "program)")
    if main.campaign_id is None or recovered.campaign_id != main.campaign_id:
        if main.campaign_id and recovered.campaign_id:
            return Msg("Campaign", "they come from a different campaign")
        return Msg("Campaign", "the file carries no campaign id to compare them with")
    if main.session is None or recovered.session != main.session:
        return Msg("Campaign", "the file was replaced or restored since they were written (for example from a "
                               "backup or a copy)")
    if recovered.last_action < main.last_action or not same_history:
        return Msg("Campaign", "they would rewrite actions the file already holds")
    return ""


def set_aside(path: Path, files: tuple[Leftover, ...]) -> Path:
    """Move the leftovers (and a stale ``-shm``) into the campaign's backups folder; return where they went."""
    from muster.campaign.backups import folder_for

    dest = folder_for(path) / f"leftovers-{time.strftime('%Y%m%d-%H%M%S')}"
    n = 1
    while dest.exists():
        dest = dest.with_name(f"{dest.name.split('~')[0]}~{n}")
        n += 1
    dest.mkdir(mode=0o700)
    moving = [f.path for f in files]
    shm = path.with_name(path.name + "-shm")
    if shm.is_file():
        moving.append(shm)
    for side in moving:
        shutil.move(str(side), str(dest / side.name))
    return dest
