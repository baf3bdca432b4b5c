"""The named modifiers of a BUCS combat round or skill contest, for one side.

Every modifier that applies is listed by name and value; rules that were
considered but do not apply (a pin an Armor unit shrugs off, momentum
cancelled by digging in) are explained in ``notes``. Names are messages
(``Modifier.shown_name`` in the GM's language); notes are English text
keeping their message (:class:`muster.rules.bucs.data.Phrase`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from muster.i18n import Msg, Phrase, join, term
from muster.rules.bucs import data as d
from muster.rules.bucs.data import BucsTables, RuleError, TerrainRow
from muster.rules.bucs.units import INFANTRY, Unit, combat_equipment, current_rank, effective_mobility
from muster.rules.dice import Modifier

SITUATIONS = ("alone_orders", "alone_no_orders", "assisting")
SITUATION_WORDS = {"alone_orders": Msg("BUCS", "alone under orders"),
                   "alone_no_orders": Msg("BUCS", "alone without orders"),
                   "assisting": Msg("BUCS", "assisting a character")}


def named(msg: Msg, value: int) -> Modifier:
    """A modifier named by a message: kept as data in the log, shown in the GM's language (``shown_name``)."""
    return Modifier(msg, value)


def rules(name: str) -> Msg:
    """A name from the rules data (a quality, specialty, terrain...) in the GM's language."""
    return term("Rules", name)


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


def _ready_rank(unit: Unit, tables: BucsTables, where: str) -> int:
    rank = current_rank(unit, tables)
    if rank is None:
        raise RuleError(cannot_fight(unit), f"{where}.status")
    return rank


def cannot_fight(unit: Unit) -> Msg:
    """"X has retreated (destroyed, broken) and cannot fight"."""
    if unit.status == "retreated":
        return Msg("BUCS", "%1 has retreated and cannot fight").args(unit.name)
    if unit.status == "destroyed":
        return Msg("BUCS", "%1 has destroyed and cannot fight").args(unit.name)
    return Msg("BUCS", "%1 has broken and cannot fight").args(unit.name)


def check_can_act(unit: Unit, situation: str, tables: BucsTables, where: str) -> None:
    rank = _ready_rank(unit, tables, where)
    row = tables.quality_row(rank)
    if row.value(situation) is None:
        raise RuleError(Msg("BUCS", "%1 is %2: a %2 unit cannot act alone without an order "
                            "(give it an order, or have it assist a character)").args(unit.name, rules(row.name)),
                        f"{where}.order")


def quality_modifier(unit: Unit, situation: str, tables: BucsTables, where: str, as_quality: str | None = None,
                     why: object = "") -> Modifier:
    """The unit's quality for the situation; ``as_quality`` (Raw) when it fights outside its specialties."""
    check_can_act(unit, situation, tables, where)
    rank = _ready_rank(unit, tables, where)
    own = tables.ladder[rank]
    if as_quality is None:
        return named(Msg("BUCS", "Quality: %1, %2").args(rules(own), SITUATION_WORDS[situation]),
                     tables.quality_row(rank).value(situation) or 0)
    row = tables.quality_row(as_quality)
    as_value = row.value(situation)
    value = as_value if as_value is not None else row.alone_orders
    return named(Msg("BUCS", "Quality: as %1 (%2; really %3), %4")
                 .args(rules(as_quality), why, rules(own), SITUATION_WORDS[situation]), value)


def _terrain_specialty(unit: Unit, terrain: TerrainRow) -> str | None:
    spec = terrain.specialty
    return spec if spec and unit.has(spec) else None


def effective_pins(unit: Unit, opponent: Unit, engagement: Engagement,
                   tables: BucsTables) -> tuple[list[str], list[Phrase]]:
    """Pinned-down reasons that count against ``unit`` when fighting ``opponent``, and notes on the rest."""
    counted: list[str] = []
    notes: list[Phrase] = []
    dug_in = unit.conditions.dug_in or unit.conditions.beachhead
    armor = tables.armor.specialty
    cramped = engagement.cramped_quarters
    steps = lambda u: tables.mobility_row(effective_mobility(u, tables)).steps  # noqa: E731
    for reason in unit.conditions.pinned_down:
        if dug_in and reason not in tables.pinned_down.dug_in_only_by:
            notes.append(Phrase(Msg("BUCS", "%1 is dug in: pinned down (%2) does not count; "
                                      "a dug-in unit can only be pinned down from multiple directions")
                              .args(unit.name, pin_word(reason))))
        elif unit.has(armor) and not opponent.has(armor) and not cramped:
            notes.append(Phrase(Msg("BUCS", "%1 is Armor: infantry or mechanized units cannot pin it down "
                                  "outside cramped quarters (%2 ignored)").args(unit.name, pin_word(reason))))
        elif reason == "numbers" and steps(unit) > steps(opponent) and not cramped:
            notes.append(Phrase(Msg("BUCS", "%1 has the mobility advantage: it cannot be pinned down by numbers "
                                  "outside cramped quarters").args(unit.name)))
        else:
            counted.append(reason)
    return counted, notes


