"""Headless actions beyond the excerpt: ``troop-strength``, ``pc-survival``, ``glory``, ``casualties``,
``upkeep`` and ``powers`` (documented in ``resources/reference/gurps.md``, "Headless actions")."""

from __future__ import annotations

from typing import Callable

from muster.i18n import english_text
from muster.rules.gurps.armies import Army, Leader
from muster.rules.gurps.pc_data import pc_rules
from muster.rules.gurps.results import SIDES
from muster.rules.gurps.strategy_data import strategy_rules
from muster.rules.requests import Request, RequestError


def _api():
    from muster.rules.gurps import api

    return api


def _army(request: Request, tables: dict, raw: dict, path: str) -> Army:
    api = _api()
    if "units" not in raw:
        raise RequestError(f"'{path + '.' if path else ''}units' is required", f"{path}.units" if path else "units")
    units = api._units(request, raw, path, need_morale=False)
    tl = request.integer("tech_level", 3, lo=0, where=raw, path=f"{path}.tech_level" if path else "tech_level")
    name = request.get("name", str, path.capitalize() if path else "Army", where=raw,
                       path=f"{path}.name" if path else "name")
    return Army(name, Leader("Commander"), tuple(units), tech_level=tl)


# ---- Troop Strength ---------------------------------------------------------------------------------

def troop_strength_action(request: Request) -> dict:
    """Each unit's TS (entered, computed or fallback) with its working, the army's sum, and with two sides the
    force ratio, the Strategy bonus and special unit superiority."""
    from muster.rules.gurps.strength import force_ratio, superiority

    api = _api()
    tables = api._tables(request)
    if "units" in request.data or "unit" in request.data:
        raw = dict(request.data)
        if "unit" in raw:
            raw["units"] = [request.obj("unit")]
        army = _army(request, tables, raw, "")
        return {"army": api._army_ts(army, tables, "").to_dict()}
    sides = [side for side in SIDES if side in request.data]
    if len(sides) != 2:
        raise RequestError("give 'units' (one army) or 'attacker' and 'defender' (two armies, each with units or ts)",
                           "attacker" if "attacker" not in request.data else "defender")
    battle_type = api._battle_type(request)
    out: dict = {"battle": battle_type, "armies": {}}
    ts, tl, armies = {}, {}, {}
    for side in SIDES:
        raw = request.obj(side)
        tl[side] = request.integer("tech_level", None, lo=0, where=raw, path=f"{side}.tech_level")
        key = "ts" if "ts" in raw else "troop_strength"
        given = request.get(key, (int, float), None, where=raw, path=f"{side}.{key}")
        if given is not None:
            if given < 0:
                raise RequestError(f"'{side}.{key}' must be 0 or more", f"{side}.{key}")
            ts[side] = given
            out["armies"][side] = {"army": request.get("name", str, side.capitalize(), where=raw,
                                                       path=f"{side}.name"), "ts": given, "working": "entered"}
            continue
        armies[side] = _army(request, tables, dict(raw, tech_level=tl[side] if tl[side] is not None else 3), side)
        strength = api._army_ts(armies[side], tables, side)
        ts[side] = strength.ts
        out["armies"][side] = strength.to_dict()
    ratio = force_ratio(ts["attacker"], ts["defender"], tables, tl["attacker"], tl["defender"])
    stronger = None if ratio.stronger is None else ("attacker" if ratio.stronger == "own" else "defender")
    out["force_ratio"] = {**ratio.to_dict(), "stronger": stronger}
    out["strategy_bonus"] = {side: (ratio.bonus if side == stronger else 0) for side in SIDES}
    out["working"] = english_text(ratio.working)
    sup: dict = {side: [] for side in SIDES}
    if len(armies) == 2:
        for side in SIDES:
            enemy = "defender" if side == "attacker" else "attacker"
            attacking = side == "attacker" or battle_type == "open_field" or \
                not strategy_rules(tables).superiority_attacker_only_at_position
            sup[side] = [m.to_dict() for m in superiority(armies[side], armies[enemy], tables, attacking=attacking)]
    out["superiority"] = sup
    out["army_ts"] = {side: out["armies"][side]["ts"] for side in SIDES}
    return out


