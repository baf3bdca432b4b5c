"""GURPS campaign upkeep in the app (pay day, treachery, recruits, battles fought), disasters with the enemy's
powers, and Glory's Strategy carried to the commander's next battle: scripted dice, undo, bad input."""

import json

import pytest
from test_gurps_service import dice, last_log, make_battle

from muster.rules.dice import ScriptedDice
from muster.services import ServiceError, gurps, gurps_upkeep, house_rules, roster
from muster.services import battle as battles
from muster.services import queries as q
from muster.services.export import public
from muster.services.gurps import ModifierView


def _army(svc, name="Red", units=(("Pikes", 100, 12, {}), ("Bows", 50, 15, {"quality": "Veteran"}))):
    side = roster.create_side(svc, name)
    force = roster.create_force(svc, side, f"{name} host")
    ids = {n: roster.create_unit(svc, force, n, "gurps", {"count": c, "morale": m, **extra})
           for n, c, m, extra in units}
    return side, ids


def _state(svc, uid):
    return q.unit_state(svc, uid)


def test_pay_day_extra_pay_raises_morale_for_one_month(service):
    side, ids = _army(service, units=(("Pikes", 100, 12, {"hiring_cost": 2000}),))
    out = gurps_upkeep.pay_army(service, side, 150)  # +50% extra: +1 Morale next month
    unit = out.units[0]
    assert (unit.normal_pay, unit.paid, unit.morale_after) == (200, 300, 13)
    assert _state(service, ids["Pikes"])["pay_morale"] == 1
    assert "paid 300 of 200 owed" in last_log(service).text
    gurps_upkeep.pay_army(service, side, 200)  # last month's +1 ends, +100%: +2
    assert _state(service, ids["Pikes"])["morale"] == 14
    gurps_upkeep.pay_army(service, side, 100)  # normal pay: the extra ends
    assert _state(service, ids["Pikes"])["morale"] == 12
    service.undo()
    assert _state(service, ids["Pikes"])["morale"] == 14


def test_missed_pay_rolls_morale_veterans_capped_and_pay_resumed_gives_it_back(service):
    side, ids = _army(service)
    with pytest.raises(ServiceError, match="how much Morale a failed roll costs"):
        gurps_upkeep.pay_army(service, side, 50)
    # Pikes Morale 12 roll 13: fail; Bows (Veteran 15, capped at 14) roll 14: made it
    service.set_dice_source(dice(13, 14))
    out = gurps_upkeep.pay_army(service, side, 50, failure_morale=-2)
    pikes, bows = out.units
    assert (pikes.morale_after, bows.morale_after) == (10, 15)
    assert bows.roll["effective_skill"] == 14
    assert _state(service, ids["Pikes"])["unpaid_morale"] == -2
    assert "hiring cost not entered" in pikes.working[0]
    gurps_upkeep.pay_army(service, side, 100)  # paid again: back by the next pay day (1 every 2nd day)
    assert _state(service, ids["Pikes"])["morale"] == 12
    assert "unpaid_morale" not in _state(service, ids["Pikes"])
    with pytest.raises(ServiceError, match="0 to 1000"):
        gurps_upkeep.pay_army(service, side, -5)
    with pytest.raises(ServiceError, match="no army"):
        gurps_upkeep.pay_army(service, 9999, 100)


def test_missed_pay_uses_the_books_number_once_entered(service):
    side, ids = _army(service, units=(("Pikes", 100, 12, {}),))
    house_rules.set_override(service, "gurps", {"upkeep": {"missed_pay": {"failure_morale": -3}}})
    service.set_dice_source(dice(18))
    gurps_upkeep.pay_army(service, side, 0, failure_morale=-1)  # the book's -3 wins
    assert _state(service, ids["Pikes"])["morale"] == 9
    assert gurps_upkeep.upkeep_view(service).failure_morale == -3


