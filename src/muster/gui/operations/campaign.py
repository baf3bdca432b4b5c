"""Campaign files: new, new from the sample, open, save a copy, check, export the log, recent files."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from muster.gui.operations import TextContext
from muster.i18n import fmt
from muster.services import ServiceError

if TYPE_CHECKING:
    from PySide6.QtWidgets import QToolBar

    from muster.gui.main_window import MainWindow
    from muster.services.files import CampaignFileError, LeftoversQuestion


class CampaignCommands(TextContext):
    """The translation context of the campaign file commands."""



def campaign_filter(all_files: bool = False) -> str:
    """The file dialogs' filter for campaign files (and "All files" after it when asked)."""
    text = CampaignCommands.tr("Muster campaigns (*.muster)")
    return text + ";;" + CampaignCommands.tr("All files (*)") if all_files else text


def _ask_new_path(win: MainWindow, title: str) -> Path | None:
    from muster.appdirs import campaigns_dir

    path, _ = QFileDialog.getSaveFileName(win, title, str(campaigns_dir()), campaign_filter())
    if not path:
        return None
    chosen = Path(path)
    return chosen if chosen.suffix == ".muster" else chosen.with_name(chosen.name + ".muster")


def new_campaign(win: MainWindow, path: str | os.PathLike | None = None) -> bool:
    target = Path(path) if path else _ask_new_path(win, CampaignCommands.tr("New Campaign"))
    return target is not None and win.session.create(target)


def new_from_sample(win: MainWindow, path: str | os.PathLike | None = None) -> bool:
    target = Path(path) if path else _ask_new_path(win, CampaignCommands.tr("New Campaign from Sample"))
    return target is not None and win.session.create_from_sample(target)


def open_campaign(win: MainWindow, path: str | os.PathLike) -> bool:
    return win.session.open(path)


def open_dialog(win: MainWindow) -> bool:
    from muster.appdirs import campaigns_dir

    path, _ = QFileDialog.getOpenFileName(win, CampaignCommands.tr("Open Campaign"),
                                          str(campaigns_dir()), campaign_filter(all_files=True))
    return bool(path) and win.session.open(path)


def save_copy(win: MainWindow, path: str | os.PathLike | None = None) -> bool:
    from muster.services.files import save_copy as copy_to

    if win.service is None:
        return False
    target = Path(path) if path else _ask_new_path(win, CampaignCommands.tr("Save a Copy As"))
    if target is None:
        return False
    try:
        copy_to(win.service, target)
    except ServiceError as exc:
        win.show_error(str(exc), CampaignCommands.tr("Cannot save a copy"))
        return False
    win.statusBar().showMessage(fmt(CampaignCommands.tr("Copy saved to %1"), target), 8000)
    return True


def check_file(win: MainWindow) -> list[str]:
    """File ▸ Check File: SQLite's integrity check and all of Muster's own checks."""
    from muster.services.files import check

    if win.service is None:
        return []
    problems = check(win.service)
    if not problems:
        text = CampaignCommands.tr("The campaign file is healthy.")
    else:
        text = fmt(CampaignCommands.tr("The campaign file has problems:\n%1\n\nYour latest good backup is in the "
                                       "backups folder; save a copy of this campaign before changing anything else."),
                   "\n".join(problems))
    win.statusBar().showMessage(text.splitlines()[0], 8000)
    if win.interactive:
        QMessageBox.information(win, CampaignCommands.tr("Check File"), text)
    return problems


def export_log(win: MainWindow, kind: str, path: str | os.PathLike | None = None, *, for_players: bool = False) -> bool:
    """Export the Combat Log as the dock filters it: ``kind`` "csv" or "md"; the GM's full log, or with
    ``for_players`` (or a ``kind`` of "csv:players" / "md:players", as the dock's export menu asks) only what the
    players may read."""
    from muster.services.export import log_csv, log_markdown

    kind, _, audience = kind.partition(":")
    for_players = for_players or audience == "players"
    if win.service is None:
        return False
    if path is None:
        suffix = "csv" if kind == "csv" else "md"
        title = (CampaignCommands.tr("Export Combat Log for the Players") if for_players
                 else CampaignCommands.tr("Export Combat Log"))
        name = f"combat-log-players.{suffix}" if for_players else f"combat-log.{suffix}"
        path, _ = QFileDialog.getSaveFileName(win, title, str(Path.home() / name), f"*.{suffix}")
        if not path:
            return False
    flt = win.logDock.current_filter()
    write = log_csv if kind == "csv" else log_markdown
    text = write(win.service, flt, for_players=for_players)
    try:
        from muster.atomic import write_text

        write_text(path, text)
    except OSError as exc:
        win.show_error(str(exc), CampaignCommands.tr("Cannot export the log"))
        return False
    done = (CampaignCommands.tr("Log for the players exported to %1") if for_players
            else CampaignCommands.tr("Log exported to %1"))
    win.statusBar().showMessage(fmt(done, path), 8000)
    return True


