"""The Advise tab of each system's panel in the real window on the sample campaign: the advisor's options best
first, as ``muster advise`` would seed them for the panel's fields; Battle ▸ Use Advised Option (the key) and Use
this option fill the panel's fields from the option's action; a changed modifier advises again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTabWidget

from muster.gui import advise
from muster.gui.advise import percent
from muster.services import queries as q
from muster.services.advice import advice_builder_of
from muster.services.advice_common import campaign_seed
from muster.services.sample import create_sample

from gui_helpers import key


@pytest.fixture
def window(make_window, tmp_path):
    window = make_window()
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    return window


def show(qtbot, window, system):
    battle = next(b for b in q.battles(window.service) if b.system == system)
    window.battles.select(battle.id)
    qtbot.waitUntil(lambda: window.battle_view.titleLabel.text() == battle.name)
    return window.battle_view, battle


def open_advise_tab(qtbot, tabs: QTabWidget):
    index = next(i for i in range(tabs.count()) if tabs.tabText(i) == "A&dvise")
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert tabs.currentIndex() == index


def settled(qtbot, box):
    qtbot.waitUntil(lambda: box.settled, timeout=10_000)
    return box.advice


def shown(box):
    tree = box.options
    return [(tree.itemWidget(tree.topLevelItem(i), 0).text(), tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole))
            for i in range(tree.topLevelItemCount())]


def check_best_first(box, advice):
    """The list is the advice's options in its order (best first), each with its chance as a percentage."""
    rows = shown(box)
    assert rows and [o for _, o in rows] == list(advice.options)
    assert [text for text, _ in rows] == [percent(o.win) for o in advice.options]
    wins = [o.win for o in advice.options]
    assert wins == sorted(wins, reverse=True)


def as_the_cli_would(window, battle, setup):
    """The advice the service gives for ``setup`` with the seed ``muster advise`` uses."""
    request = advice_builder_of(battle.system)(window.service, battle.id, None, setup)
    return request.run(seed=campaign_seed(window.service, battle.id))


def click_option(qtbot, box, row):
    tree = box.options
    item = tree.topLevelItem(row)
    tree.scrollToItem(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(item).center())
    return item.data(0, Qt.ItemDataRole.UserRole)


def test_bucs_advice_fills_the_engagement(qtbot, window):
    from muster.gui.systems.bucs.advice_fields import advice_request
    from muster.services.bucs_advice import BucsSetup

    panel, battle = show(qtbot, window, "bucs")
    box = panel.adviseBox
    open_advise_tab(qtbot, panel.tabs)
    advice = settled(qtbot, box)
    check_best_first(box, advice)
    setup = BucsSetup(tuple(panel.attacker.unit_ids()), tuple(panel.defender.unit_ids()), panel.options())
    assert advice == as_the_cli_would(window, battle, setup)
    assert box.heading.text().startswith(advice.side) and advice.side == "The Crown"

    key(qtbot, window, advise.SHORTCUT)  # Battle ▸ Use Advised Option: the best (selected first)
    best = advice.best.action
    assert best.kind == "engage"
    assert panel.attacker.lead_id() == best.lead_id and panel.defender.lead_id() == best.target_id
    assert sorted(panel.attacker.helper_ids()) == sorted(best.helper_ids)
    assert panel.tabs.currentIndex() == 0 and panel.kind() == "round"  # the Engagement tab, ready to roll

    open_advise_tab(qtbot, panel.tabs)
    advice = settled(qtbot, box)
    row = next(i for i, o in enumerate(advice.options) if o.action.kind == "engage" and o.action != best)
    other = click_option(qtbot, box, row).action
    qtbot.mouseClick(box.useButton, Qt.MouseButton.LeftButton)
    assert panel.attacker.lead_id() == other.lead_id and panel.defender.lead_id() == other.target_id
    assert sorted(panel.attacker.helper_ids()) == sorted(other.helper_ids)
    assert advice_request(panel, None).key != ""  # the panel's fields as a set-up


def test_bucs_what_if_a_modifier_changes(qtbot, window):
    panel, battle = show(qtbot, window, "bucs")
    box = panel.adviseBox
    open_advise_tab(qtbot, panel.tabs)
    before = settled(qtbot, box)
    panel.terrainCombo.setCurrentIndex(panel.terrainCombo.findData("open"))  # the what if: open ground
    qtbot.waitUntil(lambda: box.settled and box.advice is not before, timeout=10_000)
    after = box.advice
    assert [w.label for w in after.worth] != [w.label for w in before.worth]
    assert all(w.label in box.worthLabel.text() for w in after.worth)
    check_best_first(box, after)


