"""The GURPS Mass Combat tables typed: ``GurpsTables.from_dict(data, path)`` checks every section of
``resources/rules/gurps.json`` (house rules merged) and builds it in one pass, with the errors that name the field
path; ``as_tables(data)`` gives the typed tables of validated data, built once and remembered while it is in use.
The services read ``as_tables(act.tables("gurps"))``; the engine's section accessors (``troop_rules(t)``...) read
the same built tables."""

from __future__ import annotations

from dataclasses import dataclass, field

from muster.rules.gurps.casualties_data import CasualtyRules
from muster.rules.gurps.contest_data import ContestRules, LuckRules
from muster.rules.gurps.data_more import TroopStrengthRules
from muster.rules.gurps.morale_data import MoraleRules, MultiDayRules
from muster.rules.gurps.ops_data import OpsRules
from muster.rules.gurps.pc_data import PcRules
from muster.rules.gurps.powers_data import DisasterRules, PowersRules
from muster.rules.gurps.results_data import Remembered, ResultTable, results_from_dict
from muster.rules.gurps.seer_data import SeerRules
from muster.rules.gurps.strategy_data import StrategyRules
from muster.rules.gurps.success_data import SuccessRoll
from muster.rules.gurps.troops_data import TroopRules, qualities_from_dict, troop_types_from_dict
from muster.rules.gurps.upkeep_data import UpkeepRules

SYSTEM = "gurps"


@dataclass(frozen=True)
class GurpsTables:
    """Every table the engine reads, typed; ``data`` the validated data they were built from."""

    success: SuccessRoll
    contest: ContestRules
    luck: LuckRules
    strategy: StrategyRules
    ops: OpsRules
    seer: SeerRules
    morale: MoraleRules
    results: dict[str, ResultTable]  # open_field, defender_won, attacker_won
    multi_day: MultiDayRules
    troops: TroopRules
    troop_strength: TroopStrengthRules
    pc: PcRules
    casualties: CasualtyRules
    disasters: DisasterRules
    powers: PowersRules
    upkeep: UpkeepRules
    data: dict = field(repr=False, compare=False, default_factory=dict)

    @classmethod
    def from_dict(cls, data: dict, name: str = SYSTEM) -> GurpsTables:
        """``data`` checked section by section (in the order the errors have always come) and built."""
        success = SuccessRoll.from_dict(data, name)
        contest = ContestRules.from_dict(data, name)
        luck = LuckRules.from_dict(data, name)
        strategy = StrategyRules.from_dict(data, name)
        ops = OpsRules.from_dict(data, name)
        seer = SeerRules.from_dict(data, name)
        morale = MoraleRules.from_dict(data, name)
        results = results_from_dict(data, name)
        multi_day = MultiDayRules.from_dict(data, name)
        types = troop_types_from_dict(data, name)
        troop_strength = TroopStrengthRules.from_dict(data, name, {t.key for t in types})
        troops = TroopRules(types, qualities_from_dict(data, name))
        return cls(success, contest, luck, strategy, ops, seer, morale, results, multi_day, troops, troop_strength,
                   PcRules.from_dict(data, name), CasualtyRules.from_dict(data, name),
                   DisasterRules.from_dict(data, name), PowersRules.from_dict(data, name),
                   UpkeepRules.from_dict(data, name, {q.key for q in troops.qualities}), data)


_typed: Remembered[GurpsTables] = Remembered(lambda data: GurpsTables.from_dict(data, SYSTEM))


def as_tables(tables: GurpsTables | dict) -> GurpsTables:
    """``tables`` typed: a :class:`GurpsTables` as it is; validated data (``muster.rules.gurps.tables(...)``, the
    campaign's tables from ``house_rules``) built once and remembered while it is in use."""
    return tables if isinstance(tables, GurpsTables) else _typed(tables)


__all__ = ["GurpsTables", "as_tables"]
