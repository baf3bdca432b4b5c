"""`muster rules` requests have limits (issue 25, item 7): sizes refused by field, a Poleaxe melee whose odds grow
with the blows and not with their square, forecasts that stop at a time limit and say so."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from muster.rules import requests
from muster.rules.poleaxe.api import ACTIONS as POLEAXE
from muster.rules.poleaxe.odds import losses_distribution
from muster.rules.requests import RequestError, run

SAMPLES = json.loads((Path(__file__).with_name("rules_samples.json")).read_text(encoding="utf-8"))


def _squads(n: int) -> list[dict]:
    return [{"id": f"s{i}", "name": f"S{i}", "members": 5, "hd": 1, "ac": 7} for i in range(n)]


# ---- sizes ---------------------------------------------------------------------------------------------------

def test_a_list_past_the_limit_is_refused_by_its_field():
    engagements = [{"attacker": "s0", "target": "s1"}] * (requests.MAX_ITEMS + 1)
    with pytest.raises(RequestError) as e:
        run(POLEAXE["melee"], {"squads": _squads(2), "engagements": engagements})
    assert e.value.field == "engagements" and str(requests.MAX_ITEMS) in str(e.value.message)


def test_nested_lists_objects_and_dice_have_their_limits():
    with pytest.raises(RequestError) as e:
        run(POLEAXE["melee"], {"squads": [{"name": "A", "members": [{"hd": 1}] * 1001}]})
    assert e.value.field == "squads[0].members"
    with pytest.raises(RequestError) as e:
        run(POLEAXE["tables"], {"rules": {f"k{i}": 1 for i in range(1001)}})
    assert e.value.field == "rules"
    with pytest.raises(RequestError) as e:
        run(POLEAXE["tables"], {"dice": [1] * (requests.MAX_DICE + 1)})
    assert e.value.field == "dice"
    run(POLEAXE["tables"], {"dice": [1] * 5000})  # more dice than items are fine


# ---- the Poleaxe melee's odds: (blows) x (hits left), not (blows) squared --------------------------------------

def test_melee_odds_of_many_blows_on_one_squad_stay_short():
    engagements = [{"attacker": "s0", "target": "s1"}] * 1000
    out = run(POLEAXE["odds"], {"squads": _squads(2), "engagements": engagements})["odds"]
    target = out["s1"]
    # losses past the hits the squad has left are the same outcome (it drops): one entry each, not 1,001
    assert len(target["htk_lost"]) <= target["hits_left"] + 1
    assert target["to_drop"]["percent"] == 100.0
    # a chance of thousands of digits is written to 18 digits, marked approximate
    assert all(len(c["fraction"]) < 50 for c in target["htk_lost"].values())
    assert target["to_be_hit"].get("approximate") is True


@pytest.mark.parametrize("ps,cap", [([Fraction(1, 2)] * 5, 2), ([Fraction(3, 10), Fraction(9, 20), Fraction(1, 7)], 1),
                                    ([Fraction(6, 25)] * 4, 9)])
def test_capped_losses_lump_the_tail_into_the_cap(ps, cap):
    full = losses_distribution(ps)
    capped = losses_distribution(ps, cap=cap)
    assert capped == {**{k: v for k, v in full.items() if k < cap},
                      **({cap: sum(v for k, v in full.items() if k >= cap)} if any(k >= cap for k in full) else {})}


# ---- forecasts: a time limit, and the answer says it stopped ---------------------------------------------------

@pytest.mark.parametrize("system", ["poleaxe", "gurps", "mech", "bucs"])
def test_a_forecast_stops_at_its_time_limit_with_the_runs_done(system):
    import importlib

    from muster import systems

    actions = importlib.import_module(systems.get(system).engine_api).ACTIONS
    request = dict(SAMPLES[f"{system} forecast"][0], runs=requests.MAX_RUNS, time_limit=0.05)
    if system == "bucs":
        request["exact"] = False
    out = run(actions["forecast"], request)
    assert out["stopped"] == "time limit" and out["runs_asked"] == requests.MAX_RUNS
    assert 0 < out["runs"] < requests.MAX_RUNS
    assert abs(sum(c["p"] for c in out["outcomes"].values()) - 1) < 1e-5  # shares of the runs done
    done = run(actions["forecast"], dict(SAMPLES[f"{system} forecast"][0], runs=30))
    assert "stopped" not in done and done["runs"] == 30


@pytest.mark.parametrize("value", [0, -1, requests.FORECAST_SECONDS + 1, "soon", True])
def test_a_time_limit_out_of_range_is_refused_by_name(value):
    with pytest.raises(RequestError) as e:
        run(POLEAXE["forecast"], dict(SAMPLES["poleaxe forecast"][0], time_limit=value))
    assert e.value.field == "time_limit"
