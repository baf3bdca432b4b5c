import hashlib
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from muster.campaign.errors import CampaignLocked, CorruptCampaign, NewerCampaign, NotACampaign
from muster.campaign.file import CampaignFile
from muster.campaign.models import SCHEMA_VERSION

SCHEMAS = Path(__file__).resolve().parents[2] / "src" / "muster" / "campaign" / "schemas"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fresh(tmp_path, name="c.muster") -> Path:
    CampaignFile.create(tmp_path / name).close()
    return tmp_path / name


def test_create_reopen_and_stamp(tmp_path):
    path = fresh(tmp_path)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA application_id").fetchone()[0] == 0x4D535452
    assert db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == str(SCHEMA_VERSION)
    db.close()
    file = CampaignFile.open(path)
    assert file.check() == []
    file.close()


def _refused(path: Path, error):
    before = digest(path)
    with pytest.raises(error) as info:
        CampaignFile.open(path)
    assert digest(path) == before, "a refused file must keep its bytes"
    assert not Path(str(path) + "-wal").exists()
    return str(info.value)


def test_text_file_is_not_a_campaign(tmp_path):
    path = tmp_path / "notes.muster"
    path.write_text("orders for the morning: hold the bridge\n" * 10)
    assert "not a Muster campaign" in _refused(path, NotACampaign)


def test_other_sqlite_database_is_not_a_campaign(tmp_path):
    path = tmp_path / "other.muster"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t (x)")
    db.commit()
    db.close()
    assert "database, but not a Muster campaign" in _refused(path, NotACampaign)


def test_empty_file(tmp_path):
    path = tmp_path / "empty.muster"
    path.write_bytes(b"")
    assert "empty" in _refused(path, CorruptCampaign)


@pytest.mark.parametrize("keep", [60, 1500, 5000])
def test_truncated_file(campaign_copy, keep):
    path = campaign_copy("c.muster")
    data = path.read_bytes()
    path.write_bytes(data[:keep])
    _refused(path, (CorruptCampaign, NotACampaign))


def test_corrupt_pages(campaign_copy):
    from muster.campaign.models import Unit  # noqa: F401  (tables exist)
    from muster.services import CampaignService, roster

    path = campaign_copy("c.muster")
    svc = CampaignService(CampaignFile.open(path))
    side = roster.create_side(svc, "Red")
    force = roster.create_force(svc, side, "Foot")
    for n in range(200):
        roster.create_unit(svc, force, f"Unit {n}")
    svc.close()
    data = bytearray(path.read_bytes())
    for offset in range(4096 * 3, len(data), 4096):  # scribble over the middle of later pages
        data[offset + 100: offset + 300] = b"\xff" * 200
    path.write_bytes(bytes(data))
    assert "damaged" in _refused(path, CorruptCampaign)


def test_newer_version_is_refused(campaign_copy):
    path = campaign_copy("c.muster")
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value=? WHERE key='schema_version'", (str(SCHEMA_VERSION + 1),))
    db.commit()
    db.close()
    message = _refused(path, NewerCampaign)
    assert "newer Muster" in message and str(SCHEMA_VERSION + 1) in message


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(NotACampaign, match="does not exist"):
        CampaignFile.open(tmp_path / "nope.muster")
    with pytest.raises(NotACampaign, match="folder"):
        CampaignFile.open(tmp_path)


def test_second_open_in_this_process_is_refused(tmp_path, campaign_copy):
    file = CampaignFile.open(campaign_copy("c.muster"))
    with pytest.raises(CampaignLocked, match="already open"):
        CampaignFile.open(tmp_path / "c.muster")
    file.close()
    CampaignFile.open(tmp_path / "c.muster").close()


def test_open_in_another_process_is_refused(tmp_path, campaign_copy):
    file = CampaignFile.open(campaign_copy("c.muster"))
    code = ("import sys\nfrom muster.campaign.file import CampaignFile\n"
            "from muster.campaign.errors import CampaignLocked\n"
            "try:\n    CampaignFile.open(sys.argv[1])\nexcept CampaignLocked as e:\n    print('LOCKED', e)\n")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "c.muster")], capture_output=True, text=True)
    file.close()
    assert out.stdout.startswith("LOCKED") and "another Muster" in out.stdout, out.stderr


def test_save_copy_is_a_complete_campaign(tmp_path, campaign_copy):
    from muster.services import CampaignService, queries, roster

    svc = CampaignService(CampaignFile.open(campaign_copy("c.muster")))
    roster.create_side(svc, "Red")
    svc.file.save_copy(tmp_path / "copy.muster")
    roster.create_side(svc, "Blue")
    svc.close()
    copy = CampaignService(CampaignFile.open(tmp_path / "copy.muster"))
    assert [s.name for s in queries.roster(copy)[0]] == ["Red"]
    assert copy.can_undo()
    copy.close()


_OLD_ROWS = """
    INSERT INTO sides VALUES (1, 'Red', 1, '');
    INSERT INTO forces VALUES (1, 1, 'Foot', 1);
    INSERT INTO units VALUES (1, 1, 'Spears', 'generic', 1,
        '{"attack": 1, "defense": 0, "max_hits": 5, "hits_taken": 0, "damage": "d6"}', '5/5 hits'{hidden});
    INSERT INTO battles VALUES (1, 'Old fight', 'generic', 1, 0, '[1]', 0, '{}');
    INSERT INTO actions VALUES (1, 0, 'start-battle', 'Start battle Old fight', 1, 1, 'Initiative', NULL, '',
        NULL, '', 'Battle begins', '[]', '[]', '{}',
        '[{"table": "battles", "id": 1, "before": null, "after": {"id": 1, "name": "Old fight", ' ||
        '"system": "generic", "round": 1, "phase": 0, "initiative": [1], "active": 0, "state": {}}}]',
        'done'{starts_round});
"""


