"""BUCS Legendary command: the service action with undo/redo, and the panel's Take command / Release command."""

from PySide6.QtCore import Qt

from builders import bucs_company as _company
from muster.gui.operations import campaign as campaign_ops
from muster.services import queries as q

from gui_helpers import when_dialog_opens


def _row(panel, name):
    t = panel.unitsTable
    return next(r for r in range(t.rowCount()) if t.item(r, 0).text() == name)


def _tick(dialog, names):
    lst = dialog.unitsList
    for i in range(lst.count()):
        item = lst.item(i)
        on = item.text().split(" — ")[0] in names
        item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)


def test_panel_takes_and_releases_command(qtbot, make_window, tmp_path):
    window = make_window()
    assert campaign_ops.new_campaign(window, tmp_path / "command.muster")
    bid, ids = _company(window.service)
    qtbot.waitUntil(lambda: window.turnDock.battle_id() == bid)
    panel = window.battle_view
    assert panel.takeCommandButton.isEnabled() and not panel.releaseCommandButton.isEnabled()
    panel.unitsTable.selectRow(_row(panel, "Old Guard"))
    seen = {}

    def fill(dialog):
        ok = dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok)
        seen["commander"] = dialog.commanderCombo.currentText()
        seen["offered"] = [dialog.unitsList.item(i).text() for i in range(dialog.unitsList.count())]
        seen["none"] = (dialog.errorLabel.text(), ok.isEnabled())
        _tick(dialog, {"Kane's Squad", "Rookies 1"})
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)  # the service refuses: the dialog stays open
        seen["led"] = (dialog.errorLabel.text(), dialog.isVisible())
        _tick(dialog, {f"Rookies {i}" for i in range(1, 8)})
        seen["count"] = dialog.countLabel.text()
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        seen["seven"] = dialog.errorLabel.text()
        _tick(dialog, {"Rookies 1", "Rookies 2", "Rookies 3"})
        dialog.grab().save(str(tmp_path / "command_dialog.png"))

    when_dialog_opens(qtbot, fill)
    qtbot.mouseClick(panel.takeCommandButton, Qt.MouseButton.LeftButton)
    assert seen["commander"] == "Old Guard (Coalition)"
    assert "Kane's Squad — Green, led by Kane" in seen["offered"] and len(seen["offered"]) == 8  # no enemy
    assert seen["none"] == ("Tick the units to take under command.", False)
    assert "Kane's Squad is led by Kane" in seen["led"][0] and seen["led"][1]
    assert seen["count"] == "7 of at most 6 chosen" and "at most 6 units, not 7" in seen["seven"]
    assert q.unit_state(window.service, ids["Rookies 2"])["commanded_by"] == "Old Guard"
    assert q.unit_state(window.service, ids["Rookies 4"]).get("commanded_by") is None
    order = panel.unitsTable.item(_row(panel, "Rookies 2"), 5).text()
    assert order.endswith("(commanded by Old Guard)")
    assert panel.unitsTable.item(_row(panel, "Old Guard"), 5).text().endswith(
        "(commands Rookies 1, Rookies 2, Rookies 3)")
    assert window.actionUndo.text().startswith("&Undo Old Guard takes command")

    panel.unitsTable.selectRow(_row(panel, "Rookies 2"))
    assert panel.releaseCommandButton.isEnabled()
    qtbot.mouseClick(panel.releaseCommandButton, Qt.MouseButton.LeftButton)
    assert q.unit_state(window.service, ids["Rookies 2"]).get("commanded_by") is None
    assert panel.unitsTable.item(_row(panel, "Old Guard"), 5).text().endswith("(commands Rookies 1, Rookies 3)")
    panel.unitsTable.selectRow(_row(panel, "Old Guard"))
    assert not panel.releaseCommandButton.isEnabled()
    panel.resize(1100, 900)
    panel.grab().save(str(tmp_path / "bucs_panel_command.png"))
    window.actionUndo.trigger()
    assert q.unit_state(window.service, ids["Rookies 2"])["commanded_by"] == "Old Guard"
    window.actionUndo.trigger()
    assert q.unit_state(window.service, ids["Rookies 1"]).get("commanded_by") is None
    # the refusals were shown and wrote nothing
    assert len(window.errors) == 2
