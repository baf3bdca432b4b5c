"""Import and export: scenarios, forces and the library as JSON; rosters from CSV."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from muster.gui.operations import TextContext
from muster.i18n import fmt
from muster.services import ServiceError

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow


class TransferCommands(TextContext):
    """The translation context of import and export."""


def transfer_filter(all_files: bool = False) -> str:
    """The file dialogs' filter for Muster's JSON files (and "All files" after it when asked)."""
    text = TransferCommands.tr("Muster files (*.json)")
    return text + ";;" + TransferCommands.tr("All files (*)") if all_files else text


def csv_filter() -> str:
    return (TransferCommands.tr("Spreadsheets (*.csv *.txt)") + ";;"
            + TransferCommands.tr("All files (*)"))


def _ask_save(win: MainWindow, title: str, name: str) -> Path | None:
    path, _ = QFileDialog.getSaveFileName(win, title, str(Path.home() / name), transfer_filter())
    return Path(path) if path else None


def _write_document(win: MainWindow, doc: dict, path: str | os.PathLike, done: str) -> bool:
    """Write ``doc`` to ``path``; ``done`` (with ``%1`` for the path) goes to the status bar."""
    from muster.services import transfer

    try:
        transfer.write_file(doc, path)
    except ServiceError as exc:
        win.show_error(str(exc), TransferCommands.tr("Cannot export"))
        return False
    win.statusBar().showMessage(fmt(done, path), 8000)
    return True


def file_name(name: str, suffix: str) -> str:
    safe = "".join(c if c.isalnum() or c in " -_" else "_" for c in name).strip() or "export"
    return f"{safe}.{suffix}.json"


def export_scenario(win: MainWindow, scenario_id: int, path: str | os.PathLike | None = None) -> bool:
    from muster.services import transfer

    if win.service is None:
        win.show_error(TransferCommands.tr("Open or create a campaign first (File menu)."))
        return False
    try:
        doc = transfer.export_scenario(win.service, scenario_id)
    except ServiceError as exc:
        win.show_error(str(exc))
        return False
    title = TransferCommands.tr("Export Scenario")
    path = path or _ask_save(win, title, file_name(doc["scenario"]["name"], "scenario"))
    return path is not None and _write_document(win, doc, path, TransferCommands.tr("Scenario exported to %1"))


def export_scenario_from_list(win: MainWindow, path: str | os.PathLike | None = None) -> bool:
    """File ▸ Export Scenario…: pick one of the campaign's scenarios, then where to write it."""
    from muster.services import scenarios

    if win.service is None:
        win.show_error(TransferCommands.tr("Open or create a campaign first (File menu)."))
        return False
    rows = scenarios.list_scenarios(win.service)
    if not rows:
        win.show_error(TransferCommands.tr("This campaign has no scenarios yet: prepare one with Battle ▸ "
                                           "New Scenario from Roster (Ctrl+Alt+B) or import a scenario file."),
                       TransferCommands.tr("Cannot export"))
        return False
    labels = [f"{r.name} (#{r.id})" for r in rows]
    chosen = rows[0]
    if len(rows) > 1:
        label, ok = QInputDialog.getItem(win, TransferCommands.tr("Export Scenario"),
                                         TransferCommands.tr("&Scenario to export:"), labels, 0, False)
        if not ok or label not in labels:
            return False
        chosen = rows[labels.index(label)]
    return export_scenario(win, chosen.id, path)


def export_force(win: MainWindow, force_id: int | None = None, path: str | os.PathLike | None = None) -> bool:
    from muster.gui.operations.roster import force_of_selection
    from muster.services import transfer

    force_id = force_id or force_of_selection(win)
    if win.service is None or force_id is None:
        win.show_error(TransferCommands.tr("Select a force (or one of its units) in the Army Roster to export it."))
        return False
    doc = transfer.export_force(win.service, force_id)
    title = TransferCommands.tr("Export Force")
    path = path or _ask_save(win, title, file_name(doc["force"]["name"], "force"))
    return path is not None and _write_document(win, doc, path, TransferCommands.tr("Force exported to %1"))