def old_campaign_file(path: Path, version: int, *, overrides: bool = True, extra: str = "") -> None:
    """A campaign of schema ``version`` from its frozen DDL: one unit, one battle, the action that started it (from
    version 2 on, marked as starting round 1, with a house-rule row unless ``overrides`` is off), then ``extra``."""
    db = sqlite3.connect(path)
    db.executescript((SCHEMAS / f"v{version}.sql").read_text())
    rows = _OLD_ROWS.replace("{starts_round}", (", 1" if version >= 2 else "") + (", NULL" if version >= 5 else "")
                             ).replace("{hidden}", (", 0" if version >= 4 else "") + (", NULL" if version >= 5 else ""))
    if version >= 2 and overrides:
        rows += "INSERT INTO rules_overrides VALUES ('generic', '{}');\n"
    db.executescript(rows + extra)
    db.commit()
    db.close()


def _schema(path: Path) -> dict:
    db = sqlite3.connect(path)
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
    out = {t: sorted((c[1], c[2].upper()) for c in db.execute(f"PRAGMA table_info('{t}')")) for t in tables}
    db.close()
    return out


OLD_FILES = {v: (lambda path, v=v: old_campaign_file(path, v)) for v in (1, 2, 3, 4, 5)}


def test_every_frozen_schema_has_a_builder():
    assert sorted(OLD_FILES) == list(range(1, SCHEMA_VERSION)), "add a schemas/vN.sql fixture builder"
    assert sorted(p.name for p in SCHEMAS.glob("v*.sql")) == [f"v{n}.sql" for n in range(1, SCHEMA_VERSION)]


def test_v2_snapshot_is_a_real_v2_file(tmp_path):
    """The frozen v2 DDL opens as a version-2 campaign that the migration turns into today's schema."""
    path = tmp_path / "v2.muster"
    OLD_FILES[2](path)
    db = sqlite3.connect(path)
    assert db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == "2"
    assert "scenarios" not in {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    db.close()


@pytest.mark.parametrize("version", list(range(1, SCHEMA_VERSION)))
def test_migrates_every_earlier_version(tmp_path, version, muster_home):
    from muster.services import CampaignService, queries

    path = tmp_path / "old.muster"
    OLD_FILES[version](path)
    file = CampaignFile.open(path)
    assert file.migrated_from == version
    svc = CampaignService(file)
    assert [u.name for u in queries.roster(svc)[2]] == ["Spears"]
    assert svc.undo().label == "Start battle Old fight"  # the old history still undoes
    assert svc.redo().label == "Start battle Old fight"
    svc.close()
    fresh_path = fresh(tmp_path, "new.muster")
    assert _schema(path) == _schema(fresh_path)
    reopened = CampaignService(CampaignFile.open(path))  # migrated once, now current: opens without a backup
    assert reopened.file.migrated_from is None
    from muster.services import scenarios

    scenario_id = scenarios.save_scenario(reopened, {"name": "Ambush", "system": "generic", "sides": []})
    assert [s.name for s in scenarios.list_scenarios(reopened)] == ["Ambush"] and scenario_id
    reopened.close()
    backups = list((muster_home / "data" / "Backups" / "old").glob(f"*before-upgrade-from-v{version}*.muster"))
    assert len(backups) == 1 and sqlite3.connect(backups[0]).execute(
        "SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == str(version)


def test_backups_are_thinned(tmp_path, muster_home):
    import os
    import time

    from muster.campaign import backups

    folder = tmp_path / "b"
    folder.mkdir()
    now = time.time()
    for hours in range(0, 24 * 60, 6):  # one backup every six hours for sixty days
        f = folder / f"c-{hours}.muster"
        f.write_bytes(b"x")
        os.utime(f, (now - hours * 3600, now - hours * 3600))
    (folder / "c-before-upgrade-from-v1.muster").write_bytes(b"x")
    backups.thin(folder, now)
    left = sorted(folder.glob("*.muster"))
    assert (folder / "c-before-upgrade-from-v1.muster").exists()
    ages = sorted(int(f.stem.split("-")[1]) for f in left if "upgrade" not in f.name)
    assert ages[:backups.KEEP_RECENT] == [h for h in range(0, 60, 6)]
    # then one a day for thirty days, then one a week
    assert len(ages) < 24 * 60 // 6 and len(ages) <= backups.KEEP_RECENT + backups.KEEP_DAYS + 5
    daily = [h // 24 for h in ages if 60 <= h < 24 * backups.KEEP_DAYS]
    assert len(daily) == len(set(daily))


def test_check_reports_dangling_rows(campaign_copy):
    file = CampaignFile.open(campaign_copy("c.muster"))
    file._db.execute("INSERT INTO forces (id, side_id, name, position) VALUES (5, 99, 'Lost', 1)")
    problems = file.check()
    file.close()
    assert problems and "forces" in problems[0]
