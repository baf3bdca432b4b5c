"""By This Poleaxe: the squad builder, the battle panel (five-phase turn) and the casualties dialog."""

from __future__ import annotations


def unit_editor(parent, forces, *, force_id=None, name="", state=None):
    from muster.gui.systems.poleaxe.builder import SquadDialog
    from muster.services.poleaxe import squad_tables

    # the campaign's tables (house rules merged): the window that opens the editor holds the open campaign
    tables = squad_tables(getattr(parent, "service", None))
    return SquadDialog(forces, parent, state=state, name=name, force_id=force_id, tables=tables)


def __getattr__(name):
    if name == "BattlePanel":
        from muster.gui.systems.poleaxe.panel import BattlePanel

        return BattlePanel
    raise AttributeError(name)
