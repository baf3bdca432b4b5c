import json

import pytest

from muster.rules.mech.api import ACTIONS
from muster.rules.requests import RequestError, run

A = {"id": "a", "design": "boar", "pilot": {"name": "Ann", "gunnery": 2, "piloting": 1}}
B = {"id": "b", "design": "razorback", "pilot": {"name": "Bo", "gunnery": 1, "piloting": 1}}


def call(action, data):
    out = run(ACTIONS[action], data)
    assert json.loads(json.dumps(out)) == out, "responses are JSON-safe"
    return out


def fails(action, data, field):
    with pytest.raises(RequestError) as err:
        run(ACTIONS[action], data)
    assert err.value.field == field, str(err.value)
    return str(err.value)  # the message may be a muster.i18n.Msg: str() renders it (English in tests)


def test_required_actions_exist():
    assert {"initiative", "move", "attack", "damage-phase", "odds", "clean-up", "artillery"} <= set(ACTIONS)


def test_initiative():
    out = call("initiative", {"mechs": [A, B], "dice": [4, 11]})
    assert out["order"] == ["a", "b"] and out["highest"] == "b"
    assert [r["faces"] for r in out["rolls"]] == [[4], [11]]
    out = call("initiative", {"mechs": [A, B], "named_dice": {"initiative": [11, 4]}, "highest_goes": "first"})
    assert out["order"] == ["a", "b"]
    fails("initiative", {"mechs": [A, B], "highest_goes": "middle"}, "highest_goes")
    fails("initiative", {"mechs": [A, A]}, "mechs[1].id")
    fails("initiative", {"mechs": [{**A, "pilot": {"piloting": "high"}}]}, "mechs[0].pilot.piloting")


def test_move_ok_and_wrong():
    out = call("move", {"mech": A, "move": {"mode": "walk", "forward": 4, "jumped": 1}})
    assert out["ok"] and out["die"] == {"colour": "red", "number": 2, "own_attack_modifier": -3,
                                         "attacker_modifier": -2}
    assert out["heat"] == 2 and out["mech"]["turn"]["die"] == 2
    bad = call("move", {"mech": A, "move": {"mode": "walk", "forward": 6}})
    assert not bad["ok"] and bad["errors"][0]["field"] == "move.mode" and "walk MP is 5" in bad["errors"][0]["message"]
    fails("move", {"mech": A, "move": {"mode": "fly"}}, "move.mode")
    fails("move", {"mech": A, "move": {"mode": "walk", "forward": -2}}, "move.forward")
    fails("move", {"mech": A}, "move")


def test_attack_with_named_dice_and_everything_reported():
    out = call("attack", {"mechs": [A, B], "attacks": [
        {"attacker": "b", "target": "a", "weapon": "lrm10", "range": 3,
         "dice": {"attack": [20], "location": [20, 15], "damage": [6, 6], "consciousness": [9], "critical": [7]}},
    ]})
    res = out["attacks"][0]
    assert res["hit"] and res["natural_20"]
    assert {"name": "Minimum range 6 (3 hexes inside)", "value": -3} in res["modifiers"]
    head, ct = res["hits"]
    assert head["location"] == "head" and head["head_hit"]["needed"] == 4 and head["critical"]["roll"] == 7
    assert ct["location"] == "center_torso" and ct["damage"] == 6
    b = next(m for m in out["mechs"] if m["id"] == "b")
    assert b["ammo_used"] == {"ammo_lrm": 1} and b["turn"]["weapon_heat"] == 4
    assert [r["source"] for r in out["rolls"]] == ["manual"] * 7


def test_single_attack_shorthand():
    out = call("attack", {"attacker": A, "target": B, "weapon": "ml_la", "range": 2, "dice": [12, 17]})
    assert out["attacks"][0]["hit"] and out["attacks"][0]["hits"][0]["location"] == "center_torso"


