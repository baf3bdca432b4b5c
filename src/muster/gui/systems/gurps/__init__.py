"""GURPS Mass Combat: the battle panel (planner, contest, morale, losses) and the unit editor."""

from __future__ import annotations

from muster.gui.systems.gurps.panel import BattlePanel


def unit_editor(parent, forces, *, force_id=None, name="", state=None):
    from muster.gui.systems.gurps.dialogs import GurpsUnitDialog

    return GurpsUnitDialog(forces, parent, state=state, name=name, force_id=force_id)


__all__ = ["LABEL", "BattlePanel", "unit_editor"]
