"""Damage on a mech: hit locations, armor then structure, criticals, head hits,
ammo explosions, lost parts, carried-over damage and GEL repairs.

These helpers change the :class:`MechState` they are given; the public engine
functions (:mod:`.combat`, :mod:`.phases`) copy states first, so callers'
inputs are never changed.
"""

from __future__ import annotations

from fractions import Fraction

from muster.i18n import Msg, Text, message_of
from muster.rules.dice import Modifier
from muster.rules.mech.design import FRONT_OF, LEGS, Item, average_damage
from muster.rules.mech.mechtables import RulesData, as_tables
from muster.rules.mech.namedice import Dice
from muster.rules.mech.state import MechState
from muster.rules.mech.text import (
    PILOTING,
    Phrase,
    actuator_text,
    loc_text,
    modifier_dicts,
    reason_phrase_actuator,
    reason_phrase_leg_lost,
)

SETTLE_ORDER = ("left_arm", "right_arm", "left_leg", "right_leg", "left_torso_rear", "right_torso_rear",
                "left_torso", "right_torso", "center_torso_rear", "center_torso", "head")


# ---------------------------------------------------------------- hit location
def hit_location(face: int, side: str, rules: RulesData) -> str:
    """Where a location die lands when the target is hit on ``side`` (front, left, right, rear)."""
    return as_tables(rules).hit_location.location(face, side)


def location_odds(side: str, rules: RulesData) -> dict[str, Fraction]:
    from muster.rules.dice import distribution

    dist = distribution(as_tables(rules).hit_location.die)
    total = sum(dist.values())
    out: dict[str, Fraction] = {}
    for face, ways in sorted(dist.items()):
        loc = hit_location(face, side, rules)
        out[loc] = out.get(loc, Fraction(0)) + Fraction(ways, total)
    return out


def follow_transfer(state: MechState, loc: str, rules: RulesData) -> tuple[str | None, list[str]]:
    """Damage aimed at a lost part goes on to the next one (``None``: nowhere left)."""
    passed = []
    transfer = as_tables(rules).body.transfer
    here: str | None = loc
    while here is not None and state.is_lost(here):
        passed.append(here)
        here = transfer.get(here)
    return here, passed


# ---------------------------------------------------------------- parts lost
def lose_part(state: MechState, loc: str, rules: RulesData, why: Text) -> list[str]:
    """Mark ``loc`` lost with its linked facet and attached parts; head or center torso ends the mech."""
    body = as_tables(rules).body
    facets = dict(body.linked_facets)
    facets.update({v: k for k, v in body.linked_facets.items()})
    todo, gone = [loc], []
    while todo:
        here = todo.pop(0)
        if here in state.lost:
            continue
        state.lost.append(here)
        gone.append(here)
        if here in LEGS:
            state.turn.piloting_reasons.append(reason_phrase_leg_lost(here))
        if here in facets:
            todo.append(facets[here])
        todo.extend(body.attached.get(here, ()))
    if any(g in body.fatal for g in gone) and not state.destroyed:
        state.destroyed = True
        fatal = next(g for g in gone if g in body.fatal)
        state.destroyed_reason = Phrase(Msg("Mech", "%1 lost (%2)").args(loc_text(fatal), message_of(why)))
    return gone


# ---------------------------------------------------------------- pilot
def consciousness_needed(hits: int, rules: RulesData) -> int:
    needed = as_tables(rules).consciousness.needed
    return needed[min(max(hits, 1), len(needed)) - 1]


def head_hit(state: MechState, dice: Dice, rules: RulesData, why: str) -> dict:
    """Mark a consciousness counter and roll (the sixth hit kills without a roll)."""
    pilot = state.pilot
    if pilot.status == "dead":
        return {"reason": why, "head_hits": pilot.head_hits, "result": Phrase(Msg("Mech", "pilot already dead"))}
    fatal_hit = as_tables(rules).consciousness.fatal_hit
    pilot.head_hits = min(pilot.head_hits + 1, fatal_hit)
    if pilot.head_hits >= fatal_hit:
        pilot.status = "dead"
        return {"reason": why, "head_hits": pilot.head_hits, "result": Phrase(Msg("Mech", "pilot killed")),
                "note": Phrase(Msg("Mech", "hit %1: the pilot dies of the trauma").args(pilot.head_hits))}
    needed = consciousness_needed(pilot.head_hits, rules)
    return _consciousness(state, dice, needed, why, "consciousness", counts=True)


