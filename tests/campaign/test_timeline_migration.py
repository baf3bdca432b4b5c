"""Upgrading a v5 campaign: its one line of history becomes each battle's timeline and the campaign's, nothing lost."""

from __future__ import annotations

import json
import sqlite3

from muster.campaign.file import CampaignFile
from muster.campaign.validate import SCHEMAS


def _battle(bid: int, name: str, phase: int) -> dict:
    return {"id": bid, "name": name, "system": "generic", "round": 1, "phase": phase, "initiative": [],
            "active": 0, "state": {}}


def _action(pk: int, kind: str, battle_id: int, state: str, before: dict | None, after: dict | None) -> tuple:
    changes = [{"table": "battles", "id": battle_id, "before": before, "after": after}]
    return (pk, float(pk), kind, f"{kind} {pk}", battle_id, 1, "Initiative", None, "", None, "", f"text {pk}",
            "[]", "[]", "{}", json.dumps(changes), state, int(kind == "start-battle"), None)


def v5_campaign(path) -> None:
    """Two battles played in turn; North's last action undone; one older action of South overtaken (dropped)."""
    db = sqlite3.connect(path)
    db.executescript((SCHEMAS / "v5.sql").read_text())
    n0, n1, n2 = _battle(1, "North", 0), _battle(1, "North", 1), _battle(1, "North", 2)
    s0, s1 = _battle(2, "South", 0), _battle(2, "South", 1)
    rows = [_action(1, "start-battle", 1, "done", None, n0),
            _action(2, "next-phase", 1, "done", n0, n1),
            _action(3, "start-battle", 2, "done", None, s0),
            _action(4, "next-phase", 2, "dropped", s0, s1),
            _action(5, "next-phase", 2, "done", s0, s1),
            _action(6, "next-phase", 1, "undone", n1, n2)]
    db.executemany("INSERT INTO actions VALUES (" + ",".join("?" * 19) + ")", rows)
    db.executemany("INSERT INTO battles VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   [(1, "North", "generic", 1, 1, "[]", 0, "{}"), (2, "South", "generic", 1, 1, "[]", 0, "{}")])
    db.commit()
    db.close()


def test_a_v5_history_becomes_each_battles_timeline(tmp_path, muster_home):
    from muster.services import CampaignService, history, queries

    path = tmp_path / "old.muster"
    v5_campaign(path)
    file = CampaignFile.open(path)
    assert file.migrated_from == 5
    db = file.raw
    stands = {k: (h, t) for k, h, t in db.execute('SELECT "key", head, tip FROM timelines')}
    assert stands == {0: (3, 3), 1: (2, 6), 2: (5, 5)}  # the campaign: both starts; North: one undone ahead
    parents = dict(db.execute("SELECT id, parent_id FROM actions WHERE state != 'dropped'").fetchall())
    assert parents == {1: None, 2: None, 3: 1, 5: None, 6: 2}
    assert db.execute("SELECT state, timeline, parent_id FROM actions WHERE id = 4").fetchone() == ("dropped", 0, None)
    assert db.execute("SELECT count(*) FROM action_rows").fetchone()[0] == 5
    svc = CampaignService(file)
    try:
        assert [r.label for r in history.history(svc, 1)] == ["next-phase 2", "next-phase 6"]
        assert svc.redo(1).label == "next-phase 6"  # North's undone action is still North's to redo
        assert queries.battle(svc, 1).phase == 2
        assert svc.undo(2).label == "next-phase 5" and queries.battle(svc, 2).phase == 0
        assert queries.battle(svc, 1).phase == 2  # South's undo left North alone
    finally:
        svc.close()
    backups = list((muster_home).rglob("*.muster"))
    assert backups, "the upgrade keeps a pre-upgrade backup"
