"""View ▸ Zoom reaches every font set in code: style sheets set after a widget is shown (an odds line turning
red), and the text the mech painters draw by hand."""

import re

from PySide6.QtWidgets import QApplication

from muster.gui.systems.mech.diagram import MIN_POINTS, min_pixels
from muster.services import queries

from gui_helpers import key as press


def size_of(widget) -> float:
    return float(re.search(r"font-size:\s*([0-9.]+)pt", widget.styleSheet()).group(1))


def test_zoom_reaches_late_style_sheets_and_painted_text(qtbot, make_window, tmp_path):
    from muster.services.sample import create_sample

    window = make_window()
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    battle = next(b for b in queries.battles(window.service) if b.system == "mech")
    window.battles.select(battle.id)
    at_one = min_pixels(96)
    gauge = window.battle_view.status_dock_widget().heatGauge
    gauge_width = gauge.sizeHint().width()
    press(qtbot, window, "Ctrl++")
    press(qtbot, window, "Ctrl++")
    QApplication.processEvents()
    factor = window.zoom.factor
    assert factor > 1.1
    assert min_pixels(96) >= at_one * factor - 1  # the diagram's smallest text grows with the zoom
    assert gauge.sizeHint().width() > gauge_width  # the heat gauge asks room for its larger text (painted to fit)

    label = window.battle_view.oddsLabel  # a style sheet set while zoomed, as a refused shot's red line is
    label.setStyleSheet("font-size: 11pt; color: #b00020;")
    QApplication.processEvents()
    assert abs(size_of(label) - 11 * factor) < 0.06 and "#b00020" in label.styleSheet()

    press(qtbot, window, "Ctrl+0")
    QApplication.processEvents()
    assert min_pixels(96) == at_one and abs(size_of(label) - 11) < 0.06
    assert at_one * 72 / 96 >= MIN_POINTS
