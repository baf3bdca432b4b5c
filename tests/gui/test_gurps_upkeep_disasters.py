"""The GURPS panel beyond the contest, driven through the real window at 1280x720: Upkeep… (pay day, treachery,
recruits), disasters (the book's row while the table is empty, a roll once entered), secret powers revealed by
an undoable action, the Glory row entered from the book, and every Troop Strength input in the unit editor."""

from PySide6.QtCore import QSize, Qt
from test_battle_panels_fit_a_laptop import laptop_window

from muster.rules.dice import ScriptedDice
from muster.services import gurps, house_rules, roster
from muster.services import queries as q
from muster.services.gurps import ModifierView

from gui_helpers import key, when_dialog_opens

LAPTOP = QSize(1280, 720)


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


def fits(dialog):
    hint = dialog.sizeHint().expandedTo(dialog.minimumSizeHint())
    assert hint.width() <= LAPTOP.width() and hint.height() <= LAPTOP.height() - 60, hint


def units_of(window, side):
    return window.battle_view.view.sides[side].units


def test_upkeep_pays_an_army_then_undo(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    panel = window.battle_view
    first = units_of(window, "attacker")[0]
    seen = {}

    def pay(dialog):
        fits(dialog)
        seen["armies"] = [dialog.armyCombo.itemText(i) for i in range(dialog.armyCombo.count())]
        dialog.armyCombo.setCurrentIndex(dialog.armyCombo.findData(panel.view.sides["attacker"].side_id))
        dialog.percentSpin.setValue(200)  # +100% extra: +2 Morale
        assert "+100% extra: Morale +2" in dialog.payHint.text()
        click(qtbot, dialog.payButton)
        seen["result"] = dialog.resultLabel.text()
        seen["table"] = dialog.unitsTable.item(0, 6).text()
        dialog.percentSpin.setValue(50)
        assert dialog.failureSpin.isVisible() and dialog.failureSpin.value() == -1  # the house default offered

    when_dialog_opens(qtbot, pay, accept=False)
    click(qtbot, panel.upkeepButton)
    qtbot.waitUntil(lambda: "result" in seen)
    assert panel.view.sides["attacker"].side_name in seen["armies"]
    assert f"Morale {first.morale}→{first.morale + 2}" in seen["result"]
    assert seen["table"] == "extra pay +2"
    assert units_of(window, "attacker")[0].morale == first.morale + 2  # the panel follows the file
    key(qtbot, window, "Ctrl+Z")
    assert units_of(window, "attacker")[0].morale == first.morale


def test_treachery_and_recruits_from_the_dialog(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    panel = window.battle_view
    units = units_of(window, "defender")
    window.run(roster.set_unit_state, units[1].id, {**q.unit_state(window.service, units[1].id), "battles": 4})
    seen = {}

    def act(dialog):
        dialog.armyCombo.setCurrentIndex(dialog.armyCombo.findData(panel.view.sides["defender"].side_id))
        dialog.tabs.setCurrentWidget(dialog.treacheryTab)
        dialog.traitorCombo.setCurrentIndex(0)
        window.service.set_dice_source(faces(*([18] * (len(units) - 1))))  # every other unit fails: -1
        click(qtbot, dialog.treacheryButton)
        seen["treachery"] = dialog.resultLabel.text()
        dialog.tabs.setCurrentWidget(dialog.recruitsTab)
        dialog.recruitUnitCombo.setCurrentIndex(1)
        dialog.recruitMenSpin.setValue(10)
        dialog.recruitQualityCombo.setCurrentText("Green")
        click(qtbot, dialog.recruitButton)
        seen["recruits"] = dialog.resultLabel.text()

    when_dialog_opens(qtbot, act, accept=False)
    click(qtbot, panel.upkeepButton)
    qtbot.waitUntil(lambda: "recruits" in seen)
    assert "failed, Morale -1" in seen["treachery"]
    after = units_of(window, "defender")
    assert after[0].morale == units[0].morale and after[1].morale == units[1].morale - 1
    assert after[1].count == units[1].count + 10
    assert "Green recruits x 1" in seen["recruits"] and "1,010 / 260 men = 3.88 → 3" in seen["recruits"]
    assert q.unit_state(window.service, units[1].id)["battles"] == 3


def test_disaster_entered_from_the_book_then_rolled_once_the_table_is_entered(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    panel = window.battle_view
    panel.tabs.setCurrentIndex(1)
    assert "not entered" in panel.disasterDueLabel.text()
    panel.disasterSideCombo.setCurrentIndex(panel.disasterSideCombo.findData("defender"))
    seen = {}

    def enter(dialog):
        fits(dialog)
        seen["intro"] = dialog.introLabel.text()
        qtbot.keyClicks(dialog.whatEdit, "The bridge collapses")
        dialog.moraleSpin.setValue(-2)

    when_dialog_opens(qtbot, enter)
    click(qtbot, panel.disasterButton)
    qtbot.waitUntil(lambda: "bridge" in panel.lastResult.text())
    assert "roll your book's Disaster roll" in seen["intro"]
    mods = panel.view.sides["defender"].morale_modifiers
    assert ModifierView("Disaster: The bridge collapses", -2) in mods
    # the GM enters the table under house rules: now the button rolls it
    window.run(house_rules.set_override, "gurps", {"disasters": {"dice": "3d6", "table": [
        {"min": None, "max": 10, "result": "Nothing"}, {"min": 11, "max": None, "result": "Plague", "morale": -1}]}})
    panel.show_battle(window.current_battle(), [], reset=True)
    panel.tabs.setCurrentIndex(1)
    panel.disasterSideCombo.setCurrentIndex(panel.disasterSideCombo.findData("attacker"))
    window.service.set_dice_source(faces(12))
    click(qtbot, panel.disasterButton)
    qtbot.waitUntil(lambda: "Plague" in panel.lastResult.text())
    assert "rolled 12: Plague" in panel.lastResult.text()


def test_powers_secret_until_revealed_and_reveal_undoes(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    panel = window.battle_view
    panel.tabs.setCurrentIndex(1)
    panel.opsSideCombo.setCurrentIndex(panel.opsSideCombo.findData("attacker"))
    panel.powerPointsSpin.setValue(8)
    panel.powerSpins["disaster"].setValue(6)
    click(qtbot, panel.placePowersButton)
    qtbot.waitUntil(lambda: "GM ONLY" in panel.powersLabel.text())
    assert "enemy Disaster roll +3" in panel.powersLabel.text()
    log = [window.log_model.index(r, 6).data() for r in range(window.log_model.rowCount())]
    assert "in secret" in log[-1] and "+3" not in log[-1]
    panel.disasterSideCombo.setCurrentIndex(panel.disasterSideCombo.findData("defender"))
    panel._fill_disaster(panel.view)
    assert "GM ONLY — the enemy&#x27;s powers add +3" in panel.disasterDueLabel.text()
    click(qtbot, panel.revealPowersButton)
    qtbot.waitUntil(lambda: "(revealed)" in panel.powersLabel.text())
    assert "GM ONLY" not in panel.powersLabel.text() and not panel.revealPowersButton.isEnabled()
    key(qtbot, window, "Ctrl+Z")
    qtbot.waitUntil(lambda: "GM ONLY" in panel.powersLabel.text())
    assert panel.revealPowersButton.isEnabled()


def test_glory_button_asks_for_the_books_row_when_the_table_is_empty(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    panel = window.battle_view
    window.service.set_dice_source(faces(10, 10))
    panel.primary_action()
    qtbot.waitUntil(lambda: panel.view.contest is not None)
    panel.tabs.setCurrentIndex(2)
    side, name = panel.pcTable.item(0, 0).data(Qt.ItemDataRole.UserRole)
    before = next(p for p in panel.view.sides[side].pcs if p.name == name)
    window.service.set_dice_source(faces(9))
    seen = {}

    def row(dialog):
        seen["intro"] = dialog.introLabel.text()
        dialog.reputationSpin.setValue(2)
        dialog.strategySpin.setValue(1)
        qtbot.keyClicks(dialog.durationEdit, "a season")

    when_dialog_opens(qtbot, row)
    click(qtbot, panel.gloryButton)
    qtbot.waitUntil(lambda: "row entered from the book" in panel.lastResult.text())
    assert "Glory roll: 9 against" in seen["intro"]
    pc = next(p for p in panel.view.sides[side].pcs if p.name == name)
    assert pc.reputation == before.reputation + 2
    # cancelled dialog: the button offers to enter the result later
    key(qtbot, window, "Ctrl+Z")
    qtbot.waitUntil(lambda: panel.gloryButton.text() == "Enter Glory result…")


def test_unit_editor_takes_every_troop_strength_input(qtbot, make_window, tmp_path):
    from muster.gui.systems.gurps.dialogs import GurpsUnitDialog

    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    forces = window.roster_model.forces()
    dialog = GurpsUnitDialog(forces, window, force_id=forces[0].id)
    qtbot.addWidget(dialog)
    fits(dialog)
    qtbot.keyClicks(dialog.nameEdit, "Hobbit slingers")
    dialog.countSpin.setValue(100)
    dialog.tabs.setCurrentWidget(dialog.strengthTab)
    dialog.perManSpin.setValue(1)
    dialog.racialSpin.setValue(-1)  # hobbits: 1 - 1 = 0, never below 1; then +3 armour +1 sling: 5 (the text)
    dialog.armourSpin.setValue(3)
    dialog.missileSpin.setValue(1)
    dialog.findChild(type(dialog.tlSpin), "special_elephant").setValue(2)
    assert "TS 700 (computed)" in dialog.workingLabel.text()  # 5 x 100 + 2 elephants x 100
    assert "never below 1" in dialog.workingLabel.text()
    dialog.troopTypeCombo.setCurrentText("light cavalry")
    dialog.stirrupsCheck.setChecked(False)
    assert "no stirrups" in dialog.workingLabel.text()
    dialog.stSpin.setValue(4)
    dialog.htSpin.setValue(2)
    dialog.battlesSpin.setValue(3)
    dialog.hiringSpin.setValue(1500)
    _, name, state = dialog.values()
    assert name == "Hobbit slingers"
    assert state["racial_modifier"] == -1 and state["race"] == {"st": 4, "ht": 2}
    assert (state["armour_bonus"], state["missile_bonus"], state["stirrups"]) == (3, 1, False)
    assert state["special"] == [{"key": "elephant", "count": 2}]
    assert (state["battles"], state["hiring_cost"]) == (3, 1500)
    gurps.normalise_state(state)  # the service takes it as it is
    # editing keeps what the editor does not show (pay records)
    again = GurpsUnitDialog(forces, window, state={**state, "pay_morale": 1}, name=name)
    qtbot.addWidget(again)
    assert again.values()[2] == {**state, "pay_morale": 1}
    assert q.battles(window.service)
