"""What the services know about each rules system: states, status lines, phases.

Engines are imported on first use, so start-up pays for none of them.
"""

from __future__ import annotations

from muster.services.core import ServiceError

SYSTEMS = ("generic", "bucs", "poleaxe", "gurps", "mech")


def check_system(system: str) -> str:
    if system not in SYSTEMS:
        raise ServiceError(f"Unknown rules system '{system}'; expected one of {', '.join(SYSTEMS)}.")
    return system


def initial_state(system: str, state: dict | None) -> dict:
    check_system(system)
    if system == "generic":
        from muster.rules.generic import GenericUnit

        try:
            return GenericUnit.from_dict(state or {}).to_dict()
        except ValueError as exc:
            raise ServiceError(f"Bad unit: {exc}") from None
    return dict(state or {})


def status_of(system: str, state: dict) -> str:
    if system == "generic":
        from muster.rules.generic import GenericUnit

        return GenericUnit.from_dict(state).status
    return str(state.get("status", ""))
