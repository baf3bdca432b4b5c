"""The GURPS Strategy modifiers typed: ``StrategyRules.from_dict`` checks ``strategy_modifiers`` (the Troop Strength
ratio table, past 10:1, tech level, defensive works), ``morale_modifiers`` and ``special_unit_superiority`` of
``resources/rules/gurps.json`` and builds them in one pass, with errors that name the field path;
``strategy_rules(tables)`` gives them for validated data.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field, items


@dataclass(frozen=True)
class NamedModifier:
    """A row of a named-modifier list: its key, its label (a rules term) and its bonus or value."""

    key: str
    label: str
    value: int


@dataclass(frozen=True)
class RatioRow:
    """A row of the force-ratio table: the bonus up to ``up_to`` (numerator, denominator; None: the open last row)."""

    bonus: int
    up_to: tuple[int, int] | None

    @property
    def top(self) -> Fraction | None:
        return None if self.up_to is None else Fraction(*self.up_to)


@dataclass(frozen=True)
class BeyondTen:
    """Past 10:1, with a tech-level lead over ``tl_lead_over``: ``bonus`` for each further ``every``:1."""

    tl_lead_over: int
    every: int
    bonus: int


@dataclass(frozen=True)
class StrategyRules:
    troop_strength: tuple[RatioRow, ...]
    beyond_ten: BeyondTen
    tl_per_level: int
    tl_plus: int
    defensive_position: tuple[NamedModifier, ...]
    morale_modifiers: tuple[NamedModifier, ...]
    superiority: tuple[NamedModifier, ...]
    superiority_attacker_only_at_position: bool

    @classmethod
    def from_dict(cls, data: dict, name: str) -> StrategyRules:
        path = f"{name}.strategy_modifiers"
        sm = field(data, "strategy_modifiers", name, dict)
        rows = _ratio_rows(items(sm, "troop_strength", path), f"{path}.troop_strength")
        beyond = field(sm, "beyond_ten", path, dict)
        tl_lead_over, every, bonus = (_nonneg(beyond, key, f"{path}.beyond_ten")
                                      for key in ("tl_lead_over", "every", "bonus"))
        if every < 1:
            raise RulesDataError(f"{path}.beyond_ten.every", "must be at least 1")
        tl = field(sm, "tech_level", path, dict)
        per_level = field(tl, "per_level", f"{path}.tech_level", int)
        plus = field(tl, "plus", f"{path}.tech_level", int)
        position = _modifier_list(items(sm, "defensive_position", path), f"{path}.defensive_position", "bonus")
        morale = _modifier_list(items(data, "morale_modifiers", name), f"{name}.morale_modifiers")
        sus = field(data, "special_unit_superiority", name, dict)
        superiority = _modifier_list(field(sus, "rows", f"{name}.special_unit_superiority", list),
                                     f"{name}.special_unit_superiority.rows", "bonus")
        attacker_only = field(sus, "attacker_only_at_position", f"{name}.special_unit_superiority", bool)
        return cls(rows, BeyondTen(tl_lead_over, every, bonus), per_level, plus, position, morale, superiority,
                   attacker_only)


def _nonneg(data: dict, key: str, path: str) -> int:
    value = field(data, key, path, int)
    if value < 0:
        raise RulesDataError(f"{path}.{key}", f"must not be negative, got {value}")
    return value


def _modifier_list(entries: list, path: str, value_key: str = "value") -> tuple[NamedModifier, ...]:
    seen = set()
    out = []
    for i, entry in enumerate(entries):
        here = f"{path}[{i}]"
        key = field(entry, "key", here, str)
        if not key or key in seen:
            raise RulesDataError(f"{here}.key", f"must be a unique non-empty key, got {key!r}")
        seen.add(key)
        out.append(NamedModifier(key, field(entry, "label", here, str), field(entry, value_key, here, int)))
    return tuple(out)


def _fraction(value: object, path: str) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in value)):
        raise RulesDataError(path, "must be [numerator, denominator] whole numbers above 0, e.g. [7, 5]; "
                                   f"got {value!r}")
    return value[0], value[1]


def _ratio_rows(rows: list, path: str) -> tuple[RatioRow, ...]:
    previous = 0.0
    out = []
    for i, row in enumerate(rows):
        here = f"{path}[{i}]"
        bonus = field(row, "bonus", here, int)
        if row.get("up_to") is None:
            if i != len(rows) - 1:
                raise RulesDataError(f"{here}.up_to", "only the last row may be open (null)")
            out.append(RatioRow(bonus, None))
            continue
        up_to = _fraction(row["up_to"], f"{here}.up_to")
        value = up_to[0] / up_to[1]
        if value < 1 or value <= previous:
            raise RulesDataError(f"{here}.up_to", "ratios must be 1 or more and increase down the table")
        previous = value
        out.append(RatioRow(bonus, up_to))
    if rows[-1].get("up_to") is not None:
        raise RulesDataError(f"{path}[{len(rows) - 1}].up_to", "the last row must be open (null)")
    return tuple(out)


#: the typed Strategy-modifier rules of validated rules data, built once and remembered
strategy_rules: Section[StrategyRules] = Section(lambda t: t.strategy)
