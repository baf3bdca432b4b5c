"""Phase 5, damage (parts fall off and pass damage on, one piloting roll,
heat tally with shutdown and ammo checks, wake-up attempts) and phase 6,
clean-up (wrecks leave the board). Artillery (phase 3) is not in this game.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Sequence

from muster.i18n import Msg, term_noop
from muster.rules.chance import percent_text
from muster.rules.dice import Roller
from muster.rules.mech.damage import biggest_bin, consciousness_check, explode, settle
from muster.rules.mech.mechtables import Band, RulesData, as_tables, band_of
from muster.rules.mech.namedice import Dice, as_dice
from muster.rules.mech.piloting import automatic_failure, piloting_odds, piloting_roll, turn_modifiers
from muster.rules.mech.state import MechState, Turn
from muster.rules.mech.text import Phrase, reasons_text

# shown as ``render(term("Mech", ARTILLERY_NOTE))``
ARTILLERY_NOTE = term_noop("Mech", "Artillery is not part of this game: the phase is skipped.")


@dataclass
class DamagePhaseResult:
    mech: str
    state: MechState
    parts: list = field(default_factory=list)
    piloting: dict | None = None
    heat: dict = field(default_factory=dict)
    shutdown: dict | None = None
    ammo_check: dict | None = None
    life_support: dict | None = None
    wake_up: dict | None = None
    notes: list = field(default_factory=list)
    damage_this_turn: int = 0         # the figure counted toward "20 or more damage" (carried damage once)
    next_turn: dict | None = None     # what the heat check's ammo explosion left for next turn's piloting roll
    heavy_from: int = 20              # the data's "20 or more damage" threshold

    def to_dict(self) -> dict:
        return {"mech": self.mech, "damage_this_turn": self.damage_this_turn,
                "heavy_damage": self.damage_this_turn >= self.heavy_from, "next_turn_piloting": self.next_turn,
                "parts": self.parts, "piloting": self.piloting, "heat": self.heat,
                "shutdown": self.shutdown, "ammo_check": self.ammo_check, "life_support": self.life_support,
                "wake_up": self.wake_up, "notes": self.notes, "status": self.state.status,
                "state": self.state.to_dict()}


def damage_phase(state: MechState, dice: Dice | Roller, rules: RulesData) -> DamagePhaseResult:
    """Everything the damage phase does to one mech; returns a new state."""
    roller = as_dice(dice)
    new = state.copy()
    res = DamagePhaseResult(new.id, new)
    tables = as_tables(rules)
    res.heavy_from = tables.piloting.heavy_damage_from
    # 1. parts with nothing left fall off; their excess goes on (counted once, where it first struck)
    res.parts = settle(new, roller, rules)
    res.damage_this_turn = new.turn.damage_taken
    if new.out_of_action:
        res.notes.append(Phrase(Msg("Mech", "%1 is out of the battle: %2").args(new.id, new.status_msg)))
        new.turn = Turn()
        return res
    # 2. one piloting roll for every reason of the turn
    res.piloting = _piloting(new, roller, rules)
    # 3. heat (after the piloting roll, as the text orders them): what an ammo explosion causes now (a leg
    # lost, 20+ damage) is a reason for next turn's piloting roll, made in next turn's damage phase
    t = new.turn
    reasons_before, damage_before = len(t.piloting_reasons), t.damage_taken
    total = _heat(new, res, roller, rules)
    ls = tables.components.life_support_consciousness_from_heat
    if new.life_support_hits and total >= ls and new.pilot.status == "conscious":
        res.life_support = consciousness_check(new, roller, rules,
                                               Phrase(Msg("Mech", "life support hit, heat %1").args(total)))
    # 4. wake-up attempt for a pilot out since before this turn
    if new.pilot.status == "unconscious":
        if new.turn.failed_consciousness:
            res.wake_up = {"skipped": Phrase(Msg("Mech", "failed a consciousness roll this turn"))}
        else:
            res.wake_up = consciousness_check(new, roller, rules, Phrase(Msg("Mech", "waking up")), kind="wake_up")
    if new.pilot.status == "unconscious":
        res.notes.append(Phrase(Msg("Mech", "the pilot is unconscious: the mech is shut down next turn")))
    if new.out_of_action:
        res.notes.append(Phrase(Msg("Mech", "%1 is out of the battle: %2").args(new.id, new.status_msg)))
    carried = Turn(piloting_reasons=list(t.piloting_reasons[reasons_before:]),
                   damage_taken=t.damage_taken - damage_before)
    new.turn = Turn()
    if not new.out_of_action and (carried.piloting_reasons or carried.damage_taken):
        new.turn = carried
        res.next_turn = {"damage": carried.damage_taken, "reasons": list(carried.piloting_reasons)}
        res.notes.append(Phrase(Msg("Mech", "the ammunition explosion counts toward next turn's piloting roll")))
    return res


def _piloting(new: MechState, dice: Dice, rules: RulesData) -> dict | None:
    """The damage phase's one piloting roll for every reason of the turn (None: no reason)."""
    reasons, extra = turn_modifiers(new, rules)
    if not reasons:
        return None
    why = Phrase(reasons_text(reasons))
    if new.prone:
        return {"reason": why, "skipped": Phrase(Msg("Mech", "already prone"))}
    auto = automatic_failure(new, rules)
    if auto:
        out: dict = {"reason": why, "success": False, "automatic_failure": auto}
    else:
        out = piloting_roll(new, dice, rules, why, extra)
    if not out["success"]:
        new.prone = True
        out["result"] = Phrase(Msg("Mech", "falls prone"))
    else:
        out["result"] = Phrase(Msg("Mech", "stays standing"))
    return out


