"""Phase 5, damage (parts fall off and pass damage on, one piloting roll,
heat tally with shutdown and ammo checks, wake-up attempts) and phase 6,
clean-up (wrecks leave the board). Artillery (phase 3) is not in this game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from muster.rules.mech.damage import biggest_bin, consciousness_check, explode, settle
from muster.rules.mech.namedice import as_dice
from muster.rules.mech.piloting import automatic_failure, piloting_roll, turn_modifiers
from muster.rules.mech.state import MechState, Turn
from muster.rules.tables import band_for

ARTILLERY_NOTE = "Artillery is not part of this game: the phase is skipped."


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

    def to_dict(self) -> dict:
        return {"mech": self.mech, "parts": self.parts, "piloting": self.piloting, "heat": self.heat,
                "shutdown": self.shutdown, "ammo_check": self.ammo_check, "life_support": self.life_support,
                "wake_up": self.wake_up, "notes": self.notes, "status": self.state.status,
                "state": self.state.to_dict()}


def _band(bands: list[dict], value: int) -> dict | None:
    try:
        return band_for(bands, value)
    except LookupError:
        return None


def damage_phase(state: MechState, dice, rules: dict) -> DamagePhaseResult:
    """Everything the damage phase does to one mech; returns a new state."""
    dice = as_dice(dice)
    new = state.copy()
    res = DamagePhaseResult(new.id, new)
    # 1. parts with nothing left fall off; their excess goes on
    res.parts = settle(new, dice, rules)
    if new.out_of_action:
        res.notes.append(f"{new.id} is out of the battle: {new.status}")
        new.turn = Turn()
        return res
    # 2. one piloting roll for every reason of the turn
    reasons, extra = turn_modifiers(new, rules)
    if reasons:
        why = "; ".join(reasons)
        if new.prone:
            res.piloting = {"reason": why, "skipped": "already prone"}
        else:
            auto = automatic_failure(new, rules)
            if auto:
                res.piloting = {"reason": why, "success": False, "automatic_failure": auto}
            else:
                res.piloting = piloting_roll(new, dice, rules, why, extra)
            if not res.piloting["success"]:
                new.prone = True
                res.piloting["result"] = "falls prone"
            else:
                res.piloting["result"] = "stays standing"
    # 3. heat
    t = new.turn
    engine = new.engine_hits * rules["components"]["engine"]["heat_per_hit"]
    sinks = new.working_heat_sinks()
    raw = new.heat + t.movement_heat + t.weapon_heat + t.other_heat + engine
    total = max(0, raw - sinks)
    res.heat = {"carried": new.heat, "movement": t.movement_heat, "weapons": t.weapon_heat, "other": t.other_heat,
                "engine": engine, "sinks": -sinks, "total": total}
    new.heat = total
    res.heat["attack_penalty_next_turn"] = new.heat_attack_penalty(rules)
    res.heat["mp_lost_next_turn"] = new.heat_mp_loss(rules)
    heat_rules = rules["heat"]
    new.shutdown = False
    band = _band(heat_rules["shutdown"], total)
    if band is not None:
        if band.get("automatic"):
            new.shutdown = True
            res.shutdown = {"heat": total, "automatic": True, "result": "shuts down next turn"}
        else:
            roll = dice.roll("shutdown", heat_rules["shutdown_dice"], f"{new.id}: shutdown check at heat {total}",
                              target=band["needed"])
            ok = roll.total >= band["needed"]
            new.shutdown = not ok
            res.shutdown = {"heat": total, "dice": list(roll.faces), "total": roll.total, "needed": band["needed"],
                            "margin": roll.total - band["needed"], "success": ok,
                            "result": "keeps running" if ok else "shuts down next turn"}
    band = _band(heat_rules["ammo_check"], total)
    if band is not None:
        bin_ = biggest_bin(new, rules)
        if bin_ is None:
            res.ammo_check = {"heat": total, "result": "no live ammunition: no check"}
        else:
            roll = dice.roll("ammo_check", heat_rules["ammo_dice"], f"{new.id}: ammunition check at heat {total}",
                              target=band["needed"])
            ok = roll.total >= band["needed"]
            res.ammo_check = {"heat": total, "dice": list(roll.faces), "total": roll.total, "needed": band["needed"],
                              "margin": roll.total - band["needed"], "success": ok}
            if not ok:
                res.ammo_check["explosion"] = explode(new, bin_, dice, rules, "heat")
                res.ammo_check["parts"] = settle(new, dice, rules)
    ls = rules["components"]["life_support"]["consciousness_from_heat"]
    if new.life_support_hits and total >= ls and new.pilot.status == "conscious":
        res.life_support = consciousness_check(new, dice, rules, f"life support hit, heat {total}")
    # 4. wake-up attempt for a pilot out since before this turn
    if new.pilot.status == "unconscious":
        if new.turn.failed_consciousness:
            res.wake_up = {"skipped": "failed a consciousness roll this turn"}
        else:
            res.wake_up = consciousness_check(new, dice, rules, "waking up", kind="wake_up")
    if new.pilot.status == "unconscious":
        res.notes.append("the pilot is unconscious: the mech is shut down next turn")
    if new.out_of_action:
        res.notes.append(f"{new.id} is out of the battle: {new.status}")
    new.turn = Turn()
    return res


def damage_phase_all(mechs: Sequence[MechState], dice, rules: dict) -> list[DamagePhaseResult]:
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


def heat_check_odds(heat: int, rules: dict) -> dict:
    """Exact chances of passing the shutdown and ammunition checks at ``heat``."""
    from fractions import Fraction

    from muster.rules.dice import distribution

    out: dict = {"heat": heat}
    for key, dice_key in (("shutdown", "shutdown_dice"), ("ammo_check", "ammo_dice")):
        band = _band(rules["heat"][key], heat)
        if band is None:
            out[key] = {"check": False}
        elif band.get("automatic"):
            out[key] = {"check": False, "automatic": True, "chance": "0/1", "percent": 0.0}
        else:
            dist = distribution(rules["heat"][dice_key])
            p = Fraction(sum(w for v, w in dist.items() if v >= band["needed"]), sum(dist.values()))
            out[key] = {"check": True, "needed": band["needed"], "chance": f"{p.numerator}/{p.denominator}",
                        "percent": round(float(p) * 100, 2)}
    return out
