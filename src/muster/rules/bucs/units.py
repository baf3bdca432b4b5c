"""A BUCS unit's state: quality ladder, hits, status, order, joined character, conditions.

Everything is frozen; engine operations return new units. ``to_dict`` gives
JSON-safe state, ``from_dict`` checks it and raises :class:`StateError` (a
``ValueError``) naming the field. :func:`describe` adds the derived numbers the roster shows.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field, replace
from typing import Any

from muster.i18n import Msg, Phrase, TextError, join, message_of, term
from muster.rules.bucs import data as d
from muster.rules.bucs.data import BucsTables

STATUSES = ("ready", "retreated", "destroyed")
INFANTRY = "Infantry"
LEADER_KINDS = ("pc", "npc")
DERIVED_KEYS = ("current_quality", "current_rank", "hits_taken", "breaks_at_hits", "hits_left", "effective_mobility",
                "specialties_allowed", "problems")


class StateError(TextError):
    """A unit state refused: ``where`` is the field's JSON path, ``detail`` says why (a message).

    ``str(error)`` is ``"where: detail"`` in the GM's language.
    """

    def __init__(self, where: str, detail: Any):
        super().__init__(join([where, detail], ": "))
        self.where = where
        self.detail = detail


@dataclass(frozen=True)
class Order:
    name: str
    hours_left: int | None = None
    given_by: str | None = None

    def to_dict(self) -> dict:
        return {"name": self.name, "hours_left": self.hours_left, "given_by": self.given_by}


@dataclass(frozen=True)
class Leader:
    """A PC or named NPC who has joined the unit."""

    name: str
    kind: str = "pc"
    hp: int = 0
    max_hp: int | None = None
    dead: bool = False

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind, "hp": self.hp, "max_hp": self.max_hp, "dead": self.dead}


@dataclass(frozen=True)
class Conditions:
    dug_in: bool = False
    pinned_down: tuple[str, ...] = ()
    landing_wins: int = 0
    momentum: int = 0
    surprised: bool = False
    beachhead: bool = False
    armor_hits_ignored: int = 0
    morale_hit_ignored: bool = False

    def to_dict(self) -> dict:
        return {"dug_in": self.dug_in, "pinned_down": list(self.pinned_down), "landing_wins": self.landing_wins,
                "momentum": self.momentum, "surprised": self.surprised, "beachhead": self.beachhead,
                "armor_hits_ignored": self.armor_hits_ignored, "morale_hit_ignored": self.morale_hit_ignored}


@dataclass(frozen=True)
class Unit:
    name: str
    quality: str                      # base quality on the ladder
    equipment: str = "Adequate"
    specialties: tuple[str, ...] = ()
    mobility: str = "foot"
    side: str = ""
    morale_hits: int = 0
    casualty_hits: int = 0
    status: str = "ready"
    order: Order | None = None
    leader: Leader | None = None
    commanded_by: str | None = None
    conditions: Conditions = field(default_factory=Conditions)

    # ---- serialisation ---------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "name": self.name, "side": self.side, "quality": self.quality, "equipment": self.equipment,
            "specialties": list(self.specialties), "mobility": self.mobility,
            "morale_hits": self.morale_hits, "casualty_hits": self.casualty_hits, "status": self.status,
            "order": self.order.to_dict() if self.order else None,
            "leader": self.leader.to_dict() if self.leader else None,
            "commanded_by": self.commanded_by,
            "conditions": self.conditions.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict, tables: BucsTables | dict | None = None, path: str = "") -> "Unit":
        return unit_from_dict(data, tables or d.default_tables(), path)

    # ---- convenience -------------------------------------------------------------
    def has(self, specialty: str) -> bool:
        return specialty in self.specialties

    @property
    def hits_taken(self) -> int:
        return self.morale_hits + self.casualty_hits

    @property
    def ready(self) -> bool:
        return self.status == "ready"

    def with_conditions(self, **changes: Any) -> "Unit":
        return replace(self, conditions=replace(self.conditions, **changes))


# ---- derived numbers -----------------------------------------------------------------

def base_rank(unit: Unit, tables: BucsTables) -> int:
    return tables.quality_rank(unit.quality)


def fights_as_poor(unit: Unit, tables: BucsTables) -> bool:
    """A unit without Infantry fights outside its specialties: as Poorly equipped (NOTES.md 5), unless the
    data's ``no_infantry_combat_equipment`` chooses another reading."""
    return not unit.has(INFANTRY) and tables.outside_specialty.no_infantry_combat_equipment == "poor"


