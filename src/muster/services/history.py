"""Rewinding, History clicks and branches: each battle's own timeline (``muster.services.timelines``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from muster.i18n import Msg, render, shown_part, term
from muster.services import timelines as tl
from muster.services.core import CampaignService, ChangeSet, ServiceError


@dataclass(frozen=True)
class RewindPlan:
    """What rewinding one battle to the start of a round undoes."""

    battle_id: int
    round: int
    count: int  # actions to undo, newest first: the battle's, and any entangled ones elsewhere
    elsewhere: int  # how many of them belong to other battles or to no battle (later changes to the same rows)
    others: tuple[Elsewhere, ...] = ()  # those, battle by battle (the roster's last)
    plan: tl.Plan | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Elsewhere:
    """Actions a rewind or a History click would also change outside the battle it acts on."""

    battle_id: int | None  # None: the roster, the library, house rules... (no battle)
    battle: str  # the battle's name ("" for none)
    count: int


def _rows(svc: CampaignService, sql: str, params=()) -> list:
    return svc.file.raw.execute(sql, params).fetchall()


def plan_rewind(svc: CampaignService, battle_id: int, round_: int) -> RewindPlan:
    """What must be undone so the battle stands at the start of ``round_``: its own actions since, and only the
    actions elsewhere that changed the same rows later (``others``).

    A round starts with the action that entered it (starting the battle for round 1), which stays done. A battle
    that was ready before its first action (the sample's, a battle from an older file) starts round 1 just before
    its first action.
    """
    start = _rows(svc, "SELECT id FROM actions WHERE battle_id = ? AND round = ? AND starts_round = 1 "
                       "AND state = 'done' ORDER BY id DESC LIMIT 1", (battle_id, round_))
    if start:
        after: int | None = start[0][0]
    elif round_ == 1:
        after = None
    else:
        raise ServiceError(Msg("Errors", "Round %1 of this battle has not started (or was undone).").args(round_))
    plan = svc.plan(lambda s: tl.plan_back_to(s, tl.timeline_key(battle_id), after))
    assert plan is not None
    if not plan.steps and round_ == 1:
        raise ServiceError(Msg("Errors", "Nothing has happened in this battle yet: there is nothing to rewind."))
    others = _elsewhere(svc, plan)
    return RewindPlan(battle_id, round_, plan.count, len(plan.entangled), others, plan)


def _elsewhere(svc: CampaignService, plan: tl.Plan) -> tuple[Elsewhere, ...]:
    """The plan's entangled actions, counted battle by battle (oldest battle first, the campaign's last)."""
    counts: dict[int, int] = {}
    for action_id in plan.entangled:
        found = _rows(svc, "SELECT timeline FROM actions WHERE id = ?", (action_id,))
        key = int(found[0][0]) if found else tl.CAMPAIGN
        counts[key] = counts.get(key, 0) + 1
    out = []
    for key in sorted(counts, key=lambda k: (k == tl.CAMPAIGN, k)):
        name = _rows(svc, "SELECT name FROM battles WHERE id = ?", (key,)) if key != tl.CAMPAIGN else []
        out.append(Elsewhere(key or None, name[0][0] if name else "", counts[key]))
    return tuple(out)


def rewind_to_round(svc: CampaignService, battle_id: int, round_: int) -> list[ChangeSet]:
    plan = plan_rewind(svc, battle_id, round_).plan
    return svc.carry_out(plan) if plan is not None else []


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
    plan: tl.Plan | None = field(default=None, compare=False)


HISTORY_LIMIT = 2000
_ROW = ("SELECT a.id, a.battle_id, COALESCE(b.name, ''), a.round, a.phase, a.label, a.text, a.state = 'done', "
        "a.message FROM actions a LEFT JOIN battles b ON b.id = a.battle_id ")


def history(svc: CampaignService, battle_id: int | None = None, limit: int = HISTORY_LIMIT) -> list[HistoryRow]:
    """The actions on the line a battle's timeline stands on (done, then the redoable ones), oldest first; or,
    for the whole campaign (None), every timeline's (the newest ``limit``)."""
    raw = svc.file.raw
    if battle_id is not None:  # one query: the line from the tip back, with what each row shows
        tip = tl.read_stand(raw, tl.timeline_key(battle_id))[1]
        found_line = _rows(svc, "WITH RECURSIVE up(id, parent_id, depth) AS (SELECT id, parent_id, 0 FROM "
                                "actions WHERE id = ? UNION ALL SELECT a.id, a.parent_id, up.depth + 1 FROM "
                                "actions a JOIN up ON a.id = up.parent_id) "
                                + _ROW.replace("FROM actions a", "FROM up JOIN actions a ON a.id = up.id")
                                + f"ORDER BY up.depth LIMIT {int(limit)}", (tip,))
        phases: dict[str, str] = {}
        return [_history_row(r, phases) for r in reversed(found_line)]
    else:
        ids = [r[0] for r in _rows(svc, f"SELECT id FROM actions WHERE state = 'done' ORDER BY id DESC "
                                        f"LIMIT {int(limit)}")]
        for head, tip in _rows(svc, "SELECT head, tip FROM timelines WHERE tip IS NOT head"):
            path = tl.read_line(raw, tip)
            ids += path[path.index(head) + 1 if head in path else 0:]
        ids = sorted(ids)[-limit:]
    found: dict[int, tuple] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        found.update((r[0], r) for r in _rows(svc, _ROW + f"WHERE a.id IN ({','.join('?' * len(chunk))})", chunk))
    return [_history_row(found[pk]) for pk in ids if pk in found]


