"""Bench: a mech combat phase of 16 mechs firing 6 weapons each (96 attacks), resolved through the service
layer with persistence (one action: every roll, state change and the undo record written to the campaign file).

Run: uv run python bench/bench_mech.py  (prints the median of 40 runs and the target, 20 ms)
"""

from __future__ import annotations

import copy
import statistics
import tempfile
import time
from pathlib import Path

TARGET_MS = 20.0
RUNS = 40
MECHS = 16
WEAPONS = 6


def six_gun_design() -> dict:
    from muster.services.mech import sample_design

    design = copy.deepcopy(sample_design("tusker"))
    design["name"] = "Six-gun"
    weapons = [it for it in design["items"] if it["kind"] == "weapon" and not it.get("rear")]
    items = [it for it in design["items"] if not (it["kind"] == "weapon" and not it.get("rear"))]
    extra = []
    for n in range(WEAPONS):
        base = copy.deepcopy(weapons[n % len(weapons)])
        base["id"] = f"{base['id']}_{n}" if n >= len(weapons) else base["id"]
        base["short"], base["medium"] = max(base["short"], 3), max(base["medium"], 6)
        base["long"] = max(base["long"], 9)
        base.pop("min_range", None)
        extra.append(base)
    design["items"] = items + extra
    for it in design["items"]:  # plenty of ammo for every run
        if it["kind"] == "ammo":
            it["shots"] = 1000
    return design


def main() -> None:
    from muster.campaign.file import CampaignFile
    from muster.services import CampaignService, battle, mech, roster

    folder = Path(tempfile.mkdtemp())
    svc = CampaignService(CampaignFile.create(folder / "bench.muster", seed=11))
    design = six_gun_design()
    side = roster.create_side(svc, "Bench")
    force = roster.create_force(svc, side, "Company")
    units = [roster.create_unit(svc, force, f"Mech {n + 1}", "mech", mech.new_state(design, {"name": f"P{n}"}))
             for n in range(MECHS)]
    bid = battle.start_battle(svc, "Bench", "mech", units)
    while svc.phase_name(_battle(svc, bid)) != "Combat":
        battle.next_phase(svc, bid)
    weapons = [w["id"] for w in mech.mech_views(svc, bid)[0]["weapons"] if w["working"] and not w["rear"]][:WEAPONS]
    assert len(weapons) == WEAPONS, weapons
    for i, uid in enumerate(units):
        target = units[(i + 1) % MECHS]
        for w in weapons:
            mech.declare_attack(svc, bid, {"attacker": uid, "target": target, "weapon": w, "range": 3})
    assert len(mech.declared_attacks(svc, bid)) == MECHS * WEAPONS
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        mech.resolve_combat(svc, bid)
        times.append((time.perf_counter() - start) * 1000)
        svc.undo()  # back to the declared phase for the next run (not timed)
    median = statistics.median(times)
    print(f"combat phase, {MECHS} mechs x {WEAPONS} weapons = {MECHS * WEAPONS} attacks, {RUNS} runs")
    print(f"median {median:.1f} ms (min {min(times):.1f}, max {max(times):.1f}); target <= {TARGET_MS:.0f} ms: "
          f"{'OK' if median <= TARGET_MS else 'TOO SLOW'}")
    svc.close()


def _battle(svc, bid):
    from muster.campaign.models import Battle

    with svc.file.sessions() as s:
        return s.get(Battle, bid)


if __name__ == "__main__":
    main()
