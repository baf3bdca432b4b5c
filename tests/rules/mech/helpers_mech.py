"""Shared builders for the mech tests (not a test module)."""

from __future__ import annotations

import copy

from muster.rules.dice import Roller, ScriptedDice
from muster.rules.mech import Dice, MechDesign, MechState, Pilot, load_rules

RULES = load_rules()


def rules(overrides=None) -> dict:
    return load_rules(overrides) if overrides else copy.deepcopy(RULES)


def dice(*faces, named=None) -> Dice:
    return Dice(Roller(ScriptedDice(list(faces))), named)


def _chart(*rows):
    out, face = [], 1
    for n, comp, extra in rows:
        out.append({"min": face, "max": face + n - 1, "component": comp, **extra})
        face += n
    out.append({"min": face, "max": 19, "component": "no_critical"})
    out.append({"min": 20, "max": 20, "component": "destroyed"})
    return out


def A(name):
    return {"actuator": name}


def I(item):  # noqa: E743 (the record sheet's own short name for an item)
    return {"item": item}


TESTBED = {
    "name": "Testbed", "tonnage": 40, "walk": 4, "run": 6, "jump": 2, "heat_sinks": 10,
    "hands": ["left_arm", "right_arm"], "feet": ["left_leg", "right_leg"],
    "locations": {
        "head": {"armor": 2, "internal": 3, "critical": _chart((2, "life_support", {}), (2, "sensors", {}))},
        "center_torso": {"armor": 10, "internal": 5, "critical": _chart(
            (2, "engine", {}), (2, "gyro", {}), (2, "heat_sink", I("hs_ct")))},
        "left_torso": {"armor": 8, "internal": 4, "critical": _chart(
            (2, "ammo", I("ammo_ac")), (2, "weapon", I("ac")), (2, "jump_jet", I("jj_lt")), (2, "equipment", I("tl")))},
        "right_torso": {"armor": 8, "internal": 4, "critical": _chart(
            (2, "weapon", I("ml_rear")), (2, "ammo", I("ammo_srm")), (2, "weapon", I("srm")))},
        "center_torso_rear": {"armor": 3, "internal": 2},
        "left_torso_rear": {"armor": 3, "internal": 2},
        "right_torso_rear": {"armor": 3, "internal": 2},
        "left_arm": {"armor": 6, "internal": 3, "critical": _chart(
            (1, "actuator", A("shoulder")), (1, "actuator", A("upper_arm")), (1, "actuator", A("lower_arm")),
            (1, "actuator", A("hand")), (2, "weapon", I("ml_la")))},
        "right_arm": {"armor": 6, "internal": 3, "critical": _chart(
            (1, "actuator", A("shoulder")), (1, "actuator", A("upper_arm")), (1, "actuator", A("lower_arm")),
            (1, "actuator", A("hand")))},
        "left_leg": {"armor": 6, "internal": 3, "critical": _chart(
            (1, "actuator", A("hip")), (1, "actuator", A("upper_leg")), (1, "actuator", A("lower_leg")),
            (1, "actuator", A("foot")), (2, "jump_jet", I("jj_ll")))},
        "right_leg": {"armor": 6, "internal": 3, "critical": _chart(
            (1, "actuator", A("hip")), (1, "actuator", A("upper_leg")), (1, "actuator", A("lower_leg")),
            (1, "actuator", A("foot")))},
    },
    "items": [
        {"id": "ml_la", "name": "Medium Laser", "kind": "weapon", "location": "left_arm", "damage": 5, "heat": 3,
         "short": 3, "medium": 6, "long": 9},
        {"id": "ac", "name": "Autocannon", "kind": "weapon", "location": "left_torso", "damage": 8, "heat": 2,
         "short": 5, "medium": 10, "long": 15, "ammo_bin": "ammo_ac"},
        {"id": "ac2", "name": "Light Autocannon", "kind": "weapon", "location": "center_torso", "damage": 2,
         "heat": 1, "short": 5, "medium": 10, "long": 15, "ammo_bin": "ammo_ac"},
        {"id": "ammo_ac", "name": "AC Ammo", "kind": "ammo", "location": "left_torso", "shots": 2, "damage": 5},
        {"id": "srm", "name": "SRM 4", "kind": "weapon", "location": "right_torso", "damage": "2d6", "heat": 3,
         "short": 3, "medium": 6, "long": 9, "ammo_bin": "ammo_srm"},
        {"id": "ammo_srm", "name": "SRM Ammo", "kind": "ammo", "location": "right_torso", "shots": 5, "damage": "2d6"},
        {"id": "lrm", "name": "LRM 5", "kind": "weapon", "location": "center_torso", "damage": "1d6", "heat": 2,
         "min_range": 6, "short": 7, "medium": 14, "long": 21},
        {"id": "ml_rear", "name": "Rear Laser", "kind": "weapon", "location": "right_torso", "rear": True,
         "damage": 5, "heat": 3, "short": 3, "medium": 6, "long": 9},
        {"id": "hs_ct", "name": "Heat Sink", "kind": "heat_sink", "location": "center_torso"},
        {"id": "jj_lt", "name": "Jump Jet", "kind": "jump_jet", "location": "left_torso"},
        {"id": "jj_ll", "name": "Jump Jet", "kind": "jump_jet", "location": "left_leg"},
        {"id": "tl", "name": "Targeting Laser", "kind": "targeting", "location": "left_torso", "bonus": 1},
        {"id": "gel", "name": "GEL Dispenser", "kind": "gel_dispenser", "location": "right_arm", "heat": 1,
         "short": 1, "medium": 1, "long": 1, "needs_attack_roll": False},
        {"id": "gel_pack", "name": "GEL Pack", "kind": "gel_pack", "location": "center_torso", "shots": 3, "repair": 4},
        {"id": "gel_dice", "name": "GEL Pack (dice)", "kind": "gel_pack", "location": "center_torso", "shots": 3,
         "repair": "2d6"},
    ],
}


def design_dict() -> dict:
    return copy.deepcopy(TESTBED)


DESIGN = MechDesign.from_dict(TESTBED)


def mech(mid="a", gunnery=0, piloting=0, design=None, **fields) -> MechState:
    """A fresh Testbed (or ``design``) state; extra keyword fields are set on the state."""
    state = MechState(mid, design or DESIGN, Pilot(f"Pilot {mid}", gunnery, piloting))
    state.damage = {loc: 0 for loc in state.design.locations}
    for key, value in fields.items():
        setattr(state, key, value)
    return state
