"""BUCS (d20 Modern "Blood and Guts") actions: engagements, orders, command, conditions and healing.

Every GM action is one function running one :meth:`CampaignService.action`
(one undo step, all dice through ``act.roller``); read functions (odds,
breakdowns, previews) open their own session and return plain data.

Per-unit state is the engine's ``Unit.to_dict()`` (its ``name`` follows the
roster row). Per-battle state (``Battle.state``) holds::

    {"terrain": "open", "cramped_quarters": false,
     "actions": {"<unit id>": {"move": bool, "attack": bool}},   # this round
     "rounds_fought": 0, "ended": false, "last": {...}}          # last result

Engagement options (``options``), shared by previews and rolls, are read by
:class:`muster.rules.bucs.options.EngagementOptions` (the headless API's parser too): terrain,
cramped quarters, each side's situation / target (a unit id) / GM modifier / specialty, and the
GM's ticked conditions keyed by unit id, applied to the units before the roll and saved with it.

Text for the GM (log, action labels, statuses, refusals) is ``muster.i18n`` messages, context "BUCS", with the
rules' names as ``term("Rules", name)``; a result's ``text`` and ``notes`` stay English for the file and the
tests, with the messages beside them (``text_msg``, ``notes_msg``) for the result box.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Union

from sqlalchemy import select

from muster.campaign.models import Battle, Force, Side, Unit
from muster.i18n import Joined, Msg, Text, TextError, english_text, join, shown, term, to_data
from muster.rules.dice import Modifier
from muster.services.bucs_results import HealLine, HealPreview, HealResult
from muster.services.common import battle_action, battle_read, load_battle, system_tables
from muster.services.core import ActionScope, CampaignService, ServiceError

if TYPE_CHECKING:
    from muster.rules.bucs.data import BucsTables
    from muster.rules.bucs.modifiers import Engagement
    from muster.rules.bucs.orders import OrderTime
    from muster.rules.bucs.units import Unit as EngineUnit

#: What callers may hand in as the tables: typed, or the campaign's checked data (``act.tables``, ``tables_for``).
AnyTables = Union["BucsTables", dict]

SYSTEM = "bucs"
KINDS = ("round", "surprise", "contest")
MORALE_MARK, CASUALTY_MARK, LEFT_MARK = "◐", "✖", "●"
STATUS_WORDS = {"ready": Msg("BUCS", "ready"), "retreated": Msg("BUCS", "retreated"),
                "destroyed": Msg("BUCS", "destroyed")}


class BadUnit(ServiceError):
    """A BUCS unit state refused: "Bad BUCS unit: <reason>"; ``reason`` alone is what the unit editor shows."""

    def __init__(self, reason: Any):
        super().__init__(Msg("BUCS", "Bad BUCS unit: %1").args(reason))
        self.reason = reason


class _Refused(ServiceError):
    """A rule's refusal as the GM reads it: its first letter capitalised ("Unknown terrain ...")."""

    def __str__(self) -> str:
        return _capital(super().__str__())


def _reason(exc: Exception) -> Any:
    """Why ``exc`` was raised, as a message when it carries one."""
    return exc.message if isinstance(exc, TextError) else str(exc)


def rules_term(name: str) -> Msg:
    """A name from the rules data (quality, specialty, terrain, order...) in the GM's language."""
    return term("Rules", name)


# ---- state and roster status ------------------------------------------------------------------

def _default_tables() -> BucsTables:
    from muster.rules.bucs.data import default_tables

    return default_tables()


def typed_tables(tables: AnyTables | None) -> BucsTables:
    """The typed tables of ``tables`` (the campaign's data as ``act.tables`` gives it: built once), the bundled
    tables for None."""
    from muster.rules.bucs.data import as_tables

    return _default_tables() if tables is None else as_tables(tables)


def normalise_state(state: dict, tables: AnyTables | None = None) -> dict:
    """Check a BUCS unit state (editor, import) and return it in canonical form."""
    from muster.i18n import message_of
    from muster.rules.bucs.units import problems, unit_from_dict

    typed = typed_tables(tables)
    if not isinstance(state, dict):
        raise BadUnit(Msg("BUCS", "the state must be an object."))
    data = dict(state)
    data.setdefault("name", "Unit")
    if "quality" not in data and "base_quality" not in data:
        raise BadUnit(Msg("BUCS", "quality is required (Raw ... Legendary)."))
    try:
        unit = unit_from_dict(data, typed)
    except ValueError as exc:
        raise BadUnit(_reason(exc)) from None
    for where, problem in problems(unit, typed):
        raise BadUnit(join([where, message_of(problem)], ": "))
    return unit.to_dict()


def ladder_marks(unit, tables: BucsTables) -> str:
    """Pips for the hits a unit can take: ● left, ◐ morale hit, ✖ casualty hit."""
    from muster.rules.bucs.units import breaks_at

    total = breaks_at(unit, tables)
    left = max(0, total - unit.hits_taken)
    return LEFT_MARK * left + MORALE_MARK * unit.morale_hits + CASUALTY_MARK * unit.casualty_hits


