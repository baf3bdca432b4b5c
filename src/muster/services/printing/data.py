"""What the printed sheets show, as plain data read through the service layer's query functions (no Qt).

Which systems print what comes from the registry (:mod:`muster.systems`): ``SystemSpec.record_sheet`` names the
maker of one unit's record sheet (painted by the GUI), ``SystemSpec.force_sheet`` a
:class:`~muster.services.printing.ForceTable` (its columns on a force sheet, its card, its battle sheet's extra).

Everything comes out in the GM's language of the moment: headings translated (context "Printing"), the rules'
words as rules terms (``term("Rules", ...)``), the GM's names as typed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster import systems
from muster.i18n import Msg, join, term, term_noop, translate
from muster.services import ServiceError
from muster.services.printing import BattleCards, CardMaker, ForceTable
from muster.services.printing.cards import rules_term

if TYPE_CHECKING:
    from muster.services.printing.cards import Card, Who


PLAIN_COLUMNS = (term_noop("Printing", "Unit"), term_noop("Printing", "Status"))  # a system without a ForceTable



def record_sheet_systems() -> tuple[systems.SystemSpec, ...]:
    return tuple(spec for spec in systems.all() if spec.has_record_sheet)


def record_sheet_unit(svc, unit_id: int):
    """The roster row of ``unit_id`` and its system's descriptor; ServiceError unless it has a record sheet."""
    from muster.services import queries as q

    row = q.unit(svc, unit_id)
    if row is None:
        raise ServiceError(Msg("Errors", "That unit no longer exists."))
    spec = systems.find(row.system)
    if spec is None or not spec.has_record_sheet:
        kinds = join([term("Rules", s.label) for s in record_sheet_systems()], ", ")
        raise ServiceError(Msg("Errors", "%1 has no record sheet: record sheets are for %2 units.")
                           .args(row.name, kinds))
    return row, spec


def force_table(system: str) -> ForceTable | None:
    """``SystemSpec.force_sheet`` of ``system``, loaded; None for a system without one (or unknown)."""
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
    from muster.services.systems import campaign_tables

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
                "system": u.system, "title": rules_term(spec.units_title) if spec else u.system.title(),
                "columns": [translate("Printing", c) for c in (table.columns if table else PLAIN_COLUMNS)], "rows": []}
        if table is None:
            group["rows"].append([u.name, u.status])
            continue
        try:
            group["rows"].append(table.row(u.name, q.unit_state(svc, u.id) or {}, campaign_tables(svc, u.system)))
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ServiceError(Msg("Errors", "%1's sheet cannot be read: %2").args(u.name, str(exc))) from None
    return {"force": force.name, "side": side.name if side else "", "side_colour": side.colour if side else "",
            "groups": sorted(groups.values(), key=lambda g: _group_order(g["system"])),
            "count": len(units)}


# ---- unit cards and battles -------------------------------------------------------------------------------
def _who(svc, unit) -> "Who":
    from muster.services import queries as q
    from muster.services.printing.cards import Who

    force = q.force(svc, unit.force_id)
    side = q.side(svc, force.side_id) if force else None
    return Who(unit.name, force.name if force else "", side.name if side else "", side.colour if side else "",
               unit.status)


def unit_card(svc, unit_id: int, *, blank: bool = False) -> Card:
    """The card of one unit (:class:`~muster.services.printing.cards.Card`), built by its system's card maker."""
    from muster.services import queries as q
    from muster.services.house_rules import tables_for
    from muster.services.printing.cards import plain_card

    unit = q.unit(svc, unit_id)
    if unit is None:
        raise ServiceError(Msg("Errors", "That unit no longer exists."))
    state = q.unit_state(svc, unit_id) or {}
    who = _who(svc, unit)
    table = force_table(unit.system)
    kind = rules_term(systems.short_label(unit.system))
    if table is None or table.card is None:
        return plain_card(who, state, blank=blank, kind=kind)
    try:
        make: CardMaker = systems.load(table.card)
        return make(tables_for(svc, unit.system), who, state, blank=blank, kind=kind)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise ServiceError(Msg("Errors", "%1's card cannot be made: %2").args(unit.name, str(exc))) from None


def battle_cards(svc, battle_id: int, system: str, colours: dict[int, str]) -> list[Card]:
    """What a system adds to its battle sheet (GURPS: the army sheet), as wide cards."""
    table = force_table(system)
    if table is None or table.battle is None:
        return []
    extra: BattleCards = systems.load(table.battle)
    return list(extra(svc, battle_id, colours))
