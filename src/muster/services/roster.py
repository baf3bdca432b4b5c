"""Roster actions: sides, forces and units."""

from __future__ import annotations

from sqlalchemy import func, select

from muster.campaign.models import Force, Side, Unit
from muster.services.core import CampaignService, ServiceError
from muster.services.systems import initial_state, status_of

NAME_LIMIT = 200


def _clean_name(name: str, what: str) -> str:
    name = (name or "").strip()
    if not name:
        raise ServiceError(f"A {what} needs a name.")
    if len(name) > NAME_LIMIT:
        raise ServiceError(f"A {what} name can be at most {NAME_LIMIT} characters (this one has {len(name)}).")
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
    with svc.action("create-side", f"Add side {name}") as act:
        side = act.insert(Side(name=name, colour=colour, position=_next_position(act, Side.position, True)))
        act.describe(f"Side {name} added")
    return side.id


def create_force(svc: CampaignService, side_id: int, name: str) -> int:
    name = _clean_name(name, "force")
    with svc.action("create-force", f"Add force {name}") as act:
        side = act.get(Side, side_id, "side")
        force = act.insert(Force(side_id=side.id, name=name,
                                 position=_next_position(act, Force.position, Force.side_id == side.id)))
        act.describe(f"Force {name} added to {side.name}")
    return force.id


def create_unit(svc: CampaignService, force_id: int, name: str, system: str = "generic",
                state: dict | None = None) -> int:
    name = _clean_name(name, "unit")
    state = initial_state(system, state)
    with svc.action("create-unit", f"Add unit {name}") as act:
        force = act.get(Force, force_id, "force")
        unit = act.insert(Unit(force_id=force.id, name=name, system=system, state=state,
                               status=status_of(system, state),
                               position=_next_position(act, Unit.position, Unit.force_id == force.id)))
        act.describe(f"Unit {name} added to {force.name}", actor=unit)
    return unit.id


def rename(svc: CampaignService, table: str, pk: int, name: str) -> None:
    model = {"sides": Side, "forces": Force, "units": Unit}.get(table)
    if model is None:
        raise ServiceError(f"Cannot rename a {table} row.")
    name = _clean_name(name, model.__name__.lower())
    with svc.action("rename", f"Rename to {name}") as act:
        obj = act.get(model, pk, model.__name__.lower())
        old = obj.name
        act.update(obj, name=name)
        act.describe(f"{old} renamed {name}")


def delete_unit(svc: CampaignService, unit_id: int) -> None:
    with svc.action("delete-unit", "Delete unit") as act:
        unit = act.get(Unit, unit_id, "unit")
        act.label = f"Delete unit {unit.name}"
        act.record.label = act.label
        act.describe(f"Unit {unit.name} removed", actor=unit)
        act.delete(unit)


def set_unit_state(svc: CampaignService, unit_id: int, state: dict, label: str = "Edit unit") -> None:
    with svc.action("edit-unit", label) as act:
        unit = act.get(Unit, unit_id, "unit")
        state = initial_state(unit.system, state)
        act.update(unit, state=state, status=status_of(unit.system, state))
        act.describe(f"{unit.name} edited", actor=unit)


def delete_force(svc: CampaignService, force_id: int) -> None:
    with svc.action("delete-force", "Delete force") as act:
        force = act.get(Force, force_id, "force")
        act.record.label = f"Delete force {force.name}"
        act.describe(f"Force {force.name} removed with its units")
        for unit in act.s.scalars(select(Unit).where(Unit.force_id == force.id)).all():
            act.delete(unit)
        act.delete(force)
