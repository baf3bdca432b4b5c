"""Docks, layout, shortcuts, log filtering and export, rewind, file commands."""

import csv

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.rules.dice import ScriptedDice

from gui_helpers import key as press
from gui_helpers import when_dialog_opens


def sample_window(make_window, tmp_path):
    from muster.services.sample import create_sample

    window = make_window()
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    return window


def select_system(window, system):
    from muster.services import queries

    battle = next(b for b in queries.battles(window.service) if b.system == system)
    window.battles.select(battle.id)
    assert window.battles.battle.system == system
    QApplication.processEvents()  # the system's layout comes once the battle is shown


def test_docks_toggle_reset_and_layout_per_system_restored(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    select_system(window, "mech")  # the paper doll's system: the status dock under the Turn Tracker
    assert all(d.isVisible() for d in [window.rosterDock, window.turnDock, window.statusDock, window.logDock])
    select_system(window, "bucs")  # nothing for the status dock: it stays closed, the panel gets the room
    assert not window.statusDock.isVisible()
    assert all(d.isVisible() for d in [window.rosterDock, window.turnDock, window.logDock])
    press(qtbot, window, "Alt+4")
    assert not window.logDock.isVisible()
    select_system(window, "mech")
    assert window.logDock.isVisible() and window.statusDock.isVisible()  # the mech layout is its own
    select_system(window, "bucs")
    assert not window.logDock.isVisible()  # the GM's BUCS layout came back
    window.rosterDock.setFloating(True)
    window.close()  # saves geometry and dock state

    again = make_window()
    assert not again.logDock.isVisible() and again.rosterDock.isFloating()
    toggles = [a for a in again.menuView.actions() if a.objectName().startswith("toggle_")]
    assert [a.text() for a in toggles] == ["Army Roster", "Turn Tracker", "Unit Status", "Combat Log"]
    press(qtbot, again, "Ctrl+Shift+0")
    assert all(d.isVisible() for d in [again.rosterDock, again.turnDock, again.logDock])
    assert not again.rosterDock.isFloating() and not again.statusDock.isVisible()


def test_shortcuts_rebound_and_kept(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)

    def rebind(dialog):
        assert dialog.editors["actionNextPhase"].keySequence().toString() == "Ctrl+."
        dialog.editors["actionNextPhase"].setKeySequence(QKeySequence("F8"))
        dialog.editors["actionAttack"].setKeySequence(QKeySequence("F8"))  # clash: OK disabled
        assert "F8 is used twice" in dialog.errorLabel.text()
        assert not dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok).isEnabled()
        dialog.editors["actionAttack"].setKeySequence(QKeySequence("Ctrl+K"))

    when_dialog_opens(qtbot, rebind)
    press(qtbot, window, "Ctrl+Alt+K")
    assert window.actionNextPhase.shortcut().toString() == "F8"
    phase = window.current_battle().phase
    press(qtbot, window, "F8")
    assert window.current_battle().phase == phase + 1
    window.close()
    again = make_window()
    assert again.actionNextPhase.shortcut().toString() == "F8"
    assert again.actionAttack.shortcut().toString() == "Ctrl+K"


def test_every_command_has_a_menu_entry_and_shortcut(make_window):
    window = make_window()
    missing = [a.objectName() for a in window.all_actions() if a.shortcut().isEmpty()]
    assert missing == []
    keys = [a.shortcut().toString() for a in window.all_actions() if not a.shortcut().isEmpty()]
    assert len(keys) == len(set(keys)), "two commands share a shortcut"


