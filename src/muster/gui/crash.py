"""Logging to the log folder, and a readable crash report when something goes wrong.

Campaign files are safe whatever happens here: every action is committed in
its own transaction, so a crash loses at most the action that was running.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import platform
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from muster import __version__
from muster.i18n import fmt, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

log = logging.getLogger("muster")


class _PrivateRotatingHandler(logging.handlers.RotatingFileHandler):
    """The log (and each rotated one) is created owner-only (0600): it names campaigns and their paths."""

    def _open(self):  # the stubs want a TextIOWrapper; os.fdopen's mode, read from the handler, types as IO[Any]
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        return os.fdopen(fd, self.mode if "a" in self.mode else "a", encoding=self.encoding, errors=self.errors)


def _private_text(path: Path, text: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)


def setup_logging() -> Path:
    from muster.appdirs import log_dir

    path = log_dir() / "muster.log"
    handler = _PrivateRotatingHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    if os.name == "posix":
        os.chmod(path, 0o600)  # a log written by an earlier Muster
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    log.info("Muster %s starting (Python %s, %s)", __version__, platform.python_version(), platform.platform())
    return path


def write_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> Path:
    from muster.appdirs import log_dir

    path = log_dir() / f"crash-{time.strftime('%Y%m%d-%H%M%S')}.txt"
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    # the technical lines stay in English for whoever reads the report; the GM's reassurance is in their language
    safe = translate("Crash", "Your campaign is safe: every action you completed was saved when you made it.")
    _private_text(
        path,
        f"Muster {__version__} crash report\n"
        f"When: {time.strftime('%Y-%m-%d %H:%M:%S')}\n"
        f"System: {platform.platform()}, Python {platform.python_version()}\n\n"
        f"{safe}\n\n"
        f"{text}")
    return path


def install_excepthook(parent_getter: Callable[[], QWidget | None]) -> None:
    """Unhandled errors: log, write a report, tell the user where it is and offer to open it."""

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        log.error("Unhandled error", exc_info=(exc_type, exc, tb))
        try:
            report = write_report(exc_type, exc, tb)
        except OSError:
            sys.__excepthook__(exc_type, exc, tb)
            return
        from PySide6.QtCore import QCoreApplication, QUrl
        from PySide6.QtGui import QDesktopServices
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(parent_getter())
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(QCoreApplication.translate("Crash", "Muster hit an error"))
        box.setText(fmt(QCoreApplication.translate(
            "Crash", "Something went wrong inside Muster. Your campaign is safe: every action you completed was saved "
                     "when you made it.\n\nA report was written to:\n%1"), report))
        open_button = box.addButton(QCoreApplication.translate("Crash", "Open Report"),
                                    QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Close)
        box.exec()
        if box.clickedButton() is open_button:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(report)))

    sys.excepthook = hook
