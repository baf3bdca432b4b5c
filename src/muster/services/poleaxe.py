"""By This Poleaxe: squad battles as GM actions (set-up, the five-phase turn, melee, missiles, morale, spells,
the Out of the Fight table after the battle).

Each unit's ``state`` is a built :class:`muster.rules.poleaxe.Squad` (``to_dict()``); the squad id inside the
engine is the unit id as text, its side the campaign side id as text. The battle's ``state`` holds the
engine's :class:`~muster.rules.poleaxe.battle.Battle` (sides, bodies on the move-space line, declarations)
plus Muster's own keys:

* ``morale_due``: ``[{"unit": id, "reasons": [...], "checks": n}]`` checks raised and not rolled yet (one for
  each hit scored, one for a flank/rear/surprise attack or mounted charge, one for each friend that routs);
* ``morale_checked``: ``{"phase": "round:phase", "units": [...]}`` (the squads that checked this phase);
* ``phase_history``: snapshots taken when a phase is entered, so Previous Phase puts bodies back;
* ``events``: what happened on entering the current phase (moves, contact), as message data
  (``muster.i18n.to_data``; plain text in older files), shown in the GM's language.

The log's texts, the actions' labels, the squads' status lines and the errors are messages
(``muster.i18n.Msg``, context "Poleaxe"); rules terms from the tables are shown with ``term("Rules", ...)``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from muster.campaign.models import Battle, Force, Side, Unit
from muster.i18n import Joined, Msg, Text, join, render, term, term_noop, to_data
from muster.rules.dice import Modifier
from muster.services.common import battle_action, battle_read
from muster.services.core import ActionScope, CampaignService, ServiceError

SYSTEM = "poleaxe"
HISTORY_LIMIT = 12
DIRECTIONS = ("front", "flank", "rear")
COVERS = ("none", "soft", "hard")


# ---- what the panel reads -------------------------------------------------------------------------

@dataclass(frozen=True)
class SquadView:
    unit: int
    name: str
    side: str  # the side's name
    body: str  # the body's name ("" before set-up)
    body_id: str
    av: int
    dv: int
    mv: int
    missile: str | None
    skirmisher: bool
    movement: int
    htk: int
    hits_left: int
    pips: str
    morale: str
    out: bool  # out of the fight for now (spell) or for good
    dropped: bool
    held: bool
    leader: bool
    effects: tuple[str, ...]
    status: str


@dataclass(frozen=True)
class BodyView:
    id: str
    name: str
    side: str
    first_side: bool
    position: int
    declared: int
    charge: bool
    moved: int
    squads: tuple[str, ...]
    max_move: int


@dataclass(frozen=True)
class Distance:
    a: str
    b: str
    distance: int
    engaged: bool


@dataclass(frozen=True)
class BattleView:
    """Everything the battle panel shows; ``error`` says why the battle cannot be fought as it stands."""

    error: str = ""
    set_up: bool = False
    phase: str = ""
    phase_label: str = ""
    events: tuple[str, ...] = ()
    morale_due: int = 0
    squads: tuple[SquadView, ...] = ()
    bodies: tuple[BodyView, ...] = ()
    distances: tuple[Distance, ...] = ()

    def squad(self, unit_id) -> SquadView | None:
        return next((s for s in self.squads if s.unit == unit_id), None)

    def body(self, body_id) -> BodyView | None:
        return next((b for b in self.bodies if b.id == body_id), None)


@dataclass(frozen=True)
class Engagement:
    """One attack of the melee as the GM sets it: the attacked squad strikes back unless ``strike_back`` is off."""

    attacker: int
    target: int
    direction: str = "front"
    surprise: bool = False
    charge: bool = False
    cover: str = "none"
    strike_back: bool = True


@dataclass(frozen=True)
class AttackOdds:
    attacker: int
    target: int
    strike_back: bool
    needed: int
    to_hit: float  # percent
    to_cost_htk: float  # percent


@dataclass(frozen=True)
class SquadOdds:
    """One squad's exact chances in the melee as planned (percentages)."""

    unit: int
    attacks: tuple[AttackOdds, ...]
    to_be_hit: float
    to_drop: float
    expected_htk_lost: float

    def attack_on(self, target: int) -> AttackOdds | None:
        return next((a for a in self.attacks if a.target == target), None)


@dataclass(frozen=True)
class MissileOdds:
    """One volley's range and chances (0 to 1), or why it cannot be shot (``refused``)."""

    range: int
    refused: str = ""
    base: int = 0
    modifiers: tuple[Modifier, ...] = ()
    needed: int = 0
    to_hit: float = 0.0
    target_saves: float = 0.0
    to_cost_htk: float = 0.0


@dataclass(frozen=True)
class RallyOdds:
    refused: str = ""
    leader: str = ""
    method: str = ""  # "cha" or "tactics"
    chance: float = 0.0
    cha: float | None = None
    tactics: float | None = None


@dataclass(frozen=True)
class MoraleDueView:
    unit: int
    name: str
    reasons: tuple[str, ...]
    labels: tuple[str, ...]
    morale_value: int
    needed: int
    hold: float
    needed_secure: int
    hold_secure: float
    checks: int = 1          # rolls due in a row (one for each hit scored...), stopping when it routs


# ---- unit state -------------------------------------------------------------------------------------

def _default_tables() -> dict:
    from muster.rules.poleaxe import load_tables

    return load_tables(None)


def normalise_state(state: dict, tables: dict | None = None) -> dict:
    """A stored squad, derived values rebuilt from what the GM entered; ServiceError names a bad field."""
    from muster.rules.poleaxe import StateError, build_squad, squad_from_input

    tables = tables or _default_tables()
    if not isinstance(state, dict):
        raise ServiceError(Msg("Poleaxe", "Bad squad: expected an object"))
    try:
        squad = squad_from_input({**state, "name": state.get("name") or "Squad", "stats": None}, tables)
        squad = build_squad(replace(squad, stats={}), tables, strict=True)
        out = squad.to_dict()
        type(squad).from_dict(out)  # hits within the (possibly new) Hits to Kill
    except StateError as exc:
        raise ServiceError(Msg("Poleaxe", "Bad squad: %1: %2").args(exc.field, exc.message)) from None
    except ValueError as exc:
        raise ServiceError(Msg("Poleaxe", "Bad squad: %1").args(getattr(exc, "message", None) or str(exc))) from None
    return out


def pips(left: int, total: int) -> str:
    return "●" * left + "○" * max(0, total - left)


def status(state: dict) -> Text:
    """The roster line: HTK pips, morale state (or Out of the Fight) and the three combat values (a message)."""
    from muster.rules.poleaxe import Squad

    return _status_of(Squad.from_dict(state))


# ---- helpers ------------------------------------------------------------------------------------------

def _load_units(s, battle: Battle) -> dict[int, Unit]:
    from sqlalchemy import select

    ids = list(battle.initiative)
    rows = s.scalars(select(Unit).where(Unit.id.in_(ids))).all() if ids else []
    by_id = {u.id: u for u in rows}
    return {uid: by_id[uid] for uid in ids if uid in by_id}


_PARSED: dict[str, object] = {}
_PARSED_LIMIT = 8192


def _bulk_update(act: ActionScope, updates: list[tuple[object, dict]]) -> None:
    act.update_many(updates)
    act.s.flush()


