"""Typed seams (issue 26): the typed request is what a use case takes, a headless caller's data becomes it at the
edge (a bad or unknown field refused by name), and a use case's typed result is what its action record stores."""

import pytest

from muster.rules.dice import ScriptedDice
from muster.services import ServiceError, gurps_upkeep, roster
from muster.services import queries as q
from muster.services.gurps_results import PayDone, RecruitsDone, TreacheryDone, result_from_dict
from muster.services.poleaxe_requests import body_plans, engagements_of, spell_request
from muster.services.poleaxe_views import BodyPlan, Engagement, SpellRequest

# ---- By This Poleaxe: spells, bodies, engagements ----------------------------------------------------------------


def test_a_spell_request_passes_as_it_is_and_data_becomes_one():
    typed = SpellRequest("damage", (3,), "Magic Missile", hd=4)
    assert spell_request(typed) is typed
    assert spell_request({"name": "Magic Missile", "kind": "damage", "targets": [3, "4"], "hd": 4, "caster": "7",
                          "affects_few": 1}) == SpellRequest("damage", (3, 4), "Magic Missile", hd=4, caster=7,
                                                             affects_few=True)
    assert spell_request(typed.to_dict()) == typed


@pytest.mark.parametrize("data, match", [
    ({"kind": "damage", "targets": [1], "hd": "4"}, "Spell hd must be a whole number, got '4'"),
    ({"kind": "damage", "targets": [1], "bonus": True}, "Spell bonus must be a whole number"),
    ({"kind": "damage", "targets": ["orcs"]}, "A target must be a squad of this battle, got 'orcs'"),
    ({"kind": "damage", "targets": 3}, "A target must be a list of squads"),
    ({"kind": "damage", "targets": [1], "dice": 3}, "The spell: unknown field dice"),
    ("fireball", "Describe the spell"),
])
def test_a_bad_spell_field_is_refused_by_name(data, match):
    with pytest.raises(ServiceError, match=match):
        spell_request(data)


def test_bodies_and_engagements_from_data():
    assert body_plans(None) == ()
    assert body_plans([{"name": "Left", "side": 2, "units": [5, "6"]}, BodyPlan("Right", "3", (7,))]) == (
        BodyPlan("Left", 2, (5, 6)), BodyPlan("Right", "3", (7,)))
    with pytest.raises(ServiceError, match="Body 1 needs a name"):
        body_plans([{"side": 2, "units": [5]}])
    with pytest.raises(ServiceError, match="Body 1: unknown field squads"):
        body_plans([{"name": "Left", "side": 2, "squads": [5]}])
    assert engagements_of([{"attacker": "1", "target": 2, "direction": "flank"}]) == (
        Engagement(1, 2, direction="flank"),)
    with pytest.raises(ServiceError, match="Engagement 2: cover must be none, soft or hard"):
        engagements_of([Engagement(1, 2), Engagement(2, 1, cover="wall")])
    with pytest.raises(ServiceError, match="Engagement 1: unknown field hits"):
        engagements_of([{"attacker": 1, "target": 2, "hits": 3}])


# ---- GURPS upkeep: typed results, stored as before ---------------------------------------------------------------


def _army(svc):
    side = roster.create_side(svc, "Red")
    force = roster.create_force(svc, side, "Red host")
    ids = {n: roster.create_unit(svc, force, n, "gurps", {"count": c, "morale": 12, **extra})
           for n, c, extra in (("Pikes", 100, {"hiring_cost": 2000}), ("Bows", 50, {"battles": 4}))}
    return side, ids


def _stored(svc):
    row = q.log_rows(svc, q.log_ids(svc)[-1:]).popitem()[1]
    return result_from_dict(row.kind, row.result)


