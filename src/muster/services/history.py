"""Rewinding: undo back to the start of a round, redo forward again."""

from __future__ import annotations

from dataclasses import dataclass

from muster.services.core import CampaignService, ChangeSet, ServiceError


@dataclass(frozen=True)
class RewindPlan:
    """What rewinding one battle to the start of a round undoes."""

    battle_id: int
    round: int
    count: int  # done actions to undo, newest first (the history is one line for the whole campaign)
    elsewhere: int  # how many of them belong to other battles or to no battle


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
            raise ServiceError("Nothing has happened in this battle yet: there is nothing to rewind.")
        first_undone = first[0][0]
    else:
        raise ServiceError(f"Round {round_} of this battle has not started (or was undone).")
    count, here = _rows(svc, "SELECT COUNT(*), COALESCE(SUM(battle_id IS ? ), 0) FROM actions "
                             "WHERE state = 'done' AND id >= ?", (battle_id, first_undone))[0]
    return RewindPlan(battle_id, round_, count, count - here)


def actions_since_round_start(svc: CampaignService, battle_id: int, round_: int) -> int:
    return plan_rewind(svc, battle_id, round_).count


def rewind_to_round(svc: CampaignService, battle_id: int, round_: int) -> list[ChangeSet]:
    return svc.rewind(plan_rewind(svc, battle_id, round_).count)