class _Units(dict):
    """Unit rows of a battle, loaded from the session only when asked for (a big melee writes few)."""

    def __init__(self, s, ids):
        super().__init__()
        self.s = s
        self.ids = list(ids)

    def preload(self, ids) -> None:
        from sqlalchemy import select

        missing = [i for i in ids if not dict.__contains__(self, i)]
        if missing:
            for unit in self.s.scalars(select(Unit).where(Unit.id.in_(missing))):
                dict.__setitem__(self, unit.id, unit)

    def __missing__(self, uid):
        self.preload([uid])
        if not dict.__contains__(self, uid):
            raise KeyError(uid)
        return dict.__getitem__(self, uid)

    def get(self, uid, default=None):
        try:
            return self[uid]
        except KeyError:
            return default

    def __contains__(self, uid):
        return uid in self.ids

    def values(self):
        self.preload(self.ids)
        return [dict.__getitem__(self, i) for i in self.ids if dict.__contains__(self, i)]


def _squads(s, battle: Battle) -> tuple[_Units, dict]:
    """The battle's units (loaded on demand) and their engine squads keyed by the unit id as text.

    States are read as stored text and parsed once per distinct text (squads are immutable), so a
    battle of hundreds of squads costs little to load again.
    """
    from sqlalchemy import String, select, type_coerce

    from muster.rules.poleaxe import Squad, StateError

    ids = list(battle.initiative)
    rows = s.execute(select(Unit.id, Unit.name, Unit.system, Force.side_id, type_coerce(Unit.state, String))
                     .join(Force, Force.id == Unit.force_id).where(Unit.id.in_(ids))).all() if ids else []
    by_id = {r[0]: r for r in rows}
    squads = {}
    for uid in ids:
        if uid not in by_id:
            continue
        _, name, system, side_id, raw = by_id[uid]
        if system != SYSTEM:
            raise ServiceError(Msg("Poleaxe", "%1 is a %2 unit, not a By This Poleaxe squad.").args(name, system))
        squad = _PARSED.get(raw)
        if squad is None:
            import json

            try:
                squad = Squad.from_dict(json.loads(raw))
            except StateError as exc:
                raise ServiceError(Msg("Poleaxe", "%1 has a bad state: %2").args(
                    name, Joined([exc.field, exc.message], ": "))) from None
            if len(_PARSED) >= _PARSED_LIMIT:
                _PARSED.clear()
            _PARSED[raw] = squad
        if not squad.built:
            raise ServiceError(Msg("Poleaxe", "%1 is not built yet; open it in the squad builder.").args(name))
        squads[str(uid)] = replace(squad, id=str(uid), name=name, side=str(side_id))
    return _Units(s, [uid for uid in ids if uid in by_id]), squads


def _engine_battle(battle: Battle):
    from muster.rules.poleaxe import Battle as EngineBattle
    from muster.rules.poleaxe import StateError

    state = battle.state or {}
    if not state.get("bodies"):
        raise ServiceError(Msg("Poleaxe", "Battle %1 is not set up yet: roll the distance between the sides first.")
                           .args(battle.name))
    data = {k: state[k] for k in ("sides", "bodies", "start_distance") if k in state}
    data.update(turn=battle.round, phase=battle.phase)
    try:
        return EngineBattle.from_dict(data)
    except StateError as exc:
        raise ServiceError(Msg("Poleaxe", "Battle %1 has a bad state: %2").args(
            battle.name, Joined([exc.field, exc.message], ": "))) from None


def _store_battle(state: dict, engine) -> dict:
    out = dict(state)
    data = engine.to_dict()
    for key in ("sides", "bodies", "start_distance"):
        out[key] = data[key]
    return out


def _phase_key(battle: Battle, tables: dict) -> str:
    phases = tables["battle"]["phases"]
    return phases[battle.phase]["key"] if 0 <= battle.phase < len(phases) else ""


#: the bundled phases named inside a sentence ("Melee belongs to the melee combat phase")
_PHASES_IN_TEXT = {
    "both sides declare movement and charges": Msg("Poleaxe", "both sides declare movement and charges"),
    "both sides move half their stated distance": Msg("Poleaxe", "both sides move half their stated distance"),
    "missile fire and spells": Msg("Poleaxe", "missile fire and spells"),
    "both sides finish declared movement": Msg("Poleaxe", "both sides finish declared movement"),
    "melee combat": Msg("Poleaxe", "melee combat"),
}


def _phase_in_text(phase: dict) -> Text:
    """A phase's label cut short and in lower case, for a sentence (a house rule's own label as written)."""
    text = phase["label"].split(" (")[0].lower()
    return _PHASES_IN_TEXT.get(text, text)


def _require_phase(battle: Battle, tables: dict, keys: tuple[str, ...], what: Msg) -> None:
    """Refuse ``what`` unless the battle stands in one of the phases ``keys`` (as ``common.require_phase``)."""
    phases = tables["battle"]["phases"]
    allowed = [i for i, p in enumerate(phases) if p["key"] in keys]
    if battle.phase in allowed:
        return
    names: Text = ""
    for i in allowed:
        names = _phase_in_text(phases[i]) if not names else Msg("Poleaxe", "%1 or %2").args(names,
                                                                                             _phase_in_text(phases[i]))
    now = _phase_in_text(phases[battle.phase]) if 0 <= battle.phase < len(phases) else Msg("Poleaxe", "another phase")
    raise ServiceError(Msg("Poleaxe", "%1 belongs to the %2 phase; %3 is in %4.").args(what, names, battle.name, now))


def _squad_update(unit: Unit, squad) -> tuple[Unit, dict] | None:
    """The new column values of ``unit`` holding ``squad`` (with its stored id, name and side), or None."""
    stored = replace(squad, id=unit.state.get("id", unit.name), name=unit.state.get("name", unit.name),
                     side=unit.state.get("side", ""))
    state = stored.to_dict()
    if state == unit.state:
        return None
    return unit, {"state": state, "status": _status_of(stored)}


def _status_of(squad) -> Msg:
    """The roster line of ``squad`` as a message (the unit's ``status`` keeps it in English)."""
    from muster.rules.poleaxe.words import morale_word

    if not squad.built:
        return Msg("Poleaxe", "not built")
    values = Msg("Poleaxe", "AV %1 DV %2 MV %3").args(squad.value("attack_value"), squad.value("defense_value"),
                                                     squad.value("morale_value"))
    if squad.dropped:
        return Msg("Poleaxe", "%1 Out of the Fight · %2").args(pips(0, squad.htk), values)
    word: Text = Msg("Poleaxe", "Out of the Fight (spell)") if squad.out_of_fight else morale_word(squad.morale)
    if squad.held and not squad.out_of_fight:
        word = Msg("Poleaxe", "%1, held").args(word)
    return Msg("Poleaxe", "%1 %2/%3 HTK · %4 · %5").args(pips(squad.hits_left, squad.htk), squad.hits_left, squad.htk,
                                                         word, values)


def _write_squad(act: ActionScope, unit: Unit, squad) -> None:
    update = _squad_update(unit, squad)
    if update is not None:
        act.update(unit, **update[1])


def _unit_id(value, what: Text) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ServiceError(Msg("Poleaxe", "%1 must be a squad of this battle, got %2.").args(what, repr(value))
                           ) from None


def _in_battle(uid: int, squads: dict, what: Text) -> str:
    if str(uid) not in squads:
        raise ServiceError(Msg("Poleaxe", "%1 (unit #%2) is not a squad in this battle.").args(what, str(uid)))
    return str(uid)


def _body_of(engine, sid: str):
    for body in engine.bodies:
        if sid in body.squads:
            return body
    return None


def _side_names(s, squads: dict) -> dict[str, str]:
    """Each squad side's campaign name, keyed by the side id as text."""
    out: dict[str, str] = {}
    for sq in squads.values():
        if sq.side not in out:
            side = s.get(Side, int(sq.side)) if sq.side.isdigit() else None
            out[sq.side] = side.name if side else sq.side
    return out


