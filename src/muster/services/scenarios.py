"""Scenarios: battles prepared in advance and started in one click.

A scenario is plain data (the same shape in the campaign and in an exported file)::

    {"name": "Ambush at the Ford", "system": "generic", "notes": "GM only: the bridge is rotten",
     "setup": {"distance": "300 yards", "positions": "Crown on the hill", "conditions": "fog"},
     "sides": [{"name": "The Crown", "colour": "#1f77b4", "plan": "hold the ford",
                "forces": [{"name": "Royal Guard", "units": [{"name": "Guard Pikes", "state": {...}}]}]}]}

Starting it (:func:`start_scenario`) is one undoable action: it adds the forces and units to the roster
(under sides of the same name, created if missing) and starts a battle of them in the Turn Tracker, at
round 1, first phase.

Where the set-up gives a starting distance and the rules use one, the battle starts ready for its first
phase (the system's ``scenario.start`` in the registry): By This Poleaxe places one body per side that many move
spaces apart ("7", "7 move spaces"; "2d6" rolls it as the battle starts); BUCS takes its terrain (and cramped
quarters) from the conditions or positions.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from sqlalchemy import func, select

from muster import systems
from muster.campaign.models import Battle, Force, Scenario, Side, Unit
from muster.i18n import Msg, Text, from_data, join, render
from muster.inputs import reason
from muster.services.core import CampaignService, ServiceError
from muster.services.systems import (
    SYSTEMS,
    action_tables,
    checked_state,
    distance_parser_of,
    initial_state,
    scenario_start_of,
    status_of,
)

NAME_LIMIT = 200
TEXT_LIMIT = 20_000
SETUP_FIELDS = ("distance", "positions", "conditions")
MAX_UNITS = 2_000


@dataclass(frozen=True)
class ScenarioRow:
    id: int
    name: str
    system: str
    sides: int
    units: int
    started: tuple[int, ...]


# ---- checking ---------------------------------------------------------------------------------

def _text(value, path: str, limit: int = TEXT_LIMIT, *, required: bool = False) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ServiceError(Msg("Errors", "%1: expected text, got %2.").args(path, type(value).__name__))
    value = value.strip() if limit == NAME_LIMIT else value
    if required and not value.strip():
        raise ServiceError(Msg("Errors", "%1: a name is needed.").args(path))
    if len(value) > limit:
        raise ServiceError(Msg("Errors", "%1: at most %2 characters (this one has %3).").args(path, limit, len(value)))
    return value


def _object(value, path: str) -> dict:
    if not isinstance(value, dict):
        raise ServiceError(Msg("Errors", "%1: expected an object.").args(path))
    return value


def _list(value, path: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ServiceError(Msg("Errors", "%1: expected a list.").args(path))
    return value


def normalise_unit(unit, system: str, path: str) -> dict:
    """``{"name", "state"}`` with the state checked by the system's engine (errors name ``path``)."""
    unit = _object(unit, path)
    name = _text(unit.get("name"), f"{path}.name", NAME_LIMIT, required=True)
    state = checked_state(system, unit.get("state"), f"{path}.state")
    return {"name": name, "state": state}


def normalise_scenario(data) -> dict:
    """A complete, checked scenario; ServiceError names the bad field by its path."""
    data = _object(data, "scenario")
    name = _text(data.get("name"), "scenario.name", NAME_LIMIT, required=True)
    system = data.get("system", systems.default().key)
    if system not in SYSTEMS:
        raise ServiceError(Msg("Errors", "%1.system: unknown rules '%2'; expected one of %3.")
                           .args("scenario", str(system), ", ".join(SYSTEMS)))
    setup_in = _object(data.get("setup") or {}, "scenario.setup")
    setup = {key: _text(setup_in.get(key), f"scenario.setup.{key}") for key in SETUP_FIELDS}
    sides, count = [], 0
    for i, side in enumerate(_list(data.get("sides"), "scenario.sides")):
        path = f"scenario.sides[{i}]"
        side = _object(side, path)
        forces = []
        for j, force in enumerate(_list(side.get("forces"), f"{path}.forces")):
            fpath = f"{path}.forces[{j}]"
            force = _object(force, fpath)
            units = [normalise_unit(u, system, f"{fpath}.units[{k}]")
                     for k, u in enumerate(_list(force.get("units"), f"{fpath}.units"))]
            count += len(units)
            if count > MAX_UNITS:
                raise ServiceError(Msg("Errors", "%1.units: a scenario can hold at most %2 units.")
                                   .args(fpath, MAX_UNITS))
            forces.append({"name": _text(force.get("name"), f"{fpath}.name", NAME_LIMIT, required=True),
                           "units": units})
        sides.append({"name": _text(side.get("name"), f"{path}.name", NAME_LIMIT, required=True),
                      "colour": _text(side.get("colour"), f"{path}.colour", 16),
                      "plan": _text(side.get("plan"), f"{path}.plan"),
                      "forces": forces})
    return {"name": name, "system": system, "notes": _text(data.get("notes"), "scenario.notes"),
            "setup": setup, "sides": sides}


