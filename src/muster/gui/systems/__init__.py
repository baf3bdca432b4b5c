"""GUI plug-ins, one per rules system: ``muster.gui.systems.<system>``.

A plug-in module provides:

* ``LABEL``: the system's name as a GM says it;
* ``BattlePanel(window)``: a :class:`~muster.gui.systems.base.SystemPanel`
  shown in the central area while a battle of that system is current;
* ``unit_editor(parent, forces, *, force_id=None, name="", state=None)``: a
  QDialog whose ``values()`` returns ``(force_id, name, state)``.

Modules are imported the first time they are needed.
"""

from __future__ import annotations

import importlib

SYSTEMS = ("generic", "bucs", "poleaxe", "gurps", "mech")
LABELS = {"generic": "Generic", "bucs": "BUCS unit combat", "poleaxe": "By This Poleaxe",
          "gurps": "GURPS Mass Combat", "mech": "Mech combat"}


def plugin(system: str):
    """The plug-in module of ``system``, or the generic one if it has none yet."""
    try:
        return importlib.import_module(f"muster.gui.systems.{system}")
    except ModuleNotFoundError as exc:
        if exc.name != f"muster.gui.systems.{system}":
            raise
        return importlib.import_module("muster.gui.systems.generic")


def has_plugin(system: str) -> bool:
    return importlib.util.find_spec(f"muster.gui.systems.{system}") is not None
