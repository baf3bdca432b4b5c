"""Bench: a By This Poleaxe melee phase of 200 squads a side, resolved through the service layer.

Builds a temporary campaign (400 squads, one body a side, in contact), then times
``muster.services.poleaxe.resolve_melee`` (one action: every attack, blow back and save, the squads
written, the record with its rolls committed) and undoes it between repetitions.
Target: median at most 50 ms.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

SQUADS_A_SIDE = 200
REPEATS = 30
TARGET_MS = 50.0


def build(path: Path):
    from muster.campaign.file import CampaignFile
    from muster.rules.dice import ScriptedDice
    from muster.services import CampaignService, battle, poleaxe, roster

    svc = CampaignService(CampaignFile.create(path, seed=11))
    ids = []
    for side_name in ("Red", "Blue"):
        side = roster.create_side(svc, side_name)
        force = roster.create_force(svc, side, f"{side_name} host")
        for n in range(SQUADS_A_SIDE):
            ids.append(roster.create_unit(svc, force, f"{side_name} {n + 1}", "poleaxe",
                                          {"name": f"{side_name} {n + 1}", "members": 5, "hd": 1, "ac": 6,
                                           "squad_type": "average", "move_ft": 90}))
    battle_id = battle.start_battle(svc, "Bench field", "poleaxe", ids)
    svc.set_dice_source(ScriptedDice([1, 1]))  # 2 move spaces apart
    poleaxe.setup(svc, battle_id)
    svc.set_dice_source(None)
    poleaxe.declare(svc, battle_id, "2", 2, True)
    for _ in range(4):
        battle.next_phase(svc, battle_id)
    return svc, battle_id


def main() -> int:
    from muster.services import poleaxe

    with tempfile.TemporaryDirectory() as tmp:
        svc, battle_id = build(Path(tmp) / "bench.muster")
        engagements = poleaxe.melee_plan(svc, battle_id)
        times = []
        for _ in range(REPEATS):
            start = time.perf_counter()
            result = poleaxe.resolve_melee(svc, battle_id, engagements)
            times.append((time.perf_counter() - start) * 1000)
            svc.undo()
        svc.close()
    median = statistics.median(times)
    print(f"poleaxe melee phase, {SQUADS_A_SIDE} squads a side ({len(engagements)} engagements, "
          f"{result['attacks']} attack rolls), {REPEATS} runs")
    print(f"median {median:.1f} ms (min {min(times):.1f}, max {max(times):.1f}); target <= {TARGET_MS:.0f} ms: "
          f"{'OK' if median <= TARGET_MS else 'OVER'}")
    return 0 if median <= TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
