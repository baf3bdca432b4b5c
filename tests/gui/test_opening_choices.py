"""What the window does with leftovers, damaged files, read-only files and a file that crashed at start."""

from __future__ import annotations

import os
import shutil

import pytest


def _crashed_set(campaign_copy, tmp_path):
    """A restored backup with the stale -wal of the crashed session beside it (and the crashed pair itself)."""
    from muster.campaign.file import CampaignFile, copy_database
    from muster.services import CampaignService, battle

    path = campaign_copy("live/c.muster", sample=True)
    svc = CampaignService(CampaignFile.open(path))
    copy_database(svc.file.raw, tmp_path / "backup.muster")
    battle_id = svc.file.raw.execute("SELECT min(id) FROM battles").fetchone()[0]
    battle.next_phase(svc, battle_id)
    wal = tmp_path / "crash.muster-wal"
    shutil.copyfile(path.with_name("c.muster-wal"), wal)
    svc.close()
    target = tmp_path / "restored" / "c.muster"
    target.parent.mkdir()
    shutil.copyfile(tmp_path / "backup.muster", target)
    shutil.copyfile(wal, target.with_name("c.muster-wal"))
    return target


def _no_modal_boxes(monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *args, **kwargs: None))


def test_leftovers_are_reported_then_set_aside_on_the_gms_word(make_window, campaign_copy, tmp_path, monkeypatch):
    from muster.gui.operations import campaign as campaign_ops
    from muster.services.files import SET_ASIDE

    path = _crashed_set(campaign_copy, tmp_path)
    wal = path.with_name("c.muster-wal")
    window = make_window()
    assert not window.open_campaign(path)  # not interactive (--smoke, tests): reported, nothing changed
    assert "Nothing was changed" in window.errors[-1] and wal.exists()
    asked = []
    monkeypatch.setattr(campaign_ops, "ask_about_leftovers", lambda win, q: asked.append(q) or SET_ASIDE)
    _no_modal_boxes(monkeypatch)
    window.interactive = True
    try:
        assert window.open_campaign(path)
    finally:
        window.interactive = False
    set_aside = window.service.file.set_aside_to
    assert asked and asked[0].can_recover and set_aside is not None and (set_aside / "c.muster-wal").is_file()
    assert "moved to" in window.statusBar().currentMessage()


def test_damaged_file_is_refused_and_the_latest_good_backup_offered(make_window, campaign_copy, monkeypatch):
    from muster.gui.operations import campaign as campaign_ops

    path = campaign_copy("d.muster", sample=True)
    window = make_window()
    assert window.open_campaign(path)
    window.session.backup("auto")
    window.session.close()
    data = bytearray(path.read_bytes())
    data[4096 * 2: 4096 * 5] = bytes(4096 * 3)
    path.write_bytes(bytes(data))
    before = path.read_bytes()
    offered = []
    monkeypatch.setattr(campaign_ops, "offer_backup", lambda win, error, damaged: offered.append(error.backup))
    _no_modal_boxes(monkeypatch)
    window.interactive = True
    try:
        assert not window.open_campaign(path)
    finally:
        window.interactive = False
    assert offered and offered[0].name.startswith("d-") and path.read_bytes() == before
    assert "damaged" in window.errors[-1]
    from muster.services.files import copy_of_backup

    copy = copy_of_backup(offered[0], path)  # what "Open a Copy of the Backup" does
    assert window.open_campaign(copy) and window.service is not None


def test_read_only_campaign_opens_with_a_banner_and_refuses_changes(make_window, campaign_copy):
    from PySide6.QtWidgets import QToolBar

    from muster.services import roster

    path = campaign_copy("ro.muster", sample=True)
    os.chmod(path, 0o444)
    try:
        window = make_window()
        assert window.open_campaign(path)
        banner = window.findChild(QToolBar, "readOnlyBanner")
        assert banner is not None and banner.isVisible()
        assert not window.actionAddSide.isEnabled()
        assert window.run(roster.create_side, "Blue") is None
        assert "read-only" in window.errors[-1] and "damaged" not in window.errors[-1]
        window.session.close()
        assert not banner.isVisible()
    finally:
        os.chmod(path, 0o644)


def test_full_disk_during_an_action_is_a_message_and_the_app_goes_on(make_window, campaign_copy):
    from muster.services import roster

    window = make_window()
    assert window.open_campaign(campaign_copy("full.muster", sample=True))
    db = window.service.file.raw
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    units = len(window.roster_model.units())
    db.execute(f"PRAGMA max_page_count={pages}")  # the disk is full: SQLite can't grow the file
    side = None
    for n in range(60):  # enough to need a new page
        side = window.run(roster.create_side, f"Side {n} " + "x" * 150)
        if side is None:
            break
    assert side is None and "not enough free disk space" in window.errors[-1]
    db.execute(f"PRAGMA max_page_count={pages * 100}")  # space freed
    assert window.run(roster.create_side, "Afterwards") is not None
    assert len(window.roster_model.units()) == units
    assert window.service.file.check() == []


def test_failing_backup_is_a_status_message(make_window, campaign_copy, monkeypatch):
    import sqlite3

    from muster.campaign import backups

    window = make_window()
    assert window.open_campaign(campaign_copy("b.muster", sample=True))

    def full(db, dest):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr("muster.campaign.file.copy_database", full)
    window.session.backup("auto")
    assert "not enough free disk space" in window.statusBar().currentMessage()
    assert not [p for p in backups.folder_for(window.service.file.path).iterdir() if p.name.startswith(".")]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_crashing_or_fifo_recent_file_is_not_reopened_at_start(make_window, campaign_copy, tmp_path):
    from muster.gui.app import first_campaign

    window = make_window()
    fifo = tmp_path / "pipe.muster"
    os.mkfifo(fifo)
    path = campaign_copy("m.muster", sample=True)
    window.session.remember_recent(path)
    window.session.remember_recent(fifo)
    assert first_campaign(window) == path  # the FIFO is skipped unread
    window.settings.setValue("opening", str(path.resolve()))  # the app died while this file was opening
    assert first_campaign(window) is None
    assert "stopped while opening" in window.statusBar().currentMessage()
    assert first_campaign(window) == path  # told once; then it is an ordinary recent file again
