"""GURPS use cases of the day's contest: the Strategy contest (rolled or entered), Luck, morale, losses."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING

from muster.campaign.models import Battle, Unit
from muster.i18n import Msg, Text, english_text, from_data, join, to_data
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.words import rules_term
from muster.services.common import load_battle
from muster.services.core import ActionScope, CampaignService, ServiceError

if TYPE_CHECKING:
    from muster.rules.gurps.battle import Battle as EngineBattle
from muster.services.gurps_records import ContestView
from muster.services.gurps_results import ContestDone, MoraleDone
from muster.services.gurps_state import (
    PHASE_MORALE,
    PHASE_RESULTS,
    SIDES,
    SYSTEM,
    Loaded,
    _dated,
    _declared_luck,
    _dice_mods,
    _load,
    _msg_data,
    _save,
    _side,
    _use_glory,
    _why,
    gurps_action,
    normalise_state,
    status,
)

# ---- the contest -----------------------------------------------------------------------------

def _store_contest(result, day: int) -> dict:
    out = {"day": day, "battle_type": result.battle_type, "winner": result.winner,
           "margin_of_victory": result.margin_of_victory, "table": result.result.table,
           "band_min": result.result.band.min, "band": result.result.range_text, "label": result.result.label,
           "summary": result.summary(), "summary_msg": to_data(result.summary_text()), "morale_done": False,
           "sides": {}}
    for side in SIDES:
        cs = result.side(side)
        out["sides"][side] = {
            "name": cs.name, "skill": cs.effective.skill, "base": cs.effective.base,
            "modifiers": [m.to_dict() for m in cs.effective.modifiers],
            "modifier_msgs": [_msg_data(m.text) for m in cs.effective.modifiers], "effective": cs.effective.total,
            "rolls": [r.roll.to_dict() for r in cs.rolls], "kept": cs.kept, "luck_used": cs.luck_used,
            "roll": cs.final.roll.total, "success": cs.final.check.success, "margin": cs.final.check.margin,
            "critical": cs.final.check.critical}
    return out


def _rebuild_contest(stored: dict, rules: Tables):
    from muster.rules.dice import Roll
    from muster.rules.gurps.contest import ContestResult, ContestSide, decide
    from muster.rules.gurps.results import look_up
    from muster.rules.gurps.skill import EffectiveSkill, SkillModifier, SkillRoll, judge

    sides = {}
    for side in SIDES:
        d = stored["sides"][side]
        msgs = d.get("modifier_msgs") or [None] * len(d["modifiers"])
        eff = EffectiveSkill(d["skill"], d["base"], tuple(SkillModifier.from_dict({**m, "msg": msg} if msg else m)
                                                          for m, msg in zip(d["modifiers"], msgs)))
        rolls = tuple(SkillRoll(eff, Roll.from_dict(r), judge(eff.total, Roll.from_dict(r).total, rules))
                      for r in d["rolls"])
        sides[side] = ContestSide(d["name"], eff, rolls, d["kept"], d["luck_used"])
    winner, mov = decide(sides["attacker"].final.check, sides["defender"].final.check)
    return ContestResult(stored["battle_type"], sides["attacker"], sides["defender"], winner, mov,
                         look_up(stored["battle_type"], winner, mov, rules))


def _begin_contest(act: ActionScope, battle: Battle) -> Loaded:
    """The battle, refused if it is over or today's contest is already settled."""
    loaded = _load(act.s, battle)
    if loaded.engine.over:
        raise ServiceError(Msg("GURPS", "%1 is over.").args(loaded.row.name))
    if str(loaded.row.round) in loaded.state["contests"]:
        raise ServiceError(Msg("GURPS", "Day %1's Strategy contest has already been rolled.").args(loaded.row.round))
    return loaded


