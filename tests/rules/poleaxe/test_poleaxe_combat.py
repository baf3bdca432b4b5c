from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from muster.i18n import render
from muster.rules.dice import Modifier, Roller, ScriptedDice
from muster.rules.poleaxe.builder import squad_from_input
from muster.rules.poleaxe.combat import Attack, RulesError, resolve_melee, resolve_missiles
from muster.rules.poleaxe.data import load_tables
from muster.rules.poleaxe.squad import Effect

T = load_tables()


def sq(name, av=3, dv=2, htk=3, mv=6, **kw):
    return squad_from_input({"name": name, "attack_value": av, "defense_value": dv, "hits_to_kill": htk,
                             "morale_value": mv, "movement": 2, **kw}, T)


def pair(**kw):
    a, b = sq("A", **kw.pop("a", {})), sq("B", **kw.pop("b", {}))
    return {"A": a, "B": b}


def roll(dice):
    return Roller(ScriptedDice(dice))


def test_simultaneous_melee_both_roll_then_saves():
    squads = pair()
    roller = roll([3, 4, 5, 2])  # A hits (3<=3), B misses (4>3); B's save 5 fails (>2)... then nothing left
    r = resolve_melee(squads, [Attack("A", "B")], roller, T)
    assert [(a.attacker, a.roll.natural, a.needed, a.hit, a.margin) for a in r.attacks] == [
        ("A", 3, 3, True, 0), ("B", 4, 3, False, -1)]
    assert [(s.squad, s.roll.natural, s.needed, s.saved) for s in r.saves] == [("B", 5, 2, False)]
    assert r.squads["B"].hits == 1 and r.squads["A"].hits == 0
    assert squads["B"].hits == 0  # inputs untouched
    assert [d.squad for d in r.morale_checks] == ["B"]
    assert r.morale_checks[0].reasons == ("took_hit",)


def test_a_save_at_or_under_dv_costs_nothing():
    r = resolve_melee(pair(), [Attack("A", "B")], roll([1, 9, 2]), T)
    assert r.saves[0].saved and r.squads["B"].hits == 0
    # the hit was scored all the same: the squad checks morale for it (NOTES.md 5)
    assert [(d.squad, d.reasons, d.checks) for d in r.morale_checks] == [("B", ("took_hit",), 1)]


@pytest.mark.parametrize("direction,surprise,mods,reasons", [
    ("flank", False, {"Attacking from the flank": 1}, ("flank",)),
    ("rear", False, {"Attacking from the rear": 1}, ("rear",)),
    ("front", True, {"Attacking from surprise": 1}, ("surprise",)),
    # one row of the table: +1 at most however many apply (NOTES.md 5)
    ("rear", True, {"Attacking from the rear (also surprise: one row, counted once)": 1}, ("rear", "surprise")),
])
def test_flank_rear_surprise_add_to_av_and_raise_a_check(direction, surprise, mods, reasons):
    r = resolve_melee(pair(), [Attack("A", "B", direction, surprise)], roll([10, 10]), T)
    first = r.attacks[0]
    assert {m.shown_name: m.value for m in first.modifiers} == mods
    assert first.needed == 3 + sum(mods.values())
    assert r.attacks[1].modifiers == ()  # blow back is frontal
    assert r.morale_checks[0].squad == "B" and r.morale_checks[0].reasons == reasons


def test_mounted_charge_on_foot_raises_a_check_but_not_on_horse():
    squads = {"A": sq("A", mounted=True), "B": sq("B")}
    r = resolve_melee(squads, [Attack("A", "B", charge=True)], roll([10, 10]), T)
    assert r.morale_checks[0].reasons == ("mounted_charge",)
    squads["B"] = sq("B", mounted=True)
    r = resolve_melee(squads, [Attack("A", "B", charge=True)], roll([10, 10]), T)
    assert r.morale_checks == ()


def test_cover_and_spell_bonuses_and_gm_modifiers_are_listed():
    a = replace(sq("A"), effects=(Effect("Bless", "attack_bonus", 1, 1),))
    b = replace(sq("B"), effects=(Effect("Shield", "defense_bonus", 2, 1),))
    r = resolve_melee({"A": a, "B": b}, [Attack("A", "B", cover="hard", modifiers=(Modifier("Uphill", 1),),
                                                 strike_back=False)], roll([5, 7]), T)
    att = r.attacks[0]
    assert [(m.name, m.value) for m in att.modifiers] == [("Bless", 1), ("Uphill", 1)]
    assert att.needed == 5 and att.hit
    save = r.saves[0]
    assert [(m.name, m.value) for m in save.modifiers] == [("Hard cover", 2), ("Shield", 2)]
    assert save.needed == 6 and not save.saved
    r = resolve_melee({"A": a, "B": b}, [Attack("A", "B", cover="soft", strike_back=False)], roll([1, 5]), T)
    assert r.saves[0].modifiers[0] == Modifier("Soft cover", 1) and r.saves[0].saved


