"""What the printed sheets show, as plain data read through the service layer's query functions (no Qt).

Which systems print what comes from the registry (:mod:`muster.systems`): ``SystemSpec.record_sheet`` names the
maker of one unit's record sheet, ``SystemSpec.force_sheet`` a :class:`ForceTable` (its columns on a force sheet).

Everything comes out in the GM's language of the moment: headings translated (context "Printing"), the rules'
words as rules terms (``term("Rules", ...)``), the GM's names as typed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from muster import systems
from muster.i18n import Msg, fmt, join, render, term, term_noop, translate
from muster.services import ServiceError

if TYPE_CHECKING:
    from muster.gui.printing.carddata import Who


@dataclass(frozen=True)
class ForceTable:
    """A system's printing: its table on a force sheet (column headings, the cells of one unit from its name and
    state), the builder of its unit card (``card``: dotted name of a :mod:`muster.gui.printing.carddata` function)
    and what its battle sheet adds (``battle``: dotted name of ``(svc, battle_id, colours) -> list[Card]``)."""

    columns: tuple[str, ...]  # English, marked with term_noop("Printing", ...): shown translated
    row: Callable[[str, dict], list[str]]
    card: str | None = None
    battle: str | None = None


PLAIN_COLUMNS = (term_noop("Printing", "Unit"), term_noop("Printing", "Status"))  # a system without a ForceTable


def _rules(text: object) -> str:
    """A word of the rules data (a quality, an order, a troop type) in the GM's language."""
    text = str(text or "")
    return render(term("Rules", text)) if text else ""


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
        raise ServiceError(Msg("Errors", "That unit no longer exists."))
    spec = systems.find(row.system)
    if spec is None or not spec.has_record_sheet:
        kinds = join([term("Rules", s.label) for s in record_sheet_systems()], ", ")
        raise ServiceError(Msg("Errors", "%1 has no record sheet: record sheets are for %2 units.").args(row.name, kinds))
    return row, spec


def mech_sheet_data(svc, unit_id: int, *, blank: bool = False) -> dict:
    """The record sheet of one mech (``blank``: its design and pilot without damage)."""
    from muster.gui.systems.mech.sheetdata import build_sheet
    from muster.services import queries as q
    from muster.services.house_rules import tables_for

    row, spec = record_sheet_unit(svc, unit_id)
    state = q.unit_state(svc, unit_id) or {}
    rules = tables_for(svc, spec.key)
    try:
        sheet = build_sheet(state, rules, name=row.name, uid=unit_id, blank=blank)
    except ValueError as exc:
        raise ServiceError(Msg("Errors", "%1's record sheet cannot be read: %2").args(row.name, str(exc))) from None
    from muster.rules.mech import MechState

    design = MechState.from_dict(state).design
    abbrev = {key: loc["abbrev"] for key, loc in sheet["by_location"].items()}
    working = {w["id"]: w["working"] for w in sheet["weapons"]}
    rear = translate("MechSheet", "%1 (R)")  # a rear-facing weapon's location
    sheet["weapon_rows"] = [
        {"name": it.name, "location": fmt(rear, abbrev[it.location]) if it.rear else abbrev[it.location],
         "damage": str(it.damage), "heat": it.heat,
         "min": str(it.min_range) if it.min_range else "—", "short": str(it.short), "medium": str(it.medium),
         "long": str(it.long),
         "ranges": f"{it.min_range or '—'}/{it.short}/{it.medium}/{it.long}",
         "ammo": (f"{sheet_ammo(sheet, it.ammo_bin)}" if it.ammo_bin else "—"),
         "working": blank or working.get(it.id, True)}
        for it in design.items if it.is_weapon]
    sheet["ammo_rows"] = [
        {"name": a["name"], "location": abbrev.get(a["location"], a["location"]), "shots": a["shots"],
         "used": 0 if blank else max(0, a["shots"] - a["left"]), "working": blank or a["working"]}
        for a in sheet["ammo"]]
    sheet["movement_modes"] = rules["movement_modes"]
    sheet["movement_die"] = rules["movement_die"]
    sheet["consciousness"] = {"needed": list(rules["consciousness"]["needed"]),
                              "fatal_hit": rules["consciousness"]["fatal_hit"]}
    sheet["engine_heat_per_hit"] = rules["components"]["engine"]["heat_per_hit"]
    sheet["item_count"] = len(design.items)
    return sheet