@pytest.mark.parametrize("patch,field,words", [
    ({"weapon": "death_ray"}, "attacks[0].weapon", "no weapon"),
    ({"range": 30}, "attacks[0].range", "out of range: target is 30 hexes away"),
    ({"bearing": "rear"}, "attacks[0].bearing", "fires front/left"),
    ({"bearing": "up"}, "attacks[0].bearing", "must be one of"),
    ({"target": "zed"}, "attacks[0].target", "no mech"),
    ({"cover": ["fog"]}, "attacks[0].cover[0]", "unknown cover"),
    ({"modifiers": [{"name": "x"}]}, "attacks[0].modifiers[0].value", "required"),
    ({"dice": {"wish": [20]}}, "attacks[0].dice.wish", "unknown kind"),
])
def test_attack_errors_name_the_field(patch, field, words):
    attack = {"attacker": "a", "target": "b", "weapon": "ml_la", "range": 2, **patch}
    message = fails("attack", {"mechs": [A, B], "attacks": [attack]}, field)
    assert words in message


def test_dice_problems_are_on_dice():
    fails("attack", {"mechs": [A, B], "attacks": [{"attacker": "a", "target": "b", "weapon": "ml_la", "range": 2}],
                     "dice": [25]}, "dice")
    fails("attack", {"mechs": [A, B], "attacks": [], "named_dice": {"attack": "x"}}, "named_dice.attack")


def test_odds_for_declared_attacks():
    moved = dict(A, turn={"move_mode": "run", "die": 2, "hexes": 5})
    out = call("odds", {"mechs": [moved, B], "attacks": [
        {"attacker": "a", "target": "b", "weapon": "ml_la", "range": 2},
        {"attacker": "b", "target": "a", "weapon": "lrm10", "range": 1},
        {"attacker": "b", "target": "a", "weapon": "ml_ra", "range": 99}]})
    first, second, third = out["attacks"]
    assert first["modifier_total"] == 0 and first["chance"] == "11/20"
    assert second["modifier_total"] == 1 - 5 - 2 and second["need_natural"] == 16 and second["chance"] == "1/4"
    assert third["legal"] is False and third["field"] == "attacks[2].range"
    assert out["rolls"] == []
    out = call("odds", {"mechs": [A], "piloting": ["a"], "heat": 15})
    assert out["piloting"]["a"]["chance"] == "3/5" and out["heat_checks"]["shutdown"]["needed"] == 8
    fails("odds", {"mechs": [A], "piloting": ["zed"]}, "piloting[0]")
    fails("odds", {}, "attacks")


def test_damage_phase_and_clean_up():
    hurt = dict(A, damage={"left_arm": 40}, turn={"weapon_heat": 20})
    out = call("damage-phase", {"mechs": [hurt], "named_dice": {"critical": [10, 10], "piloting": [20],
                                                               "shutdown": [10, 10]}})
    r = out["results"][0]
    assert [(p["event"], p.get("location", p.get("from"))) for p in r["parts"]][:2] == [
        ("lost", "left_arm"), ("carried", "left_arm")]
    # 40 on a 16-point arm: 24 carried to the 24-point left torso, which goes too (with its heat sink and leg)
    assert r["heat"]["total"] == 20 - 9 and r["piloting"]["success"]
    state = out["mechs"][0]
    assert {"left_arm", "left_torso", "left_leg"} <= set(state["lost"])
    dead = dict(B, destroyed=True, destroyed_reason="head lost")
    out = call("clean-up", {"mechs": [state, dead]})
    assert [m["id"] for m in out["mechs"]] == ["a"] and out["removed"][0]["mech"] == "b"


def test_rules_overrides_in_request():
    out = call("odds", {"mechs": [A, B], "rules": {"to_hit": {"target": 12}},
                        "attacks": [{"attacker": "a", "target": "b", "weapon": "ml_la", "range": 2}]})
    assert out["attacks"][0]["needed"] == 12 and out["attacks"][0]["chance"] == "11/20"
    fails("odds", {"mechs": [A], "piloting": ["a"], "rules": {"to_hit": {"target": "x"}}}, "rules.to_hit.target")


