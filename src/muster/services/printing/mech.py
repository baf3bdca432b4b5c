"""The mech record sheet's design, read from a unit's stored state (no Qt): its weapons and equipment as the
engine reads them, for the painting in ``gui/printing/mech.py``."""

from __future__ import annotations

from collections.abc import Mapping

from muster.rules.mech import MechState
from muster.rules.mech.design import Item

__all__ = ["Item", "design_items"]


def design_items(state: Mapping[str, object]) -> tuple[Item, ...]:
    """Every weapon and piece of equipment of the mech's design, in the design's order."""
    return MechState.from_dict(dict(state)).design.items
