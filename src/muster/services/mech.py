"""Mech combat (d20 mech game) through the service layer: record sheets as unit state, the six-phase turn.

Every unit of the ``mech`` system keeps its :class:`~muster.rules.mech.MechState` (design, pilot, damage,
heat, this turn's movement) in ``Unit.state``. Per battle, ``Battle.state`` holds::

    {"initiative": {"round", "order", "ranking", "rolls", "highest", "highest_goes"},
     "moved": {"<unit id>": {"round", "text"}},
     "declarations": [{"attacker": "<unit id>", "target": "<unit id>", "weapon", "range", ...}],
     "declared_round": n,
     "done": {"combat": round, "damage": round, "clean_up": round}}

One GM step = one action = one undo step: roll initiative, move one mech, declare (or withdraw) one attack,
resolve the combat phase (every declared attack, simultaneously), run the damage phase for every mech,
clean up. Each is allowed only in its phase of the Turn Tracker; the error says which phase to go to.
"""

from __future__ import annotations

from dataclasses import dataclass

from muster.campaign.models import Battle, Unit
from muster.i18n import Joined, Msg, Text, english_text, from_data, message_of, term_noop, to_data
from muster.rules.mech.text import PHYSICAL_TEXT, colour_text, destroyed_text, loc_text, logged_modifiers, reason_text
from muster.services.common import battle_action, battle_read, require_phase
from muster.services.core import ActionScope, CampaignService, ServiceError

SYSTEM = "mech"
PHASE_INITIATIVE, PHASE_MOVEMENT, PHASE_ARTILLERY, PHASE_COMBAT, PHASE_DAMAGE, PHASE_CLEAN_UP = range(6)
PHASE_NAMES = (term_noop("Rules", "Initiative"), term_noop("Rules", "Movement"), term_noop("Rules", "Artillery"),
               term_noop("Rules", "Combat"), term_noop("Rules", "Damage"), term_noop("Rules", "Clean-up"))
MOVE_FIELDS = ("forward", "backward", "terrain_changes", "jumped", "turn_start", "turn_middle", "turn_end",
               "stand_attempts")
PIPS = ("○", "●")


# ---------------------------------------------------------------- unit state
def _names(locs) -> Joined:
    return Joined([loc_text(loc) for loc in locs], ", ")


def normalise_state(state: dict, tables: dict | None = None) -> dict:  # no rules table limits these states
    """A checked, complete mech state (design may be a sample name such as ``"boar"``)."""
    from muster.rules.mech import DesignError, MechState

    state = dict(state or {})
    if not state.get("design"):
        raise ServiceError(Msg("Mech", "A mech needs a design: pick a sample design or build one in the designer."))
    state.setdefault("id", "mech")
    if not isinstance(state.get("id"), str) or not state["id"].strip():
        state["id"] = "mech"
    try:
        return stored(MechState.from_dict(state))
    except DesignError as exc:
        raise ServiceError(Msg("Mech", "Bad mech record sheet: %1: %2").args(exc.path, message_of(exc.message))) from None


def stored(m) -> dict:
    """The state as kept in ``Unit.state``: ``MechState.to_dict`` with the design as compact JSON text.

    Every action snapshots the rows it changes (for undo); a design kept as one string copies in no time,
    where the same design as nested objects made a 16-mech combat phase twice as slow.
    """
    return m.to_dict(design_as_json=True)


def design_of(state: dict) -> dict | None:
    """The design of a stored state as a dict (for editors and exports)."""
    import json

    design = (state or {}).get("design")
    if isinstance(design, str) and design.lstrip().startswith("{"):
        return json.loads(design)
    if isinstance(design, str):
        return sample_design(design)
    return design


def _pips(hits: int, of: int = 6) -> str:
    return PIPS[1] * hits + PIPS[0] * max(0, of - hits)


def summary(m) -> Text:
    """The roster's status column for a :class:`MechState` (a message: " · " between its parts)."""
    name = m.design.name
    if m.destroyed:
        if m.destroyed_reason:
            return Msg("Mech", "%1: DESTROYED (%2)").args(name, destroyed_text(m.destroyed_reason))
        return Msg("Mech", "%1: DESTROYED").args(name)
    if m.pilot.status == "dead":
        return Msg("Mech", "%1: PILOT DEAD").args(name)
    armor = sum(s.armor for s in m.design.locations.values())
    internal = sum(s.internal for s in m.design.locations.values())
    armor_left = sum(m.armor_left(loc) for loc in m.design.locations)
    internal_left = sum(m.internal_left(loc) for loc in m.design.locations)
    words: list = []
    if m.pilot.status == "unconscious":
        words.append(Msg("Mech", "PILOT OUT"))
    if m.shutdown:
        words.append(Msg("Mech", "SHUT DOWN"))
    if m.prone:
        words.append(Msg("Mech", "PRONE"))
    words.append(Msg("Mech", "armor %1/%2").args(armor_left, armor))
    words.append(Msg("Mech", "structure %1/%2").args(internal_left, internal))
    words.append(Msg("Mech", "heat %1").args(m.heat))
    if m.lost:
        words.append(Msg("Mech", "lost %1").args(_names(m.lost)))
    words.append(Msg("Mech", "pilot %1").args(_pips(m.pilot.head_hits)))
    return Joined([Joined(words, " · "), f" ({name})"], "")


