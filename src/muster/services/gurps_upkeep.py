"""GURPS Mass Combat between battles: a month's pay, treachery and recruits for an army's units.

An army here is a Side of the campaign and its GURPS units (through their forces). Each function is one
undoable action (kind ``gurps-upkeep``) that rewrites the units' state and names every change in the log.
Battles fought are counted by :func:`muster.services.gurps.roll_morale` when a battle ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from muster.i18n import Joined, Msg, english_text, join
from muster.rules.gurps.tables import as_tables
from muster.rules.gurps.words import amount, quality_text
from muster.services.common import system_tables
from muster.services.core import ActionScope, CampaignService, ServiceError
from muster.services.gurps_results import PayDone, RecruitsDone, TreacheryDone, UpkeepLine

if TYPE_CHECKING:
    from muster.campaign.models import Side, Unit

SYSTEM = "gurps"


@dataclass(frozen=True)
class UpkeepUnit:
    id: int
    name: str
    count: int
    quality: str
    morale: int
    battles: float | None
    hiring_cost: float | None
    pay_morale: int
    unpaid_morale: int


@dataclass(frozen=True)
class UpkeepArmy:
    side_id: int
    name: str
    units: tuple[UpkeepUnit, ...]


@dataclass(frozen=True)
class UpkeepView:
    """What the Upkeep dialog shows: each army's GURPS units and the numbers the GM may have to give."""

    armies: tuple[UpkeepArmy, ...]
    qualities: tuple[str, ...]
    failure_morale: int | None  # the book's Morale loss for a failed missed-pay roll, once entered
    failure_morale_suggested: int
    pay_percent: float
    extra_pay: tuple[tuple[float, int], ...]  # (extra percent from, Morale)


def _engine_unit(row):
    from muster.rules.gurps.armies import Unit as EngineUnit

    try:
        return EngineUnit.from_dict({**(row.state or {}), "name": row.name})
    except ValueError as exc:
        raise ServiceError(Msg("GURPS", "Bad GURPS unit %1: %2").args(row.name, _why(exc))) from None


def _line(step) -> UpkeepLine:
    """The typed line of the engine's upkeep step (its messages kept, the English working beside them)."""
    d = step.to_dict()
    return UpkeepLine(d["unit"], d["morale_before"], d["morale_after"], tuple(d["working"]), tuple(step.working),
                      d.get("normal_pay"), d.get("paid"), d.get("roll"))


def _why(exc: BaseException):
    from muster.services.gurps import _why as why

    return why(exc)


def _armies(s) -> list[tuple[Side, list[Unit]]]:
    """(Side row, its GURPS unit rows) in roster order; sides without GURPS units are left out."""
    from muster.campaign.models import Force, Side, Unit

    out = []
    for side in s.query(Side).order_by(Side.position, Side.id):
        units = (s.query(Unit).join(Force, Unit.force_id == Force.id)
                 .filter(Force.side_id == side.id, Unit.system == SYSTEM)
                 .order_by(Force.position, Force.id, Unit.position, Unit.id).all())
        if units:
            out.append((side, units))
    return out


def upkeep_view(svc: CampaignService) -> UpkeepView:
    rules = system_tables(svc, SYSTEM)
    armies = []
    with svc.file.read_sessions() as s:
        for side, rows in _armies(s):
            units = []
            for row in rows:
                u = _engine_unit(row)
                units.append(UpkeepUnit(row.id, row.name, u.count, u.quality, u.morale, u.battles, u.hiring_cost,
                                        u.pay_morale, u.unpaid_morale))
            armies.append(UpkeepArmy(side.id, side.name, tuple(units)))
    typed = as_tables(rules)
    up = typed.upkeep
    return UpkeepView(tuple(armies), tuple(q.label for q in typed.troops.qualities),
                      up.missed_pay.failure_morale, up.missed_pay.failure_morale_suggested, up.pay_percent,
                      tuple((r.min_percent, r.morale) for r in up.extra_pay))


def _write(act: ActionScope, row, unit) -> None:
    from muster.services.gurps import status

    state = unit.to_dict()
    state.pop("name")
    if state != row.state:
        act.update(row, state=state, status=status(state))


def _army_rows(act: ActionScope, side_id: int) -> tuple[Side, list[Unit]]:
    for side, rows in _armies(act.s):
        if side.id == side_id:
            return side, rows
    raise ServiceError(Msg("GURPS", "There is no army #%1 with GURPS Mass Combat units in this campaign.")
                       .args(side_id))


