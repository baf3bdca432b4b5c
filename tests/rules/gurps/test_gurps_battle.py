"""A two-day battle at a defended position, end to end, with scripted dice."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.rules.dice import Roller, SeededDice
from muster.rules.gurps import tables as load_tables
from muster.rules.gurps.battle import Battle, apply_result, fight_day, next_day, roll_contest
from muster.rules.gurps.contest import luck_reroll

from helpers_gurps import battle, dice

T = load_tables()


def test_two_day_battle():
    day1_state = battle("defended_position", position=("palisade",))  # Red 12 vs Blue 12 + 3
    # Day 1: Red rolls 12 (margin 0), Blue 12 (margin 3): defender wins by 3, attacker thrown back.
    day1 = fight_day(day1_state, dice(12, 12), T)
    assert day1.contest.result.table == "defender_won" and day1.contest.result.range_text == "0-3"
    b = day1.battle_after
    assert not b.over and [m.value for m in b.carry[0]] == [-2]
    assert b.history[0]["result"] == "No clear winner"
    b = next_day(b, T)
    assert b.day == 2 and all(u.status == "ready" for u in b.attacker.units)
    # Day 2: Red rolls 16 (-4), Blue 5 (+10): defender by 14, great victory; Red's units roll at 10 - 2 (carried).
    day2 = fight_day(b, dice(16, 5, 8, 9), T)
    assert day2.contest.result.range_text == "13-16"
    red = day2.morale["attacker"]
    assert [(m.name, m.value) for m in red.modifiers] == [("Thrown back yesterday", -2)]
    assert [u.status for u in day2.battle_after.attacker.units] == ["retreated", "routed"]
    assert day2.battle_after.over and len(day2.battle_after.history) == 2
    assert day2.battle_after.carry == ((), ())
    with pytest.raises(ValueError):
        next_day(day2.battle_after, T)
    with pytest.raises(ValueError):
        roll_contest(day2.battle_after, dice(10, 10), T)
    # Undo is the caller's: every earlier state is intact and round-trips.
    assert Battle.from_dict(day1_state.to_dict()) == day1_state
    assert Battle.from_dict(day2.battle_after.to_dict()) == day2.battle_after
    assert fight_day(day1_state, dice(12, 12), T).to_dict() == day1.to_dict()


def test_routed_units_stay_out_next_day():
    b = battle()
    res = roll_contest(b, dice(10, 12), T)  # attacker by 2: both sides roll, A 0-3
    day = apply_result(b, res, dice(10, 15, 10, 10), T)
    after = next_day(day.battle_after, T)
    assert [u.status for u in after.attacker.units] == ["ready", "routed"]
    assert after.attacker.troops() == 600


def test_roll_contest_then_luck_then_apply():
    b = battle()
    b = b.with_army("attacker", b.attacker.__class__.from_dict(
        {**b.attacker.to_dict(), "commander": {**b.attacker.commander.to_dict(), "luck": True}}))
    roller = dice(15, 10, 9, 14)
    res = roll_contest(b, roller, T)
    assert res.winner == "defender"
    res = luck_reroll(res, "attacker", roller, T)
    assert res.winner == "attacker" and res.margin_of_victory == 1
    with pytest.raises(ValueError, match="no Luck"):
        roll_contest(b, dice(10), T, luck=["defender"])


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_random_days_keep_states_valid(seed):
    b = battle("defended_position", position=("fort",))
    for _ in range(4):
        if b.over:
            break
        day = fight_day(b, Roller(SeededDice(seed)), T)
        after = day.battle_after
        assert Battle.from_dict(after.to_dict()) == after
        assert after.attacker.troops(False) == b.attacker.troops(False)  # no invented casualties
        for side in ("attacker", "defender"):
            assert {u.status for u in after.army(side).units} <= {"holds", "thrown_back", "retreated", "routed"}
        b = after if after.over else next_day(after, T)