def _phase_stamp(battle: Battle) -> str:
    return f"{battle.round}:{battle.phase}"


def _frac(value: Fraction) -> float:
    return float(value)


def _sentence(text: Text) -> str:
    """A rules message as a sentence of its own (capital first, full stop), in the GM's language now."""
    shown = render(text)
    return shown[:1].upper() + shown[1:] + "."


# ---- set-up and movement ---------------------------------------------------------------------------------

def setup(svc: CampaignService, battle_id: int, bodies: list[dict] | None = None) -> int:
    """Roll 2d6 move spaces between the two sides and place their bodies (one per side unless ``bodies``).

    ``bodies``: ``[{"name": "Left battle", "side": side_id, "units": [unit ids]}]`` for battles of over
    100 combatants. Returns the rolled distance.
    """
    from muster.rules.poleaxe import RulesError, setup_battle

    with battle_action(svc, SYSTEM, battle_id,
                       "poleaxe-setup", Msg("Poleaxe", "Set up battle")) as (act, battle, rules):
        if (battle.state or {}).get("bodies"):
            raise ServiceError(Msg("Poleaxe", "%1 is already set up (undo the set-up to roll again).")
                               .args(battle.name))
        units, squads = _squads(act.s, battle)
        sides: dict[str, list[str]] = {}
        for sid, squad in squads.items():
            sides.setdefault(squad.side, []).append(sid)
        if len(sides) != 2:
            raise ServiceError(Msg("Poleaxe", "A By This Poleaxe battle has two sides; these squads come from %1.")
                               .args(len(sides)))
        names = {k: (act.s.get(Side, int(k)).name if k.isdigit() and act.s.get(Side, int(k)) else k) for k in sides}
        engine_bodies = None
        if bodies:
            engine_bodies = []
            for i, b in enumerate(bodies):
                if not isinstance(b, dict) or not str(b.get("name", "")).strip():
                    raise ServiceError(Msg("Poleaxe", "Body %1 needs a name.").args(i + 1))
                ids = [str(_unit_id(u, Msg("Poleaxe", "Body %1: squad").args(str(b["name"]))))
                       for u in b.get("units", [])]
                side = str(b.get("side", ""))
                engine_bodies.append({"id": f"b{i + 1}", "name": str(b["name"]).strip(), "side": side,
                                      "squads": ids})
            placed = {sid for b in engine_bodies for sid in b["squads"]}
            missing = [squads[sid].name for sid in squads if sid not in placed]
            if missing:
                raise ServiceError(Msg("Poleaxe", "Every squad must be in a body; not placed: %1.")
                                   .args(join(missing, ", ")))
        combatants = sum(len(s.active_members) or 1 for s in squads.values())
        try:
            engine, roll, notes = setup_battle(sides, act.roller, rules, bodies=engine_bodies, combatants=combatants)
        except RulesError as exc:
            raise ServiceError(Msg("Poleaxe", "Cannot set up the battle: %1").args(exc.message)) from None
        if engine_bodies is None:
            engine = replace(engine, bodies=tuple(replace(b, name=names[b.side]) for b in engine.bodies))
        state = _store_battle(dict(battle.state or {}), engine)
        start = Msg("Poleaxe", "The sides start %1 move spaces apart").args(roll.total)
        state.update(morale_due=[], phase_history=[], events=[to_data(e) for e in [start, *notes]])
        act.update(battle, state=state)
        act.set_label(Msg("Poleaxe", "Set up %1: %2 move spaces apart").args(battle.name, roll.total))
        text = (Msg("Poleaxe", "%1: the sides start %2 move spaces apart (%3)").args(battle.name, roll.total,
                                                                                   join(notes, "; ")) if notes
                else Msg("Poleaxe", "%1: the sides start %2 move spaces apart").args(battle.name, roll.total))
        act.describe(text, battle=battle,
                     result={"distance": roll.total, "combatants": combatants, "notes": [to_data(n) for n in notes]})
    return roll.total


def setup_squads(svc: CampaignService, battle_id: int) -> dict:
    """The squads the set-up can group into bodies: side, combatants each, and the grouping threshold."""
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        _, squads = _squads(s, battle)
        side_names = _side_names(s, squads)
    rows = [{"unit": int(sid), "name": sq.name, "side": sq.side, "side_name": side_names[sq.side],
             "combatants": len(sq.active_members) or 1} for sid, sq in squads.items()]
    return {"sides": [{"id": k, "name": v} for k, v in side_names.items()], "squads": rows,
            "combatants": sum(r["combatants"] for r in rows), "limit": rules["squad"]["bodies_over_combatants"]}


def declare(svc: CampaignService, battle_id: int, body_id: str, spaces: int, charge: bool = False) -> None:
    """Phase 1: a body declares its move in spaces (negative: away from the enemy) and whether it charges."""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe import declare as engine_declare

    if isinstance(spaces, bool) or not isinstance(spaces, int):
        raise ServiceError(Msg("Poleaxe", "The move must be a whole number of spaces, got %1.").args(repr(spaces)))
    with battle_action(svc, SYSTEM, battle_id,
                       "poleaxe-declare", Msg("Poleaxe", "Declare movement")) as (act, battle, rules):
        engine = _engine_battle(battle)
        _require_phase(battle, rules, ("declare",), Msg("Poleaxe", "Declaring movement and charges"))
        _, squads = _squads(act.s, battle)
        try:
            body = engine.body(body_id)
            engine = engine_declare(engine, body_id, spaces, rules, charge=charge, squads=squads)
        except RulesError as exc:
            raise ServiceError(_sentence(exc.message)) from None
        act.update(battle, state=_store_battle(battle.state, engine))
        what = _declared(spaces, charge)
        act.set_label(Msg("Poleaxe", "%1 %2").args(body.name, what))  # "Blue charges 2 spaces towards the enemy"
        act.describe(Msg("Poleaxe", "Declared for %1: %2").args(body.name, what), battle=battle,
                     result={"body": body_id, "spaces": spaces, "charge": charge})


def _declared(spaces: int, charge: bool) -> Msg:
    """What a body declared: "stands still", "charges 2 spaces towards the enemy"..."""
    n = abs(spaces)
    if spaces == 0:
        return Msg("Poleaxe", "stands still")
    if spaces > 0 and charge:
        return (Msg("Poleaxe", "charges %n space towards the enemy", None, n) if n == 1
                else Msg("Poleaxe", "charges %n spaces towards the enemy", None, n))
    if spaces > 0:
        return (Msg("Poleaxe", "moves %n space towards the enemy", None, n) if n == 1
                else Msg("Poleaxe", "moves %n spaces towards the enemy", None, n))
    if charge:
        return (Msg("Poleaxe", "charges %n space away from the enemy", None, n) if n == 1
                else Msg("Poleaxe", "charges %n spaces away from the enemy", None, n))
    return (Msg("Poleaxe", "moves %n space away from the enemy", None, n) if n == 1
            else Msg("Poleaxe", "moves %n spaces away from the enemy", None, n))