def status(state: dict) -> Text:
    """:func:`summary` of a stored state (a message: the unit's ``status`` and ``status_msg``)."""
    from muster.rules.mech import MechState

    return summary(MechState.from_dict(state))


def new_state(design, pilot: dict | None = None) -> dict:
    """A fresh mech: ``design`` a sample name or a design dict; ``pilot`` name/gunnery/piloting."""
    return normalise_state({"id": "mech", "design": design, "pilot": pilot or {}})


def sample_designs() -> list[tuple[str, str]]:
    """(file stem, design name) of the bundled designs."""
    from muster.rules.mech import load_sample, sample_names

    return [(stem, load_sample(stem).name) for stem in sample_names()]


def sample_design(stem: str) -> dict:
    from muster.rules.mech import load_sample

    try:
        return load_sample(stem).to_dict()
    except KeyError as exc:
        raise ServiceError(message_of(exc.args[0])) from None


# ---------------------------------------------------------------- what the panel and status dock read
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


class _Roster:
    """The battle's units and their engine states, keyed by a readable id (the unit name)."""

    def __init__(self, s, battle: Battle):
        from sqlalchemy import select

        from muster.campaign.models import Force
        from muster.rules.mech import DesignError, MechState

        rows = s.execute(select(Unit, Force.side_id).join(Force, Force.id == Unit.force_id)
                         .where(Unit.id.in_(list(battle.initiative)))).all()
        found = {u.id: (u, side) for u, side in rows}
        self.units: dict[int, Unit] = {}
        self.side: dict[int, int] = {}
        for uid in battle.initiative:
            unit, side = found.get(uid, (None, None))
            if unit is not None and unit.system == SYSTEM:
                self.units[unit.id] = unit
                self.side[unit.id] = side
        names = [u.name for u in self.units.values()]
        self.key = {uid: (u.name if names.count(u.name) == 1 else f"{u.name} #{uid}") for uid, u in self.units.items()}
        self.uid = {k: uid for uid, k in self.key.items()}
        self.mechs = {}
        for uid, unit in self.units.items():
            data = dict(unit.state)
            data["id"] = self.key[uid]
            try:
                self.mechs[self.key[uid]] = MechState.from_dict(data)
            except DesignError as exc:
                raise ServiceError(Msg("Mech", "%1 has a bad record sheet: %2: %3").args(
                    unit.name, exc.path, message_of(exc.message))) from None

    def unit(self, uid) -> Unit:
        try:
            uid = int(uid)
        except (TypeError, ValueError):
            raise ServiceError(Msg("Mech", "'%1' is not a unit of this battle.").args(str(uid))) from None
        if uid not in self.units:
            raise ServiceError(Msg("Mech", "Unit #%1 is not in this battle.").args(str(uid)))
        return self.units[uid]

    def mech(self, uid):
        return self.mechs[self.key[self.unit(uid).id]]

    def name(self, key: str) -> str:
        return self.units[self.uid[key]].name if key in self.uid else key

    def sides(self) -> dict[str, int]:
        """Mech key -> side id (the rules' target check)."""
        return {self.key[uid]: side for uid, side in self.side.items()}

    def save(self, act: ActionScope, states) -> None:
        for m in states:
            unit = self.units[self.uid[m.id]]
            act.update(unit, state=stored(m), status=summary(m))


def _state(battle: Battle) -> dict:
    return dict(battle.state or {})


# ---------------------------------------------------------------- phase hook
def on_phase_change(act: ActionScope, battle: Battle, old_round: int, old_phase: int) -> None:
    """Artillery is skipped with a note; a new turn drops declarations left over from the last."""
    from muster.rules.mech import ARTILLERY_NOTE

    if battle.phase == PHASE_ARTILLERY:
        act.record.result = {"note": ARTILLERY_NOTE}
    if battle.round != old_round:
        state = _state(battle)
        if state.get("declarations"):
            state["declarations"] = []
            act.update(battle, state=state)


# ---------------------------------------------------------------- read functions
def panel_data(svc: CampaignService, battle_id: int) -> MechBattleView:
    """The battle as the panel shows it: every mech in initiative order, initiative, declarations, cover."""
    from muster.rules.mech import mp_available
    from muster.rules.mech.rulesdata import cover_names

    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        roster = _Roster(s, battle)
        bstate = _state(battle)
        rnd = battle.round
        declarations = _declared(roster, bstate, rules)
    mechs = []
    for uid, unit in roster.units.items():
        m = roster.mechs[roster.key[uid]]
        moved = bstate.get("moved", {}).get(str(uid))
        mechs.append(view_of(m, rules, uid=uid, name=unit.name,
                             moved=_moved_text(moved) if moved and moved.get("round") == rnd else "",
                             mp=mp_available(m, rules), side_id=roster.side.get(uid)))
    ini = bstate.get("initiative")
    this_turn = ini is not None and ini.get("round") == rnd
    return MechBattleView(
        mechs=tuple(mechs),
        initiative_rolls=tuple(InitiativeRoll(r["unit"], r["total"]) for r in ini["rolls"]) if this_turn else None,
        initiative_order=tuple(ini["order"]) if this_turn else (),
        damage_done=bstate.get("done", {}).get("damage") == rnd,
        declarations=declarations,
        cover=tuple(cover_names(rules)),
    )


