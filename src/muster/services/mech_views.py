"""What the mech battle panel, the status dock and the record sheet read: frozen views of the mechs."""

from __future__ import annotations

from dataclasses import dataclass

from muster.i18n import Text
from muster.rules.mech.mechtables import as_tables
from muster.rules.mech.state import MechState
from muster.rules.mech.text import reason_text
from muster.services.mech_units import summary


@dataclass(frozen=True)
class LocationView:
    location: str
    armor: int
    internal: int
    armor_left: int
    internal_left: int
    lost: bool
    falling_off: bool


@dataclass(frozen=True)
class AmmoView:
    id: str
    name: str
    location: str
    shots: int
    left: int
    working: bool
    kind: str  # ammo or gel_pack


@dataclass(frozen=True)
class WeaponView:
    id: str
    name: str
    location: str
    rear: bool
    damage: int | str
    heat: int
    ranges: tuple[int, int, int, int]  # minimum, short, medium, long
    ammo_bin: str | None
    working: bool
    kind: str  # weapon or gel_dispenser


@dataclass(frozen=True)
class PilotView:
    name: str
    gunnery: int
    piloting: int
    head_hits: int
    status: str


@dataclass(frozen=True)
class MoveDie:
    colour: str
    number: int | None
    own: int       # to the mech's own attacks
    against: int   # to attacks on it


@dataclass(frozen=True)
class MpAvailable:
    walk: int
    run: int
    jump: int
    notes: tuple[str, ...]  # English phrases: ``message_of(note)`` is the message


@dataclass(frozen=True)
class MechView:
    """One mech of a battle as the panel and the status dock show it."""

    id: int | None
    name: str
    key: str
    design: str
    tonnage: int
    pilot: PilotView
    heat: int
    heat_penalty: int
    heat_mp_loss: int
    shutdown_from: int
    ammo_check_from: int
    heat_this_turn: int
    sinks: int
    locations: tuple[LocationView, ...]
    ammo: tuple[AmmoView, ...]
    weapons: tuple[WeaponView, ...]
    die: MoveDie | None
    moved: Text  # this turn's movement as logged, or ""
    prone: bool
    shutdown: bool
    destroyed: bool
    out: bool
    can_act: bool
    status: Text  # :func:`summary`
    mp: MpAvailable | None
    hands: tuple[str, ...]
    feet: tuple[str, ...]
    engine_hits: int
    gyro_hits: int
    sensor_hits: int
    life_support_hits: int
    actuators_hit: tuple[str, ...]
    disabled: tuple[str, ...]
    piloting_reasons: tuple[Text, ...]
    side_id: int | None = None

    def gel_packs(self) -> tuple[AmmoView, ...]:
        return tuple(a for a in self.ammo if a.kind == "gel_pack")


@dataclass(frozen=True)
class ModifierView:
    name: str  # English (a phrase of the rules: ``message_of(name)`` is its message), or the GM's own name
    value: int


@dataclass(frozen=True)
class AttackOdds:
    """The chance to hit of one declared attack, before any roll."""

    name: str
    modifiers: tuple[ModifierView, ...]
    modifier_total: int
    needed: int
    needs_roll: bool
    percent: float
    need_natural: int  # the natural d20 face needed (1 when any roll hits)


@dataclass(frozen=True)
class DeclaredAttack:
    """One declaration of this combat phase, with its odds or why it is no longer allowed."""

    index: int
    attacker_id: int
    target_id: int
    attacker: str
    target: str
    weapon: str
    range: int
    odds: AttackOdds | None
    error: Text = ""

    @property
    def legal(self) -> bool:
        return self.odds is not None


@dataclass(frozen=True)
class FieldProblem:
    field: str
    message: str  # English phrase: ``message_of(message)`` is its message


@dataclass(frozen=True)
class MpSpent:
    available: int
    spent: int
    walk: int
    run: int
    jump: int
    notes: tuple[str, ...]


@dataclass(frozen=True)
class MoveCheck:
    """What is wrong with a movement as entered (no dice), and the MP it spends."""

    problems: tuple[FieldProblem, ...]
    mp: MpSpent | None


