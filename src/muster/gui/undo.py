"""QUndoStack over the service layer's persistent history.

A GM action runs through the service first; only when it succeeded is a
command pushed, marked as already done. Undo and redo then ask the service
to reverse or replay the recorded row changes. On opening a campaign, the
last ``HISTORY_WINDOW`` done actions and every redoable one are put back on
the stack, so Ctrl+Z works across restarts.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack

HISTORY_WINDOW = 500


class ServiceCommand(QUndoCommand):
    def __init__(self, history: "History", label: str):
        super().__init__(label)
        self._history = history
        self._skip_redo = True  # the action already ran when the command is pushed

    def redo(self):
        if self._skip_redo or self._history.syncing:
            self._skip_redo = False
            return
        self._history.service.redo()

    def undo(self):
        if self._history.syncing:
            return
        self._history.service.undo()


class History:
    def __init__(self, stack: QUndoStack):
        self.stack = stack
        self.service = None
        self.syncing = False

    def attach(self, service) -> None:
        """Rebuild the stack from the campaign's recorded history."""
        self.service = service
        self.syncing = True
        try:
            self.stack.clear()
            if service is None:
                return
            done = list(reversed(service.history("done", HISTORY_WINDOW)))
            undone = service.history("undone")
            for _, label in done + undone:
                self.stack.push(ServiceCommand(self, label))
            for _ in undone:
                self.stack.undo()
            self.stack.setClean()
        finally:
            self.syncing = False

    def record(self, label: str) -> None:
        """A service action has just been done: put it on the stack."""
        self.stack.push(ServiceCommand(self, label))
        self.stack.setClean()

    def rewind(self, count: int) -> None:
        """Undo ``count`` actions; past the loaded window, go to the service and reload."""
        if count <= self.stack.index():
            self.stack.setIndex(self.stack.index() - count)
        else:
            for _ in range(count):
                self.service.undo()
            self.attach(self.service)
        self.stack.setClean()
