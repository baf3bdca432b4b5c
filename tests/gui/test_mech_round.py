"""Drive the real window through a mech game: design a mech, add two, play a full turn of all six phases, undo."""

from PySide6.QtCore import Qt

from muster.rules.dice import ScriptedDice
from muster.services import mech
from muster.services import queries as q
from gui_helpers import choose_item, then, when_dialog_opens
from gui_helpers import key


def click(qtbot, button):
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def unit_id(window, name):
    return next(u.id for u in window.roster_model.units() if u.name == name)


def status(window, name):
    return next(u.status for u in window.roster_model.units() if u.name == name)


def last_log(window):
    return window.log_model.index(window.log_model.rowCount() - 1, 6).data()


def design_in_designer(qtbot, seen):
    """Fill the designer: rename, thicker left arm, a bad chart row (refused), fixed again."""
    def fill(dialog):
        from PySide6.QtWidgets import QDialogButtonBox

        ok = dialog.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
        dialog.startCombo.setCurrentIndex(dialog.startCombo.findText("Boar"))
        click(qtbot, dialog.loadButton)
        dialog.nameEdit.selectAll()
        qtbot.keyClicks(dialog.nameEdit, "Hog Mk II")
        dialog.locationsTable.item(7, 0).setText("20")  # left arm armor
        dialog.critLocationCombo.setCurrentIndex(dialog.critLocationCombo.findData("head"))
        first_to = dialog.critTable.item(0, 1).text()
        dialog.critTable.item(0, 1).setText("5")  # overlaps the next row
        seen["overlap_error"] = dialog.errorLabel.text()
        seen["overlap_ok"] = ok.isEnabled()
        dialog.critTable.item(0, 1).setText(first_to)
        dialog.locationsTable.item(0, 1).setText("three")
        seen["number_error"] = dialog.errorLabel.text()
        dialog.locationsTable.item(0, 1).setText("3")
        seen["final_error"] = dialog.errorLabel.text()
    return fill


