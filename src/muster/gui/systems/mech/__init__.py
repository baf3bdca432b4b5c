"""Mech combat: the battle panel (six-phase turn), the mech editor with its designer, the status dock view."""

from __future__ import annotations


def unit_editor(parent, forces, *, force_id=None, name="", state=None):
    from muster.gui.systems.mech.editor import MechUnitDialog

    return MechUnitDialog(forces, parent, state=state, name=name, force_id=force_id)


def __getattr__(name):
    if name == "BattlePanel":
        from muster.gui.systems.mech.panel import BattlePanel

        return BattlePanel
    raise AttributeError(name)
