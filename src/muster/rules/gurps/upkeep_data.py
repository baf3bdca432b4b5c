"""The GURPS upkeep rules (``upkeep``: pay, extra pay, missed pay, treachery, experience rounding), checked and built
in one pass with the validator's errors and paths; ``upkeep_rules(tables)`` gives them typed, built once per validated
data."""

from __future__ import annotations

from dataclasses import dataclass

from muster.rules.gurps.checks import choice, number
from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field, items

ROUNDING = ("down", "up", "nearest")


@dataclass(frozen=True)
class ExtraPay:
    """Paid ``min_percent`` or more over normal pay: ``morale`` next month."""

    min_percent: float
    morale: int


@dataclass(frozen=True)
class MissedPay:
    morale_cap: int
    capped_qualities: tuple[str, ...]  # quality keys whose Morale counts at most ``morale_cap``
    recovery_every_days: int
    failure_morale: int | None  # None: the book's number, not entered
    failure_morale_suggested: int
    days_to_next_pay: int


@dataclass(frozen=True)
class Treachery:
    success: int
    failure: int


@dataclass(frozen=True)
class UpkeepRules:
    pay_percent: float
    extra_pay: tuple[ExtraPay, ...]
    missed_pay: MissedPay
    treachery: Treachery
    experience_rounding: str

    @classmethod
    def from_dict(cls, data: dict, name: str, quality_keys: set[str]) -> UpkeepRules:
        path = f"{name}.upkeep"
        up = field(data, "upkeep", name, dict)
        pay = number(field(up, "pay_percent", path, (int, float)), f"{path}.pay_percent", nullable=False, lo=0)
        previous = -1
        extra = []
        for i, row in enumerate(items(up, "extra_pay", path)):
            here = f"{path}.extra_pay[{i}]"
            low = number(field(row, "min_percent", here, (int, float)), f"{here}.min_percent", nullable=False, lo=0)
            if low <= previous:
                raise RulesDataError(f"{here}.min_percent", "must grow down the table")
            previous = low
            extra.append(ExtraPay(low, field(row, "morale", here, int)))
        missed = _missed_pay(up, path, quality_keys)
        tre = field(up, "treachery", path, dict)
        treachery = Treachery(field(tre, "success", f"{path}.treachery", int),
                              field(tre, "failure", f"{path}.treachery", int))
        return cls(pay, tuple(extra), missed, treachery, choice(up, "experience_rounding", path, ROUNDING))


def _missed_pay(up: dict, path: str, quality_keys: set[str]) -> MissedPay:
    missed = field(up, "missed_pay", path, dict)
    mpath = f"{path}.missed_pay"
    cap = number(field(missed, "morale_cap", mpath, int), f"{mpath}.morale_cap", nullable=False, lo=0, whole=True)
    caps = field(missed, "capped_qualities", mpath, list)
    for i, key in enumerate(caps):
        if key not in quality_keys:
            raise RulesDataError(f"{mpath}.capped_qualities[{i}]", f"must be a quality key, got {key!r}")
    every = number(field(missed, "recovery_every_days", mpath, int), f"{mpath}.recovery_every_days", nullable=False,
                   lo=1, whole=True)
    failure = number(missed.get("failure_morale"), f"{mpath}.failure_morale", whole=True)
    suggested = number(field(missed, "failure_morale_suggested", mpath, int), f"{mpath}.failure_morale_suggested",
                       nullable=False, whole=True)
    days = number(field(missed, "days_to_next_pay", mpath, int), f"{mpath}.days_to_next_pay", nullable=False, lo=1,
                  whole=True)
    return MissedPay(cap, tuple(caps), every, failure, suggested, days)


#: the typed upkeep rules of validated rules data, built once and remembered
upkeep_rules: Section[UpkeepRules] = Section(lambda t: t.upkeep)
