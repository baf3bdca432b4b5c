"""What the services know about each rules system: states, status lines, phase hooks.

Each system has a module ``muster.services.<system>`` that provides
``normalise_state(state) -> dict`` (raising ServiceError on bad input) and
``status(state) -> str`` for the roster, and may provide
``on_phase_change(act, battle, old_round, old_phase)``, called inside the
"next/previous phase" action. Modules are imported on first use, so start-up
pays for none of the engines.
"""

from __future__ import annotations

import importlib

from muster.services.core import ServiceError

SYSTEMS = ("generic", "bucs", "poleaxe", "gurps", "mech")


def check_system(system: str) -> str:
    if system not in SYSTEMS:
        raise ServiceError(f"Unknown rules system '{system}'; expected one of {', '.join(SYSTEMS)}.")
    return system


def module(system: str):
    return importlib.import_module(f"muster.services.{check_system(system)}")


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