def _consciousness(state: MechState, dice: Dice, needed: int, why: str, kind: str, counts: bool) -> dict:
    pilot = state.pilot
    mods = [Modifier(PILOTING, pilot.piloting)]
    roll = dice.roll(kind, "d20",
                     Msg("Mech", "%1: %2 consciousness roll (%3)").args(state.id, pilot.name, message_of(why)),
                     mods, target=needed)
    ok = roll.total >= needed
    out = {"reason": why, "head_hits": pilot.head_hits, "counts_as_hit": counts, "roll": roll.faces[0],
           "modifiers": modifier_dicts(mods), "total": roll.total, "needed": needed,
           "margin": roll.total - needed, "success": ok}
    if kind == "wake_up":
        if ok:
            pilot.status = "conscious"
        out["result"] = Phrase(Msg("Mech", "wakes up") if ok else Msg("Mech", "stays unconscious"))
    elif not ok:
        state.turn.failed_consciousness = True
        if pilot.status == "conscious":
            pilot.status = "unconscious"
        out["result"] = Phrase(Msg("Mech", "passes out: the mech shuts down next round"))
    else:
        out["result"] = Phrase(Msg("Mech", "stays conscious") if pilot.status == "conscious"
                               else Msg("Mech", "no change (still unconscious)"))
    return out


def consciousness_check(state: MechState, dice: Dice, rules: RulesData, why: str, kind: str = "consciousness") -> dict:
    """A roll at the current penalty that marks no counter (life support, waking up)."""
    return _consciousness(state, dice, consciousness_needed(state.pilot.head_hits, rules), why, kind, counts=False)


# ---------------------------------------------------------------- damage
def land_damage(state: MechState, loc: str, amount: int, dice: Dice, rules: RulesData, *, why: str,
                natural_20: bool = False, criticals: bool = True, head_counts: bool = True,
                carried: bool = False) -> dict:
    """Put ``amount`` on ``loc`` (or the next part if it is lost) and roll what it calls for.

    ``carried``: damage passed on from a destroyed part. It was counted toward "20 or more damage this
    phase" where it first struck, so it is not counted again (NOTES.md section 5).
    """
    target, passed = follow_transfer(state, loc, rules)
    report: dict = {"location": target, "aimed_at": loc, "damage": amount}
    if passed:
        report["passed_lost_parts"] = passed
    if target is None:
        report["note"] = Phrase(Msg("Mech", "nothing left to hit: damage wasted"))
        return report
    spec = state.design.locations[target]
    before = state.damage.get(target, 0)
    after = before + amount
    state.damage[target] = after
    if not carried:
        state.turn.damage_taken += amount
    to_armor = max(0, min(after, spec.armor) - before)
    internal = amount - to_armor
    report.update({"armor_before": max(0, spec.armor - before), "armor_damage": to_armor,
                   "internal_damage": internal, "armor_left": state.armor_left(target),
                   "internal_left": state.internal_left(target)})
    if state.falling_off(target):
        report["falls_off_in_damage_phase"] = True
        report["excess"] = state.excess(target)
    crit = as_tables(rules).critical
    reasons = []
    if natural_20 and crit["on_natural_20"]:
        reasons.append(Msg("Mech", "natural 20"))
    if internal > 0 and crit["on_internal_damage"]:
        reasons.append(Msg("Mech", "internal damage"))
    if reasons and criticals:
        both = reasons[0] if len(reasons) == 1 else Msg("Mech", "%1 and %2").args(*reasons)
        report["critical"] = critical_hit(state, target, dice, rules, Phrase(both))
    if target == "head" and head_counts and amount > 0:
        report["head_hit"] = head_hit(state, dice, rules, Phrase(Msg("Mech", "head hit (%1)").args(message_of(why))))
    return report


