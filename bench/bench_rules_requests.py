"""Bench: `muster rules` requests at their size limits (issue 25, item 7).

In-process (no interpreter start-up), medians of a few runs:

- a Poleaxe melee of N engagements between two squads ("pair": every blow on one squad) and of N squads on one
  ("fan"), for N = 250, 500, 1,000 (the limit): the time should grow in proportion to N;
- a forecast of each system at the documented maximum of 1,000,000 runs, which stops at the time limit
  (``FORECAST_SECONDS``) with the runs done; printed: seconds and runs done.

Usage: ``uv run python bench/bench_rules_requests.py [--repeats 3] [--no-forecast]``
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import time
from pathlib import Path

SAMPLES = Path(__file__).resolve().parents[1] / "tests" / "rules" / "rules_samples.json"


def melee_request(n: int, shape: str) -> dict:
    if shape == "pair":
        squads = [{"id": f"s{i}", "name": f"S{i}", "members": 5, "hd": 1, "ac": 7} for i in range(2)]
        engagements = [{"attacker": "s0", "target": "s1"} for _ in range(n)]
    else:  # fan: n squads on one
        squads = [{"id": f"s{i}", "name": f"S{i}", "members": 5, "hd": 1, "ac": 7} for i in range(n)]
        engagements = [{"attacker": f"s{i + 1}", "target": "s0"} for i in range(n - 1)]
    return {"squads": squads, "engagements": engagements, "seed": 1}


def timed(handler, request: dict) -> tuple[float, dict]:
    from muster.rules.requests import run

    text = json.dumps(request)
    start = time.perf_counter()
    out = run(handler, json.loads(text))
    json.dumps(out)  # the answer written too
    return time.perf_counter() - start, out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--no-forecast", action="store_true")
    args = parser.parse_args()
    from muster.rules.poleaxe.api import ACTIONS as POLEAXE
    from muster.rules.requests import FORECAST_SECONDS, MAX_RUNS

    print("Poleaxe melee (median of", args.repeats, "runs):")
    for shape in ("pair", "fan"):
        for n in (250, 500, 1000):
            times = [timed(POLEAXE["melee"], melee_request(n, shape))[0] for _ in range(args.repeats)]
            print(f"  {shape:4} {n:5} engagements: {statistics.median(times):6.2f} s "
                  f"({min(times):.2f}-{max(times):.2f})")
    if args.no_forecast:
        return 0
    samples = json.loads(SAMPLES.read_text(encoding="utf-8"))
    from muster import systems

    print(f"forecast at {MAX_RUNS:,} runs (time limit {FORECAST_SECONDS:g} s; median of {args.repeats}):")
    for system in ("poleaxe", "gurps", "mech", "bucs"):
        actions = importlib.import_module(systems.get(system).engine_api).ACTIONS
        request = dict(samples[f"{system} forecast"][0], runs=MAX_RUNS)
        if system == "bucs":
            request["exact"] = False
        results = [timed(actions["forecast"], request) for _ in range(args.repeats)]
        times = [t for t, _ in results]
        runs = [out["runs"] for _, out in results]
        stopped = {out.get("stopped") for _, out in results}
        print(f"  {system:8} {statistics.median(times):6.2f} s, runs done {int(statistics.median(runs)):,}"
              f" ({', '.join(sorted(s or 'finished' for s in stopped))})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