# ---- PCs --------------------------------------------------------------------------------------------

def _pc(request: Request, tables: dict):
    from muster.rules.gurps.pcs import PC, STANCES, with_stance

    raw = request.obj("pc") if "pc" in request.data else request.data
    path = "pc" if "pc" in request.data else ""

    def p(key: str) -> str:
        return f"{path}.{key}" if path else key

    data = {k: raw[k] for k in ("name", "skill", "survival", "glory", "dr", "tl", "commands", "reputation", "alive")
            if k in raw}
    if "tl" not in data and "tech_level" in raw:
        data["tl"] = raw["tech_level"]
    data.setdefault("name", "PC")
    request.integer("skill", where=raw, path=p("skill"))
    for key in ("survival", "glory", "dr", "tl", "reputation"):
        if key in data:
            request.integer(key, where=data, path=p(key))
    if "commands" in data:
        request.choice("commands", ("none", "unit", "army"), where=data, path=p("commands"))
    try:
        pc = PC.from_dict(data, path or "pc")
    except ValueError as exc:
        raise RequestError(str(exc), str(exc).split(":", 1)[0]) from None
    if "stance" in raw:
        stance = request.choice("stance", STANCES, where=raw, path=p("stance"))
        level = request.integer("level", 0, lo=0, where=raw, path=p("level"))
        pc = with_stance(pc, stance, level, tables)
    elif pc_rules(tables).linked:
        from dataclasses import replace

        if "glory" in data and "survival" not in data:
            pc = replace(pc, survival=-pc.glory)
        elif "survival" in data and "glory" not in data:
            pc = replace(pc, glory=-pc.survival)
        elif pc.glory != -pc.survival:
            raise RequestError("Survival and Glory are linked (Glory = -Survival, data pc.stance.linked); "
                               f"got survival {pc.survival} and glory {pc.glory}", p("glory"))
    return pc, raw, path


def pc_survival_action(request: Request) -> dict:
    """The Combat Skill roll after the battle (skill + Survival) and the damage by TL less DR; or, with
    ``column``, only the damage of that column."""
    from muster.rules.gurps.pcs import roll_damage, survival_roll

    api = _api()
    tables = api._tables(request)
    if "column" in request.data:
        column = request.choice("column", ("A", "B", "C", "D"))
        tl = request.integer("tl", lo=0) if "tl" in request.data else request.integer("tech_level", lo=0)
        dr = request.integer("dr", 0, lo=0)
        try:
            damage = roll_damage(column, tl, dr, request.roller, tables, request.get("name", str, "PC"))
        except ValueError as exc:
            raise RequestError(str(exc), "tl" if "tl" in request.data else "tech_level") from None
        return {"damage": damage.to_dict(), "hits": damage.total}
    pc, raw, path = _pc(request, tables)
    tl_path = f"{path}.tl" if path else "tl"
    if pc.tl is None:
        raise RequestError(f"'{tl_path}' is required: the damage table goes by TL", tl_path)
    try:
        result = survival_roll(pc, request.roller, tables, tl=pc.tl, extra=api._modifiers(request, raw, path))
    except ValueError as exc:
        raise RequestError(str(exc), tl_path) from None
    out = result.to_dict()
    out.update(stance=pc.stance, survival=pc.survival, glory=pc.glory, summary=result.summary())
    return out


