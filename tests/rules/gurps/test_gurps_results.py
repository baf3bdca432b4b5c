"""Every row of the three result tables, with scripted dice through apply_result."""

import pytest

from muster.rules.gurps import tables as load_tables
from muster.rules.gurps.battle import apply_result
from muster.rules.gurps.contest import quick_contest
from muster.rules.gurps.results import look_up
from muster.rules.gurps.skill import EffectiveSkill

from helpers_gurps import battle, dice

T = load_tables()


def contest(kind, winner, mov, roller):
    """Winner skill 16 rolls 5 (margin 11); loser skill 21 - mov rolls 10; tie: both 16 rolling 5."""
    if winner is None:
        skills = (16, 16)
    else:
        skills = (16, 21 - mov) if winner == "attacker" else (21 - mov, 16)
    rolls_a = 5 if winner in ("attacker", None) else 10
    return quick_contest(EffectiveSkill("strategy", skills[0]), EffectiveSkill("strategy", skills[1]), roller, T,
                         battle_type=kind, names=("Red", "Blue")), rolls_a


# (battle type, winner, margin, morale rolls [attacker units..., defender units...],
#  expected table, band, attacker statuses, defender statuses, next-day carry (att, def), extra checks)
ROWS = [
    ("open_field", None, 0, [10, 14, 15, 11], "open_field", "0-3",
     ["holds", "retreated"], ["routed", "retreated"], ([], []), {}),
    ("open_field", "attacker", 2, [10, 14, 15, 11], "open_field", "0-3",
     ["holds", "retreated"], ["routed", "retreated"], ([], []), {}),
    ("open_field", "attacker", 5, [10, 11], "open_field", "4-7",
     ["holds", "holds"], ["retreated", "routed"], ([], []), {}),
    ("open_field", "attacker", 10, [8, 9], "open_field", "8-12",
     ["holds", "holds"], ["retreated", "routed"], ([], []), {"loser_mod": -2}),
    ("open_field", "attacker", 14, [6, 7], "open_field", "13-16",
     ["holds", "holds"], ["retreated", "routed"], ([], []), {"loser_mod": -4}),
    ("open_field", "attacker", 17, [], "open_field", "17+",
     ["holds", "holds"], ["routed", "routed"], ([], []), {}),
    ("open_field", "defender", 6, [10, 11], "open_field", "4-7",
     ["retreated", "routed"], ["holds", "holds"], ([], []), {}),
    # B. defender won
    ("defended_position", None, 0, [], "defender_won", "0-3",
     ["thrown_back", "thrown_back"], ["holds", "holds"], ([-2], []), {"continues": True}),
    ("defended_position", "defender", 3, [], "defender_won", "0-3",
     ["thrown_back", "thrown_back"], ["holds", "holds"], ([-2], []), {"continues": True}),
    ("defended_position", "defender", 6, [10, 11], "defender_won", "4-7",
     ["holds", "holds"], ["holds", "holds"], ([], []), {"passed": 600, "continues": True}),
    ("defended_position", "defender", 7, [11, 10], "defender_won", "4-7",
     ["retreated", "retreated"], ["holds", "holds"], ([], []), {"passed": 400, "continues": False}),
    ("defended_position", "defender", 9, [8, 9], "defender_won", "8-12",
     ["holds", "holds"], ["holds", "holds"], ([], []), {"loser_mod": -2, "passed": 600}),
    ("defended_position", "defender", 9, [9, 8], "defender_won", "8-12",
     ["retreated", "retreated"], ["holds", "holds"], ([], []), {"loser_mod": -2, "passed": 400}),
    ("defended_position", "defender", 15, [10, 11], "defender_won", "13-16",
     ["retreated", "routed"], ["holds", "holds"], ([], []), {"continues": False}),
    ("defended_position", "defender", 18, [8, 9], "defender_won", "17+",
     ["retreated", "routed"], ["holds", "holds"], ([], []), {"loser_mod": -2}),
    # C. attacker won
    ("defended_position", "attacker", 1, [], "attacker_won", "1-3",
     ["holds", "holds"], ["holds", "holds"], ([], []), {"continues": True}),
    ("defended_position", "attacker", 5, [], "attacker_won", "4-7",
     ["holds", "holds"], ["holds", "holds"], ([], [-2]), {"continues": True}),
    ("defended_position", "attacker", 8, [10, 11], "attacker_won", "8-12",
     ["holds", "holds"], ["holds", "holds"], ([], []), {"passed": 500, "continues": True}),  # exactly half holds
    ("defended_position", "attacker", 12, [11, 11], "attacker_won", "8-12",
     ["holds", "holds"], ["retreated", "retreated"], ([], []), {"passed": 0, "taken": True}),
    ("defended_position", "attacker", 13, [10, 11], "attacker_won", "13-16",
     ["holds", "holds"], ["retreated", "routed"], ([], []), {"taken": True}),
    ("defended_position", "attacker", 17, [10, 11], "attacker_won", "17+",
     ["holds", "holds"], ["retreated", "routed"], ([], []), {"taken": True, "captured": True}),
]


