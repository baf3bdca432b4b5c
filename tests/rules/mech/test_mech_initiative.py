import pytest

from muster.rules.mech import roll_initiative

from helpers_mech import dice, mech, rules

R = rules()


def test_lowest_first_highest_last_by_default():
    ms = [mech("a", piloting=1), mech("b", piloting=2), mech("c", piloting=0)]
    res = roll_initiative(ms, dice(10, 3, 15), R)
    assert [e.total for e in res.entries] == [5, 11, 15]
    assert res.ranking == ["b", "a", "c"] and res.order == ["b", "a", "c"] and res.highest == "c"
    res = roll_initiative(ms, dice(10, 3, 15), R, highest_goes="first")
    assert res.order == ["c", "b", "a"]


def test_ties_are_rerolled_among_the_tied():
    ms = [mech("a"), mech("b"), mech("c")]
    res = roll_initiative(ms, dice(8, 8, 2, 4, 9), R)
    assert res.ranking == ["c", "a", "b"]
    assert len(res.entries[1].rolls) == 2 and len(res.entries[0].rolls) == 1


def test_out_of_action_mechs_do_not_roll():
    res = roll_initiative([mech("a"), mech("b", destroyed=True)], dice(5), R)
    assert res.order == ["a"] and res.skipped[0].mech == "b"


def test_bad_choice():
    with pytest.raises(ValueError):
        roll_initiative([mech("a")], dice(5), R, highest_goes="middle")


def test_roll_purposes_and_modifier_names_are_messages_also_for_gm_named_faces():
    from muster import i18n
    from muster.i18n import render, to_data

    russian = {("Mech", "%1: initiative"): "%1: инициатива", ("Mech", "Piloting"): "Пилотирование",
               ("Mech", "%1: initiative (tie reroll)"): "%1: инициатива (переброс при ничьей)"}
    d = dice(7, 3, named={"initiative": [9, 9]})  # named faces first (a tie), then the plain list
    roll_initiative([mech("Hog", piloting=2), mech("Elk", piloting=2)], d, R)
    rolls = d.roller.rolls
    assert [r.source for r in rolls] == ["manual", "manual", "scripted", "scripted"]
    assert all(isinstance(to_data(r.purpose), dict) and isinstance(r.to_dict()["modifiers"][0]["name"], dict)
               for r in rolls)
    assert rolls[0].describe() == "Hog: initiative: d20 [9] +2 Piloting = 11"
    try:
        i18n.install(lambda c, s, dis=None, n=-1: russian.get((c, s), s))
        assert rolls[0].describe() == "Hog: инициатива: d20 [9] +2 Пилотирование = 11"
        assert render(rolls[2].purpose) == "Hog: инициатива (переброс при ничьей)"
    finally:
        i18n.install(None)
    assert render(rolls[3].purpose) == "Elk: initiative (tie reroll)"
