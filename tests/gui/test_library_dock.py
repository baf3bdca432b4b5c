"""The Library dock: search, filter, add to the roster by button and by drop; duplicate and bulk edit."""

from PySide6.QtCore import QEvent, QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from muster.gui.operations import campaign as campaign_ops
from muster.gui.operations import roster as roster_ops
from muster.services import queries as q
from muster.services import roster

from gui_helpers import key, when_dialog_opens


def campaign(window, tmp_path):
    assert campaign_ops.new_campaign(window, tmp_path / "c.muster")
    side = roster.create_side(window.service, "Red")
    foot = roster.create_force(window.service, side, "Foot")
    horse = roster.create_force(window.service, side, "Horse")
    window.rosterDock.view.expandAll()
    return foot, horse


def seed_library(window):
    lib = window.libraryDock.open_library()
    lib.add("Orc Warband", "generic", {"attack": 2}, category="Monsters", tags="green")
    lib.add("Town Guard", "generic", {"attack": 1}, category="Soldiers")
    lib.add("Line Infantry", "bucs", {"quality": "Average"}, category="Soldiers")
    lib.add("Boar", "mech", {"design": "boar"}, category="Mech designs")
    window.libraryDock.refresh()
    return lib


def select_units(window, ids):
    """Select several roster units, as Ctrl+click does."""
    from PySide6.QtCore import QItemSelection, QItemSelectionModel

    selection = QItemSelection()
    for uid in ids:
        index = window.roster_model.unit_index(uid)
        selection.select(index, index)
    flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    window.rosterDock.view.selectionModel().select(selection, flags)


def names(window):
    return [u.name for u in window.roster_model.units()]


def test_library_dock_search_filter_and_add_button(qtbot, make_window, tmp_path):
    window = make_window()
    foot, _ = campaign(window, tmp_path)
    key(qtbot, window, "Alt+5")
    qtbot.waitUntil(window.libraryDock.isVisible)
    dock = window.libraryDock
    seed_library(window)
    assert dock.model.rowCount() == 4 and "4 template" in dock.countLabel.text()
    qtbot.keyClicks(dock.searchEdit, "soldiers")
    qtbot.waitUntil(lambda: dock.model.rowCount() == 2)
    dock.systemFilter.setCurrentIndex(dock.systemFilter.findData("generic"))
    assert [dock.model.row_at(r).name for r in range(dock.model.rowCount())] == ["Town Guard"]
    assert "1 of 4" in dock.countLabel.text()
    dock.view.selectRow(0)
    window.rosterDock.view.setCurrentIndex(window.roster_model._index_of(2, foot))  # the force "Foot"
    qtbot.mouseClick(dock.addButton, Qt.MouseButton.LeftButton)
    assert names(window) == ["Town Guard"]
    assert window.roster_model.units()[0].force_id == foot
    key(qtbot, window, "Ctrl+Z")
    assert names(window) == []


def _drop(window, mime, index):
    view = window.rosterDock.view
    pos = view.visualRect(index).center()
    enter = QDragEnterEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(pos), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, QEvent.Type.Drop)
    QApplication.sendEvent(view.viewport(), drop)
    return drop


