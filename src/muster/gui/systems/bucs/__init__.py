"""BUCS (d20 Modern "Blood and Guts") plug-in: engagement panel, unit editor, after-battle dialog.

The heavy modules are imported on first use only.
"""

from __future__ import annotations


def unit_editor(parent, forces, *, force_id=None, name="", state=None):
    from muster.gui.systems.bucs.editor import BucsUnitDialog

    return BucsUnitDialog(forces, parent, state=state, name=name, force_id=force_id)


def __getattr__(name):
    if name == "BattlePanel":
        from muster.gui.systems.bucs.panel import BattlePanel

        return BattlePanel
    raise AttributeError(name)