@dataclass(frozen=True)
class InitiativeRoll:
    unit_id: int
    total: int


@dataclass(frozen=True)
class MechBattleView:
    """Everything the mech battle panel shows of one battle, read in one go."""

    mechs: tuple[MechView, ...]
    initiative_rolls: tuple[InitiativeRoll, ...] | None  # this turn's, lowest first; None: not rolled yet
    initiative_order: tuple[int, ...]
    damage_done: bool  # the damage phase of this turn is done
    declarations: tuple[DeclaredAttack, ...]
    cover: tuple[str, ...]  # the cover/terrain names of the campaign's tables

    def mech(self, unit_id) -> MechView | None:
        return next((m for m in self.mechs if m.id == unit_id), None)


@dataclass(frozen=True)
class PilotingOdds:
    """This turn's damage-phase piloting roll of one mech, before it is rolled (NOTES.md 5: every modifier of
    the turn counts, legs about to fall off included)."""

    unit: int
    roll_needed: bool
    reasons: tuple[Text, ...]
    modifiers: tuple[tuple[str, int], ...]  # (English name, a phrase: ``message_of(name)`` is its message; value)
    modifier_total: int
    needed: int
    percent: float
    percent_text: str
    damage_this_turn: int
    note: str = ""  # English phrase: ``message_of(note)`` is its message


def view_of(m: MechState, rules: dict, *, uid: int | None = None, name: str = "", moved: Text = "",
            mp: dict | None = None, side_id: int | None = None) -> MechView:
    """One mech state as the panel and the status dock show it (also the start of a printed sheet)."""
    from muster.rules.mech.movement import own_movement_modifier, target_movement_modifier

    design = m.design
    locations = tuple(LocationView(loc, spec.armor, spec.internal, m.armor_left(loc), m.internal_left(loc),
                                   m.is_lost(loc), m.falling_off(loc)) for loc, spec in design.locations.items())
    ammo = tuple(AmmoView(it.id, it.name, it.location, it.shots, m.ammo_left(it.id), m.item_working(it), it.kind)
                 for it in design.items if it.kind in ("ammo", "gel_pack"))
    weapons = tuple(WeaponView(it.id, it.name, it.location, it.rear, it.damage, it.heat,
                               (it.min_range, it.short, it.medium, it.long), it.ammo_bin, m.item_working(it), it.kind)
                    for it in design.items if it.is_weapon)
    tables = as_tables(rules)
    t = m.turn
    die = None
    if t.move_mode is not None:
        own = own_movement_modifier(m, rules)
        against = target_movement_modifier(m, rules)
        kind = "jump" if t.jumped else t.move_mode
        die = MoveDie(tables.movement_modes[kind].colour, t.die, own.value if own else 0,
                      against.value if against else 0)
    p = m.pilot
    return MechView(
        id=uid, name=name, key=m.id, design=design.name, tonnage=design.tonnage,
        pilot=PilotView(p.name, p.gunnery, p.piloting, p.head_hits, p.status),
        heat=m.heat, heat_penalty=m.heat_attack_penalty(rules), heat_mp_loss=m.heat_mp_loss(rules),
        shutdown_from=tables.heat.checks_from("shutdown"), ammo_check_from=tables.heat.checks_from("ammo_check"),
        heat_this_turn=t.movement_heat + t.weapon_heat + t.other_heat, sinks=m.working_heat_sinks(),
        locations=locations, ammo=ammo, weapons=weapons, die=die, moved=moved,
        prone=m.prone, shutdown=m.shutdown, destroyed=m.destroyed, out=m.out_of_action, can_act=m.can_act,
        status=summary(m), mp=MpAvailable(mp["walk"], mp["run"], mp["jump"], tuple(mp["notes"])) if mp else None,
        hands=tuple(design.hands), feet=tuple(design.feet), engine_hits=m.engine_hits, gyro_hits=m.gyro_hits,
        sensor_hits=m.sensor_hits, life_support_hits=m.life_support_hits, actuators_hit=tuple(m.actuators_hit),
        disabled=tuple(m.disabled), piloting_reasons=tuple(reason_text(r) for r in t.piloting_reasons),
        side_id=side_id,
    )
