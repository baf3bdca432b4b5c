import json

import pytest

from muster.rules.bucs.api import ACTIONS
from muster.rules.requests import RequestError, run

ALPHA = {"name": "Alpha Company", "quality": "Experienced", "specialties": ["Infantry"], "order": "Attack",
         "equipment": "Good"}
BRAVO = {"name": "Bravo", "quality": "Average", "specialties": ["Infantry"], "order": "Attack"}


def call(action, data):
    out = run(ACTIONS[action], data)
    json.dumps(out)      # JSON-safe
    return out


def error(action, data):
    with pytest.raises(RequestError) as err:
        run(ACTIONS[action], data)
    return err.value


def test_required_actions_exist():
    assert {"contest", "round", "odds", "heal", "order-time"} <= set(ACTIONS)


def test_round_with_named_rolls():
    out = call("round", {"attacker": ALPHA, "defender": BRAVO, "rolls": {"attacker": 14, "defender": 9}})
    assert out["totals"] == {"attacker": 18, "defender": 9}
    assert out["winner"] == "attacker" and out["margin"] == 9 and out["hits"] == 1
    assert (out["morale_hits"], out["casualty_hits"]) == (1, 0)
    assert {"name": "Equipment: Good", "value": 2} in out["attacker"]["modifiers"]
    assert out["defenders"][0]["current_quality"] == "Inexperienced"
    assert out["attackers"][0]["conditions"]["momentum"] == 1
    assert [r["faces"] for r in out["rolls"]] == [[14], [9]]
    assert out["rolls"][0]["purpose"] == "Alpha Company combat roll (attacker)"


def test_round_dice_list_and_leader_rolls():
    led = dict(BRAVO, leader={"name": "Sgt Rock", "hp": 10})
    out = call("round", {"attacker": dict(ALPHA, quality="Legendary"), "defender": led,
                         "rolls": {"defender_leader": [6, 6, 6, 1, 1, 1]}, "dice": [20, 1]})
    # 20+6+2 = 28 vs 1: margin 27 -> 5 hits: 3 morale then 2 casualty; leader dies on the first (-8? no: 10-18)
    assert out["hits"] == 5 and out["character_hits"][0]["damage"] == 18
    assert out["character_hits"][0]["hp_after"] == -8 and not out["character_hits"][0]["killed"]
    assert out["defenders"][0]["status"] == "destroyed"


def test_round_several_units_per_side():
    out = call("round", {"attackers": [ALPHA, dict(BRAVO, name="B2")], "defenders": [BRAVO], "dice": [10, 10]})
    assert {"name": "Outnumbering the enemy 2 to 1 (x2 or more)", "value": 2} in out["attacker"]["modifiers"]


def test_seeded_round_is_repeatable():
    req = {"attacker": ALPHA, "defender": BRAVO, "seed": 7}
    assert call("round", req) == call("round", req)


@pytest.mark.parametrize("data,field", [
    ({"defender": BRAVO}, "attacker"),
    ({"attacker": dict(ALPHA, quality="Veteran"), "defender": BRAVO}, "attacker.quality"),
    ({"attacker": ALPHA, "defenders": [BRAVO, dict(BRAVO, equipment=3)]}, "defenders[1].equipment"),
    ({"attacker": dict(ALPHA, quality="Raw"), "defender": BRAVO}, "attacker.specialties"),
    ({"attacker": dict(ALPHA, quality="Green", order=None), "defender": BRAVO}, "attacker.order"),
    ({"attacker": ALPHA, "defender": BRAVO, "rolls": {"attacker": 21}}, "rolls.attacker"),
    ({"attacker": ALPHA, "defender": BRAVO, "rolls": {"sniper": 2}}, "rolls.sniper"),
    ({"attacker": ALPHA, "defender": BRAVO, "terrain": "moon"}, "terrain"),
    ({"attacker": ALPHA, "defender": BRAVO, "attacker_options": {"situation": "asleep"}}, "attacker_options.situation"),
    ({"attacker": ALPHA, "defender": BRAVO, "attacker_options": {"modifiers": [{"name": "x", "value": "2"}]}},
     "attacker_options.modifiers[0].value"),
    ({"attacker": ALPHA, "defender": BRAVO, "dice": [30, 1], "dice_only": True}, "dice"),
    ({"attacker": ALPHA, "defender": BRAVO, "overrides": {"combat": {"margin_per_hit": 0}}},
     "overrides (bucs.combat.margin_per_hit)"),
])
def test_round_bad_fields(data, field):
    assert error("round", data).field == field


