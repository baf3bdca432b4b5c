"""The rules systems Muster knows, in the order menus list them: one registration line per system.

Pure Python and cheap to import: each system's descriptor (:class:`SystemSpec`) names its engine, use cases
and GUI pieces by dotted paths that are loaded only when used (:func:`load`).

    >>> from muster import systems
    >>> systems.get("bucs").short_label
    'BUCS'
"""

from __future__ import annotations

import importlib

from muster.i18n import Msg, render
from muster.systems.spec import ScenarioSetup, SystemSpec, load

# One line per rules system: the module holding its SPEC.
REGISTERED = (
    "muster.systems.generic",
    "muster.systems.bucs",
    "muster.systems.poleaxe",
    "muster.systems.gurps",
    "muster.systems.mech",
)


class UnknownSystem(KeyError):
    """A rules system key that no descriptor is registered under (``message``: why, as a ``muster.i18n.Msg``)."""

    def __init__(self, key: object):
        super().__init__(key)
        self.key = key

    @property
    def message(self) -> Msg:
        return Msg("Errors", "Unknown rules system '%1'; expected one of %2.").args(str(self.key), ", ".join(keys()))

    def __str__(self) -> str:
        return render(self.message)


def _index() -> dict[str, SystemSpec]:
    specs: dict[str, SystemSpec] = {}
    for name in REGISTERED:
        spec = importlib.import_module(name).SPEC
        if spec.key in specs:
            raise ValueError(f"{name}: rules system '{spec.key}' is registered twice")
        specs[spec.key] = spec
    return specs


_SPECS = _index()
_KEYS = tuple(_SPECS)
_ALL = tuple(_SPECS.values())


def get(key: str) -> SystemSpec:
    """The descriptor of ``key``; :class:`UnknownSystem` (a KeyError naming the known keys) otherwise."""
    try:
        return _SPECS[key]
    except (KeyError, TypeError):
        raise UnknownSystem(key) from None


def find(key: str) -> SystemSpec | None:
    """The descriptor of ``key``, or None."""
    return _SPECS.get(key) if isinstance(key, str) else None


def default() -> SystemSpec:
    """The system registered first (Generic): a scenario's when it names none, and how a battle of a system this
    version does not know is shown."""
    return _ALL[0]


def keys() -> tuple[str, ...]:
    return _KEYS


def all() -> tuple[SystemSpec, ...]:  # noqa: A001 - muster.systems.all() reads as the GM would say it
    return _ALL


def label(key: str) -> str:
    """``get(key).label``, or the key itself for a system this version does not register (an old file's).

    The label is English: the GM sees ``render(term("Rules", label(key)))``.
    """
    spec = find(key)
    return spec.label if spec else str(key)


def short_label(key: str) -> str:
    """``get(key).short_label``, or the key itself for a system this version does not register."""
    spec = find(key)
    return spec.short_label if spec else str(key)


def check(key: str) -> str:
    """``key`` if it is a registered system; :class:`UnknownSystem` naming the known keys otherwise."""
    get(key)
    return key


__all__ = ["REGISTERED", "ScenarioSetup", "SystemSpec", "UnknownSystem", "all", "check", "default", "find", "get",
           "keys", "label", "load", "short_label"]
