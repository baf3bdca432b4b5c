"""The By This Poleaxe panel holds no truth of its own: rebuilt from the file, reset on a switch or an undo,
its result box the battle's last done action (melee included), Ctrl+K enabled in step."""

import pytest
from PySide6.QtCore import Qt

from muster.rules.dice import ScriptedDice
from muster.services import battle as bsvc
from muster.services import poleaxe as px
from muster.services import roster

from gui_helpers import PanelHost

FOOT = {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}  # AV 2, DV 3, MV 6, HTK 3, 2 spaces




@pytest.fixture
def host(qtbot, service):
    from muster.gui.systems.poleaxe.panel import BattlePanel

    red = roster.create_side(service, "Red")
    blue = roster.create_side(service, "Blue")
    fr = roster.create_force(service, red, "Red foot")
    fb = roster.create_force(service, blue, "Blue band")
    ids = {name: roster.create_unit(service, force, name, "poleaxe", {**FOOT, "name": name, **extra})
           for name, force, extra in (("Archers", fr, {"missile": "long_bow"}),
                                      ("Bowmen", fr, {"missile": "short_bow"}),
                                      ("Orcs", fb, {}), ("Goblins", fb, {}))}
    ford = bsvc.start_battle(service, "Ford", "poleaxe", list(ids.values()))
    hill = bsvc.start_battle(service, "Hill", "poleaxe", [ids["Archers"], ids["Orcs"]])
    window = PanelHost(service)
    qtbot.addWidget(window)
    window.panel = BattlePanel(window)
    window.ids, window.ford, window.hill = ids, ford, hill
    window.settle(reset=True, battle_id=ford)
    return window


def click(qtbot, button):
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def to_melee(host):
    """Set up 2 spaces apart, Blue charges 2, then on to melee: the bodies meet."""
    svc, panel = host.service, host.panel
    svc.set_dice_source(ScriptedDice([1, 1]))
    host.run(px.setup, host.ford)
    host.run(px.declare, host.ford, "2", 2, True)
    for _ in range(4):
        bsvc.next_phase(svc, host.ford)
    host.settle(reset=False)
    assert panel.view.phase == "melee" and panel.engagementsTable.rowCount() == 2


def test_melee_result_shows_in_the_box_and_undo_shows_the_one_before(qtbot, host):
    panel, svc = host.panel, host.service
    assert panel.lastResult.text() == ""
    to_melee(host)
    assert panel.lastResult.text().startswith("<b>Declared for Blue: charges 2 spaces")
    svc.set_dice_source(ScriptedDice([3, 10, 1, 10, 9]))  # one hit (Goblins on Bowmen), its save fails
    click(qtbot, panel.resolveButton)
    box = panel.lastResult.text()
    assert box.startswith("<b>Melee: 4 attacks, 1 hit; HTK lost: Bowmen 1")
    assert "Orcs → Archers: 3 vs 2, miss<br/>Archers → Orcs (strikes back): 10 vs 2, miss" in box
    assert "Goblins → Bowmen: 1 vs 2, hit" in box and "Bowmen saves 9 vs 3: 1 HTK lost" in box

    host.undo()  # the melee: the box goes back to the declaration
    assert panel.lastResult.text().startswith("<b>Declared for Blue")
    for _ in range(5):  # four phase changes (not results) and the declaration
        host.undo()
    assert panel.lastResult.text().startswith("<b>Ford: the sides start 2 move spaces apart")
    host.undo()  # the set-up: nothing of this battle left to show
    assert panel.lastResult.text() == ""
    assert panel.setupBox.isVisibleTo(panel) and host.errors == []


