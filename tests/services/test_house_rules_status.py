"""The roster's status line is written under the campaign's house rules wherever a unit is made or changed
(issue 26): every system's ``status(state, tables)`` is given the campaign's tables. A BUCS unit of an equipment
level only the house rules have (Superb) shows its ladder, not "invalid: equipment: 'Superb'...", and a house rule
that lengthens a bundled unit's ladder (Heavy's extra hits) shows in the line of a unit from the library, a
scenario or a file."""

import pytest

from muster.i18n import render
from muster.services import house_rules, library, roster
from muster.services import queries as q
from muster.services import scenarios as sc
from muster.services import transfer as tr
from muster.services.printing.data import force_sheet_data
from muster.services.systems import SYSTEMS, campaign_tables, services_of, status_of

SUPERB = {"name": "Superb", "modifier": 4, "loses_heavy_extra_hit": False, "loses_mobility": False,
          "ignores_first_morale_hit": True}
GUARD = {"quality": "Elite", "equipment": "Superb", "specialties": ["Infantry"]}
HEAVY = {"quality": "Average", "equipment": "Adequate", "specialties": ["Infantry", "Heavy"]}  # by the book too
TWO_EXTRA_HITS = {"heavy": {"extra_hits": 2}}
CSV = 'name,system,quality,equipment,specialties\nRifles,bucs,Elite,Superb,"[""Infantry""]"\n'


def with_superb(svc) -> None:
    from muster.rules.bucs import tables as bundled_tables

    house_rules.set_override(svc, "bucs", {"equipment": [*bundled_tables(None)["equipment"], SUPERB]})


def _force(svc) -> int:
    return roster.create_force(svc, roster.create_side(svc, "Red"), "Red Co")


def _status(svc, unit_id: int) -> str:
    row = q.unit(svc, unit_id)
    assert row is not None
    return row.status


def _statuses(svc) -> list[str]:
    return [u.status for u in q.roster(svc)[2]]


A_UNIT = {"generic": {}, "bucs": {"quality": "Average"}, "gurps": {},
          "poleaxe": {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90},
          "mech": {"design": "boar"}}


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_systems_status_takes_the_campaigns_tables(service, system):
    """The contract's ``status(state, tables)``: the same line under the bundled tables given or not."""
    tables = campaign_tables(service, system)
    state = services_of(system).normalise_state(A_UNIT[system], tables)
    assert render(status_of(system, state, tables)) == render(status_of(system, state))


def test_a_new_and_an_edited_unit_show_the_house_rules_status(service):
    force = _force(service)
    with_superb(service)
    guard = roster.create_unit(service, force, "Guard", "bucs", GUARD)
    assert _status(service, guard) == "Elite ●●●●●●"
    roster.set_unit_state(service, guard, {**q.unit_state(service, guard), "morale_hits": 1})
    assert _status(service, guard) == "Experienced ●●●●●◐ (Elite; 1 morale)"


def test_a_bulk_edit_shows_the_house_rules_status(service):
    force = _force(service)
    with_superb(service)
    guard = roster.create_unit(service, force, "Guard", "bucs", GUARD)
    library.bulk_edit(service, [guard], {"casualty_hits": 1})
    assert _status(service, guard) == "Experienced ●●●●●✖ (Elite; 1 casualty)"


def test_a_force_from_a_file_and_a_roster_csv_show_the_house_rules_status(service):
    force = _force(service)
    with_superb(service)
    roster.create_unit(service, force, "Guard", "bucs", GUARD)
    doc = tr.export_force(service, force)
    tr.import_force(service, doc)
    tr.import_roster_csv(service, CSV)
    assert _statuses(service) == ["Elite ●●●●●●"] * 3


def test_a_library_template_and_a_scenarios_units_show_the_house_rules_status(service):
    force = _force(service)
    template = {"name": "Heavy Foot", "system": "bucs", "state": HEAVY}
    library.add_from_templates(service, force, [template])
    assert _statuses(service) == ["Average ●●●●●"]  # by the book: Average 4, Heavy +1
    scenario = {"name": "Ambush", "system": "bucs", "setup": {},
                "sides": [{"name": "Red", "forces": [{"name": "Foot", "units": [{"name": "A", "state": HEAVY}]}]},
                          {"name": "Blue", "forces": [{"name": "Foot", "units": [{"name": "B", "state": HEAVY}]}]}]}
    sid = sc.save_scenario(service, scenario)
    house_rules.set_override(service, "bucs", TWO_EXTRA_HITS)
    library.add_from_templates(service, force, [template])
    sc.start_scenario(service, sid)
    assert _statuses(service) == ["Average ●●●●●"] + ["Average ●●●●●●"] * 3


def test_the_force_sheet_row_shows_the_house_rules_status(service):
    force = _force(service)
    with_superb(service)
    roster.create_unit(service, force, "Guard", "bucs", GUARD)
    rows = force_sheet_data(service, force)["groups"][0]["rows"]
    assert rows[0][2] == "Superb" and rows[0][7] == "Elite ●●●●●●"


def test_the_force_sheet_row_reads_a_house_rule_on_a_bundled_unit(service):
    force = _force(service)
    roster.create_unit(service, force, "Heavy Foot", "bucs", HEAVY)
    assert force_sheet_data(service, force)["groups"][0]["rows"][0][7] == "Average ●●●●●"
    house_rules.set_override(service, "bucs", TWO_EXTRA_HITS)
    assert force_sheet_data(service, force)["groups"][0]["rows"][0][7] == "Average ●●●●●●"