PIN_WORDS = {"doorway": Msg("BUCS", "doorway"), "numbers": Msg("BUCS", "numbers"),
             "multiple_directions": Msg("BUCS", "multiple directions"), "landing": Msg("BUCS", "landing")}


def pin_word(reason: str) -> Msg:
    """A pinned-down reason as the log writes it ("doorway", "multiple directions")."""
    return PIN_WORDS.get(reason) or rules(reason.replace("_", " "))


def check_terrain(units: list[Unit], engagement: Engagement, tables: BucsTables, where: str) -> TerrainRow:
    names = tables.terrain_names
    found = d.canonical(names, engagement.terrain)
    if found is None:
        raise RuleError(Msg("BUCS", "unknown terrain '%1' (one of %2)").args(engagement.terrain, join(names, ", ")),
                        "terrain")
    terrain = tables.terrain_row(found)
    armor = tables.armor.specialty
    if terrain.armor_barred:
        for _i, unit in enumerate(units):
            if unit.has(armor) and not any(unit.has(s) for s in terrain.armor_allowed_with):
                raise RuleError(Msg("BUCS", "%1 is an Armor unit and cannot go into %2 terrain")
                                .args(unit.name, rules(found)), "terrain")
    return terrain


def combat_modifiers(side: list[Unit], enemy: list[Unit], role: str, engagement: Engagement, tables: BucsTables,
                     terrain: TerrainRow) -> tuple[list[Modifier], list[Phrase]]:
    """Modifiers for ``side`` (its lead rolls) against ``enemy`` (its lead opposes) in a combat round.

    They depend on the two leads and the number of units still fighting on each side only
    (:func:`lead_modifiers`); the helpers are only checked able to act (:func:`check_helper`).
    """
    ours = sum(1 for u in side if u.ready)
    theirs = sum(1 for u in enemy if u.ready)
    mods, notes = lead_modifiers(side[0], enemy[0], ours, theirs, role, engagement, tables, terrain,
                                 helpers=side[1:])
    return mods, notes


def check_helper(helper: Unit, index: int, role: str, engagement: Engagement, tables: BucsTables) -> None:
    """Raise :class:`RuleError` when the helper (``index`` >= 1 on its side) cannot act in the round."""
    opts = engagement.side(role)
    check_can_act(helper, opts.situation or default_situation(helper), tables, f"{role}s[{index}]")


def lead_modifiers(lead: Unit, foe: Unit, ours: int, theirs: int, role: str, engagement: Engagement,
                   tables: BucsTables, terrain: TerrainRow,
                   helpers: Iterable[Unit] = ()) -> tuple[list[Modifier], list[Phrase]]:
    """The lead's modifiers against the enemy lead ``foe`` with ``ours`` units fighting against ``theirs``:
    a function of these alone (``helpers`` are checked able to act, after the lead, and change nothing)."""
    opts = engagement.side(role)
    mods: list[Modifier] = []
    notes: list[Phrase] = []
    where = f"{role}s[0]"
    situation = opts.situation or default_situation(lead)
    out = tables.outside_specialty
    fights_as_raw = not lead.has(INFANTRY)
    mods.append(quality_modifier(lead, situation, tables, where,
                                 out.no_infantry_combat_quality_as if fights_as_raw else None,
                                 Msg("BUCS", "no Infantry specialty")))
    for i, helper in enumerate(helpers, start=1):
        check_helper(helper, i, role, engagement, tables)
    eq = tables.equipment_row(lead.equipment)
    if fights_as_raw and out.no_infantry_combat_equipment == "poor":
        poor = tables.equipment_row(out.equipment_as)
        mods.append(named(Msg("BUCS", "Equipment: as %1 (no Infantry specialty)").args(rules(poor.name)),
                          poor.modifier))
    elif fights_as_raw and out.no_infantry_combat_equipment == "penalties_only" and eq.modifier > 0:
        mods.append(named(Msg("BUCS", "Equipment: %1 (no bonus in combat without Infantry)").args(rules(eq.name)),
                          0))
    else:
        mods.append(named(_equipment(eq.name), eq.modifier))

    m = tables.modifiers
    spec = _terrain_specialty(lead, terrain)
    if spec:
        mods.append(named(_in_terrain(spec, terrain), m.terrain_specialty))
    if lead.conditions.dug_in or lead.conditions.beachhead:
        mods.append(named(Msg("BUCS", "Dug in (beachhead)") if lead.conditions.beachhead and not lead.conditions.dug_in
                          else Msg("BUCS", "Dug in"), m.dug_in))
    pins, pin_notes = effective_pins(foe, lead, engagement, tables)
    notes += pin_notes
    if pins:
        mods.append(named(Msg("BUCS", "Opponent pinned down (%1)").args(join([pin_word(p) for p in pins], ", ")),
                          m.opponent_pinned_down))
    own_mob, foe_mob = effective_mobility(lead, tables), effective_mobility(foe, tables)
    for u, mob in ((lead, own_mob), (foe, foe_mob)):
        if mob != u.mobility:
            gear = combat_equipment(u, tables)
            lost = (Msg("BUCS", "%1 loses its %2 mobility fighting with %3 equipment (no Infantry specialty)")
                    if gear != u.equipment else Msg("BUCS", "%1 loses its %2 mobility fighting with %3 equipment"))
            notes.append(Phrase(lost.args(u.name, rules(u.mobility), rules(gear))))
    step = tables.mobility_row(own_mob).steps - tables.mobility_row(foe_mob).steps
    if step > 0:
        steps = (Msg("BUCS", "Mobility: %1 against %2 (1 step)") if step == 1 else
                 Msg("BUCS", "Mobility: %1 against %2 (%n steps)", None, step))
        mods.append(named(steps.args(rules(own_mob), rules(foe_mob)), step * m.mobility_per_step))
    bonus = tables.outnumbered_bonus(ours, theirs)
    if bonus:
        mods.append(named(Msg("BUCS", "Outnumbering the enemy %1 to %2 (x%3 or more)").args(ours, theirs, bonus[0]),
                          bonus[1]))
    momentum = lead.conditions.momentum
    if momentum:
        dug = [u.name for u in (lead, foe) if u.conditions.dug_in or u.conditions.beachhead]
        if dug and m.dug_in_cancels_momentum:
            both = (Msg("BUCS", "%1 and %2").args(*dug) if len(dug) == 2 else dug[0])
            notes.append(Phrase(Msg("BUCS", "Momentum +%1 of %2 does not count: %3 dug in")
                              .args(momentum, lead.name, both)))
        else:
            name = Msg("BUCS", "Momentum (%1)").args(momentum)
            if spec and not foe.has(spec):
                momentum *= m.terrain_momentum_multiplier
                name = Msg("BUCS", "Momentum (%1, doubled: %2)").args(lead.conditions.momentum,
                                                                      _in_terrain(spec, terrain))
            mods.append(named(name, momentum))
    mods.extend(opts.modifiers)
    return mods, notes


