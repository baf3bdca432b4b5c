"""Campaign files: new, new from the sample, open, save a copy, check, export the log, recent files."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from muster.services import ServiceError

CAMPAIGN_FILTER = "Muster campaigns (*.muster)"


def _ask_new_path(win, title: str) -> Path | None:
    from muster.appdirs import campaigns_dir

    path, _ = QFileDialog.getSaveFileName(win, title, str(campaigns_dir()), win.tr(CAMPAIGN_FILTER))
    if not path:
        return None
    chosen = Path(path)
    return chosen if chosen.suffix == ".muster" else chosen.with_name(chosen.name + ".muster")


def new_campaign(win, path: str | os.PathLike | None = None) -> bool:
    target = Path(path) if path else _ask_new_path(win, win.tr("New Campaign"))
    return target is not None and win.session.create(target)


def new_from_sample(win, path: str | os.PathLike | None = None) -> bool:
    target = Path(path) if path else _ask_new_path(win, win.tr("New Campaign from Sample"))
    return target is not None and win.session.create_from_sample(target)


def open_campaign(win, path: str | os.PathLike) -> bool:
    return win.session.open(path)


def open_dialog(win) -> bool:
    from muster.appdirs import campaigns_dir

    path, _ = QFileDialog.getOpenFileName(win, win.tr("Open Campaign"), str(campaigns_dir()),
                                          win.tr(CAMPAIGN_FILTER + ";;All files (*)"))
    return bool(path) and win.session.open(path)


def save_copy(win, path: str | os.PathLike | None = None) -> bool:
    from muster.services.files import save_copy as copy_to

    if win.service is None:
        return False
    target = Path(path) if path else _ask_new_path(win, win.tr("Save a Copy As"))
    if target is None:
        return False
    try:
        copy_to(win.service, target)
    except ServiceError as exc:
        win.show_error(str(exc), win.tr("Cannot save a copy"))
        return False
    win.statusBar().showMessage(win.tr("Copy saved to {0}").format(target), 8000)
    return True


def check_file(win) -> list[str]:
    if win.service is None:
        return []
    problems = win.service.file.check()
    text = win.tr("The campaign file is healthy.") if not problems else "\n".join(problems)
    win.statusBar().showMessage(text.splitlines()[0], 8000)
    if win.interactive:
        QMessageBox.information(win, win.tr("Check File"), text)
    return problems


def export_log(win, kind: str, path: str | os.PathLike | None = None) -> bool:
    from muster.services.export import log_csv, log_markdown

    if win.service is None:
        return False
    if path is None:
        suffix = "csv" if kind == "csv" else "md"
        path, _ = QFileDialog.getSaveFileName(win, win.tr("Export Combat Log"),
                                              str(Path.home() / f"combat-log.{suffix}"), f"*.{suffix}")
        if not path:
            return False
    flt = win.logDock.current_filter()
    text = log_csv(win.service, flt) if kind == "csv" else log_markdown(win.service, flt)
    try:
        from muster.atomic import write_text

        write_text(path, text)
    except OSError as exc:
        win.show_error(str(exc), win.tr("Cannot export the log"))
        return False
    win.statusBar().showMessage(win.tr("Log exported to {0}").format(path), 8000)
    return True


def fill_recent(win) -> None:
    """File ▸ Open Recent, filled as the menu opens."""
    menu = win.menuRecent
    menu.clear()
    recent = win.session.recent_files()
    for number, path in enumerate(recent, start=1):
        action = menu.addAction(f"&{number} {Path(path).name}")
        action.setToolTip(path)
        action.triggered.connect(lambda checked=False, p=path: win.session.open(p))
    if not recent:
        menu.addAction(win.tr("(none yet)")).setEnabled(False)