def test_designer_and_helpers():
    assert len(call("designs", {})["designs"]) >= 6
    boar = call("designs", {"name": "boar"})["design"]
    out = call("validate-design", {"design": boar})
    assert out["valid"] and out["problems"] == []
    boar["run"] = 1
    out = call("validate-design", {"design": boar})
    assert not out["valid"] and out["problems"][0]["field"] == "run"
    fails("designs", {"name": "nope"}, "name")
    mech = call("new-mech", {"id": "z", "design": "tusker", "pilot": {"name": "Zed", "gunnery": 1}})["mech"]
    assert mech["design"]["name"] == "Tusker" and mech["status"] == "heat 0"
    fails("new-mech", {"id": "z", "design": "nope"}, "design")
    assert call("artillery", {})["skipped"]
    loc = call("hit-location", {"side": "left", "dice": [7]})
    assert loc["locations"] == [{"roll": 7, "location": "left_arm"}]


def test_a_full_round_headless():
    ini = call("initiative", {"mechs": [A, B], "dice": [3, 15]})
    order = ini["order"]
    a = call("move", {"mech": A, "move": {"mode": "run", "forward": 5}, "dice": []})["mech"]
    b = call("move", {"mech": B, "move": {"mode": "walk", "forward": 2}})["mech"]
    combat = call("attack", {"mechs": [a, b], "order": order, "seed": 7, "attacks": [
        {"attacker": "a", "target": "b", "weapon": "ml_la", "range": 5},
        {"attacker": "a", "target": "b", "weapon": "ml_ra", "range": 5, "bearing": "front"},
        {"attacker": "b", "target": "a", "weapon": "srm4", "range": 5},
        {"attacker": "b", "target": "a", "weapon": "lrm10", "range": 5}]})
    phase = call("damage-phase", {"mechs": combat["mechs"], "seed": 8})
    done = call("clean-up", {"mechs": phase["mechs"]})
    assert {m["id"] for m in done["mechs"]} <= {"a", "b"}
    for m in done["mechs"]:
        assert m["turn"]["weapon_heat"] == 0 and m["turn"]["die"] is None


def test_targets_are_other_sides_mechs_only():
    C = {**A, "id": "c"}
    sides = {"a": "Red", "b": "Blue", "c": "Red"}
    msg = fails("attack", {"mechs": [A, B, C], "sides": sides, "dice": [12, 17],
                           "attacks": [{"attacker": "a", "target": "c", "weapon": "ml_la", "range": 2}]},
                "attacks[0].target")
    assert "own side" in msg
    msg = fails("attack", {"mechs": [A, B], "attacks": [{"attacker": "a", "target": "a", "weapon": "ml_la",
                                                          "range": 2}]}, "attacks[0].target")
    assert "cannot attack itself" in msg
    out = call("odds", {"mechs": [A, B, C], "sides": sides, "attacks": [
        {"attacker": "a", "target": "c", "weapon": "ml_la", "range": 2},
        {"attacker": "a", "target": "b", "weapon": "ml_la", "range": 2}]})
    assert [r["legal"] for r in out["attacks"]] == [False, True]
    assert out["attacks"][0]["field"] == "attacks[0].target"
    fails("attack", {"mechs": [A, B], "sides": {"zed": "Red"}, "attacks": []}, "sides.zed")
    fails("attack", {"mechs": [A, B], "sides": {"a": 1}, "attacks": []}, "sides.a")
    # without sides the same mechs may fight each other
    assert call("attack", {"mechs": [A, B, C], "dice": [12, 17], "attacks": [
        {"attacker": "a", "target": "c", "weapon": "ml_la", "range": 2}]})["attacks"][0]["hit"]
