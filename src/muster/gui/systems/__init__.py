"""GUI plug-ins, one per rules system, found through the registry (:mod:`muster.systems`).

A plug-in module (``SystemSpec.gui``, e.g. ``muster.gui.systems.bucs``) provides:

* ``BattlePanel(window)``: a :class:`~muster.gui.systems.base.SystemPanel`
  shown in the central area while a battle of that system is current;
* ``unit_editor(parent, forces, *, force_id=None, name="", state=None)``: a
  QDialog whose ``values()`` returns ``(force_id, name, state)``.

Modules are imported the first time they are needed.
"""

from __future__ import annotations

from muster import systems


def _spec(system: str) -> systems.SystemSpec:
    # a unit or battle of a system this version does not register is shown with the generic pieces
    return systems.find(system) or systems.get("generic")


def plugin(system: str):
    """The plug-in module of ``system`` (the generic one for a system that is not registered)."""
    return systems.load(_spec(system).gui)


def battle_panel(system: str) -> type:
    """The battle panel class of ``system``."""
    return systems.load(_spec(system).battle_panel)


def unit_editor(system: str, parent, forces, *, force_id=None, name="", state=None):
    """The unit editor dialog of ``system`` (not yet shown)."""
    editor = systems.load(_spec(system).unit_editor)
    return editor(parent, forces, force_id=force_id, name=name, state=state)

