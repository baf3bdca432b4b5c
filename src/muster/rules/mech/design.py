"""Record sheets: a mech design (what the designer dialog edits).

A design is immutable; the battle state (:mod:`.state`) refers to it. Items
carry an ``id`` so critical charts, ammo feeds and attacks can name them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from muster.i18n import Msg, Text, TextError, fmt, message_of
from muster.rules.dice import DiceError, parse
from muster.rules.mech.rulesdata import ACTUATORS, FRONT_LOCATIONS, LOCATIONS
from muster.rules.mech.text import Phrase

ITEM_KINDS = ("weapon", "ammo", "heat_sink", "jump_jet", "gel_pack", "gel_dispenser", "targeting", "equipment")
COMPONENTS = ("weapon", "heat_sink", "jump_jet", "engine", "gyro", "life_support", "sensors", "actuator", "ammo",
              "equipment", "no_critical", "destroyed")
ITEM_COMPONENTS = {"weapon": ("weapon", "gel_dispenser"), "heat_sink": ("heat_sink",), "jump_jet": ("jump_jet",),
                   "ammo": ("ammo", "gel_pack"), "equipment": ("equipment", "targeting", "gel_dispenser", "gel_pack")}
REAR_OF = {"center_torso": "center_torso_rear", "left_torso": "left_torso_rear", "right_torso": "right_torso_rear"}
FRONT_OF = {v: k for k, v in REAR_OF.items()}
ARMS = ("left_arm", "right_arm")
LEGS = ("left_leg", "right_leg")


class DesignError(TextError):
    """A design or state field is wrong; ``path`` names it (``locations.left_arm.armor``).

    ``message`` is the English text (a :class:`~muster.rules.mech.text.Phrase`: ``message_of(message)`` is its
    message); ``str(error)`` reads "path: message" in the GM's language.
    """

    def __init__(self, path: str, message: Text):
        text = message if isinstance(message, str) else Phrase(message)
        super().__init__(text)
        self.path = path
        self.message = text

    def __str__(self) -> str:
        return fmt("%1: %2", self.path, message_of(self.message))


@dataclass(frozen=True)
class DesignProblem:
    path: str
    message: str  # English, a Phrase when the rules wrote it (``message_of(message)``: the message)

    def to_dict(self) -> dict:
        return {"field": self.path, "message": self.message}


def damage_value(value) -> int | str:
    """A damage entry: a whole number (one location) or dice such as ``4d6`` (one location die per die)."""
    if isinstance(value, bool):
        raise TextError(Msg("Mech", "damage must be a whole number or dice such as 4d6"))
    if isinstance(value, int):
        if value < 0:
            raise TextError(Msg("Mech", "damage cannot be negative"))
        return value
    if isinstance(value, str):
        try:
            spec = parse(value)
        except DiceError as exc:
            raise TextError(str(exc)) from None
        return spec.notation
    raise TextError(Msg("Mech", "damage must be a whole number or dice such as 4d6"))


def average_damage(value: int | str) -> float:
    if isinstance(value, int):
        return float(value)
    spec = parse(value)
    return spec.count * (spec.sides + 1) / 2 + spec.bonus


# ---------------------------------------------------------------- reading helpers
def _get(data: dict, key: str, path: str, kind, default=..., lo=None, hi=None):
    if not isinstance(data, dict):
        raise DesignError(path, Msg("Mech", "expected an object"))
    full = f"{path}.{key}" if path else key
    if key not in data or data[key] is None:
        if default is ...:
            raise DesignError(full, Msg("Mech", "is required"))
        return default
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise DesignError(full, Msg("Mech", "expected %1, got %2").args("/".join(k.__name__ for k in kinds),
                                                                         repr(value)))
    if float in kinds and isinstance(value, int):
        value = value
    elif not isinstance(value, kinds):
        raise DesignError(full, Msg("Mech", "expected %1, got %2").args("/".join(k.__name__ for k in kinds),
                                                                         type(value).__name__))
    if lo is not None and value < lo:
        raise DesignError(full, Msg("Mech", "must be at least %1, got %2").args(lo, str(value)))
    if hi is not None and value > hi:
        raise DesignError(full, Msg("Mech", "must be at most %1, got %2").args(hi, str(value)))
    return value


@dataclass(frozen=True)
class CritRow:
    """One row of a location's d20 critical chart."""

    min: int
    max: int
    component: str
    item: str | None = None
    actuator: str | None = None

    def to_dict(self) -> dict:
        out = {"min": self.min, "max": self.max, "component": self.component}
        if self.item is not None:
            out["item"] = self.item
        if self.actuator is not None:
            out["actuator"] = self.actuator
        return out

    @classmethod
    def from_dict(cls, data: dict, path: str) -> "CritRow":
        low = _get(data, "min", path, int, lo=1, hi=20)
        high = _get(data, "max", path, int, low, lo=1, hi=20)
        if high < low:
            raise DesignError(f"{path}.max", Msg("Mech", "must not be below min (%1)").args(low))
        component = _get(data, "component", path, str)
        if component not in COMPONENTS:
            raise DesignError(f"{path}.component", Msg("Mech", "'%1' is not one of %2").args(
                component, ", ".join(COMPONENTS)))
        item = _get(data, "item", path, str, None)
        actuator = _get(data, "actuator", path, str, None)
        if component in ITEM_COMPONENTS and item is None:
            raise DesignError(f"{path}.item", Msg("Mech", "a %1 row must name the item it knocks out").args(component))
        if component == "actuator":
            if actuator not in ACTUATORS:
                raise DesignError(f"{path}.actuator", Msg("Mech", "must be one of %1").args(", ".join(ACTUATORS)))
        return cls(low, high, component, item, actuator)


