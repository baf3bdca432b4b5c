"""Drive the real window through a mech game: design a mech; then one test per phase of a turn (a fixture
plays the turn up to the start of each), undo and redo, and the panel contract (targets, kept and reset
choices, the acting unit, the result box)."""

from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt

from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.gui.operations import roster as roster_ops
from muster.rules.dice import ScriptedDice
from muster.services import battle, mech, roster
from muster.services import queries as q

from gui_helpers import choose_item, key, then, when_dialog_opens


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


def test_design_a_mech_in_the_editor_and_designer(qtbot, make_window, tmp_path):
    window = make_window()
    assert campaign_ops.new_campaign(window, tmp_path / "mechs.muster")
    roster_ops.add_side(window, "Red")
    roster_ops.add_force(window, "Lance", window.roster_model.sides()[0].id)
    seen = {}

    def editor(dialog):
        qtbot.keyClicks(dialog.nameEdit, "Hog")
        qtbot.keyClicks(dialog.pilotNameEdit, "Kell")
        dialog.gunnerySpin.setValue(1)
        when_dialog_opens(qtbot, design_in_designer(qtbot, seen), after=dialog)
        click(qtbot, dialog.designButton)
        seen["design_text"] = dialog.designCombo.currentText()

    when_dialog_opens(qtbot, then(choose_item("Mech combat"), editor, qtbot=qtbot))
    key(qtbot, window, "Ctrl+U")
    qtbot.waitUntil(lambda: [u.name for u in window.roster_model.units()] == ["Hog"])
    assert "already covered" in seen["overlap_error"] and not seen["overlap_ok"]
    assert "locations.head.internal" in seen["number_error"]
    assert seen["final_error"] == ""
    assert seen["design_text"].startswith("Hog Mk II") and "custom" in seen["design_text"]
    hog_state = q.unit_state(window.service, unit_id(window, "Hog"))
    design = mech.design_of(hog_state)
    assert design["name"] == "Hog Mk II" and design["locations"]["left_arm"]["armor"] == 20
    assert design["items"] == mech.sample_design("boar")["items"]
    armor = sum(loc["armor"] for loc in design["locations"].values())
    assert status(window, "Hog").startswith(f"armor {armor}/{armor}") and "(Hog Mk II)" in status(window, "Hog")
    assert hog_state["pilot"]["name"] == "Kell" and hog_state["pilot"]["gunnery"] == 1


# ---- one turn, phase by phase -------------------------------------------------------------------------------
@dataclass
class Ridge:
    window: object
    panel: object
    hog: int   # Red side
    tusk: int  # Blue side

    @property
    def battle_id(self) -> int:
        return self.window.current_battle().id

    def run(self, fn, *args, dice=None):
        if dice is not None:
            self.window.service.set_dice_source(ScriptedDice(dice))
        result = self.window.run(fn, *args)
        assert result is not None or not self.window.errors, self.window.errors
        return result


def two_sides(window, tmp_path, *mechs):
    """A campaign with a Red and a Blue lance; ``mechs``: (side, name, design) -> {name: unit id}."""
    assert campaign_ops.new_campaign(window, tmp_path / "ridge.muster")
    forces = {}
    ids = {}
    for side, name, design in mechs:
        if side not in forces:
            forces[side] = window.run(roster.create_force, window.run(roster.create_side, side), "Lance")
        ids[name] = window.run(roster.create_unit, forces[side], name, "mech",
                               mech.new_state(design, {"name": name, "gunnery": 1}))
    return ids


@pytest.fixture
def ridge(make_window, tmp_path):
    """Hog (a Boar, Red) and Tusk (a Tusker, Blue) at the start of the Ridge battle."""
    window = make_window()
    ids = two_sides(window, tmp_path, ("Red", "Hog", "boar"), ("Blue", "Tusk", "tusker"))
    battle_ops.new_battle(window, "Ridge", "mech", [ids["Hog"], ids["Tusk"]])
    return Ridge(window, window.battle_view, ids["Hog"], ids["Tusk"])


