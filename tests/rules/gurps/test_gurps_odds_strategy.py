import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.rules.gurps import tables as load_tables
from muster.rules.gurps.armies import Leader
from muster.rules.gurps.battle import effective_skills
from muster.rules.gurps.odds import contest_odds, row_probabilities
from muster.rules.gurps.skill import judge, success_chance
from muster.rules.gurps.strategy import contest_skill, tech_level_bonus, troop_strength_bonus

from helpers_gurps import army, battle

T = load_tables()
FACES = list(itertools.product(range(1, 7), repeat=3))


def brute_force(a_skill, d_skill, kind):
    """Every one of the 216 x 216 pairs of 3d6 throws, judged the long way round."""
    out = {}
    for fa in FACES:
        ca = judge(a_skill, sum(fa), T)
        for fd in FACES:
            cd = judge(d_skill, sum(fd), T)
            if ca.success != cd.success:
                winner = "attacker" if ca.success else "defender"
            elif ca.margin != cd.margin:
                winner = "attacker" if ca.margin > cd.margin else "defender"
            else:
                winner = None
            mov = abs(ca.margin - cd.margin) if winner else 0
            if winner and (ca.margin - cd.margin) * (1 if winner == "attacker" else -1) < 0:
                mov = 0
            if kind == "open_field":
                table, side = "open_field", winner
            else:
                side = winner or "defender"
                table = "attacker_won" if side == "attacker" else "defender_won"
            bands = T["results"][table]["bands"]
            value = max(mov, bands[0]["min"])
            band = next(b for b in bands if b["min"] <= value and (b["max"] is None or value <= b["max"]))
            key = (side, table, band["min"])
            out[key] = out.get(key, 0) + 1
    return {k: Fraction(v, 216 * 216) for k, v in out.items()}


@pytest.mark.parametrize("a,d,kind", [(14, 12, "open_field"), (10, 16, "defended_position"), (3, 19, "open_field"),
                                      (12, 12, "defended_position"), (20, 8, "defended_position")])
def test_odds_equal_enumeration_of_all_3d6_pairs(a, d, kind):
    assert row_probabilities(a, d, T, kind) == brute_force(a, d, kind)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 22), st.integers(0, 22), st.sampled_from(["open_field", "defended_position"]))
def test_odds_sum_to_one_and_rows_match(a, d, kind):
    odds = contest_odds(a, d, T, kind)
    assert sum(r["ways"] for r in odds["rows"]) == odds["out_of"] == 216 * 216
    w = odds["winner"]
    assert w["attacker"]["ways"] + w["defender"]["ways"] + w["tie"]["ways"] == 216 * 216
    assert len(odds["rows"]) == (11 if kind == "open_field" else 10)


def test_success_chance():
    assert success_chance(10, T) == Fraction(108, 216)
    assert success_chance(0, T) == Fraction(4, 216)  # 3 and 4 always succeed
    assert success_chance(30, T) == Fraction(216 - 4, 216)  # 17 and 18 always fail


@pytest.mark.parametrize("own,enemy,bonus", [
    # NOTES 5 / full text 5.1, upper bounds inclusive: 1.2 0; 1.4 +1; 1.7 +2; 2 +3; 3 +4; 5 +5; 7 +6; 10 +7; over +8
    (1000, 1000, 0), (1200, 1000, 0), (1201, 1000, 1), (1400, 1000, 1), (1401, 1000, 2), (1500, 1000, 2),
    (1700, 1000, 2), (1701, 1000, 3), (2000, 1000, 3), (2001, 1000, 4), (3000, 1000, 4), (3001, 1000, 5),
    (5000, 1000, 5), (7000, 1000, 6), (10000, 1000, 7), (10001, 1000, 8), (300000, 1000, 8), (1000, 0, 8),
    (0, 0, 0), (1000, 1500, 0), (100, 50, 3),
])
def test_troop_strength_rows(own, enemy, bonus):
    assert troop_strength_bonus(own, enemy, T)[0] == bonus


@pytest.mark.parametrize("ratio,lead,bonus", [(30, 3, 10), (20, 3, 9), (19, 3, 8), (30, 2, 8), (11, 5, 8),
                                              (10, 5, 7), (100, 4, 17)])
def test_past_ten_to_one_with_a_big_tl_lead(ratio, lead, bonus):
    # the text's example: TL6 against TL3 at 30:1 is +10; without a lead of more than 2 the cap is +8
    assert troop_strength_bonus(ratio * 100, 100, T, 3 + lead, 3)[0] == bonus


@pytest.mark.parametrize("own,enemy,bonus", [(3, 3, 0), (4, 3, 3), (6, 3, 5), (2, 3, 0)])
def test_tech_level(own, enemy, bonus):
    assert tech_level_bonus(own, enemy, T) == bonus


def test_tactics_below_200():
    assert contest_skill(199, T) == "tactics" and contest_skill(200, T) == "strategy"
    small = battle()
    small = small.with_army("attacker", small.attacker.record_losses({"R1": 550, "R2": 350}))
    small = small.with_army("defender", small.defender.record_losses({"B1": 450, "B2": 460}))
    skills = effective_skills(small, T)
    assert skills["attacker"].skill == "tactics" and skills["attacker"].base == 11


@pytest.mark.parametrize("key,bonus", [("palisade", 3), ("trench", 3), ("rampart", 3), ("unfordable_river", 3),
                                       ("manor", 4), ("unwalled_town", 4), ("fort", 4), ("walled_city", 6),
                                       ("castle", 8), ("hilltop", 2)])
def test_every_defensive_position_row(key, bonus):
    skills = effective_skills(battle("defended_position", position=(key,)), T)
    assert skills["defender"].total == 12 + bonus and skills["attacker"].total == 12


def test_position_bonuses_stack_and_only_for_defended_position():
    skills = effective_skills(battle("defended_position", position=("castle", "hilltop")), T)
    assert [m.value for m in skills["defender"].modifiers] == [8, 2]
    assert effective_skills(battle("open_field", position=("castle",)), T)["defender"].total == 12


def test_all_strategy_modifiers_named():
    b = battle("defended_position", position=("palisade",))
    b = b.with_army("attacker", army("Red", 13, units=(("R1", 3000, 10),), tl=4))
    skills = effective_skills(b, T)
    assert [(m.name, m.value) for m in skills["attacker"].modifiers] == [
        ("Troop Strength 3,000 vs 1,000, 3.00:1", 4), ("Better tech level (TL4 vs TL3)", 3)]
    assert skills["attacker"].total == 20 and skills["defender"].total == 15


def test_no_commander_is_an_error():
    b = battle()
    dead = b.attacker.commander.__class__("Gone", alive=False)
    b = b.with_army("attacker", army("Red").__class__("Red", dead))
    with pytest.raises(ValueError, match="no commander"):
        effective_skills(b, T)


def test_leader_skill_lookup():
    assert Leader("X", 1, 2, 3).skill("stealth") == 3
