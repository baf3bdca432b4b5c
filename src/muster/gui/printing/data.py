"""What the printed sheets show, as plain data read through the service layer's query functions (no Qt)."""

from __future__ import annotations

from muster.services import ServiceError

FORCE_SYSTEMS = ("bucs", "poleaxe", "gurps")
SYSTEM_TITLES = {"bucs": "BUCS units", "poleaxe": "By This Poleaxe squads", "gurps": "GURPS Mass Combat army",
                 "mech": "Mechs", "generic": "Units"}


def mech_units(svc) -> list[tuple[int, str]]:
    """(unit id, name) of every mech in the campaign, roster order."""
    from muster.services import queries as q

    return [(u.id, u.name) for u in q.roster(svc)[2] if u.system == "mech"]


def record_sheet_data(svc, unit_id: int, *, blank: bool = False) -> dict:
    """The record sheet of one mech (``blank``: its design and pilot without damage)."""
    from muster.gui.systems.mech.sheetdata import build_sheet
    from muster.services import queries as q
    from muster.services.house_rules import tables_for

    row = q.unit(svc, unit_id)
    if row is None:
        raise ServiceError("That unit no longer exists.")
    if row.system != "mech":
        raise ServiceError(f"{row.name} is not a mech: record sheets are for mech combat units.")
    state = q.unit_state(svc, unit_id)
    try:
        sheet = build_sheet(state, tables_for(svc, "mech"), name=row.name, uid=unit_id, blank=blank)
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


COLUMNS = {
    "bucs": (["Unit", "Quality", "Equipment", "Specialties", "Mobility", "Morale hits", "Casualties", "Status", "Order"],
             _bucs_row),
    "poleaxe": (["Squad", "Kind", "Fit", "AV", "DV", "MV", "HTK", "Morale", "Arms", "Leader", "Status"], _poleaxe_row),
    "gurps": (["Unit", "Troops", "Count", "Quality", "Morale", "Losses", "Status"], _gurps_row),
}


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
        group = groups.get(u.system)
        if group is None:
            columns = COLUMNS[u.system][0] if u.system in COLUMNS else ["Unit", "Status"]
            group = groups[u.system] = {"system": u.system, "title": SYSTEM_TITLES.get(u.system, u.system.title()),
                                        "columns": list(columns), "rows": []}
        state = q.unit_state(svc, u.id) or {}
        if u.system in COLUMNS:
            try:
                group["rows"].append(COLUMNS[u.system][1](u.name, state))
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                raise ServiceError(f"{u.name}'s sheet cannot be read: {exc}") from None
        else:
            group["rows"].append([u.name, u.status])
    order = {s: i for i, s in enumerate(FORCE_SYSTEMS)}
    return {"force": force.name, "side": side.name if side else "", "side_colour": side.colour if side else "",
            "groups": sorted(groups.values(), key=lambda g: order.get(g["system"], 99)),
            "count": len(units)}
