"""The Mech Status dock's damage diagram, heat gauge and pilot card: what they show, on rendered pixels and on
their data, and that they follow actions and undo in the real window."""


from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from builders import hurt_boar
from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.gui.systems.mech.diagram import FILL, MechDiagram
from muster.gui.systems.mech.sheetdata import build_sheet
from muster.rules.mech import load_rules
from muster.services import mech, roster
from muster.services import queries as q

RULES = load_rules()




def colour_near(image, x, y, radius=3):
    """The most common colour in a small square (patterns and text fleck the fill)."""
    counts = {}
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            c = image.pixelColor(int(x) + dx, int(y) + dy).name()
            counts[c] = counts.get(c, 0) + 1
    return QColor(max(counts, key=counts.get))


def close(a: QColor, b: QColor, tol=40):
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= tol


# ---- data -------------------------------------------------------------------------------------------------






# ---- the painted widgets -----------------------------------------------------------------------------------
def test_diagram_paints_a_destroyed_location_in_its_colour_and_says_so(qtbot):
    diagram = MechDiagram()
    qtbot.addWidget(diagram)
    diagram.resize(480, 420)
    diagram.set_sheet(build_sheet(hurt_boar(), RULES, name="Hog"))
    diagram.show()
    qtbot.waitExposed(diagram)
    image = diagram.grab().toImage()
    dpr = image.devicePixelRatio()
    la = diagram.location_rect("left_arm")
    rt = diagram.location_rect("right_torso")
    rl = diagram.location_rect("right_leg")
    # low in each box, away from the numbers and the cross
    at = lambda r: (r.center().x() * dpr, (r.bottom() - r.height() * 0.2) * dpr)  # noqa: E731
    assert close(colour_near(image, *at(rt)), FILL["intact"])
    assert close(colour_near(image, *at(rl)), FILL["armor"], tol=90)  # yellow under a dot pattern
    assert colour_near(image, *at(la)).lightness() < 90  # dark: destroyed
    assert diagram.fill_colour("left_arm") == FILL["destroyed"]
    assert "Hog" in diagram.accessibleName()
    # hover and click: the location under the pointer
    point = la.center().toPoint()
    assert diagram.location_at(QPointF(point)) == "left_arm"
    with qtbot.waitSignal(diagram.locationSelected) as sig:
        qtbot.mouseClick(diagram, Qt.MouseButton.LeftButton, pos=point)
    assert sig.args == ["left_arm"]
    assert diagram.accessibleDescription().startswith("Left arm: destroyed.")
    diagram.setFocus()
    qtbot.keyClick(diagram, Qt.Key.Key_Right)
    assert diagram.selected == "left_torso"


def test_heat_gauge_marks_the_shutdown_zone_and_the_current_heat(qtbot):
    from muster.gui.systems.mech.heat import SHUTDOWN, HeatGauge, paint_heat

    gauge = HeatGauge()
    qtbot.addWidget(gauge)
    sheet = build_sheet(hurt_boar(), RULES)
    gauge.set_sheet(sheet)
    gauge.show()
    qtbot.waitExposed(gauge)
    image = gauge.grab().toImage()
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    probe = QImage(10, 10, QImage.Format.Format_RGB32)
    p = QPainter(probe)
    geo = paint_heat(p, QRectF(gauge.rect()).adjusted(4, 4, -4, -4), sheet)
    p.end()
    bar, y = geo["bar"], geo["y"]
    dpr = image.devicePixelRatio()
    x = (bar.x() + 4) * dpr
    filled = colour_near(image, x + 4, y(8) * dpr, 1)  # below the current heat (16): filled
    assert close(filled, SHUTDOWN)  # 16 is past the first shutdown check: the fill turns red
    zone = colour_near(image, bar.center().x() * dpr, y(27) * dpr, 1)
    assert zone.red() > zone.blue() + 40  # the hatched red shutdown zone above it
    said = gauge.accessibleDescription()
    assert "Heat 16 of 30" in said and "shutdown checks from 14" in said


def test_pilot_card_draws_the_movement_die_in_its_colour(qtbot):
    from muster.gui.systems.mech.pilot import PilotCard

    state = hurt_boar()
    state["turn"].update(move_mode="walk", jumped=3, die=2)
    card = PilotCard()
    qtbot.addWidget(card)
    card.resize(320, 200)
    card.set_sheet(build_sheet(state, RULES))
    card.show()
    qtbot.waitExposed(card)
    assert "Movement die red 2" in card.accessibleDescription()
    assert "2 of 6 consciousness boxes" in card.accessibleDescription()
    image = card.grab().toImage()
    reds = sum(1 for xx in range(0, 60) for yy in range(60, 140)
               if close(image.pixelColor(xx, yy), QColor("#C62828"), 30))
    assert reds > 50  # a red die face


# ---- in the real window: follows actions and undo ----------------------------------------------------------
def test_status_dock_follows_an_action_and_its_undo_and_compares_mechs(qtbot, make_window, tmp_path):
    window = make_window()
    assert campaign_ops.new_campaign(window, tmp_path / "dolls.muster")
    svc = window.service
    side = window.run(roster.create_side, "Red")
    force = window.run(roster.create_force, side, "Lance")
    hog = window.run(roster.create_unit, force, "Hog", "mech", mech.new_state("boar", {"name": "Kell"}))
    tusk = window.run(roster.create_unit, force, "Tusk", "mech", mech.new_state("tusker", {"name": "Ada"}))
    battle_ops.new_battle(window, "Ridge", "mech", [hog, tusk])
    panel = window.battle_view
    status = panel.status
    assert window.statusDock.stack.currentWidget() is status
    assert status.mechTabs.count() == 2
    status.select(hog)
    assert status.diagram.location("left_arm")["state"] == "intact"

    window.run(roster.set_unit_state, hog, hurt_boar(), "Shoot Hog")
    assert status.shown_unit_id() == hog
    assert status.diagram.location("left_arm")["state"] == "destroyed"
    assert status.heatGauge.accessibleDescription().startswith("Heat 16")
    status.diagram.select_location("left_arm")
    assert "<s>Medium Laser</s>" in status.card.detail.text()
    assert "Left arm: destroyed" in status.card.detail.accessibleDescription()

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert q.unit_state(svc, hog)["lost"] == []
    assert status.diagram.location("left_arm")["state"] == "intact"

    status.compareButton.setChecked(True)
    assert status.compareArea.isVisibleTo(status) and not status.card.isVisibleTo(status)
    shown = [c for c in status.compareCards if c.isVisibleTo(status)]
    assert [c.diagram.sheet()["name"] for c in shown] == ["Hog", "Tusk"]