def on_phase_change(act: ActionScope, battle: Battle, old_round: int, old_phase: int) -> None:
    """Entering a phase does what the rules say (moves in phases 2 and 4, spell countdown after melee).

    Going back restores the bodies and spell effects saved when the phase was entered.
    """
    from muster.rules.poleaxe import advance_phase

    state = dict(battle.state or {})
    if not state.get("bodies"):
        return
    rules = act.tables(SYSTEM)
    history = list(state.get("phase_history", []))
    forward = (battle.round, battle.phase) > (old_round, old_phase)
    if not forward:
        if history and history[-1]["entered"] == f"{old_round}:{old_phase}":
            snap = history.pop()
            state["bodies"] = snap["bodies"]
            units = _load_units(act.s, battle)
            for uid, saved in snap.get("squads", {}).items():
                unit = units.get(int(uid))
                if unit is not None:
                    new = {**unit.state, "effects": saved["effects"], "temp_hits": saved["temp_hits"]}
                    act.update(unit, state=new, status=status(new))
            state["events"] = [to_data(Msg("Poleaxe", "Back to %1").args(
                term("Rules", rules["battle"]["phases"][battle.phase]["label"])))]
        state["phase_history"] = history
        act.update(battle, state=state)
        return
    from muster.rules.poleaxe import Battle as EngineBattle

    engine = EngineBattle.from_dict({**{k: state[k] for k in ("sides", "bodies", "start_distance")},
                                     "turn": old_round, "phase": old_phase})
    units, squads = _squads(act.s, battle)
    result = advance_phase(engine, rules, squads)
    snap = {"entered": _phase_stamp(battle), "bodies": state["bodies"], "squads": {}}
    for sid, after in result.squads.items():
        if after != squads[sid]:
            before = squads[sid]
            snap["squads"][sid] = {"effects": [e.to_dict() for e in before.effects], "temp_hits": before.temp_hits}
            _write_squad(act, units[int(sid)], after)
    history.append(snap)
    state = _store_battle(state, result.battle)
    state["phase_history"] = history[-HISTORY_LIMIT:]
    state["events"] = [to_data(e) for e in result.events]
    act.update(battle, state=state)
    act.record.result = {"events": [to_data(e) for e in result.events]}


# ---- melee -------------------------------------------------------------------------------------------------

def _default_engagements(engine, squads: dict, tables: dict) -> list[dict]:
    """Who fights whom in engaged bodies: squads paired in order, spare squads ganging up round the line."""
    from muster.rules.poleaxe.combat import can_strike

    out: list[Engagement] = []
    declared: set[tuple[str, str]] = set()
    for pair in engine.distances():
        if not pair["engaged"]:
            continue
        a, b = engine.body(pair["a"]), engine.body(pair["b"])
        order = ((b, a), (a, b)) if b.charge and not a.charge else ((a, b), (b, a))  # chargers strike first
        for first, second in order:
            fighters = [s for s in first.squads if s in squads and can_strike(squads[s], tables) is None]
            targets = [s for s in second.squads if s in squads and not squads[s].out_of_fight]
            if not targets:
                continue
            for i, sid in enumerate(fighters):
                if any(t == sid for _, t in declared):
                    continue  # already attacked: it strikes back at its attacker
                target = targets[i % len(targets)]
                if (target, sid) in declared or (sid, target) in declared:
                    continue
                declared.add((sid, target))
                out.append(Engagement(int(sid), int(target), charge=bool(first.charge)))
    return out


def _attacks(engagements, squads: dict) -> list:
    """Engine attacks from the GM's engagements (Engagement, or the same keys in a dict from a request)."""
    from dataclasses import asdict

    from muster.rules.poleaxe import Attack

    out = []
    for i, e in enumerate(engagements):
        if isinstance(e, Engagement):
            e = asdict(e)
        if not isinstance(e, dict):
            raise ServiceError(Msg("Poleaxe", "Engagement %1 must say who attacks whom.").args(i + 1))
        attacker = _in_battle(_unit_id(e.get("attacker"), Msg("Poleaxe", "The attacker")), squads,
                              Msg("Poleaxe", "The attacker"))
        target = _in_battle(_unit_id(e.get("target"), Msg("Poleaxe", "The target")), squads,
                            Msg("Poleaxe", "The target"))
        direction = e.get("direction", "front")
        cover = e.get("cover", "none")
        if direction not in DIRECTIONS:
            raise ServiceError(Msg("Poleaxe", "Engagement %1: direction must be front, flank or rear, not %2.")
                               .args(i + 1, repr(direction)))
        if cover not in COVERS:
            raise ServiceError(Msg("Poleaxe", "Engagement %1: cover must be none, soft or hard, not %2.")
                               .args(i + 1, repr(cover)))
        out.append(Attack(attacker, target, direction=direction, surprise=bool(e.get("surprise", False)),
                          charge=bool(e.get("charge", False)), cover=cover,
                          strike_back=bool(e.get("strike_back", True))))
    return out


def melee_plan(svc: CampaignService, battle_id: int) -> tuple[Engagement, ...]:
    """The default engagements of the melee phase (engaged bodies), for the panel to show and edit."""
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        if not (battle.state or {}).get("bodies"):
            return ()
        _, squads = _squads(s, battle)
        return tuple(_default_engagements(_engine_battle(battle), squads, rules))


def melee_odds(svc: CampaignService, battle_id: int,
               engagements: list[Engagement | dict] | tuple | None = None) -> dict[int, SquadOdds]:
    """Exact odds before melee, per unit id of every squad that fights: to hit, to be hit, to drop."""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe import melee_odds as engine_odds

    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        _, squads = _squads(s, battle)
        if engagements is None:
            engagements = _default_engagements(_engine_battle(battle), squads, rules)
        attacks = _attacks(engagements, squads)
    try:
        odds = engine_odds(squads, attacks, rules)
    except RulesError as exc:
        raise ServiceError(exc.message) from None
    return {int(sid): SquadOdds(
        unit=int(sid), to_be_hit=_exact_percent(v["to_be_hit"]), to_drop=_exact_percent(v["to_drop"]),
        expected_htk_lost=v["expected_htk_lost"],
        attacks=tuple(AttackOdds(int(a["attacker"]), int(a["target"]), a["strike_back"], a["needed"],
                                 _exact_percent(a["to_hit"]), _exact_percent(a["to_cost_htk"]))
                      for a in v["attacks"]))
        for sid, v in odds.items() if v["attacks"] or v["attacked_by"]}


def _exact_percent(chance: dict) -> float:
    """The engine's exact fraction as a percentage (its rounded ``percent`` would show a tiny chance as 0)."""
    from fractions import Fraction

    return float(Fraction(chance["fraction"])) * 100


def _add_morale_due(state: dict, battle: Battle, due: list[tuple[str, list[str]]]) -> list[dict]:
    """Queue checks: ``due`` is (squad id, reasons, number of checks). A squad that has checked this phase
    checks again for new hits and new routs in sight (NOTES.md 5: one check per hit, routs cascade)."""
    pending = [dict(p) for p in state.get("morale_due", [])]
    for sid, reasons, checks in due:
        uid = int(sid)
        entry = next((p for p in pending if p["unit"] == uid), None)
        if entry is None:
            pending.append({"unit": uid, "reasons": list(reasons), "checks": checks})
        else:
            entry["reasons"] = entry["reasons"] + [r for r in reasons if r not in entry["reasons"]]
            entry["checks"] = entry.get("checks", 1) + checks
    return pending


def _apply_combat(act: ActionScope, battle: Battle, units: dict, result) -> tuple[list[str], list[str]]:
    """Write the squads a combat result changed; queue its morale checks. Returns (dropped, due names)."""
    dropped, updates = [], []
    units.preload([int(sid) for sid, after in result.squads.items() if after.hits != result.before[sid].hits])
    for sid, after in result.squads.items():
        before = result.before[sid]
        if after.hits != before.hits:
            updates.append(_squad_update(units[int(sid)], after))
            if after.out_of_fight and not before.out_of_fight:
                dropped.append(after.name)
    state = dict(battle.state)
    state["morale_due"] = _add_morale_due(state, battle, [(m.squad, list(m.reasons), m.checks)
                                                          for m in result.morale_checks])
    _bulk_update(act, [u for u in updates if u is not None] + [(battle, {"state": state})])
    return dropped, [result.squads[m.squad].name for m in result.morale_checks]


