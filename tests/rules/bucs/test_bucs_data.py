import copy

import pytest

from muster.rules import tables as rt
from muster.rules.bucs.data import default_tables, load_tables, outnumbered_bonus, validate_tables
from muster.rules.tables import RulesDataError


def test_bundled_tables_load_and_hold_the_confirmed_numbers():
    t = load_tables().to_dict()
    q = {row["name"]: row for row in t["quality"]}
    assert [r["name"] for r in t["quality"]] == ["Raw", "Green", "Inexperienced", "Average", "Experienced", "Elite",
                                                 "Legendary"]
    assert [(r["alone_orders"], r["alone_no_orders"], r["assisting"], r["specialties"]) for r in t["quality"]] == [
        (-6, None, -2, 0), (-4, None, 1, 1), (-2, -4, 2, 1), (0, -2, 3, 2), (2, 0, 4, 2), (4, 4, 4, 3), (6, 6, 6, 4)]
    assert q["Raw"]["order_each_round"] and not q["Green"]["order_each_round"]
    assert q["Legendary"]["commands_lesser_units"] == 6
    assert [(e["name"], e["modifier"]) for e in t["equipment"]] == [
        ("Poor", -4), ("Barely Adequate", -2), ("Adequate", 0), ("Good", 2), ("Excellent", 4)]
    assert t["combat"]["margin_per_hit"] == 5


def test_house_defaults_are_marked():
    t = load_tables().to_dict()
    assert all(row.get("house_default") for row in t["outnumbered"])
    assert {e["name"] for e in t["equipment"] if e.get("house_default")} == {"Good", "Excellent"}
    assert t["order_rules"]["house_default"] and "Contradiction" in t["order_rules"]["notes"]
    assert t["combat"]["house_default"]


@pytest.mark.parametrize("ours,theirs,expected", [
    (1, 1, None), (3, 2, None), (2, 1, (2, 2)), (5, 2, (2, 2)), (3, 1, (3, 4)), (4, 1, (4, 6)), (9, 2, (4, 6)),
    (1, 2, None),
])
def test_outnumbered_rows(ours, theirs, expected):
    assert outnumbered_bonus(default_tables(), ours, theirs) == expected


def test_overrides_merge_and_revalidate():
    t = load_tables({"order_rules": {"quality_divisor": 1}}).to_dict()
    assert t["order_rules"]["quality_divisor"] == 1 and t["order_rules"]["minimum_hours"] == 1
    with pytest.raises(RulesDataError) as err:
        load_tables({"order_rules": {"quality_divisor": 0}})
    assert err.value.path == "bucs.order_rules.quality_divisor"


def _broken(mutate):
    data = copy.deepcopy(rt.load_default("bucs"))
    mutate(data)
    with pytest.raises(RulesDataError) as err:
        validate_tables(data, "bucs")
    return err.value.path


@pytest.mark.parametrize("mutate,path", [
    (lambda t: t["outnumbered"][1].update(bonus="4"), "bucs.outnumbered[1].bonus"),
    (lambda t: t["outnumbered"][2].update(ratio=3), "bucs.outnumbered[2].ratio"),
    (lambda t: t["quality"][2].pop("assisting"), "bucs.quality[2].assisting"),
    (lambda t: t["quality"][0].update(alone_no_orders="no"), "bucs.quality[0].alone_no_orders"),
    (lambda t: t["quality"][3].update(name="Raw"), "bucs.quality[3].name"),
    (lambda t: t["equipment"][4].update(ignores_first_morale_hit=1), "bucs.equipment[4].ignores_first_morale_hit"),
    (lambda t: t.update(die="d0"), "bucs.die"),
    (lambda t: t["combat"].update(margin_per_hit=0), "bucs.combat.margin_per_hit"),
    (lambda t: t["combat"].update(hit_order=["morale"]), "bucs.combat.hit_order"),
    (lambda t: t["specialties"][2].update(requires=["Wheels"]), "bucs.specialties[2].requires[0]"),
    (lambda t: t["orders"][2].update(specialty="Sailing"), "bucs.orders[2].specialty"),
    (lambda t: t["orders"][4].update(hours=-1), "bucs.orders[4].hours"),
    (lambda t: t["order_rules"].update(giving_an_order="free"), "bucs.order_rules.giving_an_order"),
    (lambda t: t["mobility"][2].update(steps=1), "bucs.mobility[2].steps"),
    (lambda t: t["terrain"][5].update(specialty="Swimming"), "bucs.terrain[5].specialty"),
    (lambda t: t["healing"].update(casualty_hits_per_medical_unit=-1), "bucs.healing.casualty_hits_per_medical_unit"),
    (lambda t: t["joined_character"].update(damage_per_casualty_hit="3x6"),
     "bucs.joined_character.damage_per_casualty_hit"),
    (lambda t: t["outside_specialty"].update(no_infantry_combat_equipment="half"),
     "bucs.outside_specialty.no_infantry_combat_equipment"),
    (lambda t: t["pinned_down"]["reasons"][0].update(ends="never"), "bucs.pinned_down.reasons[0].ends"),
    (lambda t: t.pop("armor"), "bucs.armor"),
    (lambda t: t.update(quality=[]), "bucs.quality"),
])
def test_validator_names_the_field(mutate, path):
    assert _broken(mutate) == path


def test_typed_tables_hold_the_same_numbers_as_the_data():
    from muster.rules.bucs import as_tables, tables

    t = load_tables()
    assert t.ladder[0] == "Raw" and t.quality_row("Legendary").commands_lesser_units == 6
    assert t.quality_row("Raw").alone_no_orders is None and t.quality_row("Raw").value("alone_no_orders") is None
    assert t.equipment_row("Excellent").ignores_first_morale_hit and t.equipment_rank("Good") == 3
    assert t.combat.margin_per_hit == 5 and t.combat.hit_order == ("morale", "casualty")
    assert t.heavy.extra_hits == 1 and t.armor.ignores_casualty_hits == 2
    assert t.pinned_down.reason("landing").wins_needed == 2 and t.pinned_down.dug_in_only_by == ("multiple_directions",)
    assert t.terrain_row("amphibious").armor_allowed_with == ("Amphibious",) and not t.terrain_row("open").armor_barred
    assert t.order_row("establish beachhead").effect == "beachhead" and t.order_row("Attack").hours is None
    assert t.specialty_row("Armor").requires == ("Mechanized",)
    assert t.to_dict() == rt.load_default("bucs")
    data = tables({"combat": {"margin_per_hit": 4}})
    assert isinstance(data, dict) and data["combat"]["margin_per_hit"] == 4
    assert as_tables(data).combat.margin_per_hit == 4 and as_tables(data) is as_tables(data)
    assert as_tables(t) is t
