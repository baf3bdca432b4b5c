"""Loading and checking the GURPS Mass Combat tables (``resources/rules/gurps.json``)."""

from __future__ import annotations

from muster.rules.gurps.contest_data import ContestRules, LuckRules
from muster.rules.gurps.morale_data import MoraleRules, MultiDayRules
from muster.rules.gurps.ops_data import OpsRules
from muster.rules.gurps.results_data import results_from_dict
from muster.rules.gurps.seer_data import SeerRules
from muster.rules.gurps.strategy_data import StrategyRules
from muster.rules.gurps.success_data import SuccessRoll
from muster.rules.tables import load

SYSTEM = "gurps"


def tables(overrides: dict | None = None) -> dict:
    """The bundled tables with a campaign's overrides merged in, validated."""
    return load(SYSTEM, overrides, validate)


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
    OpsRules.from_dict(data, name)
    SeerRules.from_dict(data, name)
    _validate_results(data, name)
    validate_more(data, name)
