"""What the mech editor, designer and status dock read from the rules, through services: the bundled designs, a
design's problems, a stored state as the rules read it, and the rules' words for locations, actuators and dice.

The mech widgets (``gui/systems/mech``) import this module and never ``muster.rules``. The design checks read no
rules table (a design is the same under any house rule); the painted sheets take the campaign's tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.rules.mech.design import DesignProblem, design_problems
from muster.rules.mech.mechtables import MechTables, RulesData, as_tables
from muster.rules.mech.state import MechState
from muster.rules.mech.text import actuator_text, colour_text, loc_text
from muster.services.mech_units import design_of, sample_design, sample_designs

if TYPE_CHECKING:
    from muster.services.core import CampaignService

SYSTEM = "mech"

__all__ = ["DesignProblem", "MechState", "MechTables", "RulesData", "as_tables", "actuator_text", "colour_text",
           "design_of", "design_problems", "loc_text", "mech_state", "sample_design", "sample_designs", "tables",
           "consciousness_track"]


def mech_state(state: dict[str, Any] | None, *, blank: bool = False) -> MechState:
    """A stored mech state as the rules read it; ``blank``: the same design and pilot, undamaged and unhurt.
    Raises ValueError (``DesignError``) naming the bad field."""
    if not blank:
        return MechState.from_dict(state or {})
    pilot = dict((state or {}).get("pilot") or {})
    pilot.update(head_hits=0, status="conscious")
    return MechState.from_dict({"id": (state or {}).get("id", "mech"), "design": (state or {}).get("design"),
                                "pilot": pilot})


def tables(svc: CampaignService | None) -> RulesData:
    """The campaign's mech tables (house rules merged); without a campaign, the bundled ones."""
    if svc is not None:
        from muster.services.systems import campaign_tables

        return campaign_tables(svc, SYSTEM)
    from muster.rules.mech.rulesdata import load_rules

    return load_rules()


def consciousness_track(rules: RulesData) -> tuple[tuple[int, ...], int]:
    """The pilot's consciousness track under ``rules``: the roll needed after each head hit, and the hit that kills
    (its last box)."""
    track = as_tables(rules).consciousness
    return track.needed, track.fatal_hit
