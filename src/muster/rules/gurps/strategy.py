"""Effective Strategy (or Tactics) of each commander, with every modifier named."""

from __future__ import annotations

from muster.i18n import Msg, Text, TextError
from muster.rules.gurps.contest_data import contest_rules
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.skill import EffectiveSkill, SkillModifier
from muster.rules.gurps.strategy_data import strategy_rules
from muster.rules.gurps.words import amount, ratio, rules_term


def contest_skill(total_troops: int, tables: Tables) -> str:
    """Strategy, or Tactics when fewer than 200 troops (data) take part."""
    c = contest_rules(tables)
    return c.small_battle_skill if total_troops < c.small_battle_below else c.skill


def troop_strength_bonus(own_ts: float, enemy_ts: float, tables: Tables, own_tl: int | None = None,
                         enemy_tl: int | None = None) -> tuple[int, Text]:
    """Bonus this side gets from the ratio of Troop Strength (0 unless it is the stronger), and the working."""
    from muster.rules.gurps.strength import force_ratio

    found = force_ratio(own_ts, enemy_ts, tables, own_tl, enemy_tl)
    bonus = found.bonus if found.stronger == "own" else 0
    if found.ratio is None:
        return bonus, Msg("GURPS", "%1 vs %2").args(amount(own_ts), amount(enemy_ts))
    return bonus, Msg("GURPS", "%1 vs %2, %3").args(amount(own_ts), amount(enemy_ts), ratio(found.ratio))


def tech_level_bonus(own_tl: int, enemy_tl: int, tables: Tables) -> int:
    if own_tl <= enemy_tl:
        return 0
    rules = strategy_rules(tables)
    return (own_tl - enemy_tl) * rules.tl_per_level + rules.tl_plus


def position_modifiers(features, tables: Tables) -> list[SkillModifier]:
    """Stacking bonuses for the defender's works; unknown keys raise KeyError naming them."""
    rows = {r.key: r for r in strategy_rules(tables).defensive_position}
    out = []
    for key in features:
        if key not in rows:
            raise KeyError(Msg("GURPS", "unknown defensive position %1; known: %2").args(repr(key), ", ".join(rows)))
        out.append(SkillModifier.of(Msg("GURPS", "Defensive position: %1").args(rules_term(rows[key].label)),
                                    rows[key].value))
    return out


def situation_modifiers(keys, tables: Tables) -> list[SkillModifier]:
    """The data's named morale modifiers (traditional enemy, homeland ...) for the given keys."""
    rows = {r.key: r for r in strategy_rules(tables).morale_modifiers}
    out = []
    for key in keys:
        if key not in rows:
            raise KeyError(Msg("GURPS", "unknown morale modifier %1; known: %2").args(repr(key), ", ".join(rows)))
        out.append(SkillModifier.of(rules_term(rows[key].label), rows[key].value))
    return out


def strategy_modifiers(*, own_ts: float | None, enemy_ts: float | None, own_tl: int | None = None,
                       enemy_tl: int | None = None, position=(), extra=(), tables: Tables) -> list[SkillModifier]:
    """All modifiers to one commander's contest skill, in the order the GM reads them.

    The force ratio is of Troop Strength (NOTES.md section 5); with either TS unknown it is left out."""
    mods: list[SkillModifier] = []
    if own_ts is not None and enemy_ts is not None:
        bonus, working = troop_strength_bonus(own_ts, enemy_ts, tables, own_tl, enemy_tl)
        if bonus:
            mods.append(SkillModifier.of(Msg("GURPS", "Troop Strength %1").args(working), bonus))
    if own_tl is not None and enemy_tl is not None:
        tl = tech_level_bonus(own_tl, enemy_tl, tables)
        if tl:
            mods.append(SkillModifier.of(Msg("GURPS", "Better tech level (TL%1 vs TL%2)").args(own_tl, enemy_tl), tl))
    mods.extend(position_modifiers(position, tables))
    mods.extend(extra)
    return mods


def effective_strategy(army, enemy, tables: Tables, *, defending_position=(), total_troops: int | None = None,
                       attacking: bool = True) -> EffectiveSkill:
    """The commander's effective contest skill against ``enemy``.

    ``defending_position``: keys of the works this army defends (only the
    defender of a defended position passes them). ``total_troops`` defaults to
    both armies' fighting troops and picks Strategy or Tactics (head count).
    The force ratio compares both armies' Troop Strength (units still on the field).
    ``attacking``: whether this army attacks (special unit superiority).
    """
    from muster.rules.gurps.strength import army_strength, superiority

    if not army.commander.alive or army.commander.captured:
        raise TextError(Msg("GURPS", "%1 has no commander able to lead (appoint one)").args(army.name))
    own, other = army.troops(), enemy.troops()
    skill = contest_skill(own + other if total_troops is None else total_troops, tables)
    own_ts, enemy_ts = army_strength(army, tables).ts, army_strength(enemy, tables).ts
    extra = list(superiority(army, enemy, tables, attacking=attacking))
    if army.superiority_bonus:
        extra.append(SkillModifier.of(Msg("GURPS", "Special unit superiority (GM)"), army.superiority_bonus))
    mods = strategy_modifiers(own_ts=own_ts, enemy_ts=enemy_ts, own_tl=army.tech_level, enemy_tl=enemy.tech_level,
                              position=defending_position, extra=extra + list(army.strategy_modifiers),
                              tables=tables)
    return EffectiveSkill(skill, army.commander.skill(skill), tuple(mods))