def pay_army(svc: CampaignService, side_id: int, percent: int | float, failure_morale: int | None = None,
             unit_ids: list[int] | None = None) -> PayDone:
    """Pay day for an army: each unit (or those in ``unit_ids``) gets ``percent`` of its normal pay (10% of its
    hiring cost). 150%: +1 Morale next month, 200%: +2; under 100%: missed pay, every unit rolls Morale.
    ``failure_morale``: the Morale a failed roll costs, needed while the book's number is not entered."""
    from muster.rules.gurps.campaign import pay_percent_text, pay_unit

    if not isinstance(percent, (int, float)) or isinstance(percent, bool) or not 0 <= percent <= 1000:
        raise ServiceError(Msg("GURPS", "Pay is a percentage of normal pay, 0 to 1000."))
    if failure_morale is not None and (not isinstance(failure_morale, int) or isinstance(failure_morale, bool)
                                       or failure_morale > 0):
        raise ServiceError(Msg("GURPS", "The Morale a failed missed-pay roll costs is a whole number, 0 or less."))
    with svc.action("gurps-upkeep", Msg("GURPS", "Pay day")) as act:
        rules = act.tables(SYSTEM)
        side, rows = _army_rows(act, side_id)
        if unit_ids is not None:
            rows = [r for r in rows if r.id in set(unit_ids)]
            if not rows:
                raise ServiceError(Msg("GURPS", "Choose at least one unit of %1 to pay.").args(side.name))
        given = as_tables(rules).upkeep.missed_pay.failure_morale
        loss = given if given is not None else failure_morale
        if percent < 100 and loss is None:
            raise ServiceError(Msg("GURPS", "Pay missed: say how much Morale a failed roll costs (the book's number "
                                            "is not entered)."))
        done, total, owed = [], 0.0, 0.0
        for row in rows:
            try:
                after, result = pay_unit(_engine_unit(row), percent, act.roller, rules, loss)
            except ValueError as exc:
                raise ServiceError(_why(exc)) from None
            _write(act, row, after)
            done.append(_line(result))
            if result.normal_pay is not None:
                owed += result.normal_pay
                total += result.paid or 0
        changes = join([Msg("GURPS", "%1 Morale %2→%3").args(d.unit, d.morale_before, d.morale_after)
                        for d in done if d.morale_change], ", ")
        if percent < 100:
            verdict = Msg("GURPS", "%1 pay day, %2% of normal pay (pay missed)")
        elif percent > 100:
            verdict = Msg("GURPS", "%1 pay day, %2% of normal pay (extra pay)")
        else:
            verdict = Msg("GURPS", "%1 pay day, %2% of normal pay (paid in full)")
        parts: list = [verdict.args(side.name, pay_percent_text(percent))]  # 149.995% is not 150%
        if owed:
            parts.append(Msg("GURPS", "; paid %1 of %2 owed").args(amount(total), amount(owed)))
        parts.append(Msg("GURPS", ": %1").args(changes if changes else Msg("GURPS", "no Morale change")))
        act.set_label(Msg("GURPS", "%1: pay day").args(side.name))
        paid = PayDone(side.name, percent, tuple(done), total, owed)
        act.describe(Joined(parts, ""), result=paid.to_dict())
        return paid


def treachery(svc: CampaignService, traitor_id: int) -> TreacheryDone:
    """Treachery in the army of unit ``traitor_id``: every other unit of that army rolls Morale
    (failure -1, success +1, angered)."""
    from muster.campaign.models import Unit
    from muster.rules.gurps.campaign import treachery_unit

    with svc.action("gurps-upkeep", Msg("GURPS", "Treachery")) as act:
        rules = act.tables(SYSTEM)
        traitor = act.get(Unit, traitor_id, "unit")
        if traitor.system != SYSTEM:
            raise ServiceError(Msg("GURPS", "%1 is not a GURPS Mass Combat unit.").args(traitor.name))
        side = next(((side, rows) for side, rows in _armies(act.s) if any(r.id == traitor_id for r in rows)), None)
        if side is None:
            raise ServiceError(Msg("GURPS", "%1 belongs to no army.").args(traitor.name))
        others = [r for r in side[1] if r.id != traitor_id]
        if not others:
            raise ServiceError(Msg("GURPS", "%1 has no other unit to roll Morale.").args(side[0].name))
        done, lines = [], []
        for row in others:
            after, result = treachery_unit(_engine_unit(row), act.roller, rules)
            _write(act, row, after)
            done.append(_line(result))
            lines.append(Joined([result.unit, result.working[0]], " "))
        act.set_label(Msg("GURPS", "%1: treachery").args(side[0].name))
        found = TreacheryDone(side[0].name, traitor.name, tuple(done))
        act.describe(Msg("GURPS", "Treachery in %1 (%2): %3").args(side[0].name, traitor.name, join(lines, "; ")),
                     result=found.to_dict())
        return found


def add_recruits(svc: CampaignService, unit_id: int, men: int, quality: str) -> RecruitsDone:
    """Replacements join a unit: experience is the man-weighted average of battles (recruits at their quality's
    lowest number, Green 1) and the unit's quality the row that holds it."""
    from muster.campaign.models import Unit
    from muster.rules.gurps.campaign import add_recruits as engine_recruits

    if not isinstance(men, int) or isinstance(men, bool) or men < 1:
        raise ServiceError(Msg("GURPS", "Recruits: at least one man."))
    with svc.action("gurps-upkeep", Msg("GURPS", "Recruits")) as act:
        rules = act.tables(SYSTEM)
        row = act.get(Unit, unit_id, "unit")
        if row.system != SYSTEM:
            raise ServiceError(Msg("GURPS", "%1 is not a GURPS Mass Combat unit.").args(row.name))
        try:
            after, found = engine_recruits(_engine_unit(row), men, quality, rules)
        except (KeyError, ValueError) as exc:
            raise ServiceError(_why(exc)) from None
        _write(act, row, after)
        act.set_label(Msg("GURPS", "%1: %2 recruits").args(row.name, men))
        now = (Msg("GURPS", "now %1").args(quality_text(found.quality)) if found.quality else
               Msg("GURPS", "quality stays %1 (%2)").args(quality_text(after.quality), found.note))
        e = found.to_dict()
        done = RecruitsDone(row.name, e["men"], e["battle_points"], e["average"], e["battles"], e["quality"],
                            tuple(e["working"]), english_text(found.note), tuple(found.working))
        act.describe(Msg("GURPS", "%1 %2 recruits join %3: %4").args(
            men, quality_text(quality), row.name, join([*found.working, now], "; ")), result=done.to_dict())
        return done


__all__ = ["UpkeepView", "UpkeepArmy", "UpkeepUnit", "upkeep_view", "pay_army", "treachery", "add_recruits",
           "PayDone", "TreacheryDone", "RecruitsDone", "UpkeepLine"]
