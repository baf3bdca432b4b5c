"""Headless rules requests: ``muster rules SYSTEM ACTION`` reads and writes JSON.

Each engine exposes ``ACTIONS: dict[str, Callable[[Request], dict]]`` in
``muster.rules.<system>.api``. A handler reads its fields through
:class:`Request`, which raises :class:`RequestError` naming the bad field, and
rolls through ``request.roller``: faces listed under ``"dice"`` are used first
(GM-entered dice, validated), then a seeded generator (``"seed"``) if given,
otherwise fresh random dice. Every response carries its ``rolls``.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any, Iterable, Sequence

from muster.i18n import Msg, Text, TextError, render
from muster.inputs import reason
from muster.rules.dice import DiceError, DiceRequest, Roller, ScriptedDice, SeededDice

_MISSING = object()

# ---- the limits of a request: set here only (README "muster rules" and the rules reference say them) ----------
MAX_REQUEST_BYTES = 8 * 1024 * 1024
"""The whole request, as read from stdin (``muster rules`` refuses a longer one unread past this)."""
MAX_ITEMS = 1_000
"""Items in any one list, or keys in any one object, of a request: squads, engagements, units, mechs, attacks..."""
MAX_DICE = 10_000
"""Faces in one list of dice (``dice``, a declaration's ``dice``, ``named_dice``, BUCS ``rolls``)."""
MAX_RUNS = 1_000_000
"""Runs of one forecast."""
FORECAST_SECONDS = 5.0
"""A headless forecast stops after this long with the runs done so far (``"stopped": "time limit"``)."""
_DICE_KEYS = ("dice", "named_dice", "rolls")


class RequestError(TextError):
    """A headless request that cannot be answered; ``field`` names the bad field (``message`` may be a Msg)."""

    def __init__(self, message: Text, field: str | None = None):
        super().__init__(message)
        self.field = field

    def to_dict(self) -> dict:
        return {"error": render(self.message), "field": self.field}


class _GmThenSeeded:
    """GM-entered faces first; when they run out, seeded dice (if allowed)."""

    def __init__(self, scripted: ScriptedDice, fallback: SeededDice | None):
        self.scripted = scripted
        self.fallback = fallback

    @property
    def name(self) -> str:
        return "manual" if self.scripted.remaining else "auto"

    def faces(self, request: DiceRequest) -> tuple[int, ...]:
        if self.scripted.remaining or self.fallback is None:
            return self.scripted.faces(request)
        return self.fallback.faces(request)


@dataclass
class Request:
    data: dict
    roller: Roller = dc_field(init=False)

    def __post_init__(self):
        if not isinstance(self.data, dict):
            raise RequestError(Msg("Errors", "the request must be a JSON object"), None)
        check_sizes(self.data)
        dice = self.data.get("dice", [])
        if not isinstance(dice, list) or not all(isinstance(d, int) and not isinstance(d, bool) for d in dice):
            raise RequestError(Msg("Errors", "dice must be a list of whole numbers (the faces rolled, in order)"),
                               "dice")
        seed = self.data.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise RequestError(Msg("Errors", "seed must be a whole number"), "seed")
        strict = bool(self.data.get("dice_only", False))
        fallback = None if strict else SeededDice(seed)
        self.roller = Roller(_GmThenSeeded(ScriptedDice(dice), fallback))

    # ---- typed field readers -------------------------------------------------
    def get(self, name: str, kind: type | tuple[type, ...], default: Any = _MISSING, *, where: dict | None = None,
            path: str | None = None) -> Any:
        src = self.data if where is None else where
        full = path or name
        if not isinstance(src, dict):
            raise RequestError(Msg("Errors", "expected an object"), full.rsplit(".", 1)[0])
        if name not in src or src[name] is None:
            if default is _MISSING:
                raise RequestError(Msg("Errors", "'%1' is required").args(full), full)
            return default
        value = src[name]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if isinstance(value, bool) and bool not in kinds:
            raise RequestError(Msg("Errors", "'%1' must be %2, not true/false").args(full, _names(kinds)), full)
        if float in kinds and isinstance(value, int):
            return value
        if not isinstance(value, kinds):
            raise RequestError(Msg("Errors", "'%1' must be %2, got %3").args(full, _names(kinds), type(value).__name__),
                               full)
        return value

    def integer(self, name: str, default: Any = _MISSING, *, lo: int | None = None, hi: int | None = None,
                where: dict | None = None, path: str | None = None) -> int:
        value = self.get(name, int, default, where=where, path=path)
        full = path or name
        if value is not default or default is not _MISSING:
            if isinstance(value, int):
                if lo is not None and value < lo:
                    raise RequestError(Msg("Errors", "'%1' must be at least %2, got %3").args(full, lo, value), full)
                if hi is not None and value > hi:
                    raise RequestError(Msg("Errors", "'%1' must be at most %2, got %3").args(full, hi, value), full)
        return value

    def choice(self, name: str, options: Iterable[str], default: Any = _MISSING, *, where: dict | None = None,
               path: str | None = None) -> str:
        value = self.get(name, str, default, where=where, path=path)
        opts = list(options)
        if value is not default and value not in opts:
            full = path or name
            raise RequestError(Msg("Errors", "'%1' must be one of %2; got '%3'").args(full, ", ".join(opts), value),
                               full)
        return value

    def obj(self, name: str, default: Any = _MISSING, *, where: dict | None = None, path: str | None = None) -> dict:
        return self.get(name, dict, default, where=where, path=path)

    def array(self, name: str, default: Any = _MISSING, *, where: dict | None = None, path: str | None = None) -> list:
        return self.get(name, list, default, where=where, path=path)

    def respond(self, result: dict) -> dict:
        out = dict(result)
        out["rolls"] = [r.to_dict(rendered=True) for r in self.roller.rolls]  # JSON answers: plain text
        return out


def check_sizes(data: dict) -> None:
    """Refuse, naming the field, any list longer than :data:`MAX_ITEMS` (:data:`MAX_DICE` for dice) or object with
    more keys: one look at every value of the request, so no action's cost grows past its size."""
    todo: list[tuple[Any, str, bool]] = [(data, "", False)]
    while todo:
        value, path, dice = todo.pop()
        if isinstance(value, dict):
            items: Iterable = value.items()
            if len(value) > MAX_ITEMS and not dice:
                raise RequestError(Msg("Errors", "'%1' has %2 entries; at most %3").args(
                    path or "request", len(value), MAX_ITEMS), path or None)
            for key, item in items:
                todo.append((item, f"{path}.{key}" if path else str(key), dice or key in _DICE_KEYS))
        elif isinstance(value, list):
            most = MAX_DICE if dice else MAX_ITEMS
            if len(value) > most:
                raise RequestError(Msg("Errors", "'%1' has %2 entries; at most %3").args(path, len(value), most), path)
            todo.extend((item, f"{path}[{i}]", dice) for i, item in enumerate(value))


def _names(kinds: Sequence[type]) -> Text:
    words = {int: Msg("Errors", "a whole number"), float: Msg("Errors", "a number"), str: Msg("Errors", "text"),
             bool: Msg("Errors", "true or false"), dict: Msg("Errors", "an object"), list: Msg("Errors", "a list")}
    return either([words.get(k, k.__name__) for k in kinds])


def either(options: Sequence[Text]) -> Text:
    """``a``, ``a or b``, ``a or b or c``: one message whichever language shows it."""
    out = options[0] if options else ""
    for option in options[1:]:
        out = Msg("Errors", "%1 or %2").args(out, option)
    return out


def run(handler, data: Any) -> dict:
    """Run one handler on decoded JSON; dice problems become RequestErrors on ``dice``."""
    request = Request(data) if isinstance(data, dict) else _bad_top()
    try:
        return request.respond(handler(request))
    except DiceError as exc:
        # a die named at a path says which (``attacks[0].dice.attack``); plain GM dice are ``dice``
        raise RequestError(reason(exc), getattr(exc, "field", None) or "dice") from None


def _bad_top():
    raise RequestError(Msg("Errors", "the request must be a JSON object"), None)
