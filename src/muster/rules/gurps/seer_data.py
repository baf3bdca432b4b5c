"""The GURPS seer's rules typed: ``SeerRules.from_dict`` checks ``seer`` of ``resources/rules/gurps.json`` (the
Strategy a reading gives, whose Strategy counts on a failure by the commander's trust, how an average rounds) and
builds it in one pass, with errors that name the field path; ``seer_rules(tables)`` gives it for validated data.
"""

from __future__ import annotations

from dataclasses import dataclass

from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field

TRUSTS = ("normal", "believes", "rejects")


@dataclass(frozen=True)
class SeerRules:
    success_bonus: int
    critical_success_bonus: int
    success_if_rejected: int
    failure: tuple[tuple[str, str], ...]  # (trust, "average", "seer" or "commander")
    average_rounding: str  # down, up or nearest

    def on_failure(self, trust: str) -> str:
        """Whose Strategy counts when the reading fails and the commander's trust is ``trust``."""
        return next(use for who, use in self.failure if who == trust)

    @classmethod
    def from_dict(cls, data: dict, name: str) -> SeerRules:
        path = f"{name}.seer"
        seer = field(data, "seer", name, dict)
        bonus = field(seer, "success_bonus", path, int)
        critical = field(seer, "critical_success_bonus", path, int)
        rejected = field(seer, "success_if_rejected", path, int)
        failure = field(seer, "failure", path, dict)
        for trust in TRUSTS:
            if field(failure, trust, f"{path}.failure", str) not in ("average", "seer", "commander"):
                raise RulesDataError(f"{path}.failure.{trust}", "must be average, seer or commander")
        if field(seer, "average_rounding", path, str) not in ("down", "up", "nearest"):
            raise RulesDataError(f"{path}.average_rounding", "must be down, up or nearest")
        return cls(bonus, critical, rejected, tuple((t, failure[t]) for t in TRUSTS), seer["average_rounding"])


#: the typed ``seer`` rules of validated rules data, built once and remembered
seer_rules: Section[SeerRules] = Section(lambda t: t.seer)
