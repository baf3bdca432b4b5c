"""GURPS Mass Combat in a campaign, the shared part: a unit's state and status, and a battle loaded from the
file for the engine and written back (``Loaded``, ``load``, ``save``); see ``muster.services.gurps``."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from muster.campaign.models import Battle, Force, Side, Unit
from muster.i18n import Joined, Msg, Text, english_text, render, to_data
from muster.rules.gurps.tables import GurpsTables, as_tables
from muster.rules.gurps.words import quality_text, side_word, signed, troop_type_text
from muster.services.common import battle_action
from muster.services.core import ActionScope, CampaignService, ServiceError

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from muster.rules.dice import Modifier
    from muster.rules.gurps.armies import Army
    from muster.rules.gurps.battle import Battle as EngineBattle
    from muster.rules.gurps.skill import SkillModifier

    #: a PC's Glory won in another battle: (that battle, its side there, the PC's name, the Strategy it gives)
    PendingGlory = tuple[Battle, str, str, SkillModifier]

SYSTEM = "gurps"
SIDES = ("attacker", "defender")
STATUS_WORDS = {"ready": Msg("GURPS", "Ready"), "holds": Msg("GURPS", "Holds"),
                "thrown_back": Msg("GURPS", "Thrown back"), "retreated": Msg("GURPS", "Retreated in good order"),
                "routed": Msg("GURPS", "ROUTED")}
PHASE_PRE, PHASE_CONTEST, PHASE_RESULTS, PHASE_MORALE = range(4)



@contextmanager
def gurps_action(svc: CampaignService, battle_id: int, kind: str,
                 label: Text) -> Iterator[tuple[ActionScope, Battle, GurpsTables]]:
    """One GM action on a GURPS battle (``common.battle_action``), its rules typed: the engine takes them so."""
    with battle_action(svc, SYSTEM, battle_id, kind, label) as (act, battle, rules):
        yield act, battle, as_tables(rules)

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


def status(state: dict, tables: dict | None = None) -> Joined:  # no rules table names what these states hold
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
    engine: EngineBattle
    side_ids: dict[str, int]  # "attacker"/"defender" -> Side id
    side_names: dict[str, str]
    units: dict[str, dict[str, Unit]]  # side -> {engine unit name: Unit row}
    glory: dict[str, list[PendingGlory]] = field(default_factory=dict)  # side -> Glory from other battles


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


def _load(s: Session, battle: Battle) -> Loaded:
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
        side_row = s.get(Side, force.side_id) if force is not None else None
        if side_row is None:
            continue
        if side_row.id not in by_side:
            order.append(side_row.id)
            by_side[side_row.id] = []
            names[side_row.id] = side_row.name
        by_side[side_row.id].append(unit)
    if len(order) != 2:
        raise ServiceError(Msg("GURPS", "A GURPS Mass Combat battle needs units from exactly two sides; "
                                        "%1 has units from %2.").args(battle.name, len(order)))
    chosen = state.get("attacker_side")
    attacker = chosen if isinstance(chosen, int) and chosen in order else order[0]
    side_ids = {"attacker": attacker, "defender": order[1] if attacker == order[0] else order[0]}
    armies: dict[str, Army] = {}
    units: dict[str, dict[str, Unit]] = {}
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


def _pending_glory(s: Session, battle: Battle, state: dict, armies: dict[str, Army]) -> dict[str, list[PendingGlory]]:
    """Strategy won by a PC's Glory roll in another battle, for this battle's first contest: the PC must
    command here (the army, or a unit). Found before the first contest; kept once it is rolled."""
    from muster.rules.gurps.skill import SkillModifier

    if state["contests"]:
        return {}
    leading = {side: {p["name"] for p in armies[side].pcs if p.get("commands", "none") != "none"}
               | {armies[side].commander.name} for side in SIDES}
    out: dict[str, list[PendingGlory]] = {}
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
    used: list[Text] = []
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


def _army_state(army: Army) -> dict:
    data = army.to_dict(msg=True)
    data.pop("units")
    return data


def _stored_army(loaded: Loaded, side: str, army: Army) -> dict:
    """The army as the file keeps it: a pending Glory bonus from another battle is shown and counted until the
    first contest, and written only when that contest is rolled."""
    pending = {mod.name for *_, mod in loaded.glory.get(side, [])}
    if pending:
        army = replace(army, strategy_modifiers=tuple(m for m in army.strategy_modifiers if m.name not in pending))
    return _army_state(army)


def _save(act: ActionScope, loaded: Loaded, engine: EngineBattle, extra: dict | None = None) -> None:
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


def _disaster_bonus(state: dict, side: str) -> int:
    """What the enemy's powers add to ``side``'s Disaster roll (every 2 points placed on disasters: +1)."""
    enemy = "defender" if side == "attacker" else "attacker"
    placed = (state.get("powers") or {}).get(enemy) or {}
    return (placed.get("effects") or {}).get("enemy_disaster_bonus", 0)


def _not_after_contest(loaded: Loaded, what: Text) -> None:
    if loaded.engine.over:
        raise ServiceError(Msg("GURPS", "%1 is over.").args(loaded.row.name))
    if str(loaded.row.round) in loaded.state["contests"]:
        raise ServiceError(Msg("GURPS", "Today's Strategy contest has been rolled: %1 belongs before it.").args(what))


def _dice_mods(mods: Iterable[SkillModifier]) -> list[Modifier]:
    from muster.rules.dice import Modifier

    return [Modifier(m.text, m.value) for m in mods if not m.gm_only]  # kept as data: shown in the GM's language


def _declared_luck(eng: EngineBattle) -> tuple[str, ...]:
    """Sides whose commander has Luck: the odds count it (NOTES.md section 5)."""
    return tuple(side for side in SIDES if eng.army(side).commander.luck)


# ---- PCs in the battle, casualties, disasters, extraordinary powers --------------------------------------

def _after_contest(loaded: Loaded, what: Text) -> dict:
    stored = loaded.state["contests"].get(str(loaded.row.round))
    if stored is None:
        raise ServiceError(Msg("GURPS", "Roll today's Strategy contest first: %1 comes after it.").args(what))
    return stored