BLOW_LINES = 24  # the result box lists this many blows and saves of a big melee, then counts the rest


def _blow_lines(result, squads: dict) -> list[Msg]:
    """One short line per attack roll and save of a combat, for the panel's result box (messages)."""
    hit, miss = Msg("Poleaxe", "hit"), Msg("Poleaxe", "miss")
    saved, lost = Msg("Poleaxe", "saved"), Msg("Poleaxe", "1 HTK lost")
    lines = [(Msg("Poleaxe", "%1 → %2 (strikes back): %3 vs %4, %5") if a.strike_back
              else Msg("Poleaxe", "%1 → %2: %3 vs %4, %5")).args(squads[a.attacker].name, squads[a.target].name,
                                                                a.roll.natural, a.needed, hit if a.hit else miss)
             for a in result.attacks[:BLOW_LINES + 1]]
    lines += [Msg("Poleaxe", "%1 saves %2 vs %3: %4").args(squads[sv.squad].name, sv.roll.natural, sv.needed,
                                                           saved if sv.saved else lost)
              for sv in result.saves[:BLOW_LINES + 1]]
    more = len(result.attacks) + len(result.saves) - BLOW_LINES
    if more > 0:
        lines = lines[:BLOW_LINES] + [Msg("Poleaxe", "… and %n more (see the log's rolls)", None, more)]
    return lines


def resolve_melee(svc: CampaignService, battle_id: int, engagements: list[Engagement | dict] | tuple | None = None) -> dict:
    """Phase 5: every engaged squad rolls at once (attacks, blows back, saves), losses applied together.

    ``engagements`` default to :func:`melee_plan`. Morale checks raised are queued in the battle.
    """
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe import resolve_melee as engine_melee

    with battle_action(svc, SYSTEM, battle_id,
                       "poleaxe-melee", Msg("Poleaxe", "Resolve melee")) as (act, battle, rules):
        engine = _engine_battle(battle)
        _require_phase(battle, rules, ("melee",), Msg("Poleaxe", "Melee"))
        units, squads = _squads(act.s, battle)
        if engagements is None:
            engagements = _default_engagements(engine, squads, rules)
        if not engagements:
            raise ServiceError(Msg("Poleaxe", "No squads are engaged: melee needs bodies in contact (0 move spaces "
                                              "apart)."))
        attacks = _attacks(engagements, squads)
        try:
            result = engine_melee(squads, attacks, act.roller, rules)
        except RulesError as exc:
            raise ServiceError(_sentence(exc.message)) from None
        dropped, due = _apply_combat(act, battle, units, result)
        hits = sum(1 for a in result.attacks if a.hit)
        lost = {result.squads[sid].name: result.htk_lost(sid) for sid in result.squads if result.htk_lost(sid)}
        n = len(result.attacks)
        parts: list[Text] = [Msg("Poleaxe", "Melee: %1, %2").args(
            Msg("Poleaxe", "%n attack", None, n) if n == 1 else Msg("Poleaxe", "%n attacks", None, n),
            Msg("Poleaxe", "%n hit", None, hits) if hits == 1 else Msg("Poleaxe", "%n hits", None, hits))]
        parts.append(Msg("Poleaxe", "HTK lost: %1").args(join([Joined([name, k], " ") for name, k in lost.items()],
                                                              ", "))
                     if lost else Msg("Poleaxe", "no HTK lost"))
        if dropped:
            parts.append(Msg("Poleaxe", "Out of the Fight: %1").args(join(dropped, ", ")))
        if due:
            parts.append(Msg("Poleaxe", "morale checks due: %1").args(join(due, ", ")))
        text = join(parts, "; ")
        if len(attacks) == 1:
            a = attacks[0]
            act.set_label(Msg("Poleaxe", "Melee: %1 and %2").args(squads[a.attacker].name, squads[a.target].name))
            actor, target = units[int(a.attacker)], units[int(a.target)]
        else:
            count = len(attacks)
            act.set_label(Msg("Poleaxe", "Melee (%n engagements)", None, count))
            actor = target = None
        act.describe(text, battle=battle, actor=actor, target=target,
                     result={"attacks": len(result.attacks), "hits": hits, "htk_lost": lost, "dropped": dropped,
                             "morale_due": due, "skipped": [to_data(x) for x in result.skipped],
                             "blows": [to_data(line) for line in _blow_lines(result, squads)]})
        return {"text": render(text), "attacks": len(result.attacks), "hits": hits, "htk_lost": lost,
                "dropped": dropped, "morale_due": due}


# ---- missiles ----------------------------------------------------------------------------------------------

def _volley(s, battle: Battle, squads: dict, shooter_id: int, target_id: int, cover: str):
    from muster.rules.poleaxe import Attack

    engine = _engine_battle(battle)
    shooter = _in_battle(shooter_id, squads, Msg("Poleaxe", "The shooter"))
    target = _in_battle(target_id, squads, Msg("Poleaxe", "The target"))
    if squads[shooter].side == squads[target].side:
        raise ServiceError(Msg("Poleaxe", "%1 and %2 are on the same side.").args(squads[shooter].name,
                                                                                  squads[target].name))
    if cover not in COVERS:
        raise ServiceError(Msg("Poleaxe", "Cover must be none, soft or hard, not %1.").args(repr(cover)))
    a, b = _body_of(engine, shooter), _body_of(engine, target)
    if a is None or b is None:
        raise ServiceError(Msg("Poleaxe", "Both squads must stand in a body on the battle line."))
    return Attack(shooter, target, cover=cover, range=abs(a.position - b.position), moved=a.declared != 0)


def missile_odds(svc: CampaignService, battle_id: int, shooter_id: int, target_id: int,
                 cover: str = "none") -> MissileOdds:
    """Range, modifiers and exact chances of one volley, or why it cannot be shot (out of range, moved...)."""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe.combat import attack_needed, can_strike, hit_chance, save_chance

    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        _, squads = _squads(s, battle)
        attack = _volley(s, battle, squads, shooter_id, target_id, cover)
    shooter, target = squads[attack.attacker], squads[attack.target]
    why = can_strike(shooter, rules)
    if why:
        return MissileOdds(attack.range, _sentence(why))
    if attack.moved and not shooter.skirmisher:
        return MissileOdds(attack.range, render(Msg("Poleaxe", "%1 moved this turn: only stationary squads and "
                                                               "trained skirmishers may shoot.").args(shooter.name)))
    try:
        base, mods, needed = attack_needed(shooter, attack, rules, "missile")
    except RulesError as exc:
        return MissileOdds(attack.range, _sentence(exc.message))
    p_hit = hit_chance(shooter, attack, rules, "missile")
    p_save = save_chance(target, attack, rules)
    return MissileOdds(attack.range, "", base, tuple(Modifier(m.name, m.value) for m in mods), needed,
                       _frac(p_hit), _frac(p_save), _frac(p_hit * (1 - p_save)))