def sheet_ammo(sheet: dict, bin_id: str) -> str:
    a = next((a for a in sheet["ammo"] if a["id"] == bin_id), None)
    if a is None:
        return "—"
    return str(a["shots"]) if sheet.get("blank") else f"{a['left']}/{a['shots']}"


def _bucs_row(name: str, state: dict) -> list[str]:
    from muster.services import bucs

    order = state.get("order")
    return [name, _rules(state.get("quality", "")), _rules(state.get("equipment", "")),
            ", ".join(_rules(s) for s in state.get("specialties", [])), _rules(state.get("mobility", "")),
            str(state.get("morale_hits", 0)), str(state.get("casualty_hits", 0)), render(bucs.status(state)),
            _rules((order or {}).get("name", "") if isinstance(order, dict) else str(order or ""))]


def _poleaxe_row(name: str, state: dict) -> list[str]:
    from muster.services import poleaxe

    stats = state.get("stats", {})
    value = lambda key: str(stats.get(key, {}).get("value", "—"))  # noqa: E731
    members = state.get("members", [])
    fit = sum(1 for m in members if m.get("condition") == "fit") if isinstance(members, list) else 0
    total = len(members) if isinstance(members, list) else 0
    leader = state.get("leader") or {}
    arms = [_rules(str(w).replace("_", " ")) for w in (state.get("weapon", ""), state.get("missile")) if w]
    kind = _rules(state.get("kind", "squad"))
    if state.get("squad_type"):
        kind = fmt(translate("Printing", "%1 (%2)"), kind, _rules(state["squad_type"]))
    return [name, kind, f"{fit}/{total}" if total else "—", value("attack_value"), value("defense_value"),
            value("movement"), value("hits_to_kill"), value("morale_value"), ", ".join(arms), leader.get("name", ""),
            render(poleaxe.status(state))]


def _gurps_row(name: str, state: dict) -> list[str]:
    from muster.gui.printing.carddata import troop_strength
    from muster.services import gurps

    ts = troop_strength(state)
    return [name, _rules(str(state.get("troop_type", "")).replace("_", " ")), str(state.get("count", "")),
            _rules(state.get("quality", "")), "—" if ts is None else str(ts), str(state.get("morale", "")),
            str(state.get("losses", 0)), render(gurps.status(state))]


BUCS_TABLE = ForceTable((term_noop("Printing", "Unit"), term_noop("Printing", "Quality"),
                         term_noop("Printing", "Equipment"), term_noop("Printing", "Specialties"),
                         term_noop("Printing", "Mobility"), term_noop("Printing", "Morale hits"),
                         term_noop("Printing", "Casualties"), term_noop("Printing", "Status"),
                         term_noop("Printing", "Order")), _bucs_row, card="muster.gui.printing.carddata:bucs_card")
POLEAXE_TABLE = ForceTable((term_noop("Printing", "Squad"), term_noop("Printing", "Kind"),
                            term_noop("Printing", "Fit"), term_noop("Printing", "AV"), term_noop("Printing", "DV"),
                            term_noop("Printing", "MV"), term_noop("Printing", "HTK"),
                            term_noop("Printing", "Morale"), term_noop("Printing", "Arms"),
                            term_noop("Printing", "Leader"), term_noop("Printing", "Status")),
                           _poleaxe_row, card="muster.gui.printing.carddata:poleaxe_card")
