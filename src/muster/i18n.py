"""Text in the GM's language, without Qt: messages kept as data and one formatting helper.

Every layer writes user-visible text through this module or through Qt's ``tr()``:

* ``fmt(template, *values)`` fills ``%1``..``%99`` in one pass (Qt's ``QString.arg`` style, so a value
  that itself contains ``%2`` is never filled again); numbers follow the current locale.
* ``Msg("Context", "source text %1")`` is a message kept as data: the rules and services build one,
  the campaign file stores ``to_data()``, and the screen renders it in whatever language is chosen
  then. ``Msg(ctx, "%n squads rout", None, n)`` is a plural. Arguments come with ``.args(...)``: the
  GM's own names as typed (``str``), numbers, or further messages (a rules term, a list).
* ``term(ctx, text)`` is a message whose text is not a literal (a rules term read from the rules
  data); ``muster.tools.i18n terms`` lists those terms for the translators.

``pyside6-lupdate`` finds the literal messages: ``muster.tools.i18n`` runs it with ``Msg`` as an alias
of ``translate``, so ``Msg`` takes exactly ``translate``'s arguments (context, source, disambiguation, n).
The GUI installs Qt's translator and locale here (``muster.gui.i18n``); without it (tests, the CLI
before it installs one) text stays in English, the source language.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, Callable, Iterable

_NUMBERED = re.compile(r"%(\d{1,2})")

Translate = Callable[[str, str, "str | None", int], str]


def _identity(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    return source


def _plain_number(value: int | float, places: int | None = None) -> str:
    try:
        if places is not None:
            return f"{value:.{places}f}"
        if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
            return str(int(value))
        return str(value)
    except (OverflowError, ValueError, TypeError):  # past float or past 4,300 digits: never fail on shown data
        return f"≈10^{int(abs(value).bit_length() * 0.30103)}" if isinstance(value, int) else repr(value)


NumberFormat = Callable[[int | float, "int | None"], str]
_translate: Translate = _identity
_number: NumberFormat = _plain_number
_language = "en"


def install(translate: Translate | None, number: NumberFormat | None = None, language: str = "en") -> None:
    """Route translation and number formatting through the GUI's (``None``: back to English)."""
    global _translate, _number, _language
    _translate = translate or _identity
    _number = number or _plain_number
    _language = language if translate is not None else "en"


def language() -> str:
    """The code of the language installed ("en", "ru"), for data that comes per language (the sample)."""
    return _language


