"""Headless BUCS: ``muster rules bucs ACTION`` with a JSON request on stdin.

Units are given as ``Unit.to_dict()`` objects (``name`` and ``quality`` are
enough; see ``resources/reference/bucs.md``), one per side as ``attacker`` /
``defender`` or several as ``attackers`` / ``defenders`` (the first unit of a
side is its lead and rolls). Dice: ``"rolls": {"attacker": 14, "defender": 9,
"defender_leader": [3, 4, 5]}`` names faces by role; ``"dice": [...]`` gives
faces in roll order; ``"seed"`` seeds the rest. ``"overrides"`` carries a
campaign's changes to the rules data. Answers and refusals are in English (the API is
for scripts); the GM's screen shows the same messages in the GM's language.
"""

from __future__ import annotations

from functools import partial
from typing import Callable, TypeVar

from muster.i18n import Msg, TextError, english_text
from muster.rules.bucs import combat, healing, odds, orders
from muster.rules.bucs import data as d
from muster.rules.bucs.data import RuleError
from muster.rules.bucs.modifiers import Engagement
from muster.rules.bucs.options import EngagementOptions
from muster.rules.bucs.units import Unit, describe, problems, unit_from_dict
from muster.rules.dice import DiceRequest, DiceSource, check_faces
from muster.rules.requests import Request, RequestError
from muster.rules.tables import RulesDataError

T = TypeVar("T")

ROLL_KEYS = {"attacker": "d20", "defender": "d20", "attacker_leader": "3d6", "defender_leader": "3d6"}


# ---- dice named by role ------------------------------------------------------------------

class _RoleDice:
    """Faces named by role (``rolls``) for rolls whose purpose ends ``(role)``; the rest from ``fallback``.

    Each roll's ``source`` says truly where its faces came from: ``manual`` for faces the request gave
    (named or in ``dice``), ``auto`` for faces rolled.
    """

    def __init__(self, preset: dict[str, list[int]], fallback: DiceSource) -> None:
        self.preset = preset
        self.fallback = fallback
        self.name: str = fallback.name

    @staticmethod
    def _key(request: DiceRequest) -> str:
        purpose = request.purpose
        role = purpose[purpose.rfind("(") + 1:-1] if purpose.endswith(")") else ""
        return role.replace(" ", "_")

    def source_for(self, request: DiceRequest) -> str:
        return "manual" if self.preset.get(self._key(request)) else self.fallback.name

    def faces(self, request: DiceRequest) -> tuple[int, ...]:
        key = self._key(request)
        queue = self.preset.get(key)
        if queue:
            count = request.spec.count
            if len(queue) < count:
                raise RequestError(f"{request.purpose}: needs {count} faces, rolls.{key} has {len(queue)} left",
                                   f"rolls.{key}")
            faces, self.preset[key] = queue[:count], queue[count:]
            return check_faces(request, faces)
        return self.fallback.faces(request)

    def unused(self) -> dict[str, list[int]]:
        return {key: faces for key, faces in self.preset.items() if faces}


def _install_rolls(req: Request) -> _RoleDice:
    rolls = req.obj("rolls", {})
    preset = {}
    for key, value in rolls.items():
        if key not in ROLL_KEYS:
            raise RequestError(f"unknown roll '{key}' (one of {', '.join(ROLL_KEYS)})", f"rolls.{key}")
        faces = [value] if isinstance(value, int) and not isinstance(value, bool) else value
        sides = int(ROLL_KEYS[key].split("d")[1])
        if not isinstance(faces, list) or not all(isinstance(f, int) and not isinstance(f, bool) for f in faces):
            raise RequestError(f"rolls.{key} must be a face or a list of faces", f"rolls.{key}")
        for f in faces:
            if not 1 <= f <= sides:
                raise RequestError(f"rolls.{key}: {f} is not a face of a d{sides} (1-{sides})", f"rolls.{key}")
        preset[key] = list(faces)
    dice = _RoleDice(preset, req.roller.source)
    req.roller.source = dice
    return dice


def _with_unused(out: dict, dice: _RoleDice) -> dict:
    """Named faces the action never needed are reported, never silently dropped."""
    unused = dice.unused()
    if unused:
        out["unused_rolls"] = unused
    return out


