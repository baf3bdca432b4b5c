"""BUCS: the Blood and Guts battlefield unit combat system (d20 Modern).

Modules:

* :mod:`.rulesdata`: :class:`BucsTables` and its rows, ``resources/rules/bucs.json`` checked and typed in one pass;
* :mod:`.data`: loading the tables (house rules merged in), typing checked data (``as_tables``), look-ups;
* :mod:`.units`: the unit state (:class:`Unit`) with ``to_dict``/``from_dict``;
* :mod:`.modifiers`: the named modifiers of a combat round or skill contest;
* :mod:`.combat`: :func:`resolve_round`, :func:`resolve_contest`, :func:`resolve_surprise`, hits;
* :mod:`.odds`: exact odds of a round or contest before it is rolled;
* :mod:`.orders`: order times, giving orders, counting hours down, Legendary command;
* :mod:`.healing`: after a battle: medical units, rest, permanent losses;
* :mod:`.api`: headless ``ACTIONS`` for ``muster rules bucs ACTION``.
"""

from muster.rules.bucs.data import BucsTables, RuleError, as_tables, load_tables, tables, validate_tables
from muster.rules.bucs.units import Conditions, Leader, Order, Unit

# ``tables(overrides)``: the campaign's BUCS tables (house rules merged in) as checked data, as
# :func:`muster.services.house_rules.tables_for` expects of every rules package; ``as_tables`` types them,
# ``load_tables(overrides)`` gives the typed tables directly.

__all__ = ["BucsTables", "RuleError", "as_tables", "load_tables", "tables", "validate_tables", "Conditions", "Leader",
           "Order", "Unit"]
