"""Where Muster finds its bundled data (``resources/`` and ``ui/``).

The same lookup serves a source checkout, an installed wheel and a frozen
bundle:

* wheel: the build copies both folders into ``muster/_data/``;
* frozen (PyInstaller): the spec puts them in ``_data/`` beside the package,
  under ``sys._MEIPASS``;
* source checkout: they sit at the repository root, two levels above
  ``src/muster``.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


@cache
def data_root() -> Path:
    candidates = [_PACKAGE_DIR / "_data"]
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        candidates.append(Path(frozen_root) / "muster" / "_data")
    candidates.append(_PACKAGE_DIR.parent.parent)
    for root in candidates:
        if (root / "resources").is_dir() and (root / "ui").is_dir():
            return root
    raise FileNotFoundError(
        "Muster's data folders (resources/, ui/) were not found next to the "
        f"package at {_PACKAGE_DIR}; the installation is incomplete."
    )


def resource_path(*parts: str) -> Path:
    return data_root().joinpath("resources", *parts)


def ui_path(name: str) -> Path:
    return data_root() / "ui" / name
