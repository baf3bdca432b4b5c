"""The rules terms Muster shows from data (rules tables, the systems registry), for the translators.

``muster.i18n.term(context, text)`` renders one of these at run time; ``python -m muster.tools.i18n
update`` writes them all into ``muster/i18n_terms.py`` so that pyside6-lupdate sees them.
"""

from __future__ import annotations

from typing import Iterator


def all_terms() -> list[tuple[str, str]]:
    seen: set[tuple[str, str]] = set()
    out = []
    for pair in _terms():
        if pair[1] and pair not in seen:
            seen.add(pair)
            out.append(pair)
    return out


def _terms() -> Iterator[tuple[str, str]]:
    return iter(())
