"""NOTES.md section 5 (BUCS): each ruling with scripted dice that the earlier reading would fail."""

from dataclasses import replace

from muster.rules.bucs.api import ACTIONS
from muster.rules.bucs.combat import resolve_round
from muster.rules.bucs.data import default_tables, load_tables
from muster.rules.bucs.healing import rest, treat_casualties
from muster.rules.bucs.modifiers import Engagement
from muster.rules.bucs.units import Order, Unit, breaks_at
from muster.rules.dice import Roller, ScriptedDice
from muster.rules.requests import run

T = default_tables()
ATTACK = Order("Attack")


def U(name, quality="Average", specialties=("Infantry",), **kw):
    kw.setdefault("order", ATTACK)
    cond = kw.pop("cond", None)
    u = Unit(name, quality, specialties=specialties, **kw)
    return u.with_conditions(**cond) if cond else u


def rnd(a, d, faces, tables=T):
    return resolve_round(a if isinstance(a, list) else [a], d if isinstance(d, list) else [d], Engagement(),
                         Roller(ScriptedDice(faces)), tables)


# ---- a unit without Infantry fights as Raw and as Poorly equipped ------------------------------------------

def test_no_infantry_good_equipment_counts_minus_four():
    engineers = U("Sappers", "Elite", ("Combat Engineering",), equipment="Good")
    res = rnd(engineers, U("B"), [18, 7])
    # 18 - 6 (as Raw) - 4 (as Poor) = 8 beats 7; the old reading (Good's bonus dropped to 0) gave 12 and 1 hit
    assert res.attacker.total == 8 and res.winner == "attacker" and res.hits == 0


def test_no_infantry_loses_mobility_and_heavy_extra_hit():
    tanks = U("Tanks", "Elite", ("Mechanized", "Armor", "Heavy"), mobility="armor")
    res = rnd(tanks, U("B"), [10, 10])
    assert not [m for m in res.attacker.roll.modifiers if m.shown_name.startswith("Mobility")]
    assert breaks_at(tanks, T) == 6
    # a Heavy infantry unit keeps both
    grunts = U("Grunts", "Elite", ("Infantry", "Mechanized", "Heavy"), mobility="mechanized")
    assert breaks_at(grunts, T) == 7
    modifiers = rnd(grunts, U("B"), [10, 10]).attacker.roll.modifiers
    assert [m.value for m in modifiers if m.shown_name.startswith("Mobility")] == [2]


def test_penalties_only_reading_is_an_option():
    old = load_tables({"outside_specialty": {"no_infantry_combat_equipment": "penalties_only"}})
    tanks = U("Tanks", "Elite", ("Mechanized", "Armor", "Heavy"), mobility="armor")
    assert breaks_at(tanks, old) == 7
    res = rnd(tanks, U("B"), [10, 10], old)
    assert res.attacker.total == 10 - 6 + 0 + 4


# ---- momentum belongs to the lead ----------------------------------------------------------------------------

def test_helpers_neither_gain_nor_lose_momentum():
    lead, helper = U("Lead"), U("Helper", cond={"momentum": 2})
    won = rnd([lead, helper], U("Foe"), [15, 5])
    assert won.winner == "attacker"
    assert won.attackers[0].conditions.momentum == 1 and won.attackers[1].conditions.momentum == 2
    lost = rnd([U("Lead", cond={"momentum": 3}), helper], [U("Foe"), U("Foe2", cond={"momentum": 4})], [2, 18])
    assert lost.winner == "defender"
    assert lost.attackers[0].conditions.momentum == 0 and lost.attackers[1].conditions.momentum == 2
    assert lost.defenders[0].conditions.momentum == 1 and lost.defenders[1].conditions.momentum == 4


def test_a_helper_that_leads_uses_its_own_streak():
    helper = U("Helper", cond={"momentum": 2})
    res = rnd([helper, U("Other", cond={"momentum": 5})], U("Foe"), [10, 10])
    assert {m.shown_name: m.value for m in res.attacker.roll.modifiers}["Momentum (2)"] == 2


# ---- pinned down by numbers ends only when a pinning unit is destroyed ---------------------------------------

def test_numbers_pin_ends_when_a_pinning_unit_is_destroyed():
    pinned = U("P", "Elite", cond={"pinned_down": ("numbers",)}, order=None)
    greens = [U("G1", "Green"), U("G2", "Green")]
    # 12 - 4 (Green) + 2 (outnumbering 2 to 1) + 2 (opponent pinned) = 12 against 20 + 4 = 24: margin 12, 2 hits,
    # morale then casualty: the casualty hit takes the Green unit below Raw
    res = rnd(greens, pinned, [12, 20])
    assert res.attackers[0].status == "destroyed"
    assert res.defenders[0].conditions.pinned_down == ()