def test_contest_and_surprise():
    out = call("contest", {"attackers": [ALPHA, dict(BRAVO, name="B2")], "defender": BRAVO, "skill": "Spot",
                           "rolls": {"attacker": 10, "defender": 12}})
    assert out["totals"] == {"attacker": 16, "defender": 12} and out["winner"] == "attacker"
    assert {"name": "Strength in numbers (1 more unit)", "value": 2} in out["attacker"]["modifiers"]
    out = call("surprise", {"attacker": ALPHA, "defender": BRAVO, "rolls": {"attacker": 15, "defender": 3}})
    assert out["surprise"] and out["attackers"][0]["conditions"]["momentum"] == 2
    assert error("contest", {"attacker": ALPHA, "defender": BRAVO}).field == "skill"


def test_odds_round_and_contest():
    out = call("odds", {"attacker": ALPHA, "defender": BRAVO})
    total = sum(out[k]["probability"] for k in ("attacker_wins", "defender_wins", "no_result"))
    assert abs(total - 1) < 1e-12 and out["rolls"] == []
    assert out["attacker"]["modifier_total"] == 4
    out = call("odds", {"kind": "contest", "skill": "Hide", "attacker": ALPHA, "defender": BRAVO})
    assert out["kind"] == "contest"


def test_order_time_and_give_order():
    eng = {"name": "Sappers", "quality": "Legendary", "specialties": ["Combat Engineering"]}
    assert call("order-time", {"unit": eng, "order": "Bridge a River"})["hours"] == 1
    raw = {"name": "Mob", "quality": "Raw"}
    assert call("order-time", {"unit": raw, "order": "Bridge a River"})["hours"] == 7
    assert call("order-time", {"unit": raw, "order": "Bridge a River",
                               "overrides": {"order_rules": {"quality_divisor": 1}}})["hours"] == 10
    assert error("order-time", {"unit": raw, "order": "Attack"}).field == "order"
    assert error("order-time", {"unit": raw}).field == "order"
    out = call("give-order", {"unit": eng, "order": "Bridge a River", "given_by": "Maj Lee"})
    assert out["unit"]["order"] == {"name": "Bridge a River", "hours_left": 1, "given_by": "Maj Lee"}
    out = call("advance", {"units": [out["unit"]], "hours": 1})
    assert out["units"][0]["completed"]


def test_heal_flow():
    hurt = {"name": "Alpha", "quality": "Elite", "specialties": ["Infantry"], "morale_hits": 2, "casualty_hits": 2,
            "conditions": {"momentum": 2}}
    med = {"name": "Doc", "quality": "Average", "specialties": ["Medical"]}
    out = call("heal", {"unit": hurt, "medical": [med], "rest_days": 3, "under_stress": True})
    assert out["treatment"][0]["casualty_hits_healed"] == 1 and out["treatment"][0]["quality_after"] == "Experienced"
    # day 1 the medic saves a casualty; days 2-3 it heals a morale hit (under stress never the last one)
    assert out["treatment"][0]["morale_hits_healed_by_medics"] == 1
    assert out["rest"][0]["morale_hits_healed"] == 0 and out["rest"][0]["morale_hits_kept_by_stress"] == 1
    unit = out["units"][0]
    assert unit["quality"] == "Experienced" and unit["morale_hits"] == 1 and unit["conditions"]["momentum"] == 0
    assert error("heal", {"unit": hurt, "rest_days": -1}).field == "rest_days"
    assert error("heal", {"unit": hurt, "medical": [{"name": "x"}]}).field == "medical[0].quality"


def test_apply_hits_command_describe_tables():
    out = call("apply-hits", {"unit": BRAVO, "hits": 3})
    assert out["unit"]["morale_hits"] == 2 and out["unit"]["casualty_hits"] == 1
    big = {"name": "Big Red One", "quality": "Legendary", "specialties": ["Infantry"]}
    out = call("command", {"commander": big, "units": [BRAVO]})
    assert out["units"][0]["commanded_by"] == "Big Red One"
    assert error("command", {"commander": BRAVO, "units": [BRAVO]}).field == "commander.quality"
    out = call("describe", {"unit": {"name": "R", "quality": "Raw", "specialties": ["Infantry"]}})
    assert not out["valid"] and out["unit"]["problems"]
    assert call("tables", {})["tables"]["system"] == "bucs"
    out = call("end-battle", {"units": [dict(BRAVO, conditions={"momentum": 4})]})
    assert out["units"][0]["conditions"]["momentum"] == 0
