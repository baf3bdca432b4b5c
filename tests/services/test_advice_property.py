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
GURPS and mech cases to ``CASES`` (their sample-battle properties are in ``test_advice_property_gm.py``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
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


# ---- GURPS Mass Combat (engineer B) -------------------------------------------------------------------------

gurps_army = st.fixed_dictionaries({
    "commander": st.fixed_dictionaries({"strategy": st.integers(9, 17), "stealth": st.integers(6, 15),
                                        "luck": st.booleans()}),
    "leaders": st.lists(st.fixed_dictionaries({"strategy": st.integers(8, 15), "stealth": st.integers(6, 16)}),
                        max_size=2),
    "seers": st.lists(st.fixed_dictionaries({"skill": st.integers(8, 18), "strategy": st.integers(8, 16)}),
                      max_size=1),
    "units": st.lists(st.fixed_dictionaries({
        "troop_type": st.sampled_from(["pikemen", "heavy cavalry", "crossbowmen", "levy spearmen", "longbowmen",
                                       "light infantry"]),
        "count": st.integers(50, 1000), "quality": st.sampled_from(["Poor", "Average", "Good", "Elite"]),
        "morale": st.integers(8, 14)}), min_size=1, max_size=3),
    "guard": st.integers(0, 12),  # guards posted against spies (0: none)
})
gurps_battles = st.fixed_dictionaries({
    "armies": st.tuples(gurps_army, gurps_army),
    "battle_type": st.sampled_from(["open_field", "defended_position"]),
    "luck": st.sampled_from([None, (), ("attacker",), ("defender",), ("attacker", "defender")]),
    "side": st.sampled_from([None, 0, 1]),
})
GURPS_ROLES = ("attacker", "defender")
GURPS_LUCK_RUNS = 500  # the engine's contest with Luck rerolls, sampled (4.5 standard errors: about 10 points)


def _gurps_build(svc: CampaignService, data: dict) -> tuple[int, Any]:
    from muster.services import gurps
    from muster.services.gurps_advice import GurpsSetup

    ids, sides = [], []
    for s, army in enumerate(data["armies"]):
        side = roster.create_side(svc, f"Side {s + 1}")
        force = roster.create_force(svc, side, f"Army {s + 1}")
        sides.append(side)
        ids += [roster.create_unit(svc, force, f"Unit {s + 1}.{i + 1}", "gurps", {**unit, "status": "ready"})
                for i, unit in enumerate(army["units"])]
    bid = bsvc.start_battle(svc, "Random", "gurps", ids)
    gurps.set_setup(svc, bid, data["battle_type"], [], sides[0])
    for s, (role, army) in enumerate(zip(GURPS_ROLES, data["armies"])):
        gurps.set_army(svc, bid, role, {
            "name": f"Army {s + 1}", "commander": {"name": f"Commander {s + 1}", **army["commander"]},
            "leaders": [{"name": f"Leader {s + 1}.{i + 1}", **p} for i, p in enumerate(army["leaders"])],
            "seers": [{"name": f"Seer {s + 1}", **p} for p in army["seers"]], "tech_level": 3})
        if army["guard"]:
            gurps.post_security(svc, bid, role, f"Commander {s + 1}", army["guard"])
    setup = GurpsSetup(luck=data["luck"]) if data["luck"] is not None else None
    return bid, (setup, None if data["side"] is None else sides[data["side"]])


def _gurps_take(svc: CampaignService, bid: int, action: Any, setup: Any) -> Any:
    from muster.services.gurps_advice import take

    return take(svc, bid, action)


def _gurps_day(svc: CampaignService, bid: int, role: str, luck: tuple[str, ...]) -> tuple[float, float]:
    """(win, variance): the Forecast's exact day for ``role`` without Luck; with it (the Forecast samples Luck), the
    engine's own contest rolled GURPS_LUCK_RUNS times."""
    from muster.services import gurps
    from muster.services.common import battle_read
    from muster.services.plugins.gurps import forecast_request

    with battle_read(svc, "gurps", bid) as (s, row, tables):
        engine = gurps.load_gurps_battle(s, row).engine
    luck = tuple(r for r in luck if engine.army(r).commander.luck)  # a new commander may have none
    request = forecast_request(svc, bid)
    known = (request.key, role, luck)  # the same state (its text), the same answer
    if known not in _GURPS_DAYS:
        _GURPS_DAYS[known] = _gurps_reference(request, engine, tables, role, luck)
    return _GURPS_DAYS[known]


_GURPS_DAYS: dict[tuple, tuple[float, float]] = {}


def _gurps_reference(request: Any, engine: Any, tables: Any, role: str, luck: tuple[str, ...]) -> tuple[float, float]:
    from muster.rules.dice import Roller
    from muster.rules.forecast.common import ForecastDice
    from muster.rules.gurps.battle import effective_skills
    from muster.rules.gurps.contest import quick_contest

    if not luck:
        day = request.run(runs=1, seed=1, limit=1).extra["day"]["contest"]
        return day[engine.army(role).name]["p"], 0.0
    roller = Roller(ForecastDice(20260))
    skills = effective_skills(engine, tables)  # the engine's roll_contest, its skills worked out once
    names = (engine.attacker.name, engine.defender.name)
    wins = 0
    for _ in range(GURPS_LUCK_RUNS):
        wins += quick_contest(skills["attacker"], skills["defender"], roller, tables, battle_type=engine.battle_type,
                              names=names, luck=luck).winner == role
        roller.rolls.clear()
    p = min(max(wins / GURPS_LUCK_RUNS, 1 / GURPS_LUCK_RUNS), 1 - 1 / GURPS_LUCK_RUNS)
    return wins / GURPS_LUCK_RUNS, p * (1 - p) / GURPS_LUCK_RUNS


def _gurps_outcomes(svc: CampaignService, bid: int, action: Any) -> list[tuple[float, list[int]]]:
    """The operation's rolls grouped by what the rules make of them: (chance, the 3d6 totals of one of them)."""
    from muster.rules.gurps.contest import decide
    from muster.rules.gurps.preparation import Mission, Security, mission_skill, security_skill
    from muster.rules.gurps.skill import judge, roll_distribution
    from muster.services import gurps
    from muster.services.common import battle_read

    with battle_read(svc, "gurps", bid) as (s, row, tables):
        loaded = gurps.load_gurps_battle(s, row)
    dist = roll_distribution(tables)
    ways = sum(dist.values())
    own = loaded.engine.army(action.side)
    enemy = loaded.engine.army("defender" if action.side == "attacker" else "attacker")
    guard = loaded.state["security"].get("defender" if action.side == "attacker" else "attacker")
    if action.operation == "seer":
        skill = next(x.skill for x in own.seers if x.name == action.seer)
        rolls = [((judge(skill, t, tables).success, judge(skill, t, tables).critical), [t], w / ways)
                 for t, w in dist.items()]
    else:
        mission = Mission(action.operation, own.leader(action.leader), action.team, None, action.target)
        skill = mission_skill(mission, tables).total
        if not guard:
            rolls = [(judge(skill, t, tables).success, [t], w / ways) for t, w in dist.items()]
        else:
            against = security_skill(Security(enemy.leader(guard["leader"]), guard["team"]), tables).total
            rolls = [(decide(judge(skill, t, tables), judge(against, u, tables))[0], [t, u], w * v / ways ** 2)
                     for t, w in dist.items() for u, v in dist.items()]
    groups: dict[Any, list] = {}
    for key, totals, p in rolls:
        groups.setdefault(key, [0.0, totals])[0] += p
    return [(p, totals) for p, totals in groups.values()]


def _gurps_agrees(svc: CampaignService, bid: int, setup: Any, option: Option, side: str) -> None:
    """A fight (or posted guards, which change no skill today) is the day as it stands; an operation is the days of
    the states its rolls lead to, each taken through the service with scripted dice, weighed by their chances."""
    from muster.rules.forecast.bucs import faces_for
    from muster.services.gurps_advice import FightOrWithdraw

    action = option.action
    if isinstance(action, FightOrWithdraw) or action.operation == "security":
        luck = action.luck if isinstance(action, FightOrWithdraw) else _lucky(svc, bid, setup)
        win, variance = _gurps_day(svc, bid, action.side, luck)
        if not variance:
            assert option.win == pytest.approx(win, abs=2e-6)  # both exact (the Forecast's chances: 6 places)
        else:
            assert abs(option.win - win) <= SIGMAS * math.sqrt(variance), (option.win, win)
        return
    luck = _lucky(svc, bid, setup)
    total, variance = 0.0, 0.0
    for p, totals in _gurps_outcomes(svc, bid, action):
        svc.set_dice_source(ScriptedDice([f for t in totals for f in faces_for("3d6", t)]))
        try:
            _gurps_take(svc, bid, action, setup)
        finally:
            svc.set_dice_source(None)
        win, var = _gurps_day(svc, bid, action.side, luck)
        assert svc.undo() is not None
        total += p * win
        variance += p * p * var
    if not variance:
        assert option.win == pytest.approx(total, abs=2e-6)
    else:
        assert abs(option.win - total) <= SIGMAS * math.sqrt(variance), (option.win, total)


def _lucky(svc: CampaignService, bid: int, setup: Any) -> tuple[str, ...]:
    """The set-up's Luck, of the commanders who have it."""
    from muster.services import gurps

    view = gurps.battle_view(svc, bid)
    return tuple(r for r in GURPS_ROLES if r in (getattr(setup, "luck", None) or ())
                 and view.sides[r].army["commander"].get("luck"))


GURPS = Case("gurps", gurps_battles, _gurps_build, _gurps_take, _gurps_agrees)


# ---- mech (engineer B) -----------------------------------------------------------------------------------------

mech_sides = st.lists(st.fixed_dictionaries({
    "design": st.sampled_from(["boar", "peccary", "razorback", "sounder", "tusker", "warthog"]),
    "heat": st.integers(0, 24)}), min_size=1, max_size=2)
mech_battles = st.fixed_dictionaries({
    "sides": st.tuples(mech_sides, mech_sides),
    "phase": st.sampled_from(["initiative", "movement", "combat"]),
    "range": st.none() | st.integers(1, 12),
    "gm_modifier": st.integers(-2, 2),
    "mech": st.none() | st.integers(0, 3),
    "side": st.sampled_from([None, 0, 1]),
})
MECH_PHASES = {"initiative": 0, "movement": 1, "combat": 3}


def _mech_build(svc: CampaignService, data: dict) -> tuple[int, Any]:
    from muster.services import mech
    from muster.services import queries as q
    from muster.services.mech_advice import MechSetup

    ids, sides, by_side = [], [], []
    for s, mechs in enumerate(data["sides"]):
        side = roster.create_side(svc, f"Side {s + 1}")
        force = roster.create_force(svc, side, f"Lance {s + 1}")
        sides.append(side)
        own = [roster.create_unit(svc, force, f"Mech {s + 1}.{i + 1}", "mech",
                                  {**mech.new_state(mech.sample_design(m["design"])), "heat": m["heat"]})
               for i, m in enumerate(mechs)]
        by_side.append(own)
        ids += own
    bid = bsvc.start_battle(svc, "Random", "mech", ids)
    while q.battle(svc, bid).phase != MECH_PHASES[data["phase"]]:
        bsvc.next_phase(svc, bid)
    side = None if data["side"] is None else sides[data["side"]]
    pool = ids if side is None else by_side[data["side"]]
    chosen = None if data["mech"] is None else pool[data["mech"] % len(pool)]
    setup = MechSetup(mech_id=chosen, range=data["range"], gm_modifier=data["gm_modifier"])
    return bid, (setup, side)


def _mech_take(svc: CampaignService, bid: int, action: Any, setup: Any) -> Any:
    """The panel's calls: a movement, or one declaration per weapon. A movement advised in the initiative phase
    (planned ahead) is recorded in the movement phase: the Turn Tracker goes there first (and stays). The property
    undoes one action: the other declarations are undone here once all were accepted, and holding fire (nothing to
    declare) makes the Turn Tracker's one harmless step (the acting unit set where it is) for that undo."""
    from muster.services import mech
    from muster.services import queries as q
    from muster.services.mech_advice import Fire, Move, take

    if isinstance(action, Move):
        while q.battle(svc, bid).phase < mech.PHASE_MOVEMENT:
            bsvc.next_phase(svc, bid)

    if isinstance(action, Fire) and not action.weapons:
        bsvc.set_active(svc, bid, q.battle(svc, bid).active)
        return []
    done = take(svc, bid, action)
    for _ in (done[1:] if isinstance(done, list) else []):
        assert svc.undo() is not None
    return done


def _mech_agrees(svc: CampaignService, bid: int, setup: Any, option: Option, side: str) -> None:
    """A movement: taken through the service, the combat phase's advice for the mech holds the same fire with the
    same chance (the same state, turn and dice: to 1e-9). A fire: declared through the service, the Forecast
    tab's forecast of one turn (the same runs and seed) shuts the mech down, and blows up its ammunition, in the
    share of runs its option says."""
    from muster.services import mech
    from muster.services import queries as q
    from muster.services.mech_advice import Fire, Move, advice_request, exchange_runs, take
    from muster.services.plugins.mech import MECH_RANGE, forecast_request

    action = option.action
    if isinstance(action, Move):
        steps = 0
        while q.battle(svc, bid).phase != mech.PHASE_MOVEMENT:  # planned in the initiative phase
            bsvc.next_phase(svc, bid)
            steps += 1
        take(svc, bid, action)
        steps += 1
        while q.battle(svc, bid).phase != mech.PHASE_COMBAT:
            bsvc.next_phase(svc, bid)
            steps += 1
        after = advice_request(svc, bid, None, replace(setup, mech_id=action.mech_id)).run(seed=7)
        fire = option.label.split(", then ", 1)[1].lower()
        same = next(o for o in after.options if o.label.lower() == fire)
        assert same.win == pytest.approx(option.win, abs=1e-9)
        for _ in range(steps):
            assert svc.undo() is not None
        return
    assert isinstance(action, Fire)
    if not action.weapons:
        return  # holding fire: the Forecast would have it fire as it assumes
    done = take(svc, bid, action)
    at = setup.range if setup.range is not None else MECH_RANGE
    try:
        runs = exchange_runs(len(mech.panel_data(svc, bid).mechs))
        result = forecast_request(svc, bid, assume_range=at).run(runs=runs, seed=7, limit=1)
    finally:
        for _ in done:
            assert svc.undo() is not None
    name = next(m.name for m in mech.panel_data(svc, bid).mechs if m.id == action.attacker_id)
    chances = dict(next(u for u in result.units if u.name == name).chances)
    for key, words in (("heat_shutdown", "shuts down in %s of the runs"),
                       ("ammo_explosion", "its ammunition blows up in %s of the runs")):
        p = chances[key].p
        assert (words % f"{p:.0%}" in option.why) if p >= 0.005 else not any(
            words.split(" %s")[0] in line for line in option.why)


MECH = Case("mech", mech_battles, _mech_build, _mech_take, _mech_agrees)


# ---- the properties, for every case ----------------------------------------------------------------------------

CASES: list[Case] = [BUCS, POLEAXE, GURPS, MECH]
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
