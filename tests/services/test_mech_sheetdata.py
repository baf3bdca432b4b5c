"""The mech record sheet's data, built from a mech's state (no window)."""

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from builders import hurt_boar
from muster.gui.systems.mech.sheetdata import build_sheet, heat_effects, heat_scale, location_state
from muster.rules.mech import load_rules
from muster.services import mech

RULES = load_rules()




def test_sheet_names_each_location_state_equipment_and_criticals():
    sheet = build_sheet(hurt_boar(), RULES, name="Hog")
    loc = sheet["by_location"]
    assert loc["left_arm"]["state"] == "destroyed" and loc["left_arm"]["lost"]
    assert [it["working"] for it in loc["left_arm"]["items"]] == [False]  # its Medium Laser goes with it
    assert loc["center_torso"]["state"] == "internal" and loc["center_torso"]["internal_left"] == 7
    assert loc["right_leg"]["state"] == "armor" and loc["right_leg"]["armor_left"] == 9
    assert loc["head"]["state"] == "intact"
    assert loc["head"]["crits"] == ["Small Laser"] and loc["center_torso"]["crits"] == ["Engine"]
    assert any(r["hit"] and r["text"] == "Small Laser" for r in loc["head"]["chart"])
    assert loc["center_torso_rear"]["chart_of"] == "center_torso" and loc["center_torso_rear"]["crits"] == []
    assert loc["left_arm"]["text"].startswith("Left arm: destroyed. Armor 0 of")
    assert "Medium Laser (out)" in loc["left_arm"]["text"]
    # heat: 16 carried + 5 engine - 10 sinks
    assert sheet["heat_next"] == 11
    blank = build_sheet(hurt_boar(), RULES, name="Hog", blank=True)
    assert all(loc["state"] == "intact" for loc in blank["locations"]) and blank["pilot"]["head_hits"] == 0


def test_heat_scale_comes_from_the_rules_tables():
    scale = heat_scale(RULES)
    assert scale["top"] == 30 and scale["shutdown_from"] == 14
    kinds = {(m["heat"], m["kind"]) for m in scale["marks"]}
    assert {(8, "attack"), (5, "movement"), (14, "shutdown"), (19, "ammo"), (30, "shutdown_auto")} <= kinds
    house = copy.deepcopy(RULES)
    house["heat"]["shutdown"][0]["min"] = 12
    house["heat"]["shutdown"][-1]["min"] = 34
    house_scale = heat_scale(house)
    assert house_scale["shutdown_from"] == 12 and house_scale["top"] == 34
    sheet = build_sheet(hurt_boar(), RULES)
    assert "to hit -2" in heat_effects(sheet) and "-3 MP" in heat_effects(sheet)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from(["head", "left_arm", "center_torso", "right_leg", "left_torso_rear"]),
                       st.integers(0, 60)))
def test_location_state_follows_the_damage(damage):
    state = mech.new_state("boar")
    state["damage"].update(damage)
    sheet = build_sheet(state, RULES)
    for loc in sheet["locations"]:
        taken = damage.get(loc["location"], 0)
        expected = ("intact" if taken == 0 else "armor" if taken <= loc["armor"] else "internal")
        assert loc["state"] == expected == location_state(loc)
        assert loc["armor_left"] == max(0, loc["armor"] - taken)
