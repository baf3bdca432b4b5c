"""The rules beyond the excerpt (gurps-mass-combat-full.md) and NOTES.md section 5, through the CLI handlers."""

import itertools
from fractions import Fraction

import pytest

from muster.rules.gurps import tables as load_tables
from muster.rules.gurps.api import ACTIONS
from muster.rules.gurps.armies import Army, Leader, Unit
from muster.rules.gurps.morale import resolve_side
from muster.rules.gurps.odds import contest_odds
from muster.rules.gurps.skill import judge
from muster.rules.requests import RequestError, run

from helpers_gurps import dice, faces

T = load_tables()


def call(action, data):
    return run(ACTIONS[action], data)


def err(action, data):
    with pytest.raises(RequestError) as e:
        call(action, data)
    return e.value.field


# ---- Troop Strength and the force ratio --------------------------------------------------------------

@pytest.mark.parametrize("a,d,bonus", [(100, 50, 3), (120, 100, 0), (140, 100, 1), (150, 100, 2), (170, 100, 2),
                                       (300, 100, 4), (500, 100, 5), (700, 100, 6), (1000, 100, 7), (1001, 100, 8)])
def test_force_ratio_is_of_troop_strength(a, d, bonus):
    out = call("troop-strength", {"attacker": {"ts": a}, "defender": {"ts": d}})
    assert out["strategy_bonus"] == {"attacker": bonus, "defender": 0}
    assert out["working"].startswith(f"TS {a:,} / {d:,}")


def test_thirty_to_one_with_tl_lead_over_two_is_plus_ten():
    out = call("troop-strength", {"attacker": {"ts": 3000, "tech_level": 6}, "defender": {"ts": 100, "tech_level": 3}})
    assert out["strategy_bonus"]["attacker"] == 10


def test_hobbit_examples_from_the_text():
    # racial -1, base floored at 1, then armour (and sling) added after the minimum: TS 2 and 5 per man
    out = call("troop-strength", {"units": [
        {"name": "Hobbit LI", "men": 10, "ts_per_man": 1, "racial_modifier": -1, "armour_bonus": 1},
        {"name": "Hobbit HI", "men": 10, "ts_per_man": 1, "racial_modifier": -1, "armour_bonus": 3,
         "missile_bonus": 1}]})
    assert [u["ts"] for u in out["army"]["units"]] == [20, 50]
    assert out["army"]["ts"] == 70 and all(u["source"] == "computed" for u in out["army"]["units"])


@pytest.mark.parametrize("race,mod", [({"st": 4, "ht": 2}, 3), ({"st": -2}, -1), ({"super_strength": 1}, 5),
                                      ({"st": 2, "ht": 1, "extra_hp": 3}, 3)])
def test_racial_modifier_is_half_of_st_ht_and_hp(race, mod):
    from muster.rules.gurps.strength import racial_modifier

    assert racial_modifier(race, T) == mod


@pytest.mark.parametrize("key,each", [("elephant", 100), ("heavy_tank", 60), ("bomber", 100), ("small_ballista", 15),
                                      ("medium_tank", 40), ("modern_artillery", 100), ("large_siege_engine", 50)])
def test_special_weapons_add_the_files_ts(key, each):
    out = call("troop-strength", {"units": [{"name": "Crew", "men": 10, "ts": None, "special": {key: 3}}]})
    assert out["army"]["ts"] == 10 + 3 * each  # head-count fallback for the crew plus the weapons


def test_entered_ts_wins_and_stirrups_cost_one_per_man():
    out = call("troop-strength", {"units": [
        {"name": "Knights", "men": 100, "ts": 777, "type": "heavy cavalry", "stirrups": False},
        {"name": "Riders", "men": 100, "type": "medium cavalry", "ts_per_man": 4, "stirrups": False}]})
    assert [u["ts"] for u in out["army"]["units"]] == [777, 300]
    assert "no stirrups" in " ".join(out["army"]["units"][1]["working"])


