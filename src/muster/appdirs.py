"""Per-user folders (platformdirs): campaigns and backups in data, settings in config, logs in log.

Muster's own folders are private: created 0700 on POSIX (GM notes, plans and hidden modifiers live in
campaigns, backups, the library and the logs), so other local users cannot read them.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import PlatformDirs

from muster.atomic import PRIVATE_FOLDER

_dirs = PlatformDirs("Muster", "Muster")


def private_folder(path: Path) -> Path:
    """``path`` as a folder, created (with its parents) owner-only; an existing folder of ours is tightened."""
    if not path.is_dir():
        path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER)
    if os.name == "posix":
        try:
            if path.stat().st_mode & 0o077:
                os.chmod(path, PRIVATE_FOLDER)
        except OSError:
            pass
    return path


def _dir(env: str, default: str) -> Path:
    # MUSTER_HOME relocates everything (tests, portable installs).
    home = os.environ.get("MUSTER_HOME")
    return private_folder(Path(home) / env if home else Path(default))


def data_dir() -> Path:
    return _dir("data", _dirs.user_data_dir)


def campaigns_dir() -> Path:
    return private_folder(data_dir() / "Campaigns")


def backups_dir() -> Path:
    return private_folder(data_dir() / "Backups")


def config_dir() -> Path:
    return _dir("config", _dirs.user_config_dir)


def log_dir() -> Path:
    return _dir("log", _dirs.user_log_dir)
