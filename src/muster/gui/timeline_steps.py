"""Stepping through a timeline from the window: undo, redo, rewind, a History click, a branch switch.

Each acts on one timeline (the battle on screen, or the campaign's own). When later actions elsewhere changed the
same rows, the GM is told which, battle by battle, and chooses: undo those too, or cancel (nothing changes). Every
step's ChangeSet goes through the session's one dispatch; the undo stack is rebuilt afterwards so it mirrors the
file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence, cast

from muster.i18n import Msg, fmt, render, translate
from muster.services import ChangeSet, ServiceError

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.gui.session import CampaignSession
    from muster.services.history import Elsewhere
    from muster.services.timelines import Plan


def confirm_elsewhere(session: CampaignSession, title: str, question: str, others: Sequence[Elsewhere],
                      button: str) -> bool:
    """Ask the GM before a step changes other battles (or the roster): ``question``, then each battle with how
    many of its actions would be undone; False (nothing done) when cancelled or nobody can be asked."""
    nowhere = translate("CampaignSession", "the roster and the campaign (no battle)")
    lines = [render(Msg("CampaignSession", "• %1: %n action(s)", None, other.count).args(other.battle or nowhere))
             for other in others]
    after = translate("CampaignSession", "They changed the same units later. Each one can be redone afterwards.")
    text = "\n".join([question, "", *lines, "", after])
    from muster.gui.operations import battle as battle_ops

    if battle_ops.confirm_elsewhere(cast("MainWindow | None", session.parent()), title, text, button):
        return True
    session.message.emit(translate("CampaignSession", "Nothing was changed."), 5000)
    return False


def _elsewhere(session: CampaignSession, plan: Plan) -> tuple[Elsewhere, ...]:
    from muster.services.history import _elsewhere as grouped

    assert session.service is not None
    return grouped(session.service, plan)


def carry_out(session: CampaignSession, plan: Plan, origin: str, *, resync: bool = True) -> list[ChangeSet]:
    """Run ``plan`` (one transaction) and dispatch what it changed; [] when it failed (the GM was told).
    ``resync``: rebuild the undo stack afterwards (not from inside one of its own commands: see ``step``)."""
    assert session.service is not None
    try:
        with session.service.collecting() as stepped:
            session.service.carry_out(plan)
    except ServiceError as exc:
        session.failed.emit(str(exc))
        stepped = []
    except Exception as exc:
        if not session._storage_failed(exc) and not session._data_failed(exc):
            raise
        stepped = []
    for changes in stepped:
        session.dispatch(changes, origin)
    if resync:
        _resync(session, later=False)
    return stepped


def step(session: CampaignSession, kind: str, timeline: int) -> ChangeSet | None:
    """Undo or redo one action of ``timeline``, then show it (the undo stack's commands call this)."""
    from muster.services import timelines as tl

    service = session.service
    if service is None or session._refuse_if_read_only():
        return None
    make: Callable = (lambda s: tl.plan_undo(s, timeline)) if kind == "undo" else (
        lambda s: tl.plan_redo(s, timeline))
    try:
        plan = service.plan(make)
    except ServiceError as exc:
        session.failed.emit(str(exc))
        _resync(session)
        return None
    if plan is None:
        _resync(session)
        return None
    if plan.entangled:
        entry = service.next_step(kind, timeline)
        label = entry.label if entry is not None else ""
        if kind == "undo":
            asked = translate("CampaignSession", "Undoing “%1” also undoes later actions that changed the same units:")
            title = translate("CampaignSession", "Undo")
        else:
            asked = translate("CampaignSession", "Redoing “%1” first undoes later actions that changed the same "
                                                 "units:")
            title = translate("CampaignSession", "Redo")
        question = fmt(asked, label)
        if not confirm_elsewhere(session, title, question, _elsewhere(session, plan), title):
            _resync(session)
            return None
    first = service.history("done" if kind == "undo" else "undone", 1, timeline)
    if timeline:
        session.focus_battle.emit(timeline)  # the views show that battle before the change
    # called from inside an undo command of the stack: the stack is rebuilt only after it returns, and only when
    # it no longer mirrors the file (a failure, or entangled steps of other timelines)
    stepped = carry_out(session, plan, kind, resync=False)
    if not stepped or plan.entangled:
        _resync(session)
    if not stepped:
        return None
    main = stepped[-1]
    battle = first[0].battle if first else ""
    if battle:
        text = translate("CampaignSession", "Undone: %1 (in %2)") if kind == "undo" else \
            translate("CampaignSession", "Redone: %1 (in %2)")
        session.message.emit(fmt(text, main.label, battle), 5000)
    else:
        text = translate("CampaignSession", "Undone: %1") if kind == "undo" else \
            translate("CampaignSession", "Redone: %1")
        session.message.emit(fmt(text, main.label), 5000)
    return main


def _resync(session: CampaignSession, *, later: bool = True) -> None:
    """Rebuild the undo stack from the file (``later``: once the stack's own command has returned)."""
    def attach() -> None:
        if session.history is not None and session.service is not None:
            session.history.attach(session.service)

    if later:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, attach)
    else:
        attach()


