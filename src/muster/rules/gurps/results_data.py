"""The three GURPS result tables typed: ``ResultTable.from_dict(data, path)`` checks one table of
``resources/rules/gurps.json`` (``results.open_field``...) and builds its frozen bands in one pass, with errors that
name the field path (``gurps.results.open_field.bands[0].loser.procedure``).

``result_tables(tables)`` gives the typed tables of validated data (the bundled tables or a campaign's, house rules
merged), built once and remembered while that data is in use; the engine (``results.look_up``, ``odds``) and the
services read their attributes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar, Union

from muster.rules.tables import RulesDataError, check_bands, field, items

if TYPE_CHECKING:
    from muster.rules.gurps.tables import GurpsTables

#: What the engine's functions take as the rules: the validated data, or the typed tables built from it
#: (``rules.gurps.tables.as_tables``); every section accessor (``troop_rules(t)``...) reads either.
Tables = Union[dict, "GurpsTables"]

PROCEDURES = ("hold", "hold_retreat_rout", "retreat_or_rout", "half_hold_or_retreat", "rout", "thrown_back")
RESULT_TABLES = ("open_field", "defender_won", "attacker_won")


@dataclass(frozen=True)
class Effect:
    """What a result row does to one side: its morale procedure and any morale modifier for the roll."""

    procedure: str
    morale_modifier: int = 0


@dataclass(frozen=True)
class Carry:
    """A morale modifier the row carries into the next day, for the winner or the loser."""

    side: str  # "winner" or "loser"
    name: str
    value: int


@dataclass(frozen=True)
class ResultBand:
    """One row of a result table: the margins of victory it covers (``max`` None: and above) and its effects."""

    min: int
    max: int | None
    label: str
    winner: Effect
    loser: Effect
    next_day: tuple[Carry, ...] = ()
    attacker_takes_position: bool = False
    enemy_commander_captured: bool = False
    notes: str = ""
    house_default: bool = False

    @property
    def range_text(self) -> str:
        return f"{self.min}+" if self.max is None else f"{self.min}-{self.max}"

    def covers(self, margin: int) -> bool:
        return self.min <= margin and (self.max is None or margin <= self.max)

    @classmethod
    def from_dict(cls, band: dict, bpath: str) -> ResultBand:
        field(band, "label", bpath, str)
        effects = {}
        for role in ("winner", "loser"):
            entry = field(band, role, bpath, dict)
            if field(entry, "procedure", f"{bpath}.{role}", str) not in PROCEDURES:
                raise RulesDataError(f"{bpath}.{role}.procedure",
                                     f"must be one of {', '.join(PROCEDURES)}; got {entry['procedure']!r}")
            if "morale_modifier" in entry:
                field(entry, "morale_modifier", f"{bpath}.{role}", int)
            effects[role] = Effect(entry["procedure"], entry.get("morale_modifier", 0))
        carries = []
        for j, carry in enumerate(band.get("next_day", []) or []):
            cpath = f"{bpath}.next_day[{j}]"
            if field(carry, "side", cpath, str) not in ("winner", "loser"):
                raise RulesDataError(f"{cpath}.side", "must be winner or loser")
            carries.append(Carry(carry["side"], field(carry, "name", cpath, str), field(carry, "value", cpath, int)))
        for flag in ("attacker_takes_position", "enemy_commander_captured"):
            if flag in band:
                field(band, flag, bpath, bool)
        return cls(band["min"], band.get("max"), band["label"], effects["winner"], effects["loser"], tuple(carries),
                   bool(band.get("attacker_takes_position")), bool(band.get("enemy_commander_captured")),
                   str(band.get("notes", "")), bool(band.get("house_default")))


@dataclass(frozen=True)
class ResultTable:
    """A result table (``key`` open_field, defender_won or attacker_won): its label and its bands in order."""

    key: str
    label: str
    bands: tuple[ResultBand, ...]

    def band_for(self, margin: int) -> ResultBand:
        """The band covering ``margin`` (below the first band: the first)."""
        margin = max(margin, self.bands[0].min)
        found = next((b for b in self.bands if b.covers(margin)), None)
        if found is None:
            raise LookupError(f"no band covers {margin}")
        return found

    @classmethod
    def from_dict(cls, data: dict, path: str, key: str) -> ResultTable:
        """One table of ``results`` (``data``, at ``path``), checked and built."""
        field(data, "label", path, str)
        bands = items(data, "bands", path)
        check_bands(bands, f"{path}.bands", lo=1 if key == "attacker_won" else 0)
        if bands[-1].get("max") is not None:
            raise RulesDataError(f"{path}.bands[{len(bands) - 1}].max", "the last band must be open-ended (null)")
        return cls(key, data["label"], tuple(ResultBand.from_dict(band, f"{path}.bands[{i}]")
                                             for i, band in enumerate(bands)))


def results_from_dict(data: dict, name: str) -> dict[str, ResultTable]:
    """The three result tables of the rules data ``data`` (named ``name`` in errors), checked and built."""
    path = f"{name}.results"
    results = field(data, "results", name, dict)
    return {key: ResultTable.from_dict(field(results, key, path, dict), f"{path}.{key}", key) for key in RESULT_TABLES}


T = TypeVar("T")


class Remembered(Generic[T]):
    """A part of validated rules data typed by ``build``, built once per data and remembered (the 16 latest; each
    entry holds its data, so an id is never reused while kept; forecasts run in worker threads, hence the lock)."""

    def __init__(self, build: Callable[[dict], T]) -> None:
        self._build = build
        self._kept: dict[int, tuple[dict, T]] = {}
        self._lock = threading.Lock()

    def __call__(self, tables: dict) -> T:
        entry = self._kept.get(id(tables))
        if entry is not None and entry[0] is tables:
            return entry[1]
        typed = self._build(tables)
        with self._lock:
            while len(self._kept) >= 16:
                self._kept.pop(next(iter(self._kept)))
            self._kept[id(tables)] = (tables, typed)
        return typed


class Section(Generic[T]):
    """One typed section of validated rules data: ``pick`` of ``rules.gurps.tables.as_tables(tables)``, so every
    section is built once, with the others, per data."""

    def __init__(self, pick: Callable[[GurpsTables], T]) -> None:
        self._pick = pick

    def __call__(self, tables: dict | GurpsTables) -> T:
        if not _AS_TABLES:
            from muster.rules.gurps.tables import as_tables  # it holds every section, so it is imported after them

            _AS_TABLES.append(as_tables)
        return self._pick(_AS_TABLES[0](tables))


_AS_TABLES: list[Callable[[dict | GurpsTables], GurpsTables]] = []


#: the typed result tables of validated rules data (the bundled tables or a campaign's), built once
result_tables: Section[dict[str, ResultTable]] = Section(lambda t: t.results)
