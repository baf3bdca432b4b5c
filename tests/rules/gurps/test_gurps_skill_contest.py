import pytest

from muster.i18n import english_text
from muster.rules.gurps import tables as load_tables
from muster.rules.gurps.contest import decide, luck_reroll, quick_contest
from muster.rules.gurps.skill import Check, EffectiveSkill, SkillModifier, judge, roll_against

from helpers_gurps import dice, faces

T = load_tables()


@pytest.mark.parametrize("skill,roll,success,margin,critical", [
    (12, 12, True, 0, None),
    (12, 13, False, -1, None),
    (2, 3, True, 0, "success"),       # 3 always succeeds, critically: margin at least 0 (NOTES 5)
    (2, 4, True, 0, "success"),       # 4 always succeeds, critically: margin at least 0
    (14, 5, True, 9, None),           # 5 is critical only from skill 15
    (15, 5, True, 10, "success"),
    (15, 6, True, 9, None),
    (16, 6, True, 10, "success"),
    (20, 17, False, -1, None),        # 17 always fails, margin at most -1 (NOTES 5); not critical at 16+
    (15, 17, False, -2, "failure"),   # 17 at skill 15 or less is a critical failure
    (25, 18, False, -1, "failure"),   # 18 always a critical failure, margin at most -1
    (5, 15, False, -10, "failure"),   # failure by 10 is critical
    (6, 15, False, -9, None),
])
def test_judge(skill, roll, success, margin, critical):
    check = judge(skill, roll, T)
    assert (check.success, check.margin, check.critical) == (success, margin, critical)


def c(success, margin):
    return Check(0, 0, success, margin, None)


@pytest.mark.parametrize("a,d,winner,mov", [
    (c(True, 4), c(True, 2), "attacker", 2),     # source example: 4 and 2, difference 2
    (c(True, 4), c(False, -4), "attacker", 8),   # source example: difference 8
    (c(False, -1), c(True, 0), "defender", 1),   # success beats failure
    (c(False, -2), c(False, -5), "attacker", 3),  # both fail: smaller failure wins
    (c(True, 3), c(True, 3), None, 0),
    (c(False, -3), c(False, -3), None, 0),
    (c(True, 0), c(False, -1), "attacker", 1),   # automatic success vs automatic failure, bounded margins
])
def test_decide(a, d, winner, mov):
    assert decide(a, d) == (winner, mov)


def test_critical_success_does_not_decide():
    # attacker critical success by 9 (roll 3 vs skill 12) against defender success by 10: defender wins.
    res = quick_contest(EffectiveSkill("strategy", 12), EffectiveSkill("strategy", 16), dice(3, 6), T)
    assert res.attacker.final.check.critical == "success"
    assert res.winner == "defender" and res.margin_of_victory == 1


def test_contest_records_rolls_and_modifiers():
    roller = dice(10, 12)
    att = EffectiveSkill("strategy", 13, (SkillModifier("Reconnaissance", 1),))
    res = quick_contest(att, EffectiveSkill("strategy", 12), roller, T, names=("Red", "Blue"))
    assert [r.total for r in roller.rolls] == [10, 12]
    purpose = english_text(roller.rolls[0].purpose)
    assert "Red commander" in purpose and "Reconnaissance" in purpose
    d = res.to_dict()
    assert d["attacker"]["margin"] == 4 and d["defender"]["margin"] == 0
    assert d["attacker"]["skill"]["modifiers"] == [{"name": "Reconnaissance", "value": 1}]
    assert d["winner"] == "attacker" and d["margin_of_victory"] == 4
    assert d["result"]["label"] == "Minor victory"


def test_gm_only_modifier_hidden_from_player_view():
    att = EffectiveSkill("strategy", 13, (SkillModifier("Seer's reading (Mara)", -2, gm_only=True),))
    roller = dice(10, 12)
    res = quick_contest(att, EffectiveSkill("strategy", 12), roller, T)
    pv = res.to_dict(player_view=True)["attacker"]
    assert pv["skill"]["modifiers"] == [] and pv["skill"]["effective"] is None and pv["hidden"]
    # issue 15 item 8: nothing that gives the secret modifier away (roll, margin, outcome, margin of victory)
    assert not {"roll", "faces", "margin", "outcome", "effective_skill", "critical"} & set(pv)
    public = res.to_dict(player_view=True)
    assert "margin_of_victory" not in public and "margin_of_victory" not in public["result"]
    assert "10" not in public["summary"] and "(GM only)" in public["summary"]
    assert res.summary().startswith("Attacker rolled 10")
    purpose = english_text(roller.rolls[0].purpose)
    assert "Seer" not in purpose and "hidden modifiers" in purpose
    assert res.to_dict()["attacker"]["skill"]["modifiers"][0]["gm_only"] is True


def test_luck_keeps_best_of_three():
    roller = dice(15, 9, 13, 8)  # attacker 15, defender 9, then luck rolls 13 and 8
    res = quick_contest(EffectiveSkill("strategy", 12), EffectiveSkill("strategy", 12), roller, T, luck=["attacker"])
    assert res.attacker.luck_used and res.attacker.final.roll.total == 8
    assert res.winner == "attacker" and res.margin_of_victory == 1
    assert "Luck reroll 2" in english_text(roller.rolls[3].purpose)
    with pytest.raises(ValueError, match="already used Luck"):
        luck_reroll(res, "attacker", dice(10, 10), T)


def test_luck_plain_reroll_option():
    tables = load_tables({"luck": {"extra_rolls": 1, "keep": "last"}})
    res = quick_contest(EffectiveSkill("strategy", 12), EffectiveSkill("strategy", 12), dice(8, 9, 14), tables)
    res = luck_reroll(res, "attacker", dice(14), tables)
    assert res.attacker.final.roll.total == 14 and res.winner == "defender"


def test_roll_against_purpose():
    roller = dice(11)
    r = roll_against(EffectiveSkill("morale", 10, (SkillModifier("Homeland", 2),)), roller, "Red: R1 morale", T)
    assert r.check.success and r.check.margin == 1
    assert english_text(roller.rolls[0].purpose) == (
        "Red: R1 morale: morale roll, 3d6 at or under Morale 10 +2 Homeland = 12")
    assert faces(11) == list(roller.rolls[0].faces)


def test_automatic_results_bound_the_contest_margins():
    """NOTES 5: skill 25 rolling 17 fails by at least 1; skill 2 rolling 4 succeeds by at least 0.
    Under the old reading the failing side (margin +8) would have 'won' on margins."""
    res = quick_contest(EffectiveSkill("strategy", 25), EffectiveSkill("strategy", 2), dice(17, 4), T)
    assert res.winner == "defender" and res.margin_of_victory == 1
    assert (res.attacker.final.check.margin, res.defender.final.check.margin) == (-1, 0)
    res = quick_contest(EffectiveSkill("strategy", 25), EffectiveSkill("strategy", 12), dice(18, 12), T)
    assert res.winner == "defender" and res.margin_of_victory == 1  # -1 vs 0
