"""The advice properties for GURPS Mass Combat and the mech game (issue 29): every option advised, taken through
the service with its action's fields, is accepted; an option's ``win`` agrees with the Forecast of the state it
leads to.

(Engineer A's ``test_advice_property.py`` did not exist yet when these were written: these are the GURPS and mech
cases of those properties.)
"""

from __future__ import annotations

import pytest

from muster.rules.dice import ScriptedDice
from muster.rules.forecast.bucs import faces_for
from muster.services import battle, gurps, mech
from muster.services import queries as q
from muster.services.systems import forecast_builder_of


def _battle(svc, system: str) -> q.BattleRow:
    return next(b for b in q.battles(svc) if b.system == system)


def _undo(svc, times: int) -> None:
    for _ in range(times):
        assert svc.undo() is not None


def _next_day(svc, battle_id: int) -> None:
    """Day 1 fought, both commanders rolling 10 (the Royal Host wins by 2: no clear winner) and every morale roll 3
    (made), then on into day 2."""
    svc.set_dice_source(ScriptedDice([4, 3, 3, 4, 3, 3] + [1] * 60))
    gurps.roll_contest(svc, battle_id, ())
    gurps.roll_morale(svc, battle_id)
    svc.set_dice_source(None)
    while q.battle(svc, battle_id).round == 1:
        battle.next_phase(svc, battle_id)


# ---- GURPS ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("day", [1, 2])
def test_gurps_every_option_advised_is_accepted(sample_service, day):
    from muster.services.gurps_advice import FightOrWithdraw, advice_request, take

    svc = sample_service
    b = _battle(svc, "gurps")
    if day == 2:
        _next_day(svc, b.id)
        assert gurps.battle_view(svc, b.id).stage == "pre_battle"
    view = gurps.battle_view(svc, b.id)
    seen = set()
    for role in ("attacker", "defender"):
        advice = advice_request(svc, b.id, view.sides[role].side_id).run()
        assert advice.options
        for option in advice.options:
            seen.add(option.action.kind)
            done = take(svc, b.id, option.action)
            _undo(svc, len(done) if isinstance(option.action, FightOrWithdraw) and not option.action.fight else 1)
    assert {"fight", "prepare"} <= seen and (day == 1) != ("withdraw" in seen)


def _day_win(svc, battle_id: int, army: str, known: dict | None = None) -> float:
    """The Forecast's exact chance that ``army`` wins today's contest (``known``: answers by the request's key, the
    state as text: the same state, the same answer)."""
    request = forecast_builder_of("gurps")(svc, battle_id)
    known = {} if known is None else known
    if request.key not in known:
        known[request.key] = request.run(runs=1, seed=1, limit=1).extra["day"]["contest"]
    return known[request.key][army]["p"]


def _sampled_contest(svc, battle_id: int, role: str, luck: tuple[str, ...], runs: int = 2000) -> float:
    """How often ``role`` wins the day's contest rolled by the engine, Luck rerolls and all (the Forecast has no
    exact day with Luck)."""
    from muster.rules.dice import Roller
    from muster.rules.forecast.common import ForecastDice
    from muster.rules.gurps.battle import roll_contest
    from muster.services.common import battle_read

    with battle_read(svc, "gurps", battle_id) as (s, row, tables):
        engine = gurps.load_gurps_battle(s, row).engine
    roller = Roller(ForecastDice(11))
    wins = 0
    for _ in range(runs):
        wins += roll_contest(engine, roller, tables, luck).winner == role
        roller.rolls.clear()
    return wins / runs


