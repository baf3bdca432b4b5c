from dataclasses import replace
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.rules.bucs.combat import resolve_contest, resolve_round
from muster.rules.bucs.data import default_tables
from muster.rules.bucs.modifiers import Engagement, SideOptions
from muster.rules.bucs.odds import contest_odds, round_odds
from muster.rules.bucs.units import Order, Unit
from muster.rules.dice import Modifier, Roller, ScriptedDice

T = default_tables()


def U(name, quality="Average", **kw):
    kw.setdefault("specialties", ("Infantry",))
    cond = kw.pop("cond", {})
    u = Unit(name, quality, order=Order("Attack"), **kw)
    return replace(u, conditions=replace(u.conditions, **cond))


SETUPS = [
    ([U("A", "Experienced")], [U("B")], Engagement()),
    ([U("A", "Raw", specialties=())], [U("B", "Legendary", equipment="Excellent")], Engagement()),
    ([U("A1"), U("A2"), U("A3")], [U("B", "Elite", cond={"dug_in": True, "momentum": 2})], Engagement()),
    ([U("A", specialties=("Infantry", "Mechanized", ), mobility="mechanized", cond={"momentum": 3})],
     [U("B", cond={"pinned_down": ("doorway",)})], Engagement(attacker=SideOptions(modifiers=(Modifier("GM", -3),)))),
]


def brute_force(attackers, defenders, eng):
    counts = {"attacker": 0, "defender": 0, None: 0}
    hits = {"attacker": {"0": 0, "1": 0, "2": 0, "3+": 0}, "defender": {"0": 0, "1": 0, "2": 0, "3+": 0}}
    for a, b in product(range(1, 21), repeat=2):
        res = resolve_round(attackers, defenders, eng, Roller(ScriptedDice([a, b] + [3] * 60)), T)
        counts[res.winner] += 1
        if res.winner:
            hits[res.winner][str(res.hits) if res.hits < 3 else "3+"] += 1
    return counts, hits


@pytest.mark.parametrize("setup", range(len(SETUPS)))
def test_round_odds_equal_exhaustive_enumeration(setup):
    attackers, defenders, eng = SETUPS[setup]
    odds = round_odds(attackers, defenders, eng, T)
    counts, hits = brute_force(attackers, defenders, eng)
    assert odds.attacker_wins == Fraction(counts["attacker"], 400)
    assert odds.defender_wins == Fraction(counts["defender"], 400)
    assert odds.no_result == Fraction(counts[None], 400)
    for side in ("attacker", "defender"):
        got = odds.attacker_hits if side == "attacker" else odds.defender_hits
        assert got == {k: Fraction(v, 400) for k, v in hits[side].items()}
    assert odds.attacker_wins + odds.defender_wins + odds.no_result == 1


def test_odds_show_the_same_modifiers_as_the_roll():
    attackers, defenders, eng = SETUPS[3]
    odds = round_odds(attackers, defenders, eng, T)
    res = resolve_round(attackers, defenders, eng, Roller(ScriptedDice([5, 5])), T)
    assert list(odds.attacker_modifiers) == list(res.attacker.roll.modifiers)
    assert list(odds.defender_modifiers) == list(res.defender.roll.modifiers)
    d = odds.to_dict()
    assert d["attacker_wins"]["fraction"] == f"{odds.attacker_wins.numerator}/{odds.attacker_wins.denominator}"


@settings(max_examples=40, deadline=None)
@given(st.integers(-12, 12))
def test_odds_sum_to_one_and_are_monotone(bonus):
    a = [U("A")]
    eng = Engagement(attacker=SideOptions(modifiers=(Modifier("GM", bonus),)))
    more = Engagement(attacker=SideOptions(modifiers=(Modifier("GM", bonus + 1),)))
    o1, o2 = round_odds(a, [U("B")], eng, T), round_odds(a, [U("B")], more, T)
    assert o1.attacker_wins + o1.defender_wins + o1.no_result == 1
    assert sum(o1.attacker_hits.values()) == o1.attacker_wins
    assert o2.attacker_wins >= o1.attacker_wins


def test_contest_odds_equal_enumeration():
    a, b = [U("A", "Elite"), U("A2")], [U("B")]
    odds = contest_odds(a, b, "Hide", Engagement(), T)
    wins = sum(resolve_contest(a, b, "Hide", Engagement(), Roller(ScriptedDice([x, y])), T).winner == "attacker"
               for x, y in product(range(1, 21), repeat=2))
    assert odds.attacker_wins == Fraction(wins, 400)
