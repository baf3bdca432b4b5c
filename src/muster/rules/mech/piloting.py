"""Piloting rolls: d20 + piloting against 10, one a turn, failure falls prone.

Penalties are written as negative roll modifiers: lasting damage (lost legs,
leg actuators, gyro) applies to every roll; this turn's events (20+ damage,
kicked, missed a kick) only to the damage-phase roll.
"""

from __future__ import annotations

from fractions import Fraction

from muster.rules.chance import percent_text
from muster.rules.dice import Modifier
from muster.rules.mech.damage import gyro_modifier, label
from muster.rules.mech.design import LEGS
from muster.rules.mech.namedice import Dice
from muster.rules.mech.state import MechState


def lasting_modifiers(state: MechState, rules: dict) -> list[Modifier]:
    mods = [Modifier("Piloting", state.pilot.piloting)]
    pil = rules["piloting"]
    for leg in state.legs_lost():
        mods.append(Modifier(f"{label(leg).capitalize()} lost", pil["leg_lost"]))
    acts = rules["components"]["actuators"]
    for key in state.actuators_hit:
        loc, _, name = key.partition(".")
        if loc in LEGS and acts[name]["piloting"]:
            mods.append(Modifier(f"{label(loc).capitalize()} {name.replace('_', ' ')} actuator", acts[name]["piloting"]))
    if state.gyro_hits:
        mods.append(Modifier(f"Gyro hit x{state.gyro_hits}", gyro_modifier(state, rules)))
    return mods


def turn_modifiers(state: MechState, rules: dict) -> tuple[list[str], list[Modifier]]:
    """This turn's reasons to roll and the modifiers they add (beyond lasting damage)."""
    pil = rules["piloting"]
    reasons = list(dict.fromkeys(state.turn.piloting_reasons))
    mods = []
    heavy = pil["heavy_damage"]
    if state.turn.damage_taken >= heavy["from"]:
        reasons.append(f"{state.turn.damage_taken} damage this turn")
        mods.append(Modifier(f"{heavy['from']}+ damage this turn", heavy["modifier"]))
    if "kicked" in reasons and pil["kicked"]:
        mods.append(Modifier("Kicked", pil["kicked"]))
    if "missed kick" in reasons and pil["missed_kick"]:
        mods.append(Modifier("Missed a kick", pil["missed_kick"]))
    return reasons, mods


def automatic_failure(state: MechState, rules: dict) -> str | None:
    if state.pilot.status != "conscious" and rules["piloting"]["unconscious_fails"]:
        return f"pilot {state.pilot.status}"
    if state.shutdown and rules["piloting"]["shutdown_fails"]:
        return "mech shut down"
    return None


def piloting_roll(state: MechState, dice: Dice, rules: dict, why: str, extra: list[Modifier] = ()) -> dict:
    mods = lasting_modifiers(state, rules) + list(extra)
    target = rules["piloting"]["target"]
    roll = dice.roll("piloting", "d20", f"{state.id}: piloting roll ({why})", mods, target=target)
    return {"reason": why, "roll": roll.faces[0], "modifiers": [m.to_dict() for m in mods], "total": roll.total,
            "needed": target, "margin": roll.total - target, "success": roll.total >= target}


def piloting_odds(state: MechState, rules: dict, extra: list[Modifier] = ()) -> dict:
    mods = lasting_modifiers(state, rules) + list(extra)
    total = sum(m.value for m in mods)
    target = rules["piloting"]["target"]
    ways = sum(1 for face in range(1, 21) if face + total >= target)
    chance = Fraction(ways, 20)
    return {"modifiers": [m.to_dict() for m in mods], "modifier_total": total, "needed": target,
            "need_natural": target - total, "chance": f"{chance.numerator}/{chance.denominator}",
            "percent": round(float(chance) * 100, 2), "percent_text": percent_text(chance)}
