"""Read-only views of campaign state for the GUI and CLI (plain tuples, no sessions leak)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from muster.campaign.models import Action, Battle, Force, Side, Unit
from muster.services.core import CampaignService


@dataclass(frozen=True)
class SideRow:
    id: int
    name: str
    colour: str


@dataclass(frozen=True)
class ForceRow:
    id: int
    side_id: int
    name: str


@dataclass(frozen=True)
class UnitRow:
    id: int
    force_id: int
    name: str
    system: str
    status: str


@dataclass(frozen=True)
class BattleRow:
    id: int
    name: str
    system: str
    round: int
    phase: int
    phase_name: str
    initiative: tuple[int, ...]
    active: int


@dataclass(frozen=True)
class LogRow:
    id: int
    at: float
    battle_id: int | None
    battle: str
    round: int | None
    phase: str
    actor: str
    target: str
    text: str
    kind: str
    rolls: list
    modifiers: list
    result: dict
    actor_id: int | None
    target_id: int | None


def roster(svc: CampaignService) -> tuple[list[SideRow], list[ForceRow], list[UnitRow]]:
    with svc.file.sessions() as s:
        sides = [SideRow(*r) for r in s.execute(select(Side.id, Side.name, Side.colour).order_by(Side.position, Side.id))]
        forces = [ForceRow(*r) for r in
                  s.execute(select(Force.id, Force.side_id, Force.name).order_by(Force.position, Force.id))]
        units = [UnitRow(*r) for r in s.execute(
            select(Unit.id, Unit.force_id, Unit.name, Unit.system, Unit.status).order_by(Unit.position, Unit.id))]
    return sides, forces, units


def side(svc: CampaignService, pk: int) -> SideRow | None:
    with svc.file.sessions() as s:
        r = s.execute(select(Side.id, Side.name, Side.colour).where(Side.id == pk)).first()
    return SideRow(*r) if r else None


def force(svc: CampaignService, pk: int) -> ForceRow | None:
    with svc.file.sessions() as s:
        r = s.execute(select(Force.id, Force.side_id, Force.name).where(Force.id == pk)).first()
    return ForceRow(*r) if r else None


def unit(svc: CampaignService, pk: int) -> UnitRow | None:
    with svc.file.sessions() as s:
        r = s.execute(select(Unit.id, Unit.force_id, Unit.name, Unit.system, Unit.status).where(Unit.id == pk)).first()
    return UnitRow(*r) if r else None


def unit_state(svc: CampaignService, pk: int) -> dict | None:
    with svc.file.sessions() as s:
        return s.scalar(select(Unit.state).where(Unit.id == pk))


def unit_names(svc: CampaignService, ids: list[int]) -> dict[int, str]:
    with svc.file.sessions() as s:
        return dict(s.execute(select(Unit.id, Unit.name).where(Unit.id.in_(ids))).all())


def battles(svc: CampaignService) -> list[BattleRow]:
    with svc.file.sessions() as s:
        rows = s.scalars(select(Battle).order_by(Battle.id)).all()
        return [_battle_row(svc, b) for b in rows]


def battle(svc: CampaignService, pk: int) -> BattleRow | None:
    with svc.file.sessions() as s:
        b = s.get(Battle, pk)
        return _battle_row(svc, b) if b else None


def _battle_row(svc: CampaignService, b: Battle) -> BattleRow:
    return BattleRow(b.id, b.name, b.system, b.round, b.phase, svc.phase_name(b), tuple(b.initiative), b.active)


@dataclass(frozen=True)
class LogFilter:
    battle_id: int | None = None
    unit_id: int | None = None
    text: str = ""


def _log_query(flt: LogFilter):
    query = select(Action.id).where(Action.state == "done")
    if flt.battle_id is not None:
        query = query.where(Action.battle_id == flt.battle_id)
    if flt.unit_id is not None:
        query = query.where((Action.actor_id == flt.unit_id) | (Action.target_id == flt.unit_id))
    if flt.text:
        pattern = f"%{flt.text}%"
        query = query.where(Action.text.ilike(pattern) | Action.actor.ilike(pattern) | Action.target.ilike(pattern))
    return query


def log_ids(svc: CampaignService, flt: LogFilter = LogFilter()) -> list[int]:
    """Ids of done actions, oldest first, matching the filter (the log model fetches rows lazily)."""
    query = _log_query(flt).order_by(Action.id)
    with svc.file.sessions() as s:
        # 100,000 ids: compile once, then fetch through the driver without per-row Result objects
        compiled = query.compile(svc.file.engine, compile_kwargs={"literal_binds": False})
        params = compiled.construct_params()
        raw = s.connection().connection.driver_connection
        return [row[0] for row in raw.execute(str(compiled), [params[k] for k in compiled.positiontup])]


def log_ids_for(svc: CampaignService, ids: list[int], flt: LogFilter) -> list[int]:
    """Those of ``ids`` that are done actions matching the filter."""
    with svc.file.sessions() as s:
        return list(s.scalars(_log_query(flt).where(Action.id.in_(ids)).order_by(Action.id)))


def log_rows(svc: CampaignService, ids: list[int]) -> dict[int, LogRow]:
    with svc.file.sessions() as s:
        names = dict(s.execute(select(Battle.id, Battle.name)).all())
        rows = s.execute(select(
            Action.id, Action.at, Action.battle_id, Action.round, Action.phase, Action.actor, Action.target,
            Action.text, Action.kind, Action.rolls, Action.modifiers, Action.result, Action.actor_id,
            Action.target_id).where(Action.id.in_(ids))).all()
    out = {}
    for r in rows:
        out[r.id] = LogRow(r.id, r.at, r.battle_id, names.get(r.battle_id, ""), r.round, r.phase, r.actor,
                           r.target, r.text, r.kind, r.rolls, r.modifiers, r.result, r.actor_id, r.target_id)
    return out
