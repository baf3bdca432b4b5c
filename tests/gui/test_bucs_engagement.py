"""Drive the real BUCS widgets: unit editor, engagement panel (odds, roll, apply, undo), after-battle dialog."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QComboBox, QScrollArea

from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.gui.operations import roster as roster_ops
from muster.rules.dice import ScriptedDice
from muster.services import queries as q

from gui_helpers import choose_item, key, then, when_dialog_opens


def status(window, name):
    return next(u.status for u in window.roster_model.units() if u.name == name)


def pick(combo: QComboBox, data):
    combo.setCurrentIndex(combo.findData(data))


def spec_item(dialog, name):
    lst = dialog.specialtiesList
    return next(lst.item(i) for i in range(lst.count()) if lst.item(i).data(Qt.ItemDataRole.UserRole) == name)


def enabled(item):
    return bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)


def ok_enabled(dialog):
    return dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok).isEnabled()


def setup_campaign(window, tmp_path):
    assert campaign_ops.new_campaign(window, tmp_path / "bucs.muster")
    red = roster_ops.add_side(window, "Coalition")
    blue = roster_ops.add_side(window, "Insurgents")
    roster_ops.add_force(window, "2nd Platoon", red)
    roster_ops.add_force(window, "Militia", blue)
    return [f.id for f in window.roster_model.forces()]


def add_bucs_unit(qtbot, window, name, force_id, quality="Average", equipment="Adequate", extra=()):
    def fill(dialog):
        qtbot.keyClicks(dialog.nameEdit, name)
        pick(dialog.forceCombo, force_id)
        pick(dialog.qualityCombo, quality)
        pick(dialog.equipmentCombo, equipment)
        for spec in extra:
            spec_item(dialog, spec).setCheckState(Qt.CheckState.Checked)
    seen = when_dialog_opens(qtbot, then(choose_item("BUCS unit combat"), fill, qtbot=qtbot))
    key(qtbot, window, "Ctrl+U")
    qtbot.waitUntil(lambda: name in [u.name for u in window.roster_model.units()])
    return seen


def test_editor_offers_only_valid_combinations_and_names_problems(qtbot, make_window, tmp_path):
    window = make_window()
    force, _ = setup_campaign(window, tmp_path)
    seen = {}

    def fill(dialog):
        seen["title"] = dialog.windowTitle()
        seen["empty_name"] = (dialog.errorLabel.text(), ok_enabled(dialog))
        qtbot.keyClicks(dialog.nameEdit, "Tank Troop")
        pick(dialog.qualityCombo, "Green")
        seen["green_medical_enabled"] = enabled(spec_item(dialog, "Medical"))  # Infantry fills Green's 1 slot
        seen["green_hint"] = dialog.specialtiesHint.text()
        pick(dialog.qualityCombo, "Elite")
        seen["armor_before_mech"] = enabled(spec_item(dialog, "Armor"))
        spec_item(dialog, "Mechanized").setCheckState(Qt.CheckState.Checked)
        seen["armor_after_mech"] = enabled(spec_item(dialog, "Armor"))
        spec_item(dialog, "Armor").setCheckState(Qt.CheckState.Checked)
        seen["mobility"] = dialog.mobilityCombo.currentData()
        seen["full_airborne_enabled"] = enabled(spec_item(dialog, "Airborne"))  # 3 of Elite's 3 chosen
        pick(dialog.qualityCombo, "Average")  # 3 specialties are too many now
        seen["too_many"] = (dialog.errorLabel.text(), ok_enabled(dialog))
        spec_item(dialog, "Mechanized").setCheckState(Qt.CheckState.Unchecked)  # Armor goes with it
        seen["armor_after_drop"] = spec_item(dialog, "Armor").checkState()
        seen["mobility_after_drop"] = [dialog.mobilityCombo.itemData(i) for i in range(dialog.mobilityCombo.count())]
        pick(dialog.qualityCombo, "Elite")
        spec_item(dialog, "Mechanized").setCheckState(Qt.CheckState.Checked)
        spec_item(dialog, "Armor").setCheckState(Qt.CheckState.Checked)
        dialog.moraleSpin.setValue(1)
        dialog.leaderGroup.setChecked(True)
        seen["no_leader_name"] = dialog.errorLabel.text()
        qtbot.keyClicks(dialog.leaderNameEdit, "Lt. Kane")
        dialog.leaderMaxHpSpin.setValue(15)
        dialog.leaderHpSpin.setValue(12)
        seen["final"] = (dialog.errorLabel.text(), ok_enabled(dialog), dialog.summaryLabel.text())

    when_dialog_opens(qtbot, then(choose_item("BUCS unit combat"), fill, qtbot=qtbot))
    key(qtbot, window, "Ctrl+U")
    qtbot.waitUntil(lambda: "Tank Troop" in [u.name for u in window.roster_model.units()])
    assert seen["title"] == "Add BUCS Unit"
    assert seen["empty_name"] == ("Give the unit a name.", False)
    assert not seen["green_medical_enabled"] and seen["green_hint"].startswith("Green units may have 1 specialty")
    assert not seen["armor_before_mech"] and seen["armor_after_mech"]
    assert seen["mobility"] == "armor"
    assert not seen["full_airborne_enabled"]
    assert seen["too_many"] == ("specialties: Average units may have 2 specialties; Tank Troop has 3", False)
    assert seen["armor_after_drop"] == Qt.CheckState.Unchecked and seen["mobility_after_drop"] == ["foot"]
    assert seen["no_leader_name"].startswith("Name the joined character")
    assert seen["final"][:2] == ("", True) and "Experienced" in seen["final"][2]
    assert status(window, "Tank Troop") == "Experienced ●●●●●◐ (Elite; 1 morale)"
    unit_id = next(u.id for u in window.roster_model.units() if u.name == "Tank Troop")
    st = q.unit_state(window.service, unit_id)
    assert st["specialties"] == ["Infantry", "Mechanized", "Armor"] and st["mobility"] == "armor"
    assert st["leader"] == {"name": "Lt. Kane", "kind": "pc", "hp": 12, "max_hp": 15, "dead": False}

    # editing keeps the unit's other state and refuses nothing valid
    window.rosterDock.view.expandAll()
    def edit(dialog):
        seen["edit_title"] = dialog.windowTitle()
        dialog.moraleSpin.setValue(0)
    when_dialog_opens(qtbot, edit)
    row = window.roster_model.unit_row(unit_id)
    window.rosterDock.view.setCurrentIndex(window.roster_model.index(0, 0, window.roster_model.index(0, 0,
                                           window.roster_model.index(0, 0))))
    roster_ops.edit_selected_unit(window)
    assert seen["edit_title"] == "Edit BUCS Unit" and row is not None
    assert status(window, "Tank Troop") == "Elite ●●●●●●"
    key(qtbot, window, "Ctrl+Z")
    assert status(window, "Tank Troop") == "Experienced ●●●●●◐ (Elite; 1 morale)"


def test_full_engagement_roll_apply_undo_and_after_battle(qtbot, make_window, tmp_path):
    window = make_window()
    red, blue = setup_campaign(window, tmp_path)
    add_bucs_unit(qtbot, window, "Alpha Squad", red, "Elite", "Good", extra=["Medical"])
    add_bucs_unit(qtbot, window, "Cell One", blue, "Average")
    assert status(window, "Cell One") == "Average ●●●●"

    def battle_fill(dialog):
        qtbot.keyClicks(dialog.nameEdit, "Route 7")
        pick(dialog.systemCombo, "bucs")
    when_dialog_opens(qtbot, battle_fill)
    key(qtbot, window, "Ctrl+B")
    qtbot.waitUntil(lambda: window.turnDock.battle_id() is not None)
    panel = window.battle_view
    assert panel.objectName() == "bucsBattleView" and panel.titleLabel.text() == "Route 7"
    assert panel.attacker.lead.currentText().startswith("Alpha Squad")
    assert panel.defender.lead.currentText().startswith("Cell One")
    # no orders: Elite +4 alone without orders, Good +2; Average -2 without orders
    assert "Quality: Elite, alone without orders" in panel.attacker.breakdown.text()
    before_odds = panel.oddsLabel.text()
    assert "Alpha Squad wins 80.5%" in before_odds  # d20+6 against d20-2: exact

    pin = panel.defender.pins["doorway"]
    panel.findChild(QScrollArea, "bucsScroll").ensureWidgetVisible(pin)
    qtbot.mouseClick(pin, Qt.MouseButton.LeftButton, pos=QPoint(6, pin.height() // 2))  # on the box itself
    assert panel.defender.pins["doorway"].isChecked()
    assert "Opponent pinned down (doorway)" in panel.attacker.breakdown.text()
    assert panel.oddsLabel.text() != before_odds and "Alpha Squad wins 86.25%" in panel.oddsLabel.text()
    assert panel.hitsTable.item(3, 0).text() != ""

    window.service.set_dice_source(ScriptedDice([14, 7]))  # 14+8 = 22 vs 7-2 = 5: margin 17, 3 hits
    key(qtbot, window, "Ctrl+K")
    qtbot.waitUntil(lambda: "Alpha Squad 22 vs Cell One 5" in panel.lastResult.text())
    assert status(window, "Cell One") == "Raw ●◐◐✖ (Average; 2 morale, 1 casualty) · pinned"
    rows = window.log_model.rowCount()
    assert window.log_model.index(rows - 1, 6).data().startswith(
        "Alpha Squad 22 vs Cell One 5: Alpha Squad wins by 17; 3 hits on Cell One (2 morale, 1 casualty)")
    assert "d20 [14]" in window.log_model.index(rows - 1, 7).data()
    assert window.actionUndo.text().startswith("&Undo Alpha Squad attacks Cell One")
    table = panel.unitsTable
    assert table.item(0, 4).checkState() == Qt.CheckState.Checked  # attack action used
    assert "momentum +1" in table.item(0, 6).text()

    key(qtbot, window, "Ctrl+Z")
    assert status(window, "Cell One") == "Average ●●●●"
    assert window.log_model.rowCount() == rows - 1
    assert table.item(0, 4).checkState() == Qt.CheckState.Unchecked
    key(qtbot, window, "Ctrl+Shift+Z")
    assert status(window, "Cell One") == "Raw ●◐◐✖ (Average; 2 morale, 1 casualty) · pinned"

    # a new round frees the actions again
    for _ in range(4):
        key(qtbot, window, "Ctrl+.")
    assert window.turnDock.roundLabel.text() == "Round 2"
    assert panel.unitsTable.item(0, 4).checkState() == Qt.CheckState.Unchecked

    # after the battle: the medic saves the casualty hit; 1 day of rest heals a morale hit
    seen = {}

    def heal_fill(dialog):
        dialog.restSpin.setValue(1)
        seen["preview"] = dialog.previewText.toPlainText()
    when_dialog_opens(qtbot, heal_fill)
    qtbot.mouseClick(panel.healButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "After the battle" in panel.lastResult.text())
    assert "Cell One: 1 casualty hit saved by medics; 1 morale hit healed by rest" in seen["preview"]
    assert status(window, "Cell One") == "Inexperienced ●●●◐ (Average; 1 morale)"
    assert "battle over" in panel.subtitleLabel.text()
    key(qtbot, window, "Ctrl+Z")
    assert status(window, "Cell One").startswith("Raw ●◐◐✖")


def test_turn_tracker_shows_actions_and_order_hours(qtbot, make_window, tmp_path):
    from muster.services import battle, bucs, roster

    window = make_window()
    campaign_ops.new_campaign(window, tmp_path / "t.muster")
    run = window.run
    red = run(roster.create_force, run(roster.create_side, "Red"), "Red Co")
    blue = run(roster.create_force, run(roster.create_side, "Blue"), "Blue Co")
    sappers = run(roster.create_unit, red, "Sappers", "bucs", {"quality": "Average",
                                                               "specialties": ["Infantry", "Combat Engineering"]})
    rifles = run(roster.create_unit, blue, "Rifles", "bucs", {"quality": "Average", "specialties": ["Infantry"]})
    bid = battle_ops.new_battle(window, "Bridge", "bucs", [sappers, rifles])
    rows = lambda: [window.turnDock.initiative.index(r).data() for r in range(2)]  # noqa: E731
    assert "can move, can attack" in rows()[0]
    window.run(bucs.give_order, sappers, "Bridge a River", None, None, bid)
    window.run(bucs.set_unit_action, bid, sappers, "move", True)
    first = rows()[0]
    assert "moved, can attack" in first and "Bridge a River" in first and "h left" in first
    window.run(battle.next_phase, bid)
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert "can move, can attack" in rows()[0]