# ---- reading the request --------------------------------------------------------------------

def _tables(req: Request) -> d.BucsTables:
    overrides = req.obj("overrides", {})
    try:
        return d.load_tables(overrides or None)
    except RulesDataError as exc:
        raise RequestError(f"rules data override refused: {exc}", f"overrides ({exc.path})") from None


def _unit(req: Request, data: object, path: str, tables: d.BucsTables, strict: bool = True) -> Unit:
    try:
        unit = unit_from_dict(data, tables, path)
    except ValueError as exc:
        text = english_text(exc.message) if isinstance(exc, TextError) else str(exc)  # the API answers in English
        field, _, _ = text.partition(": ")
        raise RequestError(text, field if field.startswith(path) else path) from None
    if strict:
        for fld, msg in problems(unit, tables):
            raise RequestError(f"{path}.{fld}: {msg}", f"{path}.{fld}")
    return unit


def _side(req: Request, role: str, tables: d.BucsTables) -> tuple[list[Unit], str]:
    plural = f"{role}s"
    if plural in req.data and req.data[plural] is not None:
        items = req.array(plural)
        if not items:
            raise RequestError(f"'{plural}' needs at least one unit", plural)
        return [_unit(req, u, f"{plural}[{i}]", tables) for i, u in enumerate(items)], plural
    return [_unit(req, req.obj(role), role, tables)], role


def _engagement(req: Request, units: list[Unit], tables: d.BucsTables) -> tuple[Engagement, list[Unit]]:
    """The request's engagement options (one parser with the campaign's), and the units with any
    ``conditions`` (keyed by unit name) merged in."""
    def target(role: str, key: object) -> str:
        if not isinstance(key, str):
            raise RuleError(Msg("BUCS", "must name an enemy unit"), f"{role}_options.target")
        return key

    opts = _parse(lambda: EngagementOptions.from_dict(req.data, "", side_keys=("attacker_options", "defender_options"),
                                                      closed=False))
    units = [_parse(partial(opts.with_conditions, u, u.name, tables, "")) for u in units]
    return _parse(lambda: opts.engagement("open", False, target)), units


def _parse(fn: Callable[[], T]) -> T:
    try:
        return fn()
    except RuleError as exc:
        raise RequestError(exc.message, exc.field) from None


def _fields(labels: dict[str, str]) -> Callable[[str | None], str | None]:
    def fix(field: str | None) -> str | None:
        if field:
            for role, label in labels.items():
                if field.startswith(f"{role}s[0]") and label == role:
                    return label + field[len(f"{role}s[0]"):]
        return field
    return fix


def _engine(fn: Callable[[], T], fix: Callable[[str | None], str | None] = lambda f: f) -> T:
    try:
        return fn()
    except RuleError as exc:
        raise RequestError(exc.message, fix(exc.field)) from None


def _sides(req: Request, tables: d.BucsTables
           ) -> tuple[list[Unit], list[Unit], Engagement, Callable[[str | None], str | None]]:
    """Both sides' units (with any ticked conditions), the engagement, and the field-name fixer."""
    attackers, a_label = _side(req, "attacker", tables)
    defenders, d_label = _side(req, "defender", tables)
    eng, units = _engagement(req, attackers + defenders, tables)
    return units[:len(attackers)], units[len(attackers):], eng, _fields({"attacker": a_label, "defender": d_label})


# ---- actions ---------------------------------------------------------------------------------

def do_round(req: Request) -> dict:
    """One combat round between the attacking and defending sides."""
    tables = _tables(req)
    dice = _install_rolls(req)
    attackers, defenders, eng, fix = _sides(req, tables)
    result = _engine(lambda: combat.resolve_round(attackers, defenders, eng, req.roller, tables), fix)
    out = result.to_dict(tables, rendered=True)
    out["totals"] = {"attacker": result.attacker.total, "defender": result.defender.total}
    return _with_unused(out, dice)


def _skills(req: Request) -> tuple[str, str]:
    skill = req.get("skill", str, None)
    a = req.get("attacker_skill", str, skill)
    b = req.get("defender_skill", str, skill)
    if a is None or b is None:
        raise RequestError("'skill' is required (or attacker_skill and defender_skill)", "skill")
    return a, b