def test_treachery_other_units_roll_morale(service):
    side, ids = _army(service, units=(("Traitors", 10, 10, {}), ("Pikes", 100, 12, {}), ("Bows", 50, 11, {})))
    service.set_dice_source(dice(12, 12))  # Pikes 12 made it: +1 angered; Bows 11 failed: -1
    out = gurps_upkeep.treachery(service, ids["Traitors"])
    assert [(u.unit, u.morale_change) for u in out.units] == [("Pikes", 1), ("Bows", -1)]
    assert _state(service, ids["Traitors"])["morale"] == 10
    assert (_state(service, ids["Pikes"])["morale"], _state(service, ids["Bows"])["morale"]) == (13, 10)
    assert "Treachery in Red (Traitors)" in last_log(service).text


def test_recruits_follow_the_articles_example(service):
    """87 Veterans averaging 10 battles and 11 Green recruits: 881 / 98 = 8.99, cut to 8 battles."""
    side, ids = _army(service, units=(("Legion", 87, 15, {"quality": "Veteran", "battles": 10}),))
    out = gurps_upkeep.add_recruits(service, ids["Legion"], 11, "Green")
    assert out.battle_points == 881 and out.battles == 8 and out.men == 98
    st = _state(service, ids["Legion"])
    assert (st["count"], st["battles"], st["quality"]) == (98, 8, "Veteran")  # bounds not entered: stays
    # with the GM's bounds entered, the quality follows the average
    house_rules.set_override(service, "gurps", {"quality": [
        {"key": "green", "label": "Green", "min_battles": 1}, {"key": "average", "label": "Average", "min_battles": 3},
        {"key": "seasoned", "label": "Seasoned", "min_battles": 6},
        {"key": "veteran", "label": "Veteran", "min_battles": 9},
        {"key": "elite", "label": "Elite", "min_battles": 15}]})
    service.undo()  # the override
    service.undo()  # the recruits
    house_rules.set_override(service, "gurps", {"quality": [
        {"key": "green", "label": "Green", "min_battles": 1}, {"key": "average", "label": "Average", "min_battles": 3},
        {"key": "seasoned", "label": "Seasoned", "min_battles": 6},
        {"key": "veteran", "label": "Veteran", "min_battles": 9},
        {"key": "elite", "label": "Elite", "min_battles": 15}]})
    gurps_upkeep.add_recruits(service, ids["Legion"], 11, "Green")
    assert _state(service, ids["Legion"])["quality"] == "Seasoned"
    with pytest.raises(ServiceError, match="Troop Quality"):
        gurps_upkeep.add_recruits(service, ids["Legion"], 5, "Legendary")


def test_recruits_need_known_battles(service):
    side, ids = _army(service, units=(("Old", 40, 14, {"quality": "Veteran"}),))
    with pytest.raises(ServiceError, match="battles fought first"):
        gurps_upkeep.add_recruits(service, ids["Old"], 5, "Green")


def test_a_battle_that_ends_counts_one_battle_fought_on_every_unit(service):
    bid, ids = make_battle(service)
    roster.set_unit_state(service, ids["Pikes"], {**_state(service, ids["Pikes"]), "battles": 4})
    service.set_dice_source(dice(3, 18))  # Red by 9, Blue fails by 6: great victory by 15
    gurps.roll_contest(service, bid)
    service.set_dice_source(dice(18, 18))  # each of Blue's units fails: both rout, the battle is over
    gurps.roll_morale(service, bid)
    assert gurps.battle_view(service, bid).over
    assert _state(service, ids["Pikes"])["battles"] == 5
    assert _state(service, ids["Spears"])["battles"] == 1
    assert "Pikes: 5 battles fought" in last_log(service).text
    service.undo()
    assert _state(service, ids["Pikes"])["battles"] == 4 and "battles" not in _state(service, ids["Spears"])


