"""QUndoStack over the service layer's persistent history: the timeline of the battle on screen.

Every battle keeps its own timeline, and the campaign its own (``muster.services.timelines``); the stack shows the
one of the battle on screen, or the campaign's when no battle is or when the GM's last action was a campaign one
(a roster edit: Ctrl+Z undoes what the GM just did). Edit ▸ Undo Campaign Change and the roster's right-click menu
reach the campaign's own timeline at any time. A GM action runs through the service first; only
when it succeeded is a command pushed, marked as already done.
Undo and redo then ask the campaign session to reverse or replay the recorded row changes of that timeline. When
another battle comes on screen, or a campaign is opened, the stack is rebuilt from the timeline's last
``HISTORY_WINDOW`` done actions and every redoable one, so Ctrl+Z works across restarts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoCommand, QUndoStack

from muster.services import ChangeSet, HistoryEntry

if TYPE_CHECKING:
    from muster.gui.session import CampaignSession
    from muster.services import CampaignService

HISTORY_WINDOW = 500


def command_text(label: str, battle: str) -> str:
    return f"{label} — {battle}" if battle else label


class ServiceCommand(QUndoCommand):
    def __init__(self, history: History, text: str):
        super().__init__(text)
        self._history = history
        self._skip_redo = True  # the action already ran when the command is pushed

    def redo(self) -> None:
        if self._skip_redo or self._history.syncing:
            self._skip_redo = False
            return
        self._history.session.step("redo")

    def undo(self) -> None:
        if self._history.syncing:
            return
        self._history.session.step("undo")


@dataclass
class Switch:
    """A branch switch on the stack: Ctrl+Z switches back, Redo switches again (until the GM's next action)."""

    timeline: int
    text: str
    there: int  # the branch's last action (where the switch went)
    back: int  # the tip the battle stood on before
    done: bool = True


class SwitchCommand(QUndoCommand):
    def __init__(self, history: History, switch: Switch):
        super().__init__(switch.text)
        self._history = history
        self._skip_redo = True  # pushed as it stands: done, or undone right after by attach

    def redo(self) -> None:
        if self._skip_redo or self._history.syncing:
            self._skip_redo = False
            return
        self._history.switch_step(again=True)

    def undo(self) -> None:
        if not self._history.syncing:
            self._history.switch_step(again=False)


class History:
    def __init__(self, stack: QUndoStack, session: CampaignSession):
        self.stack = stack
        self.session = session
        self.syncing = False
        self.timeline = 0  # the timeline the stack shows: the battle on screen, 0 for the campaign's own
        self._made_by_last: set[int] = set()  # the battles the last action recorded made
        self.switch: Switch | None = None  # the last branch switch, while it is the top of its timeline's stack
        session.history = self

    def show_timeline(self, timeline: int) -> None:
        """Another battle (or none) is on screen: the stack shows its timeline. A battle the GM's last action made
        (started, or started from a scenario) keeps that action on Ctrl+Z until the GM acts in it."""
        if timeline in self._made_by_last:
            return
        if timeline != self.timeline:
            self.timeline = timeline
            self.attach(self.session.service)

    def attach(self, service: CampaignService | None) -> None:
        """Rebuild the stack from the recorded history of the timeline shown."""
        self.syncing = True
        try:
            self.stack.clear()
            if service is None or service.file.read_only:
                return
            done: list[HistoryEntry] = list(reversed(service.history("done", HISTORY_WINDOW, self.timeline)))
            undone = service.history("undone", None, self.timeline)
            for entry in done + undone:
                self.stack.push(ServiceCommand(self, command_text(entry.label, entry.battle)))
            switch = self.switch if self.switch is not None and self.switch.timeline == self.timeline else None
            if switch is not None:  # above the line: the switch is what the GM did last
                self.stack.push(SwitchCommand(self, switch))
            for _ in range(len(undone) + (switch is not None and not switch.done)):
                self.stack.undo()
            self.stack.setClean()
        finally:
            self.syncing = False

    def record(self, changes: ChangeSet) -> None:
        """A service action has just been done: put it on the stack. The stack follows what the GM just did: a roster
        edit with a battle on screen makes the campaign's timeline the one Ctrl+Z undoes, the battle's next action
        makes it the battle's again."""
        self._made_by_last = {int(b) for b in changes.ids("battles", "insert")}
        if self.switch is not None and self.switch.timeline == changes.timeline:
            self.switch = None  # a new action on top: switching back is the Branches list's now
            self.timeline = -1  # so the stack is rebuilt without it
        if changes.timeline != self.timeline:
            self.timeline = changes.timeline
            self.attach(self.session.service)  # rebuilt from the file: this action is on it
            return
        battle = changes.battle_name
        if not battle and changes.battle_id is not None and self.session.service is not None:
            from muster.services import queries as q

            battle = q.battle_name(self.session.service, changes.battle_id)
        self.stack.push(ServiceCommand(self, command_text(changes.label, battle)))
        self.stack.setClean()

    def switched(self, timeline: int, text: str, there: int, back: int) -> None:
        """The GM switched the battle to a branch: put the switch on the stack, so Ctrl+Z switches back."""
        self.switch = Switch(timeline, text, there, back)
        self.attach(self.session.service)

    def switch_step(self, *, again: bool) -> None:
        """Undo (switch back) or redo (switch again) the switch on the stack, once its command has returned."""
        switch = self.switch
        if switch is None:
            return

        def step() -> None:
            target = switch.there if again else switch.back
            if self.session.switch_branch(switch.timeline, target, record=False):
                switch.done = again
            self.attach(self.session.service)  # the stack mirrors the file (and the switch) again
        QTimer.singleShot(0, step)