def test_per_man_table_once_entered_and_light_cavalry_as_light_infantry():
    rules = {"troop_types": [dict(t, per_man=[{"min_tl": 0, "max_tl": 4, "ts": 2}]) if t["key"] == "light_infantry"
                             else t for t in T["troop_types"]]}
    out = call("troop-strength", {"rules": rules, "tech_level": 3, "units": [
        {"name": "LI", "men": 50, "type": "light infantry"}, {"name": "LC", "men": 50, "type": "light cavalry"}]})
    assert [u["ts"] for u in out["army"]["units"]] == [100, 100]


def test_all_light_cavalry_against_all_infantry_is_plus_three():
    out = call("strategy", {"attacker": {"strategy": 12, "units": [{"name": "Horse", "men": 500,
                                                                     "type": "light cavalry"}]},
                            "defender": {"strategy": 12, "units": [{"name": "Foot", "men": 500, "type": "spearmen"}]}})
    assert out["attacker"]["effective"] == 15 and out["defender"]["effective"] == 12
    mixed = call("strategy", {"attacker": {"strategy": 12, "units": [
        {"name": "Horse", "men": 500, "type": "light cavalry"}, {"name": "Foot", "men": 1, "type": "spearmen"}]},
        "defender": {"strategy": 12, "units": [{"name": "Foot", "men": 501, "type": "spearmen"}]}})
    assert mixed["attacker"]["effective"] == 12


def test_strategy_takes_ts_not_head_count():
    out = call("strategy", {"attacker": {"strategy": 12, "troops": 1000, "ts": 3000},
                            "defender": {"strategy": 12, "troops": 3000, "ts": 1000}})
    assert out["attacker"]["effective"] == 16 and out["defender"]["effective"] == 12


# ---- NOTES 5: Luck in the odds, half hold ------------------------------------------------------------

def test_odds_count_declared_luck_exactly():
    out = call("odds", {"attacker": {"strategy": 12, "luck": True}, "defender": {"strategy": 12}})
    dist = {}
    for r in itertools.product(range(1, 7), repeat=3):
        dist[sum(r)] = dist.get(sum(r), 0) + 1
    wins = 0
    for a1, a2, a3, d in itertools.product(dist, dist, dist, dist):
        best = min(a1, a2, a3)
        ca, cd = judge(12, best, T), judge(12, d, T)
        if (ca.success, ca.margin) > (cd.success, cd.margin) and (ca.success or not cd.success):
            wins += dist[a1] * dist[a2] * dist[a3] * dist[d]
    assert Fraction(out["winner"]["attacker"]["ways"], out["out_of"]) == Fraction(wins, 216 ** 4)
    plain = contest_odds(12, 12, T)
    assert out["winner"]["attacker"]["percent"] > plain["winner"]["attacker"]["percent"]


def test_half_hold_counts_troops_still_on_the_field():
    units = (Unit("Big", count=600, morale=10, status="routed"), Unit("A", count=300, morale=10),
             Unit("B", count=200, morale=10), Unit("Empty", count=0, morale=10))
    army = Army("Red", Leader("Duke"), units)
    # A fails, B passes: 200 of 500 on the field pass -> retreat; counting the routed 600 would be different
    result, _ = resolve_side(army, "defender", "half_hold_or_retreat", (), dice(17, 5), T)
    assert (result.troops_passed, result.troops_total, result.army_outcome) == (200, 500, "retreated")
    assert [u.unit for u in result.units if u.roll is not None] == ["A", "B"]  # the empty unit does not roll
    out = call("morale", {"procedure": "half_hold_or_retreat", "units": [
        {"name": "Gone", "troops": 900, "morale": 10, "status": "routed"},
        {"name": "A", "troops": 100, "morale": 10}], "dice": faces(5)})
    assert out["result"]["passed"] == 100 and out["result"]["needed"] == 100
    assert out["result"]["army_outcome"] == "holds"


# ---- PCs ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("roll,result,hits", [(5, "Unhurt", 0), (6, "1 hit of damage", 1), (9, "1 hit of damage", 1),
                                              (10, "2 hits of damage", 2)])
def test_survival_rows_without_damage_dice(roll, result, hits):
    out = call("pc-survival", {"skill": 10, "tl": 3, "dice": faces(roll)})
    assert (out["result"], out["hits"]) == (result, hits)


