"""Loading and checking the By This Poleaxe tables (``resources/rules/poleaxe.json``)."""

from __future__ import annotations

import threading

from muster.rules.tables import load

from .tables import PHASE_KEYS as PHASE_KEYS
from .tables import PoleaxeTables

SYSTEM = "poleaxe"
MORALE_STATES = ("steady", "routing", "rallied")


def load_tables(overrides: dict | None = None) -> dict:
    """The bundled tables with a campaign's overrides merged in, checked (the data; :func:`as_tables` types it
    without building it again)."""
    data = load(SYSTEM, overrides)
    _remember(data, PoleaxeTables.from_dict(data, SYSTEM))
    return data


def validate(data: dict, name: str) -> None:
    """Raise :class:`RulesDataError` naming the first malformed field (as :meth:`PoleaxeTables.from_dict`)."""
    PoleaxeTables.from_dict(data, name)


_TYPED: dict[int, tuple[dict, PoleaxeTables]] = {}
_TYPED_LOCK = threading.Lock()


def as_tables(tables: PoleaxeTables | dict) -> PoleaxeTables:
    """``tables`` typed: a :class:`PoleaxeTables` as it is; checked data (:func:`load_tables`, the campaign's
    tables from ``house_rules``) built once and remembered while it is in use."""
    if isinstance(tables, PoleaxeTables):
        return tables
    entry = _TYPED.get(id(tables))
    if entry is not None and entry[0] is tables:
        return entry[1]
    typed = PoleaxeTables.from_dict(tables, SYSTEM)
    _remember(tables, typed)
    return typed


def _remember(data: dict, typed: PoleaxeTables) -> None:
    """Keep ``typed`` for ``data`` (the 16 latest; each entry holds its data, so an id is never reused while kept).
    Forecasts run in worker threads: the lock keeps the trimming whole."""
    with _TYPED_LOCK:
        while len(_TYPED) >= 16:
            _TYPED.pop(next(iter(_TYPED)))
        _TYPED[id(data)] = (data, typed)


