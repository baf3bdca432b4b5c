"""NOTES.md section 5 (By This Poleaxe): each ruling with scripted dice that the earlier reading would fail."""

import pytest

from muster.rules.dice import Roller, ScriptedDice
from muster.rules.poleaxe.api import ACTIONS
from muster.rules.poleaxe.builder import build_from_dict, squad_from_input
from muster.rules.poleaxe.combat import Attack, MoraleDue, resolve_melee
from muster.rules.poleaxe.data import load_tables
from muster.rules.poleaxe.morale import resolve_morale
from muster.rules.poleaxe.squad import parse_hd
from muster.rules.requests import RequestError, run

T = load_tables()


def sq(name, av=3, dv=2, htk=3, mv=6, **kw):
    return squad_from_input({"name": name, "attack_value": av, "defense_value": dv, "hits_to_kill": htk,
                             "morale_value": mv, "movement": 2, **kw}, T)


def roll(faces):
    return Roller(ScriptedDice(faces))


# ---- a morale check for each hit scored, saved or not, until the squad routs ---------------------------------

def test_each_hit_scored_raises_a_check_even_when_saved():
    squads = {"A": sq("A", side="red"), "C": sq("C", side="red"), "B": sq("B", side="blue")}
    plan = [Attack("A", "B", strike_back=False), Attack("C", "B", strike_back=False)]
    # both hit B (1, 2 at or under AV 3); B saves the first (2 <= DV 2) and fails the second (9)
    res = resolve_melee(squads, plan, roll([1, 2, 2, 9]), T)
    (due,) = res.morale_checks
    assert (due.squad, due.checks, due.hits_scored) == ("B", 2, 2)
    old = load_tables({"morale": {"hit_trigger": "failed_save"}})
    (once,) = resolve_melee(squads, plan, roll([1, 2, 2, 9]), old).morale_checks
    assert once.checks == 1


def test_checks_stop_when_the_squad_routs():
    squads = {"A": sq("A", side="red"), "C": sq("C", side="red"), "B": sq("B", side="blue")}
    plan = [Attack("A", "B", strike_back=False), Attack("C", "B", strike_back=False)]
    res = resolve_melee(squads, plan, roll([1, 2, 2, 2]), T)      # two hits, both saved
    held = resolve_morale(res.squads, res.morale_checks, roll([3, 6]), T)
    assert [r.roll.natural for r in held.results] == [3, 6] and held.squads["B"].morale == "steady"
    routed = resolve_morale(res.squads, res.morale_checks, roll([7]), T)   # 7 > MV 6: routs, no second roll
    assert len(routed.results) == 1 and routed.squads["B"].morale == "routing"


B = {"name": "B", "attack_value": 3, "defense_value": 2, "hits_to_kill": 3, "morale_value": 6}


def test_morale_action_rolls_one_check_per_hit():
    out = run(ACTIONS["morale"], {"squad": B, "reasons": ["took_hit"], "checks": 3,
                                  "dice": [2, 5, 1]})
    assert [c["roll"] for c in out["checks"]] == [2, 5, 1] and out["passed"]
    out = run(ACTIONS["morale"], {"squad": B, "checks": 3, "dice": [2, 8]})
    assert [c["roll"] for c in out["checks"]] == [2, 8] and out["routs"] and len(out["rolls"]) == 2


# ---- routs cascade through the routing squad's body in the same phase ----------------------------------------

def test_friends_routing_cascades():
    squads = {"A": sq("A", side="red"), "B": sq("B", side="red"), "C": sq("C", side="red"), "X": sq("X", side="blue")}
    due = [MoraleDue("A", ("took_hit",))]
    # A routs (9); B and C each check for A's rout: B routs (8), C holds (2); C checks again for B's rout: routs (10)
    res = resolve_morale(squads, due, roll([9, 8, 2, 10]), T)
    assert [(r.squad.id, r.roll.natural, r.routs) for r in res.results] == [
        ("A", 9, True), ("B", 8, True), ("C", 2, False), ("C", 10, True)]
    assert res.friends == (("B", "A"), ("C", "A"), ("C", "B"))
    assert res.squads["X"].morale == "steady"