@pytest.mark.parametrize("kind,winner,mov,morale_rolls,table,band,att,dfn,carry,extra", ROWS)
def test_every_result_row(kind, winner, mov, morale_rolls, table, band, att, dfn, carry, extra):
    start = battle(kind, position=("palisade",) if kind == "defended_position" else ())
    before = start.to_dict()
    res, rolled_a = contest(kind, winner, mov, dice(5 if winner != "defender" else 10,
                                                    10 if winner == "attacker" else 5))
    assert (res.winner, res.margin_of_victory) == (winner, mov)
    assert (res.result.table, res.result.range_text) == (table, band)
    roller = dice(*morale_rolls)
    day = apply_result(start, res, roller, T)
    assert len(roller.rolls) == len(morale_rolls)  # exactly the units that had to roll did
    assert [u.status for u in day.battle_after.attacker.units] == att
    assert [u.status for u in day.battle_after.defender.units] == dfn
    assert [m.value for m in day.battle_after.carry[0]] == carry[0]
    assert [m.value for m in day.battle_after.carry[1]] == carry[1]
    if "loser_mod" in extra:
        loser = day.morale[res.result.loser]
        assert {"name": "Result table: loser's morale", "value": extra["loser_mod"]} in [m.to_dict()
                                                                                         for m in loser.modifiers]
    if "passed" in extra:
        side = day.morale[res.result.loser]
        assert side.troops_passed == extra["passed"] and side.troops_total == 1000
    if "continues" in extra:
        assert day.battle_after.over is not extra["continues"]
    assert day.battle_after.position_taken is bool(extra.get("taken"))
    if extra.get("captured"):
        blue = day.battle_after.defender
        assert blue.commander.name == "Blue Captain"
        assert any(p.name == "Blue General" and p.captured for p in blue.leaders)
        assert any("captured" in e for e in day.events)
    assert start.to_dict() == before  # pure: the input battle is untouched
    assert type(day.to_dict()["contest"]["result"]["label"]) is str


def test_every_band_is_covered_by_a_row_test():
    covered = {(r[5 - 1], r[5]) for r in ROWS}
    for key, table in T["results"].items():
        for band in table["bands"]:
            high = band.get("max")
            text = f"{band['min']}+" if high is None else f"{band['min']}-{high}"
            assert (key, text) in covered, (key, text)


def test_look_up_rejects_nonsense():
    with pytest.raises(ValueError):
        look_up("open_field", None, 3, T)
    with pytest.raises(ValueError):
        look_up("open_field", "attacker", -1, T)
    with pytest.raises(ValueError):
        look_up("siege_of_troy", "attacker", 1, T)


def test_attacker_table_starts_at_one():
    # Only possible through automatic success/failure: the attacker wins with margin of victory 0.
    line = look_up("defended_position", "attacker", 0, T)
    assert line.table == "attacker_won" and line.range_text == "1-3"


def test_tie_rule_configurable():
    t = load_tables({"contest": {"tie_in_defended_position": "attacker"}})
    line = look_up("defended_position", None, 0, t)
    assert line.table == "attacker_won" and line.winner is None


def test_morale_fail_by_five_routs_configurable():
    t = load_tables({"morale": {"rout_on_failure_by": 3}})
    res, _ = contest("open_field", "attacker", 2, dice(5, 10))
    day = apply_result(battle(), res, dice(13, 12, 10, 10), t)  # fail by 3 -> routs now; fail by 2 -> retreats
    assert [u.status for u in day.battle_after.attacker.units] == ["routed", "retreated"]


def test_half_rule_by_units():
    t = load_tables({"morale": {"half_by": "units"}})
    res, _ = contest("defended_position", "defender", 6, dice(10, 5))
    day = apply_result(battle("defended_position"), res, dice(11, 10), t)  # 1 of 2 units: half holds
    assert [u.status for u in day.battle_after.attacker.units] == ["holds", "holds"]
