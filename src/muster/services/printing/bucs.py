"""BUCS on paper: its card and its table on a force sheet (:class:`muster.services.printing.ForceTable`)."""

from __future__ import annotations

from muster.i18n import fmt, render, term_noop, translate
from muster.services.printing import ForceTable
from muster.services.printing.cards import Card, Lines, Part, Stat, Track, Who, none_word, rules_term, rules_word


def card(data: dict, who: Who, state: dict, *, blank: bool = False, kind: str = "BUCS") -> Card:
    from muster.rules.bucs import data as d
    from muster.rules.bucs.orders import order_time
    from muster.rules.bucs.units import base_rank, breaks_at, current_quality, effective_mobility, unit_from_dict

    tables = d.as_tables(data)
    unit = unit_from_dict({**state, "name": who.name}, tables)
    ladder = tables.ladder
    rank = base_rank(unit, tables)
    breaks = breaks_at(unit, tables)
    steps = tuple(rules_word(ladder[max(0, rank - i)]) for i in range(1, breaks)) + (
        translate("Printing", "breaks"),)
    morale = 0 if blank else unit.morale_hits
    casualty = 0 if blank else unit.casualty_hits
    track = Track(translate("Printing", "Quality ladder: one column per hit (tick the kind of hit)"), steps, (
        (translate("Printing", "Morale"), tuple(i < morale for i in range(breaks))),
        (translate("Printing", "Casualty"), tuple(morale <= i < morale + casualty for i in range(breaks))),
    ))
    equipment = tables.equipment_row(unit.equipment)
    now = rules_word(unit.quality) if blank else (rules_word(current_quality(unit, tables))
                                                  or rules_word(unit.status).upper())
    stats = (Stat(translate("Printing", "Quality"), rules_word(unit.quality)), Stat(translate("Printing", "Now"), now),
             Stat(translate("Printing", "Equipment"), f"{rules_word(unit.equipment)} {equipment.modifier:+d}"),
             Stat(translate("Printing", "Mobility"), rules_word(effective_mobility(unit, tables))))
    skills = {row.name: row.skills for row in tables.specialties}
    specialties = tuple(fmt(translate("Printing", "%1 (%2)"), rules_word(s),
                            ", ".join(rules_word(k) for k in skills[s]))
                        if skills.get(s) else rules_word(s) for s in unit.specialties)
    parts: list[Part] = [track, Lines(translate("Printing", "Specialties"), ("; ".join(specialties) or none_word(),))]
    orders, marked = [], []
    current = None if blank or unit.order is None else unit.order.name
    for row in tables.orders:
        if row.specialty and not unit.has(row.specialty):
            continue
        line = rules_word(row.name)
        if row.hours is not None:
            try:
                line = fmt(translate("Printing", "%1 — %2 h"), line, order_time(unit, row.name, tables).hours)
            except ValueError:
                pass
        if row.name == current and unit.order and unit.order.hours_left is not None:
            line = fmt(translate("Printing", "%1 (now: %2 h left)"), line, unit.order.hours_left)
        orders.append(line)
        marked.append(row.name == current)
    parts.append(Lines(translate("Printing", "Orders (tick the one given)"), tuple(orders), boxes=True,
                       marked=tuple(marked)))
    notes = []
    if unit.leader is not None:
        joined = (translate("Printing", "Joined by %1 (%2) — dead") if unit.leader.dead else
                  translate("Printing", "Joined by %1 (%2)"))
        notes.append(fmt(joined, unit.leader.name, rules_word(unit.leader.kind).upper()))
    if unit.commanded_by:
        notes.append(fmt(translate("Printing", "Commanded by %1"), unit.commanded_by))
    c = unit.conditions
    if not blank:
        if c.dug_in or c.beachhead:
            notes.append(translate("Printing", "Dug in"))
        if c.pinned_down:
            notes.append(fmt(translate("Printing", "Pinned down by %1"), ", ".join(c.pinned_down)))
        if c.momentum:
            notes.append(fmt(translate("Printing", "Momentum %1"), f"{c.momentum:+d}"))
    if notes:
        parts.append(Lines(translate("Printing", "Notes"), tuple(notes)))
    return Card(who.name, kind, who.subtitle, who.colour, stats, tuple(parts))


def row(name: str, state: dict, tables: dict | None = None) -> list[str]:
    from muster.services import bucs

    order = state.get("order")
    return [name, rules_term(state.get("quality", "")), rules_term(state.get("equipment", "")),
            ", ".join(rules_term(s) for s in state.get("specialties", [])), rules_term(state.get("mobility", "")),
            str(state.get("morale_hits", 0)), str(state.get("casualty_hits", 0)), render(bucs.status(state, tables)),
            rules_term((order or {}).get("name", "") if isinstance(order, dict) else str(order or ""))]



TABLE = ForceTable((term_noop("Printing", "Unit"), term_noop("Printing", "Quality"),
                         term_noop("Printing", "Equipment"), term_noop("Printing", "Specialties"),
                         term_noop("Printing", "Mobility"), term_noop("Printing", "Morale hits"),
                         term_noop("Printing", "Casualties"), term_noop("Printing", "Status"),
                         term_noop("Printing", "Order")), row, card="muster.services.printing.bucs:card")