def view_of(m, rules: dict, *, uid=None, name="", moved="", mp=None, side_id=None) -> MechView:
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
    heat_rules = rules["heat"]
    t = m.turn
    die = None
    if t.move_mode is not None:
        own = own_movement_modifier(m, rules)
        against = target_movement_modifier(m, rules)
        kind = "jump" if t.jumped else t.move_mode
        die = MoveDie(rules["movement_modes"][kind]["colour"], t.die, own.value if own else 0,
                      against.value if against else 0)
    p = m.pilot
    return MechView(
        id=uid, name=name, key=m.id, design=design.name, tonnage=design.tonnage,
        pilot=PilotView(p.name, p.gunnery, p.piloting, p.head_hits, p.status),
        heat=m.heat, heat_penalty=m.heat_attack_penalty(rules), heat_mp_loss=m.heat_mp_loss(rules),
        shutdown_from=min(b["min"] for b in heat_rules["shutdown"]),
        ammo_check_from=min(b["min"] for b in heat_rules["ammo_check"]),
        heat_this_turn=t.movement_heat + t.weapon_heat + t.other_heat, sinks=m.working_heat_sinks(),
        locations=locations, ammo=ammo, weapons=weapons, die=die, moved=moved,
        prone=m.prone, shutdown=m.shutdown, destroyed=m.destroyed, out=m.out_of_action, can_act=m.can_act,
        status=summary(m), mp=MpAvailable(mp["walk"], mp["run"], mp["jump"], tuple(mp["notes"])) if mp else None,
        hands=tuple(design.hands), feet=tuple(design.feet), engine_hits=m.engine_hits, gyro_hits=m.gyro_hits,
        sensor_hits=m.sensor_hits, life_support_hits=m.life_support_hits, actuators_hit=tuple(m.actuators_hit),
        disabled=tuple(m.disabled), piloting_reasons=tuple(reason_text(r) for r in t.piloting_reasons),
        side_id=side_id,
    )


def _moved_text(moved: dict) -> Text:
    """A movement as the battle state keeps it: its message (``"message"``), or the English text alone."""
    message = moved.get("message")
    return from_data(message) if message else moved.get("text", "")


def check_move(svc: CampaignService, battle_id: int, unit_id: int, plan: dict) -> MoveCheck:
    """What is wrong with a movement as entered (no dice), naming each field, and the MP it spends."""
    from muster.rules.mech.movement import check_plan

    move_plan = _plan(plan)
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        mech = _Roster(s, battle).mech(unit_id)
    errors, mp = check_plan(mech, move_plan, rules)
    spent = (MpSpent(mp["available"], mp["spent"], mp["walk"], mp["run"], mp["jump"], tuple(mp["notes"]))
             if mp else None)
    return MoveCheck(tuple(FieldProblem(e["field"], e["message"]) for e in errors), spent)


def _odds(roster: _Roster, attack, rules: dict) -> AttackOdds:
    from muster.rules.mech import AttackError
    from muster.rules.mech.combat import attack_odds as odds

    try:
        o = odds(roster.mechs[attack.attacker], roster.mechs[attack.target], attack, rules)
    except AttackError as exc:
        raise ServiceError(message_of(exc.message)) from None
    return AttackOdds(o["name"], tuple(ModifierView(m["name"], m["value"]) for m in o["modifiers"]),
                      o["modifier_total"], o["needed"], o["needs_roll"], o["percent"], o.get("need_natural", 1))


def attack_odds(svc: CampaignService, battle_id: int, declaration: dict) -> AttackOdds:
    """The exact chance to hit of one attack as declared now (raises ServiceError when not allowed)."""
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        roster = _Roster(s, battle)
        return _odds(roster, _attack(roster, declaration), rules)


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


def piloting_odds(svc: CampaignService, battle_id: int, unit_id: int) -> PilotingOdds:
    """The exact chance of the piloting roll the damage phase will call for (read-only)."""
    from muster.rules.mech.phases import damage_phase_piloting_odds

    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        roster = _Roster(s, battle)
        roster.unit(unit_id)
        o = damage_phase_piloting_odds(roster.mechs[roster.key[int(unit_id)]], rules)
    return PilotingOdds(int(unit_id), o["roll_needed"], tuple(reason_text(r) for r in o["reasons"]),
                        tuple((m["name"], m["value"]) for m in o["modifiers"]), o["modifier_total"], o["needed"],
                        o["percent"], o["percent_text"], o["damage_this_turn"],
                        o.get("skipped") or o.get("automatic_failure") or "")


def declared_attacks(svc: CampaignService, battle_id: int) -> tuple[DeclaredAttack, ...]:
    """The declarations of this combat phase with their odds (or why they are no longer allowed)."""
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        return _declared(_Roster(s, battle), _state(battle), rules)


