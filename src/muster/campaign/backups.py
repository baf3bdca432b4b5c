"""Automatic backups in the user data folder, thinned as they age.

Kept: the newest ``KEEP_RECENT`` copies, then one a day for ``KEEP_DAYS`` days,
then one a week. Backups made before an upgrade are never thinned away (and only one is made per file
and version). A backup being written is a hidden ``.partial-`` file: thinning never counts it, and one
left by a killed process is removed at the next start (:func:`tidy`). Backups are private (0600).
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from muster.appdirs import backups_dir, private_folder
from muster.atomic import is_partial, remove_partials

KEEP_RECENT = 10
KEEP_DAYS = 30
_STAMP = "%Y%m%d-%H%M%S"
UPGRADE = "before-upgrade"


def folder_for(path: Path) -> Path:
    return private_folder(backups_dir() / path.stem)


def _dest(folder: Path, path: Path, reason: str) -> Path:
    stamp = time.strftime(_STAMP)
    dest = folder / f"{path.stem}-{stamp}-{reason}.muster"
    n = 1
    while dest.exists():
        dest = folder / f"{path.stem}-{stamp}-{reason}-{n}.muster"
        n += 1
    return dest


def backup_connection(db: sqlite3.Connection, path: Path, reason: str = "auto") -> Path:
    folder = folder_for(path)
    dest = _dest(folder, path, reason)
    from muster.campaign.file import copy_database

    copy_database(db, dest)
    thin(folder)
    return dest


def upgrade_backup(db: sqlite3.Connection, path: Path, version: int, campaign_id: str | None) -> Path:
    """The backup kept before upgrading ``path`` from ``version``: made once per file and version (an upgrade
    that failed and is tried again reuses the first one)."""
    folder = folder_for(path)
    for existing in sorted(folder.glob(f"*-{UPGRADE}-from-v{version}*.muster")):
        if _campaign_id(existing) == campaign_id:
            return existing
    return backup_connection(db, path, f"{UPGRADE}-from-v{version}")


def _campaign_id(path: Path) -> str | None | bool:
    from muster.campaign.inspect import immutable

    try:
        db = immutable(path)
        try:
            row = db.execute("SELECT value FROM meta WHERE key='campaign_id'").fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return False  # unreadable: never taken for this file's backup
    return row[0] if row else None


def _backups(folder: Path) -> list[Path]:
    return [p for p in folder.glob("*.muster") if not is_partial(p) and not p.name.startswith(".")]


def thin(folder: Path, now: float | None = None) -> list[Path]:
    """Delete automatic backups that the keep rules no longer need; return them."""
    now = time.time() if now is None else now
    files = sorted((p for p in _backups(folder) if UPGRADE not in p.name),
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


def latest_good(path: Path) -> Path | None:
    """The newest backup of ``path`` that passes the open checks (offered when the file itself is damaged)."""
    from muster.campaign.inspect import check_header, immutable, look

    folder = backups_dir() / path.stem
    if not folder.is_dir():
        return None
    for candidate in sorted(_backups(folder), key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            check_header(candidate)
            db = immutable(candidate)
            try:
                if look(db).healthy:
                    return candidate
            finally:
                db.close()
        except Exception:  # noqa: BLE001 (any backup that cannot be read is simply not offered)
            continue
    return None


def tidy(older_than: float = 600.0) -> list[Path]:
    """Remove half-written backups and campaigns that a killed Muster left (at start-up)."""
    root = backups_dir()
    removed = remove_partials(root.parent / "Campaigns", older_than=older_than) if (
        root.parent / "Campaigns").is_dir() else []
    for folder in [root, *(p for p in root.iterdir() if p.is_dir())]:
        removed += remove_partials(folder, older_than=older_than)
    return removed
