"""GUI plug-ins, one per rules system, found through the registry (:mod:`muster.systems`).

A plug-in module (``SystemSpec.gui``, e.g. ``muster.gui.systems.bucs``) provides:

* ``BattlePanel(window)``: a :class:`~muster.gui.systems.base.SystemPanel`
  shown in the central area while a battle of that system is current;
* ``unit_editor(parent, forces, *, force_id=None, name="", state=None)``: a
  QDialog whose ``values()`` returns ``(force_id, name, state)``.

Modules are imported the first time they are needed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from muster import systems

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from muster.gui.systems.base import SystemPanel
    from muster.services.queries import ForceRow


class UnitEditor(Protocol):
    """A system's unit dialog: shown with ``exec()``, read with ``values()`` once accepted."""

    def exec(self) -> int: ...

    def values(self) -> tuple[int, str, dict[str, Any]]: ...


def _spec(system: str) -> systems.SystemSpec:
    # a unit or battle of a system this version does not register is shown with the generic pieces
    return systems.find(system) or systems.get("generic")


def plugin(system: str) -> ModuleType:
    """The plug-in module of ``system`` (the generic one for a system that is not registered)."""
    module: ModuleType = systems.load(_spec(system).gui)
    return module


def battle_panel(system: str) -> type[SystemPanel]:
    """The battle panel class of ``system``."""
    panel: type[SystemPanel] = systems.load(_spec(system).battle_panel)
    return panel


def unit_editor(system: str, parent: QWidget, forces: Sequence[ForceRow], *, force_id: int | None = None,
                name: str = "", state: Mapping[str, Any] | None = None) -> UnitEditor:
    """The unit editor dialog of ``system`` (not yet shown)."""
    editor = systems.load(_spec(system).unit_editor)
    dialog: UnitEditor = editor(parent, forces, force_id=force_id, name=name, state=state)
    return dialog
