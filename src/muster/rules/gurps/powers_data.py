"""The GURPS Disaster table (``disasters``) and extraordinary powers (``powers``), checked and built in one pass with
the validator's errors and paths; ``disaster_rules(tables)`` and ``powers_rules(tables)`` give them typed, built once
per validated data."""

from __future__ import annotations

from dataclasses import dataclass

from muster.rules.gurps.checks import keys, number
from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field, items


@dataclass(frozen=True)
class DisasterRow:
    """A Disaster table row: rolls ``min``..``max`` (None = open), its result, its morale and a lost commander."""

    min: int | None
    max: int | None
    result: str
    morale: int = 0
    lost_commander: bool = False

    def holds(self, total: int) -> bool:
        return (self.min is None or total >= self.min) and (self.max is None or total <= self.max)


@dataclass(frozen=True)
class DisasterRules:
    dice: str | None  # None while not entered
    table: tuple[DisasterRow, ...]
    points_per_plus_one: int
    lost_commander_morale: int
    clear_victory_from: int

    @classmethod
    def from_dict(cls, data: dict, name: str) -> DisasterRules:
        path = f"{name}.disasters"
        dis = field(data, "disasters", name, dict)
        dice = dis.get("dice")
        if dice is not None and not isinstance(dice, str):
            raise RulesDataError(f"{path}.dice", "must be dice notation (e.g. 3d6) or null while not entered")
        rows = field(dis, "table", path, list)
        table = []
        for i, row in enumerate(rows):
            here = f"{path}.table[{i}]"
            low = number(row.get("min"), f"{here}.min", whole=True)
            high = number(row.get("max"), f"{here}.max", whole=True)
            result = field(row, "result", here, str)
            morale = number(row.get("morale", 0), f"{here}.morale", nullable=False, whole=True)
            lost = row.get("lost_commander", False)
            if not isinstance(lost, bool):
                raise RulesDataError(f"{here}.lost_commander", "must be true or false")
            table.append(DisasterRow(low, high, result, morale, lost))
        if rows and dice is None:
            raise RulesDataError(f"{path}.dice", "give the Disaster roll's dice with its table")
        per_plus = number(field(dis, "points_per_plus_one", path, int), f"{path}.points_per_plus_one", nullable=False,
                          lo=1, whole=True)
        lasting = field(dis, "lost_commander_morale", path, int)
        clear = number(field(dis, "clear_victory_from", path, int), f"{path}.clear_victory_from", nullable=False,
                       lo=0, whole=True)
        return cls(dice, tuple(table), per_plus, lasting, clear)


@dataclass(frozen=True)
class ManaLevel:
    key: str
    label: str
    multiplier: float


@dataclass(frozen=True)
class PowerEffect:
    key: str
    label: str
    points_per_morale: int | None = None  # None: enter from the book (or not a morale effect)


@dataclass(frozen=True)
class PowersRules:
    mana: tuple[ManaLevel, ...]
    boost_min: int  # the psionic boost's range
    boost_max: int
    effects: tuple[PowerEffect, ...]

    @classmethod
    def from_dict(cls, data: dict, name: str) -> PowersRules:
        path = f"{name}.powers"
        pw = field(data, "powers", name, dict)
        mana = items(pw, "mana", path)
        keys(mana, f"{path}.mana")
        levels = tuple(ManaLevel(row["key"], row["label"], number(row.get("multiplier"), f"{path}.mana[{i}].multiplier",
                                                                  nullable=False, lo=0))
                       for i, row in enumerate(mana))
        boost = field(pw, "psionic_boost", path, dict)
        lo = number(field(boost, "min", f"{path}.psionic_boost", int), f"{path}.psionic_boost.min", nullable=False,
                    whole=True)
        hi = number(field(boost, "max", f"{path}.psionic_boost", int), f"{path}.psionic_boost.max", nullable=False,
                    lo=lo, whole=True)
        effects = items(pw, "effects", path)
        if "disaster" not in keys(effects, f"{path}.effects"):
            raise RulesDataError(f"{path}.effects", "must keep the disaster effect")
        kinds = []
        for i, row in enumerate(effects):
            rate = None
            if "points_per_morale" in row:
                rate = number(row["points_per_morale"], f"{path}.effects[{i}].points_per_morale", lo=1, whole=True)
            kinds.append(PowerEffect(row["key"], row["label"], rate))
        return cls(levels, lo, hi, tuple(kinds))


#: the typed Disaster table and powers of validated rules data, built once and remembered
disaster_rules: Section[DisasterRules] = Section(lambda t: t.disasters)
powers_rules: Section[PowersRules] = Section(lambda t: t.powers)
