"""QUndoStack over the service layer's persistent history.

A GM action runs through the service first; only when it succeeded is a command pushed, marked as
already done. Undo and redo then ask the campaign session to reverse or replay the recorded row
changes (it shows the battle concerned first and dispatches the ChangeSet to every view). On
opening a campaign, the last ``HISTORY_WINDOW`` done actions and every redoable one are put back
on the stack, so Ctrl+Z works across restarts. Each command's text names its battle, so
Edit ▸ Undo says which battle it will change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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


class History:
    def __init__(self, stack: QUndoStack, session: CampaignSession):
        self.stack = stack
        self.session = session
        self.syncing = False
        session.history = self

    def attach(self, service: CampaignService | None) -> None:
        """Rebuild the stack from the campaign's recorded history."""
        self.syncing = True
        try:
            self.stack.clear()
            if service is None:
                return
            done: list[HistoryEntry] = list(reversed(service.history("done", HISTORY_WINDOW)))
            undone = service.history("undone")
            for entry in done + undone:
                self.stack.push(ServiceCommand(self, command_text(entry.label, entry.battle)))
            for _ in undone:
                self.stack.undo()
            self.stack.setClean()
        finally:
            self.syncing = False

    def record(self, changes: ChangeSet) -> None:
        """A service action has just been done: put it on the stack, named with its battle."""
        battle = changes.battle_name
        if not battle and changes.battle_id is not None and self.session.service is not None:
            from muster.services import queries as q

            battle = q.battle_name(self.session.service, changes.battle_id)
        self.stack.push(ServiceCommand(self, command_text(changes.label, battle)))
        self.stack.setClean()
