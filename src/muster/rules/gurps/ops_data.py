"""The GURPS special operations (``special_operations``: team sizes, missions, security), checked and built in one
pass with the validator's errors and paths; ``ops_rules(tables)`` gives them typed, built once per validated data."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, check_bands, field, items

SKILLS = ("strategy", "tactics", "stealth")
MISSION_KINDS = ("reconnaissance", "assassination")


@dataclass(frozen=True)
class TeamBand:
    """A team of ``min``..``max`` (None: open-ended) people: ``modifier``."""

    min: int
    max: int | None
    modifier: int


@dataclass(frozen=True)
class MissionRules:
    """A mission's skill, roll modifier and effects (reconnaissance: the Strategy bonuses; assassination: the enemy's
    morale)."""

    kind: str
    label: str
    skill: str
    roll_modifier: int
    strategy_bonus: int = 0
    strategy_bonus_many: int = 0
    enemy_morale_on_failure: int = 0
    enemy_morale_on_public_execution: int = 0
    enemy_morale_on_success: int = 0


def _size_bands(bands: list, path: str) -> tuple[TeamBand, ...]:
    check_bands(bands, path, lo=1)
    if bands[-1].get("max") is not None:
        raise RulesDataError(f"{path}[{len(bands) - 1}].max", "the last band must be open-ended (null)")
    return tuple(TeamBand(b["min"], b.get("max"), field(b, "modifier", f"{path}[{i}]", int))
                 for i, b in enumerate(bands))


def _missions(ops: dict, path: str) -> Mapping[str, MissionRules]:
    missions = field(ops, "missions", path, dict)
    for mission in MISSION_KINDS:
        here = f"{path}.missions.{mission}"
        m = field(missions, mission, f"{path}.missions", dict)
        if field(m, "skill", here, str) not in SKILLS:
            raise RulesDataError(f"{here}.skill", f"must be one of {', '.join(SKILLS)}")
        field(m, "roll_modifier", here, int)
    rec, ass = missions["reconnaissance"], missions["assassination"]
    rpath, apath = f"{path}.missions.reconnaissance", f"{path}.missions.assassination"
    bonus, many = field(rec, "strategy_bonus", rpath, int), field(rec, "strategy_bonus_many", rpath, int)
    failure, public, success = (field(ass, key, apath, int) for key in (
        "enemy_morale_on_failure", "enemy_morale_on_public_execution", "enemy_morale_on_success"))
    return MappingProxyType({
        "reconnaissance": MissionRules("reconnaissance", rec.get("label", "Reconnaissance"), rec["skill"],
                                       rec["roll_modifier"], strategy_bonus=bonus, strategy_bonus_many=many),
        "assassination": MissionRules("assassination", ass.get("label", "Assassination"), ass["skill"],
                                      ass["roll_modifier"], enemy_morale_on_failure=failure,
                                      enemy_morale_on_public_execution=public, enemy_morale_on_success=success)})


@dataclass(frozen=True)
class OpsRules:
    security_skill: str
    ties_go_to: str  # security or mission
    many_commandos_from: int
    team_size: Mapping[str, tuple[TeamBand, ...]]  # covert, security
    missions: Mapping[str, MissionRules]  # reconnaissance, assassination

    def team_modifier(self, team: int, kind: str) -> int:
        """The team-size modifier of a ``covert`` (mission) or ``security`` team of ``team``."""
        for band in self.team_size[kind]:
            if team >= band.min and (band.max is None or team <= band.max):
                return band.modifier
        raise LookupError(f"no band covers {team}")

    @classmethod
    def from_dict(cls, data: dict, name: str) -> OpsRules:
        path = f"{name}.special_operations"
        ops = field(data, "special_operations", name, dict)
        security = field(ops, "security_skill", path, str)
        if security not in SKILLS:
            raise RulesDataError(f"{path}.security_skill", f"must be one of {', '.join(SKILLS)}")
        ties = field(ops, "ties_go_to", path, str)
        if ties not in ("security", "mission"):
            raise RulesDataError(f"{path}.ties_go_to", "must be security or mission")
        many = field(ops, "many_commandos_from", path, int)
        if many < 1:
            raise RulesDataError(f"{path}.many_commandos_from", "must be at least 1")
        sizes = field(ops, "team_size", path, dict)
        bands = {kind: _size_bands(items(sizes, kind, f"{path}.team_size"), f"{path}.team_size.{kind}")
                 for kind in ("covert", "security")}
        return cls(security, ties, many, MappingProxyType(bands), _missions(ops, path))


#: the typed special operations of validated rules data, built once and remembered
ops_rules: Section[OpsRules] = Section(lambda t: t.ops)
