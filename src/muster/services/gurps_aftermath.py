"""GURPS use cases after the contest: PCs' Combat Skill and Glory rolls, casualties, disasters."""

from __future__ import annotations

import copy
from dataclasses import replace

from muster.i18n import Joined, Msg, Text, join, to_data
from muster.rules.gurps.tables import as_tables
from muster.rules.gurps.words import amount, rules_term, signed
from muster.services.core import CampaignService, ServiceError
from muster.services.gurps_records import CasualtiesView
from muster.services.gurps_requests import GloryRow, glory_row
from muster.services.gurps_results import DisasterDone, GloryDone, SurvivalDone
from muster.services.gurps_state import (
    SIDES,
    _after_contest,
    _dated,
    _disaster_bonus,
    _event,
    _load,
    _save,
    _side,
    _why,
    gurps_action,
)


def _find_pc(army, name: str):
    from muster.rules.gurps.pcs import PC

    for i, p in enumerate(army.pcs):
        if p["name"] == name:
            return i, PC.from_dict(p)
    raise ServiceError(Msg("GURPS", "%1 has no PC called %2 (add PCs in the army dialog).").args(army.name, repr(name)))


def _replace_pc(army, index: int, pc):
    pcs = list(army.pcs)
    pcs[index] = pc.to_dict()
    return replace(army, pcs=tuple(pcs))


