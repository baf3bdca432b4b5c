"""The History dock's branches (issue 27): a rewind and a new action keep the old way; the GM switches by clicks and
compares each branch's forecast."""

from PySide6.QtCore import Qt
from test_views_do_not_drift import battle_of, click_row, sample_window

from muster.services import queries as q


def test_branches_are_listed_switched_to_and_forecast_by_clicks(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    window.historyDock.show()
    melee = battle_of(window, "poleaxe")
    window.battles.select(melee.id)
    box = window.historyDock.branches
    assert not box.isVisible()  # one line: nothing to choose between
    for _ in range(2):
        qtbot.mouseClick(window.turnDock.nextButton, Qt.MouseButton.LeftButton)
    went = q.battle(window.service, melee.id)
    qtbot.mouseClick(window.turnDock.rewindButton, Qt.MouseButton.LeftButton)  # to the start of round 1
    assert window.current_battle().phase == melee.phase
    qtbot.mouseClick(window.turnDock.nextButton, Qt.MouseButton.LeftButton)  # another way: one phase only
    assert box.isVisible() and box.model.rowCount() == 2
    current, old = box.model.row(0), box.model.row(1)
    assert current.current and current.cells[0] == "▶" and not old.current and old.cells[3] == "2"
    assert not box.switchButton.isEnabled()  # nothing chosen yet

    click_row(qtbot, box.view, 1)
    qtbot.mouseClick(box.switchButton, Qt.MouseButton.LeftButton)
    assert q.battle(window.service, melee.id) == went  # the battle stands where the old way left it
    assert window.current_battle() == went and box.model.row(0).leaf_id == old.leaf_id
    assert "Switched to the branch" in window.statusBar().currentMessage()
    assert [r.done for r in window.historyDock.model.rows][-2:] == [True, True]

    qtbot.mouseClick(box.forecastButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all("%" in box.model.row(r).cells[4] for r in range(2)), timeout=20000)
    assert q.battle(window.service, melee.id) == went  # forecasting the branches changed nothing

    # the switch is undoable like any action: Ctrl+Z switches back, Redo switches again
    from gui_helpers import key

    other_way = q.battle(window.service, melee.id)
    assert window.actionUndo.text().startswith("&Undo Switch to the branch")
    key(qtbot, window, "Ctrl+Z")
    qtbot.waitUntil(lambda: q.battle(window.service, melee.id) != other_way)
    assert q.battle(window.service, melee.id).phase == melee.phase + 1  # the one-phase way again
    window.historyDock.show()
    window.historyDock.raise_()  # (tabbed with the Combat Log, which an action may bring to the front)
    assert box.model.row(0).leaf_id == current.leaf_id
    key(qtbot, window, "Ctrl+Shift+Z")
    qtbot.waitUntil(lambda: q.battle(window.service, melee.id) == went)
    qtbot.mouseClick(window.turnDock.nextButton, Qt.MouseButton.LeftButton)  # a new action: on top of the switch
    assert window.actionUndo.text().startswith("&Undo Advance")
    key(qtbot, window, "Ctrl+Z")
    assert q.battle(window.service, melee.id) == went


def test_ctrl_z_undoes_what_the_gm_just_did_and_the_campaign_has_its_own_undo(qtbot, make_window, tmp_path):
    from muster.gui.operations import battle as battle_ops
    from muster.services import roster

    from gui_helpers import key

    window = sample_window(make_window, tmp_path)
    ford, millbrook = battle_of(window, "generic"), battle_of(window, "bucs")
    window.battles.select(millbrook.id)
    battle_ops.next_phase(window)
    window.battles.select(ford.id)
    battle_ops.next_phase(window)
    unit = q.roster(window.service)[2][0]
    window.run(roster.rename, "units", unit.id, "Renamed")  # a roster edit with the Ford on screen
    assert window.actionUndo.text().startswith("&Undo Rename")
    key(qtbot, window, "Ctrl+Z")
    assert window.roster_model.unit_row(unit.id).name == unit.name
    assert window.current_battle().phase == 1 and q.battle(window.service, millbrook.id).phase == 1
    key(qtbot, window, "Ctrl+Shift+Z")
    battle_ops.next_phase(window)  # the Ford's next action: Ctrl+Z is the Ford's again
    key(qtbot, window, "Ctrl+Z")
    assert window.current_battle().phase == 1 and window.roster_model.unit_row(unit.id).name == "Renamed"
    window.actionUndoCampaign.trigger()  # the campaign's own timeline, with a battle on screen
    assert window.roster_model.unit_row(unit.id).name == unit.name
    assert window.current_battle().phase == 1 and q.battle(window.service, millbrook.id).phase == 1
    window.actionRedoCampaign.trigger()
    assert window.roster_model.unit_row(unit.id).name == "Renamed"
