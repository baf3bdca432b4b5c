"""The rules service layer: one function per GM action.

Every action runs in one transaction through :class:`ActionScope`: it reads
campaign state, applies the rules, writes the new rows together with an
action record (rolls, modifiers, result and row snapshots for undo), commits,
and tells listeners exactly which rows changed.
"""

from muster.services.core import (
    ActionScope,
    CampaignService,
    ChangeSet,
    Entangled,
    HistoryEntry,
    RowChange,
    ServiceError,
)

__all__ = ["ActionScope", "CampaignService", "ChangeSet", "Entangled", "HistoryEntry", "RowChange", "ServiceError"]
