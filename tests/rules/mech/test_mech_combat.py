from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.rules.dice import Modifier
from muster.rules.mech import Attack, AttackError, attack_odds, hit_chance, hit_location, location_odds, resolve_combat
from muster.rules.mech.combat import hits_on, plan_attack

from helpers_mech import dice, mech, rules

R = rules()

FRONT = {**{f: "left_leg" for f in (1, 2)}, **{f: "right_leg" for f in (3, 4)}, **{f: "left_arm" for f in (5, 6)},
         **{f: "right_arm" for f in (7, 8)}, **{f: "left_torso" for f in (9, 10, 11)},
         **{f: "right_torso" for f in (12, 13, 14)}, **{f: "center_torso" for f in range(15, 20)}, 20: "head"}


def expected(face, side):
    loc = FRONT[face]
    if side == "rear" and "torso" in loc:
        return loc + "_rear"
    if side == "left" and loc.startswith("right_"):
        return "left_" + loc[6:]
    if side == "right" and loc.startswith("left_"):
        return "right_" + loc[5:]
    return loc


@pytest.mark.parametrize("side", ["front", "rear", "left", "right"])
@pytest.mark.parametrize("face", range(1, 21))
def test_every_hit_location_row(face, side):
    assert hit_location(face, side, R) == expected(face, side)


def test_location_odds_are_exact():
    odds = location_odds("left", R)
    assert sum(odds.values()) == 1
    assert odds["left_arm"] == Fraction(4, 20) and "right_arm" not in odds
    assert odds["center_torso"] == Fraction(5, 20)


def _names(plan):
    return {m.name: m.value for m in plan.modifiers}


def test_full_modifier_breakdown():
    a, t = mech("a", gunnery=2), mech("b")
    a.turn.move_mode, a.turn.die, a.turn.hexes = "run", 2, 5
    t.turn.move_mode, t.turn.die, t.turn.hexes = "walk", 3, 8
    a.heat = 13
    a.sensor_hits = 1
    attack = Attack("a", "b", "ac", range=7, cover=("light_woods", "light_woods", "partial_cover"),
                    extra=(Modifier("Spotter", 1),))
    plan = plan_attack(a, t, attack, R)
    mods = [(m.name, m.value) for m in plan.modifiers]
    assert mods == [
        ("Gunnery", 2), ("Targeting Laser", 1), ("Medium range (7 hexes; 5/10/15)", -2),
        ("Own movement (ran, black die)", -2), ("Target movement (die 3)", -3), ("Heat 13", -2),
        ("Sensors hit x1", -2), ("Light woods", -1), ("Light woods", -1), ("Partial cover", -1), ("Spotter", 1),
    ]
    assert plan.modifier_total == -10


@pytest.mark.parametrize("mode,jumped,value", [("walk", 0, -1), ("run", 0, -2), ("walk", 2, -3), ("run", 1, -3)])
def test_own_movement_colour(mode, jumped, value):
    a = mech("a")
    a.turn.move_mode, a.turn.jumped, a.turn.die, a.turn.hexes = mode, jumped, 1, 2
    mods = _names(plan_attack(a, mech("b"), Attack("a", "b", "ml_la", range=2), R))
    assert [v for k, v in mods.items() if k.startswith("Own movement")] == [value]


@pytest.mark.parametrize("die,hexes,value", [(1, 2, -1), (2, 5, -2), (3, 8, -3), (4, 12, -4), (6, 0, 0)])
def test_target_movement_number(die, hexes, value):
    t = mech("b")
    t.turn.move_mode, t.turn.die, t.turn.hexes = "walk", die, hexes
    mods = _names(plan_attack(mech("a"), t, Attack("a", "b", "ml_la", range=2), R))
    assert mods[f"Target movement (die {die})"] == value


def test_in_place_six_literal_option():
    r = rules({"movement_die": {"in_place_penalty": -6}})
    t = mech("b")
    t.turn.move_mode, t.turn.die, t.turn.hexes = "walk", 6, 0
    assert _names(plan_attack(mech("a"), t, Attack("a", "b", "ml_la", range=2), r))["Target movement (die 6)"] == -6


