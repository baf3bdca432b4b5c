import copy

import pytest

from muster.rules import tables as T
from muster.rules.poleaxe.data import load_tables, validate
from muster.rules.tables import RulesDataError


def test_bundled_tables_load_and_hold_the_confirmed_numbers():
    t = load_tables()
    assert [r["value"] for r in t["attack_value"]["rows"]] == [1, 2, 3, 4, 5, 6]
    assert [b["value"] for b in t["defense_value"]["bands"]] == [5, 4, 3, 2, 1]
    assert {k: v["value"] for k, v in t["morale_value"]["types"].items()} == {
        "levy": 4, "average": 6, "veterans": 7, "elite": 8, "fanatics": 9, "undead": 10}
    assert [r["value"] for r in t["hits_to_kill"]["rows"]] == [1, 3, 3, 4, 5, 6, 7]
    assert [r["value"] for r in t["movement"]["rows"]] == [1, 2, 3, 4]
    w = t["missiles"]["weapons"]
    assert [(w[k]["effective"], w[k]["long"]) for k in
            ("thrown", "short_bow", "long_bow", "light_crossbow", "heavy_crossbow")] == [
        (1, None), (2, 3), (2, 4), (2, 3), (3, 4)]
    assert t["missiles"]["long_range_modifier"] == -2
    assert t["battle"]["start_distance"] == "2d6"
    assert [c["value"] for c in t["out_of_the_fight"]["cleric"]] == [1, 2, 3, 4, 5]
    assert t["out_of_the_fight"]["under_half"]["value"] == 5


def test_house_defaults_are_marked():
    t = load_tables()
    assert t["hit_dice"]["house_default"] is True
    assert t["melee"]["house_default"] is True
    assert t["rally"]["house_default"] is True
    assert t["hits_to_kill"]["size_modifiers"][3]["house_default"] is True
    assert t["out_of_the_fight"]["rows_house_default"] is True and "house" in t["out_of_the_fight"]["rows_notes"]


def test_overrides_merge_and_are_validated():
    t = load_tables({"missiles": {"long_range_modifier": -3}})
    assert t["missiles"]["long_range_modifier"] == -3
    assert t["missiles"]["weapons"]["long_bow"]["long"] == 4
    with pytest.raises(RulesDataError) as err:
        load_tables({"missiles": {"weapons": {"long_bow": {"long": 1}}}})
    assert err.value.path == "poleaxe.missiles.weapons.long_bow.long"


def _broken(mutate):
    data = copy.deepcopy(T.load_default("poleaxe"))
    mutate(data)
    with pytest.raises(RulesDataError) as err:
        validate(data, "poleaxe")
    return err.value.path


@pytest.mark.parametrize("mutate,path", [
    (lambda d: d["attack_value"]["rows"][1].update(value="2"), "poleaxe.attack_value.rows[1].value"),
    (lambda d: d["attack_value"]["rows"][2].update(min_hd=1), "poleaxe.attack_value.rows[2].min_hd"),
    (lambda d: d["attack_value"]["rows"][0].update(min_hd=1), "poleaxe.attack_value.rows[0].min_hd"),
    (lambda d: d["attack_value"]["modifiers"].pop("mounted"), "poleaxe.attack_value.modifiers.mounted"),
    (lambda d: d["attack_value"]["modifiers"]["flank"].update(applies_to=["ranged"]),
     "poleaxe.attack_value.modifiers.flank.applies_to[0]"),
    (lambda d: d["attack_value"].update(divisor=0), "poleaxe.attack_value.divisor"),
    (lambda d: d["defense_value"]["bands"][2].update(min=5), "poleaxe.defense_value.bands[2].min"),
    (lambda d: d["defense_value"].update(ac_rounding="sideways"), "poleaxe.defense_value.ac_rounding"),
    (lambda d: d["morale_value"]["types"]["levy"].pop("value"), "poleaxe.morale_value.types.levy.value"),
    (lambda d: d["morale_value"]["leader_cha"][1].update(min=17), "poleaxe.morale_value.leader_cha[1].min"),
    (lambda d: d["hits_to_kill"]["size_modifiers"][0].update(members=0),
     "poleaxe.hits_to_kill.size_modifiers[0].members"),
    (lambda d: d["hits_to_kill"].update(minimum=0), "poleaxe.hits_to_kill.minimum"),
    (lambda d: d["movement"]["rows"][3].pop("label"), "poleaxe.movement.rows[3].label"),
    (lambda d: d["battle"].update(start_distance="2x6"), "poleaxe.battle.start_distance"),
    (lambda d: d["battle"]["phases"].reverse(), "poleaxe.battle.phases"),
    (lambda d: d["missiles"]["weapons"]["thrown"].update(effective=-1), "poleaxe.missiles.weapons.thrown.effective"),
    (lambda d: d["melee"].update(rolls_per_opponent=0), "poleaxe.melee.rolls_per_opponent"),
    (lambda d: d["morale"].update(hit_trigger="always"), "poleaxe.morale.hit_trigger"),
    (lambda d: d["morale"]["triggers"].pop("rear"), "poleaxe.morale.triggers.rear"),
    (lambda d: d["rally"]["cha_modifiers"][2].update(min=7), "poleaxe.rally.cha_modifiers[2].min"),
    (lambda d: d["spells"]["hd_per_htk"].update(default=5), "poleaxe.spells.hd_per_htk.default"),
    (lambda d: d["spells"]["protection_bonus"].update(max=0), "poleaxe.spells.protection_bonus.max"),
    (lambda d: d["out_of_the_fight"]["rows"][1].update(killed="1x4"), "poleaxe.out_of_the_fight.rows[1].killed"),
    (lambda d: d["out_of_the_fight"]["rows"][3].update(rest="dead"), "poleaxe.out_of_the_fight.rows[3].rest"),
    (lambda d: d["out_of_the_fight"]["rows"][4].update(min=8), "poleaxe.out_of_the_fight.rows[4].min"),
    (lambda d: d["out_of_the_fight"]["rows"][6].update(max=20), "poleaxe.out_of_the_fight.rows[6].max"),
    (lambda d: d["out_of_the_fight"]["lightly_injured"].update(hp_fraction=0),
     "poleaxe.out_of_the_fight.lightly_injured.hp_fraction"),
    (lambda d: d.pop("squad"), "poleaxe.squad"),
])
def test_validator_names_the_bad_field(mutate, path):
    assert _broken(mutate) == path
