"""GURPS Mass Combat in a campaign: armies, pre-battle operations, the Strategy contest, results and morale.

Where things live:

* ``Unit.state`` (one roster unit = one body of troops): ``troop_type``, ``count``,
  ``quality``, ``morale``, ``status`` and ``losses`` (the engine's ``Unit`` minus its name);
* ``Battle.state``: the battle type and the defender's works, which Side attacks, each
  side's army without its units (commander, leaders, seers, tech level, morale situation,
  named modifiers), posted security, the contest of each day, the story so far.

The two armies are the battle's units grouped by their Side (through their Force).
A battle's day is its round (the Turn Tracker shows "Day N").

GM-only information (a seer's true roll and the Strategy modifier it gives) is kept out
of every action's log text, roll list and modifier list: it is stored only under a
``gm_only`` key of the action's ``result`` and of the battle's pre-battle events.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace

from muster.campaign.models import Battle, Force, Side, Unit
from muster.i18n import Joined, Msg, Text, english_text, from_data, join, render, to_data
from muster.rules.gurps.words import amount, quality_text, rules_term, side_word, signed, troop_type_text
from muster.services.common import battle_action, battle_read, load_battle, system_tables
from muster.services.core import ActionScope, CampaignService, ServiceError

SYSTEM = "gurps"
SIDES = ("attacker", "defender")
STATUS_WORDS = {"ready": Msg("GURPS", "Ready"), "holds": Msg("GURPS", "Holds"),
                "thrown_back": Msg("GURPS", "Thrown back"), "retreated": Msg("GURPS", "Retreated in good order"),
                "routed": Msg("GURPS", "ROUTED")}
PHASE_PRE, PHASE_CONTEST, PHASE_RESULTS, PHASE_MORALE = range(4)


def _why(exc: BaseException) -> Text:
    """An engine error's message (kept as a message where the rules wrote one)."""
    return exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], (str, Msg, Joined)) else str(exc)


def _msg_data(text: Text):
    """What a state dict keeps beside the English text so the panel can show it in the GM's language."""
    return to_data(text) if isinstance(text, (Msg, Joined)) else None


# ---- unit state ------------------------------------------------------------------------

def normalise_state(state: dict, tables: dict | None = None) -> dict:  # no rules table limits these states
    """A roster unit's state, checked by the engine; ServiceError names the bad field."""
    from muster.rules.gurps.armies import Unit as EngineUnit

    if not isinstance(state, dict):
        raise ServiceError(Msg("GURPS", "Bad GURPS unit: the state must be an object."))
    try:
        data = EngineUnit.from_dict({**state, "name": "unit"}).to_dict()
    except ValueError as exc:
        raise ServiceError(Msg("GURPS", "Bad GURPS unit: %1").args(_why(exc))) from None
    data.pop("name")
    return data


def status(state: dict) -> Joined:
    """The roster's status column: battle status, head count and type, Morale, losses (kept as a message)."""
    st = normalise_state(state)
    quality, kind = quality_text(st["quality"]), troop_type_text(st["troop_type"])
    if quality and kind:  # "Veteran heavy cavalry": the order is the language's
        kind = Msg("GURPS", "%1 %2").args(quality, kind)
    else:
        kind = quality or kind
    parts: list = [STATUS_WORDS[st["status"]], Joined([st["count"], kind], " "),
                   Msg("GURPS", "Morale %1").args(st["morale"])]
    if st["losses"]:
        parts.append(Msg("GURPS", "lost %1").args(st["losses"]))
    return Joined(parts, " · ")


# ---- loading a battle -------------------------------------------------------------------------

def _default_army(name: str) -> dict:
    # a default the GM may rename: named in the GM's language of the moment, then kept as typed
    return {"name": name, "commander": {"name": render(Msg("GURPS", "%1 commander").args(name))}}


@dataclass
class Loaded:
    """A campaign battle as the engine sees it, with the rows it came from."""

    row: Battle
    state: dict
    engine: object  # muster.rules.gurps.Battle
    side_ids: dict  # "attacker"/"defender" -> Side id
    side_names: dict
    units: dict  # side -> {engine unit name: Unit row}
    glory: dict = field(default_factory=dict)  # side -> [(Battle row, side there, PC name, SkillModifier)]


def _state(battle: Battle) -> dict:
    state = copy.deepcopy(battle.state or {})
    state.setdefault("battle_type", "open_field")
    state.setdefault("position", [])
    state.setdefault("armies", {})
    state.setdefault("security", {})
    state.setdefault("carry", {})
    state.setdefault("history", [])
    state.setdefault("contests", {})
    state.setdefault("events", [])
    state.setdefault("day_start", {})
    state.setdefault("position_taken", False)
    state.setdefault("over", False)
    return state


def _load(s, battle: Battle) -> Loaded:
    from muster.rules.gurps.armies import Army
    from muster.rules.gurps.battle import Battle as EngineBattle

    state = _state(battle)
    order: list[int] = []
    by_side: dict[int, list[Unit]] = {}
    names: dict[int, str] = {}
    for uid in battle.initiative:
        unit = s.get(Unit, uid)
        if unit is None or unit.system != SYSTEM:
            continue
        force = s.get(Force, unit.force_id)
        side = s.get(Side, force.side_id)
        if side.id not in by_side:
            order.append(side.id)
            by_side[side.id] = []
            names[side.id] = side.name
        by_side[side.id].append(unit)
    if len(order) != 2:
        raise ServiceError(Msg("GURPS", "A GURPS Mass Combat battle needs units from exactly two sides; "
                                        "%1 has units from %2.").args(battle.name, len(order)))
    attacker = state.get("attacker_side") if state.get("attacker_side") in order else order[0]
    side_ids = {"attacker": attacker, "defender": order[1] if attacker == order[0] else order[0]}
    armies, units = {}, {}
    for side in SIDES:
        sid = side_ids[side]
        rows = by_side[sid]
        counts: dict[str, int] = {}
        for u in rows:
            counts[u.name] = counts.get(u.name, 0) + 1
        units[side] = {}
        unit_dicts = []
        for u in rows:
            key = u.name if counts[u.name] == 1 else f"{u.name} (#{u.id})"
            units[side][key] = u
            unit_dicts.append({**u.state, "name": key})
        army = copy.deepcopy(state["armies"].get(side) or _default_army(names[sid]))
        army["units"] = unit_dicts
        try:
            armies[side] = Army.from_dict(army, f"{side}")
        except ValueError as exc:
            raise ServiceError(Msg("GURPS", "Bad %1 army: %2").args(side_word(side), _why(exc))) from None
    glory = _pending_glory(s, battle, state, armies)
    for side, found in glory.items():
        armies[side] = replace(armies[side], strategy_modifiers=armies[side].strategy_modifiers
                               + tuple(mod for *_, mod in found))
    try:
        engine = EngineBattle.from_dict({
            "name": battle.name, "battle_type": state["battle_type"], "attacker": armies["attacker"].to_dict(True),
            "defender": armies["defender"].to_dict(True), "position": state["position"], "day": battle.round,
            "carry": state["carry"], "history": state["history"], "position_taken": state["position_taken"],
            "over": state["over"]})
    except ValueError as exc:
        raise ServiceError(Msg("GURPS", "Bad battle state: %1").args(_why(exc))) from None
    return Loaded(battle, state, engine, side_ids, {k: names[v] for k, v in side_ids.items()}, units, glory)


def _pending_glory(s, battle: Battle, state: dict, armies: dict) -> dict:
    """Strategy won by a PC's Glory roll in another battle, for this battle's first contest: the PC must
    command here (the army, or a unit). Found before the first contest; kept once it is rolled."""
    from muster.rules.gurps.skill import SkillModifier

    if state["contests"]:
        return {}
    leading = {side: {p["name"] for p in armies[side].pcs if p.get("commands", "none") != "none"}
               | {armies[side].commander.name} for side in SIDES}
    out: dict = {}
    others = s.query(Battle).filter(Battle.system == SYSTEM, Battle.id != battle.id).order_by(Battle.id)
    for other in others:
        for there, army in ((other.state or {}).get("armies") or {}).items():
            for pc in (army or {}).get("pcs", []):
                value = pc.get("next_strategy", 0)
                side = next((side for side in SIDES if pc.get("name") in leading[side]), None)
                if value and side is not None:
                    mod = SkillModifier.of(Msg("GURPS", "Glory of %1 (%2)").args(pc["name"], other.name), value)
                    out.setdefault(side, []).append((other, there, pc["name"], mod))
    return out


