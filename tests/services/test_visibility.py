"""What the players may see (issue 17): hidden units, the players' side, enemy detail, GM-only results."""

from __future__ import annotations

import pytest

from muster.services import ServiceError, generic, gurps, roster, visibility
from muster.services import queries as q
from muster.services.export import format_rolls


def _battle(svc, system: str):
    return next(b for b in q.battles(svc) if b.system == system)


def _names(view) -> list[str]:
    return [u.name for u in view.units]


def test_hide_and_reveal_are_one_undoable_action_each(sample_service):
    svc = sample_service
    battle = _battle(svc, "generic")
    spears = battle.initiative[1]
    assert visibility.set_hidden(svc, [spears], True) == 1
    assert visibility.hidden_ids(svc) == {spears}
    assert svc.history("done", 1)[0].label == "Hide Militia Spears from players"
    assert "Militia Spears" not in _names(visibility.player_battle(svc, battle.id))
    svc.undo()
    assert visibility.hidden_ids(svc) == set()
    assert "Militia Spears" in _names(visibility.player_battle(svc, battle.id))
    svc.redo()
    assert visibility.hidden_ids(svc, [spears, battle.initiative[0]]) == {spears}
    assert visibility.set_hidden(svc, [spears], False) == 1
    assert svc.history("done", 1)[0].label == "Reveal Militia Spears to players"


def test_hiding_refuses_nothing_chosen_unknown_units_and_no_change(sample_service):
    svc = sample_service
    unit = q.roster(svc)[2][0]
    done = len(svc.history("done"))
    with pytest.raises(ServiceError, match="Choose the units"):
        visibility.set_hidden(svc, [], True)
    with pytest.raises(ServiceError, match="no unit #9999"):
        visibility.set_hidden(svc, [unit.id, 9999], True)
    with pytest.raises(ServiceError, match="already shown to the players"):
        visibility.set_hidden(svc, [unit.id], False)
    assert len(svc.history("done")) == done and visibility.hidden_ids(svc) == set()


def test_players_side_defaults_to_the_first_and_is_kept_undoably(sample_service):
    svc = sample_service
    crown, rebels = q.roster(svc)[0][:2]
    assert visibility.player_settings(svc) == visibility.PlayerSettings(crown.id, False)
    battle = _battle(svc, "gurps")
    view = visibility.player_battle(svc, battle.id)
    assert view.own_side == crown.name
    own = [u for u in view.units if u.own]
    assert own and all("Morale" in u.status for u in own)  # readiness, head count and morale in full
    enemy = [u for u in view.units if not u.own]
    assert enemy and all("Morale" not in u.status and u.status.startswith("Ready") for u in enemy)
    visibility.set_player_side(svc, rebels.id)
    assert visibility.player_settings(svc).side_id == rebels.id
    assert {u.name for u in visibility.player_battle(svc, battle.id).units if u.own} == {u.name for u in enemy}
    svc.undo()
    assert visibility.player_settings(svc).side_id == crown.id
    with pytest.raises(ServiceError, match="no side #999"):
        visibility.set_player_side(svc, 999)


def test_enemy_detail_setting_shows_enemies_in_full(sample_service):
    svc = sample_service
    battle = _battle(svc, "mech")
    enemy = next(u for u in visibility.player_battle(svc, battle.id).units if not u.own)
    assert "armor 100%" in enemy.status and "heat" not in enemy.status and "pilot" not in enemy.status
    assert not enemy.doll and enemy.state is None  # no paper doll of the enemy's mech
    own = next(u for u in visibility.player_battle(svc, battle.id).units if u.own)
    assert own.doll and own.state is not None and "heat 0" in own.status
    visibility.set_enemy_detail(svc, True)
    enemy = next(u for u in visibility.player_battle(svc, battle.id).units if not u.own)
    assert "heat 0" in enemy.status and not enemy.doll
    svc.undo()
    assert not visibility.player_settings(svc).enemy_detail


def test_summaries_per_system(sample_service):
    svc = sample_service
    bucs = visibility.player_battle(svc, _battle(svc, "bucs").id)
    assert all("●" in u.status for u in bucs.units if u.own)  # the quality ladder with its hits
    assert {u.status for u in bucs.units if not u.own} == {"Fighting · unhurt"}
    poleaxe = visibility.player_battle(svc, _battle(svc, "poleaxe").id)
    assert all("HTK" in u.status for u in poleaxe.units if u.own)
    assert all(u.status == "steady · unhurt" for u in poleaxe.units if not u.own)
    assert poleaxe.distances == ("The Crown — The Rebels: 7 move spaces",)
    assert visibility.summarise("generic", {"max_hits": 4, "hits_taken": 4}) == visibility.Summary(
        "Out of action", True)
    assert visibility.summarise("generic", {"max_hits": 4, "hits_taken": 1}).text == "Hurt"
    assert visibility.summarise("bucs", {"broken": "state"}) == visibility.Summary("", False)


def test_last_result_is_the_log_text_with_its_dice_and_never_names_a_hidden_unit(sample_service):
    from muster.rules.dice import ScriptedDice

    svc = sample_service
    battle = _battle(svc, "generic")
    pikes, spears, archers, riders = battle.initiative
    svc.set_dice_source(ScriptedDice([18, 5]))
    generic.attack(svc, battle.id, pikes, spears)
    row = q.last_action(svc, battle.id)
    view = visibility.player_battle(svc, battle.id)
    assert view.result == visibility.PublicResult(row.text, format_rolls(row.rolls), row.round, row.phase)
    assert "[18]" in view.result.dice
    visibility.set_hidden(svc, [riders], True)
    svc.set_dice_source(ScriptedDice([17, 2]))
    generic.attack(svc, battle.id, riders, archers)  # the ambush strikes: the players see the one before
    view = visibility.player_battle(svc, battle.id)
    assert view.result.text == row.text and "Outlaw Riders" not in _names(view)
    roster.rename(svc, "units", riders, "Riders")  # a rename is not a battle action: still hidden
    assert "Riders" not in _names(visibility.player_battle(svc, battle.id))


def test_the_acting_unit_hidden_marks_no_one(sample_service):
    svc = sample_service
    battle = _battle(svc, "generic")
    visibility.set_hidden(svc, [battle.initiative[battle.active]], True)
    assert not any(u.acting for u in visibility.player_battle(svc, battle.id).units)


def test_a_seers_gm_only_reading_stays_off_the_players_view(sample_service):
    svc = sample_service
    battle = _battle(svc, "gurps")
    reading = gurps.consult_seer(svc, battle.id, "defender", "Old Morwen")
    view = visibility.player_battle(svc, battle.id)
    shown = repr(view)
    assert view.result is not None and "Old Morwen" in view.result.text
    assert "GM only" not in shown and reading.explanation not in shown and "divination" not in shown
    assert reading.modifier["name"] not in shown


def test_a_missing_battle_has_no_view(service):
    assert visibility.player_battle(service, 42) is None
    assert visibility.player_settings(service) == visibility.PlayerSettings(None, False)
