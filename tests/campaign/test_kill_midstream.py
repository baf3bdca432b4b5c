"""SIGKILL part-way through a stream of GM actions loses nothing that was reported done."""

import os
import signal
import sqlite3
import subprocess
import sys

import pytest

WRITER = r"""
import sys
from muster.campaign.file import CampaignFile
from muster.services import CampaignService, roster, generic, battle
svc = CampaignService(CampaignFile.create(sys.argv[1], seed=3))
side = roster.create_side(svc, "Red")
force = roster.create_force(svc, side, "Foot")
a = roster.create_unit(svc, force, "A", state={"max_hits": 999})
b = roster.create_unit(svc, force, "B", state={"max_hits": 999})
bid = battle.start_battle(svc, "Endless", "generic", [a, b])
n = 0
while True:
    generic.attack(svc, bid, a, b)
    n += 1
    if n % 7 == 0:
        svc.undo()
        svc.redo()
    print(n, flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_sigkill_midstream_keeps_every_reported_action(tmp_path):
    path = tmp_path / "kill.muster"
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True)
    reported = 0
    for line in proc.stdout:
        reported = int(line)
        if reported >= 150:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert reported >= 150

    from muster.campaign.file import CampaignFile

    file = CampaignFile.open(path)  # recovers the WAL
    assert file.check() == []
    file.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    attacks = db.execute("SELECT COUNT(*) FROM actions WHERE kind='attack' AND state='done'").fetchone()[0]
    assert attacks >= reported
    db.close()


UPGRADER = r"""
import os, signal, sys
sys.path.insert(0, sys.argv[3])
from test_campaign_file import OLD_FILES
from muster.campaign import file as campaign_file

point = sys.argv[2]
real_replace, real_migrate = os.replace, campaign_file._migrate

def replace(src, dest, *args, **kwargs):
    name = os.fspath(dest)
    if (point == "backup" and "before-upgrade" in name) or (point == "replace" and name.endswith("old.muster")):
        os.kill(os.getpid(), signal.SIGKILL)  # the hidden copy is complete, not yet moved in
    return real_replace(src, dest, *args, **kwargs)

def migrate(db, version):
    real_migrate(db, version)
    os.kill(os.getpid(), signal.SIGKILL)

os.replace = replace
campaign_file._migrate = migrate if point == "migrate" else real_migrate
campaign_file.CampaignFile.open(sys.argv[1])
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("point", ["backup", "migrate", "replace"])
def test_sigkill_mid_upgrade_always_leaves_a_complete_pre_upgrade_backup(tmp_path, muster_home, point):
    """Issue 25, item 4: killed while the backup is written, while the copy is migrated or just before it replaces
    the file, an upgrade leaves the old file as it was; the next start tidies the partial copies, the next open
    upgrades it, and a complete, healthy pre-upgrade backup of the old file is kept."""
    import time
    from pathlib import Path

    from test_campaign_file import OLD_FILES

    from muster.campaign import backups
    from muster.campaign.file import CampaignFile
    from muster.services.files import tidy_up

    path = tmp_path / "old.muster"
    OLD_FILES[1](path)
    original = path.read_bytes()
    here = str(Path(__file__).parent)
    env = dict(os.environ, MUSTER_HOME=str(muster_home))
    proc = subprocess.run([sys.executable, "-c", UPGRADER, str(path), point, here], env=env, timeout=60)
    assert proc.returncode == -signal.SIGKILL
    assert path.read_bytes() == original, "killed mid-upgrade: the old file is as it was"
    folder = backups.folder_for(path)
    for left in [*folder.iterdir(), *tmp_path.iterdir()]:  # the next start, long after
        os.utime(left, (time.time() - 3600, time.time() - 3600))
    tidy_up()
    file = CampaignFile.open(path)
    assert file.migrated_from == 1
    file.close()
    tidy_up()
    for left in folder.iterdir():
        os.utime(left, (time.time() - 3600, time.time() - 3600))
    tidy_up()
    kept = [p for p in folder.iterdir() if "before-upgrade-from-v1" in p.name]
    assert len(kept) == 1 and not kept[0].name.startswith("."), kept
    db = sqlite3.connect(f"file:{kept[0]}?mode=ro", uri=True)
    try:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == "1"
    finally:
        db.close()


STEPPER = r"""
import json, os, signal, sys
from muster.campaign.file import CampaignFile
from muster.services import CampaignService, battle, branches, generic, history, queries, roster, timelines

point = sys.argv[2]
svc = CampaignService(CampaignFile.create(sys.argv[1], seed=3))
side, other = roster.create_side(svc, "Red"), roster.create_side(svc, "Blue")
f1, f2 = roster.create_force(svc, side, "Foot"), roster.create_force(svc, other, "Horse")
a, b, c = (roster.create_unit(svc, f, n, state={"max_hits": 99}) for f, n in ((f1, "A"), (f2, "B"), (f2, "C")))
north = battle.start_battle(svc, "North", "generic", [a, b])
south = battle.start_battle(svc, "South", "generic", [c])
for _ in range(3):
    generic.apply_damage(svc, a, 1, north)
generic.apply_damage(svc, c, 2, south)
history.rewind_to_round(svc, north, 1)
generic.apply_damage(svc, b, 5, north)
generic.apply_damage(svc, b, 1, north)  # the new way: two actions; the old one (three) a branch
old = [r for r in branches.branches(svc, north) if not r.current][0]
print(json.dumps({u.id: queries.unit_state(svc, u.id) for u in queries.roster(svc)[2]}), flush=True)
real, calls = timelines.check_rows, [0]

def check(s, record, kind):
    calls[0] += 1
    if calls[0] == 2:  # inside the transaction, one step written, the next about to be
        os.kill(os.getpid(), signal.SIGKILL)
    real(s, record, kind)

timelines.check_rows = check
if point == "rewind":
    history.rewind_to_round(svc, north, 1)
else:
    branches.switch_branch(svc, branches.plan_switch(svc, north, old.leaf_id))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("point", ["rewind", "switch"])
def test_sigkill_inside_a_per_battle_rewind_or_a_branch_switch_loses_nothing(tmp_path, point):
    import json

    path = tmp_path / "steps.muster"
    out = subprocess.run([sys.executable, "-c", STEPPER, str(path), point], capture_output=True, text=True)
    assert out.returncode == -signal.SIGKILL, out.stderr
    before = {int(k): v for k, v in json.loads(out.stdout.splitlines()[-1]).items()}

    from muster.campaign.file import CampaignFile
    from muster.services import CampaignService, branches, queries

    svc = CampaignService(CampaignFile.open(path))  # recovers the WAL
    try:
        assert svc.file.check() == []
        assert {u.id: queries.unit_state(svc, u.id) for u in queries.roster(svc)[2]} == before  # all or nothing
        north = next(b.id for b in queries.battles(svc) if b.name == "North")
        rows = branches.branches(svc, north)
        assert [(r.current, r.actions) for r in rows] == [(True, 2), (False, 3)]  # both ways kept
        assert svc.undo(north).label.endswith("takes 1")  # and the history goes on from where it stood
    finally:
        svc.close()