def play_to(r: Ridge, phase: str) -> Ridge:
    """Play the turn as the phase tests below do, up to the start of ``phase``."""
    steps = {
        # Hog rolls 15, Tusk 5: the highest goes last, so Tusk moves and declares first
        "movement": lambda: r.run(mech.roll_initiative, r.battle_id, "last", dice=[15, 5]),
        "artillery": lambda: (r.run(mech.move, r.battle_id, r.tusk, {"mode": "run", "forward": 5}),
                              r.run(mech.move, r.battle_id, r.hog, {"mode": "walk", "forward": 3})),
        "combat": lambda: None,
        # Tusk rolls 1 (miss); Hog rolls 19 (hit), location 17: center torso, 5 damage on armor
        "damage": lambda: (r.run(mech.declare_attack, r.battle_id, laser(r.tusk, r.hog)),
                           r.run(mech.declare_attack, r.battle_id, laser(r.hog, r.tusk)),
                           r.run(mech.resolve_combat, r.battle_id, dice=[1, 19, 17])),
        "clean_up": lambda: r.run(mech.damage_phase, r.battle_id, dice=[]),
    }
    for name, play in steps.items():
        play()
        r.run(battle.next_phase, r.battle_id)
        if name == phase:
            return r
    raise AssertionError(phase)


def laser(attacker, target, rng=3):
    return mech.Declaration(attacker, target, "ml_la", rng)


def page(panel) -> str:
    return panel.pages.currentWidget().objectName()


def test_initiative_phase(qtbot, ridge):
    window, panel = ridge.window, ridge.panel
    assert panel.objectName() == "mechBattleView" and panel.titleLabel.text() == "Ridge"
    assert window.statusDock.stack.currentWidget() is panel.status
    assert page(panel) == "initiativePage" and window.actionAttack.isEnabled()
    assert panel.lastResult.text() == ""
    window.service.set_dice_source(ScriptedDice([15, 5]))
    key(qtbot, window, "Ctrl+K")
    assert window.current_battle().initiative == (ridge.tusk, ridge.hog)
    assert "Tusk → Hog" in panel.initiativeLabel.text()
    assert "Hog (highest) goes last" in panel.lastResult.text()
    assert not panel.initiativeButton.isEnabled() and not window.actionAttack.isEnabled()


def test_movement_phase(qtbot, ridge):
    window, panel = ridge.window, play_to(ridge, "movement").panel
    assert page(panel) == "movementPage"
    assert panel.moverCombo.currentData() == ridge.tusk  # the first in initiative order
    panel.modeCombo.setCurrentIndex(panel.modeCombo.findData("walk"))
    with qtbot.waitSignal(panel.primary_changed, timeout=1000):
        panel.moveSpins["forward"].setValue(9)
    assert "spent 9 MP" in panel.moveCheckLabel.text() and not panel.moveButton.isEnabled()
    assert not window.actionAttack.isEnabled()  # Ctrl+K follows the panel
    panel.modeCombo.setCurrentIndex(panel.modeCombo.findData("run"))
    panel.moveSpins["forward"].setValue(5)
    assert "5 of 6 MP" in panel.moveCheckLabel.text() and window.actionAttack.isEnabled()
    click(qtbot, panel.moveButton)
    assert "Tusk runs 5 hexes" in last_log(window) and "Tusk runs 5 hexes" in panel.lastResult.text()
    assert panel.moverCombo.currentData() == ridge.hog  # on to the next mech that has not moved
    assert panel.moveSpins["forward"].value() == 0  # what was entered belonged to Tusk
    assert panel.modeCombo.currentData() == "run"  # a choice still valid is kept
    panel.modeCombo.setCurrentIndex(panel.modeCombo.findData("walk"))
    panel.moveSpins["forward"].setValue(3)
    key(qtbot, window, "Ctrl+K")
    assert "Hog walks 3 hexes" in last_log(window)
    assert panel.status.shown_unit_id() == ridge.hog
    assert "white 1" in panel.status.dieLabel.text() or "black 2" in panel.status.dieLabel.text()