def critical_hit(state: MechState, loc: str, dice: Dice, rules: RulesData, why: str) -> dict:
    roll = dice.roll("critical", "d20", Msg("Mech", "%1: critical hit roll, %2 (%3)").args(state.id, loc_text(loc),
                                                                                         message_of(why)))
    face = roll.faces[0]
    out: dict = {"location": loc, "reason": why, "roll": face}
    chart_loc = FRONT_OF.get(loc, loc)
    if state.is_lost(chart_loc) and loc != chart_loc:
        out.update(component="none", effect=Phrase(Msg("Mech", "%1 already lost").args(loc_text(chart_loc))))
        return out
    tables = as_tables(rules)
    if face == 20 and tables.critical["roll_20_destroys_part"]:
        gone = lose_part(state, loc, rules, Msg("Mech", "critical 20"))
        out.update(component="destroyed", effect=Phrase(Msg("Mech", "%1 destroyed outright").args(loc_text(loc))),
                   lost=gone)
        return out
    row = state.design.chart_for(loc).row_for(face)
    if row is None:
        out.update(component="no_critical", effect=Phrase(Msg("Mech", "no critical")))
        return out
    out["component"] = row.component
    comp = tables.components
    effect: Text = ""
    if row.component == "no_critical":
        effect = Msg("Mech", "no critical")
    elif row.component == "destroyed":
        gone = lose_part(state, loc, rules, Msg("Mech", "critical hit"))
        effect = Msg("Mech", "%1 destroyed outright").args(loc_text(loc))
        out["lost"] = gone
    elif row.item is not None:
        item = state.design.item_of(row.item)
        out["item"] = item.id
        if item.id in state.disabled:
            effect = Msg("Mech", "%1 was already knocked out").args(item.name)
        else:
            state.disabled.append(item.id)
            effect = Msg("Mech", "%1 knocked out").args(item.name)
            if item.kind == "ammo":
                left = state.ammo_left(item.id)
                if left > 0 or tables.empty_bin_explodes:
                    out["explosion"] = explode(state, item, dice, rules, Msg("Mech", "critical hit"))
                else:
                    effect = Msg("Mech", "%1 knocked out (empty: no explosion)").args(item.name)
    elif row.component == "engine":
        state.engine_hits += 1
        effect = Msg("Mech", "engine hit %1: +%2 heat a turn").args(state.engine_hits,
                                                                     comp.engine_heat_per_hit)
        if state.engine_hits >= comp.engine_destroyed_at and not state.destroyed:
            state.destroyed = True
            state.destroyed_reason = Phrase(Msg("Mech", "engine hit %1 times").args(state.engine_hits))
            effect = Msg("Mech", "%1; the engine is destroyed and the mech with it").args(effect)
    elif row.component == "gyro":
        state.gyro_hits += 1
        state.turn.piloting_reasons.append(Phrase(Msg("Mech", "gyro hit")))
        effect = Msg("Mech", "gyro hit %1: piloting %2").args(state.gyro_hits, f"{gyro_modifier(state, rules):+d}")
    elif row.component == "life_support":
        state.life_support_hits += 1
        effect = Msg("Mech", "life support hit: consciousness roll every damage phase at heat %1+").args(
            comp.life_support_consciousness_from_heat)
    elif row.component == "sensors":
        state.sensor_hits += 1
        effect = Msg("Mech", "sensors hit %1: %2 to hit").args(
            state.sensor_hits, f"{tables.to_hit.sensors_per_hit * state.sensor_hits:+d}")
        if state.sensor_hits >= tables.to_hit.sensors_hits_no_weapon_fire:
            effect = Msg("Mech", "%1; no weapon fire").args(effect)
    elif row.component == "actuator" and row.actuator is not None:
        key = f"{loc}.{row.actuator}"
        out["actuator"] = row.actuator
        if key in state.actuators_hit:
            # the stored wording keeps the actuator's code ("upper_leg actuator was already hit")
            effect = Phrase(Msg("Mech", "%1 actuator was already hit").args(actuator_text(row.actuator)),
                            f"{row.actuator} actuator was already hit")
        else:
            state.actuators_hit.append(key)
            effect = Msg("Mech", "%1 actuator hit").args(actuator_text(row.actuator))
            if loc in LEGS:
                state.turn.piloting_reasons.append(reason_phrase_actuator(loc, row.actuator))
    if effect:
        out["effect"] = effect if isinstance(effect, Phrase) else Phrase(effect)
    return out


