"""BUCS SQL budget: statements one combat round costs the service layer, and the panel's refresh reads.

Every statement on the campaign's one connection is counted twice over: SQLite's trace callback on
``file.raw`` (it sees what SQLAlchemy sends too, plus BEGIN/COMMIT) and SQLAlchemy's
``before_cursor_execute`` (what the ORM sends). The GUI path of one round is ``resolve_round`` plus the
panel's refresh (``panel_data`` and ``preview``); budget: 20 statements in all.
Run: uv run python bench/bench_bucs_sql.py
"""

from __future__ import annotations

import tempfile
from contextlib import contextmanager
from pathlib import Path

BUDGET = 20


class Counter:
    def __init__(self, file):
        from sqlalchemy import event

        self.sqlite: list[str] = []
        self.orm: list[str] = []
        self.on = False
        file.raw.set_trace_callback(lambda sql: self.on and self.sqlite.append(sql))
        event.listen(file.engine, "before_cursor_execute",
                     lambda conn, cursor, sql, *rest: self.on and self.orm.append(sql))

    @contextmanager
    def counting(self):
        self.sqlite.clear()
        self.orm.clear()
        self.on = True
        try:
            yield self
        finally:
            self.on = False


def setup(tmp: str):
    from muster.campaign.file import CampaignFile
    from muster.services import CampaignService, battle, roster

    svc = CampaignService(CampaignFile.create(Path(tmp) / "bench.muster", seed=1))
    red = roster.create_force(svc, roster.create_side(svc, "Red"), "Red Co")
    blue = roster.create_force(svc, roster.create_side(svc, "Blue"), "Blue Co")
    big = {"quality": "Legendary", "specialties": ["Infantry", "Heavy"], "order": "Attack"}
    a = [roster.create_unit(svc, red, f"Red {i}", "bucs", big) for i in range(3)]
    d = [roster.create_unit(svc, blue, f"Blue {i}", "bucs", big) for i in range(2)]
    bid = battle.start_battle(svc, "Bench", "bucs", a + d)
    return svc, bid, a, d


def measure() -> dict[str, tuple[int, int]]:
    """(SQLite statements, SQLAlchemy statements) per step, after one warm-up round."""
    from muster.rules.dice import ScriptedDice
    from muster.services import bucs

    with tempfile.TemporaryDirectory() as tmp:
        svc, bid, a, d = setup(tmp)
        opts = {"terrain": "urban", "conditions": {str(d[0]): {"pinned_down": ["doorway"]}}}
        counter = Counter(svc.file)
        bucs.resolve_round(svc, bid, a, d, opts)  # warm-up: house-rule tables cached, as in a session
        bucs.panel_data(svc, bid)
        svc.undo()
        svc.set_dice_source(ScriptedDice([12, 10]))  # a margin under 5: no unit breaks before the preview
        out = {}
        for name, step in (("resolve_round", lambda: bucs.resolve_round(svc, bid, a, d, opts)),
                           ("panel_data", lambda: bucs.panel_data(svc, bid)),
                           ("preview", lambda: bucs.preview(svc, bid, "round", a, d, opts))):
            with counter.counting():
                step()
            out[name] = (len(counter.sqlite), len(counter.orm))
        svc.close()
    return out


def main() -> None:
    counts = measure()
    for name, (sqlite, orm) in counts.items():
        print(f"{name:14s} {sqlite:3d} SQL statements (SQLAlchemy sent {orm})")
    total = sum(c[0] for c in counts.values())
    print(f"{'one GUI round':14s} {total:3d} SQL statements  (budget <= {BUDGET} with the session's own)")


if __name__ == "__main__":
    main()