def test_no_movement_die_no_modifiers():
    mods = _names(plan_attack(mech("a"), mech("b"), Attack("a", "b", "ml_la", range=2), R))
    assert mods == {"Gunnery": 0, "Targeting Laser": 1, "Short range (2 hexes; 3/6/9)": 0}


@pytest.mark.parametrize("heat,value", [(7, 0), (8, -1), (12, -1), (13, -2), (16, -2), (17, -3), (23, -3),
                                        (24, -4), (40, -4)])
def test_heat_penalty_bands(heat, value):
    a = mech("a", heat=heat)
    mods = _names(plan_attack(a, mech("b"), Attack("a", "b", "ml_la", range=2), R))
    assert mods.get(f"Heat {heat}", 0) == value


@pytest.mark.parametrize("rng,band,value", [(1, "Short", 0), (3, "Short", 0), (4, "Medium", -2), (6, "Medium", -2),
                                            (7, "Long", -4), (9, "Long", -4)])
def test_range_bands(rng, band, value):
    mods = _names(plan_attack(mech("a"), mech("b"), Attack("a", "b", "ml_la", range=rng), R))
    assert mods[f"{band} range ({rng} hexes; 3/6/9)"] == value


def test_beyond_long_range_is_refused():
    with pytest.raises(AttackError) as err:
        plan_attack(mech("a"), mech("b"), Attack("a", "b", "ml_la", range=10), R)
    assert err.value.field == "range"
    assert "10 hexes away" in err.value.message and "long range is 9" in err.value.message


@pytest.mark.parametrize("rng,value", [(1, -5), (2, -4), (5, -1), (6, None), (7, None)])
def test_minimum_range(rng, value):
    mods = _names(plan_attack(mech("a"), mech("b"), Attack("a", "b", "lrm", range=rng), R))
    got = [v for k, v in mods.items() if k.startswith("Minimum range")]
    assert got == ([] if value is None else [value])


@pytest.mark.parametrize("weapon,bearing,ok", [
    ("ml_la", "front", True), ("ml_la", "left", True), ("ml_la", "right", False), ("ml_la", "rear", False),
    ("ac", "left", True), ("ac", "rear", False), ("ac2", "left", False),
    ("ml_rear", "rear", True), ("ml_rear", "front", False), ("ml_rear", "right", False),
])
def test_firing_arcs(weapon, bearing, ok):
    attack = Attack("a", "b", weapon, range=2, bearing=bearing)
    if ok:
        plan_attack(mech("a"), mech("b"), attack, R)
    else:
        with pytest.raises(AttackError) as err:
            plan_attack(mech("a"), mech("b"), attack, R)
        assert err.value.field == "bearing"


def test_weapon_checks():
    a = mech("a")
    a.disabled.append("ml_la")
    with pytest.raises(AttackError, match="knocked out"):
        plan_attack(a, mech("b"), Attack("a", "b", "ml_la", range=2), R)
    a = mech("a", lost=["left_arm"])
    with pytest.raises(AttackError, match="location .* is lost"):
        plan_attack(a, mech("b"), Attack("a", "b", "ml_la", range=2), R)
    with pytest.raises(AttackError) as err:
        plan_attack(mech("a"), mech("b"), Attack("a", "b", "phaser", range=2), R)
    assert err.value.field == "weapon"
    a = mech("a", sensor_hits=2)
    with pytest.raises(AttackError, match="sensors"):
        plan_attack(a, mech("b"), Attack("a", "b", "ml_la", range=2), R)
    a = mech("a", ammo_used={"ammo_ac": 2})
    with pytest.raises(AttackError, match="empty"):
        plan_attack(a, mech("b"), Attack("a", "b", "ac", range=2), R)
    with pytest.raises(AttackError) as err:
        plan_attack(mech("a"), mech("b"), Attack("a", "b", "ml_la", range=2, cover=("fog",)), R)
    assert err.value.field == "cover[0]"


