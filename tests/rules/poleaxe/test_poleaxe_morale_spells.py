from dataclasses import replace

import pytest

from muster.rules.dice import Modifier, Roller, ScriptedDice
from muster.rules.poleaxe.builder import squad_from_input
from muster.rules.poleaxe.combat import RulesError
from muster.rules.poleaxe.data import load_tables
from muster.rules.poleaxe.morale import cha_modifier, check_morale, hold_chance, rally, rally_odds
from muster.rules.poleaxe.spells import Spell, cast_spell, end_of_turn
from muster.rules.poleaxe.squad import Leader

T = load_tables()


def sq(name="A", **kw):
    return squad_from_input({"name": name, "attack_value": 3, "defense_value": 2, "hits_to_kill": 4,
                             "morale_value": 6, "movement": 2, **kw}, T)


def roll(dice):
    return Roller(ScriptedDice(dice))


@pytest.mark.parametrize("face,routs", [(1, False), (6, False), (7, True), (10, True)])
def test_morale_d10_over_mv_routs(face, routs):
    r = check_morale(sq(), ["took_hit"], roll([face]), T)
    assert r.routs is routs and r.needed == 6 and r.margin == 6 - face
    assert r.squad.morale == ("routing" if routs else "steady")
    d = r.to_dict(T)
    assert d["reason_labels"] == ["Squad has taken a hit"]
    assert d["raises"] == (["friends_routing"] if routs else [])


def test_secure_position_and_gm_modifiers():
    r = check_morale(sq(), ["flank"], roll([8]), T, secure_position=True, modifiers=[Modifier("Bless", 1)])
    assert [(m.name, m.value) for m in r.modifiers][1] == ("Bless", 1)
    assert r.needed == 8 and not r.routs
    assert hold_chance(sq(), T, secure_position=True) == pytest.approx(0.7)


def test_no_check_when_routing_or_out_and_bad_trigger_refused():
    r = check_morale(replace(sq(), morale="routing"), ["took_hit"], roll([]), T)
    assert r.roll is None and r.routs
    r = check_morale(replace(sq(), hits=4), ["took_hit"], roll([]), T)
    assert r.roll is None
    with pytest.raises(RulesError) as err:
        check_morale(sq(), ["bad_smell"], roll([1]), T)
    assert err.value.field == "reasons[0]"


@pytest.mark.parametrize("cha,mod", [(3, -3), (5, -2), (8, -1), (9, 0), (12, 0), (13, 1), (15, 1), (16, 2),
                                     (17, 2), (18, 3), (20, 3)])
def test_cha_modifiers(cha, mod):
    assert cha_modifier(cha, T) == mod


def test_rally_by_cha_check():
    routing = replace(sq(), morale="routing")
    r = rally(routing, Leader("Sir Hugh", 5, True, cha=16), roll([8]), T)
    assert r.method == "cha" and r.roll.total == 10 and r.rallied and r.squad.morale == "rallied"
    assert [(m.shown_name, m.value) for m in r.roll.modifiers] == [("Sir Hugh's CHA 16", 2)]
    r = rally(routing, Leader("Sir Hugh", 5, True, cha=16), roll([7]), T)
    assert not r.rallied and r.squad.morale == "routing"


def test_rally_uses_tactics_when_better():
    routing = replace(sq(), morale="routing")
    odds = rally_odds(Leader(cha=10, tactics=14), T)
    assert odds.method == "tactics" and odds.tactics_chance == pytest.approx(0.7)
    assert odds.cha_chance == pytest.approx(0.55)
    r = rally(routing, Leader(cha=10, tactics=14), roll([14]), T)
    assert r.method == "tactics" and r.rallied
    r = rally(routing, Leader(cha=10, tactics=14), roll([15]), T)
    assert not r.rallied
    assert rally_odds(Leader(cha=18, tactics=13), T).method == "cha"  # 65% vs 65%: CHA


def test_rally_refusals():
    with pytest.raises(RulesError, match="not routing"):
        rally(sq(), Leader(cha=12), roll([10]), T)
    with pytest.raises(RulesError) as err:
        rally(replace(sq(), morale="routing"), None, roll([10]), T)
    assert err.value.field == "leader"
    with pytest.raises(RulesError) as err:
        rally(replace(sq(), morale="routing"), Leader(), roll([10]), T)
    assert err.value.field == "leader.cha"
    # the squad's own leader is used when none is given
    own = replace(sq(), morale="routing", leader=Leader("Cpt", cha=13))
    assert rally(own, None, roll([9]), T).rallied