def test_mech_advice_fills_the_movement(qtbot, window):
    from muster.gui.operations import battle as battle_ops
    from muster.rules.dice import ScriptedDice

    panel, battle = show(qtbot, window, "mech")
    window.service.set_dice_source(ScriptedDice([6, 5, 4, 3, 2, 1, 6, 5]))
    panel.roll_initiative()
    battle_ops.next_phase(window)
    qtbot.waitUntil(lambda: window.current_battle().phase == 1)
    box = panel.adviseBox
    advice = settled(qtbot, box)  # the box is on the page, not in a tab: shown with the panel
    check_best_first(box, advice)
    assert {o.action.kind for o in advice.options} == {"move"}
    key(qtbot, window, advise.SHORTCUT)
    best = advice.best.action
    assert panel.moverCombo.currentData() == best.mech_id and panel.modeCombo.currentData() == best.mode
    assert panel.moveSpins["forward"].value() == best.forward

    panel.rangeSpin.setValue(9)  # the what if: the targets further off
    qtbot.waitUntil(lambda: box.settled and box.advice is not advice, timeout=10_000)
    assert box.advice != advice
    check_best_first(box, box.advice)


def test_poleaxe_advice_fills_the_declaration(qtbot, window):
    panel, battle = show(qtbot, window, "poleaxe")
    box = panel.adviseBox
    open_advise_tab(qtbot, panel.panelTabs)
    advice = settled(qtbot, box)
    check_best_first(box, advice)
    stance = click_option(qtbot, box, len(advice.options) - 1).action  # the last: not what the form shows
    qtbot.mouseClick(box.useButton, Qt.MouseButton.LeftButton)
    assert stance.kind == "stance"
    assert panel.bodyCombo.currentData() == stance.body and panel.spacesSpin.value() == stance.spaces
    assert panel.chargeCheck.isChecked() == stance.charge
    assert panel.panelTabs.currentWidget() is panel.phaseScroll


def test_gurps_advice_fills_the_planner(qtbot, window):
    panel, battle = show(qtbot, window, "gurps")
    box = panel.adviseBox
    open_advise_tab(qtbot, panel.tabs)
    advice = settled(qtbot, box)
    check_best_first(box, advice)
    row = next(i for i, o in enumerate(advice.options) if o.action.kind == "prepare")
    prepare = advice.options[row].action
    click_option(qtbot, box, row)
    key(qtbot, window, advise.SHORTCUT)  # the option selected, not the best
    assert panel.opsSideCombo.currentData() == prepare.side
    if prepare.operation in ("reconnaissance", "assassination"):
        assert panel.missionCombo.currentData() == prepare.operation
        assert panel.missionLeaderCombo.currentData() == prepare.leader
        assert panel.missionTeamSpin.value() == prepare.team
    assert panel.tabs.currentWidget().objectName() == "plannerScroll"


def test_the_key_on_a_hidden_tab_advises_first(qtbot, window):
    """Pressed while the Advise tab is not shown: the advice is worked out off the GUI thread, then the best is
    put in the fields."""
    panel, battle = show(qtbot, window, "bucs")
    box = panel.adviseBox
    assert box.advice is None and not box.isVisible()
    key(qtbot, window, advise.SHORTCUT)
    assert box.advice is None  # nothing waited for: the window goes on
    qtbot.waitUntil(lambda: box.advice is not None, timeout=10_000)
    best = box.advice.best.action  # an engagement, or an order first (the campaign's seed decides close calls)
    if best.kind == "engage":
        qtbot.waitUntil(lambda: panel.attacker.lead_id() == best.lead_id, timeout=2_000)
        assert panel.defender.lead_id() == best.target_id
    else:
        qtbot.waitUntil(lambda: panel.orderUnitCombo.currentData() == best.unit_id, timeout=2_000)
        assert panel.tabs.currentWidget() is panel.ordersBox


def test_poleaxe_what_if_the_missile_cover_changes(qtbot, window):
    panel, battle = show(qtbot, window, "poleaxe")
    box = panel.adviseBox
    open_advise_tab(qtbot, panel.panelTabs)
    before = settled(qtbot, box)
    key_before = box.shown_key
    panel.coverCombo.setCurrentIndex(panel.coverCombo.findData("hard"))
    qtbot.waitUntil(lambda: box.settled and box.shown_key != key_before, timeout=10_000)
    assert box.advice is not before


def test_mech_fire_fills_the_weapons_not_yet_declared_in_turn():
    from types import SimpleNamespace as NS

    from muster.gui.systems.mech.advice_fields import next_weapons
    from muster.services.mech_advice import Fire

    fire = Fire(attacker_id=1, target_id=2, weapons=("sl_a", "sl_a2", "flamer"))
    declared = [NS(attacker_id=1, target_id=2, weapon="sl_a"), NS(attacker_id=1, target_id=3, weapon="sl_a2"),
                NS(attacker_id=4, target_id=2, weapon="flamer")]
    panel = NS(_data=NS(declarations=declared))
    assert next_weapons(panel, fire) == ["sl_a2", "flamer"]  # only its own declarations at this target count
    declared += [NS(attacker_id=1, target_id=2, weapon="sl_a2"), NS(attacker_id=1, target_id=2, weapon="flamer")]
    assert next_weapons(panel, fire) == ["sl_a", "sl_a2", "flamer"]  # all declared: the option again, whole
