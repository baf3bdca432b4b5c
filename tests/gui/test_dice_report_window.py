"""Campaign ▸ Dice Report (issue 29): opened from the menu, a battle chosen, the GM reads each die's counts and
verdict, the dice entered by hand apart from the automatic ones."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from muster.rules.dice import ScriptedDice
from muster.services import dice_roller
from muster.services import queries as q

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def window(make_window, campaign_copy):
    window = make_window()
    assert window.open_campaign(campaign_copy("sample.muster", sample=True, seed=3))
    return window


def _by_hand(svc, notation, faces, battle_id=None):
    svc.set_dice_source(ScriptedDice(faces))
    try:
        dice_roller.roll(svc, notation, battle_id=battle_id)
    finally:
        svc.set_dice_source(None)


def _open_from_the_menu(qtbot, window):
    menu_bar, menu, action = window.menuBar(), window.menuCampaign, window.actionDiceReport
    qtbot.mouseClick(menu_bar, Qt.MouseButton.LeftButton, pos=menu_bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    shown = window.dice_report.report_window
    assert shown is not None
    qtbot.waitUntil(shown.isVisible)
    return shown


def test_open_choose_a_battle_read_counts_and_verdict(qtbot, window):
    svc = window.service
    battle = q.battles(svc)[1]
    for _ in range(40):
        _by_hand(svc, "d6", [6], battle_id=battle.id)  # a loaded die in the second battle
    _by_hand(svc, "d8", [3])  # the campaign's, in no battle
    dice_roller.roll(svc, "2d6", battle_id=battle.id)  # the campaign's own dice

    shown = _open_from_the_menu(qtbot, window)
    assert shown.tabs.currentIndex() == 0 and "By hand" in shown.tabs.tabText(0)
    whole_d8 = shown.card("by hand", "d8")
    assert whole_d8 is not None and "too few rolls to tell" in whole_d8.verdictLabel.text()

    shown.battleCombo.setFocus()
    index = shown.battleCombo.findData(battle.id)
    assert index > 0 and battle.name in shown.battleCombo.itemText(index)
    for _ in range(index):
        qtbot.keyClick(shown.battleCombo, Qt.Key.Key_Down)
    assert shown.battleCombo.currentData() == battle.id

    assert shown.card("by hand", "d8") is None  # not this battle's
    d6 = shown.card("by hand", "d6")
    assert d6 is not None
    counts = [d6.countsTable.item(0, column).text() for column in range(6)]
    assert counts[5] == str(d6.die.counts[5]) and int(counts[5]) >= 40
    assert "looks biased (p < 0.001)" in d6.verdictLabel.text()
    assert shown.card("automatic", "d6") is not None  # the automatic 2d6, on the other tab
    assert f"({sum(d.dice for d in shown.report.by_hand)} dice)" in shown.tabs.tabText(0)
    assert "undone ones too" in shown.methodLabel.text()


def test_the_report_follows_new_rolls(qtbot, window):
    shown = _open_from_the_menu(qtbot, window)
    before = shown.card("by hand", "d20")
    count = before.die.counts[19] if before else 0
    window.run(lambda svc: (svc.set_dice_source(ScriptedDice([20])), dice_roller.roll(svc, "d20"),
                            svc.set_dice_source(None)))
    qtbot.waitUntil(lambda: (c := shown.card("by hand", "d20")) is not None and c.die.counts[19] == count + 1)
