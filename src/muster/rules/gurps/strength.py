"""Troop Strength (TS): each unit's, the army's, the force-ratio bonus and special unit superiority.

Full text sections 3 and 5.1 (``gurps-mass-combat-full.md``) and NOTES.md section 5. A unit's TS is,
in this order: the TS the GM entered; else computed from a TS per man (the GM's, or the data's
per-man table for its troop type and TL) with the racial modifier (minimum 1), then the missile and
armour bonuses, stirrups, times head count and the quality multiplier, plus special weapons; else
the fallback, head count x ``troop_strength.fallback.per_man`` x the quality multiplier.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from muster.i18n import Joined, Msg, Text, english_text
from muster.rules.gurps.data_more import troop_strength_rules
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.skill import SkillModifier
from muster.rules.gurps.strategy_data import strategy_rules
from muster.rules.gurps.troops_data import Quality, TroopType, troop_rules
from muster.rules.gurps.words import amount, quality_text, rules_term, signed_number
from muster.rules.gurps.words import ratio as ratio_text


def number(value: float | Fraction) -> int | float:
    """A TS as the GM reads it: whole numbers without ".0", others to two places."""
    if isinstance(value, Fraction):
        value = float(value)
    return int(value) if float(value).is_integer() else round(float(value), 2)


def fmt(value: float | Fraction) -> str:
    v = number(value)
    return f"{v:,}" if isinstance(v, int) else f"{v:,.2f}"


def troop_type(text: str, tables: Tables) -> TroopType | None:
    return troop_rules(tables).troop_type(text)


def quality_row(text: str, tables: Tables) -> Quality | None:
    return troop_rules(tables).quality(text)


def racial_modifier(race: dict, tables: Tables) -> int:
    """Half of (racial ST + 10 per level of Super Strength + racial HT + extra HP), rounded as the data says."""
    rules = troop_strength_rules(tables)
    r = rules.racial
    total = (r.st_weight * race.get("st", 0) + r.super_strength * race.get("super_strength", 0)
             + r.ht_weight * race.get("ht", 0) + r.hp_weight * race.get("extra_hp", 0))
    value = Fraction(total).limit_denominator(1000) / r.divisor
    rounding = rules.racial_rounding
    if rounding == "up":
        return math.ceil(value)
    if rounding == "nearest":
        return math.floor(value + Fraction(1, 2))
    return math.floor(value)


def per_man_from_table(kind: TroopType | None, tl: int, tables: Tables, seen: tuple[str, ...] = ()) -> float | None:
    if kind is None:
        return None
    for band in kind.per_man:
        if band.min_tl <= tl <= band.max_tl:
            return band.ts
    same = kind.same_ts_as
    if same and same not in seen:
        return per_man_from_table(troop_rules(tables).by_key(same), tl, tables, (*seen, kind.key))
    return None


@dataclass(frozen=True)
class UnitStrength:
    """One unit's TS, where it came from ("entered", "computed", "fallback") and the working."""

    unit: str
    ts: float
    source: str
    working: tuple[Text, ...]  # each line a message (``to_dict`` writes them in English)

    def to_dict(self) -> dict:
        return {"unit": self.unit, "ts": number(self.ts), "source": self.source,
                "working": [english_text(line) for line in self.working]}


def _specials(unit, tl: int, tables: Tables) -> tuple[float, list[Text]]:
    rows = {r.key: r for r in troop_strength_rules(tables).special}
    total, lines = 0.0, list[Text]()
    for key, count in unit.special:
        row = rows.get(key)
        if row is None:
            raise KeyError(Msg("GURPS", "unknown special weapon %1; known: %2").args(repr(key), ", ".join(rows)))
        each = row.ts
        label = rules_term(row.label)
        line: Text
        if row.plus_trooper:
            kind = troop_rules(tables).by_key(row.plus_trooper)
            trooper = per_man_from_table(kind, tl, tables)
            if trooper is not None:
                each += trooper
                line = Msg("GURPS", "%1 x %2: %1 x (%3 + %4 (%5 trooper)) = %6").args(
                    count, label, amount(row.ts), amount(trooper), rules_term(kind.label), amount(each * count))
            else:
                line = Msg("GURPS", "%1 x %2: %1 x (%3 (+ one %4 trooper: TS per man not entered)) = %5").args(
                    count, label, amount(row.ts), rules_term(kind.label), amount(each * count))
        else:
            line = Msg("GURPS", "%1 x %2: %1 x (%3) = %4").args(count, label, amount(row.ts), amount(each * count))
        total += each * count
        lines.append(line)
    return total, lines


