"""How the rules data reads as words (pure, no Qt): which keys describe the data, what a key or an entry is called,
which values are words of the rules.

Both the Rules Reference (``muster.gui.reference``, which shows them in the GM's language) and the translators'
list of terms (``muster.tools.terms``) read the data through these, so neither imports the other.
"""

from __future__ import annotations

import re
from typing import Any

META_KEYS = ("notes", "house_default", "system", "title", "enter_from_book")

ACRONYMS = frozenset({"ac", "av", "dv", "mv", "hd", "htk", "hp", "mp", "cha", "gel", "pc", "pcs", "tl", "ts", "dr",
                      "gm", "st", "ht"})

#: fields whose text names the entry they belong to (or the entry a rule falls back to)
NAME_FIELDS = frozenset({"name", "label", "title", "result", "specialty", "quality_as", "equipment_as",
                         "no_infantry_combat_quality_as", "medical_specialty"})
#: fields holding a list of words (specialties, skills, phases)
WORD_LIST_FIELDS = frozenset({"skills", "requires", "armor_allowed_with", "phases"})
#: sections whose every value is a sentence-like term (Poleaxe's morale triggers, kinds of spells)
WORD_SECTIONS = frozenset({"triggers", "kinds"})

_DICE = re.compile(r"^\d*d\d*([+-]\d+)?$|^\d+$", re.IGNORECASE)


def is_meta(key: str) -> bool:
    """Keys that describe the data rather than hold a rule (notes, house-default flags, titles)."""
    return (key in META_KEYS or key.endswith("_notes") or key.endswith("_house_default")
            or key.endswith("_enter_from_book"))


def label_of(key: str) -> str:
    """``ac_rounding`` as the GM reads it: "AC rounding" (in English: the rules term the reference translates)."""
    words = key.replace("_", " ").strip().capitalize().split(" ")
    return " ".join(w.upper() if w.lower() in ACRONYMS else w for w in words)


def item_name(item: Any) -> str | None:
    """What a list entry is called in the data: its name, label or key (None: it has none)."""
    if isinstance(item, dict):
        for k in ("name", "label", "key"):
            if isinstance(item.get(k), str):
                return item[k]
    return None


def is_word(text: Any) -> bool:
    """A value that reads as words (not a number, a die, an empty text or an underscored code)."""
    if not isinstance(text, str):
        return False
    text = text.strip()
    return bool(text) and "_" not in text and not _DICE.match(text) and any(c.isalpha() for c in text)


def is_term_value(path: tuple, value: Any) -> bool:
    """Whether the string ``value`` at ``path`` (keys and list indexes) is a rules term shown in words."""
    if not is_word(value):
        return False
    keys = [p for p in path if isinstance(p, str)]
    if not keys:
        return False
    last = keys[-1]
    if isinstance(path[-1], int):  # an item of a list of words
        return last in WORD_LIST_FIELDS
    return last in NAME_FIELDS or (len(keys) > 1 and keys[-2] in WORD_SECTIONS)
