"""What the GURPS battle panel shows (``BattleView``), read from the file: armies, skills, odds, Troop Strength."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from muster.i18n import Msg, render
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.tables import as_tables
from muster.rules.gurps.words import amount
from muster.services.common import battle_read
from muster.services.core import CampaignService, ServiceError
from muster.services.gurps_records import (
    CasualtiesView,
    ContestView,
    DayView,
    EventView,
    ForceRatioView,
    ModifierView,
    OddsView,
    PowersView,
    SecurityView,
    SkillView,
)
from muster.services.gurps_state import (
    SIDES,
    SYSTEM,
    Loaded,
    _declared_luck,
    _disaster_bonus,
    _load,
    _stored_army,
    _why,
)

if TYPE_CHECKING:
    from collections.abc import Iterable

    from muster.rules.gurps.armies import Leader, Seer
    from muster.rules.gurps.battle import Battle as EngineBattle
    from muster.rules.gurps.pcs import PC
    from muster.rules.gurps.results_data import ResultTable
    from muster.rules.gurps.skill import SkillModifier

# ---- read functions (the panel and the CLI) ------------------------------------------------------

@dataclass(frozen=True)
class UnitView:
    id: int
    name: str
    troop_type: str
    count: int
    quality: str
    morale: int
    status: str
    losses: int
    ts: float = 0
    ts_source: str = "fallback"  # entered, computed or fallback
    ts_working: tuple[str, ...] = ()


@dataclass(frozen=True)
class SideView:
    """One army as the panel shows it, read by attribute: its name, commander, leaders, seers and PCs (the
    engine's frozen ``Leader``, ``Seer`` and ``PC``); ``army`` is the army document the army dialog edits (no
    units)."""

    side_id: int
    side_name: str
    army: dict
    troops: int
    all_troops: int
    units: tuple[UnitView, ...]
    morale_modifiers: tuple[ModifierView, ...]
    name: str
    commander: Leader
    leaders: tuple[Leader, ...] = ()
    seers: tuple[Seer, ...] = ()
    ts: float = 0  # Troop Strength of the units still on the field
    ts_working: str = ""
    pcs: tuple[PC, ...] = ()
    tech_level: int = 3


@dataclass(frozen=True)
class BattleView:
    """Everything the GM's panel shows, read by attribute. ``problem`` is set if the battle cannot be fought yet.

    ``contest`` is the day's stored contest, ``events`` the pre-battle events (a seer's reading keeps
    its GM-only part under ``gm_only``), ``skills`` and ``odds`` the engine's effective skills and
    result-row chances (None with ``skill_problem`` when they cannot be worked out); the frozen views
    these hold are in ``gurps_records``.
    """

    id: int
    name: str
    day: int
    phase: int
    problem: str = ""
    stage: str = ""  # pre_battle, morale, day_done or over
    battle_type: str = "open_field"
    position: tuple[str, ...] = ()
    over: bool = False
    position_taken: bool = False
    history: tuple[DayView, ...] = ()
    events: tuple[EventView, ...] = ()
    security: dict[str, SecurityView] = field(default_factory=dict)  # posted guards, per side
    carry: dict[str, tuple[ModifierView, ...]] = field(default_factory=dict)  # morale into the next day, per side
    skills: dict[str, SkillView] | None = None
    odds: OddsView | None = None
    skill_problem: str = ""
    sides: dict[str, SideView] = field(default_factory=dict)  # "attacker"/"defender" -> SideView
    contest: ContestView | None = None
    tables: dict[str, ResultTable] = field(default_factory=dict)  # the three result tables
    position_choices: tuple[tuple[str, str, int], ...] = ()
    situation_choices: tuple[tuple[str, str, int], ...] = ()
    force_ratio: ForceRatioView | None = None  # stronger side, ratio, bonus, working
    luck_counted: tuple[str, ...] = ()  # sides whose Luck the odds count
    casualties: CasualtiesView | None = None  # today's casualty results, per side
    powers: dict[str, PowersView] = field(default_factory=dict)  # side -> its secret placement (GM-only until revealed)
    mana_choices: tuple[tuple[str, str], ...] = ()
    power_effects: tuple[tuple[str, str], ...] = ()
    disaster_table: bool = False  # the Disaster roll and table are entered (else the GM enters each disaster)
    disaster_bonus: dict[str, int] = field(default_factory=dict)  # side -> + to its Disaster roll from enemy powers
    disasters_due: tuple[tuple[str, str], ...] = ()  # (side, why) where the rules call for a Disaster roll
    glory_table: bool = False  # the Glory table is entered (else the GM enters each row after the roll)

    def side_of(self, unit_id: int | None) -> str | None:
        """"attacker" or "defender": the army ``unit_id`` fights in."""
        return next((side for side, v in self.sides.items() if any(u.id == unit_id for u in v.units)), None)


def battle_view(svc: CampaignService, battle_id: int) -> BattleView:
    """Everything the GM's panel shows, read from the file."""
    from muster.rules.gurps.battle import effective_skills
    from muster.rules.gurps.odds import contest_odds
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, data):
        rules = as_tables(data)  # the engine takes the typed tables
        try:
            loaded = _load(s, battle)
        except ServiceError as exc:
            return BattleView(battle.id, battle.name, battle.round, battle.phase, problem=str(exc))
        eng, state = loaded.engine, loaded.state
        try:
            found = effective_skills(eng, rules)
            skills: dict[str, SkillView] | None = {side: SkillView.of(found[side]) for side in SIDES}
            odds: OddsView | None = OddsView.of(contest_odds(found["attacker"].total, found["defender"].total, rules,
                                                             eng.battle_type, _declared_luck(eng)))
            skill_problem = ""
        except (ValueError, KeyError) as exc:
            skills, odds = None, None
            skill_problem = render(_why(exc))
        sides = {side: _side_view(loaded, side, rules) for side in SIDES}
        strength = {side: sides[side].ts for side in SIDES}
        contest = state["contests"].get(str(battle.round))
        if eng.over:
            stage = "over"
        elif contest is None:
            stage = "pre_battle"
        elif not contest.get("morale_done"):
            stage = "morale"
        else:
            stage = "day_done"
        return BattleView(
            battle.id, battle.name, battle.round, battle.phase, stage=stage, battle_type=eng.battle_type,
            position=tuple(eng.position), over=eng.over, position_taken=eng.position_taken,
            history=tuple(DayView.stored(h) for h in state["history"]),
            events=tuple(EventView.stored(e) for e in state["events"]),
            security={side: SecurityView(str(sec["leader"]), int(sec["team"]))
                      for side, sec in state["security"].items() if sec},
            carry={side: tuple(ModifierView.stored(m) for m in mods) for side, mods in state["carry"].items()},
            skills=skills, odds=odds, skill_problem=skill_problem, sides=sides,
            contest=ContestView.stored(contest) if contest is not None else None, tables=rules.results,
            position_choices=tuple((r.key, r.label, r.value) for r in rules.strategy.defensive_position),
            situation_choices=tuple((r.key, r.label, r.value) for r in rules.strategy.morale_modifiers),
            force_ratio=_ratio_view(strength, eng, rules), luck_counted=_declared_luck(eng),
            casualties=CasualtiesView.stored(contest["casualties"]) if (contest or {}).get("casualties") else None,
            powers={side: PowersView.stored(placed) for side, placed in (state.get("powers") or {}).items() if placed},
            mana_choices=tuple((r.key, r.label) for r in rules.powers.mana),
            power_effects=tuple((r.key, r.label) for r in rules.powers.effects),
            disaster_table=bool(rules.disasters.dice and rules.disasters.table),
            disaster_bonus={side: _disaster_bonus(state, side) for side in SIDES},
            disasters_due=_disasters_due(state, loaded), glory_table=bool(rules.pc.glory_table))


