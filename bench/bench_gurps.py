"""GURPS Mass Combat bench: one battle day through the service layer, persisted to a temp campaign.

Prints median timings (time.perf_counter, 40 repetitions) of
* the day's Strategy contest plus every unit's morale (two GM actions, each committed to disk);
* the panel's read (effective skills with every modifier and the exact odds of every result row).
Targets: 100 ms for the day, 100 ms for the read (the panel refreshes after every change).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from muster.campaign.file import CampaignFile
from muster.services import CampaignService, battle, gurps, roster

REPS = 40
DAY_TARGET_MS = 100.0
READ_TARGET_MS = 100.0


def setup(path: Path):
    svc = CampaignService(CampaignFile.create(path, seed=11))
    ids = []
    for side_name in ("Kingdom", "Rebels"):
        side = roster.create_side(svc, side_name)
        force = roster.create_force(svc, side, f"{side_name} host")
        for n in range(10):  # ten units a side
            ids.append(roster.create_unit(svc, force, f"{side_name} {n + 1}", "gurps",
                                          {"count": 300 + 10 * n, "morale": 10 + n % 3}))
    bid = battle.start_battle(svc, "Bench field", "gurps", ids)
    gurps.set_army(svc, bid, "attacker", {"name": "Kingdom", "commander": {"name": "Duke", "strategy": 13},
                                          "morale_situation": ["traditional_enemy"]})
    gurps.set_army(svc, bid, "defender", {"name": "Rebels", "commander": {"name": "Count", "strategy": 12},
                                          "morale_situation": ["homeland"]})
    return svc, bid


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        svc, bid = setup(Path(tmp) / "bench.muster")
        day, read = [], []
        for _ in range(REPS):
            start = time.perf_counter()
            gurps.roll_contest(svc, bid)
            gurps.roll_morale(svc, bid)
            day.append((time.perf_counter() - start) * 1000)
            svc.undo()
            svc.undo()
            start = time.perf_counter()
            gurps.battle_view(svc, bid)
            read.append((time.perf_counter() - start) * 1000)
        svc.close()
    print(f"GURPS day (contest + morale of 20 units, 2 persisted actions): median {statistics.median(day):.1f} ms "
          f"(target {DAY_TARGET_MS:.0f} ms) over {REPS} runs")
    print(f"GURPS panel read (skills + exact odds of every row):            median {statistics.median(read):.1f} ms "
          f"(target {READ_TARGET_MS:.0f} ms) over {REPS} runs")


if __name__ == "__main__":
    main()
