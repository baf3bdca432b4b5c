"""The base class of the central battle panel every rules system provides."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from muster.services import ChangeSet
from muster.services import queries as q


class SystemPanel(QWidget):
    """Shown in the central area while a battle of its system is current.

    ``window`` is the MainWindow: run every GM action through
    ``window.run(service_function, *args)`` (undo stack, manual dice, error
    messages) and read through ``window.service`` with ``muster.services``
    query functions. Never hold a database session here.
    """

    def __init__(self, window):
        super().__init__(window)
        self.window_ = window

    @property
    def service(self):
        return self.window_.service

    def show_battle(self, battle: q.BattleRow | None, units: list[q.UnitRow]) -> None:
        """Show ``battle`` (its units in initiative order); called after every change to it."""

    def on_changes(self, changes: ChangeSet) -> None:
        """Called after every commit, undo and redo while this panel is current."""

    def primary_action(self) -> None:
        """The panel's main roll (Battle ▸ Resolve, Ctrl+K)."""

    def primary_available(self) -> bool:
        return False

    def turn_notes(self) -> dict[int, str]:
        """A short note per unit id for the Turn Tracker's initiative list (actions used, orders...)."""
        return {}

    def status_dock_widget(self):
        """A widget for the Mech Status dock while this panel is current, or None for the placeholder."""
        return None