def test_numbers_pin_stays_when_the_pinning_unit_only_retreats():
    pinned = U("P", "Elite", cond={"pinned_down": ("numbers",)}, order=None)
    greens = [U("G1", "Green"), U("G2", "Green")]
    res = rnd(greens, pinned, [7, 20])   # 7 against 24, margin 17: 3 hits, the second morale hit breaks it
    assert res.attackers[0].status == "retreated"
    assert res.defenders[0].conditions.pinned_down == ("numbers",)


# ---- medical crews heal one hit a day, a casualty first within 24 hours --------------------------------------

MED = U("Doc", specialties=("Medical",))


def test_medical_crew_heals_a_morale_hit_when_no_casualty_waits():
    (t,) = treat_casualties([U("A", morale_hits=2)], T, [MED])
    assert t.healed == 0 and t.morale_healed == 1 and t.after.morale_hits == 1


def test_medical_crew_heals_one_hit_a_day():
    hurt = U("A", "Elite", morale_hits=2, casualty_hits=1)
    (day1,) = treat_casualties([hurt], T, [MED])
    assert (day1.healed, day1.morale_healed, day1.after.morale_hits) == (1, 0, 2)
    (three,) = treat_casualties([hurt], T, [MED], days=3)
    assert (three.healed, three.morale_healed, three.after.morale_hits, three.permanent) == (1, 2, 0, 0)
    late = treat_casualties([hurt], T, [MED], hours_since_battle=30)[0]
    assert (late.healed, late.morale_healed, late.permanent) == (0, 1, 1)
    # leftover capacity goes to morale hits once every casualty waiting is saved
    a, b = U("A", casualty_hits=1), U("B", morale_hits=1)
    ta, tb = treat_casualties([a, b], T, [MED, replace(MED, name="Doc2")])
    assert (ta.healed, tb.morale_healed) == (1, 1)
    assert rest(tb.after, 1, T).after.morale_hits == 0


def test_heal_action_reports_the_medics_morale_work():
    out = run(ACTIONS["heal"], {"unit": {"name": "A", "quality": "Average", "specialties": ["Infantry"],
                                         "morale_hits": 1},
                                "medical": [{"name": "Doc", "quality": "Average", "specialties": ["Medical"]}]})
    assert out["treatment"][0]["morale_hits_healed_by_medics"] == 1 and out["units"][0]["morale_hits"] == 0


# ---- every named die is used, and each roll's source is told truly ------------------------------------------

LED = {"name": "Bravo", "quality": "Average", "specialties": ["Infantry"], "leader": {"name": "Sgt", "hp": 30}}


def test_apply_hits_uses_the_named_leader_dice():
    for key in ("defender_leader", "attacker_leader"):
        out = run(ACTIONS["apply-hits"], {"unit": LED, "casualty": 1, "rolls": {key: [6, 5, 4]}})
        assert out["character_hits"][0]["damage"] == 15 and "unused_rolls" not in out
        assert out["rolls"][0]["faces"] == [6, 5, 4] and out["rolls"][0]["source"] == "manual"
    seeded = run(ACTIONS["apply-hits"], {"unit": LED, "casualty": 1, "seed": 3})
    assert seeded["rolls"][0]["source"] == "auto"


def test_round_sources_say_given_or_rolled():
    alpha = {"name": "Alpha", "quality": "Legendary", "specialties": ["Infantry"], "order": "Attack"}
    out = run(ACTIONS["round"], {"attacker": alpha, "defender": LED, "rolls": {"defender": 2}, "seed": 1})
    sources = {r["purpose"]: r["source"] for r in out["rolls"]}
    assert sources["Alpha combat roll (attacker)"] == "auto"
    assert sources["Bravo combat roll (defender)"] == "manual"
    out = run(ACTIONS["round"], {"attacker": alpha, "defender": LED, "dice": [20], "seed": 1})
    assert [r["source"] for r in out["rolls"][:2]] == ["manual", "auto"]


def test_unneeded_named_dice_are_reported():
    out = run(ACTIONS["apply-hits"], {"unit": LED, "morale": 1, "rolls": {"defender_leader": [1, 1, 1]}})
    assert out["unused_rolls"] == {"defender_leader": [1, 1, 1]}
