"""Schema 4 (issue 17): units gain ``hidden`` (kept from the players' screen); version-3 files migrate to it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from test_campaign_file import old_campaign_file

from muster.campaign.file import CampaignFile
from muster.campaign.migrations import MIGRATIONS


def v3_file(path: Path) -> None:
    """A version-3 campaign from the frozen DDL: one unit, one battle, one action to undo, a scenario."""
    old_campaign_file(path, 3, overrides=False, extra="""
        INSERT INTO scenarios VALUES (1, 'Ambush', 'generic', 1, '{"name": "Ambush", "system": "generic", "sides": []}',
            '[]');
    """)


def _columns(path: Path, table: str) -> dict[str, tuple[str, int]]:
    db = sqlite3.connect(path)
    try:
        return {c[1]: (c[2].upper(), c[3]) for c in db.execute(f"PRAGMA table_info('{table}')")}
    finally:
        db.close()


def test_the_frozen_v3_schema_is_version_3_without_hidden(tmp_path):
    path = tmp_path / "v3.muster"
    v3_file(path)
    db = sqlite3.connect(path)
    assert db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == "3"
    db.close()
    assert "hidden" not in _columns(path, "units")
    assert 3 in MIGRATIONS


def test_a_v3_file_migrates_and_its_units_start_visible(tmp_path, muster_home):
    from muster.services import CampaignService, queries, visibility

    path = tmp_path / "old.muster"
    v3_file(path)
    file = CampaignFile.open(path)
    assert file.migrated_from == 3
    svc = CampaignService(file)
    assert [u.name for u in queries.roster(svc)[2]] == ["Spears"]
    assert visibility.hidden_ids(svc) == set()
    assert svc.undo().label == "Start battle Old fight"  # the old history still undoes and redoes
    assert svc.redo().label == "Start battle Old fight"
    assert visibility.set_hidden(svc, [1], True) == 1
    assert svc.undo() is not None and visibility.hidden_ids(svc) == set()
    svc.close()
    fresh = tmp_path / "new.muster"
    CampaignFile.create(fresh).close()
    assert _columns(path, "units")["hidden"] == ("BOOLEAN", 1)  # NOT NULL, as in a new file
    assert {k: v[0] for k, v in _columns(path, "units").items()} == {
        k: v[0] for k, v in _columns(fresh, "units").items()}
    backups = list((muster_home / "data" / "Backups" / "old").glob("*before-upgrade-from-v3*.muster"))
    assert len(backups) == 1


def test_a_failed_migration_leaves_the_v3_file_as_it_was(tmp_path, monkeypatch, muster_home):
    import pytest

    from muster.campaign import migrations

    path = tmp_path / "old.muster"
    v3_file(path)
    before = path.read_bytes()

    def broken(db):
        db.execute("ALTER TABLE units ADD COLUMN hidden BOOLEAN NOT NULL DEFAULT 0")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setitem(migrations.MIGRATIONS, 3, broken)
    with pytest.raises(Exception):  # noqa: B017 (whatever the runner turns it into)
        CampaignFile.open(path)
    assert "hidden" not in _columns(path, "units")
    db = sqlite3.connect(path)
    assert db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == "3"
    db.close()
    assert len(path.read_bytes()) == len(before)
