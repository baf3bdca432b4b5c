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

    def add_heading(self, layout, subtitle_style: str = "font-size: 12pt; color: palette(mid);") -> None:
        """The battle's name in large type over a subtitle line (``titleLabel``, ``subtitleLabel``)."""
        from PySide6.QtWidgets import QLabel

        self.titleLabel = QLabel(objectName="battleTitle")
        self.titleLabel.setStyleSheet("font-size: 20pt; font-weight: bold;")
        self.subtitleLabel = QLabel(objectName="battleSubtitle")
        self.subtitleLabel.setStyleSheet(subtitle_style)
        layout.addWidget(self.titleLabel)
        layout.addWidget(self.subtitleLabel)

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
