import json

import pytest

from muster.rules.poleaxe.api import ACTIONS
from muster.rules.requests import RequestError, run

ORCS = {"name": "Orcs", "members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}
MEN = {"name": "Bowmen", "members": 5, "level": 1, "ac": 7, "squad_type": "veterans", "move_ft": 120,
       "missile": "long_bow"}


def call(action, data):
    out = run(ACTIONS[action], data)
    json.dumps(out)  # JSON-safe
    return out


def refused(action, data):
    with pytest.raises(RequestError) as err:
        run(ACTIONS[action], data)
    return err.value


def test_actions_listed():
    assert {"build", "missile", "melee", "morale", "rally", "out-of-the-fight", "spell", "odds", "setup",
            "declare", "advance", "tables"} <= set(ACTIONS)


def test_build_shows_every_derivation():
    out = call("build", {"squad": {**ORCS, "weapon": "two_handed", "overrides": {"morale_value": 8}}})
    assert out["values"] == {"attack_value": 3, "defense_value": 3, "morale_value": 8, "hits_to_kill": 3,
                             "movement": 2}
    av = next(d for d in out["derivation"] if d["key"] == "attack_value")
    assert av["modifiers"] == [{"name": "Two-handed weapon", "value": 1}] and av["base"] == 2
    mv = next(d for d in out["derivation"] if d["key"] == "morale_value")
    assert mv["overridden"] and mv["derived"] == 6
    assert call("build", dict(ORCS))["values"]["attack_value"] == 2  # fields at top level


@pytest.mark.parametrize("data,field", [
    ({"squad": {**ORCS, "members": 7}}, "squad.members"),
    ({"squad": {**ORCS, "ac": None}}, "squad.members[0].ac"),
    ({"squad": {**ORCS, "squad_type": "goblins"}}, "squad.squad_type"),
    ({"squad": {k: v for k, v in ORCS.items() if k != "name"}}, "squad.name"),
    ({"squad": {**ORCS, "leader": {"cha": 40}}}, "squad.leader.cha"),
    ({"squad": ORCS, "rules": {"missiles": {"long_range_modifier": "a lot"}}}, "rules.missiles.long_range_modifier"),
    ({"squad": ORCS, "dice": ["six"]}, "dice"),
])
def test_build_errors(data, field):
    assert refused("build", data).field == field


def test_melee_two_squad_form_with_named_dice():
    out = call("melee", {"attacker": ORCS, "target": MEN, "direction": "flank", "dice": [3, 2, 5]})
    a0, a1 = out["attacks"]
    assert (a0["attacker"], a0["roll"], a0["needed"], a0["hit"], a0["margin"]) == ("Orcs", 3, 3, True, 0)
    assert a0["modifiers"] == [{"name": "Attacking from the flank", "value": 1}]
    assert (a1["attacker"], a1["roll"], a1["hit"], a1["strike_back"]) == ("Bowmen", 2, True, True)
    s0, s1 = out["saves"]
    assert (s0["squad"], s0["roll"], s0["needed"], s0["saved"]) == ("Bowmen", 5, 2, False)
    assert s1["squad"] == "Orcs" and out["rolls"][3]["source"] == "auto"
    assert len(out["rolls"]) == 4 and all(r["purpose"] for r in out["rolls"])
    bowmen = next(m for m in out["morale_checks"] if m["squad"] == "Bowmen")
    assert bowmen == {"squad": "Bowmen", "reasons": ["took_hit", "flank"],
                                       "labels": ["Squad has taken a hit", "Attacked from the flank"],
                      "checks": 2, "hits_scored": 1}  # one check for the hit, one for the flank attack
    assert out["odds_before"]["Bowmen"]["to_be_hit"]["fraction"] == "3/10"


def test_melee_many_squads_with_morale_rolled():
    out = call("melee", {"squads": [{**ORCS, "id": "o1"}, {**ORCS, "id": "o2"}, MEN],
                         "engagements": [{"attacker": "o1", "target": "Bowmen"},
                                         {"attacker": "o2", "target": "Bowmen", "direction": "rear"}],
                         "roll_morale": True, "dice": [1, 10, 1, 10, 9, 9, 8]})
    assert [r["squad"] for r in out["results"]] == ["o1", "o2", "Bowmen"]
    assert out["results"][2]["htk_lost"] == 2
    assert out["morale_results"][0]["squad"] == "Bowmen" and out["morale_results"][0]["routs"]
    assert out["squads"]["Bowmen"]["morale"] == "routing"


@pytest.mark.parametrize("data,field", [
    ({"attacker": ORCS, "target": MEN, "direction": "sideways"}, "direction"),
    ({"attacker": ORCS}, "target"),
    ({"attacker": ORCS, "target": ORCS}, "target.id"),
    ({"attacker": ORCS, "target": {**MEN, "hits": 3}}, "target"),
    ({"attacker": {"name": "X", "defense_value": 2, "hits_to_kill": 2}, "target": MEN}, "attacker.attack_value"),
    ({"squads": [ORCS, MEN], "engagements": [{"attacker": "Orcs", "target": "Nobody"}]}, "engagements[0].target"),
    ({"squads": [ORCS, MEN], "engagements": [{"attacker": "Orcs"}]}, "engagements[0].target"),
    ({"squads": [ORCS, ORCS]}, "squads[1].id"),
    ({"attacker": ORCS, "target": MEN, "modifiers": [{"name": "Hill"}]}, "modifiers[0].value"),
])
def test_melee_errors(data, field):
    assert refused("melee", data).field == field


def test_missile_ranges_and_refusal():
    out = call("missile", {"attacker": MEN, "target": ORCS, "range": 4, "dice": [1, 9]})
    att = out["attacks"][0]
    assert att["modifiers"] == [{"name": "Long range", "value": -2}] and att["needed"] == 0 and not att["hit"]
    out = call("missile", {"attacker": MEN, "target": ORCS, "range": 2, "dice": [2, 9]})
    assert out["attacks"][0]["hit"] and out["saves"][0]["saved"] is False
    assert out["results"][1]["htk_lost"] == 1
    err = refused("missile", {"attacker": MEN, "target": ORCS, "range": 6})
    assert err.field == "range" and err.message == ("out of range: target is 6 move spaces away; "
                                                    "a long bow's long range is 4")
    assert refused("missile", {"attacker": MEN, "target": ORCS, "range": 1, "moved": True}).field == "moved"
    assert refused("missile", {"attacker": ORCS, "target": MEN, "range": 1}).field == "weapon"
    out = call("missile", {"attacker": ORCS, "target": MEN, "range": 1, "weapon": "thrown", "dice": [2, 1]})
    assert out["attacks"][0]["base_name"] == "Missile Attack Value" and out["attacks"][0]["hit"]
    assert refused("missile", {"attacker": MEN, "target": ORCS}).field == "range"


def test_missile_volleys_form():
    out = call("missile", {"squads": [MEN, ORCS], "volleys": [{"attacker": "Bowmen", "target": "Orcs", "range": 3}],
                           "dice": [1, 1]})
    assert out["attacks"][0]["needed"] == 0 and not out["attacks"][0]["hit"]
    err = refused("missile", {"squads": [MEN, ORCS], "volleys": [{"attacker": "Bowmen", "target": "Orcs", "range": 9}]})
    assert err.field == "volleys[0].range"


def test_morale_and_rally():
    out = call("morale", {"squad": ORCS, "reasons": ["friends_routing"], "secure_position": True, "dice": [7]})
    assert out["needed"] == 7 and out["passed"] and out["chance_to_hold"]["fraction"] == "7/10"
    assert out["modifiers"][0]["value"] == 1
    assert refused("morale", {"squad": ORCS, "reasons": ["boredom"]}).field == "reasons[0]"
    out = call("rally", {"squad": {**ORCS, "morale": "routing"}, "leader": {"name": "Ugg", "cha": 13}, "dice": [9]})
    assert out["rallied"] and out["total"] == 10 and out["method"] == "cha" and out["morale"] == "rallied"
    assert refused("rally", {"squad": ORCS, "leader": {"cha": 13}}).field == "squad.morale"
    assert refused("rally", {"squad": {**ORCS, "morale": "routing"}}).field == "leader"


def test_out_of_the_fight_action():
    members = [{"name": n, "hd": 1, "ac": 6, "hp": 6} for n in ("Ann", "Bo", "Cy", "Di", "Ed")]
    squad = {"name": "Militia", "members": members, "squad_type": "levy", "move_ft": 120, "hits": 3}
    out = call("out-of-the-fight", {"squad": squad, "cleric_level": 6, "dice": [5, 2]})
    assert out["total"] == 8 and out["counts"] == {"killed": 1, "severely_injured": 2, "lightly_injured": 2,
                                                   "unharmed": 0}
    assert out["casualties"][4] == {"member": "Ed", "condition": "lightly_injured", "hp": 3, "bed_rest_days": 0}
    assert out["squad_after"]["members"][0]["condition"] == "killed"
    assert refused("out-of-the-fight", {"squad": squad, "cleric_level": -1}).field == "cleric_level"
    many = call("out-of-the-fight", {"squads": [squad, {**squad, "name": "Two"}], "dice": [1, 10]})
    assert [r["counts"]["killed"] for r in many["results"]] == [5, 0]


def test_spell_action():
    out = call("spell", {"name": "Fire Ball", "kind": "area_damage", "hd": 6, "hd_per_htk": 3,
                         "targets": [ORCS, MEN], "range_ft": 240, "distance": 3})
    assert [o["htk"] for o in out["outcomes"]] == [2, 2]
    err = refused("spell", {"kind": "damage", "hd": 6, "target": ORCS, "range_ft": 120, "distance": 3})
    assert err.field == "distance"
    assert refused("spell", {"kind": "zap", "target": ORCS}).field == "kind"
    out = call("spell", {"name": "Bless", "kind": "enhancement", "bonus": 2, "target": ORCS})
    assert out["squads"]["Orcs"]["effects"][0] == {"name": "Bless", "kind": "attack_bonus", "value": 2,
                                                   "turns_left": 1}


def test_odds_setup_declare_advance():
    out = call("odds", {"attacker": ORCS, "target": MEN})
    assert out["odds"]["Orcs"]["attacks"][0]["to_hit"]["fraction"] == "1/5"
    assert out["rolls"] == []
    setup = call("setup", {"sides": {"Red": [ORCS], "Blue": [MEN]}, "dice": [1, 2]})
    assert setup["start_distance"] == 3 and setup["squads"]["Orcs"]["side"] == "Red"
    b = call("declare", {"battle": setup["battle"], "body": "Red", "spaces": 2, "charge": True,
                         "squads": [ORCS, MEN]})["battle"]
    assert refused("declare", {"battle": setup["battle"], "body": "Red", "spaces": 3,
                               "squads": [ORCS, MEN]}).field == "spaces"
    adv = call("advance", {"battle": b, "squads": [ORCS, MEN]})
    assert adv["phase"] == "half_move" and adv["battle"]["distances"][0]["distance"] == 2
    assert refused("advance", {"battle": {"sides": ["A"]}}).field == "battle.sides"
    assert call("tables", {})["tables"]["system"] == "poleaxe"
