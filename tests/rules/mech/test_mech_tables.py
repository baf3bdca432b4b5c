"""The typed mech tables: ``MechTables.from_dict`` builds what the data says, house rules included, and refuses
a bad field with its path (the same constructor for the bundled data and a campaign's override)."""

import pytest

from muster.rules.mech import load_rules
from muster.rules.mech.mechtables import MechTables, as_tables, band_of
from muster.rules.tables import RulesDataError


def test_the_bundled_tables_typed():
    data = load_rules()
    t = MechTables.from_dict(data)
    assert t.to_hit.target == data["to_hit"]["target"] == 10
    assert t.consciousness.needed == (4, 7, 10, 13, 16) and t.consciousness.fatal_hit == 6
    assert t.movement_modes["run"].colour == data["movement_modes"]["run"]["colour"]
    assert t.heat.checks_from("shutdown") == 14 and t.heat.checks_from("ammo_check") == 19
    top = t.heat.shutdown[-1]
    assert top.automatic and top.high is None and band_of(t.heat.shutdown, 31) is top
    assert band_of(t.heat.shutdown, 3) is None
    assert t.cover_names() == [k for k in data["cover"] if k not in ("notes", "house_default")]
    assert t.charges_per_use == data["repair"]["charges_per_use"]
    assert t.body.transfer["left_arm"] == data["body"]["transfer"]["left_arm"]


def test_a_house_rule_goes_through_the_same_constructor():
    data = load_rules({"heat": {"shutdown": [{"min": 10, "max": None, "automatic": True}]}, "repair": {
        "charges_per_use": 2}})
    t = as_tables(data)
    assert t.heat.checks_from("shutdown") == 10 and t.charges_per_use == 2
    assert as_tables(data) is t and as_tables(t) is t  # built once while the data is in use


@pytest.mark.parametrize(("override", "path"), [
    ({"to_hit": {"target": 0}}, "mech.to_hit.target"),
    ({"heat": {"ammo_check": [{"min": 19, "max": None, "needed": "x"}]}}, "mech.heat.ammo_check[0].needed"),
    ({"consciousness": {"fatal_hit": 9}}, "mech.consciousness.fatal_hit"),
])
def test_a_bad_field_is_named(override, path):
    data = load_rules()
    for key, value in override.items():
        data[key] = {**data[key], **value}
    with pytest.raises(RulesDataError) as err:
        MechTables.from_dict(data)
    assert err.value.path == path
