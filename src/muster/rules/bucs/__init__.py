"""BUCS: the Blood and Guts battlefield unit combat system (d20 Modern).

Modules:

* :mod:`.data`: load and validate ``resources/rules/bucs.json``; table look-ups;
* :mod:`.units`: the unit state (:class:`Unit`) with ``to_dict``/``from_dict``;
* :mod:`.modifiers`: the named modifiers of a combat round or skill contest;
* :mod:`.combat`: :func:`resolve_round`, :func:`resolve_contest`, :func:`resolve_surprise`, hits;
* :mod:`.odds`: exact odds of a round or contest before it is rolled;
* :mod:`.orders`: order times, giving orders, counting hours down, Legendary command;
* :mod:`.healing`: after a battle: medical units, rest, permanent losses;
* :mod:`.api`: headless ``ACTIONS`` for ``muster rules bucs ACTION``.
"""

from muster.rules.bucs.data import RuleError, load_tables, validate_tables
from muster.rules.bucs.units import Conditions, Leader, Order, Unit

#: ``tables(overrides)``: the campaign's BUCS tables (house rules merged in), as
#: :func:`muster.services.house_rules.tables_for` expects of every rules package.
tables = load_tables

__all__ = ["RuleError", "load_tables", "tables", "validate_tables", "Conditions", "Leader", "Order", "Unit"]
