"""Record sheets and force sheets: the PDF written (pages), the page painted (what is on it), the menu actions."""


import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from test_mech_diagram import close, colour_near, hurt_boar

from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.gui.printing import data as sheetdata
from muster.gui.printing import sheets
from muster.gui.systems.mech.diagram import FILL, layout
from muster.services import ServiceError, mech, roster


@pytest.fixture
def campaign(service, qapp):
    """Red: a Lance (a damaged Boar, a fresh Tusker) and a Company (BUCS, Poleaxe and GURPS units)."""
    red = roster.create_side(service, "Red", "#d62728")
    lance = roster.create_force(service, red, "Lance")
    company = roster.create_force(service, red, "Company")
    hog = roster.create_unit(service, lance, "Hog", "mech", hurt_boar())
    tusk = roster.create_unit(service, lance, "Tusk", "mech", mech.new_state("tusker"))
    roster.create_unit(service, company, "Rifles", "bucs", {"quality": "Experienced", "specialties": ["Infantry"]})
    roster.create_unit(service, company, "Spearmen", "poleaxe",
                       {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90, "name": "Spearmen",
                        "leader": {"name": "Hugh", "cha": 16}})
    roster.create_unit(service, company, "Pikes", "gurps", {"count": 500, "morale": 10})
    return service, {"hog": hog, "tusk": tusk, "lance": lance, "company": company}


def pixel_of(image, loc, where=0.2):
    """Colour low in a location's box on a rendered record sheet page."""
    factor = image.width() / sheets.PAGE_W
    _, boxes = layout(sheets.RECORD_DIAGRAM)
    box = boxes[loc]
    return colour_near(image, box.center().x() * factor, (box.bottom() - box.height() * where) * factor)


def test_record_sheet_pdf_has_one_page_and_the_page_shows_the_damage(campaign, tmp_path):
    svc, ids = campaign
    sheet = sheetdata.mech_sheet_data(svc, ids["hog"])
    assert [r["name"] for r in sheet["weapon_rows"] if not r["working"]] == ["Medium Laser", "Small Laser"]
    doc = sheets.record_sheet(sheet)
    pdf = sheets.write_pdf(doc, tmp_path / "hog.pdf")
    raw = pdf.read_bytes()
    assert raw.startswith(b"%PDF") and sheets.pdf_page_count(raw) == 1
    assert not (tmp_path / "hog.pdf.part").exists()
    image = sheets.render_page(doc, 0, 1000)
    assert pixel_of(image, "left_arm").lightness() < 90  # destroyed: dark
    assert close(pixel_of(image, "right_torso"), FILL["intact"])
    assert close(pixel_of(image, "center_torso", 0.1), FILL["internal"], tol=90)
    blank = sheets.render_page(sheets.record_sheet(sheetdata.mech_sheet_data(svc, ids["hog"], blank=True)), 0, 1000)
    assert close(pixel_of(blank, "left_arm"), QColor("#ffffff"))  # a clean sheet to mark by hand


def test_force_sheet_groups_each_system_on_one_page(campaign, tmp_path):
    svc, ids = campaign
    data = sheetdata.force_sheet_data(svc, ids["company"])
    assert [g["system"] for g in data["groups"]] == ["bucs", "poleaxe", "gurps"]
    bucs, poleaxe, gurps = data["groups"]
    assert bucs["rows"][0][:2] == ["Rifles", "Experienced"]
    assert poleaxe["rows"][0][0] == "Spearmen" and poleaxe["rows"][0][2] == "5/5" and poleaxe["rows"][0][9] == "Hugh"
    assert gurps["rows"][0][:3] == ["Pikes", "infantry", "500"]
    doc = sheets.force_sheet(data)
    assert sheets.pdf_page_count(sheets.write_pdf(doc, tmp_path / "company.pdf").read_bytes()) == 1
    image = sheets.render_page(doc, 0, 1100)
    # the side's colour bar in the corner, and ink in every group's table
    factor = image.width() / sheets.PAGE_W
    assert close(image.pixelColor(int(4 * factor), int(16 * factor)), QColor("#d62728"))
    header = QColor("#dddddd")  # one grey header band per system's table
    column = [close(image.pixelColor(int(1.8 * factor), y), header, 6) for y in range(image.height())]
    bands = [y for y in range(1, len(column) - 5) if all(column[y:y + 5]) and not column[y - 1]]
    assert len(bands) == 3


