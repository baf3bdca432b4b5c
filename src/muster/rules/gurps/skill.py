"""GURPS success rolls: 3d6 at or under effective skill, margins and criticals."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from muster.rules import dice
from muster.rules.dice import Roll, Roller


@dataclass(frozen=True)
class SkillModifier:
    """One named adjustment to an effective skill (``gm_only`` ones stay off player views)."""

    name: str
    value: int
    gm_only: bool = False

    def to_dict(self) -> dict:
        out = {"name": self.name, "value": self.value}
        if self.gm_only:
            out["gm_only"] = True
        return out

    @classmethod
    def from_dict(cls, data, path: str = "modifier") -> "SkillModifier":
        if not isinstance(data, dict):
            raise ValueError(f"{path}: expected an object with name and value")
        name = data.get("name")
        value = data.get("value")
        if not isinstance(name, str) or not name:
            raise ValueError(f"{path}.name: must be non-empty text")
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{path}.value: must be a whole number, got {value!r}")
        gm_only = data.get("gm_only", False)
        if not isinstance(gm_only, bool):
            raise ValueError(f"{path}.gm_only: must be true or false")
        return cls(name, value, gm_only)


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
        mods = [m for m in self.modifiers if not (player_view and m.gm_only)]
        text = f"{self.skill.capitalize()} {self.base}" + "".join(f" {m.value:+d} {m.name}" for m in mods)
        if player_view and len(mods) != len(self.modifiers):
            return text + " + hidden modifiers"
        return f"{text} = {self.total}"

    def to_dict(self, player_view: bool = False) -> dict:
        mods = [m for m in self.modifiers if not (player_view and m.gm_only)]
        hidden = len(mods) != len(self.modifiers)
        return {"skill": self.skill, "base": self.base, "modifiers": [m.to_dict() for m in mods],
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


def _words(check: Check) -> str:
    kind = ("critical " if check.critical else "") + ("success" if check.success else "failure")
    by = check.margin if check.success else -check.margin
    return f"{kind} by {by}"


def judge(skill: int, roll: int, tables: dict) -> Check:
    """Success, margin (skill - roll) and criticals of a 3d6 total against ``skill``.

    NOTES.md section 5: a roll that always fails (17-18) has a margin of at most -1 whatever the skill,
    and one that always succeeds (3-4) a margin of at least 0, so the margins bound a Quick Contest.
    """
    sr = tables["success_roll"]
    if roll <= sr["always_succeed_max"]:
        success = True
    elif roll >= sr["always_fail_min"]:
        success = False
    else:
        success = roll <= skill
    cs, cf = sr["critical_success"], sr["critical_failure"]
    critical = None
    if success and (roll <= cs["always_max"] or any(roll == r["roll"] and skill >= r["min_skill"] for r in cs["extra"])):
        critical = "success"
    elif not success and (roll >= cf["always_min"] or roll - skill >= cf["fail_by"]
                          or any(roll == r["roll"] and skill <= r["max_skill"] for r in cf["extra"])):
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


def roll_against(effective: EffectiveSkill, roller: Roller, who: str, tables: dict) -> SkillRoll:
    """Roll 3d6 against ``effective``; the purpose names who, the skill and its breakdown."""
    notation = tables["success_roll"]["dice"]
    purpose = f"{who}: {effective.skill} roll, 3d6 at or under {effective.describe(player_view=True)}"
    roll = roller.roll(notation, purpose)
    return SkillRoll(effective, roll, judge(effective.total, roll.total, tables))


def roll_distribution(tables: dict) -> dict[int, int]:
    return dice.distribution(tables["success_roll"]["dice"])


def success_chance(skill: int, tables: dict) -> Fraction:
    dist = roll_distribution(tables)
    ways = sum(w for r, w in dist.items() if judge(skill, r, tables).success)
    return Fraction(ways, sum(dist.values()))
