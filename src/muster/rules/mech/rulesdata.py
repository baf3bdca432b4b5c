"""The mech game's numbers: ``resources/rules/mech.json`` and its validator.

Code holds procedure; every number a GM might house-rule lives in the data
file and is checked here, field by field, so a bad override is refused with
the path of the offending field (``mech.heat.shutdown[2].needed``).
"""

from __future__ import annotations

import json
from functools import lru_cache

from muster.i18n import Msg
from muster.rules import tables as rt
from muster.rules.dice import DiceError, parse
from muster.rules.tables import RulesDataError, check_bands, field, items

NAME = "mech"

LOCATIONS = (
    "head", "center_torso", "left_torso", "right_torso",
    "center_torso_rear", "left_torso_rear", "right_torso_rear",
    "left_arm", "right_arm", "left_leg", "right_leg",
)
FRONT_LOCATIONS = ("head", "center_torso", "left_torso", "right_torso", "left_arm", "right_arm", "left_leg", "right_leg")
SIDES = ("front", "left", "right", "rear")
ACTUATORS = ("hip", "upper_leg", "lower_leg", "foot", "shoulder", "upper_arm", "lower_arm", "hand")


def load_rules(overrides: dict | None = None) -> dict:
    """The bundled mech tables merged with a campaign's overrides, validated."""
    if not overrides:
        return _default()
    return rt.load(NAME, overrides, validate_rules)


@lru_cache(maxsize=1)
def _default_text() -> str:
    return json.dumps(rt.load(NAME, None, validate_rules))


def _default() -> dict:
    return json.loads(_default_text())


def _int(data, key, path, lo=None, hi=None):
    value = field(data, key, path, int)
    if lo is not None and value < lo:
        raise RulesDataError(f"{path}.{key}", Msg("Mech", "must be at least %1, got %2").args(lo, value))
    if hi is not None and value > hi:
        raise RulesDataError(f"{path}.{key}", Msg("Mech", "must be at most %1, got %2").args(hi, value))
    return value


def _bool(data, key, path):
    return field(data, key, path, bool)


def _loc(value, path, allowed=LOCATIONS, nullable=False):
    if value is None and nullable:
        return
    if value not in allowed:
        raise RulesDataError(path, Msg("Mech", "'%1' is not a location (%2)").args(str(value), ", ".join(allowed)))


def _dice(data, key, path):
    value = field(data, key, path, str)
    try:
        parse(value)
    except DiceError as exc:
        raise RulesDataError(f"{path}.{key}", exc.message) from None