@pytest.mark.parametrize("field,value,message", [
    ("shutdown", True, "shut down"), ("destroyed", True, "destroyed"),
])
def test_attacker_must_be_able_to_act(field, value, message):
    a = mech("a", **{field: value})
    with pytest.raises(AttackError, match=message):
        plan_attack(a, mech("b"), Attack("a", "b", "ml_la", range=2), R)
    a = mech("a")
    a.pilot.status = "unconscious"
    with pytest.raises(AttackError, match="unconscious"):
        plan_attack(a, mech("b"), Attack("a", "b", "ml_la", range=2), R)


def test_hit_and_miss_at_exactly_ten():
    mechs = [mech("a", gunnery=0), mech("b")]
    hit = resolve_combat(mechs, [Attack("a", "b", "ml_la", range=2)], dice(9, 17), R)
    assert hit.attacks[0]["total"] == 10 and hit.attacks[0]["hit"] and hit.attacks[0]["margin"] == 0
    assert hit.mechs["b"].damage["center_torso"] == 5
    miss = resolve_combat(mechs, [Attack("a", "b", "ml_la", range=2)], dice(8), R)
    assert miss.attacks[0]["hit"] is False and "hits" not in miss.attacks[0]
    assert miss.mechs["a"].turn.weapon_heat == 3, "heat is generated on a miss too"


def test_natural_20_hits_and_scores_a_critical():
    a = mech("a", gunnery=-15)
    res = resolve_combat([a, mech("b")], [Attack("a", "b", "ml_la", range=2)], dice(20, 17, 19), R)
    hit = res.attacks[0]["hits"][0]
    assert res.attacks[0]["hit"] and res.attacks[0]["natural_20"]
    assert hit["internal_damage"] == 0 and hit["critical"]["reason"] == "natural 20"
    no_auto = rules({"to_hit": {"natural_20_always_hits": False}})
    res = resolve_combat([a, mech("b")], [Attack("a", "b", "ml_la", range=2)], dice(20), no_auto)
    assert res.attacks[0]["hit"] is False


def test_natural_20_critical_even_without_internal_damage():
    res = resolve_combat([mech("a"), mech("b")], [Attack("a", "b", "ac2", range=2)], dice(20, 17, 5), R)
    hit = res.attacks[0]["hits"][0]
    assert hit["internal_damage"] == 0 and hit["critical"]["reason"] == "natural 20"
    assert hit["critical"]["component"] == "heat_sink" and "hs_ct" in res.mechs["b"].disabled


def test_cluster_weapon_rolls_a_location_per_damage_die():
    res = resolve_combat([mech("a"), mech("b")], [Attack("a", "b", "srm", range=2)], dice(15, 1, 4, 7, 3), R)
    hits = res.attacks[0]["hits"]
    assert [(h["location_roll"], h["location"], h["damage_die"], h["damage"]) for h in hits] == [
        (1, "left_leg", 4, 4), (7, "right_arm", 3, 3)]
    assert res.mechs["b"].damage["left_leg"] == 4 and res.mechs["b"].damage["right_arm"] == 3
    assert res.mechs["a"].ammo_left("ammo_srm") == 4


def test_side_and_rear_attacks_redirect_locations():
    res = resolve_combat([mech("a"), mech("b")], [
        Attack("a", "b", "ac2", range=2, side="left"),
        Attack("a", "b", "ac", range=2, side="rear", bearing="front"),
    ], dice(15, 7, 15, 16, 10), R)
    assert res.attacks[1]["hits"][0]["critical"]["reason"] == "internal damage"
    assert res.attacks[0]["hits"][0]["location"] == "left_arm"
    assert res.attacks[1]["hits"][0]["location"] == "center_torso_rear"


def test_shared_ammo_bin_is_counted_across_weapons():
    mechs = [mech("a"), mech("b")]
    res = resolve_combat(mechs, [Attack("a", "b", "ac", range=2), Attack("a", "b", "ac2", range=2)], dice(1, 1), R)
    assert res.mechs["a"].ammo_used == {"ammo_ac": 2} and res.mechs["a"].ammo_left("ammo_ac") == 0
    with pytest.raises(AttackError) as err:
        resolve_combat(mechs, [Attack("a", "b", "ac", range=2), Attack("a", "b", "ac2", range=2),
                               Attack("a", "b", "ac", range=3)], dice(), R)
    assert err.value.field == "attacks[2].weapon" and "AC Ammo has 2 left, 3 declared" in err.value.message


