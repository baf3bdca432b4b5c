"""Loading and checking the GURPS Mass Combat tables (``resources/rules/gurps.json``)."""

from __future__ import annotations

from muster.rules.gurps.tables import GurpsTables
from muster.rules.tables import load

SYSTEM = "gurps"


def tables(overrides: dict | None = None) -> dict:
    """The bundled tables with a campaign's overrides merged in, validated."""
    return load(SYSTEM, overrides, validate)


def validate(data: dict, name: str = SYSTEM) -> None:
    """Check every table the engine reads (:meth:`GurpsTables.from_dict`); raise RulesDataError naming the field."""
    GurpsTables.from_dict(data, name)
