import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.rules.mech import LOCATIONS, DesignError, MechState

from helpers_mech import DESIGN, mech


def test_minimal_state_from_sample_name():
    state = MechState.from_dict({"id": "x", "design": "boar", "pilot": {"name": "Ann", "gunnery": 2}})
    assert state.design.name == "Boar" and state.pilot.piloting == 1 and state.pilot.status == "conscious"
    assert all(state.damage[loc] == 0 for loc in LOCATIONS)
    assert state.status == "heat 0"


def test_full_state_round_trips_exactly():
    s = mech("a", 2, 1)
    s.damage["left_arm"] = 4
    s.lost = ["right_arm"]
    s.disabled = ["ac"]
    s.actuators_hit = ["left_leg.hip"]
    s.engine_hits, s.gyro_hits, s.life_support_hits, s.sensor_hits = 1, 1, 1, 1
    s.heat, s.prone, s.shutdown = 9, True, True
    s.ammo_used = {"ammo_ac": 1, "gel_pack": 2}
    s.turn.move_mode, s.turn.die, s.turn.hexes, s.turn.movement_heat = "run", 2, 5, 2
    s.turn.piloting_reasons = ["kicked"]
    s.pilot.head_hits, s.pilot.status = 2, "unconscious"
    data = s.to_dict()
    assert json.loads(json.dumps(data)) == data
    back = MechState.from_dict(data)
    assert back == s and back.to_dict() == data


@pytest.mark.parametrize("patch,field", [
    ({"id": ""}, "id"),
    ({"design": 5}, "design"),
    ({"design": "nothing"}, "design"),
    ({"pilot": {"status": "asleep"}}, "pilot.status"),
    ({"pilot": {"gunnery": "good"}}, "pilot.gunnery"),
    ({"pilot": {"head_hits": 7}}, "pilot.head_hits"),
    ({"damage": {"tail": 3}}, "damage.tail"),
    ({"damage": {"head": -1}}, "damage.head"),
    ({"lost": ["wing"]}, "lost[0]"),
    ({"disabled": ["death_ray"]}, "disabled[0]"),
    ({"actuators_hit": ["left_leg"]}, "actuators_hit[0]"),
    ({"ammo_used": {"ml_la": 1}}, "ammo_used.ml_la"),
    ({"ammo_used": {"ammo_ac": 9}}, "ammo_used.ammo_ac"),
    ({"heat": -2}, "heat"),
    ({"prone": "yes"}, "prone"),
    ({"turn": {"move_mode": "fly"}}, "turn.move_mode"),
    ({"turn": {"die": 7}}, "turn.die"),
])
def test_bad_state_names_the_field(patch, field):
    data = mech().to_dict()
    for key, value in patch.items():
        if isinstance(value, dict) and isinstance(data.get(key), dict):
            data[key] = {**data[key], **value}
        else:
            data[key] = value
    with pytest.raises(DesignError) as err:
        MechState.from_dict(data)
    assert err.value.path == field
    assert isinstance(err.value, ValueError)


def test_copy_is_independent():
    s = mech()
    c = s.copy()
    c.damage["head"] = 3
    c.pilot.head_hits = 2
    c.turn.piloting_reasons.append("kicked")
    c.lost.append("left_arm")
    assert s.damage["head"] == 0 and s.pilot.head_hits == 0 and not s.turn.piloting_reasons and not s.lost


def test_heat_sinks_count_where_they_sit():
    s = mech()
    assert s.working_heat_sinks() == 10
    s.disabled.append("hs_ct")
    assert s.working_heat_sinks() == 9


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from(LOCATIONS), st.integers(0, 60)), st.integers(0, 40), st.booleans(),
       st.integers(0, 6), st.sampled_from(["conscious", "unconscious", "dead"]))
def test_round_trip_property(damage, heat, prone, head_hits, status):
    s = mech()
    s.damage.update(damage)
    s.heat, s.prone = heat, prone
    s.pilot.head_hits, s.pilot.status = head_hits, status
    assert MechState.from_dict(s.to_dict()) == s
    for loc in LOCATIONS:
        assert 0 <= s.armor_left(loc) <= DESIGN.locations[loc].armor
        assert 0 <= s.internal_left(loc) <= DESIGN.locations[loc].internal
