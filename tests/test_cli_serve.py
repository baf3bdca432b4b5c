"""``muster serve CAMPAIGN [--bind ADDR] [--port N]`` as a process (issue 28): it prints the table's address and
one line per side, the addresses answer, SIGTERM and SIGINT end it cleanly (exit 0), a campaign open elsewhere is
refused (exit 1), bad arguments name the problem (exit 2)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import urllib.request

import pytest

START = 60  # seconds for the process to print its lines (a loaded machine starts Python slowly)


def _serve(path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "muster", "serve", str(path), *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8"))


def _lines(process: subprocess.Popen, count: int) -> list[str]:
    lines = []
    for _ in range(count):
        line = process.stdout.readline()
        assert line, process.stderr.read()
        lines.append(line.rstrip("\n"))
    return lines


def _get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=10) as answer:
        assert answer.status == 200
        return answer.read()


def _names(path) -> list[str]:
    import sqlite3

    db = sqlite3.connect(path)
    try:
        return [r[0] for r in db.execute("SELECT name FROM sides ORDER BY position, id")]
    finally:
        db.close()


@pytest.fixture
def sample(campaign_copy):
    return campaign_copy("served.muster", sample=True)


def test_serve_prints_the_addresses_answers_and_stops_on_sigterm(sample):
    sides = _names(sample)
    process = _serve(sample, "--bind", "127.0.0.1")
    try:
        lines = _lines(process, 1 + len(sides))
        assert lines[0].startswith("table: http://127.0.0.1:")
        table = lines[0].split(": ", 1)[1]
        assert [line.split(": ", 1)[0] for line in lines[1:]] == sides
        urls = [line.split(": ", 1)[1] for line in lines[1:]]
        assert len({table, *urls}) == len(lines) and all(u.startswith("http://127.0.0.1:") for u in urls)
        assert b"<html" in _get(table)
        state = json.loads(_get(table + "state.json"))
        assert state["page"] == "table" and state["campaign"] == "served" and state["battles"]
        side = json.loads(_get(urls[0] + "state.json"))
        assert side["side"]["name"] == sides[0]
        second = _serve(sample, "--bind", "127.0.0.1")  # one process holds a campaign
        out, err = second.communicate(timeout=START)
        assert second.returncode == 1 and out == ""
        assert "served.muster" in err and "Table Link" in err
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=20) == 0
        with pytest.raises(OSError):
            _get(table)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_serve_stops_on_sigint_on_the_port_asked(sample):
    import socket

    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    process = _serve(sample, "--bind", "127.0.0.1", "--port", str(port))
    try:
        line = _lines(process, 1)[0]
        assert line.startswith(f"table: http://127.0.0.1:{port}/p/")
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=20) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.parametrize(("args", "says"), [
    (["--port", "70000"], "70000"),
    (["--port", "many"], "many"),
    (["--bind", "the-laptop"], "the-laptop"),
    (["--bind", "192.0.2.77"], "192.0.2.77"),
    (["--colour", "red"], "--colour"),
])
def test_bad_arguments_name_the_problem(sample, args, says):
    out = subprocess.run([sys.executable, "-m", "muster", "serve", str(sample), *args], capture_output=True, text=True,
                         timeout=START)
    assert out.returncode == 2 and out.stdout == ""
    assert says in out.stderr


def test_no_campaign_there(tmp_path):
    out = subprocess.run([sys.executable, "-m", "muster", "serve", str(tmp_path / "nowhere.muster"),
                          "--bind", "127.0.0.1"], capture_output=True, text=True, timeout=START)
    assert out.returncode == 1 and out.stdout == "" and "nowhere.muster" in out.stderr
