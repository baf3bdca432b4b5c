"""Printing from the window: the File menu's actions, which unit or force or battle they take, the print preview
laying the sheet out again for the paper chosen there, and refusals with a clear message."""

import pytest
from PySide6.QtCore import QPoint, Qt

from builders import hurt_boar
from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.gui.printing import data as sheetdata
from muster.gui.printing import sheets
from muster.services import ServiceError, mech, roster


def test_bad_requests_are_refused_with_a_clear_message(service, qapp):
    red = roster.create_side(service, "Red")
    company = roster.create_force(service, red, "Company")
    rifles = roster.create_unit(service, company, "Rifles", "bucs", {"quality": "Experienced"})
    with pytest.raises(ServiceError, match="Rifles has no record sheet: record sheets are for Mech combat units"):
        sheetdata.mech_sheet_data(service, rifles)
    empty = roster.create_force(service, roster.create_side(service, "Blue"), "Nobody")
    with pytest.raises(ServiceError, match="Nobody has no units"):
        sheetdata.force_sheet_data(service, empty)


# ---- the window's File menu ---------------------------------------------------------------------------------
def test_file_menu_actions_export_and_print(qtbot, make_window, tmp_path, monkeypatch):
    from PySide6.QtGui import QAction
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QFileDialog

    from muster.gui import printing

    window = make_window()  # MainWindow installs the print actions itself
    made = [window.findChild(QAction, name) for _, name, *_ in printing.ACTIONS]
    assert all(a in window.menuFile.actions() for a in made)
    names = [a.objectName() for a in window.menuFile.actions()]
    assert names.index("actionPrintRecordSheet") < names.index("actionQuit")
    assert made[0].shortcut().toString() == "Ctrl+P"
    assert not hasattr(window, "actionPrintRecordSheet")  # the window is not monkey-patched
    assert window.print_actions.all() == tuple(made)
    assert {a.shortcut().toString() for a in made} == {"Ctrl+P", "Ctrl+Shift+P", "Ctrl+Alt+P", "Ctrl+Alt+Shift+P",
                                                        "Ctrl+Alt+T", "Ctrl+Alt+Shift+T"}

    # no campaign: a message, no file
    assert printing.export_record_sheet(window, tmp_path / "none.pdf") is None
    assert "Open a campaign first" in window.errors[-1]
    assert printing.export_battle_sheet(window, tmp_path / "none.pdf") is None
    assert "Open a campaign first" in window.errors[-1]

    assert campaign_ops.new_campaign(window, tmp_path / "print.muster")
    side = window.run(roster.create_side, "Red")
    lance = window.run(roster.create_force, side, "Lance")
    hog = window.run(roster.create_unit, lance, "Hog", "mech", hurt_boar())
    battle_ops.new_battle(window, "Ridge", "mech", [hog])

    # Ctrl+Shift+P: the mech in the status dock (none selected in the roster), to the file the GM names
    target = tmp_path / "hog-sheet"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    written = tmp_path / "hog-sheet.pdf"
    assert written.exists() and sheets.pdf_page_count(written.read_bytes()) == 1

    # printing on a (PDF) printer, the force sheet: its summary page and the mech's record sheet
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert printing.print_force_sheet(window, lance, printer=printer)
    assert sheets.pdf_page_count((tmp_path / "printed.pdf").read_bytes()) == 2

    # the battle sheet of the battle in the Turn Tracker: its page, then Hog's record sheet
    battle = printing.export_battle_sheet(window, tmp_path / "ridge.pdf")
    assert battle is not None and sheets.pdf_page_count(battle.read_bytes()) == 2

    # a folder that does not exist: refused, nothing written
    assert printing.export_force_sheet(window, tmp_path / "missing" / "x.pdf", lance) is None
    assert "does not exist" in window.errors[-1]
    assert not (tmp_path / "missing").exists()


def test_print_goes_through_the_preview_and_lays_the_sheet_out_for_its_paper(qtbot, make_window, tmp_path,
                                                                            monkeypatch):
    from PySide6.QtGui import QPageLayout, QPageSize
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from muster.gui import printing

    window = make_window()
    assert campaign_ops.new_campaign(window, tmp_path / "preview.muster")
    side = window.run(roster.create_side, "Red")
    lance = window.run(roster.create_force, side, "Lance")
    hog = window.run(roster.create_unit, lance, "Hog", "mech", hurt_boar())
    papers = []
    real_print = sheets.print_document
    monkeypatch.setattr(sheets, "print_document", lambda doc, pr: papers.append(doc.paper) or real_print(doc, pr))

    def exec_(dialog):
        # the GM picks US Letter in the preview and prints (to a PDF here)
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "letter.pdf"))
        printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.Letter), QPageLayout.Orientation.Portrait,
                                          printer.pageLayout().margins()))
        dialog.paintRequested.emit(printer)
        return QPrintPreviewDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintPreviewDialog, "exec", exec_)
    monkeypatch.setattr(printing, "default_paper", lambda: "a4")
    assert printing.print_record_sheet(window, hog, blank=False)
    assert papers == ["letter"]  # made for A4, laid out again for the paper chosen in the preview
    assert sheets.pdf_page_count((tmp_path / "letter.pdf").read_bytes()) == 1
    assert "Sent Hog" in window.statusBar().currentMessage()

    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda dialog: QPrintPreviewDialog.DialogCode.Rejected)
    assert not printing.print_record_sheet(window, hog, blank=True)  # closed without printing


