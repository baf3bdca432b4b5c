"""The mech game's tables typed: ``MechTables.from_dict(data, path)`` checks every field and builds frozen rows.

One pass checks and builds (a :class:`RulesDataError` names the field's path, ``mech.heat.shutdown[2].needed``),
so the bundled data and a campaign's house rules (merged over it) go through the same constructor.
:func:`as_tables` gives the typed tables of checked data (built once while the data is in use).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from muster.i18n import Msg, Text
from muster.rules.dice import DiceError, parse
from muster.rules.reading import need_bool, need_dice, need_int
from muster.rules.tables import RulesDataError, check_bands, field, items

NAME = "mech"
LOCATIONS = (
    "head", "center_torso", "left_torso", "right_torso",
    "center_torso_rear", "left_torso_rear", "right_torso_rear",
    "left_arm", "right_arm", "left_leg", "right_leg",
)
FRONT_LOCATIONS = ("head", "center_torso", "left_torso", "right_torso", "left_arm", "right_arm", "left_leg",
                   "right_leg")
SIDES = ("front", "left", "right", "rear")
ACTUATORS = ("hip", "upper_leg", "lower_leg", "foot", "shoulder", "upper_arm", "lower_arm", "hand")
MOVEMENT_KEYS = ("hex", "terrain_change", "turn_hexside", "free_turn_start", "free_turn_end", "stand_up_mp",
                 "stand_up_heat", "gel_pod_mp", "leg_lost_max_mp", "jump_mp_per_jet")
CRITICAL_KEYS = ("on_natural_20", "on_internal_damage", "natural_20_first_location_only", "roll_20_destroys_part",
                 "transfer_causes_criticals", "explosion_causes_criticals")


# ---- checkers ----------------------------------------------------------------------------------------------
def _int(data: object, key: str, path: str, lo: int | None = None, hi: int | None = None) -> int:
    return need_int(data, key, path, minimum=lo, maximum=hi,
                    too_low=lambda lo, value: Msg("Mech", "must be at least %1, got %2").args(lo, value),
                    too_high=lambda hi, value: Msg("Mech", "must be at most %1, got %2").args(hi, value))


def _loc(value: object, path: str, allowed: tuple[str, ...] = LOCATIONS, nullable: bool = False) -> None:
    if value is None and nullable:
        return
    if value not in allowed:
        raise RulesDataError(path, Msg("Mech", "'%1' is not a location (%2)").args(str(value), ", ".join(allowed)))


def _dice_reason(error: DiceError) -> Text:
    return error.message


def _whole(value: object, path: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RulesDataError(path, Msg("Mech", "expected %1, got %2").args("int", repr(value)))
    return value


def _open_ended(bands: list, path: str) -> None:
    if bands[-1].get("max") is not None:
        raise RulesDataError(f"{path}[{len(bands) - 1}].max", Msg("Mech", "the last band must be open-ended (null)"))


# ---- the tables --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Band:
    """A band of values ``low``..``high`` (``high`` None: open-ended) and what it gives."""

    low: int
    high: int | None
    value: int          # the band's number, modifier or needed roll
    automatic: bool = False  # heat: no roll, the check fails outright

    def covers(self, value: int) -> bool:
        return value >= self.low and (self.high is None or value <= self.high)


def band_of(bands: tuple[Band, ...], value: int) -> Band | None:
    return next((b for b in bands if b.covers(value)), None)


@dataclass(frozen=True)
class ToHit:
    target: int
    natural_20_always_hits: bool
    natural_1_always_misses: bool
    range: dict[str, int]          # short, medium, long: the modifier of each band
    minimum_range_per_hex: int
    sensors_per_hit: int
    sensors_hits_no_weapon_fire: int

    @classmethod
    def from_dict(cls, data: dict, p: str) -> ToHit:
        th = field(data, "to_hit", p, dict)
        q = f"{p}.to_hit"
        target = _int(th, "target", q, 1, 40)
        n20, n1 = need_bool(th, "natural_20_always_hits", q), need_bool(th, "natural_1_always_misses", q)
        rng = field(th, "range", q, dict)
        bands = {band: _int(rng, band, f"{q}.range") for band in ("short", "medium", "long")}
        return cls(target, n20, n1, bands, _int(th, "minimum_range_per_hex", q), _int(th, "sensors_per_hit", q),
                   _int(th, "sensors_hits_no_weapon_fire", q, 1))


@dataclass(frozen=True)
class MovementMode:
    colour: str
    attack: int
    heat: int            # walk and run: heat of the move; jump: heat per hex jumped


@dataclass(frozen=True)
class MovementDie:
    bands: tuple[Band, ...]  # hexes from the start hex -> the die's number
    in_place_number: int
    penalty_per_number: int
    in_place_penalty: int

    @classmethod
    def from_dict(cls, data: dict, p: str) -> MovementDie:
        md = field(data, "movement_die", p, dict)
        q = f"{p}.movement_die"
        bands = items(md, "bands", q)
        check_bands(bands, f"{q}.bands", lo=1)
        _open_ended(bands, f"{q}.bands")
        rows = tuple(Band(b["min"], b.get("max"), _int(b, "number", f"{q}.bands[{i}]", 1, 6))
                     for i, b in enumerate(bands))
        return cls(rows, _int(md, "in_place_number", q, 1, 6), _int(md, "penalty_per_number", q),
                   _int(md, "in_place_penalty", q))


def _modes(data: dict, p: str) -> dict[str, MovementMode]:
    mm = field(data, "movement_modes", p, dict)
    q = f"{p}.movement_modes"
    shown = {}
    for mode in ("walk", "run", "jump"):
        m = field(mm, mode, q, dict)
        shown[mode] = (field(m, "colour", f"{q}.{mode}", str), _int(m, "attack", f"{q}.{mode}"))
    heat = {"walk": _int(mm["walk"], "heat", f"{q}.walk", 0), "run": _int(mm["run"], "heat", f"{q}.run", 0),
            "jump": _int(mm["jump"], "heat_per_hex", f"{q}.jump", 0)}
    return {mode: MovementMode(*shown[mode], heat[mode]) for mode in shown}


@dataclass(frozen=True)
class HitLocation:
    die: str
    rows: tuple[tuple[int, int | None, str], ...]  # faces low..high -> a front location
    facing: dict[str, dict[str, str]]              # rear, left, right: front location -> the one hit

    @classmethod
    def from_dict(cls, data: dict, p: str) -> HitLocation:
        hl = field(data, "hit_location", p, dict)
        q = f"{p}.hit_location"
        die = need_dice(hl, "die", q, _dice_reason)
        rows = items(hl, "rows", q)
        check_bands(rows, f"{q}.rows", lo=1, hi=parse(die).maximum)
        for i, row in enumerate(rows):
            _loc(field(row, "location", f"{q}.rows[{i}]", str), f"{q}.rows[{i}].location", FRONT_LOCATIONS)
        facing = {}
        for side in ("rear", "left", "right"):
            mapping = field(hl, side, q, dict)
            for key, value in mapping.items():
                _loc(key, f"{q}.{side}.{key}")
                _loc(value, f"{q}.{side}.{key}")
            facing[side] = dict(mapping)
        return cls(die, tuple((r["min"], r.get("max"), r["location"]) for r in rows), facing)

    def location(self, face: int, side: str) -> str:
        """Where a location die's ``face`` lands when the target is hit on ``side``."""
        loc = next((where for low, high, where in self.rows if face >= low and (high is None or face <= high)), None)
        if loc is None:
            raise LookupError(f"no band covers {face}")
        return self.facing[side].get(loc, loc) if side in self.facing else loc


