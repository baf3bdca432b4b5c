"""Forecasts from the campaign: built from the battle as set up, never writing; the log note is undoable."""

from __future__ import annotations

from pathlib import Path

import pytest

from muster.i18n import render
from muster.services import ServiceError
from muster.services import forecast as fc
from muster.services import queries as q


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
    requests = [fc.bucs_request(svc, bucs.id, list(bucs.initiative[:3]), list(bucs.initiative[3:])),
                fc.poleaxe_request(svc, battles["poleaxe"].id), fc.gurps_request(svc, battles["gurps"].id)]
    for request in requests:
        result = request.run(runs=60, seed=2, limit=3)
        assert result.runs == 60 and sum(c.p for _, c in result.outcomes) == pytest.approx(1.0)
        assert result.units
    assert _bytes(svc) == before
    assert svc._seeded.draws == draws  # the campaign's dice stream is untouched


def test_same_setup_and_seed_same_answer(sample_service):
    svc = sample_service
    b = _battles(svc)["bucs"]
    one = fc.bucs_request(svc, b.id, list(b.initiative[:3]), list(b.initiative[3:]))
    two = fc.bucs_request(svc, b.id, list(b.initiative[:3]), list(b.initiative[3:]))
    assert one.key == two.key
    assert one.run(runs=200, seed=5).to_dict() == two.run(runs=200, seed=5).to_dict()
    assert one.run(runs=200, seed=5).to_dict() != one.run(runs=200, seed=6).to_dict()


def test_refusals_are_the_gms_words(sample_service):
    svc = sample_service
    battles = _battles(svc)
    with pytest.raises(ServiceError, match="No attacks are declared"):
        fc.mech_request(svc, battles["mech"].id)
    b = battles["bucs"]
    request = fc.bucs_request(svc, b.id, list(b.initiative[:3]), list(b.initiative[3:]))
    with pytest.raises(ServiceError, match="limit"):
        request.run(runs=10, limit=0)
    with pytest.raises(ServiceError):
        fc.poleaxe_request(svc, b.id)  # a BUCS battle


def test_note_forecast_is_logged_and_undoable(sample_service):
    svc = sample_service
    b = _battles(svc)["gurps"]
    result = fc.gurps_request(svc, b.id).run(runs=50, seed=1, limit=2)
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
