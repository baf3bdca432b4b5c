"""GURPS success rolls: 3d6 at or under effective skill, margins and criticals."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from muster.i18n import Joined, Msg, Text, TextError, english_text, from_data, render, to_data
from muster.rules import dice
from muster.rules.dice import Roll, Roller
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.success_data import success_rules
from muster.rules.gurps.words import check_words, signed, skill_name


@dataclass(frozen=True)
class SkillModifier:
    """One named adjustment to an effective skill (``gm_only`` ones stay off player views).

    ``name`` is the English name (what the file and the headless actions keep, and what the rules compare);
    ``msg`` the same name as a message in the GM's language when the rules wrote it (``None``: the GM's own
    name, shown as typed). ``to_dict(msg=True)`` keeps the message for the campaign file."""

    name: str
    value: int
    gm_only: bool = False
    msg: Any = field(default=None, compare=False)

    @classmethod
    def of(cls, name: Text, value: int, gm_only: bool = False) -> "SkillModifier":
        """A modifier named by a message (or by the GM's own text)."""
        if isinstance(name, str):
            return cls(name, value, gm_only)
        return cls(english_text(name), value, gm_only, name)

    @property
    def label(self) -> str:
        """The name in the GM's language."""
        return render(self.msg) if self.msg is not None else self.name

    @property
    def text(self) -> Text:
        """The name as a message (or the GM's own text)."""
        return self.msg if self.msg is not None else self.name

    def to_dict(self, msg: bool = False) -> dict:
        out: dict = {"name": self.name, "value": self.value}
        if self.gm_only:
            out["gm_only"] = True
        if msg and self.msg is not None:
            out["msg"] = to_data(self.msg)
        return out

    @classmethod
    def from_dict(cls, data, path: str = "modifier") -> "SkillModifier":
        if not isinstance(data, dict):
            raise TextError(Msg("GURPS", "%1: expected an object with name and value").args(path))
        name = data.get("name")
        value = data.get("value")
        if not isinstance(name, str) or not name:
            raise TextError(Msg("GURPS", "%1: must be non-empty text").args(f"{path}.name"))
        if not isinstance(value, int) or isinstance(value, bool):
            raise TextError(Msg("GURPS", "%1: must be a whole number, got %2").args(f"{path}.value", repr(value)))
        gm_only = data.get("gm_only", False)
        if not isinstance(gm_only, bool):
            raise TextError(Msg("GURPS", "%1: must be true or false").args(f"{path}.gm_only"))
        msg = data.get("msg")
        return cls(name, value, gm_only, None if msg is None else from_data(msg))


@dataclass(frozen=True)
class EffectiveSkill:
    """A base skill and every modifier on it."""

    skill: str
    base: int
    modifiers: tuple[SkillModifier, ...] = ()

    @property
    def total(self) -> int:
        return self.base + sum(m.value for m in self.modifiers)

    def describe(self, player_view: bool = False) -> str:
        """The working in English (the dice purposes keep ``describe_text`` as data)."""
        return english_text(self.describe_text(player_view))

    def describe_text(self, player_view: bool = False) -> Text:
        """"Strategy 12 +4 Troop Strength ... = 16", in the GM's language when shown."""
        mods = [m for m in self.modifiers if not (player_view and m.gm_only)]
        parts: list = [Joined([skill_name(self.skill), self.base], " ")]
        parts += [Joined([signed(m.value), m.text], " ") for m in mods]
        text = Joined(parts, " ")
        if player_view and len(mods) != len(self.modifiers):
            return Msg("GURPS", "%1 + hidden modifiers").args(text)
        return Msg("GURPS", "%1 = %2").args(text, self.total)

    def to_dict(self, player_view: bool = False, msg: bool = False) -> dict:
        mods = [m for m in self.modifiers if not (player_view and m.gm_only)]
        hidden = len(mods) != len(self.modifiers)
        return {"skill": self.skill, "base": self.base, "modifiers": [m.to_dict(msg) for m in mods],
                "effective": None if hidden else self.total, **({"hidden_modifiers": True} if hidden else {})}


@dataclass(frozen=True)
class Check:
    """How one 3d6 roll fares against an effective skill."""

    skill: int
    roll: int
    success: bool
    margin: int
    critical: str | None  # "success", "failure" or None

    def to_dict(self) -> dict:
        return {"effective_skill": self.skill, "roll": self.roll, "success": self.success,
                "margin": self.margin, "critical": self.critical,
                "outcome": _words(self)}

    def words(self) -> Msg:
        """"success by 4", "critical failure by 3" in the GM's language."""
        return check_words(self.success, self.critical, self.margin)


def _words(check: Check) -> str:
    return english_text(check.words())


def judge(skill: int, roll: int, tables: Tables) -> Check:
    """Success, margin (skill - roll) and criticals of a 3d6 total against ``skill``.

    NOTES.md section 5: a roll that always fails (17-18) has a margin of at most -1 whatever the skill,
    and one that always succeeds (3-4) a margin of at least 0, so the margins bound a Quick Contest.
    """
    sr = success_rules(tables)
    if roll <= sr.always_succeed_max:
        success = True
    elif roll >= sr.always_fail_min:
        success = False
    else:
        success = roll <= skill
    critical = None
    if success and (roll <= sr.critical_success_max
                    or any(roll == r.roll and skill >= r.skill for r in sr.critical_success_extra)):
        critical = "success"
    elif not success and (roll >= sr.critical_failure_min or roll - skill >= sr.critical_failure_by
                          or any(roll == r.roll and skill <= r.skill for r in sr.critical_failure_extra)):
        critical = "failure"
    margin = skill - roll
    margin = max(0, margin) if success else min(-1, margin)
    return Check(skill, roll, success, margin, critical)


@dataclass(frozen=True)
class SkillRoll:
    """A rolled success roll: the effective skill, the dice and the verdict."""

    effective: EffectiveSkill
    roll: Roll
    check: Check

    def to_dict(self, player_view: bool = False) -> dict:
        out = {"skill": self.effective.to_dict(player_view), "roll": self.roll.total, "faces": list(self.roll.faces)}
        out.update({k: v for k, v in self.check.to_dict().items() if k != "roll"})
        if player_view and self.effective.to_dict(True).get("hidden_modifiers"):
            out["effective_skill"] = None
            out["margin"] = None
        return out


#: the purpose of a success roll, by skill: "Red commander: strategy roll, 3d6 at or under Strategy 12 = 12"
SKILL_ROLLS = {
    "strategy": Msg("GURPS", "%1: strategy roll, 3d6 at or under %2"),
    "tactics": Msg("GURPS", "%1: tactics roll, 3d6 at or under %2"),
    "stealth": Msg("GURPS", "%1: stealth roll, 3d6 at or under %2"),
    "morale": Msg("GURPS", "%1: morale roll, 3d6 at or under %2"),
    "divination": Msg("GURPS", "%1: divination roll, 3d6 at or under %2"),
    "combat": Msg("GURPS", "%1: combat roll, 3d6 at or under %2"),
}


def roll_purpose(effective: EffectiveSkill, who: Text) -> Text:
    """Why a success roll is made, kept as data: who rolls, the skill and its breakdown (player view: GM-only
    modifiers stay hidden), each modifier's name and the Troop Strength figures shown in the GM's language."""
    working = effective.describe_text(player_view=True)
    if effective.skill in SKILL_ROLLS:
        return SKILL_ROLLS[effective.skill].args(who, working)
    return Msg("GURPS", "%1: %2 roll, 3d6 at or under %3").args(who, effective.skill, working)


def roll_against(effective: EffectiveSkill, roller: Roller, who: Text, tables: Tables) -> SkillRoll:
    """Roll 3d6 against ``effective``; the purpose (a message) names who, the skill and its breakdown."""
    notation = success_rules(tables).dice
    roll = roller.roll(notation, roll_purpose(effective, who))
    return SkillRoll(effective, roll, judge(effective.total, roll.total, tables))


def roll_distribution(tables: Tables) -> dict[int, int]:
    return dice.distribution(success_rules(tables).dice)


def success_chance(skill: int, tables: Tables) -> Fraction:
    dist = roll_distribution(tables)
    ways = sum(w for r, w in dist.items() if judge(skill, r, tables).success)
    return Fraction(ways, sum(dist.values()))
