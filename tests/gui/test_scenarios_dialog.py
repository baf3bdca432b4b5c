"""Scenarios in the real window: prepare from the roster, start in one click, export and import files."""

import json

from PySide6.QtCore import Qt

from muster.gui.operations import campaign as campaign_ops
from muster.gui.operations import scenarios as scenario_ops
from muster.gui.operations import transfer as transfer_ops
from muster.services import queries as q
from muster.services import roster
from muster.services import scenarios as sc

from gui_helpers import key, when_dialog_opens


def campaign(window, tmp_path, name="c.muster"):
    assert campaign_ops.new_campaign(window, tmp_path / name)
    svc = window.service
    for side_name, force_name, units in (("Crown", "Guard", ["Pikes", "Archers"]), ("Rebels", "Militia", ["Spears"])):
        side = roster.create_side(svc, side_name)
        force = roster.create_force(svc, side, force_name)
        for unit in units:
            roster.create_unit(svc, force, unit, state={"attack": 2})
    roster.create_unit(svc, force, "Tanks", "bucs", {"quality": "Elite"})  # other rules: not offered
    return svc


def test_prepare_then_start_in_one_click(qtbot, make_window, tmp_path):
    window = make_window()
    campaign(window, tmp_path)

    def fill(dialog):
        assert not dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok).isEnabled()  # no name yet
        assert dialog.unitsList.count() == 3  # generic units only
        qtbot.keyClicks(dialog.nameEdit, "Ambush at the Ford")
        qtbot.keyClicks(dialog.distanceEdit, "300 yards")
        qtbot.keyClicks(dialog.conditionsEdit, "Fog")
        assert [dialog.plansTable.item(r, 0).text() for r in range(dialog.plansTable.rowCount())] == ["Crown", "Rebels"]
        dialog.plansTable.item(0, 1).setText("Hold the ford")
        dialog.unitsList.item(1).setCheckState(Qt.CheckState.Unchecked)  # Archers stay home
        dialog.notesEdit.setPlainText("The bridge is rotten.")
    seen = when_dialog_opens(qtbot, fill)
    key(qtbot, window, "Ctrl+Alt+B")
    assert seen.get("ok_enabled") is True and "error" not in seen
    rows = sc.list_scenarios(window.service)
    assert [(r.name, r.units) for r in rows] == [("Ambush at the Ford", 2)]
    data = sc.get_scenario(window.service, rows[0].id)
    assert data["sides"][0]["plan"] == "Hold the ford" and data["setup"]["distance"] == "300 yards"

    def start(dialog):
        assert "Ambush at the Ford" in dialog.scenariosList.item(0).text()
        assert "rotten" in dialog.detailsView.toPlainText() and "Fog" in dialog.detailsView.toPlainText()
        qtbot.mouseClick(dialog.startButton, Qt.MouseButton.LeftButton)
    when_dialog_opens(qtbot, start, accept=False)
    key(qtbot, window, "Ctrl+Shift+B")
    qtbot.waitUntil(lambda: window.turnDock.battle_id() is not None)
    battle = window.current_battle()
    assert (battle.name, battle.round, battle.phase) == ("Ambush at the Ford", 1, 0)
    assert window.turnDock.initiative.rowCount() == 2
    assert window.turnDock.battleCombo.currentText() == "Ambush at the Ford (Generic)"  # each battle's system shown
    assert "▶ Initiative" in window.turnDock.phaseLabel.text()
    assert window.actionUndo.text() == "&Undo Start battle Ambush at the Ford — Ambush at the Ford"
    key(qtbot, window, "Ctrl+Z")
    assert window.turnDock.battle_id() is None
    assert len(window.roster_model.units()) == 4


def test_scenarios_dialog_when_empty_explains_what_to_do(qtbot, make_window, tmp_path):
    window = make_window()
    campaign(window, tmp_path)

    def check(dialog):
        assert "New from Roster" in dialog.detailsView.toPlainText()
        assert not dialog.startButton.isEnabled()
    seen = when_dialog_opens(qtbot, check, accept=False)
    key(qtbot, window, "Ctrl+Shift+B")
    assert "dialog" in seen and "error" not in seen


def test_export_and_import_scenario_and_force_files(qtbot, make_window, tmp_path):
    window = make_window()
    svc = campaign(window, tmp_path)
    units = [u.id for u in window.roster_model.units() if u.system == "generic"]
    sid = scenario_ops.new_scenario(window, {"name": "Ford", "system": "generic", "unit_ids": units,
                                             "setup": {"distance": "far"}})
    assert transfer_ops.export_scenario(window, sid, tmp_path / "ford.scenario.json")
    force_id = window.roster_model.forces()[0].id
    assert transfer_ops.export_force(window, force_id, tmp_path / "guard.force.json")
    original = sc.get_scenario(svc, sid)
    assert campaign_ops.new_campaign(window, tmp_path / "other.muster")
    kind, new_sid = transfer_ops.import_file(window, tmp_path / "ford.scenario.json")
    assert kind == "scenario" and sc.get_scenario(window.service, new_sid) == original
    kind, new_force = transfer_ops.import_file(window, tmp_path / "guard.force.json")
    assert kind == "force" and [u.name for u in window.roster_model.units()] == ["Pikes", "Archers"]
    assert window.actionUndo.text() == "&Undo Import force Guard"


def test_bad_file_shows_the_field_and_imports_nothing(qtbot, make_window, tmp_path):
    window = make_window()
    campaign(window, tmp_path)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "muster", "version": 1, "kind": "force",
                                "force": {"name": "X", "units": [{"name": "A", "system": "generic", "state": {}},
                                                                 {"name": "", "system": "generic", "state": {}}]}}))
    before = window.roster_model.units()
    assert transfer_ops.import_file(window, path) is None
    assert "$.force.units[1].name: must not be empty" in window.errors[-1]
    assert window.roster_model.units() == before


def test_csv_roster_import(qtbot, make_window, tmp_path):
    window = make_window()
    assert campaign_ops.new_campaign(window, tmp_path / "c.muster")
    path = tmp_path / "roster.csv"
    path.write_text("name,system,side,force,attack,bucs.quality\nPikes,generic,Crown,Guard,3,\n"
                    "Tanks,bucs,Crown,Armour,,Elite\n", encoding="utf-8")
    ids = transfer_ops.import_csv(window, path)
    assert [window.roster_model.unit_row(i).name for i in ids] == ["Pikes", "Tanks"]
    assert q.unit_state(window.service, ids[0])["attack"] == 3
    bad = tmp_path / "bad.csv"
    bad.write_text("name,attack\nPikes,lots\n", encoding="utf-8")
    assert transfer_ops.import_csv(window, bad) is None
    assert "CSV row 2 (Pikes)" in window.errors[-1]
    assert len(window.roster_model.units()) == 2
