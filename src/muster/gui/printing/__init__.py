"""Printable sheets: record sheets and unit cards (blank or with damage), force and battle sheets, to paper
(through a print preview) or PDF, on A4 or US Letter.

``install(window)`` adds six File-menu actions before Quit and returns them as :class:`PrintActions`:

* Print Record Sheet… (Ctrl+P) and Export Record Sheet as PDF… (Ctrl+Shift+P): one unit's sheet — the record
  sheet of a system that has one (``SystemSpec.record_sheet``; the mechs), else its unit card: the unit selected in
  the Army Roster, else the one shown in the status dock, else one the GM picks (:func:`record_sheet_choice`);
  then blank or with damage;
* Print Force Sheet… (Ctrl+Alt+P) and Export Force Sheet as PDF… (Ctrl+Alt+Shift+P): the force selected in
  the roster (or the force of the selected unit), else one the GM picks;
* Print Battle Sheet… and Export Battle Sheet as PDF…: the battle in the Turn Tracker, else one the GM picks.

The documents are those ``muster print`` writes (:mod:`muster.gui.printing.build`). Printing shows Qt's print
preview first; the sheet is laid out again for the paper chosen there. Heavy modules (QtPrintSupport, the
painters) load only when an action runs.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from muster.i18n import fmt, term_noop

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from muster.gui.main_window import MainWindow
    from muster.gui.printing.paint import Document
    from muster.services import CampaignService

PathLike = str | os.PathLike[str]
Choices = Callable[["CampaignService"], list[tuple[int, str]]]  # what the GM may pick from: (id, name)

# PrintActions field, object name, text (translated in install: context "Printing"), shortcut
ACTIONS = (
    ("print_record_sheet", "actionPrintRecordSheet", term_noop("Printing", "Print &Record Sheet…"), "Ctrl+P"),
    ("export_record_sheet", "actionExportRecordSheetPdf", term_noop("Printing", "Export Record Sheet as P&DF…"),
     "Ctrl+Shift+P"),
    ("print_force_sheet", "actionPrintForceSheet", term_noop("Printing", "Print &Force Sheet…"), "Ctrl+Alt+P"),
    ("export_force_sheet", "actionExportForceSheetPdf", term_noop("Printing", "Export Force Sheet as PD&F…"),
     "Ctrl+Alt+Shift+P"),
    ("print_battle_sheet", "actionPrintBattleSheet", term_noop("Printing", "Print &Battle Sheet…"), "Ctrl+Alt+T"),
    ("export_battle_sheet", "actionExportBattleSheetPdf", term_noop("Printing", "Export Battle Sheet as PDF…"),
     "Ctrl+Alt+Shift+T"),
)
# The status tips: each action's text without its accelerator and ellipsis.
TIPS = {
    "print_record_sheet": term_noop("Printing", "Print Record Sheet"),
    "export_record_sheet": term_noop("Printing", "Export Record Sheet as PDF"),
    "print_force_sheet": term_noop("Printing", "Print Force Sheet"),
    "export_force_sheet": term_noop("Printing", "Export Force Sheet as PDF"),
    "print_battle_sheet": term_noop("Printing", "Print Battle Sheet"),
    "export_battle_sheet": term_noop("Printing", "Export Battle Sheet as PDF"),
}


def translated(text: str) -> str:
    """``text`` (one of this module's ``term_noop("Printing", ...)`` strings) in the GM's language."""
    return QCoreApplication.translate("Printing", text)


@dataclass(frozen=True)
class PrintActions:
    """The File-menu actions :func:`install` made; each is named after the function it runs."""

    print_record_sheet: QAction
    export_record_sheet: QAction
    print_force_sheet: QAction
    export_force_sheet: QAction
    print_battle_sheet: QAction
    export_battle_sheet: QAction

    def all(self) -> tuple[QAction, ...]:  # noqa: A003
        return tuple(getattr(self, f.name) for f in fields(self))


def install(window: MainWindow) -> PrintActions:
    """Add the print and export actions to ``window.menuFile`` before Quit, connect them, and return them."""
    import sys

    module = sys.modules[__name__]
    made: dict[str, QAction] = {}
    for handler, name, text, keys in ACTIONS:
        action = QAction(translated(text), window)  # always enabled: without a campaign it says what to do first
        action.setObjectName(name)
        if keys:
            action.setShortcut(QKeySequence(keys))
        action.setStatusTip(translated(TIPS[handler]))
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
def _complain(window: MainWindow, message: str) -> None:
    window.show_error(message, QCoreApplication.translate("Printing", "Cannot make the sheet"))


def _has_record_sheet(window: MainWindow, unit_id: int | None) -> bool:
    """Every unit prints: its system's record sheet, else its unit card."""
    from muster.services import queries as q

    svc = window.service
    return unit_id is not None and svc is not None and q.unit(svc, unit_id) is not None


def _roster_unit(window: MainWindow) -> int | None:
    from muster.gui.models.roster import UNIT

    node = window.rosterDock.selected_node()
    return node[1] if node and node[0] == UNIT else None


def _status_dock_unit(window: MainWindow) -> int | None:
    """The unit the status dock shows (its widget's ``shown_unit_id()``), if the dock shows one."""
    shown = getattr(window.statusDock.content(), "shown_unit_id", None)
    found = shown() if callable(shown) else None
    return found if isinstance(found, int) else None


def record_sheet_choice(window: MainWindow) -> int | None:
    """The unit whose sheet Print and Export both make, without asking: the one selected in the Army Roster,
    else the one shown in the status dock; None (ask the GM) if neither."""
    for unit_id in (_roster_unit(window), _status_dock_unit(window)):
        if _has_record_sheet(window, unit_id):
            return unit_id
    return None


def _pick(window: MainWindow, title: str, label: str, choices: list[tuple[int, str]]) -> int | None:
    from PySide6.QtWidgets import QInputDialog

    if not choices:
        return None
    if len(choices) == 1 or not window.interactive:
        return choices[0][0]
    names = [name for _, name in choices]
    name, ok = QInputDialog.getItem(window, title, label, names, 0, False)
    return choices[names.index(name)][0] if ok else None


def _ask_blank(window: MainWindow) -> bool | None:
    from PySide6.QtWidgets import QInputDialog

    if not window.interactive:
        return False
    options = [QCoreApplication.translate("Printing", "With current damage marked"),
               QCoreApplication.translate("Printing", "Blank (undamaged)")]
    choice, ok = QInputDialog.getItem(window, QCoreApplication.translate("Printing", "Record Sheet"),
                                      QCoreApplication.translate("Printing", "Which sheet?"), options, 0, False)
    return None if not ok else choice == options[1]


def default_paper() -> str:
    """US Letter where the locale measures in inches (the United States), else A4."""
    from PySide6.QtCore import QLocale

    return "letter" if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else "a4"


def record_sheet_document(svc: CampaignService, unit_id: int, *, blank: bool, paper: str | None = None) -> Document:
    """One unit's printable sheet (record sheet or card); ServiceError if it cannot be made."""
    from muster.gui.printing.build import unit_document

    return _remade(lambda pp: unit_document(svc, unit_id, pp, blank=blank), paper)


def _remade(make: Callable[[str], Document], paper: str | None) -> Document:
    """The document ``make(paper)`` gives, which can lay itself out again for another paper (print preview)."""
    doc = make(paper or default_paper())
    doc.remake = make
    return doc


def _chosen(window: MainWindow, given: int | None, current: Callable[[MainWindow], int | None], choices: Choices,
            empty: str, title: str, label: str) -> int | None:
    """``given``, else ``current(window)``, else the GM's pick among ``choices(svc)``; None (said why) if none."""
    if window.service is None:
        _complain(window, QCoreApplication.translate("Printing", "Open a campaign first."))
        return None
    found = given if given is not None else current(window)
    if found is not None:
        return found
    options = choices(window.service)
    if not options:
        _complain(window, empty)
        return None
    return _pick(window, title, label, options)


def _made(window: MainWindow, make: Callable[[], Document]) -> Document | None:
    """``make()``'s document, or None with the refusal shown to the GM."""
    from muster.services import ServiceError

    try:
        return make()
    except ServiceError as exc:
        _complain(window, str(exc))
        return None


def _record_document(window: MainWindow, unit_id: int | None, blank: bool | None) -> Document | None:
    from muster.services import queries as q

    unit_id = _chosen(window, unit_id, record_sheet_choice, lambda svc: [(u.id, u.name) for u in q.roster(svc)[2]],
                      QCoreApplication.translate(
                          "Printing", "There is no unit in this campaign. Add one with Campaign ▸ Add Unit."),
                      QCoreApplication.translate("Printing", "Record Sheet"),
                      QCoreApplication.translate("Printing", "Which unit?"))
    if unit_id is None:
        return None
    if blank is None:
        blank = _ask_blank(window)
        if blank is None:
            return None
    svc, chosen, sheet = window.service, unit_id, blank
    if svc is None:  # (_chosen said so)
        return None
    return _made(window, lambda: record_sheet_document(svc, chosen, blank=sheet))


def _current_force(window: MainWindow) -> int | None:
    from muster.gui.models.roster import FORCE, UNIT
    from muster.services import queries as q

    node = window.rosterDock.selected_node()
    if node and node[0] == FORCE:
        return node[1]
    if node and node[0] == UNIT and window.service is not None:
        row = q.unit(window.service, node[1])
        return row.force_id if row else None
    return None


def _force_choices(svc: CampaignService) -> list[tuple[int, str]]:
    from muster.services import queries as q

    sides, forces, _ = q.roster(svc)
    side_names = {s.id: s.name for s in sides}
    return [(f.id, fmt(QCoreApplication.translate("Printing", "%1 (%2)"), f.name, side_names.get(f.side_id, "")))
            for f in forces]


def _force_document(window: MainWindow, force_id: int | None) -> Document | None:
    from muster.gui.printing.build import force_document

    force_id = _chosen(window, force_id, _current_force, _force_choices,
                       QCoreApplication.translate(
                           "Printing", "There is no force in this campaign. Add one with Campaign ▸ Add Force."),
                       QCoreApplication.translate("Printing", "Force Sheet"),
                       QCoreApplication.translate("Printing", "Which force?"))
    svc, chosen = window.service, force_id
    if chosen is None or svc is None:
        return None
    return _made(window, lambda: _remade(lambda paper: force_document(svc, chosen, paper), None))


def _battle_document(window: MainWindow, battle_id: int | None) -> Document | None:
    from muster.gui.printing.build import battle_document
    from muster.services import queries as q

    battle_id = _chosen(window, battle_id, lambda w: w.battles.battle_id(),
                        lambda svc: [(b.id, b.name) for b in q.battles(svc)],
                        QCoreApplication.translate(
                            "Printing", "There is no battle in this campaign. Start one with Battle ▸ New Battle."),
                        QCoreApplication.translate("Printing", "Battle Sheet"),
                        QCoreApplication.translate("Printing", "Which battle?"))
    svc, chosen = window.service, battle_id
    if chosen is None or svc is None:
        return None
    return _made(window, lambda: _remade(lambda paper: battle_document(svc, chosen, paper), None))


# ---- output -----------------------------------------------------------------------------------------------
def for_printer(doc: Document, printer: QPrinter) -> Document:
    """``doc`` laid out for the paper of ``printer`` (A4 or Letter, whichever is closer)."""
    from muster.gui.printing.paint import paper_of

    paper = paper_of(printer.pageLayout())
    return doc.remake(paper) if paper != doc.paper and doc.remake is not None else doc


def _print(window: MainWindow, doc: Document | None, printer: QPrinter | None = None) -> bool:
    """Print ``doc``: on ``printer`` as it is set up, or through Qt's print preview (and its print dialog)."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from muster.gui.printing.sheets import print_document

    if doc is None:
        return False
    problems: list[str] = []

    def paint(target: QPrinter) -> None:
        try:
            print_document(for_printer(doc, target), target)
        except OSError as exc:
            problems.append(str(exc))

    if printer is None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(doc.page_layout())
        preview = QPrintPreviewDialog(printer, window)
        preview.setWindowTitle(fmt(QCoreApplication.translate("Printing", "Print %1"), doc.title))
        preview.paintRequested.connect(paint)
        if preview.exec() != QPrintPreviewDialog.DialogCode.Accepted:
            return False
    else:
        paint(printer)
    if problems:
        _complain(window, problems[-1])
        return False
    window.statusBar().showMessage(fmt(QCoreApplication.translate("Printing", "Sent %1 to the printer"), doc.title),
                                   8000)
    return True


def _export(window: MainWindow, doc: Document | None, path: PathLike | None) -> Path | None:
    from PySide6.QtWidgets import QFileDialog

    if doc is None:
        return None
    if path is None:
        safe = "".join(c if c.isalnum() or c in " -_" else "_" for c in doc.title).strip() or "sheet"
        path, _ = QFileDialog.getSaveFileName(window, QCoreApplication.translate("Printing", "Export as PDF"),
                                              str(Path.home() / f"{safe}.pdf"),
                                              QCoreApplication.translate("Printing", "PDF files (*.pdf)"))
        if not path:
            return None
    return _write(window, doc, Path(path))


def _write(window: MainWindow, doc: Document, path: Path) -> Path | None:
    """``doc`` as a PDF at ``path`` (``.pdf`` added if missing), said in the status bar; None if it failed."""
    from muster.gui.printing.sheets import write_pdf

    if path.suffix.lower() != ".pdf":
        path = path.with_name(path.name + ".pdf")
    if not path.parent.is_dir():
        _complain(window, fmt(QCoreApplication.translate("Printing", "The folder %1 does not exist."),
                              str(path.parent)))
        return None
    try:
        written = write_pdf(doc, path)
    except OSError as exc:
        _complain(window, fmt(QCoreApplication.translate("Printing", "Cannot write %1: %2"), str(path), str(exc)))
        return None
    window.statusBar().showMessage(fmt(QCoreApplication.translate("Printing", "Saved %1"), str(written)), 8000)
    return written


def print_record_sheet(window: MainWindow, unit_id: int | None = None, blank: bool | None = None,
                       printer: QPrinter | None = None) -> bool:
    return _print(window, _record_document(window, unit_id, blank), printer)


def export_record_sheet(window: MainWindow, path: PathLike | None = None, unit_id: int | None = None,
                        blank: bool | None = None) -> Path | None:
    return _export(window, _record_document(window, unit_id, blank), path)


def print_force_sheet(window: MainWindow, force_id: int | None = None, printer: QPrinter | None = None) -> bool:
    return _print(window, _force_document(window, force_id), printer)


def export_force_sheet(window: MainWindow, path: PathLike | None = None, force_id: int | None = None) -> Path | None:
    return _export(window, _force_document(window, force_id), path)


def print_battle_sheet(window: MainWindow, battle_id: int | None = None, printer: QPrinter | None = None) -> bool:
    return _print(window, _battle_document(window, battle_id), printer)


def export_battle_sheet(window: MainWindow, path: PathLike | None = None,
                        battle_id: int | None = None) -> Path | None:
    return _export(window, _battle_document(window, battle_id), path)
