import pytest

from muster.rules.gurps import tables as load_tables
from muster.rules.gurps.armies import Leader, Seer
from muster.rules.gurps.battle import effective_skills
from muster.rules.gurps.morale import morale_modifiers
from muster.rules.gurps.preparation import (
    Mission,
    Security,
    consult_seer,
    mission_skill,
    run_mission,
    seer_modifier,
    team_modifier,
)

from helpers_gurps import battle, dice

T = load_tables()
SPY = Leader("Kestrel", stealth=13, tactics=11)


@pytest.mark.parametrize("team,kind,mod", [(1, "covert", 0), (5, "covert", 0), (6, "covert", -1), (20, "covert", -1),
                                           (21, "covert", -2), (100, "covert", -2), (101, "covert", -4),
                                           (10, "security", 0), (11, "security", 1), (50, "security", 1),
                                           (51, "security", 2)])
def test_team_size_rows(team, kind, mod):
    assert team_modifier(team, kind, T) == mod


def test_recon_success_gives_strategy():
    b = battle()
    r = run_mission(Mission("reconnaissance", SPY, 5), b.attacker, b.defender, dice(15), T)
    assert mission_skill(Mission("reconnaissance", SPY, 5), T).total == 15  # Stealth 13 + 2 reconnaissance
    assert r.success and r.own_after.strategy_modifiers[-1].value == 1
    assert effective_skills(b.with_army("attacker", r.own_after), T)["attacker"].total == 13
    assert b.attacker.strategy_modifiers == ()


def test_recon_many_commandos_gives_two():
    b = battle()
    r = run_mission(Mission("reconnaissance", SPY, 20), b.attacker, b.defender, dice(14), T)
    assert r.success and r.own_after.strategy_modifiers[-1].value == 2
    r = run_mission(Mission("reconnaissance", SPY, 20), b.attacker, b.defender, dice(15), T)  # 13+2-1 = 14
    assert not r.success and r.own_after == b.attacker and "learned nothing" in r.effects[0]


def test_recon_ambushed_by_security():
    b = battle()
    sec = Security(Leader("Warden", tactics=12), 30)  # Tactics 12 +1 for 30 guards
    r = run_mission(Mission("reconnaissance", SPY, 3), b.attacker, b.defender, dice(10, 8), T)
    assert r.security_roll is None
    r = run_mission(Mission("reconnaissance", SPY, 3), b.attacker, b.defender, dice(10, 8), T, security=sec)
    # mission 15-10 = 5, security 13-8 = 5: a tie goes to the security
    assert not r.success and "ambushed" in r.effects[0]
    assert r.to_dict()["contest"] == {"winner": "tie", "margin_of_victory": 0}
    r = run_mission(Mission("reconnaissance", SPY, 3), b.attacker, b.defender, dice(9, 8), T, security=sec)
    assert r.success


def test_assassination_success_kills_commander_and_successor_takes_over():
    b = battle()
    r = run_mission(Mission("assassination", SPY, 2), b.attacker, b.defender, dice(13), T)
    assert r.success and r.enemy_after.commander.name == "Blue Captain"
    assert not r.enemy_after.leader("Blue General").alive
    assert effective_skills(b.with_army("defender", r.enemy_after), T)["defender"].base == 11


def test_assassination_failure_raises_enemy_morale():
    b = battle()
    r = run_mission(Mission("assassination", SPY, 2), b.attacker, b.defender, dice(14), T)
    assert not r.success and [(m.name, m.value) for m in r.enemy_after.morale_modifiers] == [
        ("Failed assassination attempt", 1)]
    r = run_mission(Mission("assassination", SPY, 2, public_execution=True), b.attacker, b.defender, dice(14), T)
    assert r.enemy_after.morale_modifiers[0].value == 2
    mods = morale_modifiers(r.enemy_after, T)
    assert ("Enemy spies publicly executed", 2) in [(m.name, m.value) for m in mods]


def test_assassination_of_named_leader_and_tactics():
    b = battle()
    m = Mission("assassination", SPY, 2, skill="tactics", target="Blue Captain")
    r = run_mission(m, b.attacker, b.defender, dice(11), T)
    assert r.success and r.enemy_after.commander.name == "Blue General"
    assert not r.enemy_after.leader("Blue Captain").alive
    with pytest.raises(KeyError):
        run_mission(Mission("assassination", SPY, 2, target="Nobody"), b.attacker, b.defender, dice(11), T)
    with pytest.raises(ValueError):
        run_mission(Mission("sabotage", SPY, 2), b.attacker, b.defender, dice(11), T)


SEER = Seer("Old Mara", skill=12, strategy=9)


@pytest.mark.parametrize("roll,trust,value", [
    (12, "normal", 1),       # success
    (5, "normal", 1),        # success, not critical at skill 12
    (4, "normal", 2),        # critical success
    (4, "believes", 2),
    (12, "rejects", 0),      # a rejected reading gives nothing (house default)
    (13, "normal", -2),      # failure: average of 9 and 12 = 10 (10.5 rounded down): -2
    (13, "believes", -3),    # failure believed: the seer's Strategy 9
    (13, "rejects", 0),      # failure rejected: own Strategy
])
def test_seer_rows(roll, trust, value):
    army = battle().attacker  # commander Strategy 12
    reading, after = consult_seer(army, SEER, trust, dice(roll), T)
    expected = value
    assert reading.modifier.value == expected and reading.modifier.gm_only
    d = reading.to_dict()
    assert "roll" not in d["player_view"] and "gm_only" in d and d["gm_only"]["roll"]["roll"] == roll
    assert effective_skills(battle().with_army("attacker", after), T)["attacker"].total == 12 + expected


def test_seer_average_rounding_options():
    up = load_tables({"seer": {"average_rounding": "up"}})
    assert seer_modifier(SEER, 12, "normal", False, False, up)[0] == 11 - 12
    assert seer_modifier(SEER, 12, "normal", False, False, T)[0] == 10 - 12


def test_only_one_seer_is_believed():
    army = battle().attacker
    _, after = consult_seer(army, SEER, "normal", dice(4), T)
    _, after = consult_seer(after, Seer("Young Tam", 10, 12), "normal", dice(10), T)
    seer_mods = [m for m in after.strategy_modifiers if m.name.startswith("Seer")]
    assert [(m.name, m.value) for m in seer_mods] == [("Seer's reading (Young Tam)", 1)]
    with pytest.raises(ValueError):
        seer_modifier(SEER, 12, "doubts", True, False, T)


@pytest.mark.parametrize("key,value", [("traditional_enemy", 1), ("homeland", 2), ("beat_this_enemy", 1),
                                       ("lost_to_this_enemy", -2), ("enemy_spies_known", -1)])
def test_morale_modifier_rows(key, value):
    army = battle().attacker.__class__.from_dict({**battle().attacker.to_dict(), "morale_situation": [key]})
    assert [m.value for m in morale_modifiers(army, T)] == [value]