def test_install_returns_the_actions_it_made(qtbot):
    from PySide6.QtWidgets import QMainWindow, QMenu

    from muster.gui import printing

    window = QMainWindow()
    qtbot.addWidget(window)
    window.menuFile = QMenu("File", window)
    actions = printing.install(window)
    assert [a.objectName() for a in actions.all()] == [name for _, name, *_ in printing.ACTIONS]
    assert actions.export_record_sheet.shortcut().toString() == "Ctrl+Shift+P"
    assert list(actions.all()) == window.menuFile.actions()


# ---- which unit's sheet: the same choice for Print and Export -------------------------------------------------
def _click_roster(qtbot, window, index):
    view = window.rosterDock.view
    view.expandAll()
    view.scrollTo(index)
    rect = view.visualRect(index)
    x = max(rect.left() + 2, min(rect.center().x(), view.viewport().width() - 3))  # on the row even if narrow
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, rect.center().y()))
    assert view.currentIndex() == index


def _sheets_made(qtbot, window, monkeypatch):
    """Press Ctrl+P then Ctrl+Shift+P; the titles of the two documents they made (printer and file faked)."""
    from muster.gui import printing

    made = []
    monkeypatch.setattr(printing, "_print", lambda w, doc, printer=None: made.append(("print", doc.title)) or True)
    monkeypatch.setattr(printing, "_export", lambda w, doc, path: made.append(("export", doc.title)) or None)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window, Qt.Key.Key_P, ctrl)
    qtbot.keyClick(window, Qt.Key.Key_P, ctrl | shift)
    assert [kind for kind, _ in made] == ["print", "export"]
    return [title.split(" — ")[0] for _, title in made]


@pytest.fixture
def mech_battle(make_window, tmp_path):
    """A window in a mech battle of Hog and Tusk (the status dock shows Hog), and a BUCS unit in the roster."""
    window = make_window()
    assert campaign_ops.new_campaign(window, tmp_path / "sheets.muster")
    side = window.run(roster.create_side, "Red")
    lance = window.run(roster.create_force, side, "Lance")
    ids = {"hog": window.run(roster.create_unit, lance, "Hog", "mech", hurt_boar()),
           "tusk": window.run(roster.create_unit, lance, "Tusk", "mech", mech.new_state("tusker")),
           "rifles": window.run(roster.create_unit, lance, "Rifles", "bucs", {"quality": "Experienced"}),
           "lance": lance}
    battle_ops.new_battle(window, "Ridge", "mech", [ids["hog"], ids["tusk"]])
    status = window.statusDock.content()
    status.select(ids["hog"])
    assert status.shown_unit_id() == ids["hog"]
    return window, ids


def test_print_and_export_take_the_unit_selected_in_the_roster_over_the_status_dock(qtbot, mech_battle,
                                                                                   monkeypatch):
    window, ids = mech_battle
    _click_roster(qtbot, window, window.roster_model.unit_index(ids["tusk"]))
    assert _sheets_made(qtbot, window, monkeypatch) == ["Tusk", "Tusk"]
    _click_roster(qtbot, window, window.roster_model.unit_index(ids["rifles"]))  # a BUCS unit: its card
    assert _sheets_made(qtbot, window, monkeypatch) == ["Rifles", "Rifles"]


def test_without_a_unit_selected_both_take_the_status_dock_mech(qtbot, mech_battle, monkeypatch):
    window, ids = mech_battle
    _click_roster(qtbot, window, window.roster_model.index(0, 0))  # the side Red
    assert _sheets_made(qtbot, window, monkeypatch) == ["Hog", "Hog"]
    window.statusDock.content().select(ids["tusk"])
    assert _sheets_made(qtbot, window, monkeypatch) == ["Tusk", "Tusk"]


def test_with_neither_both_ask_which_unit(qtbot, mech_battle, monkeypatch):
    from muster.gui import printing

    window, ids = mech_battle
    window.statusDock.set_content(None)  # the dock shows no mech
    _click_roster(qtbot, window, window.roster_model.index(0, 0))
    asked = []

    def pick(w, title, label, choices):
        asked.append([name for _, name in choices])
        return ids["tusk"]

    monkeypatch.setattr(printing, "_pick", pick)
    assert _sheets_made(qtbot, window, monkeypatch) == ["Tusk", "Tusk"]
    assert asked == [["Hog", "Tusk", "Rifles"], ["Hog", "Tusk", "Rifles"]]