def _heat(new: MechState, res: DamagePhaseResult, dice: Dice, rules: RulesData) -> int:
    """The heat tally, then the shutdown and ammunition checks it calls for; returns the new heat."""
    t = new.turn
    tables = as_tables(rules)
    engine = new.engine_hits * tables.components.engine_heat_per_hit
    sinks = new.working_heat_sinks()
    raw = new.heat + t.movement_heat + t.weapon_heat + t.other_heat + engine
    total = max(0, raw - sinks)
    res.heat = {"carried": new.heat, "movement": t.movement_heat, "weapons": t.weapon_heat, "other": t.other_heat,
                "engine": engine, "sinks": -sinks, "total": total}
    new.heat = total
    res.heat["attack_penalty_next_turn"] = new.heat_attack_penalty(rules)
    res.heat["mp_lost_next_turn"] = new.heat_mp_loss(rules)
    heat_rules = tables.heat
    new.shutdown = False
    band = band_of(heat_rules.shutdown, total)
    if band is not None:
        if band.automatic:
            new.shutdown = True
            res.shutdown = {"heat": total, "automatic": True, "result": Phrase(Msg("Mech", "shuts down next turn"))}
        else:
            roll = dice.roll("shutdown", heat_rules.shutdown_dice,
                             Msg("Mech", "%1: shutdown check at heat %2").args(new.id, total),
                             target=band.value)
            ok = roll.total >= band.value
            new.shutdown = not ok
            res.shutdown = {"heat": total, "dice": list(roll.faces), "total": roll.total, "needed": band.value,
                            "margin": roll.total - band.value, "success": ok,
                            "result": Phrase(Msg("Mech", "keeps running") if ok else
                                             Msg("Mech", "shuts down next turn"))}
    band = band_of(heat_rules.ammo_check, total)
    if band is not None:
        res.ammo_check = _ammo_check(new, total, band, dice, rules)
    return total


