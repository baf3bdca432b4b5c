import pytest

from muster.rules.mech import MovePlan, move, mp_available

from helpers_mech import dice, mech, rules

R = rules()


def errors(res):
    return {e["field"]: e["message"] for e in res.errors}


@pytest.mark.parametrize("hexes,number", [(1, 1), (3, 1), (4, 2), (6, 2), (7, 3), (9, 3), (10, 4), (14, 4)])
def test_movement_die_numbers(hexes, number):
    s = mech(design=__import__("muster.rules.mech", fromlist=["load_sample"]).load_sample("peccary"))
    plan = MovePlan("run", forward=min(hexes, 9), hexes=min(hexes, 9)) if hexes <= 9 else None
    if plan is None:
        from muster.rules.mech.movement import movement_die
        assert movement_die("run", 0, hexes, R)["number"] == number
        return
    res = move(s, plan, dice(), R)
    assert res.ok and res.die["number"] == number and res.die["attacker_modifier"] == -number


@pytest.mark.parametrize("plan,colour,own,heat", [
    (MovePlan("walk", forward=3), "white", -1, 1),
    (MovePlan("run", forward=5), "black", -2, 2),
    (MovePlan("walk", forward=1, jumped=2), "red", -3, 3),
    (MovePlan("jump", jumped=2), "red", -3, 3),
    (MovePlan("run", forward=4, jumped=2), "red", -3, 4),
])
def test_colour_and_heat(plan, colour, own, heat):
    res = move(mech(), plan, dice(), R)
    assert res.ok, res.errors
    assert res.die["colour"] == colour and res.die["own_attack_modifier"] == own and res.heat == heat
    assert res.state.turn.movement_heat == heat


def test_costs_terrain_and_turning():
    plan = MovePlan("run", forward=3, terrain_changes=1, turn_start=1, turn_middle=1, turn_end=2)
    res = move(mech(), plan, dice(), R)
    assert res.ok and res.mp["spent"] == 3 + 1 + 0 + 1 + 1 and res.mp["available"] == 6
    res = move(mech(), MovePlan("walk", forward=3, terrain_changes=1, turn_middle=1), dice(), R)
    assert not res.ok and "spent 5 MP" in errors(res)["mode"] and "walk MP is 4" in errors(res)["mode"]


def test_backward_only_at_walk_speed():
    assert move(mech(), MovePlan("run", backward=4), dice(), R).ok
    res = move(mech(), MovePlan("run", backward=5), dice(), R)
    assert "limited to walk MP (4)" in errors(res)["backward"]


def test_jump_limits():
    res = move(mech(), MovePlan("run", jumped=3), dice(), R)
    assert "jump MP is 2" in errors(res)["jumped"]
    s = mech(disabled=["jj_ll"])
    assert mp_available(s, R)["jump"] == 1
    assert "jump MP is 1" in errors(move(s, MovePlan("walk", jumped=2), dice(), R))["jumped"]


def test_heat_and_lost_leg_reduce_mp():
    avail = mp_available(mech(heat=10), R)
    assert (avail["walk"], avail["run"]) == (2, 4)
    avail = mp_available(mech(lost=["left_leg"]), R)
    assert (avail["walk"], avail["run"]) == (1, 1)


def test_cannot_move_when_out():
    s = mech(shutdown=True)
    assert "shut down" in errors(move(s, MovePlan("walk", forward=1), dice(), R))["mech"]
    s = mech()
    s.pilot.status = "unconscious"
    assert "unconscious" in errors(move(s, MovePlan("walk", forward=1), dice(), R))["mech"]


def test_standing_up():
    s = mech(prone=True, piloting=1)
    assert "prone" in errors(move(s, MovePlan("walk", forward=2), dice(), R))["stand_attempts"]
    res = move(s, MovePlan("walk", forward=2, stand_attempts=2), dice(5, 9), R)
    assert res.ok and not res.state.prone and [r["success"] for r in res.stand] == [False, True]
    assert res.heat == 1 + 4 and res.mp["costs"]["standing"] == 2 and res.die["number"] == 1
    assert s.prone, "input untouched"
    res = move(s, MovePlan("walk", forward=2, stand_attempts=1), dice(3), R)
    assert res.state.prone and res.die["number"] == 6 and res.die["attacker_modifier"] == 0
    assert "stays prone" in res.notes[0] and res.heat == 3
    res = move(s, MovePlan("walk", stand_attempts=2), dice(12), R)
    assert len(res.stand) == 1 and res.heat == 3 and res.die["number"] == 6
    assert "not prone" in errors(move(mech(), MovePlan("walk", stand_attempts=1), dice(), R))["stand_attempts"]


def test_stand_roll_uses_lasting_damage():
    s = mech(prone=True, gyro_hits=1)
    res = move(s, MovePlan("walk", stand_attempts=1), dice(12), R)
    assert {"name": "Gyro hit x1", "value": -3} in res.stand[0]["modifiers"] and not res.stand[0]["success"]


def test_gel_pod_during_movement():
    s = mech()
    s.damage["left_arm"] = 5
    res = move(s, MovePlan("walk", forward=2, gel=[{"pack": "gel_pack", "location": "left_arm"}]), dice(), R)
    assert res.ok and res.gel[0]["repaired"] == 4 and res.state.damage["left_arm"] == 1
    assert res.mp["costs"]["gel_pods"] == 1 and res.state.ammo_used == {"gel_pack": 1}
    bad = move(mech(lost=["left_arm"]), MovePlan("walk", gel=[{"pack": "ml_la", "location": "left_arm"}]), dice(), R)
    assert set(errors(bad)) == {"gel[0].pack", "gel[0].location"}


def test_staying_put():
    res = move(mech(), MovePlan("none", turn_start=1), dice(), R)
    assert res.ok and res.die is None and res.heat == 0
    assert "walked, ran or jumped" in errors(move(mech(), MovePlan("none", forward=1), dice(), R))["mode"]


def test_hexes_from_start_and_bad_values():
    res = move(mech(), MovePlan("walk", forward=2, backward=2, hexes=0), dice(), R)
    assert res.die["number"] == 6
    assert "hexes" in errors(move(mech(), MovePlan("walk", forward=2, hexes=3), dice(), R))
    assert "forward" in errors(move(mech(), MovePlan("walk", forward=-1), dice(), R))
