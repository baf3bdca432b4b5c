"""By This Poleaxe: squad battles as GM actions (set-up, the five-phase turn, melee, missiles, morale, spells,
the Out of the Fight table after the battle).

Each unit's ``state`` is a built :class:`muster.rules.poleaxe.Squad` (``to_dict()``); the squad id inside the
engine is the unit id as text, its side the campaign side id as text. The battle's ``state`` holds the
engine's :class:`~muster.rules.poleaxe.battle.Battle` (sides, bodies on the move-space line, declarations)
plus Muster's own keys:

* ``morale_due``: ``[{"unit": id, "reasons": [...], "checks": n}]`` checks raised and not rolled yet (one for
  each hit scored, one for a flank/rear/surprise attack or mounted charge, one for each friend that routs);
* ``morale_checked``: ``{"phase": "round:phase", "units": [...]}`` (the squads that checked this phase);
* ``phase_history``: snapshots taken when a phase is entered, so Previous Phase puts bodies back;
* ``events``: what happened on entering the current phase (moves, contact), as message data
  (``muster.i18n.to_data``; plain text in older files), shown in the GM's language.

The log's texts, the actions' labels, the squads' status lines and the errors are messages
(``muster.i18n.Msg``, context "Poleaxe"); rules terms from the tables are shown with ``term("Rules", ...)``.

The use cases live in ``poleaxe_turn`` (set-up, movement, phases, the panel's view), ``poleaxe_combat`` (melee,
missiles), ``poleaxe_morale`` (morale, rally) and ``poleaxe_spells`` (spells, Out of the Fight); the views in
``poleaxe_views``, the shared helpers in ``poleaxe_state``. This module is the system's services plug-in.
"""

from __future__ import annotations

from muster.services.poleaxe_combat import (
    BLOW_LINES,
    default_engagements,
    engine_attacks,
    fire_missiles,
    melee_odds,
    melee_plan,
    missile_odds,
    resolve_melee,
)
from muster.services.poleaxe_morale import dismiss_morale, morale_due, rally, rally_odds, roll_morale
from muster.services.poleaxe_spells import SPELL_NAMES, aftermath_candidates, cast_spell, resolve_aftermath
from muster.services.poleaxe_state import (
    COVERS,
    DIRECTIONS,
    HISTORY_LIMIT,
    SYSTEM,
    battle_squads,
    engine_battle,
    normalise_state,
    pips,
    squad_side_names,
    squad_tables,
    status,
)
from muster.services.poleaxe_turn import battle_view, declare, on_phase_change, setup, setup_squads
from muster.services.poleaxe_views import (
    AttackOdds,
    BattleView,
    BodyPlan,
    BodyView,
    Distance,
    Engagement,
    MissileOdds,
    MoraleDueView,
    RallyOdds,
    SpellRequest,
    SquadOdds,
    SquadView,
)

__all__ = [
    "BLOW_LINES", "COVERS", "DIRECTIONS", "HISTORY_LIMIT", "SPELL_NAMES", "SYSTEM",
    "AttackOdds", "BattleView", "BodyPlan", "BodyView", "Distance", "Engagement", "MissileOdds", "MoraleDueView",
    "RallyOdds", "SpellRequest", "SquadOdds", "SquadView",
    "aftermath_candidates", "battle_squads", "battle_view", "cast_spell", "declare", "default_engagements",
    "dismiss_morale", "engine_attacks", "engine_battle", "fire_missiles", "melee_odds", "melee_plan", "missile_odds",
    "morale_due", "normalise_state", "on_phase_change", "pips", "rally", "rally_odds", "resolve_aftermath",
    "resolve_melee", "roll_morale", "setup", "setup_squads", "squad_side_names", "squad_tables", "status",
]