def status_of_unit(unit, tables: BucsTables) -> Joined:
    """The status line: "Experienced ●●●●◐ (Elite; 1 morale) · dug in", a message in the GM's language."""
    from muster.rules.bucs.units import current_quality

    marks = ladder_marks(unit, tables)
    if unit.status == "ready":
        head: Text = rules_term(str(current_quality(unit, tables)))
    else:
        head = {"retreated": Msg("BUCS", "RETREATED"), "destroyed": Msg("BUCS", "DESTROYED")}[unit.status]
    hits = []
    if unit.morale_hits:
        hits.append(Msg("BUCS", "%1 morale").args(unit.morale_hits))
    if unit.casualty_hits:
        hits.append(Msg("BUCS", "%1 casualty").args(unit.casualty_hits))
    line = join([head, marks], " ")
    if hits:
        line = join([line, Msg("BUCS", "(%1; %2)").args(rules_term(unit.quality), join(hits, ", "))], " ")
    flags: list[Text] = []
    c = unit.conditions
    if c.dug_in or c.beachhead:
        flags.append(Msg("BUCS", "dug in"))
    if c.pinned_down:
        flags.append(Msg("BUCS", "pinned"))
    if unit.leader is not None and unit.leader.dead:
        flags.append(Msg("BUCS", "%1 dead").args(unit.leader.name))
    return join([line, join(flags, ", ")], " · ") if flags else line


def status(state: dict) -> Text:
    """The roster's status column: current quality, the ladder with hits marked, and status (a message)."""
    from muster.rules.bucs.units import unit_from_dict

    tables = _default_tables()
    try:
        unit = unit_from_dict({"name": "Unit", **state}, tables)
    except ValueError as exc:
        return Msg("BUCS", "invalid: %1").args(_reason(exc))
    return status_of_unit(unit, tables)


# ---- loading rows as engine units --------------------------------------------------------------

def _engine_unit(row: Unit, tables: BucsTables, side: str = ""):
    from muster.rules.bucs.units import unit_from_dict

    if row.system != SYSTEM:
        raise ServiceError(Msg("BUCS", "%1 is a %2 unit, not a BUCS unit.").args(row.name, row.system))
    try:
        return unit_from_dict({**(row.state or {}), "name": row.name, "side": side or (row.state or {}).get("side", "")},
                              tables)
    except ValueError as exc:
        raise ServiceError(Msg("BUCS", "%1 has a bad BUCS state: %2").args(row.name, _reason(exc))) from None


def _units_with_sides(s, ids) -> dict[int, tuple[Unit, int | None, str]]:
    """Each unit row with its side's id and name, in one query."""
    query = (select(Unit, Side.id, Side.name).outerjoin(Force, Force.id == Unit.force_id)
             .outerjoin(Side, Side.id == Force.side_id).where(Unit.id.in_(list(ids))))
    return {row.id: (row, side_id, name or "") for row, side_id, name in s.execute(query)}


def _write(act: ActionScope, row: Unit, unit, tables: BucsTables) -> None:
    # name and side follow the roster rows: kept as stored, so an unchanged unit costs no write
    stored = row.state or {}
    state = {**unit.to_dict(), "name": stored.get("name", unit.name), "side": stored.get("side", "")}
    line = status_of_unit(unit, tables)
    # unchanged rows cost no snapshot, flush or undo entry
    if state != stored or english_text(line) != row.status or to_data(line) != row.status_msg:
        act.update(row, state=state, status=line)


def _rule(fn):
    from muster.rules.bucs.data import RuleError

    try:
        return fn()
    except RuleError as exc:
        named = exc.field and exc.message.startswith(exc.field)  # "options.attacker.target: ..." stays as it is
        raise (ServiceError if named else _Refused)(exc.message.msg) from None


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _battle_state(battle: Battle) -> dict:
    state = dict(battle.state or {})
    state.setdefault("terrain", "open")
    state.setdefault("cramped_quarters", False)
    state.setdefault("actions", {})
    state.setdefault("rounds_fought", 0)
    state.setdefault("ended", False)
    return state


_ID_REFUSALS = {  # what: (none chosen, not an id, listed twice)
    "attacking": (Msg("BUCS", "Choose at least one attacking unit."),
                  Msg("BUCS", "Attacking units must be given by id, got %1."),
                  Msg("BUCS", "A unit is listed twice among the attacking units.")),
    "defending": (Msg("BUCS", "Choose at least one defending unit."),
                  Msg("BUCS", "Defending units must be given by id, got %1."),
                  Msg("BUCS", "A unit is listed twice among the defending units.")),
    "commanded": (Msg("BUCS", "Choose at least one commanded unit."),
                  Msg("BUCS", "Commanded units must be given by id, got %1."),
                  Msg("BUCS", "A unit is listed twice among the commanded units.")),
    "treated": (Msg("BUCS", "Choose at least one treated unit."),
                Msg("BUCS", "Treated units must be given by id, got %1."),
                Msg("BUCS", "A unit is listed twice among the treated units.")),
}


def _ids(value, what: str) -> list[int]:
    none, not_id, twice = _ID_REFUSALS[what]
    if isinstance(value, int) and not isinstance(value, bool):
        value = [value]
    if not isinstance(value, (list, tuple)) or not value:
        raise ServiceError(none)
    out = []
    for v in value:
        if not isinstance(v, int) or isinstance(v, bool):
            raise ServiceError(not_id.args(repr(v)))
        if v in out:
            raise ServiceError(twice)
        out.append(v)
    return out


def _no_unit(uid) -> ServiceError:
    return ServiceError(Msg("BUCS", "There is no unit #%1 in this campaign.").args(uid))


