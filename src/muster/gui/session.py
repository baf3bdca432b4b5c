"""The open campaign and the one path from a committed change to the screen.

``CampaignSession`` owns the campaign the window has open: opening, closing and switching, the
recent-files list, automatic backups, the warm-up of the ORM, dice (automatic or asked of the GM),
running GM actions and stepping through history. Every commit comes back from the service as a
``ChangeSet``; the session hands it to the views in a fixed order (``Stage``), naming who started
it, so no view reads a half-updated neighbour and no panel refreshes itself twice:

    item models → turn tracker → battle panel → status dock → combat log → other windows
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, QSettings, QTimer, Signal

from muster.rules.dice import DiceCancelled, DiceError
from muster.services import ChangeSet, ServiceError

if TYPE_CHECKING:
    from muster.rules.dice import PromptedDice
    from muster.services import CampaignService

MAX_RECENT = 8


class Stage(IntEnum):
    """Where a view stands in the dispatch order."""

    MODELS = 0  # item models: roster, log, library...
    TURN_TRACKER = 1
    PANEL = 2  # the current battle's panel
    STATUS = 3  # the system status dock
    LOG = 4  # the combat log dock (filters, following the newest row)
    WINDOWS = 5  # other windows: rules reference, player view


#: who started a change, when no widget did
UNDO, REDO, REWIND, OPEN = "undo", "redo", "rewind", "open"


@dataclass
class _View:
    stage: Stage
    name: str
    reload: Callable[[object], None] | None  # a different campaign (or None) is open
    apply: Callable[[ChangeSet, object], None] | None  # one committed change, and who started it


class CampaignSession(QObject):
    """The campaign the window works on, and the dispatch of its changes."""

    campaign_opened = Signal(object)  # the CampaignService, after every view has reloaded
    campaign_closed = Signal()
    changed = Signal(object, object)  # ChangeSet, origin: after every view has applied it
    failed = Signal(str)  # a GM action or file operation refused: the message says why
    message = Signal(str, int)  # a status-bar line and how long to show it (ms)
    focus_battle = Signal(int)  # undo, redo or rewind is about to change this battle: show it first

    def __init__(self, settings: QSettings, parent: QObject | None = None):
        super().__init__(parent)
        self.settings = settings
        self.service: CampaignService | None = None
        self.last_changes: list[ChangeSet] = []  # what the last run() committed
        self.dispatched: list[tuple[str, int, object]] = []  # (view, action id, origin): the last dispatch
        self._views: list[_View] = []
        self._prompted_dice: PromptedDice | None = None
        self._dice_parent = None
        self.history = None  # muster.gui.undo.History, set by the window
        self.backup_timer = QTimer(self, interval=10 * 60 * 1000)
        self.backup_timer.timeout.connect(lambda: self.backup("auto"))

    # ---- views ------------------------------------------------------------------------------
    def add_view(self, stage: Stage, name: str, *, reload: Callable | None = None,
                 apply: Callable | None = None) -> None:
        """Register a view; views of one stage run in the order they were added."""
        self._views.append(_View(stage, name, reload, apply))
        self._views.sort(key=lambda v: v.stage)  # stable: keeps the order within a stage

    def view_order(self) -> list[str]:
        return [v.name for v in self._views]

    def dispatch(self, changes: ChangeSet, origin: object = None) -> None:
        self.dispatched = []
        for view in self._views:
            if view.apply is not None:
                view.apply(changes, origin)
                self.dispatched.append((view.name, changes.action_id, origin))
        self.changed.emit(changes, origin)

    def _reload_views(self) -> None:
        for view in self._views:
            if view.reload is not None:
                view.reload(self.service)

    # ---- opening and closing ----------------------------------------------------------------------
    def is_open(self, path: str | os.PathLike) -> bool:
        from muster.services.files import same_file

        return same_file(self.service, path)

    def open(self, path: str | os.PathLike) -> bool:
        from muster.services.files import open_campaign

        if self.is_open(path):
            return True
        try:
            service = open_campaign(path)
        except ServiceError as exc:
            self.failed.emit(str(exc))
            return False
        self.attach(service)
        if service.file.migrated_from is not None:
            self.message.emit(self.tr("Upgraded from an older Muster; a backup of the original was kept."), 0)
        return True

    def create(self, path: str | os.PathLike) -> bool:
        from muster.services.files import create_campaign

        try:
            service = create_campaign(path)
        except ServiceError as exc:
            self.failed.emit(str(exc))
            return False
        self.attach(service)
        return True

    def create_from_sample(self, path: str | os.PathLike) -> bool:
        from muster.services.files import create_sample_campaign

        try:
            create_sample_campaign(path)
        except ServiceError as exc:
            self.failed.emit(str(exc))
            return False
        return self.open(path)

    def attach(self, service) -> None:
        """Make ``service`` the open campaign: every view reloads from it, in order."""
        self.close()
        self.service = service
        service.on_commit = self._committed_elsewhere
        service.set_dice_source(self._prompted_dice)
        if self.history is not None:
            self.history.attach(service)
        self._reload_views()
        self.remember_recent(service.file.path)
        QTimer.singleShot(250, self.warm_up)
        QTimer.singleShot(3000, lambda: self.backup("open"))
        self.backup_timer.start()
        self.campaign_opened.emit(service)

    def close(self) -> None:
        if self.service is None:
            return
        service, self.service = self.service, None
        self.backup_timer.stop()
        if self.history is not None:
            self.history.attach(None)
        self._reload_views()
        service.close()
        self.campaign_closed.emit()

    def warm_up(self) -> None:
        """Load SQLAlchemy and the models once the window is up, so the first action doesn't wait for them.

        Opening and showing a campaign reads through plain SQL; only GM actions need the ORM.
        """
        if self.service is not None:
            from muster.services.files import warm_up

            warm_up(self.service)

    def backup(self, reason: str) -> None:
        if self.service is not None and not self.service.file.closed:
            try:
                self.service.file.backup(reason)
            except OSError as exc:
                self.message.emit(self.tr("Automatic backup failed: {0}").format(exc), 10000)

    # ---- recent files -------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.settings.value("recent") or []
        return [value] if isinstance(value, str) else list(value)

    def remember_recent(self, path: Path) -> None:
        path_text = str(Path(path).resolve())
        recent = [p for p in self.recent_files() if p != path_text]
        self.settings.setValue("recent", [path_text] + recent[: MAX_RECENT - 1])

    # ---- dice -------------------------------------------------------------------------------------
    def set_manual_dice(self, on: bool, parent=None) -> None:
        from muster.rules.dice import PromptedDice

        self._prompted_dice = PromptedDice() if on else None
        self._dice_parent = parent
        if self.service is not None:
            self.service.set_dice_source(self._prompted_dice)

    def _run_with_dice(self, fn, args):
        """Run ``fn``; with manual dice, ask for each roll between attempts, never inside a transaction."""
        from muster.rules.dice import DiceNeeded

        prompted = self._prompted_dice
        if prompted is None:
            return fn(self.service, *args)
        prompted.reset()
        while True:
            prompted.restart()
            try:
                return fn(self.service, *args)
            except DiceNeeded as need:
                from muster.gui.dialogs.dice import ask_faces

                faces = ask_faces(need.request, self._dice_parent)
                if faces is None:
                    raise DiceCancelled(f"{need.request.purpose}: the roll was cancelled") from None
                prompted.answer(need.request, faces)

    # ---- GM actions -------------------------------------------------------------------------------
    def _committed_elsewhere(self, changes: ChangeSet) -> None:
        """A commit made straight through the service (a script, a test): still shown, in order."""
        if self.history is not None:
            if changes.kind == "do":
                self.history.record(changes)
            else:
                self.history.attach(self.service)  # the stack mirrors the file again
        self.dispatch(changes, None)

    def run(self, fn, *args, origin: object = None):
        """Run one use case; every action it committed goes on the undo stack and to the views.

        Returns what ``fn`` returned, or None when it was refused (the message went to ``failed``).
        """
        self.last_changes = []
        if self.service is None:
            self.failed.emit(self.tr("Open or create a campaign first (File menu)."))
            return None
        try:
            with self.service.collecting() as committed:
                result = self._run_with_dice(fn, args)
        except DiceCancelled:
            self.message.emit(self.tr("Roll cancelled: nothing was changed."), 6000)
            return None
        except (ServiceError, DiceError) as exc:
            self.failed.emit(str(exc))
            return None
        self.last_changes = list(committed)
        for changes in committed:
            if self.history is not None:
                self.history.record(changes)
            self.dispatch(changes, origin)
        return result

    def step(self, kind: str) -> ChangeSet | None:
        """Undo or redo one action (called by the undo stack's commands), then show it."""
        if self.service is None:
            return None
        entry = self.service.next_step(kind)
        if entry is not None and entry.battle_id is not None:
            self.focus_battle.emit(entry.battle_id)  # the views show that battle before the change
        try:
            with self.service.collecting():
                changes = self.service.undo() if kind == UNDO else self.service.redo()
        except ServiceError as exc:
            self.failed.emit(str(exc))
            return None
        if changes is None:
            return None
        self.dispatch(changes, kind)
        verb = self.tr("Undone") if kind == UNDO else self.tr("Redone")
        where = self.tr(" (in {0})").format(entry.battle) if entry is not None and entry.battle else ""
        self.message.emit(f"{verb}: {changes.label}{where}", 5000)
        return changes

    def rewind(self, battle_id: int, round_: int) -> int | None:
        """Undo back to the start of ``round_`` of the battle; returns how many actions were undone."""
        from muster.services.history import plan_rewind

        if self.service is None:
            return None
        try:
            plan = plan_rewind(self.service, battle_id, round_)
        except ServiceError as exc:
            self.failed.emit(str(exc))
            return None
        self.focus_battle.emit(battle_id)
        with self.service.collecting() as undone:
            self.service.rewind(plan.count)
        for changes in undone:
            self.dispatch(changes, REWIND)
        if self.history is not None:
            self.history.attach(self.service)  # the stack mirrors the file again
        text = self.tr("Rewound {0} action(s) to the start of round {1}; Redo steps forward again.").format(
            plan.count, round_)
        if plan.elsewhere:
            text += " " + self.tr("{0} of them belonged to other battles or the roster.").format(plan.elsewhere)
        self.message.emit(text, 8000)
        return plan.count