def fire_missiles(svc: CampaignService, battle_id: int, shooter_id: int, target_id: int, cover: str = "none") -> dict:
    """Phase 3: one squad shoots at another; range from the bodies' positions (long range -2, beyond refused)."""
    from muster.rules.poleaxe import RulesError, resolve_missiles

    with battle_action(svc, SYSTEM, battle_id,
                       "poleaxe-missile", Msg("Poleaxe", "Missile fire")) as (act, battle, rules):
        _require_phase(battle, rules, ("missiles",), Msg("Poleaxe", "Missile fire"))
        units, squads = _squads(act.s, battle)
        attack = _volley(act.s, battle, squads, shooter_id, target_id, cover)
        try:
            result = resolve_missiles(squads, [attack], act.roller, rules)
        except RulesError as exc:
            raise ServiceError(_sentence(exc.message)) from None
        dropped, due = _apply_combat(act, battle, units, result)
        shot = result.attacks[0]
        shooter, target = squads[attack.attacker], squads[attack.target]
        if not shot.hit:
            outcome: Text = Msg("Poleaxe", "miss")
        else:
            save = result.saves[0]
            outcome = Msg("Poleaxe", "hit; save %1 vs %2: %3").args(
                save.roll.natural, save.needed, Msg("Poleaxe", "saved") if save.saved else Msg("Poleaxe", "1 HTK lost"))
        spaces = attack.range
        shots = (Msg("Poleaxe", "%1 shoots at %2 (%n space): rolled %3, needed %4 or less: %5", None, spaces)
                 if spaces == 1 else
                 Msg("Poleaxe", "%1 shoots at %2 (%n spaces): rolled %3, needed %4 or less: %5", None, spaces))
        parts: list[Text] = [shots.args(shooter.name, target.name, shot.roll.natural, shot.needed, outcome)]
        if dropped:
            parts.append(Msg("Poleaxe", "%1 is Out of the Fight").args(target.name))
        if due:
            parts.append(Msg("Poleaxe", "morale check due: %1").args(join(due, ", ")))
        text = join(parts, "; ")
        act.set_label(Msg("Poleaxe", "%1 shoots at %2").args(shooter.name, target.name))
        act.describe(text, battle=battle, actor=units[shooter_id], target=units[target_id],
                     modifiers=list(shot.modifiers),
                     result={"range": attack.range, "hit": shot.hit, "htk_lost": result.htk_lost(attack.target),
                             "morale_due": due})
        return {"text": render(text), "hit": shot.hit, "htk_lost": result.htk_lost(attack.target)}


# ---- morale and rally --------------------------------------------------------------------------------------

def morale_due(svc: CampaignService, battle_id: int) -> list[MoraleDueView]:
    """Pending morale checks: unit, name, reasons (labels), Morale Value and exact chance to hold."""
    from muster.rules.poleaxe.morale import hold_chance, morale_needed

    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        pending = list((battle.state or {}).get("morale_due", []))
        if not pending:
            return []
        _, squads = _squads(s, battle)
    labels = rules["morale"]["triggers"]
    out = []
    for p in pending:
        squad = squads.get(str(p["unit"]))
        if squad is None:
            continue
        base, _, needed = morale_needed(squad, rules)
        _, _, secure_needed = morale_needed(squad, rules, True)
        out.append(MoraleDueView(p["unit"], squad.name, tuple(p["reasons"]),
                                 tuple(labels.get(r, r) for r in p["reasons"]), base, needed,
                                 _frac(hold_chance(squad, rules)), secure_needed,
                                 _frac(hold_chance(squad, rules, True)), p.get("checks", 1)))
    return out


def roll_morale(svc: CampaignService, battle_id: int, unit_ids: list[int] | None = None,
                secure: list[int] | tuple = ()) -> dict:
    """Roll the pending morale checks (all, or ``unit_ids``); ``secure`` squads are in a secure position (+1).

    A squad with several checks due (one for each hit scored...) rolls them in a row until it routs. A squad
    that routs queues a 'friends routing' check for each other squad of its body, even one that has
    already checked this phase: routs cascade (NOTES.md 5; line of sight = the body, house default).
    """
    from muster.rules.poleaxe.morale import check_morale_times

    with battle_action(svc, SYSTEM, battle_id,
                       "poleaxe-morale", Msg("Poleaxe", "Morale checks")) as (act, battle, rules):
        state = dict(battle.state or {})
        pending = list(state.get("morale_due", []))
        if not pending:
            raise ServiceError(Msg("Poleaxe", "No morale checks are due."))
        chosen = [p for p in pending if unit_ids is None or p["unit"] in unit_ids]
        if unit_ids is not None:
            unknown = [u for u in unit_ids if u not in {p["unit"] for p in pending}]
            if unknown:
                raise ServiceError(Msg("Poleaxe", "No morale check is due for unit #%1.").args(str(unknown[0])))
        if not chosen:
            raise ServiceError(Msg("Poleaxe", "Choose at least one morale check to roll."))
        units, squads = _squads(act.s, battle)
        engine = _engine_battle(battle)
        lines: list[Text] = []
        routed, results = [], []
        for p in chosen:
            sid = str(p["unit"])
            if sid not in squads:
                continue
            series = check_morale_times(squads[sid], p["reasons"], p.get("checks", 1), act.roller, rules,
                                        secure_position=p["unit"] in secure)
            res = series[-1]
            squads[sid] = res.squad
            _write_squad(act, units[p["unit"]], res.squad)
            rolled = [r.roll.natural for r in series if r.roll is not None]
            if not rolled:
                lines.append(Joined([res.squad.name, res.note], ": "))
            else:
                said = Msg("Poleaxe", "%1 routs! (%2 vs %3)") if res.routs else Msg("Poleaxe", "%1 holds (%2 vs %3)")
                lines.append(said.args(res.squad.name, join(rolled, ", "), res.needed))
            if res.routs and res.roll is not None:
                routed.append(sid)
            results.append({"unit": p["unit"], "name": res.squad.name, "routs": res.routs,
                            "roll": None if res.roll is None else res.roll.natural, "rolls": rolled,
                            "checks": p.get("checks", 1), "needed": res.needed})
        done_ids = {p["unit"] for p in chosen}
        state["morale_due"] = [p for p in pending if p["unit"] not in done_ids]
        checked = state.get("morale_checked", {})
        already = checked.get("units", []) if checked.get("phase") == _phase_stamp(battle) else []
        state["morale_checked"] = {"phase": _phase_stamp(battle), "units": sorted(set(already) | done_ids)}
        friends = []
        for sid in routed:
            body = _body_of(engine, sid)
            for other in (body.squads if body else ()):
                sq = squads.get(other)
                if other != sid and sq is not None and not sq.out_of_fight and sq.morale != "routing":
                    friends.append((other, ["friends_routing"], 1))
        state["morale_due"] = _add_morale_due(state, battle, friends)
        act.update(battle, state=state)
        if friends:
            lines.append(Msg("Poleaxe", "friends in sight must check: %1").args(
                join([squads[f].name for f, _, _ in friends], ", ")))
        count = len(chosen)
        act.set_label(Msg("Poleaxe", "Morale check: %1").args(squads[str(chosen[0]["unit"])].name) if count == 1
                      else Msg("Poleaxe", "%n morale checks", None, count))
        single = units.get(chosen[0]["unit"]) if len(chosen) == 1 else None
        text = Msg("Poleaxe", "Morale: %1").args(join(lines, "; "))
        act.describe(text, battle=battle, actor=single,
                     result={"checks": results, "friends_routing": [int(f) for f, _, _ in friends]})
        return {"checks": results, "text": render(text)}


