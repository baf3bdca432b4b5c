from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from muster.rules.bucs.combat import apply_hits, resolve_contest, resolve_round, resolve_surprise, split_hits
from muster.rules.bucs.data import RuleError, default_tables, load_tables
from muster.rules.bucs.modifiers import Engagement, SideOptions
from muster.rules.bucs.units import Leader, Order, Unit, breaks_at
from muster.rules.dice import Modifier, Roller, ScriptedDice

T = default_tables()
LADDER = list(T.ladder)
ATTACK = Order("Attack")


def U(name="A", quality="Average", **kw):
    kw.setdefault("specialties", ("Infantry",))
    kw.setdefault("order", ATTACK)
    cond = kw.pop("cond", None)
    u = Unit(name, quality, **kw)
    return replace(u, conditions=replace(u.conditions, **cond)) if cond else u


def rnd(a, d, faces, eng=Engagement(), tables=T):
    roller = Roller(ScriptedDice(faces))
    res = resolve_round(a if isinstance(a, list) else [a], d if isinstance(d, list) else [d], eng, roller, tables)
    return res


def mods(side):
    return {m.shown_name: m.value for m in side.roll.modifiers}


# ---- quality and equipment tables -------------------------------------------------------

@pytest.mark.parametrize("row", T.to_dict()["quality"], ids=lambda r: r["name"])
def test_quality_rows_alone_under_orders_and_without(row):
    specs = ("Infantry",) if row["specialties"] else ()
    res = rnd(U("A", row["name"], specialties=specs), U("B"), [10, 10])
    if specs:
        assert mods(res.attacker)[f"Quality: {row['name']}, alone under orders"] == row["alone_orders"]
    no_orders = U("A", row["name"], specialties=specs, order=None)
    if row["alone_no_orders"] is None:
        with pytest.raises(RuleError, match="cannot act alone without an order") as err:
            rnd(no_orders, U("B"), [10, 10])
        assert err.value.field == "attackers[0].order"
    elif specs:
        res = rnd(no_orders, U("B"), [10, 10])
        assert mods(res.attacker)[f"Quality: {row['name']}, alone without orders"] == row["alone_no_orders"]
    eng = Engagement(attacker=SideOptions(situation="assisting"))
    if specs:
        res = rnd(U("A", row["name"], specialties=specs), U("B"), [10, 10], eng)
        assert mods(res.attacker)[f"Quality: {row['name']}, assisting a character"] == row["assisting"]


@pytest.mark.parametrize("row", T.to_dict()["equipment"], ids=lambda r: r["name"])
def test_equipment_rows(row):
    res = rnd(U("A", equipment=row["name"]), U("B"), [10, 10])
    assert mods(res.attacker)[f"Equipment: {row['name']}"] == row["modifier"]


def test_no_infantry_fights_as_raw_and_poorly_equipped():
    eng = Engagement(attacker=SideOptions(situation="alone_orders"))
    res = rnd(U("A", "Elite", specialties=("Combat Engineering",), equipment="Good"), U("B"), [10, 10], eng)
    m = mods(res.attacker)
    assert m["Quality: as Raw (no Infantry specialty; really Elite), alone under orders"] == -6
    assert m["Equipment: as Poor (no Infantry specialty)"] == -4
    res = rnd(U("A", "Elite", specialties=(), equipment="Adequate"), U("B"), [10, 10])
    assert mods(res.attacker)["Equipment: as Poor (no Infantry specialty)"] == -4
    # the old reading stays an option: bonuses dropped, penalties and 0 kept
    old = load_tables({"outside_specialty": {"no_infantry_combat_equipment": "penalties_only"}})
    res = rnd(U("A", "Elite", specialties=(), equipment="Good"), U("B"), [10, 10], tables=old)
    assert mods(res.attacker)["Equipment: Good (no bonus in combat without Infantry)"] == 0
    res = rnd(U("A", "Elite", specialties=(), equipment="Adequate"), U("B"), [10, 10], tables=old)
    assert mods(res.attacker)["Equipment: Adequate"] == 0


# ---- hits -------------------------------------------------------------------------------------

