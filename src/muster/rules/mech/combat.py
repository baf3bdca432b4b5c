"""Phase 4, combat: attacks are declared for every mech, checked against the
states at the start of the phase, then resolved in initiative order as if all
at once (a weapon knocked out this phase still fires; parts fall off only in
the damage phase).

Attack roll: d20 + gunnery + item bonuses + own movement colour + target's
movement number + heat + sensors + cover/terrain + range band + minimum range
(+ actuator penalties for punches and kicks) needing a modified 10.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Mapping, Sequence

from muster.i18n import Joined, Msg, Text, TextError, message_of, render
from muster.rules.chance import percent_text
from muster.rules.dice import Modifier, parse
from muster.rules.mech.damage import hit_location, land_damage, location_odds
from muster.rules.mech.design import Item
from muster.rules.mech.mechtables import RulesData, as_tables
from muster.rules.mech.movement import own_movement_modifier, target_movement_modifier, use_gel
from muster.rules.mech.namedice import Dice, as_dice
from muster.rules.mech.rulesdata import LOCATIONS, SIDES, cover_names
from muster.rules.mech.state import MechState, physical_damage
from muster.rules.mech.text import (
    GUNNERY,
    Phrase,
    actuator_text,
    cover_text,
    loc_text,
    loc_title,
    modifier_dicts,
    pilot_status_text,
    side_text,
)

PHYSICAL = ("punch", "kick")
GM_MODIFIER = Phrase(Msg("Mech", "GM modifier"))  # the panel's own modifier (the GM's others keep their names)


class AttackError(TextError):
    """A declared attack is not allowed; ``field`` names the declaration field at fault.

    ``message`` is the English text (a :class:`~muster.rules.mech.text.Phrase`: ``message_of(message)`` is its
    message); ``str(error)`` reads it in the GM's language.
    """

    def __init__(self, message: Text, field: str):
        text = message if isinstance(message, str) else Phrase(message)
        super().__init__(text)
        self.message = text
        self.field = field

    def __str__(self) -> str:
        return render(message_of(self.message))


def _sides_text() -> str:
    return ", ".join(SIDES)


@dataclass
class Attack:
    """One declared attack (or GEL use) of one weapon."""

    attacker: str
    target: str
    weapon: str                      # item id, "punch" or "kick"
    range: int = 1                   # hexes between the two mechs
    bearing: str = "front"           # where the target is, seen from the attacker (firing arc)
    side: str = "front"              # which side of the target faces the attacker (hit location)
    limb: str | None = None          # punch: arm, kick: leg (default: the first that can)
    cover: tuple = ()                # cover/terrain names from the rules data, repeated per hex
    extra: tuple = ()                # other GM modifiers: Modifier(name, value)
    pack: str | None = None          # GEL: the pack used
    location: str | None = None      # GEL: the location repaired
    dice: dict | None = None         # named dice for this attack: {"attack": [..], "location": [..], ...}

    def to_dict(self) -> dict:
        out = {"attacker": self.attacker, "target": self.target, "weapon": self.weapon, "range": self.range,
               "bearing": self.bearing, "side": self.side}
        for key in ("limb", "pack", "location"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        if self.cover:
            out["cover"] = list(self.cover)
        if self.extra:
            out["modifiers"] = [m.to_dict() for m in self.extra]
        if self.dice:
            out["dice"] = {k: list(v) for k, v in self.dice.items()}
        return out

    @classmethod
    def from_dict(cls, data: dict) -> "Attack":
        """The declaration as stored (``to_dict``); raises AttackError naming the field."""
        if not isinstance(data, dict):
            raise AttackError(Msg("Mech", "expected an object"), "attack")
        for key in ("attacker", "target", "weapon"):
            if not isinstance(data.get(key), str):
                raise AttackError(Msg("Mech", "'%1' is required (text)").args(key), key)
        rng = data.get("range", 1)
        if not isinstance(rng, int) or isinstance(rng, bool):
            raise AttackError(Msg("Mech", "'range' must be a whole number of hexes"), "range")
        mods = []
        for i, m in enumerate(data.get("modifiers", [])):
            if not isinstance(m, dict) or not isinstance(m.get("name"), str) or not isinstance(m.get("value"), int):
                raise AttackError(Msg("Mech", "expected {\"name\": text, \"value\": whole number}"), f"modifiers[{i}]")
            mods.append(Modifier(GM_MODIFIER if m["name"] == GM_MODIFIER else m["name"], m["value"]))
        return cls(data["attacker"], data["target"], data["weapon"], rng, data.get("bearing", "front"),
                   data.get("side", "front"), data.get("limb"), tuple(data.get("cover", ())), tuple(mods),
                   data.get("pack"), data.get("location"), data.get("dice"))


@dataclass
class AttackPlan:
    attack: Attack
    kind: str                        # weapon, punch, kick, gel
    name: str
    item: Item | None
    damage: int | str
    heat: int
    ammo_bin: str | None
    modifiers: list[Modifier]
    needs_roll: bool = True
    range_band: str = ""
    limb: str | None = None

    @property
    def modifier_total(self) -> int:
        return sum(m.value for m in self.modifiers)


@dataclass
class CombatResult:
    attacks: list[dict]
    mechs: dict[str, MechState]
    order: list[int] = field(default_factory=list)
    heat: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"attacks": self.attacks, "resolution_order": self.order, "weapon_heat": self.heat,
                "mechs": [m.to_dict() for m in self.mechs.values()]}


# ---------------------------------------------------------------- checking and modifiers
def is_repair(attacker: MechState, attack: Attack) -> bool:
    """A GEL dispenser use: a repair, aimed at a friend (or the user itself), not an attack."""
    item = attacker.design.item(attack.weapon) if attack.weapon not in PHYSICAL else None
    return item is not None and item.kind == "gel_dispenser"


def check_target(attacker: MechState, attack: Attack, sides: Mapping[str, object] | None = None) -> None:
    """Attacks go at other sides' mechs only; raises AttackError (field ``target``).

    ``sides`` maps mech ids to their side; without it only an attack on the attacker itself is refused.
    A GEL dispenser repairs, so it may aim at any mech, the user included.
    """
    if is_repair(attacker, attack):
        return
    if attack.target == attacker.id:
        raise AttackError(Msg("Mech", "%1 cannot attack itself: choose a mech of another side").args(attacker.id),
                          "target")
    if sides and attack.attacker in sides and sides.get(attack.target) == sides[attack.attacker]:
        raise AttackError(Msg("Mech", "%1 is on %2's own side: choose a mech of another side").args(
            attack.target, attacker.id), "target")


def plan_attack(attacker: MechState, target: MechState, attack: Attack, rules: RulesData) -> AttackPlan:
    """Check one declaration against the two states and list every modifier; raises AttackError."""
    tables = as_tables(rules)
    th = tables.to_hit
    if attacker.out_of_action:
        raise AttackError(Msg("Mech", "%1 cannot attack: %2").args(attacker.id, attacker.status_msg), "attacker")
    if attacker.pilot.status != "conscious":
        raise AttackError(Msg("Mech", "%1 cannot attack: the pilot is %2").args(
            attacker.id, pilot_status_text(attacker.pilot.status)), "attacker")
    if attacker.shutdown:
        raise AttackError(Msg("Mech", "%1 cannot attack: the mech is shut down this turn").args(attacker.id),
                          "attacker")
    if target.out_of_action:
        raise AttackError(Msg("Mech", "%1 is already out of the battle (%2)").args(target.id, target.status_msg),
                          "target")
    if attack.bearing not in SIDES:
        raise AttackError(Msg("Mech", "bearing must be one of %1").args(_sides_text()), "bearing")
    if attack.side not in SIDES:
        raise AttackError(Msg("Mech", "side must be one of %1").args(_sides_text()), "side")
    if attack.range < 0:
        raise AttackError(Msg("Mech", "range cannot be negative"), "range")
    design = attacker.design
    mods = [Modifier(GUNNERY, attacker.pilot.gunnery)]
    if attack.weapon in PHYSICAL:
        plan = _plan_physical(attacker, attack, rules, mods)
    else:
        item = design.item(attack.weapon)
        if item is None or not item.is_weapon:
            have = ", ".join(it.id for it in design.items if it.is_weapon)
            raise AttackError(Msg("Mech", "%1 has no weapon '%2' (weapons: %3; or punch, kick)").args(
                attacker.id, attack.weapon, have), "weapon")
        if not attacker.item_working(item):
            if item.id in attacker.disabled:
                raise AttackError(Msg("Mech", "%1 cannot fire: knocked out").args(item.name), "weapon")
            raise AttackError(Msg("Mech", "%1 cannot fire: its location (%2) is lost").args(
                item.name, loc_text(item.location)), "weapon")
        if item.kind == "weapon" and attacker.sensor_hits >= th.sensors_hits_no_weapon_fire:
            raise AttackError(Msg("Mech", "%1 cannot fire weapons: sensors hit %2 times").args(
                attacker.id, attacker.sensor_hits), "weapon")
        arc_key = "rear" if item.rear else item.location
        arc = tables.arcs[arc_key]
        if attack.target != attacker.id and attack.bearing not in arc:
            where = Msg("Mech", "%1 (rear)").args(loc_text(item.location)) if item.rear else loc_text(item.location)
            raise AttackError(Msg("Mech", "%1 (%2) fires %3, not %4").args(
                item.name, where, _arc_text(arc), side_text(attack.bearing)), "bearing")
        if item.kind == "gel_dispenser":
            plan = _plan_gel(attacker, target, attack, item, rules, mods)
        else:
            if attack.target == attacker.id:
                raise AttackError(Msg("Mech", "a mech cannot shoot itself"), "target")
            plan = _plan_weapon(attacker, attack, item, rules, mods)
    if plan.needs_roll:
        own = own_movement_modifier(attacker, rules)
        if own:
            mods.append(own)
        if target is not attacker:
            against = target_movement_modifier(target, rules)
            if against:
                mods.append(against)
        heat = attacker.heat_attack_penalty(rules)
        if heat:
            mods.append(Modifier(Phrase(Msg("Mech", "Heat %1").args(attacker.heat)), heat))
        if attacker.sensor_hits:
            mods.append(Modifier(Phrase(Msg("Mech", "Sensors hit x%1").args(attacker.sensor_hits)),
                                 th.sensors_per_hit * attacker.sensor_hits))
        known = cover_names(rules)
        for i, name in enumerate(attack.cover):
            if name not in known:
                raise AttackError(Msg("Mech", "unknown cover '%1'; use %2").args(name, ", ".join(known)), f"cover[{i}]")
            mods.append(Modifier(Phrase(cover_text(name)), tables.cover[name]))
        mods.extend(attack.extra)
    return plan


def _range_mods(item_name: str, rng: int, min_range: int, short: int, medium: int, long: int, rules: RulesData,
                mods: list[Modifier]) -> str:
    th = as_tables(rules).to_hit
    if rng > long:
        raise AttackError(Msg("Mech", "out of range: target is %1 hexes away, %2 long range is %3").args(
            rng, item_name, long), "range")
    band = "short" if rng <= short else "medium" if rng <= medium else "long"
    bands = {"short": Msg("Mech", "Short range (%1 hexes; %2/%3/%4)"),
             "medium": Msg("Mech", "Medium range (%1 hexes; %2/%3/%4)"),
             "long": Msg("Mech", "Long range (%1 hexes; %2/%3/%4)")}
    mods.append(Modifier(Phrase(bands[band].args(rng, short, medium, long)), th.range[band]))
    if rng < min_range:
        mods.append(Modifier(Phrase(Msg("Mech", "Minimum range %1 (%2 hexes inside)").args(min_range, min_range - rng)),
                             (min_range - rng) * th.minimum_range_per_hex))
    return band


def _plan_weapon(attacker: MechState, attack: Attack, item: Item, rules: RulesData, mods: list) -> AttackPlan:
    if attack.range < 1:
        raise AttackError(Msg("Mech", "range must be at least 1 hex"), "range")
    if item.ammo_bin is not None:
        bin_ = attacker.design.item_of(item.ammo_bin)
        if not attacker.item_working(bin_):
            raise AttackError(Msg("Mech", "%1 has no ammo: %2 is knocked out or lost").args(item.name, bin_.name),
                              "weapon")
        if attacker.ammo_left(bin_.id) < 1:
            raise AttackError(Msg("Mech", "%1 has no ammo: %2 is empty").args(item.name, bin_.name), "weapon")
    if item.bonus:
        mods.append(Modifier(Phrase(Msg("Mech", "%1 bonus").args(item.name)), item.bonus))
    for gear in attacker.design.items:
        if gear.kind == "targeting" and gear.bonus and attacker.item_working(gear):
            mods.append(Modifier(gear.name, gear.bonus))
    band = _range_mods(item.name, attack.range, item.min_range, item.short, item.medium, item.long, rules, mods)
    return AttackPlan(attack, "weapon", item.name, item, item.damage, item.heat, item.ammo_bin, mods, True, band)


def _plan_gel(attacker, target, attack, item, rules, mods) -> AttackPlan:
    pack = attacker.design.item(attack.pack or "")
    if pack is None or pack.kind != "gel_pack":
        packs = ", ".join(it.id for it in attacker.design.items if it.kind == "gel_pack") or Msg("Mech", "none")
        raise AttackError(Msg("Mech", "choose the GEL pack to use (packs: %1)").args(packs), "pack")
    if not attacker.item_working(pack):
        raise AttackError(Msg("Mech", "%1 is knocked out or its location is lost").args(pack.name), "pack")
    if attack.location not in LOCATIONS:
        raise AttackError(Msg("Mech", "choose the location to repair (%1)").args(", ".join(LOCATIONS)), "location")
    if target.is_lost(attack.location):
        raise AttackError(Msg("Mech", "%1 of %2 was lost in an earlier round and cannot be repaired").args(
            loc_text(attack.location), target.id), "location")
    if attack.range > item.long:
        raise AttackError(Msg("Mech", "out of range: target is %1 hexes away, %2 reaches %3").args(
            attack.range, item.name, item.long), "range")
    band = ""
    if item.needs_attack_roll:
        band = _range_mods(item.name, attack.range, item.min_range, item.short, item.medium, item.long, rules, mods)
    return AttackPlan(attack, "gel", item.name, item, pack.repair, item.heat, pack.id, mods, item.needs_attack_roll,
                      band)


def _plan_physical(attacker: MechState, attack: Attack, rules: RulesData, mods: list) -> AttackPlan:
    kind = attack.weapon
    design = attacker.design
    limbs = design.hands if kind == "punch" else design.feet
    tables = as_tables(rules)
    acts = tables.components.actuators
    punch = kind == "punch"
    if attack.target == attacker.id:
        raise AttackError(Msg("Mech", "a mech cannot punch itself") if punch else
                          Msg("Mech", "a mech cannot kick itself"), "target")
    if not limbs:
        raise AttackError((Msg("Mech", "%1 has no hands: it cannot punch") if punch else
                           Msg("Mech", "%1 has no feet: it cannot kick")).args(design.name), "weapon")
    if kind == "kick":
        if attacker.prone:
            raise AttackError(Msg("Mech", "a prone mech cannot kick"), "weapon")
        if attacker.legs_lost():
            raise AttackError(Msg("Mech", "a mech with a lost leg cannot kick"), "weapon")

    def blocked(limb) -> Msg | None:
        if attacker.is_lost(limb):
            return Msg("Mech", "%1 is lost").args(loc_text(limb))
        for key in attacker.actuators_hit:
            loc, _, name = key.partition(".")
            if loc == limb and acts[name].attack(kind) is None:
                return Msg("Mech", "%1 %2 actuator is out").args(loc_text(limb), actuator_text(name))
        return None

    if attack.limb is not None:
        if attack.limb not in limbs:
            raise AttackError((Msg("Mech", "punch needs a hand: %1 has them on %2") if punch else
                               Msg("Mech", "kick needs a foot: %1 has them on %2")).args(design.name, ", ".join(limbs)),
                              "limb")
        limb = attack.limb
        why = blocked(limb)
        if why:
            raise AttackError((Msg("Mech", "cannot punch with the %1: %2") if punch else
                               Msg("Mech", "cannot kick with the %1: %2")).args(loc_text(limb), why), "limb")
    else:
        usable = [one for one in limbs if not blocked(one)]
        if not usable:
            why_not = Joined([blocked(one) for one in limbs], "; ")
            raise AttackError((Msg("Mech", "cannot punch: %1") if punch else
                               Msg("Mech", "cannot kick: %1")).args(why_not), "weapon")
        limb = usable[0]
    arc = tables.arcs[limb]
    if attack.bearing not in arc:
        raise AttackError((Msg("Mech", "a punch with the %1 reaches %2, not %3") if punch else
                           Msg("Mech", "a kick with the %1 reaches %2, not %3")).args(
            loc_text(limb), _arc_text(arc), side_text(attack.bearing)), "bearing")
    reach = tables.physical[kind].range
    if not 1 <= attack.range <= reach:
        raise AttackError((Msg("Mech", "out of range: a punch reaches %1 hex, target is %2 away") if punch else
                           Msg("Mech", "out of range: a kick reaches %1 hex, target is %2 away")).args(
            reach, attack.range), "range")
    for key in attacker.actuators_hit:
        loc, _, name = key.partition(".")
        value = acts[name].attack(kind)
        if loc == limb and value:
            mods.append(Modifier(Phrase(Msg("Mech", "%1 %2 actuator").args(loc_title(loc), actuator_text(name))),
                                 value))
    name = Phrase((Msg("Mech", "punch (%1)") if punch else Msg("Mech", "kick (%1)")).args(loc_text(limb)))
    return AttackPlan(attack, kind, name, None, physical_damage(design, kind, rules),
                      tables.physical[kind].heat, None, mods, True, "", limb)


def _arc_text(arc) -> Joined:
    """A firing arc's sides ("front/left")."""
    return Joined([side_text(side) for side in arc], "/")