def dismiss_morale(svc: CampaignService, battle_id: int, unit_id: int) -> None:
    """The GM rules a queued check out (e.g. the rout was not in sight)."""
    with battle_action(svc, SYSTEM, battle_id,
                       "poleaxe-morale-dismiss", Msg("Poleaxe", "Dismiss morale check")) as (act, battle, _):
        state = dict(battle.state or {})
        pending = list(state.get("morale_due", []))
        if not any(p["unit"] == unit_id for p in pending):
            raise ServiceError(Msg("Poleaxe", "No morale check is due for unit #%1.").args(str(unit_id)))
        state["morale_due"] = [p for p in pending if p["unit"] != unit_id]
        act.update(battle, state=state)
        unit = act.s.get(Unit, unit_id)
        name = unit.name if unit else str(unit_id)
        act.set_label(Msg("Poleaxe", "Dismiss morale check of %1").args(name))
        act.describe(Msg("Poleaxe", "No morale check for %1 (GM's ruling)").args(name), battle=battle, actor=unit)


def rally_odds(svc: CampaignService, battle_id: int, unit_id: int) -> RallyOdds:
    """The squad's leader's chances: CHA check and Tactics roll, and the method Muster will use."""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe.morale import rally_odds as engine_rally_odds

    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        _, squads = _squads(s, battle)
    squad = squads[_in_battle(unit_id, squads, Msg("Poleaxe", "The squad"))]
    if squad.leader is None:
        return RallyOdds(render(Msg("Poleaxe", "%1 has no leader to rally it (add one in the squad builder).")
                                .args(squad.name)))
    try:
        odds = engine_rally_odds(squad.leader, rules)
    except RulesError as exc:
        return RallyOdds(_sentence(exc.message))
    return RallyOdds("", squad.leader.name, odds.method, _frac(odds.chance),
                     None if odds.cha_chance is None else _frac(odds.cha_chance),
                     None if odds.tactics_chance is None else _frac(odds.tactics_chance))


def rally(svc: CampaignService, battle_id: int, unit_id: int) -> dict:
    """The squad's leader tries to rally it (CHA check or Tactics roll, the better chance)."""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe import rally as engine_rally

    with battle_action(svc, SYSTEM, battle_id, "poleaxe-rally", Msg("Poleaxe", "Rally")) as (act, battle, rules):
        units, squads = _squads(act.s, battle)
        sid = _in_battle(unit_id, squads, Msg("Poleaxe", "The squad"))
        try:
            res = engine_rally(squads[sid], None, act.roller, rules)
        except RulesError as exc:
            raise ServiceError(_sentence(exc.message)) from None
        _write_squad(act, units[unit_id], res.squad)
        if res.method == "cha":
            said = (Msg("Poleaxe", "%1 rallies %2 (CHA check: rolled %3, needed %4 or more)") if res.rallied
                    else Msg("Poleaxe", "%1 fails to rally %2 (CHA check: rolled %3, needed %4 or more)"))
        else:
            said = (Msg("Poleaxe", "%1 rallies %2 (Tactics roll: rolled %3, needed %4 or less)") if res.rallied
                    else Msg("Poleaxe", "%1 fails to rally %2 (Tactics roll: rolled %3, needed %4 or less)"))
        text = said.args(res.leader.name, res.squad.name, res.roll.total, res.needed)
        act.set_label(Msg("Poleaxe", "%1 rallies %2").args(res.leader.name, res.squad.name))
        act.describe(text, battle=battle, actor=units[unit_id], modifiers=list(res.roll.modifiers),
                     result={"method": res.method, "rallied": res.rallied, "needed": res.needed})
        return {"rallied": res.rallied, "text": render(text)}


# ---- spells ------------------------------------------------------------------------------------------------

def cast_spell(svc: CampaignService, battle_id: int, spell: dict) -> dict:
    """A spell at squad scale: ``{"name", "kind", "targets": [unit ids], "hd", "hd_per_htk", "bonus",
    "duration_turns", "range_ft", "affects_few"}``; distance from the caster's body when ``caster`` is given."""
    from muster.rules.poleaxe import RulesError, Spell
    from muster.rules.poleaxe import cast_spell as engine_cast

    if not isinstance(spell, dict):
        raise ServiceError(Msg("Poleaxe", "Describe the spell: name, kind and targets."))
    with battle_action(svc, SYSTEM, battle_id, "poleaxe-spell", Msg("Poleaxe", "Cast spell")) as (act, battle, rules):
        kinds = rules["spells"]["kinds"]
        if spell.get("kind") not in kinds:
            raise ServiceError(Msg("Poleaxe", "Spell kind must be one of %1.").args(", ".join(kinds)))
        _require_phase(battle, rules, ("missiles", "melee"), Msg("Poleaxe", "Spell casting"))
        units, squads = _squads(act.s, battle)
        a_target = Msg("Poleaxe", "A target")
        targets = tuple(_in_battle(_unit_id(t, a_target), squads, a_target) for t in spell.get("targets", []))
        distance = None
        if spell.get("caster") is not None and targets:
            engine = _engine_battle(battle)
            caster = Msg("Poleaxe", "The caster")
            here = _body_of(engine, _in_battle(_unit_id(spell["caster"], caster), squads, caster))
            there = _body_of(engine, targets[0])
            distance = abs(here.position - there.position) if here and there else None

        def num(key, default=None):
            value = spell.get(key, default)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise ServiceError(Msg("Poleaxe", "Spell %1 must be a whole number, got %2.").args(
                    key.replace("_", " "), repr(value)))
            return value

        default_name = SPELL_NAMES.get(spell["kind"], spell["kind"].replace("_", " ").title())
        sp = Spell(name=str(spell.get("name") or default_name), kind=spell["kind"],
                   targets=targets, hd=num("hd", 0), hd_per_htk=num("hd_per_htk"), bonus=num("bonus", 0),
                   duration_turns=num("duration_turns"), range_ft=num("range_ft"), distance=distance,
                   affects_few=bool(spell.get("affects_few", False)))
        try:
            res = engine_cast(sp, squads, rules)
        except RulesError as exc:
            raise ServiceError(_sentence(exc.message)) from None
        for sid in targets:
            _write_squad(act, units[int(sid)], res.squads[sid])
        parts = [_spell_outcome(squads[o.squad].name, o) for o in res.outcomes]
        name = term("Rules", sp.name)  # a spell named by the GM stays as written
        text = Joined([name, " (", res.strength, "): ", join(parts, "; ") if parts else res.note], "")
        act.set_label(Msg("Poleaxe", "Cast %1").args(name))
        act.describe(text, battle=battle, target=units[int(targets[0])] if len(targets) == 1 else None,
                     result=res.to_dict() | {"squads": {}})
        return {"text": render(text)}


#: the name of a spell the GM did not name, by kind (rules terms)
SPELL_NAMES = {
    "damage": term_noop("Rules", "Damage"),
    "area_damage": term_noop("Rules", "Area Damage"),
    "incapacitate": term_noop("Rules", "Incapacitate"),
    "healing": term_noop("Rules", "Healing"),
    "enhancement": term_noop("Rules", "Enhancement"),
    "protection": term_noop("Rules", "Protection"),
}


def _spell_outcome(name: str, outcome) -> Joined:
    """``Orcs: damage 2 HTK``, ``Orcs: DV +1 for 2 turns``."""
    parts: list[Text] = [name, ": ", outcome.effect]
    if outcome.htk:
        parts += [" ", Msg("Poleaxe", "%1 HTK").args(outcome.htk)]
    turns = outcome.turns
    if turns:
        parts += [" ", Msg("Poleaxe", "for %n turn", None, turns) if turns == 1
                  else Msg("Poleaxe", "for %n turns", None, turns)]
    return Joined(parts, "")


