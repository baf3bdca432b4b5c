"""GURPS Mass Combat through the service layer: every use case with scripted dice, undo/redo, bad input."""

import itertools
import json
from fractions import Fraction

import pytest

from muster.campaign.models import Battle, Unit
from muster.i18n import render
from muster.rules.dice import ScriptedDice
from muster.services import ServiceError, gurps, roster
from muster.services import battle as battles
from muster.services import queries as q
from muster.services.gurps import ModifierView


def faces(total):
    a = min(6, total - 2)
    b = min(6, total - a - 1)
    return [a, b, total - a - b]


def dice(*totals):
    out = []
    for t in totals:
        out += faces(t)
    return ScriptedDice(out)


def make_battle(svc, a_strategy=12, d_strategy=12, units=None, battle_type="open_field", position=()):
    units = units or {"Red": [("Pikes", 500, 10), ("Bows", 500, 10)], "Blue": [("Spears", 500, 10), ("Horse", 500, 10)]}
    ids = {}
    for side_name, specs in units.items():
        side = roster.create_side(svc, side_name)
        force = roster.create_force(svc, side, f"{side_name} host")
        for name, count, morale in specs:
            ids[name] = roster.create_unit(svc, force, name, "gurps", {"count": count, "morale": morale})
    bid = battles.start_battle(svc, "Hill", "gurps", list(ids.values()))
    gurps.set_army(svc, bid, "attacker", {"name": "Red", "commander": {"name": "Duke", "strategy": a_strategy},
                                          "leaders": [{"name": "Wren", "stealth": 14, "strategy": 11}],
                                          "seers": [{"name": "Mara", "skill": 12, "strategy": 9}]})
    gurps.set_army(svc, bid, "defender", {"name": "Blue", "commander": {"name": "Count", "strategy": d_strategy},
                                          "leaders": [{"name": "Cap", "tactics": 12, "strategy": 13}]})
    if battle_type != "open_field":
        gurps.set_setup(svc, bid, battle_type, list(position))
    return bid, ids


def snapshot(svc):
    with svc.file.sessions() as s:
        return json.dumps({"battles": [(b.id, b.round, b.phase, b.state) for b in s.query(Battle).order_by(Battle.id)],
                           "units": [(u.id, u.state, u.status) for u in s.query(Unit).order_by(Unit.id)]},
                          sort_keys=True)


def statuses(svc, ids):
    return {name: q.unit_state(svc, uid)["status"] for name, uid in ids.items()}


def log_count(svc):
    return len(q.log_ids(svc))


def last_log(svc):
    return q.log_rows(svc, q.log_ids(svc)[-1:]).popitem()[1]


# ---- unit state ------------------------------------------------------------------------------

def test_unit_state_is_checked_and_status_reads_at_a_glance(service):
    st = gurps.normalise_state({"count": 480, "morale": 11, "troop_type": "pikemen", "quality": "Good", "losses": 20})
    assert st["status"] == "ready"
    assert str(gurps.status(st)) == "Ready · 480 Good pikemen · Morale 11 · lost 20"  # a message, shown in English
    with pytest.raises(ServiceError, match=r"unit\.count"):
        gurps.normalise_state({"count": -5})
    with pytest.raises(ServiceError, match=r"unit\.status"):
        gurps.normalise_state({"status": "fleeing"})
    side = roster.create_side(service, "Red")
    force = roster.create_force(service, side, "Host")
    before = log_count(service)
    with pytest.raises(ServiceError, match="morale"):
        roster.create_unit(service, force, "Bad", "gurps", {"morale": "high"})
    assert log_count(service) == before


def test_battle_needs_two_sides(service):
    side = roster.create_side(service, "Red")
    force = roster.create_force(service, side, "Host")
    u = [roster.create_unit(service, force, n, "gurps", {}) for n in ("A", "B")]
    bid = battles.start_battle(service, "Lonely", "gurps", u)
    assert "exactly two sides" in gurps.battle_view(service, bid).problem
    with pytest.raises(ServiceError, match="exactly two sides"):
        gurps.roll_contest(service, bid)


# ---- every row of the three result tables ------------------------------------------------------------

