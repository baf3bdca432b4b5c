"""The By This Poleaxe rules' words and tables the GUI names (modifier lists, weapon names, value labels, the typed
tables), re-exported so the GUI reaches the rules only through the services. Light: no SQLAlchemy, no engine."""

from __future__ import annotations

from muster.rules.poleaxe.combat import weapon_in_text
from muster.rules.poleaxe.squad import STAT_LABELS
from muster.rules.poleaxe.tables import PoleaxeTables
from muster.rules.poleaxe.words import modifier_list, modifiers_after

__all__ = ["STAT_LABELS", "PoleaxeTables", "modifier_list", "modifiers_after", "weapon_in_text"]