def test_switching_battles_resets_the_choices_and_an_action_keeps_them(qtbot, host):
    panel = host.panel
    to_melee(host)
    panel.engagementsTable.cellWidget(0, 4).setCurrentIndex(1)  # flank
    panel.engagementsTable.cellWidget(0, 7).setCurrentIndex(2)  # hard cover
    assert panel.engagements[0].direction == "flank" and panel.engagements[0].cover == "hard"
    host.service.set_dice_source(ScriptedDice([10] * 12))
    host.run(px.cast_spell, host.ford, {"kind": "protection", "targets": [host.ids["Orcs"]], "bonus": 1,
                                        "duration_turns": 1})
    assert panel.engagements[0].direction == "flank"  # a GM action keeps what is still valid
    assert panel.engagementsTable.cellWidget(0, 4).currentData() == "flank"
    assert panel.lastResult.text().startswith("<b>Protection")

    host.settle(reset=True, battle_id=host.hill)
    assert panel.titleLabel.text() == "Hill" and panel.setupBox.isVisibleTo(panel)
    assert panel.lastResult.text() == ""  # Hill has no action yet: Ford's result is not shown
    host.settle(reset=True, battle_id=host.ford)
    assert [e.direction for e in panel.engagements] == ["front", "front"]
    assert panel.engagementsTable.cellWidget(0, 4).currentData() == "front"
    assert panel.engagementsTable.cellWidget(0, 7).currentData() == "none"
    assert panel.lastResult.text().startswith("<b>Protection")


def test_missile_choices_reset_on_undo_and_follow_the_acting_unit(qtbot, host):
    panel, svc, ids = host.panel, host.service, host.ids
    svc.set_dice_source(ScriptedDice([1, 1]))
    host.run(px.setup, host.ford)
    for _ in range(2):
        bsvc.next_phase(svc, host.ford)
    host.settle(reset=False)
    assert panel.view.phase == "missiles"
    panel.shooterCombo.setCurrentIndex(panel.shooterCombo.findData(ids["Bowmen"]))
    panel.targetCombo.setCurrentIndex(panel.targetCombo.findData(ids["Goblins"]))
    panel.coverCombo.setCurrentIndex(panel.coverCombo.findData("soft"))
    svc.set_dice_source(ScriptedDice([10]))  # a miss
    click(qtbot, panel.fireButton)
    assert panel.lastResult.text().startswith("<b>Bowmen shoots at Goblins")
    assert (panel.shooterCombo.currentData(), panel.targetCombo.currentData(), panel.coverCombo.currentData()) == \
        (ids["Bowmen"], ids["Goblins"], "soft")  # kept after the GM's own action

    host.undo()  # an undo drops the unsaved choices: back to the acting unit (Archers) and no cover
    assert panel.shooterCombo.currentData() == ids["Archers"] and panel.coverCombo.currentData() == "none"
    assert panel.lastResult.text().startswith("<b>Ford: the sides start")

    panel.shooterCombo.setCurrentIndex(panel.shooterCombo.findData(ids["Archers"]))
    bsvc.set_active(svc, host.ford, 1)  # Next Unit: the Bowmen act; the shooter follows without a reset
    host.settle(reset=False)
    assert panel.shooterCombo.currentData() == ids["Bowmen"]
    panel.shooterCombo.setCurrentIndex(panel.shooterCombo.findData(ids["Archers"]))
    host.settle(reset=False)  # the same acting unit: the GM's choice is kept
    assert panel.shooterCombo.currentData() == ids["Archers"]


def test_primary_changed_follows_the_selection(qtbot, host):
    panel, svc = host.panel, host.service
    assert panel.primary_available()  # before set-up: roll the distance
    svc.set_dice_source(ScriptedDice([1, 1]))
    host.run(px.setup, host.ford)
    for _ in range(2):
        bsvc.next_phase(svc, host.ford)
    host.settle(reset=False)
    with qtbot.waitSignal(panel.primary_changed, timeout=1000):
        panel.coverCombo.setCurrentIndex(panel.coverCombo.findData("hard"))
    with qtbot.waitSignal(panel.primary_changed, timeout=1000):
        panel.shooterCombo.setCurrentIndex(panel.shooterCombo.findData(host.ids["Bowmen"]))
    assert panel.primary_available() == panel.fireButton.isEnabled()
    bsvc.next_phase(svc, host.ford)
    with qtbot.waitSignal(panel.primary_changed, timeout=1000):
        host.settle(reset=False)
    assert not panel.primary_available()  # finishing the move: nothing to roll
