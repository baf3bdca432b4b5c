"""Headless actions: ``muster rules gurps ACTION`` (JSON in, JSON out).

Every action is documented in ``resources/reference/gurps.md`` ("Headless
actions"). Rolls are 3d6 each, in the order listed there; GM-entered faces go
in the request's ``"dice"`` list. Optional ``"rules"`` holds table overrides.
"""

from __future__ import annotations

from typing import Callable

from muster.i18n import Msg
from muster.rules.gurps import data as rules_data
from muster.rules.gurps.armies import Army, Leader, Seer, Unit
from muster.rules.gurps.battle import Battle, fight_day, next_day
from muster.rules.gurps.contest import decide, quick_contest
from muster.rules.gurps.contest_data import contest_rules
from muster.rules.gurps.data_more import troop_strength_rules
from muster.rules.gurps.morale import morale_modifiers, resolve_side
from muster.rules.gurps.odds import contest_odds
from muster.rules.gurps.ops_data import ops_rules
from muster.rules.gurps.preparation import MISSIONS, TRUST, Mission, Security, consult_seer, run_mission
from muster.rules.gurps.results import BATTLE_TYPES, SIDES, look_up
from muster.rules.gurps.results_data import PROCEDURES
from muster.rules.gurps.skill import Check, EffectiveSkill, SkillModifier, judge, roll_against
from muster.rules.gurps.strategy import contest_skill, strategy_modifiers
from muster.rules.gurps.strategy_data import strategy_rules
from muster.rules.requests import Request, RequestError
from muster.rules.tables import RulesDataError

BATTLE_ALIASES = {"open_field": "open_field", "open": "open_field", "field": "open_field",
                  "defended_position": "defended_position", "defended": "defended_position",
                  "position": "defended_position", "siege": "defended_position",
                  "attack_on_position": "defended_position"}


# ---- shared readers -----------------------------------------------------------

def _tables(request: Request) -> dict:
    overrides = request.obj("rules", {})
    try:
        return rules_data.tables(overrides or None)
    except RulesDataError as exc:
        path = "rules." + exc.path.split(".", 1)[1] if "." in exc.path else "rules"
        raise RequestError(f"{path}: {exc.message}", path) from None


def _battle_type(request: Request) -> str:
    key = "battle_type" if "battle_type" in request.data else "battle"
    value = request.get(key, str, "open_field")
    norm = BATTLE_ALIASES.get(value.strip().lower().replace(" ", "_").replace("-", "_"))
    if norm is None:
        raise RequestError(f"'{key}' must be one of {', '.join(BATTLE_TYPES)}; got '{value}'", key)
    return norm


def _modifiers(request: Request, where: dict, path: str, key: str = "modifiers") -> list[SkillModifier]:
    items = request.array(key, [], where=where, path=f"{path}.{key}" if path else key)
    out = []
    for i, item in enumerate(items):
        here = f"{path}.{key}[{i}]" if path else f"{key}[{i}]"
        if isinstance(item, int) and not isinstance(item, bool):
            out.append(SkillModifier.of(Msg("GURPS", "Modifier"), item))
            continue
        if not isinstance(item, dict):
            raise RequestError(f"'{here}' must be an object with name and value", here)
        name = request.get("name", str, where=item, path=f"{here}.name")
        value = request.integer("value", where=item, path=f"{here}.value")
        gm_only = request.get("gm_only", bool, False, where=item, path=f"{here}.gm_only")
        out.append(SkillModifier(name, value, gm_only))
    return out




def _string_list(request: Request, key: str, where: dict, path: str) -> list[str]:
    items = request.array(key, [], where=where, path=path)
    for i, item in enumerate(items):
        if not isinstance(item, str):
            raise RequestError(f"'{path}[{i}]' must be text", f"{path}[{i}]")
    return items