def glory_action(request: Request) -> dict:
    """The Glory roll (skill + Glory; rolled even for the dead): Reputation and, for commanders, Strategy."""
    from muster.rules.gurps.pcs import glory_roll

    api = _api()
    tables = api._tables(request)
    pc, raw, path = _pc(request, tables)
    entered = None
    if "result" in request.data:
        r = request.obj("result")
        entered = {"reputation": request.integer("reputation", 0, where=r, path="result.reputation"),
                   "strategy": request.integer("strategy", 0, where=r, path="result.strategy")}
        if "duration" in r:
            entered["duration"] = request.get("duration", str, where=r, path="result.duration")
    result = glory_roll(pc, request.roller, tables, entered=entered)
    out = result.to_dict()
    out.update(glory=pc.glory if not pc_rules(tables).linked or not pc.survival else -pc.survival,
               commands=pc.commands, alive=pc.alive, reputation_after=pc.reputation + result.reputation,
               summary=result.summary())
    return out


# ---- casualties --------------------------------------------------------------------------------------

def _losses(request: Request, raw: dict, path: str) -> dict[str, int]:
    losses = request.obj("losses", {}, where=raw, path=f"{path}.losses" if path else "losses")
    for name in losses:
        request.integer(name, lo=0, where=losses, path=f"{path}.losses.{name}" if path else f"losses.{name}")
    return dict(losses)


def casualties_action(request: Request) -> dict:
    """Each unit's row, shifts (armour down; routing 1d up; a fierce battle up), percentage and losses rounded up;
    units whose row has no number take the losses the GM gives in ``losses`` (or are listed as missing)."""
    from muster.rules.gurps.casualties import side_casualties, signed_margins

    api = _api()
    tables = api._tables(request)
    fierce = request.integer("fierce", 0, lo=0)
    if "units" in request.data:
        margin = request.integer("margin")
        army = _army(request, tables, request.data, "")
        result = side_casualties(army, "side", margin, request.roller, tables, fierce=fierce,
                                 entered=_losses(request, request.data, ""))
        return {"fierce": fierce, "result": result.to_dict()}
    winner = request.choice("winner", ["attacker", "defender", "none"], "none")
    mov = request.integer("margin_of_victory", 0, lo=0)
    if winner == "none" and mov:
        raise RequestError("with no winner the margin of victory is 0", "margin_of_victory")
    margins = signed_margins(None if winner == "none" else winner, mov)
    present = [side for side in SIDES if side in request.data]
    if not present:
        raise RequestError("give 'attacker' and/or 'defender' with their units", "attacker")
    out: dict = {"winner": None if winner == "none" else winner, "margin_of_victory": mov, "fierce": fierce}
    for side in present:
        raw = request.obj(side)
        army = _army(request, tables, raw, side)
        out[side] = side_casualties(army, side, margins[side], request.roller, tables, fierce=fierce,
                                    entered=_losses(request, raw, side)).to_dict()
    return out


# ---- campaign upkeep -------------------------------------------------------------------------------------

def _groups(request: Request, raw: dict, path: str) -> list[dict]:
    items = request.array("groups", where=raw, path=f"{path}.groups")
    out = []
    for i, g in enumerate(items):
        here = f"{path}.groups[{i}]"
        if not isinstance(g, dict):
            raise RequestError(f"'{here}' must be an object", here)
        men = request.integer("men", lo=0, where=g, path=f"{here}.men")
        if "battles" in g:
            battles = request.get("battles", (int, float), where=g, path=f"{here}.battles")
            if battles < 0:
                raise RequestError(f"'{here}.battles' must be 0 or more", f"{here}.battles")
            out.append({"men": men, "battles": battles})
        else:
            out.append({"men": men, "quality": request.get("quality", str, where=g, path=f"{here}.quality")})
    return out


