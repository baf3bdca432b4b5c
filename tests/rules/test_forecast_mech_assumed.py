"""The mech forecast without declared attacks (``assume_range``): each mech fires at the enemy it faces, the
weapons its heat allows, retargeting when that enemy is out; the lean turn and the engine give the same answer."""

from __future__ import annotations

from muster.i18n import render
from muster.rules.forecast import mech
from muster.rules.mech import load_rules
from muster.rules.mech.combat import Attack
from muster.rules.mech.state import MechState

RULES = load_rules()


def _mech(mid: str, design: str, **state) -> MechState:
    pilot = {"name": mid, "gunnery": 3, "piloting": 4, **state.pop("pilot", {})}
    return MechState.from_dict({"id": mid, "design": design, "pilot": pilot, **state})


def _both(mechs, attacks=(), **kw):
    args = dict(runs=120, seed=4, turns=8, assume_range=3, **kw)
    lean = mech.forecast(mechs, list(attacks), RULES, **args).to_dict()
    assert lean == mech.forecast(mechs, list(attacks), RULES, engine=True, **args).to_dict()
    return lean


def test_facing_order_and_retargeting():
    mechs = [_mech("t", "tusker"), _mech("b", "boar"), _mech("w", "warthog"), _mech("p", "peccary")]
    sides = {"t": "crown", "b": "crown", "w": "rebels", "p": "rebels"}
    attacks, groups = mech.plan_fire(mechs, [], sides, 3)
    first = {a.attacker: a.target for a, g in zip(attacks, groups) if g == 1}
    assert first == {"t": "w", "b": "p", "w": "t", "p": "b"}  # the first faces the first, the second the second
    second = {a.attacker: a.target for a, g in zip(attacks, groups) if g == 2}
    assert second == {"t": "p", "b": "w", "w": "b", "p": "t"}  # then the next enemy
    weapons = [a.weapon for a, g in zip(attacks, groups) if a.attacker == "w" and g == 1]
    assert weapons[:2] == ["mg_l", "mg_r"]  # heat-free first, then the most damage for the heat
    out = _both(mechs, sides=sides, side_names={"crown": "Crown", "rebels": "Rebels"})
    assert list(out["outcomes"]) == ["Crown", "Rebels", "undecided"]
    assert abs(sum(c["p"] for c in out["outcomes"].values()) - 1) < 1e-5
    assert "fires at the enemy it faces" in out["rule"] and "at 3 hexes" in out["rule"]


def test_heat_keeps_assumed_fire_out_of_shutdown_checks():
    # running hot: 20 heat and 12 sinks leave room for 5 heat a turn (shutdown checks start at 14), so the
    # razorback fires its SRM only; the declared fire of the other mech is repeated as declared
    hot = _mech("hot", "razorback", heat=20)
    cold = _mech("cold", "razorback")
    declared = [Attack("cold", "hot", "ml_ra", range=3)]
    out = _both([hot, cold], declared, sides={"hot": "x", "cold": "y"})
    units = {u["name"]: u for u in out["units"]}
    assert units["hot"]["heat_shutdown"]["p"] == 0
    assert units["cold"]["destroyed"]["p"] + units["cold"]["pilot_out"]["p"] > 0   # the hot one still fires
    # without the heat rule (declared all three), it does risk shutdown
    every = declared + [Attack("hot", "cold", w, range=3) for w in ("lrm10", "srm4", "ml_ra")]
    plain = mech.forecast([hot, cold], every, RULES, runs=120, seed=4, turns=8, sides={"hot": "x", "cold": "y"})
    assert dict(plain.units[0].chances)["heat_shutdown"].p > 0


def test_after_combat_the_first_turn_is_the_damage_phase():
    hit = _mech("a", "boar", damage={"center_torso": 30}, turn={"damage_taken": 22, "weapon_heat": 7})
    mechs = [hit, _mech("b", "boar")]
    out = _both(mechs, sides={"a": "x", "b": "y"}, combat_done=True)
    assert "starts with its damage phase" in out["rule"]
    assert render(mech.DAMAGE_FIRST) in out["rule"]
