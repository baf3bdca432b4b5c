"""Forecasts from the campaign: built from the battle as set up, never writing; the log note is undoable."""

from __future__ import annotations

from pathlib import Path

import pytest

from muster.i18n import render
from muster.services import ServiceError
from muster.services import forecast as fc
from muster.services import queries as q
from muster.services.plugins.mech import MECH_TURNS
from muster.services.systems import forecast_builder_of


def _bytes(svc) -> dict[str, bytes]:
    path = Path(svc.file.path)
    files = [path] + [Path(f"{path}{tail}") for tail in ("-wal", "-shm", "-journal")]
    return {p.name: p.read_bytes() for p in files if p.exists()}


def _battles(svc) -> dict[str, q.BattleRow]:
    return {b.system: b for b in q.battles(svc)}


def test_forecasts_never_write_to_the_campaign(sample_service):
    svc = sample_service
    battles = _battles(svc)
    before = _bytes(svc)
    draws = svc._seeded.draws
    bucs = battles["bucs"]
    requests = [forecast_builder_of("bucs")(svc, bucs.id, list(bucs.initiative[:3]), list(bucs.initiative[3:])),
                forecast_builder_of("poleaxe")(svc, battles["poleaxe"].id),
                forecast_builder_of("gurps")(svc, battles["gurps"].id)]
    for request in requests:
        result = request.run(runs=60, seed=2, limit=3)
        assert result.runs == 60 and sum(c.p for _, c in result.outcomes) == pytest.approx(1.0)
        assert result.units
    assert _bytes(svc) == before
    assert svc._seeded.draws == draws  # the campaign's dice stream is untouched


def test_same_setup_and_seed_same_answer(sample_service):
    svc = sample_service
    b = _battles(svc)["bucs"]
    one = forecast_builder_of("bucs")(svc, b.id, list(b.initiative[:3]), list(b.initiative[3:]))
    two = forecast_builder_of("bucs")(svc, b.id, list(b.initiative[:3]), list(b.initiative[3:]))
    assert one.key == two.key
    assert one.run(runs=200, seed=5).to_dict() == two.run(runs=200, seed=5).to_dict()
    assert one.run(runs=200, seed=5).to_dict() != one.run(runs=200, seed=6).to_dict()


def test_refusals_are_the_gms_words(sample_service):
    svc = sample_service
    battles = _battles(svc)
    b = battles["bucs"]
    request = forecast_builder_of("bucs")(svc, b.id, list(b.initiative[:3]), list(b.initiative[3:]))
    with pytest.raises(ServiceError, match="limit"):
        request.run(runs=10, limit=0)
    with pytest.raises(ServiceError):
        forecast_builder_of("poleaxe")(svc, b.id)  # a BUCS battle


def test_note_forecast_is_logged_and_undoable(sample_service):
    svc = sample_service
    b = _battles(svc)["gurps"]
    result = forecast_builder_of("gurps")(svc, b.id).run(runs=50, seed=1, limit=2)
    text = fc.describe(result)  # a message: noted, and shown, in the GM's language
    assert "Forecast (50 runs, seed 1" in render(text)
    fc.note_forecast(svc, b.id, text)
    last = q.last_action(svc, b.id)
    assert last is not None and last.text == render(text)
    svc.undo()
    last = q.last_action(svc, b.id)
    assert last is None or last.text != render(text)
    with pytest.raises(ServiceError):
        fc.note_forecast(svc, b.id, "  ")


# ---- mech: from the current state in any phase ------------------------------------------------------------

def _mech_battle(svc, phase):
    from muster.services import battle, mech

    b = _battles(svc)["mech"]
    while q.battle(svc, b.id).phase != phase:
        battle.next_phase(svc, b.id)
    return b, mech


def test_mech_forecast_before_combat_runs_to_a_decision(sample_service):
    """Movement phase, nothing declared: each mech fires at the enemy it faces, and the default limit decides
    the sample battle in the large majority of runs (the old forecast refused: "No attacks are declared")."""
    from muster.services import mech

    svc = sample_service
    b, _ = _mech_battle(svc, mech.PHASE_MOVEMENT)
    assert mech.declared_attacks(svc, b.id) == ()
    before, draws = _bytes(svc), svc._seeded.draws
    request = forecast_builder_of("mech")(svc, b.id)
    assert request.default_limit == MECH_TURNS >= 20 and request.max_limit >= MECH_TURNS
    result = request.run(runs=400, seed=1)  # the forecast's own seeded dice: the same answer every time
    outcomes = dict(result.outcomes)
    assert list(outcomes) == ["The Crown", "The Rebels", "undecided"]  # the sides by name
    assert sum(c.p for c in outcomes.values()) == pytest.approx(1.0)
    assert outcomes["undecided"].p < 0.1
    assert outcomes["The Crown"].p + outcomes["The Rebels"].p > 0.9
    assert result.limit == MECH_TURNS and result.rounds.mean > 3
    assert {u.side for u in result.units} == {"The Crown", "The Rebels"}
    assert request.run(runs=400, seed=1).to_dict() == result.to_dict()
    assert _bytes(svc) == before and svc._seeded.draws == draws


def test_mech_forecast_says_what_it_assumes(sample_service):
    from muster.services import mech

    svc = sample_service
    b, _ = _mech_battle(svc, mech.PHASE_INITIATIVE)
    rule = render(forecast_builder_of("mech")(svc, b.id).run(runs=20, seed=2, limit=2).rule)
    assert "fires at the enemy it faces" in rule and "at 3 hexes" in rule and "Nobody moves" in rule
    assert "shutdown" in rule and "damage phase" not in rule
    assert "Forecast (20 runs, seed 2, up to 2 turns)" in render(fc.describe(forecast_builder_of("mech")(svc, b.id).run(
        runs=20, seed=2, limit=2)))


def test_mech_forecast_in_combat_keeps_declarations_and_after_combat_starts_with_damage(sample_service):
    from muster.rules.dice import ScriptedDice
    from muster.services import mech

    svc = sample_service
    b, _ = _mech_battle(svc, mech.PHASE_COMBAT)
    units = {m.name: m.id for m in mech.panel_data(svc, b.id).mechs}
    mech.declare_attack(svc, b.id, mech.Declaration.from_dict({"attacker": str(units["Tusker"]),
                                                              "target": str(units["Peccary"]),
                                                              "weapon": "ac10", "range": 3}))
    declared = forecast_builder_of("mech")(svc, b.id)
    assert "ac10" in declared.key  # the declared attack is repeated as declared
    result = declared.run(runs=100, seed=3)
    assert sum(c.p for _, c in result.outcomes) == pytest.approx(1.0)
    svc.set_dice_source(ScriptedDice([15] * 40))
    mech.resolve_combat(svc, b.id)
    after = forecast_builder_of("mech")(svc, b.id)  # combat done, damage phase to come: the forecast starts there
    assert after.key != declared.key
    assert "starts with its damage phase" in render(after.run(runs=50, seed=3).rule)


def test_mech_forecast_refuses_a_fight_that_is_over(sample_service):
    from muster.services import mech, roster

    svc = sample_service
    b, _ = _mech_battle(svc, mech.PHASE_MOVEMENT)
    for m in mech.panel_data(svc, b.id).mechs:
        if m.name in ("Warthog", "Peccary"):
            state = q.unit_state(svc, m.id)
            roster.set_unit_state(svc, m.id, {**state, "destroyed": True})
    with pytest.raises(ServiceError, match="only one side"):
        forecast_builder_of("mech")(svc, b.id)
