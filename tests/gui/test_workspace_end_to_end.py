"""Drive the real main window: campaign, roster, battle, dice, log, undo, reopen."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.gui.operations import roster as roster_ops
from muster.rules.dice import ScriptedDice
from muster.services import queries as q

from gui_helpers import choose_item, key, then, type_into, when_dialog_opens


def roster_names(window):
    return [u.name for u in window.roster_model.units()]


def unit_status(window, name):
    return next(u.status for u in window.roster_model.units() if u.name == name)


def add_unit_by_dialog(qtbot, window, name, attack, max_hits):
    def fill(dialog):
        qtbot.keyClicks(dialog.nameEdit, name)
        dialog.attackSpin.setValue(attack)
        dialog.maxHitsSpin.setValue(max_hits)
    when_dialog_opens(qtbot, then(choose_item("Generic"), fill, qtbot=qtbot))
    key(qtbot, window, "Ctrl+U")


def test_full_session(qtbot, make_window, tmp_path):
    window = make_window()
    path = tmp_path / "war.muster"
    assert campaign_ops.new_campaign(window, path)
    assert window.windowTitle().startswith("war.muster")

    when_dialog_opens(qtbot, type_into(qtbot, "Empire"))
    key(qtbot, window, "Ctrl+Shift+N")
    qtbot.waitUntil(lambda: len(window.roster_model.sides()) == 1)
    window.rosterDock.view.setCurrentIndex(window.roster_model.index(0, 0))
    when_dialog_opens(qtbot, type_into(qtbot, "1st Legion"))
    key(qtbot, window, "Ctrl+Shift+F")
    qtbot.waitUntil(lambda: len(window.roster_model.forces()) == 1)

    add_unit_by_dialog(qtbot, window, "Hastati", 3, 8)
    qtbot.waitUntil(lambda: roster_names(window) == ["Hastati"])
    add_unit_by_dialog(qtbot, window, "Gauls", 1, 10)
    qtbot.waitUntil(lambda: roster_names(window) == ["Hastati", "Gauls"])

    def battle_fill(dialog):
        qtbot.keyClicks(dialog.nameEdit, "Field of Mars")
    when_dialog_opens(qtbot, battle_fill)
    key(qtbot, window, "Ctrl+B")
    qtbot.waitUntil(lambda: window.turnDock.battle_id() is not None)
    assert window.battle_view.titleLabel.text() == "Field of Mars"
    assert window.turnDock.initiative.rowCount() == 2
    assert "70% to hit" in window.battle_view.oddsLabel.text()  # d20+3 against 10: 7 or more

    window.service.set_dice_source(ScriptedDice([15, 4]))
    qtbot.mouseClick(window.battle_view.attackButton, Qt.MouseButton.LeftButton)
    assert unit_status(window, "Gauls") == "6/10 hits"
    assert "18 vs 10, hits for 4" in window.battle_view.lastResult.text()
    log_texts = [window.log_model.index(r, 6).data() for r in range(window.log_model.rowCount())]
    assert log_texts[-1] == "Hastati attacks Gauls: 18 vs 10, hits for 4"
    assert "d20 [15] +3 Attack = 18" in window.log_model.index(window.log_model.rowCount() - 1, 7).data()

    key(qtbot, window, "Ctrl+.")
    assert window.turnDock.roundLabel.text() == "Round 1"
    assert "▶ Movement" in window.turnDock.phaseLabel.text()
    assert window.actionUndo.text() == "&Undo Advance to Movement — Field of Mars"  # names its battle

    key(qtbot, window, "Ctrl+Z")
    assert window.battle_view.lastResult.text().endswith("Hastati attacks Gauls: 18 vs 10, hits for 4</b>")
    assert "▶ Initiative" in window.turnDock.phaseLabel.text()
    key(qtbot, window, "Ctrl+Z")
    assert unit_status(window, "Gauls") == "10/10 hits"
    assert "Hastati attacks" not in window.battle_view.lastResult.text()  # the undone result left the panel
    assert window.log_model.index(window.log_model.rowCount() - 1, 6).data() == "Battle Field of Mars begins (2 units)"
    key(qtbot, window, "Ctrl+Shift+Z")
    assert unit_status(window, "Gauls") == "6/10 hits"
    assert window.actionRedo.text() == "&Redo Advance to Movement — Field of Mars"

    window.close()
    again = make_window()
    assert again.open_campaign(path)
    assert roster_names(again) == ["Hastati", "Gauls"]
    assert unit_status(again, "Gauls") == "6/10 hits"
    assert again.turnDock.battle_id() is not None
    assert again.actionUndo.text() == "&Undo Hastati attacks Gauls — Field of Mars"
    key(qtbot, again, "Ctrl+Shift+Z")  # the redo kept in the file
    assert "▶ Movement" in again.turnDock.phaseLabel.text()
    key(qtbot, again, "Ctrl+Z")
    key(qtbot, again, "Ctrl+Z")
    assert unit_status(again, "Gauls") == "10/10 hits"


def test_manual_dice_are_asked_for_and_checked(qtbot, make_window, tmp_path):
    from muster.services.sample import create_sample

    window = make_window()
    window.open_campaign(create_sample(tmp_path / "s.muster"))
    key(qtbot, window, "Ctrl+D")
    assert window.actionManualDice.isChecked()
    seen = {}

    def first(dialog):  # the attack d20: 25 is refused, 17 accepted
        dialog.facesEdit.setText("25")
        seen["purpose"] = dialog.purposeText.text()
        seen["error"] = dialog.errorLabel.text()
        seen["ok"] = dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok).isEnabled()
        dialog.facesEdit.setText("17")
        when_dialog_opens(qtbot, lambda d: d.facesEdit.setText("6"), after=dialog)

    when_dialog_opens(qtbot, first)
    battle_ops.resolve(window)
    assert seen["error"] == f"{seen['purpose']}: 25 is not a face of a d20 (1-20)" and not seen["ok"]
    target = window.battle_view.targetCombo.currentData()
    row = window.roster_model.unit_row(target)
    assert "hits" in row.status
    last = q.log_rows(window.service, q.log_ids(window.service)[-1:]).popitem()[1]
    assert [r["faces"] for r in last.rolls] == [[17], [6]] and last.rolls[0]["source"] == "manual"

    log_rows = window.log_model.rowCount()
    when_dialog_opens(qtbot, lambda d: None, accept=False)  # cancel the roll: nothing changes
    battle_ops.resolve(window)
    assert window.log_model.rowCount() == log_rows


def test_bad_file_shows_message_and_app_keeps_running(qtbot, make_window, tmp_path):
    window = make_window()
    bogus = tmp_path / "letter.muster"
    bogus.write_text("Dear GM, ...")
    assert not window.open_campaign(bogus)
    assert window.errors[-1] == "“letter.muster” is not a Muster campaign file."
    assert window.statusBar().currentMessage() == window.errors[-1]
    assert window.service is None and bogus.read_text() == "Dear GM, ..."
    assert campaign_ops.new_campaign(window, tmp_path / "ok.muster")
    assert window.service is not None


def test_dialog_refuses_bad_input(qtbot, make_window, tmp_path):
    from muster.gui.dialogs.unit import UnitDialog

    window = make_window()
    campaign_ops.new_campaign(window, tmp_path / "c.muster")
    roster_ops.add_side(window, "Red")
    roster_ops.add_force(window, "Foot", side_id=window.roster_model.sides()[0].id)
    dialog = UnitDialog(window.roster_model.forces(), window)
    qtbot.addWidget(dialog)
    assert dialog.errorLabel.text() == "Give the unit a name."
    qtbot.keyClicks(dialog.nameEdit, "Archers")
    dialog.damageEdit.setText("2q6")
    assert "not dice notation" in dialog.errorLabel.text()
    assert not dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok).isEnabled()
    dialog.damageEdit.setText("2d6")
    assert dialog.errorLabel.text() == ""
    assert dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok).isEnabled()
    assert isinstance(dialog, QDialog)
