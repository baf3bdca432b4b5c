"""Loading and checking the GURPS Mass Combat tables (``resources/rules/gurps.json``)."""

from __future__ import annotations

from muster.rules.gurps.contest_data import ContestRules, LuckRules
from muster.rules.gurps.morale_data import MoraleRules, MultiDayRules
from muster.rules.gurps.results_data import results_from_dict
from muster.rules.gurps.seer_data import SeerRules
from muster.rules.gurps.success_data import SuccessRoll
from muster.rules.tables import RulesDataError, check_bands, field, items, load

SYSTEM = "gurps"
SKILLS = ("strategy", "tactics", "stealth")


def tables(overrides: dict | None = None) -> dict:
    """The bundled tables with a campaign's overrides merged in, validated."""
    return load(SYSTEM, overrides, validate)


def _nonneg(data, key, path):
    value = field(data, key, path, int)
    if value < 0:
        raise RulesDataError(f"{path}.{key}", f"must not be negative, got {value}")
    return value


def _modifier_list(entries, path, value_key="value"):
    seen = set()
    for i, entry in enumerate(entries):
        here = f"{path}[{i}]"
        key = field(entry, "key", here, str)
        if not key or key in seen:
            raise RulesDataError(f"{here}.key", f"must be a unique non-empty key, got {key!r}")
        seen.add(key)
        field(entry, "label", here, str)
        field(entry, value_key, here, int)


def _fraction(value, path):
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in value)):
        raise RulesDataError(path, "must be [numerator, denominator] whole numbers above 0, e.g. [7, 5]; "
                                   f"got {value!r}")
    return value[0] / value[1]


def _validate_strategy(data, name):
    path = f"{name}.strategy_modifiers"
    sm = field(data, "strategy_modifiers", name, dict)
    rows = items(sm, "troop_strength", path)
    previous = 0.0
    for i, row in enumerate(rows):
        here = f"{path}.troop_strength[{i}]"
        field(row, "bonus", here, int)
        if row.get("up_to") is None:
            if i != len(rows) - 1:
                raise RulesDataError(f"{here}.up_to", "only the last row may be open (null)")
            continue
        value = _fraction(row["up_to"], f"{here}.up_to")
        if value < 1 or value <= previous:
            raise RulesDataError(f"{here}.up_to", "ratios must be 1 or more and increase down the table")
        previous = value
    if rows[-1].get("up_to") is not None:
        raise RulesDataError(f"{path}.troop_strength[{len(rows) - 1}].up_to", "the last row must be open (null)")
    beyond = field(sm, "beyond_ten", path, dict)
    for key in ("tl_lead_over", "every", "bonus"):
        _nonneg(beyond, key, f"{path}.beyond_ten")
    if beyond["every"] < 1:
        raise RulesDataError(f"{path}.beyond_ten.every", "must be at least 1")
    tl = field(sm, "tech_level", path, dict)
    field(tl, "per_level", f"{path}.tech_level", int)
    field(tl, "plus", f"{path}.tech_level", int)
    _modifier_list(items(sm, "defensive_position", path), f"{path}.defensive_position", "bonus")
    _modifier_list(items(data, "morale_modifiers", name), f"{name}.morale_modifiers")
    sus = field(data, "special_unit_superiority", name, dict)
    _modifier_list(field(sus, "rows", f"{name}.special_unit_superiority", list),
                   f"{name}.special_unit_superiority.rows", "bonus")
    field(sus, "attacker_only_at_position", f"{name}.special_unit_superiority", bool)


def _size_bands(bands, path):
    check_bands(bands, path, lo=1)
    if bands[-1].get("max") is not None:
        raise RulesDataError(f"{path}[{len(bands) - 1}].max", "the last band must be open-ended (null)")
    for i, band in enumerate(bands):
        field(band, "modifier", f"{path}[{i}]", int)


def _validate_ops(data, name):
    path = f"{name}.special_operations"
    ops = field(data, "special_operations", name, dict)
    if field(ops, "security_skill", path, str) not in SKILLS:
        raise RulesDataError(f"{path}.security_skill", f"must be one of {', '.join(SKILLS)}")
    if field(ops, "ties_go_to", path, str) not in ("security", "mission"):
        raise RulesDataError(f"{path}.ties_go_to", "must be security or mission")
    if field(ops, "many_commandos_from", path, int) < 1:
        raise RulesDataError(f"{path}.many_commandos_from", "must be at least 1")
    sizes = field(ops, "team_size", path, dict)
    for kind in ("covert", "security"):
        _size_bands(items(sizes, kind, f"{path}.team_size"), f"{path}.team_size.{kind}")
    missions = field(ops, "missions", path, dict)
    for mission in ("reconnaissance", "assassination"):
        here = f"{path}.missions.{mission}"
        m = field(missions, mission, f"{path}.missions", dict)
        if field(m, "skill", here, str) not in SKILLS:
            raise RulesDataError(f"{here}.skill", f"must be one of {', '.join(SKILLS)}")
        field(m, "roll_modifier", here, int)
    rec = missions["reconnaissance"]
    field(rec, "strategy_bonus", f"{path}.missions.reconnaissance", int)
    field(rec, "strategy_bonus_many", f"{path}.missions.reconnaissance", int)
    ass = missions["assassination"]
    for key in ("enemy_morale_on_failure", "enemy_morale_on_public_execution", "enemy_morale_on_success"):
        field(ass, key, f"{path}.missions.assassination", int)


def _validate_results(data, name):
    MoraleRules.from_dict(data, name)
    results_from_dict(data, name)
    MultiDayRules.from_dict(data, name)


def validate(data: dict, name: str = SYSTEM) -> None:
    """Check every table the engine reads; raise RulesDataError naming the field."""
    from muster.rules.gurps.data_more import validate_more

    SuccessRoll.from_dict(data, name)
    ContestRules.from_dict(data, name)
    LuckRules.from_dict(data, name)
    _validate_strategy(data, name)
    _validate_ops(data, name)
    SeerRules.from_dict(data, name)
    _validate_results(data, name)
    validate_more(data, name)