def roll_contest(svc: CampaignService, battle_id: int, luck: tuple[str, ...] | list[str] = ()) -> ContestView:
    """Roll the day's Quick Contest of Strategy (Tactics under 200 troops): attacker's 3d6, then the defender's,
    then any Luck rerolls for the sides in ``luck``. Stores the result row; morale is the next step."""
    from muster.rules.dice import Roller
    from muster.rules.gurps.battle import roll_contest as engine_contest
    from muster.rules.gurps.odds import contest_odds

    for side in luck:
        _side(side)
    with gurps_action(svc, battle_id, "gurps-contest", Msg("GURPS", "Strategy contest")) as (act, battle,
                                                                                                        rules):
        loaded = _begin_contest(act, battle)
        eng = loaded.engine
        hidden = Roller(act.roller.source)  # same dice; a side with GM-only modifiers rolls off the public list
        try:
            result = engine_contest(eng, act.roller, rules, tuple(luck), hidden_roller=hidden)
        except ValueError as exc:
            raise ServiceError(_why(exc)) from None
        odds = contest_odds(result.attacker.effective.total, result.defender.effective.total, rules, eng.battle_type,
                            _declared_luck(eng))
        stored = _store_contest(result, loaded.row.round)
        stored["odds"] = {f"{r['winner']}|{r['table']}|{r['band']}": r["percent"] for r in odds["rows"]}
        state = copy.deepcopy(loaded.state)
        state["contests"][str(loaded.row.round)] = stored
        _use_glory(act, loaded, state)
        act.update(loaded.row, state=state, phase=max(loaded.row.phase, PHASE_RESULTS))
        act.set_label(Msg("GURPS", "Day %1: Strategy contest").args(loaded.row.round))
        act.describe(_dated(loaded.row, result.summary_text(player_view=True)), battle=loaded.row,
                     modifiers=_dice_mods(result.attacker.effective.modifiers)
                     + _dice_mods(result.defender.effective.modifiers),
                     result=_contest_result(result, hidden))
        return ContestView.stored(stored)


def _contest_result(result, hidden) -> dict:
    """The action record's result (``ContestDone``): the player view, and under ``gm_only`` the full contest and
    any hidden dice."""
    return ContestDone.from_dict(_contest_data(result, hidden)).to_dict()


def _contest_data(result, hidden) -> dict:
    return {**result.to_dict(player_view=True),
            "gm_only": {"summary": result.summary(), "summary_msg": to_data(result.summary_text()),
                        "margin_of_victory": result.margin_of_victory,
                        "dice": [r.to_dict() for r in hidden.rolls],
                        **{side: {**result.side(side).effective.to_dict(), "roll": result.side(side).final.roll.total,
                                  "margin": result.side(side).final.check.margin} for side in SIDES}}}