def _not_in_battle(row: Unit, battle: Battle) -> ServiceError:
    return ServiceError(Msg("BUCS", "%1 is not taking part in %2.").args(row.name, battle.name))


# ---- engagement options ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Engaged:
    """Both sides of one engagement, loaded and checked: rows, engine units (ticked conditions in), options."""

    attacker_rows: list[Unit]
    defender_rows: list[Unit]
    attackers: list[EngineUnit]
    defenders: list[EngineUnit]
    engagement: Engagement


def _setup(s, data: AnyTables, battle: Battle, attacker_ids, defender_ids, options: dict | None) -> Engaged:
    from muster.rules.bucs.options import EngagementOptions

    tables = typed_tables(data)
    opts = _rule(lambda: EngagementOptions.from_dict(options or {}, "options"))
    a_ids, d_ids = _ids(attacker_ids, "attacking"), _ids(defender_ids, "defending")
    if set(a_ids) & set(d_ids):
        raise ServiceError(Msg("BUCS", "A unit cannot be on both the attacking and the defending side."))
    found = _units_with_sides(s, a_ids + d_ids)
    for uid in a_ids + d_ids:
        if uid not in found:
            raise _no_unit(uid)
        if uid not in (battle.initiative or []):
            raise _not_in_battle(found[uid][0], battle)
    a_sides = {found[uid][1] for uid in a_ids}
    for uid in d_ids:
        row, side_id, side = found[uid]
        if side_id in a_sides:
            raise ServiceError(Msg("BUCS", "%1 is on the same side as the attackers (%2).").args(row.name, side))

    def load(uid):
        row, _, side = found[uid]
        return _rule(lambda: opts.with_conditions(_engine_unit(row, tables, side), uid, tables))

    enemies = {"attacker": d_ids, "defender": a_ids}

    def target_name(role: str, key) -> str:
        if key not in enemies[role]:
            raise ServiceError(Msg("BUCS", "The attacker's target must be one of the opposing units.")
                               if role == "attacker" else
                               Msg("BUCS", "The defender's target must be one of the opposing units."))
        return found[key][0].name

    state = _battle_state(battle)
    engagement = opts.engagement(state["terrain"], bool(state["cramped_quarters"]), target_name)
    return Engaged([found[u][0] for u in a_ids], [found[u][0] for u in d_ids], [load(u) for u in a_ids],
                   [load(u) for u in d_ids], engagement)


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

    def unit(self, unit_id) -> UnitView | None:
        return next((u for u in self.units if u.id == unit_id and u.unit is not None), None)


def editor_tables(svc: CampaignService | None = None) -> BucsTables:
    """The rules tables the unit editor offers (the campaign's house rules when a service is given)."""
    return typed_tables(system_tables(svc, SYSTEM) if svc is not None else None)


def describe_state(state: dict, tables: AnyTables | None = None) -> dict:
    """A unit state with its derived numbers (current quality, hits left, problems) for editors."""
    from muster.rules.bucs.units import describe, unit_from_dict

    typed = typed_tables(tables)
    try:
        unit = unit_from_dict({"name": "Unit", **state}, typed)
    except ValueError as exc:
        raise ServiceError(_reason(exc)) from None
    return describe(unit, typed)


def _unit_view(row: Unit, side_id, side: str, actions: dict, tables: BucsTables) -> UnitView:
    from muster.rules.bucs.modifiers import default_situation
    from muster.rules.bucs.units import current_quality, effective_mobility

    line = shown(row.status, row.status_msg)
    try:
        unit = _engine_unit(row, tables, side)
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
        state = _battle_state(battle)
        found = _units_with_sides(s, battle.initiative or [])
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


def preview(svc: CampaignService, battle_id: int, kind: str, attacker_ids, defender_ids,
            options: dict | None = None, skill: str | tuple[str, str] | None = None) -> Preview:
    """Both breakdowns and the exact odds of the next round / surprise check / skill contest."""
    from muster.rules.bucs.odds import contest_odds, round_odds

    if kind not in KINDS:
        raise ServiceError(Msg("BUCS", "Unknown engagement kind '%1' (one of %2).").args(kind, join(KINDS, ", ")))
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, data):
        tables = typed_tables(data)
        e = _setup(s, tables, battle, attacker_ids, defender_ids, options)
    if kind == "round":
        odds = _rule(lambda: round_odds(e.attackers, e.defenders, e.engagement, tables))
        hits = {"attacker_hits": dict(odds.attacker_hits), "defender_hits": dict(odds.defender_hits)}
    else:
        skills = ("Hide", "Spot") if kind == "surprise" else _skills(skill)
        odds = _rule(lambda: contest_odds(e.attackers, e.defenders, skills, e.engagement, tables))
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
            raise _no_unit(unit_id)
        unit = _engine_unit(row, tables)
    return _rule(lambda: order_time(unit, order, tables, hours))


def _skills(skill) -> tuple[str, str]:
    if isinstance(skill, str) and skill.strip():
        return skill.strip(), skill.strip()
    if isinstance(skill, (list, tuple)) and len(skill) == 2 and all(isinstance(x, str) and x.strip() for x in skill):
        return skill[0].strip(), skill[1].strip()
    raise ServiceError(Msg("BUCS", "Name the skill the units contest (for example Hide, Spot or Craft (Structural))."))