def test_drag_templates_onto_a_force(qtbot, make_window, tmp_path):
    window = make_window()
    _, horse = campaign(window, tmp_path)
    window.libraryDock.show()
    seed_library(window)
    dock = window.libraryDock
    rows = [r for r in range(dock.model.rowCount()) if dock.model.row_at(r).system in ("bucs", "mech")]
    mime = dock.model.mimeData([dock.model.index(r, 0) for r in rows])
    drop = _drop(window, mime, window.roster_model._index_of(2, horse))
    assert drop.isAccepted()
    units = window.roster_model.units()
    assert sorted(u.name for u in units) == ["Boar", "Line Infantry"]
    assert {u.force_id for u in units} == {horse} and {u.system for u in units} == {"bucs", "mech"}
    plain = QMimeData()
    plain.setText("not templates")
    view = window.rosterDock.view
    enter = QDragEnterEvent(view.visualRect(window.roster_model._index_of(2, horse)).center(),
                            Qt.DropAction.CopyAction, plain, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    enter.ignore()
    QApplication.sendEvent(view.viewport(), enter)
    assert not enter.isAccepted()


def test_save_unit_to_library_then_use_it_in_another_campaign(qtbot, make_window, tmp_path):
    window = make_window()
    foot, _ = campaign(window, tmp_path)
    uid = roster.create_unit(window.service, foot, "Veteran Pikes", state={"attack": 5})
    window.rosterDock.view.setCurrentIndex(window.roster_model.unit_index(uid))
    key(qtbot, window, "Ctrl+Shift+L")
    dock = window.libraryDock
    assert dock.isVisible() and [dock.model.row_at(r).name for r in range(dock.model.rowCount())] == ["Veteran Pikes"]
    assert campaign_ops.new_campaign(window, tmp_path / "other.muster")
    side = roster.create_side(window.service, "Blue")
    force = roster.create_force(window.service, side, "Guard")
    dock.view.selectRow(0)
    roster_ops.add_templates(window, dock.selected_ids(), force)
    assert names(window) == ["Veteran Pikes"]
    assert q.unit_state(window.service, window.roster_model.units()[0].id)["attack"] == 5


def test_duplicate_and_bulk_edit_by_dialog(qtbot, make_window, tmp_path):
    window = make_window()
    foot, horse = campaign(window, tmp_path)
    ids = [roster.create_unit(window.service, foot, f"Spears {n}", state={"attack": 1}) for n in (1, 2)]
    select_units(window, ids)
    assert roster_ops.selected_unit_ids(window) == ids
    key(qtbot, window, "Ctrl+Shift+D")
    assert names(window) == ["Spears 1", "Spears 2", "Spears 1 (copy)", "Spears 2 (copy)"]
    key(qtbot, window, "Ctrl+Z")
    select_units(window, ids)

    def fill(dialog):
        assert not dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok).isEnabled()
        assert dialog.fieldCombo.findText("attack") >= 0
        dialog.fieldCombo.setCurrentText("attack")
        qtbot.keyClicks(dialog.valueEdit, "4")
        dialog.forceCombo.setCurrentIndex(dialog.forceCombo.findData(horse))
    seen = when_dialog_opens(qtbot, fill)
    key(qtbot, window, "Ctrl+Shift+E")
    assert seen.get("ok_enabled") is True, (seen, window.errors)
    assert not window.errors, window.errors
    assert all(q.unit_state(window.service, i)["attack"] == 4 for i in ids)
    assert {window.roster_model.unit_row(i).force_id for i in ids} == {horse}
    assert window.actionUndo.text() == "&Undo Edit 2 units"


def test_bulk_edit_bad_value_shows_the_reason_and_changes_nothing(qtbot, make_window, tmp_path):
    window = make_window()
    foot, _ = campaign(window, tmp_path)
    uid = roster.create_unit(window.service, foot, "Spears", state={"attack": 1})
    roster_ops.bulk_edit(window, {"attack": "lots"}, unit_ids=[uid])
    assert "Spears: Bad unit" in window.errors[-1]
    assert q.unit_state(window.service, uid)["attack"] == 1


def test_every_new_command_has_a_unique_shortcut(make_window):
    window = make_window()
    keys = {a.objectName(): a.shortcut().toString() for a in window.all_actions()}
    for name in ("actionImport", "actionImportCsv", "actionExportForce", "actionExportLibrary", "actionDuplicate",
                 "actionBulkEdit", "actionSaveToLibrary", "actionScenarios", "actionNewScenario",
                 "actionLibraryDock"):
        assert keys[name], name
    taken = [k for k in keys.values() if k]
    assert len(set(taken)) == len(taken), "two commands share a shortcut"
