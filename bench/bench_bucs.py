"""BUCS bench: a combat round resolved through the service layer (persisted, undoable), and round odds.

Targets (issue 3): round <= 5 ms median, round odds <= 1 ms median.
Run: uv run python bench/bench_bucs.py
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

REPS = 60


def median_ms(fn, reps: int = REPS) -> float:
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    from muster.campaign.file import CampaignFile
    from muster.rules.bucs.data import default_tables
    from muster.rules.bucs.modifiers import Engagement
    from muster.rules.bucs.odds import round_odds
    from muster.rules.bucs.units import unit_from_dict
    from muster.services import CampaignService, battle, bucs, roster

    with tempfile.TemporaryDirectory() as tmp:
        svc = CampaignService(CampaignFile.create(Path(tmp) / "bench.muster", seed=1))
        red = roster.create_force(svc, roster.create_side(svc, "Red"), "Red Co")
        blue = roster.create_force(svc, roster.create_side(svc, "Blue"), "Blue Co")
        # Legendary Heavy units that cannot break quickly, so every round really applies hits
        big = {"quality": "Legendary", "specialties": ["Infantry", "Heavy"], "order": "Attack"}
        a = [roster.create_unit(svc, red, f"Red {i}", "bucs", big) for i in range(3)]
        d = [roster.create_unit(svc, blue, f"Blue {i}", "bucs", big) for i in range(2)]
        bid = battle.start_battle(svc, "Bench", "bucs", a + d)
        opts = {"terrain": "urban", "conditions": {str(d[0]): {"pinned_down": ["doorway"]}}}


        times = []
        for _ in range(REPS):
            start = time.perf_counter()
            bucs.resolve_round(svc, bid, a, d, opts)
            times.append((time.perf_counter() - start) * 1000)
            svc.undo()
        round_ms = statistics.median(times)

        service_odds_ms = median_ms(lambda: bucs.preview(svc, bid, "round", a, d, opts))
        tables = default_tables()
        units = [unit_from_dict({**big, "name": f"U{i}"}, tables) for i in range(5)]
        engine_odds_ms = median_ms(lambda: round_odds(units[:3], units[3:], Engagement(terrain="urban"), tables))
        svc.close()

    print(f"BUCS combat round via service (persisted, {REPS} reps): median {round_ms:.2f} ms  (target <= 5 ms)")
    print(f"BUCS round odds, engine:                      median {engine_odds_ms:.3f} ms  (target <= 1 ms)")
    print(f"BUCS round odds via service (reads the file): median {service_odds_ms:.3f} ms  (for the panel)")


if __name__ == "__main__":
    main()