def hooks() -> tuple[Translate, NumberFormat]:
    """What is installed now, to put back later (``install(*saved)``)."""
    return _translate, _number


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` in the current language now (``%n`` filled with ``n`` when ``n >= 0``)."""
    text = _translate(context, source, disambiguation, n)
    if n >= 0 and "%n" in text:
        text = text.replace("%n", _number(n, None))
    return text


def number(value: int | float, places: int | None = None) -> str:
    """A number as the current locale writes it (a decimal comma in Russian), ``places`` decimals if given."""
    return _number(value, places)


class Num:
    """A number shown with a fixed count of decimals, in the locale of the moment (``Num(2.5, 1)``)."""

    __slots__ = ("value", "places")

    def __init__(self, value: int | float, places: int):
        self.value = value
        self.places = places

    def render(self) -> str:
        return _number(self.value, self.places)

    def __str__(self) -> str:
        return self.render()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Num) and (self.value, self.places) == (other.value, other.places)

    def __hash__(self) -> int:
        return hash((self.value, self.places))

    def to_data(self) -> dict:
        return {"f": self.value, "p": self.places}


def fmt(template: str, *values: Any) -> str:
    """Fill ``%1``..``%99`` of ``template`` with ``values`` in one pass; numbers follow the locale."""
    if not values:
        return template

    def fill(match: re.Match) -> str:
        index = int(match.group(1)) - 1
        if 0 <= index < len(values):
            return _shown(values[index])
        return match.group(0)

    return _NUMBERED.sub(fill, template)


def _shown(value: Any) -> str:
    if isinstance(value, (Msg, Joined, Num)):
        return value.render()
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (int, float)):
        return _number(value, None)
    return str(value)


class _Text:
    """What a message and joined pieces share: rendered on demand, English on request, joined by ``+``."""

    __slots__ = ()
    if TYPE_CHECKING:  # each kind says how it renders and what the file keeps
        def render(self) -> str: ...

        def to_data(self) -> dict: ...

    def english(self) -> str:
        """The text in the source language, whatever language is installed (what the file keeps)."""
        with english():
            return self.render()

    def __str__(self) -> str:
        return self.render()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Text) and type(other) is type(self) and self.to_data() == other.to_data()

    def __hash__(self) -> int:
        return hash(repr(self.to_data()))

    def __add__(self, other: object) -> Joined:
        return Joined([self, other], "")

    def __radd__(self, other: object) -> Joined:
        return Joined([other, self], "")


class Msg(_Text):
    """A user-visible message kept as data, rendered in the language of the moment."""

    __slots__ = ("ctx", "src", "disambiguation", "n", "values")

    def __init__(self, context: str, source: str, disambiguation: str | None = None, n: int = -1):
        self.ctx = context
        self.src = source
        self.disambiguation = disambiguation or None
        self.n = n
        self.values: tuple = ()

    def args(self, *values: Any) -> Msg:
        """This message with ``%1``, ``%2``... filled by ``values`` (kept as data until rendered)."""
        out = Msg(self.ctx, self.src, self.disambiguation, self.n)
        out.values = tuple(_coerce(v) for v in values)
        return out

    def render(self) -> str:
        return fmt(translate(self.ctx, self.src, self.disambiguation, self.n), *self.values)

    def __repr__(self) -> str:
        return f"Msg({self.ctx!r}, {self.src!r}, n={self.n}, values={self.values!r})"

    def to_data(self) -> dict:
        data: dict = {"c": self.ctx, "s": self.src}
        if self.disambiguation:
            data["d"] = self.disambiguation
        if self.n >= 0:
            data["n"] = self.n
        if self.values:
            data["a"] = [_value_data(v) for v in self.values]
        return data


class Joined(_Text):
    """Several pieces (messages, names, numbers) shown one after another with a separator."""

    __slots__ = ("items", "sep")

    def __init__(self, items: Iterable[Any], sep: str = "; "):
        self.items = [_coerce(i) for i in items]
        self.sep = sep

    def render(self) -> str:
        return self.sep.join(_shown(i) for i in self.items)

    def __repr__(self) -> str:
        return f"Joined({self.items!r}, {self.sep!r})"

    def __bool__(self) -> bool:
        return bool(self.items)

    def to_data(self) -> dict:
        return {"j": self.sep, "i": [_value_data(v) for v in self.items]}


Text = Msg | Joined | str


def term(context: str, text: str) -> Msg:
    """A message whose text comes from data (a rules term); listed for translators by the terms tool."""
    return Msg(context, text)


def term_noop(context: str, text: str) -> str:
    """Mark a literal term for translators and return it unchanged (show it later with ``term``)."""
    return text


def join(items: Iterable[Any], sep: str = "; ") -> Joined:
    return Joined(items, sep)


def _coerce(value: Any) -> Any:
    if isinstance(value, (Msg, Joined, Num, str, int, float)) or value is None:
        return "" if value is None else value
    if isinstance(value, (list, tuple)):
        return Joined(value, ", ")
    return str(value)


def _value_data(value: Any) -> Any:
    if isinstance(value, (Msg, Joined, Num)):
        return value.to_data()
    return value


def from_data(data: Any) -> Text:
    """The message (or plain text) that ``to_data()`` wrote."""
    if isinstance(data, dict):
        if "f" in data:
            return Num(data["f"], int(data.get("p", 0)))  # type: ignore[return-value]
        if "j" in data:
            return Joined([from_data(i) for i in data.get("i", [])], str(data["j"]))
        msg = Msg(str(data.get("c", "")), str(data.get("s", "")), data.get("d"), int(data.get("n", -1)))
        msg.values = tuple(from_data(v) for v in data.get("a", []))
        return msg
    if isinstance(data, (int, float)) and not isinstance(data, bool):
        return data  # type: ignore[return-value]
    return "" if data is None else str(data)


def render(value: Any) -> str:
    """Any text (message, joined pieces, plain string, stored data) in the current language."""
    if isinstance(value, dict):
        value = from_data(value)
    return _shown(value)


def english_text(value: Any) -> str:
    with english():
        return render(value)


def to_data(value: Any) -> Any:
    """What a JSON column keeps for ``value``: a message's data, or the plain text as is."""
    return _value_data(value) if isinstance(value, (Msg, Joined)) else ("" if value is None else str(value))


def encode(value: Any) -> str:
    return json.dumps(to_data(value), ensure_ascii=False, separators=(",", ":"))


class Phrase(str):
    """English text — compared, hashed and saved as the plain text the files, the headless API and the tests
    read — that keeps the message it was made from, for the screen (``message_of``)."""

    msg: Any

    def __new__(cls, msg: Any, english: str | None = None) -> Phrase:
        """``english``: the plain text when it is not the message's English (an older wording kept as data)."""
        self = super().__new__(cls, english_text(msg) if english is None else english)
        self.msg = msg
        return self

    def __reduce__(self):
        return (Phrase, (self.msg, str(self)))


def message_of(value: Any) -> Any:
    """The message behind ``value`` (a :class:`Phrase`), or ``value`` itself (a name, a number, a message)."""
    return value.msg if isinstance(value, Phrase) else value


class TextError(ValueError):
    """An error whose message may be a ``Msg``: ``str(error)`` shows it in the current language."""

    def __init__(self, message: Any = "", *args: object):
        super().__init__(message, *args)
        self.message = message

    def __str__(self) -> str:
        return render(self.message)


def shown(text: str, data: Any) -> str:
    """A column's text in the current language: its message data where the row has one, else the text."""
    if isinstance(data, (str, bytes)) and data:
        try:
            data = json.loads(data)
        except ValueError:
            return text
    if data is None or data == "":
        return text
    return render(data)


def shown_part(text: str, message: Any, key: str) -> str:
    """One part (``"label"``, ``"text"``) of a row's message data (a dict or its JSON) in the current language;
    the row's own text where there is none or it is damaged (older files, a broken page)."""
    if isinstance(message, (str, bytes)):
        try:
            message = json.loads(message) if message else None
        except ValueError:
            return text
    return shown(text, message[key]) if isinstance(message, dict) and key in message else text


class english:
    """``with english():`` renders in the source language (what the campaign file keeps as text)."""

    def __enter__(self) -> None:
        global _translate, _number
        self._saved = (_translate, _number)
        _translate, _number = _identity, _plain_number

    def __exit__(self, *exc: object) -> None:
        global _translate, _number
        _translate, _number = self._saved