# ---- describing results ---------------------------------------------------------------------------

_HIT = {("morale", False): Msg("BUCS", "morale hit"), ("casualty", False): Msg("BUCS", "casualty hit"),
        ("morale", True): Msg("BUCS", "morale hit (joined character killed)"),
        ("casualty", True): Msg("BUCS", "casualty hit (joined character killed)")}


def _status_word(status: str) -> Text:
    return STATUS_WORDS.get(status) or status


def _event_text(events) -> list[Text]:
    from muster.i18n import message_of

    out: list[Text] = []
    for e in events:
        if e.result == "applied":
            after: Text = rules_term(e.quality_after) if e.quality_after else _status_word(e.status_after)
            if e.status_after == "retreated" and e.quality_after is None:
                after = Msg("BUCS", "retreats in poor order")
            elif e.status_after == "destroyed" and e.quality_after is None:
                after = Msg("BUCS", "destroyed")
            out.append(join([_HIT.get((e.kind, e.cause != "enemy"), e.kind), after], " → "))
        elif e.result == "ignored":
            out.append((Msg("BUCS", "morale hit ignored (%1)") if e.kind == "morale"
                        else Msg("BUCS", "casualty hit ignored (%1)")).args(message_of(e.reason)))
        else:
            out.append((Msg("BUCS", "morale hit lost (already %1)") if e.kind == "morale"
                        else Msg("BUCS", "casualty hit lost (already %1)")).args(_status_word(e.status_after)))
    return out


def _round_text(res, tables: BucsTables) -> Text:
    a, d = res.attacker, res.defender
    head = Msg("BUCS", "%1 %2 vs %3 %4").args(a.unit, a.total, d.unit, d.total)
    if res.winner is None:
        return Msg("BUCS", "%1: tie, no result").args(head)
    winner = a.unit if res.winner == "attacker" else d.unit
    if not res.hits:
        return Msg("BUCS", "%1: %2 wins by %3 (under %4: no hits)").args(head, winner, res.margin,
                                                                         tables.combat.margin_per_hit)
    hits = (Msg("BUCS", "1 hit on %1 (%2 morale, %3 casualty): %4") if res.hits == 1 else
            Msg("BUCS", "%n hits on %1 (%2 morale, %3 casualty): %4", None, res.hits))
    parts: list[Text] = [Msg("BUCS", "%1: %2 wins by %3").args(head, winner, res.margin),
                         hits.args(res.target, res.morale_hits, res.casualty_hits, join(_event_text(res.hit_events),
                                                                                        ", "))]
    for ch in res.character_hits:
        takes = Msg("BUCS", "%1 takes %2 (%3 hp, killed)") if ch.killed else Msg("BUCS", "%1 takes %2 (%3 hp)")
        parts.append(takes.args(ch.character, ch.damage, ch.hp_after))
    return join(parts, "; ")


def _prefixed(mods, who: str):
    return [Modifier(join([who, m.name], ": "), m.value) for m in mods]


def _notes_data(notes) -> list:
    from muster.rules.bucs.data import said

    return [to_data(n) for n in said(notes)]


def _result(res, text: Text, **extra) -> dict:
    """The action's result: the engine's (without the units, which the rows hold) plus the result box's text.

    ``text`` and ``notes`` are English; ``text_msg`` and ``notes_msg`` the messages the result box shows."""
    out = res.to_dict()
    for key in ("attackers", "defenders"):
        out.pop(key)
    out["totals"] = {"attacker": res.attacker.total, "defender": res.defender.total}
    out.update(text=english_text(text), text_msg=to_data(text), notes_msg=_notes_data(res.notes), **extra)
    return out


# ---- GM actions: engagements -----------------------------------------------------------------------

def _store_battle(act: ActionScope, battle: Battle, eng, last: dict, used_attack: list[int], rounds: int = 0) -> None:
    state = _battle_state(battle)
    actions = {k: dict(v) for k, v in state["actions"].items()}
    for uid in used_attack:
        actions.setdefault(str(uid), {"move": False, "attack": False})["attack"] = True
    state.update(terrain=eng.terrain, cramped_quarters=eng.cramped_quarters, actions=actions,
                 rounds_fought=state["rounds_fought"] + rounds, last=last)
    act.update(battle, state=state)


def _write_units(act: ActionScope, e: Engaged, res, tables: BucsTables) -> None:
    for row, unit in zip(e.attacker_rows + e.defender_rows, list(res.attackers) + list(res.defenders)):
        _write(act, row, unit, tables)


