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
from typing import TYPE_CHECKING, Any, Callable, TypeVar, TypeVarTuple, cast

from PySide6.QtCore import QObject, QSettings, QTimer, Signal

from muster.i18n import TextError, fmt, render
from muster.services import ChangeSet, ServiceError
from muster.services.dice import DiceCancelled, DiceError

#: what reading a campaign's damaged data raises inside an action: the engines' own refusals (TextError: UnitError,
#: RulesDataError, StateError, DesignError...) and the built-in errors a wrong type or a huge number causes
DATA_ERRORS: tuple[type[BaseException], ...] = (TextError, ValueError, TypeError, KeyError, IndexError,
                                                OverflowError, ZeroDivisionError, RecursionError)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from muster.gui.main_window import MainWindow  # the parent: the window whose dialogs ask the GM
    from muster.gui.undo import History
    from muster.services import CampaignService
    from muster.services.dice import PromptedDice

MAX_RECENT = 8

#: a GM action's own arguments (after the service) and what it returns: ``run(fn, *args)`` checks every caller's
#: arguments against ``fn``. A TypeVarTuple, not a ParamSpec: PEP 612 allows no keyword-only parameter
#: (``origin=``) between ``*args: P.args`` and ``**kwargs: P.kwargs``, and no GM action takes keywords through run.
Args = TypeVarTuple("Args")
R = TypeVar("R")


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
    reload: Callable[[CampaignService | None], None] | None  # a different campaign (or None) is open
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
        self._dice_parent: QWidget | None = None
        self.history: History | None = None  # set by the window
        self.backup_timer = QTimer(self, interval=10 * 60 * 1000)
        self.backup_timer.timeout.connect(lambda: self.backup("auto"))

    # ---- views ------------------------------------------------------------------------------
    def add_view(self, stage: Stage, name: str, *, reload: Callable[[CampaignService | None], None] | None = None,
                 apply: Callable[[ChangeSet, object], None] | None = None) -> None:
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

    def open(self, path: str | os.PathLike, leftovers: str | None = None) -> bool:
        """Open ``path``; leftovers that may not belong to it are the GM's call (recover them or set them
        aside), asked in an interactive window and refused (nothing changed) otherwise."""
        from muster.services.files import ASK, CampaignFileError, LeftoversQuestion, check_campaign_path, open_campaign

        try:
            check_campaign_path(path)  # a device, FIFO, folder or loop of links is refused before anything else
        except CampaignFileError as exc:
            self.failed.emit(str(exc))
            return False
        if self.is_open(path):
            return True
        self._opening(path)
        try:
            service = open_campaign(path, leftovers=leftovers or ASK)
        except LeftoversQuestion as question:
            self._opening(None)
            choice = self._ask("ask_about_leftovers", question)
            if choice is None:
                self.failed.emit(fmt(self.tr("%1 Nothing was changed: open it in Muster to recover them or set them "
                                             "aside."), str(question)))
                return False
            return self.open(path, leftovers=choice)
        except CampaignFileError as exc:
            self._opening(None)
            copy = self._ask("offer_backup", exc, Path(path)) if exc.backup is not None else None
            if copy is not None:
                return self.open(copy)
            text = fmt(self.tr("%1 The latest good backup is %2."), str(exc), exc.backup) if exc.backup else str(exc)
            window = self.parent()
            if exc.details and exc.backup is None and getattr(window, "interactive", False):  # (an offered backup's
                # dialog has the details already)
                from muster.gui.operations import campaign as campaign_ops

                campaign_ops.show_refusal(cast("MainWindow", window), text, exc.details)  # the details behind a button
            else:
                self.failed.emit(text)
            return False
        self.attach(service)
        self._opening(None)
        self._tell_what_happened(service)
        return True

    def _opening(self, path: str | os.PathLike | None) -> None:
        """Remember the file being opened until it is shown: if the app dies meanwhile, the next start does
        not open it again by itself (``gui.app.first_campaign``)."""
        if path is None:
            self.settings.remove("opening")
        else:
            self.settings.setValue("opening", _absolute(path))
        self.settings.sync()

    def _ask(self, question: str, *args: object) -> Any:
        """Ask the GM through the window's dialogs (``gui/operations/campaign.py``); None when nobody can be asked."""
        window = self.parent()
        if not getattr(window, "interactive", False):
            return None
        from muster.gui.operations import campaign as campaign_ops

        return getattr(campaign_ops, question)(window, *args)

    def _banner(self, read_only_reason: str) -> None:
        """The read-only banner over the window (hidden when the campaign may be written)."""
        from PySide6.QtWidgets import QMainWindow

        window = self.parent()
        if isinstance(window, QMainWindow):
            from muster.gui.operations import campaign as campaign_ops

            campaign_ops.show_read_only(window, read_only_reason)

    def _tell_what_happened(self, service: CampaignService) -> None:
        file = service.file
        notes = []
        if file.migrated_from is not None:
            notes.append(self.tr("Upgraded from an older Muster; a backup of the original was kept."))
        if file.recovered:
            notes.append(self.tr("Unsaved actions left by an earlier session were recovered."))
        if file.set_aside_to is not None:
            notes.append(fmt(self.tr("The leftover files were moved to %1."), file.set_aside_to))
        if notes:
            self.message.emit(" ".join(notes), 0)

    @property
    def read_only(self) -> bool:
        return self.service is not None and self.service.file.read_only

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

    def attach(self, service: CampaignService) -> None:
        """Make ``service`` the open campaign: every view reloads from it, in order."""
        self.close()
        self.service = service
        service.on_commit = self._committed_elsewhere
        service.set_dice_source(self._prompted_dice)
        if self.history is not None and not service.file.read_only:  # read-only: nothing to undo
            self.history.attach(service)
        self._reload_views()
        self.remember_recent(service.file.path)
        QTimer.singleShot(250, self.warm_up)
        if not service.file.read_only:
            QTimer.singleShot(3000, lambda: self.backup("open"))
            self.backup_timer.start()
        self.campaign_opened.emit(service)
        self._banner(service.file.read_only_reason if service.file.read_only else "")

    def close(self) -> None:
        if self.service is None:
            return
        service, self.service = self.service, None
        self.backup_timer.stop()
        if self.history is not None:
            self.history.attach(None)
        self._reload_views()
        service.close()
        self._banner("")
        self.campaign_closed.emit()

    def warm_up(self) -> None:
        """Load SQLAlchemy and the models once the window is up, so the first action doesn't wait for them.

        Opening and showing a campaign reads through plain SQL; only GM actions need the ORM.
        """
        if self.service is not None:
            from muster.services.files import warm_up

            warm_up(self.service)

    def backup(self, reason: str) -> None:
        """Back up the open campaign; a full disk or a failing backups folder is a status message, not a crash."""
        if self.service is not None and not self.service.file.closed:
            from muster.services.files import backup

            problem = backup(self.service, reason)
            if problem:
                self.message.emit(problem, 15000)

    # ---- recent files -------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.settings.value("recent") or []
        return [value] if isinstance(value, str) else list(value)

    def remember_recent(self, path: Path) -> None:
        path_text = _absolute(path)
        recent = [p for p in self.recent_files() if p != path_text]
        self.settings.setValue("recent", [path_text] + recent[: MAX_RECENT - 1])

    # ---- dice -------------------------------------------------------------------------------------
    def set_manual_dice(self, on: bool, parent: QWidget | None = None) -> None:
        from muster.services.dice import PromptedDice

        self._prompted_dice = PromptedDice() if on else None
        self._dice_parent = parent
        if self.service is not None:
            self.service.set_dice_source(self._prompted_dice)

    def _run_with_dice(self, service: CampaignService, fn: Callable[[CampaignService, *Args], R],
                       args: tuple[*Args]) -> R:
        """Run ``fn``; with manual dice, ask for each roll between attempts, never inside a transaction."""
        from muster.services.dice import DiceNeeded

        prompted = self._prompted_dice
        if prompted is None:
            return fn(service, *args)
        prompted.reset()
        while True:
            prompted.restart()
            try:
                return fn(service, *args)
            except DiceNeeded as need:
                from muster.gui.dialogs.dice import ask_faces

                faces = ask_faces(need.request, self._dice_parent)
                if faces is None:
                    purpose = render(need.request.purpose)
                    raise DiceCancelled(fmt(self.tr("%1: the roll was cancelled"), purpose)) from None
                prompted.answer(need.request, faces)

    # ---- GM actions -------------------------------------------------------------------------------
    def _refuse_if_read_only(self) -> bool:
        if self.service is None or not self.service.file.read_only:
            return False
        self.failed.emit(fmt(self.tr("“%1” is open read-only (%2): nothing can be changed. Save a copy to work on "
                                     "it."), self.service.file.path.name, self.service.file.read_only_reason))
        return True

    def _storage_failed(self, exc: BaseException) -> bool:
        """A full, failing or read-only disk during an action: the action was rolled back; say what to do."""
        from muster.services.files import storage_problem

        problem = storage_problem(exc, self.service)
        if problem is None:
            return False
        import logging

        logging.getLogger(__name__).warning("action not saved: %s", exc)
        if self.history is not None and self.service is not None:
            self.history.attach(self.service)  # the stack mirrors the file again
        self.failed.emit(problem)
        return True

    def _committed_elsewhere(self, changes: ChangeSet) -> None:
        """A commit made straight through the service (a script, a test): still shown, in order."""
        if self.history is not None:
            if changes.kind == "do":
                self.history.record(changes)
            else:
                self.history.attach(self.service)  # the stack mirrors the file again
        self.dispatch(changes, None)

    def run(self, fn: Callable[[CampaignService, *Args], R], *args: *Args, origin: object = None) -> R | None:
        """Run one use case; every action it committed goes on the undo stack and to the views.

        Returns what ``fn`` returned, or None when it was refused (the message went to ``failed``).
        """
        self.last_changes = []
        if self.service is None:
            self.failed.emit(self.tr("Open or create a campaign first (File menu)."))
            return None
        if self._refuse_if_read_only():
            return None
        try:
            with self.service.collecting() as committed:
                result = self._run_with_dice(self.service, fn, args)
        except DiceCancelled:
            self.message.emit(self.tr("Roll cancelled: nothing was changed."), 6000)
            return None
        except (ServiceError, DiceError) as exc:
            self.failed.emit(str(exc))
            return None
        except Exception as exc:
            if self._storage_failed(exc):
                return None
            if not self._data_failed(exc):
                raise
            self._show_committed(committed, origin)  # a use case of several actions: those done before stay done
            return None
        self._show_committed(committed, origin)
        return result

    def _show_committed(self, committed: list[ChangeSet], origin: object) -> None:
        self.last_changes = list(committed)
        for changes in committed:
            if self.history is not None:
                self.history.record(changes)
            self.dispatch(changes, origin)

    def _data_failed(self, exc: BaseException) -> bool:
        """Data the rules cannot read (a damaged unit state or house rule: UnitError, RulesDataError, any TextError;
        or a value of the wrong type deeper in): the action was rolled back by its ActionScope, so nothing was
        half-written; the GM reads what is wrong. False for anything else (a bug: it escapes to the crash report)."""
        if not isinstance(exc, DATA_ERRORS):
            return False
        import logging

        logging.getLogger(__name__).warning("action refused on the campaign's data: %r", exc, exc_info=exc)
        detail = str(exc).strip().rstrip(".") or type(exc).__name__
        self.failed.emit(fmt(self.tr("This action could not be done: %1. Nothing was changed. File ▸ Check File "
                                     "looks for damage in the campaign."), detail))
        return True

    # ---- stepping through a timeline (muster.gui.timeline_steps) -----------------------------------------
    def step(self, kind: str, timeline: int | None = None) -> ChangeSet | None:
        """Undo or redo one action of ``timeline`` (by default the one the undo stack shows), then show it."""
        from muster.gui import timeline_steps

        if timeline is None:
            timeline = self.history.timeline if self.history is not None else 0
        return timeline_steps.step(self, kind, timeline)

    def rewind(self, battle_id: int, round_: int) -> int | None:
        """Undo the battle back to the start of ``round_``; returns how many actions were undone."""
        from muster.gui import timeline_steps

        return timeline_steps.rewind(self, battle_id, round_)

    def rewind_to_action(self, action_id: int) -> int | None:
        """Undo (or redo) until the action's timeline stands just after it; returns how many steps."""
        from muster.gui import timeline_steps

        return timeline_steps.to_action(self, action_id)

    def switch_branch(self, battle_id: int, leaf_id: int, *, record: bool = True) -> int | None:
        """Make the battle stand at the end of one of its branches; returns how many steps it took. ``record``: put
        the switch on the undo stack (Ctrl+Z switches back); the stack's own switch back and again do not."""
        from muster.gui import timeline_steps

        return timeline_steps.switch_branch(self, battle_id, leaf_id, record=record)


def _absolute(path: str | os.PathLike) -> str:
    """The path to remember (recent files, the file being opened): resolved where it can be, else absolute."""
    try:
        return str(Path(path).resolve())
    except (OSError, RuntimeError):  # a loop of links
        return os.path.abspath(path)