@pytest.mark.parametrize("a_face,d_face,winner,margin,hits,split", [
    (10, 10, None, 0, 0, (0, 0)),
    (14, 10, "attacker", 4, 0, (0, 0)),
    (15, 10, "attacker", 5, 1, (1, 0)),
    (19, 10, "attacker", 9, 1, (1, 0)),
    (20, 10, "attacker", 10, 2, (1, 1)),
    (20, 5, "attacker", 15, 3, (2, 1)),
    (20, 1, "attacker", 19, 3, (2, 1)),
    (1, 11, "defender", 10, 2, (1, 1)),
])
def test_margin_gives_hits_and_split(a_face, d_face, winner, margin, hits, split):
    res = rnd(U("A", "Legendary"), U("B", "Legendary"), [a_face, d_face])
    assert (res.winner, res.margin, res.hits, (res.morale_hits, res.casualty_hits)) == (winner, margin, hits, split)
    loser = res.defenders[0] if winner == "attacker" else res.attackers[0]
    if winner:
        assert (loser.morale_hits, loser.casualty_hits) == split


@given(st.integers(0, 40))
def test_split_is_half_up_morale(h):
    m, c = split_hits(h, T)
    assert m + c == h and m == (h + 1) // 2 and c == h // 2


def test_below_raw_by_morale_retreats_by_casualty_is_destroyed():
    raw = U("R", "Raw", specialties=())
    res = apply_hits(raw, 1, 0, Roller(ScriptedDice([])), T)
    assert res.unit.status == "retreated" and "retreats in poor order" in res.events[0].reason
    res = apply_hits(U("G", "Green"), 1, 1, Roller(ScriptedDice([])), T)
    assert res.unit.status == "destroyed" and [e.kind for e in res.events] == ["morale", "casualty"]
    # morale first: a Raw unit with 1 morale and 1 casualty hit retreats; the casualty hit is lost
    res = apply_hits(raw, 1, 1, Roller(ScriptedDice([])), T)
    assert res.unit.status == "retreated" and res.events[1].result == "lost"


@given(st.sampled_from(LADDER), st.integers(0, 10), st.integers(0, 10), st.booleans(), st.booleans())
def test_hits_never_go_negative_or_past_breaking(q, morale, casualty, heavy, armor):
    specs = ("Infantry", "Mechanized", "Armor") if armor else ("Infantry",)
    specs += ("Heavy",) if heavy else ()
    u = Unit("U", q, specialties=specs, mobility="armor" if armor else "foot")
    res = apply_hits(u, morale, casualty, Roller(ScriptedDice([])), T)
    out = res.unit
    assert out.morale_hits >= 0 and out.casualty_hits >= 0
    assert out.hits_taken <= breaks_at(u, T)
    assert (out.status == "ready") == (out.hits_taken < breaks_at(u, T))
    assert sum(1 for e in res.events if e.result == "applied") == out.hits_taken


def test_armor_ignores_first_two_casualty_hits():
    tank = U("T", "Average", specialties=("Mechanized", "Armor"), mobility="armor")
    res = apply_hits(tank, 0, 3, Roller(ScriptedDice([])), T)
    assert [e.result for e in res.events] == ["ignored", "ignored", "applied"]
    assert res.unit.casualty_hits == 1 and res.unit.conditions.armor_hits_ignored == 2


def test_excellent_ignores_first_morale_hit_only_against_worse_equipped():
    u = U("E", equipment="Excellent")
    res = apply_hits(u, 2, 0, Roller(ScriptedDice([])), T, opponent_equipment="Good")
    assert [e.result for e in res.events] == ["ignored", "applied"] and res.unit.morale_hits == 1
    res2 = apply_hits(res.unit, 1, 0, Roller(ScriptedDice([])), T, opponent_equipment="Good")
    assert res2.events[0].result == "applied"
    res3 = apply_hits(u, 1, 0, Roller(ScriptedDice([])), T, opponent_equipment="Excellent")
    assert res3.events[0].result == "applied"


def test_round_excellent_and_armor_in_play():
    a = U("A", "Legendary", equipment="Adequate")
    d = U("D", "Average", equipment="Excellent")
    res = rnd(a, d, [20, 1])   # margin 20+6 - (1+0+4) = 21 -> 4 hits: 2 morale 2 casualty
    assert res.hits == 4 and [e.result for e in res.hit_events] == ["ignored", "applied", "applied", "applied"]


def test_joined_character_takes_3d6_per_casualty_hit_and_death_costs_two_morale():
    sgt = Leader("Sgt Rock", "pc", hp=12)
    u = U("Easy", "Legendary", leader=sgt)
    res = apply_hits(u, 1, 2, Roller(ScriptedDice([1, 2, 3, 6, 6, 6])), T, role="defender")
    assert [c.damage for c in res.character_hits] == [6, 18]
    assert res.character_hits[1].killed and res.unit.leader.dead and res.unit.leader.hp == -12
    assert [(e.kind, e.cause) for e in res.events] == [
        ("morale", "enemy"), ("casualty", "enemy"), ("casualty", "enemy"),
        ("morale", "leader killed"), ("morale", "leader killed")]
    assert res.unit.morale_hits == 3 and res.unit.casualty_hits == 2
    # not killed at -10 exactly? -10 is dead (d20 Modern)
    res = apply_hits(U("E", leader=Leader("N", "npc", hp=8)), 0, 1, Roller(ScriptedDice([6, 6, 6])), T)
    assert res.character_hits[0].hp_after == -10 and res.character_hits[0].killed
    res = apply_hits(U("E", leader=Leader("N", "npc", hp=9)), 0, 1, Roller(ScriptedDice([6, 6, 6])), T)
    assert not res.character_hits[0].killed and res.unit.morale_hits == 0


