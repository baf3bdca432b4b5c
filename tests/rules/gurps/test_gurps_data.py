import pytest

from muster.rules.gurps import tables as load_tables
from muster.rules.tables import RulesDataError


def test_bundled_tables_load():
    t = load_tables()
    assert [b["min"] for b in t["results"]["attacker_won"]["bands"]] == [1, 4, 8, 13, 17]
    assert t["contest"]["small_battle_below"] == 200


def test_house_defaults_are_marked():
    t = load_tables()
    assert t["luck"]["house_default"] and t["special_operations"]["house_default"]
    assert not any(r.get("house_default") for r in t["strategy_modifiers"]["troop_strength"])  # from the text now
    assert t["strategy_modifiers"]["beyond_ten"]["house_default"]
    assert t["quality_enter_from_book"] and t["pc"]["glory_table_enter_from_book"] and t["pc"]["glory_table"] == []
    assert t["casualties"]["table_enter_from_book"] and t["disasters"]["table"] == []
    assert next(r for r in t["strategy_modifiers"]["defensive_position"] if r["key"] == "hilltop")["house_default"]
    assert t["results"]["attacker_won"]["bands"][3]["house_default"]


def bands(table, rows):
    return {"results": {table: {"bands": rows}}}


@pytest.mark.parametrize("override,path", [
    ({"success_roll": {"dice": "d20"}}, "gurps.success_roll.dice"),
    ({"success_roll": {"always_succeed_max": 2}}, "gurps.success_roll.always_succeed_max"),
    ({"success_roll": {"critical_failure": {"fail_by": 0}}}, "gurps.success_roll.critical_failure.fail_by"),
    ({"contest": {"small_battle_below": "200"}}, "gurps.contest.small_battle_below"),
    ({"contest": {"skill": "luck"}}, "gurps.contest.skill"),
    ({"contest": {"tie_in_defended_position": "nobody"}}, "gurps.contest.tie_in_defended_position"),
    ({"luck": {"keep": "worst"}}, "gurps.luck.keep"),
    ({"luck": {"extra_rolls": 0}}, "gurps.luck.extra_rolls"),
    ({"strategy_modifiers": {"troop_strength": [{"up_to": [2, 1], "bonus": 2}, {"up_to": [3, 2], "bonus": 1},
                                                {"up_to": None, "bonus": 3}]}},
     "gurps.strategy_modifiers.troop_strength[1].up_to"),
    ({"strategy_modifiers": {"troop_strength": [{"up_to": [1, 2], "bonus": 2}, {"up_to": None, "bonus": 3}]}},
     "gurps.strategy_modifiers.troop_strength[0].up_to"),
    ({"strategy_modifiers": {"troop_strength": [{"up_to": [3, 2], "bonus": "one"}]}},
     "gurps.strategy_modifiers.troop_strength[0].bonus"),
    ({"strategy_modifiers": {"troop_strength": [{"up_to": [3, 2], "bonus": 1}]}},
     "gurps.strategy_modifiers.troop_strength[0].up_to"),
    ({"pc": {"damage_rounding": 1, "multiple_hits": "twice"}}, "gurps.pc.multiple_hits"),
    ({"casualties": {"table": [{"margin": 3, "dice": "4d6", "plus": 0}]}}, "gurps.casualties.table[0].dice"),
    ({"quality": [{"key": "green", "label": "Green", "min_battles": "one"}]}, "gurps.quality[0].min_battles"),
    ({"disasters": {"table": [{"min": 1, "max": 3, "result": "Bad"}]}}, "gurps.disasters.dice"),
    ({"upkeep": {"extra_pay": [{"min_percent": 100, "morale": 2}, {"min_percent": 50, "morale": 1}]}},
     "gurps.upkeep.extra_pay[1].min_percent"),
    ({"strategy_modifiers": {"tech_level": {"plus": None}}}, "gurps.strategy_modifiers.tech_level.plus"),
    ({"strategy_modifiers": {"defensive_position": [{"key": "castle", "label": "Castle", "bonus": 8},
                                                    {"key": "castle", "label": "Keep", "bonus": 9}]}},
     "gurps.strategy_modifiers.defensive_position[1].key"),
    ({"morale_modifiers": [{"key": "homeland", "label": "Homeland", "value": 2.5}]}, "gurps.morale_modifiers[0].value"),
    ({"special_operations": {"ties_go_to": "gm"}}, "gurps.special_operations.ties_go_to"),
    ({"special_operations": {"team_size": {"covert": [{"min": 1, "max": 5, "modifier": 0},
                                                      {"min": 7, "max": None, "modifier": -1}]}}},
     "gurps.special_operations.team_size.covert[1].min"),
    ({"special_operations": {"team_size": {"security": [{"min": 1, "max": 5, "modifier": 0}]}}},
     "gurps.special_operations.team_size.security[0].max"),
    ({"special_operations": {"missions": {"reconnaissance": {"skill": "luck"}}}},
     "gurps.special_operations.missions.reconnaissance.skill"),
    ({"special_operations": {"missions": {"assassination": {"enemy_morale_on_failure": "+1"}}}},
     "gurps.special_operations.missions.assassination.enemy_morale_on_failure"),
    ({"seer": {"failure": {"normal": "median"}}}, "gurps.seer.failure.normal"),
    ({"seer": {"average_rounding": "sideways"}}, "gurps.seer.average_rounding"),
    ({"morale": {"half_by": "banners"}}, "gurps.morale.half_by"),
    ({"morale": {"rout_on_failure_by": 0}}, "gurps.morale.rout_on_failure_by"),
    (bands("open_field", [{"min": 0, "max": None, "label": "x", "winner": {"procedure": "hold"},
                           "loser": {"procedure": "panic"}}]), "gurps.results.open_field.bands[0].loser.procedure"),
    (bands("open_field", [{"min": 1, "max": None, "label": "x", "winner": {"procedure": "hold"},
                           "loser": {"procedure": "hold"}}]), "gurps.results.open_field.bands[0].min"),
    (bands("defender_won", [{"min": 0, "max": 3, "label": "x", "winner": {"procedure": "hold"},
                             "loser": {"procedure": "hold"}}]), "gurps.results.defender_won.bands[0].max"),
    (bands("attacker_won", [{"min": 1, "max": None, "label": "x", "winner": {"procedure": "hold"},
                             "loser": {"procedure": "hold", "morale_modifier": "-2"}}]),
     "gurps.results.attacker_won.bands[0].loser.morale_modifier"),
    (bands("attacker_won", [{"min": 1, "max": None, "label": "x", "winner": {"procedure": "hold"},
                             "loser": {"procedure": "hold"}, "next_day": [{"side": "both", "name": "x", "value": 1}]}]),
     "gurps.results.attacker_won.bands[0].next_day[0].side"),
    (bands("attacker_won", [{"min": 1, "max": None, "label": "x", "winner": {"procedure": "hold"},
                             "loser": {"procedure": "hold"}, "attacker_takes_position": "yes"}]),
     "gurps.results.attacker_won.bands[0].attacker_takes_position"),
    (bands("open_field", []), "gurps.results.open_field.bands"),
    ({"multi_day": {"out_of_battle": ["dead"]}}, "gurps.multi_day.out_of_battle[0]"),
])
def test_validator_names_the_field(override, path):
    with pytest.raises(RulesDataError) as err:
        load_tables(override)
    assert err.value.path == path


