"""The checks the typed GURPS table sections share: a number (``null`` allowed where the GM has yet to enter it), a
choice among words, and rows with unique keys and labels."""

from __future__ import annotations

from typing import Any

from muster.rules.tables import RulesDataError, field


def number(value: Any, path: str, *, nullable: bool = True, lo: float | None = None, whole: bool = False) -> Any:
    if value is None and nullable:
        return None
    kinds = (int,) if whole else (int, float)
    if not isinstance(value, kinds) or isinstance(value, bool):
        raise RulesDataError(path, f"must be a {'whole ' if whole else ''}number{' or null' if nullable else ''}, "
                                   f"got {value!r}")
    if lo is not None and value < lo:
        raise RulesDataError(path, f"must be at least {lo}, got {value}")
    return value


def choice(data: Any, key: str, path: str, options: tuple[str, ...]) -> str:
    value: str = field(data, key, path, str)
    if value not in options:
        raise RulesDataError(f"{path}.{key}", f"must be one of {', '.join(options)}, got {value!r}")
    return value


def keys(rows: list, path: str) -> set[str]:
    seen: set[str] = set()
    for i, row in enumerate(rows):
        key = field(row, "key", f"{path}[{i}]", str)
        if not key or key in seen:
            raise RulesDataError(f"{path}[{i}].key", f"must be a unique non-empty key, got {key!r}")
        seen.add(key)
        field(row, "label", f"{path}[{i}]", str)
    return seen
