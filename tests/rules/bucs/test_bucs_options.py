"""One parser for the engagement options: campaign rolls and headless requests read them alike."""

import pytest

from muster.rules.bucs.api import ACTIONS
from muster.rules.bucs.data import RuleError, default_tables
from muster.rules.bucs.options import EngagementOptions
from muster.rules.bucs.units import unit_from_dict
from muster.rules.dice import Modifier
from muster.rules.requests import RequestError, run

ALPHA = {"name": "Alpha", "quality": "Average", "specialties": ["Infantry"], "order": "Attack"}
BRAVO = {"name": "Bravo", "quality": "Average", "specialties": ["Infantry"], "order": "Attack"}


def test_options_become_the_engines_engagement():
    opts = EngagementOptions.from_dict({
        "terrain": "urban",
        "attacker": {"situation": "assisting", "target": 7, "modifier": 2, "modifier_name": "Leader's feat",
                     "modifiers": [{"name": "Cover", "value": -1}]},
        "defender": {"specialty": "Combat Engineering", "outside_specialties": True},
        "conditions": {"7": {"dug_in": True}}})
    eng = opts.engagement("open", True, lambda role, key: {7: "Bravo"}[key])
    assert (eng.terrain, eng.cramped_quarters) == ("urban", True)  # cramped not given: the battle's stands
    assert eng.attacker.target == "Bravo" and eng.attacker.situation == "assisting"
    assert eng.attacker.modifiers == (Modifier("Leader's feat", 2), Modifier("Cover", -1))
    assert eng.defender.specialty == "Combat Engineering" and eng.defender.outside_specialties
    tables = default_tables()
    bravo = opts.with_conditions(unit_from_dict(BRAVO, tables), 7, tables)
    assert bravo.conditions.dug_in
    assert EngagementOptions.from_dict({}).engagement("jungle", False, None).terrain == "jungle"


@pytest.mark.parametrize("data,field", [
    ([], "options"),
    ({"weather": "rain"}, "options.weather"),
    ({"terrain": 3}, "options.terrain"),
    ({"cramped_quarters": "yes"}, "options.cramped_quarters"),
    ({"attacker": {"situation": "asleep"}}, "options.attacker.situation"),
    ({"defender": {"colour": "red"}}, "options.defender.colour"),
    ({"attacker": {"modifier": "2"}}, "options.attacker.modifier"),
    ({"attacker": {"modifiers": [{"name": "x", "value": 1.5}]}}, "options.attacker.modifiers[0].value"),
    ({"attacker": {"target": True}}, "options.attacker.target"),
    ({"conditions": {"4": {"asleep": True}}}, "options.conditions.4.asleep"),
    ({"conditions": {"4": []}}, "options.conditions.4"),
])
def test_bad_options_name_their_field(data, field):
    with pytest.raises(RuleError) as err:
        EngagementOptions.from_dict(data)
    assert err.value.field == field and err.value.message.startswith(f"{field}: ")


def test_bad_condition_values_name_their_field():
    tables = default_tables()
    opts = EngagementOptions.from_dict({"conditions": {"Bravo": {"pinned_down": ["tea time"]}}})
    with pytest.raises(RuleError) as err:
        opts.with_conditions(unit_from_dict(BRAVO, tables), "Bravo", tables)
    assert err.value.field.startswith("options.conditions.Bravo.pinned_down")


def test_headless_requests_use_the_same_parser():
    out = run(ACTIONS["odds"], {"attacker": ALPHA, "defender": BRAVO,
                                "attacker_options": {"modifier": 3}, "conditions": {"Bravo": {"dug_in": True}}})
    assert {"name": "GM modifier", "value": 3} in out["attacker"]["modifiers"]
    assert any(m["name"].startswith("Dug in") for m in out["defender"]["modifiers"])
    with pytest.raises(RequestError) as err:
        run(ACTIONS["round"], {"attacker": ALPHA, "defender": BRAVO, "defender_options": {"situation": "asleep"}})
    assert err.value.field == "defender_options.situation" and "asleep" in err.value.message