def pc_survival(svc: CampaignService, battle_id: int, side: str, name: str) -> SurvivalDone:
    """A PC's Combat Skill roll after the contest (skill + Survival) and the damage by TL less DR."""
    from muster.rules.gurps.pcs import apply_survival, survival_roll

    _side(side)
    with gurps_action(svc, battle_id, "gurps-pc", Msg("GURPS", "PC survival")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = _after_contest(loaded, Msg("GURPS", "a PC's Combat Skill roll"))
        army = loaded.engine.army(side)
        index, pc = _find_pc(army, name)
        done = stored.get("pcs", {}).get(name, {})
        if "survival" in done:
            raise ServiceError(Msg("GURPS", "%1 has already made today's Combat Skill roll.").args(name))
        try:
            result = survival_roll(pc, act.roller, rules, tl=pc.tl if pc.tl is not None else army.tech_level)
        except ValueError as exc:
            raise ServiceError(_why(exc)) from None
        contests = copy.deepcopy(loaded.state["contests"])
        day = contests[str(loaded.row.round)]
        day.setdefault("pcs", {}).setdefault(name, {})["survival"] = result.to_dict()
        engine = loaded.engine.with_army(side, _replace_pc(army, index, apply_survival(pc, result)))
        _save(act, loaded, engine, {"contests": contests})
        act.set_label(Msg("GURPS", "%1: Combat Skill roll").args(name))
        act.describe(_dated(loaded.row, result.summary_text()), battle=loaded.row, result=result.to_dict())
        return SurvivalDone.from_dict(result.to_dict())


def pc_glory(svc: CampaignService, battle_id: int, side: str, name: str,
             entered: GloryRow | None = None) -> GloryDone:
    """A PC's Glory roll (rolled even if he died): Reputation, and for a commander the next battle's Strategy.
    ``entered``: the row from the book while the Glory table is not entered (a headless caller's data passes
    :func:`gurps_requests.glory_row`, the edge)."""
    from muster.rules.gurps.pcs import apply_glory, glory_roll

    _side(side)
    row = None if entered is None else glory_row(entered).engine_row()
    with gurps_action(svc, battle_id, "gurps-pc", Msg("GURPS", "Glory roll")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = _after_contest(loaded, Msg("GURPS", "a Glory roll"))
        army = loaded.engine.army(side)
        index, pc = _find_pc(army, name)
        if "glory" in stored.get("pcs", {}).get(name, {}):
            raise ServiceError(Msg("GURPS", "%1 has already made today's Glory roll.").args(name))
        result = glory_roll(pc, act.roller, rules, entered=row)
        contests = copy.deepcopy(loaded.state["contests"])
        contests[str(loaded.row.round)].setdefault("pcs", {}).setdefault(name, {})["glory"] = result.to_dict()
        engine = loaded.engine.with_army(side, _replace_pc(army, index, apply_glory(pc, result)))
        _save(act, loaded, engine, {"contests": contests})
        act.set_label(Msg("GURPS", "%1: Glory roll").args(name))
        act.describe(_dated(loaded.row, result.summary_text()), battle=loaded.row, result=result.to_dict())
        return GloryDone.from_dict(result.to_dict())


def roll_casualties(svc: CampaignService, battle_id: int, fierce: int = 0,
                    entered: dict[int, int] | None = None) -> CasualtiesView:
    """Today's casualties from the table (after morale, so routing units move up); losses the GM enters
    (``entered``: unit id -> troops) count for units whose row has no number. Units still without a
    number are listed: record their losses with :func:`record_losses`."""
    from muster.rules.gurps.casualties import apply_losses, side_casualties, signed_margins

    if not isinstance(fierce, int) or fierce < 0:
        raise ServiceError(Msg("GURPS", "A fierce battle moves the rows up by a whole number, 0 or more."))
    with gurps_action(svc, battle_id, "gurps-casualties", Msg("GURPS", "Casualties")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = _after_contest(loaded, Msg("GURPS", "the casualty table"))
        if not stored.get("morale_done"):
            raise ServiceError(Msg("GURPS", "Roll morale first: a routing unit takes heavier casualties."))
        if stored.get("casualties"):
            raise ServiceError(Msg("GURPS", "Day %1's casualties have already been found.").args(loaded.row.round))
        names = {row.id: (side, key) for side in SIDES for key, row in loaded.units[side].items()}
        by_side: dict[str, dict[str, int]] = {side: {} for side in SIDES}
        for uid, lost in (entered or {}).items():
            if uid not in names:
                raise ServiceError(Msg("GURPS", "Unit #%1 does not fight in %2.").args(uid, loaded.row.name))
            if not isinstance(lost, int) or isinstance(lost, bool) or lost < 0:
                raise ServiceError(Msg("GURPS", "Entered losses must be whole numbers of troops, 0 or more."))
            by_side[names[uid][0]][names[uid][1]] = lost
        margins = signed_margins(stored["winner"], stored["margin_of_victory"])
        engine = loaded.engine
        out, parts = {}, []
        for side in SIDES:
            result = side_casualties(engine.army(side), side, margins[side], act.roller, rules, fierce=fierce,
                                     entered=by_side[side])
            engine = engine.with_army(side, apply_losses(engine.army(side), result))
            out[side] = result.to_dict()
            for unit, row in zip(result.units, out[side]["units"]):
                row["working_msg"] = to_data(unit.working_text())
            lost = out[side]["total_lost"]
            missing = out[side]["missing"]
            parts.append(Msg("GURPS", "%1 loses %2 (enter losses for %3)").args(
                engine.army(side).name, amount(lost), ", ".join(missing)) if missing else
                Msg("GURPS", "%1 loses %2").args(engine.army(side).name, amount(lost)))
        contests = copy.deepcopy(loaded.state["contests"])
        contests[str(loaded.row.round)]["casualties"] = {**out, "fierce": fierce}
        _save(act, loaded, engine, {"contests": contests})
        act.set_label(Msg("GURPS", "Day %1: casualties").args(loaded.row.round))
        act.describe(_dated(loaded.row, Msg("GURPS", "Casualties: %1").args(join(parts, "; "))), battle=loaded.row,
                     result={"casualties": out, "fierce": fierce})
        return CasualtiesView.stored({**out, "fierce": fierce})


def record_disaster(svc: CampaignService, battle_id: int, side: str, text: str, morale: int = 0,
                    lost_commander: bool = False) -> None:
    """A disaster for ``side`` as the GM reads it from the book: a morale modifier for this battle, or for
    lost commanders one that lasts until the army wins a clear victory."""
    from muster.rules.gurps.armies import lose_commander
    from muster.rules.gurps.skill import SkillModifier

    _side(side)
    text = (text or "").strip()
    if not text:
        raise ServiceError(Msg("GURPS", "Say what the disaster is."))
    if not isinstance(morale, int) or isinstance(morale, bool):
        raise ServiceError(Msg("GURPS", "The disaster's morale modifier is a whole number."))
    with gurps_action(svc, battle_id, "gurps-disaster", Msg("GURPS", "Disaster")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        army = loaded.engine.army(side)
        if lost_commander:
            army = lose_commander(army, text, rules)
        if morale:
            army = army.add_morale_modifier(SkillModifier.of(Msg("GURPS", "Disaster: %1").args(text), morale))
        event = _event(loaded, "disaster", Msg("GURPS", "%1: disaster, %2").args(army.name, text))
        state_events = loaded.state["events"] + [dict(event, side=side)]
        _save(act, loaded, loaded.engine.with_army(side, army), {"events": state_events})
        act.set_label(Msg("GURPS", "%1: disaster").args(army.name))
        lasting = as_tables(rules).disasters.lost_commander_morale if lost_commander else 0
        act.describe(_dated(loaded.row, _morale_effects(Msg("GURPS", "Disaster for %1: %2").args(army.name, text),
                                                        morale, lasting)), battle=loaded.row)


def _morale_effects(text: Text, morale: int, lasting: int) -> Joined:
    """A disaster's line with its morale for this battle and, for lost commanders, until a clear victory."""
    parts: list = [text]
    if morale:
        parts.append(Msg("GURPS", " (morale %1 this battle)").args(signed(morale)))
    if lasting:
        parts.append(Msg("GURPS", " (morale %1 until a clear victory)").args(signed(lasting)))
    return Joined(parts, "")


def roll_disaster(svc: CampaignService, battle_id: int, side: str) -> DisasterDone:
    """``side``'s Disaster roll on the GM's table (a higher roll is worse), with the enemy's powers added (every
    2 points on disasters +1). While the enemy's placement is secret its bonus stays GM-only. A row's morale
    counts this battle only; a row that loses commanders lowers morale until a clear victory."""
    from muster.rules.dice import Roller
    from muster.rules.gurps.armies import lose_commander
    from muster.rules.gurps.campaign import roll_disaster as engine_disaster
    from muster.rules.gurps.skill import SkillModifier

    _side(side)
    with gurps_action(svc, battle_id, "gurps-disaster", Msg("GURPS", "Disaster roll")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        army = loaded.engine.army(side)
        bonus = _disaster_bonus(loaded.state, side)
        enemy = "defender" if side == "attacker" else "attacker"
        secret = bool(bonus) and not ((loaded.state.get("powers") or {}).get(enemy) or {}).get("revealed")
        # with a secret bonus the roll itself would tell it (a known roll and a public row): it goes off the
        # public dice list, as a side's roll does in a contest with GM-only modifiers
        roller = Roller(act.roller.source) if secret else act.roller
        try:
            found = engine_disaster(army.name, roller, rules, bonus)
        except LookupError as exc:
            raise ServiceError(Msg("GURPS", "%1.").args(_why(exc))) from None
        what = rules_term(found["result"]) if found["result"] else Msg("GURPS", "no disaster")
        if found["lost_commander"]:
            army = lose_commander(army, what, rules)
        if found["morale"]:
            army = army.add_morale_modifier(SkillModifier.of(Msg("GURPS", "Disaster: %1").args(what), found["morale"]))
        if secret:
            shown = Msg("GURPS", "rolled (GM only)")
        elif bonus:
            shown = Msg("GURPS", "rolled %1 +%2 (enemy powers) = %3").args(found["roll"], bonus, found["total"])
        else:
            shown = Msg("GURPS", "rolled %1").args(found["roll"])
        text = Msg("GURPS", "%1: Disaster roll, %2: %3").args(army.name, shown, what)
        event = dict(_event(loaded, "disaster", text), side=side)
        _save(act, loaded, loaded.engine.with_army(side, army), {"events": loaded.state["events"] + [event]})
        act.set_label(Msg("GURPS", "%1: Disaster roll").args(army.name))
        lasting = as_tables(rules).disasters.lost_commander_morale if found["lost_commander"] else 0
        done = DisasterDone(side, found["roll"], found["bonus"], found["total"], found["dice"], found["result"],
                            found["morale"], found["lost_commander"], secret,
                            tuple(r.to_dict() for r in roller.rolls) if secret else ())
        act.describe(_dated(loaded.row, _morale_effects(text, found["morale"], lasting)), battle=loaded.row,
                     result=done.to_dict())
        return done


def enter_glory(svc: CampaignService, battle_id: int, side: str, name: str, entered: GloryRow) -> GloryDone:
    """The row of the GM's book for a Glory roll already made while the Glory table is empty: Reputation,
    Strategy (for a commander, his next battle's) and how long it lasts (a headless caller's data passes
    :func:`gurps_requests.glory_row`, the edge)."""
    from muster.rules.gurps.pcs import Glory, apply_glory, glory_roll

    _side(side)
    row = glory_row(entered).engine_row()
    with gurps_action(svc, battle_id, "gurps-pc", Msg("GURPS", "Glory result")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = _after_contest(loaded, Msg("GURPS", "a Glory result"))
        army = loaded.engine.army(side)
        index, pc = _find_pc(army, name)
        rolled = stored.get("pcs", {}).get(name, {}).get("glory")
        if rolled is None:
            raise ServiceError(Msg("GURPS", "%1 has not made today's Glory roll yet.").args(name))
        if rolled.get("row") is not None:
            raise ServiceError(Msg("GURPS", "%1's Glory roll already has its result.").args(name))
        from muster.rules.dice import Roller, ScriptedDice

        replay = Roller(ScriptedDice(list(rolled["roll"]["faces"])))
        result = glory_roll(pc, replay, rules, entered=row)  # the same roll, read on the GM's row
        result = Glory(result.pc, result.roll, result.row, result.reputation, result.strategy, True, result.note)
        contests = copy.deepcopy(loaded.state["contests"])
        contests[str(loaded.row.round)]["pcs"][name]["glory"] = result.to_dict()
        engine = loaded.engine.with_army(side, _replace_pc(army, index, apply_glory(pc, result)))
        _save(act, loaded, engine, {"contests": contests})
        act.set_label(Msg("GURPS", "%1: Glory result").args(name))
        act.describe(_dated(loaded.row, Msg("GURPS", "%1 (row entered from the book)").args(result.summary_text())),
                     battle=loaded.row,
                     result=result.to_dict())
        return GloryDone.from_dict(result.to_dict())