def test_gurps_win_is_the_forecast_of_the_states_its_outcomes_lead_to(sample_service):
    """Each operation taken through the service with every total of its 3d6 (scripted dice), the Forecast's exact
    day of each resulting state weighed by that total's chance is the option's win: both are exact, so to 2e-6 (the
    Forecast's answer gives chances to 6 places). (No security is posted in the sample battle: each operation is
    one roll.) Each kind of operation once, the first advised (the service's actions are what this costs). Fighting
    with Luck: the engine's contest sampled 2,000 times, within four standard errors (about 4.5 points)."""
    from muster.rules.gurps.skill import roll_distribution
    from muster.services.common import system_tables
    from muster.services.gurps_advice import PrepareBattle, advice_request, take

    svc = sample_service
    b = _battle(svc, "gurps")
    dist = roll_distribution(system_tables(svc, "gurps"))
    ways = sum(dist.values())
    view = gurps.battle_view(svc, b.id)
    known: dict = {}
    done: set[str] = set()
    for role in ("attacker", "defender"):
        army = view.sides[role].army["name"]
        for option in advice_request(svc, b.id, view.sides[role].side_id).run().options:
            action = option.action
            if not isinstance(action, PrepareBattle) and action.luck:
                sampled = _sampled_contest(svc, b.id, role, action.luck)
                assert option.win == pytest.approx(sampled, abs=4 * (sampled * (1 - sampled) / 2000) ** 0.5)
                continue
            if not isinstance(action, PrepareBattle) or action.operation == "security":
                assert option.win == pytest.approx(_day_win(svc, b.id, army), abs=2e-6)  # nothing rolled today
                continue
            if action.operation in done:
                continue
            done.add(action.operation)
            win = 0.0
            for total, w in dist.items():
                svc.set_dice_source(ScriptedDice(list(faces_for("3d6", total))))
                take(svc, b.id, action)
                svc.set_dice_source(None)
                win += w / ways * _day_win(svc, b.id, army, known)
                _undo(svc, 1)
            assert option.win == pytest.approx(win, abs=2e-6), option.label
    assert done == {"reconnaissance", "assassination", "seer"}  # the People's Host has a seer


# ---- mech -------------------------------------------------------------------------------------------------

def _mech_ids(svc, battle_id: int) -> list[int]:
    return [m.id for m in mech.panel_data(svc, battle_id).mechs if not m.out]


def test_mech_every_option_advised_is_accepted(sample_service):
    """Every mech of both sides: its movements in the movement phase, then (all having moved as advised first)
    its fire in the combat phase."""
    from muster.services.mech_advice import MechSetup, advice_request, take

    svc = sample_service
    b = _battle(svc, "mech")
    while q.battle(svc, b.id).phase != mech.PHASE_MOVEMENT:
        battle.next_phase(svc, b.id)
    ids = _mech_ids(svc, b.id)
    taken = 0
    for uid in ids:
        advice = advice_request(svc, b.id, None, MechSetup(mech_id=uid)).run()
        assert advice.options and all(o.action.kind == "move" for o in advice.options)
        for option in advice.options:
            take(svc, b.id, option.action)
            _undo(svc, 1)
            taken += 1
        take(svc, b.id, advice.options[0].action)  # the best, kept
    battle.next_phase(svc, b.id)
    battle.next_phase(svc, b.id)
    assert q.battle(svc, b.id).phase == mech.PHASE_COMBAT
    for uid in ids:
        for option in advice_request(svc, b.id, None, MechSetup(mech_id=uid)).run().options:
            assert option.action.kind == "fire"
            _undo(svc, len(take(svc, b.id, option.action)))
            taken += 1
    assert taken >= 2 * len(ids)


def test_mech_win_agrees_with_the_exchange_of_the_state_it_leads_to(sample_service):
    """Each movement taken through the service, the combat phase's advice for the same target and weapons has the
    same chance: the same state, the same forecast turn and dice (seed 5: equal to 1e-9); with another seed within
    four standard errors of the difference (2 x p(1-p)/runs)."""
    from muster.services.mech_advice import MechSetup, advice_request, exchange_runs, take

    svc = sample_service
    b = _battle(svc, "mech")
    uid = _mech_ids(svc, b.id)[0]
    runs = exchange_runs(len(_mech_ids(svc, b.id)))
    setup = MechSetup(mech_id=uid)
    while q.battle(svc, b.id).phase != mech.PHASE_MOVEMENT:
        battle.next_phase(svc, b.id)
    for option in advice_request(svc, b.id, None, setup).run(seed=5).options:
        take(svc, b.id, option.action)
        battle.next_phase(svc, b.id)
        battle.next_phase(svc, b.id)
        fire = option.label.split(", then ", 1)[1].lower()
        for seed, tolerance in ((5, 1e-9), (6, 4 * (2 * option.win * (1 - option.win) / runs) ** 0.5 + 1e-9)):
            after = advice_request(svc, b.id, None, setup).run(seed=seed)
            same = next(o for o in after.options if o.label.lower() == fire)
            assert same.win == pytest.approx(option.win, abs=tolerance), (option.label, seed)
        _undo(svc, 3)
