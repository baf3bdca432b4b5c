"""The BUCS panel holds no truth of its own: resets take everything from the file, the result box follows
undo, Next Unit moves the lead, Resolve follows the choices."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QScrollArea

from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.gui.systems.bucs.panel import BattlePanel
from muster.rules.dice import ScriptedDice
from muster.services import bucs, roster
from muster.services import queries as q
from muster.services.sample import create_sample

from gui_helpers import key


def bucs_battle(window):
    return next(b for b in q.battles(window.service) if b.system == "bucs")


def other_campaign(window, path):
    """A campaign of its own: Alpha Squad against Bravo Squad on open ground."""
    assert campaign_ops.new_campaign(window, path)
    run = window.run
    red = run(roster.create_force, run(roster.create_side, "Red"), "Red Co")
    blue = run(roster.create_force, run(roster.create_side, "Blue"), "Blue Co")
    a = run(roster.create_unit, red, "Alpha Squad", "bucs", {"quality": "Elite", "order": "Attack"})
    b = run(roster.create_unit, blue, "Bravo Squad", "bucs", {"quality": "Average", "order": "Attack"})
    return battle_ops.new_battle(window, "Open Ground", "bucs", [a, b])


def battle_terrain(window, battle_id):
    return bucs.panel_data(window.service, battle_id).battle.terrain


def click_box(qtbot, panel, box):
    panel.findChild(QScrollArea, "bucsScroll").ensureWidgetVisible(box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))


def test_switching_campaigns_takes_terrain_and_odds_from_the_file(qtbot, make_window, tmp_path):
    sample = create_sample(tmp_path / "sample.muster")
    window = make_window()
    other_campaign(window, tmp_path / "other.muster")
    panel = window.battle_view
    assert panel.terrainCombo.currentData() == "open" and "Alpha Squad" in panel.oddsLabel.text()
    panel.crampedCheck.setChecked(True)

    assert campaign_ops.open_campaign(window, sample)
    millbrook = bucs_battle(window)
    window.battles.select(millbrook.id)
    qtbot.waitUntil(lambda: window.battle_view.titleLabel.text() == "Checkpoint at Millbrook")
    panel = window.battle_view
    assert "urban terrain" in panel.subtitleLabel.text()
    assert panel.terrainCombo.currentData() == "urban" and not panel.crampedCheck.isChecked()
    odds = panel.oddsLabel.text()
    assert "Alpha Squad" not in odds and "1st Squad" in odds  # recomputed for the units shown
    assert panel.options()["terrain"] == "urban"

    window.service.set_dice_source(ScriptedDice([10, 10]))
    key(qtbot, window, "Ctrl+K")
    qtbot.waitUntil(lambda: panel.lastResult.text() != "")
    assert battle_terrain(window, millbrook.id) == "urban"  # the roll wrote what the box showed

    # the GM picks another terrain, then undoes the roll: the box shows the battle's own terrain again
    panel.terrainCombo.setCurrentIndex(panel.terrainCombo.findData("open"))
    key(qtbot, window, "Ctrl+Z")
    assert panel.terrainCombo.currentData() == "urban" and panel.lastResult.text() == ""
    window.service.set_dice_source(ScriptedDice([10, 10]))
    key(qtbot, window, "Ctrl+K")
    qtbot.waitUntil(lambda: panel.lastResult.text() != "")
    assert battle_terrain(window, millbrook.id) == "urban"


def test_reset_drops_every_unsaved_choice_and_a_do_keeps_them(qtbot, make_window, tmp_path):
    window = make_window()
    assert campaign_ops.open_campaign(window, create_sample(tmp_path / "sample.muster"))
    panel = BattlePanel(window)  # driven by hand as the session would
    qtbot.addWidget(panel)
    battle = bucs_battle(window)
    panel.show_battle(battle, [], reset=True)
    lead, foe = panel.attacker.lead_id(), panel.defender.lead_id()
    assert lead == battle.initiative[battle.active]

    panel.terrainCombo.setCurrentIndex(panel.terrainCombo.findData("open"))
    panel.crampedCheck.setChecked(True)
    panel.defender.lead.setCurrentIndex(panel.defender.lead.count() - 1)
    panel.defender.pins["doorway"].setChecked(True)
    panel.attacker.modifier.setValue(3)
    panel.kindCombo.setCurrentIndex(panel.kindCombo.findData("contest"))
    panel.skillEdit.setText("Spot")
    chosen_foe = panel.defender.lead_id()
    assert chosen_foe != foe and panel.options()["conditions"] == {str(chosen_foe): {"dug_in": False,
                                                                                      "pinned_down": ["doorway"]}}

    panel.show_battle(q.battle(window.service, battle.id), [], reset=False)  # after a GM action: kept
    assert panel.terrainCombo.currentData() == "open" and panel.crampedCheck.isChecked()
    assert panel.defender.lead_id() == chosen_foe and panel.defender.pins["doorway"].isChecked()
    assert panel.kind() == "contest" and panel.skillEdit.text() == "Spot" and panel.attacker.modifier.value() == 3

    panel.show_battle(q.battle(window.service, battle.id), [], reset=True)  # undo, redo, rewind, switch
    assert panel.terrainCombo.currentData() == "urban" and not panel.crampedCheck.isChecked()
    assert (panel.attacker.lead_id(), panel.defender.lead_id()) == (lead, foe)
    assert panel.kind() == "round" and panel.skillEdit.text() == "" and panel.attacker.modifier.value() == 0
    assert "conditions" not in panel.options() and not panel.defender.pins["doorway"].isChecked()
    assert "Cannot roll" not in panel.oddsLabel.text() and panel.primary_available()


def test_result_box_follows_undo_and_shows_healing(qtbot, make_window, tmp_path):
    window = make_window()
    bid = other_campaign(window, tmp_path / "c.muster")
    panel = window.battle_view
    window.service.set_dice_source(ScriptedDice([14, 3]))
    key(qtbot, window, "Ctrl+K")
    qtbot.waitUntil(lambda: "Alpha Squad" in panel.lastResult.text())
    first = panel.lastResult.text()
    window.service.set_dice_source(ScriptedDice([2, 19]))
    key(qtbot, window, "Ctrl+K")
    qtbot.waitUntil(lambda: panel.lastResult.text() != first)
    key(qtbot, window, "Ctrl+Z")
    assert panel.lastResult.text() == first  # the undone result is gone, the one before is back
    key(qtbot, window, "Ctrl+Z")
    assert panel.lastResult.text() == ""
    key(qtbot, window, "Ctrl+Shift+Z")
    assert panel.lastResult.text() == first

    ids = list(q.battle(window.service, bid).initiative)
    window.run(bucs.heal, ids, [], None, 0, 1, False, bid)
    assert panel.lastResult.text().startswith("<b>After the battle:</b><br/>Alpha Squad:")
    key(qtbot, window, "Ctrl+Z")
    assert panel.lastResult.text() == first


def test_next_unit_moves_the_lead_and_resolve_follows_the_choices(qtbot, make_window, tmp_path):
    window = make_window()
    bid = other_campaign(window, tmp_path / "c.muster")
    panel = window.battle_view
    alpha, bravo = q.battle(window.service, bid).initiative
    assert panel.attacker.lead_id() == alpha and window.actionAttack.isEnabled()
    key(qtbot, window, "Ctrl+J")  # Next Unit: Bravo Squad acts
    assert q.battle(window.service, bid).initiative[q.battle(window.service, bid).active] == bravo
    assert panel.attacker.lead_id() == bravo and panel.defender.lead_id() == alpha

    # an invalid choice greys Resolve, a valid one enables it again at once
    panel.kindCombo.setCurrentIndex(panel.kindCombo.findData("contest"))
    assert not window.actionAttack.isEnabled()  # no skill named yet
    panel.skillEdit.setText("Spot")
    assert window.actionAttack.isEnabled()
    panel.attacker.situation.setCurrentIndex(panel.attacker.situation.findData("assisting"))
    panel.kindCombo.setCurrentIndex(panel.kindCombo.findData("round"))
    assert window.actionAttack.isEnabled()
