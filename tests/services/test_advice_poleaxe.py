"""By This Poleaxe advice: charge the weak body rather than the strong one; volleys ranked by their exact chance;
read without writing; the same campaign the same advice."""

from __future__ import annotations

from pathlib import Path

from muster.rules.dice import ScriptedDice
from muster.services import battle as bsvc
from muster.services import poleaxe, roster
from muster.services.advice_common import campaign_seed
from muster.services.poleaxe_advice import PoleaxeSetup, SetStance, Shoot, advice_request
from muster.services.poleaxe_views import BodyPlan, Engagement

FOOT = {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}
LEVY = {"members": 3, "hd": 1, "ac": 9, "squad_type": "levy", "move_ft": 90}
ELITE = {"members": 5, "hd": 2, "ac": 4, "squad_type": "elite", "move_ft": 90}


def _bytes(svc) -> dict[str, bytes]:
    path = Path(svc.file.path)
    files = [path] + [Path(f"{path}{tail}") for tail in ("-wal", "-shm", "-journal")]
    return {p.name: p.read_bytes() for p in files if p.exists()}


def _field(svc, archers=False):
    """Our body of three squads against a weak body (two small levies) and a strong one (four elite squads)."""
    red, blue = roster.create_side(svc, "Crown"), roster.create_side(svc, "Rebels")
    fr, fb = roster.create_force(svc, red, "Host"), roster.create_force(svc, blue, "Band")
    ours = [roster.create_unit(svc, fr, f"Spears {i}", "poleaxe", {**FOOT, "name": f"Spears {i}"}) for i in range(3)]
    if archers:
        ours.append(roster.create_unit(svc, fr, "Longbows", "poleaxe",
                                       {**FOOT, "name": "Longbows", "missile": "long_bow"}))
    weak = [roster.create_unit(svc, fb, f"Levy {i}", "poleaxe", {**LEVY, "name": f"Levy {i}"}) for i in range(2)]
    strong = [roster.create_unit(svc, fb, f"Guard {i}", "poleaxe", {**ELITE, "name": f"Guard {i}"})
              for i in range(4)]
    bid = bsvc.start_battle(svc, "Field", "poleaxe", ours + weak + strong)
    svc.set_dice_source(ScriptedDice([1, 1]))  # 2 move spaces apart: long bows at effective range
    poleaxe.setup(svc, bid, [BodyPlan("Host", red, tuple(ours)), BodyPlan("Weak", blue, tuple(weak)),
                             BodyPlan("Strong", blue, tuple(strong))])
    return bid, red, ours, weak, strong


def test_charging_the_weak_body_ranks_above_the_strong_one(service):
    bid, red, *_ = _field(service)
    advice = advice_request(service, bid, red).run(seed=11)
    assert advice.side == "Crown"
    best = advice.best
    assert best is not None and isinstance(best.action, SetStance)
    assert best.action.stance in ("charge", "hold") and "Weak" in best.label
    wins = {o.label: o.win for o in advice.options}
    assert wins["Host charges Weak"] > wins["Host charges Strong"] + 0.3
    assert wins["Host withdraws"] == 0.0
    assert [o.win for o in advice.options] == sorted((o.win for o in advice.options), reverse=True)
    assert any("levy" in line.lower() for line in best.why)


def test_every_stance_is_a_declaration_the_phase_takes(service):
    bid, red, *_ = _field(service)
    for option in advice_request(service, bid, red).run(seed=2).options:
        action = option.action
        assert isinstance(action, SetStance)
        poleaxe.declare(service, bid, action.body, action.spaces, action.charge)
        service.undo()


def test_volleys_in_the_missile_phase(service):
    bid, red, ours, weak, strong = _field(service, archers=True)
    for _ in range(5):  # declare nothing (both hold), on to the missile phase
        if poleaxe.battle_view(service, bid).phase == "missiles":
            break
        bsvc.next_phase(service, bid)
    assert poleaxe.battle_view(service, bid).phase == "missiles"
    advice = advice_request(service, bid, red).run(seed=1)
    shots = [o for o in advice.options if isinstance(o.action, Shoot)]
    assert shots, advice
    for option in shots:
        odds = poleaxe.missile_odds(service, bid, option.action.shooter_id, option.action.target_id)
        assert option.win == odds.to_cost_htk
    levy = next(o for o in shots if o.action.target_id in weak)
    guard = next(o for o in shots if o.action.target_id in strong)
    assert levy.win > guard.win  # AC 9 saves worse than AC 4
    covered = advice_request(service, bid, red, PoleaxeSetup(cover="hard")).run(seed=1)
    assert covered.worth and covered.worth[0].change < 0  # the target's hard cover costs the volley
    assert covered.best.action.cover == "hard"


def test_advice_reads_without_writing_and_repeats(sample_service):
    svc = sample_service
    before, draws = _bytes(svc), svc._seeded.draws
    first = advice_request(svc, 2).run(seed=campaign_seed(svc, 2)).to_dict()
    again = advice_request(svc, 2).run(seed=campaign_seed(svc, 2)).to_dict()
    assert first == again and first["options"]
    assert _bytes(svc) == before and svc._seeded.draws == draws


def test_a_set_up_flank_attack_is_worth_something(service):
    bid, red, ours, weak, strong = _field(service)
    flank = (Engagement(ours[0], weak[0], direction="flank"),)
    advice = advice_request(service, bid, red, PoleaxeSetup(engagements=flank)).run(seed=3)
    worth = {w.label: w.change for w in advice.worth}
    assert any("flank" in label for label in worth), worth
