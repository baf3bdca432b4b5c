"""By This Poleaxe in the real window: squad builder, battle set-up, a full five-phase turn, morale, undo."""

from PySide6.QtCore import Qt

from muster.gui.operations import campaign as campaign_ops
from muster.gui.operations import roster as roster_ops
from muster.rules.dice import ScriptedDice

from gui_helpers import choose_item, key, then, when_dialog_opens


def click(qtbot, button):
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def status(window, name):
    return next(u.status for u in window.roster_model.units() if u.name == name)


def build_squad(qtbot, window, name, force, *, squad_type="average", missile=None, override_mv=None, seen=None):
    def fill(dialog):
        qtbot.keyClicks(dialog.nameEdit, name)
        dialog.forceCombo.setCurrentIndex(dialog.forceCombo.findText(force))
        dialog.typeCombo.setCurrentIndex(dialog.typeCombo.findData(squad_type))
        if missile:
            dialog.missileCombo.setCurrentIndex(dialog.missileCombo.findData(missile))
        # the builder starts with five members of 1 HD, AC 7: make the first one a 3 HD sergeant in mail
        dialog.membersTable.item(0, 1).setText("3")
        dialog.membersTable.item(0, 3).setText("5")
        if override_mv is not None:
            dialog.overrideSpins["morale_value"].setValue(override_mv)
        if seen is not None:
            seen["av"] = dialog.derivationTable.item(0, 2).text()
            seen["mv"] = dialog.derivationTable.item(3, 1).text()
            seen["mv_how"] = dialog.derivationTable.item(3, 2).text()
            seen["error"] = dialog.errorLabel.text()
    when_dialog_opens(qtbot, then(choose_item("By This Poleaxe"), fill, qtbot=qtbot))
    key(qtbot, window, "Ctrl+U")
    qtbot.waitUntil(lambda: any(u.name == name for u in window.roster_model.units()))


def make_battle(qtbot, window, tmp_path):
    assert campaign_ops.new_campaign(window, tmp_path / "poleaxe.muster")
    red = roster_ops.add_side(window, "Red")
    blue = roster_ops.add_side(window, "Blue")
    roster_ops.add_force(window, "Red foot", red)
    roster_ops.add_force(window, "Blue band", blue)
    seen = {}
    build_squad(qtbot, window, "Archers", "Red foot", missile="long_bow")
    build_squad(qtbot, window, "Orcs", "Blue band", override_mv=9, seen=seen)

    def battle_fill(dialog):
        qtbot.keyClicks(dialog.nameEdit, "Ford")
        dialog.systemCombo.setCurrentIndex(dialog.systemCombo.findData("poleaxe"))
    when_dialog_opens(qtbot, battle_fill)
    key(qtbot, window, "Ctrl+B")
    qtbot.waitUntil(lambda: window.turnDock.battle_id() is not None)
    return seen


def test_builder_derives_values_and_shows_overrides(qtbot, make_window, tmp_path):
    window = make_window()
    seen = make_battle(qtbot, window, tmp_path)
    # 3+1+1+1+1 = 7 HD / 5 = 1.4: the 1 HD row, AV 2; MV 6 from the type, 9 set by the GM
    assert seen["av"].startswith("total 7 HD / 5 = 1.4") and seen["error"] == ""
    assert seen["mv"] == "9 (GM)" and "derived 6, overridden by the GM" in seen["mv_how"]
    assert status(window, "Orcs") == "●●● 3/3 HTK · steady · AV 2 DV 2 MV 9"


def test_builder_refuses_bad_members_inline(qtbot, make_window, tmp_path):
    window = make_window()
    campaign_ops.new_campaign(window, tmp_path / "b.muster")
    roster_ops.add_force(window, "F", roster_ops.add_side(window, "S"))
    from muster.gui.systems.poleaxe import unit_editor

    dialog = unit_editor(window, window.roster_model.forces())
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.nameEdit, "Mob")
    dialog.membersTable.item(2, 3).setText("")
    ok = dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok)
    assert "members[2].ac" in dialog.errorLabel.text() and not ok.isEnabled()
    dialog.membersTable.item(2, 3).setText("6")
    assert dialog.errorLabel.text() == "" and ok.isEnabled()
    dialog.addMemberButton.click()
    assert "at most 5" in dialog.errorLabel.text() and dialog.membersTable.rowCount() == 5