def unit_count(data: dict) -> int:
    return sum(len(f["units"]) for s in data.get("sides", []) for f in s.get("forces", []))


# ---- queries ----------------------------------------------------------------------------------

def list_scenarios(svc: CampaignService) -> list[ScenarioRow]:
    with svc.file.read_sessions() as s:
        rows = s.scalars(select(Scenario).order_by(Scenario.position, Scenario.id)).all()
        return [ScenarioRow(r.id, r.name, r.system, len(r.data.get("sides", [])), unit_count(r.data),
                            tuple(r.started or ())) for r in rows]


def get_scenario(svc: CampaignService, scenario_id: int) -> dict:
    with svc.file.read_sessions() as s:
        row = s.get(Scenario, scenario_id)
        if row is None:
            raise ServiceError(Msg("Errors", "There is no scenario #%1 in this campaign.").args(str(scenario_id)))
        return copy.deepcopy(row.data)


def from_roster(svc: CampaignService, name: str, system: str, unit_ids: list[int], *, notes: str = "",
                setup: dict | None = None, plans: dict[str, str] | None = None) -> dict:
    """Scenario data built from roster units (their current states), grouped by side and force."""
    if not unit_ids:
        raise ServiceError(Msg("Errors", "Pick at least one unit for the scenario."))
    with svc.file.read_sessions() as s:
        rows = s.execute(select(Unit, Force, Side).join(Force, Unit.force_id == Force.id)
                         .join(Side, Force.side_id == Side.id).where(Unit.id.in_(unit_ids))).all()
        found = {u.id: (u, f, sd) for u, f, sd in rows}
        sides: dict[int, dict] = {}
        forces: dict[int, dict] = {}
        for uid in unit_ids:
            if uid not in found:
                raise ServiceError(Msg("Errors", "There is no unit #%1 in this campaign.").args(str(uid)))
            unit, force, side = found[uid]
            if unit.system != system:
                raise ServiceError(Msg("Errors", "%1 is a %2 unit; this scenario uses %3 rules.")
                                   .args(unit.name, unit.system, system))
            if side.id not in sides:
                sides[side.id] = {"name": side.name, "colour": side.colour, "plan": (plans or {}).get(side.name, ""),
                                  "forces": []}
            if force.id not in forces:
                forces[force.id] = {"name": force.name, "units": []}
                sides[side.id]["forces"].append(forces[force.id])
            forces[force.id]["units"].append({"name": unit.name, "state": copy.deepcopy(unit.state)})
    return normalise_scenario({"name": name, "system": system, "notes": notes, "setup": setup or {},
                               "sides": list(sides.values())})


# ---- actions ----------------------------------------------------------------------------------

def save_scenario(svc: CampaignService, data: dict) -> int:
    """Keep a new scenario in the campaign (undoable)."""
    data = normalise_scenario(data)
    check_starting_state(data)
    with svc.action("save-scenario", Msg("Log", "Save scenario %1").args(data["name"])) as act:
        position = (act.s.scalar(select(func.max(Scenario.position))) or 0) + 1
        row = act.insert(Scenario(name=data["name"], system=data["system"], position=position, data=data,
                                  started=[]))
        act.describe(Msg("Log", "Scenario %1 prepared (%n units)", None, unit_count(data)).args(data["name"]))
    return row.id


def update_scenario(svc: CampaignService, scenario_id: int, data: dict) -> None:
    data = normalise_scenario(data)
    check_starting_state(data)
    with svc.action("edit-scenario", Msg("Log", "Edit scenario %1").args(data["name"])) as act:
        row = act.get(Scenario, scenario_id, "scenario")
        if row.system != data["system"]:
            raise ServiceError(Msg("Errors", "scenario.system: %1 uses %2 rules; its units cannot change to %3 "
                                             "(prepare a new scenario instead).")
                               .args(row.name, row.system, data["system"]))
        act.update(row, name=data["name"], system=data["system"], data=data)
        act.describe(Msg("Log", "Scenario %1 edited").args(data["name"]))


def duplicate_scenario(svc: CampaignService, scenario_id: int, name: str | None = None) -> int:
    """A copy of the scenario under a new name ("… (copy)" unless given), placed after it (undoable)."""
    data = normalise_scenario(get_scenario(svc, scenario_id))
    taken = {r.name for r in list_scenarios(svc)}
    if name is None:  # the new name in the GM's language of the moment
        name, n = render(Msg("Log", "%1 (copy)").args(data["name"])), 2
        while name in taken:
            name, n = render(Msg("Log", "%1 (copy %2)").args(data["name"], n)), n + 1
    data = normalise_scenario({**data, "name": name})
    with svc.action("save-scenario", Msg("Log", "Duplicate scenario %1").args(data["name"])) as act:
        source = act.get(Scenario, scenario_id, "scenario")
        later = act.s.scalars(select(Scenario).where(Scenario.position > source.position)
                              .order_by(Scenario.position)).all()
        for other in reversed(later):
            act.update(other, position=other.position + 1)
        row = act.insert(Scenario(name=data["name"], system=data["system"], position=source.position + 1,
                                  data=data, started=[]))
        act.describe(Msg("Log", "Scenario %1 copied as %2").args(source.name, data["name"]))
    return row.id