# ---- spells -----------------------------------------------------------------------

def test_damage_spell_htk_per_two_or_three_hd():
    squads = {"A": sq()}
    r = cast_spell(Spell("Flame Arrow", "damage", ("A",), hd=5), squads, T)
    assert r.squads["A"].hits == 2 and squads["A"].hits == 0
    r = cast_spell(Spell("Flame Arrow", "damage", ("A",), hd=5, hd_per_htk=3), squads, T)
    assert r.squads["A"].hits == 1
    with pytest.raises(RulesError) as err:
        cast_spell(Spell("x", "damage", ("A",), hd=5, hd_per_htk=4), squads, T)
    assert err.value.field == "hd_per_htk"


def test_area_damage_hits_every_squad_and_never_below_zero():
    squads = {"A": sq("A"), "B": sq("B", hits_to_kill=2)}
    r = cast_spell(Spell("Fire Ball", "area_damage", ("A", "B"), hd=10), squads, T)
    assert r.squads["A"].hits == 4 and r.squads["B"].hits == 2
    assert all(s.hits_left == 0 and s.out_of_fight for s in r.squads.values())


def test_incapacitation_is_temporary_and_holds_the_squad():
    r = cast_spell(Spell("Sleep", "incapacitate", ("A",), hd=4, duration_turns=2), {"A": sq()}, T)
    s = r.squads["A"]
    assert s.temp_hits == 2 and s.held and s.hits == 0 and s.hits_left == 2
    s = end_of_turn(s)
    assert s.held and s.temp_hits == 2
    s = end_of_turn(s)
    assert not s.held and s.temp_hits == 0 and s.effects == ()


def test_healing_and_no_revival():
    hurt = replace(sq(), hits=3)
    r = cast_spell(Spell("Cure", "healing", ("A",), hd=4), {"A": hurt}, T)
    assert r.squads["A"].hits == 1
    r = cast_spell(Spell("Heal", "healing", ("A",), hd=20), {"A": hurt}, T)
    assert r.squads["A"].hits == 0
    with pytest.raises(RulesError, match="Out of the Fight"):
        cast_spell(Spell("Cure", "healing", ("A",), hd=4), {"A": replace(sq(), hits=4)}, T)


@pytest.mark.parametrize("kind,bonus,ok", [("enhancement", 1, True), ("enhancement", 3, True),
                                           ("enhancement", 4, False), ("protection", 4, True),
                                           ("protection", 0, False), ("protection", 5, False)])
def test_enhancement_and_protection_ranges(kind, bonus, ok):
    spell = Spell("Bless", kind, ("A",), bonus=bonus)
    if not ok:
        with pytest.raises(RulesError) as err:
            cast_spell(spell, {"A": sq()}, T)
        assert err.value.field == "bonus"
        return
    s = cast_spell(spell, {"A": sq()}, T).squads["A"]
    key = "attack_bonus" if kind == "enhancement" else "defense_bonus"
    assert s.bonus(key) == [Modifier("Bless", bonus)]
    assert end_of_turn(s).effects == ()


def test_spell_range_and_scale():
    with pytest.raises(RulesError) as err:
        cast_spell(Spell("Fire Ball", "area_damage", ("A",), hd=6, range_ft=240, distance=5), {"A": sq()}, T)
    assert err.value.field == "distance" and "reaches 4" in str(err.value)
    cast_spell(Spell("Fire Ball", "area_damage", ("A",), hd=6, range_ft=240, distance=4), {"A": sq()}, T)
    with pytest.raises(RulesError, match="only be used in melee"):
        cast_spell(Spell("Shocking Grasp", "damage", ("A",), hd=2, range_ft=0, distance=1), {"A": sq()}, T)
    r = cast_spell(Spell("Charm", "incapacitate", ("A",), hd=4, affects_few=True), {"A": sq()}, T)
    assert r.squads["A"] == sq() and "no effect" in str(r.note)