def test_attacks_resolve_in_initiative_order_and_simultaneously():
    a, b = mech("a"), mech("b")
    # b (first in order) knocks out a's laser with a critical; a's laser still fires this phase
    res = resolve_combat([a, b], [Attack("a", "b", "ml_la", range=2), Attack("b", "a", "ac", range=2)],
                         dice(15, 5, 5, 15, 17), R, order=["b", "a"])
    assert res.order == [1, 0]
    assert "ml_la" in res.mechs["a"].disabled
    assert res.attacks[0]["hit"] and res.mechs["b"].damage["center_torso"] == 5
    assert a.damage["left_arm"] == 0 and not a.disabled, "inputs are not changed"


def test_unknown_mech_in_declaration():
    with pytest.raises(AttackError) as err:
        resolve_combat([mech("a")], [Attack("a", "zed", "ml_la")], dice(), R)
    assert err.value.field == "attacks[0].target"


# ---------------------------------------------------------------- physical attacks
def test_punch_and_kick_damage_from_tonnage():
    res = resolve_combat([mech("a"), mech("b")], [Attack("a", "b", "punch", range=1),
                                                  Attack("a", "b", "kick", range=1)], dice(15, 17, 15, 15, 10), R)
    assert [h["damage"] for r in res.attacks for h in r["hits"]] == [4, 8]
    assert res.attacks[0]["limb"] == "left_arm" and res.attacks[1]["limb"] == "left_leg"
    assert res.mechs["b"].turn.piloting_reasons == ["kicked"]


def test_missed_kick_makes_the_kicker_roll():
    res = resolve_combat([mech("a"), mech("b")], [Attack("a", "b", "kick", range=1)], dice(2), R)
    assert res.mechs["a"].turn.piloting_reasons == ["missed kick"] and not res.mechs["b"].turn.piloting_reasons
    assert res.attacks[0]["piloting_roll_for"] == "a"


def test_physical_attack_requirements_and_actuators():
    from muster.rules.mech import MechDesign

    from helpers_mech import design_dict

    data = design_dict()
    data["hands"], data["feet"] = [], []
    handless = mech("a", design=MechDesign.from_dict(data))
    with pytest.raises(AttackError, match="no hands"):
        plan_attack(handless, mech("b"), Attack("a", "b", "punch", range=1), R)
    with pytest.raises(AttackError, match="no feet"):
        plan_attack(handless, mech("b"), Attack("a", "b", "kick", range=1), R)
    with pytest.raises(AttackError) as err:
        plan_attack(mech("a"), mech("b"), Attack("a", "b", "punch", range=2), R)
    assert err.value.field == "range"
    a = mech("a", actuators_hit=["left_arm.shoulder", "right_arm.upper_arm", "right_arm.hand"])
    with pytest.raises(AttackError, match="shoulder"):
        plan_attack(a, mech("b"), Attack("a", "b", "punch", range=1, limb="left_arm"), R)
    with pytest.raises(AttackError, match="hand"):
        plan_attack(a, mech("b"), Attack("a", "b", "punch", range=1), R)
    a = mech("a", actuators_hit=["right_arm.upper_arm", "right_arm.lower_arm"])
    mods = _names(plan_attack(a, mech("b"), Attack("a", "b", "punch", range=1, limb="right_arm", bearing="right"), R))
    assert mods["Right arm upper arm actuator"] == -2 and mods["Right arm lower arm actuator"] == -2
    with pytest.raises(AttackError, match="prone"):
        plan_attack(mech("a", prone=True), mech("b"), Attack("a", "b", "kick", range=1), R)
    with pytest.raises(AttackError, match="lost leg"):
        plan_attack(mech("a", lost=["right_leg"]), mech("b"), Attack("a", "b", "kick", range=1), R)
    with pytest.raises(AttackError) as err:
        plan_attack(mech("a"), mech("b"), Attack("a", "b", "punch", range=1, limb="left_leg"), R)
    assert err.value.field == "limb"