# ---------------------------------------------------------------- odds
def hits_on(face: int, total: int, rules: RulesData) -> bool:
    th = as_tables(rules).to_hit
    if face == 20 and th.natural_20_always_hits:
        return True
    if face == 1 and th.natural_1_always_misses:
        return False
    return face + total >= th.target


def hit_chance(modifier_total: int, rules: RulesData) -> Fraction:
    return Fraction(sum(1 for f in range(1, 21) if hits_on(f, modifier_total, rules)), 20)


def attack_odds(attacker: MechState, target: MechState, attack: Attack, rules: RulesData) -> dict:
    """The exact chance to hit for one declared attack, with its modifiers, before any roll.

    The modifiers' names are English (a rules phrase keeps its message: ``message_of(name)``).
    """
    plan = plan_attack(attacker, target, attack, rules)
    total = plan.modifier_total
    out = {"attacker": attacker.id, "target": target.id, "weapon": attack.weapon, "name": plan.name,
           "modifiers": modifier_dicts(plan.modifiers), "modifier_total": total,
           "needed": as_tables(rules).to_hit.target, "needs_roll": plan.needs_roll}
    if not plan.needs_roll:
        out.update(chance="1/1", percent=100.0, percent_text="100.00%")
        return out
    chance = hit_chance(total, rules)
    crit = Fraction(1, 20) if hits_on(20, total, rules) else Fraction(0)
    out.update(
        need_natural=max(1, as_tables(rules).to_hit.target - total),
        chance=f"{chance.numerator}/{chance.denominator}", percent=round(float(chance) * 100, 2),
        percent_text=percent_text(chance),
        natural_20_critical_chance=f"{crit.numerator}/{crit.denominator}",
        damage=plan.damage, range_band=plan.range_band,
        locations={loc: f"{p.numerator}/{p.denominator}" for loc, p in location_odds(attack.side, rules).items()},
    )
    return out


