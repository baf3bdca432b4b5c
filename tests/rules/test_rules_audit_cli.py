"""The audit of issue 14 through the CLI: `muster rules SYSTEM ACTION` answers bad input with exit 2 and
{"error", "field"} naming the exact path, never a traceback; and chances never print as 0.00%."""

from __future__ import annotations

import io
import json
from fractions import Fraction

import pytest

from muster.cli.main import rules_main
from muster.rules.chance import percent_text

A = {"id": "a", "design": "boar"}
B = {"id": "b", "design": "razorback"}
ARCHERS = {"name": "Archers", "members": 5, "hd": 1, "ac": 7, "missile": "short_bow"}
FOOT = {"name": "Foot", "members": 5, "hd": 1, "ac": 7}


def cli(monkeypatch, capsys, system, action, request) -> tuple[int, dict]:
    text = request if isinstance(request, str) else json.dumps(request)
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code = rules_main([system, action])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("system,action,request_,field", [
    ("poleaxe", "missile", {"squads": [ARCHERS, FOOT], "volleys": [{"attacker": "Archers", "target": "Nobody",
                                                                      "range": 2}]}, "volleys[0].target"),
    ("poleaxe", "build", {"squad": {**FOOT, "hd": "1/0"}}, "squad.members[0].hd"),
    ("poleaxe", "build", {"squad": {**FOOT, "hd": "9" * 300}}, "squad.members[0].hd"),
    ("poleaxe", "build", {"squad": {**FOOT, "members": [{"name": "x", "hd": "5000/3"}]}}, "squad.members[0].hd"),
    ("mech", "new-mech", {"id": "a", "design": "x" * 3000}, "design"),
    ("mech", "new-mech", {"id": "a", "design": "../../x"}, "design"),
    ("mech", "attack", {"mechs": [A, B], "attacks": [{"attacker": "a", "target": "b", "weapon": "ml_la",
                                                       "range": 2, "dice": {"attack": [21]}}]},
     "attacks[0].dice.attack"),
    ("mech", "attack", {"mechs": [A, B], "attacks": [], "order": ["a", "zed"]}, "order[1]"),
    ("mech", "odds", {"mech": {**A, "actuators_hit": ["left_arm.foot"]}, "piloting": ["a"]},
     "mech.actuators_hit[0]"),
])
def test_bad_requests_exit_2_with_the_exact_field(monkeypatch, capsys, system, action, request_, field):
    code, out = cli(monkeypatch, capsys, system, action, request_)
    assert code == 2 and set(out) == {"error", "field"} and out["field"] == field, out


def test_a_number_too_long_to_read_is_an_error_not_a_traceback(monkeypatch, capsys):
    code, out = cli(monkeypatch, capsys, "poleaxe", "build", '{"squad": {"name": "A", "hd": ' + "9" * 5000 + "}}")
    assert code == 2 and set(out) == {"error", "field"} and "digits" in out["error"]


def test_bucs_apply_hits_uses_the_leader_dice(monkeypatch, capsys):
    unit = {"name": "Bravo", "quality": "Average", "specialties": ["Infantry"], "leader": {"name": "Sgt", "hp": 20}}
    code, out = cli(monkeypatch, capsys, "bucs", "apply-hits", {"unit": unit, "casualty": 1,
                                                                "rolls": {"defender_leader": [6, 6, 6]}})
    assert code == 0 and out["character_hits"][0]["damage"] == 18 and out["rolls"][0]["source"] == "manual"


@pytest.mark.parametrize("chance,text", [
    (Fraction(1, 46656), "<0.01%"), (Fraction(46655, 46656), ">99.99%"), (Fraction(0), "0.00%"),
    (Fraction(1), "100.00%"), (Fraction(1, 3), "33.33%"), (Fraction(1, 10000), "0.01%"),
])
def test_percent_text_never_rounds_a_possible_result_away(chance, text):
    assert percent_text(chance) == text


def test_odds_answers_carry_the_text(monkeypatch, capsys):
    squads = [{"name": f"S{i}", "attack_value": 1, "defense_value": 1, "hits_to_kill": 5, "morale_value": 6}
              for i in range(2)]
    code, out = cli(monkeypatch, capsys, "poleaxe", "odds", {"squads": squads})
    assert code == 0
    drop = out["odds"]["S0"]["to_drop"]
    assert drop["percent"] == 0.0 and drop["percent_text"] in ("0.00%", "<0.01%")