def _use_glory(act: ActionScope, loaded: Loaded, state: dict) -> list[Text]:
    """The first contest takes the pending Glory Strategy: kept on this battle's army, spent in the other."""
    used = []
    for side, found in loaded.glory.items():
        state["armies"][side] = _army_state(loaded.engine.army(side))
        for other, there, name, mod in found:
            other_state = copy.deepcopy(other.state)
            for pc in other_state["armies"][there]["pcs"]:
                if pc["name"] == name:
                    pc.pop("next_strategy", None)
                    pc["glory_used_in"] = loaded.row.name
            act.update(other, state=other_state)
            used.append(Msg("GURPS", "%1 %2 Strategy").args(mod.text, signed(mod.value)))
    return used


def _army_state(army) -> dict:
    data = army.to_dict(msg=True)
    data.pop("units")
    return data


def _stored_army(loaded: Loaded, side: str, army) -> dict:
    """The army as the file keeps it: a pending Glory bonus from another battle is shown and counted until the
    first contest, and written only when that contest is rolled."""
    pending = {mod.name for *_, mod in loaded.glory.get(side, [])}
    if pending:
        army = replace(army, strategy_modifiers=tuple(m for m in army.strategy_modifiers if m.name not in pending))
    return _army_state(army)


def _save(act: ActionScope, loaded: Loaded, engine, extra: dict | None = None) -> None:
    """Write the engine battle back: armies and day results to Battle.state, units to their rows."""
    state = copy.deepcopy(loaded.state)
    for side in SIDES:
        army = engine.army(side)
        state["armies"][side] = _stored_army(loaded, side, army)
        for unit in army.units:
            row = loaded.units[side][unit.name]
            new = unit.to_dict()
            new.pop("name")
            if new != row.state:
                act.update(row, state=new, status=status(new))
    full = engine.to_dict(msg=True)
    state.update(carry=full["carry"], history=full["history"], position_taken=engine.position_taken,
                 over=engine.over)
    state.update(extra or {})
    act.update(loaded.row, state=state)


def _side(side: str) -> str:
    if side not in SIDES:
        raise ServiceError(Msg("GURPS", "Side must be attacker or defender, not %1.").args(repr(side)))
    return side


def _event(loaded: Loaded, kind: str, text: Text, gm_only: dict | None = None) -> dict:
    """A pre-battle event: its English ``text`` and, under ``msg``, the message the panel shows."""
    ev = {"day": loaded.row.round, "kind": kind, "text": english_text(text)}
    data = _msg_data(text)
    if data is not None:
        ev["msg"] = data
    if gm_only is not None:
        ev["gm_only"] = gm_only
    return ev


def _dated(battle: Battle, text: Text) -> Msg:
    """A log line of the battle's day: "Day 2: ..."."""
    return Msg("GURPS", "Day %1: %2").args(battle.round, text)


# ---- read functions (the panel and the CLI) ------------------------------------------------------

@dataclass(frozen=True)
class UnitView:
    id: int
    name: str
    troop_type: str
    count: int
    quality: str
    morale: int
    status: str
    losses: int
    ts: float = 0
    ts_source: str = "fallback"  # entered, computed or fallback
    ts_working: tuple[str, ...] = ()


@dataclass(frozen=True)
class SideView:
    """One army as the panel shows it; ``army`` is the army document the army dialog edits (no units)."""

    side_id: int
    side_name: str
    army: dict
    troops: int
    all_troops: int
    units: tuple[UnitView, ...]
    morale_modifiers: tuple[dict, ...]
    ts: float = 0  # Troop Strength of the units still on the field
    ts_working: str = ""
    pcs: tuple[dict, ...] = ()


@dataclass(frozen=True)
class BattleView:
    """Everything the GM's panel shows. ``problem`` is set if the battle cannot be fought yet.

    ``contest`` is the day's stored contest, ``events`` the pre-battle events (a seer's reading keeps
    its GM-only part under ``gm_only``), ``skills`` and ``odds`` the engine's effective skills and
    result-row chances (None with ``skill_problem`` when they cannot be worked out).
    """

    id: int
    name: str
    day: int
    phase: int
    problem: str = ""
    stage: str = ""  # pre_battle, morale, day_done or over
    battle_type: str = "open_field"
    position: tuple[str, ...] = ()
    over: bool = False
    position_taken: bool = False
    history: tuple[dict, ...] = ()
    events: tuple[dict, ...] = ()
    security: dict = field(default_factory=dict)
    carry: dict = field(default_factory=dict)  # morale modifiers carried into the next day, per side
    skills: dict | None = None
    odds: dict | None = None
    skill_problem: str = ""
    sides: dict = field(default_factory=dict)  # "attacker"/"defender" -> SideView
    contest: dict | None = None
    tables: dict = field(default_factory=dict)
    position_choices: tuple[tuple[str, str, int], ...] = ()
    situation_choices: tuple[tuple[str, str, int], ...] = ()
    force_ratio: dict = field(default_factory=dict)  # stronger side, ratio, bonus, working
    luck_counted: tuple[str, ...] = ()  # sides whose Luck the odds count
    casualties: dict | None = None  # today's casualty results, per side
    powers: dict = field(default_factory=dict)  # side -> its secret placement (GM-only until "revealed")
    mana_choices: tuple[tuple[str, str], ...] = ()
    power_effects: tuple[tuple[str, str], ...] = ()
    disaster_table: bool = False  # the Disaster roll and table are entered (else the GM enters each disaster)
    disaster_bonus: dict = field(default_factory=dict)  # side -> + to its Disaster roll from the enemy's powers
    disasters_due: tuple[tuple[str, str], ...] = ()  # (side, why) where the rules call for a Disaster roll
    glory_table: bool = False  # the Glory table is entered (else the GM enters each row after the roll)

    def side_of(self, unit_id) -> str | None:
        """"attacker" or "defender": the army ``unit_id`` fights in."""
        return next((side for side, v in self.sides.items() if any(u.id == unit_id for u in v.units)), None)


def battle_view(svc: CampaignService, battle_id: int) -> BattleView:
    """Everything the GM's panel shows, read from the file."""
    from muster.rules.gurps.battle import effective_skills
    from muster.rules.gurps.morale import morale_modifiers
    from muster.rules.gurps.odds import contest_odds

    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        head = {"id": battle.id, "name": battle.name, "day": battle.round, "phase": battle.phase}
        try:
            loaded = _load(s, battle)
        except ServiceError as exc:
            return BattleView(**head, problem=str(exc))
        eng, state = loaded.engine, loaded.state
        try:
            found = effective_skills(eng, rules)
            skills = {side: {**found[side].to_dict(), "modifiers": _shown_mods(found[side].modifiers),
                             "describe": render(found[side].describe_text())} for side in SIDES}
            odds = contest_odds(found["attacker"].total, found["defender"].total, rules, eng.battle_type,
                                _declared_luck(eng))
            skill_problem = ""
        except (ValueError, KeyError) as exc:
            skills, odds = None, None
            skill_problem = render(_why(exc))
        sides = {}
        strength = {}
        for side in SIDES:
            army = eng.army(side)
            try:
                mods = tuple(_shown_mods(morale_modifiers(army, rules, carried=eng.carried(side))))
            except KeyError:
                mods = ()
            rows = loaded.units[side]
            each = _unit_strengths(army, rules)
            field_ts = sum(each[u.name].ts for u in army.fighting_units() if u.name in each)
            strength[side] = field_ts
            sides[side] = SideView(
                loaded.side_ids[side], loaded.side_names[side], _stored_army(loaded, side, army), army.troops(),
                army.troops(in_battle_only=False),
                tuple(UnitView(rows[u.name].id, rows[u.name].name, u.troop_type, u.count, u.quality, u.morale,
                               u.status, u.losses, *(_ts_fields(each.get(u.name)))) for u in army.units), mods,
                field_ts, " + ".join(_fmt(each[u.name].ts) for u in army.fighting_units() if u.name in each)
                + " = " + _fmt(field_ts), army.pcs)
        contest = state["contests"].get(str(battle.round))
        if eng.over:
            stage = "over"
        elif contest is None:
            stage = "pre_battle"
        elif not contest.get("morale_done"):
            stage = "morale"
        else:
            stage = "day_done"
        return BattleView(
            **head, stage=stage, battle_type=eng.battle_type, position=tuple(eng.position), over=eng.over,
            position_taken=eng.position_taken, history=tuple(state["history"]), events=tuple(state["events"]),
            security=state["security"], carry=state["carry"], skills=skills, odds=odds, skill_problem=skill_problem, sides=sides,
            contest=contest, tables={key: rules["results"][key] for key in rules["results"]},
            position_choices=tuple((r["key"], r["label"], r["bonus"])
                                   for r in rules["strategy_modifiers"]["defensive_position"]),
            situation_choices=tuple((r["key"], r["label"], r["value"]) for r in rules["morale_modifiers"]),
            force_ratio=_ratio_view(strength, eng, rules), luck_counted=_declared_luck(eng),
            casualties=(contest or {}).get("casualties"), powers=copy.deepcopy(state.get("powers") or {}),
            mana_choices=tuple((r["key"], r["label"]) for r in rules["powers"]["mana"]),
            power_effects=tuple((r["key"], r["label"]) for r in rules["powers"]["effects"]),
            disaster_table=bool(rules["disasters"]["dice"] and rules["disasters"]["table"]),
            disaster_bonus={side: _disaster_bonus(state, side) for side in SIDES},
            disasters_due=_disasters_due(state, loaded), glory_table=bool(rules["pc"]["glory_table"]))


