"""The advice properties (issue 29), for random battles of each system:

- every option advised, taken through the service (the use case the panel would call with the action's fields),
  is accepted: never a ServiceError;
- an option's ``win`` agrees with the Forecast (``forecast_request(...).run(...)``) of the set-up it stands for.

The tolerance: a sampled ``win`` is the mean of ``RUNS`` independent battles (``bucs_advice.RUNS``,
``poleaxe_advice.RUNS``), so its standard error is sqrt(p(1-p)/RUNS); the Forecast it is held to is exact (a BUCS
duel) or sampled with ``REFERENCE_RUNS`` (its own error adds in quadrature). They agree when within
``SIGMAS`` (4.5) standard errors, p taken at least 1/RUNS from 0 and 1 (a sample of all wins still has an error):
a wrong engine or set-up shows as a gap of many errors, while an honest one fails less than once in 100,000 checks.
A volley's ``win`` is exact and must equal the service's ``missile_odds``.

Each system is one :class:`Case` in :data:`CASES`: a strategy drawing a battle, how to build it in a campaign,
how the panel takes an action, and how an option's win is checked against the Forecast. Engineer B appends the
GURPS and mech cases to ``CASES`` (their properties are in ``test_advice_property_gm.py`` for now).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from muster.campaign.file import CampaignFile
from muster.rules.dice import ScriptedDice
from muster.services import CampaignService, ServiceError, roster
from muster.services import battle as bsvc
from muster.services.advice import Option, advice_builder_of

SIGMAS = 4.5
REFERENCE_RUNS = 2000
EXAMPLES = 8


def agree(win: float, reference: float, runs: int, reference_runs: int | None) -> None:
    """``win`` (a mean of ``runs`` battles) and ``reference`` (exact when ``reference_runs`` is None) within
    SIGMAS standard errors."""
    p = min(max(reference, 1 / runs), 1 - 1 / runs)
    variance = p * (1 - p) / runs + (p * (1 - p) / reference_runs if reference_runs else 0.0)
    assert abs(win - reference) <= SIGMAS * math.sqrt(variance), (win, reference)


@dataclass(frozen=True)
class Case:
    system: str
    battle: st.SearchStrategy  # what a random battle holds
    build: Callable[[CampaignService, Any], tuple[int, Any]]  # (battle id, the set-up to advise with)
    take: Callable[[CampaignService, int, Any, Any], Any]  # (svc, battle id, action, set-up): the panel's call
    agrees: Callable[[CampaignService, int, Any, Option, str], None]  # (svc, battle id, set-up, option, side)


# ---- BUCS --------------------------------------------------------------------------------------------------

SPECIALTIES = {"Raw": 0, "Green": 1, "Inexperienced": 1, "Average": 2, "Experienced": 2, "Elite": 3, "Legendary": 4}


@st.composite
def bucs_unit(draw) -> dict:
    """A unit the roster takes: as many specialties as its quality allows, or fewer."""
    quality = draw(st.sampled_from(sorted(SPECIALTIES)))
    pool = draw(st.sampled_from([["Infantry", "Heavy", "Mechanized", "Armor"], ["Mechanized", "Armor", "Infantry"],
                                 ["Infantry", "Mechanized", "Heavy"]]))  # Armor needs Mechanized before it
    specialties = pool[:draw(st.integers(0, SPECIALTIES[quality]))]
    mobility = ["foot"] + [m for m, need in (("mechanized", "Mechanized"), ("armor", "Armor")) if need in specialties]
    return {"quality": quality, "specialties": specialties,
            "equipment": draw(st.sampled_from(["Poor", "Barely Adequate", "Adequate", "Good", "Excellent"])),
            "mobility": draw(st.sampled_from(mobility)),
            "morale_hits": draw(st.integers(0, 0 if quality == "Raw" else 1)),  # a hit takes Raw below the ladder
            "order": draw(st.none() | st.just({"name": "Attack"})),
            "conditions": {"dug_in": draw(st.booleans())}}


bucs_units = st.lists(bucs_unit(), min_size=1, max_size=3)
bucs_battles = st.fixed_dictionaries({
    "sides": st.tuples(bucs_units, bucs_units),
    "shuffle": st.randoms(use_true_random=False),
    "setup": st.none() | st.fixed_dictionaries({
        "terrain": st.sampled_from(["open", "urban", "forest"]),
        "cramped_quarters": st.booleans(),
        "attacker": st.fixed_dictionaries({"modifier": st.integers(-3, 3)})}),
    "side": st.sampled_from([None, 0, 1]),
})


def _bucs_build(svc: CampaignService, data: dict) -> tuple[int, Any]:
    from muster.services.bucs_advice import BucsSetup

    ids, sides = [], []
    for s, units in enumerate(data["sides"]):
        side = roster.create_side(svc, f"Side {s + 1}")
        force = roster.create_force(svc, side, f"Force {s + 1}")
        sides.append(side)
        ids += [roster.create_unit(svc, force, f"Unit {s + 1}.{i + 1}", "bucs", unit) for i, unit in enumerate(units)]
    data["shuffle"].shuffle(ids)
    bid = bsvc.start_battle(svc, "Random", "bucs", ids)
    setup = BucsSetup(options=data["setup"]) if data["setup"] is not None else None
    return bid, (setup, None if data["side"] is None else sides[data["side"]])


def _bucs_take(svc: CampaignService, bid: int, action: Any, setup: Any) -> Any:
    from muster.services.bucs_advice import take

    return take(svc, bid, action, setup)


def _bucs_agrees(svc: CampaignService, bid: int, setup: Any, option: Option, side: str) -> None:
    from muster.services.bucs_advice import RUNS, Engage, GiveOrder, engage_options, take
    from muster.services.plugins.bucs import forecast_request

    action = option.action
    engage = action.engage if isinstance(action, GiveOrder) else action
    assert isinstance(engage, Engage)
    if isinstance(action, GiveOrder):
        take(svc, bid, action, setup)  # the set-up it stands for: the order given
    try:
        request = forecast_request(svc, bid, list(engage.attacker_ids), list(engage.defender_ids),
                                   engage_options(engage, setup))
        forecast = request.run(runs=REFERENCE_RUNS, seed=20260)
    finally:
        if isinstance(action, GiveOrder):
            svc.undo()
    agree(option.win, forecast.outcome("attacker").p, RUNS, None if forecast.exact else REFERENCE_RUNS)


BUCS = Case("bucs", bucs_battles, _bucs_build, _bucs_take, _bucs_agrees)


# ---- By This Poleaxe ------------------------------------------------------------------------------------------

poleaxe_squads = st.lists(st.fixed_dictionaries({
    "squad_type": st.sampled_from(["levy", "average", "veterans", "elite"]),
    "members": st.integers(1, 5),
    "hd": st.sampled_from([1, 2]),
    "ac": st.integers(3, 9),
    "move_ft": st.sampled_from([60, 90, 120]),
    "missile": st.none() | st.sampled_from(["short_bow", "long_bow"]),
}), min_size=1, max_size=3)
poleaxe_battles = st.fixed_dictionaries({
    "sides": st.tuples(poleaxe_squads, poleaxe_squads),
    "distance": st.tuples(st.integers(1, 2), st.integers(1, 3)),  # 2 to 5 spaces: bows in range, or not
    "phase": st.sampled_from(["declare", "missiles"]),
    "cover": st.sampled_from([None, "none", "soft", "hard"]),
    "side": st.sampled_from([None, 0, 1]),
})


def _poleaxe_build(svc: CampaignService, data: dict) -> tuple[int, Any]:
    from muster.services import poleaxe
    from muster.services.poleaxe_advice import PoleaxeSetup

    ids, sides = [], []
    for s, squads in enumerate(data["sides"]):
        side = roster.create_side(svc, f"Side {s + 1}")
        force = roster.create_force(svc, side, f"Host {s + 1}")
        sides.append(side)
        for i, squad in enumerate(squads):
            state = {k: v for k, v in squad.items() if v is not None}
            if i == 0 and data["phase"] == "missiles":
                state["missile"] = "long_bow"  # someone to shoot
            ids.append(roster.create_unit(svc, force, f"Squad {s + 1}.{i + 1}", "poleaxe",
                                          {**state, "name": f"Squad {s + 1}.{i + 1}"}))
    bid = bsvc.start_battle(svc, "Random", "poleaxe", ids)
    svc.set_dice_source(ScriptedDice(list(data["distance"])))
    poleaxe.setup(svc, bid)
    svc.set_dice_source(None)
    for _ in range(5):
        if poleaxe.battle_view(svc, bid).phase == data["phase"]:
            break
        bsvc.next_phase(svc, bid)
    setup = PoleaxeSetup(cover=data["cover"]) if data["cover"] is not None else None
    return bid, (setup, None if data["side"] is None else sides[data["side"]])


def _poleaxe_take(svc: CampaignService, bid: int, action: Any, setup: Any) -> Any:
    from muster.services.poleaxe_advice import take

    return take(svc, bid, action)


def _poleaxe_agrees(svc: CampaignService, bid: int, setup: Any, option: Option, side: str) -> None:
    from muster.services import poleaxe
    from muster.services.plugins.poleaxe import forecast_request
    from muster.services.poleaxe_advice import RUNS, SetStance, Shoot

    action = option.action
    if isinstance(action, Shoot):
        odds = poleaxe.missile_odds(svc, bid, action.shooter_id, action.target_id, action.cover)
        assert option.win == pytest.approx(odds.to_cost_htk, abs=1e-12)
        return
    assert isinstance(action, SetStance)
    if action.stance == "withdraw":
        assert option.win == 0.0 and not action.engagements  # no melee: nothing won this turn
        return
    forecast = forecast_request(svc, bid, [asdict(e) for e in action.engagements]).run(runs=REFERENCE_RUNS,
                                                                                         seed=20260)
    agree(option.win, forecast.outcome(side).p, RUNS, REFERENCE_RUNS)


POLEAXE = Case("poleaxe", poleaxe_battles, _poleaxe_build, _poleaxe_take, _poleaxe_agrees)


# ---- the properties, for every case ----------------------------------------------------------------------------

CASES: list[Case] = [BUCS, POLEAXE]  # engineer B: append the GURPS and mech cases here
_files = itertools.count()


def _campaign(templates, factory) -> CampaignService:
    folder = factory.mktemp("advice")
    return CampaignService(CampaignFile.open(templates.copy_to(folder / f"advice{next(_files)}.muster")))


def _advise(svc: CampaignService, case: Case, data: Any):
    bid, (setup, side_id) = case.build(svc, data)
    builder = advice_builder_of(case.system)
    assert builder is not None
    return bid, setup, builder(svc, bid, side_id, setup).run(seed=7)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.system)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                       HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_every_option_advised_is_accepted(campaign_templates, tmp_path_factory, case, data):
    svc = _campaign(campaign_templates, tmp_path_factory)
    try:
        bid, setup, advice = _advise(svc, case, data.draw(case.battle))
        for option in advice.options:
            assert 0 <= option.win <= 1 and option.label and option.expect
            try:
                case.take(svc, bid, option.action, setup)
            except ServiceError as exc:
                pytest.fail(f"{option.label}: {option.action} refused: {exc}")
            assert svc.undo() is not None
    finally:
        svc.close()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.system)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                       HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_an_options_win_agrees_with_the_forecast(campaign_templates, tmp_path_factory, case, data):
    svc = _campaign(campaign_templates, tmp_path_factory)
    try:
        bid, setup, advice = _advise(svc, case, data.draw(case.battle))
        for option in advice.options[:4]:  # the best few: each Forecast is a full one
            case.agrees(svc, bid, setup, option, advice.side)
    finally:
        svc.close()