def test_full_turn_through_five_phases_with_undo(qtbot, make_window, tmp_path):
    window = make_window()
    make_battle(qtbot, window, tmp_path)
    panel = window.battle_view
    assert panel.objectName() == "poleaxeBattleView" and panel.setupBox.isVisible()

    window.service.set_dice_source(ScriptedDice([1, 1]))  # 2 move spaces apart
    key(qtbot, window, "Ctrl+K")  # the panel's main action before set-up: roll the distance
    assert "2</b> move spaces" in panel.lineLabel.text()

    # phase 1: Blue charges 2 spaces (its Movement is 2)
    panel.bodyCombo.setCurrentIndex(panel.bodyCombo.findText("Blue (Blue)"))
    panel.spacesSpin.setValue(2)
    panel.chargeCheck.setChecked(True)
    click(qtbot, panel.declareButton)
    assert panel.bodiesTable.item(1, 3).text() == "charges +2"
    assert window.actionUndo.text().startswith("&Undo Blue charges 2 spaces towards the enemy")

    key(qtbot, window, "Ctrl+.")  # phase 2: half move, Blue moves 1
    assert "▶ 2. Move half" in panel.phaseSteps.text()
    assert "1</b> move space " in panel.lineLabel.text()

    key(qtbot, window, "Ctrl+.")  # phase 3: the archers shoot at 1 space (long bow effective range)
    assert panel.phaseStack.currentWidget() is panel.missilePage
    assert "Range 1 move space · hits on 2 or less" in panel.oddsLabel.text()
    assert "20% to hit" in panel.oddsLabel.text()
    window.service.set_dice_source(ScriptedDice([2, 10]))  # hit, save failed
    click(qtbot, panel.fireButton)
    assert status(window, "Orcs").startswith("●●○ 2/3 HTK")
    assert panel.moraleBox.isVisible() and panel.moraleTable.item(0, 0).text() == "Orcs"
    window.service.set_dice_source(ScriptedDice([3]))  # MV 9: holds
    click(qtbot, panel.rollMoraleButton)
    assert "Orcs holds (3 vs 9)" in panel.lastResult.text() and not panel.moraleBox.isVisible()

    key(qtbot, window, "Ctrl+.")  # phase 4: finish the move: contact
    assert "ENGAGED" in panel.lineLabel.text()
    key(qtbot, window, "Ctrl+.")  # phase 5: melee
    assert panel.engagementsTable.rowCount() == 1
    assert panel.engagementsTable.item(0, 0).text() == "Orcs"  # the charger strikes first
    assert panel.engagementsTable.cellWidget(0, 6).isChecked()  # charge carried from the declaration
    before = panel.engagementsTable.item(0, 2).text()
    direction = panel.engagementsTable.cellWidget(0, 4)
    direction.setCurrentIndex(direction.findData("flank"))  # odds update live
    assert before.startswith("20%") and panel.engagementsTable.item(0, 2).text().startswith("30%")

    # Orcs (flank, needs 3) roll 3: hit; Archers strike back on 1: hit; saves: Archers 9 fail, Orcs 9 fail
    window.service.set_dice_source(ScriptedDice([3, 1, 9, 9]))
    key(qtbot, window, "Ctrl+K")
    assert status(window, "Archers").startswith("●●○ 2/3 HTK")
    assert status(window, "Orcs").startswith("●○○ 1/3 HTK")
    log = window.log_model.index(window.log_model.rowCount() - 1, 6).data()
    assert log.startswith("Melee: 2 attacks, 2 hits; HTK lost: Archers 1, Orcs 1")
    assert panel.lastResult.text().startswith("<b>Melee: 2 attacks, 2 hits")  # the melee shows in the panel
    assert "Orcs → Archers: 3 vs 3, hit" in panel.lastResult.text()
    rolls = window.log_model.index(window.log_model.rowCount() - 1, 7).data()
    assert "Orcs melee on Archers: hits on 3 or less (AV 2, +1 Attacking from the flank)" in rolls
    reasons = {panel.moraleTable.item(r, 0).text(): panel.moraleTable.item(r, 3).text()
               for r in range(panel.moraleTable.rowCount())}
    # one check for the hit and one for the flank attack: the GM sees two checks due and the odds of holding both
    assert reasons == {"Archers ×2": "Squad has taken a hit; Attacked from the flank", "Orcs": "Squad has taken a hit"}
    archers = next(r for r in range(panel.moraleTable.rowCount()) if panel.moraleTable.item(r, 0).text() != "Orcs")
    assert " each, " in panel.moraleTable.item(archers, 1).text()
    assert "%" not in panel.moraleTable.item(1 - archers, 1).text()[:-1]

    window.service.set_dice_source(ScriptedDice([10, 2]))  # Archers (MV 6) rout, Orcs hold
    key(qtbot, window, "Ctrl+K")  # with checks due, the main action rolls them
    assert "routing" in status(window, "Archers")
    assert panel.rallyBox.isVisible() and panel.rallyOddsLabel.text().startswith("Archers has no leader")

    key(qtbot, window, "Ctrl+.")  # the turn ends
    assert window.turnDock.roundLabel.text() == "Turn 2"

    key(qtbot, window, "Ctrl+Z")  # back to melee of turn 1
    key(qtbot, window, "Ctrl+Z")  # the morale checks
    assert status(window, "Archers").startswith("●●○ 2/3 HTK · steady")
    key(qtbot, window, "Ctrl+Z")  # the melee
    assert status(window, "Archers").startswith("●●● 3/3 HTK")
    assert panel.lastResult.text().startswith("<b>Morale: Orcs holds (3 vs 9)")  # the result before the melee
    assert status(window, "Orcs").startswith("●●○ 2/3 HTK")
    assert panel.engagementsTable.rowCount() == 1 and not panel.moraleBox.isVisible()
    key(qtbot, window, "Ctrl+Shift+Z")
    assert status(window, "Orcs").startswith("●○○ 1/3 HTK")
    assert window.errors == []


