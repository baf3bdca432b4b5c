"""The main window: menus, docks and the central battle view.

The campaign itself lives in ``self.session`` (``gui/session.py``): it opens and closes files, runs
every GM action and dispatches each committed change to the views in a fixed order. The GM's
commands are small functions in ``gui/operations/``; this module only builds the window and wires
its menus and docks to them.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Callable, cast

from PySide6.QtCore import QChildEvent, QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QDropEvent, QKeySequence, QShowEvent, QUndoStack
from PySide6.QtWidgets import QAbstractItemView, QDialog, QFrame, QMainWindow, QMessageBox, QScrollArea, QSizePolicy

from muster import APP_NAME
from muster.gui import layouts
from muster.gui.battle_views import BattleViews
from muster.gui.dialogs.fit import FitOnShow
from muster.gui.dice_roller import DiceDock
from muster.gui.docks import CombatLogDock, RosterDock, SystemStatusDock, TurnTrackerDock
from muster.gui.forms.main_window import Ui_MainWindow
from muster.gui.history import HistoryDock
from muster.gui.library import LibraryDock, template_ids
from muster.gui.models.log import LogModel
from muster.gui.models.roster import RosterModel
from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.gui.operations import help as help_ops
from muster.gui.operations import roster as roster_ops
from muster.gui.operations import scenarios as scenario_ops
from muster.gui.operations import transfer as transfer_ops
from muster.gui.session import Args, CampaignSession, R, Stage
from muster.gui.undo import History
from muster.gui.zoom import Zoom
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.gui.systems.base import SystemPanel
    from muster.services import CampaignService, ChangeSet

DOCK_KEYS = {"rosterDock": "Alt+1", "turnTrackerDock": "Alt+2", "statusDock": "Alt+3", "combatLogDock": "Alt+4",
             "libraryDock": "Alt+5", "historyDock": "Alt+6", "diceDock": "Alt+7"}
#: docks whose View-menu toggle is a command of its own rather than "toggle_<dock>"
DOCK_COMMANDS = {"libraryDock": "actionLibraryDock", "historyDock": "actionHistoryDock", "diceDock": "actionDiceDock"}


def _applier(model: RosterModel | LogModel) -> Callable[[ChangeSet, object], None]:
    """An item model as a view of the dispatch: it applies each change, whoever started it."""
    return lambda changes, origin: model.apply_changes(changes)


class MainWindow(QMainWindow, Ui_MainWindow):
    def __init__(self, settings: QSettings, *, interactive: bool = True):
        super().__init__()
        self._fit_dialogs = FitOnShow(self)
        self.setupUi(self)  # the compiled form as a mixin: the type checker sees its menus and actions
        self._wrap_central_stack()
        self.settings = settings
        self.zoom = Zoom(settings, self)
        self.interactive = interactive  # False in --smoke and tests: errors are collected, not shown
        self.errors: list[str] = []
        self.session = CampaignSession(settings, self)
        self.roster_model = RosterModel(self)
        self.log_model = LogModel(self)
        self.undo_stack = QUndoStack(self)
        self.history = History(self.undo_stack, self.session)
        self._timeline_battle = 0  # the battle whose timeline the undo stack last took (0: none)
        self._build_edit_menu()
        self._build_docks()
        self.battles = BattleViews(self, self.session)
        self.layouts = layouts.SystemLayouts(self, settings)
        self._register_views()
        from muster.gui import dice_report, player, printing, reference, table_link
        from muster.gui.advise import install as advise_install

        self.print_actions = printing.install(self)  # File ▸ print and PDF export of record and force sheets
        self.reference = reference.install(self)  # Help ▸ Rules Reference (built on first use)
        self.player = player.install(self)  # View ▸ Player View: the table's screen (built on first use)
        self.table_link = table_link.install(self)  # Campaign ▸ Table Link: the players' phones (issue 28)
        self.dice_report = dice_report.install(self)  # Campaign ▸ Dice Report: is a die fair? (issue 29)
        self.advise_action = advise_install(self)  # Battle ▸ Use Advised Option (rebindable, issue 29)
        self._remember_battles = False  # the battle shown while a campaign opens is not the GM's choice
        self._add_system_commands()
        self._add_language_menu()
        self._default_shortcuts = {a.objectName(): a.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
                                   for a in self.all_actions()}
        self._apply_saved_shortcuts()
        self._connect()
        self.layouts.restore_window()
        self._update_enabled()
        self._restore_manual_dice()

    # ---- what the rest of the GUI reads ------------------------------------------------------------
    @property
    def service(self) -> CampaignService | None:
        return self.session.service

    @property
    def battle_view(self) -> SystemPanel:
        """The central panel of the current battle's system."""
        return self.battles.panel

    def current_battle(self) -> q.BattleRow | None:
        battle_id = self.battles.battle_id()
        return q.battle(self.service, battle_id) if self.service and battle_id is not None else None

    def run(self, fn: Callable[[CampaignService, *Args], R], *args: *Args, origin: object = None) -> R | None:
        """Run one GM action through the campaign session (dice, undo stack, dispatch to every view)."""
        return self.session.run(fn, *args, origin=origin)

    def show_error(self, message: str, title: str | None = None) -> None:
        self.errors.append(message)
        self.statusBar().showMessage(message, 10000)
        if self.interactive:
            QMessageBox.warning(self, title or self.tr("Muster"), message)

    def recent_files(self) -> list[str]:
        return self.session.recent_files()

    def open_campaign(self, path: str | os.PathLike) -> bool:
        return self.session.open(path)

    # ---- construction -------------------------------------------------------------------
    def _build_edit_menu(self) -> None:
        self.actionUndo = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.actionUndo.setObjectName("actionUndo")
        self.actionUndo.setShortcut(QKeySequence("Ctrl+Z"))
        self.actionRedo = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.actionRedo.setObjectName("actionRedo")
        self.actionRedo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        # the campaign's own timeline (roster, library, house rules, hiding), whatever battle is on screen
        self.actionUndoCampaign = QAction(self.tr("Undo &Campaign Change"), self)
        self.actionUndoCampaign.setObjectName("actionUndoCampaign")
        self.actionUndoCampaign.setShortcut(QKeySequence("Ctrl+Alt+Z"))
        self.actionUndoCampaign.triggered.connect(lambda: self.session.step("undo", 0))
        self.actionRedoCampaign = QAction(self.tr("Redo Campaign C&hange"), self)
        self.actionRedoCampaign.setObjectName("actionRedoCampaign")
        self.actionRedoCampaign.setShortcut(QKeySequence("Ctrl+Alt+Shift+Z"))
        self.actionRedoCampaign.triggered.connect(lambda: self.session.step("redo", 0))
        steps = [self.actionUndo, self.actionRedo, self.actionUndoCampaign, self.actionRedoCampaign]
        if self.menuEdit.actions():
            self.menuEdit.insertActions(self.menuEdit.actions()[0], steps)
        else:
            self.menuEdit.addActions(steps)

    def _build_docks(self) -> None:
        self.rosterDock = RosterDock(self.roster_model, self)
        self.turnDock = TurnTrackerDock(self.roster_model, self)
        self.statusDock = SystemStatusDock(self)
        self.logDock = CombatLogDock(self.log_model, self)
        self.libraryDock = LibraryDock(self)  # opened on demand (View ▸ Library): it loads when first shown
        self.historyDock = HistoryDock(self)
        self.diceDock = DiceDock(self)
        from muster.gui.operations.campaign import read_only_banner

        read_only_banner(self)  # every dock and toolbar exists before a saved layout is restored
        layouts.apply_default(self, layouts.NO_SYSTEM)
        first = self.menuView.actions()[0] if self.menuView.actions() else None
        for dock in self._docks():
            toggle = dock.toggleViewAction()
            # the four table docks are "toggle_<dock>"; library, history and dice are commands of their own
            toggle.setObjectName(DOCK_COMMANDS.get(dock.objectName(), f"toggle_{dock.objectName()}"))
            toggle.setShortcut(QKeySequence(DOCK_KEYS[dock.objectName()]))
            if dock.objectName() in DOCK_COMMANDS:  # tabbed with another dock: bring it to the front
                toggle.triggered.connect(lambda on, d=dock: d.raise_() if on else None)
            if first is None:
                self.menuView.addAction(toggle)
            else:
                self.menuView.insertAction(first, toggle)
        # the roster takes several units at once (duplicate, bulk edit) and library templates dropped on it
        view = self.rosterDock.view
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setAcceptDrops(True)
        view.viewport().setAcceptDrops(True)
        view.setDropIndicatorShown(True)
        view.viewport().installEventFilter(self)

    def _register_views(self) -> None:
        """The dispatch order: models first, then (BattleViews) turn tracker, panel, status; the log last."""
        session = self.session
        for name, model in (("roster model", self.roster_model), ("log model", self.log_model)):
            session.add_view(Stage.MODELS, name, reload=model.set_service, apply=_applier(model))
        session.add_view(Stage.LOG, "combat log", reload=self._log_reload, apply=self._log_apply)
        session.add_view(Stage.LOG, "history", reload=self.historyDock.reload, apply=self.historyDock.apply)
        session.changed.connect(lambda *_: self._update_enabled())
        session.campaign_opened.connect(self._campaign_opened)
        session.campaign_closed.connect(self._campaign_closed)
        session.failed.connect(self.show_error)
        session.message.connect(lambda text, ms: self.statusBar().showMessage(text, ms))
        self.battles.primary_changed.connect(self._update_enabled)
        self.battles.battle_shown.connect(self._battle_shown)
        self.battles.system_changed.connect(self.layouts.system_shown)

    def _log_reload(self, service: CampaignService | None) -> None:
        self.logDock.set_choices(q.battles(service) if service else [], self.roster_model.units())
        self.logDock.view.scrollToBottom()

    def _log_apply(self, changes: ChangeSet, origin: object) -> None:
        if self.service is not None and changes.structural("battles", "units"):  # (changes come from an open one)
            self.logDock.set_choices(q.battles(self.service), self.roster_model.units())

    def _add_system_commands(self) -> None:
        """Campaign commands a rules system brings (its descriptor's ``commands``), loaded when first used."""
        from muster import systems

        for spec in systems.all():
            for label, shortcut, dotted in spec.commands:
                action = self.menuCampaign.addAction(self.tr(label))
                action.setObjectName(f"action_{spec.key}_{dotted.rpartition(':')[2]}")
                action.setShortcut(QKeySequence(shortcut))
                action.triggered.connect(lambda checked=False, d=dotted: systems.load(d)(self))

    def _add_language_menu(self) -> None:
        from muster.gui import language

        self.menuLanguage = language.build_menu(self)
        self.menuView.addSeparator()
        self.menuView.addMenu(self.menuLanguage)

    def _docks(self) -> tuple:
        return (self.rosterDock, self.turnDock, self.statusDock, self.logDock, self.libraryDock, self.historyDock,
                self.diceDock)

    def all_actions(self) -> list[QAction]:
        found = []
        for menu in (self.menuFile, self.menuEdit, self.menuCampaign, self.menuBattle, self.menuView, self.menuHelp):
            found += [a for a in menu.actions() if a.objectName() and not a.isSeparator() and a.menu() is None]
        return found

    def _connect(self) -> None:
        commands = {
            self.actionNew: campaign_ops.new_campaign, self.actionNewFromSample: campaign_ops.new_from_sample,
            self.actionOpen: campaign_ops.open_dialog, self.actionSaveAs: campaign_ops.save_copy,
            self.actionClose: lambda w: w.session.close(), self.actionCheckFile: campaign_ops.check_file,
            self.actionExportLogCsv: lambda w: campaign_ops.export_log(w, "csv"),
            self.actionExportLogMarkdown: lambda w: campaign_ops.export_log(w, "md"),
            self.actionQuit: lambda w: w.close(), self.actionShortcuts: lambda w: w.edit_shortcuts(),
            self.actionAddSide: roster_ops.add_side, self.actionAddForce: roster_ops.add_force,
            self.actionAddUnit: roster_ops.add_unit, self.actionRename: roster_ops.rename,
            self.actionDelete: roster_ops.delete_selected, self.actionApplyDamage: roster_ops.damage_selected,
            self.actionDuplicate: roster_ops.duplicate_units, self.actionBulkEdit: roster_ops.bulk_edit,
            self.actionSaveToLibrary: roster_ops.save_to_library,
            self.actionNewBattle: battle_ops.new_battle, self.actionAttack: battle_ops.resolve,
            self.actionNextUnit: battle_ops.next_unit, self.actionNextPhase: battle_ops.next_phase,
            self.actionPreviousPhase: battle_ops.previous_phase, self.actionRewind: battle_ops.rewind,
            self.actionScenarios: scenario_ops.show_list, self.actionNewScenario: scenario_ops.new_scenario,
            self.actionImport: transfer_ops.import_file, self.actionImportCsv: transfer_ops.import_csv,
            self.actionExportForce: transfer_ops.export_force,
            self.actionExportScenario: transfer_ops.export_scenario_from_list,
            self.actionExportLibrary: transfer_ops.export_library,
            self.actionResetLayout: lambda w: w.layouts.reset(), self.actionAbout: help_ops.about,
            self.actionQuickStart: help_ops.quick_start,
            self.actionZoomIn: lambda w: w.zoom.zoom_in(), self.actionZoomOut: lambda w: w.zoom.zoom_out(),
            self.actionZoomReset: lambda w: w.zoom.reset(),
        }
        for action, command in commands.items():
            action.triggered.connect(lambda checked=False, c=command: c(self))
        self.actionManualDice.toggled.connect(self.set_manual_dice)
        self.menuRecent.aboutToShow.connect(lambda: campaign_ops.fill_recent(self))
        self.turnDock.nextButton.clicked.connect(lambda: battle_ops.next_phase(self))
        self.turnDock.previousButton.clicked.connect(lambda: battle_ops.previous_phase(self))
        self.turnDock.rewindButton.clicked.connect(lambda: battle_ops.rewind(self, self.turnDock.rewindSpin.value()))
        self.logDock.export_requested.connect(lambda kind: campaign_ops.export_log(self, kind))
        self.libraryDock.add_requested.connect(lambda ids: roster_ops.add_templates(self, ids))
        self.libraryDock.save_requested.connect(lambda: roster_ops.save_to_library(self))
        self.rosterDock.view.doubleClicked.connect(lambda _: roster_ops.edit_selected_unit(self))
        self.undo_stack.indexChanged.connect(self._on_undo_index)  # a bound slot: dropped with the window
        self.historyDock.go_to_action.connect(self.session.rewind_to_action)
        self.historyDock.switch_branch.connect(self.session.switch_branch)
        self.rosterDock.menu_requested.connect(lambda where: roster_ops.context_menu(self, where))
        # Ctrl+= too: on most keyboards "+" needs Shift
        self.actionZoomIn.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])

    # ---- window state and settings ----------------------------------------------------------
    def _wrap_central_stack(self) -> None:
        """The battle panels scroll inside the central area rather than push the window past the screen."""
        stack = self.takeCentralWidget()
        scroll = QScrollArea()
        scroll.setObjectName("centralScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(stack)
        self.setCentralWidget(scroll)
        self.centralScroll = scroll
        self._page_policies: dict[int, QSizePolicy] = {}
        self.centralStack.currentChanged.connect(self._size_to_current_page)

    def _size_to_current_page(self, _index: int = 0) -> None:
        """Only the panel on show counts for the central area's size (a stack otherwise takes its largest page)."""
        stack = self.centralStack
        ignored = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        for i in range(stack.count()):
            page = stack.widget(i)
            if page is None:
                continue
            own = self._page_policies.setdefault(id(page), page.sizePolicy())
            page.setSizePolicy(own if page is stack.currentWidget() else ignored)
        stack.updateGeometry()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        self.layouts.shown()

    def _battle_shown(self, battle: q.BattleRow | None) -> None:
        self.historyDock.set_current_battle(battle.id if battle is not None else None)
        shown = battle.id if battle is not None else 0
        if shown != self._timeline_battle:  # another battle (not a refresh): Ctrl+Z acts on its timeline
            self._timeline_battle = shown
            self.history.show_timeline(shown)
        if battle is not None and self.service is not None and self._remember_battles:
            self.settings.setValue(self._last_battle_key(), battle.id)

    def _last_battle_key(self) -> str:
        import hashlib

        path = str(self.service.file.path.resolve()) if self.service else ""
        return "lastBattle/" + hashlib.sha1(path.encode("utf-8", "surrogateescape")).hexdigest()[:16]

    def _restore_manual_dice(self) -> None:
        if str(self.settings.value("dice/manual", "false")).lower() == "true":
            self.actionManualDice.setChecked(True)

    def _apply_saved_shortcuts(self) -> None:
        saved = self.settings.value("shortcuts") or {}
        if isinstance(saved, dict):
            self.apply_shortcuts(saved)

    def apply_shortcuts(self, chosen: dict[str, str]) -> None:
        for action in self.all_actions():
            if action.objectName() in chosen:
                action.setShortcut(QKeySequence(chosen[action.objectName()]))

    def edit_shortcuts(self) -> None:
        from muster.gui.dialogs.shortcuts import ShortcutsDialog

        dialog = ShortcutsDialog(self.all_actions(), self._default_shortcuts, self)
        if dialog.exec():
            chosen = dialog.chosen()
            self.apply_shortcuts(chosen)
            changed = {k: v for k, v in chosen.items() if self._default_shortcuts.get(k, "") != v}
            self.settings.setValue("shortcuts", changed)

    def save_window_state(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.layouts.save()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.save_window_state()
        self.table_link.shut_down()  # quitting ends every phone's connection
        self.layouts.close()
        self.zoom.detach()
        self.session.close()
        self.libraryDock.close_library()
        self.settings.sync()
        super().closeEvent(event)

    # ---- following the campaign -------------------------------------------------------------------
    def _campaign_opened(self, service: CampaignService) -> None:
        # show every unit in a small campaign; in a big one, sides and forces (expand on demand)
        self.rosterDock.view.expandToDepth(1 if len(self.roster_model.units()) <= 500 else 0)
        self.rosterDock.fit_columns()
        last = self.settings.value(self._last_battle_key())
        if last is not None and str(last).isdigit():
            self.battles.select(int(str(last)))  # where the GM left off
        self._remember_battles = True
        self._title()
        self._update_enabled()

    def _campaign_closed(self) -> None:
        self._remember_battles = False
        self._title()
        self._update_enabled()

    def _title(self) -> None:
        name = self.service.file.path.name if self.service else self.tr("no campaign open")
        self.setWindowTitle(f"{name} — {APP_NAME}")

    def _on_undo_index(self, _index: int) -> None:
        self._update_enabled()

    def _update_enabled(self) -> None:
        has_campaign = self.service is not None
        writable = has_campaign and not self.session.read_only  # a read-only file is shown, never changed
        has_battle = writable and self.battles.battle_id() is not None
        for action in (self.actionSaveAs, self.actionClose, self.actionCheckFile, self.actionExportLogCsv,
                       self.actionExportLogMarkdown, self.actionExportForce, self.actionExportScenario,
                       self.actionSaveToLibrary):
            action.setEnabled(has_campaign)
        for action in (self.actionAddSide, self.actionAddForce, self.actionAddUnit, self.actionRename,
                       self.actionDelete, self.actionApplyDamage, self.actionNewBattle, self.actionImportCsv,
                       self.actionDuplicate, self.actionBulkEdit, self.actionScenarios, self.actionNewScenario):
            action.setEnabled(writable)
        for action in (self.actionNextPhase, self.actionPreviousPhase, self.actionRewind, self.actionNextUnit):
            action.setEnabled(has_battle)
        self.actionAttack.setEnabled(has_battle and self.battle_view.primary_available())

    # ---- dice ---------------------------------------------------------------------------------
    def set_manual_dice(self, on: bool) -> None:
        if self.actionManualDice.isChecked() != on:
            self.actionManualDice.setChecked(on)  # re-enters through the toggled signal
            return
        self.session.set_manual_dice(on, self)
        self.settings.setValue("dice/manual", on)
        self.statusBar().showMessage(
            self.tr("Manual dice: you will be asked for each roll.") if on else self.tr("Automatic dice."), 5000)

    def childEvent(self, event: QChildEvent) -> None:  # noqa: N802 (Qt)
        """Every dialog this window parents fits the screen when it is first shown."""
        child = event.child()
        if event.type() == QEvent.Type.ChildPolished and isinstance(child, QDialog):
            self._fit_dialogs.watch(child)
        super().childEvent(event)

    # ---- library templates dropped on the roster ----------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.rosterDock.view.viewport() and event.type() in (
                QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            drop = cast(QDropEvent, event)  # (drag enter and drag move events are drop events too)
            ids = template_ids(drop.mimeData())
            if not ids:
                return False
            drop.setDropAction(Qt.DropAction.CopyAction)
            drop.accept()
            if drop.type() == QEvent.Type.Drop:
                roster_ops.drop_templates(self, ids, drop.position().toPoint())
            return True
        return super().eventFilter(watched, event)
