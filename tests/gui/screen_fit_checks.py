"""Checks run on an offscreen screen of a laptop's size (started by test_fits_laptop_screens.py, which sets
QT_QPA_PLATFORM to a screen of MUSTER_TEST_SCREEN before Qt starts, in a pytest of its own).

Each system's sample battle with the window maximised: the window's frame fits the available screen; the panel's
primary button, odds and last result are whole and in sight without scrolling; the roster's Status column is not
cut; the Turn Tracker's phase line is not clipped and its initiative list shows more than three rows. Each dialog
a GM opens fits the screen with its OK/Cancel row in sight. No label of the status dock is under 8 pt.
"""

import os

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton

from muster import systems
from muster.services import queries

pytestmark = pytest.mark.skipif("MUSTER_TEST_SCREEN" not in os.environ,
                                reason="run by test_fits_laptop_screens.py on a screen of a given size")


def screen_size():
    width, height = (int(v) for v in os.environ["MUSTER_TEST_SCREEN"].split("x"))
    return width, height


def rect_in(widget, top) -> QRect:
    return QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())


def in_sight(widget, top) -> tuple[bool, str]:
    """``widget`` is shown, whole (not cut by any parent: scroll viewports, splitters) and not squeezed."""
    if widget is None:
        return True, ""
    if not widget.isVisible():
        return False, f"{widget.objectName() or type(widget).__name__} is not shown"
    mine = rect_in(widget, top)
    clip = top.rect()
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        clip = clip.intersected(rect_in(parent, top))
        parent = parent.parentWidget()
    name = widget.objectName() or type(widget).__name__
    if not clip.contains(mine):
        return False, f"{name} at {mine} is outside what its parents show ({clip}): scrolled or cut off"
    hint = widget.minimumSizeHint()
    if isinstance(widget, QLabel) and not widget.wordWrap():
        hint = widget.sizeHint()
    if widget.width() < hint.width() or widget.height() < hint.height():
        return False, f"{name} is {widget.size()}, its text needs {hint}: clipped"
    return True, ""


def fits(frame: QRect, available: QRect) -> bool:
    return available.contains(frame)


@pytest.fixture
def sample(make_window, tmp_path):
    from muster.services.sample import create_sample

    window = make_window()
    window.showMaximized()
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    QApplication.processEvents()
    return window


def show_system(window, key):
    battle = next((b for b in queries.battles(window.service) if b.system == key), None)
    if battle is None:
        pytest.skip(f"the sample has no {key} battle")
    window.battles.select(battle.id)
    QApplication.processEvents()
    QApplication.processEvents()
    return battle


def test_screen_is_the_laptop(qapp):
    assert (qapp.primaryScreen().geometry().width(), qapp.primaryScreen().geometry().height()) == screen_size()


@pytest.mark.parametrize("key", [s.key for s in systems.all()])
def test_each_battle_fits_with_roll_odds_and_result_in_sight(sample, key):
    window = sample
    show_system(window, key)
    available = window.screen().availableGeometry()
    assert fits(window.frameGeometry(), available), (window.frameGeometry(), available)
    panel = window.battle_view
    problems = []
    for what, widget in (("primary button", panel.primary_button()), ("odds", panel.odds_widget()),
                         ("last result", panel.result_widget())):
        ok, why = in_sight(widget, window)
        if not ok:
            problems.append(f"{what}: {why}")
    assert not problems, f"{key}: " + "; ".join(problems)


def test_roster_status_and_turn_tracker_whole(sample):
    window = sample
    show_system(window, "poleaxe")  # seven units in its initiative order
    view = window.rosterDock.view
    view.expandAll()
    QApplication.processEvents()
    status = 2
    assert view.header().sectionSize(status) >= view.sizeHintForColumn(status)
    phase = window.turnDock.phaseLabel
    assert phase.height() >= phase.heightForWidth(phase.width()), "the phase line is clipped"
    initiative = window.turnDock.initiativeView
    assert initiative.viewport().height() >= 4 * initiative.sizeHintForRow(0), "three rows or fewer in sight"