def _equipment(name: str) -> Msg:
    return Msg("BUCS", "Equipment: %1").args(rules(name))


def _in_terrain(spec: str, terrain: TerrainRow) -> Msg:
    return Msg("BUCS", "%1 in %2 terrain").args(rules(spec), rules(terrain.name))


def contest_modifiers(side: list[Unit], role: str, opts: SideOptions, skill: str, tables: BucsTables,
                      terrain: TerrainRow) -> tuple[list[Modifier], list[Phrase]]:
    """Modifiers for a unit-vs-unit skill check (Hide, Spot, Craft...): quality, equipment, numbers."""
    lead = side[0]
    where = f"{role}s[0]"
    mods: list[Modifier] = []
    notes: list[Phrase] = []
    situation = opts.situation or default_situation(lead)
    outside = opts.outside_specialties or (opts.specialty is not None and not lead.has(opts.specialty))
    out = tables.outside_specialty
    why = (Msg("BUCS", "%1 is outside its specialties").args(skill_name(skill)) if not opts.specialty
           else Msg("BUCS", "no %1 specialty").args(rules(opts.specialty)))
    mods.append(quality_modifier(lead, situation, tables, where, out.quality_as if outside else None, why))
    if outside:
        poor = tables.equipment_row(out.equipment_as)
        mods.append(named(Msg("BUCS", "Equipment: as %1 (outside its specialties)").args(rules(poor.name)),
                          poor.modifier))
    else:
        eq = tables.equipment_row(lead.equipment)
        mods.append(named(_equipment(eq.name), eq.modifier))
    spec = _terrain_specialty(lead, terrain)
    if spec:
        mods.append(named(_in_terrain(spec, terrain), tables.modifiers.terrain_specialty))
    helpers = []
    for i, helper in enumerate(side[1:], start=1):
        check_can_act(helper, opts.situation or default_situation(helper), tables, f"{role}s[{i}]")
        if opts.specialty and not helper.has(opts.specialty):
            notes.append(Phrase(Msg("BUCS", "%1 lacks %2: units without the skill in common cannot help")
                              .args(helper.name, rules(opts.specialty))))
        else:
            helpers.append(helper)
    if helpers:
        per = tables.modifiers.strength_in_numbers_per_unit
        more = (Msg("BUCS", "Strength in numbers (1 more unit)") if len(helpers) == 1 else
                Msg("BUCS", "Strength in numbers (%n more units)", None, len(helpers)))
        mods.append(named(more, per * len(helpers)))
    mods.extend(opts.modifiers)
    return mods, notes


SKILLS = ("Hide", "Spot")  # the surprise check's skills
SKILL_WORDS = {"Hide": Msg("BUCS", "Hide"), "Spot": Msg("BUCS", "Spot")}


def skill_name(skill: str) -> object:
    """A skill as the GM reads it: the rules' Hide and Spot in the GM's language, any other as typed."""
    return SKILL_WORDS.get(skill, skill)
