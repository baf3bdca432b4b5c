"""Issue 25 (round 3 of hostile input): odd paths, a full disk, foreign leftovers, opening races and refusals a GM
can read. Each test names the item of the issue it covers."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from campaign_helpers import digest, sidecar

POSIX = pytest.mark.skipif(os.name != "posix", reason="links, FIFOs and devices as POSIX has them")


def _run(*args, home, timeout=60):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUSTER_HOME=str(home))
    return subprocess.run([sys.executable, "-m", "muster", *args], capture_output=True, text=True, env=env,
                          timeout=timeout)


# ---- item 2: one path check for every way in ---------------------------------------------------------------

@POSIX
@pytest.mark.parametrize("kind", ["device link", "fifo", "fifo link", "loop", "folder link"])
def test_print_check_and_smoke_refuse_odd_paths_at_once(tmp_path, muster_home, kind):
    path = tmp_path / "odd.muster"
    if kind == "device link":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "fifo link":
        os.mkfifo(tmp_path / "pipe")
        path.symlink_to(tmp_path / "pipe")
    elif kind == "loop":
        path.symlink_to(tmp_path / "other.muster")
        (tmp_path / "other.muster").symlink_to(path)
    else:
        path.symlink_to(tmp_path)
    started = time.monotonic()
    for args in (("print", str(path), "-o", str(tmp_path / "out.pdf")), ("check", str(path)),
                 ("--smoke", str(path))):
        out = _run(*args, home=muster_home, timeout=30)
        assert out.returncode == 1, (args, out.stdout, out.stderr)
        assert "did not read it" in out.stderr or "folder" in out.stderr, out.stderr
    assert time.monotonic() - started < 30
    assert not (tmp_path / "out.pdf").exists()


@POSIX
def test_the_path_check_is_one_function_for_every_entry_point(tmp_path):
    from muster.services.files import CampaignFileError, check_campaign_path

    link = tmp_path / "zero.muster"
    link.symlink_to("/dev/zero")
    with pytest.raises(CampaignFileError, match="link to a device"):
        check_campaign_path(link)
    loop = tmp_path / "loop.muster"
    loop.symlink_to(loop)
    with pytest.raises(CampaignFileError, match="loop of links"):
        check_campaign_path(loop)


# ---- item 3: a refused open on a full disk changes no byte -------------------------------------------------

@pytest.fixture
def small_disk(tmp_path):
    """A 4 MB tmpfs, mounted for the test (root only); skipped with the reason when mounting is not permitted."""
    if not sys.platform.startswith("linux"):
        pytest.skip("tmpfs mounts are Linux")
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount)], capture_output=True,
                          text=True)
    if done.returncode != 0:
        pytest.skip(f"mounting a small tmpfs is not permitted here: {done.stderr.strip() or done.returncode}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def _fill(folder: Path) -> None:
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for size in (65536, 4096, 512, 1):  # to the last byte
            try:
                while os.write(fd, b"\0" * size):
                    pass
            except OSError:
                pass
    finally:
        os.close(fd)


def test_a_refused_open_on_a_full_disk_changes_no_byte(played, small_disk, muster_home):
    from muster.services.files import CampaignFileError, open_campaign

    path = small_disk / "played.muster"
    shutil.copyfile(played.crash_main, path)
    shutil.copyfile(played.crash_wal, sidecar(path, "-wal"))  # Muster's own leftovers: a killed session's
    _fill(small_disk)
    before = {s: digest(sidecar(path, s)) for s in ("", "-wal", "-shm", "-journal")}
    with pytest.raises(CampaignFileError, match="not enough free disk space"):
        open_campaign(path)
    assert {s: digest(sidecar(path, s)) for s in before} == before, "a refused file keeps its bytes and sidecars"
    assert sorted(p.name for p in small_disk.iterdir()) == ["filler", "played.muster", "played.muster-wal"]
    (small_disk / "filler").unlink()  # room again: the leftovers are still recognised as its own
    svc = open_campaign(path)
    try:
        assert svc.file.recovered
    finally:
        svc.close()


# ---- item 4: pre-upgrade backups are found by what they are -----------------------------------------------

def test_a_partial_copy_is_never_taken_for_the_pre_upgrade_backup(tmp_path, muster_home):
    from test_campaign_file import OLD_FILES

    from muster.campaign import backups
    from muster.campaign.file import CampaignFile
    from muster.services.files import tidy_up

    path = tmp_path / "old.muster"
    OLD_FILES[1](path)
    folder = backups.folder_for(path)
    # what a kill during the backup leaves: a hidden partial copy, here even complete but never moved in
    partial = folder / ".old-20240101-000000-before-upgrade-from-v1.muster.partial-abcd1234.muster"
    shutil.copyfile(path, partial)
    old = time.time() - 3600
    os.utime(partial, (old, old))
    CampaignFile.open(path).close()
    tidy_up()
    kept = [p for p in folder.iterdir() if not p.name.startswith(".")]
    assert len(kept) == 1 and "before-upgrade-from-v1" in kept[0].name
    db = sqlite3.connect(f"file:{kept[0]}?mode=ro", uri=True)
    try:
        assert db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == "1"
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        db.close()


# ---- item 6: the window's open path and long or undecodable names -----------------------------------------

@POSIX
def test_the_window_refuses_a_loop_of_links(tmp_path, qapp, muster_home):
    from muster.gui.app import _settings
    from muster.gui.main_window import MainWindow

    loop = tmp_path / "loop.muster"
    loop.symlink_to(loop)
    window = MainWindow(_settings(), interactive=False)
    try:
        assert window.open_campaign(loop) is False
        assert "loop of links" in window.errors[-1]
    finally:
        window.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="file names of any bytes are Linux's")
def test_the_window_opens_a_file_whose_name_is_not_text(tmp_path, qapp, muster_home, campaign_copy):
    from muster.gui.app import _settings
    from muster.gui.main_window import MainWindow
    from muster.services.files import shown_name

    source = campaign_copy("plain.muster", sample=True)
    odd = Path(os.fsdecode(bytes(tmp_path) + b"/caf\xe9-\xff.muster"))
    os.rename(source, odd)
    assert shown_name(odd) == "caf\ufffd-\ufffd.muster"
    window = MainWindow(_settings(), interactive=False)
    try:
        assert window.open_campaign(odd), window.errors
        window.session.close()
    finally:
        window.close()
    odd.write_bytes(b"not a campaign at all, just text")
    from muster.services.files import CampaignFileError, open_campaign

    with pytest.raises(CampaignFileError) as refused:
        open_campaign(odd)
    assert "caf\ufffd-\ufffd.muster" in str(refused.value)
    str(refused.value).encode("utf-8")  # shown text, no lone surrogates


def test_a_campaign_with_a_long_legal_name_opens_upgrades_and_backs_up(tmp_path, muster_home):
    from test_campaign_file import OLD_FILES

    from muster.atomic import name_max
    from muster.services import files

    longest = name_max(tmp_path) - len("-journal")  # the longest name whose sidecars still fit
    path = tmp_path / ("x" * (longest - len(".muster")) + ".muster")
    assert len(os.fsencode(path.name)) == longest
    OLD_FILES[1](path)  # an old file: upgraded on a hidden copy beside it, with a backup first
    svc = files.open_campaign(path)
    try:
        assert svc.file.migrated_from == 1
        assert files.backup(svc, "auto") is None
        copy = files.copy_of_backup(svc.file.path, path)
        assert copy.exists() and len(os.fsencode(copy.name)) <= name_max(tmp_path)
    finally:
        svc.close()
    from muster.atomic import replacing

    with replacing(path, ".muster") as tmp:  # the hidden name written first fits too
        assert len(os.fsencode(tmp.name)) + len("-journal") <= name_max(tmp_path)
        shutil.copyfile(copy, tmp)


# ---- item 9: a foreign -wal never passes as Muster's own --------------------------------------------------

def test_a_wal_that_changes_the_schema_is_not_applied(played, tmp_path, muster_home):
    from muster.campaign.file import check_path
    from muster.services.files import LeftoversQuestion, open_campaign

    # another program opens the campaign (while no Muster has it) and creates a table; it is killed before any
    # checkpoint, so its -wal lies beside the file, touching no Muster row
    path = tmp_path / "probe" / "played.muster"
    path.parent.mkdir()
    shutil.copyfile(played.crash_main, path)
    shutil.copyfile(played.crash_wal, sidecar(path, "-wal"))
    code = ("import sqlite3, os, sys\n"
            "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            "db.execute('PRAGMA journal_mode=WAL')\n"
            "db.execute('CREATE TABLE zz_probe (x)')\n"
            "db.execute('INSERT INTO zz_probe VALUES (1)')\n"
            "os._exit(0)\n")
    subprocess.run([sys.executable, "-c", code, str(path)], check=True)
    assert sidecar(path, "-wal").stat().st_size
    before = [digest(sidecar(path, s)) for s in ("", "-wal")]
    problems, _notes = check_path(path)
    assert problems and any("tables" in p for p in problems)
    with pytest.raises(LeftoversQuestion, match="tables"):
        open_campaign(path)
    assert [digest(sidecar(path, s)) for s in ("", "-wal")] == before
    out = _run("--smoke", str(path), home=muster_home)
    assert out.returncode == 1 and [digest(sidecar(path, s)) for s in ("", "-wal")] == before


# ---- item 10: of two processes opening one file at once, exactly one succeeds ------------------------------

OPENER = r"""
import sys, time
from muster.campaign.file import CampaignFile
from muster.campaign.errors import CampaignLocked
folder, file = sys.argv[1], None
print("ready", flush=True)
while line := sys.stdin.readline():  # "N T": open rN.muster at the clock time T; "close": close what is open
    if line.strip() == "close":
        if file is not None:
            file.close()
            file = None
        print("closed", flush=True)
        continue
    n, t = line.split()
    t = float(t)
    while (left := t - time.time()) > 0.002:
        time.sleep(left - 0.002)
    while time.time() < t:  # the last two milliseconds spun: both processes open at the same instant
        pass
    try:
        file = CampaignFile.open(f"{folder}/r{n}.muster")
    except CampaignLocked:
        print(n, "locked", flush=True)
        continue
    except Exception as exc:
        print(n, "error", type(exc).__name__, exc, flush=True)
        continue
    print(n, "opened", flush=True)