def test_melee_roll_morale_cascades_within_the_body():
    red = [{"id": "A", "name": "A", "side": "red", "attack_value": 3, "defense_value": 1, "hits_to_kill": 3,
            "morale_value": 6}, {"id": "B", "name": "B", "side": "red", "attack_value": 3, "defense_value": 1,
                                 "hits_to_kill": 3, "morale_value": 6}]
    blue = {"id": "X", "name": "X", "side": "blue", "attack_value": 3, "defense_value": 1, "hits_to_kill": 3,
            "morale_value": 6}
    out = run(ACTIONS["melee"], {"squads": red + [blue], "roll_morale": True,
                                 "engagements": [{"attacker": "X", "target": "A", "strike_back": False}],
                                 "dice": [1, 5, 9, 9]})
    assert [(m["squad"], m["roll"], m["routs"]) for m in out["morale_results"]] == [("A", 9, True), ("B", 9, True)]
    assert out["friends_routing"] == [{"squad": "B", "saw_rout_of": "A"}]


# ---- flank, rear or surprise is +1 at most --------------------------------------------------------------------

@pytest.mark.parametrize("direction", ["flank", "rear"])
def test_flank_or_rear_and_surprise_count_once(direction):
    res = resolve_melee({"A": sq("A"), "B": sq("B")}, [Attack("A", "B", direction, True, strike_back=False)],
                        roll([5]), T)
    (blow,) = res.attacks
    # AV 3 + 1 = 4: a 5 misses (the old reading, AV 3 + 1 + 1 = 5, scored a hit)
    assert blow.needed == 4 and not blow.hit and [m.value for m in blow.modifiers] == [1]


# ---- Defense Value from the average AC rounded to the nearest -------------------------------------------------

def _dv(acs):
    members = [{"name": f"m{i}", "ac": ac, "hd": 1} for i, ac in enumerate(acs)]
    return build_from_dict({"name": "S", "squad_type": "average", "move_ft": 90, "members": members}, T)


def test_dv_rounds_the_average_ac_to_the_nearest():
    s = _dv([4, 5, 7, 7, 9])   # 6.4 -> AC 6: medium, DV 3 (rounding up gave AC 7, light, DV 2)
    assert s.stats["defense_value"].value == 3
    assert _dv([6, 7]).stats["defense_value"].value == 2   # 6.5 goes to the worse AC, 7 (house)
    assert _dv([3, 4]).stats["defense_value"].value == 3   # 3.5 -> 4: medium


# ---- house defaults: mounted and crappy weapons count for missiles ----------------------------------------------

def test_mounted_counts_for_missile_fire_two_handed_does_not():
    s = squad_from_input({"name": "Horse archers", "members": 5, "hd": 1, "ac": 7, "squad_type": "average",
                          "move_ft": 150, "mounted": True, "weapon": "two_handed", "missile": "short_bow"}, T)
    names = {m.name for m in s.stats["missile_value"].modifiers}
    assert "Mounted" in names and "Two-handed weapon" not in names


# ---- a bad Hit Dice value is a clear error -------------------------------------------------------------------

@pytest.mark.parametrize("hd", ["1/0", "0/0", "7" * 60, "5000", 10 ** 400, "1e400"])
def test_bad_hit_dice_is_refused_with_the_field(hd):
    with pytest.raises(RequestError) as err:
        run(ACTIONS["build"], {"squad": {"name": "A", "members": 3, "hd": hd, "ac": 5, "squad_type": "average",
                                         "move_ft": 90}})
    assert err.value.field == "squad.members[0].hd" and "Hit Dice" in err.value.message
    assert len(err.value.message) < 200


def test_huge_level_is_refused_briefly():
    with pytest.raises(RequestError) as err:
        run(ACTIONS["build"], {"squad": {"name": "A", "members": [{"name": "x", "level": 10 ** 400, "ac": 5}],
                                         "squad_type": "average", "move_ft": 90}})
    assert err.value.field == "squad.members[0].level" and len(err.value.message) < 100


def test_parse_hd_still_reads_fractions():
    assert parse_hd("1/2") == parse_hd("0.5") and parse_hd("1000") == 1000


def test_missile_at_an_unknown_squad_names_the_volley():
    archers = {"name": "Archers", "members": 5, "hd": 1, "ac": 7, "missile": "short_bow"}
    with pytest.raises(RequestError) as err:
        run(ACTIONS["missile"], {"squads": [archers, {"name": "B", "members": 5, "hd": 1, "ac": 7}],
                                 "volleys": [{"attacker": "Archers", "target": "Nobody", "range": 2}]})
    assert err.value.field == "volleys[0].target"
