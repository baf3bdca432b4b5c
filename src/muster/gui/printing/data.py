"""What the printed sheets show, as plain data read through the service layer's query functions (no Qt).

Which systems print what comes from the registry (:mod:`muster.systems`): ``SystemSpec.record_sheet`` names the
maker of one unit's record sheet, ``SystemSpec.force_sheet`` a :class:`ForceTable` (its columns on a force sheet).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from muster import systems
from muster.services import ServiceError


@dataclass(frozen=True)
class ForceTable:
    """A system's table on a force sheet: its column headings and the cells of one unit (name, state)."""

    columns: tuple[str, ...]
    row: Callable[[str, dict], list[str]]


PLAIN_COLUMNS = ("Unit", "Status")  # a system without a ForceTable of its own


def record_sheet_systems() -> tuple[systems.SystemSpec, ...]:
    return tuple(spec for spec in systems.all() if spec.has_record_sheet)


def record_sheet_units(svc) -> list[tuple[int, str]]:
    """(unit id, name) of every unit that has a record sheet, roster order."""
    from muster.services import queries as q

    keys = {spec.key for spec in record_sheet_systems()}
    return [(u.id, u.name) for u in q.roster(svc)[2] if u.system in keys]


def record_sheet_unit(svc, unit_id: int):
    """The roster row of ``unit_id`` and its system's descriptor; ServiceError unless it has a record sheet."""
    from muster.services import queries as q

    row = q.unit(svc, unit_id)
    if row is None:
        raise ServiceError("That unit no longer exists.")
    spec = systems.find(row.system)
    if spec is None or not spec.has_record_sheet:
        kinds = " or ".join(s.label for s in record_sheet_systems())
        raise ServiceError(f"{row.name} has no record sheet: record sheets are for {kinds} units.")
    return row, spec


def mech_sheet_data(svc, unit_id: int, *, blank: bool = False) -> dict:
    """The record sheet of one mech (``blank``: its design and pilot without damage)."""
    from muster.gui.systems.mech.sheetdata import build_sheet
    from muster.services import queries as q
    from muster.services.house_rules import tables_for

    row, spec = record_sheet_unit(svc, unit_id)
    state = q.unit_state(svc, unit_id) or {}
    try:
        sheet = build_sheet(state, tables_for(svc, spec.key), name=row.name, uid=unit_id, blank=blank)
    except ValueError as exc:
        raise ServiceError(f"{row.name}'s record sheet cannot be read: {exc}") from None
    from muster.rules.mech import MechState

    design = MechState.from_dict(state).design
    sheet["weapon_rows"] = [
        {"name": it.name + (" (R)" if it.rear else ""), "location": sheet["by_location"][it.location]["abbrev"],
         "damage": str(it.damage), "heat": it.heat,
         "ranges": f"{it.min_range or '—'}/{it.short}/{it.medium}/{it.long}",
         "ammo": (f"{sheet_ammo(sheet, it.ammo_bin)}" if it.ammo_bin else "—"),
         "working": blank or all(w["working"] for w in sheet["weapons"] if w["id"] == it.id)}
        for it in design.items if it.is_weapon]
    return sheet


def sheet_ammo(sheet: dict, bin_id: str) -> str:
    a = next((a for a in sheet["ammo"] if a["id"] == bin_id), None)
    if a is None:
        return "—"
    return str(a["shots"]) if sheet.get("blank") else f"{a['left']}/{a['shots']}"


def _bucs_row(name: str, state: dict) -> list[str]:
    from muster.services import bucs

    order = state.get("order")
    return [name, state.get("quality", ""), state.get("equipment", ""), ", ".join(state.get("specialties", [])),
            state.get("mobility", ""), str(state.get("morale_hits", 0)), str(state.get("casualty_hits", 0)),
            bucs.status(state), (order or {}).get("name", "") if isinstance(order, dict) else str(order or "")]


def _poleaxe_row(name: str, state: dict) -> list[str]:
    from muster.services import poleaxe

    stats = state.get("stats", {})
    value = lambda key: str(stats.get(key, {}).get("value", "—"))  # noqa: E731
    members = state.get("members", [])
    fit = sum(1 for m in members if m.get("condition") == "fit") if isinstance(members, list) else 0
    total = len(members) if isinstance(members, list) else 0
    leader = state.get("leader") or {}
    arms = state.get("weapon", "")
    if state.get("missile"):
        arms += f", {state['missile']}"
    return [name, state.get("kind", "squad") + (f" ({state.get('squad_type')})" if state.get("squad_type") else ""),
            f"{fit}/{total}" if total else "—", value("attack_value"), value("defense_value"), value("movement"),
            value("hits_to_kill"), value("morale_value"), arms.replace("_", " "), leader.get("name", ""),
            poleaxe.status(state)]


def _gurps_row(name: str, state: dict) -> list[str]:
    from muster.services import gurps

    return [name, str(state.get("troop_type", "")).replace("_", " "), str(state.get("count", "")),
            state.get("quality", ""), str(state.get("morale", "")), str(state.get("losses", 0)), gurps.status(state)]


BUCS_TABLE = ForceTable(("Unit", "Quality", "Equipment", "Specialties", "Mobility", "Morale hits", "Casualties",
                         "Status", "Order"), _bucs_row)
POLEAXE_TABLE = ForceTable(("Squad", "Kind", "Fit", "AV", "DV", "MV", "HTK", "Morale", "Arms", "Leader", "Status"),
                           _poleaxe_row)
GURPS_TABLE = ForceTable(("Unit", "Troops", "Count", "Quality", "Morale", "Losses", "Status"), _gurps_row)


def force_table(system: str) -> ForceTable | None:
    spec = systems.find(system)
    if spec is None or spec.force_sheet is None:
        return None
    return systems.load(spec.force_sheet)


def _group_order(system: str) -> tuple[int, int]:
    """Systems with tables of their own first, each part in registration order; unknown systems last."""
    spec = systems.find(system)
    if spec is None:
        return (2, 0)
    return (0 if spec.has_force_sheet else 1, systems.keys().index(system))


def force_sheet_data(svc, force_id: int) -> dict:
    """One page for a force: its units grouped by rules system, with the numbers a GM reads at the table."""
    from muster.services import queries as q

    force = q.force(svc, force_id)
    if force is None:
        raise ServiceError("That force no longer exists.")
    side = q.side(svc, force.side_id)
    units = [u for u in q.roster(svc)[2] if u.force_id == force_id]
    if not units:
        raise ServiceError(f"{force.name} has no units to print.")
    groups: dict[str, dict] = {}
    for u in units:
        table = force_table(u.system)
        group = groups.get(u.system)
        if group is None:
            spec = systems.find(u.system)
            group = groups[u.system] = {"system": u.system, "title": spec.units_title if spec else u.system.title(),
                                        "columns": list(table.columns if table else PLAIN_COLUMNS), "rows": []}
        if table is None:
            group["rows"].append([u.name, u.status])
            continue
        try:
            group["rows"].append(table.row(u.name, q.unit_state(svc, u.id) or {}))
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ServiceError(f"{u.name}'s sheet cannot be read: {exc}") from None
    return {"force": force.name, "side": side.name if side else "", "side_colour": side.colour if side else "",
            "groups": sorted(groups.values(), key=lambda g: _group_order(g["system"])),
            "count": len(units)}
