"""The Rules Reference's reading of the rules data: what is a value, what is a note, how it reads in the GM's
language, and how the GM's text becomes a value (no widgets).

The data is the JSON-safe tables the engine validated (``services.reference``); a value is found by its path,
``("quality", 2, "alone")``.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import TypedDict

from muster.i18n import Msg, fmt, number, render, term, translate
from muster.services.reference import is_meta, is_term_value, is_word, item_name, label_of

HOUSE_COLOUR, CONTRA_COLOUR, CHANGED_COLOUR = "#fff3c4", "#ffd9d9", "#d8ecff"
HOUSE_MARK, CONTRA_MARK, CHANGED_MARK = "⌂", "⚠", "✎"
MAX_TEXT = 200

#: a value the default tables do not have (a house rule's own entry)
MISSING = object()

#: where a value sits in the tables: keys of objects and indexes of lists
Path = tuple[str | int, ...]


class Marks(TypedDict):
    """What the data says of one value: a house default, a contradiction, its notes (English, and one by one)."""

    house: bool
    contradiction: bool
    notes: str
    note_list: list[str]


# is_meta, label_of (``ac_rounding`` -> "AC rounding", the English term shown_label translates) and item_name:
# muster.rules.words (through muster.services.reference), which muster.tools.terms reads too


def rules_term(text: str) -> str:
    """A rules term of the data (a setting's label, an entry's name) in the GM's language."""
    return render(term("Rules", text))


def shown_label(key: str) -> str:
    """``ac_rounding`` as the GM reads it in the current language ("AC rounding" in English)."""
    return rules_term(label_of(key))


def entry_name(name: str) -> str:
    """A list entry's name in the GM's language (a code such as ``multiple_directions`` stays as it is)."""
    return rules_term(name.strip()) if is_word(name) else name


def item_label(index: int, item: object) -> str:
    """``[2] Inexperienced`` for a list entry that has a name, key or label (the name in the GM's language)."""
    name = item_name(item)
    return f"[{index}] {entry_name(name)}" if name is not None else f"[{index}]"


def shown_term(path: Path, value: object) -> str:
    """A value of the tables as the Tables tab shows it: a word of the rules (a name) in the GM's language."""
    if isinstance(value, list) and path:
        return show_value([shown_term(path + (i,), v) if isinstance(v, str) else v for i, v in enumerate(value)])
    if isinstance(value, str) and is_term_value(path, value):
        return rules_term(value.strip())
    return show_value(value)


def marks(container: object, key: str | int) -> Marks:
    """House default / contradiction / note of ``container[key]`` as the data states them.

    A section's own ``house_default``/``notes`` apply to the whole section; ``<key>_house_default`` and
    ``<key>_notes`` beside a value apply to that value. ``notes`` is the English text (what the marks are
    read from: a contradiction says so), ``note_list`` the data's notes one by one (``shown_notes`` renders them).
    """
    out: Marks = {"house": False, "contradiction": False, "notes": "", "note_list": []}
    if isinstance(container, dict) and isinstance(key, str):
        out["house"] = bool(container.get(f"{key}_house_default"))
        note = container.get(f"{key}_notes")
        if isinstance(note, str) and note.strip():
            out["note_list"].append(note)
    value = child(container, key)
    if isinstance(value, dict):
        out["house"] = out["house"] or value.get("house_default") is True
        note = value.get("notes")
        if isinstance(note, str) and note.strip():
            out["note_list"].append(note)
    out["notes"] = " ".join(out["note_list"]).strip()
    out["contradiction"] = "contradiction" in out["notes"].lower()
    return out


def note_text(note: str) -> str:
    """One note of the rules data in the GM's language (a "RulesNotes" term listed by ``muster.tools.terms``)."""
    return render(term("RulesNotes", note))


def shown_notes(m: Marks) -> str:
    """The notes of ``marks(...)`` as the GM reads them (English: exactly ``m["notes"]``)."""
    return " ".join(note_text(note) for note in m["note_list"]).strip()


def path_text(system: str, path: Path) -> str:
    """``bucs.quality[2].alone``: a field as the engine's errors name it."""
    text = system
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text


def readable_path(path: Path) -> str:
    """A field as the GM reads it: ``Critical ▸ On natural 20`` (never the data's dotted name)."""
    return " ▸ ".join(f"#{part + 1}" if isinstance(part, int) else shown_label(part) for part in path)


def child(data: object, part: str | int) -> object:
    """``data[part]`` of an object or a list (KeyError, IndexError or TypeError as indexing raises them)."""
    if isinstance(data, dict):
        return data[part]
    if isinstance(data, list) and isinstance(part, int):
        return data[part]
    raise TypeError(f"{type(data).__name__} has no {part!r}")


def get_at(data: object, path: Path) -> object:
    """The value at ``path`` of ``data``."""
    for part in path:
        data = child(data, part)
    return data


