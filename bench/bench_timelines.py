"""Each battle's own timeline at the large campaign (5,000 units, 100,000 log rows; issue 27).

    uv run python bench/bench_timelines.py

Prints medians: one per-battle undo (target <= 16 ms), a rewind of 100 actions in one battle (<= 200 ms), and the
History dock of a battle with over 2,000 actions opening (<= 100 ms, offscreen, the real dock).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(tempfile.mkdtemp(prefix="muster-bench-"))
    os.environ["MUSTER_HOME"] = str(home)
    sys.path.insert(0, str(Path(__file__).parent))
    from generate import generate

    from muster.services import files, history, timelines

    svc = files.open_campaign(generate(home / "large.muster"))
    battle = 7
    undo, redo = [], []
    for _ in range(30):
        undo.append(timed(lambda: svc.undo(battle)))
        redo.append(timed(lambda: svc.redo(battle)))
    rewind, back = [], []
    for _ in range(7):
        with svc.file.sessions() as s:
            line = timelines.line(s, timelines.stand(s, battle)[0])
        plan = svc.plan(lambda s, after=line[-101]: timelines.plan_back_to(s, battle, after))
        assert plan is not None and plan.count == 100 and not plan.entangled
        rewind.append(timed(lambda plan=plan: svc.carry_out(plan)))
        redo_plan = svc.plan(lambda s, tip=line[-1]: timelines.plan_redo(s, battle, tip))
        back.append(timed(lambda redo_plan=redo_plan: svc.carry_out(redo_plan)))
    long_battle = 1
    count = len(history.history(svc, long_battle))

    from PySide6.QtWidgets import QApplication

    from muster.gui.history import HistoryDock

    app = QApplication.instance() or QApplication([])
    dock = HistoryDock()
    dock.reload(svc)
    dock.show()
    opening = []
    for _ in range(7):
        dock.model.set_rows([])
        dock.set_current_battle(None)
        opening.append(timed(lambda: dock.set_current_battle(long_battle)))
    assert dock.model.rowCount() == min(count, history.HISTORY_LIMIT)
    print(f"per-battle undo: median {statistics.median(undo):.1f} ms (redo {statistics.median(redo):.1f} ms), "
          "target <= 16 ms")
    print(f"rewind of 100 actions: median {statistics.median(rewind):.0f} ms (redo of 100: "
          f"{statistics.median(back):.0f} ms), target <= 200 ms")
    print(f"History dock of a battle with {count} actions: median {statistics.median(opening):.0f} ms, "
          "target <= 100 ms")
    dock.deleteLater()
    app.processEvents()
    svc.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
