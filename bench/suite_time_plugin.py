"""pytest plugin of bench/suite_time.py: each test's wall and CPU (set-up, call and tear-down together; the worker's
own user+sys plus its waited-for children's), one JSON line per test in $SUITE_TIME_DIR/<worker>.jsonl."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest


def _cpu() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


_failed: set[str] = set()


def pytest_runtest_logreport(report):
    if report.failed:
        _failed.add(report.nodeid)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    folder = os.environ.get("SUITE_TIME_DIR")
    wall, cpu = time.monotonic(), _cpu()
    yield
    if folder:
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        row = {"test": item.nodeid, "wall": round(time.monotonic() - wall, 3), "cpu": round(_cpu() - cpu, 3),
               "worker": worker, "start": round(wall, 3), "failed": item.nodeid in _failed}
        with (Path(folder) / f"{worker}.jsonl").open("a") as out:
            out.write(json.dumps(row) + "\n")