@dataclass(frozen=True)
class Body:
    transfer: dict[str, str | None]          # where damage goes on from a location with nothing left
    attached: dict[str, tuple[str, ...]]      # lost with the location
    linked_facets: dict[str, str]
    fatal: tuple[str, ...]

    @classmethod
    def from_dict(cls, data: dict, p: str) -> Body:
        body = field(data, "body", p, dict)
        q = f"{p}.body"
        transfer = field(body, "transfer", q, dict)
        for loc in LOCATIONS:
            if loc not in transfer:
                raise RulesDataError(f"{q}.transfer.{loc}", Msg("Mech", "is missing (use null for no transfer)"))
            _loc(transfer[loc], f"{q}.transfer.{loc}", nullable=True)
            seen, here = {loc}, transfer[loc]
            while here is not None:
                if here in seen:
                    raise RulesDataError(f"{q}.transfer.{loc}", Msg("Mech", "damage transfer goes round in a circle"))
                seen.add(here)
                here = transfer.get(here)
        for key in transfer:
            _loc(key, f"{q}.transfer.{key}")
        attached = {}
        for key, value in field(body, "attached", q, dict).items():
            _loc(key, f"{q}.attached.{key}")
            if not isinstance(value, list):
                raise RulesDataError(f"{q}.attached.{key}", Msg("Mech", "expected a list of locations"))
            for i, loc in enumerate(value):
                _loc(loc, f"{q}.attached.{key}[{i}]")
            attached[key] = tuple(value)
        linked = field(body, "linked_facets", q, dict)
        for key, value in linked.items():
            _loc(key, f"{q}.linked_facets.{key}")
            _loc(value, f"{q}.linked_facets.{key}")
        fatal = field(body, "fatal", q, list)
        for i, loc in enumerate(fatal):
            _loc(loc, f"{q}.fatal[{i}]")
        return cls(dict(transfer), attached, dict(linked), tuple(fatal))


