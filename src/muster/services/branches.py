"""A battle's branches: the ways its fight went that a rewind and a new action left behind, kept to go back to.

Each branch is the path from the battle's first action to one leaf of its timeline's tree; the current one ends at
the timeline's tip. Switching to a branch undoes the battle back to where the two parted and redoes the branch's
actions (one transaction, like any step: undone again by switching back). The forecast of a branch's end is run
on a copy of the campaign switched to it, so the campaign itself is never touched.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from muster.i18n import Msg, shown_part
from muster.services import timelines as tl
from muster.services.core import CampaignService, ChangeSet, ServiceError

if TYPE_CHECKING:
    from muster.services.chances import Forecast
    from muster.services.forecast import ForecastRequest
    from muster.services.history import Elsewhere


@dataclass(frozen=True)
class BranchRow:
    """One branch of a battle, as the History dock lists it (texts in the GM's language)."""

    leaf_id: int  # its last action
    current: bool  # the branch the battle stands on
    label: str  # its last action
    round: int | None  # the round of its last action
    actions: int  # how many actions it has since it left the current branch (all of them for the current one)
    fork_id: int | None  # the action of the current branch it left after (None: before the battle's first)
    fork_label: str = ""
    fork_round: int | None = None


@dataclass(frozen=True)
class SwitchPlan:
    """What switching a battle to a branch does: ``count`` steps, of which ``elsewhere`` outside the battle."""

    battle_id: int
    leaf_id: int
    count: int
    elsewhere: int
    others: tuple[Elsewhere, ...] = ()
    plan: tl.Plan | None = field(default=None, compare=False)


def _actions(svc: CampaignService, ids: list[int]) -> dict[int, tuple[str, int | None]]:
    if not ids:
        return {}
    rows = svc.file.raw.execute(f"SELECT id, label, message, round FROM actions WHERE id IN "
                                f"({','.join('?' * len(ids))})", ids).fetchall()
    return {r[0]: (shown_part(r[1], r[2], "label"), r[3]) for r in rows}


def branches(svc: CampaignService, battle_id: int) -> list[BranchRow]:
    """The battle's branches: the current one first, then the others, oldest first."""
    key = tl.timeline_key(battle_id)
    leaves = [r[0] for r in svc.file.raw.execute(
        "SELECT a.id FROM actions a WHERE a.timeline = ? AND a.state IN ('done', 'undone') AND NOT EXISTS "
        "(SELECT 1 FROM actions c WHERE c.parent_id = a.id AND c.state IN ('done', 'undone')) ORDER BY a.id",
        (key,)).fetchall()]
    if len(leaves) == 1:  # no branch yet: the one line, counted without walking it
        count = svc.file.raw.execute("SELECT count(*) FROM actions WHERE timeline = ? AND state IN ('done', "
                                     "'undone')", (key,)).fetchone()[0]
        label, round_ = _actions(svc, leaves)[leaves[0]]
        return [BranchRow(leaves[0], True, label, round_, count, None)]
    raw = svc.file.raw
    tip = tl.read_stand(raw, key)[1]
    current = tl.read_line(raw, tip)
    paths = {leaf: tl.read_line(raw, leaf) for leaf in leaves}
    forks: dict[int, tuple[int | None, int]] = {}
    for leaf, path in paths.items():
        common = 0
        while common < min(len(path), len(current)) and path[common] == current[common]:
            common += 1
        forks[leaf] = (path[common - 1] if common else None, len(path) - common if leaf != tip else len(path))
    named = _actions(svc, [*leaves, *(f for f, _ in forks.values() if f is not None)])
    rows = []
    for leaf in sorted(leaves, key=lambda x: (x != tip, x)):
        fork, count = forks[leaf]
        label, round_ = named.get(leaf, ("", None))
        fork_label, fork_round = named.get(fork, ("", None)) if fork is not None else ("", None)
        rows.append(BranchRow(leaf, leaf == tip, label, round_, count, fork, fork_label, fork_round))
    return rows


def plan_switch(svc: CampaignService, battle_id: int, leaf_id: int) -> SwitchPlan:
    from muster.services.history import _elsewhere

    plan = svc.plan(lambda s: tl.plan_switch(s, tl.timeline_key(battle_id), leaf_id))
    assert plan is not None
    return SwitchPlan(battle_id, leaf_id, plan.count, len(plan.entangled), _elsewhere(svc, plan), plan)


def switch_branch(svc: CampaignService, plan: SwitchPlan) -> list[ChangeSet]:
    """Carry out ``plan``: the battle's rows become the branch's end (ChangeSets of every step, in order)."""
    if plan.plan is None or not plan.plan.steps:
        raise ServiceError(Msg("Errors", "The battle already stands on that branch."))
    return svc.carry_out(plan.plan)


def branch_end_request(svc: CampaignService, battle_id: int, leaf_id: int) -> ForecastRequest | None:
    """The Forecast request of the battle as the branch ending at ``leaf_id`` leaves it ("what if the reserve had
    come?"), built on a copy of the campaign switched to that branch (the campaign itself is not touched); None
    when its system has no forecast. Running it is pure rules work, safe off the GUI thread."""
    from muster.campaign.file import CampaignFile
    from muster.services import queries as q
    from muster.services.systems import forecast_builder_of

    battle = q.battle(svc, battle_id)
    if battle is None:
        raise ServiceError(Msg("Errors", "There is no battle #%1 in this campaign.").args(battle_id))
    builder = forecast_builder_of(battle.system)
    if builder is None or not _takes_battle_alone(builder, svc, battle_id):
        return None
    with tempfile.TemporaryDirectory(prefix="muster-branch-") as folder:
        copy_path = Path(folder) / "branch.muster"
        svc.file.save_copy(copy_path)
        copy = CampaignService(CampaignFile.open(copy_path))
        try:
            plan = copy.plan(lambda s: tl.plan_switch(s, tl.timeline_key(battle_id), leaf_id))
            if plan is not None and plan.steps:
                copy.carry_out(plan)
            return builder(copy, battle_id)
        finally:
            copy.close()


def _takes_battle_alone(builder: object, svc: CampaignService, battle_id: int) -> bool:
    """Whether a forecast builder needs nothing but the battle (BUCS needs the panel's choice of who fights)."""
    import inspect

    try:
        inspect.signature(builder).bind(svc, battle_id)  # type: ignore[arg-type]
    except TypeError:
        return False
    return True


def branch_end_forecast(svc: CampaignService, battle_id: int, leaf_id: int, *, runs: int = 500,
                        seed: int = 1) -> Forecast | None:
    """``branch_end_request`` run at once."""
    request = branch_end_request(svc, battle_id, leaf_id)
    return request.run(runs=runs, seed=seed) if request is not None else None
