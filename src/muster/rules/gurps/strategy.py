"""Effective Strategy (or Tactics) of each commander, with every modifier named."""

from __future__ import annotations

from muster.rules.gurps.skill import EffectiveSkill, SkillModifier


def contest_skill(total_troops: int, tables: dict) -> str:
    """Strategy, or Tactics when fewer than 200 troops (data) take part."""
    c = tables["contest"]
    return c["small_battle_skill"] if total_troops < c["small_battle_below"] else c["skill"]


def troop_strength_bonus(own: int, enemy: int, tables: dict) -> tuple[int, str | None]:
    """Bonus for outnumbering the enemy, and the ratio row reached (e.g. "2:1")."""
    bonus, row = 0, None
    for entry in tables["strategy_modifiers"]["troop_strength"]:
        big, small = entry["ratio"]
        if own > 0 and own * small >= enemy * big:
            bonus, row = entry["bonus"], f"{big}:{small}"
    return bonus, row


def tech_level_bonus(own_tl: int, enemy_tl: int, tables: dict) -> int:
    if own_tl <= enemy_tl:
        return 0
    tl = tables["strategy_modifiers"]["tech_level"]
    return (own_tl - enemy_tl) * tl["per_level"] + tl["plus"]


def position_modifiers(features, tables: dict) -> list[SkillModifier]:
    """Stacking bonuses for the defender's works; unknown keys raise KeyError naming them."""
    rows = {r["key"]: r for r in tables["strategy_modifiers"]["defensive_position"]}
    out = []
    for key in features:
        if key not in rows:
            raise KeyError(f"unknown defensive position {key!r}; known: {', '.join(rows)}")
        out.append(SkillModifier(f"Defensive position: {rows[key]['label']}", rows[key]["bonus"]))
    return out


def situation_modifiers(keys, tables: dict) -> list[SkillModifier]:
    """The data's named morale modifiers (traditional enemy, homeland ...) for the given keys."""
    rows = {r["key"]: r for r in tables["morale_modifiers"]}
    out = []
    for key in keys:
        if key not in rows:
            raise KeyError(f"unknown morale modifier {key!r}; known: {', '.join(rows)}")
        out.append(SkillModifier(rows[key]["label"], rows[key]["value"]))
    return out


def strategy_modifiers(*, own_troops: int, enemy_troops: int, own_tl: int | None = None, enemy_tl: int | None = None,
                       position=(), extra=(), tables: dict) -> list[SkillModifier]:
    """All modifiers to one commander's contest skill, in the order the GM reads them."""
    mods: list[SkillModifier] = []
    bonus, row = troop_strength_bonus(own_troops, enemy_troops, tables)
    if bonus:
        mods.append(SkillModifier(f"Troop strength {row} ({own_troops} vs {enemy_troops})", bonus))
    if own_tl is not None and enemy_tl is not None:
        tl = tech_level_bonus(own_tl, enemy_tl, tables)
        if tl:
            mods.append(SkillModifier(f"Better tech level (TL{own_tl} vs TL{enemy_tl})", tl))
    mods.extend(position_modifiers(position, tables))
    mods.extend(extra)
    return mods


def effective_strategy(army, enemy, tables: dict, *, defending_position=(), total_troops: int | None = None) -> EffectiveSkill:
    """The commander's effective contest skill against ``enemy``.

    ``defending_position``: keys of the works this army defends (only the
    defender of a defended position passes them). ``total_troops`` defaults to
    both armies' fighting troops and picks Strategy or Tactics.
    """
    if not army.commander.alive or army.commander.captured:
        raise ValueError(f"{army.name} has no commander able to lead (appoint one)")
    own, other = army.troops(), enemy.troops()
    skill = contest_skill(own + other if total_troops is None else total_troops, tables)
    mods = strategy_modifiers(own_troops=own, enemy_troops=other, own_tl=army.tech_level, enemy_tl=enemy.tech_level,
                              position=defending_position, extra=army.strategy_modifiers, tables=tables)
    return EffectiveSkill(skill, army.commander.skill(skill), tuple(mods))