# (battle type, contest winner, margin of victory, label, statuses after (morale rolls all 10 vs Morale 10),
#  number of morale rolls, carried next-day modifiers {side: value})
ROWS = [
    ("open_field", None, 0, "No clear winner", {"attacker": "holds", "defender": "holds"}, 4, {}),
    ("open_field", "attacker", 3, "No clear winner", {"attacker": "holds", "defender": "holds"}, 4, {}),
    ("open_field", "attacker", 4, "Minor victory", {"attacker": "holds", "defender": "retreated"}, 2, {}),
    ("open_field", "defender", 8, "Significant victory", {"attacker": "routed", "defender": "holds"}, 2, {}),
    ("open_field", "attacker", 13, "Great victory", {"attacker": "holds", "defender": "routed"}, 2, {}),
    ("open_field", "defender", 17, "Overwhelming victory", {"attacker": "routed", "defender": "holds"}, 0, {}),
    ("defended_position", None, 0, "No clear winner", {"attacker": "thrown_back", "defender": "holds"}, 0,
     {"attacker": -2}),
    ("defended_position", "defender", 3, "No clear winner", {"attacker": "thrown_back", "defender": "holds"}, 0,
     {"attacker": -2}),
    ("defended_position", "defender", 4, "Minor victory", {"attacker": "holds", "defender": "holds"}, 2, {}),
    ("defended_position", "defender", 8, "Significant victory", {"attacker": "retreated", "defender": "holds"}, 2, {}),
    ("defended_position", "defender", 13, "Great victory", {"attacker": "retreated", "defender": "holds"}, 2, {}),
    ("defended_position", "defender", 17, "Overwhelming victory", {"attacker": "routed", "defender": "holds"}, 2, {}),
    ("defended_position", "attacker", 1, "No clear winner", {"attacker": "holds", "defender": "holds"}, 0, {}),
    ("defended_position", "attacker", 4, "Minor victory", {"attacker": "holds", "defender": "holds"}, 0,
     {"defender": -2}),
    ("defended_position", "attacker", 8, "Significant victory", {"attacker": "holds", "defender": "holds"}, 2, {}),
    ("defended_position", "attacker", 13, "Great victory", {"attacker": "holds", "defender": "retreated"}, 2, {}),
    ("defended_position", "attacker", 17, "Overwhelming victory", {"attacker": "holds", "defender": "retreated"}, 2,
     {}),
]


def contest_rolls(a_skill, d_skill, winner, mov):
    """Attacker's and defender's 3d6 totals giving ``winner`` by ``mov`` (GURPS: margin = skill - roll)."""
    for ra, rd in itertools.product(range(5, 17), repeat=2):
        ma, md = a_skill - ra, d_skill - rd
        sa, sd = ra <= a_skill, rd <= d_skill
        if sa != sd:
            w = "attacker" if sa else "defender"
        else:
            w = None if ma == md else ("attacker" if ma > md else "defender")
        if w == winner and (abs(ma - md) if w else 0) == mov:
            return ra, rd
    raise AssertionError("no dice for that row")


@pytest.mark.parametrize("kind,winner,mov,label,after,rolls,carry", ROWS)
def test_every_result_row(service, kind, winner, mov, label, after, rolls, carry):
    skills = {"attacker": (16, 9), "defender": (9, 16), None: (12, 12)}[winner]
    bid, ids = make_battle(service, *skills, battle_type=kind)
    ra, rd = contest_rolls(*skills, winner, mov)
    service.set_dice_source(dice(ra, rd))
    contest = gurps.roll_contest(service, bid)
    assert (contest.winner, contest.margin_of_victory, contest.label) == (winner, mov, label)
    assert contest.odds  # the odds before the roll are kept with the result
    source = dice(*([10] * rolls))
    service.set_dice_source(source)
    done = gurps.roll_morale(service, bid)
    assert source.remaining == 0  # exactly the units that must roll, rolled
    sides = {"attacker": ("Pikes", "Bows"), "defender": ("Spears", "Horse")}
    got = statuses(service, ids)
    for side, names in sides.items():
        assert {got[n] for n in names} == {after[side]}, side
    view = gurps.battle_view(service, bid)
    assert {s: sum(m.value for m in view.carry.get(s, ())) for s in ("attacker", "defender")
            if view.carry.get(s)} == carry
    assert view.history[-1].result == label
    rows_rolled = [u for m in done.morale.values() for u in m.units if u.roll is not None]
    assert len(rows_rolled) == rolls
    text = last_log(service).text
    assert text.startswith(f"Day 1: {label}")
    if kind == "defended_position" and winner == "attacker" and mov >= 13:
        assert view.position_taken and view.over
    if kind == "defended_position" and winner == "attacker" and mov >= 17:
        assert view.sides["defender"].army["commander"]["name"] == "Cap"  # Count captured: Cap takes over
        assert "Count, commander of Blue, is captured" in text


