"""The status line the GM reads in the window follows the campaign's house rules (issue 26): a BUCS unit of an
equipment level only the house rules have (Superb) shows its ladder in the Army Roster and in the unit editor's
summary, not "invalid: equipment: 'Superb'..."."""

from types import SimpleNamespace

from muster.rules.bucs import tables as bundled_tables
from muster.services import house_rules, roster

from gui_helpers import PanelHost

SUPERB = {"name": "Superb", "modifier": 4, "loses_heavy_extra_hit": False, "loses_mobility": False,
          "ignores_first_morale_hit": True}
GUARD = {"quality": "Elite", "equipment": "Superb", "specialties": ["Infantry"]}


def with_superb(service) -> None:
    house_rules.set_override(service, "bucs", {"equipment": [*bundled_tables(None)["equipment"], SUPERB]})


def test_the_roster_model_shows_a_house_rule_units_status(qtbot, service):
    from muster.gui.models.roster import RosterModel

    force = roster.create_force(service, roster.create_side(service, "Red"), "Red Co")
    with_superb(service)
    guard = roster.create_unit(service, force, "Guard", "bucs", GUARD)
    model = RosterModel()
    model.set_service(service)
    status = model.unit_index(guard).siblingAtColumn(2).data()
    assert status == "Elite ●●●●●●"


def test_the_editors_summary_shows_a_house_rule_units_status(qtbot, service):
    from muster.gui.systems import unit_editor

    force = roster.create_force(service, roster.create_side(service, "Red"), "Red Co")
    host = PanelHost(service)
    qtbot.addWidget(host)
    host.forces = [SimpleNamespace(id=force, name="Red Co")]
    with_superb(service)
    dialog = unit_editor("bucs", host, host.forces, force_id=force, state={"name": "Guard", **GUARD}, name="Guard")
    qtbot.addWidget(dialog)
    summary = dialog.summaryLabel.text()
    assert summary.endswith("Elite ●●●●●●") and "invalid" not in summary