def test_character_dies_with_the_unit_no_extra_hits():
    u = U("R", "Raw", specialties=(), leader=Leader("Pvt", hp=1))
    res = apply_hits(u, 0, 1, Roller(ScriptedDice([6, 6, 6])), T)
    assert res.unit.status == "destroyed" and len(res.events) == 1


# ---- situational modifiers ---------------------------------------------------------------------

def test_dug_in_and_opponent_pinned_down():
    res = rnd(U("A", cond={"dug_in": True}), U("B", cond={"pinned_down": ("doorway",)}), [10, 10])
    assert mods(res.attacker)["Dug in"] == 2
    assert mods(res.attacker)["Opponent pinned down (doorway)"] == 2
    assert "Opponent pinned down (doorway)" not in mods(res.defender)


def test_dug_in_unit_only_pinned_from_multiple_directions():
    d = U("B", cond={"dug_in": True, "pinned_down": ("doorway", "numbers")})
    res = rnd(U("A"), d, [10, 10])
    assert not any(n.startswith("Opponent pinned") for n in mods(res.attacker))
    d2 = U("B", cond={"dug_in": True, "pinned_down": ("multiple_directions",)})
    assert mods(rnd(U("A"), d2, [10, 10]).attacker)["Opponent pinned down (multiple directions)"] == 2


def test_dug_in_cancels_momentum_both_ways():
    a = U("A", cond={"momentum": 3})
    res = rnd(a, U("B", cond={"dug_in": True}), [10, 10])
    assert not any(n.startswith("Momentum") for n in mods(res.attacker))
    assert any("does not count" in n for n in res.notes)
    res = rnd(a, U("B"), [10, 10])
    assert mods(res.attacker)["Momentum (3)"] == 3


def test_momentum_streak_and_reset():
    a, b = U("A"), U("B")
    r1 = rnd(a, b, [12, 10])
    assert r1.attackers[0].conditions.momentum == 1 and r1.defenders[0].conditions.momentum == 0
    r2 = rnd(list(r1.attackers), list(r1.defenders), [12, 10])
    assert mods(r2.attacker)["Momentum (1)"] == 1 and r2.attackers[0].conditions.momentum == 2
    r3 = rnd(list(r2.attackers), list(r2.defenders), [1, 20])
    assert r3.attackers[0].conditions.momentum == 0 and r3.defenders[0].conditions.momentum == 1
    tie = rnd(list(r2.attackers), list(r2.defenders), [8, 12])   # 8+2 = 10 vs 12? momentum 2 -> 10 v 12
    assert tie.winner == "defender"
    tie = rnd(list(r2.attackers), list(r2.defenders), [10, 12])  # 10+2 = 12: tie keeps momentum
    assert tie.winner is None and tie.attackers[0].conditions.momentum == 2


@pytest.mark.parametrize("a_mob,a_specs,d_mob,d_specs,bonus", [
    ("mechanized", ("Infantry", "Mechanized"), "foot", ("Infantry",), 2),
    ("armor", ("Infantry", "Mechanized", "Armor"), "foot", ("Infantry",), 4),
    ("armor", ("Infantry", "Mechanized", "Armor"), "mechanized", ("Infantry", "Mechanized"), 2),
    ("armor", ("Infantry", "Mechanized", "Armor"), "armor", ("Infantry", "Mechanized", "Armor"), 0),
    # without Infantry a unit fights as Poorly equipped: no mobility bonus (NOTES.md 5)
    ("armor", ("Mechanized", "Armor"), "foot", ("Infantry",), 0),
])
def test_mobility_steps(a_mob, a_specs, d_mob, d_specs, bonus):
    res = rnd(U("A", "Elite", specialties=a_specs, mobility=a_mob), U("B", "Elite", specialties=d_specs,
                                                                        mobility=d_mob), [10, 10])
    got = [v for n, v in mods(res.attacker).items() if n.startswith("Mobility")]
    assert got == ([bonus] if bonus else [])


