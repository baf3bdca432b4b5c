"""The base class of the central battle panel every rules system provides.

The contract (ARCHITECTURE.md, "The path from the campaign to the screen"):

* A panel holds no truth of its own. ``show_battle(battle, units, reset=...)`` rebuilds every
  widget from the file. With ``reset=True`` (a campaign or battle switch, undo, redo, rewind) the
  GM's unsaved choices (chosen units, terrain, range...) are dropped and taken afresh from the
  battle; with ``reset=False`` (after a GM action) they are kept where they are still valid.
  Whatever a roll uses is read from the widgets at the moment of the roll.
* A panel never refreshes itself after ``window.run(...)``: the campaign session dispatches the
  ChangeSet and calls ``show_battle`` once, naming who started the action.
* The result box shows the last action of this battle that is still done (``show_last_result``);
  after an undo that is the one before, or nothing.
* ``primary_changed`` is emitted whenever ``primary_available()`` may have changed, so the
  window's Battle ▸ Resolve (Ctrl+K) follows the panel.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QWidget

from muster.i18n import render
from muster.services import ChangeSet
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services.core import CampaignService


class SystemPanel(QWidget):
    """Shown in the central area while a battle of its system is current.

    ``window`` is the MainWindow: run every GM action through
    ``window.run(service_function, *args)`` (undo stack, manual dice, error
    messages) and read through ``window.service`` with ``muster.services``
    query functions. Never hold a database session here.
    """

    primary_changed = Signal()
    refreshed = Signal()  # the panel has just been rebuilt from the file (after show_battle and the result box)
    #: action kinds whose text the result box shows (None: any action of the battle)
    result_kinds: tuple[str, ...] | None = None

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window_ = window
        self.lastResult: QLabel | None = None

    def add_heading(self, layout: QBoxLayout, subtitle_style: str = "font-size: 12pt; color: palette(mid);") -> None:
        """The battle's name in large type over a subtitle line (``titleLabel``, ``subtitleLabel``)."""
        self.titleLabel = QLabel()
        self.titleLabel.setObjectName("battleTitle")
        self.titleLabel.setStyleSheet("font-size: 20pt; font-weight: bold;")
        self.subtitleLabel = QLabel()
        self.subtitleLabel.setObjectName("battleSubtitle")
        self.subtitleLabel.setStyleSheet(subtitle_style)
        layout.addWidget(self.titleLabel)
        layout.addWidget(self.subtitleLabel)

    def add_result_box(self, layout: QBoxLayout) -> QLabel:
        """The box that shows the battle's last done action (``lastResult``)."""
        label = QLabel()
        label.setObjectName("lastResult")
        label.setWordWrap(True)
        label.setFrameShape(QFrame.Shape.StyledPanel)
        label.setMinimumHeight(48)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(label)
        self.lastResult = label
        return label

    @property
    def service(self) -> CampaignService | None:
        return self.window_.service

    def show_battle(self, battle: q.BattleRow | None, units: list[q.UnitRow], *, reset: bool = True) -> None:
        """Rebuild every widget of ``battle`` (its units in initiative order) from the file."""

    def on_changes(self, changes: ChangeSet, origin: object = None) -> None:
        """Called after every commit, undo and redo while this panel is current (after show_battle)."""

    def primary_action(self) -> None:
        """The panel's main roll (Battle ▸ Resolve, Ctrl+K)."""

    def primary_available(self) -> bool:
        return False

    def turn_notes(self) -> dict[int, str]:
        """A short note per unit id for the Turn Tracker's initiative list (actions used, orders...)."""
        return {}

    def status_dock_widget(self) -> QWidget | None:
        """A widget for the system status dock while this panel is current, or None for the placeholder."""
        return None

    # ---- what must stay in sight on a laptop screen (tests/gui/test_fits_laptop_screens.py) ---------------------
    def primary_button(self) -> QWidget | None:
        """The button of the panel's main roll in the phase shown (Roll / Resolve), or None."""
        return None

    def odds_widget(self) -> QWidget | None:
        """The widget showing the exact odds of that roll before it is made, or None."""
        return None

    def result_widget(self) -> QWidget | None:
        """The widget showing the result of the last action (by default the result box)."""
        return self.lastResult

    # ---- the result box ---------------------------------------------------------------------
    def last_result_row(self, battle: q.BattleRow | None) -> q.LogRow | None:
        if battle is None or self.service is None:
            return None
        return q.last_action(self.service, battle.id, self.result_kinds)

    def format_result(self, row: q.LogRow) -> str:
        """Rich text for the result box; systems override this for their own result shapes."""
        notes = row.result.get("notes", []) if isinstance(row.result, dict) else []
        extra = "".join(f"<br/><i>{html.escape(render(n))}</i>" for n in notes if n)  # text, or a message's data
        return f"<b>{html.escape(row.text)}</b>{extra}"

    def show_last_result(self, battle: q.BattleRow | None) -> None:
        """Fill the result box from the file: the last done action of ``battle``, or nothing."""
        if self.lastResult is None:
            return
        row = self.last_result_row(battle)
        self.lastResult.setText(self.format_result(row) if row is not None else "")
