"""Headless actions: ``muster rules mech ACTION`` reads one JSON request.

Every request may carry ``dice`` (GM faces in roll order), ``seed``,
``named_dice`` (``{"attack": [14], "location": [17], "critical": [20], ...}``:
faces by kind of roll, used before ``dice``) and ``rules`` (a campaign's
overrides of ``resources/rules/mech.json``). A mech is its state JSON
(``MechState.to_dict``); ``design`` may be a sample name such as ``"boar"``.
See ``resources/reference/mech.md`` for every action's fields.
"""

from __future__ import annotations

from typing import Callable

from muster.i18n import Joined, Msg, message_of, render
from muster.rules.dice import DiceError, Modifier
from muster.rules.mech.combat import Attack, AttackError, attack_odds, check_target, resolve_combat
from muster.rules.mech.damage import hit_location
from muster.rules.mech.design import DesignError, design_problems, load_sample, sample_names
from muster.rules.mech.initiative import roll_initiative
from muster.rules.mech.mechtables import as_tables
from muster.rules.mech.movement import MovePlan
from muster.rules.mech.movement import move as move_mech
from muster.rules.mech.namedice import Dice, check_named
from muster.rules.mech.phases import ARTILLERY_NOTE, damage_phase, damage_phase_piloting_odds, heat_check_odds
from muster.rules.mech.phases import clean_up as clean
from muster.rules.mech.rulesdata import SIDES, load_rules
from muster.rules.mech.state import MechState
from muster.rules.mech.text import side_text
from muster.rules.requests import Request, RequestError
from muster.rules.tables import RulesDataError


# ---------------------------------------------------------------- readers
def _rules(req: Request) -> dict:
    try:
        return load_rules(req.obj("rules", None))
    except RulesDataError as exc:
        path = exc.path.split(".", 1)[1] if "." in exc.path else ""
        raise RequestError(Joined([f"rules.{path}", exc.message], ": ") if path else str(exc),
                           f"rules.{path}" if path else "rules") from None


def _dice(req: Request) -> Dice:
    try:
        return Dice(req.roller, check_named(req.get("named_dice", dict, None)))
    except DiceError as exc:
        raise RequestError(exc.message, str(exc).split(":", 1)[0]) from None


def _mech(data, path: str) -> MechState:
    try:
        return MechState.from_dict(data, path)
    except DesignError as exc:
        raise RequestError(Joined([exc.path, message_of(exc.message)], ": "), exc.path) from None


def _mechs(req: Request, name: str = "mechs") -> list[MechState]:
    raw = req.array(name)
    mechs = [_mech(m, f"{name}[{i}]") for i, m in enumerate(raw)]
    seen = set()
    for i, m in enumerate(mechs):
        if m.id in seen:
            raise RequestError(Msg("Mech", "two mechs have the id '%1'").args(m.id), f"{name}[{i}].id")
        seen.add(m.id)
    return mechs


def _attack(req: Request, data: dict, path: str) -> Attack:
    def p(key):
        return f"{path}.{key}" if path else key

    mods = []
    for i, m in enumerate(req.array("modifiers", [], where=data, path=p("modifiers"))):
        mods.append(Modifier(req.get("name", str, where=m, path=f"{p('modifiers')}[{i}].name"),
                             req.integer("value", where=m, path=f"{p('modifiers')}[{i}].value")))
    cover = req.array("cover", [], where=data, path=p("cover"))
    for i, c in enumerate(cover):
        if not isinstance(c, str):
            raise RequestError(Msg("Mech", "cover entries are names (text)"), f"{p('cover')}[{i}]")
    # inside a declaration "dice" names faces by kind; at the top level it is the plain list
    named = req.get("dice", dict, None, where=data, path=p("dice")) if path else None
    try:
        named = check_named(named, p("dice"))
    except DiceError as exc:
        raise RequestError(exc.message, str(exc).split(":", 1)[0]) from None
    attacker = data.get("attacker")
    target = data.get("target")
    return Attack(
        attacker=attacker["id"] if isinstance(attacker, dict) and "id" in attacker else
        req.get("attacker", str, where=data, path=p("attacker")),
        target=target["id"] if isinstance(target, dict) and "id" in target else
        req.get("target", str, where=data, path=p("target")),
        weapon=req.get("weapon", str, where=data, path=p("weapon")),
        range=req.integer("range", 1, lo=0, hi=100, where=data, path=p("range")),
        bearing=req.choice("bearing", SIDES, "front", where=data, path=p("bearing")),
        side=req.choice("side", SIDES, "front", where=data, path=p("side")),
        limb=req.get("limb", str, None, where=data, path=p("limb")),
        cover=tuple(cover), extra=tuple(mods),
        pack=req.get("pack", str, None, where=data, path=p("pack")),
        location=req.get("location", str, None, where=data, path=p("location")),
        dice=named or None,
    )