def test_band_morale_penalty_is_applied_to_each_roll(service):
    bid, ids = make_battle(service, 16, 9)
    service.set_dice_source(dice(*contest_rolls(16, 9, "attacker", 8)))
    gurps.roll_contest(service, bid)
    service.set_dice_source(dice(8, 9))  # 8 vs 10-2: success (retreat); 9 vs 8: failure (rout)
    done = gurps.roll_morale(service, bid)
    blue = done.morale["defender"]
    assert [m.value for m in blue.modifiers] == [-2]
    assert [(u.unit, u.effective_skill, u.status) for u in blue.units] == [
        ("Spears", 8, "retreated"), ("Horse", 8, "routed")]


# ---- contest, luck, GM-entered result --------------------------------------------------------------

def test_contest_log_record_and_undo_redo(service):
    bid, ids = make_battle(service, 13, 12)
    before = snapshot(service)
    service.set_dice_source(dice(9, 14))
    stored = gurps.roll_contest(service, bid)
    after = snapshot(service)
    assert (stored.sides["attacker"].margin, stored.sides["defender"].margin) == (4, -2)
    assert stored.winner == "attacker" and stored.margin_of_victory == 6 and stored.label == "Minor victory"
    row = last_log(service)
    assert row.text == ("Day 1: Red rolled 9 (success by 4), Blue rolled 14 (failure by 2); Red wins by 6; "
                        "A. Battle in the open field, 4-7: Minor victory")
    assert row.phase == "Results"  # the Turn Tracker follows the contest
    assert [r["faces"] for r in row.rolls] == [faces(9), faces(14)]
    service.undo()
    assert snapshot(service) == before
    service.redo()
    assert snapshot(service) == after
    with pytest.raises(ServiceError, match="already been rolled"):
        gurps.roll_contest(service, bid)
    assert snapshot(service) == after


def test_luck_rerolls_keep_the_best(service):
    bid, ids = make_battle(service, 12, 12)
    army = gurps.battle_view(service, bid).sides["attacker"].army
    army["commander"]["luck"] = True
    gurps.set_army(service, bid, "attacker", army)
    service.set_dice_source(dice(14, 10))
    gurps.roll_contest(service, bid)
    with pytest.raises(ServiceError, match="Count has no Luck"):
        gurps.use_luck(service, bid, "defender")
    before = snapshot(service)
    service.set_dice_source(dice(13, 7))
    new = gurps.use_luck(service, bid, "attacker")
    assert list(new.sides["attacker"].rolls) == [14, 13, 7]
    assert new.sides["attacker"].roll == 7 and new.winner == "attacker" and new.margin_of_victory == 3
    with pytest.raises(ServiceError, match="already used Luck"):
        gurps.use_luck(service, bid, "attacker")
    service.undo()
    assert snapshot(service) == before


def test_gm_entered_result_then_morale(service):
    bid, ids = make_battle(service)
    with pytest.raises(ServiceError, match="no winner"):
        gurps.enter_result(service, bid, None, 3)
    gurps.enter_result(service, bid, "defender", 5)
    service.set_dice_source(dice(10, 10))
    gurps.roll_morale(service, bid)
    assert statuses(service, ids) == {"Pikes": "retreated", "Bows": "retreated", "Spears": "holds", "Horse": "holds"}


def test_morale_before_contest_is_refused_and_writes_nothing(service):
    bid, _ = make_battle(service)
    before, count = snapshot(service), log_count(service)
    with pytest.raises(ServiceError, match="contest first"):
        gurps.roll_morale(service, bid)
    with pytest.raises(ServiceError, match="Side must be"):
        gurps.roll_contest(service, bid, ["both"])
    assert snapshot(service) == before and log_count(service) == count


