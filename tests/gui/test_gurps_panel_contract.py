"""The GURPS Mass Combat panel holds no truth of its own: rebuilt from the file, reset on a switch or an undo,
its result box the battle's last done action (a seer's true roll only from the action's GM-only part)."""

import pytest
from PySide6.QtCore import Qt

from muster.rules.dice import ScriptedDice
from muster.services import battle as bsvc
from muster.services import gurps, roster
from muster.services import queries as q

from gui_helpers import PanelHost


def dice(*totals):
    out = []
    for t in totals:
        a = min(6, t - 2)
        b = min(6, t - a - 1)
        out += [a, b, t - a - b]
    return ScriptedDice(out)




@pytest.fixture
def host(qtbot, service):
    from muster.gui.systems.gurps.panel import BattlePanel

    ids = {}
    for side_name, names in (("Red", ("Pikes", "Bows")), ("Blue", ("Spears", "Horse"))):
        force = roster.create_force(service, roster.create_side(service, side_name), f"{side_name} host")
        for name in names:
            ids[name] = roster.create_unit(service, force, name, "gurps", {"count": 500, "morale": 10})
    hill = bsvc.start_battle(service, "Hill", "gurps", list(ids.values()))
    dale = bsvc.start_battle(service, "Dale", "gurps", list(ids.values()))
    for bid in (hill, dale):
        gurps.set_army(service, bid, "attacker", {"name": "Red", "commander": {"name": "Duke", "strategy": 13},
                                                  "leaders": [{"name": "Wren", "stealth": 14}],
                                                  "seers": [{"name": "Mara", "skill": 12, "strategy": 9}]})
        gurps.set_army(service, bid, "defender", {"name": "Blue", "commander": {"name": "Count", "strategy": 12},
                                                  "leaders": [{"name": "Cap", "tactics": 12}]})
    window = PanelHost(service)
    qtbot.addWidget(window)
    window.panel = BattlePanel(window)
    window.ids, window.hill, window.dale = ids, hill, dale
    window.settle(reset=True, battle_id=hill)
    return window


def click(qtbot, button):
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_result_box_follows_undo_and_keeps_the_seer_roll_to_the_gm(qtbot, host):
    panel, svc = host.panel, host.service
    assert panel.lastResult.text().startswith("<b>Blue (defender) led by Count")  # the last army edit of Hill
    svc.set_dice_source(dice(13))  # Divination 12: failure; (9 + 13) / 2 = 11: -2, for the GM only
    click(qtbot, panel.seerButton)
    box = panel.lastResult.text()
    assert box.startswith("<b>Day 1: Mara has read the omens for Duke.</b>")
    assert "GM ONLY — Strategy -2: rolled 13 vs 12" in box
    row = q.last_action(svc, host.hill)
    assert row.text == "Day 1: Mara has read the omens for Duke." and "13" not in row.text  # the log stays clean

    svc.set_dice_source(dice(10, 11))
    click(qtbot, panel.contestButton)
    assert "no winner" in panel.lastResult.text() and "Red rolled (GM only)" in panel.lastResult.text()
    assert "GM ONLY — Red rolled 10" in panel.lastResult.text()  # the GM's panel shows the hidden side's roll
    host.undo()
    assert panel.lastResult.text() == box  # the reading again, its GM-only line from the action's gm_only part
    assert panel.contestButton.isEnabled()
    host.undo()  # the reading: back to Hill's last army edit
    assert panel.lastResult.text() == "<b>Blue (defender) led by Count</b>"
    for _ in range(4):  # Dale's army edits, then Hill's: Hill has no action left
        host.undo()
    assert panel.lastResult.text() == "" and host.errors == []


def test_switching_battles_resets_the_planner_and_an_action_keeps_it(qtbot, host):
    panel, ids = host.panel, host.ids
    panel.missionCombo.setCurrentIndex(panel.missionCombo.findData("assassination"))
    panel.missionTeamSpin.setValue(12)
    panel.trustCombo.setCurrentIndex(panel.trustCombo.findData("believes"))
    spin = panel.unitsTable.cellWidget(0, 6)
    spin.setValue(40)
    host.run(gurps.post_security, host.hill, "defender", "Cap", 10)  # a GM action keeps the unsaved choices
    assert panel.missionCombo.currentData() == "assassination" and panel.missionTeamSpin.value() == 12
    assert panel.trustCombo.currentData() == "believes" and panel._loss_spins[ids["Pikes"]].value() == 40
    assert "The enemy guards against spies" in panel.securityLabel.text()

    host.settle(reset=True, battle_id=host.dale)
    assert panel.titleLabel.text() == "Dale" and "The enemy has posted no security" in panel.securityLabel.text()
    host.settle(reset=True, battle_id=host.hill)
    assert panel.missionCombo.currentData() == "reconnaissance" and panel.missionTeamSpin.value() == 5
    assert panel.trustCombo.currentData() == "normal" and panel._loss_spins[ids["Pikes"]].value() == 0
    assert panel.lastResult.text().startswith("<b>Day 1: Blue posts 10 guards under Cap")


def test_the_acting_side_follows_the_acting_unit(qtbot, host):
    panel, svc = host.panel, host.service
    assert panel.opsSideCombo.currentData() == "attacker"  # Pikes act first
    panel.opsSideCombo.setCurrentIndex(panel.opsSideCombo.findData("defender"))
    assert [panel.missionLeaderCombo.itemData(i) for i in range(panel.missionLeaderCombo.count())] == ["Count", "Cap"]
    host.settle(reset=False)
    assert panel.opsSideCombo.currentData() == "defender"  # same acting unit: the GM's choice stays
    bsvc.set_active(svc, host.hill, 1)  # Bows: still the attacker
    host.settle(reset=False)
    assert panel.opsSideCombo.currentData() == "attacker"
    bsvc.set_active(svc, host.hill, 2)  # Spears: the defender acts
    host.settle(reset=False)
    assert panel.opsSideCombo.currentData() == "defender" and panel.seerCombo.count() == 0


def test_primary_changed_fires_with_every_show(qtbot, host):
    panel, svc = host.panel, host.service
    assert panel.primary_available()
    svc.set_dice_source(dice(10, 11))
    with qtbot.waitSignal(panel.primary_changed, timeout=1000):
        click(qtbot, panel.contestButton)
    assert panel.primary_available() and panel.moraleButton.isEnabled()
    with qtbot.waitSignal(panel.primary_changed, timeout=1000):
        host.settle(reset=True, battle_id=host.dale)
    with qtbot.waitSignal(panel.primary_changed, timeout=1000):
        panel.show_battle(None, [], reset=True)
    assert not panel.primary_available()