def test_casualties_dialog_writes_members_and_log(qtbot, make_window, tmp_path):
    from muster.services import poleaxe

    window = make_window()
    make_battle(qtbot, window, tmp_path)
    svc, bid = window.service, window.turnDock.battle_id()
    svc.set_dice_source(ScriptedDice([1, 1]))
    window.run(poleaxe.setup, bid)
    window.run(poleaxe.declare, bid, "2", 2, True)
    for _ in range(4):
        key(qtbot, window, "Ctrl+.")
    orcs = next(u.id for u in window.roster_model.units() if u.name == "Orcs")
    archers = next(u.id for u in window.roster_model.units() if u.name == "Archers")
    for _ in range(3):
        svc.set_dice_source(ScriptedDice([1, 10]))
        window.run(poleaxe.resolve_melee, bid, [{"attacker": orcs, "target": archers, "strike_back": False}])
    assert "Out of the Fight" in status(window, "Archers")
    seen = {}

    def fill(dialog):
        assert dialog.squadsTable.rowCount() == 1 and dialog.squadsTable.item(0, 1).text() == "Archers"
        assert dialog.squadsTable.item(0, 0).checkState() == Qt.CheckState.Checked
        dialog.clericSpin.setValue(6)  # +3
        seen["mods"] = dialog.squadsTable.item(0, 3).text()
        svc.set_dice_source(ScriptedDice([6, 2]))  # 6 + 3 = 9: 1d4 (2) severely injured, the rest lightly
        click(qtbot, dialog.rollButton)
        seen["rows"] = [(dialog.casualtiesTable.item(r, 3).text(), dialog.casualtiesTable.item(r, 4).text())
                        for r in range(dialog.casualtiesTable.rowCount())]
    when_dialog_opens(qtbot, fill)
    click(qtbot, window.battle_view.aftermathButton)
    assert seen["mods"].startswith("+3 ") and "+5" not in seen["mods"]  # the cleric; the squad dropped
    assert [r[1].split(" (")[0] for r in seen["rows"]] == ["severely injured"] * 2 + ["lightly injured"] * 3
    log = window.log_model.index(window.log_model.rowCount() - 1, 6).data()
    assert log.startswith("After the battle: Archers:") and "Archers 1 severely injured" in log
    key(qtbot, window, "Ctrl+Z")
    assert "Out of the Fight" in status(window, "Archers")
