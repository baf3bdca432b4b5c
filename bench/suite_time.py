"""The whole test suite's wall time and CPU, and the tests that cost the most (issue 26: at most 60 s wall on 2 cores).

    uv run python bench/suite_time.py [--top N] [--save ROWS.jsonl] [PYTEST ARGS...]

Runs ``pytest`` (the project's own options: xdist, worksteal) with a small plugin that records, for each test, its
wall time and the CPU it cost: the worker's own (user+sys) plus that of the child processes it waited for (a test
that runs a subprocess — the laptop-fit pytest, the real display, lupdate — is charged for it). Prints the suite's
wall time, its total CPU (this process and every child, from ``getrusage``), and the N costliest tests by CPU and
by wall. CPU is the figure to compare while other work shares the machine; wall is honest only on an idle one.
``--save`` keeps every test's row (JSON lines) for a closer look. Extra arguments go to pytest (e.g.
``tests/gui`` or ``-n 0``).
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLUGIN = "suite_time_plugin"


def main(argv: list[str]) -> int:
    top, save = 20, None
    while argv[:1] in (["--top"], ["--save"]):
        if argv[0] == "--top":
            top = int(argv[1])
        else:
            save = Path(argv[1])
        argv = argv[2:]
    with tempfile.TemporaryDirectory(prefix="suite-time-") as folder:
        env = dict(os.environ, SUITE_TIME_DIR=folder,
                   PYTHONPATH=os.pathsep.join([str(ROOT / "bench"), os.environ.get("PYTHONPATH", "")]))
        started = time.monotonic()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        code = subprocess.call([sys.executable, "-m", "pytest", "-q", "-p", PLUGIN, "-p", "no:cacheprovider", *argv],
                               cwd=ROOT, env=env, stdout=subprocess.DEVNULL if "-v" not in argv else None)
        wall = time.monotonic() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        rows = []
        for path in Path(folder).glob("*.jsonl"):
            rows += [json.loads(line) for line in path.read_text().splitlines() if line]
    if save:
        save.write_text("".join(json.dumps(row) + "\n" for row in rows))
    user, system = after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime
    print(f"pytest exit {code}: {len(rows)} tests, wall {wall:.1f} s, CPU {user + system:.1f} s "
          f"(user {user:.1f}, sys {system:.1f}); sum of per-test CPU {sum(r['cpu'] for r in rows):.1f} s, "
          f"of per-test wall {sum(r['wall'] for r in rows):.1f} s; load average now {os.getloadavg()[0]:.1f}")
    for key in ("cpu", "wall"):
        print(f"\n{top} costliest by {key} (cpu s, wall s, worker, test):")
        for row in sorted(rows, key=lambda r: -r[key])[:top]:
            print(f"  {row['cpu']:6.2f} {row['wall']:6.2f}  {row['worker']:>4}  {row['test']}")
    failed = sorted(r["test"] for r in rows if r.get("failed"))
    if failed:
        print(f"\n{len(failed)} failed: " + "\n  ".join(["", *failed]))
    workers: dict[str, list[float]] = {}
    for row in rows:
        workers.setdefault(row["worker"], []).append(row["wall"])
    print("\nper worker: " + ", ".join(f"{w}: {len(v)} tests, {sum(v):.1f} s wall in tests"
                                       for w, v in sorted(workers.items())))
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
