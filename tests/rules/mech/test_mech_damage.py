import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.rules.dice import Roller, SeededDice
from muster.rules.mech import LOCATIONS, Dice, damage_phase
from muster.rules.mech.damage import critical_hit, head_hit, land_damage, repair, settle

from helpers_mech import dice, mech, rules

R = rules()


def test_armor_first_then_structure_and_a_critical_roll():
    s = mech()
    rep = land_damage(s, "left_arm", 4, dice(), R, why="test")
    assert rep["armor_damage"] == 4 and rep["internal_damage"] == 0 and "critical" not in rep
    rep = land_damage(s, "left_arm", 4, dice(10), R, why="test")
    assert rep["armor_damage"] == 2 and rep["internal_damage"] == 2 and rep["critical"]["roll"] == 10
    assert s.armor_left("left_arm") == 0 and s.internal_left("left_arm") == 1


def test_part_with_nothing_left_waits_for_the_damage_phase():
    s = mech()
    rep = land_damage(s, "left_arm", 12, dice(10), R, why="test")
    assert rep["falls_off_in_damage_phase"] and rep["excess"] == 3
    assert not s.is_lost("left_arm")


def test_damage_to_a_lost_part_goes_on():
    s = mech(lost=["left_arm"])
    rep = land_damage(s, "left_arm", 3, dice(), R, why="test")
    assert rep["location"] == "left_torso" and rep["passed_lost_parts"] == ["left_arm"]


@pytest.mark.parametrize("face,component,check", [
    (5, "weapon", lambda s: "ml_la" in s.disabled),
    (1, "actuator", lambda s: s.actuators_hit == ["left_arm.shoulder"]),
    (4, "actuator", lambda s: s.actuators_hit == ["left_arm.hand"]),
    (12, "no_critical", lambda s: not s.disabled and not s.actuators_hit),
    (20, "destroyed", lambda s: s.lost == ["left_arm"]),
])
def test_arm_chart_rows(face, component, check):
    s = mech()
    out = critical_hit(s, "left_arm", dice(face), R, "test")
    assert out["component"] == component and check(s)


@pytest.mark.parametrize("face,component,check", [
    (1, "engine", lambda s: s.engine_hits == 1),
    (3, "gyro", lambda s: s.gyro_hits == 1 and s.turn.piloting_reasons == ["gyro hit"]),
    (5, "heat_sink", lambda s: "hs_ct" in s.disabled and s.working_heat_sinks() == 9),
    (7, "no_critical", lambda s: True),
])
def test_center_torso_chart_rows(face, component, check):
    s = mech()
    out = critical_hit(s, "center_torso", dice(face), R, "test")
    assert out["component"] == component and check(s)


def test_head_and_leg_rows():
    s = mech()
    assert critical_hit(s, "head", dice(1), R, "t")["component"] == "life_support" and s.life_support_hits == 1
    assert critical_hit(s, "head", dice(3), R, "t")["component"] == "sensors" and s.sensor_hits == 1
    out = critical_hit(s, "left_leg", dice(1), R, "t")
    assert out["actuator"] == "hip" and s.turn.piloting_reasons == ["actuator hit (left leg hip)"]
    critical_hit(s, "left_leg", dice(5), R, "t")
    assert "jj_ll" in s.disabled and s.jets_out() == 1


def test_engine_third_hit_destroys_the_mech():
    s = mech(engine_hits=2)
    out = critical_hit(s, "center_torso", dice(2), R, "t")
    assert s.destroyed and "engine" in s.destroyed_reason and "destroyed" in out["effect"]


def test_rear_torso_uses_its_torso_chart():
    s = mech()
    out = critical_hit(s, "left_torso_rear", dice(3), R, "t")
    assert out["item"] == "ac" and "ac" in s.disabled


def test_critical_20_destroys_torso_with_arm_and_leg():
    s = mech()
    out = critical_hit(s, "left_torso", dice(20), R, "t")
    assert set(out["lost"]) == {"left_torso", "left_torso_rear", "left_arm", "left_leg"}
    assert not s.destroyed
    out = critical_hit(s, "center_torso", dice(20), R, "t")
    assert s.destroyed and "center torso" in s.destroyed_reason


def test_ammo_critical_explodes_and_knocks_the_pilot():
    s = mech(piloting=1)
    out = critical_hit(s, "left_torso", dice(1, 3), R, "t")
    boom = out["explosion"]
    assert boom["damage"] == 5 and boom["hit"]["location"] == "left_torso"
    assert boom["consciousness"]["needed"] == 4 and boom["consciousness"]["total"] == 4
    assert boom["consciousness"]["success"] and s.pilot.head_hits == 1
    assert "ammo_ac" in s.disabled and "critical" not in boom["hit"]


def test_dice_ammo_explosion_and_empty_bin():
    s = mech()
    out = critical_hit(s, "right_torso", dice(3, 6, 5, 20), R, "t")
    assert out["explosion"]["dice"] == [6, 5] and out["explosion"]["damage"] == 11
    assert s.damage["right_torso"] == 11
    empty = mech(ammo_used={"ammo_srm": 5})
    out = critical_hit(empty, "right_torso", dice(3), R, "t")
    assert "explosion" not in out and "no explosion" in out["effect"]