@dataclass(frozen=True)
class LocationSpec:
    armor: int
    internal: int
    critical: tuple[CritRow, ...] = ()

    @property
    def total(self) -> int:
        return self.armor + self.internal

    def to_dict(self) -> dict:
        out: dict[str, object] = {"armor": self.armor, "internal": self.internal}
        if self.critical:
            out["critical"] = [r.to_dict() for r in self.critical]
        return out

    @classmethod
    def from_dict(cls, data: dict, path: str, chart: bool) -> "LocationSpec":
        armor = _get(data, "armor", path, int, lo=0, hi=200)
        internal = _get(data, "internal", path, int, lo=1, hi=200)
        rows = _get(data, "critical", path, list, [] if not chart else ...)
        if rows and not chart:
            raise DesignError(f"{path}.critical", Msg("Mech", "rear torsos use their torso's critical chart"))
        crit = tuple(CritRow.from_dict(r, f"{path}.critical[{i}]") for i, r in enumerate(rows))
        return cls(armor, internal, crit)

    def row_for(self, face: int) -> CritRow | None:
        for row in self.critical:
            if row.min <= face <= row.max:
                return row
        return None


@dataclass(frozen=True)
class Item:
    """A weapon or piece of equipment on the record sheet."""

    id: str
    name: str
    kind: str
    location: str
    rear: bool = False
    damage: int | str = 0
    heat: int = 0
    min_range: int = 0
    short: int = 0
    medium: int = 0
    long: int = 0
    ammo_bin: str | None = None
    shots: int = 0
    repair: int | str = 0
    bonus: int = 0
    needs_attack_roll: bool = True
    tonnage: float = 0
    type: str = ""
    notes: str = ""

    @property
    def is_weapon(self) -> bool:
        return self.kind in ("weapon", "gel_dispenser")

    def to_dict(self) -> dict:
        out = {"id": self.id, "name": self.name, "kind": self.kind, "location": self.location}
        defaults = Item("", "", "", "")
        for key in ("rear", "damage", "heat", "min_range", "short", "medium", "long", "ammo_bin", "shots", "repair",
                    "bonus", "needs_attack_roll", "tonnage", "type", "notes"):
            value = getattr(self, key)
            if value != getattr(defaults, key) or (key in ("damage", "heat") and self.is_weapon):
                out[key] = value
        return out

    @classmethod
    def from_dict(cls, data: dict, path: str) -> "Item":
        item_id = _get(data, "id", path, str)
        if not item_id.strip():
            raise DesignError(f"{path}.id", Msg("Mech", "must not be empty"))
        kind = _get(data, "kind", path, str)
        if kind not in ITEM_KINDS:
            raise DesignError(f"{path}.kind", Msg("Mech", "'%1' is not one of %2").args(kind, ", ".join(ITEM_KINDS)))
        location = _get(data, "location", path, str)
        if location not in FRONT_LOCATIONS:
            raise DesignError(f"{path}.location", Msg("Mech", "'%1' is not a location (%2); rear-facing torso "
                                                      "weapons sit in the torso with rear: true").args(
                location, ", ".join(FRONT_LOCATIONS)))
        rear = _get(data, "rear", path, bool, False)
        if rear and location not in REAR_OF:
            raise DesignError(f"{path}.rear", Msg("Mech", "only torso items can face the rear"))
        try:
            damage = damage_value(data.get("damage", 0))
        except TextError as exc:
            raise DesignError(f"{path}.damage", exc.message) from None
        try:
            repair = damage_value(data.get("repair", 0))
        except TextError as exc:
            raise DesignError(f"{path}.repair", exc.message) from None
        item = cls(
            id=item_id,
            name=_get(data, "name", path, str, item_id),
            kind=kind,
            location=location,
            rear=rear,
            damage=damage,
            heat=_get(data, "heat", path, int, 0, lo=0, hi=100),
            min_range=_get(data, "min_range", path, int, 0, lo=0, hi=100),
            short=_get(data, "short", path, int, 0, lo=0, hi=100),
            medium=_get(data, "medium", path, int, 0, lo=0, hi=100),
            long=_get(data, "long", path, int, 0, lo=0, hi=100),
            ammo_bin=_get(data, "ammo_bin", path, str, None),
            shots=_get(data, "shots", path, int, 0, lo=0, hi=1000),
            repair=repair,
            bonus=_get(data, "bonus", path, int, 0, lo=-20, hi=20),
            needs_attack_roll=_get(data, "needs_attack_roll", path, bool, True),
            tonnage=_get(data, "tonnage", path, (int, float), 0, lo=0, hi=100),
            type=_get(data, "type", path, str, ""),
            notes=_get(data, "notes", path, str, ""),
        )
        if item.is_weapon:
            if not item.short <= item.medium <= item.long:
                raise DesignError(f"{path}.long", Msg("Mech", "ranges must grow: short <= medium <= long"))
            if item.long < 1 and item.kind == "weapon":
                raise DesignError(f"{path}.long", Msg("Mech", "a weapon needs a long range of at least 1 hex"))
        return item


