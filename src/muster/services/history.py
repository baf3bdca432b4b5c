"""Rewinding: undo back to the start of a round, redo forward again."""

from __future__ import annotations

from dataclasses import dataclass

from muster.i18n import Msg, render, shown_part, term
from muster.services.core import CampaignService, ChangeSet, ServiceError


@dataclass(frozen=True)
class RewindPlan:
    """What rewinding one battle to the start of a round undoes."""

    battle_id: int
    round: int
    count: int  # done actions to undo, newest first (the history is one line for the whole campaign)
    elsewhere: int  # how many of them belong to other battles or to no battle
    others: tuple[Elsewhere, ...] = ()  # those, battle by battle (the roster's last)


@dataclass(frozen=True)
class Elsewhere:
    """Actions a rewind or a History click would also change outside the battle it acts on."""

    battle_id: int | None  # None: the roster, the library, house rules... (no battle)
    battle: str  # the battle's name ("" for none)
    count: int


def _rows(svc: CampaignService, sql: str, params=()) -> list:
    return svc.file.raw.execute(sql, params).fetchall()


def plan_rewind(svc: CampaignService, battle_id: int, round_: int) -> RewindPlan:
    """How many done actions must be undone so the battle stands at the start of ``round_``.

    A round starts with the action that entered it (starting the battle for round 1), which stays
    done. A battle that was ready before its first action (the sample's, a battle from an older
    file) starts round 1 just before its first action.
    """
    start = _rows(svc, "SELECT id FROM actions WHERE battle_id = ? AND round = ? AND starts_round = 1 "
                       "AND state = 'done' ORDER BY id DESC LIMIT 1", (battle_id, round_))
    if start:
        first_undone = start[0][0] + 1
    elif round_ == 1:
        first = _rows(svc, "SELECT MIN(id) FROM actions WHERE battle_id = ? AND state = 'done'", (battle_id,))
        if first[0][0] is None:
            raise ServiceError(Msg("Errors", "Nothing has happened in this battle yet: there is nothing to rewind."))
        first_undone = first[0][0]
    else:
        raise ServiceError(Msg("Errors", "Round %1 of this battle has not started (or was undone).").args(round_))
    count, here = _rows(svc, "SELECT COUNT(*), COALESCE(SUM(battle_id IS ? ), 0) FROM actions "
                             "WHERE state = 'done' AND id >= ?", (battle_id, first_undone))[0]
    others = _elsewhere(svc, battle_id, "a.state = 'done' AND a.id >= ?", (first_undone,))
    return RewindPlan(battle_id, round_, count, count - here, others)


def _elsewhere(svc: CampaignService, battle_id: int | None, where: str, params: tuple) -> tuple[Elsewhere, ...]:
    """The actions matching ``where`` that are not of ``battle_id``, counted battle by battle (oldest battle
    first, actions of no battle last)."""
    rows = _rows(svc, "SELECT a.battle_id, COALESCE(b.name, ''), COUNT(*) FROM actions a "
                      "LEFT JOIN battles b ON b.id = a.battle_id "
                      f"WHERE {where} AND a.battle_id IS NOT ? GROUP BY a.battle_id "
                      "ORDER BY a.battle_id IS NULL, a.battle_id", (*params, battle_id))
    return tuple(Elsewhere(r[0], r[1], r[2]) for r in rows)


def rewind_to_round(svc: CampaignService, battle_id: int, round_: int) -> list[ChangeSet]:
    return svc.rewind(plan_rewind(svc, battle_id, round_).count)


@dataclass(frozen=True)
class HistoryRow:
    """One action in the History dock: when in the battle it happened and whether it is still done.

    ``phase``, ``label`` and ``text`` are in the GM's language (as it was when the history was read)."""

    id: int
    battle_id: int | None
    battle: str
    round: int | None
    phase: str
    label: str
    text: str
    done: bool  # False: undone, and Redo (or a click) brings it back


@dataclass(frozen=True)
class StepPlan:
    """What going back (or forward) to just after one action does."""

    action_id: int
    kind: str  # "undo" (newer done actions are undone) or "redo" (undone ones up to it are redone)
    count: int
    elsewhere: int  # how many of them belong to other battles or to no battle
    battle_id: int | None = None  # the battle of the action
    others: tuple[Elsewhere, ...] = ()  # the ``elsewhere`` ones, battle by battle
    label: str = ""  # the action, as the History dock names it (in the GM's language)
    battle: str = ""  # its battle's name ("" for none)


HISTORY_LIMIT = 2000


def history(svc: CampaignService, battle_id: int | None = None, limit: int = HISTORY_LIMIT) -> list[HistoryRow]:
    """Done and redoable actions, oldest first: of one battle, or of the whole campaign (the newest ``limit``)."""
    where = "a.state IN ('done', 'undone')" + (" AND a.battle_id = ?" if battle_id is not None else "")
    params: tuple = (battle_id,) if battle_id is not None else ()
    rows = _rows(svc, "SELECT a.id, a.battle_id, COALESCE(b.name, ''), a.round, a.phase, a.label, a.text, "
                      f"a.state = 'done', a.message FROM actions a LEFT JOIN battles b ON b.id = a.battle_id "
                      f"WHERE {where} ORDER BY a.id DESC LIMIT {int(limit)}", params)
    return [_history_row(r) for r in reversed(rows)]


def _history_row(r) -> HistoryRow:
    label = shown_part(r[5], r[8], "label")
    text = shown_part(r[6], r[8], "text")
    phase = render(term("Rules", r[4])) if r[4] else ""
    return HistoryRow(r[0], r[1], r[2], r[3], phase, label, text or label, bool(r[7]))


def plan_to_action(svc: CampaignService, action_id: int) -> StepPlan:
    """How to stand just after action ``action_id``: undo every done action newer than it, or, when it was
    undone itself, redo the undone actions up to it (the history is one line for the whole campaign)."""
    found = _rows(svc, "SELECT a.state, a.battle_id, a.label, a.message, COALESCE(b.name, '') FROM actions a "
                       "LEFT JOIN battles b ON b.id = a.battle_id WHERE a.id = ?", (action_id,))
    if not found or found[0][0] not in ("done", "undone"):
        raise ServiceError(Msg("Errors", "That action is no longer in the history (a newer action replaced it)."))
    state, battle_id, label, message, battle = found[0]
    if state == "done":
        where, kind = "a.state = 'done' AND a.id > ?", "undo"
    else:
        where, kind = "a.state = 'undone' AND a.id <= ?", "redo"
    count, here = _rows(svc, f"SELECT COUNT(*), COALESCE(SUM(a.battle_id IS ?), 0) FROM actions a WHERE {where}",
                        (battle_id, action_id))[0]
    return StepPlan(action_id, kind, count, count - here, battle_id, _elsewhere(svc, battle_id, where, (action_id,)),
                    shown_part(label, message, "label"), battle)


def step_to_action(svc: CampaignService, plan: StepPlan) -> list[ChangeSet]:
    """Carry out ``plan``: the ChangeSets of every undo or redo, in order."""
    if plan.kind == "undo":
        return svc.rewind(plan.count)
    out = []
    for _ in range(plan.count):
        changes = svc.redo()
        if changes is None:
            break
        out.append(changes)
    return out