def export_library(win: MainWindow, path: str | os.PathLike | None = None, only_selected: bool = False) -> bool:
    from muster.services import transfer

    lib = win.libraryDock.open_library()
    if lib is None:
        return False
    ids = win.libraryDock.selected_ids() if only_selected else None
    doc = transfer.export_library(lib, ids)
    path = path or _ask_save(win, TransferCommands.tr("Export Library"), "library.library.json")
    return path is not None and _write_document(win, doc, path, TransferCommands.tr("Library exported to %1"))


def import_file(win: MainWindow, path: str | os.PathLike | None = None) -> tuple[str, int | list[int]] | None:
    """Import a scenario, force or library file; returns ``(kind, what)`` or None (nothing imported)."""
    from muster.services import transfer

    if path is None:
        path, _ = QFileDialog.getOpenFileName(win, TransferCommands.tr("Import Scenario, Force or Library"),
                                              str(Path.home()), transfer_filter(all_files=True))
        if not path:
            return None
    try:
        doc = transfer.read_file(path)
    except ServiceError as exc:
        win.show_error(str(exc), TransferCommands.tr("Cannot import"))
        return None
    kind = doc["kind"]
    if kind == "library":
        return _import_library(win, doc)
    if win.service is None:
        if kind == "scenario":
            problem = TransferCommands.tr("Open or create a campaign first: a scenario is imported into a campaign.")
        else:
            problem = TransferCommands.tr("Open or create a campaign first: a force is imported into a campaign.")
        win.show_error(problem, TransferCommands.tr("Cannot import"))
        return None
    fn = transfer.import_scenario if kind == "scenario" else transfer.import_force
    result = win.run(fn, doc)
    if result is None:
        return None
    done = TransferCommands.tr("Imported from %1; Undo (Ctrl+Z) takes it out again.")
    win.statusBar().showMessage(fmt(done, Path(path).name), 8000)
    return kind, result


def _import_library(win: MainWindow, doc: dict) -> tuple[str, list[int]] | None:
    from muster.services import transfer

    lib = win.libraryDock.open_library()
    if lib is None:
        return None
    try:
        ids = transfer.import_library(lib, doc)
    except ServiceError as exc:
        win.show_error(str(exc), TransferCommands.tr("Cannot import"))
        return None
    win.libraryDock.show()
    win.libraryDock.raise_()
    win.libraryDock.refresh()
    win.statusBar().showMessage(TransferCommands.tr("%n template(s) added to your library.", "", len(ids)), 8000)
    return "library", ids


def _read_roster_text(win: MainWindow, path: str | os.PathLike) -> str | None:
    from muster.services import transfer

    try:
        transfer.check_regular(Path(path))  # a FIFO or device named like a roster is refused unread
        if Path(path).stat().st_size > transfer.MAX_BYTES:
            raise ServiceError(fmt(TransferCommands.tr("“%1” is too large to be a roster."),
                                   Path(path).name))
        raw = Path(path).read_bytes()
    except (OSError, ServiceError) as exc:
        win.show_error(str(exc), TransferCommands.tr("Cannot import"))
        return None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")  # spreadsheets saved by older Excel


def import_csv(win: MainWindow, path: str | os.PathLike | None = None) -> list[int] | None:
    from muster.services import transfer

    if win.service is None:
        win.show_error(TransferCommands.tr("Open or create a campaign first (File menu)."))
        return None
    if path is None:
        path, _ = QFileDialog.getOpenFileName(win, TransferCommands.tr("Import Roster from CSV"),
                                              str(Path.home()), csv_filter())
        if not path:
            return None
    text = _read_roster_text(win, path)
    if text is None:
        return None
    done = win.run(transfer.import_roster_csv, text)
    ids = done.ids if done is not None else None
    if done is not None and ids:
        win.rosterDock.view.expandToDepth(1)
        ignored = done.ignored
        if not ignored:
            message = TransferCommands.tr("%n unit(s) imported; Undo (Ctrl+Z) takes them out again.", "", len(ids))
        else:
            message = fmt(TransferCommands.tr("%n unit(s) imported; Undo (Ctrl+Z) takes them out again. No unit's "
                                              "rules use these columns, so they were left out: %1.", "", len(ids)),
                          ", ".join(ignored))
            if win.interactive:
                QMessageBox.information(win, TransferCommands.tr("Import Roster from CSV"), message)
        win.statusBar().showMessage(message, 12000)
    return ids
