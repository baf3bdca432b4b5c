"""Per-user folders (platformdirs): campaigns and backups in data, settings in config, logs in log."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import PlatformDirs

_dirs = PlatformDirs("Muster", "Muster")


def _dir(env: str, default: str) -> Path:
    # MUSTER_HOME relocates everything (tests, portable installs).
    home = os.environ.get("MUSTER_HOME")
    path = Path(home) / env if home else Path(default)
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    return _dir("data", _dirs.user_data_dir)


def campaigns_dir() -> Path:
    path = data_dir() / "Campaigns"
    path.mkdir(exist_ok=True)
    return path


def backups_dir() -> Path:
    path = data_dir() / "Backups"
    path.mkdir(exist_ok=True)
    return path


def config_dir() -> Path:
    return _dir("config", _dirs.user_config_dir)


def log_dir() -> Path:
    return _dir("log", _dirs.user_log_dir)