def _arcs(data: dict, p: str) -> dict[str, tuple[str, ...]]:
    arcs = field(data, "arcs", p, dict)
    out = {}
    for loc in FRONT_LOCATIONS + ("rear",):
        value = field(arcs, loc, f"{p}.arcs", list)
        for i, side in enumerate(value):
            if side not in SIDES:
                raise RulesDataError(f"{p}.arcs.{loc}[{i}]",
                                     Msg("Mech", "'%1' is not one of %2").args(str(side), ", ".join(SIDES)))
        out[loc] = tuple(value)
    return out


@dataclass(frozen=True)
class Actuator:
    piloting: int
    punch: int | None     # None: a punch is impossible with it hit (0 when the data leaves it out)
    kick: int | None

    def attack(self, kind: str) -> int | None:
        """Its modifier to a punch or kick (``kind``) once hit; None: impossible."""
        return self.punch if kind == "punch" else self.kick


@dataclass(frozen=True)
class Components:
    engine_heat_per_hit: int
    engine_destroyed_at: int
    gyro_piloting: tuple[int, ...]
    life_support_consciousness_from_heat: int
    actuators: dict[str, Actuator]

    @classmethod
    def from_dict(cls, data: dict, p: str) -> Components:
        comp = field(data, "components", p, dict)
        q = f"{p}.components"
        eng = field(comp, "engine", q, dict)
        heat_per_hit, destroyed_at = _int(eng, "heat_per_hit", f"{q}.engine", 0), _int(eng, "destroyed_at",
                                                                                       f"{q}.engine", 1)
        gyro = items(field(comp, "gyro", q, dict), "piloting", f"{q}.gyro")
        gyro_rows = tuple(_whole(value, f"{q}.gyro.piloting[{i}]") for i, value in enumerate(gyro))
        life = _int(field(comp, "life_support", q, dict), "consciousness_from_heat", f"{q}.life_support", 0)
        acts = field(comp, "actuators", q, dict)
        actuators = {}
        for name in ACTUATORS:
            a = field(acts, name, f"{q}.actuators", dict)
            piloting = _int(a, "piloting", f"{q}.actuators.{name}")
            for attack in ("punch", "kick"):
                value = a.get(attack)
                if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                    raise RulesDataError(f"{q}.actuators.{name}.{attack}",
                                         Msg("Mech", "expected a whole number or null (impossible)"))
            actuators[name] = Actuator(piloting, a.get("punch", 0), a.get("kick", 0))
        return cls(heat_per_hit, destroyed_at, gyro_rows, life, actuators)