# ---------------------------------------------------------------- resolution
def resolve_combat(mechs: Mapping[str, MechState] | Sequence[MechState], attacks: Sequence[Attack], dice,
                   rules: RulesData, order: Sequence[str] | None = None) -> CombatResult:
    """Check every declaration, then resolve them in initiative order; inputs are not changed."""
    dice = as_dice(dice)
    if not isinstance(mechs, Mapping):
        mechs = {m.id: m for m in mechs}
    plans: list[AttackPlan] = []
    spent: dict[tuple[str, str], int] = {}
    for i, attack in enumerate(attacks):
        for who in ("attacker", "target"):
            if getattr(attack, who) not in mechs:
                raise AttackError(Msg("Mech", "no mech '%1' in this battle").args(getattr(attack, who)),
                                  f"attacks[{i}].{who}")
        try:
            plan = plan_attack(mechs[attack.attacker], mechs[attack.target], attack, rules)
        except AttackError as exc:
            raise AttackError(Msg("Mech", "attack %1: %2").args(i + 1, message_of(exc.message)),
                              f"attacks[{i}].{exc.field}") from None
        if plan.ammo_bin is not None:
            key = (attack.attacker, plan.ammo_bin)
            spent[key] = spent.get(key, 0) + (1 if plan.kind == "weapon" else as_tables(rules).charges_per_use)
            left = mechs[attack.attacker].ammo_left(plan.ammo_bin)
            if spent[key] > left:
                bin_ = mechs[attack.attacker].design.item_of(plan.ammo_bin)
                raise AttackError(Msg("Mech", "attack %1: %2 has %3 left, %4 declared this phase (weapons on one "
                                              "bin share it)").args(i + 1, bin_.name, left, spent[key]),
                                  f"attacks[{i}].weapon")
        plans.append(plan)
    for n, mid in enumerate(order or []):
        if mid not in mechs:
            raise AttackError(Msg("Mech", "no mech '%1' in this battle (order lists initiative by mech id)").args(mid),
                              f"order[{n}]")
    rank = {mid: n for n, mid in enumerate(order or [])}
    sequence = sorted(range(len(plans)), key=lambda i: rank.get(plans[i].attack.attacker, len(rank)))
    new = {mid: m.copy() for mid, m in mechs.items()}
    resolved: dict[int, dict] = {}
    heat: dict[str, int] = {}
    for i in sequence:
        resolved[i] = _resolve(plans[i], new, dice.child(plans[i].attack.dice, f"attacks[{i}].dice"), rules)
        resolved[i]["index"] = i
        heat[plans[i].attack.attacker] = heat.get(plans[i].attack.attacker, 0) + plans[i].heat
    return CombatResult([resolved[i] for i in range(len(plans))], new, sequence, heat)


