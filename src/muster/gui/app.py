"""Start the GUI: application identity, settings, translations, the first campaign."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from muster import APP_NAME, ORG_NAME, __version__

if TYPE_CHECKING:  # Qt is imported when the GUI starts, after the check that its platform plugin can load
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from muster.gui.main_window import MainWindow


def _settings() -> QSettings:
    from PySide6.QtCore import QSettings

    from muster.appdirs import config_dir

    return QSettings(str(config_dir() / "muster.ini"), QSettings.Format.IniFormat)


def make_app() -> QApplication:
    from PySide6.QtWidgets import QApplication

    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationVersion(__version__)
    from PySide6.QtGui import QIcon

    from muster.paths import resource_path

    app.setWindowIcon(QIcon(str(resource_path("icons", "muster-256.png"))))  # PNG: no SVG plugin at start-up
    from muster.gui import i18n

    i18n.apply_language(i18n.chosen_language(_settings()))  # the GM's choice (View ▸ Language), else the system's
    return app


def first_campaign(window: MainWindow) -> Path | None:
    """The last campaign used, or on first start a fresh copy of the sample campaign.

    A file that made Muster fail while it was being opened (the app died before showing it) is not opened
    again by itself: the GM is told, and opens it from File ▸ Open Recent when ready.
    """
    from PySide6.QtCore import QCoreApplication

    from muster.appdirs import campaigns_dir

    failed = window.settings.value("opening")
    if failed:
        window.settings.remove("opening")
        from muster.i18n import fmt

        window.statusBar().showMessage(fmt(QCoreApplication.translate(
            "MainWindow", "Muster stopped while opening “%1” last time, so it was not opened again. Open it from "
            "File ▸ Open Recent when you are ready (File ▸ Check File then says whether it is damaged)."),
            Path(str(failed)).name), 0)
    for recent in window.recent_files():
        if failed and str(Path(recent).resolve()) == str(failed):
            return None
        if Path(recent).is_file():
            return Path(recent)
    # named, and written, in the GM's language (resources/samples/sample_campaign_<lang>.json)
    sample = campaigns_dir() / (QCoreApplication.translate("MainWindow", "Sample Campaign") + ".muster")
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
    missing = _missing_platform_libraries()
    if missing:
        print(missing, file=sys.stderr)
        return 2
    app = make_app()
    from muster.gui.crash import install_excepthook, setup_logging
    from muster.gui.main_window import MainWindow

    setup_logging()
    from muster.services.files import tidy_up

    tidy_up()
    window = MainWindow(_settings(), interactive=not smoke)
    if smoke:
        return _smoke(app, window, campaign, smoke_action)
    from muster.gui import language

    current: dict[str, MainWindow] = {"window": window}
    language.replaced.append(lambda new: current.update(window=new))  # View ▸ Language builds a new window
    install_excepthook(lambda: current["window"])
    window.show()
    path = Path(campaign) if campaign else first_campaign(window)
    if path is not None:
        window.open_campaign(path)
    code = app.exec()
    _settle_background_work()
    return code


def _settle_background_work(timeout_ms: int = 5000) -> None:
    """Before Python shuts down: forecasts cancelled, queued work dropped, running work (advice, a branch's
    forecast) waited for, so no worker thread runs Python while the interpreter and Qt are torn down."""
    from PySide6.QtCore import QThreadPool

    forecast = sys.modules.get("muster.gui.forecast")
    for task in list(getattr(forecast, "_RUNNING", ())):
        task.cancel()
    pool = QThreadPool.globalInstance()
    pool.clear()
    pool.waitForDone(timeout_ms)


def _smoke(app: QApplication, window: MainWindow, campaign: str | None, with_action: bool = False) -> int:
    """Open ``campaign`` (or a fresh sample in a temporary folder, removed afterwards) in the real window."""
    import tempfile

    if campaign is not None:
        return _smoke_file(app, window, campaign, with_action)
    from muster.services.sample import create_sample

    with tempfile.TemporaryDirectory(prefix="muster-smoke-") as folder:
        path = create_sample(os.path.join(folder, "Sample Campaign.muster"))
        try:
            return _smoke_file(app, window, str(path), with_action)
        finally:
            window.session.close()
            recent = [p for p in window.session.recent_files() if not p.startswith(str(Path(folder).resolve()))]
            window.settings.setValue("recent", recent)


def _smoke_file(app: QApplication, window: MainWindow, campaign: str, with_action: bool) -> int:
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


#: shared libraries Qt's xcb platform plugin loads on Linux, and the Debian/Ubuntu package of each
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1", "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0", "libxcb-xkb.so.1": "libxcb-xkb1", "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-shm.so.0": "libxcb-shm0", "libxcb-util.so.1": "libxcb-util1", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0", "libX11-xcb.so.1": "libx11-xcb1", "libxcb.so.1": "libxcb1",
    "libEGL.so.1": "libegl1", "libfontconfig.so.1": "libfontconfig1", "libdbus-1.so.3": "libdbus-1-3",
    "libGL.so.1": "libgl1",
}


def _missing_platform_libraries() -> str | None:
    """When Qt would start on X11 (xcb) and its plugin cannot load, the message naming what is missing: Qt itself
    would only abort with "could not load the Qt platform plugin"."""
    platform = os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY")
                                                     and not os.environ.get("WAYLAND_DISPLAY") else "")
    if not sys.platform.startswith("linux") or not platform.startswith("xcb"):
        return None
    import ctypes

    import PySide6

    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.exists():
        return None
    try:
        ctypes.CDLL(str(plugin))
        return None
    except OSError as exc:
        error = str(exc)
    missing = []
    for soname, package in XCB_LIBRARIES.items():
        try:
            ctypes.CDLL(soname)
        except OSError:
            missing.append(package)
    named = error.split(":", 1)[0].strip()
    if named in XCB_LIBRARIES and XCB_LIBRARIES[named] not in missing:
        missing.insert(0, XCB_LIBRARIES[named])
    listed = " ".join(missing) if missing else named
    return (f"Muster cannot open its window: Qt's X11 (xcb) support needs system libraries that are not installed "
            f"({error}).\nOn Debian or Ubuntu install them with:\n    sudo apt install {listed}\n"
            "(see 'Fresh machines' in the README), or run 'muster --smoke' / 'muster rules ...' without a window.")


def _smoke_action(window: MainWindow) -> bool:
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
    where = [(b.round, b.phase) if b is not None else None for b in (before, moved, back)]
    ok = None not in where and where[1] != where[0] and where[2] == where[0]
    print(f"action: next phase and undo {'worked' if ok else 'FAILED'}"
          + (f" ({window.errors[-1]})" if window.errors else ""), file=sys.stdout if ok else sys.stderr)
    return ok