def _luck_sides(request: Request) -> list[str]:
    value = request.get("luck", (str, list), [])
    sides = [value] if isinstance(value, str) else value
    out = []
    for i, side in enumerate(sides):
        if side not in SIDES or side in out:
            raise RequestError(f"'luck' lists the sides whose commander rerolls (attacker, defender), got {side!r}",
                               "luck" if isinstance(value, str) else f"luck[{i}]")
        out.append(side)
    return out


def _side_strength(request: Request, tables: dict, raw: dict, side: str) -> tuple[float | None, int | None, object]:
    """(TS, head count, engine Army or None) of one side: ``ts`` as given, else its ``units`` summed, else its
    ``troops`` (head count, the fallback TS)."""
    troops = request.integer("troops", None, lo=0, where=raw, path=f"{side}.troops")
    army = None
    if "units" in raw:
        army = _army_of_units(request, raw, side, tables)
        if troops is None:
            troops = army.troops()
    key = "ts" if "ts" in raw else "troop_strength"
    ts = request.get(key, (int, float), None, where=raw, path=f"{side}.{key}")
    if ts is not None and ts < 0:
        raise RequestError(f"'{side}.{key}' must be 0 or more", f"{side}.{key}")
    if ts is None and army is not None:
        ts = _army_ts(army, tables, side).ts
    if ts is None and troops is not None:
        ts = troops * troop_strength_rules(tables).fallback_per_man
    return ts, troops, army


def _sides(request: Request, tables: dict, battle_type: str) -> dict:
    """Both sides' effective contest skill from the request, with every modifier."""
    from muster.rules.gurps.strength import superiority

    raw = {side: request.obj(side) for side in SIDES}
    strength = {side: _side_strength(request, tables, raw[side], side) for side in SIDES}
    troops = {side: strength[side][1] for side in SIDES}
    total = request.integer("troops", None, lo=0)
    if total is None and all(t is not None for t in troops.values()):
        total = sum(troops.values())
    skill_name = contest_skill(total, tables) if total is not None else contest_rules(tables).skill
    top_luck = _luck_sides(request)
    out = {}
    for side in SIDES:
        here, s = side, raw[side]
        name = request.get("name", str, side.capitalize(), where=s, path=f"{here}.name")
        if "skill" in s or "effective_skill" in s:
            key = "skill" if "skill" in s else "effective_skill"
            base = request.integer(key, where=s, path=f"{here}.{key}")
            used = skill_name
        else:
            if skill_name not in s:
                why = (f"fewer than {tables['contest']['small_battle_below']} troops take part, so Tactics is rolled"
                       if skill_name == "tactics" else "Strategy is rolled")
                raise RequestError(f"'{here}.{skill_name}' is required ({why}); or give '{here}.skill'",
                                   f"{here}.{skill_name}")
            base = request.integer(skill_name, where=s, path=f"{here}.{skill_name}")
            used = skill_name
        enemy = SIDES[1 - SIDES.index(side)]
        tl, enemy_tl = (request.integer("tech_level", None, lo=0, where=raw[x], path=f"{x}.tech_level")
                        for x in (side, enemy))
        position = _string_list(request, "position", s, f"{here}.position")
        if position and (side != "defender" or battle_type != "defended_position"):
            raise RequestError("only the defender of a defended position gets position bonuses",
                               f"{here}.position")
        if side == "defender" and battle_type == "defended_position" and "position" in request.data:
            position = position + _string_list(request, "position", request.data, "position")
        extra = []
        own_army, enemy_army = strength[side][2], strength[enemy][2]
        attacking = side == "attacker" or battle_type == "open_field" or \
            not strategy_rules(tables).superiority_attacker_only_at_position
        if own_army is not None and enemy_army is not None:
            extra += superiority(own_army, enemy_army, tables, attacking=attacking)
        gm_sup = request.integer("superiority", 0, where=s, path=f"{here}.superiority")
        if gm_sup:
            extra.append(SkillModifier.of(Msg("GURPS", "Special unit superiority (GM)"), gm_sup))
        try:
            mods = strategy_modifiers(own_ts=strength[side][0], enemy_ts=strength[enemy][0],
                                      own_tl=tl, enemy_tl=enemy_tl, position=position,
                                      extra=extra + _modifiers(request, s, here), tables=tables)
        except KeyError as exc:
            raise RequestError(str(exc.args[0]), f"{here}.position") from None
        luck = request.get("luck", bool, False, where=s, path=f"{here}.luck")
        out[side] = {"name": name, "skill": EffectiveSkill(used, base, tuple(mods)), "luck": luck,
                     "luck_declared": luck or side in top_luck, "ts": strength[side][0]}
    return out