def combat_equipment(unit: Unit, tables: BucsTables) -> str:
    """The equipment rating the unit fights with (Poor for a unit without Infantry, by default)."""
    return tables.outside_specialty.equipment_as if fights_as_poor(unit, tables) else unit.equipment


def extra_hits(unit: Unit, tables: BucsTables) -> int:
    heavy = tables.heavy
    if unit.has(heavy.specialty) and not tables.equipment_row(combat_equipment(unit, tables)).loses_heavy_extra_hit:
        return heavy.extra_hits
    return 0


def breaks_at(unit: Unit, tables: BucsTables) -> int:
    """The number of hits that takes the unit below Raw (Raw 1 ... Legendary 7, Heavy +1)."""
    return base_rank(unit, tables) + 1 + extra_hits(unit, tables)


def current_rank(unit: Unit, tables: BucsTables) -> int | None:
    """Ladder index after hits; None once the unit is below Raw (retreated or destroyed)."""
    if unit.hits_taken >= breaks_at(unit, tables) or unit.status != "ready":
        return None
    return max(0, base_rank(unit, tables) - unit.hits_taken)


def current_quality(unit: Unit, tables: BucsTables) -> str | None:
    rank = current_rank(unit, tables)
    return None if rank is None else tables.ladder[rank]


def effective_mobility(unit: Unit, tables: BucsTables) -> str:
    """Poor and Barely Adequate equipment (or fighting as Poor without Infantry) strip a mechanized or
    armor unit of its mobility."""
    if tables.equipment_row(combat_equipment(unit, tables)).loses_mobility:
        return tables.mobility_names[0]
    return unit.mobility


def mobility_from_specialties(specialties: Collection[str], tables: BucsTables) -> str:
    best = tables.mobility_names[0]
    for row in tables.mobility:
        if row.specialty in specialties:
            best = row.name
    return best


def _requires(spec: str, req: str) -> Msg:
    return Msg("BUCS", "%1 requires the %2 specialty").args(term("Rules", spec), term("Rules", req))


def problems(unit: Unit, tables: BucsTables) -> list[tuple[str, str]]:
    """Editor checks as (field, message): specialty count by quality, Armor needs Mechanized, mobility.

    Each message is a :class:`Phrase`: English text keeping its message for the screen."""
    out: list[tuple[str, str]] = []
    allowed = tables.quality_row(unit.quality).specialties
    if len(unit.specialties) > allowed:
        too_many = (Msg("BUCS", "%1 units may have 1 specialty; %2 has %3") if allowed == 1 else
                    Msg("BUCS", "%1 units may have %n specialties; %2 has %3", None, allowed))
        out.append(("specialties", Phrase(too_many.args(term("Rules", unit.quality), unit.name,
                                                      len(unit.specialties)))))
    for spec in unit.specialties:
        for req in tables.specialty_row(spec).requires:
            if req not in unit.specialties:
                out.append(("specialties", Phrase(_requires(spec, req))))
    top = mobility_from_specialties(unit.specialties, tables)
    if tables.mobility_row(unit.mobility).steps > tables.mobility_row(top).steps:
        needed = tables.mobility_row(unit.mobility).specialty
        out.append(("mobility", Phrase(Msg("BUCS", "%1 mobility needs the %2 specialty")
                                     .args(term("Rules", unit.mobility), term("Rules", str(needed))))))
    return out


