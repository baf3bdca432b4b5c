"""BUCS units in the file: the unit state checked and shown (roster status), rows loaded as engine units and
written back, the ids a use case is given, and both sides of an engagement loaded and checked."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, TypeVar, Union

from sqlalchemy import select

from muster.campaign.models import Battle, Force, Side, Unit
from muster.i18n import Joined, Msg, Text, TextError, english_text, join, term, to_data
from muster.services.core import ActionScope, ServiceError

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from muster.rules.bucs.data import BucsTables
    from muster.rules.bucs.modifiers import Engagement
    from muster.rules.bucs.options import EngagementOptions
    from muster.rules.bucs.units import Unit as EngineUnit

#: What callers may hand in as the tables: typed, or the campaign's checked data (``act.tables``, ``tables_for``).
AnyTables = Union["BucsTables", dict]
T = TypeVar("T")
#: The units a use case is given: their ids (one id alone is a list of one).
Ids = Union[Sequence[int], int]
#: An engagement's options as the use cases take them: typed (``rules.bucs.options.EngagementOptions``), or none.
#: Their JSON shape (a headless caller's, the panel's widgets') becomes them at :func:`engagement_options`.
Options = Union["EngagementOptions", None]

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
        return capital(super().__str__())


def reason_of(exc: Exception) -> Any:
    """Why ``exc`` was raised, as a message when it carries one."""
    return exc.message if isinstance(exc, TextError) else str(exc)


def rules_term(name: str) -> Msg:
    """A name from the rules data (quality, specialty, terrain, order...) in the GM's language."""
    return term("Rules", name)


# ---- state and roster status ------------------------------------------------------------------

def default_tables() -> BucsTables:
    from muster.rules.bucs.data import default_tables

    return default_tables()


def typed_tables(tables: AnyTables | None) -> BucsTables:
    """The typed tables of ``tables`` (the campaign's data as ``act.tables`` gives it: built once), the bundled
    tables for None."""
    from muster.rules.bucs.data import as_tables

    return default_tables() if tables is None else as_tables(tables)


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
        raise BadUnit(reason_of(exc)) from None
    for where, problem in problems(unit, typed):
        raise BadUnit(join([where, message_of(problem)], ": "))
    return unit.to_dict()


def ladder_marks(unit: EngineUnit, tables: BucsTables) -> str:
    """Pips for the hits a unit can take: ● left, ◐ morale hit, ✖ casualty hit."""
    from muster.rules.bucs.units import breaks_at

    total = breaks_at(unit, tables)
    left = max(0, total - unit.hits_taken)
    return LEFT_MARK * left + MORALE_MARK * unit.morale_hits + CASUALTY_MARK * unit.casualty_hits


def status_of_unit(unit: EngineUnit, tables: BucsTables) -> Joined:
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


def status(state: dict[str, Any], tables: AnyTables | None = None) -> Text:
    """The roster's status column: current quality, the ladder with hits marked, and status (a message), under
    ``tables`` (the campaign's; None: the bundled ones)."""
    from muster.rules.bucs.units import unit_from_dict

    typed = typed_tables(tables)
    try:
        unit = unit_from_dict({"name": "Unit", **state}, typed)
    except ValueError as exc:
        return Msg("BUCS", "invalid: %1").args(reason_of(exc))
    return status_of_unit(unit, typed)


# ---- loading rows as engine units --------------------------------------------------------------

def engine_unit(row: Unit, tables: BucsTables, side: str = "") -> EngineUnit:
    from muster.rules.bucs.units import unit_from_dict

    if row.system != SYSTEM:
        raise ServiceError(Msg("BUCS", "%1 is a %2 unit, not a BUCS unit.").args(row.name, row.system))
    try:
        stored = row.state or {}
        return unit_from_dict({**stored, "name": row.name, "side": side or stored.get("side", "")},
                              tables)
    except ValueError as exc:
        raise ServiceError(Msg("BUCS", "%1 has a bad BUCS state: %2").args(row.name, reason_of(exc))) from None


def units_with_sides(s: Session, ids: Iterable[int]) -> dict[int, tuple[Unit, int | None, str]]:
    """Each unit row with its side's id and name, in one query."""
    query = (select(Unit, Side.id, Side.name).outerjoin(Force, Force.id == Unit.force_id)
             .outerjoin(Side, Side.id == Force.side_id).where(Unit.id.in_(list(ids))))
    return {row.id: (row, side_id, name or "") for row, side_id, name in s.execute(query)}