def _ammo_check(new: MechState, total: int, band: Band, dice: Dice, rules: RulesData) -> dict:
    bin_ = biggest_bin(new, rules)
    if bin_ is None:
        return {"heat": total, "result": Phrase(Msg("Mech", "no live ammunition: no check"))}
    roll = dice.roll("ammo_check", as_tables(rules).heat.ammo_dice,
                     Msg("Mech", "%1: ammunition check at heat %2").args(new.id, total), target=band.value)
    ok = roll.total >= band.value
    out: dict = {"heat": total, "dice": list(roll.faces), "total": roll.total, "needed": band.value,
                 "margin": roll.total - band.value, "success": ok}
    if not ok:
        out["explosion"] = explode(new, bin_, dice, rules, Msg("Mech", "heat"))
        out["parts"] = settle(new, dice, rules)
    return out


def damage_phase_all(mechs: Sequence[MechState], dice, rules: RulesData) -> list[DamagePhaseResult]:
    dice = as_dice(dice)
    return [damage_phase(m, dice, rules) for m in mechs]


def clean_up(mechs: Sequence[MechState]) -> tuple[list[MechState], list[dict]]:
    """Wrecks and mechs with dead pilots leave the board."""
    keep, removed = [], []
    for m in mechs:
        if m.out_of_action:
            removed.append({"mech": m.id, "reason": m.status})
        else:
            keep.append(m)
    return keep, removed


def heat_check_odds(heat: int, rules: RulesData) -> dict:
    """Exact chances of passing the shutdown and ammunition checks at ``heat``."""
    from fractions import Fraction

    from muster.rules.dice import distribution

    out: dict = {"heat": heat}
    for key, dice_key in (("shutdown", "shutdown_dice"), ("ammo_check", "ammo_dice")):
        heat_rules = as_tables(rules).heat
        band = band_of(heat_rules.shutdown if key == "shutdown" else heat_rules.ammo_check, heat)
        if band is None:
            out[key] = {"check": False}
        elif band.automatic:
            out[key] = {"check": False, "automatic": True, "chance": "0/1", "percent": 0.0, "percent_text": "0.00%"}
        else:
            dist = distribution(heat_rules.shutdown_dice if dice_key == "shutdown_dice" else heat_rules.ammo_dice)
            p = Fraction(sum(w for v, w in dist.items() if v >= band.value), sum(dist.values()))
            out[key] = {"check": True, "needed": band.value, "chance": f"{p.numerator}/{p.denominator}",
                        "percent": round(float(p) * 100, 2), "percent_text": percent_text(p)}
    return out


def damage_phase_piloting_odds(state: MechState, rules: RulesData) -> dict:
    """Exact odds of this turn's damage-phase piloting roll, with every modifier of the turn (NOTES.md 5):
    20+ damage, legs lost (also those about to fall off), actuators, gyro, kicked, a missed kick.

    Criticals that carried damage may still score cannot be foreseen and are left out.
    """
    from muster.rules.dice import DiceError, Roller, ScriptedDice

    probe = state.copy()
    tables = as_tables(rules)
    quiet = replace(tables, critical={**tables.critical, "transfer_causes_criticals": False})
    try:
        settle(probe, as_dice(Roller(ScriptedDice([]))), quiet)
    except DiceError:   # a roll would be needed to settle: judge the state as it stands
        probe = state.copy()
    reasons, extra = turn_modifiers(probe, rules)
    out = piloting_odds(probe, rules, extra)
    out.update(reasons=reasons, roll_needed=bool(reasons), damage_this_turn=probe.turn.damage_taken)
    if probe.out_of_action:
        out.update(roll_needed=False, skipped=Phrase(Msg("Mech", "out of the battle: %1").args(probe.status_msg)))
    elif reasons and probe.prone:
        out.update(roll_needed=False, skipped=Phrase(Msg("Mech", "already prone")))
    elif reasons and automatic_failure(probe, rules):
        out.update(chance="0/1", percent=0.0, percent_text="0.00%", automatic_failure=automatic_failure(probe, rules))
    return out
