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
