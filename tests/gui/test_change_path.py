"""The one path from a commit to the screen: dispatch order, resets, undo naming its battle (issue 12)."""

import pytest
from PySide6.QtCore import Qt

from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.gui.operations import roster as roster_ops
from muster.rules.dice import ScriptedDice
from muster.services import generic, roster
from muster.services import queries as q

from gui_helpers import key


def skirmish(window, path, names=("A", "B", "C"), max_hits=(6, 6, 6), battles=("Ford",)):
    """A generic campaign made through the window: one side per unit, and the named battles."""
    assert campaign_ops.new_campaign(window, path)
    ids = []
    for name, hits in zip(names, max_hits):
        side = window.run(roster.create_side, f"Side {name}")
        force = window.run(roster.create_force, side, f"Force {name}")
        ids.append(window.run(roster.create_unit, force, name, "generic", {"attack": 3, "max_hits": hits}))
    battle_ids = [battle_ops.new_battle(window, b, "generic", ids) for b in battles]
    return ids, battle_ids


def test_views_are_told_in_one_fixed_order(make_window, tmp_path):
    window = make_window()
    ids, _ = skirmish(window, tmp_path / "c.muster")
    expected = ["roster model", "log model", "turn tracker", "battle panel", "status dock", "combat log",
                "history", "rules reference", "player view"]
    assert window.session.view_order() == expected
    window.service.set_dice_source(ScriptedDice([15, 4]))
    battle_ops.resolve(window)
    action_id = window.session.last_changes[0].action_id
    assert window.session.dispatched == [(name, action_id, window.battle_view) for name in expected]


def test_target_list_shows_the_status_the_roster_shows_after_an_attack(qtbot, make_window, tmp_path):
    window = make_window()
    ids, _ = skirmish(window, tmp_path / "c.muster", max_hits=(6, 1, 6))
    panel = window.battle_view
    panel.targetCombo.setCurrentIndex(panel.targetCombo.findData(ids[1]))
    window.service.set_dice_source(ScriptedDice([15, 4]))
    qtbot.mouseClick(panel.attackButton, Qt.MouseButton.LeftButton)
    status = window.roster_model.unit_row(ids[1]).status
    assert status == "Out of action"
    assert panel.targetCombo.itemText(panel.targetCombo.findData(ids[1])) == f"B ({status})"
    assert panel.targetCombo.currentData() == ids[1]  # the GM's choice stays after their own roll


def test_result_box_shows_the_last_result_still_done(qtbot, make_window, tmp_path):
    window = make_window()
    ids, _ = skirmish(window, tmp_path / "c.muster")
    panel = window.battle_view
    window.service.set_dice_source(ScriptedDice([15, 4, 16, 2]))
    battle_ops.resolve(window)
    first = panel.lastResult.text()
    battle_ops.resolve(window)
    assert panel.lastResult.text() != first and "hits for 2" in panel.lastResult.text()
    key(qtbot, window, "Ctrl+Z")
    assert panel.lastResult.text() == first
    key(qtbot, window, "Ctrl+Z")
    assert "begins" in panel.lastResult.text()  # the action before: the battle's start
    key(qtbot, window, "Ctrl+Shift+Z")
    assert panel.lastResult.text() == first


def test_undo_acts_on_the_battle_on_screen_and_names_it(qtbot, make_window, tmp_path):
    window = make_window()
    ids, (ford, hill) = skirmish(window, tmp_path / "c.muster", battles=("Ford", "Hill"))
    window.battles.select(ford)
    battle_ops.next_phase(window)
    window.battles.select(hill)
    assert window.battles.battle_id() == hill
    assert window.actionUndo.text() == "&Undo"  # the Hill's own timeline: nothing done there yet (issue 27)
    key(qtbot, window, "Ctrl+Z")
    assert window.battles.battle_id() == hill and q.battle(window.service, ford).phase == 1  # untouched
    window.battles.select(ford)
    assert window.actionUndo.text() == "&Undo Advance to Movement — Ford"
    key(qtbot, window, "Ctrl+Z")
    assert window.battles.battle_id() == ford
    assert "Ford" in window.statusBar().currentMessage()
    assert "▶ Initiative" in window.turnDock.phaseLabel.text()
    key(qtbot, window, "Ctrl+Shift+Z")
    assert window.battles.battle_id() == ford and "▶ Movement" in window.turnDock.phaseLabel.text()