def test_a_crowded_force_still_fits_one_page(campaign, tmp_path):
    svc, ids = campaign
    for n in range(70):
        roster.create_unit(svc, ids["company"], f"Levy {n}", "gurps", {"count": 100, "morale": 9})
    data = sheetdata.force_sheet_data(svc, ids["company"])
    raw = sheets.write_pdf(sheets.force_sheet(data), tmp_path / "big.pdf").read_bytes()
    assert sheets.pdf_page_count(raw) == 1


def test_bad_requests_are_refused_with_a_clear_message(campaign, tmp_path):
    svc, ids = campaign
    rifles = next(u.id for u in __import__("muster.services.queries", fromlist=["roster"]).roster(svc)[2]
                  if u.name == "Rifles")
    with pytest.raises(ServiceError, match="Rifles has no record sheet: record sheets are for Mech combat units"):
        sheetdata.mech_sheet_data(svc, rifles)
    empty = roster.create_force(svc, roster.create_side(svc, "Blue"), "Nobody")
    with pytest.raises(ServiceError, match="Nobody has no units"):
        sheetdata.force_sheet_data(svc, empty)


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
    assert {a.shortcut().toString() for a in made} == {"Ctrl+P", "Ctrl+Shift+P", "Ctrl+Alt+P", "Ctrl+Alt+Shift+P"}

    # no campaign: a message, no file
    assert printing.export_record_sheet(window, tmp_path / "none.pdf") is None
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

    # printing on a (PDF) printer, the force sheet
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert printing.print_force_sheet(window, lance, printer=printer)
    assert sheets.pdf_page_count((tmp_path / "printed.pdf").read_bytes()) == 1

    # a folder that does not exist: refused, nothing written
    assert printing.export_force_sheet(window, tmp_path / "missing" / "x.pdf", lance) is None
    assert "does not exist" in window.errors[-1]
    assert not (tmp_path / "missing").exists()


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


# ---- which unit's record sheet: the same choice for Print and Export ----------------------------------------
def _click_roster(qtbot, window, index):
    view = window.rosterDock.view
    view.expandAll()
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
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


def test_print_and_export_take_the_mech_selected_in_the_roster_over_the_status_dock(qtbot, mech_battle, monkeypatch):
    window, ids = mech_battle
    _click_roster(qtbot, window, window.roster_model.unit_index(ids["tusk"]))
    assert _sheets_made(qtbot, window, monkeypatch) == ["Tusk", "Tusk"]


def test_without_a_mech_selected_both_take_the_status_dock_mech(qtbot, mech_battle, monkeypatch):
    window, ids = mech_battle
    _click_roster(qtbot, window, window.roster_model.unit_index(ids["rifles"]))  # no record sheet: not a choice
    assert _sheets_made(qtbot, window, monkeypatch) == ["Hog", "Hog"]
    _click_roster(qtbot, window, window.roster_model.index(0, 0))  # the side Red
    window.statusDock.content().select(ids["tusk"])
    assert _sheets_made(qtbot, window, monkeypatch) == ["Tusk", "Tusk"]


def test_with_neither_both_ask_which_unit(qtbot, mech_battle, monkeypatch):
    from muster.gui import printing

    window, ids = mech_battle
    window.statusDock.set_content(None)  # the dock shows no mech
    _click_roster(qtbot, window, window.roster_model.unit_index(ids["rifles"]))
    asked = []

    def pick(w, title, label, choices):
        asked.append([name for _, name in choices])
        return ids["tusk"]

    monkeypatch.setattr(printing, "_pick", pick)
    assert _sheets_made(qtbot, window, monkeypatch) == ["Tusk", "Tusk"]
    assert asked == [["Hog", "Tusk"], ["Hog", "Tusk"]]
