"""Headless actions: ``muster rules poleaxe ACTION`` with a JSON request on stdin.

Every action accepts ``dice`` (GM-entered faces, used first and in the order
the response's ``rolls`` list shows), ``seed``, ``dice_only`` and ``rules``
(campaign overrides of ``resources/rules/poleaxe.json``). A squad anywhere in
a request is either a stored squad (``Squad.to_dict()``) or builder input
(see :func:`muster.rules.poleaxe.builder.squad_from_input`), e.g.::

    {"name": "Orcs", "members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}
    {"name": "Ogre", "kind": "beast", "attack_value": 7, "defense_value": 4, "morale_value": 8,
     "hits_to_kill": 3, "movement": 2}
    {"name": "Guards", "attack_value": 3, "defense_value": 2, "hits_to_kill": 3, "morale_value": 6}

Actions: build, melee, missile, morale, rally, out-of-the-fight, spell, odds,
setup, declare, advance, tables. See resources/reference/poleaxe.md.
"""

from __future__ import annotations

from typing import Callable

from muster.i18n import render
from muster.rules.dice import Modifier
from muster.rules.requests import Request, RequestError
from muster.rules.tables import RulesDataError

from . import aftermath, combat, spells
from . import battle as battle_mod
from . import morale as morale_mod
from . import odds as odds_mod
from .builder import build_from_dict, squad_from_input
from .combat import Attack, RulesError
from .data import as_tables, load_tables
from .squad import Leader, Squad, StateError
from .tables import PoleaxeTables

# ---- reading requests -------------------------------------------------------------

def _tables(request: Request) -> PoleaxeTables:
    overrides = request.get("rules", dict, None)
    try:
        return as_tables(load_tables(overrides))
    except RulesDataError as exc:
        raise RequestError(f"rules override refused: {exc}", f"rules.{exc.path.split('.', 1)[-1]}") from None


def _squad(request: Request, data, tables: PoleaxeTables, path: str) -> Squad:
    if not isinstance(data, dict):
        raise RequestError(f"'{path}' must be an object describing a squad", path)
    try:
        return squad_from_input(data, tables, path)
    except StateError as exc:
        raise RequestError(render(exc.message), exc.field) from None


def _squads(request: Request, tables: PoleaxeTables, key: str = "squads") -> dict:
    items = request.array(key)
    if not items:
        raise RequestError(f"'{key}' must list at least one squad", key)
    out = {}
    for i, data in enumerate(items):
        squad = _squad(request, data, tables, f"{key}[{i}]")
        if squad.id in out:
            raise RequestError(f"two squads share the id '{squad.id}'; give each an 'id'", f"{key}[{i}].id")
        out[squad.id] = squad
    return out


def _need(squad: Squad, keys, path: str) -> None:
    hints = {"attack_value": "members' hd (or level), or attack_value",
             "missile_value": "members' hd (or level) and missile, or missile_value",
             "defense_value": "members' ac, or defense_value", "morale_value": "squad_type, or morale_value",
             "hits_to_kill": "members' hd (or level), or hits_to_kill", "movement": "move_ft, or movement"}
    for key in keys:
        if key not in squad.stats:
            raise RequestError(f"'{squad.name}' has no {key.replace('_', ' ')}: give {hints[key]}",
                               f"{path}.{key}" if path else key)


def _modifiers(request: Request, key: str, where: dict | None = None, path: str | None = None) -> tuple:
    full = path or key
    items = request.array(key, [], where=where, path=full)
    out = []
    for i, m in enumerate(items):
        here = f"{full}[{i}]"
        m = request.obj(str(i), where={str(i): m}, path=here)
        out.append(Modifier(request.get("name", str, where=m, path=f"{here}.name"),
                            request.integer("value", where=m, path=f"{here}.value")))
    return tuple(out)


