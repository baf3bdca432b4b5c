"""The GURPS unit editor works a unit's Troop Strength out as its battle will: at the tech level of its army (the
army its force's side fields, not a fixed TL3) and under the campaign's house rules (its per-man table, its special
weapons), never the bundled tables."""

import copy

from test_battle_panels_fit_a_laptop import laptop_window

from muster.gui.systems.gurps.dialogs import GurpsUnitDialog
from muster.rules.gurps.data import tables
from muster.services import gurps, house_rules


def heavy_infantry_by_tl() -> dict:
    """A house rule: heavy infantry 5 TS a man up to TL3, 8 from TL4 (the bundled table is empty: from the book)."""
    types = copy.deepcopy(tables()["troop_types"])
    for row in types:
        if row["key"] == "heavy_infantry":
            row["per_man"] = [{"min_tl": 0, "max_tl": 3, "ts": 5}, {"min_tl": 4, "max_tl": 12, "ts": 8}]
    return {"troop_types": types}


def editor(qtbot, window, force_id):
    dialog = GurpsUnitDialog(window.roster_model.forces(), window, force_id=force_id)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.nameEdit, "Huscarls")
    dialog.troopTypeCombo.setCurrentIndex(dialog.troopTypeCombo.findData("heavy infantry"))
    dialog.countSpin.setValue(100)
    return dialog


def force_of(window, side_id):
    return next(f.id for f in window.roster_model.forces() if f.side_id == side_id)


def test_unit_editor_reads_the_per_man_table_at_its_armys_tech_level_under_house_rules(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    battle = window.current_battle()
    view = window.battle_view.view
    attacker, defender = view.sides["attacker"], view.sides["defender"]
    window.run(house_rules.set_override, "gurps", heavy_infantry_by_tl())
    window.run(gurps.set_army, battle.id, "attacker", {**attacker.army, "tech_level": 5})
    window.run(gurps.set_army, battle.id, "defender", {**defender.army, "tech_level": 2})
    high = editor(qtbot, window, force_of(window, attacker.side_id))
    assert high.tech_level() == 5
    assert "TS 800 (computed)" in high.workingLabel.text()  # 100 x 8 (TL4 and up)
    low = editor(qtbot, window, force_of(window, defender.side_id))
    assert low.tech_level() == 2
    assert "TS 500 (computed)" in low.workingLabel.text()  # 100 x 5 (up to TL3)
    low.tlSpin.setValue(6)  # the unit's own TL wins over its army's
    assert "TS 800 (computed)" in low.workingLabel.text()
    window.run(house_rules.set_override, "gurps", None)
    again = editor(qtbot, window, force_of(window, attacker.side_id))
    assert "TS 800" not in again.workingLabel.text()  # without the house rule: no per-man table at any TL


def test_unit_editor_offers_the_special_weapons_of_the_campaigns_house_rules(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    special = copy.deepcopy(tables()["troop_strength"]["special"])
    special.append({"key": "war_wagon", "label": "War wagon", "ts": 40})
    window.run(house_rules.set_override, "gurps", {"troop_strength": {"special": special}})
    dialog = editor(qtbot, window, window.roster_model.forces()[0].id)
    wagons = dialog.findChild(type(dialog.tlSpin), "special_war_wagon")
    assert wagons is not None  # the house rule's weapon, beside the book's
    dialog.perManSpin.setValue(1)
    wagons.setValue(2)
    assert "TS 180 (computed)" in dialog.workingLabel.text()  # 100 x 1 + 2 wagons x 40
    assert dialog.values()[2]["special"] == [{"key": "war_wagon", "count": 2}]


def test_unit_editor_offers_the_troop_types_and_qualities_of_the_campaigns_house_rules(qtbot, make_window, tmp_path):
    window = laptop_window(qtbot, make_window, tmp_path, "gurps")
    types = copy.deepcopy(tables()["troop_types"])
    types.append({"key": "war_elephants", "label": "War elephants", "casualty_shift": 3,
                  "per_man": [{"min_tl": 0, "max_tl": 12, "ts": 30}]})
    quality = copy.deepcopy(tables()["quality"])
    quality.insert(0, {**quality[0], "key": "raw", "label": "Raw", "min_battles": None})
    window.run(house_rules.set_override, "gurps", {"troop_types": types, "quality": quality})
    dialog = editor(qtbot, window, window.roster_model.forces()[0].id)
    offered = [dialog.troopTypeCombo.itemData(i) for i in range(dialog.troopTypeCombo.count())]
    assert offered[-1] == "war elephants" and "heavy cavalry" in offered
    assert dialog.qualityCombo.itemData(0) == "Raw"
    dialog.troopTypeCombo.setCurrentIndex(len(offered) - 1)
    dialog.countSpin.setValue(10)
    assert "TS 300 (computed)" in dialog.workingLabel.text()  # 10 x 30: the house rule's own type
    assert dialog.values()[2]["troop_type"] == "war elephants"
