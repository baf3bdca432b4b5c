"""d20 mech combat (Wild Pig Comics demo rules): record sheets, the six-phase round, odds.

Service-layer entry points (all pure: states in, new states out):

* :func:`load_rules` - the tables (with a campaign's overrides);
* :class:`MechDesign`, :func:`design_problems`, :func:`load_sample` - record sheets;
* :class:`MechState`, :class:`Pilot` - one mech in a battle (``to_dict``/``from_dict``);
* :func:`roll_initiative`, :func:`move`, :func:`resolve_combat`, :func:`attack_odds`,
  :func:`damage_phase`, :func:`clean_up` - the round.
"""

from muster.rules.mech.combat import Attack, AttackError, attack_odds, hit_chance, plan_attack, resolve_combat
from muster.rules.mech.damage import hit_location, location_odds
from muster.rules.mech.design import (
    DesignError,
    DesignProblem,
    Item,
    MechDesign,
    design_problems,
    load_sample,
    sample_names,
)
from muster.rules.mech.initiative import roll_initiative
from muster.rules.mech.movement import MovePlan, move, mp_available
from muster.rules.mech.namedice import Dice
from muster.rules.mech.phases import ARTILLERY_NOTE, clean_up, damage_phase, damage_phase_all
from muster.rules.mech.piloting import piloting_odds
from muster.rules.mech.rulesdata import LOCATIONS, load_rules, validate_rules
from muster.rules.mech.state import MechState, Pilot, Turn


def tables(overrides: dict | None = None) -> dict:
    """The campaign's mech tables (``house_rules.tables_for`` calls this)."""
    return load_rules(overrides)


__all__ = [
    "ARTILLERY_NOTE", "Attack", "AttackError", "Dice", "DesignError", "DesignProblem", "Item", "LOCATIONS",
    "MechDesign", "MechState", "MovePlan", "Pilot", "Turn", "attack_odds", "clean_up", "damage_phase",
    "damage_phase_all", "design_problems", "hit_chance", "hit_location", "load_rules", "load_sample",
    "location_odds", "move", "mp_available", "piloting_odds", "plan_attack", "resolve_combat", "roll_initiative",
    "sample_names", "tables", "validate_rules",
]