@dataclass(frozen=True)
class Consciousness:
    needed: tuple[int, ...]   # by head hits taken
    fatal_hit: int

    @classmethod
    def from_dict(cls, data: dict, p: str) -> Consciousness:
        con = field(data, "consciousness", p, dict)
        q = f"{p}.consciousness"
        needed = tuple(_whole(value, f"{q}.needed[{i}]") for i, value in enumerate(items(con, "needed", q)))
        fatal = _int(con, "fatal_hit", q, 1)
        if fatal != len(needed) + 1:
            raise RulesDataError(f"{q}.fatal_hit",
                                 Msg("Mech", "must be one more than the %1 rows of 'needed'").args(len(needed)))
        return cls(needed, fatal)


@dataclass(frozen=True)
class Piloting:
    target: int
    heavy_damage_from: int
    heavy_damage_modifier: int
    leg_lost: int
    kicked: int
    missed_kick: int
    unconscious_fails: bool
    shutdown_fails: bool

    @classmethod
    def from_dict(cls, data: dict, p: str) -> Piloting:
        pil = field(data, "piloting", p, dict)
        q = f"{p}.piloting"
        target = _int(pil, "target", q, 1, 40)
        hd = field(pil, "heavy_damage", q, dict)
        heavy_from, heavy_modifier = _int(hd, "from", f"{q}.heavy_damage", 1), _int(hd, "modifier", f"{q}.heavy_damage")
        leg_lost, kicked, missed = (_int(pil, key, q) for key in ("leg_lost", "kicked", "missed_kick"))
        return cls(target, heavy_from, heavy_modifier, leg_lost, kicked, missed, need_bool(pil, "unconscious_fails", q),
                   need_bool(pil, "shutdown_fails", q))


@dataclass(frozen=True)
class Heat:
    attack_penalty: tuple[Band, ...]
    shutdown_dice: str
    shutdown: tuple[Band, ...]     # ``value``: the roll needed (0 with ``automatic``)
    ammo_dice: str
    ammo_check: tuple[Band, ...]

    @classmethod
    def from_dict(cls, data: dict, p: str) -> Heat:
        heat = field(data, "heat", p, dict)
        q = f"{p}.heat"
        ap = items(heat, "attack_penalty", q)
        check_bands(ap, f"{q}.attack_penalty", lo=0)
        penalty = tuple(Band(b["min"], b.get("max"), _int(b, "modifier", f"{q}.attack_penalty[{i}]"))
                        for i, b in enumerate(ap))
        _open_ended(ap, f"{q}.attack_penalty")
        checks: dict[str, tuple[str, tuple[Band, ...]]] = {}
        for key in ("shutdown", "ammo_check"):
            dice = need_dice(heat, "shutdown_dice" if key == "shutdown" else "ammo_dice", q, _dice_reason)
            bands = items(heat, key, q)
            check_bands(bands, f"{q}.{key}")
            rows = []
            for i, band in enumerate(bands):
                if band.get("automatic") is True:
                    rows.append(Band(band["min"], band.get("max"), 0, True))
                    continue
                rows.append(Band(band["min"], band.get("max"), _int(band, "needed", f"{q}.{key}[{i}]")))
            checks[key] = (dice, tuple(rows))
        return cls(penalty, *checks["shutdown"], *checks["ammo_check"])

    def checks_from(self, which: str) -> int:
        """The lowest heat that calls for a shutdown (``"shutdown"``) or ammunition check (``"ammo_check"``)."""
        return min(b.low for b in (self.shutdown if which == "shutdown" else self.ammo_check))


@dataclass(frozen=True)
class Physical:
    tons_per_point: int
    range: int
    heat: int


def _physical(data: dict, p: str) -> dict[str, Physical]:
    phys = field(data, "physical", p, dict)
    out = {}
    for kind in ("punch", "kick"):
        k = field(phys, kind, f"{p}.physical", dict)
        here = f"{p}.physical.{kind}"
        out[kind] = Physical(_int(k, "tons_per_point", here, 1), _int(k, "range", here, 1), _int(k, "heat", here, 0))
    return out


