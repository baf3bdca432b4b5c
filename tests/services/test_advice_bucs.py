"""BUCS advice: the plainly best engagement first, read without writing, the same campaign the same advice."""

from __future__ import annotations

from pathlib import Path

import pytest

from muster.services import battle as bsvc
from muster.services import bucs, roster
from muster.services import queries as q
from muster.services.advice import advice_builder_of
from muster.services.advice_common import campaign_seed
from muster.services.bucs_advice import BucsSetup, Engage, GiveOrder, advice_request, engage_options


def _bytes(svc) -> dict[str, bytes]:
    path = Path(svc.file.path)
    files = [path] + [Path(f"{path}{tail}") for tail in ("-wal", "-shm", "-journal")]
    return {p.name: p.read_bytes() for p in files if p.exists()}


def _checkpoint(svc, our_quality="Average", order=None):
    """Our squad (acting first) against a Green squad and a Legendary one."""
    ours = roster.create_force(svc, roster.create_side(svc, "Coalition"), "Platoon")
    theirs = roster.create_force(svc, roster.create_side(svc, "Insurgents"), "Cell")
    state = {"quality": our_quality, "specialties": ["Infantry"]}
    if order:
        state["order"] = {"name": order}
    me = roster.create_unit(svc, ours, "Our Squad", "bucs", state)
    green = roster.create_unit(svc, theirs, "Rookies", "bucs", {"quality": "Green", "specialties": ["Infantry"]})
    legend = roster.create_unit(svc, theirs, "Old Guard", "bucs",
                                {"quality": "Legendary", "specialties": ["Infantry"]})
    bid = bsvc.start_battle(svc, "Checkpoint", "bucs", [me, green, legend])
    return bid, me, green, legend


def test_engaging_the_green_squad_ranks_above_the_legendary_one(service):
    bid, me, green, legend = _checkpoint(service)
    advice = advice_request(service, bid).run(seed=5)
    assert advice.side == "Coalition" and advice.side_id is not None
    best = advice.best
    assert best is not None and isinstance(best.action, (Engage, GiveOrder))
    engages = [o for o in advice.options if isinstance(o.action, Engage)]
    assert {o.action.target_id for o in engages} == {green, legend}
    on_green = [o.win for o in engages if o.action.target_id == green]
    on_legend = [o.win for o in engages if o.action.target_id == legend]
    assert min(on_green) > max(on_legend) + 0.3
    assert isinstance(best.action, Engage) and best.action.target_id == green or \
        isinstance(best.action, GiveOrder) and "Rookies" in best.label
    assert [o.win for o in advice.options] == sorted((o.win for o in advice.options), reverse=True)
    assert any("Green" in line for line in best.why)
    assert all(0 <= o.win <= 1 for o in advice.options)


def test_an_order_is_advised_for_a_lead_without_one(service):
    bid, me, green, _ = _checkpoint(service, "Average")
    advice = advice_request(service, bid).run(seed=5)
    orders = [o for o in advice.options if isinstance(o.action, GiveOrder)]
    assert orders and all(o.action.unit_id == me and o.action.order == "Attack" for o in orders)
    ordered = advice_request(service, bid).run(seed=5)
    assert ordered.to_dict() == advice.to_dict()


def test_the_best_engagement_is_accepted_by_the_round(service):
    bid, me, green, _ = _checkpoint(service, "Experienced", order="Attack")
    advice = advice_request(service, bid).run(seed=3)
    assert not any(isinstance(o.action, GiveOrder) for o in advice.options)  # it has an order already
    action = advice.best.action
    assert isinstance(action, Engage) and action.target_id == green
    assert action.target_situation == "alone_orders"  # a Green unit fights only under orders
    result = bucs.resolve_round(service, bid, list(action.attacker_ids), list(action.defender_ids),
                                engage_options(action))
    assert result.text


def test_advice_reads_without_writing(sample_service):
    svc = sample_service
    before, draws = _bytes(svc), svc._seeded.draws
    for system in ("bucs", "poleaxe"):
        builder = advice_builder_of(system)
        assert builder is not None
        bid = next(b.id for b in q.battles(svc) if b.system == system)
        advice = builder(svc, bid).run(seed=campaign_seed(svc, bid))
        assert advice.options
    assert _bytes(svc) == before
    assert svc._seeded.draws == draws


def test_the_same_campaign_gives_the_same_advice(sample_service):
    svc = sample_service
    first = advice_request(svc, 1).run(seed=campaign_seed(svc, 1)).to_dict()
    again = advice_request(svc, 1).run(seed=campaign_seed(svc, 1)).to_dict()
    assert first == again and first["options"]


def _duel(svc):
    """An Experienced squad under orders against an Elite one: a close fight, where a modifier shows."""
    ours = roster.create_force(svc, roster.create_side(svc, "Coalition"), "Platoon")
    theirs = roster.create_force(svc, roster.create_side(svc, "Insurgents"), "Cell")
    me = roster.create_unit(svc, ours, "Our Squad", "bucs",
                            {"quality": "Experienced", "specialties": ["Infantry"], "order": {"name": "Attack"}})
    foe = roster.create_unit(svc, theirs, "Veterans", "bucs", {"quality": "Elite", "specialties": ["Infantry"]})
    return bsvc.start_battle(svc, "Duel", "bucs", [me, foe])


def test_worth_names_the_set_ups_modifiers(service):
    bid = _duel(service)
    setup = BucsSetup(options={"terrain": "open", "attacker": {"modifier": 4}})
    advice = advice_request(service, bid, None, setup).run(seed=4)
    worth = {w.label: w.change for w in advice.worth}
    assert any("GM modifier" in label for label in worth)
    change = next(c for label, c in worth.items() if "GM modifier" in label)
    plain = advice_request(service, bid, None, BucsSetup(options={"terrain": "open"})).run(seed=4)
    same = next(o for o in plain.options if o.action == advice.best.action)
    assert change == pytest.approx(advice.best.win - same.win, abs=1e-9)  # with it minus without it
    assert change > 0  # +4 on our d20 helps


def test_an_unknown_side_is_refused(service):
    from muster.services import ServiceError

    bid, *_ = _checkpoint(service)
    with pytest.raises(ServiceError, match="no side"):
        advice_request(service, bid, 9999)


def test_a_ticked_condition_is_worth_what_it_changes(service):
    bid = _duel(service)
    me = next(u for u in q.battle(service, bid).initiative)
    ticked = BucsSetup(options={"conditions": {str(me): {"dug_in": True}}})
    advice = advice_request(service, bid, None, ticked).run(seed=6)
    worth = {w.label: w.change for w in advice.worth}
    assert "Conditions ticked for Our Squad" in worth
    assert any("Dug in" in line for line in advice.best.why)
    plain = advice_request(service, bid).run(seed=6)
    same = next(o for o in plain.options if o.action == advice.best.action)
    assert worth["Conditions ticked for Our Squad"] == pytest.approx(advice.best.win - same.win, abs=1e-9)
    assert worth["Conditions ticked for Our Squad"] > 0  # dug in: a bonus on our d20