# ---- actions ------------------------------------------------------------------

def strategy_action(request: Request) -> dict:
    """Effective Strategy/Tactics of both commanders with every modifier (no dice)."""
    tables = _tables(request)
    battle_type = _battle_type(request)
    sides = _sides(request, tables, battle_type)
    return {"battle": battle_type, **{side: {"name": v["name"], **v["skill"].to_dict()} for side, v in sides.items()}}


def odds_action(request: Request) -> dict:
    """Exact probability of every result row before the contest is rolled."""
    tables = _tables(request)
    battle_type = _battle_type(request)
    sides = _sides(request, tables, battle_type)
    luck = tuple(side for side in SIDES if sides[side]["luck_declared"])
    out = contest_odds(sides["attacker"]["skill"].total, sides["defender"]["skill"].total, tables, battle_type, luck)
    out["effective"] = {side: {"name": v["name"], **v["skill"].to_dict()} for side, v in sides.items()}
    return out


def contest_action(request: Request) -> dict:
    """Roll the Quick Contest (attacker's 3d6, defender's 3d6, then Luck rerolls) and find the result row."""
    tables = _tables(request)
    battle_type = _battle_type(request)
    sides = _sides(request, tables, battle_type)
    luck = _luck_sides(request)
    for side in luck:
        if "luck" in request.data[side] and not sides[side]["luck"]:
            raise RequestError(f"the {side}'s commander has no Luck", f"{side}.luck")
    result = quick_contest(sides["attacker"]["skill"], sides["defender"]["skill"], request.roller, tables,
                           battle_type=battle_type, names=(sides["attacker"]["name"], sides["defender"]["name"]),
                           luck=luck)
    out = result.to_dict()
    declared = tuple(side for side in SIDES if sides[side]["luck_declared"])
    out["odds_before_roll"] = {
        row_key(r): r["percent_text"] for r in
        contest_odds(sides["attacker"]["skill"].total, sides["defender"]["skill"].total, tables, battle_type,
                     declared)["rows"]}
    return out


def row_key(row: dict) -> str:
    return f"{row['winner'] or 'no winner'}: {row['table']} {row['band']} {row['label']}"


def _winner_and_margin(request: Request, tables: dict) -> tuple[str | None, int, dict]:
    """From ``winner`` + ``margin_of_victory``, or both sides' ``margin`` (or ``skill`` and ``roll``)."""
    if "margin_of_victory" in request.data or "winner" in request.data:
        winner = request.choice("winner", ["attacker", "defender", "none"], "none")
        mov = request.integer("margin_of_victory", 0, lo=0)
        if winner == "none" and mov:
            raise RequestError("with no winner the margin of victory is 0", "margin_of_victory")
        return (None if winner == "none" else winner), mov, {}
    checks, shown = {}, {}
    for side in SIDES:
        s = request.obj(side)
        if "roll" in s:
            skill = request.integer("skill", where=s, path=f"{side}.skill")
            roll = request.integer("roll", lo=3, hi=18, where=s, path=f"{side}.roll")
            checks[side] = judge(skill, roll, tables)
        else:
            margin = request.integer("margin", where=s, path=f"{side}.margin")
            success = request.get("success", bool, margin >= 0, where=s, path=f"{side}.success")
            checks[side] = Check(0, 0, success, margin, None)
        shown[side] = {"success": checks[side].success, "margin": checks[side].margin}
    decided, margin_of_victory = decide(checks["attacker"], checks["defender"])
    return decided, margin_of_victory, shown


