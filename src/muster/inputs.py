"""Limits for every JSON document Muster reads from outside: import files, CSV cells, headless requests.

``load_json`` parses with ``json.loads`` only (nothing in a file is ever run) and refuses, with a message
naming the JSON path: a document larger than its limit, nesting deeper than ``MAX_DEPTH``, a number longer
than ``MAX_NUMBER_DIGITS`` digits or not finite (``1e999``, NaN, Infinity), a key that appears twice in one
object (the parser would silently keep the last), a lone UTF-16 surrogate (``"\\ud800"``, which no file can
hold and no file can be written with) and the NUL character in keys and names. Pure standard library: every layer uses it.
"""

from __future__ import annotations

import json
import math
import re

MAX_DEPTH = 64  # objects and lists inside one another; Muster's own files use fewer than 12
MAX_NUMBER_DIGITS = 40
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
#: keys whose text is a name shown in lists and file names: NUL is refused there (free text such as notes may
#: hold anything Muster itself can write)
NAME_KEYS = frozenset({"name", "side", "force", "label", "kind", "system", "format"})


class InputError(ValueError):
    """A document refused by the limits; ``path`` is the JSON path of the offending value (``$`` for the whole)."""

    def __init__(self, message: str, path: str = "$"):
        super().__init__(f"{path}: {message}" if path else message)
        self.message = message
        self.path = path


class _Duplicate(Exception):
    pass


def _pairs(pairs: list[tuple[str, object]]) -> dict:
    out: dict = {}
    for key, value in pairs:
        if key in out:
            raise _Duplicate(key)
        out[key] = value
    return out


class _LongNumber:
    """A number too long to read, kept until the walk can name where it is."""

    def __init__(self, digits: int):
        self.digits = digits


def _int(text: str) -> int | _LongNumber:
    digits = len(text.lstrip("-"))
    return _LongNumber(digits) if digits > MAX_NUMBER_DIGITS else int(text)


def _float(text: str) -> float | _LongNumber:
    return _LongNumber(len(text)) if len(text) > MAX_NUMBER_DIGITS + 10 else float(text)


def _constant(name: str) -> float:
    return float("nan")  # refused by the walk, with its path


def load_json(data: str | bytes, *, max_bytes: int, name: str = "the document") -> object:
    """Parse ``data`` under the limits; raises InputError (a ValueError) saying what and where."""
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise InputError(f"{name} is too large ({size / 1048576:.1f} MB; the limit is "
                         f"{max_bytes / 1048576:.1f} MB).", "")
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise InputError(f"{name} is not UTF-8 text (byte {exc.start}).", "") from None
    try:
        value = json.loads(data, object_pairs_hook=_pairs, parse_int=_int, parse_float=_float,
                           parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise InputError(f"{name} is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}.",
                         "") from None
    except _Duplicate as dup:
        raise InputError(f"the key {json.dumps(str(dup.args[0]), ensure_ascii=True)} appears twice in one object "
                         f"of {name}.", "") from None
    except RecursionError:
        raise InputError(f"{name} is nested too deeply (at most {MAX_DEPTH} levels).", "") from None
    check(value)
    return value


def check(value: object, path: str = "$", *, nul_anywhere: bool = False) -> None:
    """Depth, text and key rules over an already parsed value (iterative: any depth is safe to walk)."""
    stack: list[tuple[object, str, int, bool]] = [(value, path, 0, False)]
    while stack:
        item, where, depth, is_name = stack.pop()
        if isinstance(item, dict):
            if depth >= MAX_DEPTH:
                raise InputError(f"nested too deeply (at most {MAX_DEPTH} levels).", where)
            for key, inner in item.items():
                key_path = f"{where}.{_key(key)}"
                _check_text(str(key), key_path, "key", nul=True)
                stack.append((inner, key_path, depth + 1, key in NAME_KEYS))
        elif isinstance(item, list):
            if depth >= MAX_DEPTH:
                raise InputError(f"nested too deeply (at most {MAX_DEPTH} levels).", where)
            stack.extend((inner, f"{where}[{i}]", depth + 1, False) for i, inner in enumerate(item))
        elif isinstance(item, str):
            _check_text(item, where, "name" if is_name else "text", nul=is_name or nul_anywhere)
        elif isinstance(item, _LongNumber):
            raise InputError(f"a number of {item.digits} digits (at most {MAX_NUMBER_DIGITS}).", where)
        elif isinstance(item, float) and not math.isfinite(item):
            raise InputError("the number is not finite (NaN, Infinity or too large).", where)
        elif isinstance(item, int) and not isinstance(item, bool) and len(str(abs(item))) > MAX_NUMBER_DIGITS:
            raise InputError(f"a number of more than {MAX_NUMBER_DIGITS} digits.", where)


def _key(key: object) -> str:
    text = str(key)
    return text if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", text) else json.dumps(text, ensure_ascii=True)


def _check_text(text: str, where: str, what: str, *, nul: bool) -> None:
    if nul and "\x00" in text:
        raise InputError(f"the {what} holds a NUL character.", where)
    if _LONE_SURROGATE.search(text):
        raise InputError(f"the {what} holds a lone UTF-16 surrogate (an escape such as \\ud800 that is half of "
                         "a character).", where)
