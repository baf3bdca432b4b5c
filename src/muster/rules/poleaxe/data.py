"""Loading and checking the By This Poleaxe tables (``resources/rules/poleaxe.json``)."""

from __future__ import annotations

from fractions import Fraction

from muster.rules import dice
from muster.rules.tables import RulesDataError, check_bands, field, items, load

SYSTEM = "poleaxe"
MORALE_STATES = ("steady", "routing", "rallied")
PHASE_KEYS = ("declare", "half_move", "missiles", "finish_move", "melee")
_CONDITIONS = ("killed", "severely_injured", "lightly_injured", "unharmed")


def load_tables(overrides: dict | None = None) -> dict:
    """The bundled tables with a campaign's overrides merged in, validated."""
    return load(SYSTEM, overrides, validate)


def _number(data, key, path):
    value = field(data, key, path, (int, float))
    return Fraction(str(value))


def _notation(value, path):
    try:
        dice.parse(value)
    except dice.DiceError as exc:
        raise RulesDataError(path, str(exc)) from None


def _count(value, path):
    """An Out of the Fight count: a whole number >= 0, 'all', or dice like '1d4'."""
    if isinstance(value, int) and not isinstance(value, bool):
        if value < 0:
            raise RulesDataError(path, "must not be negative")
        return
    if value == "all":
        return
    if isinstance(value, str):
        _notation(value, path)
        return
    raise RulesDataError(path, f"expected a whole number, 'all' or dice such as '1d4', got {value!r}")


def _rows(data, key, path, min_key, value_key="value"):
    rows = items(data, key, path)
    last = None
    for i, row in enumerate(rows):
        here = f"{path}.{key}[{i}]"
        low = _number(row, min_key, here)
        field(row, value_key, here, int)
        field(row, "label", here, str)
        if i == 0 and low != 0:
            raise RulesDataError(f"{here}.{min_key}", "the first row must start at 0")
        if last is not None and low <= last:
            raise RulesDataError(f"{here}.{min_key}", f"rows must rise: {low} is not above {last}")
        last = low
    return rows


def _valued_bands(rows, path, lo=None):
    check_bands(rows, path, lo=lo)
    for i, row in enumerate(rows):
        field(row, "value", f"{path}[{i}]", int)


def _modifier_map(data, key, path, *, applies=False):
    mods = field(data, key, path, dict)
    for name, mod in mods.items():
        here = f"{path}.{key}.{name}"
        field(mod, "label", here, str)
        field(mod, "value", here, int)
        if applies:
            kinds = items(mod, "applies_to", here)
            for j, kind in enumerate(kinds):
                if kind not in ("melee", "missile"):
                    raise RulesDataError(f"{here}.applies_to[{j}]", f"must be 'melee' or 'missile', got {kind!r}")
    return mods


