"""The printed sheets' data, kept here under its old name: it lives below the GUI now, in
:mod:`muster.services.printing.data` (no Qt), each system's part in ``services/printing/<key>.py``; the mech
record sheet's data in :mod:`muster.gui.printing.mech`."""

from __future__ import annotations

from muster.gui.printing.mech import mech_sheet_data, sheet_ammo
from muster.services.printing import ForceTable
from muster.services.printing.data import (
    PLAIN_COLUMNS,
    battle_cards,
    force_sheet_data,
    force_table,
    record_sheet_systems,
    record_sheet_unit,
    unit_card,
)

__all__ = ["PLAIN_COLUMNS", "ForceTable", "battle_cards", "force_sheet_data", "force_table", "mech_sheet_data",
           "record_sheet_systems", "record_sheet_unit", "sheet_ammo", "unit_card"]
