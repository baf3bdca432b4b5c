import json

import pytest

from muster.paths import resource_path
from muster.rules.mech import load_rules, validate_rules
from muster.rules.tables import RulesDataError

from helpers_mech import rules


def test_bundled_rules_load_and_validate():
    data = load_rules()
    validate_rules(data, "mech")
    assert data["to_hit"]["target"] == 10
    assert data["consciousness"]["needed"] == [4, 7, 10, 13, 16]


def test_every_section_says_whether_it_is_a_house_default():
    raw = json.loads(resource_path("rules", "mech.json").read_text(encoding="utf-8"))
    for key, section in raw.items():
        if isinstance(section, dict):
            assert "house_default" in section and "notes" in section, key


def test_loading_returns_independent_copies():
    a = load_rules()
    a["to_hit"]["target"] = 99
    assert load_rules()["to_hit"]["target"] == 10


def test_override_merges_and_is_validated():
    data = load_rules({"movement_die": {"in_place_penalty": -6}})
    assert data["movement_die"]["in_place_penalty"] == -6
    assert data["movement_die"]["bands"][0]["number"] == 1


@pytest.mark.parametrize("override,path", [
    ({"to_hit": {"target": "ten"}}, "mech.to_hit.target"),
    ({"to_hit": {"range": {"medium": None}}}, "mech.to_hit.range.medium"),
    ({"hit_location": {"rows": [{"min": 1, "max": 10, "location": "left_leg"},
                                {"min": 12, "max": 20, "location": "head"}]}}, "mech.hit_location.rows[1].min"),
    ({"hit_location": {"rows": [{"min": 1, "max": 19, "location": "left_leg"}]}}, "mech.hit_location.rows"),
    ({"hit_location": {"rows": [{"min": 1, "max": 20, "location": "tail"}]}}, "mech.hit_location.rows[0].location"),
    ({"hit_location": {"left": {"right_arm": "wing"}}}, "mech.hit_location.left.right_arm"),
    ({"body": {"transfer": {"left_arm": "left_arm"}}}, "mech.body.transfer.left_arm"),
    ({"body": {"attached": {"left_torso": ["left_arm", "tail"]}}}, "mech.body.attached.left_torso[1]"),
    ({"arcs": {"left_arm": ["front", "up"]}}, "mech.arcs.left_arm[1]"),
    ({"heat": {"shutdown": [{"min": 14, "max": 17, "needed": 8}, {"min": 19, "max": None, "needed": 9}]}},
     "mech.heat.shutdown[1].min"),
    ({"heat": {"shutdown": [{"min": 14, "max": None, "needed": "8"}]}}, "mech.heat.shutdown[0].needed"),
    ({"heat": {"attack_penalty": [{"min": 0, "max": 7, "modifier": 0}]}}, "mech.heat.attack_penalty[0].max"),
    ({"heat": {"shutdown_dice": "2x20"}}, "mech.heat.shutdown_dice"),
    ({"consciousness": {"needed": [4, 7, 10]}}, "mech.consciousness.fatal_hit"),
    ({"consciousness": {"needed": [4, "x", 10, 13, 16]}}, "mech.consciousness.needed[1]"),
    ({"components": {"gyro": {"piloting": []}}}, "mech.components.gyro.piloting"),
    ({"components": {"actuators": {"hand": {"piloting": 0, "punch": "no"}}}}, "mech.components.actuators.hand.punch"),
    ({"movement": {"heat_per_lost_mp": 0}}, "mech.movement.heat_per_lost_mp"),
    ({"movement_die": {"bands": [{"min": 1, "max": 3, "number": 9}, {"min": 4, "max": None, "number": 2}]}},
     "mech.movement_die.bands[0].number"),
    ({"cover": {"bunker": "big"}}, "mech.cover.bunker"),
    ({"piloting": {"unconscious_fails": "yes"}}, "mech.piloting.unconscious_fails"),
    ({"initiative": {"ties": "coin"}}, "mech.initiative.ties"),
    ({"critical": {"on_natural_20": 1}}, "mech.critical.on_natural_20"),
])
def test_bad_overrides_name_the_field(override, path):
    with pytest.raises(RulesDataError) as err:
        load_rules(override)
    assert err.value.path == path


def test_missing_section_is_named():
    data = rules()
    del data["physical"]
    with pytest.raises(RulesDataError) as err:
        validate_rules(data, "mech")
    assert err.value.path == "mech.physical"
