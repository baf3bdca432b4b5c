"""GURPS Mass Combat advice: the choices before the contest ranked by the exact day, read without writing."""

from __future__ import annotations

from pathlib import Path

import pytest

from muster.services import gurps
from muster.services import queries as q
from muster.services.advice import advice_builder_of
from muster.services.gurps_advice import FightOrWithdraw, GurpsSetup, PrepareBattle, advice_request
from muster.services.systems import forecast_builder_of


def _bytes(svc) -> dict[str, bytes]:
    path = Path(svc.file.path)
    files = [path] + [Path(f"{path}{tail}") for tail in ("-wal", "-shm", "-journal")]
    return {p.name: p.read_bytes() for p in files if p.exists()}


def _battle(svc) -> q.BattleRow:
    return next(b for b in q.battles(svc) if b.system == "gurps")


def _side_id(svc, battle_id: int, role: str) -> int:
    return gurps.battle_view(svc, battle_id).sides[role].side_id


def test_registered_and_reads_without_writing(sample_service):
    svc = sample_service
    b = _battle(svc)
    before, draws = _bytes(svc), svc._seeded.draws
    builder = advice_builder_of("gurps")
    assert builder is advice_request
    advice = builder(svc, b.id, None, None).run(seed=3)
    assert advice.phase == "Pre-battle operations" and advice.side == "The Crown"
    kinds = {o.action.kind for o in advice.options}
    assert {"fight", "prepare"} <= kinds
    assert [o.win for o in advice.options] == sorted((o.win for o in advice.options), reverse=True)
    assert all(0 <= o.win <= 1 and o.scope == "exchange" and o.why and o.expect for o in advice.options)
    assert _bytes(svc) == before and svc._seeded.draws == draws


def test_same_campaign_same_advice(sample_service):
    svc = sample_service
    b = _battle(svc)
    one, two = advice_request(svc, b.id), advice_request(svc, b.id)
    assert one.key == two.key
    assert one.run(seed=1).to_dict() == two.run(seed=1).to_dict()


def test_fighting_as_you_stand_is_the_forecasts_exact_day(sample_service):
    """The option without an operation has the Forecast tab's exact chance to win the day's contest."""
    svc = sample_service
    b = _battle(svc)
    day = forecast_builder_of("gurps")(svc, b.id).run(runs=1, seed=1, limit=1).extra["day"]["contest"]
    for role, army in (("attacker", "Royal Host"), ("defender", "People's Host")):
        advice = advice_request(svc, b.id, _side_id(svc, b.id, role)).run()
        fight = next(o for o in advice.options if o.label == "Fight as you stand")
        assert isinstance(fight.action, FightOrWithdraw) and fight.action.side == role and not fight.action.luck
        assert fight.win == pytest.approx(day[army]["p"], abs=1e-6)


def test_a_sure_seer_is_ranked_first(sample_service):
    """A seer who almost never fails (skill 18, and a false reading costs nothing: the seer's Strategy is the
    commander's), while the army's scouts and assassins can hardly succeed (Stealth 3): the seer comes first, above
    fighting as it stands."""
    svc = sample_service
    b = _battle(svc)
    view = gurps.battle_view(svc, b.id)
    army = {"name": "People's Host", "commander": {"name": "Widow Hale", "strategy": 13, "tactics": 12, "stealth": 3},
            "leaders": [{"name": "Tam the Bold", "strategy": 10, "tactics": 12, "stealth": 3}],
            "seers": [{"name": "Old Morwen", "skill": 18, "strategy": 13}], "tech_level": 3}
    gurps.set_army(svc, b.id, "defender", army)
    advice = advice_request(svc, b.id, view.sides["defender"].side_id).run()
    best = advice.best
    assert best is not None and isinstance(best.action, PrepareBattle)
    assert best.action.operation == "seer" and best.action.seer == "Old Morwen"
    fight = next(o for o in advice.options if o.label == "Fight as you stand")
    assert best.win > fight.win + 0.05
    assert any("Strategy" in line or "points" in line for line in best.why)


def test_luck_in_the_setup_changes_the_odds_and_is_worth_something(sample_service):
    svc = sample_service
    b = _battle(svc)
    side = _side_id(svc, b.id, "defender")  # Widow Hale has Luck
    plain = advice_request(svc, b.id, side).run()
    lucky = advice_request(svc, b.id, side, GurpsSetup(luck=("defender",))).run()
    fight = {a: next(o for o in adv.options if o.label == "Fight as you stand") for a, adv in
             (("plain", plain), ("lucky", lucky))}
    assert fight["lucky"].win > fight["plain"].win
    assert fight["lucky"].action.luck == ("defender",) and not fight["plain"].action.luck
    offered = next(o for o in plain.options if o.label == "Fight, Widow Hale using Luck")  # not yet in the set-up
    assert offered.action.luck == ("defender",) and offered.win == pytest.approx(fight["lucky"].win)
    assert all("Luck" not in o.label for o in lucky.options)
    worth = {w.label: w.change for w in lucky.worth}
    assert worth["Luck"] > 0


def test_every_option_is_accepted_by_the_service(sample_service):
    from muster.services.gurps_advice import take

    svc = sample_service
    b = _battle(svc)
    for role in ("attacker", "defender"):
        advice = advice_request(svc, b.id, _side_id(svc, b.id, role)).run()
        for option in advice.options:  # each taken on the battle as it stands, then undone
            take(svc, b.id, option.action)
            assert svc.undo() is not None