"""


@POSIX
def test_two_processes_opening_one_file_at_once_exactly_one_succeeds(tmp_path, campaign_copy, muster_home):
    """Each round both processes open the same file at one instant; the one that opened it holds it until both have
    answered (so the other's attempt always meets it open), then closes it before the next round."""
    import threading

    from test_campaign_file import OLD_FILES

    rounds = 30
    for n in range(rounds):
        if n % 3 == 2:
            OLD_FILES[1](tmp_path / f"r{n}.muster")  # an old file: the upgrade replaces it while opening
        else:
            campaign_copy(f"r{n}.muster")
    procs = [subprocess.Popen([sys.executable, "-c", OPENER, str(tmp_path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    watchdog = threading.Timer(60, lambda: [p.kill() for p in procs])
    watchdog.start()

    def ask(line: str) -> list[str]:
        for p in procs:
            p.stdin.write(line + "\n")
            p.stdin.flush()
        answers = [p.stdout.readline().strip() for p in procs]
        assert all(answers), (line, answers, [p.stderr.read()[-3000:] for p in procs if p.poll() is not None])
        return answers

    try:
        assert [p.stdout.readline().strip() for p in procs] == ["ready", "ready"]
        results: list[dict[str, str]] = [{}, {}]
        for n in range(rounds):
            for result, answer in zip(results, ask(f"{n} {time.time() + 0.02!r}"), strict=True):
                key, value = answer.split(" ", 1)
                result[key] = value
            ask("close")
        for p in procs:
            p.stdin.close()  # the end: each process closes its file and exits
        errors = [p.stderr.read() for p in procs]
        assert [p.wait(30) for p in procs] == [0, 0], errors
    finally:
        watchdog.cancel()
        for p in procs:
            if p.poll() is None:
                p.kill()
    for n in range(rounds):
        got = sorted(r.get(str(n), "missing") for r in results)
        assert got == ["locked", "opened"], (n, got, errors)


# ---- item 11: refusals a GM can read, the details behind a button ------------------------------------------

def _damaged(campaign_copy) -> Path:
    """The sample with one page of a table overwritten: SQLite's check reports several lines of damage."""
    path = campaign_copy("damaged.muster", sample=True)
    original = path.read_bytes()
    db = sqlite3.connect(path)
    pages, size = db.execute("PRAGMA page_count").fetchone()[0], db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    for page in range(pages, 2, -1):
        data = bytearray(original)
        start = (page - 1) * size
        data[start + 8: start + size] = bytes(range(256)) * ((size - 8) // 256) + bytes((size - 8) % 256)
        path.write_bytes(bytes(data))
        db = sqlite3.connect(path)
        try:
            db.execute("SELECT * FROM meta").fetchall()
            lines = "\n".join(r[0] for r in db.execute("PRAGMA quick_check")).splitlines()
        except sqlite3.DatabaseError:
            continue
        finally:
            db.close()
        if len(lines) >= 3:
            return path
    raise AssertionError("no page to damage")


def test_a_damaged_files_refusal_is_short_with_the_details_apart(campaign_copy, muster_home):
    from muster.services.files import CampaignFileError, open_campaign

    path = _damaged(campaign_copy)
    with pytest.raises(CampaignFileError) as refused:
        open_campaign(path)
    message = str(refused.value)
    assert len(message) < 400 and message.count(". ") <= 2, message
    assert "damaged" in message and "backup" in message
    assert refused.value.details and "\n".join(refused.value.details) not in message


def test_check_verbose_shows_the_details(campaign_copy, muster_home):
    path = _damaged(campaign_copy)
    short = _run("check", str(path), home=muster_home)
    verbose = _run("check", "--verbose", str(path), home=muster_home)
    assert short.returncode == verbose.returncode == 1
    assert len(short.stdout) < 600, short.stdout
    assert len(verbose.stdout) > len(short.stdout) and "  " in verbose.stdout


def test_the_open_dialog_has_a_details_button(campaign_copy, qapp, muster_home, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from muster.gui.app import _settings
    from muster.gui.main_window import MainWindow

    path = _damaged(campaign_copy)
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.detailedText())) or 0)
    window = MainWindow(_settings(), interactive=True)
    try:
        assert window.open_campaign(path) is False
    finally:
        window.close()
    text, details = shown[-1]
    assert len(text) < 500 and details and details not in text


def test_messages_read_as_sentences(campaign_copy, tmp_path, muster_home, monkeypatch):
    from muster.campaign import file as campaign_file
    from muster.campaign.errors import NewerCampaign, UpgradeFailed
    from muster.campaign.file import CampaignFile

    path = campaign_copy("v229.muster")
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value='229' WHERE key='schema_version'")
    db.commit()
    db.close()
    with pytest.raises(NewerCampaign) as newer:
        CampaignFile.open(path)
    assert str(newer.value).startswith("“v229.muster” was saved by a newer Muster"), str(newer.value)

    from test_campaign_file import OLD_FILES

    old = tmp_path / "old.muster"
    OLD_FILES[1](old)
    real = campaign_file._migrate

    def full(db, version):
        real(db, version)
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(campaign_file, "_migrate", full)
    with pytest.raises(UpgradeFailed) as failed:
        CampaignFile.open(old)
    assert ".." not in str(failed.value) and "nothing was lost" in str(failed.value)
