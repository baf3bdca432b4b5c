"""The mech game's numbers: ``resources/rules/mech.json``, checked and typed by :class:`MechTables`.

Code holds procedure; every number a GM might house-rule lives in the data
file and is checked here, field by field, so a bad override is refused with
the path of the offending field (``mech.heat.shutdown[2].needed``).
"""

from __future__ import annotations

import json
from functools import lru_cache

from muster.rules import tables as rt
from muster.rules.mech.mechtables import ACTUATORS, FRONT_LOCATIONS, LOCATIONS, NAME, SIDES, MechTables, as_tables

__all__ = ["ACTUATORS", "FRONT_LOCATIONS", "LOCATIONS", "NAME", "SIDES", "MechTables", "as_tables", "cover_names",
           "load_rules", "validate_rules"]


def load_rules(overrides: dict | None = None) -> dict:
    """The bundled mech tables merged with a campaign's overrides, validated."""
    if not overrides:
        return _default()
    return rt.load(NAME, overrides, validate_rules)


@lru_cache(maxsize=1)
def _default_text() -> str:
    return json.dumps(rt.load(NAME, None, validate_rules))


def _default() -> dict:
    return json.loads(_default_text())


def validate_rules(data: dict, name: str = NAME) -> None:
    """Check the tables (``house_rules`` and ``load_rules``): :meth:`MechTables.from_dict` raises the first
    :class:`RulesDataError`, naming its field's path."""
    MechTables.from_dict(data, name)


def cover_names(rules: dict | MechTables) -> list[str]:
    return as_tables(rules).cover_names()
