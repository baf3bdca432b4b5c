"""What the BUCS panel and dialogs read: the battle with its units (``panel_data``), the odds of the next roll
(``preview``), an order's time, a unit state described for the editor. Read-only: nothing is written."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from muster.campaign.models import Unit
from muster.i18n import Msg, join, shown
from muster.rules.dice import Modifier
from muster.services.bucs_units import (
    KINDS,
    SYSTEM,
    AnyTables,
    Ids,
    Options,
    battle_state,
    engagement_setup,
    engine_unit,
    ladder_marks,
    no_unit,
    reason_of,
    rule,
    skills_of,
    typed_tables,
    units_with_sides,
)
from muster.services.common import battle_read, system_tables
from muster.services.core import CampaignService, ServiceError

if TYPE_CHECKING:
    from muster.rules.bucs.data import BucsTables
    from muster.rules.bucs.odds import ContestOdds, RoundOdds
    from muster.rules.bucs.orders import OrderTime
    from muster.rules.bucs.units import Unit as EngineUnit

# ---- read functions ------------------------------------------------------------------------------

@dataclass(frozen=True)
class UnitActions:
    move: bool = False
    attack: bool = False


@dataclass(frozen=True)
class BattleView:
    """A BUCS battle's own state as saved in the file."""

    id: int
    name: str
    round: int
    terrain: str
    cramped_quarters: bool
    rounds_fought: int
    ended: bool


@dataclass(frozen=True)
class UnitView:
    """One unit of the battle: its engine state (None when the saved state is bad) and derived numbers."""

    id: int
    name: str
    side_id: int | None
    side: str
    status_line: str  # in the GM's language
    unit: EngineUnit | None
    error: str = ""  # in the GM's language
    current_quality: str | None = ""  # the rules data's names: shown as term("Rules", name); None: broken
    effective_mobility: str = ""
    ladder: str = ""
    situation: str = ""
    actions: UnitActions = UnitActions()

    @property
    def ready(self) -> bool:
        return self.unit is not None and self.unit.status == "ready"


@dataclass(frozen=True)
class OrderChoice:
    name: str
    specialty: str | None
    hours: int | None


@dataclass(frozen=True)
class PanelData:
    """Everything the battle panel shows: the battle, its units in initiative order, the rules' choices."""

    battle: BattleView
    units: tuple[UnitView, ...]
    terrains: tuple[str, ...]
    pin_reasons: tuple[str, ...]
    orders: tuple[OrderChoice, ...]
    specialties: tuple[str, ...]
    margin_per_hit: int

    def unit(self, unit_id: object) -> UnitView | None:
        return next((u for u in self.units if u.id == unit_id and u.unit is not None), None)


def editor_tables(svc: CampaignService | None = None) -> BucsTables:
    """The rules tables the unit editor offers (the campaign's house rules when a service is given)."""
    return typed_tables(system_tables(svc, SYSTEM) if svc is not None else None)


@dataclass(frozen=True)
class StateSummary:
    """A unit state's derived numbers, for editors: the quality it fights as now (None once out), its status,
    the hits it can take before it breaks, its mobility, the specialties its quality allows, what is wrong."""

    status: str
    current_quality: str | None
    hits_taken: int
    hits_left: int
    breaks_at_hits: int
    effective_mobility: str
    specialties_allowed: int
    problems: tuple[Any, ...]


def describe_state(state: dict[str, Any], tables: AnyTables | None = None) -> StateSummary:
    """A unit state with its derived numbers (current quality, hits left, problems) for editors."""
    from muster.rules.bucs.units import describe, unit_from_dict

    typed = typed_tables(tables)
    try:
        unit = unit_from_dict({"name": "Unit", **state}, typed)
    except ValueError as exc:
        raise ServiceError(reason_of(exc)) from None
    d = describe(unit, typed)
    return StateSummary(unit.status, d["current_quality"], d["hits_taken"], d["hits_left"], d["breaks_at_hits"],
                        d["effective_mobility"], d["specialties_allowed"], tuple(d["problems"]))