def do_contest(req: Request) -> dict:
    """Unit vs unit skill contest (e.g. aerial reconnaissance against camouflage)."""
    tables = _tables(req)
    dice = _install_rolls(req)
    attackers, defenders, eng, fix = _sides(req, tables)
    skills = _skills(req)
    result = _engine(lambda: combat.resolve_contest(attackers, defenders, skills, eng, req.roller, tables), fix)
    out = result.to_dict(tables, rendered=True)
    out["totals"] = {"attacker": result.attacker.total, "defender": result.defender.total}
    return _with_unused(out, dice)


def do_surprise(req: Request) -> dict:
    """Hide (attacker) against Spot (defender); success starts the attackers at +2 momentum."""
    tables = _tables(req)
    dice = _install_rolls(req)
    attackers, defenders, eng, fix = _sides(req, tables)
    result = _engine(lambda: combat.resolve_surprise(attackers, defenders, eng, req.roller, tables), fix)
    out = result.to_dict(tables, rendered=True)
    out["surprise"] = result.winner == "attacker"
    out["totals"] = {"attacker": result.attacker.total, "defender": result.defender.total}
    return _with_unused(out, dice)


def do_odds(req: Request) -> dict:
    """Exact odds of the next round (``kind`` round, default) or of a skill contest (``kind`` contest)."""
    tables = _tables(req)
    attackers, defenders, eng, fix = _sides(req, tables)
    kind = req.choice("kind", ["round", "contest"], "round")
    result: odds.RoundOdds | odds.ContestOdds
    if kind == "contest":
        skills = _skills(req)
        result = _engine(lambda: odds.contest_odds(attackers, defenders, skills, eng, tables), fix)
    else:
        result = _engine(lambda: odds.round_odds(attackers, defenders, eng, tables), fix)
    out = result.to_dict(rendered=True)
    out["kind"] = kind
    return out


def do_apply_hits(req: Request) -> dict:
    """Land hits on one unit directly (GM fiat): ``hits`` split by the rules, or ``morale`` / ``casualty``."""
    tables = _tables(req)
    dice = _install_rolls(req)
    unit = _unit(req, req.obj("unit"), "unit", tables, strict=False)
    named = [r for r in ("attacker", "defender") if f"{r}_leader" in req.obj("rolls", {})]
    role = req.choice("role", ("attacker", "defender"), named[0] if len(named) == 1 else "defender")
    if "hits" in req.data:
        morale, casualty = combat.split_hits(req.integer("hits", lo=0), tables)
    else:
        morale, casualty = req.integer("morale", 0, lo=0), req.integer("casualty", 0, lo=0)
    opp = req.get("opponent_equipment", str, None)
    if opp is not None and d.canonical(tables.equipment_names, opp) is None:
        raise RequestError(f"'{opp}' is not an equipment rating", "opponent_equipment")
    opp = d.canonical(tables.equipment_names, opp) if opp else None
    res = combat.apply_hits(unit, morale, casualty, req.roller, tables, opp, role)
    return _with_unused({"role": role, "morale_hits": morale, "casualty_hits": casualty,
                         "hit_events": [e.to_dict() for e in res.events],
                         "character_hits": [c.to_dict() for c in res.character_hits],
                         "unit": describe(res.unit, tables)}, dice)


def do_order_time(req: Request) -> dict:
    """Hours a unit needs for an order, with the quality adjustment and the minimum shown."""
    tables = _tables(req)
    unit = _unit(req, req.obj("unit"), "unit", tables, strict=False)
    order = req.get("order", str)
    hours = req.integer("hours", None, lo=0)
    timing = _engine(lambda: orders.order_time(unit, order, tables, hours),
                     lambda f: f if f != "order" else "order")
    return timing.to_dict()


def do_give_order(req: Request) -> dict:
    """Give a unit an order (replacing any old one); timed orders get their hours left."""
    tables = _tables(req)
    unit = _unit(req, req.obj("unit"), "unit", tables, strict=False)
    order = req.get("order", str)
    unit2, timing = _engine(lambda: orders.give_order(unit, order, tables, req.get("given_by", str, None),
                                                      req.integer("hours", None, lo=0)))
    return {"unit": describe(unit2, tables), "timing": timing.to_dict() if timing else None,
            "giving_the_order_is": tables.order_rules.giving_an_order}


