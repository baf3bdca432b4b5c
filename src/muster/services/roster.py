"""Roster actions: sides, forces and units."""

from __future__ import annotations

from sqlalchemy import func, select

from muster.campaign.models import Force, Side, Unit
from muster.i18n import Msg, Text
from muster.inputs import NAME_LIMIT, name_problem  # the one name rule, shared with import and export
from muster.services.core import CampaignService, ServiceError
from muster.services.systems import action_tables, initial_state, status_of

_NEEDS_NAME = {"side": Msg("Errors", "A side needs a name."), "force": Msg("Errors", "A force needs a name."),
               "unit": Msg("Errors", "A unit needs a name.")}
_NAME_TOO_LONG = {
    "side": Msg("Errors", "A side name can be at most %1 characters (this one has %2)."),
    "force": Msg("Errors", "A force name can be at most %1 characters (this one has %2)."),
    "unit": Msg("Errors", "A unit name can be at most %1 characters (this one has %2)."),
}


def _clean_name(name: str, what: str) -> str:
    name = (name or "").strip()
    if not name:
        raise ServiceError(_NEEDS_NAME[what])
    if len(name) > NAME_LIMIT:
        raise ServiceError(_NAME_TOO_LONG[what].args(NAME_LIMIT, len(name)))
    problem = name_problem(name)  # the rules import and export hold too: a form never stores what export refuses
    if problem is not None:
        raise ServiceError(problem)
    return name


def unique_name(name: str, taken: set[str]) -> str:
    """``name``, or when a unit of the campaign already has it, "Alpha Squad (2)", "(3)"...; the result is taken."""
    candidate, n = name, 2
    while candidate in taken:
        suffix = f" ({n})"
        candidate = name[: NAME_LIMIT - len(suffix)] + suffix
        n += 1
    taken.add(candidate)
    return candidate


def unit_names(scope) -> set[str]:
    """Every unit name in the campaign, read inside an action."""
    return set(scope.s.scalars(select(Unit.name)))


def _next_position(scope, column, where) -> int:
    return (scope.s.scalar(select(func.max(column)).where(where)) or 0) + 1


def create_side(svc: CampaignService, name: str, colour: str = "") -> int:
    name = _clean_name(name, "side")
    with svc.action("create-side", Msg("Log", "Add side %1").args(name)) as act:
        side = act.insert(Side(name=name, colour=colour, position=_next_position(act, Side.position, True)))
        act.describe(Msg("Log", "Side %1 added").args(name))
    return side.id


def create_force(svc: CampaignService, side_id: int, name: str) -> int:
    name = _clean_name(name, "force")
    with svc.action("create-force", Msg("Log", "Add force %1").args(name)) as act:
        side = act.get(Side, side_id, "side")
        force = act.insert(Force(side_id=side.id, name=name,
                                 position=_next_position(act, Force.position, Force.side_id == side.id)))
        act.describe(Msg("Log", "Force %1 added to %2").args(name, side.name))
    return force.id


def create_unit(svc: CampaignService, force_id: int, name: str, system: str = "generic",
                state: dict | None = None) -> int:
    name = _clean_name(name, "unit")
    with svc.action("create-unit", Msg("Log", "Add unit %1").args(name)) as act:
        tables = action_tables(act, system)
        state = initial_state(system, state, tables)
        force = act.get(Force, force_id, "force")
        unit = act.insert(Unit(force_id=force.id, name=name, system=system, state=state,
                               status=status_of(system, state, tables),
                               position=_next_position(act, Unit.position, Unit.force_id == force.id)))
        act.describe(Msg("Log", "Unit %1 added to %2").args(name, force.name), actor=unit)
    return unit.id


def rename(svc: CampaignService, table: str, pk: int, name: str) -> None:
    models: dict[str, type[Side | Force | Unit]] = {"sides": Side, "forces": Force, "units": Unit}
    model = models.get(table)
    if model is None:
        raise ServiceError(Msg("Errors", "Cannot rename a %1 row.").args(table))
    name = _clean_name(name, model.__name__.lower())
    with svc.action("rename", Msg("Log", "Rename to %1").args(name)) as act:
        obj = act.get(model, pk, model.__name__.lower())
        old = obj.name
        act.update(obj, name=name)
        act.describe(Msg("Log", "%1 renamed %2").args(old, name))


def delete_unit(svc: CampaignService, unit_id: int) -> None:
    with svc.action("delete-unit", Msg("Log", "Delete unit")) as act:
        unit = act.get(Unit, unit_id, "unit")
        act.set_label(Msg("Log", "Delete unit %1").args(unit.name))
        act.describe(Msg("Log", "Unit %1 removed").args(unit.name), actor=unit)
        act.delete(unit)


def set_unit_state(svc: CampaignService, unit_id: int, state: dict, label: Text | None = None) -> None:
    with svc.action("edit-unit", Msg("Log", "Edit unit") if label is None else label) as act:
        unit = act.get(Unit, unit_id, "unit")
        tables = action_tables(act, unit.system)
        state = initial_state(unit.system, state, tables)
        act.update(unit, state=state, status=status_of(unit.system, state, tables))
        act.describe(Msg("Log", "%1 edited").args(unit.name), actor=unit)


def delete_force(svc: CampaignService, force_id: int) -> None:
    with svc.action("delete-force", Msg("Log", "Delete force")) as act:
        force = act.get(Force, force_id, "force")
        act.set_label(Msg("Log", "Delete force %1").args(force.name))
        act.describe(Msg("Log", "Force %1 removed with its units").args(force.name))
        for unit in act.s.scalars(select(Unit).where(Unit.force_id == force.id)).all():
            act.delete(unit)
        act.delete(force)