def test_artillery_is_skipped(ridge):
    panel = play_to(ridge, "artillery").panel
    assert page(panel) == "artilleryPage"
    assert "not part of this game" in panel.artilleryLabel.text()


def test_combat_phase(qtbot, ridge):
    window, panel = ridge.window, play_to(ridge, "combat").panel
    tusk, hog = ridge.tusk, ridge.hog
    assert page(panel) == "combatPage"
    assert panel.attackerCombo.currentData() == tusk
    panel.weaponCombo.setCurrentIndex(panel.weaponCombo.findData("ml_la"))
    panel.rangeSpin.setValue(3)
    odds = mech.attack_odds(window.service, ridge.battle_id, laser(tusk, hog))
    assert panel.oddsLabel.text().startswith(f"{odds.percent:g}% to hit")
    panel.rangeSpin.setValue(5)  # medium range (4-6 hexes): -2 more
    assert panel.oddsLabel.text().startswith(f"{odds.percent - 10:g}% to hit")
    panel.rangeSpin.setValue(3)
    click(qtbot, panel.declareButton)
    panel.attackerCombo.setCurrentIndex(panel.attackerCombo.findData(hog))
    assert panel.status.shown_unit_id() == hog  # the status dock follows the attacker
    panel.weaponCombo.setCurrentIndex(panel.weaponCombo.findData("ml_la"))
    assert panel.targetCombo.currentData() == tusk
    click(qtbot, panel.declareButton)
    assert panel.declarationsTable.rowCount() == 2
    assert panel.declarationsTable.item(1, 4).text().endswith("+)")
    window.service.set_dice_source(ScriptedDice([1, 19, 17]))
    key(qtbot, window, "Ctrl+K")
    assert "1 of 2 attacks hit" in last_log(window)
    assert "1 of 2 attacks hit" in panel.lastResult.text()
    assert "Hog Medium Laser → Tusk: 19" in panel.lastResult.text()
    assert q.unit_state(window.service, tusk)["damage"]["center_torso"] == 5
    assert panel.declarationsTable.rowCount() == 0
    panel.status.select(tusk)
    assert panel.status.table.item(1, 1).text() == "19/24"  # center torso armor


def test_damage_and_clean_up_phases(qtbot, ridge):
    window, panel = ridge.window, play_to(ridge, "damage").panel
    window.service.set_dice_source(ScriptedDice([]))  # nothing calls for a roll this turn
    key(qtbot, window, "Ctrl+K")
    assert last_log(window).startswith("Damage phase turn 1:")
    assert panel.lastResult.text().startswith("<b>Damage phase turn 1:</b>")
    assert q.unit_state(window.service, ridge.tusk)["turn"]["die"] is None  # the turn is over for the mechs
    assert not window.actionAttack.isEnabled()  # done for this turn
    key(qtbot, window, "Ctrl+.")
    assert "every mech stays" in panel.cleanUpPreview.text()
    key(qtbot, window, "Ctrl+K")
    assert last_log(window) == "Clean-up: every mech is still in the fight"
    key(qtbot, window, "Ctrl+.")
    assert window.current_battle().round == 2 and page(panel) == "initiativePage"
    assert panel.initiativeButton.isEnabled()