def _side_view(loaded: Loaded, side: str, rules: Tables) -> SideView:
    """One army of the loaded battle: its units with their Troop Strength, its morale modifiers, its people."""
    from muster.rules.gurps.morale import morale_modifiers
    from muster.rules.gurps.pcs import PC

    eng = loaded.engine
    army = eng.army(side)
    try:
        mods = tuple(_shown_mods(morale_modifiers(army, rules, carried=eng.carried(side))))
    except KeyError:
        mods = ()
    rows = loaded.units[side]
    each = _unit_strengths(army, rules)
    field_ts = sum(each[u.name].ts for u in army.fighting_units() if u.name in each)
    units = tuple(UnitView(rows[u.name].id, rows[u.name].name, u.troop_type, u.count, u.quality, u.morale, u.status,
                           u.losses, *(_ts_fields(each.get(u.name)))) for u in army.units)
    working = " + ".join(_fmt(each[u.name].ts) for u in army.fighting_units() if u.name in each) + " = " \
        + _fmt(field_ts)
    return SideView(loaded.side_ids[side], loaded.side_names[side], _stored_army(loaded, side, army), army.troops(),
                    army.troops(in_battle_only=False), units, mods, name=army.name, commander=army.commander,
                    leaders=army.leaders, seers=army.seers, ts=field_ts, ts_working=working,
                    pcs=tuple(PC.from_dict(p) for p in army.pcs), tech_level=army.tech_level)


def _disasters_due(state: dict, loaded: Loaded) -> tuple[tuple[str, str], ...]:
    """Sides owed a Disaster roll: a successful assassination is a disaster for its victims, until one is rolled
    or entered for them."""
    due: dict[str, str] = {}
    for ev in state["events"]:
        if ev.get("kind") == "mission" and ev.get("mission") == "assassination" and ev.get("success"):
            due[ev["victim"]] = render(Msg("GURPS", "%1: a leader was assassinated").args(
                loaded.side_names[ev["victim"]]))
        elif ev.get("kind") == "disaster" and ev.get("side") in due:
            due.pop(ev["side"])
    return tuple(due.items())


def _fmt(value) -> str:
    """A Troop Strength in the GM's language ("3,000" in English)."""
    return render(amount(value))


def _shown_mods(mods: Iterable[SkillModifier]) -> list[ModifierView]:
    """Modifiers as a read function gives them: each name in the GM's language of the moment."""
    return [ModifierView.of(m) for m in mods]


def _unit_strengths(army, rules: Tables) -> dict:
    from muster.rules.gurps.strength import unit_strength

    out = {}
    for u in army.units:
        try:
            out[u.name] = unit_strength(u, army.tech_level, rules)
        except KeyError:  # a special weapon the (house) rules no longer list
            continue
    return out


def _ts_fields(strength) -> tuple:
    if strength is None:
        return (0, "fallback", (render(Msg("GURPS", "TS cannot be worked out: check the unit's special weapons")),))
    return (strength.ts, strength.source, tuple(render(line) for line in strength.working))


def _ratio_view(strength: dict[str, float], eng: EngineBattle, rules: Tables) -> ForceRatioView:
    from muster.rules.gurps.strength import force_ratio

    return ForceRatioView.of(force_ratio(strength["attacker"], strength["defender"], rules, eng.attacker.tech_level,
                                         eng.defender.tech_level))
