"""The Advise tab's picture for the README: the sample's GURPS battle at 1280×720, its Advise tab shown.

    python -m muster.gui.advise_shot OUTDIR

writes ``OUTDIR/advise-tab.png`` (``python -m muster.tools.screenshots`` makes it too, with its other pictures).
On its own the command runs itself again on an offscreen screen of 1280×720 with a fresh MUSTER_HOME, as the
screenshots tool does.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow

SIZE = (1280, 720)
CHILD = "MUSTER_ADVISE_SHOT_CHILD"


def save_screenshot(window: MainWindow, out: Path, name: str = "advise-tab.png", system: str = "gurps") -> Path | None:
    """The window at 1280×720 on the sample's ``system`` battle with the Advise tab shown, once its advice is in
    (GURPS: its pre-battle options are the clearest picture of what each choice is worth)."""
    from PySide6.QtWidgets import QApplication, QTabWidget

    from muster.services import queries as q

    svc = window.service
    battle = next((b for b in q.battles(svc) if b.system == system), None) if svc is not None else None
    if battle is None:
        return None
    maximised = window.isMaximized()
    window.showNormal()
    window.resize(*SIZE)
    window.battles.select(battle.id)
    QApplication.processEvents()
    panel = window.battle_view
    box = getattr(panel, "adviseBox", None)
    tabs = getattr(panel, "tabs", None)
    if box is None or not isinstance(tabs, QTabWidget):
        return None
    tabs.setCurrentIndex(tabs.count() - 1)
    end = time.monotonic() + 30
    while not box.settled and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)
    QApplication.processEvents()
    path = out / name
    window.grab().save(str(path))
    print(path)
    tabs.setCurrentIndex(0)
    if maximised:
        window.showMaximized()
    return path


def _render(out: Path) -> int:
    from muster.gui.app import _settings, make_app
    from muster.gui.main_window import MainWindow
    from muster.services.sample import create_sample

    out.mkdir(parents=True, exist_ok=True)
    app = make_app()
    from muster.gui.i18n import apply_language

    apply_language("en")
    window = MainWindow(_settings(), interactive=False)
    window.show()
    window.open_campaign(create_sample(Path(os.environ["MUSTER_HOME"]) / "Sample Campaign.muster"))
    app.processEvents()
    saved = save_screenshot(window, out)
    window.close()
    return 0 if saved is not None else 1


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m muster.gui.advise_shot OUTDIR", file=sys.stderr)
        return 2
    if os.environ.get(CHILD) != "1":
        from muster.tools.screenshots import screen_platform

        env = dict(os.environ, QT_QPA_PLATFORM=screen_platform(*SIZE), MUSTER_HOME=tempfile.mkdtemp(), **{CHILD: "1"})
        return subprocess.call([sys.executable, "-m", "muster.gui.advise_shot", *argv], env=env)
    return _render(Path(argv[0]))


if __name__ == "__main__":
    sys.exit(main())
