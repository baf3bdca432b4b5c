import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.rules.mech import DesignError, MechDesign, design_problems, load_sample, sample_names
from muster.rules.mech.design import samples_dir

from helpers_mech import DESIGN, design_dict


def test_six_sample_designs_load_and_round_trip():
    names = sample_names()
    assert len(names) >= 6
    for name in names:
        raw = json.loads((samples_dir() / f"{name}.json").read_text(encoding="utf-8"))
        design = MechDesign.from_dict(raw)
        assert design_problems(raw) == []
        assert MechDesign.from_dict(design.to_dict()) == design
        assert json.loads(json.dumps(design.to_dict())) == design.to_dict()


def test_samples_cover_the_required_features():
    designs = [load_sample(n) for n in sample_names()]
    items = [it for d in designs for it in d.items]
    assert any(d.jump and any(it.kind == "jump_jet" for it in d.items) for d in designs)
    assert any(it.kind == "weapon" and isinstance(it.damage, str) and it.min_range > 0 for it in items)
    assert any(it.kind == "gel_dispenser" for it in items) and any(it.kind == "gel_pack" for it in items)
    assert any(d.hands and d.feet for d in designs)
    assert any(it.rear for it in items)
    assert any(it.kind == "ammo" for it in items)
    shared = [d for d in designs if len({it.id for it in d.items if it.ammo_bin}) >
              len({it.ammo_bin for it in d.items if it.ammo_bin})]
    assert shared, "one sample has two weapons on one ammo bin"


def test_load_sample_by_design_name():
    assert load_sample("Boar").name == "Boar"
    with pytest.raises(KeyError):
        load_sample("no-such-mech")


def test_testbed_round_trips():
    assert MechDesign.from_dict(DESIGN.to_dict()) == DESIGN
    assert DESIGN.chart_for("left_torso_rear") is DESIGN.locations["left_torso"]


def _break(path, value):
    data = design_dict()
    here = data
    keys = path.split(".")
    for k in keys[:-1]:
        here = here[int(k)] if isinstance(here, list) else here[k]
    last = keys[-1]
    if value is KeyError:
        del here[last]
    elif isinstance(here, list):
        here[int(last)] = value
    else:
        here[last] = value
    return data


@pytest.mark.parametrize("path,value,field", [
    ("name", "", "name"),
    ("tonnage", 5, "tonnage"),
    ("walk", -1, "walk"),
    ("heat_sinks", "ten", "heat_sinks"),
    ("locations.left_arm", KeyError, "locations.left_arm"),
    ("locations.left_arm.armor", -2, "locations.left_arm.armor"),
    ("locations.head.internal", 0, "locations.head.internal"),
    ("locations.head.critical", KeyError, "locations.head.critical"),
    ("locations.center_torso_rear.critical", [{"min": 1, "max": 20, "component": "no_critical"}],
     "locations.center_torso_rear.critical"),
    ("locations.head.critical.0.component", "toaster", "locations.head.critical[0].component"),
    ("locations.head.critical.0.max", 25, "locations.head.critical[0].max"),
    ("locations.left_arm.critical.0.actuator", "wing", "locations.left_arm.critical[0].actuator"),
    ("locations.left_torso.critical.0.item", KeyError, "locations.left_torso.critical[0].item"),
    ("items.0.location", "tail", "items[0].location"),
    ("items.0.kind", "spell", "items[0].kind"),
    ("items.0.damage", "lots", "items[0].damage"),
    ("items.0.damage", -3, "items[0].damage"),
    ("items.0.rear", True, "items[0].rear"),
    ("items.0.long", 2, "items[0].long"),
    ("hands", ["left_leg"], "hands[0]"),
    ("feet", ["left_leg", "left_leg"], "feet"),
])
def test_structural_problems_name_the_field(path, value, field):
    data = _break(path, value)
    problems = design_problems(data)
    assert problems and problems[0].path == field, problems
    with pytest.raises(DesignError) as err:
        MechDesign.from_dict(data)
    assert err.value.path == field


@pytest.mark.parametrize("path,value,field,words", [
    ("run", 3, "run", "below walk"),
    ("items.1.id", "ml_la", "items[1].id", "used by item 0"),
    ("items.1.ammo_bin", "ml_la", "items[1].ammo_bin", "not an ammo item"),
    ("items.3.shots", 0, "items[3].shots", "at least 1"),
    ("items.6.min_range", 30, "items[6].min_range", "beyond long"),
    ("heat_sinks", 0, "heat_sinks", "heat sink items"),
    ("jump", 0, "jump", "jump jets"),
    ("locations.head.critical.2.min", 4, "locations.head.critical[2].min", "already covered"),
    ("locations.left_torso.critical.0.item", "ml_la", "locations.left_torso.critical[0].item", "mounted in left_arm"),
    ("locations.left_torso.critical.1.item", "nope", "locations.left_torso.critical[1].item", "not an item"),
    ("locations.left_torso.critical.1.item", "ammo_ac", "locations.left_torso.critical[1].item", "not a weapon"),
    ("locations.left_leg.critical.0.actuator", "hand", "locations.left_leg.critical[0].actuator", "cannot be in"),
])
def test_cross_checks_name_the_field(path, value, field, words):
    problems = design_problems(_break(path, value))
    assert any(p.path == field and words in p.message for p in problems), problems


def test_chart_must_cover_one_to_twenty():
    data = design_dict()
    data["locations"]["head"]["critical"] = data["locations"]["head"]["critical"][:-1]
    problems = design_problems(data)
    assert problems[0].path == "locations.head.critical" and "missing 20" in problems[0].message


def test_designer_lists_every_problem_at_once():
    data = design_dict()
    data["run"] = 1
    data["items"][1]["ammo_bin"] = "nothing"
    assert len(design_problems(data)) == 2


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 200), st.integers(1, 200), st.integers(10, 200))
def test_any_valid_numbers_round_trip(armor, internal, tonnage):
    data = design_dict()
    data["tonnage"] = tonnage
    data["locations"]["left_arm"]["armor"] = armor
    data["locations"]["left_arm"]["internal"] = internal
    design = MechDesign.from_dict(data)
    assert MechDesign.from_dict(design.to_dict()) == design