def test_poor_equipment_loses_mobility():
    a = U("A", "Elite", specialties=("Infantry", "Mechanized"), mobility="mechanized", equipment="Barely Adequate")
    res = rnd(a, U("B"), [10, 10])
    assert not any(n.startswith("Mobility") for n in mods(res.attacker))


def test_outnumbered_bonus_goes_to_the_bigger_side():
    many = [U(f"A{i}") for i in range(4)]
    res = rnd(many, U("B"), [10, 10])
    assert mods(res.attacker)["Outnumbering the enemy 4 to 1 (x4 or more)"] == 6
    res = rnd(U("A"), [U("B1"), U("B2")], [10, 10])
    assert mods(res.defender)["Outnumbering the enemy 2 to 1 (x2 or more)"] == 2


def test_terrain_specialty_and_double_momentum():
    marines = U("M", specialties=("Infantry", "Amphibious"), cond={"momentum": 2})
    eng = Engagement(terrain="amphibious")
    m = mods(rnd(marines, U("B"), [10, 10], eng).attacker)
    assert m["Amphibious in amphibious terrain"] == 2
    assert m["Momentum (2, doubled: Amphibious in amphibious terrain)"] == 4
    m = mods(rnd(marines, U("B", specialties=("Infantry", "Amphibious")), [10, 10], eng).attacker)
    assert m["Momentum (2)"] == 2
    arctic = U("M", specialties=("Infantry", "Arctic"))
    assert mods(rnd(arctic, U("B"), [10, 10], Engagement(terrain="arctic")).attacker)["Arctic in arctic terrain"] == 2


def test_armor_barred_terrain():
    tank = U("T", specialties=("Mechanized", "Armor"), mobility="armor")
    for terrain in ("arctic", "jungle", "swamp", "amphibious"):
        with pytest.raises(RuleError) as err:
            rnd(tank, U("B"), [10, 10], Engagement(terrain=terrain))
        assert err.value.field == "terrain"
    amph = U("T", "Legendary", specialties=("Infantry", "Mechanized", "Armor", "Amphibious"), mobility="armor")
    assert rnd(amph, U("B"), [10, 10], Engagement(terrain="amphibious")).winner == "attacker"


def test_armor_not_pinned_by_infantry_unless_cramped():
    tank = U("T", "Average", specialties=("Mechanized", "Armor"), mobility="armor", cond={"pinned_down": ("doorway",)})
    assert not any(n.startswith("Opponent pinned") for n in mods(rnd(U("A"), tank, [10, 10]).attacker))
    res = rnd(U("A"), tank, [10, 10], Engagement(cramped_quarters=True))
    assert mods(res.attacker)["Opponent pinned down (doorway)"] == 2


def test_mobility_advantage_not_pinned_by_numbers():
    mech = U("M", specialties=("Infantry", "Mechanized"), mobility="mechanized", cond={"pinned_down": ("numbers",)})
    res = rnd([U("A1"), U("A2")], mech, [10, 10])
    assert not any(n.startswith("Opponent pinned") for n in mods(res.attacker))
    res = rnd([U("A1"), U("A2")], mech, [10, 10], Engagement(cramped_quarters=True))
    assert mods(res.attacker)["Opponent pinned down (numbers)"] == 2


def test_pins_end_as_the_text_says():
    door = U("B", cond={"pinned_down": ("doorway", "multiple_directions")})
    res = rnd(U("A"), door, [1, 20])
    assert res.defenders[0].conditions.pinned_down == ("multiple_directions",)
    landing = U("L", cond={"pinned_down": ("landing",)})
    r1 = rnd(landing, U("B"), [20, 1])
    assert r1.attackers[0].conditions.pinned_down == ("landing",) and r1.attackers[0].conditions.landing_wins == 1
    r2 = rnd(list(r1.attackers), [U("B2")], [20, 1])
    assert r2.attackers[0].conditions.pinned_down == () and r2.attackers[0].conditions.landing_wins == 0
    # numbers: a pinning unit that only retreats does not free the pinned unit (NOTES.md 5)
    pinned = U("P", "Elite", cond={"pinned_down": ("numbers",)})
    raws = [U("R1", "Raw", specialties=()), U("R2", "Raw", specialties=())]
    res = rnd(raws, pinned, [1, 20])
    assert res.attackers[0].status == "retreated" and res.defenders[0].conditions.pinned_down == ("numbers",)
    # still outnumbered 2 to 1 after nothing broke: pin stays
    res = rnd([U("A1"), U("A2")], pinned, [10, 12])
    assert res.defenders[0].conditions.pinned_down == ("numbers",)