def _declared(roster: _Roster, bstate: dict, rules: dict) -> tuple[DeclaredAttack, ...]:
    rows = []
    for i, d in enumerate(bstate.get("declarations", [])):
        a, t = int(d["attacker"]), int(d["target"])
        names = (roster.units[a].name if a in roster.units else "?", roster.units[t].name if t in roster.units else "?")
        error: Text = ""
        try:
            odds = _odds(roster, _attack(roster, d), rules)
        except ServiceError as exc:
            odds, error = None, exc.message
        rows.append(DeclaredAttack(i, a, t, *names, d["weapon"], d.get("range", 1), odds, error))
    return tuple(rows)


# ---------------------------------------------------------------- converting input
def _plan(plan: dict):
    from muster.rules.mech import MovePlan
    from muster.rules.mech.movement import MODES

    if not isinstance(plan, dict):
        raise ServiceError(Msg("Mech", "A movement is a set of fields (mode, forward, backward, ...)."))
    mode = plan.get("mode", "none")
    if mode not in MODES:
        raise ServiceError(Msg("Mech", "mode: must be one of %1").args(", ".join(MODES)))
    values = {}
    for key in MOVE_FIELDS:
        value = plan.get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 100:
            raise ServiceError(Msg("Mech", "%1: must be a whole number from 0 to 100").args(key))
        values[key] = value
    gel = plan.get("gel", [])
    if not isinstance(gel, list):
        raise ServiceError(Msg("Mech", "gel: expected a list of {pack, location}"))
    hexes = plan.get("hexes")
    if hexes is not None and (not isinstance(hexes, int) or isinstance(hexes, bool) or hexes < 0):
        raise ServiceError(Msg("Mech", "hexes: must be a whole number of hexes from the start hex"))
    return MovePlan(mode=mode, gel=list(gel), hexes=hexes, **values)


def _attack(roster: _Roster, declaration: dict):
    from muster.rules.mech import Attack, AttackError
    from muster.rules.mech.combat import check_target

    if not isinstance(declaration, dict):
        raise ServiceError(Msg("Mech", "An attack declaration is a set of fields (attacker, target, weapon, range, "
                                       "...)."))
    data = dict(declaration)
    for who in ("attacker", "target"):
        data[who] = roster.key[roster.unit(data.get(who)).id]
    try:
        attack = Attack.from_dict(data)
    except AttackError as exc:
        raise ServiceError(Joined([exc.field, message_of(exc.message)], ": ")) from None
    try:
        check_target(roster.mechs[attack.attacker], attack, roster.sides())
    except AttackError:
        if attack.target == attack.attacker:
            why = Msg("Mech", "%1 cannot attack %2: that is itself.")
        else:
            why = Msg("Mech", "%1 cannot attack %2: it is on the same side. Attacks go at the other sides' mechs.")
        raise ServiceError(why.args(roster.name(attack.attacker), roster.name(attack.target))) from None
    return attack


# ---------------------------------------------------------------- phase 1: initiative
def roll_initiative(svc: CampaignService, battle_id: int, highest_goes: str = "last") -> list[int]:
    """d20 + piloting for every mech; the highest goes first or last, the rest lowest to highest."""
    from muster.rules.mech import Dice
    from muster.rules.mech import roll_initiative as roll

    if highest_goes not in ("first", "last"):
        raise ServiceError(Msg("Mech", "highest_goes: must be 'first' or 'last'"))
    label = Msg("Mech", "Roll initiative")
    with battle_action(svc, SYSTEM, battle_id, "mech-initiative", label) as (act, battle, rules):
        require_phase(battle, PHASE_NAMES, PHASE_INITIATIVE, Msg("Mech", "Rolling initiative"))
        state = _state(battle)
        if state.get("initiative", {}).get("round") == battle.round:
            raise ServiceError(Msg("Mech", "Initiative was already rolled for turn %1; undo it to roll again.")
                               .args(battle.round))
        roster = _Roster(act.s, battle)
        if not roster.mechs:
            raise ServiceError(Msg("Mech", "There are no mechs in this battle."))
        result = roll(list(roster.mechs.values()), Dice(act.roller), rules, highest_goes)
        order = [roster.uid[k] for k in result.order] + [roster.uid[x["mech"]] for x in result.skipped]
        order += [uid for uid in battle.initiative if uid not in order]
        state["initiative"] = {"round": battle.round, "order": order, "highest": roster.uid.get(result.highest),
                               "highest_goes": highest_goes,
                               "rolls": [{"unit": roster.uid[e["mech"]], "total": e["total"], "rolls": e["rolls"]}
                                         for e in result.entries]}
        act.update(battle, initiative=order, active=0, state=state)
        rolls = Joined([Joined([e["mech"], e["total"]], " ") for e in reversed(result.entries)], ", ")
        act.set_label(Msg("Mech", "Initiative, turn %1").args(battle.round))
        if highest_goes == "first":
            text: Text = Msg("Mech", "Initiative turn %1: %2. %3 (highest) goes first; order: %4")
        else:
            text = Msg("Mech", "Initiative turn %1: %2. %3 (highest) goes last; order: %4")
        text = text.args(battle.round, rolls, result.highest, ", ".join(result.order))
        if result.skipped:
            text = Msg("Mech", "%1; out of the battle: %2").args(text, ", ".join(x["mech"] for x in result.skipped))
        act.describe(text, battle=battle, result=result.to_dict())
    return order


