"""BUCS rules data: loading (:class:`BucsTables`, from :mod:`.rulesdata`, checked and built in one pass), the
typed tables of checked data (:func:`as_tables`), look-ups."""

from __future__ import annotations

import threading
from typing import Any, Iterable, Sequence

from muster.i18n import Phrase, TextError, message_of, render
from muster.rules import tables as rt
from muster.rules.bucs.rulesdata import NAME as NAME
from muster.rules.bucs.rulesdata import BucsTables as BucsTables
from muster.rules.bucs.rulesdata import EquipmentRow, MobilityRow, OrderRow, QualityRow, SpecialtyRow
from muster.rules.bucs.rulesdata import TerrainRow as TerrainRow


def said(items: Iterable[Any]) -> list[Any]:
    """The messages behind several texts (notes), for storing with ``to_data`` or joining for the log."""
    return [message_of(t) for t in items]


class RuleError(TextError):
    """A BUCS rule forbids what was asked; ``field`` names the offending input if known.

    ``message`` is the English text (a :class:`Phrase`: the headless API reports it); ``str(error)`` shows it in
    the GM's language.
    """

    def __init__(self, message: Any, field: str | None = None):
        text = message if isinstance(message, Phrase) else Phrase(message)
        super().__init__(text)
        self.message = text
        self.field = field

    def __str__(self) -> str:
        return render(self.message.msg)


def load_tables(overrides: dict | None = None) -> BucsTables:
    """The bundled BUCS tables with a campaign's GM overrides merged in, checked and typed."""
    return BucsTables.from_dict(rt.load(NAME, overrides), NAME)


def tables(overrides: dict | None = None) -> dict:
    """``tables(overrides)`` of every rules package (``house_rules.tables_for``, the rules reference, the house-rules
    editor): the data of :func:`load_tables`, checked; :func:`as_tables` gives its typed tables without building
    them again."""
    typed = load_tables(overrides)
    _remember(typed._data, typed)
    return typed._data


_DEFAULT: BucsTables | None = None


def default_tables() -> BucsTables:
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_tables()
    return _DEFAULT


def validate_tables(data: dict, name: str = NAME) -> None:
    """Check ``data`` as :meth:`BucsTables.from_dict` does (RulesDataError names the field)."""
    BucsTables.from_dict(data, name)


_TYPED: dict[int, tuple[dict, BucsTables]] = {}
_TYPED_LOCK = threading.Lock()


def as_tables(tables: BucsTables | dict) -> BucsTables:
    """``tables`` typed: a :class:`BucsTables` as it is; validated data (``muster.rules.bucs.tables(...)``, the
    campaign's tables from ``house_rules``) built once and remembered while it is in use."""
    if isinstance(tables, BucsTables):
        return tables
    entry = _TYPED.get(id(tables))
    if entry is not None and entry[0] is tables:
        return entry[1]
    typed = BucsTables.from_dict(tables)
    _remember(tables, typed)
    return typed


def _remember(data: dict, typed: BucsTables) -> None:
    """Keep ``typed`` for ``data`` (the 16 latest; each entry holds its data, so an id is never reused while kept).
    Forecasts run in worker threads: the lock keeps the trimming whole."""
    with _TYPED_LOCK:
        while len(_TYPED) >= 16:
            _TYPED.pop(next(iter(_TYPED)))
        _TYPED[id(data)] = (data, typed)


# ---- look-ups (also taking the validated data, as other packages hold it) ----------

def ladder(tables: BucsTables | dict) -> list[str]:
    return list(as_tables(tables).ladder)


def quality_rank(tables: BucsTables | dict, name: str) -> int:
    return as_tables(tables).quality_rank(name)


def quality_row(tables: BucsTables | dict, name_or_rank: str | int) -> QualityRow:
    return as_tables(tables).quality_row(name_or_rank)


def equipment_names(tables: BucsTables | dict) -> list[str]:
    return list(as_tables(tables).equipment_names)


def equipment_row(tables: BucsTables | dict, name: str) -> EquipmentRow:
    return as_tables(tables).equipment_row(name)


def equipment_rank(tables: BucsTables | dict, name: str) -> int:
    return as_tables(tables).equipment_rank(name)


def mobility_names(tables: BucsTables | dict) -> list[str]:
    return list(as_tables(tables).mobility_names)


def mobility_row(tables: BucsTables | dict, name: str) -> MobilityRow:
    return as_tables(tables).mobility_row(name)


def specialty_names(tables: BucsTables | dict) -> list[str]:
    return list(as_tables(tables).specialty_names)


def specialty_row(tables: BucsTables | dict, name: str) -> SpecialtyRow:
    return as_tables(tables).specialty_row(name)


def order_row(tables: BucsTables | dict, name: str) -> OrderRow | None:
    return as_tables(tables).order_row(name)


def terrain_names(tables: BucsTables | dict) -> list[str]:
    return list(as_tables(tables).terrain_names)


def terrain_row(tables: BucsTables | dict, name: str) -> TerrainRow:
    return as_tables(tables).terrain_row(name)


def pin_reasons(tables: BucsTables | dict) -> list[str]:
    return list(as_tables(tables).pin_reasons)


def outnumbered_bonus(tables: BucsTables | dict, ours: int, theirs: int) -> tuple[int, int] | None:
    """(table ratio, bonus) when ``ours`` outnumbers ``theirs`` enough for a row, else None."""
    return as_tables(tables).outnumbered_bonus(ours, theirs)


def canonical(options: Sequence[str], value: str) -> str | None:
    """``value`` matched case-insensitively (and with _ for space) against ``options``."""
    key = value.strip().casefold().replace("_", " ")
    for option in options:
        if option.casefold().replace("_", " ") == key:
            return option
    return None
