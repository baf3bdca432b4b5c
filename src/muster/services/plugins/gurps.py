"""GURPS Mass Combat: its side of the plug-in contract (:mod:`muster.services.contracts`): the players' summary
and the battle's forecast."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.i18n import Msg, render

if TYPE_CHECKING:
    from muster.services.contracts import SampleBattle
    from muster.services.core import CampaignService
    from muster.services.forecast import ForecastRequest
    from muster.services.visibility import Summary

KEY = "gurps"
STATUS = {"ready": Msg("PlayerView", "Ready"), "holds": Msg("PlayerView", "Holds"),
          "thrown_back": Msg("PlayerView", "Thrown back"),
          "retreated": Msg("PlayerView", "Retreated in good order"), "routed": Msg("PlayerView", "Routed")}


def public_summary(state: dict, tables: Any = None) -> Summary:
    """The army's status, and whether it has losses."""
    from muster.services.gurps import STATUS_WORDS, normalise_state
    from muster.services.visibility import Summary

    st = normalise_state(state)
    word = STATUS.get(st["status"]) or STATUS_WORDS.get(st["status"], st["status"])
    text = Msg("PlayerView", "%1 · has losses").args(word) if st["losses"] else word
    return Summary(render(text), st["status"] in ("routed", "retreated"))


def forecast_request(svc: CampaignService, battle_id: int, luck=()) -> ForecastRequest:
    """Today's battle as it stands: both armies, the position, what carries over from yesterday."""
    from muster.rules.forecast import gurps as forecast
    from muster.services import gurps
    from muster.services.common import battle_read
    from muster.services.forecast import ForecastRequest, guarded

    with battle_read(svc, KEY, battle_id) as (s, battle, tables):
        engine = gurps.load_gurps_battle(s, battle).engine
        name = battle.name

    def run(*, runs, seed, limit, progress):
        return forecast.forecast(engine, tables, runs=runs, seed=seed, max_rounds=limit, luck=tuple(luck),
                                 progress=progress)
    return ForecastRequest(KEY, battle_id, name, "days", 5, 60, guarded(run), repr(engine))


def sample_start(battle: SampleBattle) -> dict:
    """A battle of the sample campaign: its armies checked as the battle keeps them, the first side attacking."""
    import copy

    from muster.inputs import reason
    from muster.services.core import ServiceError
    from muster.services.gurps import normalise_army

    state = copy.deepcopy(battle.entry["state"])
    for role, army in list((state.get("armies") or {}).items()):
        where = f"{battle.path}.state.armies.{role}"
        if role not in ("attacker", "defender"):
            raise ServiceError(Msg("Errors", "%1: expected attacker or defender").args(where))
        try:
            state["armies"][role] = normalise_army(army)
        except ServiceError as exc:
            raise ServiceError(Msg("Errors", "%1: %2").args(where, reason(exc))) from None
    if battle.side_ids:
        state.setdefault("attacker_side", battle.side_ids[0])
    return state
