"""What the services know about each rules system: states, status lines, phase hooks.

Each system registered in :mod:`muster.systems` names its use-case module (``SystemSpec.services``), which provides
``normalise_state(state) -> dict`` (raising ServiceError on bad input) and
``status(state) -> str`` for the roster, and may provide
``on_phase_change(act, battle, old_round, old_phase)``, called inside the
"next/previous phase" action. Modules are imported on first use, so start-up
pays for none of the engines.
"""

from __future__ import annotations

from muster import systems
from muster.services.core import ServiceError

SYSTEMS = systems.keys()  # registration order


def check_system(system: str) -> str:
    try:
        return systems.check(system)
    except systems.UnknownSystem as exc:
        raise ServiceError(str(exc)) from None


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


def status_of(system: str, state: dict) -> str:
    status = hook(system, "status")
    return status(state) if status else str(state.get("status", ""))


def checked_state(system: str, state, path: str) -> dict:
    """A unit state from a file or form, checked by its engine; errors name ``path`` (``$.units[3].state``)."""
    import copy

    state = state or {}
    if not isinstance(state, dict):
        raise ServiceError(f"{path}: expected an object.")
    try:
        return initial_state(system, copy.deepcopy(state))
    except ServiceError as exc:
        raise ServiceError(f"{path}: {exc}") from None
    except (ValueError, TypeError, KeyError) as exc:
        raise ServiceError(f"{path}: not a valid {system} unit ({exc}).") from None
