"""The Rules Reference's written page: found in the GM's language, its settings named as the House Rules tab
names them."""

from __future__ import annotations

import re
from pathlib import Path

from muster import systems
from muster.gui.reference.data import Path as DataPath
from muster.gui.reference.data import entry_name, shown_label
from muster.services.reference import default_tables, is_meta, item_name


def reference_page(system: str, language: str | None = None) -> Path | None:
    """The reference page of ``system`` in ``language`` (the GM's now): ``resources/reference/<lang>/<system>.md``,
    else the English one, ``resources/reference/<system>.md`` (None: no page at all)."""
    from muster.gui.i18n import SOURCE_LANGUAGE, current_language
    from muster.paths import resource_path

    language = language or current_language()
    name = f"{systems.get(system).tables}.md"
    candidates = [resource_path("reference", language, name)] if language != SOURCE_LANGUAGE else []
    candidates.append(resource_path("reference", name))
    return next((path for path in candidates if path.is_file()), None)


def reference_text(system: str, language: str | None = None) -> str:
    path = reference_page(system, language)
    return path.read_text(encoding="utf-8") if path is not None else ""


#: how the reference pages speak of house defaults, in every language they are written in
HOUSE_WORDS = ("house", "домашн")
_SPAN = re.compile(r"`([^`\n]+)`")
_DATA_PATH = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[\d+\])*")
_BLOCK_START = re.compile(r"^\s*([-*+]|\d+\.)\s|^\s*\||^#")


def data_path(text: str) -> tuple[DataPath, str] | None:
    """``("to_hit", "natural_20_always_hits"), ": true"`` from ``to_hit.natural_20_always_hits: true``."""
    match = _DATA_PATH.match(text)
    if not match:
        return None
    tokens = re.findall(r"[A-Za-z_]\w*|\[\d+\]", match.group(0))
    parts: list[str | int] = [int(t[1:-1]) if t.startswith("[") else t for t in tokens]
    return tuple(parts), text[match.end():]


def gm_label(data: object, path: DataPath) -> str | None:
    """A setting as the House Rules tab names it (``Combat ▸ Tie resets momentum``, ``Equipment ▸ Good``);
    None when ``path`` is not a setting of ``data``."""
    names: list[str] = []
    for part in path:
        if isinstance(part, int):
            if not isinstance(data, list) or not 0 <= part < len(data):
                return None
            data = data[part]
            named = item_name(data)
            names.append(entry_name(named) if named is not None else f"#{part + 1}")
        elif isinstance(data, dict) and part not in data and f"{part}_house_default" in data:
            data = None  # a rule the data only describes (its note and mark), with no value of its own
            names.append(shown_label(part))
        else:
            if not isinstance(data, dict) or part not in data or is_meta(part):
                return None
            data = data[part]
            names.append(shown_label(part))
    return " ▸ ".join(names) if names else None


def gm_text(system: str, text: str) -> str:
    """The reference as the GM reads it: a setting named by its data key becomes its House Rules label.

    The reference names settings by key (``combat.tie_resets_momentum``; tests check that every house default
    is named); on screen it reads *Combat ▸ Tie resets momentum* (in the GM's language). A lone word such as
    `combat` is a setting only in a paragraph about house defaults (elsewhere it may be a command-line action of
    the same name); a translated page speaks of them in its own words (``HOUSE_WORDS``).
    """
    data = default_tables(system)

    def swap(match: re.Match[str], house: bool) -> str:
        found = data_path(match.group(1))
        if found is None:
            return match.group(0)
        path, rest = found
        if len(path) == 1 and not house:
            return match.group(0)
        label = gm_label(data, path)
        return f"*{label}*{rest}" if label else match.group(0)

    out: list[str] = []
    block: list[str] = []

    def flush() -> None:
        chunk = "\n".join(block)
        low = chunk.lower()
        house = any(word in low for word in HOUSE_WORDS)
        out.append(_SPAN.sub(lambda m: swap(m, house), chunk))
        block.clear()

    for line in text.splitlines():
        if (not line.strip() or _BLOCK_START.match(line)) and block:
            flush()
        block.append(line)
    if block:
        flush()
    return "\n".join(out)