def result_action(request: Request) -> dict:
    """The result row for a contest outcome (no dice)."""
    tables = _tables(request)
    battle_type = _battle_type(request)
    winner, mov, shown = _winner_and_margin(request, tables)
    line = look_up(battle_type, winner, mov, tables)
    out = {"battle": battle_type, **({"margins": shown} if shown else {}), **line.to_dict()}
    return out


UNIT_ALIASES = {"troops": "count", "men": "count", "troop_strength": "ts", "tech_level": "tl", "type": "troop_type"}


def _unit(request: Request, item, here: str, index: int) -> Unit:
    if not isinstance(item, dict):
        raise RequestError(f"'{here}' must be an object", here)
    data = {UNIT_ALIASES.get(k, k): v for k, v in item.items()}
    data.setdefault("name", f"Unit {index + 1}")
    if isinstance(data.get("special"), dict):
        data["special"] = [{"key": k, "count": v} for k, v in data["special"].items()]
    data.setdefault("morale", 10)
    try:
        return Unit.from_dict(data, here)
    except ValueError as exc:
        message = str(exc)
        field = message.split(":", 1)[0]
        for alias, key in UNIT_ALIASES.items():
            if field == f"{here}.{key}" and alias in item:
                field = f"{here}.{alias}"
        raise RequestError(message, field) from None


def _units(request: Request, where: dict, path: str, need_morale: bool = True) -> list[Unit]:
    raw = request.array("units", where=where, path=f"{path}.units" if path else "units")
    if not raw:
        raise RequestError("at least one unit is needed", f"{path}.units" if path else "units")
    units: list[Unit] = []
    for i, item in enumerate(raw):
        here = f"{path}.units[{i}]" if path else f"units[{i}]"
        if need_morale and isinstance(item, dict):
            request.integer("morale", where=item, path=f"{here}.morale")
        unit = _unit(request, item, here, i)
        if any(u.name == unit.name for u in units):
            raise RequestError(f"two units are called {unit.name!r}", f"{here}.name")
        units.append(unit)
    return units


def _army_of_units(request: Request, raw: dict, side: str, tables: dict) -> Army:
    units = _units(request, raw, side, need_morale=False)
    tl = request.integer("tech_level", 3, lo=0, where=raw, path=f"{side}.tech_level" if side else "tech_level")
    name = request.get("name", str, side.capitalize() if side else "Army", where=raw,
                       path=f"{side}.name" if side else "name")
    return Army(name, Leader("Commander"), tuple(units), tech_level=tl)


def _army_ts(army: Army, tables: dict, path: str):
    from muster.rules.gurps.strength import army_strength

    try:
        return army_strength(army, tables)
    except KeyError as exc:
        raise RequestError(str(exc.args[0]), f"{path}.units" if path else "units") from None


def _side_morale(request, tables, side_key, where, procedure, band_mod, name_default):
    path = side_key
    name = request.get("name", str, name_default, where=where, path=f"{path}.name" if path else "name")
    units = _units(request, where, path)
    situation = _string_list(request, "situation", where, f"{path}.situation" if path else "situation")
    extra = _modifiers(request, where, path)
    carried = _modifiers(request, where, path, key="carried")
    army = Army(name, Leader("Commander"), tuple(units), morale_situation=tuple(situation),
                morale_modifiers=tuple(extra))
    try:
        mods = morale_modifiers(army, tables, carried=carried, band_modifier=band_mod)
    except KeyError as exc:
        raise RequestError(str(exc.args[0]), f"{path}.situation" if path else "situation") from None
    result, _ = resolve_side(army, side_key or "side", procedure, mods, request.roller, tables)
    return result.to_dict()


