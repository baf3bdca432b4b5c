"""BUCS (d20 Modern "Blood and Guts") plug-in: engagement panel, unit editor, after-battle dialog.

The heavy modules are imported on first use only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from muster.gui.systems.bucs.editor import BucsUnitDialog
    from muster.services import queries as q


def unit_editor(parent: QWidget | None, forces: Sequence[q.ForceRow], *, force_id: int | None = None, name: str = "",
                state: dict[str, Any] | None = None) -> BucsUnitDialog:
    """The BUCS unit editor, offering and checking under the campaign's tables (``parent.service``'s)."""
    from muster.gui.systems.bucs.editor import BucsUnitDialog

    return BucsUnitDialog(forces, parent, state=state, name=name, force_id=force_id)


def __getattr__(name: str) -> Any:
    if name == "BattlePanel":
        from muster.gui.systems.bucs.panel import BattlePanel

        return BattlePanel
    raise AttributeError(name)