def resolve_round(svc: CampaignService, battle_id: int, attacker_ids, defender_ids,
                  options: dict | None = None) -> dict:
    """Roll one combat round between the sides' lead units and apply the result to every unit."""
    from muster.rules.bucs.combat import resolve_round as engine_round
    from muster.rules.bucs.data import said

    with battle_action(svc, SYSTEM, battle_id, "bucs-round", "Combat round") as (act, battle, data):
        tables = typed_tables(data)
        if _battle_state(battle).get("ended"):
            raise ServiceError(Msg("BUCS", "%1 has ended; start a new battle to fight again.").args(battle.name))
        e = _setup(act.s, tables, battle, attacker_ids, defender_ids, options)
        res = _rule(lambda: engine_round(e.attackers, e.defenders, e.engagement, act.roller, tables))
        _write_units(act, e, res, tables)
        text = _round_text(res, tables)
        result = _result(res, text)
        lead, foe = e.attacker_rows[0], e.defender_rows[0]
        _store_battle(act, battle, e.engagement, {"kind": "round", "text": result["text"], "notes": list(res.notes)},
                      [lead.id, foe.id], rounds=1)
        # the log's target is the defender the attack aims at, whoever won (the hits may fall on the attacker)
        aimed = e.engagement.attacker.target
        target = next((r for r in e.defender_rows if r.name == aimed), foe) if aimed else foe
        act.set_label(Msg("BUCS", "%1 attacks %2").args(lead.name, foe.name))
        act.describe(join([text, join(said(res.notes), "; ")], " — ") if res.notes else text, battle=battle,
                     actor=lead, target=target,
                     modifiers=_prefixed(res.attacker.roll.modifiers, lead.name)
                     + _prefixed(res.defender.roll.modifiers, foe.name),
                     result=result)
        return result


def resolve_surprise(svc: CampaignService, battle_id: int, hider_ids, spotter_ids,
                     options: dict | None = None) -> dict:
    """Hide (the would-be ambushers) against Spot; success starts the hiders with +2 momentum."""
    from muster.rules.bucs.combat import resolve_surprise as engine_surprise

    with battle_action(svc, SYSTEM, battle_id, "bucs-surprise", "Surprise check") as (act, battle, data):
        tables = typed_tables(data)
        e = _setup(act.s, tables, battle, hider_ids, spotter_ids, options)
        res = _rule(lambda: engine_surprise(e.attackers, e.defenders, e.engagement, act.roller, tables))
        _write_units(act, e, res, tables)
        a, d = res.attacker, res.defender
        verdict = (Msg("BUCS", "%1 surprises %2").args(a.unit, d.unit) if res.winner == "attacker" else
                   Msg("BUCS", "%1 spots them: no surprise").args(d.unit) if res.winner == "defender" else
                   Msg("BUCS", "tie: no surprise"))
        text = Msg("BUCS", "Surprise: %1 Hide %2 vs %3 Spot %4: %5").args(a.unit, a.total, d.unit, d.total, verdict)
        result = _result(res, text, surprise=res.winner == "attacker")
        _store_battle(act, battle, e.engagement, {"kind": "surprise", "text": result["text"], "notes": list(res.notes)},
                      [])
        act.set_label(Msg("BUCS", "%1 tries to surprise %2").args(a.unit, d.unit))
        act.describe(text, battle=battle, actor=e.attacker_rows[0], target=e.defender_rows[0],
                     modifiers=_prefixed(a.roll.modifiers, a.unit) + _prefixed(d.roll.modifiers, d.unit),
                     result=result)
        return result


def resolve_contest(svc: CampaignService, battle_id: int, attacker_ids, defender_ids, skill,
                    options: dict | None = None) -> dict:
    """A unit-vs-unit skill contest (e.g. reconnaissance against camouflage); units are not changed."""
    from muster.rules.bucs.combat import resolve_contest as engine_contest
    from muster.rules.bucs.modifiers import skill_name

    skills = _skills(skill)
    with battle_action(svc, SYSTEM, battle_id, "bucs-contest", "Skill contest") as (act, battle, data):
        tables = typed_tables(data)
        e = _setup(act.s, tables, battle, attacker_ids, defender_ids, options)
        res = _rule(lambda: engine_contest(e.attackers, e.defenders, skills, e.engagement, act.roller, tables))
        a, d = res.attacker, res.defender
        winner = a.unit if res.winner == "attacker" else d.unit if res.winner == "defender" else None
        first, second = skill_name(skills[0]), skill_name(skills[1])
        text = (Msg("BUCS", "%1 %2 %3 vs %4 %5 %6: %7 wins by %8").args(first, a.unit, a.total, second, d.unit,
                                                                         d.total, winner, res.margin) if winner
                else Msg("BUCS", "%1 %2 %3 vs %4 %5 %6: tie, no winner").args(first, a.unit, a.total, second, d.unit,
                                                                               d.total))
        result = _result(res, text)
        act.set_label(Msg("BUCS", "%1 %2 against %3").args(a.unit, first, d.unit))
        act.describe(text, battle=battle, actor=e.attacker_rows[0], target=e.defender_rows[0],
                     modifiers=_prefixed(a.roll.modifiers, a.unit) + _prefixed(d.roll.modifiers, d.unit),
                     result=result)
        return result


# ---- GM actions: conditions, actions used, orders, command ------------------------------------------

def set_conditions(svc: CampaignService, battle_id: int | None, unit_id: int, conditions: dict) -> None:
    """Set a unit's conditions (dug in, pinned down and why, surprised...) without rolling."""
    from muster.rules.bucs.modifiers import pin_word
    from muster.rules.bucs.options import apply_conditions

    with svc.action("bucs-conditions", "Set conditions") as act:
        tables = typed_tables(act.tables(SYSTEM))
        row = act.get(Unit, unit_id, "unit")
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        before = _engine_unit(row, tables)
        unit = _rule(lambda: apply_conditions(before, conditions, tables, "conditions"))
        if unit.conditions == before.conditions:
            raise ServiceError(Msg("BUCS", "%1's conditions are already like that.").args(row.name))
        _write(act, row, unit, tables)
        c = unit.conditions
        bits: list[Text] = []
        if c.dug_in:
            bits.append(Msg("BUCS", "dug in"))
        if c.pinned_down:
            bits.append(Msg("BUCS", "pinned down (%1)").args(join([pin_word(p) for p in c.pinned_down], ", ")))
        if c.surprised:
            bits.append(Msg("BUCS", "surprised"))
        act.set_label(Msg("BUCS", "Conditions of %1").args(row.name))
        act.describe(join([row.name, join(bits, ", ") if bits else Msg("BUCS", "no conditions")], ": "), battle=battle,
                     actor=row, result={"conditions": c.to_dict()})


