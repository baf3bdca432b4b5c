"""BUCS: its side of the plug-in contract (:mod:`muster.services.contracts`): the players' summary, the
engagement forecast, and the terrain a scenario's set-up names."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from muster.i18n import Msg, render

if TYPE_CHECKING:
    from muster.campaign.models import Battle
    from muster.rules.forecast.common import Forecast, Progress
    from muster.services.bucs import AnyTables, Ids, Options
    from muster.services.core import ActionScope, CampaignService
    from muster.services.forecast import ForecastRequest
    from muster.services.visibility import Summary

KEY = "bucs"
STATUS = {"retreated": Msg("PlayerView", "Retreated"), "destroyed": Msg("PlayerView", "Destroyed")}


def public_summary(state: dict[str, Any], tables: AnyTables | None = None) -> Summary:
    """Retreated or destroyed, else fighting with the hits taken."""
    from muster.rules.bucs.data import default_tables
    from muster.rules.bucs.units import unit_from_dict
    from muster.services.visibility import Summary, hits_taken

    unit = unit_from_dict({"name": "Unit", **state}, tables if tables is not None else default_tables())
    if unit.status != "ready":
        return Summary(render(STATUS.get(unit.status, unit.status)), True)
    return Summary(render(Msg("PlayerView", "Fighting · %1").args(hits_taken(unit.hits_taken))), False)


def forecast_request(svc: CampaignService, battle_id: int, attacker_ids: Ids, defender_ids: Ids,
                     options: Options = None) -> ForecastRequest:
    """The engagement the BUCS panel has set up (the same choices as its round and its odds)."""
    from muster.rules.forecast import bucs as forecast
    from muster.services import bucs
    from muster.services.common import battle_read
    from muster.services.forecast import ForecastRequest, guarded

    with battle_read(svc, KEY, battle_id) as (s, battle, tables):
        e = bucs.engagement_setup(s, tables, battle, attacker_ids, defender_ids, options)
        name = battle.name
    attackers, defenders, engagement = list(e.attackers), list(e.defenders), e.engagement

    def run(*, runs: int, seed: int, limit: int, progress: Progress | None) -> Forecast:
        return forecast.forecast(attackers, defenders, engagement, tables, runs=runs, seed=seed, max_rounds=limit,
                                 progress=progress)
    key = repr((attackers, defenders, engagement))
    return ForecastRequest(KEY, battle_id, name, "rounds", 20, 200, guarded(run), key)


def bucs_terrain(text: str, tables: dict) -> str | None:
    """The first BUCS terrain named (as a word) in ``text``, or None."""
    from muster.rules.bucs.data import terrain_names

    best = None
    for name in terrain_names(tables):
        found = re.search(rf"\b{re.escape(name)}\b", text or "", re.IGNORECASE)
        if found and (best is None or found.start() < best[0]):
            best = (found.start(), name)
    return best[1] if best else None


def scenario_start(act: ActionScope, data: dict, battle: Battle, unit_ids: list[int]) -> dict | None:
    """The terrain (and cramped quarters) from the set-up's conditions, else its positions."""
    tables = act.tables(KEY)
    setup = data["setup"]
    terrain = bucs_terrain(setup.get("conditions", ""), tables) or bucs_terrain(setup.get("positions", ""), tables)
    cramped = bool(re.search(r"\bcramped\b", f"{setup.get('conditions', '')} {setup.get('positions', '')}",
                             re.IGNORECASE))
    if terrain is None and not cramped:
        return None
    return {"terrain": terrain or "open", "cramped_quarters": cramped}
