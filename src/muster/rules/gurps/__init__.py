"""GURPS Mass Combat: armies, pre-battle operations, the Strategy contest, results and morale.

Modules (the service layer calls the pure functions; none mutates its inputs):

* ``data``: ``tables(overrides)`` loads and validates ``resources/rules/gurps.json``;
* ``tables``: ``GurpsTables.from_dict`` (every section typed, the ``*_data`` modules), ``as_tables(data)``;
* ``skill``: 3d6 success rolls (``judge``, ``roll_against``), ``EffectiveSkill``;
* ``armies``: ``Army``, ``Unit``, ``Leader``, ``Seer`` state (to_dict/from_dict);
* ``strategy``: effective Strategy/Tactics with every modifier;
* ``preparation``: special operations (``run_mission``) and seers (``consult_seer``);
* ``contest``: the Quick Contest (``quick_contest``, ``luck_reroll``);
* ``results``: the three result tables (``look_up``);
* ``morale``: unit morale by the row's procedure (``resolve_side``);
* ``battle``: ``Battle`` state, ``roll_contest``, ``apply_result``, ``fight_day``, ``next_day``;
* ``odds``: exact odds of every result row (``contest_odds``);
* ``api``: headless ``ACTIONS``.
"""

from muster.rules.gurps.armies import Army, Leader, Seer, Unit, capture_commander, kill_leader, successor
from muster.rules.gurps.battle import (
    Battle,
    DayResult,
    apply_result,
    effective_skills,
    fight_day,
    next_day,
    roll_contest,
)
from muster.rules.gurps.contest import ContestResult, decide, luck_reroll, quick_contest
from muster.rules.gurps.data import tables, validate
from muster.rules.gurps.morale import morale_modifiers, resolve_side
from muster.rules.gurps.odds import contest_odds, row_probabilities
from muster.rules.gurps.preparation import Mission, Security, consult_seer, run_mission, seer_modifier
from muster.rules.gurps.results import ResultLine, look_up
from muster.rules.gurps.skill import EffectiveSkill, SkillModifier, judge, roll_against, success_chance
from muster.rules.gurps.strategy import effective_strategy, strategy_modifiers

__all__ = [
    "Army", "Leader", "Seer", "Unit", "capture_commander", "kill_leader", "successor",
    "Battle", "DayResult", "apply_result", "effective_skills", "fight_day", "next_day", "roll_contest",
    "ContestResult", "decide", "luck_reroll", "quick_contest", "tables", "validate",
    "morale_modifiers", "resolve_side", "contest_odds", "row_probabilities",
    "Mission", "Security", "consult_seer", "run_mission", "seer_modifier", "ResultLine", "look_up",
    "EffectiveSkill", "SkillModifier", "judge", "roll_against", "success_chance",
    "effective_strategy", "strategy_modifiers",
]
