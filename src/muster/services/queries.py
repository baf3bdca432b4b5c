"""Read-only views of campaign state for the GUI and CLI (plain tuples, no sessions leak)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from muster.i18n import shown, shown_part

if TYPE_CHECKING:
    from muster.services.core import CampaignService

# Plain SQL on the campaign's own connection: these run while the window opens and on every view
# refresh, and need neither SQLAlchemy's import nor its statement compilation.


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


def _rows(svc: CampaignService, sql: str, params: Sequence[object] = ()) -> list[Any]:
    return svc.file.raw.execute(sql, params).fetchall()


def _json(text: Any) -> Any:
    return json.loads(text) if isinstance(text, (str, bytes)) else text


def roster(svc: CampaignService) -> tuple[list[SideRow], list[ForceRow], list[UnitRow]]:
    sides = [SideRow(*r) for r in _rows(svc, "SELECT id, name, colour FROM sides ORDER BY position, id")]
    forces = [ForceRow(*r) for r in _rows(svc, "SELECT id, side_id, name FROM forces ORDER BY position, id")]
    units = [_unit_row(r) for r in
             _rows(svc, "SELECT id, force_id, name, system, status, status_msg FROM units ORDER BY position, id")]
    return sides, forces, units


def side(svc: CampaignService, pk: int) -> SideRow | None:
    rows = _rows(svc, "SELECT id, name, colour FROM sides WHERE id = ?", (pk,))
    return SideRow(*rows[0]) if rows else None


def force(svc: CampaignService, pk: int) -> ForceRow | None:
    rows = _rows(svc, "SELECT id, side_id, name FROM forces WHERE id = ?", (pk,))
    return ForceRow(*rows[0]) if rows else None


def unit(svc: CampaignService, pk: int) -> UnitRow | None:
    rows = _rows(svc, "SELECT id, force_id, name, system, status, status_msg FROM units WHERE id = ?", (pk,))
    return _unit_row(rows[0]) if rows else None


def _unit_row(r: Sequence[Any]) -> UnitRow:
    pk, force_id, name, system, status, status_msg = r
    return UnitRow(pk, force_id, name, system, shown(status, status_msg))


def unit_state(svc: CampaignService, pk: int) -> dict | None:
    rows = _rows(svc, "SELECT state FROM units WHERE id = ?", (pk,))
    return _json(rows[0][0]) if rows else None


def unit_names(svc: CampaignService, ids: list[int]) -> dict[int, str]:
    ids = [int(i) for i in ids]
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    return dict(_rows(svc, f"SELECT id, name FROM units WHERE id IN ({marks})", ids))


_BATTLE = "SELECT id, name, system, round, phase, initiative, active FROM battles"


def battles(svc: CampaignService) -> list[BattleRow]:
    return [_battle_row(svc, r) for r in _rows(svc, _BATTLE + " ORDER BY id")]


def battle(svc: CampaignService, pk: int) -> BattleRow | None:
    rows = _rows(svc, _BATTLE + " WHERE id = ?", (pk,))
    return _battle_row(svc, rows[0]) if rows else None


def _battle_row(svc: CampaignService, r: Sequence[Any]) -> BattleRow:
    pk, name, system, round_, phase, initiative, active = r
    phases = svc.phases(system)
    phase_name = phases[phase] if 0 <= phase < len(phases) else ""
    return BattleRow(pk, name, system, round_, phase, phase_name, tuple(_json(initiative) or ()), active)


@dataclass(frozen=True)
class LogFilter:
    battle_id: int | None = None
    unit_id: int | None = None
    text: str = ""


def _log_where(flt: LogFilter) -> tuple[str, list]:
    where, params = ["state = 'done'"], []
    if flt.battle_id is not None:
        where.append("battle_id = ?")
        params.append(flt.battle_id)
    if flt.unit_id is not None:
        where.append("(actor_id = ? OR target_id = ?)")
        params += [flt.unit_id, flt.unit_id]
    return " AND ".join(where), params


def _matching(svc: CampaignService, flt: LogFilter, where: str, params: list) -> list[int]:
    """Ids matching ``where`` whose text, as the GM reads it now (either language), or actor or target
    contains the filter's words (case aside)."""
    if not flt.text:
        return [r[0] for r in _rows(svc, f"SELECT id FROM actions WHERE {where} ORDER BY id", params)]
    words = flt.text.casefold()
    out = []
    for pk, text, message, actor, target in _rows(
            svc, f"SELECT id, text, message, actor, target FROM actions WHERE {where} ORDER BY id", params):
        if words in actor.casefold() or words in target.casefold() or words in text.casefold() \
                or message and words in shown_part(text, message, "text").casefold():
            out.append(pk)
    return out


def log_ids(svc: CampaignService, flt: LogFilter = LogFilter()) -> list[int]:
    """Ids of done actions, oldest first, matching the filter (the log model fetches rows lazily)."""
    where, params = _log_where(flt)
    return _matching(svc, flt, where, params)


def log_ids_for(svc: CampaignService, ids: list[int], flt: LogFilter) -> list[int]:
    """Those of ``ids`` that are done actions matching the filter."""
    ids = [int(i) for i in ids]
    if not ids:
        return []
    where, params = _log_where(flt)
    marks = ",".join("?" * len(ids))
    return _matching(svc, flt, f"{where} AND id IN ({marks})", params + ids)


_LOG = ("SELECT a.id, a.at, a.battle_id, COALESCE(b.name, ''), a.round, a.phase, a.actor, a.target, a.text, a.kind, "
        "a.rolls, a.modifiers, a.result, a.actor_id, a.target_id, a.message "
        "FROM actions a LEFT JOIN battles b ON b.id = a.battle_id")


def _log_row(r: Sequence[Any]) -> LogRow:
    (pk, at, battle_id, battle_name, round_, phase, actor, target, text, kind, rolls, modifiers, result,
     actor_id, target_id, message) = r
    text = shown_part(text, message, "text")
    return LogRow(pk, at, battle_id, battle_name, round_, phase, actor, target, text, kind,
                  _json(rolls) or [], _json(modifiers) or [], _json(result) or {}, actor_id, target_id)


def log_rows(svc: CampaignService, ids: list[int]) -> dict[int, LogRow]:
    ids = [int(i) for i in ids]
    out: dict[int, LogRow] = {}
    for start in range(0, len(ids), 900):  # SQLite's limit on bound parameters
        chunk = ids[start:start + 900]
        marks = ",".join("?" * len(chunk))
        for r in _rows(svc, f"{_LOG} WHERE a.id IN ({marks})", chunk):
            out[r[0]] = _log_row(r)
    return out


def last_action(svc: CampaignService, battle_id: int, kinds: tuple[str, ...] | None = None) -> LogRow | None:
    """The last action of ``battle_id`` that is still done (of one of ``kinds``), for a panel's result box."""
    sql = f"{_LOG} WHERE a.state = 'done' AND a.battle_id = ?"
    params: list[object] = [battle_id]
    if kinds:
        sql += f" AND a.kind IN ({','.join('?' * len(kinds))})"
        params += list(kinds)
    rows = _rows(svc, sql + " ORDER BY a.id DESC LIMIT 1", params)
    return _log_row(rows[0]) if rows else None


def battle_name(svc: CampaignService, pk: int) -> str:
    rows = _rows(svc, "SELECT name FROM battles WHERE id = ?", (pk,))
    return rows[0][0] if rows else ""