GURPS_TABLE = ForceTable((term_noop("Printing", "Unit"), term_noop("Printing", "Troops"),
                          term_noop("Printing", "Count"), term_noop("Printing", "Quality"),
                          term_noop("Printing", "TS"), term_noop("Printing", "Morale"),
                          term_noop("Printing", "Losses"), term_noop("Printing", "Status")), _gurps_row,
                         card="muster.gui.printing.carddata:gurps_card",
                         battle="muster.gui.printing.data:gurps_army_cards")


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
        raise ServiceError(Msg("Errors", "That force no longer exists."))
    side = q.side(svc, force.side_id)
    units = [u for u in q.roster(svc)[2] if u.force_id == force_id]
    if not units:
        raise ServiceError(Msg("Errors", "%1 has no units to print.").args(force.name))
    groups: dict[str, dict] = {}
    for u in units:
        table = force_table(u.system)
        group = groups.get(u.system)
        if group is None:
            spec = systems.find(u.system)
            group = groups[u.system] = {
                "system": u.system, "title": _rules(spec.units_title) if spec else u.system.title(),
                "columns": [translate("Printing", c) for c in (table.columns if table else PLAIN_COLUMNS)], "rows": []}
        if table is None:
            group["rows"].append([u.name, u.status])
            continue
        try:
            group["rows"].append(table.row(u.name, q.unit_state(svc, u.id) or {}))
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ServiceError(Msg("Errors", "%1's sheet cannot be read: %2").args(u.name, str(exc))) from None
    return {"force": force.name, "side": side.name if side else "", "side_colour": side.colour if side else "",
            "groups": sorted(groups.values(), key=lambda g: _group_order(g["system"])),
            "count": len(units)}


# ---- unit cards and battles -------------------------------------------------------------------------------
def _who(svc, unit) -> "Who":
    from muster.gui.printing.carddata import Who
    from muster.services import queries as q

    force = q.force(svc, unit.force_id)
    side = q.side(svc, force.side_id) if force else None
    return Who(unit.name, force.name if force else "", side.name if side else "", side.colour if side else "",
               unit.status)


def unit_card(svc, unit_id: int, *, blank: bool = False):
    """The card of one unit (:class:`~muster.gui.printing.carddata.Card`), built by its system's card maker."""
    from muster.gui.printing.carddata import plain_card
    from muster.services import queries as q
    from muster.services.house_rules import tables_for

    unit = q.unit(svc, unit_id)
    if unit is None:
        raise ServiceError(Msg("Errors", "That unit no longer exists."))
    state = q.unit_state(svc, unit_id) or {}
    who = _who(svc, unit)
    table = force_table(unit.system)
    kind = _rules(systems.short_label(unit.system))
    if table is None or table.card is None:
        return plain_card(who, state, blank=blank, kind=kind)
    try:
        return systems.load(table.card)(tables_for(svc, unit.system), who, state, blank=blank, kind=kind)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise ServiceError(Msg("Errors", "%1's card cannot be made: %2").args(unit.name, str(exc))) from None


def battle_cards(svc, battle_id: int, system: str, colours: dict[int, str]) -> list:
    """What a system adds to its battle sheet (GURPS: the army sheet), as wide cards."""
    table = force_table(system)
    if table is None or table.battle is None:
        return []
    return list(systems.load(table.battle)(svc, battle_id, colours))


def gurps_army_cards(svc, battle_id: int, colours: dict[int, str]) -> list:
    from muster.gui.printing.carddata import gurps_armies
    from muster.services import gurps

    view = gurps.battle_view(svc, battle_id)
    if view.problem:
        from muster.gui.printing.carddata import Card, Lines

        return [Card(view.name, translate("Printing", "GURPS army"),
                     parts=(Lines(translate("Printing", "Army sheet"), (render(view.problem),)),), wide=True)]
    return gurps_armies(view, colours)
