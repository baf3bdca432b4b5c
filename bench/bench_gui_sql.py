"""SQL budget of one BUCS round through the GUI path: the click, the service, the commit, every view.

Counts every statement on the campaign's one SQLite connection (SQLite's trace callback sees what
SQLAlchemy sends too, BEGIN and COMMIT included) from Battle ▸ Resolve until the dispatch has reached
every dock. Budget (issue 12): at most 20 statements in all. Prints the statements with -v.
Run: uv run python bench/bench_gui_sql.py [-v]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path

BUDGET = 20


def _window(tmp: Path):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MUSTER_HOME"] = str(tmp / "home")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from muster.gui.main_window import MainWindow
    from muster.services import battle, roster

    QApplication.instance() or QApplication([])
    window = MainWindow(QSettings(str(tmp / "muster.ini"), QSettings.Format.IniFormat), interactive=False)
    window.session.create(tmp / "bench.muster")
    red = window.run(roster.create_force, window.run(roster.create_side, "Red"), "Red Co")
    blue = window.run(roster.create_force, window.run(roster.create_side, "Blue"), "Blue Co")
    big = {"quality": "Legendary", "specialties": ["Infantry", "Heavy"], "order": "Attack"}
    a = [window.run(roster.create_unit, red, f"Red {i}", "bucs", big) for i in range(3)]
    d = [window.run(roster.create_unit, blue, f"Blue {i}", "bucs", big) for i in range(2)]
    window.run(battle.start_battle, "Bench", "bucs", a + d)
    return window


def measure(rounds: int = 5, verbose: bool = False) -> list[int]:
    from muster.gui.operations import battle as battle_ops
    from muster.rules.dice import ScriptedDice

    counts = []
    with tempfile.TemporaryDirectory() as tmp:
        window = _window(Path(tmp))
        seen: list[str] = []
        window.service.file.raw.set_trace_callback(seen.append)
        for n in range(rounds + 1):
            window.service.set_dice_source(ScriptedDice([12, 10]))
            seen.clear()
            battle_ops.resolve(window)
            if window.errors:
                raise SystemExit(f"the round was refused: {window.errors[-1]}")
            if n:  # the first round warms the caches (house-rule tables), as in a session
                counts.append(len(seen))
            window.undo_stack.undo()
        if verbose:
            for sql in seen:
                print("  ", " ".join(sql.split())[:160])
        kinds = Counter(sql.split()[0].upper() for sql in seen)
        print("last round by kind:", dict(kinds))
        window.session.close()
        window.close()
    return counts


def main() -> None:
    counts = measure(verbose="-v" in sys.argv)
    median = statistics.median(counts)
    print(f"one BUCS round through the GUI path: {median:.0f} SQL statements (median of {len(counts)}; "
          f"budget {BUDGET}) {'OK' if median <= BUDGET else 'OVER'}")


if __name__ == "__main__":
    main()