# ---- after the battle ----------------------------------------------------------------------------------------

def aftermath_candidates(svc: CampaignService, battle_id: int, cleric_level: int = 0) -> list[dict]:
    """Squads that took losses: dropped (must roll) or damaged (the GM's choice), with each row's chance."""
    from muster.rules.poleaxe.aftermath import out_of_fight_modifiers, outcome_chances

    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        _, squads = _squads(s, battle)
    out = []
    for sid, squad in squads.items():
        if not (squad.dropped or squad.hits > 0):
            continue
        out.append({"unit": int(sid), "name": squad.name, "dropped": squad.dropped, "hits": squad.hits,
                    "htk": squad.htk, "members": [m.name for m in squad.active_members],
                    "modifiers": [m.to_dict() for m in out_of_fight_modifiers(squad, rules, cleric_level)],
                    "chances": outcome_chances(squad, rules, cleric_level)})
    return out


def resolve_aftermath(svc: CampaignService, battle_id: int, unit_ids: list[int], cleric_level: int = 0) -> list[dict]:
    """After the battle: the Out of the Fight table for each chosen squad, casualties named on its members.

    The squads' battle damage is cleared (HTK restored, morale steady, effects gone) and the values
    rebuilt from the members still fit to fight.
    """
    from muster.rules.poleaxe import RulesError, out_of_the_fight

    if isinstance(cleric_level, bool) or not isinstance(cleric_level, int) or not 0 <= cleric_level <= 40:
        raise ServiceError(Msg("Poleaxe", "The cleric or druid level must be a whole number from 0 (none) to 40."))
    if not unit_ids:
        raise ServiceError(Msg("Poleaxe", "Choose at least one squad to roll for."))
    from muster.rules.poleaxe.words import condition_word

    with battle_action(svc, SYSTEM, battle_id,
                       "poleaxe-aftermath", Msg("Poleaxe", "Out of the Fight")) as (act, battle, rules):
        units, squads = _squads(act.s, battle)
        results: list[dict] = []
        lines: list[Text] = []
        the_squad = Msg("Poleaxe", "The squad")
        for uid in unit_ids:
            sid = _in_battle(_unit_id(uid, the_squad), squads, the_squad)
            squad = squads[sid]
            if not (squad.dropped or squad.hits > 0):
                raise ServiceError(Msg("Poleaxe", "%1 took no losses; it does not roll on the Out of the Fight table.")
                                   .args(squad.name))
            try:
                res = out_of_the_fight(squad, act.roller, rules, cleric_level=cleric_level)
            except RulesError as exc:
                raise ServiceError(exc.message) from None
            healed = replace(res.squad, hits=0, temp_hits=0, morale="steady", effects=(), stats={})
            state = healed.to_dict()
            if healed.active_members:
                state = normalise_state({**state, "id": units[int(sid)].state.get("id", squad.name),
                                         "name": units[int(sid)].state.get("name", squad.name),
                                         "side": units[int(sid)].state.get("side", "")}, rules)
            else:  # nobody left to fight: keep the old values, the squad stays out
                state = replace(res.squad, id=units[int(sid)].state.get("id", squad.name),
                                name=units[int(sid)].state.get("name", squad.name),
                                side=units[int(sid)].state.get("side", "")).to_dict()
            act.update(units[int(sid)], state=state, status=status(state))
            counts = res.counts()
            named = join([Joined([c.member, condition_word(c.condition)], " ") for c in res.casualties], ", ")
            row = term("Rules", res.row["label"])
            lines.append(Msg("Poleaxe", "%1: %2 (rolled %3, total %4) — %5").args(squad.name, row, res.roll.natural,
                                                                                  res.roll.total, named) if named
                         else Msg("Poleaxe", "%1: %2 (rolled %3, total %4)").args(squad.name, row, res.roll.natural,
                                                                                 res.roll.total))
            results.append({"unit": int(sid), "name": squad.name, "roll": res.roll.natural, "total": res.roll.total,
                            "result": res.row["label"], "counts": counts,
                            "casualties": [c.to_dict() for c in res.casualties]})
        count = len(results)
        act.set_label(Msg("Poleaxe", "Out of the Fight: %1").args(results[0]["name"]) if count == 1
                      else Msg("Poleaxe", "Out of the Fight (%n squads)", None, count))
        act.describe(Msg("Poleaxe", "After the battle: %1").args(join(lines, "; ")), battle=battle,
                     actor=units[int(unit_ids[0])] if len(unit_ids) == 1 else None,
                     result={"results": results, "cleric_level": cleric_level})
        return results


# ---- the panel's view ----------------------------------------------------------------------------------------

def battle_view(svc: CampaignService, battle_id: int) -> BattleView:
    """Everything the battle panel shows (``error`` set when the battle cannot be read or fought)."""
    try:
        with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
            state = dict(battle.state or {})
            _, squads = _squads(s, battle)
            phase = _phase_key(battle, rules)
            side_names = _side_names(s, squads)
            engine = _engine_battle(battle) if state.get("bodies") else None
    except ServiceError as exc:
        return BattleView(error=str(exc))
    bodies = {sid: b for b in (engine.bodies if engine else ()) for sid in b.squads}
    views = tuple(SquadView(
        unit=int(sid), name=sq.name, side=side_names.get(sq.side, ""),
        body=bodies[sid].name if sid in bodies else "", body_id=bodies[sid].id if sid in bodies else "",
        av=sq.value("attack_value"), dv=sq.value("defense_value"), mv=sq.value("morale_value"),
        missile=sq.missile, skirmisher=sq.skirmisher, movement=sq.value("movement"), htk=sq.htk,
        hits_left=sq.hits_left, pips=pips(sq.hits_left, sq.htk), morale=sq.morale, out=sq.out_of_fight,
        dropped=sq.dropped, held=sq.held, leader=sq.leader is not None,
        effects=tuple(render(_effect_text(e)) for e in sq.effects),
        status=render(_status_of(sq))) for sid, sq in squads.items())
    view = BattleView(set_up=engine is not None, phase=phase,
                      phase_label=rules["battle"]["phases"][battle.phase]["label"] if phase else "",
                      events=tuple(render(e) for e in state.get("events", [])),
                      morale_due=len(state.get("morale_due", [])),
                      squads=views)
    if engine is None:
        return view
    names = {b.id: b.name for b in engine.bodies}
    return replace(view, bodies=tuple(BodyView(
        id=b.id, name=b.name, side=side_names.get(b.side, b.side), first_side=b.side == engine.sides[0],
        position=b.position, declared=b.declared, charge=b.charge, moved=b.moved,
        squads=tuple(squads[x].name for x in b.squads if x in squads),
        max_move=min((squads[x].value("movement") for x in b.squads if x in squads and not squads[x].out_of_fight),
                     default=0)) for b in engine.bodies),
        distances=tuple(Distance(names[d["a"]], names[d["b"]], d["distance"], d["engaged"])
                        for d in engine.distances()))


def _effect_text(effect) -> Msg:
    """A spell effect on a squad: ``Bless (defense bonus 1, 2 turns)``."""
    from muster.rules.poleaxe.words import effect_word

    turns = effect.turns_left
    text = (Msg("Poleaxe", "%1 (%2 %3, %n turn)", None, turns) if turns == 1
            else Msg("Poleaxe", "%1 (%2 %3, %n turns)", None, turns))
    return text.args(term("Rules", effect.name), effect_word(effect.kind), effect.value)


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
battle_squads = _squads
engine_battle = _engine_battle
default_engagements = _default_engagements
engine_attacks = _attacks
squad_side_names = _side_names