def _cover(data: dict, p: str) -> dict[str, int]:
    cover = field(data, "cover", p, dict)
    out = {}
    for key, value in cover.items():
        if key in ("notes", "house_default"):
            continue
        if not isinstance(value, int) or isinstance(value, bool):
            raise RulesDataError(f"{p}.cover.{key}",
                                 Msg("Mech", "expected a whole-number modifier, got %1").args(repr(value)))
        out[key] = value
    return out


@dataclass(frozen=True, eq=False)
class MechTables:
    """The mech rules tables (``resources/rules/mech.json`` with a campaign's house rules merged in)."""

    to_hit: ToHit
    movement_modes: dict[str, MovementMode]
    movement_die: MovementDie
    movement: dict[str, int]       # MP costs and limits (MOVEMENT_KEYS, heat_per_lost_mp)
    hit_location: HitLocation
    body: Body
    arcs: dict[str, tuple[str, ...]]
    critical: dict[str, bool]      # CRITICAL_KEYS
    components: Components
    empty_bin_explodes: bool
    explosion_counts_as_head_hit: bool
    consciousness: Consciousness
    piloting: Piloting
    heat: Heat
    physical: dict[str, Physical]
    cover: dict[str, int]          # the named cover and terrain modifiers
    initiative_die: str
    charges_per_use: int           # GEL: charges a use takes

    @classmethod
    def from_dict(cls, data: dict, path: str = NAME) -> MechTables:
        p = path
        to_hit, modes, die = ToHit.from_dict(data, p), _modes(data, p), MovementDie.from_dict(data, p)
        mv = field(data, "movement", p, dict)
        movement = {key: _int(mv, key, f"{p}.movement", 0) for key in MOVEMENT_KEYS}
        movement["heat_per_lost_mp"] = _int(mv, "heat_per_lost_mp", f"{p}.movement", 1)
        location, body, arcs = HitLocation.from_dict(data, p), Body.from_dict(data, p), _arcs(data, p)
        cr = field(data, "critical", p, dict)
        critical = {key: need_bool(cr, key, f"{p}.critical") for key in CRITICAL_KEYS}
        components = Components.from_dict(data, p)
        ammo = field(data, "ammo", p, dict)
        empty, head = (need_bool(ammo, key, f"{p}.ammo")
                       for key in ("empty_bin_explodes", "explosion_counts_as_head_hit"))
        consciousness, piloting, heat = (Consciousness.from_dict(data, p), Piloting.from_dict(data, p),
                                         Heat.from_dict(data, p))
        physical, cover = _physical(data, p), _cover(data, p)
        ini = field(data, "initiative", p, dict)
        die_text = need_dice(ini, "die", f"{p}.initiative", _dice_reason)
        if field(ini, "ties", f"{p}.initiative", str) not in ("reroll",):
            raise RulesDataError(f"{p}.initiative.ties", Msg("Mech", "only 'reroll' is supported"))
        charges = _int(field(data, "repair", p, dict), "charges_per_use", f"{p}.repair", 1)
        return cls(to_hit, modes, die, movement, location, body, arcs, critical, components, empty, head,
                   consciousness, piloting, heat, physical, cover, die_text, charges)

    def cover_names(self) -> list[str]:
        return list(self.cover)


RulesData = MechTables | dict  # the engine takes either: checked data is typed once (``as_tables``)
_TYPED: dict[int, tuple[dict, MechTables]] = {}
_TYPED_LOCK = threading.Lock()


def as_tables(tables: RulesData) -> MechTables:
    """``tables`` typed: a :class:`MechTables` as it is; checked data (``muster.rules.mech.tables(...)``, the
    campaign's tables from ``house_rules``) built once and remembered while it is in use."""
    if isinstance(tables, MechTables):
        return tables
    entry = _TYPED.get(id(tables))
    if entry is not None and entry[0] is tables:
        return entry[1]
    typed = MechTables.from_dict(tables)
    with _TYPED_LOCK:  # forecasts run in worker threads: the lock keeps the trimming whole
        while len(_TYPED) >= 16:
            _TYPED.pop(next(iter(_TYPED)))
        _TYPED[id(tables)] = (tables, typed)
    return typed