def morale_action(request: Request) -> dict:
    """Morale rolls: by a result row for both sides, or one side under a named procedure."""
    tables = _tables(request)
    if "units" in request.data:
        procedure = request.choice("procedure", PROCEDURES, "hold_retreat_rout")
        band_mod = request.integer("morale_modifier", 0)
        return {"procedure": procedure,
                "result": _side_morale(request, tables, "", request.data, procedure, band_mod, "Army")}
    if "morale" in request.data:
        procedure = request.choice("procedure", PROCEDURES, "hold_retreat_rout")
        band_mod = request.integer("morale_modifier", 0)
        unit = {"name": request.get("name", str, "Unit"), "morale": request.integer("morale"),
                "count": request.integer("troops", 100, lo=0)}
        where = dict(request.data, units=[unit])
        return {"procedure": procedure, "result": _side_morale(request, tables, "", where, procedure, band_mod, "Army")}
    battle_type = _battle_type(request)
    winner, mov, shown = _winner_and_margin(request, tables)
    line = look_up(battle_type, winner, mov, tables)
    out = {"battle": battle_type, "result": line.to_dict(), **({"margins": shown} if shown else {})}
    present = [side for side in SIDES if side in request.data]
    if not present:
        raise RequestError("give 'attacker' and/or 'defender' with their units", "attacker")
    for side in present:
        where = request.obj(side)
        if "units" not in where:
            continue
        effect = line.effect(side)
        out[side] = _side_morale(request, tables, side, where, effect.procedure, effect.morale_modifier,
                                 side.capitalize())
    return out


def seer_action(request: Request) -> dict:
    """A seer's reading (GM-only result) and the commander's new effective Strategy."""
    tables = _tables(request)
    c = request.obj("commander")
    commander = Leader(request.get("name", str, "Commander", where=c, path="commander.name"),
                       strategy=request.integer("strategy", lo=0, where=c, path="commander.strategy"))
    s = request.obj("seer")
    seer = Seer(request.get("name", str, "Seer", where=s, path="seer.name"),
                request.integer("skill", lo=0, where=s, path="seer.skill"),
                request.integer("strategy", lo=0, where=s, path="seer.strategy"))
    trust = request.choice("trust", TRUST, "normal")
    army = Army(request.get("army", str, "Army"), commander)
    reading, after = consult_seer(army, seer, trust, request.roller, tables)
    out = reading.to_dict()
    out["gm_only"]["effective_strategy"] = commander.strategy + reading.modifier.value
    return out


def _leader(request: Request, where: dict, path: str, default_name: str) -> Leader:
    return Leader(request.get("name", str, default_name, where=where, path=f"{path}.name"),
                  strategy=request.integer("strategy", 10, lo=0, where=where, path=f"{path}.strategy"),
                  tactics=request.integer("tactics", 10, lo=0, where=where, path=f"{path}.tactics"),
                  stealth=request.integer("stealth", 10, lo=0, where=where, path=f"{path}.stealth"))


def mission_action(request: Request) -> dict:
    """A special operation: reconnaissance or assassination, against the enemy's security if posted."""
    tables = _tables(request)
    kind = request.choice("mission", MISSIONS)
    leader_raw = request.obj("leader")
    leader = _leader(request, leader_raw, "leader", "Mission leader")
    skill = request.choice("skill", ["stealth", "tactics"], None)
    if skill and skill not in leader_raw:
        raise RequestError(f"'leader.{skill}' is required when the mission uses {skill}", f"leader.{skill}")
    if not skill and ops_rules(tables).missions[kind].skill not in leader_raw:
        s = ops_rules(tables).missions[kind].skill
        raise RequestError(f"'leader.{s}' is required", f"leader.{s}")
    team = request.integer("team", lo=1)
    security = None
    if "security" in request.data:
        sec = request.obj("security")
        sec_leader = _leader(request, request.obj("leader", where=sec, path="security.leader"), "security.leader",
                             "Security leader")
        security = Security(sec_leader, request.integer("team", lo=1, where=sec, path="security.team"))
    target = request.get("target", str, None)
    own = Army(request.get("army", str, "Our army"), leader)
    enemy_commander = request.get("enemy_commander", str, target or "Enemy commander")
    enemy_leaders = () if target in (None, enemy_commander) else (Leader(target),)
    enemy = Army(request.get("enemy", str, "Enemy army"), Leader(enemy_commander), leaders=enemy_leaders)
    mission = Mission(kind, leader, team, skill, target, request.get("public_execution", bool, False),
                      tuple(_modifiers(request, request.data, "")))
    result = run_mission(mission, own, enemy, request.roller, tables, security)
    out = result.to_dict()
    out["strategy_modifiers"] = [m.to_dict() for m in result.own_after.strategy_modifiers]
    out["enemy_morale_modifiers"] = [m.to_dict() for m in result.enemy_after.morale_modifiers]
    out["enemy_commander"] = result.enemy_after.commander.to_dict()
    return out


