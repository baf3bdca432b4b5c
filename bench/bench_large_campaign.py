"""A large campaign: 5,000 units, 200 battles, 100,000 log entries.

    uv run python bench/bench_large_campaign.py

Measures, offscreen, in the real main window:
* opening the campaign (file checks, roster tree, log model, undo history), target <= 0.5 s;
* one GM action from the call until every dock has updated, target <= 16 ms median;
* peak memory of the process, target <= 300 MB.
"""

from __future__ import annotations

import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(tempfile.mkdtemp(prefix="muster-bench-"))
    os.environ["MUSTER_HOME"] = str(home)
    sys.path.insert(0, str(Path(__file__).parent))
    from generate import generate

    path = generate(home / "large.muster")
    print(f"campaign: {path.stat().st_size / 1e6:.1f} MB on disk")

    from muster.gui.app import _settings, make_app
    from muster.gui.main_window import MainWindow
    from muster.services import generic

    app = make_app()
    opens = []
    for attempt in range(5):
        window = MainWindow(_settings(), interactive=False)
        window.resize(1400, 860)
        window.show()
        app.processEvents()
        start = time.perf_counter()
        assert window.open_campaign(path), window.errors
        app.processEvents()
        opens.append(time.perf_counter() - start)
        if attempt < 4:
            window.close()
            app.processEvents()
    print(f"open: median {statistics.median(opens) * 1000:.0f} ms over {len(opens)} opens "
          f"({window.roster_model.rowCount()} sides, {len(window.roster_model.units())} units, "
          f"{window.log_model.rowCount()} log rows) — target <= 500 ms")

    window.logDock.view.scrollToBottom()
    app.processEvents()
    unit_ids = [u.id for u in window.roster_model.units()[:60]]
    latencies = []
    for n, unit_id in enumerate(unit_ids):
        start = time.perf_counter()
        window.run(generic.apply_damage, unit_id, 1 if n % 2 else -1, None)
        app.processEvents()
        latencies.append(time.perf_counter() - start)
    print(f"one GM action (apply damage, commit, log row, roster row, undo stack, repaint): "
          f"median {statistics.median(latencies) * 1000:.1f} ms over {len(latencies)} — target <= 16 ms")
    undo = []
    for _ in range(20):
        start = time.perf_counter()
        window.undo_stack.undo()
        app.processEvents()
        undo.append(time.perf_counter() - start)
    print(f"undo: median {statistics.median(undo) * 1000:.1f} ms over {len(undo)}")
    window.close()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory: {peak:.0f} MB — target <= 300 MB")


if __name__ == "__main__":
    main()
