"""Loading and checking the GURPS Mass Combat tables (``resources/rules/gurps.json``)."""

from __future__ import annotations

from muster.rules.gurps.contest_data import ContestRules, LuckRules
from muster.rules.gurps.morale_data import MoraleRules, MultiDayRules
from muster.rules.gurps.results_data import results_from_dict
from muster.rules.gurps.seer_data import SeerRules
from muster.rules.gurps.strategy_data import StrategyRules
from muster.rules.gurps.success_data import SuccessRoll
from muster.rules.tables import RulesDataError, check_bands, field, items, load

SYSTEM = "gurps"
SKILLS = ("strategy", "tactics", "stealth")


def tables(overrides: dict | None = None) -> dict:
    """The bundled tables with a campaign's overrides merged in, validated."""
    return load(SYSTEM, overrides, validate)


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
    StrategyRules.from_dict(data, name)
    _validate_ops(data, name)
    SeerRules.from_dict(data, name)
    _validate_results(data, name)
    validate_more(data, name)
