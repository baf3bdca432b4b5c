"""The GURPS Troop Strength rules (``troop_strength``) typed: ``TroopStrengthRules.from_dict``.

Tables whose numbers were not retrieved ship empty or with ``null`` cells (``enter_from_book``); a
``null`` is always allowed where the GM has yet to enter a number, and every number given is checked.
"""

from __future__ import annotations

from dataclasses import dataclass

from muster.rules.gurps.checks import choice as _choice
from muster.rules.gurps.checks import keys as _keys
from muster.rules.gurps.checks import number as _number
from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field

ROUNDING = ("down", "up", "nearest")


@dataclass(frozen=True)
class Racial:
    """The racial modifier: half (by ``divisor``) of the weighted ST, Super Strength, HT and extra HP."""

    st_weight: float
    ht_weight: float
    hp_weight: float
    super_strength: float
    divisor: int
    minimum_base: float  # the TS per man never goes below it


@dataclass(frozen=True)
class SpecialWeapon:
    """A special weapon's row: its key, label, TS, and the troop type whose trooper it adds (or None)."""

    key: str
    label: str
    ts: float
    plus_trooper: str | None = None


@dataclass(frozen=True)
class TroopStrengthRules:
    racial: Racial
    racial_rounding: str  # down, up or nearest
    no_stirrups_per_man: float
    fallback_per_man: float
    special: tuple[SpecialWeapon, ...]
    special_per_item: bool
    quality_multiplies_special: bool

    @classmethod
    def from_dict(cls, data: dict, name: str, troop_keys: set[str]) -> TroopStrengthRules:
        """``troop_strength`` checked and built; ``troop_keys`` the troop types' keys a special weapon may add."""
        path = f"{name}.troop_strength"
        ts = field(data, "troop_strength", name, dict)
        racial = field(ts, "racial", path, dict)
        st, ht, hp, sup = (_number(field(racial, key, f"{path}.racial", (int, float)), f"{path}.racial.{key}",
                                   nullable=False) for key in ("st_weight", "ht_weight", "hp_weight", "super_strength"))
        divisor = _number(field(racial, "divisor", f"{path}.racial", int), f"{path}.racial.divisor", nullable=False,
                          lo=1, whole=True)
        minimum = _number(field(racial, "minimum_base", f"{path}.racial", (int, float)), f"{path}.racial.minimum_base",
                          nullable=False, lo=0)
        rounding = _choice(ts, "racial_rounding", path, ROUNDING)
        stirrups = _number(field(ts, "no_stirrups_per_man", path, (int, float)), f"{path}.no_stirrups_per_man",
                           nullable=False)
        fallback = field(ts, "fallback", path, dict)
        per_man = _number(field(fallback, "per_man", f"{path}.fallback", (int, float)), f"{path}.fallback.per_man",
                          nullable=False, lo=0)
        special = field(ts, "special", path, list)
        _keys(special, f"{path}.special")
        weapons = []
        for i, row in enumerate(special):
            each = _number(row.get("ts"), f"{path}.special[{i}].ts", nullable=False, lo=0)
            extra = row.get("plus_trooper")
            if extra is not None and extra not in troop_keys:
                raise RulesDataError(f"{path}.special[{i}].plus_trooper", f"must be a troop type's key, got {extra!r}")
            weapons.append(SpecialWeapon(row["key"], row["label"], each, extra))
        per_item = field(ts, "special_per_item", path, bool)
        multiplies = field(ts, "quality_multiplies_special", path, bool)
        return cls(Racial(st, ht, hp, sup, divisor, minimum), rounding, stirrups, per_man, tuple(weapons), per_item,
                   multiplies)


#: the typed ``troop_strength`` rules of validated rules data, built once and remembered
troop_strength_rules: Section[TroopStrengthRules] = Section(lambda t: t.troop_strength)
