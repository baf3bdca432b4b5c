"""Editing and duplicating prepared scenarios, File ▸ Export Scenario…, and the About box, in the real window."""

import json

from PySide6.QtCore import Qt
from test_scenarios_dialog import campaign

from muster.gui.operations import campaign as campaign_ops
from muster.gui.operations import help as help_ops
from muster.gui.operations import scenarios as scenario_ops
from muster.gui.operations import transfer as transfer_ops
from muster.services import scenarios as sc

from gui_helpers import choose_item, key, when_dialog_opens

SQUAD = {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}


def prepared(window, tmp_path):
    campaign(window, tmp_path)
    units = [u.id for u in window.roster_model.units() if u.system == "generic"]
    return scenario_ops.new_scenario(window, {"name": "Ford", "system": "generic", "unit_ids": units,
                                "setup": {"distance": "far"}, "plans": {"Crown": "hold"}})


def _ok(dialog):
    return dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok)


def test_edit_from_the_scenarios_dialog_is_one_undoable_action(qtbot, make_window, tmp_path):
    window = make_window()
    sid = prepared(window, tmp_path)
    before = sc.get_scenario(window.service, sid)

    def edit(dialog):
        assert dialog.windowTitle() == "Edit Scenario"
        assert dialog.nameEdit.text() == "Ford" and dialog.distanceEdit.text() == "far"
        assert not dialog.systemCombo.isEnabled() and dialog.unitsList.isHidden()
        assert "Guard (2)" in dialog.unitsLabel.text()
        dialog.nameEdit.selectAll()
        qtbot.keyClicks(dialog.nameEdit, "Ford at dawn")
        dialog.distanceEdit.selectAll()
        qtbot.keyClicks(dialog.distanceEdit, "200 yards")
        qtbot.keyClicks(dialog.conditionsEdit, "Mist")
        assert dialog.plansTable.item(0, 1).text() == "hold"
        dialog.plansTable.item(1, 1).setText("Cross at dawn")
        dialog.notesEdit.setPlainText("The bridge is rotten.")
        dialog.grab().save(str(tmp_path / "edit_scenario.png"))

    def in_list(dialog):
        assert dialog.editButton.isEnabled() and dialog.duplicateButton.isEnabled()
        when_dialog_opens(qtbot, edit, after=dialog)
        qtbot.mouseClick(dialog.editButton, Qt.MouseButton.LeftButton)
        assert "Ford at dawn" in dialog.scenariosList.item(0).text()
        assert "Cross at dawn" in dialog.detailsView.toPlainText()
        dialog.grab().save(str(tmp_path / "scenarios_list.png"))
    seen = when_dialog_opens(qtbot, in_list, accept=False)
    key(qtbot, window, "Ctrl+Shift+B")
    assert "error" not in seen
    after = sc.get_scenario(window.service, sid)
    assert after["name"] == "Ford at dawn" and after["setup"] == {"distance": "200 yards", "positions": "",
                                                                   "conditions": "Mist"}
    assert [s["plan"] for s in after["sides"]] == ["hold", "Cross at dawn"] and after["notes"].endswith("rotten.")
    assert after["sides"][0]["forces"] == before["sides"][0]["forces"]  # units as prepared
    assert window.actionUndo.text() == "&Undo Edit scenario Ford at dawn"
    key(qtbot, window, "Ctrl+Z")
    assert sc.get_scenario(window.service, sid) == before
    key(qtbot, window, "Ctrl+Shift+Z")
    assert sc.get_scenario(window.service, sid) == after


