"""What a side's own page shows of one of its units (issue 28): everything the GM sees of it, minus GM notes.

Each system gives its numbers as ``fields`` (label, value: quality, morale, hits, orders...), By This Poleaxe its
hits-to-kill as ``pips``, mechs their heat and armour by location as a :class:`MechGauge`. Every string is in the
GM's language of the moment. A state that cannot be read gives no fields (the status line still shows).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from muster.i18n import Msg, Text, render, term
from muster.services.core import ServiceError

Fields = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Pips:
    """Hits to kill: ``left`` of ``max`` still standing (By This Poleaxe)."""

    label: str
    left: int
    max: int


@dataclass(frozen=True)
class MechLocation:
    code: str  # the diagram's short name ("CT")
    name: str
    armor: int
    armor_max: int
    structure: int
    structure_max: int
    destroyed: bool


@dataclass(frozen=True)
class MechGauge:
    heat: int
    heat_max: int  # the top of the heat scale
    shutdown_at: int | None  # the first heat that calls for a shutdown check
    locations: tuple[MechLocation, ...]


@dataclass(frozen=True)
class UnitDetail:
    fields: Fields = ()
    pips: tuple[Pips, ...] | None = None
    mech: MechGauge | None = None


def _field(label: Msg, value: Text | int | float | None) -> tuple[str, str]:
    return render(label), render(value) if value is not None else "—"


def _rules(value: object) -> str:
    """A rules word kept in a state ("Experienced", "ready") in the GM's language."""
    return render(term("Rules", str(value))) if value not in (None, "") else "—"


def generic_detail(state: dict, tables: Any) -> UnitDetail:
    from muster.rules.generic import GenericUnit

    unit = GenericUnit.from_dict(state)
    left = unit.max_hits - unit.hits_taken
    return UnitDetail((
        _field(Msg("TablePage", "Hits"), Msg("TablePage", "%1 of %2 left").args(left, unit.max_hits)),
        _field(Msg("TablePage", "Attack"), unit.attack),
        _field(Msg("TablePage", "Defence"), unit.defense),
        _field(Msg("TablePage", "Damage"), state.get("damage")),
    ))


def bucs_detail(state: dict, tables: Any) -> UnitDetail:
    from muster.services.bucs_views import describe_state

    summary = describe_state(state, tables)
    order = state.get("order")
    order_name = order.get("name") if isinstance(order, dict) else order
    conditions = state.get("conditions") or {}
    held = [Msg("TablePage", "dug in")] if conditions.get("dug_in") else []
    if conditions.get("surprised"):
        held.append(Msg("TablePage", "surprised"))
    fields = [
        _field(Msg("TablePage", "Quality"), _rules(summary.current_quality or state.get("quality"))),
        _field(Msg("TablePage", "Morale hits"), int(state.get("morale_hits") or 0)),
        _field(Msg("TablePage", "Casualty hits"), int(state.get("casualty_hits") or 0)),
        _field(Msg("TablePage", "Hits before it breaks"), summary.hits_left),
        _field(Msg("TablePage", "Status"), _rules(summary.status)),
        _field(Msg("TablePage", "Order"), _rules(order_name) if order_name else Msg("TablePage", "none")),
        _field(Msg("TablePage", "Equipment"), _rules(state.get("equipment"))),
    ]
    if held:
        fields.append(_field(Msg("TablePage", "Conditions"), ", ".join(render(m) for m in held)))
    return UnitDetail(tuple(fields))