def test_tactics_rolled_under_200_troops(service):
    bid, _ = make_battle(service, units={"Red": [("A", 50, 10)], "Blue": [("B", 60, 10)]})
    view = gurps.battle_view(service, bid)
    assert view.skills["attacker"].skill == "tactics"


def test_effective_strategy_shows_every_modifier(service):
    units = {"Red": [("A", 2000, 10), ("A2", 1000, 10)], "Blue": [("B", 1000, 10)]}
    bid, _ = make_battle(service, units=units, battle_type="defended_position", position=["castle", "hilltop"])
    army = gurps.battle_view(service, bid).sides["attacker"].army
    army["tech_level"] = 5
    army["strategy_modifiers"] = [{"name": "Bribed guide", "value": 1}]
    gurps.set_army(service, bid, "attacker", army)
    v = gurps.battle_view(service, bid)
    assert [(m.name, m.value) for m in v.skills["attacker"].modifiers] == [
        ("Troop Strength 3,000 vs 1,000, 3.00:1", 4), ("Better tech level (TL5 vs TL3)", 4), ("Bribed guide", 1)]
    assert v.skills["attacker"].effective == 12 + 9
    assert [(m.name, m.value) for m in v.skills["defender"].modifiers] == [
        ("Defensive position: Castle", 8), ("Defensive position: Hilltop", 2)]


# ---- pre-battle operations ----------------------------------------------------------------------

def test_reconnaissance_against_security(service):
    bid, _ = make_battle(service)
    gurps.post_security(service, bid, "defender", "Cap", 30)  # Tactics 12 +1
    before = snapshot(service)
    service.set_dice_source(dice(8, 11))  # Stealth 14 -2 (25 sent) +2 = 14: by 6; security 13: by 2
    out = gurps.run_mission(service, bid, "attacker", "reconnaissance", "Wren", 25)
    assert out.success and out.opposed_by_security
    v = gurps.battle_view(service, bid)
    assert ModifierView("Reconnaissance (25 sent)", 2) in v.skills["attacker"].modifiers
    assert "Reconnaissance by Wren with 25 succeeds" in last_log(service).text
    service.undo()
    assert snapshot(service) == before
    service.set_dice_source(dice(12, 11))  # 14 by 2 vs 13 by 2: a tie goes to the security
    out = gurps.run_mission(service, bid, "attacker", "reconnaissance", "Wren", 25)
    assert not out.success and "ambushed the scouts" in last_log(service).text


def test_assassination_kills_the_commander_or_raises_enemy_morale(service):
    bid, _ = make_battle(service)
    service.set_dice_source(dice(9))  # Stealth 14 (team of 3, +0): success
    gurps.run_mission(service, bid, "attacker", "assassination", "Wren", 3, None, "Count")
    blue = gurps.battle_view(service, bid).sides["defender"].army
    assert blue["commander"]["name"] == "Cap"  # the best surviving Strategy takes over
    service.undo()
    service.set_dice_source(dice(16))
    gurps.run_mission(service, bid, "attacker", "assassination", "Wren", 3, None, "Count", True)
    v = gurps.battle_view(service, bid)
    assert ModifierView("Enemy spies publicly executed", 2) in v.sides["defender"].morale_modifiers
    with pytest.raises(ServiceError, match="no leader called 'Nobody'"):
        gurps.run_mission(service, bid, "attacker", "assassination", "Wren", 3, None, "Nobody")