def fill_recent(win: MainWindow) -> None:
    """File ▸ Open Recent, filled as the menu opens."""
    menu = win.menuRecent
    menu.clear()
    recent = win.session.recent_files()
    for number, path in enumerate(recent, start=1):
        action = menu.addAction(f"&{number} {Path(path).name}")
        action.setToolTip(path)
        action.triggered.connect(lambda checked=False, p=path: win.session.open(p))
    if not recent:
        menu.addAction(CampaignCommands.tr("(none yet)")).setEnabled(False)


# ---- what opening found: questions for the GM, the read-only banner ----------------------------------------

def ask_about_leftovers(win: MainWindow, question: LeftoversQuestion) -> str | None:
    """Leftover changes lie beside the file and may not be its own: recover them, open the file as it is and
    set them aside (moved to the backups folder, never deleted), or cancel. Returns the choice or None."""
    from muster.services.files import RECOVER, SET_ASIDE

    box = QMessageBox(win)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(CampaignCommands.tr("Unsaved changes found"))
    box.setText(str(question))
    recover = box.addButton(CampaignCommands.tr("Recover the Unsaved Actions"),
                            QMessageBox.ButtonRole.AcceptRole)
    as_is = box.addButton(CampaignCommands.tr("Open As It Is, Set Leftovers Aside"),
                          QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    recover.setEnabled(question.can_recover)
    as_is.setEnabled(question.can_open_as_is)
    box.exec()
    clicked = box.clickedButton()
    if clicked is recover and question.can_recover:
        return RECOVER
    if clicked is as_is and question.can_open_as_is:
        return SET_ASIDE
    return None


def offer_backup(win: MainWindow, error: CampaignFileError, damaged: Path) -> Path | None:
    """A damaged file: say what is wrong and offer a copy of the latest good backup (the file stays as it is)."""
    from muster.services.files import copy_of_backup

    backup = error.backup
    if backup is None:  # (asked only when there is one)
        return None
    box = QMessageBox(win)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(CampaignCommands.tr("Cannot open the campaign"))
    box.setText(fmt(CampaignCommands.tr("%1\n\nThe latest good backup is %2. Open a copy of it? The "
                                        "damaged file is left as it is."), str(error), backup.name))
    if getattr(error, "details", None):
        box.setDetailedText("\n".join(error.details))  # what the checks found, behind "Show Details..."
    open_backup = box.addButton(CampaignCommands.tr("Open a Copy of the Backup"),
                                QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    if box.clickedButton() is not open_backup:
        return None
    try:
        return copy_of_backup(backup, damaged)
    except ServiceError as exc:
        win.show_error(str(exc), CampaignCommands.tr("Cannot open the backup"))
        return None


def show_refusal(win: MainWindow, message: str, details: list[str]) -> None:
    """A file that was not opened: the short message, and what the checks found behind "Show Details..."."""
    win.errors.append(message)
    win.statusBar().showMessage(message, 10000)
    box = QMessageBox(win)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(CampaignCommands.tr("Cannot open the campaign"))
    box.setText(message)
    box.setDetailedText("\n".join(details))
    box.addButton(QMessageBox.StandardButton.Ok)
    box.exec()


BANNER_SHOWN = "musterBannerShown"


def read_only_banner(win: QMainWindow) -> QToolBar:
    """The read-only banner (a toolbar), made hidden with the window so that every saved layout knows it."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QToolBar

    bar = win.findChild(QToolBar, "readOnlyBanner")
    if bar is None:
        bar = QToolBar(CampaignCommands.tr("Read-only"), win)
        bar.setObjectName("readOnlyBanner")
        bar.setMovable(False)
        bar.setFloatable(False)
        label = QLabel(bar)
        label.setObjectName("readOnlyText")
        label.setWordWrap(True)
        label.setStyleSheet("QLabel { background: #fff3cd; color: #5c4400; padding: 6px; }")
        bar.addWidget(label)
        win.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        bar.hide()
    return bar


def show_read_only(win: QMainWindow, reason: str) -> None:
    """The banner over a read-only campaign (``reason`` empty: hidden), with the GM's actions disabled."""
    from PySide6.QtWidgets import QLabel

    bar = read_only_banner(win)
    bar.setProperty(BANNER_SHOWN, bool(reason))  # a restored window layout shows or hides it by this, not by its own
    if not reason:
        bar.hide()
        return
    label = bar.findChild(QLabel, "readOnlyText")  # (read_only_banner always makes it)
    if label is not None:
        label.setText(fmt(CampaignCommands.tr("Read-only: %1. You can look, print and export, but nothing can "
                                              "be changed; use File ▸ Save a Copy As to work on it."), reason))
    bar.show()
    _disable_changes(win)


def _disable_changes(win: QMainWindow) -> None:
    for name in ("actionAddSide", "actionAddForce", "actionAddUnit", "actionRename", "actionDelete",
                 "actionApplyDamage", "actionNewBattle", "actionImportCsv", "actionDuplicate", "actionBulkEdit",
                 "actionScenarios", "actionNewScenario", "actionNextPhase", "actionPreviousPhase", "actionRewind",
                 "actionNextUnit", "actionAttack"):
        action = getattr(win, name, None)
        if action is not None:
            action.setEnabled(False)
