"""Automatic backups in the user data folder, thinned as they age.

Kept: the newest ``KEEP_RECENT`` copies, then one a day for ``KEEP_DAYS`` days,
then one a week. Backups made before an upgrade are never thinned away.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from muster.appdirs import backups_dir

KEEP_RECENT = 10
KEEP_DAYS = 30
_STAMP = "%Y%m%d-%H%M%S"


def folder_for(path: Path) -> Path:
    folder = backups_dir() / path.stem
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def backup_connection(db: sqlite3.Connection, path: Path, reason: str = "auto") -> Path:
    folder = folder_for(path)
    stamp = time.strftime(_STAMP)
    dest = folder / f"{path.stem}-{stamp}-{reason}.muster"
    n = 1
    while dest.exists():
        dest = folder / f"{path.stem}-{stamp}-{reason}-{n}.muster"
        n += 1
    from muster.campaign.file import copy_database

    copy_database(db, dest)
    thin(folder)
    return dest


def thin(folder: Path, now: float | None = None) -> list[Path]:
    """Delete automatic backups that the keep rules no longer need; return them."""
    now = time.time() if now is None else now
    files = sorted((p for p in folder.glob("*.muster") if "before-upgrade" not in p.name),
                   key=lambda p: p.stat().st_mtime, reverse=True)
    keep: set[Path] = set(files[:KEEP_RECENT])
    seen_buckets: set[tuple[str, int]] = set()
    for file in files[KEEP_RECENT:]:
        age_days = (now - file.stat().st_mtime) / 86400
        bucket = ("day", int(age_days)) if age_days < KEEP_DAYS else ("week", int(age_days // 7))
        if bucket not in seen_buckets:
            seen_buckets.add(bucket)
            keep.add(file)
    removed = [f for f in files if f not in keep]
    for file in removed:
        file.unlink(missing_ok=True)
    return removed
