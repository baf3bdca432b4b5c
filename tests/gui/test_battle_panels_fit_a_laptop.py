"""At 1280x720 with the default docks (roster left, turn tracker right, log below) the central area is about
500x400: each battle panel shows its main roll's button, the exact odds and the last result there, unscrolled,
and its minimum height lets the window fit the screen."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.rules.dice import ScriptedDice
from muster.services import queries as q
from muster.services.sample import create_sample

SCREEN_HEIGHT = 720


def laptop_window(qtbot, make_window, tmp_path, system):
    window = make_window()
    assert campaign_ops.open_campaign(window, create_sample(tmp_path / "sample.muster"))
    battle = next(b for b in q.battles(window.service) if b.system == system)
    combo = window.turnDock.battleCombo
    combo.setCurrentIndex(combo.findData(battle.id))
    window.showNormal()
    window.resize(1280, SCREEN_HEIGHT - 30)  # maximised on a 720 px screen, less the title bar
    qtbot.waitUntil(lambda: window.width() == 1280)
    QApplication.processEvents()
    window.resizeDocks([window.rosterDock, window.turnDock], [430, 320], Qt.Orientation.Horizontal)
    window.resizeDocks([window.logDock], [240], Qt.Orientation.Vertical)
    QApplication.processEvents()
    assert window.height() <= SCREEN_HEIGHT - 30  # nothing made the window grow past the screen
    return window


def area(widget, window) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def assert_in_sight(window, qtbot):
    panel = window.battle_view
    central = area(window.centralWidget(), window)
    qtbot.waitUntil(lambda: area(panel.lastResult, window).top() < central.bottom())
    assert central.width() <= 560 and central.height() <= 420  # the laptop's central area, not a big one
    assert panel.minimumSizeHint().height() <= central.height()
    assert panel.minimumSizeHint().width() <= central.width()
    button, odds = panel.primary_button(), panel.odds_widget()
    for widget in (button, odds):
        assert widget is not None and widget.isVisible()
        assert central.contains(area(widget, window)), (widget.objectName(), area(widget, window), central)
        assert not widget.visibleRegion().isEmpty()
    result = panel.lastResult
    shown = result.visibleRegion().boundingRect()
    assert result.isVisible() and central.contains(QRect(result.mapTo(window, shown.topLeft()), shown.size()))
    assert shown.height() >= min(result.height(), 2 * result.fontMetrics().lineSpacing())
    return panel


@pytest.mark.parametrize("system", ["bucs", "poleaxe", "mech"])
def test_roll_odds_and_result_in_sight_at_1280x720(qtbot, make_window, tmp_path, system):
    window = laptop_window(qtbot, make_window, tmp_path, system)
    if system == "mech":  # through movement and artillery to combat, where there are odds to show
        for _ in range(3):
            battle_ops.next_phase(window)
    panel = assert_in_sight(window, qtbot)
    window.service.set_dice_source(ScriptedDice([11, 7, 9, 12, 3, 15, 6, 8] * 4))
    if system == "mech":
        panel.declare()
    else:
        panel.primary_action()
    qtbot.waitUntil(lambda: panel.lastResult.text() != "")
    assert_in_sight(window, qtbot)


def test_bucs_roll_by_click_shows_its_result_in_the_panel(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "bucs")
    panel = assert_in_sight(window, qtbot)
    window.service.set_dice_source(ScriptedDice([15, 4]))
    qtbot.mouseClick(panel.primary_button(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "1st Squad" in panel.lastResult.text())
    assert "tie (no result)" in panel.odds_widget().text()  # the whole odds line, nothing clipped off
    assert area(panel.defender, window).right() <= area(window.centralWidget(), window).right()
