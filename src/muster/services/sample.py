"""The bundled sample campaign, built fresh from ``resources/samples/sample_campaign.json``.

The sample holds two sides and, for each rules system, one force per side and one battle ready for its
first phase: BUCS with its terrain set, By This Poleaxe with the bodies already placed at the distance
given in the file (``start_distance``: the 2d6 faces), GURPS Mass Combat with both armies' commanders,
leaders and seers, mech combat at Initiative, and the generic skirmish. The generic battle is written
last, so a freshly opened sample shows it in the Turn Tracker.

The file is checked entirely before anything is written; a bad entry raises :class:`SampleError` naming
the path of the field (``sides[0].forces[1].units[2].state``), and the campaign is built beside its
destination and moved in whole, so a failure never leaves a half-built campaign behind.
"""

from __future__ import annotations

import copy
import json
import os
from dataclasses import dataclass
from pathlib import Path

from muster.atomic import replacing
from muster.campaign.file import CampaignFile
from muster.campaign.models import Battle, Force, Meta, Side, Unit
from muster.i18n import Msg, Text
from muster.inputs import reason
from muster.paths import resource_path
from muster.services.contracts import SampleBattle
from muster.services.core import ServiceError
from muster.services.systems import SYSTEMS, initial_state, sample_start_of, status_columns, status_of

FORMAT = "muster-sample"
VERSION = 2


class SampleError(ServiceError):
    """The sample file is malformed; the message names the field's path."""


def sample_data(language: str | None = None) -> dict:
    """The sample campaign's description (a fresh copy, as written in the bundled JSON file), in ``language``
    (by default the one installed): its names and notes are written for a GM of that language, its rules
    values are the same in every one."""
    from muster import i18n

    code = language or i18n.language()
    path = resource_path("samples", f"sample_campaign_{code}.json")
    if code == "en" or not path.exists():
        path = resource_path("samples", "sample_campaign.json")
    return json.loads(path.read_text(encoding="utf-8"))


def _need(data, key: str, path: str, kind, *, optional=False, default=None):
    if not isinstance(data, dict):
        raise SampleError(Msg("Errors", "%1: expected an object").args(path))
    if key not in data:
        if optional:
            return default
        raise SampleError(Msg("Errors", "%1: is missing").args(f"{path}.{key}"))
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise SampleError(Msg("Errors", "%1: expected %2, got %3")
                          .args(f"{path}.{key}", str(getattr(kind, "__name__", kind)), type(value).__name__))
    if isinstance(value, str) and not value.strip():
        raise SampleError(Msg("Errors", "%1: must not be empty").args(f"{path}.{key}"))
    return value


@dataclass(frozen=True)
class PlannedUnit:
    name: str
    system: str
    state: dict  # normalised by its engine
    status: Text  # its roster line


@dataclass(frozen=True)
class PlannedForce:
    name: str
    units: list[PlannedUnit]


@dataclass(frozen=True)
class PlannedSide:
    name: str
    colour: str
    forces: list[PlannedForce]


@dataclass(frozen=True)
class PlannedBattle:
    name: str
    system: str
    units: list[str]  # its units by name, in initiative order
    entry: dict  # the battle's entry in the file, checked (its system's set-up fields as written)
    notes: str  # for the GM
    path: str  # where it is in the file (``battles[1]``)


@dataclass(frozen=True)
class SamplePlan:
    """What :func:`check` makes of a sample description: everything to write, checked."""

    sides: list[PlannedSide]
    battles: list[PlannedBattle]


def check(data: dict) -> SamplePlan:
    """Check a sample description and return its plan: normalised unit states, battles by unit names.

    Raises :class:`SampleError` naming the first bad field. Nothing is written.
    """
    if not isinstance(data, dict):
        raise SampleError(Msg("Errors", "%1: expected an object").args("sample"))
    if data.get("format") != FORMAT:
        raise SampleError(Msg("Errors", "%1: expected %2, got %3")
                          .args("format", repr(FORMAT), repr(data.get("format"))))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= VERSION:
        raise SampleError(Msg("Errors", "%1: expected 1 to %2, got %3").args("version", VERSION, repr(version)))
    units: dict[str, str] = {}  # name -> system
    sides = [_side(side, f"sides[{i}]", units) for i, side in enumerate(_need(data, "sides", "sample", list))]
    battles = [_battle(battle, f"battles[{i}]", units)
               for i, battle in enumerate(_need(data, "battles", "sample", list, optional=True, default=[]))]
    return SamplePlan(sides, battles)


def _side(side, here: str, units: dict[str, str]) -> PlannedSide:
    """One side with its forces and units checked; each unit's name is added to ``units`` with its system."""
    name = _need(side, "name", here, str).strip()
    colour = _need(side, "colour", here, str, optional=True, default="")
    forces = []
    for j, force in enumerate(_need(side, "forces", here, list)):
        fhere = f"{here}.forces[{j}]"
        force_name = _need(force, "name", fhere, str).strip()
        forces.append(PlannedForce(force_name, [_unit(unit, f"{fhere}.units[{k}]", units)
                                                for k, unit in enumerate(_need(force, "units", fhere, list))]))
    return PlannedSide(name, colour, forces)