def rewind(session: CampaignSession, battle_id: int, round_: int) -> int | None:
    """Undo the battle back to the start of ``round_``; returns how many actions were undone."""
    from muster.services import queries as q
    from muster.services.history import plan_rewind

    if session.service is None:
        return None
    try:
        plan = plan_rewind(session.service, battle_id, round_)
    except ServiceError as exc:
        session.failed.emit(str(exc))
        return None
    if plan.others:
        asked = translate("CampaignSession", "Rewinding %1 to the start of round %2 also undoes later actions "
                                             "elsewhere that changed the same units:")
        question = fmt(asked, q.battle_name(session.service, battle_id), round_)
        title = translate("CampaignSession", "Rewind")
        if not confirm_elsewhere(session, title, question, plan.others, title):
            return None
    session.focus_battle.emit(battle_id)
    assert plan.plan is not None
    carry_out(session, plan.plan, "rewind")
    if plan.elsewhere:
        text = render(Msg("CampaignSession", "Rewound %n action(s) to the start of round %1; Redo steps forward "
                              "again. %2 of them were elsewhere (they changed the same units).", None, plan.count)
                      .args(round_, plan.elsewhere))
    else:
        text = render(Msg("CampaignSession", "Rewound %n action(s) to the start of round %1; Redo steps forward "
                              "again.", None, plan.count).args(round_))
    session.message.emit(text, 8000)
    return plan.count


def to_action(session: CampaignSession, action_id: int) -> int | None:
    """Undo (or redo) until the action's timeline stands just after action ``action_id``; how many steps."""
    from muster.services.history import plan_to_action

    if session.service is None:
        return None
    try:
        plan = plan_to_action(session.service, action_id)
    except ServiceError as exc:
        session.failed.emit(str(exc))
        return None
    if plan.others:
        if plan.kind == "undo":
            title = translate("CampaignSession", "Go Back")
            asked = translate("CampaignSession", "Going back to just after “%1” also undoes later actions elsewhere "
                                                 "that changed the same units:")
        else:
            title = translate("CampaignSession", "Redo")
            asked = translate("CampaignSession", "Redoing up to “%1” first undoes later actions elsewhere that "
                                                 "changed the same units:")
        question = fmt(asked, plan.label)
        if not confirm_elsewhere(session, title, question, plan.others, title):
            return None
    assert plan.plan is not None
    # the battle on screen stays: a click in the History dock acts on it, never shows another one
    carry_out(session, plan.plan, "rewind" if plan.kind == "undo" else "redo")
    if plan.kind == "undo":
        text = render(Msg("CampaignSession", "Went back %n action(s); Redo steps forward again.", None, plan.count))
    else:
        text = render(Msg("CampaignSession", "Redid %n action(s).", None, plan.count))
    session.message.emit(text, 8000)
    return plan.count


def switch_branch(session: CampaignSession, battle_id: int, leaf_id: int, *, record: bool = True) -> int | None:
    """Make the battle stand at the end of the branch ending with ``leaf_id``; how many steps it took (0: it stood
    there already; None: nothing done). ``record``: the switch goes on the undo stack (Ctrl+Z switches back)."""
    from muster.services import branches
    from muster.services import timelines as tl

    if session.service is None or session._refuse_if_read_only():
        return None
    try:
        plan = branches.plan_switch(session.service, battle_id, leaf_id)
    except ServiceError as exc:
        session.failed.emit(str(exc))
        return None
    if plan.plan is None or not plan.plan.steps:
        session.message.emit(translate("CampaignSession", "The battle already stands on that branch."), 5000)
        return 0
    if plan.others:
        question = translate("CampaignSession", "Switching to this branch also undoes later actions elsewhere that "
                                                "changed the same units:")
        title, button = translate("CampaignSession", "Switch Branch"), translate("CampaignSession", "Switch")
        if not confirm_elsewhere(session, title, question, plan.others, button):
            return None
    session.focus_battle.emit(battle_id)
    back = tl.read_stand(session.service.file.raw, tl.timeline_key(battle_id))[1]
    if not carry_out(session, plan.plan, "redo"):
        return None
    if record and session.history is not None and back is not None:
        label = next((b.label for b in branches.branches(session.service, battle_id) if b.leaf_id == leaf_id), "")
        text = fmt(translate("CampaignSession", "Switch to the branch ending “%1”"), label)
        session.history.switched(tl.timeline_key(battle_id), text, leaf_id, back)
    session.message.emit(translate("CampaignSession", "Switched to the branch: the battle stands as it left it. Ctrl+Z "
                                                      "switches back."), 8000)
    return plan.count
