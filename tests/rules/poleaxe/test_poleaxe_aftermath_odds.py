import itertools
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.rules.dice import Roller, ScriptedDice
from muster.rules.poleaxe.aftermath import needs_roll, out_of_the_fight, outcome_chances
from muster.rules.poleaxe.builder import squad_from_input
from muster.rules.poleaxe.combat import Attack, RulesError
from muster.rules.poleaxe.data import load_tables
from muster.rules.poleaxe.odds import drop_chance, losses_distribution, melee_odds

T = load_tables()


def dropped(members=5, hp=8):
    s = squad_from_input({"name": "Foot", "members": members, "hd": 1, "ac": 6, "hp": hp,
                          "squad_type": "average", "move_ft": 90}, T)
    return replace(s, hits=s.htk)


def counts(res):
    c = res.counts()
    return c["killed"], c["severely_injured"], c["lightly_injured"], c["unharmed"]


@pytest.mark.parametrize("dice,expected", [
    ([1], (5, 0, 0, 0)),
    ([2, 3], (3, 2, 0, 0)), ([4, 4], (4, 1, 0, 0)),
    ([5, 1], (1, 4, 0, 0)), ([7, 2], (2, 3, 0, 0)),
    ([8, 2], (1, 2, 2, 0)),
    ([9, 4], (0, 4, 1, 0)),
    ([10], (0, 0, 5, 0)),
])
def test_every_out_of_the_fight_row(dice, expected):
    res = out_of_the_fight(dropped(), Roller(ScriptedDice(dice)), T)
    assert counts(res) == expected
    assert len(res.count_rolls) == len(dice) - 1


def test_no_lasting_harm_from_eleven_and_modifiers():
    s = dropped()
    res = out_of_the_fight(s, Roller(ScriptedDice([6])), T, cleric_level=10)
    assert res.roll.total == 11 and counts(res) == (0, 0, 0, 5)
    assert [(m.name, m.value) for m in res.roll.modifiers] == [("10th level and above cleric or druid present", 5)]
    light = replace(s, hits=1)  # 1 of 3: under half
    res = out_of_the_fight(light, Roller(ScriptedDice([4, 2])), T, cleric_level=2)
    assert [m.value for m in res.roll.modifiers] == [1, 5] and res.roll.total == 10
    assert counts(res) == (0, 0, 5, 0)


@pytest.mark.parametrize("level,bonus", [(1, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4), (9, 4),
                                         (10, 5), (14, 5)])
def test_cleric_bonus(level, bonus):
    res = out_of_the_fight(dropped(), Roller(ScriptedDice([1, 1])), T, cleric_level=level)
    assert res.roll.modifier_total == bonus


def test_counts_are_capped_by_squad_size_and_members_are_marked():
    res = out_of_the_fight(dropped(members=2), Roller(ScriptedDice([3, 4])), T)
    assert counts(res) == (2, 0, 0, 0)
    res = out_of_the_fight(dropped(), Roller(ScriptedDice([8, 3])), T, order=["Foot 5"])
    by = {m.name: m for m in res.squad.members}
    assert by["Foot 5"].condition == "killed" and by["Foot 5"].current_hp == 0
    assert by["Foot 1"].condition == "severely_injured" and by["Foot 1"].current_hp == 1
    assert by["Foot 1"].bed_rest_days == 14
    assert by["Foot 4"].condition == "lightly_injured" and by["Foot 4"].current_hp == 4
    assert dropped().members[0].condition == "fit"
    with pytest.raises(RulesError) as err:
        out_of_the_fight(dropped(), Roller(ScriptedDice([8, 3])), T, order=["Nobody"])
    assert err.value.field == "order[0]"


def test_outcome_chances_are_exact_and_sum_to_one():
    ch = outcome_chances(dropped(), T, cleric_level=4)
    assert sum(Fraction(c["fraction"]) for c in ch) == 1
    assert Fraction(ch[0]["fraction"]) == 0 and Fraction(ch[-1]["fraction"]) == Fraction(1, 5)  # +2: 9 or 10
    assert needs_roll(dropped()) and not needs_roll(replace(dropped(), hits=0))


# ---- odds -------------------------------------------------------------------------

def sq(name, av, dv, htk, hits=0):
    return replace(squad_from_input({"name": name, "attack_value": av, "defense_value": dv, "hits_to_kill": htk,
                                     "morale_value": 6}, T), hits=hits)


