"""How fast the player view follows a GM action (issue 17): target at most 16 ms, one frame at 60 Hz.

The sample campaign in the real main window with the player view open (1280×720); on each system's sample battle
the GM takes actions (Battle ▸ Resolve, Next Unit) and undoes them. Measured per action:

* ``view``: the player view's own step of the dispatch (read the public view from the file, update its widgets);
* ``view+paint``: that, plus the event loop painting the players' window (what reaches the screen);
* ``action``: the whole action from the call until every view, the player view included, has updated.

Prints the medians per system and over all; exits 1 if the overall view+paint median is over the target.
Run: uv run python bench/bench_player_view.py [ACTIONS_PER_BATTLE]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

TARGET_MS = 16.0


def _window(tmp: Path):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MUSTER_HOME"] = str(tmp / "home")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from muster.gui.main_window import MainWindow
    from muster.services.sample import create_sample

    app = QApplication.instance() or QApplication([])
    window = MainWindow(QSettings(str(tmp / "muster.ini"), QSettings.Format.IniFormat), interactive=False)
    window.resize(1400, 860)
    window.show()
    assert window.open_campaign(create_sample(tmp / "bench.muster"))
    window.session.warm_up()
    window.player.set_open(True)
    window.player.player_window.resize(1280, 720)
    app.processEvents()
    return app, window


def measure(actions: int = 20) -> dict[str, dict[str, list[float]]]:
    from muster.gui.operations import battle as battle_ops
    from muster.services import queries as q

    out: dict[str, dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        app, window = _window(Path(tmp))
        link = window.player
        spent: list[float] = []
        real_apply = link._apply

        def timed_apply(changes, origin):
            start = time.perf_counter()
            real_apply(changes, origin)
            spent.append(time.perf_counter() - start)

        for view in window.session._views:  # the session holds the bound method: time it where it is called
            if view.name == "player view":
                view.apply = timed_apply
        for battle in q.battles(window.service):
            window.battles.select(battle.id)
            app.processEvents()
            got = out.setdefault(battle.system, {"view": [], "view+paint": [], "action": []})
            for n in range(actions):
                spent.clear()
                start = time.perf_counter()
                (battle_ops.resolve if n % 2 == 0 else battle_ops.next_unit)(window)
                action = time.perf_counter() - start
                if not spent:
                    continue  # refused (nothing to resolve in this phase): nothing reached the views
                paint = time.perf_counter()
                link.player_window.repaint()  # the players' window paints now, as the next frame would
                painted = time.perf_counter() - paint
                if n >= 2:  # the first actions warm caches (house-rule tables, engines)
                    got["view"].append(spent[-1] * 1000)
                    got["view+paint"].append((spent[-1] + painted) * 1000)
                    got["action"].append(action * 1000)
            while window.undo_stack.canUndo():
                window.undo_stack.undo()
        window.session.close()
        window.close()
    return out


def main(argv: list[str]) -> int:
    actions = int(argv[0]) if argv else 20
    results = measure(actions)
    print(f"player view: median per action, ms (target view+paint <= {TARGET_MS:.0f})")
    print(f"{'system':10} {'n':>4} {'view':>8} {'view+paint':>11} {'action':>8}")
    every: dict[str, list[float]] = {"view": [], "view+paint": [], "action": []}
    for system, got in results.items():
        if not got["view"]:
            print(f"{system:10} {0:>4}  (no action reached the views)")
            continue
        print(f"{system:10} {len(got['view']):>4} {statistics.median(got['view']):8.2f} "
              f"{statistics.median(got['view+paint']):11.2f} {statistics.median(got['action']):8.2f}")
        for key in every:
            every[key] += got[key]
    median = statistics.median(every["view+paint"])
    print(f"{'all':10} {len(every['view']):>4} {statistics.median(every['view']):8.2f} {median:11.2f} "
          f"{statistics.median(every['action']):8.2f}")
    return 0 if median <= TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