def _battle(req: Request) -> tuple[list[MechState], list[Attack]]:
    """Either ``mechs`` + ``attacks``, or one attack with ``attacker`` and ``target`` given as mech objects."""
    if "attacks" in req.data or "mechs" in req.data:
        mechs = _mechs(req)
        raw = req.array("attacks")
        attacks = []
        for i, a in enumerate(raw):
            if not isinstance(a, dict):
                raise RequestError(Msg("Mech", "expected an object"), f"attacks[{i}]")
            attacks.append(_attack(req, a, f"attacks[{i}]"))
        return mechs, attacks
    attacker = _mech(req.obj("attacker"), "attacker")
    target_data = req.get("target", (dict, str))
    mechs = [attacker]
    if isinstance(target_data, dict):
        target = _mech(target_data, "target")
        if target.id == attacker.id:
            raise RequestError(Msg("Mech", "attacker and target have the same id"), "target.id")
        mechs.append(target)
    return mechs, [_attack(req, req.data, "")]


def _sides(req: Request, mechs: list[MechState]) -> dict[str, str] | None:
    """Optional ``sides`` ({"mech id": "side name"}): an attack on a mech of the attacker's own side is refused."""
    raw = req.obj("sides", None)
    if raw is None:
        return None
    ids = {m.id for m in mechs}
    for key, value in raw.items():
        if key not in ids:
            raise RequestError(Msg("Mech", "no mech '%1' in this battle").args(key), f"sides.{key}")
        if not isinstance(value, str):
            raise RequestError(Msg("Mech", "a side is a name (text)"), f"sides.{key}")
    return dict(raw)


def _target_problem(mechs: list[MechState], attack: Attack, sides: dict | None, where: str) -> RequestError | None:
    """Why ``attack`` aims at a mech it may not attack (itself, its own side), or None."""
    attacker = next((m for m in mechs if m.id == attack.attacker), None)
    if attacker is None:
        return None  # resolve_combat / odds name the unknown mech
    try:
        check_target(attacker, attack, sides)
    except AttackError as exc:
        return RequestError(message_of(exc.message), f"{where}.{exc.field}" if where else exc.field)
    return None


def _attack_error(exc: AttackError) -> RequestError:
    return RequestError(message_of(exc.message), exc.field)


# ---------------------------------------------------------------- actions
def initiative(req: Request) -> dict:
    """Phase 1: {"mechs": [...], "highest_goes": "last"|"first"}."""
    rules, dice = _rules(req), _dice(req)
    mechs = _mechs(req)
    goes = req.choice("highest_goes", ("first", "last"), "last")
    return {"phase": "initiative", **roll_initiative(mechs, dice, rules, goes).to_dict()}


