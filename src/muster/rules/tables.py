"""Rules data: tables the engines read, loaded from ``resources/rules/``.

A table file is JSON. A campaign may override any part of it; overrides are
merged key by key over the defaults and the result is validated again, so a
bad house rule is refused with the path of the offending field.
"""

from __future__ import annotations

import copy
import functools
import json
from pathlib import Path
from typing import Any, Callable

from muster.i18n import Msg, Text, TextError, render
from muster.paths import resource_path


class RulesDataError(TextError):
    """A rules table is malformed; ``path`` names the field (``bucs.quality[2].alone``).

    ``message`` says what is wrong with it (text or a ``muster.i18n.Msg``); ``full`` is both together, and
    ``str(error)`` shows that in the GM's language.
    """

    def __init__(self, path: str, message: Text):
        full = Msg("Errors", "%1: %2").args(path, message)
        super().__init__(full)
        self.full = full
        self.path = path
        self.message = message

    def __str__(self) -> str:
        return render(self.full)


def load_default(name: str) -> dict:
    """The bundled table ``resources/rules/NAME.json`` (a fresh copy; the parse is cached)."""
    return _copy(_parsed_default(name))


@functools.cache
def _parsed_default(name: str) -> dict:
    return load_file(resource_path("rules", f"{name}.json"), name)


def _copy(value: Any) -> Any:
    """A deep copy of a JSON value (objects, arrays, scalars), several times faster than ``copy.deepcopy``:
    every rules request copies its system's tables, a GURPS forecast twice. Anything else is deep-copied."""
    kind = type(value)
    if kind is dict:
        return {key: _copy(inner) for key, inner in value.items()}
    if kind is list:
        return [_copy(inner) for inner in value]
    if value is None or kind in _SCALARS:
        return value
    return copy.deepcopy(value)


_SCALARS = frozenset({str, int, float, bool})


def load_file(file: Path, name: str) -> dict:
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RulesDataError(name, Msg("Errors", "rules file %1 is missing").args(str(file))) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RulesDataError(name, Msg("Errors", "%1 is not valid JSON (%2)").args(file.name, str(exc))) from None
    if not isinstance(data, dict):
        raise RulesDataError(name, Msg("Errors", "the top level must be an object"))
    return data


def merge(base: Any, override: Any) -> Any:
    """Deep-merge ``override`` into a copy of ``base`` (objects merge, the rest replaces)."""
    if isinstance(base, dict) and isinstance(override, dict):
        out = _copy(base)
        for key, value in override.items():
            out[key] = merge(base.get(key), value) if key in base else _copy(value)
        return out
    return _copy(override)


def load(name: str, overrides: dict | None = None, validate: Callable[[dict, str], None] | None = None) -> dict:
    data = load_default(name)
    if overrides:
        data = merge(data, overrides)
    if validate:
        validate(data, name)
    return data


# Small checkers the engines' validators are written with.

def field(data: Any, key: str, path: str, kind: type | tuple[type, ...]) -> Any:
    if not isinstance(data, dict):
        raise RulesDataError(path, Msg("Errors", "expected an object"))
    if key not in data:
        raise RulesDataError(f"{path}.{key}", Msg("Errors", "is missing"))
    value = data[key]
    if kind is int or kind == (int,):
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, kind) and not (isinstance(value, bool) and bool not in _as_tuple(kind))
    if not ok:
        names = "/".join(k.__name__ for k in _as_tuple(kind))
        raise RulesDataError(f"{path}.{key}", Msg("Errors", "expected %1, got %2 %3").args(names, type(value).__name__,
                                                                                        repr(value)))
    return value


def _as_tuple(kind):
    return kind if isinstance(kind, tuple) else (kind,)


def items(data: Any, key: str, path: str) -> list:
    value = field(data, key, path, list)
    if not value:
        raise RulesDataError(f"{path}.{key}", Msg("Errors", "must not be empty"))
    return value


def check_bands(bands: list[dict], path: str, low_key: str = "min", high_key: str = "max",
                lo: int | None = None, hi: int | None = None) -> None:
    """Bands of ``{min, max}`` must be ordered, not overlap, and cover lo..hi without gaps.

    ``max`` may be null for an open-ended top band.
    """
    expected = lo
    for i, band in enumerate(bands):
        here = f"{path}[{i}]"
        low = field(band, low_key, here, int)
        high = band.get(high_key)
        if high is not None and (not isinstance(high, int) or isinstance(high, bool) or high < low):
            raise RulesDataError(f"{here}.{high_key}", Msg("Errors", "must be a whole number not below %1 (%2)")
                                  .args(low_key, low))
        if expected is not None and low != expected:
            raise RulesDataError(f"{here}.{low_key}",
                                 Msg("Errors", "expected %1 so the bands have no gap or overlap, got %2")
                                 .args(expected, low))
        if high is None and i != len(bands) - 1:
            raise RulesDataError(f"{here}.{high_key}", Msg("Errors", "only the last band may be open-ended"))
        expected = None if high is None else high + 1
    if hi is not None and expected is not None and expected - 1 != hi:
        raise RulesDataError(path, Msg("Errors", "bands end at %1, expected %2").args(expected - 1, hi))


def band_for(bands: list[dict], value: int, low_key: str = "min", high_key: str = "max") -> dict:
    for band in bands:
        high = band.get(high_key)
        if value >= band[low_key] and (high is None or value <= high):
            return band
    raise LookupError(f"no band covers {value}")