def unit_strength(unit, army_tl: int, tables: Tables) -> UnitStrength:
    """The TS of one engine :class:`~muster.rules.gurps.armies.Unit`, with every step written out."""
    ts_rules = troop_strength_rules(tables)
    tl = unit.tl if unit.tl is not None else army_tl
    if unit.ts is not None:
        entered = Msg("GURPS", "TS entered by the GM: %1").args(amount(unit.ts))
        return UnitStrength(unit.name, unit.ts, "entered", (entered,))
    kind = troop_type(unit.troop_type, tables)
    quality = quality_row(unit.quality, tables)
    mult = quality.ts_multiplier if quality else None
    q_text: Text
    if mult is None:
        q_text = (Msg("GURPS", "%1 TS multiplier not entered: x1").args(quality_text(unit.quality)) if quality else
                  Msg("GURPS", "quality %1 not in the Troop Quality table: x1").args(repr(unit.quality)))
        mult_value = 1.0
    else:
        q_text = Msg("GURPS", "%1 x%2").args(quality_text(unit.quality), amount(mult))
        mult_value = mult
    special_ts, special_lines = _specials(unit, tl, tables)
    base = unit.ts_per_man
    where: Text = Msg("GURPS", "entered by the GM")
    if base is None:
        base = per_man_from_table(kind, tl, tables)
        where = Msg("GURPS", "%1, TL%2").args(rules_term(kind.label), tl) if kind else ""
    lines: list[Text] = []
    if base is None:
        per = ts_rules.fallback_per_man
        no_ts = Msg("GURPS", "no TS per man for %1 at TL%2 (enter it from your book)")
        why = (no_ts.args(rules_term(kind.label), tl) if kind else
               Msg("GURPS", "troop type %1 is not in the troop table").args(repr(unit.troop_type)))
        lines.append(Msg("GURPS", "Fallback (%1): %2 men x %3 x %4").args(why, amount(unit.count), amount(per), q_text))
        ts = unit.count * per * mult_value
        if special_lines:
            lines += special_lines
            ts += special_ts
        lines.append(Msg("GURPS", "TS = %1").args(amount(ts)))
        return UnitStrength(unit.name, ts, "fallback", tuple(lines))
    lines.append(Msg("GURPS", "TS per man %1 (%2)").args(amount(base), where))
    race = unit.racial_modifier
    if race is None and unit.race:
        race = racial_modifier(unit.race, tables)
        lines.append(Msg("GURPS", "Racial modifier %1 = half of (ST %2, Super Strength %3, HT %4, extra HP %5)").args(
            f"{race:+d}", f"{unit.race.get('st', 0):+d}", unit.race.get("super_strength", 0),
            f"{unit.race.get('ht', 0):+d}", f"{unit.race.get('extra_hp', 0):+d}"))
    if race:
        floor = ts_rules.racial.minimum_base
        new = max(floor, base + race)
        if base + race < floor:
            lines.append(Msg("GURPS", "%1 %2 race = %3 (never below %4)").args(amount(base), f"{race:+d}", amount(new),
                                                                                amount(floor)))
        else:
            lines.append(Msg("GURPS", "%1 %2 race = %3").args(amount(base), f"{race:+d}", amount(new)))
        base = new
    if unit.missile_bonus:
        base += unit.missile_bonus
        lines.append(Msg("GURPS", "%1 missile weapons = %2").args(signed_number(unit.missile_bonus), amount(base)))
    if unit.armour_bonus:
        base += unit.armour_bonus
        lines.append(Msg("GURPS", "%1 armour = %2").args(signed_number(unit.armour_bonus), amount(base)))
    if not unit.stirrups and kind is not None and kind.cavalry:
        base += ts_rules.no_stirrups_per_man
        lines.append(Msg("GURPS", "%1 no stirrups = %2").args(signed_number(ts_rules.no_stirrups_per_man),
                                                              amount(base)))
    ts = base * unit.count * mult_value
    lines.append(Msg("GURPS", "%1 x %2 men x %3 = %4").args(amount(base), amount(unit.count), q_text, amount(ts)))
    if special_lines:
        lines += special_lines
        ts += special_ts
        lines.append(Msg("GURPS", "TS = %1").args(amount(ts)))
    return UnitStrength(unit.name, ts, "computed", tuple(lines))


@dataclass(frozen=True)
class ArmyStrength:
    army: str
    units: tuple[UnitStrength, ...]

    @property
    def ts(self) -> float:
        return sum(u.ts for u in self.units)

    def to_dict(self) -> dict:
        return {"army": self.army, "ts": number(self.ts), "units": [u.to_dict() for u in self.units],
                "working": " + ".join(fmt(u.ts) for u in self.units) + f" = {fmt(self.ts)}" if self.units else "0"}


def army_strength(army, tables: Tables, in_battle_only: bool = True) -> ArmyStrength:
    """The army's TS: the sum of its units' (those still on the field unless ``in_battle_only`` is False)."""
    units = army.fighting_units() if in_battle_only else army.units
    return ArmyStrength(army.name, tuple(unit_strength(u, army.tech_level, tables) for u in units))


