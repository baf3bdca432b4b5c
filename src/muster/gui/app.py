"""Start the GUI: application identity, settings, translations, the first campaign."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from muster import APP_NAME, ORG_NAME, __version__


def _settings():
    from PySide6.QtCore import QSettings

    from muster.appdirs import config_dir

    return QSettings(str(config_dir() / "muster.ini"), QSettings.Format.IniFormat)


def make_app():
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationVersion(__version__)
    from PySide6.QtGui import QIcon

    from muster.paths import resource_path

    app.setWindowIcon(QIcon(str(resource_path("icons", "muster-256.png"))))  # PNG: no SVG plugin at start-up
    _install_translator(app)
    return app


def _install_translator(app) -> None:
    from PySide6.QtCore import QLocale, QTranslator

    from muster.paths import resource_path

    translator = QTranslator(app)
    if translator.load(QLocale(), "muster", "_", str(resource_path("translations"))):
        app.installTranslator(translator)


def first_campaign(window) -> Path | None:
    """The last campaign used, or on first start a fresh copy of the sample campaign."""
    from muster.appdirs import campaigns_dir

    for recent in window.recent_files():
        if Path(recent).exists():
            return Path(recent)
    sample = campaigns_dir() / "Sample Campaign.muster"
    if not sample.exists():
        from muster.services.sample import create_sample

        create_sample(sample)
    return sample


def run_gui(campaign: str | None = None, *, smoke: bool = False, smoke_action: bool = False) -> int:
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) and sys.platform.startswith("linux")
    if smoke and headless:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    elif headless and "QT_QPA_PLATFORM" not in os.environ:
        print("Muster needs a desktop to show its window, and no display was found (DISPLAY and "
              "WAYLAND_DISPLAY are unset). Start it from your desktop, or use 'muster --smoke' or "
              "'muster rules ...' on a machine without one.", file=sys.stderr)
        return 2
    app = make_app()
    from muster.gui.crash import install_excepthook, setup_logging
    from muster.gui.main_window import MainWindow

    setup_logging()
    window = MainWindow(_settings(), interactive=not smoke)
    if smoke:
        return _smoke(app, window, campaign, smoke_action)
    install_excepthook(lambda: window)
    window.show()
    path = Path(campaign) if campaign else first_campaign(window)
    if path is not None:
        window.open_campaign(path)
    return app.exec()


def _smoke(app, window, campaign: str | None, with_action: bool = False) -> int:
    import tempfile

    if campaign is None:
        from muster.services.sample import create_sample

        folder = tempfile.mkdtemp(prefix="muster-smoke-")
        campaign = create_sample(os.path.join(folder, "Sample Campaign.muster"))
    ok = window.open_campaign(campaign)
    window.show()  # shown once, with the campaign in it
    app.processEvents()
    if not ok:
        print(window.errors[-1], file=sys.stderr)
        window.close()
        return 1
    if with_action and not _smoke_action(window):
        window.close()
        return 1
    units = window.roster_model.units()
    print(f"{APP_NAME} {__version__}: opened {Path(campaign).name} "
          f"({len(units)} units, {window.log_model.rowCount()} log entries)")
    window.close()
    app.processEvents()
    return 0


def _smoke_action(window) -> bool:
    """One real GM action (next phase) and its undo: the whole stack, SQLAlchemy included, works."""
    battle_id = window.turnDock.battle_id()
    before = window.current_battle()
    if battle_id is None:
        print("no battle to act on in this campaign", file=sys.stderr)
        return False
    from muster.gui.operations import battle as battle_ops

    battle_ops.next_phase(window)
    moved = window.current_battle()
    window.undo_stack.undo()
    back = window.current_battle()
    ok = (moved.round, moved.phase) != (before.round, before.phase) and (back.round, back.phase) == (
        before.round, before.phase)
    print(f"action: next phase and undo {'worked' if ok else 'FAILED'}"
          + (f" ({window.errors[-1]})" if window.errors else ""), file=sys.stdout if ok else sys.stderr)
    return ok
