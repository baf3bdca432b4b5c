"""Small helpers shared by the campaign-file tests."""

from __future__ import annotations

import hashlib
from pathlib import Path


def digest(path: Path) -> str | None:
    """The file's bytes as a hash (None when it does not exist): refused files must keep theirs."""
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None


def sidecar(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)