def _attack(request: Request, data: dict, path: str, attacker: str, target: str, missile: bool = False) -> Attack:
    p = (lambda k: f"{path}.{k}" if path else k)
    kw = dict(
        attacker=attacker, target=target,
        direction=request.choice("direction", combat.DIRECTIONS, "front", where=data, path=p("direction")),
        surprise=request.get("surprise", bool, False, where=data, path=p("surprise")),
        charge=request.get("charge", bool, False, where=data, path=p("charge")),
        cover=request.choice("cover", combat.COVERS, "none", where=data, path=p("cover")),
        modifiers=_modifiers(request, "modifiers", data, p("modifiers")),
        save_modifiers=_modifiers(request, "save_modifiers", data, p("save_modifiers")),
        strike_back=request.get("strike_back", bool, True, where=data, path=p("strike_back")),
    )
    if missile:
        kw["range"] = request.integer("range", where=data, path=p("range"), lo=0)
        kw["moved"] = request.get("moved", bool, False, where=data, path=p("moved"))
        kw["weapon"] = request.get("weapon", str, None, where=data, path=p("weapon"))
    return Attack(**kw)


def _rules_error(exc: RulesError, rename: dict | None = None) -> RequestError:
    field = exc.field
    for old, new in (rename or {}).items():
        if field and field.startswith(old):
            field = new + field[len(old):]
    return RequestError(render(exc.message), field)


def _guard(fn):
    def handler(request: Request) -> dict:
        try:
            return fn(request)
        except StateError as exc:
            raise RequestError(render(exc.message), exc.field) from None
        except RulesError as exc:
            raise RequestError(render(exc.message), exc.field) from None
    handler.__name__ = fn.__name__
    handler.__doc__ = fn.__doc__
    return handler


def _pair(request: Request, tables: PoleaxeTables, first: str = "attacker") -> tuple[dict[str, Squad], str, str, str]:
    """The two-squad form: ``attacker`` and ``target`` (or ``defender``)."""
    tkey = "defender" if "defender" in request.data and "target" not in request.data else "target"
    a = _squad(request, request.obj(first), tables, first)
    t = _squad(request, request.obj(tkey), tables, tkey)
    if a.id == t.id:
        raise RequestError("the two squads share an id; give each an 'id' or a different name", f"{tkey}.id")
    return {a.id: a, t.id: t}, a.id, t.id, tkey


# ---- actions ------------------------------------------------------------------------

@_guard
def build(request: Request) -> dict:
    """Derive AV, DV, MV, HTK and Movement (and missile AV) with every modifier; overrides shown as such.

    Request: ``{"squad": {...builder input...}}`` (or the squad's fields at the top level).
    """
    tables = _tables(request)
    data = request.obj("squad", None)
    path = "squad"
    if data is None:
        data = {k: v for k, v in request.data.items() if k not in ("dice", "seed", "dice_only", "rules")}
        path = ""
    if not isinstance(data.get("name"), str):
        raise RequestError("the squad needs a name", f"{path}.name" if path else "name")
    squad = build_from_dict(data, tables, path)
    return {"squad": squad.to_dict(),
            "values": {k: s.value for k, s in squad.stats.items()},
            "derivation": [s.to_dict() for s in squad.stats.values()]}


def _melee_input(request: Request, tables: PoleaxeTables):
    if "squads" in request.data:
        squads = _squads(request, tables)
        engagements = request.array("engagements", None)
        if engagements is None:
            if len(squads) != 2:
                raise RequestError("with more than two squads, list the 'engagements'", "engagements")
            a, b = list(squads)
            attacks = [_attack(request, request.data, "", a, b)]
            single = True
        else:
            attacks = []
            for i, e in enumerate(engagements):
                here = f"engagements[{i}]"
                e = request.obj(str(i), where={str(i): e}, path=here)
                attacks.append(_attack(request, e, here, request.get("attacker", str, where=e, path=f"{here}.attacker"),
                                       request.get("target", str, where=e, path=f"{here}.target")))
            single = False
    else:
        squads, a, t, tkey = _pair(request, tables)
        attacks = [_attack(request, request.data, "", a, t)]
        single = True
    for sid, squad in squads.items():
        _need(squad, ("attack_value", "defense_value", "hits_to_kill"), _path_of(request, sid, squads))
    return squads, attacks, single


def _path_of(request: Request, sid: str, squads: dict) -> str:
    if "squads" in request.data:
        return f"squads[{list(squads).index(sid)}]"
    keys = [k for k in ("attacker", "target", "defender") if k in request.data]
    return keys[list(squads).index(sid)] if list(squads).index(sid) < len(keys) else ""