def test_raw_order_must_be_repeated_each_round():
    raw = U("R", "Raw", specialties=())
    res = rnd(raw, U("B"), [20, 10])  # 20 - 6 (Raw) - 4 (Poor: no Infantry) = 10: a tie
    assert res.winner is None and res.attackers[0].order is None and res.defenders[0].order == ATTACK
    with pytest.raises(RuleError):
        rnd(list(res.attackers), U("B"), [10, 10])


def test_commanded_or_led_units_count_as_under_orders():
    green = U("G", "Green", order=None, commanded_by="Big Red One")
    assert mods(rnd(green, U("B"), [10, 10]).attacker)["Quality: Green, alone under orders"] == -4
    led = U("G", "Green", order=None, leader=Leader("Cpt", hp=20))
    assert mods(rnd(led, U("B"), [10, 10]).attacker)["Quality: Green, alone under orders"] == -4


def test_extra_gm_modifiers_and_target():
    eng = Engagement(attacker=SideOptions(modifiers=(Modifier("Leadership feat", 2),), target="B2"))
    res = rnd(U("A"), [U("B1"), U("B2")], [20, 1], eng)
    assert mods(res.attacker)["Leadership feat"] == 2 and res.target == "B2"
    assert res.defenders[1].hits_taken == res.hits and res.defenders[0].hits_taken == 0
    with pytest.raises(RuleError) as err:
        rnd(U("A"), U("B"), [1, 1], Engagement(attacker=SideOptions(target="Nobody")))
    assert err.value.field == "attacker_options.target"


def test_inputs_are_not_mutated_and_broken_units_cannot_fight():
    a, b = U("A"), U("B")
    res = rnd(a, b, [20, 1])
    assert a == U("A") and b == U("B") and res.defenders[0] != b
    with pytest.raises(RuleError) as err:
        rnd(a, replace(b, status="retreated", morale_hits=4), [1, 1])
    assert err.value.field == "defenders[0].status"


# ---- contests and surprise ------------------------------------------------------------------------

def test_contest_quality_equipment_and_strength_in_numbers():
    roller = Roller(ScriptedDice([10, 10]))
    res = resolve_contest([U("A", "Experienced", equipment="Good"), U("A2"), U("A3")], [U("B")], "Spot",
                          Engagement(), roller, T)
    m = mods(res.attacker)
    assert m == {"Quality: Experienced, alone under orders": 2, "Equipment: Good": 2,
                 "Strength in numbers (2 more units)": 4}
    assert res.winner == "attacker" and res.margin == 8


def test_contest_outside_specialty_is_raw_and_poor():
    eng = Engagement(attacker=SideOptions(specialty="Combat Engineering"))
    res = resolve_contest([U("A", "Elite", equipment="Excellent"), U("A2")], [U("B")], "Craft (Structural)", eng,
                          Roller(ScriptedDice([10, 10])), T)
    m = mods(res.attacker)
    assert m["Quality: as Raw (no Combat Engineering specialty; really Elite), alone under orders"] == -6
    assert m["Equipment: as Poor (outside its specialties)"] == -4
    assert "Strength in numbers (1 more unit)" not in m


def test_contest_tie_is_no_result():
    res = resolve_contest([U("A")], [U("B")], "Hide", Engagement(), Roller(ScriptedDice([7, 7])), T)
    assert res.winner is None


def test_surprise_sets_momentum_two_then_three():
    res = resolve_surprise([U("A")], [U("B")], Engagement(), Roller(ScriptedDice([15, 5])), T)
    assert res.attackers[0].conditions.momentum == 2 and res.defenders[0].conditions.surprised
    r = rnd(list(res.attackers), list(res.defenders), [10, 10])
    assert mods(r.attacker)["Momentum (2)"] == 2 and r.attackers[0].conditions.momentum == 3
    assert not r.defenders[0].conditions.surprised
    miss = resolve_surprise([U("A")], [U("B")], Engagement(), Roller(ScriptedDice([5, 5])), T)
    assert miss.attackers[0].conditions.momentum == 0 and "no surprise" in miss.notes


def test_heavy_extra_hit_is_explained():
    heavy = U("H", "Green", specialties=("Infantry", "Heavy"))
    res = apply_hits(heavy, 2, 0, Roller(ScriptedDice([])), T)
    assert res.unit.status == "ready" and "extra hit" in res.events[1].reason
    res = apply_hits(res.unit, 1, 0, Roller(ScriptedDice([])), T)
    assert res.unit.status == "retreated"
    poor = U("H", "Green", specialties=("Infantry", "Heavy"), equipment="Poor")
    assert apply_hits(poor, 2, 0, Roller(ScriptedDice([])), T).unit.status == "retreated"