def set_at(data: object, path: Path, value: object) -> None:
    """Replace the value at ``path`` of ``data`` (in place)."""
    parent, last = get_at(data, path[:-1]), path[-1]
    if isinstance(parent, dict):
        parent[last] = value
    elif isinstance(parent, list) and isinstance(last, int):
        parent[last] = value
    else:
        raise TypeError(f"{type(parent).__name__} has no {last!r}")


def diff(default: object, current: object) -> object:
    """The smallest patch that ``rules.tables.merge`` turns ``default`` into ``current`` with (None: same).

    Objects are compared key by key; lists and plain values are replaced whole (that is how merging works).
    """
    if isinstance(default, dict) and isinstance(current, dict):
        out: dict[str, object] = {}
        for key, value in current.items():
            if key not in default:
                out[key] = copy.deepcopy(value)
            else:
                sub = diff(default[key], value)
                if sub is not None:
                    out[key] = sub
        return out or None
    return None if default == current and type(default) is type(current) else copy.deepcopy(current)


def patch_between(default: dict[str, object], current: dict[str, object]) -> dict[str, object] | None:
    """``diff`` of two whole tables: the house-rule patch that turns ``default`` into ``current`` (None: same)."""
    patch = diff(default, current)
    return patch if isinstance(patch, dict) else None


def leaves(data: object, path: Path = ()) -> Iterator[tuple[Path, object]]:
    """(path, value) of every editable value: numbers, words, switches, lists of plain values."""
    if isinstance(data, dict):
        for key, value in data.items():
            if not is_meta(key):
                yield from leaves(value, path + (key,))
    elif isinstance(data, list) and any(isinstance(v, (dict, list)) for v in data):
        for i, value in enumerate(data):
            yield from leaves(value, path + (i,))
    else:
        yield path, data


def yes_word() -> str:
    return translate("ReferenceWindow", "yes")


def no_word() -> str:
    return translate("ReferenceWindow", "no")


def none_word() -> str:
    return translate("ReferenceWindow", "(none)")


def show_value(value: object) -> str:
    if isinstance(value, bool):
        return yes_word() if value else no_word()
    if value is None:
        return "—"
    if isinstance(value, list):
        return ", ".join(show_value(v) for v in value) if value else none_word()
    if isinstance(value, float):
        return number(value)
    return str(value)


def is_yes(text: str) -> bool | None:
    """True for "yes" (also "true", "on", "1" and the word of the GM's language), False for "no", else None."""
    low = text.strip().lower()
    if low in ("yes", "true", "on", "1", yes_word().lower()):
        return True
    if low in ("no", "false", "off", "0", no_word().lower()):
        return False
    return None


def _quoted(text: str) -> str:
    return repr(text)


def parse_value(text: str, default: object, where: str) -> object:
    """The GM's text as a value of the default's kind; ValueError names the field and what was expected."""
    text = text.strip()
    if isinstance(default, bool):
        answer = is_yes(text)
        if answer is None:
            raise ValueError(fmt(translate("ReferenceWindow", "%1: expected yes or no, got %2"), where, _quoted(text)))
        return answer
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            raise ValueError(fmt(translate("ReferenceWindow", "%1: expected a whole number, got %2"),
                                 where, _quoted(text))) from None
    if isinstance(default, float):
        try:
            return float(text.replace(",", ".")) if text.count(",") == 1 and "." not in text else float(text)
        except ValueError:
            raise ValueError(fmt(translate("ReferenceWindow", "%1: expected a number, got %2"),
                                 where, _quoted(text))) from None
    if isinstance(default, list):
        if text in ("", "(none)", none_word()):
            return []
        parts = [p.strip() for p in text.split(",")]
        kinds = {type(v) for v in default}
        out: list[int | str] = []
        for i, part in enumerate(parts):
            if kinds and kinds <= {int}:
                try:
                    out.append(int(part))
                except ValueError:
                    raise ValueError(fmt(translate("ReferenceWindow", "%1: expected a whole number, got %2"),
                                         f"{where}[{i}]", _quoted(part))) from None
            else:
                out.append(part)
        return out
    if default is None:
        if text in ("", "—", "none", "null"):
            return None
        try:
            return int(text)
        except ValueError:
            return text
    if not text:
        raise ValueError(fmt(translate("ReferenceWindow", "%1: must not be empty"), where))
    if len(text) > MAX_TEXT:
        raise ValueError(render(Msg("ReferenceWindow", "%1: at most %n character(s)", None, MAX_TEXT).args(where)))
    return text



def is_plain(value: object) -> bool:
    """A value the GM edits as one: a number, a word, a switch, or a list of such."""
    return not isinstance(value, (dict, list)) or (isinstance(value, list) and
                                                  not any(isinstance(v, (dict, list)) for v in value))
