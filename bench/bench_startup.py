"""Start-up: `muster --smoke CAMPAIGN` against a floor that imports PySide6 and
sqlalchemy.orm, opens a SQLite file and shows an empty QMainWindow.

    uv run python bench/bench_startup.py [RUNS]

Both run as fresh processes, alternating, in the same run; the figure that
matters is the ratio of medians (target: at most 1.3).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FLOOR = r"""
import sys, sqlite3
from PySide6.QtWidgets import QApplication, QMainWindow
import sqlalchemy.orm
app = QApplication([])
db = sqlite3.connect(sys.argv[1]); db.execute("SELECT count(*) FROM sqlite_master").fetchone()
w = QMainWindow(); w.show(); app.processEvents(); w.close()
"""


def timed(cmd: list[str], env: dict) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def precompile() -> None:
    """Bytecode for everything both sides import, as an installed app has it.

    Some shells set PYTHONDONTWRITEBYTECODE, which would make every run compile its sources again.
    """
    import compileall
    import sysconfig

    for folder in (sysconfig.get_paths()["purelib"], str(Path(__file__).resolve().parents[1] / "src")):
        compileall.compile_dir(folder, quiet=2, workers=0)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    precompile()
    home = tempfile.mkdtemp(prefix="muster-bench-")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUSTER_HOME=home)
    from muster.services.sample import create_sample

    os.environ["MUSTER_HOME"] = home
    campaign = str(create_sample(Path(home) / "sample.muster"))
    floor_cmd = [sys.executable, "-c", FLOOR, campaign]
    smoke_cmd = [sys.executable, "-m", "muster", "--smoke", campaign]
    timed(floor_cmd, env), timed(smoke_cmd, env)  # warm the disk cache
    floor, smoke = [], []
    for _ in range(runs):
        floor.append(timed(floor_cmd, env))
        smoke.append(timed(smoke_cmd, env))
    f, s = statistics.median(floor), statistics.median(smoke)
    print(f"floor (PySide6 + sqlalchemy.orm + SQLite + empty window): median {f * 1000:.0f} ms over {runs} runs")
    print(f"muster --smoke (sample campaign in the real main window):  median {s * 1000:.0f} ms over {runs} runs")
    print(f"ratio {s / f:.2f} (target <= 1.30)")


if __name__ == "__main__":
    main()