def _disaster_bonus(state: dict, side: str) -> int:
    """What the enemy's powers add to ``side``'s Disaster roll (every 2 points placed on disasters: +1)."""
    enemy = "defender" if side == "attacker" else "attacker"
    placed = (state.get("powers") or {}).get(enemy) or {}
    return (placed.get("effects") or {}).get("enemy_disaster_bonus", 0)


def _disasters_due(state: dict, loaded: Loaded) -> tuple[tuple[str, str], ...]:
    """Sides owed a Disaster roll: a successful assassination is a disaster for its victims, until one is rolled
    or entered for them."""
    due: dict[str, str] = {}
    for ev in state["events"]:
        if ev.get("kind") == "mission" and ev.get("mission") == "assassination" and ev.get("success"):
            due[ev["victim"]] = render(Msg("GURPS", "%1: a leader was assassinated").args(
                loaded.side_names[ev["victim"]]))
        elif ev.get("kind") == "disaster" and ev.get("side") in due:
            due.pop(ev["side"])
    return tuple(due.items())


def _fmt(value) -> str:
    """A Troop Strength in the GM's language ("3,000" in English)."""
    return render(amount(value))


def _shown_mods(mods) -> list[dict]:
    """Modifiers as a read function gives them: each name in the GM's language of the moment."""
    return [{**m.to_dict(), "name": m.label} for m in mods]


def _unit_strengths(army, rules) -> dict:
    from muster.rules.gurps.strength import unit_strength

    out = {}
    for u in army.units:
        try:
            out[u.name] = unit_strength(u, army.tech_level, rules)
        except KeyError:  # a special weapon the (house) rules no longer list
            continue
    return out


def _ts_fields(strength) -> tuple:
    if strength is None:
        return (0, "fallback", (render(Msg("GURPS", "TS cannot be worked out: check the unit's special weapons")),))
    return (strength.ts, strength.source, tuple(render(line) for line in strength.working))


def _ratio_view(strength: dict, eng, rules) -> dict:
    from muster.rules.gurps.strength import force_ratio

    ratio = force_ratio(strength["attacker"], strength["defender"], rules, eng.attacker.tech_level,
                        eng.defender.tech_level)
    stronger = None if ratio.stronger is None else ("attacker" if ratio.stronger == "own" else "defender")
    return {**ratio.to_dict(), "stronger": stronger, "working": render(ratio.working)}


def normalise_army(army: dict, rules: dict | None = None) -> dict:
    """An army as the army dialog gives it (no units), checked; ServiceError names the field."""
    from muster.rules.gurps.armies import Army

    try:
        data = Army.from_dict({**army, "units": []}).to_dict(msg=True)
    except ValueError as exc:
        raise ServiceError(Msg("GURPS", "Bad army: %1").args(_why(exc))) from None
    if rules is not None:
        known = {r["key"] for r in rules["morale_modifiers"]}
        for i, key in enumerate(data["morale_situation"]):
            if key not in known:
                raise ServiceError(Msg("GURPS", "Bad army: morale_situation[%1]: unknown key %2").args(i, repr(key)))
    names = [data["commander"]["name"]] + [p["name"] for p in data["leaders"]]
    for i, name in enumerate(names):
        if name in names[:i]:
            raise ServiceError(Msg("GURPS", "Bad army: two leaders are called %1").args(repr(name)))
    data.pop("units")
    return data


# ---- set-up actions --------------------------------------------------------------------------

def set_setup(svc: CampaignService, battle_id: int, battle_type: str, position: list[str],
              attacker_side_id: int | None = None) -> None:
    """Battle type, the defender's works and which Side attacks."""
    rules = system_tables(svc, SYSTEM)
    if battle_type not in ("open_field", "defended_position"):
        raise ServiceError(Msg("GURPS", "Battle type must be open_field or defended_position."))
    known = {r["key"]: r["label"] for r in rules["strategy_modifiers"]["defensive_position"]}
    for key in position:
        if key not in known:
            raise ServiceError(Msg("GURPS", "Unknown defensive position %1; known: %2.").args(repr(key),
                                                                                             ", ".join(known)))
    if battle_type == "open_field" and position:
        raise ServiceError(Msg("GURPS", "Only an attack on a defended position has defensive works."))
    with battle_action(svc, SYSTEM, battle_id, "gurps-setup", Msg("GURPS", "Battle set-up")) as (act, battle, _):
        loaded = _load(act.s, battle)
        if loaded.state["contests"]:
            raise ServiceError(Msg("GURPS", "The contest has been rolled: the battle type can no longer change."))
        state = copy.deepcopy(loaded.state)
        if attacker_side_id is not None:
            if attacker_side_id not in loaded.side_ids.values():
                raise ServiceError(Msg("GURPS", "The attacker must be one of the two sides in this battle."))
            if attacker_side_id != loaded.side_ids["attacker"]:  # the armies swap roles
                state["armies"] = {"attacker": state["armies"].get("defender"),
                                   "defender": state["armies"].get("attacker")}
                state["security"] = {"attacker": state["security"].get("defender"),
                                     "defender": state["security"].get("attacker")}
            state["attacker_side"] = attacker_side_id
        state.update(battle_type=battle_type, position=list(position))
        act.update(loaded.row, state=state)
        attacker = loaded.side_names["attacker" if attacker_side_id in (None, loaded.side_ids["attacker"])
                                     else "defender"]
        kind: Text
        if battle_type == "open_field":
            kind = Msg("GURPS", "open field")
        elif position:
            kind = Msg("GURPS", "attack on a defended position (%1)").args(
                join([rules_term(known[k]) for k in position], ", "))
        else:
            kind = Msg("GURPS", "attack on a defended position")
        act.set_label(Msg("GURPS", "Set up %1").args(loaded.row.name))
        act.describe(Msg("GURPS", "%1: %2; %3 attacks").args(loaded.row.name, kind, attacker), battle=loaded.row)


def set_army(svc: CampaignService, battle_id: int, side: str, army: dict) -> None:
    """Commander, leaders, seers, tech level, morale situation and named modifiers of one side."""
    _side(side)
    rules = system_tables(svc, SYSTEM)
    data = normalise_army(army, rules)
    with battle_action(svc, SYSTEM, battle_id, "gurps-army", Msg("GURPS", "Edit army")) as (act, battle, _):
        loaded = _load(act.s, battle)
        state = copy.deepcopy(loaded.state)
        old = state["armies"].get(side) or _default_army(loaded.side_names[side])
        kept_gm = [m for m in old.get("strategy_modifiers", []) if m.get("gm_only")]
        given = {m["name"] for m in data["strategy_modifiers"]}
        data["strategy_modifiers"] += [m for m in kept_gm if m["name"] not in given]  # the dialog never sees them
        state["armies"][side] = data
        act.update(loaded.row, state=state)
        act.set_label(Msg("GURPS", "Edit army %1").args(data["name"]))
        act.describe(Msg("GURPS", "%1 (%2) led by %3").args(data["name"], side_word(side), data["commander"]["name"]),
                     battle=loaded.row)