def _unit_view(row: Unit, side_id: int | None, side: str, actions: dict[str, Any], tables: BucsTables) -> UnitView:
    from muster.rules.bucs.modifiers import default_situation
    from muster.rules.bucs.units import current_quality, effective_mobility

    line = shown(row.status, row.status_msg)
    try:
        unit = engine_unit(row, tables, side)
    except ServiceError as exc:
        return UnitView(row.id, row.name, side_id, side, line, None, error=str(exc))
    used = actions.get(str(row.id), {})
    return UnitView(row.id, row.name, side_id, side, line, unit, current_quality=current_quality(unit, tables),
                    effective_mobility=effective_mobility(unit, tables), ladder=ladder_marks(unit, tables),
                    situation=default_situation(unit),
                    actions=UnitActions(bool(used.get("move")), bool(used.get("attack"))))


def panel_data(svc: CampaignService, battle_id: int) -> PanelData:
    """Everything the battle panel shows: settings, units with derived numbers and actions used, choices."""
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, data):
        tables = typed_tables(data)
        state = battle_state(battle)
        found = units_with_sides(s, battle.initiative or [])
        units = tuple(_unit_view(*found[uid], state["actions"], tables) for uid in battle.initiative or []
                      if uid in found and found[uid][0].system == SYSTEM)
        view = BattleView(battle.id, battle.name, battle.round, state["terrain"], bool(state["cramped_quarters"]),
                          state["rounds_fought"], bool(state["ended"]))
    return PanelData(view, units, tables.terrain_names, tables.pin_reasons,
                     tuple(OrderChoice(o.name, o.specialty, o.hours) for o in tables.orders),
                     tables.specialty_names, tables.combat.margin_per_hit)


@dataclass(frozen=True)
class SideOdds:
    """One side's lead unit and the named modifiers on its d20."""

    unit: str
    modifiers: tuple[Modifier, ...]

    @property
    def modifier_total(self) -> int:
        return sum(m.value for m in self.modifiers)


@dataclass(frozen=True)
class Preview:
    """Both breakdowns and the exact odds of the next round, surprise check or skill contest."""

    kind: str
    attacker: SideOdds
    defender: SideOdds
    notes: tuple[str, ...]  # English, each keeping its message: render(muster.i18n.message_of(note))
    attacker_wins: Fraction
    defender_wins: Fraction
    no_result: Fraction
    attacker_hits: dict[str, Fraction] = field(default_factory=dict)  # rounds: P(wins and deals N hits), "0".."3+"
    defender_hits: dict[str, Fraction] = field(default_factory=dict)


def preview(svc: CampaignService, battle_id: int, kind: str, attacker_ids: Ids, defender_ids: Ids,
            options: Options = None, skill: str | tuple[str, str] | None = None) -> Preview:
    """Both breakdowns and the exact odds of the next round / surprise check / skill contest."""
    from muster.rules.bucs.odds import contest_odds, round_odds

    if kind not in KINDS:
        raise ServiceError(Msg("BUCS", "Unknown engagement kind '%1' (one of %2).").args(kind, join(KINDS, ", ")))
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, data):
        tables = typed_tables(data)
        e = engagement_setup(s, tables, battle, attacker_ids, defender_ids, options)
    odds: RoundOdds | ContestOdds
    if kind == "round":
        rounds = rule(lambda: round_odds(e.attackers, e.defenders, e.engagement, tables))
        hits = {"attacker_hits": dict(rounds.attacker_hits), "defender_hits": dict(rounds.defender_hits)}
        odds = rounds
    else:
        skills = ("Hide", "Spot") if kind == "surprise" else skills_of(skill)
        odds = rule(lambda: contest_odds(e.attackers, e.defenders, skills, e.engagement, tables))
        hits = {}
    return Preview(kind, SideOdds(e.attackers[0].name, tuple(odds.attacker_modifiers)),
                   SideOdds(e.defenders[0].name, tuple(odds.defender_modifiers)), tuple(odds.notes),
                   odds.attacker_wins, odds.defender_wins, odds.no_result, **hits)


def order_preview(svc: CampaignService, unit_id: int, order: str, hours: int | None = None) -> OrderTime:
    """How long ``order`` would take the unit (``rules.bucs.orders.OrderTime``), or why it has no time."""
    from muster.rules.bucs.orders import order_time

    tables = typed_tables(system_tables(svc, SYSTEM))
    with svc.file.read_sessions() as s:
        row = s.get(Unit, unit_id)
        if row is None:
            raise no_unit(unit_id)
        unit = engine_unit(row, tables)
    return rule(lambda: order_time(unit, order, tables, hours))