def test_mech_status_dock_labels_readable(sample):
    window = sample
    show_system(window, "mech")
    dock = window.statusDock
    assert dock.isVisible() and fits(rect_in(dock, window).translated(window.geometry().topLeft()),
                                     window.screen().availableGeometry())
    small = [(label.objectName() or label.text()[:20], label.font().pointSizeF())
             for label in dock.findChildren(QLabel) if label.isVisible() and 0 < label.font().pointSizeF() < 8]
    assert small == []


def dialogs(window):
    from muster.gui.dialogs.battle import BattleDialog
    from muster.gui.dialogs.dice import DiceDialog
    from muster.gui.dialogs.scenarios import ScenarioDialog
    from muster.gui.dialogs.shortcuts import ShortcutsDialog
    from muster.gui.systems import unit_editor
    from muster.rules.dice import DiceRequest, parse

    roster = window.roster_model
    forces = roster.forces()
    made = {f"unit_{s.key}": (lambda k=s.key: unit_editor(k, window, forces)) for s in systems.all()}
    made.update({
        "new_scenario": lambda: ScenarioDialog(roster.units(), forces, roster.sides(), window),
        "new_battle": lambda: BattleDialog(roster.units(), window),
        "shortcuts": lambda: ShortcutsDialog(window.all_actions(), window._default_shortcuts, window),
        "manual_dice": lambda: DiceDialog(DiceRequest(parse("2d6"), "Morale check"), window),
    })
    return made


@pytest.mark.parametrize("name", ["unit_generic", "unit_bucs", "unit_poleaxe", "unit_gurps", "unit_mech",
                                  "new_scenario", "new_battle", "shortcuts", "manual_dice"])
def test_each_dialog_fits_with_ok_in_sight(sample, name):
    window = sample
    dialog = dialogs(window)[name]()
    dialog.show()  # the main window fits every dialog it parents as it is shown
    QApplication.processEvents()
    try:
        available = window.screen().availableGeometry()
        assert fits(dialog.frameGeometry(), available), (name, dialog.frameGeometry(), available)
        boxes = [b for b in dialog.findChildren(QDialogButtonBox) if b.isVisible()]
        assert boxes, f"{name} has no OK/Cancel row"
        for button in boxes[-1].findChildren(QPushButton):
            ok, why = in_sight(button, dialog)
            assert ok, f"{name}: {why}"
    finally:
        dialog.reject()


def test_house_rules_window_fits(sample):
    window = sample
    reference = window.reference.show()
    QApplication.processEvents()
    assert fits(reference.frameGeometry(), window.screen().availableGeometry())
    reference.close()


def png_size(path) -> tuple[int, int]:
    import struct

    return struct.unpack(">II", path.read_bytes()[16:24])


def test_screenshots_within_the_screen(tmp_path, monkeypatch):
    """What `python -m muster.tools.screenshots OUT --screen WxH` renders in its child process, on this screen."""
    from muster.tools import screenshots

    monkeypatch.setenv("MUSTER_HOME", str(tmp_path / "home"))
    out = tmp_path / "shots"
    lang = os.environ.get("MUSTER_TEST_LANG", "en")
    assert screenshots._render(out, window_only=True, lang=lang) == 0  # printed pages and the player view: sized by paper
    width, height = screen_size()
    names = {p.name for p in out.glob("*.png")}
    expected = {f"{k}_battle_window.png" for k in ("bucs", "poleaxe", "gurps", "mech")} | {
        f"dialog_{n}.png" for n in ("unit_bucs", "unit_poleaxe", "unit_gurps", "unit_mech", "add_squad",
                                    "new_scenario", "new_battle", "house_rules", "shortcuts", "manual_dice")} | {
        "statusDock_mech.png"}
    assert expected <= names, expected - names
    on_screen = [p for p in out.glob("*.png") if not p.name.startswith("sheet_")]  # sheet_*: printed pages
    too_big = {p.name: png_size(p) for p in on_screen if png_size(p)[0] > width or png_size(p)[1] > height}
    assert too_big == {}