def test_squad_at_zero_htk_is_out_of_the_fight_but_struck_this_phase():
    squads = {"A": sq("A", htk=1), "B": sq("B", htk=1)}
    r = resolve_melee(squads, [Attack("A", "B")], roll([1, 1, 9, 9]), T)
    assert r.squads["A"].out_of_fight and r.squads["B"].out_of_fight
    assert {x["squad"]: x["dropped_this_phase"] for x in r.summary()} == {"A": True, "B": True}
    assert r.morale_checks == ()  # dropped squads do not check
    with pytest.raises(RulesError) as err:
        resolve_melee(r.squads, [Attack("A", "B")], roll([1]), T)
    assert err.value.field == "engagements[0].attacker"


def test_one_roll_per_opponent_and_gang_up():
    squads = {"A": sq("A"), "B": sq("B"), "C": sq("C", htk=1)}
    r = resolve_melee(squads, [Attack("A", "C"), Attack("B", "C", "flank")], roll([1, 10, 1, 10, 9, 9]), T)
    assert [(a.attacker, a.target) for a in r.attacks] == [("A", "C"), ("C", "A"), ("B", "C"), ("C", "B")]
    assert r.squads["C"].hits == 1 and r.squads["C"].out_of_fight  # never more than HTK
    t2 = load_tables({"melee": {"rolls_per_opponent": 2}})
    r = resolve_melee(pair(), [Attack("A", "B", strike_back=False)], roll([10, 10]), t2)
    assert len(r.attacks) == 2


def test_routing_and_held_squads_do_not_strike_back():
    squads = {"A": sq("A"), "B": replace(sq("B"), morale="routing")}
    r = resolve_melee(squads, [Attack("A", "B")], roll([10]), T)
    assert len(r.attacks) == 1 and "routing" in render(r.skipped[0])
    squads["B"] = replace(sq("B"), effects=(Effect("Web", "incapacitated", 1, 1),), temp_hits=1)
    r = resolve_melee(squads, [Attack("A", "B")], roll([10]), T)
    assert len(r.attacks) == 1 and "held" in render(r.skipped[0])
    with pytest.raises(RulesError, match="routing"):
        resolve_melee({"A": replace(sq("A"), morale="routing"), "B": sq("B")}, [Attack("A", "B")], roll([1]), T)


def test_hit_scored_trigger_option():
    t2 = load_tables({"morale": {"hit_trigger": "hit_scored"}})
    r = resolve_melee(pair(), [Attack("A", "B", strike_back=False)], roll([1, 1]), t2)
    assert r.squads["B"].hits == 0 and r.morale_checks[0].reasons == ("took_hit",)


def test_unknown_ids_and_self_attack_refused():
    with pytest.raises(RulesError) as err:
        resolve_melee(pair(), [Attack("A", "Z")], roll([]), T)
    assert err.value.field == "engagements[0].target"
    with pytest.raises(RulesError) as err:
        resolve_melee(pair(), [Attack("A", "A")], roll([]), T)
    assert err.value.field == "engagements[0].target"


# ---- missiles ---------------------------------------------------------------------

@pytest.mark.parametrize("weapon,rng,mod", [
    ("thrown", 0, 0), ("thrown", 1, 0),
    ("short_bow", 2, 0), ("short_bow", 3, -2),
    ("long_bow", 2, 0), ("long_bow", 3, -2), ("long_bow", 4, -2),
    ("light_crossbow", 2, 0), ("light_crossbow", 3, -2),
    ("heavy_crossbow", 3, 0), ("heavy_crossbow", 4, -2),
])
def test_missile_ranges(weapon, rng, mod):
    squads = {"A": sq("A", missile=weapon, missile_value=4), "B": sq("B")}
    r = resolve_missiles(squads, [Attack("A", "B", range=rng)], roll([4, 1]), T)
    att = r.attacks[0]
    assert att.needed == 4 + mod and att.kind == "missile"
    assert [(m.name, m.value) for m in att.modifiers] == ([("Long range", -2)] if mod else [])
    assert att.hit == (mod == 0)