def test_log_filter_and_export(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    window.service.set_dice_source(ScriptedDice([18, 5, 2, 16, 3]))
    battle_ops.resolve(window)
    battle_ops.next_unit(window)
    battle_ops.resolve(window)
    battle_ops.next_unit(window)
    battle_ops.resolve(window)
    total = window.log_model.rowCount()
    assert total == 5
    window.logDock.textFilter.setText("misses")
    qtbot.waitUntil(lambda: window.log_model.rowCount() == 1)
    window.logDock.textFilter.clear()
    qtbot.waitUntil(lambda: window.log_model.rowCount() == total)
    everything = [window.log_model.row_at(r) for r in range(total)]
    involving = [r for r in everything if "Guard Pikes" in (r.actor, r.target)]
    assert 0 < len(involving) < total
    pikes = window.logDock.unitFilter.findText("Guard Pikes")
    window.logDock.unitFilter.setCurrentIndex(pikes)
    assert window.log_model.rowCount() == len(involving)
    out = tmp_path / "log.csv"
    assert campaign_ops.export_log(window, "csv", out)
    rows = list(csv.DictReader(out.open()))
    assert [int(r["action_id"]) for r in rows] == [r.id for r in involving]
    assert rows[0]["rolls"].startswith("Guard Pikes attack: d20 [18] +3 Attack = 21")
    window.logDock.unitFilter.setCurrentIndex(0)
    md = tmp_path / "log.md"
    assert campaign_ops.export_log(window, "md", md)
    assert md.read_text().count("\n") == 2 + total


def test_log_updates_row_by_row(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    inserted, removed, resets = [], [], []
    window.log_model.rowsInserted.connect(lambda p, a, b: inserted.append((a, b)))
    window.log_model.rowsRemoved.connect(lambda p, a, b: removed.append((a, b)))
    window.log_model.modelReset.connect(lambda: resets.append(1))
    window.roster_model.modelReset.connect(lambda: resets.append(1))
    changed = []
    window.roster_model.dataChanged.connect(lambda a, b, r=(): changed.append(a.data()))
    window.service.set_dice_source(ScriptedDice([18, 5]))
    battle_ops.resolve(window)
    assert inserted == [(0, 0)] and "Militia Spears" in changed
    press(qtbot, window, "Ctrl+Z")
    assert removed == [(0, 0)]
    assert resets == []


def test_rewind_from_turn_tracker(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    phases = window.service.phases("generic")
    for _ in range(len(phases) + 2):
        qtbot.mouseClick(window.turnDock.nextButton, Qt.MouseButton.LeftButton)
    assert window.turnDock.roundLabel.text() == "Round 2"
    window.service.set_dice_source(ScriptedDice([18, 5]))
    battle_ops.resolve(window)
    window.turnDock.rewindSpin.setValue(2)
    qtbot.mouseClick(window.turnDock.rewindButton, Qt.MouseButton.LeftButton)
    battle = window.current_battle()
    assert (battle.round, battle.phase) == (2, 0)
    assert window.roster_model.unit_row(battle.initiative[1]).status == "10/10 hits"
    assert window.log_model.rowCount() == len(phases)
    press(qtbot, window, "Ctrl+Shift+Z")
    press(qtbot, window, "Ctrl+Shift+Z")
    assert window.current_battle().phase == 2
    press(qtbot, window, "Ctrl+Shift+Z")
    assert window.log_model.rowCount() == len(phases) + 3


def test_save_copy_check_file_and_recent(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    assert campaign_ops.check_file(window) == []
    assert campaign_ops.save_copy(window, tmp_path / "copy.muster")
    assert campaign_ops.save_copy(window, tmp_path / "sample.muster") is False
    assert "cannot replace" in window.errors[-1]
    window.menuRecent.aboutToShow.emit()
    assert [a.text() for a in window.menuRecent.actions()] == ["&1 sample.muster"]
    press(qtbot, window, "Ctrl+W")
    assert window.service is None and window.roster_model.rowCount() == 0
    assert not window.actionAddUnit.isEnabled()
    window.menuRecent.actions()[0].trigger()
    assert window.service is not None and window.roster_model.rowCount() == 2


def test_roster_commands(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    model = window.roster_model
    crown = model.index(0, 0)
    guard = model.index(0, 0, crown)
    pikes = model.index(0, 0, guard)
    assert pikes.data() == "Guard Pikes"
    window.rosterDock.view.setCurrentIndex(pikes)

    def rename(dialog):
        from PySide6.QtWidgets import QLineEdit

        edit = dialog.findChild(QLineEdit)
        edit.selectAll()
        qtbot.keyClicks(edit, "Halberdiers")

    when_dialog_opens(qtbot, rename)
    press(qtbot, window, "F2")
    assert model.index(0, 0, guard).data() == "Halberdiers"
    window.rosterDock.view.setCurrentIndex(model.index(0, 0, guard))
    press(qtbot, window, "Del")
    assert model.rowCount(guard) == 1 and model.index(0, 2, guard).data() != ""
    press(qtbot, window, "Ctrl+Z")
    assert model.rowCount(guard) == 2 and model.index(0, 0, guard).data() == "Halberdiers"
    forces = model.rowCount(crown)
    window.rosterDock.view.setCurrentIndex(guard)  # a whole force: units go first, and come back after it
    press(qtbot, window, "Del")
    assert model.rowCount(crown) == forces - 1
    press(qtbot, window, "Ctrl+Z")
    guard = model.index(0, 0, crown)
    assert guard.data() == "Royal Guard" and model.rowCount(guard) == 2


def test_a_start_that_died_restoring_skips_the_saved_layouts_and_says_so(qtbot, make_window, tmp_path):
    from muster.gui import layouts

    window = sample_window(make_window, tmp_path)
    select_system(window, "mech")
    window.rosterDock.setFloating(True)
    window.close()
    assert window.settings.value(layouts.RESTORING) is None  # a clean run leaves no marker
    window.settings.setValue(layouts.RESTORING, "layout/mech/laptop")  # as if Qt died inside restoreState
    again = make_window()
    qtbot.waitUntil(lambda: "arranging its panels" in again.statusBar().currentMessage())
    assert not again.rosterDock.isFloating()  # the default layout, not the one that was being restored
    assert again.settings.value(layouts.RESTORING) is None
    assert not any(k.startswith("layout/") for k in again.settings.allKeys())
    press(qtbot, again, "Ctrl+Shift+0")  # View ▸ Reset Layout still works
    assert all(d.isVisible() for d in [again.rosterDock, again.turnDock, again.logDock])


def test_a_layout_saved_for_other_docks_or_another_screen_is_replaced_by_the_default(qtbot, make_window, tmp_path):
    from muster.gui import layouts

    window = sample_window(make_window, tmp_path)
    window.rosterDock.setFloating(True)
    window.close()
    keys = [k for k in window.settings.allKeys() if k.endswith("-fingerprint")]
    assert keys, "the layout is kept with what it belongs to"
    for key in keys:  # saved by a Muster with one dock more, on a 4K screen
        window.settings.setValue(key, window.settings.value(key).replace("diceDock", "diceDock,forecastDock")
                                 .replace("x", "0x"))
    again = make_window()
    QApplication.processEvents()
    assert not again.rosterDock.isFloating()
    again.rosterDock.setFloating(True)
    again.close()
    third = make_window()  # a layout this Muster saved comes back
    qtbot.waitUntil(third.rosterDock.isFloating)
    assert third.settings.value("window/state") is None  # the state once restored before the first show is gone
    assert layouts.fingerprint(third, third.layouts.size_class()).startswith(f"{layouts.LAYOUT_FORMAT};")


def test_a_layout_saved_over_a_read_only_file_does_not_bring_its_banner_back(qtbot, make_window, campaign_copy):
    import os

    from PySide6.QtWidgets import QToolBar

    path = campaign_copy("ro.muster", sample=True)
    os.chmod(path, 0o444)
    try:
        window = make_window()
        assert window.findChild(QToolBar, "readOnlyBanner") is not None  # there before any layout is restored
        assert window.open_campaign(path)
        assert window.findChild(QToolBar, "readOnlyBanner").isVisible()
        window.close()  # the layout is saved with the banner on show
    finally:
        os.chmod(path, 0o644)
    from muster.gui.app import _settings
    from muster.gui.main_window import MainWindow

    again = MainWindow(_settings(), interactive=False)  # as run_gui starts: show, open, then the event loop
    qtbot.addWidget(again)
    again.show()
    assert again.open_campaign(campaign_copy("rw.muster", sample=True))
    qtbot.waitUntil(lambda: not again.layouts.restore_pending())  # the saved layout has been restored
    assert not again.findChild(QToolBar, "readOnlyBanner").isVisible()
    assert again.actionAddSide.isEnabled()