@pytest.mark.parametrize("hits_before,needed", [(0, 4), (1, 7), (2, 10), (3, 13), (4, 16)])
def test_consciousness_needed_by_head_hit(hits_before, needed):
    s = mech()
    s.pilot.head_hits = hits_before
    ok = head_hit(s, dice(needed), R, "t")
    assert ok["needed"] == needed and ok["success"] and s.pilot.status == "conscious"
    s.pilot.head_hits = hits_before
    bad = head_hit(s, dice(needed - 1), R, "t")
    assert not bad["success"] and s.pilot.status == "unconscious" and s.turn.failed_consciousness


def test_sixth_head_hit_kills():
    s = mech()
    s.pilot.head_hits = 5
    out = head_hit(s, dice(), R, "t")
    assert out["result"] == "pilot killed" and s.pilot.status == "dead" and s.out_of_action


def test_head_damage_forces_the_roll():
    s = mech()
    rep = land_damage(s, "head", 1, dice(2), R, why="t")
    assert rep["head_hit"]["needed"] == 4 and not rep["head_hit"]["success"]


def test_chain_arm_to_torso_to_center_with_ammo_explosion():
    """Left arm overflows into the left torso, whose critical blows the ammo bin; the torso goes,
    taking its leg and rear with it, and what is left carries to the center torso."""
    s = mech()
    s.damage["left_arm"] = 18                       # total 9: 9 to carry
    res = damage_phase(s, dice(named={"critical": [1], "consciousness": [15], "piloting": [15]}), R)
    parts = res.parts
    assert parts[0] == {"event": "lost", "location": "left_arm", "lost": ["left_arm"]}
    carried = parts[1]
    assert (carried["from"], carried["to"], carried["amount"]) == ("left_arm", "left_torso", 9)
    assert carried["hit"]["armor_damage"] == 8 and carried["hit"]["internal_damage"] == 1
    crit = carried["hit"]["critical"]
    assert crit["component"] == "ammo" and crit["item"] == "ammo_ac" and crit["explosion"]["damage"] == 5
    assert crit["explosion"]["consciousness"]["success"] and res.state.pilot.head_hits == 1
    lost = next(p for p in parts if p["event"] == "lost" and p["location"] == "left_torso")
    assert set(lost["lost"]) == {"left_torso", "left_torso_rear", "left_leg"}
    onward = next(p for p in parts if p["event"] == "carried" and p["from"] == "left_torso")
    assert onward["to"] == "center_torso" and onward["amount"] == 2      # 9 + 5 = 14 against 12
    assert s.damage["left_arm"] == 18 and not s.lost, "input untouched"
    new = res.state
    assert new.damage["left_arm"] == 9 and new.damage["left_torso"] == 12 and new.damage["center_torso"] == 2
    assert "ml_la" not in new.disabled and not new.item_working(new.design.item("ml_la"))
    assert res.piloting["reason"].startswith("leg lost (left leg)")
    assert {"name": "Left leg lost", "value": -5} in res.piloting["modifiers"]
    assert res.piloting["total"] == 10 and res.piloting["success"]


def test_chain_reaches_the_center_torso():
    s = mech()
    s.damage["left_arm"] = 9 + 12 + 13            # 25 on to the torso, 13 past it to the center
    res = damage_phase(s, dice(named={"critical": [10, 10], "piloting": [20]}), R)
    carried = [p for p in res.parts if p["event"] == "carried"]
    assert [(c["from"], c["to"], c["amount"]) for c in carried] == [
        ("left_arm", "left_torso", 25), ("left_torso", "center_torso", 13)]
    assert carried[1]["hit"]["internal_damage"] == 3 and carried[1]["hit"]["critical"]["roll"] == 10
    assert res.state.damage["center_torso"] == 13 and not res.state.destroyed


def test_center_torso_loss_destroys_the_mech():
    s = mech()
    s.damage["center_torso"] = 15
    res = damage_phase(s, dice(), R)
    assert res.state.destroyed and "center torso" in res.state.destroyed_reason


def test_repair_limits():
    s = mech()
    s.damage["head"] = 4
    out = repair(s, "head", 10)
    assert out["repaired"] == 4 and out["wasted"] == 6 and s.damage["head"] == 0
    s.lost.append("left_arm")
    assert repair(s, "left_arm", 3)["repaired"] == 0


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(LOCATIONS), st.integers(0, 30)), max_size=12), st.integers(0, 2**32))
def test_damage_never_leaves_negative_values(hits, seed):
    s = mech(piloting=3)
    d = Dice(Roller(SeededDice(seed)))
    for loc, amount in hits:
        land_damage(s, loc, amount, d, R, why="p")
    settle(s, d, R)
    for loc in LOCATIONS:
        assert s.damage[loc] >= 0 and s.armor_left(loc) >= 0 and s.internal_left(loc) >= 0
        if s.is_lost(loc):
            assert s.damage[loc] <= s.total(loc), "excess was carried on"
    assert 0 <= s.pilot.head_hits <= 6
