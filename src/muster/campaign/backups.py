"""Automatic backups in the user data folder, thinned as they age.

Kept: the newest ``KEEP_RECENT`` copies, then one a day for ``KEEP_DAYS`` days,
then one a week. Backups made before an upgrade are never thinned away (and only one is made per file
and version). A pre-upgrade backup is known by what it holds, not by its name: a ``muster_backup`` setting
inside it names the version it was made from and the fingerprint of the file it copies, and only a complete,
healthy file carrying it counts (a hidden partial copy a kill left never does). A backup being written is a hidden
``.partial-`` file: thinning never counts it, and one left by a killed process is removed at the next start
(:func:`tidy`). Backups are private (0600).
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from muster.appdirs import backups_dir, private_folder
from muster.atomic import fit_name, is_partial, remove_partials

KEEP_RECENT = 10
KEEP_DAYS = 30
_STAMP = "%Y%m%d-%H%M%S"
UPGRADE = "before-upgrade"


def folder_for(path: Path) -> Path:
    return private_folder(backups_dir() / path.stem)


def _dest(folder: Path, path: Path, reason: str) -> Path:
    stamp = time.strftime(_STAMP)
    # the campaign's name shortened where a long one would make the backup's name too long (and its hidden
    # partial copy is shortened by ``replacing``)
    stem = fit_name(folder, path.stem, f"-{stamp}-{reason}-999.muster-journal")
    dest = folder / f"{stem}-{stamp}-{reason}.muster"
    n = 1
    while dest.exists():
        dest = folder / f"{stem}-{stamp}-{reason}-{n}.muster"
        n += 1
    return dest


def backup_connection(db: sqlite3.Connection, path: Path, reason: str = "auto", *, marker: str | None = None) \
        -> Path:
    folder = folder_for(path)
    dest = _dest(folder, path, reason)
    from muster.campaign.file import copy_database

    if marker is None:
        copy_database(db, dest)
    else:
        copy_database(db, dest, marker=marker)
    thin(folder)
    return dest


#: the meta key that says what a backup is (pre-upgrade backups only)
MARKER_KEY = "muster_backup"


def upgrade_marker(version: int, source: str) -> str:
    """What a pre-upgrade backup of the file with fingerprint ``source`` (:func:`fingerprint`) carries."""
    import json

    return json.dumps({"kind": UPGRADE, "from_version": version, "source": source}, sort_keys=True)


def fingerprint(path: Path) -> str:
    """The main file's bytes as a hash: the file a pre-upgrade backup was made of (an upgrade that failed left
    it unchanged, so a second try finds the first backup)."""
    import hashlib

    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def upgrade_backup(db: sqlite3.Connection, path: Path, version: int, campaign_id: str | None = None) -> Path:
    """The backup kept before upgrading ``path`` from ``version``: made once per file and version (an upgrade
    that failed and is tried again reuses the first one), and checked once written. Raises OSError when no
    complete backup could be kept."""
    folder = folder_for(path)
    marker = upgrade_marker(version, fingerprint(path))
    existing = find_upgrade_backup(folder, marker)
    if existing is not None:
        return existing
    dest = backup_connection(db, path, f"{UPGRADE}-from-v{version}", marker=marker)
    if _marker(dest) != marker:  # written, but not readable back as a sound copy
        dest.unlink(missing_ok=True)
        raise OSError(f"the backup {dest.name} could not be read back")
    return dest


def find_upgrade_backup(folder: Path, marker: str) -> Path | None:
    """The complete, healthy backup in ``folder`` that carries ``marker`` (None: there is none)."""
    try:
        candidates = sorted(_backups(folder))
    except OSError:
        return None
    for candidate in candidates:
        if _marker(candidate) == marker:
            return candidate
    return None


def _marker(path: Path) -> str | None:
    """The marker of a complete, healthy campaign file (None for anything else)."""
    from muster.campaign.errors import CampaignError
    from muster.campaign.inspect import check_header, immutable, look, regular_file

    try:
        regular_file(path)
        check_header(path)
        db = immutable(path)
        try:
            if not look(db).healthy:
                return None
            row = db.execute("SELECT value FROM meta WHERE key=?", (MARKER_KEY,)).fetchone()
        finally:
            db.close()
    except (CampaignError, sqlite3.Error, OSError):
        return None
    return row[0] if row and isinstance(row[0], str) else None


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