def validate(data: dict, name: str) -> None:
    """Raise :class:`RulesDataError` naming the first malformed field."""
    squad = field(data, "squad", name, dict)
    if field(squad, "max_members", f"{name}.squad", int) < 1:
        raise RulesDataError(f"{name}.squad.max_members", "must be at least 1")
    field(squad, "bodies_over_combatants", f"{name}.squad", int)

    hd = field(data, "hit_dice", name, dict)
    _number(hd, "plus_counts_as", f"{name}.hit_dice")
    _number(hd, "minus_counts_as", f"{name}.hit_dice")

    av = field(data, "attack_value", name, dict)
    p = f"{name}.attack_value"
    _notation(field(av, "die", p, str), f"{p}.die")
    if field(av, "divisor", p, int) < 1:
        raise RulesDataError(f"{p}.divisor", "must be at least 1")
    _rows(av, "rows", p, "min_hd")
    mods = _modifier_map(av, "modifiers", p, applies=True)
    for key in ("flank", "rear", "surprise", "crappy_weapon", "leader", "mounted", "two_handed",
                "special_offence_major", "special_offence_medium", "special_offence_minor",
                "magic_weapons_major", "magic_weapons_minor"):
        if key not in mods:
            raise RulesDataError(f"{p}.modifiers.{key}", "is missing")
    field(mods["leader"], "min_level", f"{p}.modifiers.leader", int)

    dv = field(data, "defense_value", name, dict)
    p = f"{name}.defense_value"
    _notation(field(dv, "die", p, str), f"{p}.die")
    if field(dv, "ac_rounding", p, str) not in ("up", "nearest", "down"):
        raise RulesDataError(f"{p}.ac_rounding", "must be 'up', 'nearest' or 'down'")
    bands = items(dv, "bands", p)
    _valued_bands(bands, f"{p}.bands")
    if bands[-1].get("max") is not None:
        raise RulesDataError(f"{p}.bands[{len(bands) - 1}].max", "the worst armour band must be open-ended (null)")
    mods = _modifier_map(dv, "modifiers", p)
    for key in ("hard_cover", "soft_cover", "special_defence_major", "special_defence_medium",
                "special_defence_minor"):
        if key not in mods:
            raise RulesDataError(f"{p}.modifiers.{key}", "is missing")

    mv = field(data, "morale_value", name, dict)
    p = f"{name}.morale_value"
    _notation(field(mv, "die", p, str), f"{p}.die")
    types = field(mv, "types", p, dict)
    if not types:
        raise RulesDataError(f"{p}.types", "must not be empty")
    for key, row in types.items():
        field(row, "label", f"{p}.types.{key}", str)
        field(row, "value", f"{p}.types.{key}", int)
    sp = field(mv, "secure_position", p, dict)
    field(sp, "value", f"{p}.secure_position", int)
    _valued_bands(items(mv, "leader_cha", p), f"{p}.leader_cha")

    htk = field(data, "hits_to_kill", name, dict)
    p = f"{name}.hits_to_kill"
    if field(htk, "basis", p, str) not in ("average", "total_over_divisor"):
        raise RulesDataError(f"{p}.basis", "must be 'average' or 'total_over_divisor'")
    _rows(htk, "rows", p, "min_hd")
    for i, row in enumerate(items(htk, "size_modifiers", p)):
        here = f"{p}.size_modifiers[{i}]"
        if field(row, "members", here, int) < 1:
            raise RulesDataError(f"{here}.members", "must be at least 1")
        field(row, "value", here, int)
    if field(htk, "minimum", p, int) < 1:
        raise RulesDataError(f"{p}.minimum", "must be at least 1")

    mov = field(data, "movement", name, dict)
    _rows(mov, "rows", f"{name}.movement", "min_ft")

    battle = field(data, "battle", name, dict)
    p = f"{name}.battle"
    _notation(field(battle, "start_distance", p, str), f"{p}.start_distance")
    if field(battle, "half_move_rounding", p, str) not in ("up", "down"):
        raise RulesDataError(f"{p}.half_move_rounding", "must be 'up' or 'down'")
    phases = items(battle, "phases", p)
    keys = [field(ph, "key", f"{p}.phases[{i}]", str) for i, ph in enumerate(phases)]
    for i, ph in enumerate(phases):
        field(ph, "label", f"{p}.phases[{i}]", str)
    if tuple(keys) != PHASE_KEYS:
        raise RulesDataError(f"{p}.phases", f"the phase keys must be {', '.join(PHASE_KEYS)} in that order")

    mis = field(data, "missiles", name, dict)
    p = f"{name}.missiles"
    field(mis, "long_range_modifier", p, int)
    weapons = field(mis, "weapons", p, dict)
    for key, row in weapons.items():
        here = f"{p}.weapons.{key}"
        field(row, "label", here, str)
        eff = field(row, "effective", here, int)
        if eff < 0:
            raise RulesDataError(f"{here}.effective", "must not be negative")
        long = row.get("long", None)
        if long is not None and (not isinstance(long, int) or isinstance(long, bool) or long < eff):
            raise RulesDataError(f"{here}.long", f"must be null or a whole number not below effective ({eff})")

    melee = field(data, "melee", name, dict)
    if field(melee, "rolls_per_opponent", f"{name}.melee", int) < 1:
        raise RulesDataError(f"{name}.melee.rolls_per_opponent", "must be at least 1")
    field(melee, "routing_strike_back", f"{name}.melee", bool)

    mor = field(data, "morale", name, dict)
    p = f"{name}.morale"
    _notation(field(mor, "die", p, str), f"{p}.die")
    if field(mor, "hit_trigger", p, str) not in ("failed_save", "hit_scored"):
        raise RulesDataError(f"{p}.hit_trigger", "must be 'failed_save' or 'hit_scored'")
    trig = field(mor, "triggers", p, dict)
    for key in ("took_hit", "flank", "rear", "surprise", "mounted_charge", "friends_routing", "other"):
        field(trig, key, f"{p}.triggers", str)

    rally = field(data, "rally", name, dict)
    p = f"{name}.rally"
    _notation(field(rally, "die", p, str), f"{p}.die")
    field(rally, "target", p, int)
    _valued_bands(items(rally, "cha_modifiers", p), f"{p}.cha_modifiers")
    _notation(field(rally, "tactics_die", p, str), f"{p}.tactics_die")

    sp = field(data, "spells", name, dict)
    p = f"{name}.spells"
    for key in ("hd_per_htk", "enhancement_bonus", "protection_bonus"):
        rng = field(sp, key, p, dict)
        low = field(rng, "min", f"{p}.{key}", int)
        high = field(rng, "max", f"{p}.{key}", int)
        if low < 1 or high < low:
            raise RulesDataError(f"{p}.{key}.max", f"must be at least min ({low}), and min at least 1")
        if "default" in rng:
            default = field(rng, "default", f"{p}.{key}", int)
            if not low <= default <= high:
                raise RulesDataError(f"{p}.{key}.default", f"must be between {low} and {high}")
    if field(sp, "feet_per_space", p, int) < 1:
        raise RulesDataError(f"{p}.feet_per_space", "must be at least 1")
    field(sp, "melee_only_under_ft", p, int)
    if field(sp, "default_duration_turns", p, int) < 1:
        raise RulesDataError(f"{p}.default_duration_turns", "must be at least 1")
    field(sp, "healing_revives", p, bool)

    oof = field(data, "out_of_the_fight", name, dict)
    p = f"{name}.out_of_the_fight"
    _notation(field(oof, "die", p, str), f"{p}.die")
    rows = items(oof, "rows", p)
    check_bands(rows, f"{p}.rows")
    if rows[-1].get("max") is not None:
        raise RulesDataError(f"{p}.rows[{len(rows) - 1}].max", "the last row must be open-ended (null)")
    for i, row in enumerate(rows):
        here = f"{p}.rows[{i}]"
        field(row, "label", here, str)
        _count(row.get("killed", 0), f"{here}.killed")
        _count(row.get("severe", 0), f"{here}.severe")
        if field(row, "rest", here, str) not in _CONDITIONS:
            raise RulesDataError(f"{here}.rest", f"must be one of {', '.join(_CONDITIONS)}")
    _valued_bands(items(oof, "cleric", p), f"{p}.cleric")
    field(field(oof, "under_half", p, dict), "value", f"{p}.under_half", int)
    sev = field(oof, "severely_injured", p, dict)
    field(sev, "hp", f"{p}.severely_injured", int)
    field(sev, "bed_rest_days", f"{p}.severely_injured", int)
    light = field(oof, "lightly_injured", p, dict)
    frac = _number(light, "hp_fraction", f"{p}.lightly_injured")
    if not 0 < frac <= 1:
        raise RulesDataError(f"{p}.lightly_injured.hp_fraction", "must be above 0 and at most 1")