def delete_scenario(svc: CampaignService, scenario_id: int) -> None:
    with svc.action("delete-scenario", Msg("Log", "Delete scenario")) as act:
        row = act.get(Scenario, scenario_id, "scenario")
        act.set_label(Msg("Log", "Delete scenario %1").args(row.name))
        act.describe(Msg("Log", "Scenario %1 removed").args(row.name))
        act.delete(row)


def _side_named(act, name: str, colour: str) -> Side:
    side = act.s.scalars(select(Side).where(Side.name == name).order_by(Side.id).limit(1)).first()
    if side is None:
        position = (act.s.scalar(select(func.max(Side.position))) or 0) + 1
        side = act.insert(Side(name=name, colour=colour, position=position))
    return side


def start_scenario(svc: CampaignService, scenario_id: int, battle_name: str | None = None) -> int:
    """Put the scenario's forces on the roster and start its battle (one undoable action)."""
    with svc.action("start-battle", Msg("Log", "Start scenario")) as act:
        row = act.get(Scenario, scenario_id, "scenario")
        data = normalise_scenario(row.data)
        if unit_count(data) == 0:
            raise ServiceError(Msg("Errors", "Scenario %1 has no units yet.").args(data["name"]))
        name = (battle_name or data["name"]).strip() or data["name"]
        act.set_label(Msg("Log", "Start battle %1").args(name))
        unit_ids = []
        from muster.services.roster import unique_name, unit_names

        taken = unit_names(act)
        tables = action_tables(act, data["system"])
        for side_data in data["sides"]:
            side = _side_named(act, side_data["name"], side_data["colour"])
            for force_data in side_data["forces"]:
                position = (act.s.scalar(select(func.max(Force.position)).where(Force.side_id == side.id)) or 0) + 1
                force = act.insert(Force(side_id=side.id, name=force_data["name"], position=position))
                for pos, unit_data in enumerate(force_data["units"], start=1):
                    state = _in_campaign(act, data["system"], unit_data)
                    unit = act.insert(Unit(force_id=force.id, name=unique_name(unit_data["name"], taken),
                                           system=data["system"],
                                           state=state, status=status_of(data["system"], state, tables),
                                           position=pos))
                    unit_ids.append(unit.id)
        battle = act.insert(Battle(name=name, system=data["system"], round=1, phase=0, initiative=unit_ids,
                                   active=0, state={}))
        start = scenario_start_of(data["system"])
        ready = start(act, data, battle, unit_ids) if start is not None else None
        if ready:
            act.update(battle, state={**(battle.state or {}), **ready})
        act.update(row, started=list(row.started or []) + [battle.id])
        act.record.starts_round = True
        briefing = briefing_text(data)
        events = [from_data(e) for e in (ready or {}).get("events") or []]
        if events:
            briefing = join(([briefing] if briefing else []) + events, "; ")
        if briefing:
            text = Msg("Log", "Battle %1 begins from scenario %2 (%n units) — %3", None, len(unit_ids))
        else:
            text = Msg("Log", "Battle %1 begins from scenario %2 (%n units)", None, len(unit_ids))
        act.describe(text.args(name, data["name"], briefing), battle=battle,
                     result={"scenario": data["name"], "setup": data["setup"],
                             "plans": {s["name"]: s["plan"] for s in data["sides"] if s["plan"]},
                             "gm_only": {"notes": data["notes"]}})
    return battle.id


def _in_campaign(act, system: str, unit: dict) -> dict:
    """A scenario unit's state as a unit of this campaign: checked again under its house rules."""
    try:
        return initial_state(system, copy.deepcopy(unit["state"]), action_tables(act, system))
    except ServiceError as exc:
        raise ServiceError(Msg("Errors", "%1: %2").args(unit["name"], reason(exc))) from None


_SETUP_LINES = {"distance": Msg("Log", "distance: %1"), "positions": Msg("Log", "positions: %1"),
                "conditions": Msg("Log", "conditions: %1")}


def briefing_text(data: dict) -> Text:
    """The set-up in one line for the log (players may see it: no GM notes); "" when there is none."""
    parts = [_SETUP_LINES[k].args(data["setup"][k]) for k in SETUP_FIELDS if data["setup"].get(k, "").strip()]
    return join(parts, "; ") if parts else ""


# ---- starting state: each system's SystemSpec.scenario (start, distance), in services/plugins/<key>.py --------

def check_starting_state(data: dict) -> None:
    """Refuse a set-up its rules cannot start from (ServiceError names the field)."""
    distance = distance_parser_of(data["system"])
    if distance is not None and distance(data["setup"].get("distance", "")) is not None:
        sides = [s["name"] for s in data["sides"] if any(f["units"] for f in s["forces"])]
        if len(sides) > 2 or len({*sides}) != len(sides):
            raise ServiceError(Msg("Errors", "scenario.sides: a By This Poleaxe battle has two sides; this one has %1 "
                                             "(%2).").args(len(sides), ", ".join(sides)))
