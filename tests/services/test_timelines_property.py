"""Every battle keeps its own timeline (issue 27): random interleavings of actions in two battles and the roster,
with per-battle undo, redo, rewind, branch switches and reopening.

After any sequence: every row equals a replay of the done actions in id order (each row's history is one chain),
each timeline's done actions are its line up to its head, and undoing all of a battle's actions returns its row to
how it started while every battle the undo did not reach stays byte-identical.
"""

from __future__ import annotations

import itertools
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from muster.services import CampaignService, battle, branches, generic, history, roster, timelines

ROW_TABLES = ("sides", "forces", "units", "battles")


def _open(path):
    from muster.campaign.file import CampaignFile

    return CampaignService(CampaignFile.open(path))


def _rows(svc) -> dict[tuple[str, int], dict]:
    db = svc.file.raw  # the campaign is held open by its service: read through its own connection
    out = {}
    for table in ROW_TABLES:
        cursor = db.execute(f"SELECT * FROM {table}")
        names = [d[0] for d in cursor.description]
        for row in cursor.fetchall():
            values = dict(zip(names, row))
            for key, value in values.items():
                if isinstance(value, str) and value[:1] in ("[", "{"):
                    values[key] = json.loads(value)
            out[(table, values["id"])] = values
    return out


def _replay(svc) -> dict[tuple[str, int], dict]:
    """The rows the done actions give, written in id order from nothing."""
    rows: dict[tuple[str, int], dict] = {}
    for (changes,) in svc.file.raw.execute("SELECT changes FROM actions WHERE state = 'done' ORDER BY id").fetchall():
        for ch in json.loads(changes):
            if ch["table"] not in ROW_TABLES:
                continue
            if ch["after"] is None:
                rows.pop((ch["table"], ch["id"]), None)
            else:
                rows[(ch["table"], ch["id"])] = {**rows.get((ch["table"], ch["id"]), {}), **ch["after"]}
    return rows


def _lines_hold(svc) -> None:
    db = svc.file.raw
    for key, head, tip in db.execute('SELECT "key", head, tip FROM timelines').fetchall():
        line, at = [], tip
        while at is not None:
            line.append(at)
            at = db.execute("SELECT parent_id FROM actions WHERE id = ?", (at,)).fetchone()[0]
        line.reverse()
        done = [r[0] for r in db.execute("SELECT id FROM actions WHERE timeline = ? AND state = 'done' "
                                         "ORDER BY id", (key,))]
        assert done == (line[:line.index(head) + 1] if head is not None else []), (key, done, line, head)


def _same_as_replay(svc) -> None:
    rows, replay = _rows(svc), _replay(svc)
    assert set(rows) == set(replay)
    for key, row in rows.items():
        assert {k: v for k, v in row.items() if k in replay[key]} == replay[key], key


COUNTER = itertools.count()
OPS = st.lists(st.tuples(st.sampled_from(["hit", "phase", "rename", "undo", "redo", "rewind", "switch", "reopen"]),
                         st.integers(0, 1), st.integers(1, 3)), min_size=3, max_size=24)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=OPS)
def test_per_battle_steps_keep_every_row_a_replay_of_its_done_actions(ops, campaign_copy, tmp_path):
    path = campaign_copy(f"tl-{next(COUNTER)}.muster", seed=3)
    svc = _open(path)
    try:
        side_red, side_blue = roster.create_side(svc, "Red"), roster.create_side(svc, "Blue")
        red, blue = roster.create_force(svc, side_red, "Red Foot"), roster.create_force(svc, side_blue, "Blue Foot")
        units = [roster.create_unit(svc, force, f"{force} {n}", state={"attack": 1, "max_hits": 40})
                 for force in (red, blue) for n in (1, 2)]
        shared = units[0]  # in both battles: their actions and roster edits meet on its row
        battles = [battle.start_battle(svc, "North", "generic", [shared, units[2]]),
                   battle.start_battle(svc, "South", "generic", [shared, units[1], units[3]])]
        started = {b: _rows(svc)[("battles", b)] for b in battles}
        for op, which, n in ops:
            bid = battles[which]
            key = timelines.timeline_key(bid)
            if op == "hit":
                generic.apply_damage(svc, (shared, units[2 + which])[n % 2], n, bid)
            elif op == "phase":
                battle.next_phase(svc, bid)
            elif op == "rename":
                roster.rename(svc, "units", shared, f"Shared {n}")
            elif op == "undo":
                svc.undo(key, entangled=True)
            elif op == "redo":
                plan = svc.plan(lambda s, key=key: timelines.plan_redo(s, key))
                if plan is not None:
                    try:
                        svc.carry_out(plan)
                    except Exception as exc:  # an action it followed is undone: refused, nothing written
                        assert "cannot be redone" in str(exc)
            elif op == "rewind" and svc.can_undo(key):
                svc.carry_out(history.plan_rewind(svc, bid, 1).plan)
            elif op == "switch":
                rows = [b for b in branches.branches(svc, bid) if not b.current]
                if rows:
                    try:
                        branches.switch_branch(svc, branches.plan_switch(svc, bid, rows[n % len(rows)].leaf_id))
                    except Exception as exc:
                        assert "cannot be redone" in str(exc)
            elif op == "reopen":
                svc.close()
                svc = _open(path)
            _same_as_replay(svc)
            _lines_hold(svc)
        # undoing all of one battle's actions: its row as it started; a battle the undo did not reach is untouched
        before = _rows(svc)
        plan = svc.plan(lambda s: timelines.plan_back_to(s, battles[0], None))
        reached = {row[0] for a in plan.entangled
                   for row in svc.file.raw.execute("SELECT timeline FROM actions WHERE id = ?", (a,))}
        svc.carry_out(plan)
        after = _rows(svc)
        assert after[("battles", battles[0])] == started[battles[0]]
        for b in battles[1:]:
            if b not in reached:
                assert after[("battles", b)] == before[("battles", b)]
        _same_as_replay(svc)
    finally:
        svc.close()