def test_a_day_that_does_not_end_the_battle_counts_nothing(service):
    bid, ids = make_battle(service)
    service.set_dice_source(dice(10, 10))  # tie: no clear winner
    gurps.roll_contest(service, bid)
    service.set_dice_source(dice(9, 9, 9, 9))
    gurps.roll_morale(service, bid)
    assert not gurps.battle_view(service, bid).over
    assert "battles" not in _state(service, ids["Pikes"])


TABLE = {"disasters": {"dice": "3d6", "table": [
    {"min": None, "max": 12, "result": "No disaster"},
    {"min": 13, "max": 15, "result": "Supply wagons lost", "morale": -1},
    {"min": 16, "max": None, "result": "Generals slain", "lost_commander": True}]}}


def test_disaster_roll_with_the_enemys_secret_power_bonus(service):
    bid, _ = make_battle(service)
    with pytest.raises(ServiceError, match="Disaster table is not entered"):
        gurps.roll_disaster(service, bid, "defender")
    house_rules.set_override(service, "gurps", TABLE)
    gurps.set_powers(service, bid, "attacker", 6, {"disaster": 6})  # +3 to Blue's Disaster roll
    view = gurps.battle_view(service, bid)
    assert view.disaster_table and view.disaster_bonus == {"attacker": 0, "defender": 3}
    service.set_dice_source(dice(11))  # 11 + 3 = 14: supply wagons
    out = gurps.roll_disaster(service, bid, "defender")
    assert (out.roll, out.total, out.result) == (11, 14, "Supply wagons lost")
    shown = {"text": last_log(service).text, "result": public(last_log(service).result),
             "rolls": last_log(service).rolls}
    # neither the total nor the roll: 11 and a public "13-15" row would give the +3 away
    assert "14" not in shown["text"] and "+3" not in json.dumps(shown) and "Supply wagons lost" in shown["text"]
    assert "11" not in json.dumps(shown) and shown["rolls"] == []
    assert last_log(service).result["gm_only"]["roll"] == 11
    assert last_log(service).result["gm_only"]["bonus"] == 3
    mods = gurps.battle_view(service, bid).sides["defender"].morale_modifiers
    assert ModifierView("Disaster: Supply wagons lost", -1) in mods
    gurps.reveal_powers(service, bid, "attacker")
    service.set_dice_source(dice(13))  # 13 + 3 = 16: the generals: lasting morale
    gurps.roll_disaster(service, bid, "defender")
    assert "rolled 13 +3 (enemy powers) = 16: Generals slain" in last_log(service).text
    mods = gurps.battle_view(service, bid).sides["defender"].morale_modifiers
    assert ModifierView("Lost commander: Generals slain", -1) in mods
    service.undo()
    mods = gurps.battle_view(service, bid).sides["defender"].morale_modifiers
    assert not [m for m in mods if m.name.startswith("Lost commander")]


def test_a_successful_assassination_calls_for_a_disaster_roll(service):
    bid, _ = make_battle(service)
    assert gurps.battle_view(service, bid).disasters_due == ()
    service.set_dice_source(dice(5))  # Wren (Stealth 14) sneaks in: the Count dies
    gurps.run_mission(service, bid, "attacker", "assassination", "Wren", 1)
    due = gurps.battle_view(service, bid).disasters_due
    assert [side for side, _ in due] == ["defender"] and "assassinated" in due[0][1]
    gurps.record_disaster(service, bid, "defender", "The camp panics", morale=-2)
    assert gurps.battle_view(service, bid).disasters_due == ()


def _glory_pc(svc, bid, side, name, commands="army"):
    army = gurps.battle_view(svc, bid).sides[side].army
    army["pcs"] = [{"name": name, "skill": 12, "commands": commands}]
    gurps.set_army(svc, bid, side, army)


