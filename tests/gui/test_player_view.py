"""The player view (issue 17): the table's screen follows the campaign and shows only what players may see."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt

from muster.services import queries as q
from muster.services import visibility
from muster.services.export import format_rolls

from gui_helpers import key


@pytest.fixture
def window(make_window, campaign_copy):
    window = make_window()
    assert window.open_campaign(campaign_copy("sample.muster", sample=True, seed=3))
    return window


def _battle(window, system: str):
    return next(b for b in q.battles(window.service) if b.system == system)


def _open(qtbot, window):
    key(qtbot, window, "Ctrl+Shift+V")  # View ▸ Player View
    link = window.player
    qtbot.waitUntil(link.is_open)
    return link, link.view()


def _shown_names(view) -> list[str]:
    return [label.text().lstrip("▶ ").strip() for label in view.initiative_labels if label.isVisibleTo(view)]


def _card(view, name: str):
    return next(c for c in view.cards if c.isVisibleTo(view) and c.nameLabel.text().lstrip("▶ ") == name)


def test_opens_from_the_view_menu_on_each_systems_sample_battle(qtbot, window):
    link, view = _open(qtbot, window)
    assert link.open_action.isChecked() and link.player_window.isWindow()
    assert link.player_window is not window and link.player_window.parent() is None  # a window of its own
    for battle in q.battles(window.service):
        window.battles.select(battle.id)  # the player view follows the GM's battle
        pb = visibility.player_battle(window.service, battle.id)
        assert view.titleLabel.text() == battle.name
        assert view.turnLabel.text().startswith(f"{pb.round_name} {battle.round} · {battle.phase_name}")
        units = [window.roster_model.unit_row(i).name for i in battle.initiative]
        assert _shown_names(view) == units
        acting = units[battle.active]
        assert [lab.text() for lab in view.initiative_labels if lab.property("acting")] == [f"▶ {acting}"]
        own = {u.name for u in pb.units if u.own}
        for unit in pb.units:
            card = _card(view, unit.name)
            assert card.statusLabel.text() == unit.status and card.property("own") == (unit.name in own)
        if battle.system == "bucs":
            assert all("●" in _card(view, n).statusLabel.text() for n in own)  # quality ladder and hits
            assert {_card(view, u.name).statusLabel.text() for u in pb.units if not u.own} == {"Fighting · unhurt"}
        elif battle.system == "poleaxe":
            assert all("HTK" in _card(view, n).statusLabel.text() for n in own)
            assert view.distanceLabel.text() == "Distance: The Crown — The Rebels: 7 move spaces"
            assert view.distanceLabel.isVisibleTo(view)
        elif battle.system == "gurps":
            assert all("Morale" in _card(view, n).statusLabel.text() for n in own)
            assert all(_card(view, u.name).statusLabel.text() == "Ready" for u in pb.units if not u.own)
        elif battle.system == "mech":
            dolls = [c for c in view.cards if c.isVisibleTo(view) and c.mech is not None and c.mech.isVisibleTo(view)]
            assert {c.nameLabel.text().lstrip("▶ ") for c in dolls} == own  # paper dolls of the players' mechs only
            assert all(c.mech.sheet() is not None and c.mech.sheet()["heat"] == 0 for c in dolls)
            enemy = next(u for u in pb.units if not u.own)
            assert _card(view, enemy.name).statusLabel.text().endswith("armor 100% · structure 100%")
        if battle.system != "poleaxe":
            assert not view.distanceLabel.isVisibleTo(view)
    link.player_window.close()
    assert not link.open_action.isChecked()


def test_an_action_shows_at_once_with_its_dice_as_the_log_shows_them(qtbot, window):
    from muster.rules.dice import ScriptedDice

    battle = _battle(window, "generic")
    window.battles.select(battle.id)
    link, view = _open(qtbot, window)
    before = view.resultLabel.text()
    window.service.set_dice_source(ScriptedDice([19, 4]))
    key(qtbot, window, "Ctrl+K")  # Battle ▸ Resolve: Guard Pikes attack
    row = q.last_action(window.service, battle.id)
    assert view.resultLabel.text() == row.text and view.diceLabel.text() == format_rolls(row.rolls)
    assert "[19]" in view.diceLabel.text()
    key(qtbot, window, "Ctrl+J")  # Next Unit: the acting unit moves on the players' screen too
    assert [lab.text() for lab in view.initiative_labels if lab.property("acting")] == ["▶ Militia Spears"]
    key(qtbot, window, "Ctrl+Z")
    key(qtbot, window, "Ctrl+Z")
    assert view.resultLabel.text() == before and "[19]" not in view.diceLabel.text()


def test_hide_from_players_with_its_shortcut_marks_the_roster_and_undoes(qtbot, window):
    battle = _battle(window, "generic")
    window.battles.select(battle.id)
    link, view = _open(qtbot, window)
    riders = battle.initiative[3]
    roster = window.rosterDock.view
    index = window.roster_model.unit_index(riders)
    roster.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                                            | QItemSelectionModel.SelectionFlag.Rows)
    assert link.hide_action.text() == "&Hide from Players"
    key(qtbot, window, "Ctrl+Alt+H")
    assert visibility.hidden_ids(window.service) == {riders}
    assert "Outlaw Riders" not in _shown_names(view) and "Outlaw Riders" not in " ".join(view.texts())
    model = window.roster_model
    assert index.data() == "Outlaw Riders"  # the name itself stays (rename edits it)
    assert model.index(index.row(), 2, index.parent()).data().startswith("Hidden · ")
    assert index.data(Qt.ItemDataRole.FontRole).italic()
    assert link.hide_action.text() == "&Reveal to Players"
    key(qtbot, window, "Ctrl+Z")
    assert "Outlaw Riders" in _shown_names(view) and not model.is_hidden(riders)
    key(qtbot, window, "Ctrl+Y")
    assert "Outlaw Riders" not in _shown_names(view)
    key(qtbot, window, "Ctrl+Alt+H")  # all chosen are hidden: the command reveals them
    assert visibility.hidden_ids(window.service) == set() and "Outlaw Riders" in _shown_names(view)


def test_pause_pin_theme_and_preview(qtbot, window):
    generic_battle, bucs_battle = _battle(window, "generic"), _battle(window, "bucs")
    window.battles.select(generic_battle.id)
    link, view = _open(qtbot, window)
    key(qtbot, window, "Ctrl+Shift+Space")  # Pause Player Screen: blank
    assert view.paused() and view.stack.currentWidget() is view.pausedPage
    window.battles.select(bucs_battle.id)  # behind the blank the view still follows
    assert view.titleLabel.text() == bucs_battle.name and view.paused()
    key(qtbot, window, "Ctrl+Shift+Space")  # reveal
    assert not view.paused() and view.stack.currentIndex() == 0
    link.pin(generic_battle.id)
    window.battles.select(_battle(window, "mech").id)
    assert view.titleLabel.text() == generic_battle.name  # pinned: the GM looks elsewhere
    link.pin(None)
    assert view.titleLabel.text() == _battle(window, "mech").name
    link.set_theme("light")
    assert view.theme == "light" and window.settings.value("playerView/theme") == "light"
    assert not any(c.mech.dark for c in view.cards if c.mech is not None and c.mech.isVisibleTo(view))
    window.menuView.aboutToShow.emit()
    preview = link.preview.pixmap()
    assert not preview.isNull() and preview.width() == 320
    assert link.preview_action in window.menuView.actions()


def test_the_options_menu_sets_the_players_side_and_enemy_detail_undoably(qtbot, window):
    battle = _battle(window, "gurps")
    window.battles.select(battle.id)
    link, view = _open(qtbot, window)
    link.options.aboutToShow.emit()
    texts = [a.text() for a in link.options.actions()]
    assert "Follow My Battle" in texts and "The Rebels" in texts and "Dark" in texts
    next(a for a in link.options.actions() if a.text() == "The Rebels").trigger()
    assert view.ownHeading.text() == "Your forces: The Rebels"
    link.options.aboutToShow.emit()
    link.enemy_detail_action.trigger()
    assert all("Morale" in c.statusLabel.text() for c in view.cards if c.isVisibleTo(view))
    key(qtbot, window, "Ctrl+Z")
    key(qtbot, window, "Ctrl+Z")
    assert view.ownHeading.text() == "Your forces: The Crown"


def test_one_screen_a_window_two_screens_remembered(qtbot, window):
    from muster.gui.player import _screen_names

    link, _view = _open(qtbot, window)
    assert not link.player_window.isFullScreen()  # one screen: a window the GM can move
    name = _screen_names()[0]
    link.set_full_screen(name)
    qtbot.waitUntil(link.player_window.isFullScreen)
    assert window.settings.value("playerView/fullScreen") == name
    assert link._full_screen_name() == name
    link.set_full_screen(None)
    qtbot.waitUntil(lambda: not link.player_window.isFullScreen())
    link.set_open(False)
    assert window.settings.value("playerView/screen") == name  # where it was, for next time


def test_a_unit_out_of_the_fight_is_greyed_and_the_card_forgets_it(qtbot, window):
    from PySide6.QtGui import QPalette

    from muster.gui.player.window import THEMES
    from muster.services import generic

    battle = _battle(window, "generic")
    window.battles.select(battle.id)
    link, view = _open(qtbot, window)
    window.run(generic.apply_damage, battle.initiative[0], 99, battle.id)  # Guard Pikes fall

    def colour(card):
        return card.statusLabel.palette().color(QPalette.ColorRole.WindowText).name()

    theme = THEMES[view.theme]
    pikes = _card(view, "Guard Pikes")
    assert pikes.property("out") and colour(pikes) == theme["out"].lower()
    window.battles.select(_battle(window, "gurps").id)  # the same card now shows a unit still fighting
    first = view.cards[0]
    assert not first.property("out") and colour(first) == theme["fg"].lower()


def test_with_two_screens_it_first_fills_the_other_one_then_the_one_chosen(window, monkeypatch):
    import muster.gui.player as player

    class Screen:
        def __init__(self, name):
            self._name = name

        def name(self):
            return self._name

    laptop, tv = Screen("eDP-1"), Screen("HDMI-1")
    monkeypatch.setattr(player, "_screens", lambda: [laptop, tv])
    monkeypatch.setattr(player, "_screen_of", lambda widget: laptop)
    link = window.player
    window.settings.remove("playerView/fullScreen")
    assert link._full_screen_name() == "HDMI-1"  # first use: the screen the GM's window is not on
    link.set_full_screen("eDP-1")
    assert link._full_screen_name() == "eDP-1"
    link.set_full_screen("HDMI-1")
    monkeypatch.setattr(player, "_screens", lambda: [laptop])
    assert link._full_screen_name() is None  # that screen unplugged: a window again
    link.set_full_screen(None)
    assert window.settings.value("playerView/fullScreen") == "" and link._full_screen_name() is None


def test_the_players_window_closes_with_the_gms(qtbot, window):
    link, _view = _open(qtbot, window)
    player_window = link.player_window
    window.close()
    assert not player_window.isVisible()
    assert not player_window.testAttribute(Qt.WidgetAttribute.WA_QuitOnClose)