# ---------------------------------------------------------------- GEL
def test_gel_on_itself_repairs_up_to_original_armor():
    a = mech("a")
    a.damage["left_arm"] = 3
    res = resolve_combat([a], [Attack("a", "a", "gel", range=0, pack="gel_pack", location="left_arm")], dice(), R)
    rep = res.attacks[0]["repair"]
    assert rep["repaired"] == 3 and rep["wasted"] == 1 and rep["charges_left"] == 2
    assert res.mechs["a"].damage["left_arm"] == 0 and res.attacks[0]["heat"] == 1


def test_gel_saves_a_part_falling_off_this_round_but_not_one_lost_before():
    b = mech("b")
    b.damage["left_arm"] = 10
    assert b.falling_off("left_arm")
    res = resolve_combat([mech("a"), b], [Attack("a", "b", "gel", range=1, bearing="right", pack="gel_dice",
                                                  location="left_arm")], dice(3, 2), R)
    assert res.attacks[0]["repair"]["dice"] == [3, 2] and res.mechs["b"].damage["left_arm"] == 5
    assert res.mechs["a"].ammo_left("gel_dice") == 2
    with pytest.raises(AttackError) as err:
        resolve_combat([mech("a"), mech("b", lost=["left_arm"])],
                       [Attack("a", "b", "gel", range=1, bearing="right", pack="gel_pack", location="left_arm")],
                       dice(), R)
    assert err.value.field == "attacks[0].location" and "earlier round" in err.value.message


def test_gel_needs_a_pack_with_charges():
    with pytest.raises(AttackError) as err:
        plan_attack(mech("a"), mech("a"), Attack("a", "a", "gel", range=0, location="head"), R)
    assert err.value.field == "pack"
    a = mech("a", ammo_used={"gel_pack": 3})
    with pytest.raises(AttackError) as err:
        resolve_combat([a], [Attack("a", "a", "gel", range=0, pack="gel_pack", location="head")], dice(), R)
    assert "0 left" in err.value.message


# ---------------------------------------------------------------- odds
@settings(max_examples=100, deadline=None)
@given(st.integers(-30, 30), st.booleans(), st.booleans())
def test_hit_chance_equals_enumeration(total, nat20, nat1):
    r = rules({"to_hit": {"natural_20_always_hits": nat20, "natural_1_always_misses": nat1}})
    brute = 0
    for face in range(1, 21):
        if nat20 and face == 20:
            brute += 1
        elif nat1 and face == 1:
            continue
        elif face + total >= 10:
            brute += 1
    assert hit_chance(total, r) == Fraction(brute, 20)


@settings(max_examples=30, deadline=None)
@given(st.integers(-3, 5), st.integers(1, 9), st.integers(0, 30))
def test_odds_match_resolving_every_face(gunnery, rng, heat):
    a, b = mech("a", gunnery=gunnery, heat=heat), mech("b")
    attack = Attack("a", "b", "ml_la", range=rng)
    odds = attack_odds(a, b, attack, R)
    hits = sum(resolve_combat([a, b], [attack], dice(face, 17, 10), R).attacks[0]["hit"] for face in range(1, 21))
    assert Fraction(odds["chance"]) == Fraction(hits, 20)
    assert odds["modifier_total"] == sum(m["value"] for m in odds["modifiers"])


def test_hits_on_respects_target_number():
    assert hits_on(10, 0, R) and not hits_on(9, 0, R) and hits_on(20, -50, R)


def test_attack_declaration_round_trips():
    a = Attack("a", "b", "srm", range=4, bearing="left", side="rear", cover=("light_woods",),
               extra=(Modifier("Spotter", 1),), dice={"attack": [12]})
    assert Attack.from_dict(a.to_dict()) == a
    with pytest.raises(AttackError) as err:
        Attack.from_dict({"attacker": "a", "target": "b"})
    assert err.value.field == "weapon"