def move(req: Request) -> dict:
    """Phase 2: {"mech": {...}, "move": {"mode": "walk", "forward": 3, ...}}."""
    rules, dice = _rules(req), _dice(req)
    mech = _mech(req.obj("mech"), "mech")
    m = req.obj("move")

    def n(key):
        return req.integer(key, 0, lo=0, hi=100, where=m, path=f"move.{key}")

    gel = req.array("gel", [], where=m, path="move.gel")
    plan = MovePlan(
        mode=req.choice("mode", ("none", "walk", "run", "jump"), where=m, path="move.mode"),
        forward=n("forward"), backward=n("backward"), terrain_changes=n("terrain_changes"), jumped=n("jumped"),
        turn_start=n("turn_start"), turn_middle=n("turn_middle"), turn_end=n("turn_end"),
        stand_attempts=n("stand_attempts"), gel=gel,
        hexes=req.integer("hexes", None, lo=0, hi=100, where=m, path="move.hexes"),
    )
    result = move_mech(mech, plan, dice, rules)
    out = result.to_dict()
    for e in out["errors"]:
        e["field"] = "mech" if e["field"] == "mech" else f"move.{e['field']}"
    return {"phase": "movement", **out}


def attack(req: Request) -> dict:
    """Phase 4: {"mechs": [...], "attacks": [{"attacker", "target", "weapon", "range", ...}], "order": [...],
    "sides": {"mech id": "side"}} (optional; an attack on the attacker's own side is refused)."""
    rules, dice = _rules(req), _dice(req)
    mechs, attacks = _battle(req)
    sides = _sides(req, mechs)
    for i, a in enumerate(attacks):
        problem = _target_problem(mechs, a, sides, f"attacks[{i}]" if "attacks" in req.data else "")
        if problem is not None:
            raise problem
    order = req.array("order", None)
    for i, mid in enumerate(order or []):
        if not isinstance(mid, str):
            raise RequestError(Msg("Mech", "order lists mech ids (text)"), f"order[{i}]")
    try:
        result = resolve_combat(mechs, attacks, dice, rules, order)
    except AttackError as exc:
        raise _attack_error(exc) from None
    return {"phase": "combat", **result.to_dict()}


def odds(req: Request) -> dict:
    """Chances before rolling: attacks (as for ``attack``), piloting rolls and heat checks."""
    rules = _rules(req)
    out: dict = {}
    if "attacks" in req.data or "attacker" in req.data:
        mechs, attacks = _battle(req)
        sides = _sides(req, mechs)
        by_id = {m.id: m for m in mechs}
        rows = []
        for i, a in enumerate(attacks):
            where = f"attacks[{i}]" if "attacks" in req.data else ""
            for who in ("attacker", "target"):
                if getattr(a, who) not in by_id:
                    raise RequestError(Msg("Mech", "no mech '%1' in this battle").args(getattr(a, who)),
                                       f"{where}.{who}" if where else who)
            problem = _target_problem(mechs, a, sides, where)
            if problem is not None:
                rows.append({"index": i, "legal": False, "error": render(problem.message), "field": problem.field})
                continue
            try:
                rows.append({"index": i, "legal": True, **attack_odds(by_id[a.attacker], by_id[a.target], a, rules)})
            except AttackError as exc:
                rows.append({"index": i, "legal": False, "error": render(message_of(exc.message)),
                             "field": f"{where}.{exc.field}" if where else exc.field})
        out["attacks"] = rows
    elif "mechs" in req.data:
        mechs = _mechs(req)
    else:
        mechs = []
    if "piloting" in req.data:
        by_id = {m.id: m for m in (mechs if "mechs" in req.data or "attacks" in req.data else [])}
        if "mech" in req.data:
            one = _mech(req.obj("mech"), "mech")
            by_id[one.id] = one
        piloting: dict[str, dict] = {}
        for i, mid in enumerate(req.array("piloting")):
            mid = req.get(str(i), str, where={str(i): mid}, path=f"piloting[{i}]")
            if mid not in by_id:
                raise RequestError(Msg("Mech", "no mech '%1' given").args(str(mid)), f"piloting[{i}]")
            piloting[mid] = damage_phase_piloting_odds(by_id[mid], rules)
        out["piloting"] = piloting
    if "heat" in req.data:
        out["heat_checks"] = heat_check_odds(req.integer("heat", lo=0, hi=999), rules)
    if not out:
        raise RequestError(Msg("Mech", "give attacks (or attacker/target), piloting: [mech ids] or heat"), "attacks")
    return {"phase": "odds", **out}


