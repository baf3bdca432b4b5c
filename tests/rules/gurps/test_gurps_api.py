import json

import pytest

from muster.rules.gurps.api import ACTIONS
from muster.rules.requests import RequestError, run

from helpers_gurps import battle, faces


def call(action, data):
    out = run(ACTIONS[action], data)
    json.dumps(out)  # JSON-safe
    return out


def err(action, data):
    with pytest.raises(RequestError) as e:
        run(ACTIONS[action], data)
    return e.value.field


def test_actions_listed():
    assert {"contest", "odds", "result", "morale", "seer", "mission", "strategy", "day", "next_day"} <= set(ACTIONS)


def test_contest_with_gm_dice_and_modifiers():
    out = call("contest", {"attacker": {"name": "Red", "strategy": 13, "troops": 3000,
                                        "modifiers": [{"name": "Reconnaissance", "value": 1}]},
                           "defender": {"name": "Blue", "strategy": 14, "troops": 2000},
                           "dice": faces(10) + faces(14)})
    a, d = out["attacker"], out["defender"]
    assert a["skill"]["modifiers"] == [{"name": "Troop Strength 3,000 vs 2,000, 1.50:1", "value": 2},
                                       {"name": "Reconnaissance", "value": 1}]
    assert (a["effective_skill"], a["roll"], a["margin"], d["margin"]) == (16, 10, 6, 0)
    assert out["winner"] == "attacker" and out["margin_of_victory"] == 6
    assert out["result"]["label"] == "Minor victory"
    assert out["result"]["effects"]["defender"]["procedure"] == "retreat_or_rout"
    assert [r["source"] for r in out["rolls"]] == ["manual", "manual"]
    assert "odds_before_roll" in out


def test_contest_tactics_under_200_and_luck():
    data = {"troops": 150, "attacker": {"tactics": 12, "luck": True}, "defender": {"tactics": 12},
            "luck": "attacker", "dice": faces(15) + faces(9) + faces(13) + faces(8)}
    out = call("contest", data)
    assert out["attacker"]["skill"]["skill"] == "tactics"
    assert out["attacker"]["luck_used"] and out["attacker"]["luck_rolls"] == [15, 13, 8]
    assert out["winner"] == "attacker" and len(out["rolls"]) == 4
    assert err("contest", {"troops": 150, "attacker": {"strategy": 12},
                           "defender": {"tactics": 12}}) == "attacker.tactics"
    assert err("contest", {**data, "attacker": {"tactics": 12, "luck": False}}) == "attacker.luck"
    assert err("contest", {**data, "luck": "both"}) == "luck"


def test_contest_defended_position():
    out = call("contest", {"battle": "defended_position", "position": ["castle"],
                           "attacker": {"strategy": 10}, "defender": {"strategy": 10}, "dice": faces(10) + faces(10)})
    assert out["defender"]["effective_skill"] == 18 and out["winner"] == "defender"
    assert out["result"]["table"] == "defender_won" and out["result"]["band"] == "8-12"


@pytest.mark.parametrize("data,field", [
    ({"attacker": {"strategy": "12"}, "defender": {"strategy": 12}}, "attacker.strategy"),
    ({"attacker": {"strategy": 12}}, "defender"),
    ({"attacker": {"strategy": 12}, "defender": {"strategy": 12}, "battle": "naval"}, "battle"),
    ({"attacker": {"strategy": 12, "position": ["castle"]}, "defender": {"strategy": 12}}, "attacker.position"),
    ({"battle": "defended_position", "attacker": {"strategy": 12}, "defender": {"strategy": 12, "position": ["moat"]}},
     "defender.position"),
    ({"attacker": {"strategy": 12, "modifiers": [{"name": "x", "value": "2"}]}, "defender": {"strategy": 12}},
     "attacker.modifiers[0].value"),
    ({"attacker": {"strategy": 12}, "defender": {"strategy": 12}, "dice": [7, 1, 1]}, "dice"),
    ({"attacker": {"strategy": 12, "troops": -5}, "defender": {"strategy": 12}}, "attacker.troops"),
])
def test_contest_bad_fields(data, field):
    assert err("contest", data) == field


def test_odds_action():
    out = call("odds", {"attacker": {"strategy": 14}, "defender": {"strategy": 12}})
    assert out["attacker_skill"] == 14 and sum(r["ways"] for r in out["rows"]) == 46656
    assert out["rolls"] == []
    assert err("odds", {"attacker": {}, "defender": {"strategy": 1}}) == "attacker.strategy"


def test_strategy_action():
    out = call("strategy", {"battle": "defended_position",
                            "attacker": {"strategy": 12, "tech_level": 4, "troops": 5000},
                            "defender": {"strategy": 13, "tech_level": 3, "troops": 1000, "position": ["walled_city"]}})
    assert out["attacker"]["effective"] == 12 + 5 + 3 and out["defender"]["effective"] == 19  # 5:1 is +5


@pytest.mark.parametrize("data,table,band", [
    ({"attacker": {"margin": 4}, "defender": {"margin": 2}}, "open_field", "0-3"),        # source example
    ({"attacker": {"margin": 4}, "defender": {"margin": -4}}, "open_field", "8-12"),      # source example
    ({"battle": "defended_position", "winner": "defender", "margin_of_victory": 2}, "defender_won", "0-3"),
    ({"battle": "defended_position", "winner": "attacker", "margin_of_victory": 2}, "attacker_won", "1-3"),
    ({"battle": "defended_position", "attacker": {"skill": 12, "roll": 10}, "defender": {"skill": 12, "roll": 10}},
     "defender_won", "0-3"),
    ({"winner": "defender", "margin_of_victory": 20}, "open_field", "17+"),
])
def test_result_action(data, table, band):
    out = call("result", data)
    assert (out["table"], out["band"]) == (table, band)