def test_next_unit_moves_the_panel_lead(qtbot, make_window, tmp_path):
    window = make_window()
    ids, _ = skirmish(window, tmp_path / "c.muster")
    panel = window.battle_view
    assert panel.attacker_id() == ids[0]
    key(qtbot, window, "Ctrl+J")
    assert q.battle(window.service, window.battles.battle_id()).active == 1
    assert panel.attacker_id() == ids[1]
    assert panel.target_id() != ids[1]


def test_resolve_follows_the_panel(qtbot, make_window, tmp_path):
    window = make_window()
    skirmish(window, tmp_path / "c.muster", names=("A",), max_hits=(6,))
    panel = window.battle_view
    assert not panel.primary_available() and not window.actionAttack.isEnabled()  # nobody to attack
    side = window.run(roster.create_side, "Side B")
    force = window.run(roster.create_force, side, "Force B")
    window.run(roster.create_unit, force, "B", "generic", {"attack": 3})
    battle_ops.new_battle(window, "Two", "generic", [u.id for u in window.roster_model.units()])
    assert panel.primary_available() and window.actionAttack.isEnabled()
    with qtbot.waitSignal(panel.primary_changed):
        panel.attackerCombo.setCurrentIndex(1)
    assert window.actionAttack.isEnabled() == panel.primary_available()


def test_campaign_switch_rebuilds_the_panel_from_the_file(make_window, tmp_path):
    window = make_window()
    ids, _ = skirmish(window, tmp_path / "one.muster")
    panel = window.battle_view
    panel.targetCombo.setCurrentIndex(panel.targetCombo.findData(ids[2]))
    window.service.set_dice_source(ScriptedDice([15, 4]))
    battle_ops.resolve(window)
    assert "A attacks C" in panel.lastResult.text()
    other_ids, _ = skirmish(window, tmp_path / "two.muster", names=("X", "Y", "Z"))
    assert panel.lastResult.text().endswith("begins (3 units)</b>")  # nothing of the other campaign
    assert [panel.targetCombo.itemText(i)[:1] for i in range(panel.targetCombo.count())] == ["Y", "Z"]
    assert campaign_ops.open_campaign(window, tmp_path / "one.muster")
    assert panel.targetCombo.currentData() == ids[1]  # a reset: the first target again, not the GM's old pick
    assert "A attacks C" in panel.lastResult.text()


def test_rewind_works_in_a_battle_set_up_before_its_first_action(qtbot, make_window, tmp_path):
    from muster.services import files
    from muster.services.sample import create_sample

    path = create_sample(tmp_path / "s.muster")
    svc = files.open_campaign(path)
    ford = next(b for b in q.battles(svc) if b.system == "generic")
    svc.close()
    window = make_window()
    assert window.open_campaign(path)
    window.battles.select(ford.id)
    battle_ops.next_phase(window)
    battle_ops.next_phase(window)
    assert battle_ops.rewind(window, 1) == 2
    b = q.battle(window.service, ford.id)
    assert (b.round, b.phase) == (1, 0)
    assert window.actionRedo.isEnabled() and not window.errors


def test_a_commit_made_straight_through_the_service_still_reaches_every_view(make_window, tmp_path):
    window = make_window()
    ids, _ = skirmish(window, tmp_path / "c.muster")
    generic.apply_damage(window.service, ids[1], 2, window.battles.battle_id())
    assert window.roster_model.unit_row(ids[1]).status == "4/6 hits"
    assert window.actionUndo.text().startswith("&Undo B takes 2")
    window.service.undo()
    assert window.roster_model.unit_row(ids[1]).status == "6/6 hits"
    assert window.actionRedo.text().startswith("&Redo B takes 2")


@pytest.mark.parametrize("model_name", ["roster_model", "log_model"])
def test_item_models_pass_qt_model_tester(qtmodeltester, make_window, tmp_path, model_name):
    window = make_window()
    skirmish(window, tmp_path / "c.muster")
    window.service.set_dice_source(ScriptedDice([15, 4]))
    battle_ops.resolve(window)
    qtmodeltester.check(getattr(window, model_name), force_py=True)
    qtmodeltester.check(window.turnDock.initiative, force_py=True)


def test_library_model_passes_qt_model_tester(qtmodeltester, make_window, tmp_path):
    window = make_window()
    ids, _ = skirmish(window, tmp_path / "c.muster")
    assert len(roster_ops.save_to_library(window, ids)) == 3
    assert window.libraryDock.model.rowCount() >= 3
    qtmodeltester.check(window.libraryDock.model, force_py=True)
