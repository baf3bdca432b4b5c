"""The players' screen shows the file the moment anything changes (issue 24), and the Combat Log dock exports a
log for the players beside the GM's full one."""

from __future__ import annotations

import csv

import pytest
from player_view_texts import player_strings

from muster.gui.operations import battle as battle_ops
from muster.services import battle as battle_svc
from muster.services import generic, roster, visibility
from muster.services import queries as q
from muster.services.export import log_csv, log_markdown

from gui_helpers import key

AMBUSHER = "Greenwood Lurkers"


@pytest.fixture
def path(campaign_copy):
    return campaign_copy("sample.muster", sample=True, seed=3)


def _generic(svc):
    return next(b for b in q.battles(svc) if b.system == "generic")


def _shows_the_file(window) -> bool:
    link = window.player
    battle = link.view().battle
    return battle is not None and battle == visibility.player_battle(window.service, link.battle_id())


def _shown(window) -> str:
    return "\n".join(player_strings(window.player))


def test_the_player_view_shows_the_battle_the_moment_it_opens(qtbot, make_window, path):
    window = make_window()
    assert window.open_campaign(path)
    battle = _generic(window.service)
    window.battles.select(battle.id)
    key(qtbot, window, "Ctrl+Shift+V")  # View ▸ Player View, with no GM action since
    qtbot.waitUntil(window.player.is_open)
    view = window.player.view()
    assert view.titleLabel.text() == battle.name and _shows_the_file(window)
    window.player.set_open(False)
    window.run(battle_svc.next_phase, battle.id)  # while the players' window is shut
    window.run(battle_svc.set_active, battle.id, 2)
    window.player.set_open(True)
    assert _shows_the_file(window)
    now = q.battle(window.service, battle.id)
    assert f"· {now.phase_name}" in view.turnLabel.text()
    acting = q.unit(window.service, now.initiative[2]).name
    assert [lab.text() for lab in view.initiative_labels if lab.property("acting")] == [f"▶ {acting}"]


def test_after_a_restart_the_player_view_shows_the_campaign_at_once(qtbot, make_window, path):
    first = make_window()
    assert first.open_campaign(path)
    battle = _generic(first.service)
    first.battles.select(battle.id)
    first.run(visibility.set_hidden, [battle.initiative[3]], True)
    first.close()
    window = make_window()  # Muster started again: the same campaign, the players' window opened afresh
    assert window.open_campaign(path)
    window.battles.select(battle.id)
    window.player.set_open(True)
    assert _shows_the_file(window) and window.player.view().titleLabel.text() == battle.name
    assert "Outlaw Riders" not in _shown(window)
    window.session.close()  # reopening the campaign while the players' window is up
    assert window.player.view().battle is None and window.player.view().titleLabel.text() == ""
    assert window.open_campaign(path)
    window.battles.select(battle.id)
    assert _shows_the_file(window) and "Outlaw Riders" not in _shown(window)


def test_hide_reveal_phase_and_initiative_reach_the_players_at_once(qtbot, make_window, path):
    window = make_window()
    assert window.open_campaign(path)
    svc = window.service
    battle = _generic(svc)
    window.battles.select(battle.id)
    window.player.set_open(True)
    riders = battle.initiative[3]
    reserve = roster.create_unit(svc, q.unit(svc, riders).force_id, AMBUSHER, state={"attack": 4, "max_hits": 6})
    steps = [
        (visibility.set_hidden, [riders, reserve], True),
        (generic.attack, battle.id, reserve, battle.initiative[0]),  # in reserve, hidden, and it acts
        (battle_svc.next_phase, battle.id),
        (battle_svc.set_active, battle.id, 1),
        (battle_svc.add_units, battle.id, [reserve]),  # it joins the initiative, still hidden
        (battle_svc.set_active, battle.id, 4),  # its turn
        (generic.attack, battle.id, reserve, battle.initiative[1]),
        (visibility.set_hidden, [riders], False),
    ]
    for fn, *args in steps:
        window.run(fn, *args)
        assert _shows_the_file(window), fn.__name__
        shown = _shown(window)
        assert AMBUSHER not in shown, fn.__name__
        assert ("Outlaw Riders" in shown) == (riders not in visibility.hidden_ids(svc)), fn.__name__
    view = window.player.view()
    assert not any(lab.property("acting") for lab in view.initiative_labels if lab.text())  # a hidden unit's turn
    battle_ops.next_unit(window)
    assert _shows_the_file(window)
    window.run(visibility.set_hidden, [reserve], False)  # revealed: its attacks are the players' story now
    assert AMBUSHER in _shown(window) and _shows_the_file(window)


def test_the_log_docks_export_menu_offers_the_gms_log_and_the_players(qtbot, make_window, path, tmp_path,
                                                                     monkeypatch):
    from muster.gui.operations import campaign as campaign_ops

    window = make_window()
    assert window.open_campaign(path)
    svc = window.service
    battle = _generic(svc)
    reserve = roster.create_unit(svc, q.unit(svc, battle.initiative[3]).force_id, AMBUSHER,
                                 state={"attack": 4, "max_hits": 6})
    window.run(visibility.set_hidden, [reserve], True)
    window.run(generic.attack, battle.id, reserve, battle.initiative[0])
    window.run(generic.attack, battle.id, battle.initiative[0], battle.initiative[1])
    dock = window.logDock
    assert [a.text() for a in dock.csvButton.menu().actions()] == ["Full Log (GM)…", "For the Players…"]
    assert [a.text() for a in dock.mdButton.menu().actions()] == ["Full Log (GM)…", "For the Players…"]
    asked = []

    def save_as(parent, title, start, pattern):
        asked.append((title, start.rsplit("/", 1)[-1]))
        return str(tmp_path / start.rsplit("/", 1)[-1]), pattern

    monkeypatch.setattr(campaign_ops.QFileDialog, "getSaveFileName", staticmethod(save_as))
    dock.csvFullAction.trigger()
    dock.csvPlayersAction.trigger()
    dock.mdFullAction.trigger()
    dock.mdPlayersAction.trigger()
    assert asked == [("Export Combat Log", "combat-log.csv"),
                     ("Export Combat Log for the Players", "combat-log-players.csv"),
                     ("Export Combat Log", "combat-log.md"),
                     ("Export Combat Log for the Players", "combat-log-players.md")]
    flt = dock.current_filter()
    full = (tmp_path / "combat-log.csv").read_bytes().decode()
    assert full == log_csv(svc, flt) and AMBUSHER in full  # the GM's export as it always was
    assert (tmp_path / "combat-log.md").read_bytes().decode() == log_markdown(svc, flt)
    players = (tmp_path / "combat-log-players.csv").read_text()
    rows = list(csv.DictReader(players.splitlines()))
    assert AMBUSHER not in players and rows and "hide-units" not in {r["kind"] for r in rows}
    assert rows[-1]["text"] == q.last_action(svc, battle.id).text
    players_md = (tmp_path / "combat-log-players.md").read_text()
    assert AMBUSHER not in players_md and players_md.count("\n") == 2 + len(rows)
    assert window.statusBar().currentMessage().startswith("Log for the players exported to ")
