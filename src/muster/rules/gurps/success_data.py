"""The GURPS success roll typed: ``SuccessRoll.from_dict(data, path)`` checks ``success_roll`` of
``resources/rules/gurps.json`` (3d6, the automatic successes and failures, the critical rows) and builds it in one
pass, with errors that name the field path (``gurps.success_roll.critical_failure.fail_by``); ``success_rules(tables)``
gives it for validated data, built once (``skill.judge`` reads it on every roll of the exact odds).
"""

from __future__ import annotations

from dataclasses import dataclass

from muster.rules import dice
from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field


def _roll(value: int, path: str) -> int:
    if value < 3 or value > 18:
        raise RulesDataError(path, f"must be a 3d6 total (3-18), got {value}")
    return value


@dataclass(frozen=True)
class CriticalRow:
    """An extra critical: this roll is critical for skills at least (success) or at most (failure) ``skill``."""

    roll: int
    skill: int


@dataclass(frozen=True)
class SuccessRoll:
    dice: str
    always_succeed_max: int
    always_fail_min: int
    critical_success_max: int
    critical_success_extra: tuple[CriticalRow, ...]
    critical_failure_min: int
    critical_failure_extra: tuple[CriticalRow, ...]
    critical_failure_by: int

    @classmethod
    def from_dict(cls, data: dict, name: str) -> SuccessRoll:
        """``success_roll`` of the rules data ``data`` (named ``name`` in errors), checked and built."""
        path = f"{name}.success_roll"
        sr = field(data, "success_roll", name, dict)
        notation = field(sr, "dice", path, str)
        try:
            spec = dice.parse(notation)
        except dice.DiceError as exc:
            raise RulesDataError(f"{path}.dice", str(exc)) from None
        if (spec.count, spec.sides, spec.bonus) != (3, 6, 0):
            raise RulesDataError(f"{path}.dice", f"GURPS rolls 3d6, got {notation}")
        succeed = _roll(field(sr, "always_succeed_max", path, int), f"{path}.always_succeed_max")
        fail = _roll(field(sr, "always_fail_min", path, int), f"{path}.always_fail_min")
        if succeed >= fail:
            raise RulesDataError(f"{path}.always_fail_min", "must be above always_succeed_max")
        cs = field(sr, "critical_success", path, dict)
        cs_max = _roll(field(cs, "always_max", f"{path}.critical_success", int), f"{path}.critical_success.always_max")
        cs_extra = []
        for i, row in enumerate(field(cs, "extra", f"{path}.critical_success", list)):
            here = f"{path}.critical_success.extra[{i}]"
            cs_extra.append(CriticalRow(_roll(field(row, "roll", here, int), f"{here}.roll"),
                                        field(row, "min_skill", here, int)))
        cf = field(sr, "critical_failure", path, dict)
        cf_min = _roll(field(cf, "always_min", f"{path}.critical_failure", int),
                       f"{path}.critical_failure.always_min")
        cf_extra = []
        for i, row in enumerate(field(cf, "extra", f"{path}.critical_failure", list)):
            here = f"{path}.critical_failure.extra[{i}]"
            cf_extra.append(CriticalRow(_roll(field(row, "roll", here, int), f"{here}.roll"),
                                        field(row, "max_skill", here, int)))
        fail_by = field(cf, "fail_by", f"{path}.critical_failure", int)
        if fail_by < 1:
            raise RulesDataError(f"{path}.critical_failure.fail_by", "must be at least 1")
        return cls(notation, succeed, fail, cs_max, tuple(cs_extra), cf_min, tuple(cf_extra), fail_by)


#: the typed success roll of validated rules data, built once and remembered
success_rules: Section[SuccessRoll] = Section(lambda t: t.success)
