"""What the services know about each rules system: states, status lines, phase hooks, the plug-in pieces.

Each system registered in :mod:`muster.systems` names its use-case module (``SystemSpec.services``, a
:class:`~muster.services.contracts.SystemServices`: ``normalise_state(state, tables=None) -> dict``, raising
ServiceError on bad input, and ``status(state) -> Msg | str`` for the roster), which may provide
``on_phase_change(act, battle, old_round, old_phase)``, called inside the "next/previous phase" action; and the
optional pieces of the plug-in contract (:mod:`muster.services.contracts`), which the typed accessors below load:
:func:`public_summary_of`, :func:`forecast_builder_of`, :func:`distances_of`, :func:`scenario_start_of`,
:func:`distance_parser_of`, :func:`sample_start_of`. Modules are imported on first use, so start-up pays for none of
the engines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from muster import systems
from muster.i18n import Joined, Msg, Text, english_text, term, to_data
from muster.inputs import reason
from muster.services.core import ServiceError

if TYPE_CHECKING:
    from muster.services.core import ActionScope, CampaignService

if TYPE_CHECKING:
    from muster.services.contracts import (
        DistanceParser,
        ForecastBuilder,
        PhaseHook,
        PublicDistances,
        PublicSummary,
        SampleStart,
        ScenarioStart,
        SystemServices,
    )

SYSTEMS = systems.keys()  # registration order


def check_system(system: str) -> str:
    try:
        return systems.check(system)
    except systems.UnknownSystem as exc:
        raise ServiceError(exc.message) from None


def module(system: str) -> Any:
    check_system(system)
    return systems.load(systems.get(system).services)


def services_of(system: str) -> SystemServices | None:
    """The use-case module of ``system`` (ServiceError for an unknown key), or None if it is not installed."""
    try:
        return cast("SystemServices", module(system))
    except ModuleNotFoundError:
        return None


def hook(system: str, name: str) -> Any:
    """An optional function of the use-case module (``on_phase_change``), or None."""
    return getattr(services_of(system), name, None)


def phase_hook_of(system: str) -> PhaseHook | None:
    return cast("PhaseHook | None", hook(system, "on_phase_change"))


def _piece(dotted: str | None) -> Any:
    return systems.load(dotted) if dotted else None


def public_summary_of(system: str) -> PublicSummary | None:
    """``SystemSpec.public_summary`` of a known system, loaded; None for a system without one or unknown."""
    spec = systems.find(system)
    return cast("PublicSummary | None", _piece(spec.public_summary if spec else None))


def forecast_builder_of(system: str) -> ForecastBuilder | None:
    """``SystemSpec.forecast`` of ``system`` (ServiceError for an unknown key), loaded; None without one."""
    check_system(system)
    return cast("ForecastBuilder | None", _piece(systems.get(system).forecast))


def distances_of(system: str) -> PublicDistances | None:
    """``SystemSpec.distances`` of a known system, loaded; None for a system without one or unknown."""
    spec = systems.find(system)
    return cast("PublicDistances | None", _piece(spec.distances if spec else None))


def scenario_start_of(system: str) -> ScenarioStart | None:
    """``SystemSpec.scenario.start`` of ``system`` (ServiceError for an unknown key), loaded; None without one."""
    check_system(system)
    return cast("ScenarioStart | None", _piece(systems.get(system).scenario.start))


def distance_parser_of(system: str) -> DistanceParser | None:
    """``SystemSpec.scenario.distance`` of ``system`` (ServiceError for an unknown key), loaded; None without one."""
    check_system(system)
    return cast("DistanceParser | None", _piece(systems.get(system).scenario.distance))


def sample_start_of(system: str) -> SampleStart | None:
    """``SystemSpec.sample_start`` of ``system`` (ServiceError for an unknown key), loaded; None without one."""
    check_system(system)
    return cast("SampleStart | None", _piece(systems.get(system).sample_start))


def initial_state(system: str, state: dict | None, tables: Any = None) -> dict:
    """``state`` checked and completed by its system; ``tables``: the campaign's (house rules), else the bundled."""
    found = services_of(system)
    return found.normalise_state(state or {}, tables) if found is not None else dict(state or {})


def campaign_tables(svc: CampaignService, system: str) -> Any:
    """``system``'s tables under the campaign's house rules (outside an action); None for no known system."""
    if systems.find(system) is None:
        return None
    from muster.services.house_rules import tables_for

    return tables_for(svc, system)


def action_tables(act: ActionScope, system: str) -> Any:
    """``system``'s tables under the campaign's house rules, inside an open action; None for no known system."""
    return act.tables(system) if systems.find(system) is not None else None


def status_of(system: str, state: dict, tables: Any = None) -> Text:
    """The unit's status line: a message (shown in the GM's language) or plain text; ``tables``: the campaign's
    (house rules: :func:`campaign_tables`, :func:`action_tables`), else the bundled."""
    found = services_of(system)
    return found.status(state, tables) if found is not None else str(state.get("status", ""))


def status_columns(status: Text) -> dict:
    """``status`` and ``status_msg`` for a unit row written outside an action: English, and the message data."""
    if isinstance(status, (Msg, Joined)):
        return {"status": english_text(status), "status_msg": to_data(status)}
    return {"status": str(status or ""), "status_msg": None}


def rules_name(system: str) -> Msg:
    """A rules system's label as the GM reads it (a rules term)."""
    return term("Rules", systems.label(system))


def checked_state(system: str, state, path: str) -> dict:
    """A unit state from a file or form, checked by its engine; errors name ``path`` (``$.units[3].state``)."""
    import copy

    state = state or {}
    if not isinstance(state, dict):
        raise ServiceError(Msg("Errors", "%1: expected an object.").args(path))
    try:
        return initial_state(system, copy.deepcopy(state))
    except ServiceError as exc:
        raise ServiceError(Msg("Errors", "%1: %2").args(path, reason(exc))) from None
    except (ValueError, TypeError, KeyError) as exc:
        raise ServiceError(Msg("Errors", "%1: not a valid %2 unit (%3).").args(path, system, reason(exc))) from None
