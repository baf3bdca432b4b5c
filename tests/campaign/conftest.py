"""A played sample campaign, built once per session, and the sets of files a crash or a mishap leaves."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from campaign_helpers import sidecar


def play(svc) -> None:
    """A few rounds of GM actions across the sample's battles, one undone: a history with done and undone."""
    from muster.services import battle, roster

    battles = [row[0] for row in svc.file.raw.execute("SELECT id FROM battles ORDER BY id")]
    for battle_id in battles:
        battle.next_phase(svc, battle_id)
        battle.next_phase(svc, battle_id)
    side = roster.create_side(svc, "Reinforcements")
    force = roster.create_force(svc, side, "Late Arrivals")
    roster.create_unit(svc, force, "Scouts")
    svc.undo()


@dataclass(frozen=True)
class Played:
    """``main``: a closed, played campaign; ``crash_main`` + ``crash_wal``: the same campaign as a killed Muster
    leaves it (main file and its write-ahead log, holding actions the main file lacks); ``other_wal``: a WAL
    of a different campaign; ``backup``: an automatic backup of ``main`` made before the crashed session."""

    main: Path
    crash_main: Path
    crash_wal: Path
    other_wal: Path
    backup: Path


@pytest.fixture(scope="session")
def played(campaign_templates, tmp_path_factory) -> Played:
    from muster.campaign.file import CampaignFile, copy_database
    from muster.services import CampaignService, battle

    folder = tmp_path_factory.mktemp("played")
    main = campaign_templates.copy_to(folder / "played.muster", sample=True, seed=11)
    svc = CampaignService(CampaignFile.open(main))
    play(svc)
    svc.close()

    crash = folder / "crash" / "played.muster"
    crash.parent.mkdir()
    shutil.copyfile(main, crash)
    svc = CampaignService(CampaignFile.open(crash))
    backup = folder / "backup.muster"
    copy_database(svc.file.raw, backup)
    battle_id = svc.file.raw.execute("SELECT min(id) FROM battles").fetchone()[0]
    for _ in range(3):
        battle.next_phase(svc, battle_id)
    crash_main, crash_wal = folder / "crash-main.muster", folder / "crash-main.muster-wal"
    shutil.copyfile(crash, crash_main)  # what the disk holds if the process is killed now
    shutil.copyfile(sidecar(crash, "-wal"), crash_wal)
    svc.close()

    other = folder / "other" / "played.muster"
    other.parent.mkdir()
    campaign_templates.copy_to(other, sample=True, seed=12)
    svc = CampaignService(CampaignFile.open(other))
    battle.next_phase(svc, battle_id)
    other_wal = folder / "other.muster-wal"
    shutil.copyfile(sidecar(other, "-wal"), other_wal)
    svc.close()
    return Played(main, crash_main, crash_wal, other_wal, backup)
