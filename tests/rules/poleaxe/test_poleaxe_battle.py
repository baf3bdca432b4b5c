import pytest

from muster.rules.dice import Roller, ScriptedDice
from muster.rules.poleaxe.battle import Battle, advance_phase, declare, setup_battle
from muster.rules.poleaxe.builder import squad_from_input
from muster.rules.poleaxe.combat import RulesError
from muster.rules.poleaxe.data import load_tables
from muster.rules.poleaxe.spells import Spell, cast_spell

T = load_tables()


def sq(name, move=2):
    return squad_from_input({"name": name, "attack_value": 3, "defense_value": 2, "hits_to_kill": 3,
                             "morale_value": 6, "movement": move}, T)


def test_setup_rolls_2d6_spaces_and_round_trips():
    battle, roll, notes = setup_battle({"Red": ["a"], "Blue": ["b"]}, Roller(ScriptedDice([2, 5])), T)
    assert roll.notation == "2d6" and battle.start_distance == 7
    assert battle.distance("Red", "Blue") == 7 and notes == []
    assert Battle.from_dict(battle.to_dict()) == battle
    _, _, notes = setup_battle({"Red": ["a"], "Blue": ["b"]}, Roller(ScriptedDice([1, 1])), T, combatants=120)
    assert "bodies" in str(notes[0])  # notes and events are messages (muster.i18n)


def test_a_full_turn_through_all_five_phases():
    squads = {"a": sq("a", 3), "b": sq("b", 2)}
    battle, _, _ = setup_battle({"Red": ["a"], "Blue": ["b"]}, Roller(ScriptedDice([3, 3])), T)
    battle = declare(battle, "Red", 3, T, charge=True, squads=squads)
    battle = declare(battle, "Blue", 2, T, squads=squads)
    r = advance_phase(battle, T, squads)  # half move: 2 and 1
    assert r.battle.phase_key(T) == "half_move" and r.battle.distance("Red", "Blue") == 3
    r = advance_phase(r.battle, T, r.squads)
    assert r.battle.phase_key(T) == "missiles"
    r = advance_phase(r.battle, T, r.squads)  # the rest: 1 and 1
    assert r.battle.phase_key(T) == "finish_move" and r.battle.distance("Red", "Blue") == 1
    r = advance_phase(r.battle, T, r.squads)
    assert r.battle.phase_key(T) == "melee" and not any("engaged" in str(e) for e in r.events)
    r = advance_phase(r.battle, T, r.squads)
    assert r.battle.phase_key(T) == "declare" and r.battle.turn == 2
    assert all(b.declared == 0 and not b.charge for b in r.battle.bodies)


def test_bodies_meet_at_contact_and_never_pass():
    battle, _, _ = setup_battle({"Red": ["a"], "Blue": ["b"]}, Roller(ScriptedDice([1, 2])), T)
    battle = declare(battle, "Red", 4, T)
    battle = declare(battle, "Blue", 4, T)
    r = advance_phase(battle, T)
    assert r.battle.distance("Red", "Blue") == 0
    assert any("contact" in str(e) for e in r.events)
    r = advance_phase(advance_phase(r.battle, T).battle, T)
    assert r.battle.distance("Red", "Blue") == 0
    r = advance_phase(r.battle, T)
    assert any("engaged in melee" in str(e) for e in r.events)


def test_declare_checks():
    squads = {"a": sq("a", 1), "b": sq("b")}
    battle, _, _ = setup_battle({"Red": ["a"], "Blue": ["b"]}, Roller(ScriptedDice([3, 3])), T)
    with pytest.raises(RulesError) as err:
        declare(battle, "Red", 2, T, squads=squads)
    assert err.value.field == "spaces"
    with pytest.raises(RulesError) as err:
        declare(battle, "Red", 0, T, charge=True)
    assert err.value.field == "charge"
    later = advance_phase(battle, T).battle
    with pytest.raises(RulesError) as err:
        declare(later, "Red", 1, T)
    assert err.value.field == "phase"


def test_spell_effects_count_down_at_the_end_of_the_turn():
    squads = cast_spell(Spell("Web", "incapacitate", ("b",), hd=4), {"a": sq("a"), "b": sq("b")}, T).squads
    battle, _, _ = setup_battle({"Red": ["a"], "Blue": ["b"]}, Roller(ScriptedDice([3, 3])), T)
    r = advance_phase(battle, T, squads)
    for _ in range(4):
        assert r.squads["b"].held
        r = advance_phase(r.battle, T, r.squads)
    assert not r.squads["b"].held and r.squads["b"].temp_hits == 0


@pytest.mark.parametrize("data,field", [
    ({"sides": ["Red"], "bodies": []}, "battle.sides"),
    ({"sides": ["Red", "Blue"], "bodies": []}, "battle.bodies"),
    ({"sides": ["Red", "Blue"], "bodies": [{"name": "x", "side": "Green"}]}, "battle.bodies[0].side"),
    ({"sides": ["Red", "Blue"], "bodies": [{"name": "x", "side": "Red"}], "phase": 7}, "battle.phase"),
])
def test_battle_from_dict_errors(data, field):
    with pytest.raises(ValueError) as err:
        Battle.from_dict(data)
    assert err.value.field == field