def post_security(svc: CampaignService, battle_id: int, side: str, leader: str | None, team: int = 0) -> None:
    """Post (or with ``leader=None`` withdraw) guards against enemy scouts and assassins."""
    _side(side)
    with battle_action(svc, SYSTEM, battle_id, "gurps-security", Msg("GURPS", "Post security")) as (act, battle, _):
        loaded = _load(act.s, battle)
        army = loaded.engine.army(side)
        state = copy.deepcopy(loaded.state)
        text: Text
        if leader is None:
            state["security"][side] = None
            text = Msg("GURPS", "%1 withdraws its security").args(army.name)
        else:
            try:
                army.leader(leader)
            except KeyError:
                raise ServiceError(Msg("GURPS", "%1 has no leader called %2.").args(army.name, repr(leader))) from None
            if not isinstance(team, int) or team < 1:
                raise ServiceError(Msg("GURPS", "Security needs at least one guard."))
            state["security"][side] = {"leader": leader, "team": team}
            text = Msg("GURPS", "%1 posts %2 guards under %3 against spies").args(army.name, team, leader)
        state["events"] = state["events"] + [_event(loaded, "security", text)]
        act.update(loaded.row, state=state)
        act.set_label(text)
        act.describe(_dated(loaded.row, text), battle=loaded.row)


def _not_after_contest(loaded: Loaded, what: Text) -> None:
    if loaded.engine.over:
        raise ServiceError(Msg("GURPS", "%1 is over.").args(loaded.row.name))
    if str(loaded.row.round) in loaded.state["contests"]:
        raise ServiceError(Msg("GURPS", "Today's Strategy contest has been rolled: %1 belongs before it.").args(what))


# ---- pre-battle operations -------------------------------------------------------------------------

def run_mission(svc: CampaignService, battle_id: int, side: str, kind: str, leader: str, team: int,
                skill: str | None = None, target: str | None = None, public_execution: bool = False) -> dict:
    """A special operation of ``side`` (reconnaissance or assassination), against the enemy's posted security."""
    from muster.rules.gurps.preparation import MISSIONS, Mission, Security
    from muster.rules.gurps.preparation import run_mission as engine_run

    _side(side)
    if kind not in MISSIONS:
        raise ServiceError(Msg("GURPS", "Mission must be one of %1.").args(", ".join(MISSIONS)))
    if skill not in (None, "stealth", "tactics"):
        raise ServiceError(Msg("GURPS", "The mission skill is Stealth or Tactics."))
    if not isinstance(team, int) or team < 1:
        raise ServiceError(Msg("GURPS", "A mission needs at least one person."))
    with battle_action(svc, SYSTEM, battle_id, "gurps-mission", Msg("GURPS", "Special operation")) as (act, battle,
                                                                                                        rules):
        loaded = _load(act.s, battle)
        _not_after_contest(loaded, Msg("GURPS", "a special operation"))
        enemy_side = "defender" if side == "attacker" else "attacker"
        own, enemy = loaded.engine.army(side), loaded.engine.army(enemy_side)
        try:
            person = own.leader(leader)
        except KeyError:
            raise ServiceError(Msg("GURPS", "%1 has no leader called %2.").args(own.name, repr(leader))) from None
        if not person.alive or person.captured:
            raise ServiceError(Msg("GURPS", "%1 cannot lead a mission (dead or captured).").args(leader))
        if kind == "assassination" and target is not None:
            try:
                enemy.leader(target)
            except KeyError:
                raise ServiceError(Msg("GURPS", "%1 has no leader called %2.").args(enemy.name, repr(target))) from None
        sec = loaded.state["security"].get(enemy_side)
        security = Security(enemy.leader(sec["leader"]), sec["team"]) if sec else None
        result = engine_run(Mission(kind, person, team, skill, target, public_execution), own, enemy, act.roller,
                            rules, security)
        engine = loaded.engine.with_army(side, result.own_after).with_army(enemy_side, result.enemy_after)
        if kind == "reconnaissance":
            head = (Msg("GURPS", "%1: Reconnaissance by %2 with %3 succeeds") if result.success else
                    Msg("GURPS", "%1: Reconnaissance by %2 with %3 fails"))
            label = Msg("GURPS", "%1: reconnaissance").args(own.name)
        else:
            head = (Msg("GURPS", "%1: Assassination by %2 with %3 succeeds") if result.success else
                    Msg("GURPS", "%1: Assassination by %2 with %3 fails"))
            label = Msg("GURPS", "%1: assassination").args(own.name)
        text = Joined([head.args(own.name, person.name, team), *result.effect_texts], "; ")
        event = dict(_event(loaded, "mission", text), side=side, mission=kind, success=result.success,
                     victim=enemy_side)
        state_events = loaded.state["events"] + [event]
        _save(act, loaded, engine, {"events": state_events})
        act.set_label(label)
        act.describe(_dated(loaded.row, text), battle=loaded.row,
                     modifiers=_dice_mods(result.roll.effective.modifiers), result=result.to_dict())
        return result.to_dict()


