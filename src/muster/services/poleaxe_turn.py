"""By This Poleaxe: set-up, declared movement, entering a phase, and the battle panel's view."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from muster.campaign.models import Battle
from muster.i18n import Msg, join, render, term, to_data
from muster.services.core import ActionScope, CampaignService, ServiceError

from .poleaxe_requests import body_plans
from .poleaxe_results import SetupResult
from .poleaxe_state import (
    HISTORY_LIMIT,
    SYSTEM,
    _effect_text,
    _engine_battle,
    _load_units,
    _phase_key,
    _phase_stamp,
    _require_phase,
    _sentence,
    _side_names,
    _squads,
    _status_of,
    _store_battle,
    _typed,
    _write_squad,
    pips,
    poleaxe_action,
    poleaxe_read,
    status,
)
from .poleaxe_views import BattleView, BodyPlan, BodyView, Distance, SetupSquad, SetupSquads, SideChoice, SquadView

# ---- set-up and movement ---------------------------------------------------------------------------------

def setup(svc: CampaignService, battle_id: int, bodies: Sequence[BodyPlan] | None = None) -> int:
    """Roll 2d6 move spaces between the two sides and place their bodies (one per side unless ``bodies``).

    ``bodies``: :class:`BodyPlan` for battles of over 100 combatants (a headless caller's data, ``{"name": "Left
    battle", "side": side_id, "units": [unit ids]}``, passes :func:`poleaxe_requests.body_plans`, the edge).
    Returns the rolled distance.
    """
    from muster.rules.poleaxe import RulesError, setup_battle

    plans = body_plans(bodies)
    with poleaxe_action(svc, battle_id,
                        "poleaxe-setup", Msg("Poleaxe", "Set up battle")) as (act, battle, rules):
        if (battle.state or {}).get("bodies"):
            raise ServiceError(Msg("Poleaxe", "%1 is already set up (undo the set-up to roll again).")
                               .args(battle.name))
        units, squads = _squads(act.s, battle)
        sides: dict[str, list[str]] = {}
        for sid, squad in squads.items():
            sides.setdefault(squad.side, []).append(sid)
        if len(sides) != 2:
            raise ServiceError(Msg("Poleaxe", "A By This Poleaxe battle has two sides; these squads come from %1.")
                               .args(len(sides)))
        side_names = _side_names(act.s, squads)
        names = {k: side_names[k] for k in sides}
        engine_bodies = None
        if plans:
            engine_bodies = [{"id": f"b{i + 1}", "name": b.name.strip(), "side": str(b.side),
                              "squads": [str(u) for u in b.units]} for i, b in enumerate(plans)]
            placed = {sid for b in engine_bodies for sid in b["squads"]}
            missing = [squads[sid].name for sid in squads if sid not in placed]
            if missing:
                raise ServiceError(Msg("Poleaxe", "Every squad must be in a body; not placed: %1.")
                                   .args(join(missing, ", ")))
        combatants = sum(len(s.active_members) or 1 for s in squads.values())
        try:
            engine, roll, notes = setup_battle(sides, act.roller, rules, bodies=engine_bodies, combatants=combatants)
        except RulesError as exc:
            raise ServiceError(Msg("Poleaxe", "Cannot set up the battle: %1").args(exc.message)) from None
        if engine_bodies is None:
            engine = replace(engine, bodies=tuple(replace(b, name=names[b.side]) for b in engine.bodies))
        state = _store_battle(dict(battle.state or {}), engine)
        start = Msg("Poleaxe", "The sides start %1 move spaces apart").args(roll.total)
        state.update(morale_due=[], phase_history=[], events=[to_data(e) for e in [start, *notes]])
        act.update(battle, state=state)
        act.set_label(Msg("Poleaxe", "Set up %1: %2 move spaces apart").args(battle.name, roll.total))
        text = (Msg("Poleaxe", "%1: the sides start %2 move spaces apart (%3)").args(battle.name, roll.total,
                                                                                   join(notes, "; ")) if notes
                else Msg("Poleaxe", "%1: the sides start %2 move spaces apart").args(battle.name, roll.total))
        act.describe(text, battle=battle, result=SetupResult(distance=roll.total, combatants=combatants,
                                                             notes=tuple(to_data(n) for n in notes)).to_dict())
    return roll.total


def setup_squads(svc: CampaignService, battle_id: int) -> SetupSquads:
    """The squads the set-up can group into bodies: side, combatants each, and the grouping threshold."""
    with poleaxe_read(svc, battle_id) as (s, battle, rules):
        _, squads = _squads(s, battle)
        side_names = _side_names(s, squads)
    rows = tuple(SetupSquad(int(sid), sq.name, sq.side, side_names[sq.side], len(sq.active_members) or 1)
                 for sid, sq in squads.items())
    return SetupSquads(tuple(SideChoice(k, v) for k, v in side_names.items()), rows,
                       sum(r.combatants for r in rows), rules.bodies_over_combatants)


def declare(svc: CampaignService, battle_id: int, body_id: str, spaces: int, charge: bool = False) -> None:
    """Phase 1: a body declares its move in spaces (negative: away from the enemy) and whether it charges."""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe import declare as engine_declare

    if isinstance(spaces, bool) or not isinstance(spaces, int):
        raise ServiceError(Msg("Poleaxe", "The move must be a whole number of spaces, got %1.").args(repr(spaces)))
    with poleaxe_action(svc, battle_id,
                        "poleaxe-declare", Msg("Poleaxe", "Declare movement")) as (act, battle, rules):
        engine = _engine_battle(battle)
        _require_phase(battle, rules, ("declare",), Msg("Poleaxe", "Declaring movement and charges"))
        _, squads = _squads(act.s, battle)
        try:
            body = engine.body(body_id)
            engine = engine_declare(engine, body_id, spaces, rules, charge=charge, squads=squads)
        except RulesError as exc:
            raise ServiceError(_sentence(exc.message)) from None
        act.update(battle, state=_store_battle(battle.state, engine))
        what = _declared(spaces, charge)
        act.set_label(Msg("Poleaxe", "%1 %2").args(body.name, what))  # "Blue charges 2 spaces towards the enemy"
        act.describe(Msg("Poleaxe", "Declared for %1: %2").args(body.name, what), battle=battle,
                     result={"body": body_id, "spaces": spaces, "charge": charge})


def _declared(spaces: int, charge: bool) -> Msg:
    """What a body declared: "stands still", "charges 2 spaces towards the enemy"..."""
    n = abs(spaces)
    if spaces == 0:
        return Msg("Poleaxe", "stands still")
    if spaces > 0 and charge:
        return (Msg("Poleaxe", "charges %n space towards the enemy", None, n) if n == 1
                else Msg("Poleaxe", "charges %n spaces towards the enemy", None, n))
    if spaces > 0:
        return (Msg("Poleaxe", "moves %n space towards the enemy", None, n) if n == 1
                else Msg("Poleaxe", "moves %n spaces towards the enemy", None, n))
    if charge:
        return (Msg("Poleaxe", "charges %n space away from the enemy", None, n) if n == 1
                else Msg("Poleaxe", "charges %n spaces away from the enemy", None, n))
    return (Msg("Poleaxe", "moves %n space away from the enemy", None, n) if n == 1
            else Msg("Poleaxe", "moves %n spaces away from the enemy", None, n))


def on_phase_change(act: ActionScope, battle: Battle, old_round: int, old_phase: int) -> None:
    """Entering a phase does what the rules say (moves in phases 2 and 4, spell countdown after melee).

    Going back restores the bodies and spell effects saved when the phase was entered.
    """
    from muster.rules.poleaxe import advance_phase

    state = dict(battle.state or {})
    if not state.get("bodies"):
        return
    rules = _typed(act.tables(SYSTEM))
    history = list(state.get("phase_history", []))
    forward = (battle.round, battle.phase) > (old_round, old_phase)
    if not forward:
        if history and history[-1]["entered"] == f"{old_round}:{old_phase}":
            snap = history.pop()
            state["bodies"] = snap["bodies"]
            units = _load_units(act.s, battle)
            for uid, saved in snap.get("squads", {}).items():
                unit = units.get(int(uid))
                if unit is not None:
                    new = {**unit.state, "effects": saved["effects"], "temp_hits": saved["temp_hits"]}
                    act.update(unit, state=new, status=status(new))
            state["events"] = [to_data(Msg("Poleaxe", "Back to %1").args(
                term("Rules", rules.battle.phases[battle.phase].label)))]
        state["phase_history"] = history
        act.update(battle, state=state)
        return
    from muster.rules.poleaxe import Battle as EngineBattle

    engine = EngineBattle.from_dict({**{k: state[k] for k in ("sides", "bodies", "start_distance")},
                                     "turn": old_round, "phase": old_phase})
    units, squads = _squads(act.s, battle)
    result = advance_phase(engine, rules, squads)
    snap = {"entered": _phase_stamp(battle), "bodies": state["bodies"], "squads": {}}
    for sid, after in result.squads.items():
        if after != squads[sid]:
            before = squads[sid]
            snap["squads"][sid] = {"effects": [e.to_dict() for e in before.effects], "temp_hits": before.temp_hits}
            _write_squad(act, units[int(sid)], after)
    history.append(snap)
    state = _store_battle(state, result.battle)
    state["phase_history"] = history[-HISTORY_LIMIT:]
    state["events"] = [to_data(e) for e in result.events]
    act.update(battle, state=state)
    act.record.result = {"events": [to_data(e) for e in result.events]}


# ---- the panel's view ----------------------------------------------------------------------------------------

def battle_view(svc: CampaignService, battle_id: int) -> BattleView:
    """Everything the battle panel shows (``error`` set when the battle cannot be read or fought)."""
    try:
        with poleaxe_read(svc, battle_id) as (s, battle, rules):
            state = dict(battle.state or {})
            _, squads = _squads(s, battle)
            phase = _phase_key(battle, rules)
            side_names = _side_names(s, squads)
            engine = _engine_battle(battle) if state.get("bodies") else None
    except ServiceError as exc:
        return BattleView(error=str(exc))
    bodies = {sid: b for b in (engine.bodies if engine else ()) for sid in b.squads}
    views = tuple(SquadView(
        unit=int(sid), name=sq.name, side=side_names.get(sq.side, ""),
        body=bodies[sid].name if sid in bodies else "", body_id=bodies[sid].id if sid in bodies else "",
        av=sq.value("attack_value"), dv=sq.value("defense_value"), mv=sq.value("morale_value"),
        missile=sq.missile, skirmisher=sq.skirmisher, movement=sq.value("movement"), htk=sq.htk,
        hits_left=sq.hits_left, pips=pips(sq.hits_left, sq.htk), morale=sq.morale, out=sq.out_of_fight,
        dropped=sq.dropped, held=sq.held, leader=sq.leader is not None,
        effects=tuple(render(_effect_text(e)) for e in sq.effects),
        status=render(_status_of(sq))) for sid, sq in squads.items())
    view = BattleView(set_up=engine is not None, phase=phase,
                      phase_label=rules.battle.phases[battle.phase].label if phase else "",
                      events=tuple(render(e) for e in state.get("events", [])),
                      morale_due=len(state.get("morale_due", [])),
                      squads=views)
    if engine is None:
        return view
    names = {b.id: b.name for b in engine.bodies}
    return replace(view, bodies=tuple(BodyView(
        id=b.id, name=b.name, side=side_names.get(b.side, b.side), first_side=b.side == engine.sides[0],
        position=b.position, declared=b.declared, charge=b.charge, moved=b.moved,
        squads=tuple(squads[x].name for x in b.squads if x in squads),
        max_move=min((squads[x].value("movement") for x in b.squads if x in squads and not squads[x].out_of_fight),
                     default=0)) for b in engine.bodies),
        distances=tuple(Distance(names[d["a"]], names[d["b"]], d["distance"], d["engaged"])
                        for d in engine.distances()))
