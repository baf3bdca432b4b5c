"""Library view: open the user library of 5,000 templates (every system) in the Library dock.

    uv run python bench/bench_library.py [RUNS]

Each run opens the library file fresh (new Library object, cold SQLite connection), lists it into
the dock's model and lets the view lay out and paint once; a search and a system filter are timed
too. Target: opening at most 200 ms (median).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

TARGET_MS = 200
COUNT = 5000


def build(home: str) -> None:
    from muster.services.library import Library
    from muster.services.systems import initial_state

    samples = [
        ("generic", {"attack": 2, "max_hits": 8}, "Monsters"),
        ("bucs", {"quality": "Average"}, "BUCS unit types"),
        ("poleaxe", {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}, "Poleaxe squads"),
        ("gurps", {"troop_type": "heavy infantry", "count": 480, "quality": "Good"}, "GURPS troops"),
        ("mech", {"design": "boar"}, "Mech designs"),
    ]
    states = [(system, initial_state(system, state), category) for system, state, category in samples]
    lib = Library()
    lib.add_many([{"name": f"{category} {n}", "system": system, "state": state, "category": category,
                   "tags": f"tag{n % 17}"} for n in range(COUNT) for system, state, category in [states[n % 5]]])
    assert lib.count() == COUNT
    lib.close()


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    os.environ["MUSTER_HOME"] = tempfile.mkdtemp(prefix="muster-bench-")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    t = time.perf_counter()
    build(os.environ["MUSTER_HOME"])
    print(f"built a library of {COUNT} templates in {time.perf_counter() - t:.1f} s")
    from muster.gui.library import LibraryDock

    opening, searching, filtering = [], [], []
    for _ in range(runs):
        dock = LibraryDock()
        dock.resize(520, 700)
        t = time.perf_counter()
        dock.show()  # opens the library (visibilityChanged) and lists every template
        app.processEvents()
        opening.append((time.perf_counter() - t) * 1000)
        assert dock.model.rowCount() == COUNT, dock.model.rowCount()
        t = time.perf_counter()
        dock.searchEdit.setText("tag3")
        dock.refresh()
        app.processEvents()
        searching.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        dock.systemFilter.setCurrentIndex(dock.systemFilter.findData("mech"))
        app.processEvents()
        filtering.append((time.perf_counter() - t) * 1000)
        dock.close_library()
        dock.deleteLater()
        app.processEvents()
    median = statistics.median(opening)
    print(f"open library view ({COUNT} templates): median {median:.1f} ms over {runs} runs "
          f"(target ≤ {TARGET_MS} ms) → {'OK' if median <= TARGET_MS else 'TOO SLOW'}")
    print(f"search 'tag3': median {statistics.median(searching):.1f} ms; "
          f"filter to mech: median {statistics.median(filtering):.1f} ms")


if __name__ == "__main__":
    main()