@_guard
def melee(request: Request) -> dict:
    """Resolve a melee phase: every engaged squad rolls d10 at or under its AV, hits save d10 at or under DV.

    Two forms: ``{"attacker": {...}, "target": {...}, "direction": "flank", "surprise": false,
    "charge": false, "cover": "none"}``, or ``{"squads": [...], "engagements": [{"attacker": id,
    "target": id, ...}]}``. Each target strikes back (front) unless ``strike_back`` is false.
    ``roll_morale: true`` also rolls the morale checks raised (``secure_position``: ids in one).
    """
    tables = _tables(request)
    squads, attacks, single = _melee_input(request, tables)
    try:
        result = combat.resolve_melee(squads, attacks, request.roller, tables)
    except RulesError as exc:
        raise _rules_error(exc, {"engagements[0].": ""} if single else None) from None
    out = result.to_dict()
    out["odds_before"] = odds_mod.melee_odds(squads, attacks, tables)
    if request.get("roll_morale", bool, False):
        secure = set(request.array("secure_position", []))
        for due in result.morale_checks:
            _need(result.squads[due.squad], ("morale_value",), _path_of(request, due.squad, squads))
        bodies = _bodies(request, squads)
        rolled = morale_mod.resolve_morale(result.squads, result.morale_checks, request.roller, tables,
                                           bodies=bodies, secure=secure)
        out["morale_results"] = [r.to_dict(tables) for r in rolled.results]
        out["friends_routing"] = [{"squad": a, "saw_rout_of": b} for a, b in rolled.friends]
        out["squads"] = {sid: s.to_dict() for sid, s in rolled.squads.items()}
    return out


def _bodies(request: Request, squads: dict) -> list[list[str]] | None:
    """``bodies``: lists of squad ids that see each other's routs (default: each side is one body)."""
    raw = request.array("bodies", None)
    if raw is None:
        return None
    out = []
    for i, body in enumerate(raw):
        if not isinstance(body, list) or not all(isinstance(x, str) for x in body):
            raise RequestError("a body is a list of squad ids", f"bodies[{i}]")
        for j, sid in enumerate(body):
            if sid not in squads:
                raise RequestError(f"no squad with id '{sid}'", f"bodies[{i}][{j}]")
        out.append(list(body))
    return out


@_guard
def missile(request: Request) -> dict:
    """Missile fire: ``{"attacker": {... "missile": "long_bow"}, "target": {...}, "range": 3, "moved": false}``.

    Effective range no modifier, long range -2, beyond refused (field ``range``). Only stationary
    squads and trained skirmishers (``skirmisher: true``) may fire after moving. Several at once:
    ``{"squads": [...], "volleys": [{"attacker": id, "target": id, "range": 2}]}``.
    """
    tables = _tables(request)
    if "squads" in request.data:
        squads = _squads(request, tables)
        volleys = []
        for i, v in enumerate(request.array("volleys")):
            here = f"volleys[{i}]"
            v = request.obj(str(i), where={str(i): v}, path=here)
            volleys.append(_attack(request, v, here, request.get("attacker", str, where=v, path=f"{here}.attacker"),
                                   request.get("target", str, where=v, path=f"{here}.target"), missile=True))
        rename = None
    else:
        squads, a, t, _ = _pair(request, tables)
        volleys = [_attack(request, request.data, "", a, t, missile=True)]
        rename = {"volleys[0].": ""}
    fixed = {}
    for sid, squad in squads.items():
        fixed[sid] = squad
    for v in volleys:
        shooter = fixed.get(v.attacker)
        if shooter is not None and v.weapon and shooter.missile != v.weapon \
                and "missile_value" not in shooter.overrides:
            from dataclasses import replace

            from .builder import build_squad
            fixed[v.attacker] = build_squad(replace(shooter, missile=v.weapon, stats={}), tables, strict=False)
    for sid, squad in fixed.items():
        _need(squad, ("defense_value", "hits_to_kill"), _path_of(request, sid, fixed))
    for v in volleys:
        if "missile_value" not in fixed[v.attacker].stats:
            _need(fixed[v.attacker], ("attack_value",), _path_of(request, v.attacker, fixed))
    try:
        result = combat.resolve_missiles(fixed, volleys, request.roller, tables)
    except RulesError as exc:
        raise _rules_error(exc, rename) from None
    out = result.to_dict()
    out["odds_before"] = odds_mod.melee_odds(fixed, volleys, tables, kind="missile")
    return out


