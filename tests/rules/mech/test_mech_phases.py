import pytest

from muster.rules.mech import clean_up, damage_phase, piloting_odds
from muster.rules.mech.phases import heat_check_odds

from helpers_mech import dice, mech, rules

R = rules()


def test_heat_tally_and_next_turn_penalties():
    s = mech(heat=6, engine_hits=1)
    s.turn.movement_heat, s.turn.weapon_heat, s.turn.other_heat = 2, 9, 1
    s.disabled.append("hs_ct")
    res = damage_phase(s, dice(named={"shutdown": [10, 10]}), R)
    assert res.heat == {"carried": 6, "movement": 2, "weapons": 9, "other": 1, "engine": 5, "sinks": -9,
                        "total": 14, "attack_penalty_next_turn": -2, "mp_lost_next_turn": 2}
    assert res.state.heat == 14 and res.shutdown["needed"] == 8 and res.shutdown["success"]
    assert res.state.turn.weapon_heat == 0 and res.state.turn.die is None, "the turn is cleared"


def test_heat_never_below_zero_and_lost_sinks_do_not_count():
    s = mech(lost=["center_torso"])
    assert s.working_heat_sinks() == 0
    assert damage_phase(mech(heat=3), dice(), R).state.heat == 0


@pytest.mark.parametrize("heat,needed", [(14, 8), (17, 8), (18, 16), (21, 16), (22, 23), (25, 23), (26, 30), (29, 30)])
def test_shutdown_check_bands(heat, needed):
    s = mech(heat=heat + 10)                  # 10 sinks take it back down to ``heat``
    low = [needed // 2, needed - needed // 2 - 1]
    res = damage_phase(s, dice(named={"shutdown": low, "ammo_check": [20, 20]}), R)
    assert res.heat["total"] == heat and res.shutdown["needed"] == needed and not res.shutdown["success"]
    assert res.state.shutdown
    ok = [needed // 2, needed - needed // 2]
    res = damage_phase(s, dice(named={"shutdown": ok, "ammo_check": [20, 20]}), R)
    assert res.shutdown["success"] and not res.state.shutdown


def test_no_check_under_14_and_automatic_from_30():
    assert damage_phase(mech(heat=23), dice(), R).shutdown is None
    res = damage_phase(mech(heat=40), dice(named={"ammo_check": [20, 20]}), R)
    assert res.shutdown["automatic"] and res.state.shutdown


def test_shutdown_lasts_one_turn():
    res = damage_phase(mech(heat=0, shutdown=True), dice(), R)
    assert not res.state.shutdown


@pytest.mark.parametrize("heat,needed", [(19, 8), (22, 8), (23, 16), (27, 16), (28, 23)])
def test_ammo_check_bands(heat, needed):
    s = mech(heat=heat + 10)
    res = damage_phase(s, dice(named={"shutdown": [20, 20], "ammo_check": [needed // 2, needed - needed // 2 - 1],
                                      "explosion": [3, 3], "consciousness": [20], "critical": [10]}), R)
    chk = res.ammo_check
    assert chk["needed"] == needed and not chk["success"]
    boom = chk["explosion"]
    assert boom["bin"] == "ammo_srm", "the bin with the highest average damage blows"
    assert boom["damage"] == 6 and res.state.damage["right_torso"] == 6
    res = damage_phase(s, dice(named={"shutdown": [20, 20], "ammo_check": [needed // 2, needed - needed // 2]}), R)
    assert res.ammo_check["success"] and "explosion" not in res.ammo_check


def test_ammo_check_without_live_ammo():
    s = mech(heat=30, ammo_used={"ammo_ac": 2, "ammo_srm": 5})
    res = damage_phase(s, dice(named={"shutdown": [20, 20]}), R)
    assert "no live ammunition" in res.ammo_check["result"]


def test_one_piloting_roll_for_all_reasons():
    s = mech(piloting=1, gyro_hits=1, actuators_hit=["left_leg.hip", "right_leg.foot"])
    s.turn.piloting_reasons = ["kicked", "gyro hit", "actuator hit (left leg hip)"]
    s.turn.damage_taken = 22
    res = damage_phase(s, dice(named={"piloting": [16]}), R)
    p = res.piloting
    assert [(m["name"], m["value"]) for m in p["modifiers"]] == [
        ("Piloting", 1), ("Left leg hip actuator", -2), ("Right leg foot actuator", -1), ("Gyro hit x1", -3),
        ("20+ damage this turn", -1)]
    assert p["total"] == 10 and p["success"] and "kicked" in p["reason"] and "22 damage" in p["reason"]
    assert len([r for r in res.state.turn.piloting_reasons]) == 0
    fail = damage_phase(s, dice(named={"piloting": [15]}), R)
    assert not fail.piloting["success"] and fail.state.prone and fail.piloting["result"] == "falls prone"


def test_second_gyro_hit_and_no_roll_without_a_reason():
    s = mech(gyro_hits=2)
    assert damage_phase(s, dice(), R).piloting is None
    s.turn.piloting_reasons = ["gyro hit"]
    p = damage_phase(s, dice(named={"piloting": [20]}), R).piloting
    assert {"name": "Gyro hit x2", "value": -6} in p["modifiers"]


def test_piloting_automatic_failure_and_prone_skip():
    s = mech(shutdown=True)
    s.turn.piloting_reasons = ["kicked"]
    res = damage_phase(s, dice(), R)
    assert res.piloting["automatic_failure"] == "mech shut down" and res.state.prone
    s = mech(prone=True)
    s.turn.piloting_reasons = ["kicked"]
    assert damage_phase(s, dice(), R).piloting["skipped"] == "already prone"


def test_wake_up_attempt():
    s = mech(piloting=1)
    s.pilot.status, s.pilot.head_hits = "unconscious", 2
    res = damage_phase(s, dice(named={"wake_up": [6]}), R)
    assert res.wake_up["needed"] == 7 and res.wake_up["success"] and res.state.pilot.status == "conscious"
    assert res.state.pilot.head_hits == 2, "a wake-up roll is not a new hit"
    res = damage_phase(s, dice(named={"wake_up": [5]}), R)
    assert not res.wake_up["success"] and res.state.pilot.status == "unconscious" and res.state.pilot.head_hits == 2
    s.turn.failed_consciousness = True
    assert damage_phase(s, dice(), R).wake_up["skipped"]


def test_life_support_roll_at_high_heat():
    s = mech(life_support_hits=1, heat=25)
    res = damage_phase(s, dice(named={"shutdown": [20, 20], "consciousness": [3]}), R)
    assert res.life_support["needed"] == 4 and not res.life_support["success"]
    assert res.state.pilot.status == "unconscious" and res.state.pilot.head_hits == 0
    assert res.wake_up["skipped"]


def test_clean_up_removes_wrecks_and_dead_pilots():
    dead = mech("c")
    dead.pilot.status = "dead"
    keep, removed = clean_up([mech("a"), mech("b", destroyed=True, destroyed_reason="head lost"), dead])
    assert [m.id for m in keep] == ["a"]
    assert removed == [{"mech": "b", "reason": "destroyed (head lost)"}, {"mech": "c", "reason": "pilot dead"}]


def test_heat_check_odds_are_exact():
    from fractions import Fraction

    odds = heat_check_odds(18, R)
    ways = sum(1 for a in range(1, 21) for b in range(1, 21) if a + b >= 16)
    assert Fraction(odds["shutdown"]["chance"]) == Fraction(ways, 400)
    assert odds["ammo_check"] == {"check": False}
    assert heat_check_odds(31, R)["shutdown"]["automatic"]


def test_piloting_odds():
    o = piloting_odds(mech(piloting=2, gyro_hits=1), R)
    assert o["modifier_total"] == -1 and o["need_natural"] == 11 and o["chance"] == "1/2"
