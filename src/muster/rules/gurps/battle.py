"""A battle over one or more days: the contest, the result row, morale, the next day."""

from __future__ import annotations

from dataclasses import dataclass, replace

from muster.i18n import Joined, Msg, Text, TextError, english_text
from muster.rules.dice import Roller
from muster.rules.gurps.armies import Army, capture_commander, lose_commander
from muster.rules.gurps.contest import ContestResult, quick_contest
from muster.rules.gurps.morale import SideMorale, morale_modifiers, resolve_side
from muster.rules.gurps.morale_data import multi_day_rules
from muster.rules.gurps.powers_data import disaster_rules
from muster.rules.gurps.results import BATTLE_TYPES, SIDES, other
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.skill import EffectiveSkill, SkillModifier
from muster.rules.gurps.strategy import effective_strategy
from muster.rules.gurps.strategy_data import strategy_rules
from muster.rules.gurps.words import rules_term, side_word, signed, status_word


@dataclass(frozen=True)
class Battle:
    """The battle state the campaign stores: both armies, the day, what carries into tomorrow."""

    name: str
    battle_type: str
    attacker: Army
    defender: Army
    position: tuple[str, ...] = ()  # the defender's works (keys of strategy_modifiers.defensive_position)
    day: int = 1
    carry: tuple[tuple[SkillModifier, ...], tuple[SkillModifier, ...]] = ((), ())  # (attacker, defender) morale
    history: tuple[dict, ...] = ()
    position_taken: bool = False
    over: bool = False

    def army(self, side: str) -> Army:
        return self.attacker if side == "attacker" else self.defender

    def carried(self, side: str) -> tuple[SkillModifier, ...]:
        return self.carry[0 if side == "attacker" else 1]

    def with_army(self, side: str, army: Army) -> "Battle":
        return replace(self, attacker=army) if side == "attacker" else replace(self, defender=army)

    def to_dict(self, msg: bool = False) -> dict:
        """The battle as JSON; ``msg``: keep the messages naming the rules' modifiers (the campaign file)."""
        return {
            "name": self.name, "battle_type": self.battle_type,
            "attacker": self.attacker.to_dict(msg), "defender": self.defender.to_dict(msg),
            "position": list(self.position), "day": self.day,
            "carry": {side: [m.to_dict(msg) for m in self.carried(side)] for side in SIDES},
            "history": [dict(h) for h in self.history],
            "position_taken": self.position_taken, "over": self.over,
        }

    @classmethod
    def from_dict(cls, data) -> "Battle":
        if not isinstance(data, dict):
            raise TextError(Msg("GURPS", "%1: must be an object").args("battle"))
        name = data.get("name", "Battle")
        if not isinstance(name, str) or not name:
            raise TextError(Msg("GURPS", "%1: must be non-empty text").args("battle.name"))
        kind = data.get("battle_type", "open_field")
        if kind not in BATTLE_TYPES:
            raise TextError(Msg("GURPS", "%1: must be one of %2, got %3").args("battle.battle_type",
                                                                             ", ".join(BATTLE_TYPES), repr(kind)))
        for side in SIDES:
            if side not in data:
                raise TextError(Msg("GURPS", "%1: is required").args(f"battle.{side}"))
        position = data.get("position", [])
        if not isinstance(position, list) or not all(isinstance(k, str) and k for k in position):
            raise TextError(Msg("GURPS", "%1: must be a list of defensive position keys").args("battle.position"))
        day = data.get("day", 1)
        if not isinstance(day, int) or isinstance(day, bool) or day < 1:
            raise TextError(Msg("GURPS", "%1: must be a whole number from 1, got %2").args("battle.day", repr(day)))
        carry_in = data.get("carry", {})
        if not isinstance(carry_in, dict):
            raise TextError(Msg("GURPS", "%1: must be an object with attacker and defender lists").args("battle.carry"))
        carry = []
        for side in SIDES:
            mods = carry_in.get(side, [])
            if not isinstance(mods, list):
                raise TextError(Msg("GURPS", "%1: must be a list").args(f"battle.carry.{side}"))
            carry.append(tuple(SkillModifier.from_dict(m, f"battle.carry.{side}[{i}]") for i, m in enumerate(mods)))
        history = data.get("history", [])
        if not isinstance(history, list) or not all(isinstance(h, dict) for h in history):
            raise TextError(Msg("GURPS", "%1: must be a list of objects").args("battle.history"))
        flags = {}
        for flag in ("position_taken", "over"):
            value = data.get(flag, False)
            if not isinstance(value, bool):
                raise TextError(Msg("GURPS", "%1: must be true or false").args(f"battle.{flag}"))
            flags[flag] = value
        return cls(name, kind, Army.from_dict(data["attacker"], "battle.attacker"),
                   Army.from_dict(data["defender"], "battle.defender"), tuple(position), day,
                   (carry[0], carry[1]), tuple(dict(h) for h in history), **flags)


def effective_skills(battle: Battle, tables: Tables) -> dict[str, EffectiveSkill]:
    """Each commander's effective Strategy (or Tactics) with every modifier, before rolling."""
    total = battle.attacker.troops() + battle.defender.troops()
    position = battle.position if battle.battle_type == "defended_position" else ()
    defender_attacks = battle.battle_type == "open_field" or \
        not strategy_rules(tables).superiority_attacker_only_at_position
    return {
        "attacker": effective_strategy(battle.attacker, battle.defender, tables, total_troops=total),
        "defender": effective_strategy(battle.defender, battle.attacker, tables, defending_position=position,
                                       total_troops=total, attacking=defender_attacks),
    }


