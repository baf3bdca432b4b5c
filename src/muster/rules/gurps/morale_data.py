"""The GURPS morale and multi-day rules typed: ``MoraleRules.from_dict`` (``morale``: the failure margin that routs,
how "half the army" is counted) and ``MultiDayRules.from_dict`` (``multi_day``: the statuses that take a unit out
of the battle) check their section of ``resources/rules/gurps.json`` and build it in one pass, with errors that name
the field path; ``morale_rules(tables)`` and ``multi_day_rules(tables)`` give them for validated data, built once.
"""

from __future__ import annotations

from dataclasses import dataclass

from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field

STATUSES = ("ready", "holds", "thrown_back", "retreated", "routed")


@dataclass(frozen=True)
class MoraleRules:
    rout_on_failure_by: int
    half_by: str  # troops or units

    @classmethod
    def from_dict(cls, data: dict, name: str) -> MoraleRules:
        path = f"{name}.morale"
        morale = field(data, "morale", name, dict)
        if field(morale, "rout_on_failure_by", path, int) < 1:
            raise RulesDataError(f"{path}.rout_on_failure_by", "must be at least 1")
        if field(morale, "half_by", path, str) not in ("troops", "units"):
            raise RulesDataError(f"{path}.half_by", "must be troops or units")
        return cls(morale["rout_on_failure_by"], morale["half_by"])


@dataclass(frozen=True)
class MultiDayRules:
    out_of_battle: frozenset[str]

    @classmethod
    def from_dict(cls, data: dict, name: str) -> MultiDayRules:
        path = f"{name}.multi_day"
        md = field(data, "multi_day", name, dict)
        out = field(md, "out_of_battle", path, list)
        for i, status in enumerate(out):
            if status not in STATUSES:
                raise RulesDataError(f"{path}.out_of_battle[{i}]", f"must be one of {', '.join(STATUSES)}")
        return cls(frozenset(out))


#: the typed ``morale`` and ``multi_day`` rules of validated rules data, built once and remembered
morale_rules: Section[MoraleRules] = Section(lambda t: t.morale)
multi_day_rules: Section[MultiDayRules] = Section(lambda t: t.multi_day)
