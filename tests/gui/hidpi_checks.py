"""Checks run on an offscreen high-DPI screen (device pixel ratio 2), started by test_high_dpi.py in a pytest of its
own (Qt takes the screen's ratio only before it starts): the main window and the Mech Status dock grab at twice
their logical size, and the diagram's text is drawn at 8 pt or more in logical units."""

import os

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from test_mech_status_readable import FontRecorder

from muster.gui.systems.mech.diagram import MIN_POINTS
from muster.services import queries

pytestmark = pytest.mark.skipif(os.environ.get("MUSTER_TEST_DPR") != "2",
                                reason="run by test_high_dpi.py on a screen of device pixel ratio 2")


def test_window_and_mech_status_render_at_twice_the_pixels(qtbot, make_window, tmp_path):
    from muster.services.sample import create_sample

    assert QApplication.primaryScreen().devicePixelRatio() == 2
    window = make_window()
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    battle = next(b for b in queries.battles(window.service) if b.system == "mech")
    window.battles.select(battle.id)
    window.showMaximized()
    QApplication.processEvents()
    dock = window.statusDock
    assert dock.isVisible()
    for name, widget in (("window", window), ("status", dock)):
        path = tmp_path / f"{name}.png"
        assert widget.grab().save(str(path))
        image = QImage(str(path))
        assert (image.width(), image.height()) == (2 * widget.width(), 2 * widget.height()), name

    diagram = window.battle_view.status_dock_widget().diagram
    assert diagram.isVisible() and diagram.logicalDpiY() == 96  # sizes in logical pixels: 8 pt stays 8 pt
    image = QImage(diagram.size() * 2, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(2)
    image.fill(QColor("white"))
    painter = FontRecorder(image)
    diagram.paint_on(painter)
    painter.end()
    assert painter.sizes and min(painter.sizes) >= MIN_POINTS - 0.01
    assert image.pixelColor(image.width() // 2, image.height() // 3) != QColor("white")  # the doll, drawn