# ---------------------------------------------------------------- phase 2: movement
def _move_text(name: str, res) -> Text:
    if not res.die and not res.stand and not res.gel:
        return Msg("Mech", "%1 stays put").args(name)
    bits: list = []
    for st in res.stand:
        if st.get("automatic_failure"):
            bits.append(Msg("Mech", "stand-up attempt %1 fails (%2)").args(st["attempt"],
                                                                            message_of(st["automatic_failure"])))
        elif st["success"]:
            bits.append(Msg("Mech", "stand-up attempt %1: %2 vs %3 stands").args(st["attempt"], st["total"],
                                                                                  st["needed"]))
        else:
            bits.append(Msg("Mech", "stand-up attempt %1: %2 vs %3 stays down").args(st["attempt"], st["total"],
                                                                                      st["needed"]))
    for g in res.gel:
        bits.append(Msg("Mech", "GEL %1 repairs %2 on %3").args(g["pack"], g["repaired"], loc_text(g["location"])))
    if res.die:
        turn = res.state.turn
        hexes = turn.hexes
        if turn.jumped:
            went = Msg("Mech", "jumps %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5", None, hexes)
        elif turn.move_mode == "run":
            went = Msg("Mech", "runs %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5", None, hexes)
        else:
            went = Msg("Mech", "walks %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5", None, hexes)
        bits.insert(0, went.args(res.mp["spent"], res.mp["available"], res.heat, colour_text(res.die["colour"]),
                                 res.die["number"]))
    bits.extend(message_of(n) for n in res.notes)
    return Joined([name, " ", Joined(bits, "; ")], "")


def move(svc: CampaignService, battle_id: int, unit_id: int, plan: dict) -> dict:
    """Record what the mech did on the table; refused (naming each wrong field) if it breaks the MP rules."""
    from muster.rules.mech import Dice
    from muster.rules.mech import move as engine_move

    move_plan = _plan(plan)
    with battle_action(svc, SYSTEM, battle_id, "mech-move", Msg("Mech", "Move")) as (act, battle, rules):
        require_phase(battle, PHASE_NAMES, PHASE_MOVEMENT, Msg("Mech", "Movement"))
        roster = _Roster(act.s, battle)
        unit = roster.unit(unit_id)
        mech = roster.mech(unit_id)
        state = _state(battle)
        moved = state.get("moved", {})
        if moved.get(str(unit.id), {}).get("round") == battle.round:
            raise ServiceError(Msg("Mech", "%1 has already moved this turn; undo that move to enter it again.")
                               .args(unit.name))
        res = engine_move(mech, move_plan, Dice(act.roller), rules)
        if not res.ok:
            wrong = Joined([Joined([e["field"], message_of(e["message"])], ": ") for e in res.errors], "; ")
            raise ServiceError(Msg("Mech", "%1 cannot move like that: %2").args(unit.name, wrong))
        roster.save(act, [res.state])
        text = _move_text(unit.name, res)
        moved = dict(moved)
        moved[str(unit.id)] = {"round": battle.round, "text": english_text(text), "message": to_data(text)}
        state["moved"] = moved
        act.update(battle, state=state)
        act.set_label(Msg("Mech", "Move %1").args(unit.name))
        act.describe(text, battle=battle, actor=unit, result=res.to_dict() | {"mech": None})
        return act.record.result


# ---------------------------------------------------------------- phase 4: combat
def _modifiers_text(modifiers) -> Joined:
    """Roll modifiers as the log lists them: "+2 Gunnery, -1 Heat 5"."""
    return Joined([Joined([f"{m.value:+d}", message_of(m.name)], " ") for m in modifiers], ", ")


