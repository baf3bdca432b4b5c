"""The Quick Contest of Strategy (or Tactics), the margin of victory and Luck."""

from __future__ import annotations

from dataclasses import dataclass, replace

from muster.i18n import Msg, Text, TextError, english_text, join
from muster.rules.dice import Roller
from muster.rules.gurps.contest_data import luck_rules
from muster.rules.gurps.results import SIDES, ResultLine, look_up
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.skill import Check, EffectiveSkill, SkillRoll, roll_against


def decide(attacker: Check, defender: Check) -> tuple[str | None, int]:
    """Winner ("attacker"/"defender"/None) and margin of victory of a Quick Contest.

    A success beats a failure; otherwise the bigger margin wins; equal is no
    winner. Criticals decide nothing. The margin of victory is the difference
    of the two margins (never below 0).
    """
    if attacker.success != defender.success:
        winner = "attacker" if attacker.success else "defender"
    elif attacker.margin != defender.margin:
        winner = "attacker" if attacker.margin > defender.margin else "defender"
    else:
        return None, 0
    win, lose = (attacker, defender) if winner == "attacker" else (defender, attacker)
    return winner, max(0, win.margin - lose.margin)


def _better(a: SkillRoll, b: SkillRoll) -> SkillRoll:
    ka = (a.check.success, a.check.margin)
    kb = (b.check.success, b.check.margin)
    return b if kb > ka else a


@dataclass(frozen=True)
class ContestSide:
    name: str
    effective: EffectiveSkill
    rolls: tuple[SkillRoll, ...]
    kept: int = 0  # index into rolls of the roll that counts
    luck_used: bool = False

    @property
    def final(self) -> SkillRoll:
        return self.rolls[self.kept]

    @property
    def hidden(self) -> bool:
        """A GM-only modifier (a seer's reading) is on this side's skill: players see none of its numbers."""
        return any(m.gm_only for m in self.effective.modifiers)

    def to_dict(self, player_view: bool = False) -> dict:
        out: dict[str, object] = {"name": self.name}
        if player_view and self.hidden:
            # neither roll, margin, outcome nor effective skill: any of them would give the secret modifier away
            out.update(skill=self.effective.to_dict(True), hidden=True, luck_used=self.luck_used)
            return out
        out.update(self.final.to_dict(player_view))
        out["luck_used"] = self.luck_used
        if self.luck_used:
            out["luck_rolls"] = [r.roll.total for r in self.rolls]
        return out


@dataclass(frozen=True)
class ContestResult:
    battle_type: str
    attacker: ContestSide
    defender: ContestSide
    winner: str | None
    margin_of_victory: int
    result: ResultLine

    def side(self, side: str) -> ContestSide:
        return self.attacker if side == "attacker" else self.defender

    @property
    def hidden(self) -> bool:
        return self.attacker.hidden or self.defender.hidden

    def to_dict(self, player_view: bool = False) -> dict:
        secret = player_view and self.hidden
        result = self.result.to_dict()
        if secret:  # the exact margin of victory and the open side's margin would give the hidden margin
            result.pop("margin_of_victory", None)
        return {
            "battle": self.battle_type,
            "attacker": self.attacker.to_dict(player_view),
            "defender": self.defender.to_dict(player_view),
            "winner": self.winner,
            **({} if secret else {"margin_of_victory": self.margin_of_victory}),
            "result": result,
            "summary": self.summary(player_view),
        }

    def summary(self, player_view: bool = False) -> str:
        """What happened, in English (the headless actions, the file); see :meth:`summary_text`."""
        return english_text(self.summary_text(player_view))

    def summary_text(self, player_view: bool = False) -> Text:
        """What happened; ``player_view`` leaves out every number of a side with GM-only modifiers, and then
        the exact margin of victory (the band is enough)."""
        secret = player_view and self.hidden
        rolled: list = []
        for cs in (self.attacker, self.defender):
            if player_view and cs.hidden:
                rolled.append(Msg("GURPS", "%1 rolled (GM only)").args(cs.name))
            else:
                f = cs.final
                rolled.append(Msg("GURPS", "%1 rolled %2 (%3)").args(cs.name, f.roll.total, f.check.words()))
        parts: list = [join(rolled, ", ")]
        if self.winner:
            name = self.side(self.winner).name
            parts.append(Msg("GURPS", "%1 wins").args(name) if secret else
                         Msg("GURPS", "%1 wins by %2").args(name, self.margin_of_victory))
        else:
            parts.append(Msg("GURPS", "no winner"))
        parts.append(result_words(self.result))
        return join(parts, "; ")


def result_words(line: ResultLine) -> Msg:
    """"A. Battle in the open field, 0-3: No clear winner" in the GM's language."""
    return Msg("GURPS", "%1, %2: %3").args(line.table_text, line.range_text, line.label_text)


def _settle(battle_type: str, attacker: ContestSide, defender: ContestSide, tables: Tables) -> ContestResult:
    winner, mov = decide(attacker.final.check, defender.final.check)
    return ContestResult(battle_type, attacker, defender, winner, mov, look_up(battle_type, winner, mov, tables))


def quick_contest(attacker: EffectiveSkill, defender: EffectiveSkill, roller: Roller, tables: Tables, *,
                  battle_type: str = "open_field", names: tuple[str, str] = ("Attacker", "Defender"),
                  luck=(), hidden_roller: Roller | None = None) -> ContestResult:
    """Roll the contest (attacker's 3d6 first), then any Luck rerolls in the order given.

    ``hidden_roller`` (same dice, kept off the public roll list) rolls for a side with GM-only modifiers."""
    sides = {}
    for key, eff, name in (("attacker", attacker, names[0]), ("defender", defender, names[1])):
        use = hidden_roller if hidden_roller is not None and any(m.gm_only for m in eff.modifiers) else roller
        sides[key] = ContestSide(name, eff, (roll_against(eff, use, Msg("GURPS", "%1 commander").args(name), tables),))
    result = _settle(battle_type, sides["attacker"], sides["defender"], tables)
    for side in luck:
        result = luck_reroll(result, side, roller, tables, hidden_roller=hidden_roller)
    return result


def luck_reroll(result: ContestResult, side: str, roller: Roller, tables: Tables,
                hidden_roller: Roller | None = None) -> ContestResult:
    """The commander of ``side`` uses Luck: extra rolls, keeping the best (or the last), per the data."""
    if side not in SIDES:
        raise TextError(Msg("GURPS", "side must be attacker or defender, got %1").args(repr(side)))
    current = result.side(side)
    if current.luck_used:
        raise TextError(Msg("GURPS", "%1 has already used Luck on this contest").args(current.name))
    luck = luck_rules(tables)
    rolls = list(current.rolls)
    use = hidden_roller if hidden_roller is not None and current.hidden else roller
    for i in range(luck.extra_rolls):
        rolls.append(roll_against(current.effective, use,
                                  Msg("GURPS", "%1 commander, Luck reroll %2").args(current.name, i + 1), tables))
    if luck.keep == "last":
        kept = len(rolls) - 1
    else:
        best = rolls[0]
        for r in rolls[1:]:
            best = _better(best, r)
        kept = rolls.index(best)
    new_side = replace(current, rolls=tuple(rolls), kept=kept, luck_used=True)
    a = new_side if side == "attacker" else result.attacker
    d = new_side if side == "defender" else result.defender
    return _settle(result.battle_type, a, d, tables)
