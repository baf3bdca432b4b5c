"""Generic: its side of the plug-in contract (:mod:`muster.services.contracts`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.i18n import Msg, render

if TYPE_CHECKING:
    from muster.services.visibility import Summary


def public_summary(state: dict, tables: Any = None) -> Summary:
    """Out of action, or how hurt (:class:`muster.services.contracts.PublicSummary`)."""
    from muster.rules.generic import GenericUnit
    from muster.services.visibility import Summary, wounds_word

    unit = GenericUnit.from_dict(state)
    text = Msg("PlayerView", "Out of action") if unit.out_of_action else wounds_word(unit.hits_left, unit.max_hits)
    return Summary(render(text), unit.out_of_action)
