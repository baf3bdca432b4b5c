"""By This Poleaxe: morale checks (queued, rolled, dismissed) and rallying a routing squad."""

from __future__ import annotations

from muster.campaign.models import Unit
from muster.i18n import Joined, Msg, Text, join, render
from muster.services.core import CampaignService, ServiceError

from .poleaxe_results import MoraleCheck, MoraleResult, RallyResult
from .poleaxe_state import (
    _add_morale_due,
    _body_of,
    _engine_battle,
    _frac,
    _in_battle,
    _phase_stamp,
    _sentence,
    _squads,
    _write_squad,
    poleaxe_action,
    poleaxe_read,
)
from .poleaxe_views import MoraleDueView, RallyOdds

# ---- morale and rally --------------------------------------------------------------------------------------

def morale_due(svc: CampaignService, battle_id: int) -> list[MoraleDueView]:
    """Pending morale checks: unit, name, reasons (labels), Morale Value and exact chance to hold."""
    from muster.rules.poleaxe.morale import hold_chance, morale_needed

    with poleaxe_read(svc, battle_id) as (s, battle, rules):
        pending = list((battle.state or {}).get("morale_due", []))
        if not pending:
            return []
        _, squads = _squads(s, battle)
    labels = rules.morale.triggers
    out = []
    for p in pending:
        squad = squads.get(str(p["unit"]))
        if squad is None:
            continue
        base, _, needed = morale_needed(squad, rules)
        _, _, secure_needed = morale_needed(squad, rules, True)
        out.append(MoraleDueView(p["unit"], squad.name, tuple(p["reasons"]),
                                 tuple(labels.get(r, r) for r in p["reasons"]), base, needed,
                                 _frac(hold_chance(squad, rules)), secure_needed,
                                 _frac(hold_chance(squad, rules, True)), p.get("checks", 1)))
    return out


def roll_morale(svc: CampaignService, battle_id: int, unit_ids: list[int] | None = None,
                secure: list[int] | tuple = ()) -> MoraleResult:
    """Roll the pending morale checks (all, or ``unit_ids``); ``secure`` squads are in a secure position (+1).

    A squad with several checks due (one for each hit scored...) rolls them in a row until it routs. A squad
    that routs queues a 'friends routing' check for each other squad of its body, even one that has
    already checked this phase: routs cascade (NOTES.md 5; line of sight = the body, house default).
    """
    from muster.rules.poleaxe.morale import check_morale_times

    with poleaxe_action(svc, battle_id,
                        "poleaxe-morale", Msg("Poleaxe", "Morale checks")) as (act, battle, rules):
        state = dict(battle.state or {})
        pending = list(state.get("morale_due", []))
        if not pending:
            raise ServiceError(Msg("Poleaxe", "No morale checks are due."))
        chosen = [p for p in pending if unit_ids is None or p["unit"] in unit_ids]
        if unit_ids is not None:
            unknown = [u for u in unit_ids if u not in {p["unit"] for p in pending}]
            if unknown:
                raise ServiceError(Msg("Poleaxe", "No morale check is due for unit #%1.").args(str(unknown[0])))
        if not chosen:
            raise ServiceError(Msg("Poleaxe", "Choose at least one morale check to roll."))
        units, squads = _squads(act.s, battle)
        engine = _engine_battle(battle)
        lines: list[Text] = []
        routed, results = [], []
        for p in chosen:
            sid = str(p["unit"])
            if sid not in squads:
                continue
            series = check_morale_times(squads[sid], p["reasons"], p.get("checks", 1), act.roller, rules,
                                        secure_position=p["unit"] in secure)
            res = series[-1]
            squads[sid] = res.squad
            _write_squad(act, units[p["unit"]], res.squad)
            rolled = [r.roll.natural for r in series if r.roll is not None]
            if not rolled:
                lines.append(Joined([res.squad.name, res.note], ": "))
            else:
                said = Msg("Poleaxe", "%1 routs! (%2 vs %3)") if res.routs else Msg("Poleaxe", "%1 holds (%2 vs %3)")
                lines.append(said.args(res.squad.name, join(rolled, ", "), res.needed))
            if res.routs and res.roll is not None:
                routed.append(sid)
            results.append(MoraleCheck(p["unit"], res.squad.name, res.routs,
                                       None if res.roll is None else res.roll.natural, tuple(rolled),
                                       p.get("checks", 1), res.needed))
        done_ids = {p["unit"] for p in chosen}
        state["morale_due"] = [p for p in pending if p["unit"] not in done_ids]
        checked = state.get("morale_checked", {})
        already = checked.get("units", []) if checked.get("phase") == _phase_stamp(battle) else []
        state["morale_checked"] = {"phase": _phase_stamp(battle), "units": sorted(set(already) | done_ids)}
        friends = []
        for sid in routed:
            body = _body_of(engine, sid)
            for other in (body.squads if body else ()):
                sq = squads.get(other)
                if other != sid and sq is not None and not sq.out_of_fight and sq.morale != "routing":
                    friends.append((other, ["friends_routing"], 1))
        state["morale_due"] = _add_morale_due(state, battle, friends)
        act.update(battle, state=state)
        if friends:
            lines.append(Msg("Poleaxe", "friends in sight must check: %1").args(
                join([squads[f].name for f, _, _ in friends], ", ")))
        count = len(chosen)
        act.set_label(Msg("Poleaxe", "Morale check: %1").args(squads[str(chosen[0]["unit"])].name) if count == 1
                      else Msg("Poleaxe", "%n morale checks", None, count))
        single = units.get(chosen[0]["unit"]) if len(chosen) == 1 else None
        text = Msg("Poleaxe", "Morale: %1").args(join(lines, "; "))
        out = MoraleResult(text=render(text), checks=tuple(results),
                           friends_routing=tuple(int(f) for f, _, _ in friends))
        act.describe(text, battle=battle, actor=single, result=out.to_dict())
        return out


