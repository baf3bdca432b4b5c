"""By This Poleaxe: the squad builder, the battle panel (five-phase turn) and the casualties dialog."""

from __future__ import annotations


def unit_editor(parent, forces, *, force_id=None, name="", state=None):
    from muster.gui.systems.poleaxe.builder import SquadDialog

    return SquadDialog(forces, parent, state=state, name=name, force_id=force_id)


def __getattr__(name):
    if name == "BattlePanel":
        from muster.gui.systems.poleaxe.panel import BattlePanel

        return BattlePanel
    raise AttributeError(name)