def test_design_a_mech_and_play_a_full_turn_with_undo(qtbot, make_window, tmp_path):
    window = make_window()
    assert window.new_campaign(tmp_path / "mechs.muster")
    window.add_side("Red")
    window.add_force("Lance", window.roster_model.sides()[0].id)

    # --- a designed mech: editor -> designer -> editor
    seen = {}

    def editor(dialog):
        qtbot.keyClicks(dialog.nameEdit, "Hog")
        qtbot.keyClicks(dialog.pilotNameEdit, "Kell")
        dialog.gunnerySpin.setValue(1)
        when_dialog_opens(qtbot, design_in_designer(qtbot, seen), after=dialog)
        click(qtbot, dialog.designButton)
        seen["summary"] = dialog.designSummary.text()
        seen["design_text"] = dialog.designCombo.currentText()

    when_dialog_opens(qtbot, then(choose_item("Mech combat"), editor, qtbot=qtbot))
    key(qtbot, window, "Ctrl+U")
    qtbot.waitUntil(lambda: [u.name for u in window.roster_model.units()] == ["Hog"])
    assert "already covered" in seen["overlap_error"] and not seen["overlap_ok"]
    assert "locations.head.internal" in seen["number_error"]
    assert seen["final_error"] == ""
    assert seen["design_text"].startswith("Hog Mk II") and "custom" in seen["design_text"]
    hog = unit_id(window, "Hog")
    hog_state = q.unit_state(window.service, hog)
    design = mech.design_of(hog_state)
    boar = mech.sample_design("boar")
    assert design["name"] == "Hog Mk II" and design["locations"]["left_arm"]["armor"] == 20
    assert design["items"] == boar["items"]
    armor = sum(loc["armor"] for loc in design["locations"].values())
    assert status(window, "Hog").startswith(f"armor {armor}/{armor}") and "(Hog Mk II)" in status(window, "Hog")
    assert hog_state["pilot"]["name"] == "Kell" and hog_state["pilot"]["gunnery"] == 1

    # --- a sample mech
    def tusker(dialog):
        qtbot.keyClicks(dialog.nameEdit, "Tusk")
        dialog.designCombo.setCurrentIndex(dialog.designCombo.findData("tusker"))
    when_dialog_opens(qtbot, then(choose_item("Mech combat"), tusker, qtbot=qtbot))
    key(qtbot, window, "Ctrl+U")
    qtbot.waitUntil(lambda: len(window.roster_model.units()) == 2)
    tusk = unit_id(window, "Tusk")

    # --- the battle
    def battle_fill(dialog):
        dialog.systemCombo.setCurrentIndex(dialog.systemCombo.findData("mech"))
        qtbot.keyClicks(dialog.nameEdit, "Ridge")
    when_dialog_opens(qtbot, battle_fill)
    key(qtbot, window, "Ctrl+B")
    qtbot.waitUntil(lambda: window.turnDock.battle_id() is not None)
    panel = window.battle_view
    assert panel.objectName() == "mechBattleView" and panel.titleLabel.text() == "Ridge"
    assert window.mechDock.stack.currentWidget() is panel.status
    assert panel.pages.currentWidget().objectName() == "initiativePage"

    # 1. initiative: Hog 15 + 1, Tusk 5 + 1; the highest goes last
    window.service.set_dice_source(ScriptedDice([15, 5]))
    key(qtbot, window, "Ctrl+K")
    assert window.current_battle().initiative == (tusk, hog)
    assert "Tusk → Hog" in panel.initiativeLabel.text()

    # 2. movement: an illegal move is explained and cannot be recorded
    key(qtbot, window, "Ctrl+.")
    assert panel.pages.currentWidget().objectName() == "movementPage"
    assert panel.moverCombo.currentData() == tusk
    panel.modeCombo.setCurrentIndex(panel.modeCombo.findData("walk"))
    panel.moveSpins["forward"].setValue(9)
    assert "spent 9 MP" in panel.moveCheckLabel.text() and not panel.moveButton.isEnabled()
    panel.modeCombo.setCurrentIndex(panel.modeCombo.findData("run"))
    panel.moveSpins["forward"].setValue(5)
    assert "5 of 6 MP" in panel.moveCheckLabel.text()
    click(qtbot, panel.moveButton)
    assert "Tusk runs 5 hex(es)" in last_log(window)
    assert panel.moverCombo.currentData() == hog  # on to the next mech that has not moved
    panel.modeCombo.setCurrentIndex(panel.modeCombo.findData("walk"))
    panel.moveSpins["forward"].setValue(3)
    key(qtbot, window, "Ctrl+K")
    assert "Hog walks 3 hex(es)" in last_log(window)
    assert "white 1" in panel.status.dieLabel.text() or "black 2" in panel.status.dieLabel.text()

    # 3. artillery: skipped with a note
    key(qtbot, window, "Ctrl+.")
    assert panel.pages.currentWidget().objectName() == "artilleryPage"
    assert "not part of this game" in panel.artilleryLabel.text()

    # 4. combat: odds live, declarations in initiative order, all resolved at once
    key(qtbot, window, "Ctrl+.")
    assert panel.pages.currentWidget().objectName() == "combatPage"
    assert panel.attackerCombo.currentData() == tusk
    panel.weaponCombo.setCurrentIndex(panel.weaponCombo.findData("ml_la"))
    panel.rangeSpin.setValue(3)
    odds = mech.attack_odds(window.service, window.current_battle().id,
                            {"attacker": tusk, "target": hog, "weapon": "ml_la", "range": 3})
    assert panel.oddsLabel.text().startswith(f"{odds['percent']:g}% to hit")
    panel.rangeSpin.setValue(5)  # medium range (4-6 hexes): -2 more
    assert panel.oddsLabel.text().startswith(f"{odds['percent'] - 10:g}% to hit")
    panel.rangeSpin.setValue(3)
    click(qtbot, panel.declareButton)
    panel.attackerCombo.setCurrentIndex(panel.attackerCombo.findData(hog))
    assert panel.status.current()["id"] == hog  # the status dock follows the attacker
    panel.weaponCombo.setCurrentIndex(panel.weaponCombo.findData("ml_la"))
    assert panel.targetCombo.currentData() == tusk
    click(qtbot, panel.declareButton)
    assert panel.declarationsTable.rowCount() == 2
    assert panel.declarationsTable.item(1, 4).text().endswith("+)")
    before_combat = (q.unit_state(window.service, hog), q.unit_state(window.service, tusk))
    # Tusk rolls 1 (miss); Hog rolls 19 (hit), location 17: center torso, 5 damage on armor
    window.service.set_dice_source(ScriptedDice([1, 19, 17]))
    key(qtbot, window, "Ctrl+K")
    assert "1 of 2 attacks hit" in last_log(window)
    assert "Hog Medium Laser → Tusk: 19" in panel.lastResult.text()
    assert q.unit_state(window.service, tusk)["damage"]["center_torso"] == 5
    assert panel.declarationsTable.rowCount() == 0
    panel.status.select(tusk)
    assert panel.status.table.item(1, 1).text() == "19/24"  # center torso armor

    # 5. damage phase and 6. clean-up
    key(qtbot, window, "Ctrl+.")
    window.service.set_dice_source(ScriptedDice([]))  # nothing calls for a roll this turn
    key(qtbot, window, "Ctrl+K")
    assert last_log(window).startswith("Damage phase turn 1:")
    assert q.unit_state(window.service, tusk)["turn"]["die"] is None  # the turn is over for the mechs
    key(qtbot, window, "Ctrl+.")
    assert "every mech stays" in panel.cleanUpPreview.text()
    key(qtbot, window, "Ctrl+K")
    assert last_log(window) == "Clean-up: every mech is still in the fight"
    key(qtbot, window, "Ctrl+.")
    assert window.current_battle().round == 2 and panel.pages.currentWidget().objectName() == "initiativePage"
    assert panel.initiativeButton.isEnabled()

    # --- undo back to before the combat phase was resolved, then redo
    after_combat_tusk = q.unit_state(window.service, tusk)
    for _ in range(5):  # next turn, clean-up, to clean-up, damage phase, to damage
        key(qtbot, window, "Ctrl+Z")
    assert window.actionUndo.text().startswith("&Undo Combat, turn 1")
    assert q.unit_state(window.service, tusk) != after_combat_tusk  # damage phase undone: turn data back
    key(qtbot, window, "Ctrl+Z")
    assert (q.unit_state(window.service, hog), q.unit_state(window.service, tusk)) == before_combat
    assert panel.declarationsTable.rowCount() == 2
    assert panel.pages.currentWidget().objectName() == "combatPage"
    key(qtbot, window, "Ctrl+Shift+Z")
    assert q.unit_state(window.service, tusk)["damage"]["center_torso"] == 5
    assert panel.declarationsTable.rowCount() == 0
