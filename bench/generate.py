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
        states = {}
        for i in range(1, units + 1):
            states[i] = {"attack": rng.randint(0, 4), "defense": rng.randint(0, 3), "max_hits": 10,
                         "hits_taken": rng.randint(0, 5), "damage": "d6"}
        status = {i: f"{10 - st['hits_taken']}/10 hits" for i, st in states.items()}
        fighters = {b: [1 + (b * 25 + k) % units for k in range(25)] for b in range(1, battles + 1)}
        db.executemany("INSERT INTO battles (id, name, system, round, phase, initiative, active, state) "
                       "VALUES (?, ?, 'generic', ?, 0, ?, 0, '{}')",
                       [(b, f"Battle {b}", 1 + b % 9, json.dumps(fighters[b])) for b in range(1, battles + 1)])
        now = time.time() - actions
        log, rows_changed, last = [], [], {}
        for a in range(1, actions + 1):
            battle = 1 if a % 40 == 0 else 1 + a % battles  # battle 1 has a long history (the History dock bench)
            actor, target = rng.choice(fighters[battle]), rng.choice(fighters[battle])
            roll = {"notation": "d20", "purpose": f"Unit {actor} attack", "faces": [rng.randint(1, 20)],
                    "natural": 0, "modifiers": [{"name": "Attack", "value": 2}], "total": 0, "source": "auto"}
            after = f"{rng.randint(0, 10)}/10 hits"  # each change starts where the last one on that unit left it
            change = [{"table": "units", "id": target, "before": {"status": status[target]},
                       "after": {"status": after}}]
            status[target] = after
            log.append((a, now + a, "attack", f"Unit {actor} attacks Unit {target}", battle, 1 + a % 9,
                        "Combat", actor, f"Unit {actor}", target, f"Unit {target}",
                        f"Unit {actor} attacks Unit {target}: 14 vs 11, hits for 2", json.dumps([roll]),
                        json.dumps(roll["modifiers"]), '{"hit": true}', json.dumps(change), "done", 0,
                        battle, last.get(battle)))
            rows_changed.append((f"units:{target}", a))
            last[battle] = a
        db.executemany("INSERT INTO units (id, force_id, name, system, position, state, status) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)",
                       [(i, 1 + i % 100, f"Unit {i}", "generic", i, json.dumps(states[i]), status[i])
                        for i in range(1, units + 1)])
        db.executemany(
            "INSERT INTO actions (id, at, kind, label, battle_id, round, phase, actor_id, actor, target_id, target, "
            "text, rolls, modifiers, result, changes, state, starts_round, timeline, parent_id) VALUES "
            "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", log)
        db.executemany("INSERT OR IGNORE INTO action_rows (row_key, action_id) VALUES (?, ?)", rows_changed)
        db.executemany('INSERT INTO timelines ("key", head, tip) VALUES (?, ?, ?)',
                       [(b, head, head) for b, head in last.items()])
    db.close()
    return path


if __name__ == "__main__":
    out = generate(Path(sys.argv[1] if len(sys.argv) > 1 else "large.muster"))
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB)")
