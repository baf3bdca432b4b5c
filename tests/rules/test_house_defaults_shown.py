"""Every house default in the rules data is shown in the system's rules reference.

How the data marks a house default (the same marks the Rules Reference window reads):

* ``"house_default": true`` inside an object: that object (a section, a table row) is a house default;
* ``"<key>_house_default": true`` beside a value: the value ``<key>`` is a house default.

A note (``notes`` or ``<key>_notes``) that speaks of a house reading or default must sit on or around a
marked entry, and no other key may speak of "house". The reference (``resources/reference/<system>.md``)
shows a house default when one paragraph, list item or table row says "house" and names the entry's
path in backticks (``to_hit.natural_20_always_hits``, ``outnumbered[0]``), or a path above or below it
(``outnumbered`` covers its rows).
"""

from __future__ import annotations

import json
import re

import pytest

from muster import systems
from muster.paths import resource_path

MARK = "house_default"


def _path_text(path: tuple) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def walk(data, path: tuple = ()):
    """(kind, path, text): 'mark' for a house default, 'note' for a note speaking of house, 'stray' for a bad key."""
    if isinstance(data, dict):
        if data.get(MARK) is True:
            yield "mark", path, ""
        for key, value in data.items():
            if key.endswith("_" + MARK):
                if value is True:
                    yield "mark", path + (key[: -len(MARK) - 1],), ""
            elif key == MARK:
                continue
            elif "house" in key.lower():
                yield "stray", path + (key,), f"'{key}' is not a house-default mark (use {MARK} or <key>_{MARK})"
            elif isinstance(value, str) and (key == "notes" or key.endswith("_notes")) and "house" in value.lower():
                yield "note", path if key == "notes" else path + (key[: -len("_notes")],), value
            else:
                yield from walk(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from walk(value, path + (i,))


def _related(a: tuple, b: tuple) -> bool:
    """One path lies on the other's branch (equal, above or below), never through the file's root alone."""
    n = min(len(a), len(b))
    return n > 0 and a[:n] == b[:n]


def blocks(text: str) -> list[str]:
    """Paragraphs, list items and table rows of a Markdown text."""
    out: list[str] = []
    current: list[str] = []
    for line in text.splitlines():
        starts = re.match(r"^\s*([-*+]|\d+\.)\s|^\s*\||^#", line)
        if not line.strip() or starts:
            if current:
                out.append(" ".join(current))
            current = [line] if line.strip() else []
        else:
            current.append(line)
    if current:
        out.append(" ".join(current))
    return out


_PATH = re.compile(r"^[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*|\[\d+\])*")


def _parse_path(text: str) -> tuple | None:
    match = _PATH.match(text.strip())
    if not match:
        return None
    parts: list = []
    for token in re.findall(r"[A-Za-z_]\w*|\[\d+\]", match.group(0)):
        parts.append(int(token[1:-1]) if token.startswith("[") else token)
    return tuple(parts)


def shown_paths(reference: str) -> list[tuple]:
    """Paths named in backticks in the blocks of the reference that speak of a house default or reading."""
    out = []
    for block in blocks(reference):
        if "house" not in block.lower():
            continue
        for span in re.findall(r"`([^`]+)`", block):
            path = _parse_path(span)
            if path:
                out.append(path)
    return out


def _systems():
    return [(spec.key, spec.tables) for spec in (systems.find(k) for k in systems.keys())]


@pytest.mark.parametrize("key,tables", _systems(), ids=[k for k, _ in _systems()])
def test_every_house_default_is_marked_and_shown(key, tables):
    data = json.loads(resource_path("rules", f"{tables}.json").read_text(encoding="utf-8"))
    reference = resource_path("reference", f"{key}.md").read_text(encoding="utf-8")
    found = list(walk(data))
    marks = [p for kind, p, _ in found if kind == "mark"]
    problems = [f"{tables}.{_path_text(p)}: {why}" for kind, p, why in found if kind == "stray"]
    for kind, path, text in found:
        if kind == "note" and path and not any(_related(path, m) for m in marks):
            problems.append(f"{tables}.{_path_text(path)}: its note speaks of a house reading ({text[:60]!r}...) but "
                            f"nothing there is marked {MARK}")
    shown = shown_paths(reference)
    for path in marks:
        if not any(_related(path, s) for s in shown):
            problems.append(f"resources/reference/{key}.md does not show the house default `{_path_text(path)}` "
                            f"(a paragraph, list item or table row saying 'house' and naming `{_path_text(path)}`)")
    assert not problems, "\n".join(problems)


def test_the_walk_finds_marks_notes_and_strays():
    data = {"notes": "all house", "a": {"house_default": True, "x": 1}, "b": {"y": 2, "y_house_default": True,
                                                                          "z_notes": "a house reading"},
            "rows": [{"v": 1}, {"v": 2, "house_default": True}], "c": {"default_is_house": True}}
    found = {(kind, _path_text(p)) for kind, p, _ in walk(data)}
    assert found == {("note", ""), ("mark", "a"), ("mark", "b.y"), ("note", "b.z"), ("mark", "rows[1]"),
                     ("stray", "c.default_is_house")}


def test_the_reference_check_reads_blocks_and_paths():
    md = ("Intro\n\n- **House default** `to_hit.natural_20_always_hits: true`, or\n  see `other`\n"
          "- plain `rows[1]` without the word\n| `outnumbered` | house |\n")
    assert shown_paths(md) == [("to_hit", "natural_20_always_hits"), ("other",), ("outnumbered",)]
    assert _related(("outnumbered", 0), ("outnumbered",)) and not _related(("a",), ("b",))