def _history_row(r, phases: dict[str, str] | None = None) -> HistoryRow:
    label = shown_part(r[5], r[8], "label")
    text = shown_part(r[6], r[8], "text")
    phases = {} if phases is None else phases  # each phase's name translated once per read
    if r[4] and r[4] not in phases:
        phases[r[4]] = render(term("Rules", r[4]))
    phase = phases.get(r[4], "") if r[4] else ""
    return HistoryRow(r[0], r[1], r[2], r[3], phase, label, text or label, bool(r[7]))


def plan_to_action(svc: CampaignService, action_id: int) -> StepPlan:
    """How the action's timeline comes to stand just after action ``action_id``: undo its done actions newer than
    it, or, when it is ahead on the timeline's line (undone), redo up to it. Actions elsewhere change only when
    they changed the same rows later (``others``)."""
    found = _rows(svc, "SELECT a.state, a.battle_id, a.label, a.message, COALESCE(b.name, ''), a.timeline "
                       "FROM actions a LEFT JOIN battles b ON b.id = a.battle_id WHERE a.id = ?", (action_id,))
    if not found or found[0][0] not in ("done", "undone"):
        raise ServiceError(Msg("Errors", "That action is no longer in the history (a newer action replaced it)."))
    state, battle_id, label, message, battle, timeline = found[0]
    if state == "done":
        kind, plan = "undo", svc.plan(lambda s: tl.plan_back_to(s, timeline, action_id))
    else:
        try:
            kind, plan = "redo", svc.plan(lambda s: tl.plan_redo(s, timeline, action_id))
        except ServiceError:
            raise ServiceError(Msg("Errors", "That action is on another branch of this battle: switch to that "
                                             "branch first.")) from None
    assert plan is not None
    return StepPlan(action_id, kind, plan.count, len(plan.entangled), battle_id, _elsewhere(svc, plan),
                    shown_part(label, message, "label"), battle, plan)


def step_to_action(svc: CampaignService, plan: StepPlan) -> list[ChangeSet]:
    """Carry out ``plan``: the ChangeSets of every undo or redo, in order."""
    return svc.carry_out(plan.plan) if plan.plan is not None else []