def describe(unit: Unit, tables: BucsTables) -> dict:
    """``to_dict`` plus the derived numbers (accepted and ignored by ``from_dict``)."""
    out = unit.to_dict()
    out.update({
        "current_quality": current_quality(unit, tables),
        "current_rank": current_rank(unit, tables),
        "hits_taken": unit.hits_taken,
        "breaks_at_hits": breaks_at(unit, tables),
        "hits_left": max(0, breaks_at(unit, tables) - unit.hits_taken) if unit.ready else 0,
        "effective_mobility": effective_mobility(unit, tables),
        "specialties_allowed": tables.quality_row(unit.quality).specialties,
        "problems": [msg for _, msg in problems(unit, tables)],
    })
    return out


# ---- from_dict --------------------------------------------------------------------------

def _p(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _need(data: dict[str, Any], key: str, path: str, kind: type | tuple[type, ...], default: Any = ..., *,
          nullable: bool = False) -> Any:
    if key not in data or (data[key] is None and not nullable):
        if default is ...:
            raise StateError(_p(path, key), Msg("BUCS", "is required"))
        return default
    value = data[key]
    if value is None and nullable:
        return None
    if kind is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, kind)
    if not ok:
        raise StateError(_p(path, key), Msg("BUCS", "expected %1, got %2")
                         .args(str(getattr(kind, "__name__", kind)), repr(value)))
    return value


def _nonneg(data: dict[str, Any], key: str, path: str, default: int = 0) -> int:
    value = _need(data, key, path, int, default)
    if value < 0:
        raise StateError(_p(path, key), _negative(value))
    return value


def _negative(value: int) -> Msg:
    return Msg("BUCS", "must not be negative, got %1").args(value)


def _named(value: str, options: list[str] | tuple[str, ...], path: str, what: Msg) -> str:
    found = d.canonical(options, value)
    if found is None:
        raise StateError(path, Msg("BUCS", "'%1' is not %2 (one of %3)").args(value, what, join(options, ", ")))
    return found


def _unknown(data: dict[str, Any], known: Collection[str], path: str) -> None:
    for key in data:
        if key not in known:
            raise StateError(_p(path, key), Msg("BUCS", "unknown field"))


_OBJECT = Msg("BUCS", "expected an object")
_OBJECT_OR_NULL = Msg("BUCS", "expected an object or null")
_TEXT = Msg("BUCS", "expected text")

_UNIT_KEYS = ("name", "side", "quality", "base_quality", "equipment", "specialties", "mobility", "morale_hits",
              "casualty_hits", "status", "order", "leader", "commanded_by", "conditions") + DERIVED_KEYS


def unit_from_dict(data: object, tables: BucsTables | dict, path: str = "") -> Unit:
    """The unit ``data`` describes, checked against ``tables`` (typed, or the checked data of ``tables()``)."""
    tables = d.as_tables(tables)
    if not isinstance(data, dict):
        raise StateError(path or "unit", _OBJECT)
    _unknown(data, _UNIT_KEYS, path)
    name = _need(data, "name", path, str)
    if not name.strip():
        raise StateError(_p(path, "name"), Msg("BUCS", "must not be empty"))
    qkey = "quality" if "quality" in data or "base_quality" not in data else "base_quality"
    quality = _named(_need(data, qkey, path, str), tables.ladder, _p(path, qkey),
                     Msg("BUCS", "a quality on the ladder"))
    equipment = _named(_need(data, "equipment", path, str, "Adequate"), tables.equipment_names,
                       _p(path, "equipment"), Msg("BUCS", "an equipment rating"))
    specs_raw = _need(data, "specialties", path, list, [])
    specialties = []
    for i, s in enumerate(specs_raw):
        here = f"{_p(path, 'specialties')}[{i}]"
        if not isinstance(s, str):
            raise StateError(here, _TEXT)
        spec = _named(s, tables.specialty_names, here, Msg("BUCS", "a specialty"))
        if spec in specialties:
            raise StateError(here, Msg("BUCS", "%1 is listed twice").args(term("Rules", spec)))
        specialties.append(spec)
    for spec in specialties:
        for req in tables.specialty_row(spec).requires:
            if req not in specialties:
                raise StateError(_p(path, "specialties"), _requires(spec, req))
    mob_raw = _need(data, "mobility", path, str, None)
    mobility = (mobility_from_specialties(specialties, tables) if mob_raw is None
                else _named(mob_raw, tables.mobility_names, _p(path, "mobility"), Msg("BUCS", "a mobility")))
    status = _named(_need(data, "status", path, str, "ready"), list(STATUSES), _p(path, "status"),
                    Msg("BUCS", "a status"))
    unit = Unit(
        name=name, quality=quality, equipment=equipment, specialties=tuple(specialties), mobility=mobility,
        side=_need(data, "side", path, str, ""),
        morale_hits=_nonneg(data, "morale_hits", path), casualty_hits=_nonneg(data, "casualty_hits", path),
        status=status, order=_order(data.get("order"), _p(path, "order")),
        leader=_leader(data.get("leader"), _p(path, "leader")),
        commanded_by=_need(data, "commanded_by", path, str, None, nullable=True),
        conditions=_conditions(data.get("conditions"), _p(path, "conditions"), tables),
    )
    for fld, msg in problems(unit, tables):
        if fld == "mobility":
            raise StateError(_p(path, "mobility"), message_of(msg))
    if status == "ready" and unit.hits_taken >= breaks_at(unit, tables):
        below = Msg("BUCS", "%n hits take a %1 unit below Raw, so it cannot be ready (retreated or "
                                     "destroyed)", None, unit.hits_taken)
        raise StateError(_p(path, "status"), below.args(term("Rules", quality)))
    return unit


