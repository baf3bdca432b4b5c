"""Printable sheets: record sheets (blank or with damage) and one-page force sheets, to paper or PDF.

``install(window)`` adds four File-menu actions before Quit and returns them as :class:`PrintActions`:

* Print Record Sheet… (Ctrl+P) and Export Record Sheet as PDF… (Ctrl+Shift+P): one unit whose system prints
  record sheets (``SystemSpec.record_sheet``; today the mechs): the one selected in the Army Roster, else the one
  shown in the status dock, else one the GM picks (:func:`record_sheet_choice`); then blank or with damage;
* Print Force Sheet… (Ctrl+Alt+P) and Export Force Sheet as PDF… (Ctrl+Alt+Shift+P): the force selected in
  the roster (or the force of the selected unit), else one the GM picks.

Heavy modules (QtPrintSupport, the painters) load only when an action runs.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from muster import systems

ACTIONS = (  # PrintActions field, object name, text, shortcut
    ("print_record_sheet", "actionPrintRecordSheet", "Print &Record Sheet…", "Ctrl+P"),
    ("export_record_sheet", "actionExportRecordSheetPdf", "Export Record Sheet as P&DF…", "Ctrl+Shift+P"),
    ("print_force_sheet", "actionPrintForceSheet", "Print &Force Sheet…", "Ctrl+Alt+P"),
    ("export_force_sheet", "actionExportForceSheetPdf", "Export Force Sheet as PD&F…", "Ctrl+Alt+Shift+P"),
)


def tr(text: str) -> str:
    return QCoreApplication.translate("Printing", text)


@dataclass(frozen=True)
class PrintActions:
    """The File-menu actions :func:`install` made; each is named after the function it runs."""

    print_record_sheet: QAction
    export_record_sheet: QAction
    print_force_sheet: QAction
    export_force_sheet: QAction

    def all(self) -> tuple[QAction, ...]:  # noqa: A003
        return tuple(getattr(self, f.name) for f in fields(self))


def install(window) -> PrintActions:
    """Add the print and export actions to ``window.menuFile`` before Quit, connect them, and return them."""
    import sys

    module = sys.modules[__name__]
    made = {}
    for handler, name, text, keys in ACTIONS:
        action = QAction(tr(text), window)  # always enabled: without a campaign the action says what to do first
        action.setObjectName(name)
        action.setShortcut(QKeySequence(keys))
        action.setStatusTip(tr(text).replace("&", "").rstrip("…"))
        fn = getattr(module, handler)
        action.triggered.connect(lambda checked=False, f=fn: f(window))
        made[handler] = action
    actions = PrintActions(**made)
    before = getattr(window, "actionQuit", None)
    if before is not None and before in window.menuFile.actions():
        window.menuFile.insertActions(before, list(actions.all()))
        window.menuFile.insertSeparator(before)
    else:
        window.menuFile.addActions(list(actions.all()))
    return actions


# ---- choosing what to print -------------------------------------------------------------------------------
def _complain(window, message: str) -> None:
    window.show_error(message, tr("Cannot make the sheet"))


def _has_record_sheet(window, unit_id: int | None) -> bool:
    from muster.services import queries as q

    row = q.unit(window.service, unit_id) if unit_id is not None else None
    spec = systems.find(row.system) if row is not None else None
    return spec is not None and spec.has_record_sheet


def _roster_unit(window) -> int | None:
    from muster.gui.models.roster import UNIT

    node = window.rosterDock.selected_node()
    return node[1] if node and node[0] == UNIT else None


def _status_dock_unit(window) -> int | None:
    """The unit the status dock shows (its widget's ``shown_unit_id()``), if the dock shows one."""
    shown = getattr(window.statusDock.content(), "shown_unit_id", None)
    return shown() if callable(shown) else None


def record_sheet_choice(window) -> int | None:
    """The unit whose record sheet Print and Export both make, without asking: the one selected in the Army
    Roster, else the one shown in the status dock; None (ask the GM) if neither has a record sheet."""
    for unit_id in (_roster_unit(window), _status_dock_unit(window)):
        if _has_record_sheet(window, unit_id):
            return unit_id
    return None


def _pick(window, title: str, label: str, choices: list[tuple[int, str]]) -> int | None:
    from PySide6.QtWidgets import QInputDialog

    if not choices:
        return None
    if len(choices) == 1 or not window.interactive:
        return choices[0][0]
    names = [name for _, name in choices]
    name, ok = QInputDialog.getItem(window, title, label, names, 0, False)
    return choices[names.index(name)][0] if ok else None


def _ask_blank(window) -> bool | None:
    from PySide6.QtWidgets import QInputDialog

    if not window.interactive:
        return False
    options = [tr("With current damage marked"), tr("Blank (undamaged)")]
    choice, ok = QInputDialog.getItem(window, tr("Record Sheet"), tr("Which sheet?"), options, 0, False)
    return None if not ok else choice == options[1]


def record_sheet_document(svc, unit_id: int, *, blank: bool):
    """The printable record sheet of one unit, made by its system's ``record_sheet``; ServiceError if none."""
    from muster.gui.printing.data import record_sheet_unit

    _, spec = record_sheet_unit(svc, unit_id)
    return systems.load(spec.record_sheet)(svc, unit_id, blank=blank)


def _record_document(window, unit_id: int | None, blank: bool | None):
    from muster.gui.printing.data import record_sheet_systems, record_sheet_units
    from muster.services import ServiceError

    if window.service is None:
        _complain(window, tr("Open a campaign first."))
        return None
    if unit_id is None:
        unit_id = record_sheet_choice(window)
    if unit_id is None:
        units = record_sheet_units(window.service)
        if not units:
            kinds = ", ".join(tr(spec.label) for spec in record_sheet_systems())
            _complain(window, tr("No unit in this campaign has a record sheet. Add one with Campaign ▸ Add Unit "
                                 "(%1).").replace("%1", kinds))
            return None
        unit_id = _pick(window, tr("Record Sheet"), tr("Which unit?"), units)
        if unit_id is None:
            return None
    if blank is None:
        blank = _ask_blank(window)
        if blank is None:
            return None
    try:
        return record_sheet_document(window.service, unit_id, blank=blank)
    except ServiceError as exc:
        _complain(window, str(exc))
        return None


def _current_force(window) -> int | None:
    from muster.gui.models.roster import FORCE, UNIT
    from muster.services import queries as q

    node = window.rosterDock.selected_node()
    if node and node[0] == FORCE:
        return node[1]
    if node and node[0] == UNIT:
        row = q.unit(window.service, node[1])
        return row.force_id if row else None
    return None


def _force_document(window, force_id: int | None):
    from muster.gui.printing.data import force_sheet_data
    from muster.gui.printing.sheets import force_sheet
    from muster.services import ServiceError
    from muster.services import queries as q

    if window.service is None:
        _complain(window, tr("Open a campaign first."))
        return None
    if force_id is None:
        force_id = _current_force(window)
    if force_id is None:
        sides, forces, _ = q.roster(window.service)
        side_names = {s.id: s.name for s in sides}
        choices = [(f.id, f"{f.name} ({side_names.get(f.side_id, '')})") for f in forces]
        if not choices:
            _complain(window, tr("There is no force in this campaign. Add one with Campaign ▸ Add Force."))
            return None
        force_id = _pick(window, tr("Force Sheet"), tr("Which force?"), choices)
        if force_id is None:
            return None
    try:
        return force_sheet(force_sheet_data(window.service, force_id))
    except ServiceError as exc:
        _complain(window, str(exc))
        return None


# ---- output -----------------------------------------------------------------------------------------------
def _print(window, doc, printer=None) -> bool:
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    if doc is None:
        return False
    if printer is None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(doc.page_layout())
        dialog = QPrintDialog(printer, window)
        dialog.setWindowTitle(tr("Print %1").replace("%1", doc.title))
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return False
    from muster.gui.printing.sheets import print_document

    try:
        print_document(doc, printer)
    except OSError as exc:
        _complain(window, str(exc))
        return False
    window.statusBar().showMessage(tr("Sent %1 to the printer").replace("%1", doc.title), 8000)
    return True


def _export(window, doc, path) -> Path | None:
    from PySide6.QtWidgets import QFileDialog

    from muster.gui.printing.sheets import write_pdf

    if doc is None:
        return None
    if path is None:
        safe = "".join(c if c.isalnum() or c in " -_" else "_" for c in doc.title).strip() or "sheet"
        path, _ = QFileDialog.getSaveFileName(window, tr("Export as PDF"), str(Path.home() / f"{safe}.pdf"),
                                              tr("PDF files (*.pdf)"))
        if not path:
            return None
    path = Path(path)
    if path.suffix.lower() != ".pdf":
        path = path.with_name(path.name + ".pdf")
    if not path.parent.is_dir():
        _complain(window, tr("The folder %1 does not exist.").replace("%1", str(path.parent)))
        return None
    try:
        written = write_pdf(doc, path)
    except OSError as exc:
        _complain(window, tr("Cannot write %1: %2").replace("%1", str(path)).replace("%2", str(exc)))
        return None
    window.statusBar().showMessage(tr("Saved %1").replace("%1", str(written)), 8000)
    return written


def print_record_sheet(window, unit_id: int | None = None, blank: bool | None = None, printer=None) -> bool:
    return _print(window, _record_document(window, unit_id, blank), printer)


def export_record_sheet(window, path=None, unit_id: int | None = None, blank: bool | None = None) -> Path | None:
    return _export(window, _record_document(window, unit_id, blank), path)


def print_force_sheet(window, force_id: int | None = None, printer=None) -> bool:
    return _print(window, _force_document(window, force_id), printer)


def export_force_sheet(window, path=None, force_id: int | None = None) -> Path | None:
    return _export(window, _force_document(window, force_id), path)