def gyro_modifier(state: MechState, rules: RulesData) -> int:
    table = as_tables(rules).components.gyro_piloting
    return 0 if state.gyro_hits == 0 else table[min(state.gyro_hits, len(table)) - 1]


def explode(state: MechState, bin_: Item, dice: Dice, rules: RulesData, why: Text) -> dict:
    """An ammo bin blows up for its weapon's damage in its own location, then a consciousness roll."""
    if bin_.id not in state.disabled:
        state.disabled.append(bin_.id)
    if isinstance(bin_.damage, int):
        amount, roll_faces = bin_.damage, None
    else:
        roll = dice.roll("explosion", bin_.damage, Msg("Mech", "%1: %2 explodes (%3)").args(state.id, bin_.name,
                                                                                          message_of(why)))
        amount, roll_faces = roll.total, list(roll.faces)
    out = {"bin": bin_.id, "name": bin_.name, "location": bin_.location, "damage": amount}
    if roll_faces is not None:
        out["dice"] = roll_faces
    why_c = Phrase(Msg("Mech", "%1 explosion").args(bin_.name))
    out["hit"] = land_damage(state, bin_.location, amount, dice, rules, why=why_c,
                             criticals=as_tables(rules).critical["explosion_causes_criticals"])
    counts = as_tables(rules).explosion_counts_as_head_hit
    out["consciousness"] = (head_hit(state, dice, rules, why_c) if counts
                            else consciousness_check(state, dice, rules, why_c))
    return out


def biggest_bin(state: MechState, rules: RulesData) -> Item | None:
    """The live ammo bin with the highest average damage (the heat ammo check blows this one)."""
    best = None
    for it in state.design.items:
        if it.kind != "ammo" or not state.item_working(it):
            continue
        if state.ammo_left(it.id) <= 0 and not as_tables(rules).empty_bin_explodes:
            continue
        if best is None or average_damage(it.damage) > average_damage(best.damage):
            best = it
    return best


# ---------------------------------------------------------------- damage phase step 1
def settle(state: MechState, dice: Dice, rules: RulesData) -> list[dict]:
    """Take off every part with nothing left and carry its excess on, until nothing changes."""
    events: list[dict] = []
    transfer = as_tables(rules).body.transfer
    changed = True
    while changed:
        changed = False
        for loc in SETTLE_ORDER:
            total = state.total(loc)
            dmg = state.damage.get(loc, 0)
            if not state.is_lost(loc) and dmg >= total:
                gone = lose_part(state, loc, rules, Msg("Mech", "no structure left"))
                events.append({"event": "lost", "location": loc, "lost": gone})
                changed = True
            if state.is_lost(loc) and dmg > total:
                excess = dmg - total
                state.damage[loc] = total
                nxt = transfer.get(loc)
                if nxt is None:
                    events.append({"event": "excess wasted", "from": loc, "amount": excess})
                else:
                    hit = land_damage(state, nxt, excess, dice, rules,
                                      why=Phrase(Msg("Mech", "carried from %1").args(loc_text(loc))),
                                      criticals=as_tables(rules).critical["transfer_causes_criticals"], carried=True)
                    events.append({"event": "carried", "from": loc, "to": hit["location"], "amount": excess,
                                   "hit": hit})
                changed = True
    return events


# ---------------------------------------------------------------- repair
def repair(state: MechState, loc: str, amount: int) -> dict:
    """GEL: remove damage up to the original armor value; parts already lost cannot be repaired."""
    if state.is_lost(loc):
        return {"location": loc, "repaired": 0, "wasted": amount,
                "note": Phrase(Msg("Mech", "%1 was lost in an earlier round and cannot be repaired").args(
                    loc_text(loc)))}
    before = state.damage.get(loc, 0)
    fixed = min(before, amount)
    state.damage[loc] = before - fixed
    return {"location": loc, "repaired": fixed, "wasted": amount - fixed,
            "armor_left": state.armor_left(loc), "internal_left": state.internal_left(loc)}
