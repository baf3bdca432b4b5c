"""Build a large campaign for the benchmarks: 5,000 units, 200 battles, 100,000 log entries."""

from __future__ import annotations

import json
import random
import sqlite3
import sys
import time
from pathlib import Path


def generate(path: Path, units: int = 5000, battles: int = 200, actions: int = 100_000) -> Path:
    from muster.campaign.file import CampaignFile

    CampaignFile.create(path, seed=1).close()
    rng = random.Random(1)
    db = sqlite3.connect(path)
    with db:
        db.executemany("INSERT INTO sides (id, name, position, colour) VALUES (?, ?, ?, '')",
                       [(i, f"Side {i}", i) for i in range(1, 5)])
        forces = [(i, 1 + i % 4, f"Force {i}", i) for i in range(1, 101)]
        db.executemany("INSERT INTO forces (id, side_id, name, position) VALUES (?, ?, ?, ?)", forces)
        rows = []
        for i in range(1, units + 1):
            state = {"attack": rng.randint(0, 4), "defense": rng.randint(0, 3), "max_hits": 10,
                     "hits_taken": rng.randint(0, 5), "damage": "d6"}
            rows.append((i, 1 + i % 100, f"Unit {i}", "generic", i, json.dumps(state),
                         f"{10 - state['hits_taken']}/10 hits"))
        db.executemany("INSERT INTO units (id, force_id, name, system, position, state, status) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        db.executemany("INSERT INTO battles (id, name, system, round, phase, initiative, active, state) "
                       "VALUES (?, ?, 'generic', ?, 0, ?, 0, '{}')",
                       [(b, f"Battle {b}", 1 + b % 9, json.dumps([1 + (b * 25 + k) % units for k in range(25)]))
                        for b in range(1, battles + 1)])
        now = time.time() - actions
        log = []
        for a in range(1, actions + 1):
            actor, target = 1 + rng.randrange(units), 1 + rng.randrange(units)
            roll = {"notation": "d20", "purpose": f"Unit {actor} attack", "faces": [rng.randint(1, 20)],
                    "natural": 0, "modifiers": [{"name": "Attack", "value": 2}], "total": 0, "source": "auto"}
            change = [{"table": "units", "id": target, "before": {"status": "9/10 hits"},
                       "after": {"status": "8/10 hits"}}]
            log.append((a, now + a, "attack", f"Unit {actor} attacks Unit {target}", 1 + a % battles, 1 + a % 9,
                        "Combat", actor, f"Unit {actor}", target, f"Unit {target}",
                        f"Unit {actor} attacks Unit {target}: 14 vs 11, hits for 2", json.dumps([roll]),
                        json.dumps(roll["modifiers"]), '{"hit": true}', json.dumps(change), "done", 0))
        db.executemany(
            "INSERT INTO actions (id, at, kind, label, battle_id, round, phase, actor_id, actor, target_id, target, "
            "text, rolls, modifiers, result, changes, state, starts_round) VALUES "
            "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", log)
    db.close()
    return path


if __name__ == "__main__":
    out = generate(Path(sys.argv[1] if len(sys.argv) > 1 else "large.muster"))
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB)")