def declare_attack(svc: CampaignService, battle_id: int, declaration: dict) -> int:
    """Add one attack (or GEL use) to this combat phase; checked now, rolled when the phase is resolved."""
    from muster.rules.mech import AttackError, plan_attack

    with battle_action(svc, SYSTEM, battle_id, "mech-declare", Msg("Mech", "Declare attack")) as (act, battle, rules):
        require_phase(battle, PHASE_NAMES, PHASE_COMBAT, Msg("Mech", "Declaring attacks"))
        roster = _Roster(act.s, battle)
        attack = _attack(roster, declaration)
        attacker, target = roster.mechs[attack.attacker], roster.mechs[attack.target]
        try:
            plan = plan_attack(attacker, target, attack, rules)
        except AttackError as exc:
            raise ServiceError(Joined([roster.name(attack.attacker), message_of(exc.message)], ": ")) from None
        state = _state(battle)
        decls = list(state.get("declarations", []))
        if plan.ammo_bin is not None:
            use = 1 if plan.kind == "weapon" else rules["repair"]["charges_per_use"]
            same = 0
            for d in decls:
                if str(d["attacker"]) != str(declaration["attacker"]):
                    continue
                try:
                    other = plan_attack(attacker, roster.mechs[roster.key[int(d["target"])]], _attack(roster, d), rules)
                except (AttackError, ServiceError):
                    continue
                if other.ammo_bin == plan.ammo_bin:
                    same += 1 if other.kind == "weapon" else rules["repair"]["charges_per_use"]
            left = attacker.ammo_left(plan.ammo_bin)
            if same + use > left:
                bin_ = attacker.design.item(plan.ammo_bin)
                raise ServiceError(Msg("Mech", "%1: %2 has %3 left and %4 already declared this phase (weapons on "
                                               "one bin share it)").args(roster.name(attack.attacker), bin_.name,
                                                                         left, same))
        record = attack.to_dict()
        record["attacker"], record["target"] = str(roster.uid[attack.attacker]), str(roster.uid[attack.target])
        decls.append(record)
        state["declarations"] = decls
        state["declared_round"] = battle.round
        act.update(battle, state=state)
        a_unit, t_unit = roster.units[roster.uid[attack.attacker]], roster.units[roster.uid[attack.target]]
        what: Text = message_of(plan.name)
        if plan.kind == "gel":
            what = Joined([message_of(plan.name), " (", loc_text(attack.location), ")"], "")
        act.set_label(Msg("Mech", "Declare %1 %2 at %3").args(a_unit.name, what, t_unit.name))
        if plan.modifiers and plan.needs_roll:
            text = Msg("Mech", "%1 declares %2 at %3, range %4 (%5)").args(
                a_unit.name, what, t_unit.name, attack.range, _modifiers_text(plan.modifiers))
        else:
            text = Msg("Mech", "%1 declares %2 at %3, range %4").args(a_unit.name, what, t_unit.name, attack.range)
        act.describe(text, battle=battle, actor=a_unit, target=t_unit, modifiers=list(logged_modifiers(plan.modifiers)),
                     result={"declaration": record})
        return len(decls) - 1


def _weapon_text(weapon: str) -> Text:
    """A declaration's weapon: an item's id (the GM's design) or a punch or kick."""
    return PHYSICAL_TEXT.get(weapon, weapon)


def withdraw_attack(svc: CampaignService, battle_id: int, index: int) -> None:
    with battle_action(svc, SYSTEM, battle_id, "mech-withdraw", Msg("Mech", "Withdraw attack")) as (act, battle, rules):
        state = _state(battle)
        decls = list(state.get("declarations", []))
        if not isinstance(index, int) or not 0 <= index < len(decls):
            raise ServiceError(Msg("Mech", "There is no declared attack number %1.").args(
                index + 1 if isinstance(index, int) else str(index)))
        gone = decls.pop(index)
        state["declarations"] = decls
        act.update(battle, state=state)
        a, t = act.s.get(Unit, int(gone["attacker"])), act.s.get(Unit, int(gone["target"]))
        weapon = _weapon_text(gone["weapon"])
        act.set_label(Msg("Mech", "Withdraw %1 %2 attack").args(a.name if a else "?", weapon))
        act.describe(Msg("Mech", "%1 withdraws the %2 attack at %3").args(a.name if a else "?", weapon,
                                                                          t.name if t else "?"),
                     battle=battle, actor=a, target=t)


def _hit_text(h: dict) -> Text:
    if h.get("location") is None:
        return Msg("Mech", "%1 wasted (nothing left)").args(h["damage"])
    extra: list = []
    if h.get("internal_damage"):
        extra.append(Msg("Mech", "%1 internal").args(h["internal_damage"]))
    extra.append(Msg("Mech", "armor %1 / structure %2 left").args(h["armor_left"], h["internal_left"]))
    text: list = [loc_text(h["location"]), " ", h["damage"], " (", Joined(extra, ", "), ")"]
    if h.get("falls_off_in_damage_phase"):
        text += [", ", Msg("Mech", "nothing left")]
    crit = h.get("critical")
    if crit:
        effect = message_of(crit.get("effect", crit.get("component")))
        text += ["; ", Msg("Mech", "critical roll %1: %2").args(crit["roll"], effect)]
        if crit.get("explosion"):
            ex = crit["explosion"]
            text += ["; ", Msg("Mech", "%1 EXPLODES for %2 — %3").args(ex["name"], ex["damage"],
                                                                        _hit_text(ex["hit"]))]
            c = ex.get("consciousness") or {}
            if c.get("result"):
                text += ["; ", Msg("Mech", "pilot %1").args(message_of(c["result"]))]
    head = h.get("head_hit")
    if head:
        text += ["; ", Msg("Mech", "head hit %1: %2").args(head["head_hits"], message_of(head.get("result", "")))]
    return Joined(text, "")