def damage_phase_action(req: Request) -> dict:
    """Phase 5 for every mech given: {"mechs": [...]} (or {"mech": {...}})."""
    rules, dice = _rules(req), _dice(req)
    mechs = [_mech(req.obj("mech"), "mech")] if "mech" in req.data else _mechs(req)
    results = [damage_phase(m, dice, rules) for m in mechs]
    return {"phase": "damage", "results": [r.to_dict() for r in results],
            "mechs": [r.state.to_dict() for r in results]}


def clean_up(req: Request) -> dict:
    """Phase 6: {"mechs": [...]} -> the mechs still in the battle and those removed."""
    mechs = _mechs(req)
    keep, removed = clean(mechs)
    return {"phase": "clean-up", "removed": removed, "mechs": [m.to_dict() for m in keep]}


def artillery(req: Request) -> dict:
    return {"phase": "artillery", "skipped": True, "note": ARTILLERY_NOTE}


def new_mech(req: Request) -> dict:
    """A fresh battle state: {"id": "a1", "design": "boar" | {...}, "pilot": {"name", "gunnery", "piloting"}}."""
    mech = _mech({"id": req.get("id", str), "design": req.get("design", (str, dict)),
                  "pilot": req.obj("pilot", {})}, "")
    return {"mech": mech.to_dict()}


def validate_design(req: Request) -> dict:
    """Designer checks: {"design": {...}} -> {"valid": bool, "problems": [{"field", "message"}]}."""
    problems = design_problems(req.obj("design"))
    return {"valid": not problems, "problems": [p.to_dict() for p in problems]}


def designs(req: Request) -> dict:
    """The bundled sample designs (name, tonnage, movement); {"name": "boar"} returns one in full."""
    name = req.get("name", str, None)
    if name is not None:
        try:
            return {"design": load_sample(name).to_dict()}
        except KeyError as exc:
            raise RequestError(message_of(exc.args[0]), "name") from None
    out = []
    for stem in sample_names():
        d = load_sample(stem)
        out.append({"id": stem, "name": d.name, "tonnage": d.tonnage, "walk": d.walk, "run": d.run, "jump": d.jump,
                    "heat_sinks": d.heat_sinks, "weapons": [it.name for it in d.items if it.is_weapon]})
    return {"designs": out}


def location(req: Request) -> dict:
    """Roll (or look up) hit locations: {"side": "front", "count": 1}."""
    rules, dice = _rules(req), _dice(req)
    side = req.choice("side", SIDES, "front")
    count = req.integer("count", 1, lo=1, hi=20)
    rows = []
    for _i in range(count):
        r = dice.roll("location", as_tables(rules).hit_location.die, Msg("Mech", "hit location from the %1").args(
            side_text(side)))
        rows.append({"roll": r.faces[0], "location": hit_location(r.faces[0], side, rules)})
    return {"side": side, "locations": rows}


ACTIONS: dict[str, Callable[[Request], dict]] = {
    "initiative": initiative,
    "move": move,
    "artillery": artillery,
    "attack": attack,
    "combat": attack,
    "odds": odds,
    "damage-phase": damage_phase_action,
    "clean-up": clean_up,
    "new-mech": new_mech,
    "validate-design": validate_design,
    "designs": designs,
    "hit-location": location,
    "forecast": lambda req: __import__("muster.rules.forecast.mech", fromlist=["_"]).do_forecast(req),
}


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
rules_for = _rules
battle_for = _battle
sides_for = _sides
target_problem = _target_problem
