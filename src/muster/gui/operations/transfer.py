"""Import and export: scenarios, forces and the library as JSON; rosters from CSV."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from muster.services import ServiceError

TRANSFER_FILTER = "Muster files (*.json)"
CSV_FILTER = "Spreadsheets (*.csv *.txt)"


def _ask_save(win, title: str, name: str, file_filter: str) -> Path | None:
    path, _ = QFileDialog.getSaveFileName(win, title, str(Path.home() / name), win.tr(file_filter))
    return Path(path) if path else None


def _write_document(win, doc: dict, path, what: str) -> bool:
    from muster.services import transfer

    try:
        transfer.write_file(doc, path)
    except ServiceError as exc:
        win.show_error(str(exc), win.tr("Cannot export"))
        return False
    win.statusBar().showMessage(win.tr("{0} exported to {1}").format(what, path), 8000)
    return True


def file_name(name: str, suffix: str) -> str:
    safe = "".join(c if c.isalnum() or c in " -_" else "_" for c in name).strip() or "export"
    return f"{safe}.{suffix}.json"


def export_scenario(win, scenario_id: int, path: str | os.PathLike | None = None) -> bool:
    from muster.services import transfer

    try:
        doc = transfer.export_scenario(win.service, scenario_id)
    except ServiceError as exc:
        win.show_error(str(exc))
        return False
    path = path or _ask_save(win, win.tr("Export Scenario"), file_name(doc["scenario"]["name"], "scenario"),
                             TRANSFER_FILTER)
    return bool(path) and _write_document(win, doc, path, win.tr("Scenario"))


def export_scenario_from_list(win, path: str | os.PathLike | None = None) -> bool:
    """File ▸ Export Scenario…: pick one of the campaign's scenarios, then where to write it."""
    from muster.services import scenarios

    if win.service is None:
        win.show_error(win.tr("Open or create a campaign first (File menu)."))
        return False
    rows = scenarios.list_scenarios(win.service)
    if not rows:
        win.show_error(win.tr("This campaign has no scenarios yet: prepare one with Battle ▸ New Scenario from "
                              "Roster (Ctrl+Alt+B) or import a scenario file."), win.tr("Cannot export"))
        return False
    labels = [f"{r.name} (#{r.id})" for r in rows]
    chosen = rows[0]
    if len(rows) > 1:
        label, ok = QInputDialog.getItem(win, win.tr("Export Scenario"), win.tr("&Scenario to export:"), labels, 0,
                                         False)
        if not ok or label not in labels:
            return False
        chosen = rows[labels.index(label)]
    return export_scenario(win, chosen.id, path)


def export_force(win, force_id: int | None = None, path: str | os.PathLike | None = None) -> bool:
    from muster.gui.operations.roster import force_of_selection
    from muster.services import transfer

    force_id = force_id or force_of_selection(win)
    if win.service is None or force_id is None:
        win.show_error(win.tr("Select a force (or one of its units) in the Army Roster to export it."))
        return False
    doc = transfer.export_force(win.service, force_id)
    path = path or _ask_save(win, win.tr("Export Force"), file_name(doc["force"]["name"], "force"), TRANSFER_FILTER)
    return bool(path) and _write_document(win, doc, path, win.tr("Force"))


def export_library(win, path: str | os.PathLike | None = None, only_selected: bool = False) -> bool:
    from muster.services import transfer

    lib = win.libraryDock.open_library()
    if lib is None:
        return False
    ids = win.libraryDock.selected_ids() if only_selected else None
    doc = transfer.export_library(lib, ids)
    path = path or _ask_save(win, win.tr("Export Library"), "library.library.json", TRANSFER_FILTER)
    return bool(path) and _write_document(win, doc, path, win.tr("Library"))


def import_file(win, path: str | os.PathLike | None = None):
    """Import a scenario, force or library file; returns ``(kind, what)`` or None (nothing imported)."""
    from muster.services import transfer

    if path is None:
        path, _ = QFileDialog.getOpenFileName(win, win.tr("Import Scenario, Force or Library"), str(Path.home()),
                                              win.tr(TRANSFER_FILTER + ";;All files (*)"))
        if not path:
            return None
    try:
        doc = transfer.read_file(path)
    except ServiceError as exc:
        win.show_error(str(exc), win.tr("Cannot import"))
        return None
    kind = doc["kind"]
    if kind == "library":
        return _import_library(win, doc)
    if win.service is None:
        win.show_error(win.tr("Open or create a campaign first: a {0} is imported into a campaign.").format(kind),
                       win.tr("Cannot import"))
        return None
    fn = transfer.import_scenario if kind == "scenario" else transfer.import_force
    result = win.run(fn, doc)
    if result is None:
        return None
    win.statusBar().showMessage(win.tr("Imported from {0}; Undo (Ctrl+Z) takes it out again.")
                                .format(Path(path).name), 8000)
    return kind, result


def _import_library(win, doc: dict):
    from muster.services import transfer

    lib = win.libraryDock.open_library()
    if lib is None:
        return None
    try:
        ids = transfer.import_library(lib, doc)
    except ServiceError as exc:
        win.show_error(str(exc), win.tr("Cannot import"))
        return None
    win.libraryDock.show()
    win.libraryDock.raise_()
    win.libraryDock.refresh()
    win.statusBar().showMessage(win.tr("%n template(s) added to your library.", "", len(ids)), 8000)
    return "library", ids


def _read_roster_text(win, path) -> str | None:
    from muster.services import transfer

    try:
        transfer.check_regular(Path(path))  # a FIFO or device named like a roster is refused unread
        if Path(path).stat().st_size > transfer.MAX_BYTES:
            raise ServiceError(win.tr("“{0}” is too large to be a roster.").format(Path(path).name))
        raw = Path(path).read_bytes()
    except (OSError, ServiceError) as exc:
        win.show_error(str(exc), win.tr("Cannot import"))
        return None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")  # spreadsheets saved by older Excel


def import_csv(win, path: str | os.PathLike | None = None):
    from muster.services import transfer

    if win.service is None:
        win.show_error(win.tr("Open or create a campaign first (File menu)."))
        return None
    if path is None:
        path, _ = QFileDialog.getOpenFileName(win, win.tr("Import Roster from CSV"), str(Path.home()),
                                              win.tr(CSV_FILTER + ";;All files (*)"))
        if not path:
            return None
    text = _read_roster_text(win, path)
    if text is None:
        return None
    ids = win.run(transfer.import_roster_csv, text)
    if ids:
        win.rosterDock.view.expandToDepth(1)
        message = win.tr("%n unit(s) imported; Undo (Ctrl+Z) takes them out again.", "", len(ids))
        ignored = transfer.ignored_csv_columns(transfer.read_roster_csv(text))
        if ignored:
            message += " " + win.tr("No unit's rules use these columns, so they were left out: {0}.").format(
                ", ".join(ignored))
            if win.interactive:
                QMessageBox.information(win, win.tr("Import Roster from CSV"), message)
        win.statusBar().showMessage(message, 12000)
    return ids
