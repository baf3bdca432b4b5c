"""Leftover -wal/-journal files: applied only when provably the file's own; otherwise the GM decides."""

from __future__ import annotations

import shutil

import pytest
from campaign_helpers import digest, sidecar


def _set(folder, played, main_from, wal_from=None, journal: bytes | None = None):
    folder.mkdir(exist_ok=True)
    path = folder / "played.muster"
    shutil.copyfile(main_from, path)
    if wal_from is not None:
        shutil.copyfile(wal_from, sidecar(path, "-wal"))
    if journal is not None:
        sidecar(path, "-journal").write_bytes(journal)
    return path


def _hashes(path):
    return [digest(sidecar(path, s)) for s in ("", "-wal", "-journal")]


def test_own_leftovers_of_a_killed_session_are_recovered_unasked(played, tmp_path):
    from muster.services import queries as q
    from muster.services.files import open_campaign

    path = _set(tmp_path / "a", played, played.crash_main, played.crash_wal)
    svc = open_campaign(path)
    try:
        assert svc.file.recovered
        assert q.log_ids(svc, q.LogFilter()) and _count(svc) > _actions(played.crash_main)
    finally:
        svc.close()
    assert not sidecar(path, "-wal").exists()


def test_restored_backup_with_a_stale_wal_is_asked_and_refusal_keeps_all_three_files(played, tmp_path):
    from muster.services.files import RECOVER, SET_ASIDE, LeftoversQuestion, open_campaign

    path = _set(tmp_path / "b", played, played.backup, played.crash_wal, journal=b"\xd9\xd5\x05\xf9" + bytes(600))
    before = _hashes(path)
    with pytest.raises(LeftoversQuestion) as asked:
        open_campaign(path)
    assert _hashes(path) == before, "a refused file keeps its bytes and its sidecars"
    assert "played.muster-wal" in str(asked.value) and "journal" in str(asked.value)

    path = _set(tmp_path / "c", played, played.backup, played.crash_wal)
    with pytest.raises(LeftoversQuestion) as asked:
        open_campaign(path)
    assert "restored" in str(asked.value) and asked.value.can_recover and asked.value.can_open_as_is
    backup_actions = _actions(played.backup)
    svc = open_campaign(path, leftovers=SET_ASIDE)  # the GM keeps the restore
    try:
        assert svc.file.set_aside_to is not None and (svc.file.set_aside_to / "played.muster-wal").is_file()
        assert _count(svc) == backup_actions
    finally:
        svc.close()
    assert digest(svc.file.set_aside_to / "played.muster-wal") == digest(played.crash_wal)  # never deleted

    path = _set(tmp_path / "d", played, played.backup, played.crash_wal)
    svc = open_campaign(path, leftovers=RECOVER)  # the GM wants the crashed session's actions back
    try:
        assert svc.file.recovered and _count(svc) > backup_actions
    finally:
        svc.close()


def test_foreign_wal_cannot_pass_as_this_campaigns(played, tmp_path):
    from muster.services.files import LeftoversQuestion, open_campaign

    path = _set(tmp_path / "e", played, played.main, played.other_wal)
    before = _hashes(path)
    with pytest.raises(LeftoversQuestion):
        open_campaign(path)
    assert _hashes(path) == before


def test_check_reports_leftovers_and_changes_nothing(played, tmp_path):
    from muster.cli.main import check_main

    path = _set(tmp_path / "f", played, played.backup, played.crash_wal)
    before = _hashes(path)
    assert check_main([str(path)]) == 1
    assert _hashes(path) == before
    path = _set(tmp_path / "g", played, played.crash_main, played.crash_wal)
    before = _hashes(path)
    assert check_main([str(path)]) == 0  # its own leftovers: healthy, applied at the next open
    assert _hashes(path) == before


def _count(svc) -> int:
    return svc.file.raw.execute("SELECT count(*) FROM actions").fetchone()[0]


def _actions(path) -> int:
    import sqlite3

    db = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    try:
        return db.execute("SELECT count(*) FROM actions").fetchone()[0]
    finally:
        db.close()
