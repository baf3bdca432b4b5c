"""The named modifiers of a BUCS combat round or skill contest, for one side.

Every modifier that applies is listed by name and value; rules that were
considered but do not apply (a pin an Armor unit shrugs off, momentum
cancelled by digging in) are explained in ``notes``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from muster.rules.bucs import data as d
from muster.rules.bucs.data import RuleError
from muster.rules.bucs.units import INFANTRY, Unit, combat_equipment, current_rank, effective_mobility
from muster.rules.dice import Modifier

SITUATIONS = ("alone_orders", "alone_no_orders", "assisting")
SITUATION_WORDS = {"alone_orders": "alone under orders", "alone_no_orders": "alone without orders",
                   "assisting": "assisting a character"}


@dataclass(frozen=True)
class SideOptions:
    """Per-side choices for a round or contest.

    ``situation``: how the lead unit acts (default: under orders if it has an
    order, a commander or a living joined character, else without orders).
    ``target``: the enemy unit this side's hits go to (default the enemy lead).
    ``specialty``: for contests, the specialty the task belongs to; a unit without
    it works outside its specialties (as Raw, as Poorly equipped).
    ``modifiers``: extra GM-named modifiers (feats, a leader's bonus, cover...).
    """

    situation: str | None = None
    target: str | None = None
    specialty: str | None = None
    outside_specialties: bool = False
    modifiers: tuple[Modifier, ...] = ()


@dataclass(frozen=True)
class Engagement:
    """The battlefield around a round: terrain, cramped quarters, each side's options."""

    terrain: str = "open"
    cramped_quarters: bool = False
    attacker: SideOptions = field(default_factory=SideOptions)
    defender: SideOptions = field(default_factory=SideOptions)

    def side(self, role: str) -> SideOptions:
        return self.attacker if role == "attacker" else self.defender


def default_situation(unit: Unit) -> str:
    under_orders = unit.order is not None or unit.commanded_by is not None or (
        unit.leader is not None and not unit.leader.dead)
    return "alone_orders" if under_orders else "alone_no_orders"


def _ready_rank(unit: Unit, tables: dict, where: str) -> int:
    rank = current_rank(unit, tables)
    if rank is None:
        raise RuleError(f"{unit.name} has {unit.status if unit.status != 'ready' else 'broken'} and cannot fight",
                        f"{where}.status")
    return rank


def check_can_act(unit: Unit, situation: str, tables: dict, where: str) -> None:
    rank = _ready_rank(unit, tables, where)
    row = d.quality_row(tables, rank)
    if row[situation] is None:
        raise RuleError(f"{unit.name} is {row['name']}: a {row['name']} unit cannot act alone without an order "
                        f"(give it an order, or have it assist a character)", f"{where}.order")


def quality_modifier(unit: Unit, situation: str, tables: dict, where: str, as_quality: str | None = None,
                     why: str = "") -> Modifier:
    """The unit's quality for the situation; ``as_quality`` (Raw) when it fights outside its specialties."""
    check_can_act(unit, situation, tables, where)
    rank = current_rank(unit, tables)
    own = d.ladder(tables)[rank]
    if as_quality is None:
        return Modifier(f"Quality: {own}, {SITUATION_WORDS[situation]}", d.quality_row(tables, rank)[situation])
    row = d.quality_row(tables, as_quality)
    value = row[situation] if row[situation] is not None else row["alone_orders"]
    return Modifier(f"Quality: as {as_quality} ({why}; really {own}), {SITUATION_WORDS[situation]}", value)


def _terrain_specialty(unit: Unit, terrain: dict) -> str | None:
    spec = terrain.get("specialty")
    return spec if spec and unit.has(spec) else None


def effective_pins(unit: Unit, opponent: Unit, engagement: Engagement, tables: dict) -> tuple[list[str], list[str]]:
    """Pinned-down reasons that count against ``unit`` when fighting ``opponent``, and notes on the rest."""
    counted, notes = [], []
    dug_in = unit.conditions.dug_in or unit.conditions.beachhead
    armor = tables["armor"]["specialty"]
    cramped = engagement.cramped_quarters
    steps = lambda u: d.mobility_row(tables, effective_mobility(u, tables))["steps"]  # noqa: E731
    for reason in unit.conditions.pinned_down:
        if dug_in and reason not in tables["pinned_down"]["dug_in_only_by"]:
            notes.append(f"{unit.name} is dug in: pinned down ({reason}) does not count; "
                         f"a dug-in unit can only be pinned down from multiple directions")
        elif unit.has(armor) and not opponent.has(armor) and not cramped:
            notes.append(f"{unit.name} is Armor: infantry or mechanized units cannot pin it down "
                         f"outside cramped quarters ({reason} ignored)")
        elif reason == "numbers" and steps(unit) > steps(opponent) and not cramped:
            notes.append(f"{unit.name} has the mobility advantage: it cannot be pinned down by numbers "
                         f"outside cramped quarters")
        else:
            counted.append(reason)
    return counted, notes


def check_terrain(units: list[Unit], engagement: Engagement, tables: dict, where: str) -> dict:
    names = d.terrain_names(tables)
    found = d.canonical(names, engagement.terrain)
    if found is None:
        raise RuleError(f"unknown terrain '{engagement.terrain}' (one of {', '.join(names)})", "terrain")
    terrain = d.terrain_row(tables, found)
    armor = tables["armor"]["specialty"]
    if terrain.get("armor_barred"):
        for _i, unit in enumerate(units):
            if unit.has(armor) and not any(unit.has(s) for s in terrain.get("armor_allowed_with", [])):
                raise RuleError(f"{unit.name} is an Armor unit and cannot go into {found} terrain", "terrain")
    return terrain


def combat_modifiers(side: list[Unit], enemy: list[Unit], role: str, engagement: Engagement, tables: dict,
                     terrain: dict) -> tuple[list[Modifier], list[str]]:
    """Modifiers for ``side`` (its lead rolls) against ``enemy`` (its lead opposes) in a combat round.

    They depend on the two leads and the number of units still fighting on each side only
    (:func:`lead_modifiers`); the helpers are only checked able to act (:func:`check_helper`).
    """
    ours = sum(1 for u in side if u.ready)
    theirs = sum(1 for u in enemy if u.ready)
    mods, notes = lead_modifiers(side[0], enemy[0], ours, theirs, role, engagement, tables, terrain,
                                 helpers=side[1:])
    return mods, notes


def check_helper(helper: Unit, index: int, role: str, engagement: Engagement, tables: dict) -> None:
    """Raise :class:`RuleError` when the helper (``index`` >= 1 on its side) cannot act in the round."""
    opts = engagement.side(role)
    check_can_act(helper, opts.situation or default_situation(helper), tables, f"{role}s[{index}]")


def lead_modifiers(lead: Unit, foe: Unit, ours: int, theirs: int, role: str, engagement: Engagement, tables: dict,
                   terrain: dict, helpers: Iterable[Unit] = ()) -> tuple[list[Modifier], list[str]]:
    """The lead's modifiers against the enemy lead ``foe`` with ``ours`` units fighting against ``theirs``:
    a function of these alone (``helpers`` are checked able to act, after the lead, and change nothing)."""
    opts = engagement.side(role)
    mods, notes = [], []
    where = f"{role}s[0]"
    situation = opts.situation or default_situation(lead)
    out = tables["outside_specialty"]
    fights_as_raw = not lead.has(INFANTRY)
    mods.append(quality_modifier(lead, situation, tables, where,
                                 out["no_infantry_combat_quality_as"] if fights_as_raw else None,
                                 "no Infantry specialty"))
    for i, helper in enumerate(helpers, start=1):
        check_helper(helper, i, role, engagement, tables)
    eq = d.equipment_row(tables, lead.equipment)
    if fights_as_raw and out["no_infantry_combat_equipment"] == "poor":
        poor = d.equipment_row(tables, out["equipment_as"])
        mods.append(Modifier(f"Equipment: as {poor['name']} (no Infantry specialty)", poor["modifier"]))
    elif fights_as_raw and out["no_infantry_combat_equipment"] == "penalties_only" and eq["modifier"] > 0:
        mods.append(Modifier(f"Equipment: {eq['name']} (no bonus in combat without Infantry)", 0))
    else:
        mods.append(Modifier(f"Equipment: {eq['name']}", eq["modifier"]))

    m = tables["modifiers"]
    spec = _terrain_specialty(lead, terrain)
    if spec:
        mods.append(Modifier(f"{spec} in {terrain['name']} terrain", m["terrain_specialty"]))
    if lead.conditions.dug_in or lead.conditions.beachhead:
        mods.append(Modifier("Dug in" + (" (beachhead)" if lead.conditions.beachhead and not lead.conditions.dug_in
                                         else ""), m["dug_in"]))
    pins, pin_notes = effective_pins(foe, lead, engagement, tables)
    notes += pin_notes
    if pins:
        mods.append(Modifier(f"Opponent pinned down ({', '.join(p.replace('_', ' ') for p in pins)})",
                             m["opponent_pinned_down"]))
    own_mob, foe_mob = effective_mobility(lead, tables), effective_mobility(foe, tables)
    for u, mob in ((lead, own_mob), (foe, foe_mob)):
        if mob != u.mobility:
            gear = combat_equipment(u, tables)
            why = f"{gear} equipment" + (" (no Infantry specialty)" if gear != u.equipment else "")
            notes.append(f"{u.name} loses its {u.mobility} mobility fighting with {why}")
    step = d.mobility_row(tables, own_mob)["steps"] - d.mobility_row(tables, foe_mob)["steps"]
    if step > 0:
        mods.append(Modifier(f"Mobility: {own_mob} against {foe_mob} ({step} step{'s' if step > 1 else ''})",
                             step * m["mobility_per_step"]))
    bonus = d.outnumbered_bonus(tables, ours, theirs)
    if bonus:
        mods.append(Modifier(f"Outnumbering the enemy {ours} to {theirs} (x{bonus[0]} or more)", bonus[1]))
    momentum = lead.conditions.momentum
    if momentum:
        dug = [u.name for u in (lead, foe) if u.conditions.dug_in or u.conditions.beachhead]
        if dug and m["dug_in_cancels_momentum"]:
            notes.append(f"Momentum +{momentum} of {lead.name} does not count: {' and '.join(dug)} dug in")
        else:
            name = f"Momentum ({momentum})"
            if spec and not foe.has(spec):
                momentum *= m["terrain_momentum_multiplier"]
                name = f"Momentum ({lead.conditions.momentum}, doubled: {spec} in {terrain['name']} terrain)"
            mods.append(Modifier(name, momentum))
    mods.extend(opts.modifiers)
    return mods, notes


def contest_modifiers(side: list[Unit], role: str, opts: SideOptions, skill: str, tables: dict,
                      terrain: dict) -> tuple[list[Modifier], list[str]]:
    """Modifiers for a unit-vs-unit skill check (Hide, Spot, Craft...): quality, equipment, numbers."""
    lead = side[0]
    where = f"{role}s[0]"
    mods, notes = [], []
    situation = opts.situation or default_situation(lead)
    outside = opts.outside_specialties or (opts.specialty is not None and not lead.has(opts.specialty))
    out = tables["outside_specialty"]
    why = f"{skill} is outside its specialties" if not opts.specialty else f"no {opts.specialty} specialty"
    mods.append(quality_modifier(lead, situation, tables, where, out["quality_as"] if outside else None, why))
    if outside:
        poor = d.equipment_row(tables, out["equipment_as"])
        mods.append(Modifier(f"Equipment: as {poor['name']} (outside its specialties)", poor["modifier"]))
    else:
        eq = d.equipment_row(tables, lead.equipment)
        mods.append(Modifier(f"Equipment: {eq['name']}", eq["modifier"]))
    spec = _terrain_specialty(lead, terrain)
    if spec:
        mods.append(Modifier(f"{spec} in {terrain['name']} terrain", tables["modifiers"]["terrain_specialty"]))
    helpers = []
    for i, helper in enumerate(side[1:], start=1):
        check_can_act(helper, opts.situation or default_situation(helper), tables, f"{role}s[{i}]")
        if opts.specialty and not helper.has(opts.specialty):
            notes.append(f"{helper.name} lacks {opts.specialty}: units without the skill in common cannot help")
        else:
            helpers.append(helper)
    if helpers:
        per = tables["modifiers"]["strength_in_numbers_per_unit"]
        mods.append(Modifier(f"Strength in numbers ({len(helpers)} more unit{'s' if len(helpers) > 1 else ''})",
                             per * len(helpers)))
    mods.extend(opts.modifiers)
    return mods, notes