def _unit(unit, uhere: str, units: dict[str, str]) -> PlannedUnit:
    name = _need(unit, "name", uhere, str).strip()
    system = _need(unit, "system", uhere, str)
    if system not in SYSTEMS:
        raise SampleError(Msg("Errors", "%1: unknown rules system %2; expected one of %3")
                          .args(f"{uhere}.system", repr(system), ", ".join(SYSTEMS)))
    if name in units:
        raise SampleError(Msg("Errors", "%1: two units are called %2").args(f"{uhere}.name", repr(name)))
    state = _need(unit, "state", uhere, dict, optional=True, default={})
    try:
        state = initial_state(system, copy.deepcopy(state))
        line = status_of(system, state)
    except ServiceError as exc:
        raise SampleError(Msg("Errors", "%1: %2").args(f"{uhere}.state", reason(exc))) from None
    units[name] = system
    return PlannedUnit(name, system, state, line)


def _battle(battle, here: str, units: dict[str, str]) -> PlannedBattle:
    """One ready battle: its system known, its units named in the sample and of that system."""
    system = _need(battle, "system", here, str)
    if system not in SYSTEMS:
        raise SampleError(Msg("Errors", "%1: unknown rules system %2").args(f"{here}.system", repr(system)))
    names = _need(battle, "units", here, list)
    for k, name in enumerate(names):
        if name not in units:
            raise SampleError(Msg("Errors", "%1: no unit is called %2").args(f"{here}.units[{k}]", repr(name)))
        if units[name] != system:
            raise SampleError(Msg("Errors", "%1: %2 is a %3 unit; this battle uses %4 rules")
                              .args(f"{here}.units[{k}]", name, units[name], system))
    state = _need(battle, "state", here, dict, optional=True, default={})
    entry = {**copy.deepcopy(battle), "name": _need(battle, "name", here, str).strip(), "units": list(names),
             "state": copy.deepcopy(state)}  # with the system's own set-up fields (``start_distance``...)
    return PlannedBattle(entry["name"], system, list(names), entry,
                         _need(battle, "notes", here, str, optional=True, default=""), here)


def create_sample(path: str | os.PathLike, data: dict | None = None) -> Path:
    """Write a new campaign holding the sample's sides, forces, units and ready battles.

    ``data`` replaces the bundled description (tests). The campaign is built beside ``path`` and moved
    into place only when complete.
    """
    path = Path(path)
    plan = check(sample_data() if data is None else data)
    path.parent.mkdir(parents=True, exist_ok=True)
    with replacing(path, ".muster", private=True) as tmp:
        file = CampaignFile.create(tmp)
        try:
            with file.sessions() as s, s.begin():
                _write(s, plan)
        finally:
            file.close()
    return path


def _write(s, plan: SamplePlan) -> None:
    ids: dict[str, int] = {}
    side_of: dict[str, int] = {}
    for side_pos, side in enumerate(plan.sides, start=1):
        side_row = Side(name=side.name, colour=side.colour, position=side_pos)
        s.add(side_row)
        s.flush()
        for force_pos, force in enumerate(side.forces, start=1):
            force_row = Force(side_id=side_row.id, name=force.name, position=force_pos)
            s.add(force_row)
            s.flush()
            for unit_pos, unit in enumerate(force.units, start=1):
                row = Unit(force_id=force_row.id, name=unit.name, system=unit.system, state=unit.state,
                           position=unit_pos, **status_columns(unit.status))
                s.add(row)
                s.flush()
                ids[unit.name] = row.id
                side_of[unit.name] = side_row.id
    side_names = {i: side.name for i, side in enumerate(plan.sides, start=1)}
    notes = {}
    for battle in plan.battles:
        initiative = [ids[n] for n in battle.units]
        state = _ready_state(battle, initiative, [side_of[n] for n in battle.units], side_names)
        battle_row = Battle(name=battle.name, system=battle.system, round=1, phase=0, initiative=initiative,
                            active=0, state=state)
        s.add(battle_row)
        s.flush()
        if battle.notes:
            notes[str(battle_row.id)] = battle.notes
    if notes:
        s.merge(Meta(key="sample_battle_notes", value=json.dumps(notes)))


def _ready_state(battle: PlannedBattle, unit_ids: list[int], side_ids: list[int], side_names: dict[int, str]) -> dict:
    """The battle state each system's panel expects at its first phase (its plug-in's ``sample_start``)."""
    start = sample_start_of(battle.system)
    if start is None:
        return copy.deepcopy(battle.entry["state"])
    try:
        return start(SampleBattle(battle.entry, battle.path, tuple(unit_ids), tuple(side_ids), side_names))
    except SampleError:
        raise
    except ServiceError as exc:
        raise SampleError(reason(exc)) from None


def battle_notes(svc) -> dict[int, str]:
    """The sample's notes for the GM, by battle id (empty for campaigns not made from the sample)."""
    with svc.file.read_sessions() as s:
        row = s.get(Meta, "sample_battle_notes")
    try:
        return {int(k): v for k, v in json.loads(row.value).items()} if row else {}
    except (ValueError, AttributeError):
        return {}