def _hands(value, path: str, allowed: tuple[str, ...]) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise DesignError(path, Msg("Mech", "expected a list of locations (%1)").args(", ".join(allowed)))
    for i, v in enumerate(value):
        if v not in allowed:
            raise DesignError(f"{path}[{i}]", Msg("Mech", "'%1' must be one of %2").args(v, ", ".join(allowed)))
    if len(set(value)) != len(value):
        raise DesignError(path, Msg("Mech", "a location is listed twice"))
    return tuple(value)


@dataclass(frozen=True)
class MechDesign:
    name: str
    tonnage: int
    walk: int
    run: int
    jump: int
    heat_sinks: int
    locations: dict
    items: tuple[Item, ...] = ()
    hands: tuple[str, ...] = ()
    feet: tuple[str, ...] = ()
    punch_damage: int | None = None
    kick_damage: int | None = None
    notes: str = ""

    def __hash__(self):
        return hash((self.name, self.tonnage, self.items))

    # -- lookups
    def item(self, item_id: str | None) -> Item | None:
        for it in self.items:
            if it.id == item_id:
                return it
        return None

    def item_of(self, item_id: str | None) -> Item:
        """The item of a checked reference (a chart row's item, a weapon's bin, a declared pack)."""
        found = self.item(item_id)
        if found is None:
            raise KeyError(item_id)
        return found

    def chart_for(self, location: str) -> LocationSpec:
        return self.locations[FRONT_OF.get(location, location)]

    def to_dict(self) -> dict:
        return json.loads(self.to_json())

    def to_json(self) -> str:
        """The design as compact JSON text (cached; ``MechState.from_dict`` accepts it as ``design``)."""
        cached = self.__dict__.get("_as_dict")
        if cached is None:
            cached = json.dumps(self._build_dict(), separators=(",", ":"))
            object.__setattr__(self, "_as_dict", cached)
        return cached

    def _build_dict(self) -> dict:
        out = {
            "name": self.name, "tonnage": self.tonnage, "walk": self.walk, "run": self.run, "jump": self.jump,
            "heat_sinks": self.heat_sinks, "hands": list(self.hands), "feet": list(self.feet),
            "locations": {loc: self.locations[loc].to_dict() for loc in LOCATIONS},
            "items": [it.to_dict() for it in self.items],
        }
        if self.punch_damage is not None:
            out["punch_damage"] = self.punch_damage
        if self.kick_damage is not None:
            out["kick_damage"] = self.kick_damage
        if self.notes:
            out["notes"] = self.notes
        return out

    @classmethod
    def parse(cls, data: dict, path: str = "") -> "MechDesign":
        """Read the structure (types, ranges); cross-checks are in :func:`design_problems`."""
        if not isinstance(data, dict):
            raise DesignError(path or "design", Msg("Mech", "expected an object"))
        pre = path
        name = _get(data, "name", pre, str)
        if not name.strip():
            raise DesignError(f"{pre}.name" if pre else "name", Msg("Mech", "must not be empty"))
        tonnage = _get(data, "tonnage", pre, int, lo=10, hi=200)
        walk = _get(data, "walk", pre, int, lo=0, hi=30)
        run = _get(data, "run", pre, int, lo=0, hi=45)
        jump = _get(data, "jump", pre, int, 0, lo=0, hi=30)
        sinks = _get(data, "heat_sinks", pre, int, lo=0, hi=100)
        j = (lambda k: f"{pre}.{k}" if pre else k)
        locs = _get(data, "locations", pre, dict)
        parsed = {}
        for loc in LOCATIONS:
            if loc not in locs:
                raise DesignError(f"{j('locations')}.{loc}",
                                  Msg("Mech", "is missing (every location needs armor and internal structure)"))
            parsed[loc] = LocationSpec.from_dict(locs[loc], f"{j('locations')}.{loc}", loc in FRONT_LOCATIONS)
        for loc in locs:
            if loc not in LOCATIONS:
                raise DesignError(f"{j('locations')}.{loc}",
                                  Msg("Mech", "is not a location (%1)").args(", ".join(LOCATIONS)))
        raw_items = _get(data, "items", pre, list, [])
        items = tuple(Item.from_dict(it, f"{j('items')}[{i}]") for i, it in enumerate(raw_items))
        return cls(
            name=name, tonnage=tonnage, walk=walk, run=run, jump=jump, heat_sinks=sinks, locations=parsed,
            items=items,
            hands=_hands(data.get("hands"), j("hands"), ARMS),
            feet=_hands(data.get("feet"), j("feet"), LEGS),
            punch_damage=_get(data, "punch_damage", pre, int, None, lo=0, hi=100),
            kick_damage=_get(data, "kick_damage", pre, int, None, lo=0, hi=100),
            notes=_get(data, "notes", pre, str, ""),
        )

    @classmethod
    def from_dict(cls, data: dict, path: str = "") -> "MechDesign":
        design = cls.parse(data, path)
        problems = check_design(design, path)
        if problems:
            raise DesignError(problems[0].path, problems[0].message)
        return design