@_guard
def morale(request: Request) -> dict:
    """Morale check: ``{"squad": {...}, "reasons": ["took_hit"], "secure_position": false, "checks": 1}``; d10 over
    MV routs. ``checks`` rolls that many in a row (one for each hit scored), stopping when the squad routs."""
    tables = _tables(request)
    squad = _squad(request, request.obj("squad"), tables, "squad")
    _need(squad, ("morale_value",), "squad")
    reasons = request.array("reasons", [])
    for i, r in enumerate(reasons):
        request.choice(str(i), tables.morale.triggers, where={str(i): r}, path=f"reasons[{i}]")
    secure = request.get("secure_position", bool, False)
    mods = _modifiers(request, "modifiers")
    checks = request.integer("checks", 1, lo=1, hi=100)
    chance = morale_mod.hold_chance(squad, tables, secure, mods)
    series = morale_mod.check_morale_times(squad, reasons, checks, request.roller, tables, secure_position=secure,
                                           modifiers=mods)
    out = series[-1].to_dict(tables)
    out["checks"] = [r.to_dict(tables) for r in series]
    out["chance_to_hold"] = odds_mod.fraction_dict(chance)
    out["chance_to_hold_all"] = odds_mod.fraction_dict(chance ** checks)
    return out


@_guard
def rally(request: Request) -> dict:
    """Rally a routing squad: ``{"squad": {... "morale": "routing"}, "leader": {"cha": 16, "tactics": 12}}``."""
    tables = _tables(request)
    squad = _squad(request, request.obj("squad"), tables, "squad")
    leader_data = request.obj("leader", None)
    leader = None
    if leader_data is not None:
        try:
            leader = Leader.from_dict(leader_data, "leader")
        except StateError as exc:
            raise RequestError(render(exc.message), exc.field) from None
    mods = _modifiers(request, "modifiers")
    return morale_mod.rally(squad, leader, request.roller, tables, mods).to_dict()


@_guard
def out_of_the_fight(request: Request) -> dict:
    """After the battle: ``{"squad": {...}, "cleric_level": 4}`` or ``{"squads": [...], "cleric_level": 4}``.

    d10 + cleric/druid bonus + 5 if the squad took under half its HTK; ranges (1d4...) are rolled.
    """
    tables = _tables(request)
    cleric = request.integer("cleric_level", 0, lo=0, hi=40)
    mods = _modifiers(request, "modifiers")
    if "squads" in request.data:
        squads = _squads(request, tables)
        results = []
        for _sid, squad in squads.items():
            res = aftermath.out_of_the_fight(squad, request.roller, tables, cleric_level=cleric, modifiers=mods)
            entry = res.to_dict()
            entry["chances"] = aftermath.outcome_chances(squad, tables, cleric, mods)
            results.append(entry)
        return {"results": results}
    squad = _squad(request, request.obj("squad"), tables, "squad")
    order = request.array("order", None)
    if order is not None and not all(isinstance(n, str) for n in order):
        raise RequestError("order must list member names", "order")
    chances = aftermath.outcome_chances(squad, tables, cleric, mods)
    res = aftermath.out_of_the_fight(squad, request.roller, tables, cleric_level=cleric, order=order, modifiers=mods)
    out = res.to_dict()
    out["chances"] = chances
    return out


@_guard
def spell(request: Request) -> dict:
    """Spell at squad scale: ``{"name": "Fire Ball", "kind": "area_damage", "hd": 6, "hd_per_htk": 2,
    "targets": [{...squad...}], "range_ft": 240, "distance": 3}``; enhancement/protection take ``bonus``."""
    tables = _tables(request)
    squads = _squads(request, tables, "targets") if "targets" in request.data else None
    if squads is None:
        one = _squad(request, request.obj("target"), tables, "target")
        squads = {one.id: one}
    kind = request.choice("kind", spells.SPELL_KINDS)
    for i, (_sid, sq) in enumerate(squads.items()):
        _need(sq, ("hits_to_kill",), f"targets[{i}]" if "targets" in request.data else "target")
    sp = spells.Spell(
        name=request.get("name", str, kind.replace("_", " ").title()), kind=kind, targets=tuple(squads),
        hd=request.integer("hd", 0, lo=0), hd_per_htk=request.integer("hd_per_htk", None),
        bonus=request.integer("bonus", 0), duration_turns=request.integer("duration_turns", None, lo=1),
        range_ft=request.integer("range_ft", None, lo=0), distance=request.integer("distance", None, lo=0),
        affects_few=request.get("affects_few", bool, False))
    return spells.cast_spell(sp, squads, tables).to_dict()


