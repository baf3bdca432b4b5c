"""BUCS rules data: loading, validation (with exact field paths) and look-ups."""

from __future__ import annotations

from typing import Any

from muster.i18n import Phrase, TextError, message_of, render
from muster.rules import tables as rt
from muster.rules.dice import DiceError, parse
from muster.rules.tables import RulesDataError, field, items

NAME = "bucs"


def said(items) -> list:
    """The messages behind several texts (notes), for storing with ``to_data`` or joining for the log."""
    return [message_of(t) for t in items]


class RuleError(TextError):
    """A BUCS rule forbids what was asked; ``field`` names the offending input if known.

    ``message`` is the English text (a :class:`Phrase`: the headless API reports it); ``str(error)`` shows it in
    the GM's language.
    """

    def __init__(self, message: Any, field: str | None = None):
        text = message if isinstance(message, Phrase) else Phrase(message)
        super().__init__(text)
        self.message = text
        self.field = field

    def __str__(self) -> str:
        return render(self.message.msg)


def load_tables(overrides: dict | None = None) -> dict:
    """The bundled BUCS tables with a campaign's GM overrides merged in, validated."""
    return rt.load(NAME, overrides, validate=validate_tables)


_DEFAULT: dict | None = None


def default_tables() -> dict:
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_tables()
    return _DEFAULT


# ---- validation ----------------------------------------------------------------

def _int_or_null(row: dict, key: str, path: str) -> None:
    if key not in row:
        raise RulesDataError(f"{path}.{key}", "is missing")
    value = row[key]
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise RulesDataError(f"{path}.{key}", f"expected a whole number or null, got {value!r}")


def _names(rows: list, path: str) -> list[str]:
    seen = []
    for i, row in enumerate(rows):
        name = field(row, "name", f"{path}[{i}]", str)
        if not name.strip():
            raise RulesDataError(f"{path}[{i}].name", "must not be empty")
        if name in seen:
            raise RulesDataError(f"{path}[{i}].name", f"'{name}' appears twice")
        seen.append(name)
    return seen


def _choice(data: dict, key: str, path: str, options: list[str]) -> str:
    value = field(data, key, path, str)
    if value not in options:
        raise RulesDataError(f"{path}.{key}", f"must be one of {', '.join(options)}; got '{value}'")
    return value


def _nonneg(data: dict, key: str, path: str, lo: int = 0) -> int:
    value = field(data, key, path, int)
    if value < lo:
        raise RulesDataError(f"{path}.{key}", f"must be at least {lo}, got {value}")
    return value