def test_undo_and_redo_of_the_combat_phase_show_the_file(qtbot, ridge):
    window, panel = ridge.window, play_to(ridge, "damage").panel
    tusk = ridge.tusk
    panel.status.select(tusk)
    assert panel.status.table.item(1, 1).text() == "19/24"
    key(qtbot, window, "Ctrl+Z")  # back to the combat phase
    assert "attacks hit" in panel.lastResult.text()
    key(qtbot, window, "Ctrl+Z")
    assert window.actionUndo.text().startswith("&Undo Declare Hog")
    assert q.unit_state(window.service, tusk)["damage"]["center_torso"] == 0
    assert panel.declarationsTable.rowCount() == 2 and page(panel) == "combatPage"
    # the result box no longer shows the undone combat: the last action still done is Hog's declaration
    assert "attacks hit" not in panel.lastResult.text()
    assert "Hog declares Medium Laser at Tusk" in panel.lastResult.text()
    panel.status.select(tusk)
    assert panel.status.table.item(1, 1).text() == "24/24"  # the status dock shows the file too
    key(qtbot, window, "Ctrl+Shift+Z")
    assert q.unit_state(window.service, tusk)["damage"]["center_torso"] == 5
    assert panel.declarationsTable.rowCount() == 0 and "1 of 2 attacks hit" in panel.lastResult.text()
    assert panel.status.table.item(1, 1).text() == "19/24"


# ---- the panel contract -------------------------------------------------------------------------------------
def test_an_action_keeps_the_choices_an_undo_drops_them(qtbot, ridge):
    window, panel = ridge.window, play_to(ridge, "combat").panel
    panel.weaponCombo.setCurrentIndex(panel.weaponCombo.findData("ml_la"))
    panel.rangeSpin.setValue(5)
    panel.extraSpin.setValue(2)
    panel.sideCombo.setCurrentIndex(panel.sideCombo.findData("rear"))
    click(qtbot, panel.declareButton)
    assert panel.declarationsTable.rowCount() == 1
    assert (panel.attackerCombo.currentData(), panel.weaponCombo.currentData(), panel.rangeSpin.value(),
            panel.extraSpin.value(), panel.sideCombo.currentData()) == (ridge.tusk, "ml_la", 5, 2, "rear")
    key(qtbot, window, "Ctrl+Z")
    assert panel.declarationsTable.rowCount() == 0
    assert (panel.attackerCombo.currentData(), panel.rangeSpin.value(), panel.extraSpin.value(),
            panel.sideCombo.currentData()) == (ridge.tusk, 3, 0, "front")
    assert panel.weaponCombo.currentIndex() == 0


def test_the_attacker_follows_the_acting_unit(qtbot, ridge):
    window, panel = ridge.window, play_to(ridge, "combat").panel
    panel.rangeSpin.setValue(4)
    assert panel.attackerCombo.currentData() == ridge.tusk
    key(qtbot, window, "Ctrl+J")  # Next Unit: Hog acts
    assert window.current_battle().active == 1
    assert panel.attackerCombo.currentData() == ridge.hog and panel.targetCombo.currentData() == ridge.tusk
    assert panel.rangeSpin.value() == 4  # a GM action: the other choices stay
    assert panel.status.shown_unit_id() == ridge.hog


def test_targets_are_other_sides_mechs_a_gel_dispenser_aims_at_its_own(qtbot, make_window, tmp_path):
    window = make_window()
    ids = two_sides(window, tmp_path, ("Red", "Hog", "boar"), ("Red", "Medic", "sounder"),
                    ("Blue", "Tusk", "tusker"))
    battle_ops.new_battle(window, "Ridge", "mech", list(ids.values()))
    bid = window.current_battle().id
    for _ in range(3):
        window.run(battle.next_phase, bid)
    panel = window.battle_view
    targets = lambda: [panel.targetCombo.itemData(i) for i in range(panel.targetCombo.count())]  # noqa: E731
    assert panel.attackerCombo.currentData() == ids["Hog"]
    assert targets() == [ids["Tusk"]]  # neither Hog itself nor Medic, its own side
    panel.attackerCombo.setCurrentIndex(panel.attackerCombo.findData(ids["Tusk"]))
    assert targets() == [ids["Hog"], ids["Medic"]]
    panel.attackerCombo.setCurrentIndex(panel.attackerCombo.findData(ids["Medic"]))
    assert targets() == [ids["Tusk"]]
    panel.weaponCombo.setCurrentIndex(panel.weaponCombo.findData("gel_disp"))
    assert targets() == [ids["Medic"], ids["Hog"]]  # a repair: itself or its own side
    assert panel.packCombo.isVisibleTo(panel)