def poleaxe_detail(state: dict, tables: Any) -> UnitDetail:
    from muster.rules.poleaxe import Squad

    sq = Squad.from_dict(state)
    fields: Fields = (
        _field(Msg("TablePage", "Hits to kill"), Msg("TablePage", "%1 of %2 left").args(sq.hits_left, sq.htk)),
        _field(Msg("TablePage", "Morale"), _rules(sq.morale)),
        _field(Msg("TablePage", "Attack value"), sq.value("attack_value")),
        _field(Msg("TablePage", "Defence value"), sq.value("defense_value")),
        _field(Msg("TablePage", "Morale value"), sq.value("morale_value")),
        _field(Msg("TablePage", "Movement"), sq.value("movement")),
    )
    leader = state.get("leader") if isinstance(state.get("leader"), dict) else None
    if leader and leader.get("name"):
        fields += (_field(Msg("TablePage", "Leader"), str(leader["name"])),)
    return UnitDetail(fields, (Pips(render(Msg("TablePage", "Hits to kill")), sq.hits_left, sq.htk),))


def gurps_detail(state: dict, tables: Any) -> UnitDetail:
    from muster.services.gurps import STATUS_WORDS, normalise_state

    st = normalise_state(state)
    word = STATUS_WORDS.get(st["status"], st["status"])
    return UnitDetail((
        _field(Msg("TablePage", "Troops"), Msg("TablePage", "%1 %2").args(st["count"], _rules(st["troop_type"]))),
        _field(Msg("TablePage", "Quality"), _rules(st["quality"])),
        _field(Msg("TablePage", "Morale"), st["morale"]),
        _field(Msg("TablePage", "Losses"), st["losses"]),
        _field(Msg("TablePage", "Status"), word if isinstance(word, Msg) else _rules(word)),
    ))


def mech_detail(state: dict, tables: Any) -> UnitDetail:
    from muster.rules.mech import MechState
    from muster.rules.mech.text import LOCATION_TITLE
    from muster.services.mech_views import view_of

    m = MechState.from_dict(state)
    view = view_of(m, tables, name=m.design.name)
    locations = tuple(MechLocation(_abbrev(loc.location), render(LOCATION_TITLE.get(loc.location, loc.location)),
                                   loc.armor_left, loc.armor, loc.internal_left, loc.internal, loc.lost)
                      for loc in view.locations)
    pilot = view.pilot
    fields = (
        _field(Msg("TablePage", "Heat"), view.heat),
        _field(Msg("TablePage", "Heat sinks"), view.sinks),
        _field(Msg("TablePage", "Pilot"), Msg("TablePage", "%1 (gunnery %2, piloting %3, %4 hits)").args(
            pilot.name, pilot.gunnery, pilot.piloting, pilot.head_hits)),
    )
    return UnitDetail(fields, None, MechGauge(view.heat, _heat_top(tables), view.shutdown_from or None, locations))


ABBREV = {"head": "HD", "center_torso": "CT", "left_torso": "LT", "right_torso": "RT", "center_torso_rear": "CTR",
          "left_torso_rear": "LTR", "right_torso_rear": "RTR", "left_arm": "LA", "right_arm": "RA",
          "left_leg": "LL", "right_leg": "RL"}


def _abbrev(location: str) -> str:
    """The short name the mech diagram writes (the record sheet's, in the GM's language)."""
    return render(term("MechSheet", ABBREV[location])) if location in ABBREV else location


def _heat_top(rules: dict) -> int:
    """The heat gauge's top: the automatic shutdown, else two above the last check (as the GM's gauge)."""
    heat = rules["heat"]
    auto = [b["min"] for b in heat["shutdown"] if b.get("automatic")]
    checks = [b["min"] for b in heat["shutdown"] + heat["ammo_check"]] + [b["min"] for b in heat["attack_penalty"]]
    return int(auto[0] if auto else max(checks, default=28) + 2)


def unit_detail(system: str, state: dict, tables: Any) -> UnitDetail:
    """One unit as its own side's page shows it (``SystemSpec.table_detail``; no fields for a system without one
    or a state it cannot read)."""
    from muster import systems

    spec = systems.find(system)
    found: Callable[[dict, Any], UnitDetail] | None = systems.load(spec.table_detail) if spec and \
        spec.table_detail else None
    if found is None:
        return UnitDetail()
    try:
        return found(state, tables)
    except (ValueError, KeyError, TypeError, AttributeError, ServiceError):
        return UnitDetail()