def _order(data: object, path: str) -> Order | None:
    if data is None:
        return None
    if isinstance(data, str):
        data = {"name": data}
    if not isinstance(data, dict):
        raise StateError(path, _OBJECT_OR_NULL)
    _unknown(data, ("name", "hours_left", "given_by"), path)
    hours = _need(data, "hours_left", path, int, None, nullable=True)
    if hours is not None and hours < 0:
        raise StateError(f"{path}.hours_left", _negative(hours))
    return Order(_need(data, "name", path, str), hours, _need(data, "given_by", path, str, None, nullable=True))


def _leader(data: object, path: str) -> Leader | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise StateError(path, _OBJECT_OR_NULL)
    _unknown(data, ("name", "kind", "hp", "max_hp", "dead"), path)
    kind = _named(_need(data, "kind", path, str, "pc"), list(LEADER_KINDS), f"{path}.kind",
                  Msg("BUCS", "a character kind"))
    max_hp = _need(data, "max_hp", path, int, None, nullable=True)
    return Leader(_need(data, "name", path, str), kind, _need(data, "hp", path, int), max_hp,
                  _need(data, "dead", path, bool, False))


def _conditions(data: object, path: str, tables: BucsTables) -> Conditions:
    if data is None:
        return Conditions()
    if not isinstance(data, dict):
        raise StateError(path, _OBJECT)
    _unknown(data, tuple(Conditions().to_dict()), path)
    pins_raw = _need(data, "pinned_down", path, (list, str), [])
    if isinstance(pins_raw, str):
        pins_raw = [pins_raw]
    pins = []
    for i, reason in enumerate(pins_raw):
        here = f"{path}.pinned_down[{i}]"
        if not isinstance(reason, str):
            raise StateError(here, _TEXT)
        r = _named(reason, tables.pin_reasons, here, Msg("BUCS", "a pinned-down reason"))
        if r not in pins:
            pins.append(r)
    momentum = _need(data, "momentum", path, int, 0)
    if momentum < 0:
        raise StateError(f"{path}.momentum", _negative(momentum))
    return Conditions(
        dug_in=_need(data, "dug_in", path, bool, False), pinned_down=tuple(pins),
        landing_wins=_nonneg(data, "landing_wins", path), momentum=momentum,
        surprised=_need(data, "surprised", path, bool, False), beachhead=_need(data, "beachhead", path, bool, False),
        armor_hits_ignored=_nonneg(data, "armor_hits_ignored", path),
        morale_hit_ignored=_need(data, "morale_hit_ignored", path, bool, False),
    )