def do_advance(req: Request) -> dict:
    """Let hours pass: timed orders of the given units count down and complete."""
    tables = _tables(req)
    units = [_unit(req, u, f"units[{i}]", tables, strict=False) for i, u in enumerate(req.array("units"))]
    hours = req.integer("hours", lo=0)
    out = []
    for u in units:
        prog = orders.advance_hours(u, hours, tables)
        out.append({"unit": describe(prog.unit, tables), "hours_spent": prog.hours_spent,
                    "completed": prog.completed, "effect": prog.effect})
    return {"hours": hours, "units": out}


def do_command(req: Request) -> dict:
    """A Legendary unit takes command of up to 6 lesser units."""
    tables = _tables(req)
    commander = _unit(req, req.obj("commander"), "commander", tables)
    units = [_unit(req, u, f"units[{i}]", tables) for i, u in enumerate(req.array("units"))]
    result = _engine(lambda: orders.take_command(commander, units, tables))
    return {"commander": describe(commander, tables), "units": [describe(u, tables) for u in result]}


def do_heal(req: Request) -> dict:
    """After a battle: end-of-battle reset, medical crews (one hit a day each: a casualty within 24 hours
    first, else a morale hit), then days of rest."""
    tables = _tables(req)
    if "units" in req.data:
        units = [_unit(req, u, f"units[{i}]", tables, strict=False) for i, u in enumerate(req.array("units"))]
    else:
        units = [_unit(req, req.obj("unit"), "unit", tables, strict=False)]
    medical = [_unit(req, u, f"medical[{i}]", tables, strict=False) for i, u in enumerate(req.array("medical", []))]
    capacity = req.integer("capacity", None, lo=0)
    hours = req.integer("hours_since_battle", 0, lo=0)
    days = req.integer("rest_days", 0, lo=0)
    stress = req.get("under_stress", bool, False)
    if req.get("end_battle", bool, True):
        units = [healing.end_battle(u) for u in units]
    treatments = healing.treat_casualties(units, tables, medical, capacity, hours, days=days, under_stress=stress)
    rests = [healing.rest(t.after, days, tables, stress) for t in treatments]
    return {
        "medical_capacity": capacity if capacity is not None else healing.medical_capacity(medical, tables),
        "treatment": [t.to_dict(tables) for t in treatments],
        "rest": [r.to_dict(tables) for r in rests],
        "units": [describe(r.after, tables) for r in rests],
    }


def do_end_battle(req: Request) -> dict:
    """Clear battle-only conditions (momentum, pins, surprise, used ignores) from the given units."""
    tables = _tables(req)
    units = [_unit(req, u, f"units[{i}]", tables, strict=False) for i, u in enumerate(req.array("units"))]
    return {"units": [describe(healing.end_battle(u), tables) for u in units]}


def do_describe(req: Request) -> dict:
    """Check a unit as the editor would and show its derived numbers."""
    tables = _tables(req)
    unit = _unit(req, req.obj("unit"), "unit", tables, strict=False)
    return {"unit": describe(unit, tables), "valid": not problems(unit, tables)}


def do_tables(req: Request) -> dict:
    """The rules data in force (defaults merged with ``overrides``)."""
    return {"tables": _tables(req).to_dict()}


ACTIONS: dict[str, Callable[[Request], dict]] = {
    "round": do_round,
    "contest": do_contest,
    "surprise": do_surprise,
    "odds": do_odds,
    "apply-hits": do_apply_hits,
    "order-time": do_order_time,
    "give-order": do_give_order,
    "advance": do_advance,
    "command": do_command,
    "heal": do_heal,
    "end-battle": do_end_battle,
    "describe": do_describe,
    "tables": do_tables,
    "forecast": lambda req: __import__("muster.rules.forecast.bucs", fromlist=["_"]).do_forecast(req),
}


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
tables_for = _tables
sides_for = _sides
run_engine = _engine
