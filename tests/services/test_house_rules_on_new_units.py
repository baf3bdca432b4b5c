"""House rules reach every shared way a new unit comes into a campaign (issue 26): a roster CSV, a library
template and a scenario's units are checked under the campaign's rules tables, not only the bundled ones. Under
the house rule ``poleaxe squad.max_members = 4`` a five-member squad, fine by the book, is refused."""

import pytest

from muster.services import house_rules, queries, roster
from muster.services import scenarios as sc
from muster.services import transfer as tr
from muster.services.core import ServiceError
from muster.services.library import add_from_templates

FIVE = {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}
FOUR_AT_MOST = {"squad": {"max_members": 4}}
CSV = "name,system,members,hd,ac,squad_type,move_ft\nSpears,poleaxe,5,1,6,average,90\n"


def _force(svc) -> int:
    return roster.create_force(svc, roster.create_side(svc, "Red"), "Red foot")


def test_a_roster_csv_is_read_under_the_campaigns_house_rules(service):
    assert len(tr.import_roster_csv(service, CSV).ids) == 1  # by the book
    service.undo()
    house_rules.set_override(service, "poleaxe", FOUR_AT_MOST)
    with pytest.raises(tr.TransferError, match=r"CSV row 2 \(Spears\).*4"):
        tr.import_roster_csv(service, CSV)
    assert queries.roster(service)[2] == []
    assert [row.name for row in tr.read_roster_csv(CSV)] == ["Spears"]  # no campaign: the bundled rules


def test_a_library_template_is_checked_again_under_the_campaigns_house_rules(service):
    force = _force(service)
    template = {"name": "Goblin Spears", "system": "poleaxe", "state": FIVE}
    assert len(add_from_templates(service, force, [template])) == 1  # by the book
    house_rules.set_override(service, "poleaxe", FOUR_AT_MOST)
    with pytest.raises(ServiceError, match="Goblin Spears: .*4"):
        add_from_templates(service, force, [template])
    assert len(queries.roster(service)[2]) == 1


def test_a_scenarios_units_are_checked_again_when_it_starts_under_house_rules(service):
    scenario = {"name": "Ambush", "system": "poleaxe", "setup": {},
                "sides": [{"name": "Red", "forces": [{"name": "Foot", "units": [{"name": "Spears", "state": FIVE}]}]},
                          {"name": "Blue", "forces": [{"name": "Foot", "units": [{"name": "Axes", "state": FIVE}]}]}]}
    sid = sc.save_scenario(service, scenario)
    house_rules.set_override(service, "poleaxe", FOUR_AT_MOST)
    with pytest.raises(ServiceError, match="Spears: .*4"):
        sc.start_scenario(service, sid)
    assert queries.battles(service) == [] and queries.roster(service)[2] == []
    house_rules.set_override(service, "poleaxe", None)
    assert queries.battle(service, sc.start_scenario(service, sid)).system == "poleaxe"