def validate_tables(data: dict, name: str = NAME) -> None:
    p = name
    die = field(data, "die", p, str)
    try:
        parse(die)
    except DiceError as exc:
        raise RulesDataError(f"{p}.die", str(exc)) from None

    quality = items(data, "quality", p)
    qnames = _names(quality, f"{p}.quality")
    for i, row in enumerate(quality):
        here = f"{p}.quality[{i}]"
        field(row, "alone_orders", here, int)
        _int_or_null(row, "alone_no_orders", here)
        field(row, "assisting", here, int)
        _nonneg(row, "specialties", here)
        field(row, "order_each_round", here, bool)
        if "commands_lesser_units" in row:
            _nonneg(row, "commands_lesser_units", here)

    equipment = items(data, "equipment", p)
    enames = _names(equipment, f"{p}.equipment")
    for i, row in enumerate(equipment):
        here = f"{p}.equipment[{i}]"
        field(row, "modifier", here, int)
        for key in ("loses_heavy_extra_hit", "loses_mobility", "ignores_first_morale_hit"):
            field(row, key, here, bool)

    mobility = items(data, "mobility", p)
    _names(mobility, f"{p}.mobility")
    last = -1
    for i, row in enumerate(mobility):
        steps = _nonneg(row, "steps", f"{p}.mobility[{i}]")
        if steps <= last:
            raise RulesDataError(f"{p}.mobility[{i}].steps", "mobility steps must rise from foot upwards")
        last = steps

    specialties = items(data, "specialties", p)
    snames = _names(specialties, f"{p}.specialties")
    for i, row in enumerate(specialties):
        here = f"{p}.specialties[{i}]"
        for j, req in enumerate(row.get("requires", [])):
            if req not in snames:
                raise RulesDataError(f"{here}.requires[{j}]", f"'{req}' is not a specialty in the list")
        skills = field(row, "skills", here, list)
        for j, skill in enumerate(skills):
            if not isinstance(skill, str):
                raise RulesDataError(f"{here}.skills[{j}]", "expected text")
    for i, row in enumerate(mobility):
        spec = row.get("specialty")
        if spec is not None and spec not in snames:
            raise RulesDataError(f"{p}.mobility[{i}].specialty", f"'{spec}' is not a specialty in the list")

    out = field(data, "outside_specialty", p, dict)
    for key in ("quality_as", "no_infantry_combat_quality_as"):
        if field(out, key, f"{p}.outside_specialty", str) not in qnames:
            raise RulesDataError(f"{p}.outside_specialty.{key}", f"'{out[key]}' is not a quality on the ladder")
    if field(out, "equipment_as", f"{p}.outside_specialty", str) not in enames:
        raise RulesDataError(f"{p}.outside_specialty.equipment_as", f"'{out['equipment_as']}' is not an equipment rating")
    _choice(out, "no_infantry_combat_equipment", f"{p}.outside_specialty", ["normal", "penalties_only", "poor"])

    combat = field(data, "combat", p, dict)
    _nonneg(combat, "margin_per_hit", f"{p}.combat", 1)
    _choice(combat, "tie", f"{p}.combat", ["no_result"])
    field(combat, "tie_resets_momentum", f"{p}.combat", bool)
    _choice(combat, "morale_share", f"{p}.combat", ["half_rounded_up", "half_rounded_down"])
    order = field(combat, "hit_order", f"{p}.combat", list)
    if sorted(order) != ["casualty", "morale"]:
        raise RulesDataError(f"{p}.combat.hit_order", "must list 'morale' and 'casualty' once each")
    _choice(field(data, "contest", p, dict), "tie", f"{p}.contest", ["no_result"])

    mods = field(data, "modifiers", p, dict)
    for key in ("dug_in", "opponent_pinned_down", "mobility_per_step", "momentum_per_win", "surprise_momentum",
                "strength_in_numbers_per_unit", "terrain_specialty"):
        field(mods, key, f"{p}.modifiers", int)
    _nonneg(mods, "terrain_momentum_multiplier", f"{p}.modifiers", 1)
    field(mods, "dug_in_cancels_momentum", f"{p}.modifiers", bool)

    outnumbered = items(data, "outnumbered", p)
    prev = 1
    for i, row in enumerate(outnumbered):
        here = f"{p}.outnumbered[{i}]"
        ratio = field(row, "ratio", here, int)
        if ratio <= prev:
            raise RulesDataError(f"{here}.ratio", f"ratios must rise from 2 upwards, got {ratio} after {prev}")
        prev = ratio
        field(row, "bonus", here, int)

    pinned = field(data, "pinned_down", p, dict)
    reasons = items(pinned, "reasons", f"{p}.pinned_down")
    rnames = _names(reasons, f"{p}.pinned_down.reasons")
    for i, row in enumerate(reasons):
        here = f"{p}.pinned_down.reasons[{i}]"
        ends = _choice(row, "ends", here, ["win_round", "win_rounds", "even_the_odds", "gm"])
        if ends == "win_rounds":
            _nonneg(row, "wins_needed", here, 1)
    for name_ in ("doorway", "numbers", "multiple_directions", "landing"):
        if name_ not in rnames:
            raise RulesDataError(f"{p}.pinned_down.reasons", f"the reason '{name_}' is needed by the engine")
    for j, r in enumerate(field(pinned, "dug_in_only_by", f"{p}.pinned_down", list)):
        if r not in rnames:
            raise RulesDataError(f"{p}.pinned_down.dug_in_only_by[{j}]", f"'{r}' is not a pinned-down reason")

    heavy = field(data, "heavy", p, dict)
    if field(heavy, "specialty", f"{p}.heavy", str) not in snames:
        raise RulesDataError(f"{p}.heavy.specialty", f"'{heavy['specialty']}' is not a specialty in the list")
    _nonneg(heavy, "extra_hits", f"{p}.heavy")
    armor = field(data, "armor", p, dict)
    if field(armor, "specialty", f"{p}.armor", str) not in snames:
        raise RulesDataError(f"{p}.armor.specialty", f"'{armor['specialty']}' is not a specialty in the list")
    _nonneg(armor, "ignores_casualty_hits", f"{p}.armor")

    terrain = items(data, "terrain", p)
    _names(terrain, f"{p}.terrain")
    for i, row in enumerate(terrain):
        here = f"{p}.terrain[{i}]"
        spec = row.get("specialty")
        if spec is not None and spec not in snames:
            raise RulesDataError(f"{here}.specialty", f"'{spec}' is not a specialty in the list")
        if "armor_barred" in row:
            field(row, "armor_barred", here, bool)
        for j, s in enumerate(row.get("armor_allowed_with", [])):
            if s not in snames:
                raise RulesDataError(f"{here}.armor_allowed_with[{j}]", f"'{s}' is not a specialty in the list")

    orders = items(data, "orders", p)
    _names(orders, f"{p}.orders")
    for i, row in enumerate(orders):
        here = f"{p}.orders[{i}]"
        if "specialty" not in row:
            raise RulesDataError(f"{here}.specialty", "is missing (null for a common order)")
        if row["specialty"] is not None and row["specialty"] not in snames:
            raise RulesDataError(f"{here}.specialty", f"'{row['specialty']}' is not a specialty in the list")
        _int_or_null(row, "hours", here)
        if row["hours"] is not None and row["hours"] < 0:
            raise RulesDataError(f"{here}.hours", "must not be negative")

    rules = field(data, "order_rules", p, dict)
    _nonneg(rules, "quality_divisor", f"{p}.order_rules", 1)
    _choice(rules, "rounding", f"{p}.order_rules", ["toward_zero", "down", "up"])
    _nonneg(rules, "minimum_hours", f"{p}.order_rules")
    _choice(rules, "giving_an_order", f"{p}.order_rules", ["move_equivalent", "attack"])

    heal = field(data, "healing", p, dict)
    _nonneg(heal, "morale_hits_per_rest_day", f"{p}.healing")
    field(heal, "stress_keeps_last_morale_hit", f"{p}.healing", bool)
    _nonneg(heal, "medical_window_hours", f"{p}.healing")
    _nonneg(heal, "casualty_hits_per_medical_unit", f"{p}.healing")
    if field(heal, "medical_specialty", f"{p}.healing", str) not in snames:
        raise RulesDataError(f"{p}.healing.medical_specialty", f"'{heal['medical_specialty']}' is not a specialty in the list")

    joined = field(data, "joined_character", p, dict)
    try:
        parse(field(joined, "damage_per_casualty_hit", f"{p}.joined_character", str))
    except DiceError as exc:
        raise RulesDataError(f"{p}.joined_character.damage_per_casualty_hit", str(exc)) from None
    field(joined, "immune_to_morale_hits", f"{p}.joined_character", bool)
    field(joined, "dies_at_hp", f"{p}.joined_character", int)
    _nonneg(joined, "unit_morale_hits_on_death", f"{p}.joined_character")


