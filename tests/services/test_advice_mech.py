"""Mech advice: movement, target and weapons ranked by the forecast's own exchange, read without writing."""

from __future__ import annotations

import json
from pathlib import Path

from muster.services import mech, roster
from muster.services import queries as q
from muster.services.advice import advice_builder_of
from muster.services.mech_advice import Fire, MechSetup, Move, advice_request


def _bytes(svc) -> dict[str, bytes]:
    path = Path(svc.file.path)
    files = [path] + [Path(f"{path}{tail}") for tail in ("-wal", "-shm", "-journal")]
    return {p.name: p.read_bytes() for p in files if p.exists()}


def _battle(svc) -> q.BattleRow:
    return next(b for b in q.battles(svc) if b.system == "mech")


def _units(svc, battle_id: int) -> dict[str, int]:
    return {m.name: m.id for m in mech.panel_data(svc, battle_id).mechs}


def _go_to(svc, battle_id: int, phase: int) -> None:
    from muster.services import battle

    while q.battle(svc, battle_id).phase != phase:
        battle.next_phase(svc, battle_id)


def test_registered_and_reads_without_writing(sample_service):
    svc = sample_service
    b = _battle(svc)
    before, draws = _bytes(svc), svc._seeded.draws
    builder = advice_builder_of("mech")
    assert builder is advice_request
    advice = builder(svc, b.id, None, None).run(seed=3)
    assert advice.side == "The Crown" and advice.options
    assert all(isinstance(o.action, Move) and o.scope == "exchange" and 0 <= o.win <= 1 for o in advice.options)
    assert {o.action.mode for o in advice.options} >= {"none", "walk", "run"}  # Tusker has no jump jets
    assert [o.win for o in advice.options] == sorted((o.win for o in advice.options), reverse=True)
    assert _bytes(svc) == before and svc._seeded.draws == draws


def test_same_campaign_same_advice(sample_service):
    svc = sample_service
    b = _battle(svc)
    one, two = advice_request(svc, b.id), advice_request(svc, b.id)
    assert one.key == two.key
    assert one.run(seed=4).to_dict() == two.run(seed=4).to_dict()


def _hot_tusker(svc, battle_id: int) -> int:
    """Tusker at heat 20 with a Medium Laser that makes 12 heat: its Autocannon alone keeps it under the shutdown
    threshold (heat 13 or less after its 12 sinks), the laser as well takes it to the 22-25 band (shutdown and an
    ammunition check)."""
    uid = _units(svc, battle_id)["Tusker"]
    with svc.file.read_sessions() as s:
        from muster.campaign.models import Unit

        state = dict(s.get(Unit, uid).state)
    design = json.loads(state["design"])
    for item in design["items"]:
        if item["id"] == "ml_la":
            item["heat"] = 12
    state.update(design=json.dumps(design), heat=20)
    roster.set_unit_state(svc, uid, state)
    return uid


def test_fire_under_the_shutdown_threshold_is_ranked_above_an_alpha_strike(sample_service):
    svc = sample_service
    b = _battle(svc)
    uid = _hot_tusker(svc, b.id)
    _go_to(svc, b.id, mech.PHASE_COMBAT)
    advice = advice_request(svc, b.id, None, MechSetup(mech_id=uid)).run(seed=2)
    best = advice.best
    assert best is not None and isinstance(best.action, Fire) and best.action.attacker_id == uid
    assert "ml_la" not in best.action.weapons and "ac10" in best.action.weapons
    assert not any("shutdown on" in line for line in best.why)
    alpha = [o for o in advice.options if isinstance(o.action, Fire) and "ml_la" in o.action.weapons]
    assert alpha and all(any("risk shutdown" in line for line in o.why) for o in alpha)
    assert all(best.win > o.win + 0.1 for o in alpha)


def test_before_it_moves_the_options_are_movements_and_running_costs_to_hit(sample_service):
    svc = sample_service
    b = _battle(svc)
    advice = advice_request(svc, b.id).run(seed=1)
    run = next(o for o in advice.options if isinstance(o.action, Move) and o.action.mode == "run")
    assert any("to hit for running" in line for line in run.why)
    assert run.action.forward == 6  # Tusker's run MP


def test_every_option_is_accepted_by_the_service(sample_service):
    from muster.services.mech_advice import take

    svc = sample_service
    b = _battle(svc)
    _go_to(svc, b.id, mech.PHASE_MOVEMENT)
    for option in advice_request(svc, b.id).run().options:
        take(svc, b.id, option.action)
        assert svc.undo() is not None
    _go_to(svc, b.id, mech.PHASE_COMBAT)
    for option in advice_request(svc, b.id).run().options:
        done = take(svc, b.id, option.action)
        for _ in done if isinstance(done, list) else [done]:
            assert svc.undo() is not None


def test_an_options_heat_risks_are_the_forecasts(sample_service):
    """The alpha strike declared through the service, the Forecast tab's forecast of that state over one turn (the
    same runs and seed) shuts the mech down and blows up its ammunition in exactly the share of runs the option
    says: the exchange is the forecast's own turn with the forecast's dice."""
    from muster.services.mech_advice import exchange_runs, take
    from muster.services.systems import forecast_builder_of

    svc = sample_service
    b = _battle(svc)
    uid = _hot_tusker(svc, b.id)
    _go_to(svc, b.id, mech.PHASE_COMBAT)
    advice = advice_request(svc, b.id, None, MechSetup(mech_id=uid)).run(seed=2)
    alpha = next(o for o in advice.options if isinstance(o.action, Fire) and "ml_la" in o.action.weapons)
    take(svc, b.id, alpha.action)
    result = forecast_builder_of("mech")(svc, b.id).run(runs=exchange_runs(4), seed=2, limit=1)
    tusker = next(u for u in result.units if u.name == "Tusker")
    chances = dict(tusker.chances)
    assert chances["heat_shutdown"].p > 0.2
    assert f"shuts down in {chances['heat_shutdown'].p:.0%} of the runs" in alpha.why
    assert f"its ammunition blows up in {chances['ammo_explosion'].p:.0%} of the runs" in alpha.why


def test_a_prone_mech_stands_up_first_or_stays_down(sample_service):
    from muster.services.mech_advice import take

    svc = sample_service
    b = _battle(svc)
    uid = _units(svc, b.id)["Tusker"]
    with svc.file.read_sessions() as s:
        from muster.campaign.models import Unit

        state = dict(s.get(Unit, uid).state)
    roster.set_unit_state(svc, uid, dict(state, prone=True))
    _go_to(svc, b.id, mech.PHASE_MOVEMENT)
    options = advice_request(svc, b.id, None, MechSetup(mech_id=uid)).run(seed=1).options
    moves = {o.action.mode: o for o in options if isinstance(o.action, Move)}
    assert moves["none"].label.startswith("Stay prone") and moves["none"].action.stand_attempts == 0
    assert {"walk", "run"} <= set(moves)
    for mode in ("walk", "run"):
        assert moves[mode].action.stand_attempts == 1 and any("stands up first" in w for w in moves[mode].why)
        assert moves[mode].action.forward == {"walk": 4, "run": 6}[mode] - 1  # the standing MP comes first
    for option in options:
        take(svc, b.id, option.action)
        assert svc.undo() is not None