def check_design(design: MechDesign, path: str = "") -> list[DesignProblem]:
    """Cross-field checks the designer shows all at once."""
    j = (lambda k: f"{path}.{k}" if path else k)
    out: list[DesignProblem] = []
    if design.run < design.walk:
        out.append(_problem(j("run"), Msg("Mech", "run (%1) cannot be below walk (%2)").args(design.run, design.walk)))
    ids: dict[str, int] = {}
    for i, it in enumerate(design.items):
        if it.id in ids:
            out.append(_problem(f"{j('items')}[{i}].id",
                                Msg("Mech", "'%1' is used by item %2 too").args(it.id, ids[it.id])))
        ids.setdefault(it.id, i)
    by_id = {it.id: it for it in design.items}
    for i, it in enumerate(design.items):
        here = f"{j('items')}[{i}]"
        if it.ammo_bin is not None:
            bin_ = by_id.get(it.ammo_bin)
            if bin_ is None or bin_.kind != "ammo":
                out.append(_problem(f"{here}.ammo_bin",
                                    Msg("Mech", "'%1' is not an ammo item of this design").args(it.ammo_bin)))
        if it.kind in ("ammo", "gel_pack") and it.shots < 1:
            out.append(_problem(f"{here}.shots", Msg("Mech", "an ammo bin or GEL pack needs at least 1 shot/charge")))
        if it.kind == "gel_pack" and it.repair == 0:
            out.append(_problem(f"{here}.repair", Msg("Mech", "a GEL pack must repair something (a number or dice)")))
        if it.min_range > it.long and it.is_weapon:
            out.append(_problem(f"{here}.min_range", Msg("Mech", "minimum range cannot be beyond long range")))
    sinks = [it for it in design.items if it.kind == "heat_sink"]
    if len(sinks) > design.heat_sinks:
        out.append(_problem(j("heat_sinks"), Msg("Mech", "%1 heat sink items listed but only %2 sinks").args(
            len(sinks), design.heat_sinks)))
    jets = [it for it in design.items if it.kind == "jump_jet"]
    if design.jump and not jets:
        out.append(_problem(j("jump"), Msg("Mech", "a mech that jumps needs jump_jet items")))
    if jets and not design.jump:
        out.append(_problem(j("jump"), Msg("Mech", "the design has jump jets but 0 jump MP")))
    for loc in FRONT_LOCATIONS:
        spec = design.locations[loc]
        here = f"{j('locations')}.{loc}.critical"
        covered: dict[int, int] = {}
        for r, row in enumerate(spec.critical):
            for face in range(row.min, row.max + 1):
                if face in covered:
                    out.append(_problem(f"{here}[{r}].min",
                                        Msg("Mech", "%1 is already covered by row %2").args(face, covered[face])))
                    break
                covered[face] = r
            if row.item is not None:
                found = by_id.get(row.item)
                kinds = ITEM_COMPONENTS.get(row.component, ())
                if found is None:
                    out.append(_problem(f"{here}[{r}].item",
                                        Msg("Mech", "'%1' is not an item of this design").args(row.item)))
                elif found.location != loc:
                    out.append(_problem(f"{here}[{r}].item", Msg("Mech", "'%1' is mounted in %2, not %3").args(
                        row.item, found.location, loc)))
                elif kinds and found.kind not in kinds:
                    out.append(_problem(f"{here}[{r}].item", Msg("Mech", "'%1' is a %2, not a %3").args(
                        row.item, found.kind, row.component)))
            if row.component == "actuator":
                legs = row.actuator in ("hip", "upper_leg", "lower_leg", "foot")
                if (legs and loc not in LEGS) or (not legs and loc not in ARMS):
                    out.append(_problem(f"{here}[{r}].actuator",
                                        Msg("Mech", "a %1 actuator cannot be in %2").args(row.actuator, loc)))
        missing = [f for f in range(1, 21) if f not in covered]
        if missing:
            out.append(_problem(here, Msg("Mech", "the chart must cover 1-20 exactly once; missing %1").args(
                _ranges(missing))))
    return out


