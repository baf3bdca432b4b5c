"""Field readers the systems' typed tables (``Tables.from_dict(data, path)``) are built with.

Each reads one field of a table's data, checks it and returns it, or raises a :class:`RulesDataError` naming the
field's path (``bucs.combat.margin_per_hit``). The checks are the same for every system; what an error says is
the system's own (its words and translation context), so a reader takes the wording where the systems differ.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from muster.i18n import Text
from muster.rules.dice import DiceError, parse
from muster.rules.tables import RulesDataError, field

Bound = Callable[[int, int], Text]  # (the limit, the value read) -> what is wrong


def at_least(low: int, value: int) -> Text:
    return f"must be at least {low}, got {value}"


def at_most(high: int, value: int) -> Text:
    return f"must be at most {high}, got {value}"


def need_int(data: object, key: str, path: str, *, minimum: int | None = None, maximum: int | None = None,
             too_low: Bound = at_least, too_high: Bound = at_most) -> int:
    """A whole number (never a bool), ``minimum``..``maximum`` when given."""
    value: int = field(data, key, path, int)
    if minimum is not None and value < minimum:
        raise RulesDataError(f"{path}.{key}", too_low(minimum, value))
    if maximum is not None and value > maximum:
        raise RulesDataError(f"{path}.{key}", too_high(maximum, value))
    return value


def need_bool(data: object, key: str, path: str) -> bool:
    value: bool = field(data, key, path, bool)
    return value


def need_str(data: object, key: str, path: str) -> str:
    value: str = field(data, key, path, str)
    return value


def need_choice(data: object, key: str, path: str, options: Sequence[str], refused: Text | None = None) -> str:
    """A text among ``options``; ``refused`` says what is wrong (else the options are listed with the value)."""
    value = need_str(data, key, path)
    if value not in options:
        raise RulesDataError(f"{path}.{key}", refused or f"must be one of {', '.join(options)}; got '{value}'")
    return value


def dice_notation(value: str, path: str, reason: Callable[[DiceError], Text] = str) -> str:
    """``value`` when it is dice notation (``2d6+1``); ``reason(error)`` says what is wrong with it."""
    try:
        parse(value)
    except DiceError as exc:
        raise RulesDataError(path, reason(exc)) from None
    return value


def need_dice(data: object, key: str, path: str, reason: Callable[[DiceError], Text] = str) -> str:
    """A text of dice notation (``1d20``)."""
    return dice_notation(need_str(data, key, path), f"{path}.{key}", reason)