_ACTION_WORDS = {  # (kind, used): (already so, the action's label, the log's text)
    ("move", True): (Msg("BUCS", "%1's move action is already used."), Msg("BUCS", "%1: move action used"),
                     Msg("BUCS", "%1's move action is used (round %2)")),
    ("move", False): (Msg("BUCS", "%1's move action is already free."), Msg("BUCS", "%1: move action free again"),
                      Msg("BUCS", "%1's move action is free again (round %2)")),
    ("attack", True): (Msg("BUCS", "%1's attack action is already used."), Msg("BUCS", "%1: attack action used"),
                       Msg("BUCS", "%1's attack action is used (round %2)")),
    ("attack", False): (Msg("BUCS", "%1's attack action is already free."),
                        Msg("BUCS", "%1: attack action free again"),
                        Msg("BUCS", "%1's attack action is free again (round %2)")),
}


def set_unit_action(svc: CampaignService, battle_id: int, unit_id: int, kind: str, used: bool) -> None:
    """Mark a unit's move or attack action as used (or not) this round."""
    if kind not in ("move", "attack"):
        raise ServiceError(Msg("BUCS", "A unit has a move and an attack action, not '%1'.").args(str(kind)))
    with battle_action(svc, SYSTEM, battle_id, "bucs-unit-action", "Mark action") as (act, battle, _):
        row = act.get(Unit, unit_id, "unit")
        if unit_id not in (battle.initiative or []):
            raise _not_in_battle(row, battle)
        state = _battle_state(battle)
        actions = {k: dict(v) for k, v in state["actions"].items()}
        mine = actions.setdefault(str(unit_id), {"move": False, "attack": False})
        already, label, text = _ACTION_WORDS[kind, bool(used)]
        if mine.get(kind) == bool(used):
            raise ServiceError(already.args(row.name))
        mine[kind] = bool(used)
        act.update(battle, state={**state, "actions": actions})
        act.set_label(label.args(row.name))
        act.describe(text.args(row.name, battle.round), battle=battle, actor=row)


def _hours_left(unit: EngineUnit) -> int | None:
    return unit.order.hours_left if unit.order is not None else None


def order_name(name: str, tables: BucsTables) -> Text:
    """An order as the GM reads it: an order of the rules data in the GM's language, any other as typed."""
    row = tables.order_row(name)
    return rules_term(row.name) if row is not None and row.name == name else name


def give_order(svc: CampaignService, unit_id: int, order: str, hours: int | None = None,
               given_by: str | None = None, battle_id: int | None = None) -> dict:
    """Give a unit an order (replacing any old one); timed orders get their hours by the unit's quality."""
    from muster.i18n import message_of
    from muster.rules.bucs.orders import give_order as engine_give

    if not isinstance(order, str) or not order.strip():
        raise ServiceError(Msg("BUCS", "Name the order (for example Attack, Use Skill, Bridge a River)."))
    if hours is not None and (not isinstance(hours, int) or isinstance(hours, bool) or hours < 0):
        raise ServiceError(Msg("BUCS", "An order's hours must be a whole number, 0 or more."))
    with svc.action("bucs-order", "Give order") as act:
        tables = typed_tables(act.tables(SYSTEM))
        row = act.get(Unit, unit_id, "unit")
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        unit = _engine_unit(row, tables)
        new, timing = _rule(lambda: engine_give(unit, order.strip(), tables, given_by or None, hours))
        _write(act, row, new, tables)
        name = order_name(new.order.name, tables)
        text: Text = Msg("BUCS", "%1 ordered: %2").args(row.name, name)
        if timing:
            took = (Msg("BUCS", "%1 (%2 h, %3 %4/%5 → 1 hour)") if timing.hours == 1 else
                    Msg("BUCS", "%1 (%2 h, %3 %4/%5 → %n hours)", None, timing.hours))
            text = took.args(text, timing.base_hours, rules_term(timing.quality), f"{timing.quality_modifier:+d}",
                             timing.divisor)
            if timing.as_raw_reason:
                text = join([text, message_of(timing.as_raw_reason)], "; ")
        if given_by:
            text = Msg("BUCS", "%1, given by %2").args(text, given_by)
        act.set_label(Msg("BUCS", "Order %1: %2").args(row.name, name))
        result = {"order": new.order.to_dict(), "timing": timing.to_dict() if timing else None,
                  "giving_the_order_is": tables.order_rules.giving_an_order}
        act.describe(text, battle=battle, actor=row, result=result)
        return result


