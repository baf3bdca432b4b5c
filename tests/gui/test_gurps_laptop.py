"""Issue 13 for GURPS: at 1280x720 the battle panel shows its main roll's button, the exact odds (Chance the first
column) and the last result unscrolled, before and after the roll; the army dialog shows Troop Strength and the
force-ratio working."""

from PySide6.QtWidgets import QDialog
from test_battle_panels_fit_a_laptop import assert_in_sight, laptop_window

from muster.rules.dice import ScriptedDice


def test_gurps_roll_odds_and_result_in_sight_at_1280x720(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    panel = assert_in_sight(window, qtbot)
    assert panel.tabs.currentWidget() is panel.contestPage
    assert panel.primary_button() is panel.contestButton
    assert panel.oddsTable.horizontalHeaderItem(0).text() == "Chance"
    assert panel.oddsTable.item(0, 0).text().endswith("%")
    window.service.set_dice_source(ScriptedDice([3, 3, 3, 4, 4, 4]))  # Crown 9, Rebels 12
    panel.primary_action()
    qtbot.waitUntil(lambda: "Royal Host" in panel.lastResult.text())
    assert panel.primary_button() is panel.moraleButton
    assert_in_sight(window, qtbot)


def test_sample_battle_shows_troop_strength_and_the_working(qtbot, make_window, tmp_path, monkeypatch):
    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    panel = window.battle_view
    text = panel.strengthLabel.text()
    assert "Royal Host</b>: TS 1,500 + 720 + 600 = 2,820" in text
    assert "TS 2,820 / 2,050 = 1.38:1" in text and "+1" in text
    assert any("Troop Strength 2,820 vs 2,050" in m.name for m in panel.view.skills["attacker"].modifiers)
    seen = {}

    def look(dialog):
        seen["ts"] = dialog.strengthLabel.text()
        seen["pcs"] = dialog.pcsTable.rowCount()
        return QDialog.DialogCode.Rejected

    from muster.gui.systems.gurps import dialogs

    monkeypatch.setattr(dialogs.GurpsArmyDialog, "exec", look)
    panel.edit_army("attacker")
    assert "2,820" in seen["ts"] and "1.38:1" in seen["ts"] and seen["pcs"] == 1
