"""Upgrades that cannot finish leave the file untouched; partial copies are hidden and tidied; files are private."""

from __future__ import annotations

import os
import sqlite3
import stat
import time

import pytest
from campaign_helpers import digest
from test_campaign_file import OLD_FILES

from muster.campaign.errors import UpgradeFailed
from muster.campaign.file import CampaignFile


def _old(tmp_path, name="old.muster"):
    path = tmp_path / name
    OLD_FILES[1](path)
    return path


def _upgrade_backups(home, stem="old"):
    folder = home / "data" / "Backups" / stem
    return sorted(folder.glob("*before-upgrade*")) if folder.exists() else []


def test_read_only_old_file_is_not_upgraded_and_says_why(tmp_path, muster_home):
    path = _old(tmp_path)
    before = digest(path)
    os.chmod(path, 0o444)
    try:
        with pytest.raises(UpgradeFailed, match="older Muster.*read-only"):
            CampaignFile.open(path)
    finally:
        os.chmod(path, 0o644)
    assert digest(path) == before and [p.name for p in tmp_path.iterdir() if p.name != "home"] == ["old.muster"]


def test_unwritable_backups_folder_stops_the_upgrade_before_it_starts(tmp_path, muster_home, monkeypatch):
    path = _old(tmp_path)
    before = digest(path)

    def no_room(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("muster.campaign.backups.backup_connection", no_room)
    with pytest.raises(UpgradeFailed, match="not enough free disk space.*nothing was lost"):
        CampaignFile.open(path)
    assert digest(path) == before


def test_full_disk_during_the_upgrade_leaves_the_file_and_one_backup(tmp_path, muster_home, monkeypatch):
    from muster.campaign import file as campaign_file

    path = _old(tmp_path)
    before = digest(path)
    real = campaign_file._migrate

    def full(db, version):
        real(db, version)
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(campaign_file, "_migrate", full)
    for _ in range(3):  # tried again and again: still one backup for this file and version
        with pytest.raises(UpgradeFailed, match="not enough free disk space"):
            CampaignFile.open(path)
        assert digest(path) == before
    assert len(_upgrade_backups(muster_home)) == 1
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")], "no partial copy left beside it"
    monkeypatch.setattr(campaign_file, "_migrate", real)
    file = CampaignFile.open(path)
    assert file.migrated_from == 1
    file.close()
    assert len(_upgrade_backups(muster_home)) == 1


def test_a_current_file_claiming_an_old_version_is_refused_not_migrated(campaign_copy):
    from muster.campaign.errors import CorruptCampaign

    path = campaign_copy("c.muster")
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value='2' WHERE key='schema_version'")
    db.commit()
    db.close()
    before = digest(path)
    with pytest.raises(CorruptCampaign, match="version 2"):
        CampaignFile.open(path)
    assert digest(path) == before


def test_partial_backups_are_ignored_by_thinning_and_tidied_at_start(tmp_path, muster_home):
    from muster.campaign import backups

    folder = backups.folder_for(tmp_path / "c.muster")
    now = time.time()
    for n in range(12):
        f = folder / f"c-2024{n:04d}-auto.muster"
        f.write_bytes(b"x")
        os.utime(f, (now - n, now - n))
    partial = folder / ".c-x-auto.muster.partial-abc123.muster"
    partial.write_bytes(b"half")
    fresh_partial = folder / ".c-y-auto.muster.partial-def456.muster"
    fresh_partial.write_bytes(b"half, still being written")
    os.utime(partial, (now - 3600, now - 3600))
    backups.thin(folder, now)
    # the newest ten, then one for the rest of today: the partial neither counts nor is thinned away
    assert partial.exists() and len(list(folder.glob("c-*.muster"))) == backups.KEEP_RECENT + 1
    backups.tidy()
    assert not partial.exists() and fresh_partial.exists()  # another Muster may still be writing this one


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_campaigns_backups_logs_and_folders_are_private_exports_follow_the_umask(tmp_path, muster_home):
    from muster.appdirs import backups_dir, campaigns_dir, config_dir, data_dir, log_dir
    from muster.atomic import umask_mode, write_text
    from muster.gui.crash import setup_logging, write_report
    from muster.services import CampaignService

    old = os.umask(0o022)
    try:
        path = campaigns_dir() / "secret.muster"
        svc = CampaignService(CampaignFile.create(path))
        backup = svc.file.backup("auto")
        copy = svc.file.save_copy(tmp_path / "copy.muster")
        svc.close()
        import logging

        log_path = setup_logging()
        try:
            logging.getLogger("muster").info("hello")
            report = write_report(RuntimeError, RuntimeError("x"), None)
        finally:
            for handler in list(logging.getLogger().handlers):
                if getattr(handler, "baseFilename", "") == str(log_path):
                    logging.getLogger().removeHandler(handler)
                    handler.close()
        export = write_text(tmp_path / "log.csv", "a,b\n")
        for f in (path, backup, copy, log_path, report):
            assert stat.S_IMODE(f.stat().st_mode) == 0o600, f
        for d in (data_dir(), campaigns_dir(), backups_dir(), backup.parent, config_dir(), log_dir()):
            assert stat.S_IMODE(d.stat().st_mode) == 0o700, d
        assert stat.S_IMODE(export.stat().st_mode) == umask_mode() == 0o644
    finally:
        os.umask(old)
