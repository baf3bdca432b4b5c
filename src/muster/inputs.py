"""Limits for every JSON document Muster reads from outside: import files, CSV cells, headless requests.

``load_json`` parses with ``json.loads`` only (nothing in a file is ever run) and refuses, with a message
naming the JSON path: a document larger than its limit, nesting deeper than ``MAX_DEPTH``, a number longer
than ``MAX_NUMBER_DIGITS`` digits or not finite (``1e999``, NaN, Infinity), a key that appears twice in one
object (the parser would silently keep the last), a lone UTF-16 surrogate (``"\\ud800"``, which no file can
hold and no file can be written with) and the NUL character in keys and names. Pure standard library: every layer
uses it.

**The ranges of what enters Muster** (from an import file, a CSV cell, a form, a ``muster rules`` request), kept here
and nowhere else; a value outside them is refused with a message naming its field:

- whole numbers: ``-MAX_WHOLE`` to ``MAX_WHOLE`` (2^53 - 1 = 9,007,199,254,740,991: exact as a JSON number in every
  reader, as a float and as a 64-bit integer, so Qt and SQLite show and keep it unchanged);
- decimals: finite (no NaN, no infinity), ``-MAX_DECIMAL`` to ``MAX_DECIMAL`` (10^15);
- a number's text: at most ``MAX_NUMBER_DIGITS`` digits (longer is refused before it is even converted);
- names (the values of ``NAME_KEYS``: units, forces, sides, orders, leaders...): at most ``NAME_LIMIT`` characters,
  no control character (NUL, tab, newline, carriage return, the C0 and C1 ranges, the Unicode line and paragraph
  separators). Import, export and the forms check names with these same rules (:func:`name_problem`), so whatever
  Muster takes in it can write out and read back.

``out_of_range`` walks a value already read (a campaign's JSON column, for ``muster check``) with the same ranges.
"""

from __future__ import annotations

import json
import math
import re

from muster.i18n import Msg, Num, Text, TextError, render

MAX_DEPTH = 64  # objects and lists inside one another; Muster's own files use fewer than 12
MAX_NUMBER_DIGITS = 40  # a number's text longer than this is refused unread (int() of 5,000 digits raises)
MAX_WHOLE = 2**53 - 1  # whole numbers: -MAX_WHOLE..MAX_WHOLE
MAX_DECIMAL = 1e15  # decimals: finite, -MAX_DECIMAL..MAX_DECIMAL
NAME_LIMIT = 200  # characters in a name (after trimming)
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
#: keys whose text is a name shown in lists and file names: control characters are refused there (free text such as
#: notes may hold anything Muster itself can write, NUL aside in CSV cells)
NAME_KEYS = frozenset({"name", "side", "force", "label", "kind", "system", "format", "order", "given_by",
                       "commanded_by"})


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
        elif isinstance(item, (int, float)) and not isinstance(item, bool):
            problem = number_problem(item)
            if problem is not None:
                raise InputError(problem, where)


def _key(key: object) -> str:
    text = str(key)  # an ASCII identifier is exactly [A-Za-z_][A-Za-z0-9_]* (a regex match per key cost more)
    return text if text.isascii() and text.isidentifier() else json.dumps(text, ensure_ascii=True)


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
    if what == "name":
        problem = name_problem(text, blank_ok=True)
        if problem is not None:
            raise InputError(problem, where)


# ---- the ranges -------------------------------------------------------------------------------------------

def _whole_range() -> Msg:
    return Msg("Errors", "outside the range Muster reads (whole numbers from %1 to %2).").args(-MAX_WHOLE, MAX_WHOLE)


def number_problem(value: object) -> Text | None:
    """What is wrong with a number read from outside (None: it is in range; not a number: None too)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return _whole_range() if not -MAX_WHOLE <= value <= MAX_WHOLE else None
    if isinstance(value, float):
        if not math.isfinite(value):
            return Msg("Errors", "the number is not finite (NaN, Infinity or too large).")
        if not -MAX_DECIMAL <= value <= MAX_DECIMAL:
            return Msg("Errors", "outside the range Muster reads (decimals from %1 to %2).") \
                .args(Num(-MAX_DECIMAL, 0), Num(MAX_DECIMAL, 0))
    return None


def check_number(value: object, field: str) -> None:
    """Refuse a number outside the ranges with an InputError naming ``field``."""
    problem = number_problem(value)
    if problem is not None:
        raise InputError(problem, field)


def whole_number(text: str, field: str) -> int:
    """A whole number written as text (a CSV cell, a form's field): refused by the ranges, never read past them."""
    digits = text.strip().lstrip("+-")
    if len(digits) > MAX_NUMBER_DIGITS:
        raise InputError(Msg("Errors", "a number of %1 digits (at most %2).").args(len(digits), MAX_NUMBER_DIGITS),
                         field)
    value = int(text)
    check_number(value, field)
    return value


def decimal_number(text: str, field: str) -> float:
    """A decimal written as text, under the same limits as :func:`whole_number`."""
    if len(text.strip()) > MAX_NUMBER_DIGITS + 10:
        raise InputError(Msg("Errors", "a number of %1 digits (at most %2).")
                         .args(len(text.strip()), MAX_NUMBER_DIGITS), field)
    value = float(text)
    check_number(value, field)
    return value


def name_problem(text: str, *, blank_ok: bool = False) -> Text | None:
    """What is wrong with a name (None: nothing): the same rules on import, export and in the forms."""
    trimmed = text.strip()
    if not trimmed and not blank_ok:
        return Msg("Errors", "the name must not be empty or blank.")
    if len(trimmed) > NAME_LIMIT:
        return Msg("Errors", "the name has %1 characters (at most %2).").args(len(trimmed), NAME_LIMIT)
    found = _CONTROL.search(text)
    if found:
        return Msg("Errors", "the name holds a control character (%1: a tab, a line break or an invisible code).") \
            .args(f"U+{ord(found.group()):04X}")
    return None


def check_name(text: str, field: str) -> str:
    """``text`` trimmed, or an InputError naming ``field`` when it is not a name Muster can keep and write out."""
    problem = name_problem(text)
    if problem is not None:
        raise InputError(problem, field)
    return text.strip()


def out_of_range(value: object, path: str = "$") -> tuple[str, Text] | None:
    """The first number outside the ranges in an already read value, as ``(JSON path, problem)``; None if none.

    For what a campaign already holds (``muster check``): iterative, so any depth is safe to walk."""
    stack: list[tuple[object, str]] = [(value, path)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, dict):
            stack.extend((inner, f"{where}.{_key(key)}") for key, inner in item.items())
        elif isinstance(item, list):
            stack.extend((inner, f"{where}[{i}]") for i, inner in enumerate(item))
        elif isinstance(item, (int, float)):
            problem = number_problem(item)
            if problem is not None:
                return where, problem
    return None
