"""The mech rules' words the battle panel shows (locations, sides, cover, punches and kicks), re-exported so the GUI
reaches the rules only through the services. Light: no SQLAlchemy, no engine."""

from __future__ import annotations

from muster.rules.mech.text import PHYSICAL_TEXT, cover_text, loc_text, side_text

__all__ = ["PHYSICAL_TEXT", "cover_text", "loc_text", "side_text"]
