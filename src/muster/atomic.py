"""Write a file whole or not at all: build it beside its destination, then move it in.

Used by every layer (campaign files, copies, backups, exports, PDFs), so it
depends on nothing but the standard library.

A file being built is named ``.<name>.partial-<random><suffix>``: hidden, and recognisable as
unfinished, so backup thinning never counts one and :func:`remove_partials` can clear what a
killed process left behind.
"""

from __future__ import annotations

import os
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

PARTIAL = ".partial-"
PRIVATE_FILE = 0o600
PRIVATE_FOLDER = 0o700


def umask_mode() -> int:
    """The mode a new file gets under the user's umask (``0o666 & ~umask``)."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def name_max(folder: Path) -> int:
    """The longest file name (in bytes) the file system of ``folder`` takes (255 where it cannot be asked)."""
    try:
        return int(os.pathconf(folder, "PC_NAME_MAX"))
    except (OSError, ValueError, AttributeError):
        return 255


#: the longest path SQLite opens (its unix VFS's MAX_PATHNAME)
SQLITE_PATH_MAX = 512


def fit_name(folder: Path, start: str, tail: str = "") -> str:
    """``start`` shortened (whole characters) so that ``start + tail`` fits a file name in ``folder``, and the whole
    path stays one SQLite can open; returns the shortened start (``tail`` is the caller's to add)."""
    room = SQLITE_PATH_MAX - 1 - len(os.fsencode(os.path.abspath(folder))) - 1
    limit = min(name_max(folder), room) - len(os.fsencode(tail))
    while start and len(os.fsencode(start)) > limit:
        start = start[:-1]
    return start


def is_partial(path: Path) -> bool:
    return path.name.startswith(".") and PARTIAL in path.name


@contextmanager
def replacing(dest: str | os.PathLike, suffix: str = "", *, private: bool = False) -> Iterator[Path]:
    """Yield a temporary path next to ``dest``; on success it replaces ``dest``, on error it is removed.

    ``private`` files (campaigns, backups) are readable by their owner only (0600 on POSIX); others (exports
    the GM places where they choose) get the user's normal permissions (the umask).
    """
    dest = Path(dest)
    # the hidden name, its random part (8) and the sidecars SQLite may add ("-journal") fit the folder's limit
    start = fit_name(dest.parent, "." + dest.name, PARTIAL + "x" * 8 + suffix + "-journal")
    fd, name = tempfile.mkstemp(prefix=f"{start}{PARTIAL}", suffix=suffix, dir=dest.parent)
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        os.chmod(tmp, PRIVATE_FILE if private else umask_mode())
        os.replace(tmp, dest)
    finally:
        for leftover in (tmp, tmp.with_name(tmp.name + "-wal"), tmp.with_name(tmp.name + "-shm"),
                         tmp.with_name(tmp.name + "-journal")):
            try:
                leftover.unlink(missing_ok=True)
            except OSError:
                pass


def remove_partials(folder: Path, *, older_than: float = 600.0) -> list[Path]:
    """Delete files a killed process left half-built in ``folder`` (only those idle for ``older_than`` seconds,
    so another running Muster's file in progress is left alone); return them."""
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = [p for p in folder.iterdir() if is_partial(p)]
    except OSError:
        return removed
    for path in candidates:
        try:
            if path.is_file() and now - path.stat().st_mtime >= older_than:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


def write_text(dest: str | os.PathLike, text: str, *, private: bool = False) -> Path:
    with replacing(dest, private=private) as tmp:
        tmp.write_text(text, encoding="utf-8", newline="")
    return Path(dest)