@pytest.mark.parametrize("roll,column,damage", [
    (11, "A", 1 + 2 - 1), (12, "A", 3 - 1), (13, "B", 2 * (1 + 2 - 1)), (15, "C", 2 * (2 + 2 - 1)),
    (16, "C", 2 * (2 + 2 - 1)), (17, "D", 3 * (2 + 2 - 1))])
def test_survival_columns_and_damage_at_tl3(roll, column, damage):
    # skill 10; every damage die shows 1; DR 1 counts against each wound (the "2x" reading: separate wounds)
    out = call("pc-survival", {"skill": 10, "tl": 3, "dr": 1, "dice": faces(roll) + [1] * 6})
    assert out["column"] == column and out["hits"] == damage


def test_critical_failure_is_column_d_and_glory_stance_trades_survival():
    out = call("pc-survival", {"skill": 30, "tl": 3, "dice": [6, 6, 6] + [1] * 6})
    assert out["column"] == "D" and out["roll"]["margin"] == -1  # 18 fails by at least 1
    out = call("pc-survival", {"skill": 12, "stance": "glory", "level": 3, "tl": 3, "dice": faces(9)})
    assert (out["survival"], out["glory"], out["margin"]) == (-3, 3, 0)


@pytest.mark.parametrize("tl,column,expect", [
    (5, "A", "2d6 - DR 2"), (7, "C", "2x7d6 - DR 2"), (8, "B", "2x5d6 - DR 2"), (9, "D", "3x12d6 - DR 2"),
    (10, "A", "10d6 - DR 2/2 = 1"), (14, "C", "2x28d6 - DR 2/5 = 0"), (16, "B", "2x16d6 - DR 2/10 = 0")])
def test_damage_table_by_tl(tl, column, expect):
    out = call("pc-survival", {"column": column, "tl": tl, "dr": 2, "seed": 1})
    assert out["damage"]["formula"] == expect


def test_damage_dr_per_wound():
    out = call("pc-survival", {"column": "B", "tl": 3, "dr": 5, "dice": [6, 1]})
    assert out["damage"]["rolls"] == [8, 3] and out["hits"] == 3  # 8-5 and 3-5 (no less than 0)


def test_glory_army_commander_and_the_dead():
    out = call("glory", {"skill": 12, "glory": 2, "commands": "army", "alive": False,
                         "result": {"reputation": 2, "strategy": 1}, "dice": faces(10)})
    assert out["strategy"] == 2 and out["reputation_after"] == 2 and out["alive"] is False
    out = call("glory", {"skill": 12, "commands": "army", "result": {"strategy": -2}, "dice": faces(10)})
    assert out["strategy"] == -1
    out = call("glory", {"skill": 12, "commands": "none", "result": {"reputation": 1, "strategy": 2},
                         "dice": faces(10)})
    assert out["strategy"] == 0 and out["reputation"] == 1
    out = call("glory", {"skill": 12, "dice": faces(10)})
    assert out["row"] is None and "enter" in out["note"]


# ---- casualties ---------------------------------------------------------------------------------------

def test_casualty_cells_from_the_text_and_rounding_up():
    out = call("casualties", {"winner": "attacker", "margin_of_victory": 3,
                              "attacker": {"units": [{"name": "A", "men": 333}]},
                              "defender": {"units": [{"name": "B", "men": 333}]},
                              "dice": [1, 2, 3, 4] + [6, 6, 6, 6]})
    a, d = out["attacker"]["units"][0], out["defender"]["units"][0]
    assert (a["percent"], a["lost"]) == (10, 34)  # 33.3 rounded up
    assert (d["percent"], d["lost"]) == (44, 147)  # 4d+20 = 44%: 146.52 rounded up


def test_casualty_shifts_shown_and_gm_losses_where_no_number():
    out = call("casualties", {"margin": -3, "units": [
        {"name": "Heavy", "men": 100, "type": "heavy infantry"},
        {"name": "Fled", "men": 100, "type": "spearmen", "status": "routed", }],
        "losses": {"Fled": 40}, "dice": [2]})
    heavy, fled = out["result"]["units"]
    assert heavy["row"] == 1 and heavy["lost"] is None and "4 down" in heavy["working"]
    assert fled["shifts"] == [{"why": "armour, Spearmen", "rows": 1}, {"why": "routed, rolled 2", "rows": -2}]
    assert fled["row"] == -4 and fled["lost"] == 40 and fled["entered_by_gm"]
    assert out["result"]["missing"] == ["Heavy"]