# ---- look-ups --------------------------------------------------------------------

def ladder(tables: dict) -> list[str]:
    return [row["name"] for row in tables["quality"]]


def quality_rank(tables: dict, name: str) -> int:
    return _index(tables["quality"], name)


def _index(rows: list[dict], name: str) -> int:
    """The index of the row named ``name`` (ValueError when none is), without building the list of names."""
    for i, row in enumerate(rows):
        if row["name"] == name:
            return i
    raise ValueError(f"{name!r} is not in list")


def quality_row(tables: dict, name_or_rank: str | int) -> dict:
    if isinstance(name_or_rank, int):
        return tables["quality"][name_or_rank]
    return tables["quality"][quality_rank(tables, name_or_rank)]


def equipment_names(tables: dict) -> list[str]:
    return [row["name"] for row in tables["equipment"]]


def equipment_row(tables: dict, name: str) -> dict:
    return tables["equipment"][_index(tables["equipment"], name)]


def equipment_rank(tables: dict, name: str) -> int:
    return _index(tables["equipment"], name)


def mobility_names(tables: dict) -> list[str]:
    return [row["name"] for row in tables["mobility"]]


def mobility_row(tables: dict, name: str) -> dict:
    return tables["mobility"][_index(tables["mobility"], name)]


def specialty_names(tables: dict) -> list[str]:
    return [row["name"] for row in tables["specialties"]]


def specialty_row(tables: dict, name: str) -> dict:
    return tables["specialties"][specialty_names(tables).index(name)]


def order_row(tables: dict, name: str) -> dict | None:
    for row in tables["orders"]:
        if row["name"].casefold() == name.casefold():
            return row
    return None


def terrain_names(tables: dict) -> list[str]:
    return [row["name"] for row in tables["terrain"]]


def terrain_row(tables: dict, name: str) -> dict:
    return tables["terrain"][terrain_names(tables).index(name)]


def pin_reasons(tables: dict) -> list[str]:
    return [row["name"] for row in tables["pinned_down"]["reasons"]]


def outnumbered_bonus(tables: dict, ours: int, theirs: int) -> tuple[int, int] | None:
    """(table ratio, bonus) when ``ours`` outnumbers ``theirs`` enough for a row, else None."""
    if theirs <= 0 or ours <= theirs:
        return None
    best = None
    for row in tables["outnumbered"]:
        if ours >= row["ratio"] * theirs:
            best = (row["ratio"], row["bonus"])
    return best


def canonical(options: list[str], value: str) -> str | None:
    """``value`` matched case-insensitively (and with _ for space) against ``options``."""
    key = value.strip().casefold().replace("_", " ")
    for option in options:
        if option.casefold().replace("_", " ") == key:
            return option
    return None
