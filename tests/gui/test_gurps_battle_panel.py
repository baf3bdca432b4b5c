"""Drive the real window through a two-day GURPS Mass Combat battle: editors, planner, contest, morale, undo."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidgetItem

from muster.gui.operations import campaign as campaign_ops
from muster.gui.operations import roster as roster_ops
from muster.rules.dice import ScriptedDice
from muster.services import queries as q

from gui_helpers import choose_item, key, then, type_into, when_dialog_opens


def faces(*totals):
    out = []
    for t in totals:
        a = min(6, t - 2)
        b = min(6, t - a - 1)
        out += [a, b, t - a - b]
    return ScriptedDice(out)


def click(qtbot, button):
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def status_of(window, name):
    return next(u.status for u in window.roster_model.units() if u.name == name)


def log_texts(window):
    return [window.log_model.index(r, 6).data() for r in range(window.log_model.rowCount())]


def add_side_and_force(qtbot, window, side, force):
    when_dialog_opens(qtbot, type_into(qtbot, side))
    key(qtbot, window, "Ctrl+Shift+N")
    qtbot.waitUntil(lambda: any(s.name == side for s in window.roster_model.sides()))
    row = [s.name for s in window.roster_model.sides()].index(side)
    window.rosterDock.view.setCurrentIndex(window.roster_model.index(row, 0))
    when_dialog_opens(qtbot, type_into(qtbot, force))
    key(qtbot, window, "Ctrl+Shift+F")
    qtbot.waitUntil(lambda: any(f.name == force for f in window.roster_model.forces()))


def add_unit(qtbot, window, force, name, count, morale):
    seen = {}

    def fill(dialog):
        seen["empty_error"] = dialog.errorLabel.text()
        qtbot.keyClicks(dialog.nameEdit, name)
        dialog.forceCombo.setCurrentIndex(dialog.forceCombo.findText(force))
        dialog.countSpin.setValue(count)
        dialog.moraleSpin.setValue(morale)
        dialog.troopTypeCombo.setCurrentText("pikemen")
        seen["error"] = dialog.errorLabel.text()
    when_dialog_opens(qtbot, then(choose_item("GURPS Mass Combat"), fill, qtbot=qtbot))
    key(qtbot, window, "Ctrl+U")
    qtbot.waitUntil(lambda: any(u.name == name for u in window.roster_model.units()))
    return seen


def fill_army(qtbot, commander, strategy, luck=False, seer=None):
    def fill(dialog):
        dialog.commanderEdit.setText(commander)
        dialog.strategySpin.setValue(strategy)
        dialog.luckCheck.setChecked(luck)
        if seer:
            qtbot.mouseClick(dialog.addSeerButton, Qt.MouseButton.LeftButton)
            row = dialog.seersTable.rowCount() - 1
            for col, value in enumerate(seer):
                dialog.seersTable.setItem(row, col, QTableWidgetItem(str(value)))
    return fill


def test_two_day_battle_end_to_end_with_undo(qtbot, make_window, tmp_path):
    window = make_window()
    assert campaign_ops.new_campaign(window, tmp_path / "war.muster")
    add_side_and_force(qtbot, window, "Kingdom", "Royal host")
    add_side_and_force(qtbot, window, "Rebels", "Rebel band")
    seen = add_unit(qtbot, window, "Royal host", "Pikes", 600, 10)
    assert seen["empty_error"] == "Give the unit a name." and seen["error"] == ""
    add_unit(qtbot, window, "Rebel band", "Spears", 500, 10)
    assert status_of(window, "Pikes") == "Ready · 600 Average pikemen · Morale 10"

    def battle_fill(dialog):
        dialog.systemCombo.setCurrentIndex(dialog.systemCombo.findData("gurps"))
        qtbot.keyClicks(dialog.nameEdit, "Harrow Field")
    when_dialog_opens(qtbot, battle_fill)
    key(qtbot, window, "Ctrl+B")
    qtbot.waitUntil(lambda: window.turnDock.battle_id() is not None)
    panel = window.battle_view
    assert panel.titleLabel.text() == "Harrow Field"
    assert window.turnDock.roundLabel.text() == "Day 1"
    assert "▶ Pre-battle operations" in window.turnDock.phaseLabel.text()

    when_dialog_opens(qtbot, fill_army(qtbot, "Duke Aldric", 12, luck=True, seer=("Mara", 12, 9)))
    click(qtbot, panel.attackerArmyButton)
    when_dialog_opens(qtbot, fill_army(qtbot, "Count Osric", 12))
    click(qtbot, panel.defenderArmyButton)
    assert "Duke Aldric" in panel.skillLabels["attacker"].text()
    assert panel.attackerArmyButton.text() == "Kingdom…"

    # the odds table: every row with its chance (the first column), summing to 100 %
    assert panel.oddsTable.horizontalHeaderItem(0).text() == "Chance"
    chances = [panel.oddsTable.item(r, 0).text() for r in range(panel.oddsTable.rowCount())]
    assert panel.oddsTable.rowCount() == 11  # open field: 5 rows per winner and the tie
    assert abs(sum(float(c.rstrip("%").lstrip("<>")) for c in chances) - 100) < 0.2
    ways = [row.ways for row in panel.view.odds.rows]
    assert all((c == "0.00%") == (w == 0) for c, w in zip(chances, ways, strict=True))  # possible is never 0.00%

    # pre-battle: the seer reads the omens (success: +1, GM-only)
    panel.tabs.setCurrentIndex(1)  # the pre-battle planner
    window.service.set_dice_source(faces(10))
    click(qtbot, panel.seerButton)
    secret = [panel.eventsTree.topLevelItem(i).text(1) for i in range(panel.eventsTree.topLevelItemCount())]
    assert secret[-2] == "Mara has read the omens for Duke Aldric."
    assert secret[-1].startswith("GM ONLY — Strategy +1")
    assert log_texts(window)[-1] == "Day 1: Mara has read the omens for Duke Aldric."
    assert "GM ONLY" in panel.skillLabels["attacker"].text() and "= 13" in panel.skillLabels["attacker"].text()

    # day 1: contest (13 vs 12: 10 against 11, attacker by 2: no clear winner), then one-click morale
    window.service.set_dice_source(faces(10, 11))
    key(qtbot, window, "Ctrl+K")
    assert "Red" not in panel.lastResult.text()
    assert "Kingdom wins by 2" in panel.lastResult.text()
    reached = [r for r in range(panel.oddsTable.rowCount()) if panel.oddsTable.item(r, 0).text().startswith("▶")]
    assert len(reached) == 1
    assert [panel.oddsTable.item(reached[0], c).text() for c in (2, 3)] == ["0-3", "No clear winner"]
    assert panel.oddsTable.item(reached[0], 3).font().bold()
    assert "Kingdom rolled (GM only)" in log_texts(window)[-1]  # the seer's side keeps its numbers from the log
    assert "▶ Results" in window.turnDock.phaseLabel.text()
    assert panel.luckButtons["attacker"].isEnabled() and not panel.luckButtons["defender"].isVisibleTo(panel)
    window.service.set_dice_source(faces(10, 10))
    key(qtbot, window, "Ctrl+K")
    assert status_of(window, "Pikes").startswith("Holds") and status_of(window, "Spears").startswith("Holds")
    assert panel.moraleTable.rowCount() == 2
    assert log_texts(window)[-1].startswith("Day 1: No clear winner (0-3). Kingdom: holds")
    assert "▶ Morale" in window.turnDock.phaseLabel.text()

    # the GM enters losses by hand
    panel.tabs.setCurrentIndex(2)
    pikes = next(u.id for u in window.roster_model.units() if u.name == "Pikes")
    spin = panel.unitsTable.cellWidget(next(r for r in range(panel.unitsTable.rowCount())
                                            if panel.unitsTable.item(r, 1).text() == "Pikes"), 6)
    assert spin.objectName() == f"loss_{pikes}"
    spin.setValue(50)
    click(qtbot, panel.lossesButton)
    assert "550 Average pikemen" in status_of(window, "Pikes") and "lost 50" in status_of(window, "Pikes")

    # day 2
    key(qtbot, window, "Ctrl+.")
    assert window.turnDock.roundLabel.text() == "Day 2"
    assert status_of(window, "Pikes").startswith("Ready") and status_of(window, "Spears").startswith("Ready")
    assert panel.contestButton.isEnabled() and "Day 2" in panel.subtitleLabel.text()
    window.service.set_dice_source(faces(7, 12))  # 13 - 7 = 6 against 0: Kingdom by 6, minor victory
    click(qtbot, panel.contestButton)
    window.service.set_dice_source(faces(10))  # only the loser rolls: 10 vs 10, retreats in good order
    click(qtbot, panel.moraleButton)
    assert status_of(window, "Spears").startswith("Retreated in good order")
    assert status_of(window, "Pikes").startswith("Holds")
    assert "Day 1: No clear winner" in panel.historyLabel.text()
    assert "Day 2: Minor victory" in panel.historyLabel.text()
    assert "The battle is over" in log_texts(window)[-1]
    assert not window.actionAttack.isEnabled()

    # undo day 2's morale, then its contest; redo both
    key(qtbot, window, "Ctrl+Z")
    assert status_of(window, "Spears").startswith("Ready")
    assert panel.moraleButton.isEnabled()
    key(qtbot, window, "Ctrl+Z")
    assert panel.contestButton.isEnabled()
    assert not any(panel.oddsTable.item(r, 0).text().startswith("▶") for r in range(panel.oddsTable.rowCount()))
    key(qtbot, window, "Ctrl+Shift+Z")
    key(qtbot, window, "Ctrl+Shift+Z")
    assert status_of(window, "Spears").startswith("Retreated in good order")
    rows = q.log_rows(window.service, q.log_ids(window.service))
    assert sum(1 for r in rows.values() if r.kind == "gurps-morale") == 2


def test_editors_refuse_bad_input(qtbot, make_window, tmp_path):
    from muster.gui.systems.gurps import unit_editor
    from muster.gui.systems.gurps.dialogs import GurpsArmyDialog

    window = make_window()
    campaign_ops.new_campaign(window, tmp_path / "c.muster")
    roster_ops.add_side(window, "Red")
    roster_ops.add_force(window, "Foot", side_id=window.roster_model.sides()[0].id)
    dialog = unit_editor(window, window.roster_model.forces())
    qtbot.addWidget(dialog)
    ok = dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok)
    qtbot.keyClicks(dialog.nameEdit, "Levy")
    dialog.moraleSpin.setValue(2)
    assert dialog.errorLabel.text().startswith("Morale:") and not ok.isEnabled()
    dialog.moraleSpin.setValue(9)
    dialog.troopTypeCombo.setCurrentText("")
    assert dialog.errorLabel.text().startswith("Troop type:") and not ok.isEnabled()
    dialog.troopTypeCombo.setCurrentText("militia")
    assert dialog.errorLabel.text() == "" and ok.isEnabled()
    assert dialog.values()[2]["troop_type"] == "militia"

    army = GurpsArmyDialog({"name": "Red", "commander": {"name": "Duke"}}, [("homeland", "Defending the homeland", 2)],
                           window)
    qtbot.addWidget(army)
    ok = army.buttonBox.button(army.buttonBox.StandardButton.Ok)
    qtbot.mouseClick(army.addLeaderButton, Qt.MouseButton.LeftButton)
    army.leadersTable.setItem(0, 1, QTableWidgetItem("twelve"))
    assert "is not a whole number" in army.errorLabel.text() and not ok.isEnabled()
    army.leadersTable.setItem(0, 1, QTableWidgetItem("12"))
    army.leadersTable.setItem(0, 0, QTableWidgetItem("Duke"))
    assert army.errorLabel.text() == "Two leaders are called “Duke”."
    army.leadersTable.setItem(0, 0, QTableWidgetItem("Wren"))
    army.situationChecks["homeland"].setChecked(True)
    assert ok.isEnabled()
    values = army.values()
    assert values["leaders"][0]["strategy"] == 12 and values["morale_situation"] == ["homeland"]
