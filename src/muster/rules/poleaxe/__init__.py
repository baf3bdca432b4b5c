"""By This Poleaxe: squad-scale battles (squads of up to five, d10 roll-under).

Modules: ``squad`` (state), ``builder`` (derived values), ``combat`` (melee and
missiles), ``morale`` (checks and rally), ``spells``, ``aftermath`` (Out of the
Fight), ``odds``, ``battle`` (set-up and the five-phase turn), ``data`` (tables)
and ``api`` (headless ACTIONS). Numbers live in ``resources/rules/poleaxe.json``.
"""

from .aftermath import AftermathResult, Casualty, out_of_the_fight
from .battle import Battle, Body, advance_phase, declare, setup_battle
from .builder import build_squad, squad_from_input
from .combat import Attack, CombatResult, RulesError, resolve_melee, resolve_missiles
from .data import load_tables, validate
from .morale import check_morale, rally
from .odds import melee_odds
from .spells import Spell, cast_spell, end_of_turn
from .squad import Effect, Leader, Member, Squad, Stat, StateError

#: ``tables(overrides)``: the campaign's rules tables (used by ``muster.services.house_rules``).
tables = load_tables

__all__ = [
    "AftermathResult", "Attack", "Battle", "Body", "Casualty", "CombatResult", "Effect", "Leader", "Member",
    "RulesError", "Spell", "Squad", "Stat", "StateError", "advance_phase", "build_squad", "cast_spell",
    "check_morale", "declare", "end_of_turn", "load_tables", "melee_odds", "out_of_the_fight", "rally",
    "resolve_melee", "resolve_missiles", "setup_battle", "squad_from_input", "tables", "validate",
]
