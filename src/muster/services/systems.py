"""What the services know about each rules system: states, status lines, phase hooks.

Each system registered in :mod:`muster.systems` names its use-case module (``SystemSpec.services``), which provides
``normalise_state(state) -> dict`` (raising ServiceError on bad input) and
``status(state) -> Msg | str`` for the roster (a message: shown in the GM's language), and may provide
``on_phase_change(act, battle, old_round, old_phase)``, called inside the
"next/previous phase" action. Modules are imported on first use, so start-up
pays for none of the engines.
"""

from __future__ import annotations

from muster import systems
from muster.i18n import Joined, Msg, Text, english_text, term, to_data
from muster.inputs import reason
from muster.services.core import ServiceError

SYSTEMS = systems.keys()  # registration order


def check_system(system: str) -> str:
    try:
        return systems.check(system)
    except systems.UnknownSystem as exc:
        raise ServiceError(exc.message) from None


def module(system: str):
    check_system(system)
    return systems.load(systems.get(system).services)


def hook(system: str, name: str):
    try:
        return getattr(module(system), name, None)
    except ModuleNotFoundError:
        return None


def initial_state(system: str, state: dict | None) -> dict:
    normalise = hook(system, "normalise_state")
    return normalise(state or {}) if normalise else dict(state or {})


def status_of(system: str, state: dict) -> Text:
    """The unit's status line: a message (shown in the GM's language) or plain text."""
    status = hook(system, "status")
    return status(state) if status else str(state.get("status", ""))


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