def test_edit_refuses_a_bad_poleaxe_distance_with_a_clear_message(qtbot, make_window, tmp_path):
    window = make_window()
    assert campaign_ops.new_campaign(window, tmp_path / "p.muster")
    sid = window.run(sc.save_scenario, {
        "name": "Greenwood", "system": "poleaxe", "setup": {"distance": "5"},
        "sides": [{"name": n, "forces": [{"name": f"{n} band", "units": [{"name": f"{n} 1", "state": SQUAD}]}]}
                  for n in ("Crown", "Rebels")]})
    before = sc.get_scenario(window.service, sid)

    def edit(dialog):
        assert "move spaces" in dialog.setupHintLabel.text()
        dialog.distanceEdit.selectAll()
        qtbot.keyClicks(dialog.distanceEdit, "a bowshot")
        assert not _ok(dialog).isEnabled()
        assert "Starting distance: By This Poleaxe counts move spaces" in dialog.errorLabel.text()
        dialog.grab().save(str(tmp_path / "edit_bad_distance.png"))
        dialog.distanceEdit.selectAll()
        qtbot.keyClicks(dialog.distanceEdit, "9")
        assert _ok(dialog).isEnabled() and dialog.errorLabel.text() == ""
        dialog.distanceEdit.selectAll()
        qtbot.keyClicks(dialog.distanceEdit, "a bowshot")
    seen = when_dialog_opens(qtbot, edit, accept=False)
    assert scenario_ops.edit_scenario(window, sid) is False
    assert "error" not in seen and sc.get_scenario(window.service, sid) == before
    # the service refuses it too, naming the field, and writes nothing
    assert scenario_ops.edit_scenario(window, sid, {**before, "setup": {"distance": "far"}}) is False
    assert "scenario.setup.distance" in window.errors[-1]
    assert sc.get_scenario(window.service, sid) == before
    assert scenario_ops.edit_scenario(window, sid, {**before, "setup": {"distance": "9"}}) is True
    battle_id = scenario_ops.start_scenario(window, sid)
    from muster.campaign.models import Battle

    with window.service.file.sessions() as s:
        state = s.get(Battle, battle_id).state
    assert state["start_distance"] == 9 and [b["position"] for b in state["bodies"]] == [0, 9]
    window.grab().save(str(tmp_path / "poleaxe_started.png"))


def test_duplicate_from_the_scenarios_dialog(qtbot, make_window, tmp_path):
    window = make_window()
    sid = prepared(window, tmp_path)

    def dup(dialog):
        qtbot.mouseClick(dialog.duplicateButton, Qt.MouseButton.LeftButton)
        assert dialog.scenariosList.count() == 2
        assert dialog.scenariosList.currentItem().text().startswith("Ford (copy)")
    seen = when_dialog_opens(qtbot, dup, accept=False)
    key(qtbot, window, "Ctrl+Shift+B")
    assert "error" not in seen
    rows = sc.list_scenarios(window.service)
    assert [r.name for r in rows] == ["Ford", "Ford (copy)"]
    assert sc.get_scenario(window.service, rows[1].id) == {**sc.get_scenario(window.service, sid),
                                                           "name": "Ford (copy)"}
    assert window.actionUndo.text() == "&Undo Duplicate scenario Ford (copy)"
    key(qtbot, window, "Ctrl+Z")
    assert [r.name for r in sc.list_scenarios(window.service)] == ["Ford"]


def test_file_export_scenario_picks_one_from_a_list(qtbot, make_window, tmp_path, monkeypatch):
    window = make_window()
    sid = prepared(window, tmp_path)
    scenario_ops.duplicate_scenario(window, sid)
    target = tmp_path / "copy.scenario.json"
    monkeypatch.setattr(transfer_ops, "_ask_save", lambda *a: target)
    assert window.actionExportScenario.shortcut().toString() == "Ctrl+Alt+S"
    assert window.actionExportScenario in window.menuFile.actions()
    seen = when_dialog_opens(qtbot, choose_item("Ford (copy) (#2)"))
    key(qtbot, window, "Ctrl+Alt+S")
    qtbot.waitUntil(lambda: target.exists())
    assert "error" not in seen
    assert json.loads(target.read_text())["scenario"]["name"] == "Ford (copy)"


def test_file_export_scenario_without_scenarios_says_so(qtbot, make_window, tmp_path):
    window = make_window()
    campaign(window, tmp_path)
    assert transfer_ops.export_scenario_from_list(window, tmp_path / "x.json") is False
    assert "no scenarios yet" in window.errors[-1]
    assert not (tmp_path / "x.json").exists()


def test_about_shows_licence_version_python_and_qt(qtbot, make_window, tmp_path):
    import platform

    from PySide6.QtCore import qVersion

    from muster import __version__

    window = make_window()
    text = help_ops.about_text(window)
    assert "MIT" in text and __version__ in text
    assert f"Python {platform.python_version()}" in text and f"Qt {qVersion()}" in text

    def look(dialog):
        assert "MIT" in dialog.text() and qVersion() in dialog.text()
        dialog.grab().save(str(tmp_path / "about.png"))
    seen = when_dialog_opens(qtbot, look)
    key(qtbot, window, "Ctrl+F1") if window.actionAbout.shortcut().toString() == "Ctrl+F1" else help_ops.about(window)
    assert "error" not in seen and "dialog" in seen