def _attack_text(r: dict, names) -> Text:
    who = Joined([names(r["attacker"]), " ", message_of(r["name"]), " → ", names(r["target"])], "")
    if r["kind"] == "gel":
        rep = r.get("repair", {})
        roll: Text = ""
        if "total" in r:
            roll = Joined([" (", Msg("Mech", "%1 vs %2").args(r["total"], r["needed"]), ")"], "")
        if not r.get("hit"):
            return Joined([Msg("Mech", "%1: GEL misses").args(who), roll], "")
        return Joined([Msg("Mech", "%1: GEL repairs %2 on %3").args(who, rep.get("repaired", 0),
                                                                    loc_text(rep.get("location", ""))), roll], "")
    roll = Msg("Mech", "%1%2 = %3 vs %4").args(r["roll"], f"{r['modifier_total']:+d}", r["total"], r["needed"])
    if not r["hit"]:
        return Msg("Mech", "%1: %2, miss").args(who, roll)
    hits = Joined([_hit_text(h) for h in r.get("hits", [])], "; ")
    if r.get("natural_20"):
        return Msg("Mech", "%1: %2 (natural 20), HIT: %3").args(who, roll, hits)
    return Msg("Mech", "%1: %2, HIT: %3").args(who, roll, hits)


def resolve_combat(svc: CampaignService, battle_id: int) -> dict:
    """Roll every declared attack in initiative order as if simultaneous: one action, one undo step."""
    from muster.rules.mech import AttackError, Dice
    from muster.rules.mech import resolve_combat as resolve

    with battle_action(svc, SYSTEM, battle_id, "mech-combat", Msg("Mech", "Resolve combat")) as (act, battle, rules):
        require_phase(battle, PHASE_NAMES, PHASE_COMBAT, Msg("Mech", "Resolving attacks"))
        state = _state(battle)
        decls = list(state.get("declarations", []))
        if not decls:
            raise ServiceError(Msg("Mech", "No attacks are declared: declare attacks for each mech first."))
        roster = _Roster(act.s, battle)
        attacks = [_attack(roster, d) for d in decls]
        order = [roster.key[uid] for uid in battle.initiative if uid in roster.key]
        try:
            result = resolve(roster.mechs, attacks, Dice(act.roller), rules, order)
        except AttackError as exc:
            raise ServiceError(message_of(exc.message)) from None
        changed = [m for k, m in result.mechs.items()]
        roster.save(act, changed)
        state["declarations"] = []
        state.setdefault("done", {})
        state["done"] = dict(state["done"], combat=battle.round)
        act.update(battle, state=state)
        lines = [_attack_text(result.attacks[i], roster.name) for i in result.order]
        hits = sum(1 for r in result.attacks if r.get("hit"))
        count = len(attacks)  # (a plain name: pyside6-lupdate skips a message whose count is a call)
        act.set_label(Msg("Mech", "Combat, turn %1 (%n attacks)", None, count).args(battle.round))
        heat = Joined([Joined([roster.name(k), f"+{v}"], " ") for k, v in result.heat.items()], ", ")
        headline = Msg("Mech", "Combat turn %1: %2 of %n attacks hit.", None, count).args(battle.round, hits)
        shown = lines + ([Msg("Mech", "Weapon heat: %1").args(heat)] if heat else [])
        act.describe(Joined([headline, Joined(shown, " | ")], " "), battle=battle,
                     result={"attacks": result.attacks, "order": result.order, "weapon_heat": result.heat,
                             "headline": to_data(headline), "lines": [to_data(line) for line in shown]})
        return {"attacks": result.attacks, "lines": [english_text(line) for line in lines]}


# ---------------------------------------------------------------- phase 5: damage
def _heat_text(h: dict) -> Text:
    text: list = [Msg("Mech", "heat %1+%2+%3+%4").args(h["carried"], h["movement"], h["weapons"], h["other"])]
    if h["engine"]:
        text.append(Msg("Mech", "+%1 engine").args(h["engine"]))
    text.append(Msg("Mech", "%1 sinks = %2").args(h["sinks"], h["total"]))
    penalty, mp = h["attack_penalty_next_turn"], h["mp_lost_next_turn"]
    if penalty and mp:
        text += [" (", Msg("Mech", "%1 to hit, -%2 MP").args(f"{penalty:+d}", mp), ")"]
    elif penalty:
        text += [" (", Msg("Mech", "%1 to hit").args(f"{penalty:+d}"), ")"]
    elif mp:
        text += [", ", Msg("Mech", "-%1 MP").args(mp)]
    return Joined(text, "")