@dataclass(frozen=True)
class ForceRatio:
    """Who is stronger, by how much, and the Strategy bonus it gives (with the working)."""

    stronger: str | None  # "own", "enemy" or None when equal
    ratio: Fraction | None  # bigger / smaller; None when the weaker has no TS
    bonus: int
    working: Text  # a message (``to_dict`` writes it in English)

    def to_dict(self) -> dict:
        return {"stronger": self.stronger, "ratio": None if self.ratio is None else round(float(self.ratio), 3),
                "bonus": self.bonus, "working": english_text(self.working)}


def ratio_bonus(ratio: Fraction | None, tl_lead: int, tables: Tables) -> tuple[int, Text]:
    """The force-ratio table (upper bounds inclusive) and the past-10:1 rule for a big TL lead."""
    rules = strategy_rules(tables)
    rows = rules.troop_strength
    if ratio is None:
        return rows[-1].bonus, Msg("GURPS", "the enemy has no TS: top row")
    for row in rows:
        top = row.top
        if top is None:
            break
        if ratio <= top:
            return row.bonus, Msg("GURPS", "up to %1:1").args(amount(top))
    bonus = rows[-1].bonus
    last = (rows[-2].up_to if len(rows) > 1 else None) or (1, 1)
    text: Text = Msg("GURPS", "over %1:1").args(amount(Fraction(last[0], last[1])))
    beyond = rules.beyond_ten
    if tl_lead > beyond.tl_lead_over:
        steps = math.floor(ratio / beyond.every) - 1
        if steps > 0:
            bonus += steps * beyond.bonus
            text = Joined([text, Msg("GURPS", "TL lead of %1 (over %2): +%3 for each further %4:1 (%5)").args(
                tl_lead, beyond.tl_lead_over, beyond.bonus, beyond.every, steps)], "; ")
    return bonus, text


def force_ratio(own_ts: float, enemy_ts: float, tables: Tables, own_tl: int | None = None,
                enemy_tl: int | None = None) -> ForceRatio:
    own, enemy = _exact(own_ts), _exact(enemy_ts)  # the ratio of the TS itself: 12.004 vs 10 is over 1.2:1
    if own == enemy:
        return ForceRatio(None, Fraction(1), 0,
                          Msg("GURPS", "TS %1 vs %2: equal, no bonus").args(amount(own_ts), amount(enemy_ts)))
    stronger = "own" if own > enemy else "enemy"
    big, small = (own, enemy) if own > enemy else (enemy, own)
    ratio = None if small <= 0 else big / small
    lead = 0
    if own_tl is not None and enemy_tl is not None:
        lead = (own_tl - enemy_tl) if stronger == "own" else (enemy_tl - own_tl)
    bonus, row = ratio_bonus(ratio, lead, tables)
    bounds = tuple(r.top for r in strategy_rules(tables).troop_strength if r.top is not None)
    shown = Msg("GURPS", "no TS against") if ratio is None else ratio_text(ratio, bounds)
    return ForceRatio(stronger, ratio, bonus, Msg("GURPS", "TS %1 / %2 = %3 (%4) → %5 to the stronger army").args(
        amount(big), amount(small), shown, row, f"{bonus:+d}"))


def _exact(value: float | Fraction) -> Fraction:
    """A TS as an exact fraction, never rounded to the two places it is shown with (a float by its decimal
    digits: 12.004 is 12004/1000)."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, float):
        return Fraction(repr(value)) if math.isfinite(value) else Fraction(0)
    return Fraction(value)


def superiority(army, enemy, tables: Tables, *, attacking: bool = True) -> list[SkillModifier]:
    """Special unit superiority as far as the text gives it: all light cavalry against all infantry (+3)."""
    rows = {r.key: r for r in strategy_rules(tables).superiority}
    out: list[SkillModifier] = []
    row = rows.get("light_cavalry_vs_infantry")
    own_units, enemy_units = army.fighting_units(), enemy.fighting_units()
    if row and attacking and own_units and enemy_units:
        kinds = troop_rules(tables)
        all_lc = all(getattr(kinds.troop_type(u.troop_type), "key", None) == "light_cavalry" for u in own_units)
        all_foot = all(getattr(kinds.troop_type(u.troop_type), "foot", False) for u in enemy_units)
        if all_lc and all_foot:
            out.append(SkillModifier.of(rules_term(row.label), row.value))
    return out


__all__ = ["UnitStrength", "ArmyStrength", "ForceRatio", "unit_strength", "army_strength", "force_ratio",
           "ratio_bonus", "superiority", "racial_modifier", "troop_type", "quality_row", "number", "fmt"]
