"""BUCS forecast: the exact Markov chain against the engine's exact round odds and against sampled battles."""

from __future__ import annotations

import pytest

from muster.rules.bucs.data import default_tables
from muster.rules.bucs.modifiers import Engagement
from muster.rules.bucs.odds import round_odds
from muster.rules.bucs.units import unit_from_dict
from muster.rules.forecast import bucs as fc
from muster.rules.forecast.common import wilson
from muster.rules.requests import RequestError, run

T = default_tables()


def unit(name, quality="Average", **kw):
    return unit_from_dict({"name": name, "quality": quality, "order": "Attack", "specialties": ["Infantry"], **kw}, T)


def test_one_round_forecast_is_the_exact_round_odds():
    # Raw units break at their first hit: after one round a side has won iff it won the round with a hit
    a, d = unit("Red", "Raw", specialties=[]), unit("Blue", "Raw", specialties=[])
    odds = round_odds([a], [d], Engagement(), T)
    wins_with_hits = {side: float(sum(p for band, p in bands.items() if band != "0"))
                      for side, bands in (("attacker", odds.attacker_hits), ("defender", odds.defender_hits))}
    exact = fc.forecast([a], [d], Engagement(), T, max_rounds=1, exact=True)
    sampled = fc.forecast([a], [d], Engagement(), T, max_rounds=1, exact=False, runs=20_000, seed=3)
    for side in ("attacker", "defender"):
        assert exact.outcome(side).p == pytest.approx(wins_with_hits[side], abs=1e-12)
        c = sampled.outcome(side)
        assert c.low <= wins_with_hits[side] <= c.high
    assert exact.exact and not sampled.exact
    assert sampled.rounds.histogram == ((1, pytest.approx(1 - sampled.outcome("undecided").p)),)


def test_markov_answer_and_200000_sampled_battles_agree():
    a, d = unit("Red", "Green"), unit("Blue", "Inexperienced")
    exact = fc.forecast([a], [d], Engagement(), T, max_rounds=30, exact=True)
    sampled = fc.forecast([a], [d], Engagement(), T, max_rounds=30, exact=False, runs=200_000, seed=11)
    for key in fc.OUTCOMES:
        c = sampled.outcome(key)
        assert c.low <= exact.outcome(key).p <= c.high, key
    for e_unit, s_unit in zip(exact.units, sampled.units):
        for (fate, ce), (_, cs) in zip(e_unit.chances, s_unit.chances):
            assert cs.low <= ce.p <= cs.high, (e_unit.name, fate)
    assert abs(exact.rounds.mean - sampled.rounds.mean) < 0.05
    assert exact.outcome("defender").p > exact.outcome("attacker").p  # the better unit is favoured


def test_identical_units_have_equal_chances_on_either_side():
    f = fc.forecast([unit("Red", "Green")], [unit("Blue", "Green")], Engagement(), T, max_rounds=40, exact=True)
    assert f.outcome("attacker").p == pytest.approx(f.outcome("defender").p, abs=1e-9)
    red, blue = f.units
    assert dict(red.chances)["destroyed"].p == pytest.approx(dict(blue.chances)["destroyed"].p, abs=1e-9)


def test_three_a_side_sampled_is_seeded_and_units_fall_in_turn():
    reds = [unit(f"Red {i}", q) for i, q in enumerate(("Elite", "Average", "Green"))]
    blues = [unit(f"Blue {i}", q) for i, q in enumerate(("Green", "Green", "Green"))]
    one = fc.forecast(reds, blues, Engagement(), T, runs=300, seed=5, max_rounds=40)
    again = fc.forecast(reds, blues, Engagement(), T, runs=300, seed=5, max_rounds=40)
    other = fc.forecast(reds, blues, Engagement(), T, runs=300, seed=6, max_rounds=40)
    assert one.to_dict() == again.to_dict()
    assert one.to_dict() != other.to_dict()
    assert one.outcome("attacker").p > 0.8
    assert sum(c.p for _, c in one.outcomes) == pytest.approx(1.0)


def test_wilson_interval():
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)


