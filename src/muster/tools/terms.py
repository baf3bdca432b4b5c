"""The rules terms Muster shows from data (rules tables, the systems registry), for the translators.

``muster.i18n.term(context, text)`` renders one of these at run time; ``python -m muster.tools.i18n
update`` writes them all into ``muster/i18n_terms.py`` so that pyside6-lupdate sees them.

What counts as a term (context ``"Rules"``), from ``resources/rules/<system>.json``:

* every setting's name as the Rules Reference shows it: a key read by ``label_of`` ("Margin per hit"),
  the headings of the Tables tab and the rows of the House Rules tab;
* the words an entry is named by (``name``, ``label``, ``title``, ``result``: "Barely Adequate", "Light
  infantry", "Unhurt"), also what an entry of a list without them is called (its ``key``);
* words that name other entries: specialties, skills, the quality or equipment a rule falls back to;
* lists and sections of plain words: the generic phases, Poleaxe's morale triggers and kinds of spells.

Not terms: numbers, dice ("3d6", "2TL") and codes written with an underscore (``half_rounded_up``: the GM
types them as they are).
From the registry: each system's names, what its round is called and its phases.

The notes of the data (``notes`` and ``<key>_notes``: whole sentences the Rules Reference shows beside a
setting) are listed too, under their own context ``"RulesNotes"`` (``_notes``); the reference renders each
with ``term("RulesNotes", note)`` and reads the English note itself for its marks ("Contradiction").
"""

from __future__ import annotations

import re
from itertools import chain
from typing import Any, Iterator

CONTEXT = "Rules"
NOTES_CONTEXT = "RulesNotes"

#: fields whose text names the entry they belong to (or the entry a rule falls back to)
NAME_FIELDS = frozenset({"name", "label", "title", "result", "specialty", "quality_as", "equipment_as",
                         "no_infantry_combat_quality_as", "medical_specialty"})
#: fields holding a list of words (specialties, skills, phases)
WORD_LIST_FIELDS = frozenset({"skills", "requires", "armor_allowed_with", "phases"})
#: sections whose every value is a sentence-like term (Poleaxe's morale triggers, kinds of spells)
WORD_SECTIONS = frozenset({"triggers", "kinds"})

_DICE = re.compile(r"^\d*d\d*([+-]\d+)?$|^\d+$", re.IGNORECASE)


def all_terms() -> list[tuple[str, str]]:
    seen: set[tuple[str, str]] = set()
    out = []
    for pair in chain(_terms(), _notes()):
        if pair[1] and pair not in seen:
            seen.add(pair)
            out.append(pair)
    return out


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


def data_terms(data: Any) -> Iterator[str]:
    """Every term of one system's rules data, in the order of the data."""
    from muster.gui.reference import is_meta, item_name, label_of

    def walk(node: Any, path: tuple) -> Iterator[str]:
        if isinstance(node, dict):
            for key, value in node.items():
                if is_meta(key):
                    continue
                yield label_of(key)
                yield from walk(value, path + (key,))
        elif isinstance(node, list):
            for i, value in enumerate(node):
                if isinstance(value, dict):
                    name = item_name(value)
                    if is_word(name):
                        yield name  # type: ignore[misc]
                yield from walk(value, path + (i,))
        elif is_term_value(path, node):
            yield node.strip()

    yield from walk(data, ())


def is_note_key(key: Any) -> bool:
    """``notes`` (a section's or entry's note) or ``<key>_notes`` (the note of the value ``<key>`` beside it)."""
    return isinstance(key, str) and (key == "notes" or key.endswith("_notes"))


def data_notes(data: Any) -> Iterator[str]:
    """Every note of one system's rules data (as the data writes it), in the order of the data."""
    if isinstance(data, dict):
        for key, value in data.items():
            if is_note_key(key):
                if isinstance(value, str) and value.strip():
                    yield value
            else:
                yield from data_notes(value)
    elif isinstance(data, list):
        for value in data:
            yield from data_notes(value)


def _terms() -> Iterator[tuple[str, str]]:
    from muster import systems
    from muster.rules.tables import load_default

    for spec in systems.all():
        for text in (spec.label, spec.short_label, spec.round_name, *spec.phases):
            yield CONTEXT, text
    for spec in systems.all():
        for text in data_terms(load_default(spec.tables)):
            yield CONTEXT, text


def _notes() -> Iterator[tuple[str, str]]:
    from muster import systems
    from muster.rules.tables import load_default

    for spec in systems.all():
        for text in data_notes(load_default(spec.tables)):
            yield NOTES_CONTEXT, text
