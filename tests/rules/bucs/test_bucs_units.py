import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.rules.bucs.data import default_tables
from muster.rules.bucs.units import (
    Conditions,
    Leader,
    Order,
    Unit,
    breaks_at,
    current_quality,
    describe,
    effective_mobility,
    problems,
)

T = default_tables()
LADDER = list(T.ladder)


def test_minimal_unit_gets_defaults_and_round_trips():
    u = Unit.from_dict({"name": "Alpha", "quality": "experienced", "specialties": ["infantry", "mechanized"]})
    assert u.quality == "Experienced" and u.specialties == ("Infantry", "Mechanized")
    assert u.mobility == "mechanized" and u.equipment == "Adequate" and u.status == "ready"
    assert Unit.from_dict(u.to_dict()) == u
    assert Unit.from_dict(describe(u, T)) == u     # derived fields are accepted and ignored


@pytest.mark.parametrize("quality,hits", list(zip(LADDER, range(1, 8))))
def test_hits_before_breaking_follow_the_ladder(quality, hits):
    assert breaks_at(Unit("U", quality), T) == hits
    assert breaks_at(Unit("U", quality, specialties=("Infantry", "Heavy")), T) == hits + 1
    # without Infantry the unit fights as Poorly equipped: no Heavy extra hit (NOTES.md 5)
    assert breaks_at(Unit("U", quality, specialties=("Heavy",)), T) == hits


def test_heavy_loses_extra_hit_with_poor_or_barely_adequate_equipment():
    for eq, extra in (("Poor", 0), ("Barely Adequate", 0), ("Adequate", 1), ("Excellent", 1)):
        assert breaks_at(Unit("H", "Average", eq, ("Infantry", "Heavy")), T) == 4 + extra


def test_current_quality_drops_a_step_per_hit():
    u = Unit("U", "Elite", specialties=("Infantry",), morale_hits=1, casualty_hits=2)
    assert current_quality(u, T) == "Inexperienced"
    heavy_at_raw = Unit("H", "Green", specialties=("Infantry", "Heavy"), morale_hits=2)
    assert current_quality(heavy_at_raw, T) == "Raw"


def test_mobility_lost_with_poor_equipment():
    tank = Unit("T", "Average", "Poor", ("Mechanized", "Armor"), "armor")
    assert effective_mobility(tank, T) == "foot"
    assert effective_mobility(Unit("T", "Average", "Barely Adequate", ("Mechanized",), "mechanized"), T) == "foot"
    assert effective_mobility(Unit("T", "Average", "Adequate", ("Infantry", "Mechanized"), "mechanized"),
                              T) == "mechanized"
    # a unit without Infantry fights as Poorly equipped: it loses its mobility too (NOTES.md 5)
    assert effective_mobility(Unit("T", "Average", "Adequate", ("Mechanized",), "mechanized"), T) == "foot"


def test_problems_name_specialty_limits_and_requirements():
    assert problems(Unit("R", "Raw", specialties=("Infantry",)), T) == [
        ("specialties", "Raw units may have 0 specialties; R has 1")]
    assert ("specialties", "Armor requires the Mechanized specialty") in problems(
        Unit("A", "Elite", specialties=("Armor",), mobility="foot"), T)
    assert problems(Unit("L", "Legendary", specialties=("Infantry", "Mechanized", "Armor", "Heavy"),
                         mobility="armor"), T) == []


@pytest.mark.parametrize("data,field", [
    ({"quality": "Average"}, "name"),
    ({"name": "X"}, "quality"),
    ({"name": "X", "quality": "Veteran"}, "quality"),
    ({"name": "X", "quality": "Average", "equipment": "Shiny"}, "equipment"),
    ({"name": "X", "quality": "Average", "specialties": ["Infantry", "Ninja"]}, "specialties[1]"),
    ({"name": "X", "quality": "Average", "specialties": ["Armor"]}, "specialties"),
    ({"name": "X", "quality": "Average", "mobility": "armor"}, "mobility"),
    ({"name": "X", "quality": "Average", "morale_hits": -1}, "morale_hits"),
    ({"name": "X", "quality": "Average", "morale_hits": 4}, "status"),
    ({"name": "X", "quality": "Average", "status": "fled"}, "status"),
    ({"name": "X", "quality": "Average", "leader": {"name": "Sgt", "hp": "lots"}}, "leader.hp"),
    ({"name": "X", "quality": "Average", "conditions": {"pinned_down": ["swamp"]}}, "conditions.pinned_down[0]"),
    ({"name": "X", "quality": "Average", "conditions": {"momentum": -1}}, "conditions.momentum"),
    ({"name": "X", "quality": "Average", "order": {"name": "Attack", "hours_left": -2}}, "order.hours_left"),
    ({"name": "X", "quality": "Average", "colour": "red"}, "colour"),
])
def test_from_dict_names_the_bad_field(data, field):
    with pytest.raises(ValueError) as err:
        Unit.from_dict(data)
    assert str(err.value).startswith(field + ":")


units = st.builds(
    lambda q, eq, specs, mh, ch, order, leader, cond, side: _fit(Unit(
        "Unit", q, eq, specs, "foot", side, mh, ch, "ready", order, leader, None, cond)),
    st.sampled_from(LADDER), st.sampled_from(list(T.equipment_names)),
    st.sampled_from([(), ("Infantry",), ("Infantry", "Heavy"), ("Mechanized", "Armor")]),
    st.integers(0, 8), st.integers(0, 8),
    st.one_of(st.none(), st.builds(Order, st.sampled_from(["Attack", "Bridge a River"]),
                                   st.one_of(st.none(), st.integers(0, 12)),
                                   st.one_of(st.none(), st.text(max_size=5)))),
    st.one_of(st.none(), st.builds(Leader, st.text(min_size=1, max_size=8), st.sampled_from(["pc", "npc"]),
                                   st.integers(-20, 60), st.one_of(st.none(), st.integers(1, 60)), st.booleans())),
    st.builds(Conditions, st.booleans(), st.lists(st.sampled_from(["doorway", "numbers", "landing"]), unique=True,
                                                  max_size=3).map(tuple),
              st.integers(0, 1), st.integers(0, 5), st.booleans(), st.booleans(), st.integers(0, 2), st.booleans()),
    st.text(max_size=6),
)


def _fit(u: Unit) -> Unit:
    from dataclasses import replace
    if u.hits_taken >= breaks_at(u, T):
        u = replace(u, status="retreated")
    if "Armor" in u.specialties:
        u = replace(u, mobility="armor")
    return u


@settings(max_examples=150)
@given(units)
def test_round_trip_is_exact(u):
    assert Unit.from_dict(u.to_dict()) == u