def validate_rules(data: dict, name: str = NAME) -> None:
    p = name
    th = field(data, "to_hit", p, dict)
    q = f"{p}.to_hit"
    _int(th, "target", q, 1, 40)
    _bool(th, "natural_20_always_hits", q)
    _bool(th, "natural_1_always_misses", q)
    rng = field(th, "range", q, dict)
    for band in ("short", "medium", "long"):
        _int(rng, band, f"{q}.range")
    _int(th, "minimum_range_per_hex", q)
    _int(th, "sensors_per_hit", q)
    _int(th, "sensors_hits_no_weapon_fire", q, 1)

    mm = field(data, "movement_modes", p, dict)
    q = f"{p}.movement_modes"
    for mode in ("walk", "run", "jump"):
        m = field(mm, mode, q, dict)
        field(m, "colour", f"{q}.{mode}", str)
        _int(m, "attack", f"{q}.{mode}")
    _int(mm["walk"], "heat", f"{q}.walk", 0)
    _int(mm["run"], "heat", f"{q}.run", 0)
    _int(mm["jump"], "heat_per_hex", f"{q}.jump", 0)

    md = field(data, "movement_die", p, dict)
    q = f"{p}.movement_die"
    bands = items(md, "bands", q)
    check_bands(bands, f"{q}.bands", lo=1)
    if bands[-1].get("max") is not None:
        raise RulesDataError(f"{q}.bands[{len(bands) - 1}].max", Msg("Mech", "the last band must be open-ended (null)"))
    for i, band in enumerate(bands):
        _int(band, "number", f"{q}.bands[{i}]", 1, 6)
    _int(md, "in_place_number", q, 1, 6)
    _int(md, "penalty_per_number", q)
    _int(md, "in_place_penalty", q)

    mv = field(data, "movement", p, dict)
    q = f"{p}.movement"
    for key in ("hex", "terrain_change", "turn_hexside", "free_turn_start", "free_turn_end", "stand_up_mp",
                "stand_up_heat", "gel_pod_mp", "leg_lost_max_mp", "jump_mp_per_jet"):
        _int(mv, key, q, 0)
    _int(mv, "heat_per_lost_mp", q, 1)

    hl = field(data, "hit_location", p, dict)
    q = f"{p}.hit_location"
    _dice(hl, "die", q)
    rows = items(hl, "rows", q)
    sides = parse(hl["die"]).maximum
    check_bands(rows, f"{q}.rows", lo=1, hi=sides)
    for i, row in enumerate(rows):
        _loc(field(row, "location", f"{q}.rows[{i}]", str), f"{q}.rows[{i}].location", FRONT_LOCATIONS)
    for side in ("rear", "left", "right"):
        mapping = field(hl, side, q, dict)
        for key, value in mapping.items():
            _loc(key, f"{q}.{side}.{key}")
            _loc(value, f"{q}.{side}.{key}")

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
    for key, value in field(body, "attached", q, dict).items():
        _loc(key, f"{q}.attached.{key}")
        if not isinstance(value, list):
            raise RulesDataError(f"{q}.attached.{key}", Msg("Mech", "expected a list of locations"))
        for i, loc in enumerate(value):
            _loc(loc, f"{q}.attached.{key}[{i}]")
    for key, value in field(body, "linked_facets", q, dict).items():
        _loc(key, f"{q}.linked_facets.{key}")
        _loc(value, f"{q}.linked_facets.{key}")
    for i, loc in enumerate(field(body, "fatal", q, list)):
        _loc(loc, f"{q}.fatal[{i}]")

    arcs = field(data, "arcs", p, dict)
    for loc in FRONT_LOCATIONS + ("rear",):
        value = field(arcs, loc, f"{p}.arcs", list)
        for i, side in enumerate(value):
            if side not in SIDES:
                raise RulesDataError(f"{p}.arcs.{loc}[{i}]",
                                     Msg("Mech", "'%1' is not one of %2").args(str(side), ", ".join(SIDES)))

    cr = field(data, "critical", p, dict)
    for key in ("on_natural_20", "on_internal_damage", "natural_20_first_location_only", "roll_20_destroys_part",
                "transfer_causes_criticals", "explosion_causes_criticals"):
        _bool(cr, key, f"{p}.critical")

    comp = field(data, "components", p, dict)
    q = f"{p}.components"
    eng = field(comp, "engine", q, dict)
    _int(eng, "heat_per_hit", f"{q}.engine", 0)
    _int(eng, "destroyed_at", f"{q}.engine", 1)
    gyro = items(field(comp, "gyro", q, dict), "piloting", f"{q}.gyro")
    for i, value in enumerate(gyro):
        if not isinstance(value, int) or isinstance(value, bool):
            raise RulesDataError(f"{q}.gyro.piloting[{i}]", Msg("Mech", "expected %1, got %2").args("int", repr(value)))
    _int(field(comp, "life_support", q, dict), "consciousness_from_heat", f"{q}.life_support", 0)
    acts = field(comp, "actuators", q, dict)
    for name in ACTUATORS:
        a = field(acts, name, f"{q}.actuators", dict)
        _int(a, "piloting", f"{q}.actuators.{name}")
        for attack in ("punch", "kick"):
            if attack in a and a[attack] is not None and (not isinstance(a[attack], int) or isinstance(a[attack], bool)):
                raise RulesDataError(f"{q}.actuators.{name}.{attack}",
                                     Msg("Mech", "expected a whole number or null (impossible)"))

    ammo = field(data, "ammo", p, dict)
    _bool(ammo, "empty_bin_explodes", f"{p}.ammo")
    _bool(ammo, "explosion_counts_as_head_hit", f"{p}.ammo")

    con = field(data, "consciousness", p, dict)
    q = f"{p}.consciousness"
    needed = items(con, "needed", q)
    for i, value in enumerate(needed):
        if not isinstance(value, int) or isinstance(value, bool):
            raise RulesDataError(f"{q}.needed[{i}]", Msg("Mech", "expected %1, got %2").args("int", repr(value)))
    fatal = _int(con, "fatal_hit", q, 1)
    if fatal != len(needed) + 1:
        raise RulesDataError(f"{q}.fatal_hit",
                             Msg("Mech", "must be one more than the %1 rows of 'needed'").args(len(needed)))

    pil = field(data, "piloting", p, dict)
    q = f"{p}.piloting"
    _int(pil, "target", q, 1, 40)
    hd = field(pil, "heavy_damage", q, dict)
    _int(hd, "from", f"{q}.heavy_damage", 1)
    _int(hd, "modifier", f"{q}.heavy_damage")
    for key in ("leg_lost", "kicked", "missed_kick"):
        _int(pil, key, q)
    _bool(pil, "unconscious_fails", q)
    _bool(pil, "shutdown_fails", q)

    heat = field(data, "heat", p, dict)
    q = f"{p}.heat"
    ap = items(heat, "attack_penalty", q)
    check_bands(ap, f"{q}.attack_penalty", lo=0)
    for i, band in enumerate(ap):
        _int(band, "modifier", f"{q}.attack_penalty[{i}]")
    if ap[-1].get("max") is not None:
        raise RulesDataError(f"{q}.attack_penalty[{len(ap) - 1}].max",
                             Msg("Mech", "the last band must be open-ended (null)"))
    for key in ("shutdown", "ammo_check"):
        _dice(heat, "shutdown_dice" if key == "shutdown" else "ammo_dice", q)
        bands = items(heat, key, q)
        check_bands(bands, f"{q}.{key}")
        for i, band in enumerate(bands):
            if band.get("automatic") is True:
                continue
            _int(band, "needed", f"{q}.{key}[{i}]")

    phys = field(data, "physical", p, dict)
    for kind in ("punch", "kick"):
        k = field(phys, kind, f"{p}.physical", dict)
        _int(k, "tons_per_point", f"{p}.physical.{kind}", 1)
        _int(k, "range", f"{p}.physical.{kind}", 1)
        _int(k, "heat", f"{p}.physical.{kind}", 0)

    cover = field(data, "cover", p, dict)
    for key, value in cover.items():
        if key in ("notes", "house_default"):
            continue
        if not isinstance(value, int) or isinstance(value, bool):
            raise RulesDataError(f"{p}.cover.{key}",
                                 Msg("Mech", "expected a whole-number modifier, got %1").args(repr(value)))

    ini = field(data, "initiative", p, dict)
    _dice(ini, "die", f"{p}.initiative")
    if field(ini, "ties", f"{p}.initiative", str) not in ("reroll",):
        raise RulesDataError(f"{p}.initiative.ties", Msg("Mech", "only 'reroll' is supported"))

    _int(field(data, "repair", p, dict), "charges_per_use", f"{p}.repair", 1)


def cover_names(rules: dict) -> list[str]:
    return [k for k in rules["cover"] if k not in ("notes", "house_default")]