def _damage_text(name: str, r) -> Text:
    bits: list = []
    for p in r.parts:
        if p["event"] == "lost":
            bits.append(Msg("Mech", "lost %1").args(_names(p["lost"])))
        elif p["event"] == "carried":
            bits.append(Msg("Mech", "%1 carried from %2 → %3").args(p["amount"], loc_text(p["from"]),
                                                                     _hit_text(p["hit"])))
        elif p["event"] == "excess wasted":
            bits.append(Msg("Mech", "%1 excess from %2 wasted").args(p["amount"], loc_text(p["from"])))
    pil = r.piloting
    if pil:
        reason = message_of(pil["reason"])
        if pil.get("skipped"):
            bits.append(Msg("Mech", "piloting (%1): none, %2").args(reason, message_of(pil["skipped"])))
        elif pil.get("automatic_failure"):
            bits.append(Msg("Mech", "piloting (%1) fails: %2, %3").args(reason, message_of(pil["automatic_failure"]),
                                                                         message_of(pil["result"])))
        else:
            bits.append(Msg("Mech", "piloting (%1) %2 vs %3: %4").args(reason, pil["total"], pil["needed"],
                                                                        message_of(pil["result"])))
    if r.heat:
        bits.append(_heat_text(r.heat))
    if r.shutdown:
        sd = r.shutdown
        if "total" in sd:
            bits.append(Msg("Mech", "shutdown check %1 vs %2: %3").args(sd["total"], sd["needed"], message_of(sd["result"])))
        else:
            bits.append(Msg("Mech", "shutdown check automatic: %1").args(message_of(sd["result"])))
    if r.ammo_check:
        ac = r.ammo_check
        if "total" in ac:
            bits.append((Msg("Mech", "ammo check %1 vs %2: safe") if ac["success"] else
                         Msg("Mech", "ammo check %1 vs %2: BIN EXPLODES")).args(ac["total"], ac["needed"]))
        else:
            bits.append(message_of(ac["result"]) if ac.get("result") else Msg("Mech", "ammo check"))
    if r.life_support:
        bits.append(Msg("Mech", "life support: %1").args(message_of(r.life_support["result"])))
    if r.wake_up and "result" in r.wake_up:
        bits.append(Msg("Mech", "wake-up %1 vs %2: %3").args(r.wake_up["total"], r.wake_up["needed"],
                                                              message_of(r.wake_up["result"])))
    bits.extend(message_of(n) for n in r.notes)
    if not bits:
        return Msg("Mech", "%1: nothing to do").args(name)
    return Joined([name, Joined(bits, "; ")], ": ")


def damage_phase(svc: CampaignService, battle_id: int) -> dict:
    """Parts fall off and pass damage on, one piloting roll, heat, shutdown and ammo checks, wake-ups."""
    from muster.rules.mech import Dice
    from muster.rules.mech import damage_phase as phase

    with battle_action(svc, SYSTEM, battle_id, "mech-damage", Msg("Mech", "Damage phase")) as (act, battle, rules):
        require_phase(battle, PHASE_NAMES, PHASE_DAMAGE, Msg("Mech", "The damage phase"))
        state = _state(battle)
        if state.get("done", {}).get("damage") == battle.round:
            raise ServiceError(Msg("Mech", "The damage phase of turn %1 is done; undo it to run it again.")
                               .args(battle.round))
        roster = _Roster(act.s, battle)
        dice = Dice(act.roller)
        results = []
        for uid in battle.initiative:
            if uid not in roster.key:
                continue
            m = roster.mechs[roster.key[uid]]
            if m.out_of_action and not m.turn.damage_taken:
                continue  # a wreck from an earlier turn
            results.append(phase(m, dice, rules))
        roster.save(act, [r.state for r in results])
        state["done"] = dict(state.get("done", {}), damage=battle.round)
        act.update(battle, state=state)
        lines = [_damage_text(roster.name(r.mech), r) for r in results]
        act.set_label(Msg("Mech", "Damage phase, turn %1").args(battle.round))
        headline = Msg("Mech", "Damage phase turn %1:").args(battle.round)
        act.describe(Joined([headline, Joined(lines, " | ")], " "), battle=battle,
                     result={"mechs": [{k: v for k, v in r.to_dict().items() if k != "state"} for r in results],
                             "headline": to_data(headline), "lines": [to_data(line) for line in lines]})
        return {"lines": [english_text(line) for line in lines]}


# ---------------------------------------------------------------- phase 6: clean-up
def clean_up(svc: CampaignService, battle_id: int) -> list[int]:
    """Destroyed mechs and mechs whose pilot died leave the battle (the units stay in the roster)."""
    with battle_action(svc, SYSTEM, battle_id, "mech-clean-up", Msg("Mech", "Clean-up")) as (act, battle, rules):
        require_phase(battle, PHASE_NAMES, PHASE_CLEAN_UP, Msg("Mech", "Clean-up"))
        roster = _Roster(act.s, battle)
        gone = [uid for uid in battle.initiative if uid in roster.key and roster.mechs[roster.key[uid]].out_of_action]
        keep = [uid for uid in battle.initiative if uid not in gone]
        state = _state(battle)
        state["done"] = dict(state.get("done", {}), clean_up=battle.round)
        act.update(battle, initiative=keep, active=0, state=state)
        act.set_label(Msg("Mech", "Clean-up, turn %1").args(battle.round))
        if gone:
            leaving = Joined([Msg("Mech", "%1 leaves the battle (%2)").args(
                roster.units[u].name, roster.mechs[roster.key[u]].status_msg) for u in gone], ", ")
            text: Text = Msg("Mech", "Clean-up: %1").args(leaving)
        else:
            text = Msg("Mech", "Clean-up: every mech is still in the fight")
        act.describe(text, battle=battle, result={"removed": gone})
        return gone


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
Roster = _Roster
engine_attack = _attack
