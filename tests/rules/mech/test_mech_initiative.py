import pytest

from muster.rules.mech import roll_initiative

from helpers_mech import dice, mech, rules

R = rules()


def test_lowest_first_highest_last_by_default():
    ms = [mech("a", piloting=1), mech("b", piloting=2), mech("c", piloting=0)]
    res = roll_initiative(ms, dice(10, 3, 15), R)
    assert [e["total"] for e in res.entries] == [5, 11, 15]
    assert res.ranking == ["b", "a", "c"] and res.order == ["b", "a", "c"] and res.highest == "c"
    res = roll_initiative(ms, dice(10, 3, 15), R, highest_goes="first")
    assert res.order == ["c", "b", "a"]


def test_ties_are_rerolled_among_the_tied():
    ms = [mech("a"), mech("b"), mech("c")]
    res = roll_initiative(ms, dice(8, 8, 2, 4, 9), R)
    assert res.ranking == ["c", "a", "b"]
    assert len(res.entries[1]["rolls"]) == 2 and len(res.entries[0]["rolls"]) == 1


def test_out_of_action_mechs_do_not_roll():
    res = roll_initiative([mech("a"), mech("b", destroyed=True)], dice(5), R)
    assert res.order == ["a"] and res.skipped[0]["mech"] == "b"


def test_bad_choice():
    with pytest.raises(ValueError):
        roll_initiative([mech("a")], dice(5), R, highest_goes="middle")