def test_upkeep_results_are_typed_and_read_back_from_the_record(service):
    side, ids = _army(service)
    paid = gurps_upkeep.pay_army(service, side, 150)
    assert isinstance(paid, PayDone) and paid.army == "Red" and paid.percent == 150
    assert [(u.unit, u.morale_change) for u in paid.units] == [("Pikes", 1), ("Bows", 1)]
    stored = _stored(service)
    assert stored.done == PayDone(paid.army, 150, tuple(
        type(u)(u.unit, u.morale_before, u.morale_after, u.working, (), u.normal_pay, u.paid, u.roll)
        for u in paid.units), paid.paid, paid.owed)
    assert "working_msgs" not in stored.data["units"][0]  # the pay day's stored units: as before

    service.set_dice_source(ScriptedDice([4, 4, 4]))  # 12 against Morale 13: made it, angered
    betrayed = gurps_upkeep.treachery(service, ids["Pikes"])
    assert isinstance(betrayed, TreacheryDone) and betrayed.traitor == "Pikes"
    assert [(u.unit, u.morale_change) for u in betrayed.units] == [("Bows", 1)]
    assert betrayed.units[0].messages and _stored(service).done == betrayed

    joined = gurps_upkeep.add_recruits(service, ids["Bows"], 50, "Green")
    assert isinstance(joined, RecruitsDone) and (joined.men, joined.battles) == (100, 2)
    again = _stored(service).done
    assert isinstance(again, RecruitsDone) and again.battle_points == joined.battle_points
    assert again.working == joined.working and joined.messages


# ---- mech: the movement -------------------------------------------------------------------------------------------


def test_a_movement_is_a_move_request_and_data_becomes_one():
    from muster.services.mech_requests import GelUse, MoveRequest, move_request

    typed = MoveRequest("run", forward=5, turn_middle=1)
    assert move_request(typed) is typed
    assert move_request({"mode": "run", "forward": 5, "turn_middle": 1}) == typed
    data = {"mode": "walk", "forward": 1, "gel": [{"pack": "gel", "location": "left_arm"}], "hexes": 1}
    assert move_request(data) == MoveRequest("walk", forward=1, gel=(GelUse("gel", "left_arm"),), hexes=1)
    assert move_request(data).to_dict() == data
    plan = move_request(data).engine_plan()
    assert (plan.mode, plan.forward, plan.gel, plan.hexes) == ("walk", 1, [{"pack": "gel", "location": "left_arm"}], 1)


@pytest.mark.parametrize("data, match", [
    ({"mode": "fly"}, "mode: must be one of"),
    ({"mode": "walk", "forward": -1}, "forward: must be a whole number from 0 to 100"),
    ({"mode": "walk", "jumped": True}, "jumped: must be a whole number"),
    ({"mode": "walk", "hexes": -2}, "hexes: must be a whole number of hexes"),
    ({"mode": "walk", "gel": {"pack": "gel"}}, "gel: expected a list"),
    ({"mode": "walk", "gel": ["gel"]}, "gel\\[0\\]: expected"),
    ({"mode": "walk", "sideways": 2}, "sideways: not a field of a movement"),
    (["walk"], "A movement is a set of fields"),
])
def test_a_bad_movement_field_is_refused_by_name(data, match):
    from muster.services.mech_requests import move_request

    with pytest.raises(ServiceError, match=match):
        move_request(data)


def test_a_typed_movement_is_checked_too():
    from muster.services.mech_requests import MoveRequest, move_request

    with pytest.raises(ServiceError, match="backward: must be a whole number from 0 to 100"):
        move_request(MoveRequest("walk", backward=101))


# ---- BUCS: the engagement's options --------------------------------------------------------------------------------


def test_bucs_options_are_typed_and_their_json_becomes_them_at_the_edge():
    from muster.services.bucs import engagement_options

    typed = engagement_options({"terrain": "urban", "attacker": {"modifier": 2}})
    assert engagement_options(typed) is typed
    assert (typed.terrain, [m.value for m in typed.attacker.modifiers]) == ("urban", [2])
    assert engagement_options(None) == engagement_options({})
    with pytest.raises(ServiceError, match=r"options\.attacker\.modifier: must be a whole number"):
        engagement_options({"attacker": {"modifier": "3"}})
    with pytest.raises(ServiceError, match=r"options\.weather"):
        engagement_options({"weather": "rain"})


# ---- GURPS: the day's contest and morale, stored and read back typed ---------------------------------------------