@_guard
def odds(request: Request) -> dict:
    """Exact odds before melee (same input as ``melee``): to hit, to be hit, HTK lost, to drop; and to hold morale."""
    tables = _tables(request)
    squads, attacks, single = _melee_input(request, tables)
    try:
        out = odds_mod.melee_odds(squads, attacks, tables)
    except RulesError as exc:
        raise _rules_error(exc, {"engagements[0].": ""} if single else None) from None
    for sid, sq in squads.items():
        if "morale_value" in sq.stats:
            out[sid]["morale_hold"] = odds_mod.fraction_dict(morale_mod.hold_chance(sq, tables))
    return {"odds": out}


@_guard
def setup(request: Request) -> dict:
    """Battle set-up: ``{"sides": {"Red": [{...squad...}], "Blue": [...]}, "bodies": [...]}``: 2d6 move spaces apart."""
    tables = _tables(request)
    sides = request.obj("sides")
    if len(sides) != 2:
        raise RequestError("a battle has exactly two sides", "sides")
    ids: dict[str, list[str]] = {}
    all_squads = {}
    combatants = 0
    for name, members in sides.items():
        if not isinstance(members, list):
            raise RequestError("each side lists its squads", f"sides.{name}")
        ids[name] = []
        for i, data in enumerate(members):
            if isinstance(data, str):
                ids[name].append(data)
                combatants += tables.max_members
                continue
            squad = _squad(request, data, tables, f"sides.{name}[{i}]")
            if squad.id in all_squads:
                raise RequestError(f"two squads share the id '{squad.id}'", f"sides.{name}[{i}].id")
            from dataclasses import replace
            squad = replace(squad, side=name)
            all_squads[squad.id] = squad
            ids[name].append(squad.id)
            combatants += len(squad.active_members) or 1
    bodies = request.array("bodies", None)
    battle, roll, notes = battle_mod.setup_battle(ids, request.roller, tables, bodies=bodies, combatants=combatants)
    return {"battle": battle.to_dict(), "start_distance": roll.total, "combatants": combatants,
            "notes": [render(n) for n in notes],
            "phase": tables.battle.phases[0].key, "squads": {k: s.to_dict() for k, s in all_squads.items()}}


def _battle(request: Request) -> "battle_mod.Battle":
    try:
        return battle_mod.Battle.from_dict(request.obj("battle"), "battle")
    except StateError as exc:
        raise RequestError(render(exc.message), exc.field) from None


@_guard
def declare(request: Request) -> dict:
    """Phase 1: ``{"battle": {...}, "body": "Red", "spaces": 2, "charge": true}`` (``squads`` to check Movement)."""
    tables = _tables(request)
    b = _battle(request)
    squads = _squads(request, tables) if "squads" in request.data else None
    new = battle_mod.declare(b, request.get("body", str), request.integer("spaces"), tables,
                             charge=request.get("charge", bool, False), squads=squads)
    return {"battle": new.to_dict()}


@_guard
def advance(request: Request) -> dict:
    """Next phase: ``{"battle": {...}, "squads": [...]}``; moves bodies in phases 2 and 4, ends the turn after melee."""
    tables = _tables(request)
    b = _battle(request)
    squads = _squads(request, tables) if "squads" in request.data else {}
    return battle_mod.advance_phase(b, tables, squads).to_dict()


@_guard
def tables(request: Request) -> dict:
    """The rules tables in force (bundled, with ``rules`` overrides merged)."""
    return {"tables": dict(_tables(request).data)}


ACTIONS: dict[str, Callable[[Request], dict]] = {
    "build": build,
    "melee": melee,
    "missile": missile,
    "morale": morale,
    "rally": rally,
    "out-of-the-fight": out_of_the_fight,
    "spell": spell,
    "odds": odds,
    "setup": setup,
    "declare": declare,
    "advance": advance,
    "tables": tables,
    "forecast": lambda req: __import__("muster.rules.forecast.poleaxe", fromlist=["_"]).do_forecast(req),
}


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
tables_for = _tables
melee_input = _melee_input
need_values = _need
path_of = _path_of
rules_error = _rules_error
