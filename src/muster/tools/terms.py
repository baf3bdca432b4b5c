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

from itertools import chain
from typing import Any, Iterator

from muster.rules.words import is_meta, is_term_value, is_word, item_name, label_of

CONTEXT = "Rules"
NOTES_CONTEXT = "RulesNotes"


def all_terms() -> list[tuple[str, str]]:
    seen: set[tuple[str, str]] = set()
    out = []
    for pair in chain(_terms(), _notes()):
        if pair[1] and pair not in seen:
            seen.add(pair)
            out.append(pair)
    return out


def data_terms(data: Any) -> Iterator[str]:
    """Every term of one system's rules data, in the order of the data."""
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
