"""The opening lock of a campaign file: one opener at a time, across processes."""

from __future__ import annotations

import os
from pathlib import Path

from muster.campaign import inspect
from muster.campaign.errors import CampaignLocked


class OpeningLock:
    """One opener at a time: an ``flock`` on the main file, taken before anything is looked at and held while the
    file is open for writing, so of two processes opening one file at once exactly one succeeds (the other hears
    "already open" at once). ``flock`` is apart from the POSIX locks SQLite takes, which it never disturbs; the
    descriptor is closed only after SQLite's connection (closing it earlier would drop SQLite's own locks)."""

    def __init__(self, path: Path):
        self.path = path
        self.fd: int | None = None
        if os.name == "posix":
            self.fd = self._take(path)

    @staticmethod
    def _take(path: Path) -> int | None:
        import fcntl

        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
        except OSError:
            return None  # unreadable: the checks that follow say so
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            raise CampaignLocked(inspect.locked_message(path)) from None
        return fd

    def follow(self) -> None:
        """After the file was replaced whole (upgraded, leftovers written in): hold the new file instead."""
        if self.fd is None:
            return
        try:
            held, now = os.fstat(self.fd), os.stat(self.path)
        except OSError:
            return
        if (held.st_dev, held.st_ino) != (now.st_dev, now.st_ino):
            new = self._take(self.path)
            self.release()
            self.fd = new

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # closing the descriptor drops the flock
            self.fd = None
