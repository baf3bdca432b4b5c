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

from muster.i18n import Msg, Num, Text, TextError, render

MAX_DEPTH = 64  # objects and lists inside one another; Muster's own files use fewer than 12
MAX_NUMBER_DIGITS = 40
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
#: keys whose text is a name shown in lists and file names: NUL is refused there (free text such as notes may
#: hold anything Muster itself can write)
NAME_KEYS = frozenset({"name", "side", "force", "label", "kind", "system", "format"})


class InputError(TextError):
    """A document refused by the limits; ``path`` is the JSON path of the offending value (``$`` for the whole).

    ``detail`` says what is wrong (a ``muster.i18n.Msg``) and ``message`` is it as text in the language of the
    moment; ``full`` adds the path, and ``str(error)`` shows that. ``syntax``: the text is not JSON at all.
    """

    def __init__(self, message: Text, path: str = "$", *, syntax: bool = False):
        full = Msg("Errors", "%1: %2").args(path, message) if path else message
        super().__init__(full)
        self.full = full
        self.detail = message
        self.message = render(message)
        self.path = path
        self.syntax = syntax

    def __str__(self) -> str:
        return render(self.full)


def reason(exc: BaseException) -> Text:
    """What an exception says, kept as a message where it carries one (``muster.i18n.TextError``)."""
    full = getattr(exc, "full", None)
    if full is not None:
        return full
    if isinstance(exc, TextError) and type(exc).__str__ is TextError.__str__:
        return exc.message
    return str(exc)


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


def load_json(data: str | bytes, *, max_bytes: int, name: Text | None = None) -> object:
    """Parse ``data`` under the limits; raises InputError (a ValueError) saying what and where.

    ``name`` says what the document is in the messages ("the request", a file's name); "the document" if not given.
    """
    if name is None:
        name = Msg("Errors", "the document")
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise InputError(Msg("Errors", "%1 is too large (%2 MB; the limit is %3 MB).")
                         .args(name, Num(size / 1048576, 1), Num(max_bytes / 1048576, 1)), "")
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise InputError(Msg("Errors", "%1 is not UTF-8 text (byte %2).").args(name, exc.start), "") from None
    try:
        value = json.loads(data, object_pairs_hook=_pairs, parse_int=_int, parse_float=_float,
                           parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise InputError(Msg("Errors", "%1 is not valid JSON: %2 at line %3, column %4.")
                         .args(name, exc.msg, exc.lineno, exc.colno), "", syntax=True) from None
    except _Duplicate as dup:
        raise InputError(Msg("Errors", "the key %1 appears twice in one object of %2.")
                         .args(json.dumps(str(dup.args[0]), ensure_ascii=True), name), "") from None
    except RecursionError:
        raise InputError(Msg("Errors", "%1 is nested too deeply (at most %2 levels).").args(name, MAX_DEPTH),
                         "") from None
    check(value)
    return value


def check(value: object, path: str = "$", *, nul_anywhere: bool = False) -> None:
    """Depth, text and key rules over an already parsed value (iterative: any depth is safe to walk)."""
    stack: list[tuple[object, str, int, bool]] = [(value, path, 0, False)]
    while stack:
        item, where, depth, is_name = stack.pop()
        if isinstance(item, dict):
            if depth >= MAX_DEPTH:
                raise InputError(Msg("Errors", "nested too deeply (at most %1 levels).").args(MAX_DEPTH), where)
            for key, inner in item.items():
                key_path = f"{where}.{_key(key)}"
                _check_text(str(key), key_path, "key", nul=True)
                stack.append((inner, key_path, depth + 1, key in NAME_KEYS))
        elif isinstance(item, list):
            if depth >= MAX_DEPTH:
                raise InputError(Msg("Errors", "nested too deeply (at most %1 levels).").args(MAX_DEPTH), where)
            stack.extend((inner, f"{where}[{i}]", depth + 1, False) for i, inner in enumerate(item))
        elif isinstance(item, str):
            _check_text(item, where, "name" if is_name else "text", nul=is_name or nul_anywhere)
        elif isinstance(item, _LongNumber):
            raise InputError(Msg("Errors", "a number of %1 digits (at most %2).").args(item.digits, MAX_NUMBER_DIGITS),
                             where)
        elif isinstance(item, float) and not math.isfinite(item):
            raise InputError(Msg("Errors", "the number is not finite (NaN, Infinity or too large)."), where)
        elif isinstance(item, int) and not isinstance(item, bool) and len(str(abs(item))) > MAX_NUMBER_DIGITS:
            raise InputError(Msg("Errors", "a number of more than %1 digits.").args(MAX_NUMBER_DIGITS), where)


def _key(key: object) -> str:
    text = str(key)
    return text if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", text) else json.dumps(text, ensure_ascii=True)


_NUL = {"key": Msg("Errors", "the key holds a NUL character."),
        "name": Msg("Errors", "the name holds a NUL character."),
        "text": Msg("Errors", "the text holds a NUL character.")}
_SURROGATE = {
    "key": Msg("Errors", "the key holds a lone UTF-16 surrogate (an escape such as \\ud800 that is half of a "
                         "character)."),
    "name": Msg("Errors", "the name holds a lone UTF-16 surrogate (an escape such as \\ud800 that is half of a "
                          "character)."),
    "text": Msg("Errors", "the text holds a lone UTF-16 surrogate (an escape such as \\ud800 that is half of a "
                          "character)."),
}


def _check_text(text: str, where: str, what: str, *, nul: bool) -> None:
    if nul and "\x00" in text:
        raise InputError(_NUL[what], where)
    if _LONE_SURROGATE.search(text):
        raise InputError(_SURROGATE[what], where)
