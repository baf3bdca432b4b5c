"""What the Rules Reference reads of the rules (no Qt): each system's default tables, a house-rule patch checked
by the engine, and how the data reads as words (``muster.rules.words``, which the translators' terms read too).

The GUI reaches the rules through this module only; the tables are plain JSON-safe data (what the engine
validated), the same the House Rules tab edits and ``house_rules.set_override`` stores.
"""

from __future__ import annotations

from typing import Any

from muster import systems
from muster.rules.tables import RulesDataError
from muster.rules.words import is_meta, is_term_value, is_word, item_name, label_of

__all__ = ["RulesDataError", "checked_tables", "default_tables", "is_meta", "is_term_value", "is_word", "item_name",
           "label_of"]


def default_tables(system: str) -> dict[str, Any]:
    """The bundled tables of ``system`` (no campaign's house rules)."""
    tables: dict[str, Any] = systems.load(systems.get(system).engine).tables(None)
    return tables


def checked_tables(system: str, patch: dict[str, Any] | None) -> dict[str, Any]:
    """The tables with ``patch`` merged, checked by the engine; RulesDataError names the bad field."""
    tables: dict[str, Any] = systems.load(systems.get(system).engine).tables(patch)
    return tables
