"""Corrupt-file corpus: hundreds of damaged, foreign and odd variants of a played campaign.

Every variant is either refused with a message (and its main file and sidecars keep their bytes) or opened
correctly (every view's reads work) — never a traceback, never a hang. The variants run in-process, built from
one played sample made once per session.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import sys
from collections import Counter
from pathlib import Path
from typing import Callable

import pytest
from campaign_helpers import digest, sidecar

PAGE = 4096
SIDES = ("", "-wal", "-journal", "-shm")


def _sql(*statements: str) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        db = sqlite3.connect(path, isolation_level=None)
        try:
            for statement in statements:
                db.execute(statement)
        finally:
            db.close()

    return damage


def _bytes(change: Callable[[bytearray], None]) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        data = bytearray(path.read_bytes())
        change(data)
        path.write_bytes(bytes(data))

    return damage


def _truncate(size: int):
    return _bytes(lambda data: data.__delitem__(slice(size, None)))


def _flip(offset: int, bit: int):
    def change(data: bytearray) -> None:
        data[offset % len(data)] ^= 1 << bit

    return _bytes(change)


def _zero_page(number: int):
    def change(data: bytearray) -> None:
        start = (number * PAGE) % max(len(data) - PAGE, 1)
        data[start:start + PAGE] = bytes(PAGE)

    return _bytes(change)


JSON_COLUMNS = [("units", "state"), ("battles", "initiative"), ("battles", "state"), ("actions", "rolls"),
                ("actions", "modifiers"), ("actions", "result"), ("actions", "changes")]
BAD_JSON = ["'{not json'", "'null'", "'42'", "'\"text\"'", "X'00ff'", "5.5"]


def _variants(played) -> dict[str, tuple[Callable[[Path], None], str | None]]:
    """name -> (damage to do to a copy of the played campaign, what to put beside it as a sidecar)."""
    rng = random.Random(15)
    size = played.main.stat().st_size
    out: dict[str, tuple[Callable[[Path], None], str | None]] = {}
    for cut in [0, 1, 15, 16, 50, 99, 100, 101, 511, 512, 1024, 4095, 4096, 4097, 8192, 12288,
                *sorted(rng.sample(range(8193, size), 14))]:
        out[f"truncated to {cut} bytes"] = (_truncate(cut), None)
    for _ in range(60):
        offset, bit = rng.randrange(size), rng.randrange(8)
        out[f"bit {bit} flipped at {offset}"] = (_flip(offset, bit), None)
    for offset in (18, 19, 20, 21, 28, 44, 56, 60, 68, 92, 96):  # header fields: journal mode, sizes, app id...
        out[f"header byte {offset} flipped"] = (_flip(offset, 0), None)
    for page in range(1, min(size // PAGE, 40)):
        out[f"page {page} zeroed"] = (_zero_page(page), None)
    for key in ("schema_version", "dice_seed", "dice_draws", "application", "created", "campaign_id", "session"):
        out[f"meta {key} missing"] = (_sql(f"DELETE FROM meta WHERE key='{key}'"), None)
    for key, value in [("schema_version", "abc"), ("schema_version", "0"), ("schema_version", "1"),
                       ("schema_version", "2"), ("schema_version", "3"), ("schema_version", "-1"),
                       ("schema_version", "999"), ("schema_version", "9" * 30), ("dice_seed", "x"),
                       ("dice_seed", "1e9"), ("dice_draws", "-4"), ("dice_draws", ""), ("campaign_id", "../../x"),
                       ("application", "other")]:
        out[f"meta {key}={value!r}"] = (_sql(f"UPDATE meta SET value='{value}' WHERE key='{key}'"), None)
    out["meta dice_seed is a number, not text"] = (_sql("UPDATE meta SET value=5 WHERE key='dice_seed'"), None)
    for table, column in JSON_COLUMNS:
        for bad in BAD_JSON:
            out[f"{table}.{column} = {bad}"] = (_sql(
                f"UPDATE {table} SET {column}={bad} WHERE id=(SELECT max(id) FROM {table})"), None)
    for table, column, bad in [("units", "name", "7"), ("units", "force_id", "'x'"), ("battles", "round", "'3'"),
                               ("battles", "phase", "2.5"), ("actions", "state", "'gone'"), ("actions", "at", "'now'"),
                               ("actions", "kind", "X'41'"), ("sides", "name", "X'00'")]:
        out[f"{table}.{column} = {bad}"] = (_sql(f"UPDATE {table} SET {column}={bad} "
                                                  f"WHERE id=(SELECT max(id) FROM {table})"), None)
    for table in ("meta", "sides", "forces", "units", "battles", "actions", "rules_overrides", "scenarios"):
        out[f"table {table} dropped"] = (_sql(f"DROP TABLE {table}"), None)
    out["column units.hidden dropped"] = (_sql("ALTER TABLE units DROP COLUMN hidden"), None)
    out["history out of order"] = (_sql("UPDATE actions SET state='undone' WHERE id=(SELECT min(id) FROM actions)"),
                                   None)
    out["application id changed"] = (_sql("PRAGMA application_id=7"), None)
    out["extra table"] = (_sql("CREATE TABLE notes (x)"), None)
    # sidecars: the genuine one of a killed session, foreign and stale ones, damaged and odd ones
    out["crashed: main with its own WAL"] = (_crashed(played), "crash-wal")
    out["crashed main, WAL bit-flipped"] = (_crashed(played), "crash-wal-flipped")
    out["crashed main, WAL truncated"] = (_crashed(played), "crash-wal-truncated")
    out["foreign WAL from another campaign"] = (_nothing, "other-wal")
    out["stale WAL beside a restored backup"] = (_restored_backup(played), "crash-wal")
    out["stale WAL of an earlier session"] = (_nothing, "crash-wal")
    out["garbage journal"] = (_nothing, "garbage-journal")
    out["garbage WAL"] = (_nothing, "garbage-wal")
    out["empty WAL"] = (_nothing, "empty-wal")
    out["stray -shm"] = (_nothing, "garbage-shm")
    out["WAL is a folder"] = (_nothing, "folder-wal")
    if hasattr(os, "mkfifo"):
        out["WAL is a FIFO"] = (_nothing, "fifo-wal")
        out["journal is a FIFO"] = (_nothing, "fifo-journal")
    return out


def _nothing(path: Path) -> None:
    pass


def _crashed(played):
    def damage(path: Path) -> None:
        shutil.copyfile(played.crash_main, path)

    return damage


def _restored_backup(played):
    def damage(path: Path) -> None:
        shutil.copyfile(played.backup, path)

    return damage


def _add_sidecar(path: Path, kind: str | None, played) -> None:
    if kind is None:
        return
    wal, journal, shm = sidecar(path, "-wal"), sidecar(path, "-journal"), sidecar(path, "-shm")
    if kind.startswith("crash-wal"):
        data = bytearray(played.crash_wal.read_bytes())
        if kind.endswith("flipped"):
            data[len(data) // 2] ^= 0x10
        if kind.endswith("truncated"):
            del data[len(data) // 3:]
        wal.write_bytes(bytes(data))
    elif kind == "other-wal":
        shutil.copyfile(played.other_wal, wal)
    elif kind == "garbage-journal":
        journal.write_bytes(b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + os.urandom(3000))
    elif kind == "garbage-wal":
        wal.write_bytes(os.urandom(5000))
    elif kind == "empty-wal":
        wal.write_bytes(b"")
    elif kind == "garbage-shm":
        shm.write_bytes(os.urandom(32768))
    elif kind == "folder-wal":
        wal.mkdir()
    elif kind == "fifo-wal":
        os.mkfifo(wal)
    elif kind == "fifo-journal":
        os.mkfifo(journal)


def _state(path: Path) -> dict[str, str | None]:
    out = {}
    for suffix in SIDES[:3]:
        side = sidecar(path, suffix)
        out[suffix] = "folder" if side.is_dir() else "fifo" if side.exists() and not side.is_file() else digest(side)
    return out


def _read_everything(svc) -> None:
    """What the window reads when it shows a campaign, and a little more."""
    from muster.services import queries as q

    q.roster(svc)
    ids = q.log_ids(svc, q.LogFilter())
    q.log_rows(svc, ids[:200] + ids[-200:])
    for battle_id in [row[0] for row in svc.file.raw.execute("SELECT id FROM battles")]:
        q.battle(svc, battle_id)
    svc.history("done", 50)
    svc.history("undone")


def attempt(path: Path) -> tuple[str, str]:
    """Open ``path`` as the GUI does; ('opened', '') or ('refused', message). Anything else fails the test."""
    from muster.services.files import CampaignFileError, open_campaign

    before = _state(path)
    try:
        svc = open_campaign(path)
    except CampaignFileError as exc:
        assert str(exc).strip(), f"{path}: refused without a message"
        assert _state(path) == before, f"{path}: refused, but its bytes or sidecars changed"
        return "refused", str(exc)
    try:
        _read_everything(svc)
    finally:
        svc.close()
    return "opened", ""


@pytest.mark.timeout(120)
def test_every_variant_is_refused_cleanly_or_opens(played, tmp_path):
    variants = _variants(played)
    assert len(variants) >= 200, len(variants)
    outcomes: dict[str, tuple[str, str]] = {}
    for n, (name, (damage, side)) in enumerate(variants.items()):
        folder = tmp_path / f"v{n}"
        folder.mkdir()
        path = folder / "played.muster"
        shutil.copyfile(played.main, path)
        damage(path)
        _add_sidecar(path, side, played)
        outcomes[name] = attempt(path)
    tally = Counter(kind for kind, _ in outcomes.values())
    print(f"\n{len(variants)} variants: {dict(tally)}", file=sys.stderr)
    assert outcomes["crashed: main with its own WAL"][0] == "opened"  # its own leftovers: recovered, unasked
    for name in ("foreign WAL from another campaign", "stale WAL beside a restored backup",
                 "stale WAL of an earlier session", "garbage journal", "table actions dropped",
                 "meta dice_seed missing", "battles.initiative = '{not json'", "actions.result = '{not json'",
                 "meta schema_version='2'", "meta schema_version='0'", "meta schema_version='999'",
                 "truncated to 0 bytes", "truncated to 4097 bytes", "WAL is a folder", "history out of order"):
        assert outcomes[name][0] == "refused", (name, outcomes[name])
    assert "newer Muster" in outcomes["meta schema_version='999'"][1]
    assert "dice_seed" in outcomes["meta dice_seed missing"][1]
    assert "battles #" in outcomes["battles.initiative = '{not json'"][1]
    assert "leftover changes" in outcomes["foreign WAL from another campaign"][1]
    assert "restored" in outcomes["stale WAL beside a restored backup"][1]
    for name in ("meta campaign_id missing", "meta session missing", "stray -shm", "empty WAL", "extra table"):
        assert outcomes[name][0] == "opened", (name, outcomes[name])
    if hasattr(os, "mkfifo"):
        assert "named pipe" in outcomes["WAL is a FIFO"][1]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.timeout(30)
def test_fifos_and_folders_are_refused_unread(tmp_path):
    from muster.services.files import CampaignFileError, open_campaign

    fifo = tmp_path / "pipe.muster"
    os.mkfifo(fifo)
    link = tmp_path / "link.muster"
    link.symlink_to(fifo)
    (tmp_path / "folder.muster").mkdir()
    for path, words in ((fifo, "named pipe"), (link, "named pipe"), (tmp_path / "folder.muster", "folder")):
        with pytest.raises(CampaignFileError, match=words):
            open_campaign(path)


@pytest.mark.parametrize("where", ["file", "folder"])
def test_read_only_files_open_read_only_not_damaged(played, tmp_path, where):
    from muster.services import queries as q
    from muster.services.files import open_campaign

    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "played.muster"
    shutil.copyfile(played.main, path)
    before = digest(path)
    target = path if where == "file" else folder
    mode = target.stat().st_mode
    os.chmod(target, 0o444 if where == "file" else 0o555)
    try:
        svc = open_campaign(path)
        try:
            assert svc.file.read_only and "read-only" in svc.file.read_only_reason
            assert "damaged" not in svc.file.read_only_reason
            assert q.roster(svc)[2], "a read-only campaign still shows its units"
        finally:
            svc.close()
    finally:
        os.chmod(target, mode)
    assert digest(path) == before
    assert sorted(p.name for p in folder.iterdir()) == ["played.muster"]
