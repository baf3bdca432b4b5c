"""GURPS use cases before the contest: set-up, armies, security, special operations, seers, extraordinary powers."""

from __future__ import annotations

import copy

from muster.i18n import Joined, Msg, Text, english_text, from_data, join, to_data
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.tables import as_tables
from muster.rules.gurps.words import rules_term, side_word
from muster.services.common import system_tables
from muster.services.core import CampaignService, ServiceError
from muster.services.gurps_results import MissionDone, Powers, PowersPlaced, PowersRevealed, SeerDone
from muster.services.gurps_state import (
    SYSTEM,
    _dated,
    _default_army,
    _dice_mods,
    _event,
    _load,
    _not_after_contest,
    _save,
    _side,
    _why,
    gurps_action,
)


def normalise_army(army: dict, rules: Tables | None = None) -> dict:
    """An army as the army dialog gives it (no units), checked; ServiceError names the field."""
    from muster.rules.gurps.armies import Army

    try:
        data = Army.from_dict({**army, "units": []}).to_dict(msg=True)
    except ValueError as exc:
        raise ServiceError(Msg("GURPS", "Bad army: %1").args(_why(exc))) from None
    if rules is not None:
        known = {r.key for r in as_tables(rules).strategy.morale_modifiers}
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
    known = {r.key: r.label for r in as_tables(rules).strategy.defensive_position}
    for key in position:
        if key not in known:
            raise ServiceError(Msg("GURPS", "Unknown defensive position %1; known: %2.").args(repr(key),
                                                                                             ", ".join(known)))
    if battle_type == "open_field" and position:
        raise ServiceError(Msg("GURPS", "Only an attack on a defended position has defensive works."))
    with gurps_action(svc, battle_id, "gurps-setup", Msg("GURPS", "Battle set-up")) as (act, battle, _):
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
    with gurps_action(svc, battle_id, "gurps-army", Msg("GURPS", "Edit army")) as (act, battle, _):
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
    with gurps_action(svc, battle_id, "gurps-security", Msg("GURPS", "Post security")) as (act, battle, _):
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


# ---- pre-battle operations -------------------------------------------------------------------------

def run_mission(svc: CampaignService, battle_id: int, side: str, kind: str, leader: str, team: int,
                skill: str | None = None, target: str | None = None, public_execution: bool = False) -> MissionDone:
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
    with gurps_action(svc, battle_id, "gurps-mission", Msg("GURPS", "Special operation")) as (act, battle,
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
        done = MissionDone.from_dict(result.to_dict())
        act.describe(_dated(loaded.row, text), battle=loaded.row,
                     modifiers=_dice_mods(result.roll.effective.modifiers), result=done.to_dict())
        return done


def consult_seer(svc: CampaignService, battle_id: int, side: str, seer: str, trust: str = "normal") -> SeerDone:
    """A seer reads the omens. The roll and the Strategy modifier are GM-only: they go in ``result["gm_only"]``,
    never in the log text, the roll list or the modifier list."""
    from muster.rules.dice import Roller
    from muster.rules.gurps.preparation import TRUST
    from muster.rules.gurps.preparation import consult_seer as engine_seer

    _side(side)
    if trust not in TRUST:
        raise ServiceError(Msg("GURPS", "Trust must be one of %1.").args(", ".join(TRUST)))
    with gurps_action(svc, battle_id, "gurps-seer", Msg("GURPS", "Consult a seer")) as (act, battle, rules):
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
        done = SeerDone.from_dict({"seer": found[0].name, "commander": army.commander.name, "gm_only": data["gm_only"]})
        act.describe(_dated(loaded.row, text), battle=loaded.row, result=done.to_dict())
        return done


def set_powers(svc: CampaignService, battle_id: int, side: str, points: int, allocation: dict[str, int],
               mana: str = "normal", boost: int = 0) -> PowersPlaced:
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
    with gurps_action(svc, battle_id, "gurps-powers", Msg("GURPS", "Extraordinary powers")) as (act, battle,
                                                                                                           _):
        loaded = _load(act.s, battle)
        _not_after_contest(loaded, Msg("GURPS", "placing powers"))
        state = copy.deepcopy(loaded.state)
        placed = PowersPlaced(side, Powers(points, mana, boost, pool, english_text(working), to_data(working),
                                           dict(allocation), effects, False))
        state.setdefault("powers", {})[side] = placed.powers.to_dict()
        act.update(loaded.row, state=state)
        name = loaded.engine.army(side).name
        act.set_label(Msg("GURPS", "%1: powers placed").args(name))
        act.describe(_dated(loaded.row, Msg("GURPS", "%1 places its extraordinary powers in secret").args(name)),
                     battle=loaded.row, result=placed.to_dict())
        return placed


def reveal_powers(svc: CampaignService, battle_id: int, side: str) -> PowersRevealed:
    """Reveal how a side placed its powers (now public in the log)."""
    _side(side)
    with gurps_action(svc, battle_id, "gurps-powers", Msg("GURPS", "Reveal powers")) as (act, battle, _):
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
        revealed = Msg("GURPS", "%1's powers revealed: %2; placed %3; enemy Disaster roll +%4")
        act.describe(_dated(loaded.row, revealed.args(
            name, working, placed if placed else Msg("GURPS", "nothing"), secret["effects"]["enemy_disaster_bonus"])),
            battle=loaded.row, result={"side": side, "powers": secret})
        return PowersRevealed(side, Powers.from_dict(secret))


#: the effects a side places its power points on, as the log names them
POWER_EFFECT_WORDS = {"disaster": Msg("GURPS", "disaster"), "morale": Msg("GURPS", "morale"),
                      "defence": Msg("GURPS", "defence")}