def brute_force_drop(squads, engagements, target):
    """Enumerate every face of every die the melee rolls (attacks, then the saves they cause)."""
    from muster.rules.poleaxe.combat import resolve_melee

    n_att = len(engagements)
    drops = total = Fraction(0)
    for attack_faces in itertools.product(range(1, 11), repeat=n_att):
        probe = resolve_melee(squads, engagements, Roller(ScriptedDice(list(attack_faces) + [1] * n_att)), T)
        hits = sum(1 for a in probe.attacks if a.hit)
        for save_faces in itertools.product(range(1, 11), repeat=hits):
            r = resolve_melee(squads, engagements, Roller(ScriptedDice(list(attack_faces) + list(save_faces))), T)
            weight = Fraction(1, 10 ** (n_att + hits))
            total += weight
            if r.squads[target].out_of_fight:
                drops += weight
    assert total == 1
    return drops


@pytest.mark.parametrize("av,dv,htk,hits", [(3, 2, 1, 0), (5, 4, 2, 1), (8, 1, 3, 2), (1, 9, 1, 0)])
def test_drop_odds_equal_brute_force(av, dv, htk, hits):
    squads = {"A": sq("A", av, 3, 3), "B": sq("B", 4, dv, htk, hits), "C": sq("C", av, 2, 2)}
    engagements = [Attack("A", "B", "flank", strike_back=False), Attack("C", "B", strike_back=False)]
    exact = Fraction(melee_odds(squads, engagements, T)["B"]["to_drop"]["fraction"])
    assert exact == brute_force_drop(squads, engagements, "B") == drop_chance(squads, engagements, T, "B")


def test_to_hit_and_to_be_hit():
    squads = {"A": sq("A", 3, 2, 3), "B": sq("B", 5, 4, 3)}
    odds = melee_odds(squads, [Attack("A", "B", "rear")], T)
    a, b = odds["A"], odds["B"]
    assert a["attacks"][0]["to_hit"]["fraction"] == "2/5"  # AV 3 +1 rear
    assert a["attacks"][0]["to_cost_htk"]["fraction"] == "6/25"  # 4/10 * 6/10
    assert a["to_be_hit"]["fraction"] == "1/2" and b["to_be_hit"]["fraction"] == "2/5"
    assert b["to_drop"]["fraction"] == "0/1"


@settings(max_examples=60)
@given(st.lists(st.fractions(0, 1), max_size=6))
def test_losses_distribution_matches_enumeration(ps):
    dist = losses_distribution(ps)
    brute: dict[int, Fraction] = {}
    for outcome in itertools.product((0, 1), repeat=len(ps)):
        w = Fraction(1)
        for o, p in zip(outcome, ps):
            w *= p if o else 1 - p
        if w:
            brute[sum(outcome)] = brute.get(sum(outcome), Fraction(0)) + w
    assert dist == brute and sum(dist.values()) == 1


def test_aftermath_rolls_keep_their_purposes_and_modifier_names_as_messages():
    """A cleric band without a label of its own is named by a message; the count rolls' purposes too."""
    import copy

    from muster import i18n
    from muster.i18n import render, to_data

    tables = copy.deepcopy(T)
    for band in tables["out_of_the_fight"]["cleric"]:
        band.pop("label", None)
    roller = Roller(ScriptedDice([2, 3]))
    res = out_of_the_fight(dropped(), roller, tables, cleric_level=2)
    assert [(m.shown_name, m.value) for m in res.roll.modifiers] == [("Cleric or druid of level 2", 1)]
    assert all(isinstance(to_data(r.purpose), dict) for r in roller.rolls)
    assert isinstance(res.roll.to_dict()["modifiers"][0]["name"], dict)
    assert res.to_dict()["count_rolls"][0]["purpose"] == "Foot: members killed (1d4)"  # a JSON answer: text
    words = {("Poleaxe", "Cleric or druid of level %1"): "Жрец или друид %1-го уровня",
             ("Poleaxe", "%1: Out of the Fight roll"): "%1: бросок «Выбыл из боя»",
             ("Poleaxe", "%1: members killed (%2)"): "%1: погибших бойцов (%2)"}
    try:
        i18n.install(lambda c, s, d=None, n=-1: words.get((c, s), s))
        assert [render(r.purpose) for r in roller.rolls] == ["Foot: бросок «Выбыл из боя»",
                                                             "Foot: погибших бойцов (1d4)"]
        assert res.roll.modifiers[0].shown_name == "Жрец или друид 2-го уровня"
    finally:
        i18n.install(None)
