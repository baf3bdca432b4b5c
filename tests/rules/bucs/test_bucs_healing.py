from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from muster.rules.bucs.data import default_tables
from muster.rules.bucs.healing import end_battle, medical_capacity, rest, treat_casualties
from muster.rules.bucs.units import Conditions, Unit, breaks_at

T = default_tables()
MED = Unit("Doc", "Average", specialties=("Medical",))


def test_medical_units_save_casualties_rest_are_permanent():
    u = Unit("A", "Elite", specialties=("Infantry",), morale_hits=1, casualty_hits=2)
    (t,) = treat_casualties([u], T, [MED])
    assert t.healed == 1 and t.permanent == 1
    assert t.after.quality == "Experienced" and t.after.casualty_hits == 0 and t.after.morale_hits == 1


def test_capacity_shared_gm_override_and_24_hours():
    a = Unit("A", "Elite", casualty_hits=1)
    b = Unit("B", "Elite", casualty_hits=1)
    t = treat_casualties([a, b], T, [MED])
    assert [x.healed for x in t] == [1, 0] and t[1].after.quality == "Experienced"
    t = treat_casualties([a, b], T, capacity=2)
    assert [x.after.quality for x in t] == ["Elite", "Elite"]
    t = treat_casualties([a], T, [MED], hours_since_battle=25)
    assert t[0].healed == 0 and t[0].after.quality == "Experienced"
    assert medical_capacity([MED, Unit("X", "Average"), replace(MED, status="destroyed", casualty_hits=3)], T) == 1


def test_destroyed_units_are_lost():
    dead = Unit("D", "Green", casualty_hits=2, status="destroyed")
    assert treat_casualties([dead], T, [MED])[0].after == dead
    assert rest(dead, 5, T).after == dead


def test_rest_heals_a_morale_hit_a_day_but_not_the_last_under_stress():
    u = Unit("A", "Average", morale_hits=3)
    assert rest(u, 2, T).after.morale_hits == 1
    assert rest(u, 5, T).after.morale_hits == 0
    r = rest(u, 5, T, under_stress=True)
    assert r.after.morale_hits == 1 and r.kept_by_stress == 1
    assert rest(Unit("A", "Average", morale_hits=1), 3, T, under_stress=True).after.morale_hits == 1


def test_retreated_unit_recovers_with_rest():
    u = Unit("R", "Green", morale_hits=2, status="retreated")
    r = rest(u, 1, T)
    assert r.after.status == "ready" and r.after.morale_hits == 1


def test_end_battle_clears_battle_conditions():
    u = Unit("A", "Average", conditions=Conditions(dug_in=True, pinned_down=("doorway",), momentum=3, surprised=True,
                                                   armor_hits_ignored=2, morale_hit_ignored=True, landing_wins=1))
    assert end_battle(u).conditions == Conditions(dug_in=True)


@given(st.integers(0, 6), st.integers(0, 6), st.integers(0, 6), st.integers(0, 4), st.booleans())
def test_healing_never_goes_negative(rank, morale, casualty, cap, stress):
    q = T.ladder[rank]
    u = Unit("U", q, morale_hits=morale, casualty_hits=casualty)
    if u.hits_taken >= breaks_at(u, T):
        u = replace(u, status="retreated")
    (t,) = treat_casualties([u], T, capacity=cap)
    r = rest(t.after, 2, T, stress)
    assert r.after.morale_hits >= 0 and r.after.casualty_hits == 0
    assert t.healed + t.permanent == casualty