def use_luck(svc: CampaignService, battle_id: int, side: str) -> ContestView:
    """The commander of ``side`` uses Luck on today's contest roll (before morale is rolled)."""
    from muster.rules.dice import Roller
    from muster.rules.gurps.contest import luck_reroll

    _side(side)
    with gurps_action(svc, battle_id, "gurps-luck", Msg("GURPS", "Luck reroll")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = loaded.state["contests"].get(str(loaded.row.round))
        if stored is None:
            raise ServiceError(Msg("GURPS", "Roll today's Strategy contest first; Luck rerolls it."))
        if stored["morale_done"]:
            raise ServiceError(Msg("GURPS", "Morale has been rolled: it is too late for Luck."))
        commander = loaded.engine.army(side).commander
        if not commander.luck:
            raise ServiceError(Msg("GURPS", "%1 has no Luck.").args(commander.name))
        hidden = Roller(act.roller.source)
        try:
            result = luck_reroll(_rebuild_contest(stored, rules), side, act.roller, rules, hidden_roller=hidden)
        except ValueError as exc:
            raise ServiceError(_why(exc)) from None
        new = _store_contest(result, loaded.row.round)
        new["odds"] = stored.get("odds", {})
        state = copy.deepcopy(loaded.state)
        state["contests"][str(loaded.row.round)] = new
        act.update(loaded.row, state=state)
        act.set_label(Msg("GURPS", "%1 uses Luck").args(commander.name))
        rolls = ", ".join(str(r["total"]) for r in new["sides"][side]["rolls"])
        shown = (Msg("GURPS", "rolls hidden") if result.side(side).hidden else
                 Msg("GURPS", "rolls %1, keeps %2").args(rolls, new["sides"][side]["roll"]))
        act.describe(_dated(loaded.row, Msg("GURPS", "%1 uses Luck (%2); %3").args(
            commander.name, shown, result.summary_text(player_view=True))),
                     battle=loaded.row, result=_contest_result(result, hidden))
        return ContestView.stored(new)


@dataclass(frozen=True)
class _Decided:
    """A contest outcome for :func:`apply_result` when only winner and margin are known (GM-entered)."""

    winner: str | None
    margin_of_victory: int
    result: object
    text: Text

    def summary(self, player_view: bool = False) -> str:
        return english_text(self.text)

    def summary_text(self, player_view: bool = False) -> Text:
        return self.text


def enter_result(svc: CampaignService, battle_id: int, winner: str | None, margin_of_victory: int) -> ContestView:
    """The GM rolled the contest at the table and enters who won and by how much."""
    from muster.rules.gurps.contest import result_words
    from muster.rules.gurps.results import look_up

    if winner is not None:
        _side(winner)
    if not isinstance(margin_of_victory, int) or margin_of_victory < 0:
        raise ServiceError(Msg("GURPS", "The margin of victory is a whole number, 0 or more."))
    if winner is None and margin_of_victory:
        raise ServiceError(Msg("GURPS", "With no winner the margin of victory is 0."))
    with gurps_action(svc, battle_id, "gurps-contest", Msg("GURPS", "Strategy contest")) as (act, battle,
                                                                                                        rules):
        loaded = _begin_contest(act, battle)
        line = look_up(loaded.engine.battle_type, winner, margin_of_victory, rules)
        who = loaded.engine.army(winner).name if winner else Msg("GURPS", "nobody")
        summary = Msg("GURPS", "Contest entered by the GM: %1 wins by %2; %3").args(who, margin_of_victory,
                                                                                    result_words(line))
        stored = {"day": loaded.row.round, "battle_type": loaded.engine.battle_type, "winner": winner,
                  "margin_of_victory": margin_of_victory, "table": line.table, "band_min": line.band.min,
                  "band": line.range_text, "label": line.label, "summary": english_text(summary),
                  "summary_msg": to_data(summary), "morale_done": False, "entered": True, "sides": None}
        state = copy.deepcopy(loaded.state)
        state["contests"][str(loaded.row.round)] = stored
        _use_glory(act, loaded, state)
        act.update(loaded.row, state=state, phase=max(loaded.row.phase, PHASE_RESULTS))
        act.set_label(Msg("GURPS", "Day %1: contest result entered").args(loaded.row.round))
        act.describe(_dated(loaded.row, summary), battle=loaded.row, result=line.to_dict())
        return ContestView.stored(stored)


def roll_morale(svc: CampaignService, battle_id: int) -> ContestView:
    """Every affected unit's morale roll for today's result row, then the day's consequences (one undo step)."""
    from muster.rules.gurps.battle import apply_result
    from muster.rules.gurps.results import look_up

    with gurps_action(svc, battle_id, "gurps-morale", Msg("GURPS", "Morale")) as (act, battle, rules):
        loaded = _load(act.s, battle)
        stored = loaded.state["contests"].get(str(loaded.row.round))
        if stored is None:
            raise ServiceError(Msg("GURPS", "Roll today's Strategy contest first: the result row says who rolls "
                                            "morale."))
        if stored["morale_done"]:
            raise ServiceError(Msg("GURPS", "Morale for day %1 has already been rolled.").args(loaded.row.round))
        if stored.get("sides"):
            contest = _rebuild_contest(stored, rules)
        else:
            line = look_up(stored["battle_type"], stored["winner"], stored["margin_of_victory"], rules)
            summary = from_data(stored["summary_msg"]) if stored.get("summary_msg") else stored["summary"]
            contest = _Decided(stored["winner"], stored["margin_of_victory"], line, summary)
        try:
            day = apply_result(loaded.engine, contest, act.roller, rules)
        except (ValueError, KeyError) as exc:
            raise ServiceError(_why(exc)) from None
        after, fought = day.battle_after, list[Text]()
        if after.over and not loaded.engine.over:
            after, fought = _count_battle(after, rules)
        story = list(day.event_texts[1:]) + fought
        state_contests = copy.deepcopy(loaded.state["contests"])
        done = dict(state_contests[str(loaded.row.round)], morale_done=True,
                    morale={side: m.to_dict(msg=True) for side, m in day.morale.items()},
                    events=[english_text(e) for e in story], event_msgs=[to_data(e) for e in story])
        state_contests[str(loaded.row.round)] = done
        _save(act, loaded, after, {"contests": state_contests})
        act.update(loaded.row, phase=max(loaded.row.phase, PHASE_MORALE))
        act.set_label(Msg("GURPS", "Day %1: morale").args(loaded.row.round))
        act.describe(_dated(loaded.row, Msg("GURPS", "%1 (%2). %3").args(rules_term(stored["label"]), stored["band"],
                                                                          join(story, "; "))), battle=loaded.row,
                     result=MoraleDone(done["morale"], tuple(day.events), day.battle_after.over,
                                       day.battle_after.position_taken).to_dict())
        return ContestView.stored(done)


def _count_battle(battle: EngineBattle, rules: Tables) -> tuple[EngineBattle, list[Text]]:
    """The battle is over: every unit that fought it counts one more battle, and its quality follows."""
    from muster.rules.gurps.campaign import fought_battle

    notes = []
    for side in SIDES:
        army = battle.army(side)
        units = []
        for unit in army.units:
            after, text = fought_battle(unit, rules)
            units.append(after)
            notes.append(text)
        battle = battle.with_army(side, army.with_units(units))
    return battle, notes


def record_losses(svc: CampaignService, battle_id: int | None, losses: dict[int, int]) -> None:
    """The GM's casualty figures (the source gives none): each unit's head count drops by its loss."""
    if not losses:
        raise ServiceError(Msg("GURPS", "Enter at least one unit's losses."))
    with svc.action("gurps-losses", Msg("GURPS", "Record losses")) as act:
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        parts, names = [], []
        for uid, lost in losses.items():
            unit = act.get(Unit, uid, "unit")
            if unit.system != SYSTEM:
                raise ServiceError(Msg("GURPS", "%1 is not a GURPS Mass Combat unit.").args(unit.name))
            if not isinstance(lost, int) or isinstance(lost, bool) or lost < 0:
                raise ServiceError(Msg("GURPS", "Losses of %1 must be a whole number of troops, 0 or more.")
                                   .args(unit.name))
            state = normalise_state(unit.state)
            if lost > state["count"]:
                raise ServiceError(Msg("GURPS", "%1 has only %2 troops; it cannot lose %3.").args(
                    unit.name, state["count"], lost))
            if not lost:
                continue
            new = dict(state, count=state["count"] - lost, losses=state["losses"] + lost)
            act.update(unit, state=new, status=status(new))
            parts.append(Msg("GURPS", "%1 loses %2 (%3 left)").args(unit.name, lost, new["count"]))
            names.append(unit.name)
        if not parts:
            raise ServiceError(Msg("GURPS", "Enter at least one unit's losses."))
        act.set_label(Msg("GURPS", "Losses: %1").args(", ".join(names)))
        text = Msg("GURPS", "Losses entered by the GM: %1").args(join(parts, "; "))
        act.describe(text if battle is None else _dated(battle, text), battle=battle)
