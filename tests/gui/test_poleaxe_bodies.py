"""By This Poleaxe: grouping squads into bodies for a big battle (service and the real dialog)."""

from PySide6.QtCore import QItemSelectionModel, Qt

from builders import poleaxe_host as _host
from muster.gui.operations import campaign as campaign_ops
from muster.rules.dice import ScriptedDice

from gui_helpers import when_dialog_opens


def test_bodies_dialog_groups_squads_and_rolls(qtbot, make_window, tmp_path):
    window = make_window()
    assert campaign_ops.new_campaign(window, tmp_path / "host.muster")
    bid, ids, red, blue = _host(window.service)
    qtbot.waitUntil(lambda: window.turnDock.battle_id() == bid)
    panel = window.battle_view
    assert panel.objectName() == "poleaxeBattleView" and panel.bodiesButton.isVisible()
    seen = {}

    def fill(dialog):
        seen["hint"] = dialog.hintLabel.text()
        ok = dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok)
        seen["start"] = [(dialog.bodiesTable.item(r, 0).text(), dialog.bodiesTable.item(r, 3).text())
                         for r in range(dialog.bodiesTable.rowCount())]
        # a new body with no squads blocks the roll
        qtbot.keyClicks(dialog.bodyNameEdit, "Vanguard")
        dialog.sideCombo.setCurrentIndex(dialog.sideCombo.findText("Red"))
        qtbot.mouseClick(dialog.addBodyButton, Qt.MouseButton.LeftButton)
        seen["empty"] = (dialog.errorLabel.text(), ok.isEnabled())
        # select R1..R4 and put them in the vanguard
        rows = [r for r in range(dialog.squadsTable.rowCount())
                if dialog.squadsTable.item(r, 0).text() in ("R1", "R2", "R3", "R4")]
        dialog.squadsTable.clearSelection()
        for r in rows:
            dialog.squadsTable.selectionModel().select(
                dialog.squadsTable.model().index(r, 0),
                QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)
        dialog.assignCombo.setCurrentIndex(dialog.assignCombo.findText("Vanguard (Red)"))
        qtbot.mouseClick(dialog.assignButton, Qt.MouseButton.LeftButton)
        # a Blue squad cannot go into a Red body: its row offers only Blue bodies
        b1 = dialog.squadsTable.cellWidget(next(r for r in range(dialog.squadsTable.rowCount())
                                                if dialog.squadsTable.item(r, 0).text() == "B1"), 3)
        seen["b1_choices"] = [b1.itemText(i) for i in range(b1.count())]
        # R5 left unplaced blocks the roll with a message naming it
        r5 = dialog.squadsTable.cellWidget(next(r for r in range(dialog.squadsTable.rowCount())
                                                if dialog.squadsTable.item(r, 0).text() == "R5"), 3)
        r5.setCurrentIndex(0)
        seen["unplaced"] = (dialog.errorLabel.text(), ok.isEnabled())
        dialog.squadsTable.cellWidget(next(r for r in range(dialog.squadsTable.rowCount())
                                           if dialog.squadsTable.item(r, 0).text() == "R5"), 3).setCurrentIndex(
            r5.findText("Vanguard"))
        seen["bodies"] = [(dialog.bodiesTable.item(r, 0).text(), dialog.bodiesTable.item(r, 2).text(),
                           dialog.bodiesTable.item(r, 3).text()) for r in range(dialog.bodiesTable.rowCount())]
        dialog.resize(1000, 640)
        dialog.grab().save(str(tmp_path / "bodies_dialog.png"))
        window.service.set_dice_source(ScriptedDice([2, 4]))

    when_dialog_opens(qtbot, fill)
    qtbot.mouseClick(panel.bodiesButton, Qt.MouseButton.LeftButton)
    assert "110 combatants: over 100" in seen["hint"]
    assert seen["start"] == [("Red", "55"), ("Blue", "55")]
    assert seen["empty"] == ("Vanguard has no squads: put squads in it or remove it.", False)
    assert seen["b1_choices"] == ["— not placed —", "Blue"]
    assert seen["unplaced"] == ("Every squad must be in a body; not placed: R5.", False)
    assert seen["bodies"] == [("Red", "6", "30"), ("Blue", "11", "55"), ("Vanguard", "5", "25")]
    assert panel.fieldBox.isVisible() and not panel.setupBox.isVisible()
    assert [panel.bodiesTable.item(r, 0).text() for r in range(panel.bodiesTable.rowCount())] == \
        ["Red", "Blue", "Vanguard"]
    assert panel.bodiesTable.item(1, 2).text() == "6" and panel.bodiesTable.item(2, 2).text() == "0"
    assert "6 move spaces apart" in panel.lastResult.text()
    panel.grab().save(str(tmp_path / "poleaxe_panel_bodies.png"))
    assert window.actionUndo.text().startswith("&Undo Set up Great Field")
    window.actionUndo.trigger()
    assert panel.setupBox.isVisible()
    window.actionRedo.trigger()
    assert panel.bodiesTable.rowCount() == 3
    assert window.errors == []