def roll_contest(battle: Battle, roller: Roller, tables: Tables, luck=(), hidden_roller: Roller | None = None
                 ) -> ContestResult:
    """Roll the day's Quick Contest. ``luck``: sides whose commanders reroll, in order (each needs Luck)."""
    if battle.over:
        raise TextError(Msg("GURPS", "%1 is over; start a new battle").args(battle.name))
    for side in luck:
        if not battle.army(side).commander.luck:
            raise TextError(Msg("GURPS", "luck: the %1's commander %2 has no Luck").args(
                side_word(side), battle.army(side).commander.name))
    skills = effective_skills(battle, tables)
    return quick_contest(skills["attacker"], skills["defender"], roller, tables, battle_type=battle.battle_type,
                         names=(battle.attacker.name, battle.defender.name), luck=luck, hidden_roller=hidden_roller)


@dataclass(frozen=True)
class DayResult:
    day: int
    contest: ContestResult
    morale: dict[str, SideMorale]
    event_texts: tuple[Text, ...]  # what happened, as messages in the GM's language
    battle_after: Battle

    @property
    def events(self) -> tuple[str, ...]:
        """What happened, in English."""
        return tuple(english_text(e) for e in self.event_texts)

    def to_dict(self) -> dict:
        return {"day": self.day, "contest": self.contest.to_dict(),
                "morale": {side: m.to_dict() for side, m in self.morale.items()},
                "events": list(self.events), "battle": self.battle_after.to_dict(),
                "battle_continues": not self.battle_after.over}


def _still_fighting(army: Army) -> bool:
    return any(u.status in ("holds", "thrown_back", "ready") for u in army.units)


def apply_result(battle: Battle, contest: ContestResult, roller: Roller, tables: Tables) -> DayResult:
    """Morale rolls for every affected unit, then the day's consequences; the input battle is untouched."""
    line = contest.result
    after = battle
    morale: dict[str, SideMorale] = {}
    events: list[Text] = [contest.summary_text(player_view=True)]
    for side in SIDES:
        effect = line.effect(side)
        mods = morale_modifiers(battle.army(side), tables, carried=battle.carried(side),
                                band_modifier=effect.morale_modifier)
        result, army = resolve_side(battle.army(side), side, effect.procedure, mods, roller, tables)
        morale[side] = result
        after = after.with_army(side, army)
        shown: list = [Msg("GURPS", "%1: %2").args(army.name, status_word(result.army_outcome))]
        if result.procedure not in ("hold",):
            shown += [Joined([u.unit, status_word(u.status)], " ") for u in result.units]
        events.append(Joined(shown, "; "))
    taken = battle.position_taken
    if battle.battle_type == "defended_position":
        if line.attacker_takes_position or not _still_fighting(after.defender):
            taken = True
            events.append(Msg("GURPS", "%1 takes the position").args(after.attacker.name))
    if line.enemy_commander_captured:
        loser = line.loser
        captive = after.army(loser).commander.name
        after = after.with_army(loser, lose_commander(capture_commander(after.army(loser)),
                                                      Msg("GURPS", "%1 captured").args(captive), tables))
        events.append(Msg("GURPS", "%1, commander of %2, is captured").args(captive, after.army(loser).name))
    if contest.winner and contest.margin_of_victory >= disaster_rules(tables).clear_victory_from:
        won = after.army(contest.winner)
        if won.lasting_morale:
            after = after.with_army(contest.winner, replace(won, lasting_morale=()))
            events.append(Msg("GURPS", "%1: a clear victory ends the morale penalty for lost commanders")
                          .args(won.name))
    carry = tuple(tuple(SkillModifier.of(rules_term(c.name), c.value) for c in line.next_day(side))
                  for side in SIDES)
    for side in SIDES:
        for m in carry[0 if side == "attacker" else 1]:
            events.append(Msg("GURPS", "%1: %2 morale tomorrow (%3)").args(after.army(side).name, signed(m.value),
                                                                           m.text))
    over = taken or not (_still_fighting(after.attacker) and _still_fighting(after.defender))
    record = {"day": battle.day, "winner": contest.winner, "margin_of_victory": contest.margin_of_victory,
              "table": line.table, "band": line.range_text, "result": line.label,
              "attacker": morale["attacker"].army_outcome, "defender": morale["defender"].army_outcome}
    after = replace(after, carry=(carry[0], carry[1]), history=battle.history + (record,), position_taken=taken,
                    over=over)
    events.append(Msg("GURPS", "The battle is over") if over else Msg("GURPS", "The armies can fight again tomorrow"))
    return DayResult(battle.day, contest, morale, tuple(events), after)


def fight_day(battle: Battle, roller: Roller, tables: Tables, luck=()) -> DayResult:
    """The whole day at once: contest (with any Luck), result row, every morale roll."""
    return apply_result(battle, roll_contest(battle, roller, tables, luck), roller, tables)


def next_day(battle: Battle, tables: Tables) -> Battle:
    """Start the next day: units still on the field are ready again; routed/retreated stay out (data)."""
    if battle.over:
        raise TextError(Msg("GURPS", "%1 is over; there is no next day").args(battle.name))
    out = multi_day_rules(tables).out_of_battle
    new = battle
    for side in SIDES:
        army = battle.army(side)
        units = [u if u.status in out else replace(u, status="ready") for u in army.units]
        new = new.with_army(side, army.with_units(units))
    return replace(new, day=battle.day + 1)


__all__ = ["Battle", "DayResult", "effective_skills", "roll_contest", "apply_result", "fight_day", "next_day",
           "other"]
