"""BUCS (d20 Modern "Blood and Guts") actions: engagements, orders, command, conditions and healing.

This module is the system's use-case module (``SystemServices``, ``on_phase_change``): it gathers the pieces,
each in its own module — ``bucs_units`` (unit states, roster status, loading and checking both sides),
``bucs_views`` (what the panel reads), ``bucs_engagements``, ``bucs_orders``, ``bucs_healing`` (the GM's
actions) and ``bucs_results`` (what they return and the file keeps).

Every GM action is one function running one :meth:`CampaignService.action`
(one undo step, all dice through ``act.roller``) and returns a frozen result (``RoundResult``,
``SurpriseResult``, ``ContestResult``, ``OrderResult``, ``HoursLine``s, ``HealResult``); the action record keeps
its ``to_dict()``, read back by ``result_from_dict``. Read functions (odds, breakdowns, previews) open their own
session and return frozen views (``PanelData``, ``Preview``, ``StateSummary``, ``HealPreview``).

Per-unit state is the engine's ``Unit.to_dict()`` (its ``name`` follows the
roster row). Per-battle state (``Battle.state``) holds::

    {"terrain": "open", "cramped_quarters": false,
     "actions": {"<unit id>": {"move": bool, "attack": bool}},   # this round
     "rounds_fought": 0, "ended": false, "last": {...}}          # last result

Engagement options (``options``), shared by previews and rolls, are an
:class:`muster.rules.bucs.options.EngagementOptions`; their JSON shape (the panel's widgets, a headless caller's)
becomes one at :func:`engagement_options`, the edge, read by the headless API's parser too:
terrain,
cramped quarters, each side's situation / target (a unit id) / GM modifier / specialty, and the
GM's ticked conditions keyed by unit id, applied to the units before the roll and saved with it.

Text for the GM (log, action labels, statuses, refusals) is ``muster.i18n`` messages, context "BUCS", with the
rules' names as ``term("Rules", name)``; a result's ``text`` and ``notes`` stay English for the file and the
tests, with the messages beside them (``text_msg``, ``notes_msg``) for the result box.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.services.bucs_engagements import resolve_contest, resolve_round, resolve_surprise
from muster.services.bucs_healing import HealOrders, heal, heal_preview
from muster.services.bucs_orders import (
    advance_hours,
    give_order,
    on_phase_change,
    order_name,
    release_command,
    set_conditions,
    set_unit_action,
    take_command,
)
from muster.services.bucs_results import (
    ContestResult,
    EngagementRecord,
    EngagementResult,
    HealLine,
    HealPreview,
    HealResult,
    HoursLine,
    OrderResult,
    RoundResult,
    StoredResult,
    SurpriseResult,
    result_from_dict,
)
from muster.services.bucs_units import (
    KINDS,
    STATUS_WORDS,
    SYSTEM,
    AnyTables,
    BadUnit,
    Engaged,
    Ids,
    Options,
    engagement_options,
    engagement_setup,
    ladder_marks,
    normalise_state,
    rules_term,
    status,
    status_of_unit,
    typed_tables,
)
from muster.services.bucs_views import (
    BattleView,
    OrderChoice,
    PanelData,
    Preview,
    SideOdds,
    UnitActions,
    UnitView,
    describe_state,
    editor_tables,
    order_preview,
    panel_data,
    preview,
)

if TYPE_CHECKING:  # the engine's types the panel and the editor name, without importing the engine
    from muster.rules.bucs.data import BucsTables as BucsTables
    from muster.rules.bucs.options import EngagementOptions as EngagementOptions
    from muster.rules.bucs.orders import OrderTime as OrderTime

__all__ = ["AnyTables", "BadUnit", "BattleView", "ContestResult", "Engaged", "EngagementRecord", "EngagementResult",
           "HoursLine", "Ids", "Options", "OrderResult", "RoundResult", "SurpriseResult", "HealLine", "HealOrders",
           "HealPreview",
           "HealResult", "KINDS", "OrderChoice", "PanelData", "Preview", "STATUS_WORDS", "SYSTEM", "SideOdds",
           "StoredResult", "UnitActions", "UnitView", "advance_hours", "describe_state", "editor_tables",
           "engagement_options", "engagement_setup", "give_order", "heal", "heal_preview", "ladder_marks",
           "normalise_state", "on_phase_change", "order_name", "order_preview", "panel_data", "preview",
           "release_command", "resolve_contest", "resolve_round", "resolve_surprise", "result_from_dict", "rules_term",
           "set_conditions", "set_unit_action", "status", "status_of_unit", "take_command", "typed_tables"]