def advance_hours(svc: CampaignService, battle_id: int, hours: int) -> list[dict]:
    """Let hours pass: every timed order in the battle counts down; finished orders take effect."""
    from muster.rules.bucs.orders import advance_hours as engine_advance

    if not isinstance(hours, int) or isinstance(hours, bool) or hours < 1:
        raise ServiceError(Msg("BUCS", "Let at least 1 hour pass."))
    with battle_action(svc, SYSTEM, battle_id, "bucs-hours", "Hours pass") as (act, battle, data):
        tables = typed_tables(data)
        report: list[dict] = []
        lines: list[Text] = []
        found = _units_with_sides(act.s, battle.initiative or [])
        for uid in battle.initiative or []:
            row = found[uid][0] if uid in found else None
            if row is None or row.system != SYSTEM:
                continue
            unit = _engine_unit(row, tables)
            if unit.order is None or unit.order.hours_left is None:
                continue
            prog = engine_advance(unit, hours, tables)
            _write(act, row, prog.unit, tables)
            name = order_name(unit.order.name, tables)
            if prog.completed:
                lines.append((Msg("BUCS", "%1 completes %2 (beachhead established: counts as dug in)")
                              if prog.effect == "beachhead" else Msg("BUCS", "%1 completes %2")).args(row.name, name))
            else:
                lines.append(Msg("BUCS", "%1: %2, %3 h left").args(row.name, name, _hours_left(prog.unit)))
            report.append({"unit_id": uid, "unit": row.name, "order": unit.order.name, "completed": prog.completed,
                           "hours_left": None if prog.completed else _hours_left(prog.unit),
                           "effect": prog.effect})
        if not report:
            raise ServiceError(Msg("BUCS", "No unit in this battle has an order with hours to count down."))
        label = Msg("BUCS", "1 hour pass") if hours == 1 else Msg("BUCS", "%n hours pass", None, hours)
        act.set_label(label)
        act.describe(join([label, join(lines, "; ")], ": "), battle=battle, result={"hours": hours, "units": report})
        return report


def take_command(svc: CampaignService, commander_id: int, unit_ids: list[int], battle_id: int | None = None) -> None:
    """A Legendary unit takes command of up to 6 lesser units (they count as under orders)."""
    from muster.rules.bucs.orders import take_command as engine_command

    ids = _ids(unit_ids, "commanded")
    with svc.action("bucs-command", "Take command") as act:
        tables = typed_tables(act.tables(SYSTEM))
        head = act.get(Unit, commander_id, "unit")
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        rows = [act.get(Unit, uid, "unit") for uid in ids]
        commander = _engine_unit(head, tables)
        new = _rule(lambda: engine_command(commander, [_engine_unit(r, tables) for r in rows], tables))
        for row, unit in zip(rows, new):
            _write(act, row, unit, tables)
        act.set_label(Msg("BUCS", "%1 takes command").args(head.name))
        act.describe(Msg("BUCS", "%1 takes command of %2").args(head.name, join([r.name for r in rows], ", ")),
                     battle=battle, actor=head)


def release_command(svc: CampaignService, unit_id: int, battle_id: int | None = None) -> None:
    with svc.action("bucs-command", "Release command") as act:
        tables = typed_tables(act.tables(SYSTEM))
        row = act.get(Unit, unit_id, "unit")
        unit = _engine_unit(row, tables)
        if unit.commanded_by is None:
            raise ServiceError(Msg("BUCS", "%1 is not under anyone's command.").args(row.name))
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        _write(act, row, replace(unit, commanded_by=None), tables)
        label = Msg("BUCS", "%1 leaves %2's command").args(row.name, unit.commanded_by)
        act.set_label(label)
        act.describe(label, battle=battle, actor=row)


# ---- turn hook -------------------------------------------------------------------------------------

def on_phase_change(act: ActionScope, battle: Battle, old_round: int, old_phase: int) -> None:
    """A new round gives every unit its move and attack action back."""
    if battle.round > old_round:
        state = _battle_state(battle)
        if state["actions"]:
            act.update(battle, state={**state, "actions": {}})


# ---- after the battle ----------------------------------------------------------------------------

def _heal_compute(units, medical, tables, capacity, hours_since_battle, rest_days, under_stress):
    from muster.rules.bucs import healing

    ended = [healing.end_battle(u) for u in units]
    treatments = healing.treat_casualties(ended, tables, medical, capacity, hours_since_battle, days=rest_days,
                                          under_stress=under_stress)
    rests = [healing.rest(t.after, rest_days, tables, under_stress) for t in treatments]
    used_capacity = capacity if capacity is not None else healing.medical_capacity(medical, tables)
    return treatments, rests, used_capacity


def _heal_inputs(s, tables, unit_ids, medical_ids, capacity, hours_since_battle, rest_days):
    ids = _ids(unit_ids, "treated")
    med = list(medical_ids or [])
    for value, refusal in ((hours_since_battle, Msg("BUCS", "The hours since the battle must be a whole number, "
                                                              "0 or more.")),
                           (rest_days, Msg("BUCS", "The rest days must be a whole number, 0 or more."))):
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ServiceError(refusal)
    if capacity is not None and (not isinstance(capacity, int) or isinstance(capacity, bool) or capacity < 0):
        raise ServiceError(Msg("BUCS", "The casualty hits the medics saved must be a whole number, 0 or more."))
    rows, units, medical = [], [], []
    for uid in ids:
        row = s.get(Unit, uid)
        if row is None:
            raise _no_unit(uid)
        rows.append(row)
        units.append(_engine_unit(row, tables))
    heal = tables.healing.medical_specialty
    for uid in med:
        row = s.get(Unit, uid)
        if row is None:
            raise _no_unit(uid)
        unit = _engine_unit(row, tables)
        if not unit.has(heal):
            raise ServiceError(Msg("BUCS", "%1 has no %2 specialty and cannot treat casualties.")
                               .args(row.name, rules_term(heal)))
        medical.append(unit)
    return rows, units, medical