def upkeep_action(request: Request) -> dict:
    """Campaign upkeep, any of: ``experience`` (quality over battles), ``pay`` (monthly pay, extra pay),
    ``missed_pay`` (Morale rolls), ``pay_resumed`` (Morale given back), ``treachery`` (Morale rolls)."""
    from muster.rules.gurps.campaign import experience, missed_pay_rolls, monthly_pay, pay_resumed, treachery_rolls

    api = _api()
    tables = api._tables(request)
    out: dict = {}
    known = ("experience", "pay", "missed_pay", "pay_resumed", "treachery")
    if not any(k in request.data for k in known):
        raise RequestError(f"give at least one of {', '.join(known)}", "experience")
    if "experience" in request.data:
        raw = request.obj("experience")
        groups = _groups(request, raw, "experience")
        try:
            out["experience"] = experience(groups, tables).to_dict()
        except KeyError as exc:
            message = str(exc.args[0])
            raise RequestError(message, "experience." + message.split(":", 1)[0]) from None
        except ValueError as exc:
            raise RequestError(str(exc), "experience.groups") from None
    if "pay" in request.data:
        raw = request.obj("pay")
        cost = request.get("hiring_cost", (int, float), where=raw, path="pay.hiring_cost")
        if cost < 0:
            raise RequestError("'pay.hiring_cost' must be 0 or more", "pay.hiring_cost")
        paid = request.get("paid", (int, float), None, where=raw, path="pay.paid")
        if paid is not None and paid < 0:
            raise RequestError("'pay.paid' must be 0 or more", "pay.paid")
        out["pay"] = monthly_pay(cost, tables, paid).to_dict()
    if "missed_pay" in request.data:
        raw = request.obj("missed_pay")
        out["missed_pay"] = missed_pay_rolls(api._units(request, raw, "missed_pay"), request.roller, tables)
    if "pay_resumed" in request.data:
        raw = request.obj("pay_resumed")
        days = request.integer("days", lo=0, where=raw, path="pay_resumed.days")
        penalty = request.integer("penalty", where=raw, path="pay_resumed.penalty")
        if penalty > 0:
            raise RequestError("'pay_resumed.penalty' is the Morale lost to missed pay, 0 or less (resumed pay only "
                               f"cancels missed-pay penalties; it adds no bonus), got {penalty}", "pay_resumed.penalty")
        back = pay_resumed(days, penalty, tables)
        out["pay_resumed"] = {"days": days, "penalty": penalty, "morale_restored": back,
                              "penalty_left": penalty + back}
    if "treachery" in request.data:
        raw = request.obj("treachery")
        out["treachery"] = treachery_rolls(api._units(request, raw, "treachery"), request.roller, tables,
                                           api._modifiers(request, raw, "treachery"))
    return out


def powers_action(request: Request) -> dict:
    """A side's power pool (points x mana, + psionic boost) and what its secret allocation does."""
    from muster.rules.gurps.campaign import power_effects, power_pool

    api = _api()
    tables = api._tables(request)
    points = request.integer("points", 0, lo=0)
    mana = request.get("mana", str, "normal")
    boost = request.integer("boost", 0)
    try:
        pool, working = power_pool(points, mana, tables, boost)
    except KeyError as exc:
        raise RequestError(str(exc.args[0]), "mana") from None
    except ValueError as exc:
        raise RequestError(str(exc), "boost") from None
    allocation = request.obj("allocation", {})
    for key in allocation:
        request.integer(key, lo=0, where=allocation, path=f"allocation.{key}")
    if sum(allocation.values()) > pool:
        raise RequestError(f"the allocation ({sum(allocation.values())}) is more than the pool ({pool})", "allocation")
    try:
        effects = power_effects(allocation, tables)
    except KeyError as exc:
        raise RequestError(str(exc.args[0]), str(exc.args[0]).split(":", 1)[0]) from None
    return {"pool": pool, "working": working, "allocation": allocation, "unspent": pool - sum(allocation.values()),
            "effects": effects, "gm_only": True}


ACTIONS: dict[str, Callable[[Request], dict]] = {
    "troop-strength": troop_strength_action,
    "pc-survival": pc_survival_action,
    "glory": glory_action,
    "casualties": casualties_action,
    "upkeep": upkeep_action,
    "powers": powers_action,
}
