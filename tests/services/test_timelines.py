"""Each battle's own undo, redo and rewind; entangled actions named; branches kept, listed and switched to."""

from __future__ import annotations

import pytest

from muster.services import Entangled, ServiceError, battle, branches, generic, history, queries, roster, timelines


@pytest.fixture
def two_fronts(service):
    """Two generic battles with a unit each side, and one unit of the roster in neither."""
    svc = service
    red, blue = roster.create_side(svc, "Red"), roster.create_side(svc, "Blue")
    rf, bf = roster.create_force(svc, red, "Red Foot"), roster.create_force(svc, blue, "Blue Foot")
    u = [roster.create_unit(svc, f, name, state={"attack": 1, "max_hits": 20})
         for f, name in ((rf, "R1"), (bf, "B1"), (rf, "R2"), (bf, "B2"))]
    north = battle.start_battle(svc, "North", "generic", [u[0], u[1]])
    south = battle.start_battle(svc, "South", "generic", [u[2], u[3]])
    return svc, north, south, u


def hits(svc, unit_id):
    return queries.unit_state(svc, unit_id)["hits_taken"]


def test_undo_acts_on_the_battle_asked_even_after_actions_elsewhere(two_fronts):
    svc, north, south, u = two_fronts
    generic.apply_damage(svc, u[0], 2, north)
    generic.apply_damage(svc, u[2], 3, south)
    battle.next_phase(svc, south)
    south_before = queries.battle(svc, south)
    assert svc.undo(north).label == "R1 takes 2"
    assert hits(svc, u[0]) == 0 and hits(svc, u[2]) == 3 and queries.battle(svc, south) == south_before
    assert not svc.can_undo(north) and svc.can_redo(north)
    generic.apply_damage(svc, u[2], 1, south)  # a new action in South leaves North's redo alone
    assert svc.redo(north).label == "R1 takes 2" and hits(svc, u[0]) == 2
    assert svc.history("done", None, north)[0].label == "R1 takes 2"


def test_an_undo_that_would_reach_a_later_edit_elsewhere_names_it_first(two_fronts):
    svc, north, south, u = two_fronts
    generic.apply_damage(svc, u[0], 2, north)
    roster.rename(svc, "units", u[0], "Renamed")  # the campaign's own timeline, the same unit's row
    with pytest.raises(Entangled) as refused:
        svc.undo(north)
    assert hits(svc, u[0]) == 2 and queries.unit(svc, u[0]).name == "Renamed"  # nothing written
    plan = refused.value.plan
    assert len(plan.entangled) == 1 and plan.count == 2
    assert history._elsewhere(svc, plan)[0].battle_id is None  # the roster's
    svc.undo(north, entangled=True)
    assert hits(svc, u[0]) == 0 and queries.unit(svc, u[0]).name == "R1"


def test_rewinding_one_battle_leaves_a_later_battle_alone(two_fronts):
    svc, north, south, u = two_fronts
    battle.next_phase(svc, north)
    west = battle.start_battle(svc, "West", "generic", [u[1]])  # started after North's first action
    battle.next_phase(svc, west)
    plan = history.plan_rewind(svc, north, 1)
    assert (plan.count, plan.elsewhere) == (1, 0)
    history.rewind_to_round(svc, north, 1)
    assert queries.battle(svc, west) is not None and queries.battle(svc, west).phase == 1


def test_a_rewind_then_a_new_action_keeps_the_old_way_as_a_branch(two_fronts):
    svc, north, south, u = two_fronts
    for amount in (1, 2, 3):
        generic.apply_damage(svc, u[1], amount, north)
    assert hits(svc, u[1]) == 6
    history.rewind_to_round(svc, north, 1)
    generic.apply_damage(svc, u[1], 5, north)  # the other way
    rows = branches.branches(svc, north)
    assert [r.current for r in rows] == [True, False]
    old = rows[1]
    assert old.label == "B1 takes 3" and old.actions == 3 and old.fork_id is None
    assert hits(svc, u[1]) == 5
    branches.switch_branch(svc, branches.plan_switch(svc, north, old.leaf_id))
    assert hits(svc, u[1]) == 6
    assert [r.label for r in branches.branches(svc, north) if r.current] == ["B1 takes 3"]
    assert svc.undo(north).label == "B1 takes 3"  # on the branch, undo goes on as usual
    tip = svc.next_step("redo", north).id
    branches.switch_branch(svc, branches.plan_switch(svc, north, tip))  # to its own end: redone
    assert hits(svc, u[1]) == 6
    with pytest.raises(ServiceError, match="already stands"):
        branches.switch_branch(svc, branches.plan_switch(svc, north, tip))


def test_branches_survive_reopening_and_each_end_has_a_forecast(sample_service):
    from muster.campaign.file import CampaignFile
    from muster.services import CampaignService

    svc = sample_service
    melee = next(b for b in queries.battles(svc) if b.system == "poleaxe")
    battle.next_phase(svc, melee.id)
    history.rewind_to_round(svc, melee.id, 1)
    battle.next_phase(svc, melee.id)
    battle.next_phase(svc, melee.id)
    path = svc.file.path
    svc.close()
    again = CampaignService(CampaignFile.open(path))
    try:
        rows = branches.branches(again, melee.id)
        assert [(r.current, r.actions) for r in rows] == [(True, 2), (False, 1)]
        before = queries.battle(again, melee.id)
        forecasts = [branches.branch_end_forecast(again, melee.id, r.leaf_id, runs=100) for r in rows]
        assert all(f is not None and f.runs == 100 for f in forecasts)
        assert queries.battle(again, melee.id) == before  # forecasting a branch changes nothing
    finally:
        again.close()


def test_a_branch_switch_is_one_transaction(two_fronts, monkeypatch):
    svc, north, south, u = two_fronts
    generic.apply_damage(svc, u[1], 1, north)
    generic.apply_damage(svc, u[1], 2, north)
    history.rewind_to_round(svc, north, 1)
    generic.apply_damage(svc, u[1], 4, north)
    old = [r for r in branches.branches(svc, north) if not r.current][0]
    plan = branches.plan_switch(svc, north, old.leaf_id)
    calls = {"n": 0}
    real = timelines.check_rows

    def fail_on_the_last(s, record, kind):
        calls["n"] += 1
        if calls["n"] == plan.count:
            raise ServiceError("stop")
        real(s, record, kind)
    monkeypatch.setattr(timelines, "check_rows", fail_on_the_last)
    with pytest.raises(ServiceError, match="stop"):
        branches.switch_branch(svc, plan)
    assert hits(svc, u[1]) == 4 and [r.current for r in branches.branches(svc, north)] == [True, False]