def test_gm_override_changes_a_number():
    t = load_tables({"strategy_modifiers": {"tech_level": {"plus": 0}}})
    assert t["strategy_modifiers"]["tech_level"]["plus"] == 0


def test_strategy_rules_typed_from_the_tables():
    from muster.rules.gurps.strategy_data import strategy_rules

    t = load_tables()
    rules = strategy_rules(t)
    assert rules is strategy_rules(t)  # built once
    assert [r.bonus for r in rules.troop_strength] == [r["bonus"] for r in t["strategy_modifiers"]["troop_strength"]]
    assert rules.troop_strength[-1].up_to is None and rules.beyond_ten.every >= 1
    assert [(m.key, m.value) for m in rules.defensive_position] == \
        [(r["key"], r["bonus"]) for r in t["strategy_modifiers"]["defensive_position"]]
    assert [m.key for m in rules.morale_modifiers] == [r["key"] for r in t["morale_modifiers"]]


def test_troop_strength_rules_typed_from_the_tables():
    from muster.rules.gurps.data_more import troop_strength_rules

    t = load_tables()
    rules = troop_strength_rules(t)
    ts = t["troop_strength"]
    assert rules.fallback_per_man == ts["fallback"]["per_man"] and rules.racial.divisor == ts["racial"]["divisor"]
    assert rules.racial_rounding == ts["racial_rounding"]
    assert [(w.key, w.ts, w.plus_trooper) for w in rules.special] == \
        [(r["key"], r["ts"], r.get("plus_trooper")) for r in ts["special"]]