def test_seer_result_is_gm_only(service):
    bid, _ = make_battle(service, a_strategy=13)
    service.set_dice_source(dice(13))  # Divination 12: failure; average of 9 and 13 = 11: -2
    out = gurps.consult_seer(service, bid, "attacker", "Mara")
    row = last_log(service)
    assert row.text == "Day 1: Mara has read the omens for Duke."
    assert row.rolls == [] and row.modifiers == []  # the true roll stays out of the public dice list
    assert row.result["gm_only"]["strategy_modifier"] == -2 and row.result["gm_only"]["roll"]["roll"] == 13
    assert set(row.result) == {"seer", "commander", "gm_only"}
    assert "13" not in row.text and "-2" not in row.text
    assert out.effective_strategy == 11
    v = gurps.battle_view(service, bid)
    hidden = [m for m in v.skills["attacker"].modifiers if m.gm_only]
    assert hidden == [ModifierView("Seer's reading (Mara)", -2, True)]
    assert v.events[-1].gm_only.strategy_modifier == -2
    # a new reading replaces the old one (the general believes only one seer)
    service.set_dice_source(dice(4))
    gurps.consult_seer(service, bid, "attacker", "Mara", "normal")
    hidden = [m for m in gurps.battle_view(service, bid).skills["attacker"].modifiers if m.gm_only]
    assert hidden == [ModifierView("Seer's reading (Mara)", 2, True)]
    # the contest's log line and dice purposes never show the hidden modifier
    service.set_dice_source(dice(10, 10))
    gurps.roll_contest(service, bid)
    row = last_log(service)
    assert "Seer" not in row.text and all("Seer" not in render(r["purpose"]) for r in row.rolls)
    assert all("Seer" not in render(m["name"]) for m in row.modifiers)
    # the seer's side rolls in secret
    assert [render(r["purpose"]).split(":")[0] for r in row.rolls] == ["Blue commander"]
    # editing the army in the dialog cannot lose the hidden reading
    army = gurps.battle_view(service, bid).sides["attacker"].army
    army["strategy_modifiers"] = [m for m in army["strategy_modifiers"] if not m.get("gm_only")]
    gurps.set_army(service, bid, "attacker", army)
    assert any(m.gm_only for m in gurps.battle_view(service, bid).skills["attacker"].modifiers)


def test_operations_are_refused_after_the_contest(service):
    bid, _ = make_battle(service)
    service.set_dice_source(dice(10, 10))
    gurps.roll_contest(service, bid)
    before = snapshot(service)
    with pytest.raises(ServiceError, match="belongs before it"):
        gurps.consult_seer(service, bid, "attacker", "Mara")
    with pytest.raises(ServiceError, match="belongs before it"):
        gurps.run_mission(service, bid, "attacker", "reconnaissance", "Wren", 5)
    assert snapshot(service) == before


def test_bad_army_names_the_field(service):
    bid, _ = make_battle(service)
    with pytest.raises(ServiceError, match=r"commander\.strategy"):
        gurps.set_army(service, bid, "attacker", {"name": "Red", "commander": {"name": "X", "strategy": -1}})
    with pytest.raises(ServiceError, match="morale_situation"):
        gurps.set_army(service, bid, "attacker", {"name": "Red", "commander": {"name": "X"},
                                                  "morale_situation": ["bored"]})
    with pytest.raises(ServiceError, match="Unknown defensive position"):
        gurps.set_setup(service, bid, "defended_position", ["moat"])


# ---- several days and losses ---------------------------------------------------------------------

def test_next_day_readies_holding_units_and_going_back_restores(service):
    bid, ids = make_battle(service)
    service.set_dice_source(dice(10, 10))  # equal skills, equal rolls: no winner, everyone rolls
    gurps.roll_contest(service, bid)
    service.set_dice_source(dice(10, 13, 10, 16))  # Pikes hold; Bows fail by 3: retreat; Horse fail by 6: rout
    gurps.roll_morale(service, bid)
    day1 = {"Pikes": "holds", "Bows": "retreated", "Spears": "holds", "Horse": "routed"}
    assert statuses(service, ids) == day1
    assert gurps.battle_view(service, bid).stage == "day_done"
    assert q.battle(service, bid).phase_name == "Morale"  # the Turn Tracker followed the day
    battles.next_phase(service, bid)
    v = gurps.battle_view(service, bid)
    assert (v.day, v.stage) == (2, "pre_battle")
    assert statuses(service, ids) == {"Pikes": "ready", "Bows": "retreated", "Spears": "ready", "Horse": "routed"}
    assert (v.sides["attacker"].troops, v.sides["defender"].troops) == (500, 500)  # recomputed
    battles.previous_phase(service, bid)
    assert statuses(service, ids) == day1
    battles.next_phase(service, bid)
    assert statuses(service, ids)["Pikes"] == "ready"