def _resolve(plan: AttackPlan, mechs: dict[str, MechState], dice: Dice, rules: RulesData) -> dict:
    attack = plan.attack
    a, t = mechs[attack.attacker], mechs[attack.target]
    out = {"attacker": a.id, "target": t.id, "weapon": attack.weapon, "name": plan.name, "kind": plan.kind,
           "range": attack.range, "side": attack.side, "heat": plan.heat}
    if plan.limb:
        out["limb"] = plan.limb
    a.turn.weapon_heat += plan.heat
    if plan.ammo_bin is not None:
        if plan.kind == "weapon":
            a.ammo_used[plan.ammo_bin] = a.ammo_used.get(plan.ammo_bin, 0) + 1
            out["ammo_left"] = a.ammo_left(plan.ammo_bin)
    natural_20 = False
    if plan.needs_roll:
        roll = dice.roll("attack", "d20", Msg("Mech", "%1: %2 at %3").args(a.id, message_of(plan.name), t.id),
                         plan.modifiers)
        face = roll.faces[0]
        natural_20 = face == 20
        hit = hits_on(face, plan.modifier_total, rules)
        needed = as_tables(rules).to_hit.target
        out.update(roll=face, modifiers=modifier_dicts(plan.modifiers), modifier_total=plan.modifier_total,
                   total=roll.total, needed=needed, margin=roll.total - needed, hit=hit, natural_20=natural_20)
    else:
        hit = True
        out.update(hit=True, note=Phrase(Msg("Mech", "no attack roll needed")))
    if plan.kind == "kick":
        reason_to = t if hit else a
        reason_to.turn.piloting_reasons.append(Phrase(Msg("Mech", "kicked") if hit else Msg("Mech", "missed kick")))
        out["piloting_roll_for"] = reason_to.id
    if not hit:
        return out
    if plan.kind == "gel":
        pack, loc = a.design.item_of(plan.ammo_bin), str(attack.location)
        if t is a:
            out["repair"] = use_gel(a, pack.id, loc, dice, rules, a.id)
        else:
            out["repair"] = _gel_other(a, t, pack, loc, dice, rules)
        return out
    out["hits"] = _damage_packets(plan, a, t, natural_20, dice, rules)
    return out