def consult_seer(svc: CampaignService, battle_id: int, side: str, seer: str, trust: str = "normal") -> dict:
    """A seer reads the omens. The roll and the Strategy modifier are GM-only: they go in ``result["gm_only"]``,
    never in the log text, the roll list or the modifier list."""
    from muster.rules.dice import Roller
    from muster.rules.gurps.preparation import TRUST
    from muster.rules.gurps.preparation import consult_seer as engine_seer

    _side(side)
    if trust not in TRUST:
        raise ServiceError(Msg("GURPS", "Trust must be one of %1.").args(", ".join(TRUST)))
    with battle_action(svc, SYSTEM, battle_id, "gurps-seer", Msg("GURPS", "Consult a seer")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        _not_after_contest(loaded, Msg("GURPS", "a seer's reading"))
        army = loaded.engine.army(side)
        found = [s for s in army.seers if s.name == seer]
        if not found:
            raise ServiceError(Msg("GURPS", "%1 has no seer called %2.").args(army.name, repr(seer)))
        hidden = Roller(act.roller.source)  # same dice (seeded or GM-entered), kept out of the public roll list
        reading, after = engine_seer(army, found[0], trust, hidden, rules)
        data = reading.to_dict()
        data["gm_only"]["effective_strategy"] = army.commander.strategy + reading.modifier.value
        data["gm_only"]["dice"] = [r.to_dict() for r in hidden.rolls]
        data["gm_only"]["explanation_msg"] = to_data(reading.explanation)
        text = reading.text()
        events = loaded.state["events"] + [_event(loaded, "seer", text, data["gm_only"])]
        _save(act, loaded, loaded.engine.with_army(side, after), {"events": events})
        act.set_label(Msg("GURPS", "%1 reads the omens").args(found[0].name))
        act.describe(_dated(loaded.row, text), battle=loaded.row,
                     result={"seer": found[0].name, "commander": army.commander.name, "gm_only": data["gm_only"]})
        return data


def _dice_mods(mods):
    from muster.rules.dice import Modifier

    return [Modifier(m.text, m.value) for m in mods if not m.gm_only]  # kept as data: shown in the GM's language


# ---- the contest -----------------------------------------------------------------------------

def _store_contest(result, day: int) -> dict:
    out = {"day": day, "battle_type": result.battle_type, "winner": result.winner,
           "margin_of_victory": result.margin_of_victory, "table": result.result.table,
           "band_min": result.result.band["min"], "band": result.result.range_text, "label": result.result.label,
           "summary": result.summary(), "summary_msg": to_data(result.summary_text()), "morale_done": False,
           "sides": {}}
    for side in SIDES:
        cs = result.side(side)
        out["sides"][side] = {
            "name": cs.name, "skill": cs.effective.skill, "base": cs.effective.base,
            "modifiers": [m.to_dict() for m in cs.effective.modifiers],
            "modifier_msgs": [_msg_data(m.text) for m in cs.effective.modifiers], "effective": cs.effective.total,
            "rolls": [r.roll.to_dict() for r in cs.rolls], "kept": cs.kept, "luck_used": cs.luck_used,
            "roll": cs.final.roll.total, "success": cs.final.check.success, "margin": cs.final.check.margin,
            "critical": cs.final.check.critical}
    return out


def _rebuild_contest(stored: dict, rules: dict):
    from muster.rules.dice import Roll
    from muster.rules.gurps.contest import ContestResult, ContestSide, decide
    from muster.rules.gurps.results import look_up
    from muster.rules.gurps.skill import EffectiveSkill, SkillModifier, SkillRoll, judge

    sides = {}
    for side in SIDES:
        d = stored["sides"][side]
        msgs = d.get("modifier_msgs") or [None] * len(d["modifiers"])
        eff = EffectiveSkill(d["skill"], d["base"], tuple(SkillModifier.from_dict({**m, "msg": msg} if msg else m)
                                                          for m, msg in zip(d["modifiers"], msgs)))
        rolls = tuple(SkillRoll(eff, Roll.from_dict(r), judge(eff.total, Roll.from_dict(r).total, rules))
                      for r in d["rolls"])
        sides[side] = ContestSide(d["name"], eff, rolls, d["kept"], d["luck_used"])
    winner, mov = decide(sides["attacker"].final.check, sides["defender"].final.check)
    return ContestResult(stored["battle_type"], sides["attacker"], sides["defender"], winner, mov,
                         look_up(stored["battle_type"], winner, mov, rules))


def _begin_contest(act: ActionScope, battle: Battle) -> Loaded:
    """The battle, refused if it is over or today's contest is already settled."""
    loaded = _load(act.s, battle)
    if loaded.engine.over:
        raise ServiceError(Msg("GURPS", "%1 is over.").args(loaded.row.name))
    if str(loaded.row.round) in loaded.state["contests"]:
        raise ServiceError(Msg("GURPS", "Day %1's Strategy contest has already been rolled.").args(loaded.row.round))
    return loaded


def roll_contest(svc: CampaignService, battle_id: int, luck: tuple[str, ...] | list[str] = ()) -> dict:
    """Roll the day's Quick Contest of Strategy (Tactics under 200 troops): attacker's 3d6, then the defender's,
    then any Luck rerolls for the sides in ``luck``. Stores the result row; morale is the next step."""
    from muster.rules.dice import Roller
    from muster.rules.gurps.battle import roll_contest as engine_contest
    from muster.rules.gurps.odds import contest_odds

    for side in luck:
        _side(side)
    with battle_action(svc, SYSTEM, battle_id, "gurps-contest", Msg("GURPS", "Strategy contest")) as (act, battle,
                                                                                                        rules):
        loaded = _begin_contest(act, battle)
        eng = loaded.engine
        hidden = Roller(act.roller.source)  # same dice; a side with GM-only modifiers rolls off the public list
        try:
            result = engine_contest(eng, act.roller, rules, tuple(luck), hidden_roller=hidden)
        except ValueError as exc:
            raise ServiceError(_why(exc)) from None
        odds = contest_odds(result.attacker.effective.total, result.defender.effective.total, rules, eng.battle_type,
                            _declared_luck(eng))
        stored = _store_contest(result, loaded.row.round)
        stored["odds"] = {f"{r['winner']}|{r['table']}|{r['band']}": r["percent"] for r in odds["rows"]}
        state = copy.deepcopy(loaded.state)
        state["contests"][str(loaded.row.round)] = stored
        _use_glory(act, loaded, state)
        act.update(loaded.row, state=state, phase=max(loaded.row.phase, PHASE_RESULTS))
        act.set_label(Msg("GURPS", "Day %1: Strategy contest").args(loaded.row.round))
        act.describe(_dated(loaded.row, result.summary_text(player_view=True)), battle=loaded.row,
                     modifiers=_dice_mods(result.attacker.effective.modifiers)
                     + _dice_mods(result.defender.effective.modifiers),
                     result=_contest_result(result, hidden))
        return stored


def _declared_luck(eng) -> tuple[str, ...]:
    """Sides whose commander has Luck: the odds count it (NOTES.md section 5)."""
    return tuple(side for side in SIDES if eng.army(side).commander.luck)


def _contest_result(result, hidden) -> dict:
    """The action record's result: the player view, and under ``gm_only`` the full contest and any hidden dice."""
    return {**result.to_dict(player_view=True),
            "gm_only": {"summary": result.summary(), "summary_msg": to_data(result.summary_text()),
                        "margin_of_victory": result.margin_of_victory,
                        "dice": [r.to_dict() for r in hidden.rolls],
                        **{side: {**result.side(side).effective.to_dict(), "roll": result.side(side).final.roll.total,
                                  "margin": result.side(side).final.check.margin} for side in SIDES}}}


def use_luck(svc: CampaignService, battle_id: int, side: str) -> dict:
    """The commander of ``side`` uses Luck on today's contest roll (before morale is rolled)."""
    from muster.rules.dice import Roller
    from muster.rules.gurps.contest import luck_reroll

    _side(side)
    with battle_action(svc, SYSTEM, battle_id, "gurps-luck", Msg("GURPS", "Luck reroll")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = loaded.state["contests"].get(str(loaded.row.round))
        if stored is None:
            raise ServiceError(Msg("GURPS", "Roll today's Strategy contest first; Luck rerolls it."))
        if stored["morale_done"]:
            raise ServiceError(Msg("GURPS", "Morale has been rolled: it is too late for Luck."))
        commander = loaded.engine.army(side).commander
        if not commander.luck:
            raise ServiceError(Msg("GURPS", "%1 has no Luck.").args(commander.name))
        hidden = Roller(act.roller.source)
        try:
            result = luck_reroll(_rebuild_contest(stored, rules), side, act.roller, rules, hidden_roller=hidden)
        except ValueError as exc:
            raise ServiceError(_why(exc)) from None
        new = _store_contest(result, loaded.row.round)
        new["odds"] = stored.get("odds", {})
        state = copy.deepcopy(loaded.state)
        state["contests"][str(loaded.row.round)] = new
        act.update(loaded.row, state=state)
        act.set_label(Msg("GURPS", "%1 uses Luck").args(commander.name))
        rolls = ", ".join(str(r["total"]) for r in new["sides"][side]["rolls"])
        shown = (Msg("GURPS", "rolls hidden") if result.side(side).hidden else
                 Msg("GURPS", "rolls %1, keeps %2").args(rolls, new["sides"][side]["roll"]))
        act.describe(_dated(loaded.row, Msg("GURPS", "%1 uses Luck (%2); %3").args(
            commander.name, shown, result.summary_text(player_view=True))),
                     battle=loaded.row, result=_contest_result(result, hidden))
        return new


@dataclass(frozen=True)
class _Decided:
    """A contest outcome for :func:`apply_result` when only winner and margin are known (GM-entered)."""

    winner: str | None
    margin_of_victory: int
    result: object
    text: Text

    def summary(self, player_view: bool = False) -> str:
        return english_text(self.text)

    def summary_text(self, player_view: bool = False) -> Text:
        return self.text


def enter_result(svc: CampaignService, battle_id: int, winner: str | None, margin_of_victory: int) -> dict:
    """The GM rolled the contest at the table and enters who won and by how much."""
    from muster.rules.gurps.contest import result_words
    from muster.rules.gurps.results import look_up

    if winner is not None:
        _side(winner)
    if not isinstance(margin_of_victory, int) or margin_of_victory < 0:
        raise ServiceError(Msg("GURPS", "The margin of victory is a whole number, 0 or more."))
    if winner is None and margin_of_victory:
        raise ServiceError(Msg("GURPS", "With no winner the margin of victory is 0."))
    with battle_action(svc, SYSTEM, battle_id, "gurps-contest", Msg("GURPS", "Strategy contest")) as (act, battle,
                                                                                                        rules):
        loaded = _begin_contest(act, battle)
        line = look_up(loaded.engine.battle_type, winner, margin_of_victory, rules)
        who = loaded.engine.army(winner).name if winner else Msg("GURPS", "nobody")
        summary = Msg("GURPS", "Contest entered by the GM: %1 wins by %2; %3").args(who, margin_of_victory,
                                                                                    result_words(line))
        stored = {"day": loaded.row.round, "battle_type": loaded.engine.battle_type, "winner": winner,
                  "margin_of_victory": margin_of_victory, "table": line.table, "band_min": line.band["min"],
                  "band": line.range_text, "label": line.label, "summary": english_text(summary),
                  "summary_msg": to_data(summary), "morale_done": False, "entered": True, "sides": None}
        state = copy.deepcopy(loaded.state)
        state["contests"][str(loaded.row.round)] = stored
        _use_glory(act, loaded, state)
        act.update(loaded.row, state=state, phase=max(loaded.row.phase, PHASE_RESULTS))
        act.set_label(Msg("GURPS", "Day %1: contest result entered").args(loaded.row.round))
        act.describe(_dated(loaded.row, summary), battle=loaded.row, result=line.to_dict())
        return stored


def roll_morale(svc: CampaignService, battle_id: int) -> dict:
    """Every affected unit's morale roll for today's result row, then the day's consequences (one undo step)."""
    from muster.rules.gurps.battle import apply_result
    from muster.rules.gurps.results import look_up

    with battle_action(svc, SYSTEM, battle_id, "gurps-morale", Msg("GURPS", "Morale")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = loaded.state["contests"].get(str(loaded.row.round))
        if stored is None:
            raise ServiceError(Msg("GURPS", "Roll today's Strategy contest first: the result row says who rolls "
                                            "morale."))
        if stored["morale_done"]:
            raise ServiceError(Msg("GURPS", "Morale for day %1 has already been rolled.").args(loaded.row.round))
        if stored.get("sides"):
            contest = _rebuild_contest(stored, rules)
        else:
            line = look_up(stored["battle_type"], stored["winner"], stored["margin_of_victory"], rules)
            summary = from_data(stored["summary_msg"]) if stored.get("summary_msg") else stored["summary"]
            contest = _Decided(stored["winner"], stored["margin_of_victory"], line, summary)
        try:
            day = apply_result(loaded.engine, contest, act.roller, rules)
        except (ValueError, KeyError) as exc:
            raise ServiceError(_why(exc)) from None
        after, fought = day.battle_after, []
        if after.over and not loaded.engine.over:
            after, fought = _count_battle(after, rules)
        story = list(day.event_texts[1:]) + fought
        state_contests = copy.deepcopy(loaded.state["contests"])
        done = dict(state_contests[str(loaded.row.round)], morale_done=True,
                    morale={side: m.to_dict(msg=True) for side, m in day.morale.items()},
                    events=[english_text(e) for e in story], event_msgs=[to_data(e) for e in story])
        state_contests[str(loaded.row.round)] = done
        _save(act, loaded, after, {"contests": state_contests})
        act.update(loaded.row, phase=max(loaded.row.phase, PHASE_MORALE))
        act.set_label(Msg("GURPS", "Day %1: morale").args(loaded.row.round))
        act.describe(_dated(loaded.row, Msg("GURPS", "%1 (%2). %3").args(rules_term(stored["label"]), stored["band"],
                                                                          join(story, "; "))), battle=loaded.row,
                     result={"morale": done["morale"], "events": list(day.events), "over": day.battle_after.over,
                             "position_taken": day.battle_after.position_taken})
        return done


def _count_battle(battle, rules) -> tuple[object, list[Text]]:
    """The battle is over: every unit that fought it counts one more battle, and its quality follows."""
    from muster.rules.gurps.campaign import fought_battle

    notes = []
    for side in SIDES:
        army = battle.army(side)
        units = []
        for unit in army.units:
            after, text = fought_battle(unit, rules)
            units.append(after)
            notes.append(text)
        battle = battle.with_army(side, army.with_units(units))
    return battle, notes


def record_losses(svc: CampaignService, battle_id: int | None, losses: dict[int, int]) -> None:
    """The GM's casualty figures (the source gives none): each unit's head count drops by its loss."""
    if not losses:
        raise ServiceError(Msg("GURPS", "Enter at least one unit's losses."))
    with svc.action("gurps-losses", Msg("GURPS", "Record losses")) as act:
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        parts, names = [], []
        for uid, lost in losses.items():
            unit = act.get(Unit, uid, "unit")
            if unit.system != SYSTEM:
                raise ServiceError(Msg("GURPS", "%1 is not a GURPS Mass Combat unit.").args(unit.name))
            if not isinstance(lost, int) or isinstance(lost, bool) or lost < 0:
                raise ServiceError(Msg("GURPS", "Losses of %1 must be a whole number of troops, 0 or more.")
                                   .args(unit.name))
            state = normalise_state(unit.state)
            if lost > state["count"]:
                raise ServiceError(Msg("GURPS", "%1 has only %2 troops; it cannot lose %3.").args(
                    unit.name, state["count"], lost))
            if not lost:
                continue
            new = dict(state, count=state["count"] - lost, losses=state["losses"] + lost)
            act.update(unit, state=new, status=status(new))
            parts.append(Msg("GURPS", "%1 loses %2 (%3 left)").args(unit.name, lost, new["count"]))
            names.append(unit.name)
        if not parts:
            raise ServiceError(Msg("GURPS", "Enter at least one unit's losses."))
        act.set_label(Msg("GURPS", "Losses: %1").args(", ".join(names)))
        text = Msg("GURPS", "Losses entered by the GM: %1").args(join(parts, "; "))
        act.describe(text if battle is None else _dated(battle, text), battle=battle)


# ---- PCs in the battle, casualties, disasters, extraordinary powers --------------------------------------

def _after_contest(loaded: Loaded, what: Text) -> dict:
    stored = loaded.state["contests"].get(str(loaded.row.round))
    if stored is None:
        raise ServiceError(Msg("GURPS", "Roll today's Strategy contest first: %1 comes after it.").args(what))
    return stored


def _find_pc(army, name: str):
    from muster.rules.gurps.pcs import PC

    for i, p in enumerate(army.pcs):
        if p["name"] == name:
            return i, PC.from_dict(p)
    raise ServiceError(Msg("GURPS", "%1 has no PC called %2 (add PCs in the army dialog).").args(army.name, repr(name)))


def _replace_pc(army, index: int, pc):
    pcs = list(army.pcs)
    pcs[index] = pc.to_dict()
    return replace(army, pcs=tuple(pcs))


def pc_survival(svc: CampaignService, battle_id: int, side: str, name: str) -> dict:
    """A PC's Combat Skill roll after the contest (skill + Survival) and the damage by TL less DR."""
    from muster.rules.gurps.pcs import apply_survival, survival_roll

    _side(side)
    with battle_action(svc, SYSTEM, battle_id, "gurps-pc", Msg("GURPS", "PC survival")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = _after_contest(loaded, Msg("GURPS", "a PC's Combat Skill roll"))
        army = loaded.engine.army(side)
        index, pc = _find_pc(army, name)
        done = stored.get("pcs", {}).get(name, {})
        if "survival" in done:
            raise ServiceError(Msg("GURPS", "%1 has already made today's Combat Skill roll.").args(name))
        try:
            result = survival_roll(pc, act.roller, rules, tl=pc.tl if pc.tl is not None else army.tech_level)
        except ValueError as exc:
            raise ServiceError(_why(exc)) from None
        contests = copy.deepcopy(loaded.state["contests"])
        day = contests[str(loaded.row.round)]
        day.setdefault("pcs", {}).setdefault(name, {})["survival"] = result.to_dict()
        engine = loaded.engine.with_army(side, _replace_pc(army, index, apply_survival(pc, result)))
        _save(act, loaded, engine, {"contests": contests})
        act.set_label(Msg("GURPS", "%1: Combat Skill roll").args(name))
        act.describe(_dated(loaded.row, result.summary_text()), battle=loaded.row, result=result.to_dict())
        return result.to_dict()


def pc_glory(svc: CampaignService, battle_id: int, side: str, name: str, entered: dict | None = None) -> dict:
    """A PC's Glory roll (rolled even if he died): Reputation, and for a commander the next battle's Strategy.
    ``entered``: the row from the book while the Glory table is not entered (reputation, strategy, duration)."""
    from muster.rules.gurps.pcs import apply_glory, glory_roll

    _side(side)
    if entered is not None:
        _check_glory_row(entered)
    with battle_action(svc, SYSTEM, battle_id, "gurps-pc", Msg("GURPS", "Glory roll")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = _after_contest(loaded, Msg("GURPS", "a Glory roll"))
        army = loaded.engine.army(side)
        index, pc = _find_pc(army, name)
        if "glory" in stored.get("pcs", {}).get(name, {}):
            raise ServiceError(Msg("GURPS", "%1 has already made today's Glory roll.").args(name))
        result = glory_roll(pc, act.roller, rules, entered=entered)
        contests = copy.deepcopy(loaded.state["contests"])
        contests[str(loaded.row.round)].setdefault("pcs", {}).setdefault(name, {})["glory"] = result.to_dict()
        engine = loaded.engine.with_army(side, _replace_pc(army, index, apply_glory(pc, result)))
        _save(act, loaded, engine, {"contests": contests})
        act.set_label(Msg("GURPS", "%1: Glory roll").args(name))
        act.describe(_dated(loaded.row, result.summary_text()), battle=loaded.row, result=result.to_dict())
        return result.to_dict()


def _check_glory_row(entered: dict) -> None:
    """The row of the GM's book for a Glory roll: Reputation and Strategy are whole numbers."""
    for key, problem in (("reputation", Msg("GURPS", "Glory result: reputation must be a whole number.")),
                         ("strategy", Msg("GURPS", "Glory result: strategy must be a whole number."))):
        if not isinstance(entered.get(key, 0), int) or isinstance(entered.get(key, 0), bool):
            raise ServiceError(problem)


def roll_casualties(svc: CampaignService, battle_id: int, fierce: int = 0,
                    entered: dict[int, int] | None = None) -> dict:
    """Today's casualties from the table (after morale, so routing units move up); losses the GM enters
    (``entered``: unit id -> troops) count for units whose row has no number. Units still without a
    number are listed: record their losses with :func:`record_losses`."""
    from muster.rules.gurps.casualties import apply_losses, side_casualties, signed_margins

    if not isinstance(fierce, int) or fierce < 0:
        raise ServiceError(Msg("GURPS", "A fierce battle moves the rows up by a whole number, 0 or more."))
    with battle_action(svc, SYSTEM, battle_id, "gurps-casualties", Msg("GURPS", "Casualties")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = _after_contest(loaded, Msg("GURPS", "the casualty table"))
        if not stored.get("morale_done"):
            raise ServiceError(Msg("GURPS", "Roll morale first: a routing unit takes heavier casualties."))
        if stored.get("casualties"):
            raise ServiceError(Msg("GURPS", "Day %1's casualties have already been found.").args(loaded.row.round))
        names = {row.id: (side, key) for side in SIDES for key, row in loaded.units[side].items()}
        by_side: dict[str, dict[str, int]] = {side: {} for side in SIDES}
        for uid, lost in (entered or {}).items():
            if uid not in names:
                raise ServiceError(Msg("GURPS", "Unit #%1 does not fight in %2.").args(uid, loaded.row.name))
            if not isinstance(lost, int) or isinstance(lost, bool) or lost < 0:
                raise ServiceError(Msg("GURPS", "Entered losses must be whole numbers of troops, 0 or more."))
            by_side[names[uid][0]][names[uid][1]] = lost
        margins = signed_margins(stored["winner"], stored["margin_of_victory"])
        engine = loaded.engine
        out, parts = {}, []
        for side in SIDES:
            result = side_casualties(engine.army(side), side, margins[side], act.roller, rules, fierce=fierce,
                                     entered=by_side[side])
            engine = engine.with_army(side, apply_losses(engine.army(side), result))
            out[side] = result.to_dict()
            for unit, row in zip(result.units, out[side]["units"]):
                row["working_msg"] = to_data(unit.working_text())
            lost = out[side]["total_lost"]
            missing = out[side]["missing"]
            parts.append(Msg("GURPS", "%1 loses %2 (enter losses for %3)").args(
                engine.army(side).name, amount(lost), ", ".join(missing)) if missing else
                Msg("GURPS", "%1 loses %2").args(engine.army(side).name, amount(lost)))
        contests = copy.deepcopy(loaded.state["contests"])
        contests[str(loaded.row.round)]["casualties"] = {**out, "fierce": fierce}
        _save(act, loaded, engine, {"contests": contests})
        act.set_label(Msg("GURPS", "Day %1: casualties").args(loaded.row.round))
        act.describe(_dated(loaded.row, Msg("GURPS", "Casualties: %1").args(join(parts, "; "))), battle=loaded.row,
                     result={"casualties": out, "fierce": fierce})
        return out


def record_disaster(svc: CampaignService, battle_id: int, side: str, text: str, morale: int = 0,
                    lost_commander: bool = False) -> None:
    """A disaster for ``side`` as the GM reads it from the book: a morale modifier for this battle, or for
    lost commanders one that lasts until the army wins a clear victory."""
    from muster.rules.gurps.armies import lose_commander
    from muster.rules.gurps.skill import SkillModifier

    _side(side)
    text = (text or "").strip()
    if not text:
        raise ServiceError(Msg("GURPS", "Say what the disaster is."))
    if not isinstance(morale, int) or isinstance(morale, bool):
        raise ServiceError(Msg("GURPS", "The disaster's morale modifier is a whole number."))
    with battle_action(svc, SYSTEM, battle_id, "gurps-disaster", Msg("GURPS", "Disaster")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        army = loaded.engine.army(side)
        if lost_commander:
            army = lose_commander(army, text, rules)
        if morale:
            army = army.add_morale_modifier(SkillModifier.of(Msg("GURPS", "Disaster: %1").args(text), morale))
        event = _event(loaded, "disaster", Msg("GURPS", "%1: disaster, %2").args(army.name, text))
        state_events = loaded.state["events"] + [dict(event, side=side)]
        _save(act, loaded, loaded.engine.with_army(side, army), {"events": state_events})
        act.set_label(Msg("GURPS", "%1: disaster").args(army.name))
        lasting = rules["disasters"]["lost_commander_morale"] if lost_commander else 0
        act.describe(_dated(loaded.row, _morale_effects(Msg("GURPS", "Disaster for %1: %2").args(army.name, text),
                                                        morale, lasting)), battle=loaded.row)


def _morale_effects(text: Text, morale: int, lasting: int) -> Joined:
    """A disaster's line with its morale for this battle and, for lost commanders, until a clear victory."""
    parts: list = [text]
    if morale:
        parts.append(Msg("GURPS", " (morale %1 this battle)").args(signed(morale)))
    if lasting:
        parts.append(Msg("GURPS", " (morale %1 until a clear victory)").args(signed(lasting)))
    return Joined(parts, "")


def roll_disaster(svc: CampaignService, battle_id: int, side: str) -> dict:
    """``side``'s Disaster roll on the GM's table (a higher roll is worse), with the enemy's powers added (every
    2 points on disasters +1). While the enemy's placement is secret its bonus stays GM-only. A row's morale
    counts this battle only; a row that loses commanders lowers morale until a clear victory."""
    from muster.rules.dice import Roller
    from muster.rules.gurps.armies import lose_commander
    from muster.rules.gurps.campaign import roll_disaster as engine_disaster
    from muster.rules.gurps.skill import SkillModifier

    _side(side)
    with battle_action(svc, SYSTEM, battle_id, "gurps-disaster", Msg("GURPS", "Disaster roll")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        army = loaded.engine.army(side)
        bonus = _disaster_bonus(loaded.state, side)
        enemy = "defender" if side == "attacker" else "attacker"
        secret = bool(bonus) and not ((loaded.state.get("powers") or {}).get(enemy) or {}).get("revealed")
        # with a secret bonus the roll itself would tell it (a known roll and a public row): it goes off the
        # public dice list, as a side's roll does in a contest with GM-only modifiers
        roller = Roller(act.roller.source) if secret else act.roller
        try:
            found = engine_disaster(army.name, roller, rules, bonus)
        except LookupError as exc:
            raise ServiceError(Msg("GURPS", "%1.").args(_why(exc))) from None
        what = rules_term(found["result"]) if found["result"] else Msg("GURPS", "no disaster")
        if found["lost_commander"]:
            army = lose_commander(army, what, rules)
        if found["morale"]:
            army = army.add_morale_modifier(SkillModifier.of(Msg("GURPS", "Disaster: %1").args(what), found["morale"]))
        if secret:
            shown = Msg("GURPS", "rolled (GM only)")
        elif bonus:
            shown = Msg("GURPS", "rolled %1 +%2 (enemy powers) = %3").args(found["roll"], bonus, found["total"])
        else:
            shown = Msg("GURPS", "rolled %1").args(found["roll"])
        text = Msg("GURPS", "%1: Disaster roll, %2: %3").args(army.name, shown, what)
        event = dict(_event(loaded, "disaster", text), side=side)
        _save(act, loaded, loaded.engine.with_army(side, army), {"events": loaded.state["events"] + [event]})
        act.set_label(Msg("GURPS", "%1: Disaster roll").args(army.name))
        lasting = rules["disasters"]["lost_commander_morale"] if found["lost_commander"] else 0
        act.describe(_dated(loaded.row, _morale_effects(text, found["morale"], lasting)), battle=loaded.row,
                     result={**{k: v for k, v in found.items() if not (secret and k in ("roll", "bonus", "total"))},
                             "side": side, **({"gm_only": {"roll": found["roll"], "bonus": bonus, "total": found["total"],
                                                           "dice": [r.to_dict() for r in roller.rolls]}}
                                              if secret else {})})
        return found


def enter_glory(svc: CampaignService, battle_id: int, side: str, name: str, entered: dict) -> dict:
    """The row of the GM's book for a Glory roll already made while the Glory table is empty: Reputation,
    Strategy (for a commander, his next battle's) and how long it lasts."""
    from muster.rules.gurps.pcs import Glory, apply_glory, glory_roll

    _side(side)
    if not isinstance(entered, dict):
        raise ServiceError(Msg("GURPS", "Glory result: give Reputation and Strategy."))
    _check_glory_row(entered)
    row = {k: entered[k] for k in ("reputation", "strategy", "duration") if k in entered}
    with battle_action(svc, SYSTEM, battle_id, "gurps-pc", Msg("GURPS", "Glory result")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = _after_contest(loaded, Msg("GURPS", "a Glory result"))
        army = loaded.engine.army(side)
        index, pc = _find_pc(army, name)
        rolled = stored.get("pcs", {}).get(name, {}).get("glory")
        if rolled is None:
            raise ServiceError(Msg("GURPS", "%1 has not made today's Glory roll yet.").args(name))
        if rolled.get("row") is not None:
            raise ServiceError(Msg("GURPS", "%1's Glory roll already has its result.").args(name))
        from muster.rules.dice import Roller, ScriptedDice

        replay = Roller(ScriptedDice(list(rolled["roll"]["faces"])))
        result = glory_roll(pc, replay, rules, entered=row)  # the same roll, read on the GM's row
        result = Glory(result.pc, result.roll, result.row, result.reputation, result.strategy, True, result.note)
        contests = copy.deepcopy(loaded.state["contests"])
        contests[str(loaded.row.round)]["pcs"][name]["glory"] = result.to_dict()
        engine = loaded.engine.with_army(side, _replace_pc(army, index, apply_glory(pc, result)))
        _save(act, loaded, engine, {"contests": contests})
        act.set_label(Msg("GURPS", "%1: Glory result").args(name))
        act.describe(_dated(loaded.row, Msg("GURPS", "%1 (row entered from the book)").args(result.summary_text())),
                     battle=loaded.row,
                     result=result.to_dict())
        return result.to_dict()


def set_powers(svc: CampaignService, battle_id: int, side: str, points: int, allocation: dict[str, int],
               mana: str = "normal", boost: int = 0) -> dict:
    """A side places its extraordinary-power points in secret: GM-only until :func:`reveal_powers`."""
    from muster.rules.gurps.campaign import power_effects, power_pool_text

    _side(side)
    if not isinstance(points, int) or points < 0:
        raise ServiceError(Msg("GURPS", "Power points are a whole number, 0 or more."))
    rules = system_tables(svc, SYSTEM)
    try:
        pool, working = power_pool_text(points, mana, rules, boost)
        effects = power_effects(allocation, rules)
    except (KeyError, ValueError) as exc:
        raise ServiceError(_why(exc)) from None
    if any(not isinstance(v, int) or v < 0 for v in allocation.values()) or sum(allocation.values()) > pool:
        raise ServiceError(Msg("GURPS", "Place whole numbers of points, %1 at most in all.").args(pool))
    with battle_action(svc, SYSTEM, battle_id, "gurps-powers", Msg("GURPS", "Extraordinary powers")) as (act, battle,
                                                                                                           _):
        loaded = _load(act.s, battle)
        _not_after_contest(loaded, Msg("GURPS", "placing powers"))
        state = copy.deepcopy(loaded.state)
        secret = {"points": points, "mana": mana, "boost": boost, "pool": pool, "working": english_text(working),
                  "working_msg": to_data(working), "allocation": dict(allocation), "effects": effects,
                  "revealed": False}
        state.setdefault("powers", {})[side] = secret
        act.update(loaded.row, state=state)
        name = loaded.engine.army(side).name
        act.set_label(Msg("GURPS", "%1: powers placed").args(name))
        act.describe(_dated(loaded.row, Msg("GURPS", "%1 places its extraordinary powers in secret").args(name)),
                     battle=loaded.row, result={"side": side, "gm_only": secret})
        return secret


def reveal_powers(svc: CampaignService, battle_id: int, side: str) -> dict:
    """Reveal how a side placed its powers (now public in the log)."""
    _side(side)
    with battle_action(svc, SYSTEM, battle_id, "gurps-powers", Msg("GURPS", "Reveal powers")) as (act, battle, _):
        loaded = _load(act.s, battle)
        state = copy.deepcopy(loaded.state)
        secret = (state.get("powers") or {}).get(side)
        if not secret:
            raise ServiceError(Msg("GURPS", "That side placed no powers."))
        secret["revealed"] = True
        act.update(loaded.row, state=state)
        name = loaded.engine.army(side).name
        placed = join([Joined([POWER_EFFECT_WORDS.get(k, k), v], " ") for k, v in secret["allocation"].items()], ", ")
        working = from_data(secret["working_msg"]) if secret.get("working_msg") else secret["working"]
        act.set_label(Msg("GURPS", "%1: powers revealed").args(name))
        act.describe(_dated(loaded.row, Msg("GURPS", "%1's powers revealed: %2; placed %3; enemy Disaster roll +%4").args(
            name, working, placed if placed else Msg("GURPS", "nothing"), secret["effects"]["enemy_disaster_bonus"])),
            battle=loaded.row, result={"side": side, "powers": secret})
        return secret


#: the effects a side places its power points on, as the log names them
POWER_EFFECT_WORDS = {"disaster": Msg("GURPS", "disaster"), "morale": Msg("GURPS", "morale"),
                      "defence": Msg("GURPS", "defence")}


# ---- the next day ---------------------------------------------------------------------------------

def on_phase_change(act: ActionScope, battle: Battle, old_round: int, old_phase: int) -> None:
    """Crossing into a new day starts it (held units ready again, carried morale kept); going back restores."""
    if battle.round == old_round:
        return
    state = _state(battle)
    if battle.round > old_round:
        try:
            loaded = _load(act.s, battle)
        except ServiceError:
            return
        from muster.rules.gurps.battle import next_day

        before = {str(u.id): u.state.get("status", "ready") for side in SIDES for u in loaded.units[side].values()}
        if loaded.engine.over:
            return
        engine = next_day(replace(loaded.engine, day=old_round), act.tables(SYSTEM))
        loaded.state["day_start"] = dict(state["day_start"], **{str(battle.round): before})
        _save(act, loaded, engine)
    else:
        saved = state["day_start"].get(str(old_round))
        if saved is None:
            return
        for uid, st in saved.items():
            unit = act.s.get(Unit, int(uid))
            if unit is not None and unit.state.get("status") != st:
                new = dict(unit.state, status=st)
                act.update(unit, state=new, status=status(new))
        state["day_start"] = {k: v for k, v in state["day_start"].items() if k != str(old_round)}
        act.update(battle, state=state)


__all__ = ["normalise_state", "status", "battle_view", "normalise_army", "set_setup", "set_army", "post_security",
           "run_mission", "consult_seer", "roll_contest", "use_luck", "enter_result", "roll_morale",
           "record_losses", "on_phase_change", "BattleView", "SideView", "UnitView", "pc_survival", "pc_glory",
           "roll_casualties", "record_disaster", "set_powers", "reveal_powers", "roll_disaster", "enter_glory"]


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
load_gurps_battle = _load
