"""GURPS edges of issue 25 (item 12), from the article's numbers (gurps-mass-combat-full.md sections 5.1 and 13)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from muster.rules.dice import Roller, ScriptedDice
from muster.rules.gurps import tables as load_tables
from muster.rules.gurps.api import ACTIONS
from muster.rules.gurps.armies import Unit
from muster.rules.gurps.campaign import monthly_pay, pay_resumed, pay_unit
from muster.rules.gurps.strength import force_ratio
from muster.rules.requests import RequestError, run

T = load_tables()


# ---- 5.1: the ratio of Troop Strength, not of Troop Strength rounded to two places -----------------------------

@pytest.mark.parametrize("a,d,bonus", [(12.004, 10, 1), (12, 10, 0), (12.0001, 10, 1), (14.004, 10, 2),
                                       (100, 50, 3), (20.001, 10, 4)])
def test_force_ratio_is_taken_from_unrounded_troop_strength(a, d, bonus):
    assert force_ratio(a, d, T).bonus == bonus
    out = run(ACTIONS["troop-strength"], {"attacker": {"ts": a}, "defender": {"ts": d}})
    assert out["strategy_bonus"] == {"attacker": bonus, "defender": 0}


def test_force_ratio_of_computed_unit_strengths_is_unrounded():
    # 12.004 TS against 10: the computed unit TS sums are compared as they are
    assert force_ratio(6.002 + 6.002, 10.0, T).bonus == 1
    assert force_ratio(10, 12.004, T).stronger == "enemy" and force_ratio(10, 12.004, T).bonus == 1


# ---- 13: resumed pay only cancels missed-pay penalties ---------------------------------------------------------

def test_pay_resumed_with_a_positive_penalty_is_refused_by_name():
    with pytest.raises(RequestError) as e:
        run(ACTIONS["upkeep"], {"pay_resumed": {"days": 6, "penalty": 3}})
    assert e.value.field == "pay_resumed.penalty" and "only cancels" in str(e.value.message)
    with pytest.raises(ValueError):
        pay_resumed(6, 3, T)


def test_pay_resumed_gives_back_one_every_second_day_up_to_the_penalty():
    out = run(ACTIONS["upkeep"], {"pay_resumed": {"days": 6, "penalty": -3}})["pay_resumed"]
    assert (out["morale_restored"], out["penalty_left"]) == (3, 0)
    out = run(ACTIONS["upkeep"], {"pay_resumed": {"days": 4, "penalty": -3}})["pay_resumed"]
    assert (out["morale_restored"], out["penalty_left"]) == (2, -1)
    assert run(ACTIONS["upkeep"], {"pay_resumed": {"days": 9, "penalty": 0}})["pay_resumed"]["morale_restored"] == 0


# ---- 13: the pay working shows the real figure -----------------------------------------------------------------

def test_pay_working_shows_49_5_percent_not_50():
    # normal pay is 10% of a hiring cost of 2,000 = 200; 299 is 49.5% extra: no Morale (+50% earns +1)
    out = run(ACTIONS["upkeep"], {"pay": {"hiring_cost": 2000, "paid": 299}})["pay"]
    assert out["morale_next_month"] == 0 and out["extra_percent"] == 49.5
    assert "(+49.50%)" in out["working"] and "+50%" not in out["working"], out["working"]
    assert "(+50%): Morale +1" in run(ACTIONS["upkeep"], {"pay": {"hiring_cost": 2000, "paid": 300}})["pay"]["working"]


def test_pay_working_never_rounds_up_to_a_threshold():
    pay = monthly_pay(2000, T, 299.999)
    assert pay.morale_next_month == 0 and pay.to_dict()["extra_percent"] < 50
    assert "(+49.99%)" in pay.to_dict()["working"]


def test_pay_day_line_shows_the_percentage_paid_as_it_is():
    unit = Unit(name="Pikes", count=100, morale=12, hiring_cost=2000)
    after, done = pay_unit(unit, 149.999, Roller(ScriptedDice([])), T)
    text = " ".join(done.to_dict()["working"])
    assert after.morale == 12 and "(149.99%)" in text and "150%" not in text, text


def test_the_ratio_shown_is_never_rounded_onto_a_threshold():
    from muster.i18n import render
    from muster.rules.gurps.words import ratio

    bounds = (Fraction(6, 5), Fraction(7, 5), Fraction(2))
    assert render(ratio(Fraction(3, 2), bounds)) == "1.50:1"
    assert render(ratio(Fraction(12004, 10000), bounds)) == "1.2004:1"  # over 1.2:1, and it reads so
    assert render(ratio(Fraction(2820, 2050), bounds)) == "1.38:1"  # nowhere near a bound: two places
    assert render(ratio(Fraction(6, 5), bounds)) == "1.20:1"


def test_the_working_reads_over_the_threshold_it_beats():
    from muster.i18n import render

    assert "1.2004:1" in render(force_ratio(12.004, 10, T).working)
    assert "1.20:1 (" in render(force_ratio(12, 10, T).working)
