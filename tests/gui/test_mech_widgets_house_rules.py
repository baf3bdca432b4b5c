"""The mech editor and the Mech Status dock follow the campaign's house rules: a consciousness track of four boxes
(the fourth head hit kills) caps the editor's head hits and is what the pilot card draws and says."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from test_battle_panels_fit_a_laptop import laptop_window

from builders import hurt_boar
from muster.gui.systems.mech.editor import MechUnitDialog
from muster.gui.systems.mech.pilot import paint_pilot
from muster.gui.systems.mech.sheetdata import build_sheet
from muster.rules.mech import load_rules
from muster.services import house_rules

SHORT_TRACK = {"consciousness": {"needed": [5, 9, 13], "fatal_hit": 4}}


def painted(sheet) -> QImage:
    image = QImage(360, 200, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    p = QPainter(image)
    paint_pilot(p, QRectF(4, 4, 352, 192), sheet)
    p.end()
    return image


def test_a_house_rules_consciousness_track_in_the_editor_and_on_the_pilot_card(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "mech")
    forces = window.roster_model.forces()
    book = MechUnitDialog(forces, window, force_id=forces[0].id)
    qtbot.addWidget(book)
    assert book.headHitsSpin.maximum() == 6
    status = window.battle_view.status
    assert "of 6 consciousness boxes hit" in status.pilotCard.accessibleDescription()
    window.run(house_rules.set_override, "mech", SHORT_TRACK)
    house = MechUnitDialog(forces, window, force_id=forces[0].id)
    qtbot.addWidget(house)
    assert house.headHitsSpin.maximum() == 4  # the fourth hit kills under the house rule
    qtbot.waitUntil(lambda: "of 4 consciousness boxes hit" in window.battle_view.status.pilotCard
                    .accessibleDescription())
    # the card draws the campaign's track: four boxes, not the book's six
    rules = load_rules(SHORT_TRACK)
    sheet = build_sheet(hurt_boar(), rules)
    assert sheet["consciousness"] == {"needed": [5, 9, 13], "fatal_hit": 4}
    assert painted(sheet) != painted(build_sheet(hurt_boar(), load_rules()))