def test_headless_forecast_answer_and_errors():
    from muster.rules.bucs.api import ACTIONS

    out = run(ACTIONS["forecast"], {"attacker": {"name": "A", "quality": "Average", "order": "Attack"},
                                    "defender": {"name": "D", "quality": "Green", "order": "Attack"},
                                    "runs": 500, "seed": 4, "exact": False, "max_rounds": 10})
    assert out["runs"] == 500 and out["seed"] == 4 and out["exact"] is False
    assert set(out["outcomes"]) == {"attacker", "defender", "undecided"}
    assert set(out["outcomes"]["attacker"]) == {"p", "ci95"}
    assert {"mean", "histogram"} <= set(out["rounds"])
    assert [u["name"] for u in out["units"]] == ["A", "D"]
    exact = run(ACTIONS["forecast"], {"attacker": {"name": "A", "quality": "Average", "order": "Attack"},
                                      "defender": {"name": "D", "quality": "Green", "order": "Attack"},
                                      "max_rounds": 6})
    assert exact["exact"] is True
    with pytest.raises(RequestError) as bad:
        run(ACTIONS["forecast"], {"attackers": [{"name": "A", "quality": "Average"}, {"name": "B", "quality": "Meh"}],
                                  "defender": {"name": "D", "quality": "Green"}})
    assert bad.value.field == "attackers[1].quality"
    with pytest.raises(RequestError) as bad:
        run(ACTIONS["forecast"], {"attacker": {"name": "A", "quality": "Average"},
                                  "defender": {"name": "D", "quality": "Green"}, "max_rounds": 0})
    assert bad.value.field == "max_rounds"


def _mixed_sides():
    reds = [unit("Red Raw", "Raw", specialties=[]), unit("Red Elite", "Elite", specialties=["Infantry", "Heavy"],
                                                          equipment="Excellent"),
            unit("Red Green", "Green", conditions={"momentum": 1})]
    blues = [unit("Blue Pinned", "Inexperienced", conditions={"pinned_down": ["numbers", "landing"]}),
             unit("Blue Armor", "Average", specialties=["Infantry", "Armor", "Mechanized"]),
             unit("Blue Raw", "Raw", order=None)]
    return reds, blues


@pytest.mark.parametrize("target", [None, "Blue Armor"])
def test_the_engine_pieces_give_the_whole_engine_rounds_answer(target):
    """The fast path (the engine's round in pieces, remembered per unit and side) against every round by the
    engine's whole resolve_round: the same battles for one seed, the same exact chances."""
    from muster.rules.bucs.modifiers import SideOptions

    reds, blues = _mixed_sides()
    eng = Engagement(attacker=SideOptions(target=target))
    fast = fc.forecast(reds, blues, eng, T, runs=200, seed=7, max_rounds=15, exact=False)
    whole = fc.forecast(reds, blues, eng, T, runs=200, seed=7, max_rounds=15, exact=False, engine=True)
    assert fast.to_dict() == whole.to_dict()


def test_the_engine_pieces_give_the_whole_engine_rounds_exact_answer():
    pair = ([unit("Red", "Experienced", specialties=["Infantry", "Heavy"])],
            [unit("Blue", "Average", specialties=["Infantry", "Armor", "Mechanized"], conditions={"momentum": 2})])
    fast = fc.forecast(*pair, Engagement(), T, max_rounds=8, exact=True)
    whole = fc.forecast(*pair, Engagement(), T, max_rounds=8, exact=True, engine=True)
    for key in fc.OUTCOMES:
        assert fast.outcome(key).p == pytest.approx(whole.outcome(key).p, abs=1e-12)
    for f_unit, w_unit in zip(fast.units, whole.units):
        for (_, cf), (_, cw) in zip(f_unit.chances, w_unit.chances):
            assert cf.p == pytest.approx(cw.p, abs=1e-12)


def test_a_joined_characters_damage_is_rolled_by_the_engine():
    a = unit("Red", "Average", leader={"name": "Joe", "hp": 12})
    f = fc.forecast([a], [unit("Blue", "Average")], Engagement(), T, runs=400, seed=3, max_rounds=20, exact=False)
    g = fc.forecast([a], [unit("Blue", "Average")], Engagement(), T, runs=400, seed=3, max_rounds=20, exact=False,
                    engine=True)
    assert f.to_dict() == g.to_dict()
    with pytest.raises(Exception, match="joined character"):
        fc.forecast([a], [unit("Blue", "Average")], Engagement(), T, max_rounds=20, exact=True)


def test_units_with_the_same_round_form_fight_alike():
    """Merged states are sound: a round reads a ready unit's hits only as their total."""
    from muster.rules.bucs.combat import resolve_round, round_form
    from muster.rules.dice import Roller, ScriptedDice

    split = unit("Red", "Elite", morale_hits=1, casualty_hits=2)
    merged = unit("Red", "Elite", morale_hits=3)
    assert round_form(split) == round_form(merged)
    for faces in ([20, 1], [1, 20], [10, 10], [15, 3], [2, 14]):
        one = resolve_round([split], [unit("Blue", "Average")], Engagement(), Roller(ScriptedDice(faces)), T)
        two = resolve_round([merged], [unit("Blue", "Average")], Engagement(), Roller(ScriptedDice(faces)), T)
        assert (one.winner, one.hits, one.margin) == (two.winner, two.hits, two.margin)
        assert [round_form(u) for u in one.attackers + one.defenders] == \
            [round_form(u) for u in two.attackers + two.defenders]