def test_thrown_back_attacker_attacks_again_at_minus_two(service):
    bid, ids = make_battle(service, 12, 12, battle_type="defended_position")
    service.set_dice_source(dice(10, 10))  # a tie at a defended position: defender's 0-3, attacker thrown back
    gurps.roll_contest(service, bid)
    service.set_dice_source(ScriptedDice([]))
    gurps.roll_morale(service, bid)
    assert statuses(service, ids)["Pikes"] == "thrown_back"
    battles.next_phase(service, bid)
    v = gurps.battle_view(service, bid)
    assert v.day == 2 and v.stage == "pre_battle"
    assert statuses(service, ids) == {"Pikes": "ready", "Bows": "ready", "Spears": "ready", "Horse": "ready"}
    assert ModifierView("Thrown back yesterday", -2) in v.sides["attacker"].morale_modifiers
    service.set_dice_source(dice(*contest_rolls(12, 12, "defender", 4)))
    gurps.roll_contest(service, bid)
    service.set_dice_source(dice(9, 9))  # Morale 10 -2 = 8: both fail; half hold fails: the attacker retreats
    done = gurps.roll_morale(service, bid)
    assert [m.name for m in done.morale["attacker"].modifiers] == ["Thrown back yesterday"]
    assert statuses(service, ids)["Pikes"] == "retreated"
    assert [h.day for h in gurps.battle_view(service, bid).history] == [1, 2]
    assert last_log(service).text.startswith("Day 2: Minor victory")


def test_losses_are_entered_by_the_gm(service):
    bid, ids = make_battle(service)
    before = snapshot(service)
    gurps.record_losses(service, bid, {ids["Pikes"]: 120})
    assert q.unit_state(service, ids["Pikes"])["count"] == 380
    assert "lost 120" in q.unit(service, ids["Pikes"]).status
    assert last_log(service).text == "Day 1: Losses entered by the GM: Pikes loses 120 (380 left)"
    with pytest.raises(ServiceError, match="only 380 troops"):
        gurps.record_losses(service, bid, {ids["Pikes"]: 400})
    service.undo()
    assert snapshot(service) == before


# ---- odds --------------------------------------------------------------------------------------------

def _enumerate(a, d, kind, rules):
    """Every pair of 3d6 (216 x 216 face triples), judged by GURPS rules written out here."""
    def check(skill, roll):
        ok = roll <= 4 or (roll <= skill and roll <= 16)
        return ok, skill - roll
    counts = {}
    triples = list(itertools.product(range(1, 7), repeat=3))
    totals = [sum(t) for t in triples]
    for ra in totals:
        sa, ma = check(a, ra)
        for rd in totals:
            sd, md = check(d, rd)
            if sa != sd:
                w = "attacker" if sa else "defender"
            else:
                w = None if ma == md else ("attacker" if ma > md else "defender")
            mov = abs(ma - md) if w else 0
            if kind == "open_field":
                table, side = "open_field", w
            else:
                side = w or "defender"
                table = "attacker_won" if side == "attacker" else "defender_won"
            bands = rules["results"][table]["bands"]
            low = max(mov, bands[0]["min"])
            band = next(b for b in bands if b["min"] <= low and (b["max"] is None or low <= b["max"]))
            key = (side, table, band["min"])
            counts[key] = counts.get(key, 0) + 1
    return {k: Fraction(v, 216 ** 2) for k, v in counts.items()}


@pytest.mark.parametrize("kind,a,d", [("open_field", 13, 11), ("defended_position", 14, 9)])
def test_odds_match_enumeration_of_all_3d6_pairs(service, kind, a, d):
    from muster.services.house_rules import tables_for

    bid, _ = make_battle(service, a, d, battle_type=kind)
    v = gurps.battle_view(service, bid)
    expected = _enumerate(a, d, kind, tables_for(service, "gurps"))
    got = {}
    for row in v.odds.rows:
        minimum = int(row.band.rstrip("+").split("-")[0])
        num, den = map(int, row.probability.split("/"))
        got[(row.winner, row.table, minimum)] = Fraction(num, den)
    assert {k: p for k, p in got.items() if p} == expected
    assert sum(got.values()) == 1