def test_glory_strategy_goes_to_the_commanders_next_battle_contest(service):
    bid, ids = make_battle(service)
    _glory_pc(service, bid, "attacker", "Sir Ulric")
    service.set_dice_source(dice(9, 12))
    gurps.roll_contest(service, bid)
    service.set_dice_source(dice(10))
    gurps.pc_glory(service, bid, "attacker", "Sir Ulric", {"reputation": 1, "strategy": 1})  # army: +2
    # the next battle: Sir Ulric commands Red again
    second = battles.start_battle(service, "Ford", "gurps", list(ids.values()))
    gurps.set_army(service, second, "attacker", {"name": "Red", "commander": {"name": "Duke", "strategy": 12}})
    gurps.set_army(service, second, "defender", {"name": "Blue", "commander": {"name": "Count", "strategy": 12}})
    _glory_pc(service, second, "attacker", "Sir Ulric")
    view = gurps.battle_view(service, second)
    glory = [m for m in view.skills["attacker"].modifiers if m.name.startswith("Glory of Sir Ulric")]
    assert glory == [ModifierView("Glory of Sir Ulric (Hill)", 2)]
    assert "Glory of Sir Ulric (Hill)" in view.skills["attacker"].describe
    assert not [m for m in view.sides["attacker"].army["strategy_modifiers"] if "Glory" in m["name"]]
    service.set_dice_source(dice(10, 10))
    stored = gurps.roll_contest(service, second)
    assert ModifierView("Glory of Sir Ulric (Hill)", 2) in stored.sides["attacker"].modifiers
    first_pc = gurps.battle_view(service, bid).sides["attacker"].pcs[0]
    assert not first_pc.next_strategy and first_pc.glory_used_in == "Ford"
    service.undo()
    assert gurps.battle_view(service, bid).sides["attacker"].pcs[0].next_strategy == 2


def test_glory_row_entered_after_the_roll_when_the_table_is_empty(service):
    bid, _ = make_battle(service)
    _glory_pc(service, bid, "attacker", "Sir Ulric", commands="unit")
    service.set_dice_source(dice(9, 12))
    gurps.roll_contest(service, bid)
    with pytest.raises(ServiceError, match="not made"):
        gurps.enter_glory(service, bid, "attacker", "Sir Ulric", {"reputation": 1})
    service.set_dice_source(dice(7))
    out = gurps.pc_glory(service, bid, "attacker", "Sir Ulric")
    assert out.row is None and "enter the result from your book" in out.note
    out = gurps.enter_glory(service, bid, "attacker", "Sir Ulric", {"reputation": 2, "strategy": -1,
                                                                     "duration": "a year"})
    assert (out.margin, out.reputation, out.strategy) == (5, 2, -1)
    pc = gurps.battle_view(service, bid).sides["attacker"].pcs[0]
    assert (pc.reputation, pc.next_strategy) == (2, -1)
    assert "row entered from the book" in last_log(service).text and "Reputation +2 (a year)" in last_log(service).text
    with pytest.raises(ServiceError, match="already has its result"):
        gurps.enter_glory(service, bid, "attacker", "Sir Ulric", {"reputation": 1})
    with pytest.raises(ServiceError, match="whole number"):
        gurps.enter_glory(service, bid, "attacker", "Sir Ulric", {"reputation": "lots"})


def test_upkeep_view_lists_each_armys_units(service):
    _army(service, units=(("Pikes", 100, 12, {"hiring_cost": 500}),))
    _army(service, "Blue", units=(("Horse", 30, 11, {}),))
    v = gurps_upkeep.upkeep_view(service)
    assert [(a.name, [u.name for u in a.units]) for a in v.armies] == [("Red", ["Pikes"]), ("Blue", ["Horse"])]
    assert v.armies[0].units[0].hiring_cost == 500 and v.failure_morale is None and v.failure_morale_suggested == -1
    assert "Green" in v.qualities


def test_scripted_dice_are_used_in_order(service):
    side, ids = _army(service, units=(("Pikes", 100, 12, {}),))
    service.set_dice_source(ScriptedDice([6, 6, 6]))
    gurps_upkeep.pay_army(service, side, 0, failure_morale=-1)
    assert _state(service, ids["Pikes"])["morale"] == 11