def _heal_lines(rows, treatments, rests, tables) -> list[HealLine]:
    from muster.rules.bucs.units import current_quality

    out = []
    for row, t, r in zip(rows, treatments, rests):
        before, after = t.before, r.after
        bits: list[Text] = []
        if t.healed:
            bits.append(Msg("BUCS", "1 casualty hit saved by medics") if t.healed == 1 else
                        Msg("BUCS", "%n casualty hits saved by medics", None, t.healed))
        if t.morale_healed:
            bits.append(Msg("BUCS", "1 morale hit healed by medics") if t.morale_healed == 1 else
                        Msg("BUCS", "%n morale hits healed by medics", None, t.morale_healed))
        if t.permanent:
            bits.append(Msg("BUCS", "%1 lost for good: base quality %2 → %3")
                        .args(t.permanent, rules_term(t.before.quality), rules_term(t.after.quality)))
        if r.healed:
            bits.append(Msg("BUCS", "1 morale hit healed by rest") if r.healed == 1 else
                        Msg("BUCS", "%n morale hits healed by rest", None, r.healed))
        if r.kept_by_stress:
            bits.append(Msg("BUCS", "last morale hit stays (under stress)"))
        if before.status != after.status:
            bits.append(join([_status_word(before.status), _status_word(after.status)], " → "))
        if before.status == "destroyed":
            bits = [Msg("BUCS", "destroyed: lost")]
        if not bits:
            bits.append(Msg("BUCS", "no change"))
        text = join([row.name, join(bits, "; ")], ": ")
        out.append(HealLine(row.id, row.name, english_text(text), to_data(text), casualty_healed=t.healed,
                            casualty_permanent=t.permanent, morale_healed=r.healed + t.morale_healed,
                            morale_healed_by_medics=t.morale_healed, morale_kept=r.kept_by_stress,
                            quality_before=before.quality, quality_after=after.quality,
                            current_before=current_quality(before, tables),
                            current_after=current_quality(after, tables), status_before=before.status,
                            status_after=after.status, notes=tuple(dict.fromkeys(list(t.notes) + list(r.notes)))))
    return out


def _line_text(line: HealLine) -> Text:
    """A healing line's text as a message."""
    from muster.i18n import from_data

    return from_data(line.text_msg)


def heal_preview(svc: CampaignService, unit_ids, medical_ids=(), capacity: int | None = None,
                 hours_since_battle: int = 0, rest_days: int = 0, under_stress: bool = False) -> HealPreview:
    """What healing would do, without writing anything (for the after-battle dialog)."""
    tables = typed_tables(system_tables(svc, SYSTEM))
    with svc.file.read_sessions() as s:
        rows, units, medical = _heal_inputs(s, tables, unit_ids, medical_ids, capacity, hours_since_battle, rest_days)
        treatments, rests, cap = _heal_compute(units, medical, tables, capacity, hours_since_battle, rest_days,
                                               under_stress)
        return HealPreview(cap, tuple(_heal_lines(rows, treatments, rests, tables)),
                           late=hours_since_battle > tables.healing.medical_window_hours)


def heal(svc: CampaignService, unit_ids, medical_ids=(), capacity: int | None = None, hours_since_battle: int = 0,
         rest_days: int = 0, under_stress: bool = False, battle_id: int | None = None) -> HealResult:
    """After a battle: clear battle-only conditions, medical units save casualties, the rest are permanent, rest.

    With ``battle_id`` the battle is marked ended.
    """
    with svc.action("bucs-heal", "After-battle healing") as act:
        tables = typed_tables(act.tables(SYSTEM))
        rows, units, medical = _heal_inputs(act.s, tables, unit_ids, medical_ids, capacity, hours_since_battle,
                                            rest_days)
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        treatments, rests, cap = _heal_compute(units, medical, tables, capacity, hours_since_battle, rest_days,
                                               under_stress)
        for row, r in zip(rows, rests):
            _write(act, row, r.after, tables)
        lines = _heal_lines(rows, treatments, rests, tables)
        if battle is not None:
            act.update(battle, state={**_battle_state(battle), "ended": True})
        act.set_label(Msg("BUCS", "After-battle healing: %1").args(battle.name) if battle
                      else Msg("BUCS", "After-battle healing"))
        a_day = Msg("BUCS", "1 hit a day") if cap == 1 else Msg("BUCS", "%n hits a day", None, cap)
        rest = (Msg("BUCS", "1 day of rest") if rest_days == 1 else
                Msg("BUCS", "%n days of rest", None, rest_days))
        head = (Msg("BUCS", "After the battle (%1 h later, medics heal up to %2; %3, under stress)") if under_stress
                else Msg("BUCS", "After the battle (%1 h later, medics heal up to %2; %3)"))
        texts = join([_line_text(line) for line in lines], " | ")
        result = HealResult(cap, tuple(lines))
        act.describe(join([head.args(hours_since_battle, a_day, rest), texts], ": "), battle=battle,
                     result=result.to_dict())
        return result


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
engagement_setup = _setup