def dismiss_morale(svc: CampaignService, battle_id: int, unit_id: int) -> None:
    """The GM rules a queued check out (e.g. the rout was not in sight)."""
    with poleaxe_action(svc, battle_id,
                        "poleaxe-morale-dismiss", Msg("Poleaxe", "Dismiss morale check")) as (act, battle, _):
        state = dict(battle.state or {})
        pending = list(state.get("morale_due", []))
        if not any(p["unit"] == unit_id for p in pending):
            raise ServiceError(Msg("Poleaxe", "No morale check is due for unit #%1.").args(str(unit_id)))
        state["morale_due"] = [p for p in pending if p["unit"] != unit_id]
        act.update(battle, state=state)
        unit = act.s.get(Unit, unit_id)
        name = unit.name if unit else str(unit_id)
        act.set_label(Msg("Poleaxe", "Dismiss morale check of %1").args(name))
        act.describe(Msg("Poleaxe", "No morale check for %1 (GM's ruling)").args(name), battle=battle, actor=unit)


def rally_odds(svc: CampaignService, battle_id: int, unit_id: int) -> RallyOdds:
    """The squad's leader's chances: CHA check and Tactics roll, and the method Muster will use."""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe.morale import rally_odds as engine_rally_odds

    with poleaxe_read(svc, battle_id) as (s, battle, rules):
        _, squads = _squads(s, battle)
    squad = squads[_in_battle(unit_id, squads, Msg("Poleaxe", "The squad"))]
    if squad.leader is None:
        return RallyOdds(render(Msg("Poleaxe", "%1 has no leader to rally it (add one in the squad builder).")
                                .args(squad.name)))
    try:
        odds = engine_rally_odds(squad.leader, rules)
    except RulesError as exc:
        return RallyOdds(_sentence(exc.message))
    return RallyOdds("", squad.leader.name, odds.method, _frac(odds.chance),
                     None if odds.cha_chance is None else _frac(odds.cha_chance),
                     None if odds.tactics_chance is None else _frac(odds.tactics_chance))


def rally(svc: CampaignService, battle_id: int, unit_id: int) -> RallyResult:
    """The squad's leader tries to rally it (CHA check or Tactics roll, the better chance)."""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe import rally as engine_rally

    with poleaxe_action(svc, battle_id, "poleaxe-rally", Msg("Poleaxe", "Rally")) as (act, battle, rules):
        units, squads = _squads(act.s, battle)
        sid = _in_battle(unit_id, squads, Msg("Poleaxe", "The squad"))
        try:
            res = engine_rally(squads[sid], None, act.roller, rules)
        except RulesError as exc:
            raise ServiceError(_sentence(exc.message)) from None
        _write_squad(act, units[unit_id], res.squad)
        if res.method == "cha":
            said = (Msg("Poleaxe", "%1 rallies %2 (CHA check: rolled %3, needed %4 or more)") if res.rallied
                    else Msg("Poleaxe", "%1 fails to rally %2 (CHA check: rolled %3, needed %4 or more)"))
        else:
            said = (Msg("Poleaxe", "%1 rallies %2 (Tactics roll: rolled %3, needed %4 or less)") if res.rallied
                    else Msg("Poleaxe", "%1 fails to rally %2 (Tactics roll: rolled %3, needed %4 or less)"))
        text = said.args(res.leader.name, res.squad.name, res.roll.total, res.needed)
        act.set_label(Msg("Poleaxe", "%1 rallies %2").args(res.leader.name, res.squad.name))
        out = RallyResult(text=render(text), method=res.method, rallied=res.rallied, needed=res.needed)
        act.describe(text, battle=battle, actor=units[unit_id], modifiers=list(res.roll.modifiers),
                     result=out.to_dict())
        return out
