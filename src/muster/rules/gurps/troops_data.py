"""The GURPS troop types and Troop Quality tables (``troop_types``, ``quality``), checked and built in one pass with
the validator's errors and paths; ``troop_rules(tables)`` gives them typed, built once per validated data."""

from __future__ import annotations

from dataclasses import dataclass

from muster.rules.gurps.checks import keys, number
from muster.rules.gurps.results_data import Section
from muster.rules.tables import RulesDataError, field, items


def type_key(text: str) -> str:
    return "_".join(str(text).strip().lower().replace("-", " ").split())


@dataclass(frozen=True)
class PerMan:
    """A TS per man band: from ``min_tl`` to ``max_tl``."""

    min_tl: int
    max_tl: int
    ts: float


@dataclass(frozen=True)
class TroopType:
    key: str
    label: str
    casualty_shift: int
    per_man: tuple[PerMan, ...]
    same_ts_as: str | None = None
    foot: bool = False
    cavalry: bool = False


@dataclass(frozen=True)
class Quality:
    """A Troop Quality row; ``None`` where the GM has yet to enter the number."""

    key: str
    label: str
    min_battles: float | None = None
    ts_multiplier: float | None = None
    base_morale: int | None = None
    cost_bonus: float | None = None


def _troop_type(row: dict, here: str, known: set[str]) -> TroopType:
    for flag in ("foot", "cavalry"):
        if flag in row and not isinstance(row[flag], bool):
            raise RulesDataError(f"{here}.{flag}", "must be true or false")
    shift = number(field(row, "casualty_shift", here, int), f"{here}.casualty_shift", nullable=False, lo=0, whole=True)
    bands = []
    for j, band in enumerate(field(row, "per_man", here, list)):
        bpath = f"{here}.per_man[{j}]"
        lo = number(field(band, "min_tl", bpath, int), f"{bpath}.min_tl", nullable=False, lo=0, whole=True)
        hi = number(field(band, "max_tl", bpath, int), f"{bpath}.max_tl", nullable=False, lo=lo, whole=True)
        bands.append(PerMan(lo, hi, number(band.get("ts"), f"{bpath}.ts", nullable=False, lo=0)))
    same = row.get("same_ts_as")
    if same is not None and same not in known:
        raise RulesDataError(f"{here}.same_ts_as", f"must be another troop type's key, got {same!r}")
    return TroopType(row["key"], row["label"], shift, tuple(bands), same, bool(row.get("foot", False)),
                     bool(row.get("cavalry", False)))


def troop_types_from_dict(data: dict, name: str) -> tuple[TroopType, ...]:
    path = f"{name}.troop_types"
    rows = items(data, "troop_types", name)
    known = keys(rows, path)
    return tuple(_troop_type(row, f"{path}[{i}]", known) for i, row in enumerate(rows))


def qualities_from_dict(data: dict, name: str) -> tuple[Quality, ...]:
    path = f"{name}.quality"
    rows = items(data, "quality", name)
    keys(rows, path)
    previous = None
    out = []
    for i, row in enumerate(rows):
        here = f"{path}[{i}]"
        low = number(row.get("min_battles"), f"{here}.min_battles", lo=0)
        if low is not None:
            if previous is not None and low <= previous:
                raise RulesDataError(f"{here}.min_battles", "must grow down the table")
            previous = low
        mult = number(row.get("ts_multiplier"), f"{here}.ts_multiplier", lo=0)
        morale = number(row.get("base_morale"), f"{here}.base_morale", lo=0, whole=True)
        bonus = number(row.get("cost_bonus"), f"{here}.cost_bonus")
        out.append(Quality(row["key"], row["label"], low, mult, morale, bonus))
    return tuple(out)


@dataclass(frozen=True)
class TroopRules:
    """The troop types and the Troop Quality table (from the fewest battles down)."""

    types: tuple[TroopType, ...]
    qualities: tuple[Quality, ...]

    def troop_type(self, text: str) -> TroopType | None:
        """The troop type ``text`` names (its key or its label, any case)."""
        key = type_key(text)
        return next((t for t in self.types if t.key == key or type_key(t.label) == key), None)

    def quality(self, text: str) -> Quality | None:
        """The Troop Quality row ``text`` names (its key or its label, any case)."""
        key = type_key(text)
        return next((q for q in self.qualities if q.key == key or type_key(q.label) == key), None)

    def by_key(self, key: str) -> TroopType:
        return next(t for t in self.types if t.key == key)

    @classmethod
    def from_dict(cls, data: dict, name: str) -> TroopRules:
        return cls(troop_types_from_dict(data, name), qualities_from_dict(data, name))


#: the typed troop types and qualities of validated rules data, built once and remembered
troop_rules: Section[TroopRules] = Section(lambda t: t.troops)