def test_the_contest_and_morale_results_read_back_as_they_were_stored(service):
    from test_gurps_service import dice, make_battle

    from muster.services import gurps
    from muster.services.gurps_results import ContestDone, ContestSecret, MoraleDone

    bid, _ = make_battle(service)
    service.set_dice_source(dice(3, 18))
    gurps.roll_contest(service, bid)
    stored = _stored(service)
    assert isinstance(stored.done, ContestDone) and stored.done.to_dict() == stored.data
    assert (stored.done.winner, stored.done.attacker.name) == ("attacker", "Red")
    assert isinstance(stored.done.secret, ContestSecret) and stored.done.secret.summary
    service.set_dice_source(dice(18, 18))
    gurps.roll_morale(service, bid)
    stored = _stored(service)
    assert isinstance(stored.done, MoraleDone) and stored.done.to_dict() == stored.data and stored.done.over


def test_a_glory_row_is_typed_and_data_becomes_one():
    from muster.services.gurps_requests import GloryRow, glory_row

    typed = GloryRow(2, -1, "a year")
    assert glory_row(typed) is typed and typed.engine_row() == {"reputation": 2, "strategy": -1, "duration": "a year"}
    assert glory_row({"reputation": 1}).engine_row() == {"reputation": 1}  # the fields the row gives only
    for data, match in (({"reputation": "lots"}, "reputation must be a whole number"),
                        ({"strategy": True}, "strategy must be a whole number"),
                        ({"reputation": 1, "fame": 3}, "unknown field fame"), (3, "give Reputation and Strategy")):
        with pytest.raises(ServiceError, match=match):
            glory_row(data)


# ---- GURPS: the engine takes the typed tables as it takes their data ---------------------------------------------


def test_the_gurps_engine_reads_typed_tables_as_it_reads_their_data(service, monkeypatch):
    """Every GURPS action of a day handed ``GurpsTables`` instead of the checked data: the same day."""
    from test_gurps_service import dice, make_battle

    from muster.rules.gurps.tables import GurpsTables, as_tables
    from muster.services import gurps, gurps_forms
    from muster.services.core import ActionScope

    data_tables = ActionScope.tables
    handed = []

    def typed(self, system):
        found = data_tables(self, system)
        handed.append(system)
        return as_tables(found) if system == "gurps" else found

    monkeypatch.setattr(ActionScope, "tables", typed)
    bid, _ = make_battle(service)
    service.set_dice_source(dice(3, 18))  # Red by 9, Blue fails by 6: great victory by 15
    contest = gurps.roll_contest(service, bid)
    assert (contest.winner, contest.margin_of_victory) == ("attacker", 15)
    service.set_dice_source(dice(18, 18))  # each of Blue's units fails: both rout, the battle is over
    gurps.roll_morale(service, bid)
    assert "gurps" in handed
    assert gurps.battle_view(service, bid).over
    assert isinstance(as_tables(gurps_forms.tables(service)), GurpsTables)


def test_what_a_pc_rolled_today_is_typed_in_the_days_view(service):
    from test_gurps_service import dice, faces, make_battle

    from muster.services import gurps
    from muster.services.gurps_records import PcDayView
    from muster.services.gurps_requests import GloryRow
    from muster.services.gurps_results import GloryDone, SurvivalDone

    bid, _ = make_battle(service)
    army = gurps.battle_view(service, bid).sides["attacker"].army
    army["pcs"] = [{"name": "Sir Ulric", "skill": 12, "survival": -3, "glory": 3, "dr": 1, "commands": "army"}]
    gurps.set_army(service, bid, "attacker", army)
    service.set_dice_source(dice(9, 12))
    gurps.roll_contest(service, bid)
    assert gurps.battle_view(service, bid).contest.pc_day("Sir Ulric") == PcDayView()
    service.set_dice_source(ScriptedDice(faces(14) + [1, 1, 1, 1]))
    survived = gurps.pc_survival(service, bid, "attacker", "Sir Ulric")
    service.set_dice_source(dice(10))
    glory = gurps.pc_glory(service, bid, "attacker", "Sir Ulric", GloryRow(1, 1))
    day = gurps.battle_view(service, bid).contest.pc_day("Sir Ulric")
    assert isinstance(day.survival, SurvivalDone) and day.survival == survived
    assert isinstance(day.glory, GloryDone) and day.glory == glory and glory.strategy == 2
