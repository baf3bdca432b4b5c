"""Piloting rolls: d20 + piloting against 10, one a turn, failure falls prone.

Penalties are written as negative roll modifiers: lasting damage (lost legs,
leg actuators, gyro) applies to every roll; this turn's events (20+ damage,
kicked, missed a kick) only to the damage-phase roll.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from muster.i18n import Msg, message_of
from muster.rules.chance import percent_text
from muster.rules.dice import Modifier
from muster.rules.mech.damage import gyro_modifier
from muster.rules.mech.design import LEGS
from muster.rules.mech.mechtables import RulesData, as_tables
from muster.rules.mech.namedice import Dice
from muster.rules.mech.state import MechState
from muster.rules.mech.text import PILOTING, Phrase, actuator_text, loc_title, modifier_dicts, pilot_status_text


def lasting_modifiers(state: MechState, rules: RulesData) -> list[Modifier]:
    mods = [Modifier(PILOTING, state.pilot.piloting)]
    t = as_tables(rules)
    for leg in state.legs_lost():
        mods.append(Modifier(Phrase(Msg("Mech", "%1 lost").args(loc_title(leg))), t.piloting.leg_lost))
    acts = t.components.actuators
    for key in state.actuators_hit:
        loc, _, name = key.partition(".")
        if loc in LEGS and acts[name].piloting:
            mods.append(Modifier(actuator_modifier(loc, name), acts[name].piloting))
    if state.gyro_hits:
        mods.append(Modifier(Phrase(Msg("Mech", "Gyro hit x%1").args(state.gyro_hits)), gyro_modifier(state, rules)))
    return mods


def actuator_modifier(loc: str, name: str) -> Phrase:
    """A roll modifier's name for a damaged actuator ("Left leg hip actuator")."""
    return Phrase(Msg("Mech", "%1 %2 actuator").args(loc_title(loc), actuator_text(name)))


def turn_modifiers(state: MechState, rules: RulesData) -> tuple[list[str], list[Modifier]]:
    """This turn's reasons to roll and the modifiers they add (beyond lasting damage)."""
    pil = as_tables(rules).piloting
    reasons = list(dict.fromkeys(state.turn.piloting_reasons))
    mods = []
    if state.turn.damage_taken >= pil.heavy_damage_from:
        reasons.append(Phrase(Msg("Mech", "%1 damage this turn").args(state.turn.damage_taken)))
        mods.append(Modifier(Phrase(Msg("Mech", "%1+ damage this turn").args(pil.heavy_damage_from)),
                             pil.heavy_damage_modifier))
    if "kicked" in reasons and pil.kicked:
        mods.append(Modifier(Phrase(Msg("Mech", "Kicked")), pil.kicked))
    if "missed kick" in reasons and pil.missed_kick:
        mods.append(Modifier(Phrase(Msg("Mech", "Missed a kick")), pil.missed_kick))
    return reasons, mods


def automatic_failure(state: MechState, rules: RulesData) -> str | None:
    pil = as_tables(rules).piloting
    if state.pilot.status != "conscious" and pil.unconscious_fails:
        return Phrase(Msg("Mech", "pilot %1").args(pilot_status_text(state.pilot.status)))
    if state.shutdown and pil.shutdown_fails:
        return Phrase(Msg("Mech", "mech shut down"))
    return None


def piloting_roll(state: MechState, dice: Dice, rules: RulesData, why: str, extra: Sequence[Modifier] = ()) -> dict:
    mods = lasting_modifiers(state, rules) + list(extra)
    target = as_tables(rules).piloting.target
    roll = dice.roll("piloting", "d20", Msg("Mech", "%1: piloting roll (%2)").args(state.id, message_of(why)), mods,
                     target=target)
    return {"reason": why, "roll": roll.faces[0], "modifiers": modifier_dicts(mods), "total": roll.total,
            "needed": target, "margin": roll.total - target, "success": roll.total >= target}


def piloting_odds(state: MechState, rules: RulesData, extra: Sequence[Modifier] = ()) -> dict:
    mods = lasting_modifiers(state, rules) + list(extra)
    total = sum(m.value for m in mods)
    target = as_tables(rules).piloting.target
    ways = sum(1 for face in range(1, 21) if face + total >= target)
    chance = Fraction(ways, 20)
    return {"modifiers": modifier_dicts(mods), "modifier_total": total, "needed": target,
            "need_natural": target - total, "chance": f"{chance.numerator}/{chance.denominator}",
            "percent": round(float(chance) * 100, 2), "percent_text": percent_text(chance)}
