"""Poleaxe, GURPS and mech forecasts: symmetric set-ups give symmetric answers, the exact GURPS day agrees with
sampled days, the headless actions keep the error contract."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from muster.rules.forecast.common import wilson
from muster.rules.requests import RequestError, run

sys.path.insert(0, str(Path(__file__).parent / "gurps"))


def _overlap(a, b) -> bool:
    return a.low <= b.high and b.low <= a.high


# ---- By This Poleaxe ------------------------------------------------------------------------------------

def _melee(n=3, **extra):
    squads = [{"id": f"{side}{i}", "name": f"{side} {i}", "side": side, "members": 5, "hd": 1, "ac": 6,
               "squad_type": "average", "move_ft": 90} for side in ("Red", "Blue") for i in range(n)]
    return {"squads": squads, "engagements": [{"attacker": f"Red{i}", "target": f"Blue{i}"} for i in range(n)],
            **extra}


def test_poleaxe_identical_squads_break_as_often_on_either_side():
    from muster.rules.poleaxe.api import ACTIONS

    out = run(ACTIONS["forecast"], _melee(runs=700, seed=2))
    red, blue = out["outcomes"]["Red"], out["outcomes"]["Blue"]
    assert red["ci95"][0] <= blue["ci95"][1] and blue["ci95"][0] <= red["ci95"][1]
    assert set(out["outcomes"]) == {"Red", "Blue", "both_broken", "undecided"}
    assert sum(o["p"] for o in out["outcomes"].values()) == pytest.approx(1.0)
    assert {"routed", "out_of_the_fight", "fighting", "expected_htk_lost"} <= set(out["units"][0])
    assert out["exact"] is False and out["runs"] == 700


def test_poleaxe_better_squads_win_more_and_errors_name_the_field():
    from muster.rules.poleaxe.api import ACTIONS

    req = _melee(runs=300, seed=1)
    for sq in req["squads"][:3]:
        sq.update(hd=3, squad_type="elite")
    out = run(ACTIONS["forecast"], req)
    assert out["outcomes"]["Red"]["p"] > out["outcomes"]["Blue"]["p"] + 0.2
    bad = _melee()
    bad["engagements"][1]["target"] = "Nobody"
    with pytest.raises(RequestError) as exc:
        run(ACTIONS["forecast"], bad)
    assert exc.value.field == "engagements[1].target"
    with pytest.raises(RequestError) as exc:
        run(ACTIONS["forecast"], _melee(runs="many"))
    assert exc.value.field == "runs"


@pytest.mark.parametrize("variant", ["plain", "flank_charge_bodies", "failed_save"])
def test_poleaxe_lean_melee_is_the_engine_turn(variant):
    """The whole-number melee against every turn by the engine (resolve_melee, then resolve_morale): for one
    seed the same rolls, so the same answer to the last digit."""
    from muster.rules.forecast import poleaxe as fc
    from muster.rules.poleaxe.api import melee_input, tables_for
    from muster.rules.requests import Request

    req = _melee(5)
    bodies = None
    for i, sq in enumerate(req["squads"]):
        sq.update(hd=1 + i % 3, ac=5 + i % 4, mounted=i % 4 == 1)
    if variant == "flank_charge_bodies":
        req["engagements"][0].update(direction="flank")
        req["engagements"][1].update(charge=True)
        req["engagements"][2].update(surprise=True, direction="rear")
        req["engagements"].append({"attacker": "Blue4", "target": "Red0"})
        bodies = [["Red0", "Red1"], ["Red2", "Red3", "Red4"], [f"Blue{i}" for i in range(5)]]
    if variant == "failed_save":
        req["overrides"] = {"morale": {"hit_trigger": "failed_save"}, "melee": {"rolls_per_opponent": 2}}
    request = Request(req)
    tables = tables_for(request)
    squads, attacks, _ = melee_input(request, tables)
    for seed in (1, 2):
        lean = fc.forecast(squads, attacks, tables, runs=250, seed=seed, max_rounds=15, bodies=bodies,
                           secure=["Blue1"])
        whole = fc.forecast(squads, attacks, tables, runs=250, seed=seed, max_rounds=15, bodies=bodies,
                            secure=["Blue1"], engine=True)
        assert lean.to_dict() == whole.to_dict()


# ---- GURPS --------------------------------------------------------------------------------------------------

def test_gurps_exact_day_agrees_with_sampled_days():
    from muster.rules.forecast import gurps as fc
    from muster.rules.gurps import data

    from helpers_gurps import battle

    tables = data.tables()
    runs = 2000
    f = fc.forecast(battle(), tables, runs=runs, seed=9, max_rounds=1)
    day = f.extra["day"]
    assert sum(c["p"] for c in day["contest"].values()) == pytest.approx(1.0)
    assert sum(r["p"] for r in day["results"]) == pytest.approx(1.0, abs=1e-5)
    exact_units = {u["name"]: u for u in day["units"]}
    for u in f.units:
        for status, chance in u.chances:
            want = exact_units[u.name].get(status, {"p": 0.0})["p"]
            low, high = wilson(chance.p * runs, runs, z=3.29)  # 99.9%: twenty chances are compared at once
            assert low - 1e-9 <= want <= high + 1e-9, (u.name, status)
    # the same armies: the contest is even, each army's fate alike
    red, blue = day["armies"]["Red"], day["armies"]["Blue"]
    assert day["contest"]["Red"]["p"] == pytest.approx(day["contest"]["Blue"]["p"])
    assert red.keys() == blue.keys()


def test_gurps_headless_forecast():
    from muster.rules.gurps.api import ACTIONS

    from helpers_gurps import battle

    data = {"battle": battle().to_dict(), "runs": 300, "seed": 1, "max_rounds": 3}
    out = run(ACTIONS["forecast"], data)
    assert set(out["outcomes"]) == {"Red", "Blue", "both_left", "undecided"}
    assert "day" in out and out["round_name"] == "day"
    data["battle"]["attacker"]["units"][0]["morale"] = "high"
    with pytest.raises(RequestError) as exc:
        run(ACTIONS["forecast"], data)
    assert exc.value.field.startswith("battle")


# ---- mech ---------------------------------------------------------------------------------------------------

def _duel(runs=150, **extra):
    mechs = [{"id": mid, "design": "boar", "pilot": {"name": mid, "gunnery": 4, "piloting": 5}} for mid in ("a", "b")]
    attacks = [{"attacker": "a", "target": "b", "weapon": "ml_ra", "range": 3},
               {"attacker": "b", "target": "a", "weapon": "ml_ra", "range": 3}]
    return {"mechs": mechs, "attacks": attacks, "runs": runs, "seed": 3, "turns": 3, **extra}


def test_mech_identical_duel_and_answer_shape():
    from muster.rules.mech.api import ACTIONS

    out = run(ACTIONS["forecast"], _duel(runs=300))
    assert set(out["outcomes"]) == {"attacker", "defender", "undecided"}
    a, b = out["units"]
    assert a["side"] == "attacker" and b["side"] == "defender"
    assert {"destroyed_by_turn_3", "out_by_turn_1", "heat_shutdown", "ammo_explosion"} <= set(a)
    assert any(k.startswith("expected_damage_") for k in b)
    da = sum(v for k, v in a.items() if k.startswith("expected_damage_"))
    db = sum(v for k, v in b.items() if k.startswith("expected_damage_"))
    assert da > 0 and db > 0 and abs(da - db) < 0.35 * max(da, db)


def test_mech_errors_name_the_field():
    from muster.rules.mech.api import ACTIONS

    bad = _duel()
    bad["attacks"][1]["weapon"] = "nothing"
    with pytest.raises(RequestError) as exc:
        run(ACTIONS["forecast"], bad)
    assert exc.value.field.startswith("attacks[1]")
    with pytest.raises(RequestError) as exc:
        run(ACTIONS["forecast"], _duel(turns=61))  # muster.rules.forecast.mech.MAX_TURNS is 60
    assert exc.value.field == "turns"