def _problem(path: str, msg: Msg) -> DesignProblem:
    return DesignProblem(path, Phrase(msg))


def _ranges(faces: list[int]) -> str:
    parts, start = [], None
    for i, f in enumerate(faces):
        if start is None:
            start = f
        if i + 1 == len(faces) or faces[i + 1] != f + 1:
            parts.append(str(start) if start == f else f"{start}-{f}")
            start = None
    return ", ".join(parts)


def design_problems(data) -> list[DesignProblem]:
    """Everything wrong with a design dict (for the designer dialog): [] when it is valid."""
    try:
        design = MechDesign.parse(data)
    except DesignError as exc:
        return [DesignProblem(exc.path, exc.message)]
    return check_design(design)


# ---------------------------------------------------------------- sample designs
def samples_dir() -> Path:
    from muster.paths import resource_path

    return resource_path("mechs")


def sample_names() -> list[str]:
    return sorted(_catalogue())


MAX_DESIGN_NAME = 60
_SAMPLES: dict[str, MechDesign] = {}
_CATALOGUE: dict[str, Path] = {}


def _catalogue() -> dict[str, Path]:
    """The bundled designs by file stem: names are looked up here, never joined into a path."""
    if not _CATALOGUE:
        _CATALOGUE.update({p.stem: p for p in samples_dir().glob("*.json")})
    return _CATALOGUE


def load_sample(name: str) -> MechDesign:
    """A bundled design from the catalogue of ``resources/mechs/`` (by file stem or design name).

    Raises ``KeyError`` with a message for a name that is not in the catalogue (``../x``, a very long name...).
    """
    if not isinstance(name, str) or not name.strip():
        raise KeyError(Phrase(Msg("Mech", "a sample design needs a name")))
    if name in _SAMPLES:
        return _SAMPLES[name]
    if len(name) > MAX_DESIGN_NAME:
        raise KeyError(Phrase(Msg("Mech", "no sample design named '%1...' (names are at most %2 characters; "
                                          "have: %3)").args(name[:MAX_DESIGN_NAME], MAX_DESIGN_NAME,
                                                            ", ".join(sample_names()))))
    files = _catalogue()
    file = files.get(name)
    if file is None:
        for other in files.values():
            data = json.loads(other.read_text(encoding="utf-8"))
            if data.get("name", "").lower() == name.lower():
                file = other
                break
        else:
            raise KeyError(Phrase(Msg("Mech", "no sample design '%1' (have: %2)").args(
                name, ", ".join(sample_names()))))
    design = MechDesign.from_dict(json.loads(file.read_text(encoding="utf-8")))
    _SAMPLES[name] = design
    return design
