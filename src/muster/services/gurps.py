"""GURPS Mass Combat in a campaign: armies, pre-battle operations, the Strategy contest, results and morale.

Where things live:

* ``Unit.state`` (one roster unit = one body of troops): ``troop_type``, ``count``,
  ``quality``, ``morale``, ``status`` and ``losses`` (the engine's ``Unit`` minus its name);
* ``Battle.state``: the battle type and the defender's works, which Side attacks, each
  side's army without its units (commander, leaders, seers, tech level, morale situation,
  named modifiers), posted security, the contest of each day, the story so far.

The two armies are the battle's units grouped by their Side (through their Force).
A battle's day is its round (the Turn Tracker shows "Day N").

GM-only information (a seer's true roll and the Strategy modifier it gives) is kept out
of every action's log text, roll list and modifier list: it is stored only under a
``gm_only`` key of the action's ``result`` and of the battle's pre-battle events.

This module is the system's services entry point (``SystemServices`` and its phase hook); the use cases live in
``gurps_state`` (unit state, a battle loaded and saved), ``gurps_view`` (what the panel shows),
``gurps_prebattle`` (set-up, armies, operations, seers, powers), ``gurps_contest`` (the contest, Luck, morale,
losses) and ``gurps_aftermath`` (PCs, casualties, disasters), and are named here.
"""

from __future__ import annotations

from dataclasses import replace

from muster.campaign.models import Battle, Unit
from muster.services.core import ActionScope, ServiceError
from muster.services.gurps_aftermath import (
    enter_glory,
    pc_glory,
    pc_survival,
    record_disaster,
    roll_casualties,
    roll_disaster,
)
from muster.services.gurps_contest import enter_result, record_losses, roll_contest, roll_morale, use_luck
from muster.services.gurps_prebattle import (
    POWER_EFFECT_WORDS,
    consult_seer,
    normalise_army,
    post_security,
    reveal_powers,
    run_mission,
    set_army,
    set_powers,
    set_setup,
)
from muster.services.gurps_records import (
    CasualtiesView,
    CasualtyView,
    ContestSideView,
    ContestView,
    DayView,
    EventView,
    ForceRatioView,
    ModifierView,
    MoraleUnitView,
    MoraleView,
    OddsRowView,
    OddsView,
    PowersView,
    SecurityView,
    SkillView,
)
from muster.services.gurps_requests import GloryRow
from muster.services.gurps_state import (
    PHASE_CONTEST,
    PHASE_MORALE,
    PHASE_PRE,
    PHASE_RESULTS,
    SIDES,
    STATUS_WORDS,
    SYSTEM,
    Loaded,
    _load,
    _save,
    _state,
    _why,
    normalise_state,
    status,
)
from muster.services.gurps_view import BattleView, SideView, UnitView, battle_view

# ---- the next day ---------------------------------------------------------------------------------

def on_phase_change(act: ActionScope, battle: Battle, old_round: int, old_phase: int) -> None:
    """Crossing into a new day starts it (held units ready again, carried morale kept); going back restores."""
    if battle.round == old_round:
        return
    state = _state(battle)
    if battle.round > old_round:
        try:
            loaded = _load(act.s, battle)
        except ServiceError:
            return
        from muster.rules.gurps.battle import next_day

        before = {str(u.id): u.state.get("status", "ready") for side in SIDES for u in loaded.units[side].values()}
        if loaded.engine.over:
            return
        engine = next_day(replace(loaded.engine, day=old_round), act.tables(SYSTEM))
        loaded.state["day_start"] = dict(state["day_start"], **{str(battle.round): before})
        _save(act, loaded, engine)
    else:
        saved = state["day_start"].get(str(old_round))
        if saved is None:
            return
        for uid, st in saved.items():
            unit = act.s.get(Unit, int(uid))
            if unit is not None and unit.state.get("status") != st:
                new = dict(unit.state, status=st)
                act.update(unit, state=new, status=status(new))
        state["day_start"] = {k: v for k, v in state["day_start"].items() if k != str(old_round)}
        act.update(battle, state=state)


__all__ = ["normalise_state", "status", "battle_view", "normalise_army", "set_setup", "set_army", "post_security",
           "run_mission", "consult_seer", "roll_contest", "use_luck", "enter_result", "roll_morale",
           "record_losses", "on_phase_change", "BattleView", "SideView", "UnitView", "pc_survival", "pc_glory",
           "roll_casualties", "record_disaster", "set_powers", "reveal_powers", "roll_disaster", "enter_glory",
           "SYSTEM", "SIDES", "STATUS_WORDS", "POWER_EFFECT_WORDS", "PHASE_PRE", "PHASE_CONTEST", "PHASE_RESULTS",
           "PHASE_MORALE", "Loaded", "load_gurps_battle", "_why", "ContestSideView", "ContestView", "DayView",
           "EventView", "ForceRatioView", "ModifierView", "MoraleUnitView", "MoraleView", "PowersView", "SecurityView",
           "SkillView", "CasualtiesView", "CasualtyView", "OddsRowView", "OddsView", "GloryRow"]


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
load_gurps_battle = _load
