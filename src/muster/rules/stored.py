"""How each engine reads a unit state a campaign keeps: the very readers the use cases call inside a GM action.

Each system's descriptor names its reader (``SystemSpec.read_state``, ``"muster.rules.stored:..."``), a function
``(state, tables) -> object`` that returns the engine's unit and raises (a ``TextError`` naming the field, or a
``ValueError``/``TypeError``) when the state cannot be read. ``muster check`` and File ▸ Check File
(:mod:`muster.campaign.validate`) run every unit of a campaign through its reader, with the campaign's own tables
(house rules merged in), so a file the check calls healthy never makes an action fail on reading a unit.
Pure Python: no Qt, no SQLAlchemy.
"""

from __future__ import annotations


def generic_unit(state: dict, tables: dict):
    """As ``muster.services.generic`` reads a unit (``GenericUnit.from_dict``)."""
    from muster.rules.generic import GenericUnit

    return GenericUnit.from_dict(state)


def bucs_unit(state: dict, tables: dict):
    """As ``muster.services.bucs`` reads a unit (``unit_from_dict`` with the campaign's tables)."""
    from muster.rules.bucs.units import unit_from_dict

    if not isinstance(state, dict):
        return unit_from_dict(state, tables)
    return unit_from_dict({"name": "Unit", **state}, tables)


def poleaxe_squad(state: dict, tables: dict):
    """As ``muster.services.poleaxe`` reads a squad (``Squad.from_dict``)."""
    from muster.rules.poleaxe import Squad

    return Squad.from_dict(state)


def gurps_unit(state: dict, tables: dict):
    """As ``muster.services.gurps`` reads a unit (``armies.Unit.from_dict``; the name is the row's)."""
    from muster.rules.gurps.armies import Unit

    if not isinstance(state, dict):
        return Unit.from_dict(state)
    return Unit.from_dict({**state, "name": "unit"})


def mech_state(state: dict, tables: dict):
    """As ``muster.services.mech`` reads a mech (``MechState.from_dict``)."""
    from muster.rules.mech import MechState

    return MechState.from_dict(state)
