"""NOTES.md section 5 (mech) and the audit: each ruling with scripted dice the earlier reading would fail."""

from fractions import Fraction

import pytest

from muster.rules.mech import MechDesign
from muster.rules.mech.api import ACTIONS
from muster.rules.mech.design import DesignError, load_sample
from muster.rules.mech.phases import damage_phase, damage_phase_piloting_odds
from muster.rules.mech.state import MechState
from muster.rules.requests import RequestError, run

from helpers_mech import RULES as R
from helpers_mech import design_dict, dice, mech

A = {"id": "a", "design": "boar", "pilot": {"name": "Ann", "gunnery": 2, "piloting": 1}}
B = {"id": "b", "design": "razorback", "pilot": {"name": "Bo", "gunnery": 1, "piloting": 1}}


def fails(action, data, field):
    with pytest.raises(RequestError) as err:
        run(ACTIONS[action], data)
    assert err.value.field == field, str(err.value)
    return str(err.value)  # the message may be a muster.i18n.Msg: str() renders it (English in tests)


# ---- carried damage counts once toward "20 or more damage" ---------------------------------------------------

def _overkilled_arm():
    s = mech()
    s.damage["left_arm"] = 15          # arm total 9: 6 more are carried to the left torso in the damage phase
    s.turn.damage_taken = 15           # counted where it first struck
    return s


def test_carried_damage_is_not_counted_again():
    res = damage_phase(_overkilled_arm(), dice(), R)
    assert res.state.damage["left_torso"] == 6 and "left_arm" in res.state.lost
    # 15, not 21: no "20 or more damage" piloting roll (the old reading rolled one)
    assert res.damage_this_turn == 15 and res.piloting is None
    out = res.to_dict()
    assert out["damage_this_turn"] == 15 and out["heavy_damage"] is False


def test_damage_this_turn_is_reported_when_it_reaches_20():
    s = mech(piloting=0)
    s.turn.damage_taken = 20
    res = damage_phase(s, dice(named={"piloting": [11]}), R)
    assert res.to_dict()["damage_this_turn"] == 20 and res.to_dict()["heavy_damage"] is True
    assert res.piloting["total"] == 10 and res.piloting["success"]     # 11 - 1 (20+ damage)


# ---- piloting odds include this turn's modifiers ---------------------------------------------------------------

def _troubled():
    s = mech(piloting=2, gyro_hits=1, actuators_hit=["right_leg.hip"])
    s.turn.damage_taken = 24
    s.turn.piloting_reasons = ["kicked"]
    s.damage["left_leg"] = 9           # the left leg falls off in this damage phase
    return s


def test_piloting_odds_count_every_modifier_of_the_turn():
    odds = damage_phase_piloting_odds(_troubled(), R)
    names = {m["name"] for m in odds["modifiers"]}
    assert {"20+ damage this turn", "Left leg lost", "Right leg hip actuator", "Gyro hit x1"} <= names
    assert odds["modifier_total"] == 2 - 1 - 5 - 2 - 3 and odds["roll_needed"]


def test_piloting_odds_match_every_face_of_the_roll():
    odds = damage_phase_piloting_odds(_troubled(), R)
    wins = sum(bool(damage_phase(_troubled(), dice(named={"piloting": [face], "critical": [10]}), R)
                    .piloting["success"]) for face in range(1, 21))
    assert Fraction(odds["chance"]) == Fraction(wins, 20) == Fraction(2, 20)   # -9: 19 or 20


def test_cli_piloting_odds_use_the_turn():
    state = dict(A, turn={"damage_taken": 25, "piloting_reasons": []})
    out = run(ACTIONS["odds"], {"mech": state, "piloting": ["a"]})
    row = out["piloting"]["a"]
    assert row["modifier_total"] == 0 and row["chance"] == "11/20" and row["roll_needed"]


# ---- an ammo explosion from the heat check feeds next turn's piloting roll -------------------------------------

def _leg_bin_design():
    d = design_dict()
    d["items"].append({"id": "ammo_leg", "name": "Leg Ammo", "kind": "ammo", "location": "left_leg", "shots": 4,
                       "damage": 20})
    return MechDesign.from_dict(d)


def test_heat_explosion_counts_for_next_turn():
    s = mech(design=_leg_bin_design())
    s.heat = 28 + s.working_heat_sinks()
    res = damage_phase(s, dice(named={"shutdown": [20, 20], "ammo_check": [1, 1], "consciousness": [20],
                                      "critical": [10]}), R)
    assert res.piloting is None                                   # nothing to roll for before the heat check
    assert res.ammo_check["explosion"]["bin"] == "ammo_leg" and "left_leg" in res.state.lost
    assert res.next_turn == {"damage": 20, "reasons": ["leg lost (left leg)"]}
    nxt = damage_phase(res.state, dice(named={"piloting": [20], "shutdown": [20, 20], "ammo_check": [20, 20]}), R)
    assert nxt.piloting is not None and "leg lost (left leg)" in nxt.piloting["reason"]
    assert {"name": "20+ damage this turn", "value": -1} in nxt.piloting["modifiers"]


# ---- audit: order, actuators, named dice, design names ----------------------------------------------------------

def test_order_refuses_unknown_mech_ids():
    attack = {"attacker": "a", "target": "b", "weapon": "ml_la", "range": 2}
    fails("attack", {"mechs": [A, B], "attacks": [attack], "order": ["a", "ghost"]}, "order[1]")
    fails("attack", {"mechs": [A, B], "attacks": [attack], "order": [3]}, "order[0]")


def test_a_leg_actuator_on_an_arm_is_refused():
    with pytest.raises(DesignError) as err:
        MechState.from_dict({**A, "actuators_hit": ["left_arm.hip"]})
    assert err.value.path == "actuators_hit[0]"
    fails("odds", {"mech": {**A, "actuators_hit": ["right_leg.hand"]}, "piloting": ["a"]}, "mech.actuators_hit[0]")
    assert MechState.from_dict({**A, "actuators_hit": ["left_leg.hip", "left_arm.hand"]}).actuators_hit


def test_named_dice_errors_name_the_exact_path():
    attack = {"attacker": "a", "target": "b", "weapon": "ml_la", "range": 2, "dice": {"attack": [21]}}
    fails("attack", {"mechs": [A, B], "attacks": [attack]}, "attacks[0].dice.attack")
    attack = {"attacker": "a", "target": "b", "weapon": "ml_la", "range": 2, "dice": {"attack": [12], "location": [0]}}
    fails("attack", {"mechs": [A, B], "attacks": [attack]}, "attacks[0].dice.location")
    fails("attack", {"mechs": [A, B], "attacks": [{**attack, "dice": None}], "named_dice": {"attack": [0]}},
          "named_dice.attack")


@pytest.mark.parametrize("name", ["../../x", "../mechs/boar", "/etc/passwd", "b" * 5000])
def test_design_names_are_looked_up_in_the_catalogue(name):
    with pytest.raises(KeyError):
        load_sample(name)
    message = fails("new-mech", {"id": "a", "design": name}, "design")
    assert "no sample design" in message and len(message) < 300


def test_design_names_from_the_catalogue_still_load():
    assert load_sample("boar").name == "Boar" and load_sample("Boar").name == "Boar"