def _gel_other(a: MechState, t: MechState, pack: Item, loc: str, dice: Dice, rules: RulesData) -> dict:
    """A launcher or dispenser used on another mech: charges come off the user's pack."""
    from muster.rules.mech.damage import repair

    a.ammo_used[pack.id] = a.ammo_used.get(pack.id, 0) + as_tables(rules).charges_per_use
    if isinstance(pack.repair, int):
        amount, extra = pack.repair, {}
    else:
        r = dice.roll("repair", pack.repair, Msg("Mech", "%1: %2 repair on %3 %4").args(a.id, pack.name, t.id,
                                                                                       loc_text(loc)))
        amount, extra = r.total, {"dice": list(r.faces)}
    out = {"pack": pack.id, "amount": amount, **extra}
    out.update(repair(t, loc, amount))
    out["charges_left"] = a.ammo_left(pack.id)
    return out


def _damage_packets(plan: AttackPlan, a: MechState, t: MechState, natural_20: bool, dice: Dice,
                    rules: RulesData) -> list[dict]:
    """One location die per damage die (a fixed number all goes to one location)."""
    if isinstance(plan.damage, int):
        packets, spec, fixed = 1, None, plan.damage
    else:
        spec = parse(plan.damage)
        packets, fixed = spec.count, 0
    hits = []
    first_only = as_tables(rules).critical["natural_20_first_location_only"]
    for n in range(packets):
        if packets > 1:
            where = Msg("Mech", "%1: %2 hit location on %3 (%4 of %5)").args(a.id, message_of(plan.name), t.id, n + 1,
                                                                              packets)
        else:
            where = Msg("Mech", "%1: %2 hit location on %3").args(a.id, message_of(plan.name), t.id)
        loc_roll = dice.roll("location", as_tables(rules).hit_location.die, where)
        loc = hit_location(loc_roll.faces[0], plan.attack.side, rules)
        if spec is None:
            amount, dmg_faces = fixed, None
        else:
            d = dice.roll("damage", f"d{spec.sides}", Msg("Mech", "%1: %2 damage die %3 on %4").args(
                a.id, message_of(plan.name), n + 1, t.id))
            amount = d.faces[0] + (spec.bonus if n == 0 else 0)
            dmg_faces = d.faces[0]
        why = Phrase(Msg("Mech", "%1 from %2").args(message_of(plan.name), a.id))
        report = land_damage(t, loc, amount, dice, rules, why=why,
                             natural_20=natural_20 and (n == 0 or not first_only))
        entry = {"location_roll": loc_roll.faces[0], "side": plan.attack.side}
        if dmg_faces is not None:
            entry["damage_die"] = dmg_faces
        entry.update(report)
        hits.append(entry)
    return hits