def test_fierce_battle_moves_up():
    out = call("casualties", {"margin": 4, "fierce": 1, "units": [{"name": "A", "men": 100}], "dice": [1, 1, 1, 1]})
    assert out["result"]["units"][0]["row"] == 3 and out["result"]["units"][0]["lost"] == 4


# ---- upkeep and powers ----------------------------------------------------------------------------------

def test_titus_example_and_pay():
    out = call("upkeep", {"experience": {"groups": [{"men": 87, "battles": 10}, {"men": 11, "quality": "Green"}]},
                          "pay": {"hiring_cost": 2000, "paid": 400}})
    assert out["experience"]["battle_points"] == 881 and out["experience"]["battles"] == 8
    assert out["experience"]["quality"] is None and "enter from your book" in out["experience"]["note"]
    assert out["pay"]["normal_pay"] == 200 and out["pay"]["morale_next_month"] == 2
    assert call("upkeep", {"pay": {"hiring_cost": 2000, "paid": 300}})["pay"]["morale_next_month"] == 1
    assert call("upkeep", {"pay": {"hiring_cost": 2000, "paid": 299}})["pay"]["morale_next_month"] == 0
    assert call("upkeep", {"pay": {"hiring_cost": 2000, "paid": 100}})["pay"]["missed_pay"]


def test_treachery_missed_pay_and_resumed_pay():
    out = call("upkeep", {"treachery": {"units": [{"name": "A", "morale": 10}, {"name": "B", "morale": 10}]},
                          "dice": faces(8) + faces(14)})
    assert [u["morale_change"] for u in out["treachery"]] == [1, -1]
    out = call("upkeep", {"missed_pay": {"units": [{"name": "V", "morale": 16, "quality": "Veteran"}]},
                          "dice": faces(15)})
    assert out["missed_pay"][0]["roll"]["effective_skill"] == 14 and not out["missed_pay"][0]["success"]
    assert call("upkeep", {"pay_resumed": {"days": 7, "penalty": -2}})["pay_resumed"]["morale_restored"] == 2


def test_powers_two_points_per_disaster_plus_one():
    out = call("powers", {"points": 10, "mana": "very_high", "allocation": {"disaster": 9, "morale": 2}})
    assert out["pool"] == 20 and out["effects"]["enemy_disaster_bonus"] == 4 and out["effects"]["morale"] is None


@pytest.mark.parametrize("action,data,field", [
    ("troop-strength", {"units": [{"name": "X", "men": -1}]}, "units[0].men"),
    ("troop-strength", {"units": [{"name": "X", "special": {"dragon": 1}}]}, "units"),
    ("troop-strength", {"attacker": {"ts": 5}}, "defender"),
    ("pc-survival", {"skill": 12}, "tl"),
    ("pc-survival", {"pc": {"skill": "x", "tl": 3}}, "pc.skill"),
    ("pc-survival", {"column": "E", "tl": 3}, "column"),
    ("pc-survival", {"column": "A", "tl": 17}, "tl"),
    ("glory", {"skill": 12, "commands": "king"}, "commands"),
    ("glory", {"skill": 12, "survival": -3, "glory": 2}, "glory"),
    ("casualties", {"margin": 3, "units": [{"name": "A", "men": 5}], "losses": {"A": -1}}, "losses.A"),
    ("casualties", {"winner": "none", "margin_of_victory": 2, "attacker": {"units": []}}, "margin_of_victory"),
    ("upkeep", {}, "experience"),
    ("upkeep", {"experience": {"groups": [{"men": 5, "quality": "Average"}]}}, "experience.groups[0].quality"),
    ("upkeep", {"pay": {"hiring_cost": -5}}, "pay.hiring_cost"),
    ("powers", {"points": 2, "mana": "low"}, "mana"),
    ("troop-strength", {"rules": {"pc": {"multiple_hits": "twice"}}, "units": [{"name": "A"}]},
     "rules.pc.multiple_hits"),
])
def test_errors_name_the_exact_field(action, data, field):
    assert err(action, data) == field
