"""Battle forecast bench (issue 16): medians against the issue's targets, one core.

Targets: BUCS 20,000 battles of 3 units a side <= 0.5 s, exact 1-vs-1 <= 50 ms; Poleaxe 5,000 melees of 10
squads a side <= 1 s; GURPS exact day <= 20 ms; mech 5,000 3-turn exchanges of 4 mechs a side <= 1 s.
Issue 24 adds the mech forecast from the current state: the sample battle "Clash at Red Quarry" with nothing
declared (each mech firing at the enemy it faces), 2,000 runs to a decision or the default turn limit (a
figure to watch, no target yet); ``--mech-turns`` prints how many of its runs each limit decides, the
measurement the default limit (``muster.services.forecast.MECH_TURNS``) was chosen from.
Every forecast starts cold (its own model, nothing cached from the run before).
Run: uv run python bench/bench_forecast.py [--reps N] [--mech-turns]
"""

from __future__ import annotations

import argparse
import statistics
import time


def median_s(fn, reps: int) -> float:
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bucs_cases():
    from muster.rules.bucs.data import default_tables
    from muster.rules.bucs.modifiers import Engagement
    from muster.rules.bucs.units import unit_from_dict
    from muster.rules.forecast import bucs

    t = default_tables()

    def mk(name, quality):
        return unit_from_dict({"name": name, "quality": quality, "order": "Attack", "specialties": ["Infantry"]}, t)

    reds = [mk(f"Red {i}", q) for i, q in enumerate(("Elite", "Average", "Green"))]
    blues = [mk(f"Blue {i}", q) for i, q in enumerate(("Experienced", "Average", "Inexperienced"))]
    three = lambda: bucs.forecast(reds, blues, Engagement(), t, runs=20_000, seed=1, max_rounds=50, exact=False)
    one = lambda: bucs.forecast([mk("Red", "Average")], [mk("Blue", "Average")], Engagement(), t, max_rounds=50,
                                exact=True)
    return three, one


def poleaxe_case():
    from muster.rules.forecast import poleaxe
    from muster.rules.poleaxe.api import melee_input, tables_for
    from muster.rules.requests import Request

    squads = [{"id": f"{side}{i}", "name": f"{side} {i}", "side": side, "members": 5, "hd": 1 + i % 3, "ac": 6,
               "squad_type": "average", "move_ft": 90} for side in ("Red", "Blue") for i in range(10)]
    req = Request({"squads": squads, "engagements": [{"attacker": f"Red{i}", "target": f"Blue{i}"}
                                                     for i in range(10)]})
    tables = tables_for(req)
    found, attacks, _ = melee_input(req, tables)
    return lambda: poleaxe.forecast(found, attacks, tables, runs=5000, seed=1, max_rounds=20)


def gurps_case():
    from muster.rules.forecast import gurps
    from muster.rules.gurps import data
    from muster.rules.gurps.armies import Army, Leader, Unit
    from muster.rules.gurps.battle import Battle

    def army(name, skill):
        units = tuple(Unit(f"{name} {i}", count=200 + 50 * i, morale=9 + i % 3) for i in range(5))
        return Army(name, Leader(f"{name} General", strategy=skill, tactics=skill - 1, stealth=11), units,
                    tech_level=3)

    battle = Battle("Bench", "open_field", army("Red", 13), army("Blue", 12))
    tables = data.tables()
    return lambda: gurps.exact_day(battle, tables)


def mech_case():
    from muster.rules.forecast import mech
    from muster.rules.mech import load_rules
    from muster.rules.mech.combat import Attack
    from muster.rules.mech.design import load_sample, sample_names
    from muster.rules.mech.state import MechState

    rules = load_rules()
    names = sample_names()
    mechs, attacks = [], []
    for side, other in (("a", "b"), ("b", "a")):
        for i in range(4):
            design = names[i % len(names)]
            mechs.append(MechState.from_dict({"id": f"{side}{i}", "design": design,
                                              "pilot": {"name": f"{side}{i}", "gunnery": 4, "piloting": 5}}))
            weapon = next(it.id for it in load_sample(design).items if it.is_weapon)
            attacks.append(Attack(attacker=f"{side}{i}", target=f"{other}{i}", weapon=weapon, range=3))
    return lambda: mech.forecast(mechs, attacks, rules, runs=5000, seed=1, turns=3)


def sample_mech_case(turns: int | None = None, runs: int = 2000, seed: int = 1):
    """The sample battle's two lances (resources/samples/sample_campaign.json), nothing declared."""
    from muster.rules.forecast import mech
    from muster.rules.mech import load_rules
    from muster.rules.mech.state import MechState
    from muster.services.forecast import MECH_RANGE, MECH_TURNS

    rules = load_rules()
    lances = (("Tusker", "tusker", 2, 1, "The Crown"), ("Boar", "boar", 1, 2, "The Crown"),
              ("Warthog", "warthog", 2, 2, "The Rebels"), ("Peccary", "peccary", 1, 1, "The Rebels"))
    mechs = [MechState.from_dict({"id": n, "design": d, "pilot": {"name": n, "gunnery": g, "piloting": p}})
             for n, d, g, p, _ in lances]
    sides = {n: side for n, *_, side in lances}
    names = {side: side for side in sides.values()}
    limit = MECH_TURNS if turns is None else turns
    return lambda: mech.forecast(mechs, [], rules, runs=runs, seed=seed, turns=limit, sides=sides,
                                 assume_range=MECH_RANGE, side_names=names)


def mech_turns() -> None:
    for turns in (3, 10, 15, 20, 25, 30):
        shares = []
        for seed in (1, 2, 3):
            result = sample_mech_case(turns, seed=seed)()
            shares.append(1 - result.outcome("undecided").p)
        print(f"Clash at Red Quarry, up to {turns} turns: decided in "
              + ", ".join(f"{s:.1%}" for s in shares) + " of 2,000 runs (seeds 1-3)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--mech-turns", action="store_true",
                        help="how many runs of the sample battle each limit decides")
    args = parser.parse_args()
    if args.mech_turns:
        mech_turns()
        return
    three, one = bucs_cases()
    rows = [
        ("BUCS 20,000 battles, 3 units a side (to a decision, limit 50)", three, 0.5),
        ("BUCS exact 1-vs-1 (Markov chain, limit 50 rounds)", one, 0.05),
        ("Poleaxe 5,000 melees, 10 squads a side", poleaxe_case(), 1.0),
        ("GURPS exact day (5 units a side)", gurps_case(), 0.02),
        ("Mech 5,000 3-turn exchanges, 4 mechs a side", mech_case(), 1.0),
        ("Mech sample battle, nothing declared, 2,000 runs to a decision (default limit)", sample_mech_case(), None),
    ]
    for label, fn, target in rows:
        took = median_s(fn, args.reps)
        if target is None:
            print(f"{label}: median {took * 1000:.1f} ms (no target)", flush=True)
            continue
        verdict = "ok" if took <= target else "OVER"
        print(f"{label}: median {took * 1000:.1f} ms (target <= {target * 1000:.0f} ms) {verdict}", flush=True)


if __name__ == "__main__":
    main()
