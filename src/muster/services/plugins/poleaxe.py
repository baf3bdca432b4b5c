"""By This Poleaxe: its side of the plug-in contract (:mod:`muster.services.contracts`): the players' summary and
the distances between bodies, the melee forecast, and a scenario's starting distance."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from muster.i18n import Msg, render, to_data
from muster.inputs import reason
from muster.services.core import ServiceError

if TYPE_CHECKING:
    from muster.campaign.models import Battle
    from muster.rules.poleaxe.tables import Tables
    from muster.services.contracts import SampleBattle
    from muster.services.core import CampaignService
    from muster.services.forecast import ForecastRequest
    from muster.services.poleaxe_views import Engagement
    from muster.services.visibility import Summary

KEY = "poleaxe"
MORALE = {"steady": Msg("PlayerView", "steady"), "routing": Msg("PlayerView", "routing"),
          "rallied": Msg("PlayerView", "rallied")}


# ---- what the players see ----------------------------------------------------------------------------------
def public_summary(state: dict, tables: Tables | None = None) -> Summary:
    """Out of the fight, or its morale and how hurt: the stored squad, its values built under the campaign's tables
    when it was saved (``tables`` are not needed to read it)."""
    from muster.rules.poleaxe import Squad
    from muster.services.visibility import Summary, wounds

    squad = Squad.from_dict(state)
    if squad.dropped or squad.out_of_fight:
        return Summary(render(Msg("PlayerView", "Out of the Fight")), True)
    morale = MORALE.get(squad.morale, squad.morale)
    return Summary(render(Msg("PlayerView", "%1 · %2").args(morale, wounds(squad.hits_left, squad.htk))), False)


def public_distances(svc: CampaignService, battle_id: int, hidden: set[int]) -> tuple[str, ...]:
    """The move spaces between bodies; a body of hidden units only is left out."""
    from muster.services.poleaxe import battle_view

    try:
        view = battle_view(svc, battle_id)
    except ServiceError:
        return ()
    bodies = getattr(view, "bodies", None)
    if not bodies or not getattr(view, "distances", None):
        return ()
    seen = {b.name for b in bodies
            if any(s.unit not in hidden for s in view.squads if s.body_id == b.id)}
    out = []
    for d in view.distances:
        if d.a in seen and d.b in seen:
            spaces = d.distance
            if d.engaged:
                text = Msg("PlayerView", "%1 — %2: engaged").args(d.a, d.b)
            elif spaces == 1:
                text = Msg("PlayerView", "%1 — %2: 1 move space").args(d.a, d.b)
            else:
                text = Msg("PlayerView", "%1 — %2: %n move spaces", None, spaces).args(d.a, d.b)
            out.append(render(text))
    return tuple(out)


# ---- forecast -------------------------------------------------------------------------------------------
def forecast_request(svc: CampaignService, battle_id: int, engagements=None) -> ForecastRequest:
    """The melee of the engaged bodies (the panel's engagements, or the default pairing)."""
    from muster.rules.forecast import poleaxe as forecast
    from muster.services import poleaxe
    from muster.services.common import battle_read
    from muster.services.forecast import ForecastRequest, guarded

    with battle_read(svc, KEY, battle_id) as (s, battle, tables):
        _, squads = poleaxe.battle_squads(s, battle)
        engine = poleaxe.engine_battle(battle) if (battle.state or {}).get("bodies") else None
        if engagements is None and engine is not None:
            engagements = poleaxe.default_engagements(engine, squads, tables)
        if not engagements:
            engagements = close_in(squads)
        attacks = poleaxe.engine_attacks(engagements, squads)
        names = poleaxe.squad_side_names(s, squads)
        name = battle.name
    squads = {sid: replace(sq, side=names.get(sq.side, sq.side)) for sid, sq in squads.items()}
    bodies = [list(b.squads) for b in engine.bodies] if engine is not None else None

    def run(*, runs, seed, limit, progress):
        return forecast.forecast(squads, attacks, tables, runs=runs, seed=seed, max_rounds=limit, bodies=bodies,
                                 progress=progress)
    key = repr((sorted(squads.items()), attacks, bodies))
    return ForecastRequest(KEY, battle_id, name, "turns", 20, 200, guarded(run), key)


def close_in(squads: dict) -> list[Engagement]:
    """No bodies in contact yet: as if both sides closed in, each squad of the first side facing one of the
    other's in turn (and spare squads of the other side joining in)."""
    from muster.services.poleaxe_views import Engagement

    sides = list(dict.fromkeys(sq.side for sq in squads.values()))
    if len(sides) != 2:
        raise ServiceError(Msg("Errors", "A melee forecast needs squads of two sides in the battle."))
    first = [sid for sid, sq in squads.items() if sq.side == sides[0]]
    second = [sid for sid, sq in squads.items() if sq.side == sides[1]]
    pairs = [Engagement(int(a), int(second[i % len(second)])) for i, a in enumerate(first)]
    pairs += [Engagement(int(b), int(first[i % len(first)])) for i, b in enumerate(second) if i >= len(first)]
    return pairs


# ---- a scenario's starting distance ---------------------------------------------------------------------------
_SPACES = re.compile(r"^\s*(\d{1,3})\s*(move\s+spaces?|spaces?)?\s*$", re.IGNORECASE)
_ROLL = re.compile(r"^\s*(2d6|roll(\s+2d6)?)\s*$", re.IGNORECASE)
MAX_SPACES = 99


def scenario_distance(text: str) -> int | str | None:
    """A By This Poleaxe starting distance: move spaces (int), ``"roll"`` (2d6 at the start) or None (blank).

    Raises ServiceError naming ``scenario.setup.distance`` for anything else.
    """
    if not (text or "").strip():
        return None
    if _ROLL.match(text):
        return "roll"
    found = _SPACES.match(text)
    if found is None:
        raise ServiceError(Msg("Errors", "scenario.setup.distance: By This Poleaxe counts the distance in move "
                                         "spaces; write a whole number such as 7, or 2d6 to roll it as the battle "
                                         "starts, or leave it blank (not “%1”).").args(text.strip()))
    spaces = int(found.group(1))
    if not 1 <= spaces <= MAX_SPACES:
        raise ServiceError(Msg("Errors", "scenario.setup.distance: between 1 and %1 move spaces (this one is %2).")
                           .args(MAX_SPACES, spaces))
    return spaces


def scenario_start(act, data: dict, battle: Battle, unit_ids: list[int]) -> dict | None:
    """Place one body per side at the set-up's distance, as the panel's "Set up battle" would."""
    distance = scenario_distance(data["setup"].get("distance", ""))
    if distance is None:
        return None  # the GM rolls it in the battle panel
    from muster.campaign.models import Force, Side, Unit
    from muster.rules.poleaxe import Battle as EngineBattle
    from muster.rules.poleaxe import StateError
    from muster.rules.poleaxe.battle import start_distance

    sides: dict[str, list[str]] = {}
    names: dict[str, str] = {}
    for uid in unit_ids:
        unit = act.s.get(Unit, uid)
        side = act.s.get(Side, act.s.get(Force, unit.force_id).side_id)
        sides.setdefault(str(side.id), []).append(str(uid))
        names[str(side.id)] = side.name
    if len(sides) != 2:
        raise ServiceError(Msg("Errors", "Scenario %1: a By This Poleaxe battle starting %2 apart needs units on two "
                                         "sides (these come from %3).")
                           .args(data["name"], data["setup"]["distance"].strip(), len(sides)))
    if distance == "roll":
        roll = start_distance(act.roller, act.tables(KEY))
        distance = roll.total
    first, second = list(sides)
    try:
        engine = EngineBattle.from_dict({
            "sides": [first, second], "start_distance": distance,
            "bodies": [{"id": sid, "name": names[sid], "side": sid, "squads": sides[sid],
                        "position": 0 if sid == first else distance} for sid in (first, second)]})
    except StateError as exc:
        raise ServiceError(Msg("Errors", "Scenario %1: cannot place the bodies: %2").args(data["name"], reason(exc))) \
            from None
    placed = engine.to_dict()
    started = Msg("Poleaxe", "The sides start %1 move spaces apart").args(distance)
    return {"sides": placed["sides"], "bodies": placed["bodies"], "start_distance": placed["start_distance"],
            "morale_due": [], "phase_history": [], "events": [to_data(started)]}


def sample_start(battle: SampleBattle) -> dict:
    """A battle of the sample campaign: with ``start_distance`` (the 2d6 faces) one body per side placed that far
    apart, as the panel's "Set up battle" would; without, the GM rolls it in the battle panel."""
    import copy

    from muster.rules.dice import Roller, ScriptedDice
    from muster.rules.poleaxe import RulesError, load_tables, setup_battle

    state = copy.deepcopy(battle.entry["state"])
    faces = battle.entry.get("start_distance")
    if faces is None:
        return state
    if not isinstance(faces, list) or len(faces) != 2 or not all(
            isinstance(f, int) and not isinstance(f, bool) and 1 <= f <= 6 for f in faces):
        raise ServiceError(Msg("Errors", "%1: expected the two d6 faces of a By This Poleaxe battle")
                           .args(f"{battle.path}.start_distance"))
    sides: dict[str, list[str]] = {}
    for uid, sid in zip(battle.unit_ids, battle.side_ids):
        sides.setdefault(str(sid), []).append(str(uid))
    try:
        engine, roll, notes = setup_battle(sides, Roller(ScriptedDice(faces)), load_tables(None))
    except RulesError as exc:
        raise ServiceError(Msg("Errors", "%1: %2").args(battle.path, exc.message)) from None
    engine = replace(engine, bodies=tuple(replace(b, name=battle.side_names[int(b.side)]) for b in engine.bodies))
    data = engine.to_dict()
    state.update({"sides": data["sides"], "bodies": data["bodies"], "start_distance": data["start_distance"],
                  "morale_due": [], "phase_history": [],
                  "events": [to_data(Msg("Poleaxe", "The sides start %1 move spaces apart").args(roll.total))]
                  + [to_data(note) for note in notes]})
    return state