@pytest.mark.parametrize("weapon,rng,msg", [
    ("thrown", 2, "target is 2 move spaces away; a thrown weapon's effective range is 1 and it has no long range"),
    ("short_bow", 4, "target is 4 move spaces away; a short bow's long range is 3"),
    ("long_bow", 5, "long range is 4"), ("light_crossbow", 4, "long range is 3"),
    ("heavy_crossbow", 6, "target is 6 move spaces away; a heavy crossbow's long range is 4"),
])
def test_out_of_range_is_refused_with_a_message(weapon, rng, msg):
    squads = {"A": sq("A", missile=weapon, missile_value=4), "B": sq("B")}
    with pytest.raises(RulesError) as err:
        resolve_missiles(squads, [Attack("A", "B", range=rng)], roll([1]), T)
    assert err.value.field == "volleys[0].range"
    assert msg in str(err.value) and str(err.value).startswith("out of range")  # the message is a muster.i18n.Msg


def test_only_stationary_squads_or_trained_skirmishers_shoot():
    squads = {"A": sq("A", missile="short_bow", missile_value=4), "B": sq("B")}
    with pytest.raises(RulesError) as err:
        resolve_missiles(squads, [Attack("A", "B", range=1, moved=True)], roll([1]), T)
    assert err.value.field == "volleys[0].moved"
    squads["A"] = sq("A", missile="short_bow", missile_value=4, skirmisher=True)
    r = resolve_missiles(squads, [Attack("A", "B", range=1, moved=True)], roll([1, 1]), T)
    assert r.attacks[0].hit


def test_missile_fire_from_the_flank_raises_a_check_and_no_return_fire():
    squads = {"A": sq("A", missile="long_bow", missile_value=3), "B": sq("B")}
    r = resolve_missiles(squads, [Attack("A", "B", "flank", range=2)], roll([4, 9]), T)
    assert len(r.attacks) == 1 and r.attacks[0].needed == 4 and r.squads["B"].hits == 1
    assert r.morale_checks[0].reasons == ("took_hit", "flank")


@given(st.lists(st.integers(1, 10), min_size=40, max_size=40), st.integers(1, 7), st.integers(0, 6))
def test_damage_never_exceeds_htk(faces, htk, hits):
    hits = min(hits, htk)
    squads = {"A": sq("A", av=8), "B": replace(sq("B", htk=htk), hits=hits), "C": sq("C", av=8)}
    if squads["B"].out_of_fight:
        return
    r = resolve_melee(squads, [Attack("A", "B"), Attack("C", "B")], roll(faces), T)
    for s in r.squads.values():
        assert 0 <= s.hits <= s.htk and s.hits_left >= 0
    assert r.squads["B"].hits >= hits


def test_one_row_of_several_situations_is_named_by_a_message():
    """Rear and surprise at once: one modifier whose name reads in the GM's language (a rules term inside)."""
    from muster import i18n
    from muster.i18n import to_data

    roller = roll([10, 10])
    r = resolve_melee(pair(), [Attack("A", "B", "rear", True)], roller, T)
    [mod] = r.attacks[0].modifiers
    assert isinstance(to_data(mod.name), dict) and isinstance(to_data(r.attacks[0].roll.purpose), dict)
    assert r.attacks[0].to_dict()["purpose"] == \
        "A melee on B: hits on 4 or less (AV 3, +1 Attacking from the rear (also surprise: one row, counted once))"
    words = {("Poleaxe", "%1 (also %2: one row, counted once)"): "%1 (также %2: одна строка, учитывается один раз)",
             ("Poleaxe", "surprise"): "внезапность",
             ("Rules", "Attacking from the rear"): "Атака с тыла",
             ("Poleaxe", "%1 melee on %2: %3"): "%1 в рукопашной с %2: %3",
             ("Poleaxe", "hits on %1 or less (AV %2%3)"): "попадает на %1 или меньше (ЗА %2%3)"}
    try:
        i18n.install(lambda c, s, d=None, n=-1: words.get((c, s), s))
        assert mod.shown_name == "Атака с тыла (также внезапность: одна строка, учитывается один раз)"
        assert render(roller.rolls[0].purpose) == ("A в рукопашной с B: попадает на 4 или меньше (ЗА 3, +1 Атака с "
                                                   "тыла (также внезапность: одна строка, учитывается один раз))")
    finally:
        i18n.install(None)
