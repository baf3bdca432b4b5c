"""Rewinding: undo back to the start of a round, redo forward again."""

from __future__ import annotations

from sqlalchemy import select

from muster.campaign.models import Action
from muster.services.core import CampaignService, ServiceError


def actions_since_round_start(svc: CampaignService, battle_id: int, round_: int) -> int:
    """How many done actions must be undone so the battle stands at the start of ``round_``.

    The round starts with the action that entered it (starting the battle for
    round 1); that action stays done.
    """
    with svc.file.sessions() as s:
        start = s.scalars(
            select(Action.id).where(Action.battle_id == battle_id, Action.round == round_,
                                    Action.starts_round.is_(True), Action.state == "done")
            .order_by(Action.id.desc()).limit(1)
        ).first()
        if start is None:
            raise ServiceError(f"Round {round_} of this battle has not started (or was undone).")
        return len(s.scalars(select(Action.id).where(Action.state == "done", Action.id > start)).all())


def rewind_to_round(svc: CampaignService, battle_id: int, round_: int) -> int:
    count = actions_since_round_start(svc, battle_id, round_)
    for _ in range(count):
        svc.undo()
    return count
