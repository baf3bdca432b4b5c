"""The main window: menus, docks, the central battle view, and the campaign lifecycle."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QAbstractItemView, QFileDialog, QInputDialog, QMainWindow, QMessageBox

from muster import APP_NAME, __version__
from muster.campaign.errors import CampaignError
from muster.gui.docks import CombatLogDock, MechStatusDock, RosterDock, TurnTrackerDock
from muster.gui.library import LibraryDock, template_ids
from muster.gui.models.log import LogModel
from muster.gui.models.roster import FORCE, SIDE, UNIT, RosterModel
from muster.gui.uiloader import load_ui
from muster.gui.undo import History
from muster.rules.dice import DiceCancelled, DiceError
from muster.services import ChangeSet, ServiceError
from muster.services import queries as q

MAX_RECENT = 8
CAMPAIGN_FILTER = "Muster campaigns (*.muster)"
TRANSFER_FILTER = "Muster files (*.json)"
CSV_FILTER = "Spreadsheets (*.csv *.txt)"


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings, *, interactive: bool = True):
        super().__init__()
        load_ui("main_window.ui", self)
        self.settings = settings
        self.interactive = interactive  # False in --smoke and tests: errors are collected, not shown
        self.errors: list[str] = []
        self.service = None
        self._last_label = ""
        self._prompted_dice = None
        self.roster_model = RosterModel(self)
        self.log_model = LogModel(self)
        self.undo_stack = QUndoStack(self)
        self.history = History(self.undo_stack)
        self._build_edit_menu()
        self._build_docks()
        self.panels: dict = {}
        self.battle_view = self._panel("generic")  # the central panel of the current battle's system
        from muster.gui import printing, reference

        printing.install(self)  # File ▸ print and PDF export of record and force sheets
        reference.install(self)  # Help ▸ Rules Reference (built on first use)
        self._default_state = self.saveState()
        self._default_shortcuts = {a.objectName(): a.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
                                   for a in self.all_actions()}
        self._apply_saved_shortcuts()
        self._connect()
        self._restore_window()
        self._backup_timer = QTimer(self, interval=10 * 60 * 1000)
        self._backup_timer.timeout.connect(lambda: self._backup("auto"))
        self._update_enabled()

    # ---- construction -------------------------------------------------------------------
    def _build_edit_menu(self) -> None:
        self.actionUndo = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.actionUndo.setObjectName("actionUndo")
        self.actionUndo.setShortcut(QKeySequence("Ctrl+Z"))
        self.actionRedo = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.actionRedo.setObjectName("actionRedo")
        self.actionRedo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        first = self.menuEdit.actions()[0] if self.menuEdit.actions() else None
        self.menuEdit.insertActions(first, [self.actionUndo, self.actionRedo])

    def _build_docks(self) -> None:
        self.rosterDock = RosterDock(self.roster_model, self)
        self.turnDock = TurnTrackerDock(self.roster_model, self)
        self.mechDock = MechStatusDock(self)
        self.logDock = CombatLogDock(self.log_model, self)
        self.libraryDock = LibraryDock(self)
        area = Qt.DockWidgetArea
        self.addDockWidget(area.LeftDockWidgetArea, self.rosterDock)
        self.addDockWidget(area.RightDockWidgetArea, self.turnDock)
        self.addDockWidget(area.RightDockWidgetArea, self.mechDock)
        self.addDockWidget(area.BottomDockWidgetArea, self.logDock)
        # below the roster, so templates are dragged straight up onto a force
        self.addDockWidget(area.LeftDockWidgetArea, self.libraryDock)
        self.splitDockWidget(self.rosterDock, self.libraryDock, Qt.Orientation.Vertical)
        self.libraryDock.hide()  # opened on demand (View ▸ Library, Alt+5): the library loads when first shown
        self.libraryDock.toggleViewAction().triggered.connect(lambda on: self.libraryDock.raise_() if on else None)
        self.resizeDocks([self.rosterDock, self.turnDock], [430, 320], Qt.Orientation.Horizontal)
        self.resizeDocks([self.logDock], [240], Qt.Orientation.Vertical)
        keys = {"rosterDock": "Alt+1", "turnTrackerDock": "Alt+2", "mechStatusDock": "Alt+3", "combatLogDock": "Alt+4",
                "libraryDock": "Alt+5"}
        first = self.menuView.actions()[0] if self.menuView.actions() else None
        for dock in self._docks():
            toggle = dock.toggleViewAction()
            # the four table docks are "toggle_<dock>"; the library's toggle is a command of its own
            toggle.setObjectName("actionLibraryDock" if dock is self.libraryDock else f"toggle_{dock.objectName()}")
            toggle.setShortcut(QKeySequence(keys[dock.objectName()]))
            self.menuView.insertAction(first, toggle)
        # the roster takes several units at once (duplicate, bulk edit) and library templates dropped on it
        view = self.rosterDock.view
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setAcceptDrops(True)
        view.viewport().setAcceptDrops(True)
        view.setDropIndicatorShown(True)
        view.viewport().installEventFilter(self)

    def _docks(self) -> tuple:
        return (self.rosterDock, self.turnDock, self.mechDock, self.logDock, self.libraryDock)

    def all_actions(self) -> list[QAction]:
        found = []
        for menu in (self.menuFile, self.menuEdit, self.menuCampaign, self.menuBattle, self.menuView, self.menuHelp):
            found += [a for a in menu.actions() if a.objectName() and not a.isSeparator() and a.menu() is None]
        return found

    def _connect(self) -> None:
        handlers = {
            self.actionNew: self.new_campaign, self.actionNewFromSample: self.new_from_sample,
            self.actionOpen: self.open_dialog, self.actionSaveAs: self.save_copy, self.actionClose: self.close_campaign,
            self.actionCheckFile: self.check_file, self.actionExportLogCsv: lambda: self.export_log("csv"),
            self.actionExportLogMarkdown: lambda: self.export_log("md"), self.actionQuit: self.close,
            self.actionShortcuts: self.edit_shortcuts, self.actionAddSide: self.add_side,
            self.actionAddForce: self.add_force, self.actionAddUnit: self.add_unit, self.actionRename: self.rename,
            self.actionDelete: self.delete_selected, self.actionApplyDamage: self.damage_selected,
            self.actionNewBattle: self.new_battle, self.actionAttack: self.attack,
            self.actionNextUnit: self.next_unit, self.actionNextPhase: self.next_phase,
            self.actionPreviousPhase: self.previous_phase, self.actionRewind: self.rewind,
            self.actionResetLayout: self.reset_layout, self.actionAbout: self.about,
            self.actionQuickStart: self.quick_start,
            self.actionImport: self.import_file, self.actionImportCsv: self.import_csv,
            self.actionExportForce: self.export_force, self.actionExportScenario: self.export_scenario_from_list, self.actionExportLibrary: self.export_library,
            self.actionDuplicate: self.duplicate_units, self.actionBulkEdit: self.bulk_edit,
            self.actionSaveToLibrary: self.save_to_library, self.actionScenarios: self.scenarios,
            self.actionNewScenario: self.new_scenario,
        }
        for action, handler in handlers.items():
            action.triggered.connect(lambda checked=False, h=handler: h())
        self.actionManualDice.toggled.connect(self.set_manual_dice)
        self.menuRecent.aboutToShow.connect(self._fill_recent)
        self.turnDock.battle_selected.connect(lambda _: self._refresh_battle())
        self.turnDock.nextButton.clicked.connect(self.next_phase)
        self.turnDock.previousButton.clicked.connect(self.previous_phase)
        self.turnDock.rewindButton.clicked.connect(lambda: self.rewind(self.turnDock.rewindSpin.value()))
        self.logDock.export_requested.connect(self.export_log)
        self.libraryDock.add_requested.connect(lambda ids: self.add_templates(ids))
        self.libraryDock.save_requested.connect(self.save_to_library)
        self.rosterDock.view.doubleClicked.connect(lambda _: self.edit_selected_unit())
        self.undo_stack.indexChanged.connect(self._on_undo_index)  # a bound slot: dropped with the window

    # ---- window state and settings ----------------------------------------------------------
    def _restore_window(self) -> None:
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)

    def reset_layout(self) -> None:
        self.restoreState(self._default_state)
        for dock in self._docks():
            dock.setFloating(False)
            dock.show()

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

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.close_campaign()
        self.libraryDock.close_library()
        self.settings.sync()
        super().closeEvent(event)

    # ---- messages ---------------------------------------------------------------------------
    def show_error(self, message: str, title: str | None = None) -> None:
        self.errors.append(message)
        self.statusBar().showMessage(message, 10000)
        if self.interactive:
            QMessageBox.warning(self, title or self.tr("Muster"), message)

    def _title(self) -> None:
        name = self.service.file.path.name if self.service else self.tr("no campaign open")
        self.setWindowTitle(f"{name} — {APP_NAME}")

    # ---- campaign lifecycle ---------------------------------------------------------------------
    def open_campaign(self, path: str | os.PathLike) -> bool:
        from muster.campaign.file import CampaignFile

        path = Path(path)
        if self.service and self.service.file.path.resolve() == path.resolve():
            return True
        try:
            file = CampaignFile.open(path)
        except CampaignError as exc:
            self.show_error(str(exc), self.tr("Cannot open campaign"))
            return False
        self._attach(file)
        if file.migrated_from is not None:
            self.statusBar().showMessage(self.tr("Upgraded from an older Muster; a backup of the original was kept."))
        return True

    def _attach(self, file) -> None:
        from muster.services import CampaignService

        self.close_campaign()
        self.service = CampaignService(file)
        self.service.subscribe(self._on_changes)
        self.roster_model.set_service(self.service)
        self.log_model.set_service(self.service)
        self.history.attach(self.service)
        # show every unit in a small campaign; in a big one, sides and forces (expand on demand)
        self.rosterDock.view.expandToDepth(1 if len(self.roster_model.units()) <= 500 else 0)
        self.set_manual_dice(self.actionManualDice.isChecked())
        self._reload_battles()
        self._refresh_choices()
        self.logDock.view.scrollToBottom()
        self._remember_recent(file.path)
        self._title()
        self._update_enabled()
        QTimer.singleShot(250, self._warm_up)
        QTimer.singleShot(3000, lambda: self._backup("open"))
        self._backup_timer.start()

    def close_campaign(self) -> None:
        if self.service is None:
            return
        service, self.service = self.service, None
        self._backup_timer.stop()
        self.history.attach(None)
        self.roster_model.set_service(None)
        self.log_model.set_service(None)
        service.close()
        self._reload_battles()
        self._title()
        self._update_enabled()

    def _warm_up(self) -> None:
        """Load SQLAlchemy and the models once the window is up, so the first action doesn't wait for them.

        Opening and showing a campaign reads through plain SQL; only GM actions need the ORM.
        """
        if self.service is not None and not self.service.file.closed:
            import muster.campaign.models  # noqa: F401

            self.service.file.sessions  # noqa: B018 (builds the engine and session factory)

    def _backup(self, reason: str) -> None:
        if self.service is not None and not self.service.file.closed:
            try:
                self.service.file.backup(reason)
            except OSError as exc:
                self.statusBar().showMessage(self.tr("Automatic backup failed: %1").replace("%1", str(exc)), 10000)

    def _ask_new_path(self, title: str) -> Path | None:
        from muster.appdirs import campaigns_dir

        path, _ = QFileDialog.getSaveFileName(self, title, str(campaigns_dir()), self.tr(CAMPAIGN_FILTER))
        if not path:
            return None
        path = Path(path)
        return path if path.suffix == ".muster" else path.with_name(path.name + ".muster")

    def new_campaign(self, path: str | os.PathLike | None = None) -> bool:
        from muster.campaign.file import CampaignFile

        path = Path(path) if path else self._ask_new_path(self.tr("New Campaign"))
        if path is None:
            return False
        try:
            file = CampaignFile.create(path)
        except (CampaignError, OSError) as exc:
            self.show_error(str(exc), self.tr("Cannot create campaign"))
            return False
        self._attach(file)
        return True

    def new_from_sample(self, path: str | os.PathLike | None = None) -> bool:
        from muster.services.sample import create_sample

        path = Path(path) if path else self._ask_new_path(self.tr("New Campaign from Sample"))
        if path is None:
            return False
        try:
            create_sample(path)
        except (CampaignError, OSError) as exc:
            self.show_error(str(exc), self.tr("Cannot create campaign"))
            return False
        return self.open_campaign(path)

    def open_dialog(self) -> None:
        from muster.appdirs import campaigns_dir

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open Campaign"), str(campaigns_dir()),
                                              self.tr(CAMPAIGN_FILTER + ";;All files (*)"))
        if path:
            self.open_campaign(path)

    def save_copy(self, path: str | os.PathLike | None = None) -> bool:
        if self.service is None:
            return False
        path = Path(path) if path else self._ask_new_path(self.tr("Save a Copy As"))
        if path is None:
            return False
        try:
            self.service.file.save_copy(path)
        except (CampaignError, OSError) as exc:
            self.show_error(str(exc), self.tr("Cannot save a copy"))
            return False
        self.statusBar().showMessage(self.tr("Copy saved to %1").replace("%1", str(path)), 8000)
        return True

    def check_file(self) -> list[str]:
        if self.service is None:
            return []
        problems = self.service.file.check()
        text = self.tr("The campaign file is healthy.") if not problems else "\n".join(problems)
        self.statusBar().showMessage(text.splitlines()[0], 8000)
        if self.interactive:
            QMessageBox.information(self, self.tr("Check File"), text)
        return problems

    def export_log(self, kind: str, path: str | os.PathLike | None = None) -> bool:
        from muster.services.export import log_csv, log_markdown

        if self.service is None:
            return False
        if path is None:
            suffix = "csv" if kind == "csv" else "md"
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Combat Log"),
                                                  str(Path.home() / f"combat-log.{suffix}"), f"*.{suffix}")
            if not path:
                return False
        flt = self.logDock.current_filter()
        text = log_csv(self.service, flt) if kind == "csv" else log_markdown(self.service, flt)
        try:
            from muster.atomic import write_text

            write_text(path, text)
        except OSError as exc:
            self.show_error(str(exc), self.tr("Cannot export the log"))
            return False
        self.statusBar().showMessage(self.tr("Log exported to %1").replace("%1", str(path)), 8000)
        return True

    # ---- recent files -------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.settings.value("recent") or []
        return [value] if isinstance(value, str) else list(value)

    def _remember_recent(self, path: Path) -> None:
        path_text = str(path.resolve())
        recent = [p for p in self.recent_files() if p != path_text]
        self.settings.setValue("recent", [path_text] + recent[: MAX_RECENT - 1])

    def _fill_recent(self) -> None:
        self.menuRecent.clear()
        for number, path in enumerate(self.recent_files(), start=1):
            action = self.menuRecent.addAction(f"&{number} {Path(path).name}")
            action.setToolTip(path)
            action.triggered.connect(lambda checked=False, p=path: self.open_campaign(p))
        if not self.recent_files():
            self.menuRecent.addAction(self.tr("(none yet)")).setEnabled(False)

    # ---- running GM actions ---------------------------------------------------------------------
    def run(self, fn, *args):
        """Run one service action; on success it goes on the undo stack, on failure nothing changed."""
        if self.service is None:
            self.show_error(self.tr("Open or create a campaign first (File menu)."))
            return None
        self._last_label = ""
        try:
            result = self._run_with_dice(fn, args)
        except DiceCancelled:
            self.statusBar().showMessage(self.tr("Roll cancelled: nothing was changed."), 6000)
            return None
        except (ServiceError, DiceError) as exc:
            self.show_error(str(exc))
            return None
        if self._last_label:
            self.history.record(self._last_label)
        return result

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

                faces = ask_faces(need.request, self)
                if faces is None:
                    raise DiceCancelled(f"{need.request.purpose}: the roll was cancelled") from None
                prompted.answer(need.request, faces)

    def _on_changes(self, changes: ChangeSet) -> None:
        if changes.kind == "do":
            self._last_label = changes.label
        else:
            verb = self.tr("Undone") if changes.kind == "undo" else self.tr("Redone")
            self.statusBar().showMessage(f"{verb}: {changes.label}", 5000)
        tables = {r.table for r in changes.rows}
        structural = any(r.kind in ("insert", "delete") for r in changes.rows if r.table in ("battles", "units"))
        if "battles" in tables and structural:
            self._reload_battles()
        elif "battles" in tables or "units" in tables:
            self._refresh_battle()
        if structural:
            self._refresh_choices()
        self.battle_view.on_changes(changes)
        self._update_enabled()

    def _reload_battles(self) -> None:
        battles = q.battles(self.service) if self.service else []
        self.turnDock.set_battles(battles)

    def _refresh_choices(self) -> None:
        battles = q.battles(self.service) if self.service else []
        self.logDock.set_choices(battles, self.roster_model.units())

    def current_battle(self) -> q.BattleRow | None:
        battle_id = self.turnDock.battle_id()
        return q.battle(self.service, battle_id) if self.service and battle_id is not None else None

    def _panel(self, system: str):
        if system not in self.panels:
            from muster.gui.systems import plugin

            panel = plugin(system).BattlePanel(self)
            self.panels[system] = panel
            self.centralStack.addWidget(panel)
        return self.panels[system]

    def _make_room_for_mech_status(self) -> None:
        """In a mech battle the damage diagram needs height: take it from the Turn Tracker above it."""
        dock = self.mechDock
        if dock.isVisible() and not dock.isFloating() and dock.height() < 420:
            total = dock.height() + self.turnDock.height()
            self.resizeDocks([self.turnDock, dock], [max(200, total - 480), 480], Qt.Orientation.Vertical)

    def _refresh_battle(self) -> None:
        battle = self.current_battle()
        info = self.service.system_info(battle.system) if battle else None
        self.turnDock.show_battle(battle, info)
        units = [u for u in (self.roster_model.unit_row(i) for i in (battle.initiative if battle else [])) if u]
        self.battle_view = self._panel(battle.system if battle else "generic")
        self.centralStack.setCurrentWidget(self.battle_view)
        self.battle_view.show_battle(battle, units)
        self.turnDock.initiative.set_notes(self.battle_view.turn_notes())
        self.mechDock.set_content(self.battle_view.status_dock_widget())
        if battle is not None and battle.system == "mech":
            self._make_room_for_mech_status()
        self._update_enabled()

    def _on_undo_index(self, _index: int) -> None:
        self._update_enabled()

    def _update_enabled(self) -> None:
        has_campaign = self.service is not None
        battle_id = self.turnDock.battle_id()
        for action in (self.actionSaveAs, self.actionClose, self.actionCheckFile, self.actionExportLogCsv,
                       self.actionExportLogMarkdown, self.actionAddSide, self.actionAddForce, self.actionAddUnit,
                       self.actionRename, self.actionDelete, self.actionApplyDamage, self.actionNewBattle,
                       self.actionImportCsv, self.actionExportForce, self.actionExportScenario, self.actionDuplicate, self.actionBulkEdit,
                       self.actionSaveToLibrary, self.actionScenarios, self.actionNewScenario):
            action.setEnabled(has_campaign)
        for action in (self.actionNextPhase, self.actionPreviousPhase, self.actionRewind, self.actionNextUnit):
            action.setEnabled(has_campaign and battle_id is not None)
        self.actionAttack.setEnabled(has_campaign and self.battle_view.primary_available())

    # ---- dice ---------------------------------------------------------------------------------
    def set_manual_dice(self, on: bool) -> None:
        if self.actionManualDice.isChecked() != on:
            self.actionManualDice.setChecked(on)  # re-enters through the toggled signal
            return
        from muster.rules.dice import PromptedDice

        self._prompted_dice = PromptedDice() if on else None
        if self.service is not None:
            self.service.set_dice_source(self._prompted_dice)
        self.statusBar().showMessage(
            self.tr("Manual dice: you will be asked for each roll.") if on
            else self.tr("Automatic dice."), 5000)

    # ---- roster commands ---------------------------------------------------------------------------
    def _selected(self, kind: int):
        node = self.rosterDock.selected_node()
        if node and node[0] == kind:
            return node[1]
        return None

    def add_side(self, name: str | None = None) -> int | None:
        from muster.services import roster

        if name is None:
            name, ok = QInputDialog.getText(self, self.tr("Add Side"), self.tr("Name of the side:"))
            if not ok:
                return None
        return self.run(roster.create_side, name)

    def add_force(self, name: str | None = None, side_id: int | None = None) -> int | None:
        from muster.services import roster

        side_id = side_id or self._selected(SIDE) or self._side_of_selection()
        if side_id is None:
            self.show_error(self.tr("Add a side first, then select it to add a force to it."))
            return None
        if name is None:
            name, ok = QInputDialog.getText(self, self.tr("Add Force"), self.tr("Name of the force:"))
            if not ok:
                return None
        return self.run(roster.create_force, side_id, name)

    def _side_of_selection(self) -> int | None:
        force_id = self._selected(FORCE)
        if force_id is None:
            sides = self.roster_model.sides()
            return sides[0].id if len(sides) == 1 else None
        return next((f.side_id for f in self.roster_model.forces() if f.id == force_id), None)

    def _force_of_selection(self) -> int | None:
        force_id = self._selected(FORCE)
        unit_id = self._selected(UNIT)
        if force_id is None and unit_id is not None:
            force_id = self.roster_model.unit_row(unit_id).force_id
        return force_id

    def choose_system(self) -> str | None:
        """Ask which rules a new unit follows (the last choice is offered first)."""
        from muster.gui.systems import LABELS

        systems = list(LABELS)
        last = self.settings.value("last_system", "generic")
        labels = [self.tr(LABELS[s]) for s in systems]
        current = systems.index(last) if last in systems else 0
        label, ok = QInputDialog.getItem(self, self.tr("Add Unit"), self.tr("Rules for the new unit:"), labels,
                                         current, False)
        if not ok:
            return None
        system = systems[labels.index(label)]
        self.settings.setValue("last_system", system)
        return system

    def add_unit(self, system: str | None = None) -> int | None:
        from muster.gui.systems import plugin
        from muster.services import roster

        if not self.roster_model.forces():
            self.show_error(self.tr("Add a side and a force first: every unit belongs to a force."))
            return None
        system = system or self.choose_system()
        if system is None:
            return None
        dialog = plugin(system).unit_editor(self, self.roster_model.forces(), force_id=self._force_of_selection())
        if not dialog.exec():
            return None
        force_id, name, state = dialog.values()
        return self.run(roster.create_unit, force_id, name, system, state)

    def edit_selected_unit(self) -> None:
        from muster.gui.systems import plugin
        from muster.services import roster

        unit_id = self._selected(UNIT)
        row = self.roster_model.unit_row(unit_id) if unit_id else None
        if row is None:
            return
        dialog = plugin(row.system).unit_editor(self, self.roster_model.forces(), force_id=row.force_id,
                                                name=row.name, state=q.unit_state(self.service, unit_id))
        if dialog.exec():
            _, name, state = dialog.values()
            if name != row.name:
                self.run(roster.rename, "units", unit_id, name)
            self.run(roster.set_unit_state, unit_id, state, f"Edit {name}")

    def rename(self) -> None:
        from muster.services import roster

        node = self.rosterDock.selected_node()
        if node is None:
            self.show_error(self.tr("Select a side, force or unit in the Army Roster to rename it."))
            return
        table = {SIDE: "sides", FORCE: "forces", UNIT: "units"}[node[0]]
        current = self.rosterDock.view.currentIndex().siblingAtColumn(0).data()
        name, ok = QInputDialog.getText(self, self.tr("Rename"), self.tr("New name:"), text=current)
        if ok:
            self.run(roster.rename, table, node[1], name)

    def delete_selected(self) -> None:
        from muster.services import roster

        node = self.rosterDock.selected_node()
        if node is None or node[0] == SIDE:
            self.show_error(self.tr("Select a unit or force in the Army Roster to delete it."))
            return
        fn = roster.delete_unit if node[0] == UNIT else roster.delete_force
        self.run(fn, node[1])
        self.statusBar().showMessage(self.tr("Deleted. Undo (Ctrl+Z) brings it back."), 6000)

    def damage_selected(self) -> None:
        unit_id = self._selected(UNIT)
        row = self.roster_model.unit_row(unit_id) if unit_id else None
        if row is None or row.system != "generic":
            self.show_error(self.tr("Select a generic unit in the Army Roster to damage it by hand; other "
                                    "rules apply damage through their battle panel."))
            return
        amount, ok = QInputDialog.getInt(self, self.tr("Apply Damage"), self.tr("Damage (negative heals):"), 1,
                                         -999, 999)
        if ok:
            self.apply_damage(unit_id, amount)

    def apply_damage(self, unit_id: int, amount: int) -> None:
        from muster.services import generic

        self.run(generic.apply_damage, unit_id, amount, self.turnDock.battle_id())

    # ---- battle commands -----------------------------------------------------------------------------
    def new_battle(self, name: str | None = None, system: str = "generic", unit_ids: list[int] | None = None):
        from muster.services import battle

        if name is None:
            from muster.gui.dialogs.battle import BattleDialog

            dialog = BattleDialog(self.roster_model.units(), self)
            if not dialog.exec():
                return None
            name, system, unit_ids = dialog.values()
        battle_id = self.run(battle.start_battle, name, system, unit_ids or [])
        if battle_id is not None:
            self.turnDock.set_battles(q.battles(self.service), select=battle_id)
        return battle_id

    def _battle_or_complain(self):
        battle = self.current_battle()
        if battle is None:
            self.show_error(self.tr("Start or select a battle in the Turn Tracker first."))
        return battle

    def next_phase(self) -> None:
        from muster.services import battle

        b = self._battle_or_complain()
        if b:
            self.run(battle.next_phase, b.id)

    def previous_phase(self) -> None:
        from muster.services import battle

        b = self._battle_or_complain()
        if b:
            self.run(battle.previous_phase, b.id)

    def next_unit(self) -> None:
        from muster.services import battle

        b = self._battle_or_complain()
        if b and b.initiative:
            self.run(battle.set_active, b.id, (b.active + 1) % len(b.initiative))

    def attack(self) -> None:
        """Battle ▸ Resolve: the current battle panel's main roll."""
        if self._battle_or_complain() is not None:
            self.battle_view.primary_action()
        self._update_enabled()

    def rewind(self, round_: int | None = None) -> None:
        from muster.services.history import actions_since_round_start

        b = self._battle_or_complain()
        if b is None:
            return
        if round_ is None:
            round_, ok = QInputDialog.getInt(self, self.tr("Rewind"), self.tr("Rewind to the start of round:"),
                                             b.round, 1, b.round)
            if not ok:
                return
        try:
            count = actions_since_round_start(self.service, b.id, round_)
        except ServiceError as exc:
            self.show_error(str(exc))
            return
        self.history.rewind(count)
        self.statusBar().showMessage(
            self.tr("Rewound %1 action(s) to the start of round %2; Redo steps forward again.")
            .replace("%1", str(count)).replace("%2", str(round_)), 8000)

    # ---- library, duplicate, bulk edit --------------------------------------------------------------
    def selected_unit_ids(self) -> list[int]:
        """Units selected in the Army Roster (several with Ctrl/Shift), in roster order."""
        model = self.roster_model
        picked = set()
        for index in self.rosterDock.view.selectionModel().selectedRows(0):
            node = model.node(index)
            if node and node[0] == UNIT:
                picked.add(node[1])
        current = self._selected(UNIT)
        if not picked and current is not None:
            picked.add(current)
        return [u.id for u in model.units() if u.id in picked]

    def add_templates(self, template_ids: list[int], force_id: int | None = None, copies: int = 1):
        """Copy library templates into a force (the one selected in the roster by default): undoable."""
        from muster.services import library

        if self.service is None:
            self.show_error(self.tr("Open or create a campaign first (File menu)."))
            return None
        if not template_ids:
            self.show_error(self.tr("Select templates in the Library first."))
            return None
        force_id = force_id or self._force_of_selection()
        if force_id is None:
            forces = self.roster_model.forces()
            force_id = forces[0].id if len(forces) == 1 else None
        if force_id is None:
            self.show_error(self.tr("Select a force in the Army Roster (or drop the templates on one) to add "
                                    "them to it."))
            return None
        lib = self.libraryDock.open_library()
        if lib is None:
            return None
        try:
            templates = [lib.get(i).to_dict() for i in template_ids]
        except ServiceError as exc:
            self.show_error(str(exc))
            return None
        return self.run(library.add_from_templates, force_id, templates, copies)

    def save_to_library(self, unit_ids: list[int] | None = None) -> list[int]:
        unit_ids = unit_ids or self.selected_unit_ids()
        if self.service is None or not unit_ids:
            self.show_error(self.tr("Select the unit(s) to keep in the library in the Army Roster."))
            return []
        lib = self.libraryDock.open_library()
        if lib is None:
            return []
        try:
            ids = [lib.add_from_unit(self.service, uid) for uid in unit_ids]
        except ServiceError as exc:
            self.show_error(str(exc))
            return []
        self.libraryDock.show()
        self.libraryDock.raise_()
        self.libraryDock.refresh()
        self.libraryDock.select_ids(ids)
        self.statusBar().showMessage(self.tr("%n unit(s) saved to your library.", "", len(ids)), 6000)
        return ids

    def duplicate_units(self, unit_ids: list[int] | None = None):
        from muster.services import library

        unit_ids = unit_ids or self.selected_unit_ids()
        if not unit_ids:
            self.show_error(self.tr("Select the units to duplicate in the Army Roster."))
            return None
        return self.run(library.duplicate_units, unit_ids, 1)

    def bulk_edit(self, changes: dict | None = None, force_id: int | None = None,
                  unit_ids: list[int] | None = None) -> None:
        from muster.services import library

        unit_ids = unit_ids or self.selected_unit_ids()
        if not unit_ids:
            self.show_error(self.tr("Select the units to edit in the Army Roster (Ctrl+click for several)."))
            return
        if changes is None and force_id is None:
            from muster.gui.dialogs.bulk_edit import BulkEditDialog

            rows = [self.roster_model.unit_row(u) for u in unit_ids]
            fields = sorted(set.intersection(*(set(library.editable_fields(q.unit_state(self.service, u) or {}))
                                                for u in unit_ids)))
            dialog = BulkEditDialog(rows, fields, self.roster_model.forces(), self)
            if not dialog.exec():
                return
            changes, force_id = dialog.values()
        self.run(library.bulk_edit, unit_ids, changes, force_id)

    def eventFilter(self, watched, event):  # noqa: N802 (Qt override): library templates dropped on the roster
        if watched is self.rosterDock.view.viewport() and event.type() in (
                QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            ids = template_ids(event.mimeData())
            if not ids:
                return False
            if event.type() != QEvent.Type.Drop:
                event.setDropAction(Qt.DropAction.CopyAction)
                event.accept()
                return True
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
            self.drop_templates(ids, event.position().toPoint())
            return True
        return super().eventFilter(watched, event)

    def drop_templates(self, ids: list[int], pos) -> None:
        """Templates dropped at ``pos`` of the roster: into that force (or that unit's / that side's force)."""
        index = self.rosterDock.view.indexAt(pos)
        node = self.roster_model.node(index) if index.isValid() else None
        force_id = None
        if node and node[0] == FORCE:
            force_id = node[1]
        elif node and node[0] == UNIT:
            force_id = self.roster_model.unit_row(node[1]).force_id
        elif node and node[0] == SIDE:
            force_id = next((f.id for f in self.roster_model.forces() if f.side_id == node[1]), None)
        if force_id is None and len(self.roster_model.forces()) == 1:
            force_id = self.roster_model.forces()[0].id
        if force_id is None:
            self.show_error(self.tr("Drop the templates on a force (or one of its units) in the Army Roster."))
            return
        self.add_templates(ids, force_id)

    # ---- scenarios ---------------------------------------------------------------------------------
    def scenarios(self) -> None:
        if self.service is None:
            self.show_error(self.tr("Open or create a campaign first (File menu)."))
            return
        from muster.gui.dialogs.scenarios import ScenariosDialog

        ScenariosDialog(self).exec()

    def new_scenario(self, values: dict | None = None) -> int | None:
        """Prepare a scenario from roster units (asks with a dialog unless ``values`` are given)."""
        from muster.services import scenarios

        if self.service is None:
            self.show_error(self.tr("Open or create a campaign first (File menu)."))
            return None
        if values is None:
            from muster.gui.dialogs.scenarios import ScenarioDialog

            selected = self.selected_unit_ids()
            dialog = ScenarioDialog(self.roster_model.units(), self.roster_model.forces(), self.roster_model.sides(),
                                    self)
            if selected:
                dialog.systemCombo.setCurrentIndex(dialog.systemCombo.findData(
                    self.roster_model.unit_row(selected[0]).system))
            if not dialog.exec():
                return None
            values = dialog.values()

        def save(svc, v):
            data = scenarios.from_roster(svc, v["name"], v["system"], v["unit_ids"], notes=v.get("notes", ""),
                                         setup=v.get("setup"), plans=v.get("plans"))
            return scenarios.save_scenario(svc, data)

        scenario_id = self.run(save, values)
        if scenario_id is not None:
            self.statusBar().showMessage(self.tr("Scenario saved: start it from Battle ▸ Scenarios (Ctrl+Shift+B)."),
                                         8000)
        return scenario_id

    def start_scenario(self, scenario_id: int) -> int | None:
        from muster.services import scenarios

        battle_id = self.run(scenarios.start_scenario, scenario_id)
        if battle_id is not None:
            self.turnDock.set_battles(q.battles(self.service), select=battle_id)
            self.turnDock.show()
            self.turnDock.raise_()
        return battle_id

    def edit_scenario(self, scenario_id: int, data: dict | None = None) -> bool:
        """Edit a prepared scenario's name, set-up, plans and notes (asks with a dialog unless ``data``)."""
        from muster.services import scenarios

        if self.service is None:
            self.show_error(self.tr("Open or create a campaign first (File menu)."))
            return False
        if data is None:
            from muster.gui.dialogs.scenarios import ScenarioDialog

            try:
                current = scenarios.get_scenario(self.service, scenario_id)
            except ServiceError as exc:
                self.show_error(str(exc))
                return False
            dialog = ScenarioDialog([], [], [], self, scenario=current)
            if not dialog.exec():
                return False
            data = dialog.values()
        self.run(scenarios.update_scenario, scenario_id, data)
        return bool(self._last_label)  # set only when the edit was saved

    def duplicate_scenario(self, scenario_id: int) -> int | None:
        from muster.services import scenarios

        return self.run(scenarios.duplicate_scenario, scenario_id)

    def delete_scenario(self, scenario_id: int) -> None:
        from muster.services import scenarios

        self.run(scenarios.delete_scenario, scenario_id)
        self.statusBar().showMessage(self.tr("Scenario deleted. Undo (Ctrl+Z) brings it back."), 6000)

    # ---- import and export ---------------------------------------------------------------------------
    def _ask_save(self, title: str, name: str, file_filter: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self, title, str(Path.home() / name), self.tr(file_filter))
        return Path(path) if path else None

    def _write_document(self, doc: dict, path, what: str) -> bool:
        from muster.services import transfer

        try:
            transfer.write_file(doc, path)
        except ServiceError as exc:
            self.show_error(str(exc), self.tr("Cannot export"))
            return False
        self.statusBar().showMessage(self.tr("%1 exported to %2").replace("%1", what).replace("%2", str(path)), 8000)
        return True

    @staticmethod
    def _file_name(name: str, suffix: str) -> str:
        safe = "".join(c if c.isalnum() or c in " -_" else "_" for c in name).strip() or "export"
        return f"{safe}.{suffix}.json"

    def export_scenario(self, scenario_id: int, path: str | os.PathLike | None = None) -> bool:
        from muster.services import transfer

        try:
            doc = transfer.export_scenario(self.service, scenario_id)
        except ServiceError as exc:
            self.show_error(str(exc))
            return False
        path = path or self._ask_save(self.tr("Export Scenario"), self._file_name(doc["scenario"]["name"], "scenario"),
                                      TRANSFER_FILTER)
        return bool(path) and self._write_document(doc, path, self.tr("Scenario"))

    def export_scenario_from_list(self, path: str | os.PathLike | None = None) -> bool:
        """File ▸ Export Scenario…: pick one of the campaign's scenarios, then where to write it."""
        from muster.services import scenarios

        if self.service is None:
            self.show_error(self.tr("Open or create a campaign first (File menu)."))
            return False
        rows = scenarios.list_scenarios(self.service)
        if not rows:
            self.show_error(self.tr("This campaign has no scenarios yet: prepare one with Battle ▸ New Scenario from "
                                    "Roster (Ctrl+Alt+B) or import a scenario file."), self.tr("Cannot export"))
            return False
        labels = [f"{r.name} (#{r.id})" for r in rows]
        if len(rows) == 1:
            chosen = rows[0]
        else:
            label, ok = QInputDialog.getItem(self, self.tr("Export Scenario"), self.tr("&Scenario to export:"),
                                             labels, 0, False)
            if not ok or label not in labels:
                return False
            chosen = rows[labels.index(label)]
        return self.export_scenario(chosen.id, path)

    def export_force(self, force_id: int | None = None, path: str | os.PathLike | None = None) -> bool:
        from muster.services import transfer

        force_id = force_id or self._force_of_selection()
        if self.service is None or force_id is None:
            self.show_error(self.tr("Select a force (or one of its units) in the Army Roster to export it."))
            return False
        doc = transfer.export_force(self.service, force_id)
        path = path or self._ask_save(self.tr("Export Force"), self._file_name(doc["force"]["name"], "force"),
                                      TRANSFER_FILTER)
        return bool(path) and self._write_document(doc, path, self.tr("Force"))

    def export_library(self, path: str | os.PathLike | None = None, only_selected: bool = False) -> bool:
        from muster.services import transfer

        lib = self.libraryDock.open_library()
        if lib is None:
            return False
        ids = self.libraryDock.selected_ids() if only_selected else None
        doc = transfer.export_library(lib, ids)
        path = path or self._ask_save(self.tr("Export Library"), "library.library.json", TRANSFER_FILTER)
        return bool(path) and self._write_document(doc, path, self.tr("Library"))

    def import_file(self, path: str | os.PathLike | None = None):
        """Import a scenario, force or library file; returns ``(kind, what)`` or None (nothing imported)."""
        from muster.services import transfer

        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Import Scenario, Force or Library"), str(Path.home()),
                                                  self.tr(TRANSFER_FILTER + ";;All files (*)"))
            if not path:
                return None
        try:
            doc = transfer.read_file(path)
        except ServiceError as exc:
            self.show_error(str(exc), self.tr("Cannot import"))
            return None
        kind = doc["kind"]
        if kind == "library":
            lib = self.libraryDock.open_library()
            if lib is None:
                return None
            try:
                ids = transfer.import_library(lib, doc)
            except ServiceError as exc:
                self.show_error(str(exc), self.tr("Cannot import"))
                return None
            self.libraryDock.show()
            self.libraryDock.raise_()
            self.libraryDock.refresh()
            self.statusBar().showMessage(self.tr("%n template(s) added to your library.", "", len(ids)), 8000)
            return kind, ids
        if self.service is None:
            self.show_error(self.tr("Open or create a campaign first: a %1 is imported into a campaign.")
                            .replace("%1", kind), self.tr("Cannot import"))
            return None
        fn = transfer.import_scenario if kind == "scenario" else transfer.import_force
        result = self.run(fn, doc)
        if result is None:
            return None
        self.statusBar().showMessage(self.tr("Imported from %1; Undo (Ctrl+Z) takes it out again.")
                                     .replace("%1", Path(path).name), 8000)
        return kind, result

    def import_csv(self, path: str | os.PathLike | None = None):
        from muster.services import transfer

        if self.service is None:
            self.show_error(self.tr("Open or create a campaign first (File menu)."))
            return None
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Import Roster from CSV"), str(Path.home()),
                                                  self.tr(CSV_FILTER + ";;All files (*)"))
            if not path:
                return None
        try:
            size = Path(path).stat().st_size
            if size > transfer.MAX_BYTES:
                raise ServiceError(self.tr("“%1” is too large to be a roster.").replace("%1", Path(path).name))
            raw = Path(path).read_bytes()
            try:
                text = raw.decode("utf-8-sig")
            except UnicodeDecodeError:
                text = raw.decode("cp1252", errors="replace")  # spreadsheets saved by older Excel
        except OSError as exc:
            self.show_error(str(exc), self.tr("Cannot import"))
            return None
        except ServiceError as exc:
            self.show_error(str(exc), self.tr("Cannot import"))
            return None
        ids = self.run(transfer.import_roster_csv, text)
        if ids:
            self.rosterDock.view.expandToDepth(1)
            self.statusBar().showMessage(self.tr("%n unit(s) imported; Undo (Ctrl+Z) takes them out again.", "",
                                                 len(ids)), 8000)
        return ids

    # ---- help ---------------------------------------------------------------------------------------
    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Muster"), self.about_text())

    def about_text(self) -> str:
        """Help ▸ About: version, licence and the Python and Qt it runs on (for bug reports)."""
        import platform

        import PySide6
        from PySide6.QtCore import qVersion

        return (self.tr(
            "<h3>Muster %1</h3><p>A battle manager for tabletop game masters: BUCS, By This Poleaxe, "
            "GURPS Mass Combat and d20 mech combat.</p><p>Every action is saved at once and can be undone, "
            "even after reopening the campaign.</p><p>Licence: MIT (see the LICENSE file).</p>").replace("%1", __version__)
            + self.tr("<p>Python %1 · Qt %2 · PySide6 %3</p>").replace("%1", platform.python_version())
            .replace("%2", qVersion()).replace("%3", PySide6.__version__))

    def quick_start(self) -> None:
        QMessageBox.information(self, self.tr("Quick Start"), self.tr(
            "<ol><li>Add a side (Ctrl+Shift+N), a force (Ctrl+Shift+F) and units (Ctrl+U) in the Army Roster.</li>"
            "<li>Start a battle (Ctrl+B) and pick the units taking part.</li>"
            "<li>Choose attacker and target; the odds show before you roll (Ctrl+K).</li>"
            "<li>Walk the phases with Ctrl+. and Ctrl+, ; Ctrl+Z undoes anything.</li>"
            "<li>Rolling real dice? Turn on Edit ▸ Manual Dice (Ctrl+D).</li></ol>"
            "<p>Everything is saved as you go; there is no Save button to forget.</p>"))