def write_unit(act: ActionScope, row: Unit, unit: EngineUnit, tables: BucsTables) -> None:
    # name and side follow the roster rows: kept as stored, so an unchanged unit costs no write
    stored = row.state or {}
    state = {**unit.to_dict(), "name": stored.get("name", unit.name), "side": stored.get("side", "")}
    line = status_of_unit(unit, tables)
    # unchanged rows cost no snapshot, flush or undo entry
    if state != stored or english_text(line) != row.status or to_data(line) != row.status_msg:
        act.update(row, state=state, status=line)


def rule(fn: Callable[[], T]) -> T:
    """``fn()``, a rule's refusal (``RuleError``) turned into the GM's message."""
    from muster.rules.bucs.data import RuleError

    try:
        return fn()
    except RuleError as exc:
        named = exc.field and exc.message.startswith(exc.field)  # "options.attacker.target: ..." stays as it is
        raise (ServiceError if named else _Refused)(exc.message.msg) from None


def capital(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def battle_state(battle: Battle) -> dict:
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


def ids_of(value: object, what: str) -> list[int]:
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


def no_unit(uid: object) -> ServiceError:
    return ServiceError(Msg("BUCS", "There is no unit #%1 in this campaign.").args(uid))


def not_in_battle(row: Unit, battle: Battle) -> ServiceError:
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


def engagement_options(options: EngagementOptions | Mapping[str, Any] | None) -> EngagementOptions:
    """The edge: typed options pass as they are; their JSON shape is read, a bad field refused by its path
    (``options.attacker.modifier: ...``); None is no options."""
    from muster.rules.bucs.options import EngagementOptions

    if isinstance(options, EngagementOptions):
        return options
    return rule(lambda: EngagementOptions.from_dict(options or {}, "options"))


def engagement_setup(s: Session, data: AnyTables, battle: Battle, attacker_ids: Ids, defender_ids: Ids,
                     options: Options) -> Engaged:
    """Both sides of an engagement loaded from the file and checked, the options read (typed, or from JSON)."""

    tables = typed_tables(data)
    opts = engagement_options(options)
    a_ids, d_ids = ids_of(attacker_ids, "attacking"), ids_of(defender_ids, "defending")
    if set(a_ids) & set(d_ids):
        raise ServiceError(Msg("BUCS", "A unit cannot be on both the attacking and the defending side."))
    found = units_with_sides(s, a_ids + d_ids)
    for uid in a_ids + d_ids:
        if uid not in found:
            raise no_unit(uid)
        if uid not in (battle.initiative or []):
            raise not_in_battle(found[uid][0], battle)
    a_sides = {found[uid][1] for uid in a_ids}
    for uid in d_ids:
        row, side_id, side = found[uid]
        if side_id in a_sides:
            raise ServiceError(Msg("BUCS", "%1 is on the same side as the attackers (%2).").args(row.name, side))

    def load(uid: int) -> EngineUnit:
        row, _, side = found[uid]
        return rule(lambda: opts.with_conditions(engine_unit(row, tables, side), uid, tables))

    enemies = {"attacker": d_ids, "defender": a_ids}

    def target_name(role: str, key: object) -> str:
        if key not in enemies[role]:
            raise ServiceError(Msg("BUCS", "The attacker's target must be one of the opposing units.")
                               if role == "attacker" else
                               Msg("BUCS", "The defender's target must be one of the opposing units."))
        return found[key][0].name

    state = battle_state(battle)
    engagement = opts.engagement(state["terrain"], bool(state["cramped_quarters"]), target_name)
    return Engaged([found[u][0] for u in a_ids], [found[u][0] for u in d_ids], [load(u) for u in a_ids],
                   [load(u) for u in d_ids], engagement)


def status_word(status: str) -> Text:
    return STATUS_WORDS.get(status) or status


def skills_of(skill: object) -> tuple[str, str]:
    if isinstance(skill, str) and skill.strip():
        return skill.strip(), skill.strip()
    if isinstance(skill, (list, tuple)) and len(skill) == 2 and all(isinstance(x, str) and x.strip() for x in skill):
        return skill[0].strip(), skill[1].strip()
    raise ServiceError(Msg("BUCS", "Name the skill the units contest (for example Hide, Spot or Craft (Structural))."))