def roll_action(request: Request) -> dict:
    """A plain GURPS success roll: 3d6 at or under skill + modifiers."""
    tables = _tables(request)
    eff = EffectiveSkill(request.get("skill_name", str, "skill"), request.integer("skill"),
                         tuple(_modifiers(request, request.data, "")))
    roll = roll_against(eff, request.roller, request.get("purpose", str, Msg("GURPS", "Success roll")), tables)
    return roll.to_dict()


def _battle(request: Request) -> Battle:
    raw = request.obj("battle")
    try:
        return Battle.from_dict(raw)
    except ValueError as exc:
        message = str(exc)
        field = message.split(":", 1)[0] if ":" in message else "battle"
        raise RequestError(message, field) from None


def day_action(request: Request) -> dict:
    """One day of a stored battle: contest, result row, every unit's morale; returns the new battle state."""
    tables = _tables(request)
    battle = _battle(request)
    luck = _luck_sides(request)
    try:
        result = fight_day(battle, request.roller, tables, luck)
    except KeyError as exc:
        raise RequestError(str(exc.args[0]), "battle") from None
    except ValueError as exc:
        raise RequestError(str(exc), "luck" if str(exc).startswith("luck") else "battle") from None
    return result.to_dict()


def next_day_action(request: Request) -> dict:
    """Begin the next day of a battle (the attacker may attack again); carried morale modifiers stay."""
    tables = _tables(request)
    battle = _battle(request)
    try:
        return {"battle": next_day(battle, tables).to_dict()}
    except ValueError as exc:
        raise RequestError(str(exc), "battle.over") from None


def losses_action(request: Request) -> dict:
    """GM-entered losses for an army (the source gives no casualty rates)."""
    raw = request.obj("army")
    try:
        army = Army.from_dict(raw)
    except ValueError as exc:
        raise RequestError(str(exc), str(exc).split(":", 1)[0]) from None
    losses = request.obj("losses")
    for name in losses:
        request.integer(name, lo=0, where=losses, path=f"losses.{name}")
    try:
        after = army.record_losses(losses)
    except KeyError as exc:
        raise RequestError(str(exc.args[0]), "losses") from None
    return {"army": after.to_dict(), "troops": after.troops(in_battle_only=False)}


ACTIONS: dict[str, Callable[[Request], dict]] = {
    "strategy": strategy_action,
    "odds": odds_action,
    "contest": contest_action,
    "result": result_action,
    "morale": morale_action,
    "seer": seer_action,
    "mission": mission_action,
    "roll": roll_action,
    "day": day_action,
    "next_day": next_day_action,
    "losses": losses_action,
    "forecast": lambda req: __import__("muster.rules.forecast.gurps", fromlist=["_"]).do_forecast(req),
}


def _more() -> None:
    from muster.rules.gurps.api_more import ACTIONS as MORE

    ACTIONS.update(MORE)
    ACTIONS.update({key.replace("-", "_"): fn for key, fn in MORE.items() if "-" in key})


_more()


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
tables_for = _tables
battle_for = _battle
luck_sides = _luck_sides