def test_result_bad_fields():
    assert err("result", {"winner": "nobody", "margin_of_victory": 3}) == "winner"
    assert err("result", {"winner": "attacker", "margin_of_victory": -3}) == "margin_of_victory"
    assert err("result", {"winner": "none", "margin_of_victory": 3}) == "margin_of_victory"
    assert err("result", {"attacker": {"skill": 12, "roll": 19}, "defender": {"margin": 1}}) == "attacker.roll"


def test_morale_action_by_result_row():
    out = call("morale", {"winner": "attacker", "margin_of_victory": 10,
                          "defender": {"name": "Blue", "situation": ["homeland"],
                                       "units": [{"name": "Pikes", "troops": 500, "morale": 10},
                                                 {"name": "Bows", "troops": 300, "morale": 10}]},
                          "dice": faces(10) + faces(11)})
    blue = out["defender"]
    assert [m["value"] for m in blue["modifiers"]] == [2, -2]
    assert [(u["unit"], u["status"]) for u in blue["units"]] == [("Pikes", "retreated"), ("Bows", "routed")]
    assert blue["units"][1]["failed_by"] == 1 and blue["units"][0]["margin"] == 0


def test_morale_action_single_unit_and_errors():
    out = call("morale", {"morale": 11, "modifiers": [{"name": "Thrown back yesterday", "value": -2}],
                          "dice": faces(15)})
    unit = out["result"]["units"][0]
    assert unit["status"] == "routed" and unit["failed_by"] == 6 and unit["effective_skill"] == 9
    assert err("morale", {"morale": "high"}) == "morale"
    assert err("morale", {"units": [{"name": "A", "morale": 10}], "procedure": "panic"}) == "procedure"
    assert err("morale", {"units": [{"name": "A"}]}) == "units[0].morale"
    assert err("morale", {"winner": "attacker", "margin_of_victory": 5,
                          "defender": {"units": [{"morale": 9}], "situation": ["weather"]}}) == "defender.situation"


def test_seer_action():
    out = call("seer", {"commander": {"name": "Duke", "strategy": 14},
                        "seer": {"name": "Mara", "skill": 12, "strategy": 8},
                        "trust": "normal", "dice": faces(14)})
    assert out["gm_only"]["strategy_modifier"] == -3 and out["gm_only"]["effective_strategy"] == 11
    assert "roll" not in out["player_view"]
    assert err("seer", {"commander": {"strategy": 14}, "seer": {"skill": 12, "strategy": 8},
                        "trust": "maybe"}) == "trust"
    assert err("seer", {"commander": {"strategy": 14}, "seer": {"skill": 12}}) == "seer.strategy"


def test_mission_action():
    out = call("mission", {"mission": "reconnaissance", "leader": {"stealth": 13}, "team": 25, "dice": faces(12)})
    assert out["success"] and out["strategy_modifiers"][0]["value"] == 2
    out = call("mission", {"mission": "assassination", "leader": {"stealth": 13}, "team": 2, "public_execution": True,
                           "security": {"leader": {"tactics": 14}, "team": 40}, "dice": faces(9) + faces(9)})
    assert not out["success"] and out["enemy_morale_modifiers"][0]["value"] == 2
    assert err("mission", {"mission": "sabotage", "leader": {"stealth": 12}, "team": 3}) == "mission"
    assert err("mission", {"mission": "reconnaissance", "leader": {"tactics": 12}, "team": 3}) == "leader.stealth"
    assert err("mission", {"mission": "reconnaissance", "leader": {"stealth": 12}, "team": 0}) == "team"
    assert err("mission", {"mission": "reconnaissance", "leader": {"stealth": 12}, "team": 3,
                           "security": {"leader": {"tactics": 12}}}) == "security.team"


def test_roll_and_losses_actions():
    out = call("roll", {"skill": 12, "modifiers": [{"name": "Homeland", "value": 2}], "dice": faces(14)})
    assert out["success"] and out["margin"] == 0
    out = call("losses", {"army": battle().attacker.to_dict(), "losses": {"R1": 120}})
    assert out["troops"] == 880
    assert err("losses", {"army": battle().attacker.to_dict(), "losses": {"R1": -1}}) == "losses.R1"
    assert err("losses", {"army": battle().attacker.to_dict(), "losses": {"Ghost": 1}}) == "losses"


def test_rules_override_errors_name_the_field():
    assert err("odds", {"attacker": {"strategy": 1}, "defender": {"strategy": 1},
                        "rules": {"luck": {"keep": "worst"}}}) == "rules.luck.keep"


def test_day_and_next_day_actions():
    state = battle("defended_position", position=["palisade"]).to_dict()
    # Red 12 vs Blue 12+3: Red rolls 12 (0), Blue rolls 12 (+3): defender by 3, attacker thrown back.
    out = call("day", {"battle": state, "dice": faces(12) + faces(12)})
    assert out["contest"]["result"]["band"] == "0-3" and out["battle_continues"]
    assert out["battle"]["carry"]["attacker"] == [{"name": "Thrown back yesterday", "value": -2}]
    nxt = call("next_day", {"battle": out["battle"]})["battle"]
    assert nxt["day"] == 2 and {u["status"] for u in nxt["attacker"]["units"]} == {"ready"}
    assert err("day", {"battle": {**state, "day": 0}}) == "battle.day"
    assert err("day", {"battle": state, "luck": ["attacker"]}) == "luck"
    over = dict(out["battle"], over=True)
    assert err("next_day", {"battle": over}) == "battle.over"
