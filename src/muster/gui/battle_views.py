"""The battle on screen: the Turn Tracker, the system's battle panel and the system status dock.

``BattleViews`` knows which battle is current and rebuilds the three views from the file, in the
session's dispatch order. A campaign switch, a battle switch, an undo, a redo and a rewind reset the
panel (the GM's unsaved choices go); a GM action keeps the choices that are still valid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal

from muster.gui.session import OPEN, REDO, REWIND, UNDO, CampaignSession, Stage
from muster.services import ChangeSet
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.gui.systems.base import SystemPanel
    from muster.services import CampaignService

RESETTING = (OPEN, UNDO, REDO, REWIND)


class BattleViews(QObject):
    battle_shown = Signal(object)  # the BattleRow now current, or None
    primary_changed = Signal()  # the current panel's main roll may have become (un)available
    system_changed = Signal(str)  # the battle on screen is of another rules system ("" for no battle)

    def __init__(self, window: MainWindow, session: CampaignSession):
        super().__init__(window)
        self.window = window
        self.session = session
        self.turn = window.turnDock
        self.status = window.statusDock
        self.panels: dict[str, SystemPanel] = {}  # by rules system, made when first shown
        self.panel = self._panel("generic")
        self.battle: q.BattleRow | None = None
        self._system: str | None = None  # the system last announced by system_changed
        session.add_view(Stage.TURN_TRACKER, "turn tracker", reload=self._reload, apply=self._apply_turn)
        session.add_view(Stage.PANEL, "battle panel", apply=self._apply_panel)
        session.add_view(Stage.STATUS, "status dock", apply=self._apply_status)
        session.focus_battle.connect(self.select)
        self.turn.battle_selected.connect(lambda _id: self.show(reset=True))

    # ---- which battle --------------------------------------------------------------------------
    def battle_id(self) -> int | None:
        return self.turn.battle_id()

    def select(self, battle_id: int | None) -> None:
        """Make ``battle_id`` current (if it still exists); the views reset to it."""
        if battle_id is not None and battle_id != self.battle_id() and self.session.service is not None:
            if q.battle(self.session.service, battle_id) is not None:
                self.turn.set_battles(q.battles(self.session.service), select=battle_id)

    def _panel(self, system: str) -> SystemPanel:
        if system not in self.panels:
            from muster.gui.systems import battle_panel

            panel = battle_panel(system)(self.window)
            panel.primary_changed.connect(self.primary_changed)
            self.panels[system] = panel
            self.window.centralStack.addWidget(panel)
        return self.panels[system]

    # ---- dispatch -----------------------------------------------------------------------------------
    def _reload(self, service: CampaignService | None) -> None:
        self.turn.set_battles(q.battles(service) if service is not None else [])  # shows the battle, reset

    def _concerns(self, changes: ChangeSet) -> bool:
        return (changes.touches("battles", "units", "rules_overrides") or changes.kind != "do"
                or (self.battle is not None and changes.battle_id == self.battle.id))

    def _apply_turn(self, changes: ChangeSet, origin: object) -> None:
        svc = self.session.service
        if svc is not None and changes.structural("battles"):
            self.turn.set_battles(q.battles(svc), select=self._new_battle(changes))
            return  # set_battles showed the current battle (and reset the panel)
        if self._concerns(changes):
            self._read_battle()
            self.turn.show_battle(self.battle, self._info())

    def _apply_panel(self, changes: ChangeSet, origin: object) -> None:
        if changes.structural("battles") or not self._concerns(changes):
            return
        self._show_panel(reset=origin in RESETTING)
        self.panel.on_changes(changes, origin)

    def _apply_status(self, changes: ChangeSet, origin: object) -> None:
        self._show_status()

    def _show_status(self) -> None:
        from muster import systems

        spec = systems.find(self.battle.system) if self.battle is not None else None
        self.status.set_content(self.panel.status_dock_widget(), spec.status_title if spec else "")
        if spec is not None and spec.has_status_widget:
            self._make_room_for_status()

    def _make_room_for_status(self) -> None:
        """A system with a status widget (the mech paper doll) needs height: take it from the Turn Tracker."""
        dock = self.status
        if dock.isVisible() and not dock.isFloating() and dock.height() < 420:
            total = dock.height() + self.turn.height()
            self.window.resizeDocks([self.turn, dock], [max(200, total - 480), 480], Qt.Orientation.Vertical)

    @staticmethod
    def _new_battle(changes: ChangeSet) -> int | None:
        """A battle just created (started or from a scenario) becomes the current one."""
        if changes.kind == "do":
            inserted = changes.ids("battles", "insert")
            return inserted[-1] if inserted else None
        return None

    # ---- showing -------------------------------------------------------------------------------------
    def _info(self) -> dict[str, Any] | None:
        svc = self.session.service
        return svc.system_info(self.battle.system) if self.battle is not None and svc is not None else None

    def _read_battle(self) -> None:
        battle_id = self.battle_id()
        svc = self.session.service
        self.battle = q.battle(svc, battle_id) if svc is not None and battle_id is not None else None

    def show(self, reset: bool = True) -> None:
        """Rebuild the turn tracker, panel and status dock for the current battle from the file."""
        self._read_battle()
        self.turn.show_battle(self.battle, self._info())
        self._show_panel(reset)
        self._show_status()

    def _show_panel(self, reset: bool) -> None:
        battle = self.battle
        roster = self.window.roster_model
        units = [u for u in (roster.unit_row(i) for i in (battle.initiative if battle else [])) if u]
        panel = self._panel(battle.system if battle else "generic")
        switched = panel is not self.panel
        self.panel = panel
        self.window.centralStack.setCurrentWidget(panel)
        panel.show_battle(battle, units, reset=reset or switched)
        panel.show_last_result(battle)
        panel.refreshed.emit()
        self.turn.initiative.set_notes(panel.turn_notes())
        system = battle.system if battle else ""
        if system != self._system:
            self._system = system
            self.system_changed.emit(system)
        self.battle_shown.emit(battle)
        self.primary_changed.emit()
