"""Write a file whole or not at all: build it beside its destination, then move it in.

Used by every layer (campaign files, copies, backups, exports, PDFs), so it
depends on nothing but the standard library.
"""

from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


@contextmanager
def replacing(dest: str | os.PathLike, suffix: str = "") -> Iterator[Path]:
    """Yield a temporary path next to ``dest``; on success it replaces ``dest``, on error it is removed.

    The result gets the user's normal file permissions (temporary files are owner-only).
    """
    dest = Path(dest)
    fd, name = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=suffix or ".part", dir=dest.parent)
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, dest)
    finally:
        for leftover in (tmp, tmp.with_name(tmp.name + "-wal"), tmp.with_name(tmp.name + "-shm")):
            leftover.unlink(missing_ok=True)


def write_text(dest: str | os.PathLike, text: str) -> Path:
    with replacing(dest) as tmp:
        tmp.write_text(text, encoding="utf-8", newline="")
    return Path(dest)
