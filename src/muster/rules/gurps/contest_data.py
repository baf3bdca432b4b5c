"""The GURPS contest's rules typed: ``ContestRules.from_dict`` (``contest``: which skill, Tactics for small battles,
who a tie favours at a defended position) and ``LuckRules.from_dict`` (``luck``: extra rolls, which one is kept)
check their section of ``resources/rules/gurps.json`` and build it in one pass, with errors that name the field path
(``gurps.luck.keep``); ``contest_rules(tables)`` and ``luck_rules(tables)`` give them for validated data, built once.
"""

from __future__ import annotations

from dataclasses import dataclass

from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field


@dataclass(frozen=True)
class ContestRules:
    skill: str  # strategy or tactics
    small_battle_skill: str
    small_battle_below: int  # troops
    tie_in_defended_position: str  # defender or attacker

    @classmethod
    def from_dict(cls, data: dict, name: str) -> ContestRules:
        path = f"{name}.contest"
        c = field(data, "contest", name, dict)
        for key in ("skill", "small_battle_skill"):
            if field(c, key, path, str) not in ("strategy", "tactics"):
                raise RulesDataError(f"{path}.{key}", "must be strategy or tactics")
        below = field(c, "small_battle_below", path, int)
        if below < 0:
            raise RulesDataError(f"{path}.small_battle_below", f"must not be negative, got {below}")
        if field(c, "tie_in_defended_position", path, str) not in ("defender", "attacker"):
            raise RulesDataError(f"{path}.tie_in_defended_position", "must be defender or attacker")
        return cls(c["skill"], c["small_battle_skill"], below, c["tie_in_defended_position"])


@dataclass(frozen=True)
class LuckRules:
    extra_rolls: int
    keep: str  # best or last

    @classmethod
    def from_dict(cls, data: dict, name: str) -> LuckRules:
        path = f"{name}.luck"
        luck = field(data, "luck", name, dict)
        if field(luck, "extra_rolls", path, int) < 1:
            raise RulesDataError(f"{path}.extra_rolls", "must be at least 1")
        if field(luck, "keep", path, str) not in ("best", "last"):
            raise RulesDataError(f"{path}.keep", "must be best or last")
        return cls(luck["extra_rolls"], luck["keep"])


#: the typed ``contest`` and ``luck`` rules of validated rules data, built once and remembered
contest_rules: Section[ContestRules] = Section(lambda t: t.contest)
luck_rules: Section[LuckRules] = Section(lambda t: t.luck)
