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

from muster.rules.gurps.skill import SkillModifier


def number(value: float | Fraction) -> int | float:
    """A TS as the GM reads it: whole numbers without ".0", others to two places."""
    if isinstance(value, Fraction):
        value = float(value)
    return int(value) if float(value).is_integer() else round(float(value), 2)


def fmt(value: float | Fraction) -> str:
    v = number(value)
    return f"{v:,}" if isinstance(v, int) else f"{v:,.2f}"


def type_key(text: str) -> str:
    return "_".join(str(text).strip().lower().replace("-", " ").split())


def troop_type(text: str, tables: dict) -> dict | None:
    key = type_key(text)
    return next((t for t in tables["troop_types"] if t["key"] == key or type_key(t["label"]) == key), None)


def quality_row(text: str, tables: dict) -> dict | None:
    key = type_key(text)
    return next((q for q in tables["quality"] if q["key"] == key or type_key(q["label"]) == key), None)


def racial_modifier(race: dict, tables: dict) -> int:
    """Half of (racial ST + 10 per level of Super Strength + racial HT + extra HP), rounded as the data says."""
    r = tables["troop_strength"]["racial"]
    total = (r["st_weight"] * race.get("st", 0) + r["super_strength"] * race.get("super_strength", 0)
             + r["ht_weight"] * race.get("ht", 0) + r["hp_weight"] * race.get("extra_hp", 0))
    value = Fraction(total).limit_denominator(1000) / r["divisor"]
    rounding = tables["troop_strength"]["racial_rounding"]
    if rounding == "up":
        return math.ceil(value)
    if rounding == "nearest":
        return math.floor(value + Fraction(1, 2))
    return math.floor(value)


def per_man_from_table(kind: dict | None, tl: int, tables: dict, seen=()) -> float | None:
    if kind is None:
        return None
    for band in kind["per_man"]:
        if band["min_tl"] <= tl <= band["max_tl"]:
            return band["ts"]
    same = kind.get("same_ts_as")
    if same and same not in seen:
        other = next(t for t in tables["troop_types"] if t["key"] == same)
        return per_man_from_table(other, tl, tables, (*seen, kind["key"]))
    return None


@dataclass(frozen=True)
class UnitStrength:
    """One unit's TS, where it came from ("entered", "computed", "fallback") and the working."""

    unit: str
    ts: float
    source: str
    working: tuple[str, ...]

    def to_dict(self) -> dict:
        return {"unit": self.unit, "ts": number(self.ts), "source": self.source, "working": list(self.working)}


def _specials(unit, tl: int, tables: dict) -> tuple[float, list[str]]:
    rows = {r["key"]: r for r in tables["troop_strength"]["special"]}
    total, lines = 0.0, []
    for key, count in unit.special:
        row = rows.get(key)
        if row is None:
            raise KeyError(f"unknown special weapon {key!r}; known: {', '.join(rows)}")
        each = row["ts"]
        extra = ""
        if row.get("plus_trooper"):
            kind = next(t for t in tables["troop_types"] if t["key"] == row["plus_trooper"])
            trooper = per_man_from_table(kind, tl, tables)
            if trooper is not None:
                each += trooper
                extra = f" + {fmt(trooper)} ({kind['label']} trooper)"
            else:
                extra = f" (+ one {kind['label']} trooper: TS per man not entered)"
        total += each * count
        lines.append(f"{count} x {row['label']}: {count} x ({fmt(row['ts'])}{extra}) = {fmt(each * count)}")
    return total, lines


def unit_strength(unit, army_tl: int, tables: dict) -> UnitStrength:
    """The TS of one engine :class:`~muster.rules.gurps.armies.Unit`, with every step written out."""
    ts_rules = tables["troop_strength"]
    tl = unit.tl if unit.tl is not None else army_tl
    if unit.ts is not None:
        return UnitStrength(unit.name, unit.ts, "entered", (f"TS entered by the GM: {fmt(unit.ts)}",))
    kind = troop_type(unit.troop_type, tables)
    quality = quality_row(unit.quality, tables)
    mult = quality["ts_multiplier"] if quality and quality.get("ts_multiplier") is not None else None
    if mult is None:
        q_text = (f"{unit.quality} TS multiplier not entered: x1" if quality else
                  f"quality {unit.quality!r} not in the Troop Quality table: x1")
        mult_value = 1.0
    else:
        q_text = f"{unit.quality} x{fmt(mult)}"
        mult_value = mult
    special_ts, special_lines = _specials(unit, tl, tables)
    base = unit.ts_per_man
    where = "entered by the GM"
    if base is None:
        base = per_man_from_table(kind, tl, tables)
        where = f"{kind['label']}, TL{tl}" if kind else ""
    lines: list[str] = []
    if base is None:
        per = ts_rules["fallback"]["per_man"]
        why = (f"no TS per man for {kind['label']} at TL{tl} (enter it from your book)" if kind else
               f"troop type {unit.troop_type!r} is not in the troop table")
        lines.append(f"Fallback ({why}): {unit.count:,} men x {fmt(per)} x {q_text}")
        ts = unit.count * per * mult_value
        if special_lines:
            lines += special_lines
            ts += special_ts
        lines.append(f"TS = {fmt(ts)}")
        return UnitStrength(unit.name, ts, "fallback", tuple(lines))
    lines.append(f"TS per man {fmt(base)} ({where})")
    race = unit.racial_modifier
    if race is None and unit.race:
        race = racial_modifier(unit.race, tables)
        lines.append(f"Racial modifier {race:+d} = half of (ST {unit.race.get('st', 0):+d}, Super Strength "
                     f"{unit.race.get('super_strength', 0)}, HT {unit.race.get('ht', 0):+d}, extra HP "
                     f"{unit.race.get('extra_hp', 0):+d})")
    if race:
        floor = ts_rules["racial"]["minimum_base"]
        new = max(floor, base + race)
        lines.append(f"{fmt(base)} {race:+d} race = {fmt(new)}" + (f" (never below {fmt(floor)})"
                                                                     if base + race < floor else ""))
        base = new
    for label, value in (("missile weapons", unit.missile_bonus), ("armour", unit.armour_bonus)):
        if value:
            base += value
            lines.append(f"{value:+g} {label} = {fmt(base)}")
    if not unit.stirrups and kind is not None and kind.get("cavalry"):
        base += ts_rules["no_stirrups_per_man"]
        lines.append(f"{ts_rules['no_stirrups_per_man']:+g} no stirrups = {fmt(base)}")
    ts = base * unit.count * mult_value
    lines.append(f"{fmt(base)} x {unit.count:,} men x {q_text} = {fmt(ts)}")
    if special_lines:
        lines += special_lines
        ts += special_ts
        lines.append(f"TS = {fmt(ts)}")
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


def army_strength(army, tables: dict, in_battle_only: bool = True) -> ArmyStrength:
    """The army's TS: the sum of its units' (those still on the field unless ``in_battle_only`` is False)."""
    units = army.fighting_units() if in_battle_only else army.units
    return ArmyStrength(army.name, tuple(unit_strength(u, army.tech_level, tables) for u in units))


@dataclass(frozen=True)
class ForceRatio:
    """Who is stronger, by how much, and the Strategy bonus it gives (with the working)."""

    stronger: str | None  # "own", "enemy" or None when equal
    ratio: Fraction | None  # bigger / smaller; None when the weaker has no TS
    bonus: int
    working: str

    def to_dict(self) -> dict:
        return {"stronger": self.stronger, "ratio": None if self.ratio is None else round(float(self.ratio), 3),
                "bonus": self.bonus, "working": self.working}


def ratio_bonus(ratio: Fraction | None, tl_lead: int, tables: dict) -> tuple[int, str]:
    """The force-ratio table (upper bounds inclusive) and the past-10:1 rule for a big TL lead."""
    rows = tables["strategy_modifiers"]["troop_strength"]
    if ratio is None:
        return rows[-1]["bonus"], "the enemy has no TS: top row"
    for row in rows:
        if row.get("up_to") is None:
            break
        top = Fraction(row["up_to"][0], row["up_to"][1])
        if ratio <= top:
            return row["bonus"], f"up to {fmt(top)}:1"
    bonus = rows[-1]["bonus"]
    last = rows[-2]["up_to"] if len(rows) > 1 else [1, 1]
    text = f"over {fmt(Fraction(last[0], last[1]))}:1"
    beyond = tables["strategy_modifiers"]["beyond_ten"]
    if tl_lead > beyond["tl_lead_over"]:
        steps = math.floor(ratio / beyond["every"]) - 1
        if steps > 0:
            bonus += steps * beyond["bonus"]
            text += (f"; TL lead of {tl_lead} (over {beyond['tl_lead_over']}): +{beyond['bonus']} for each further "
                     f"{beyond['every']}:1 ({steps})")
    return bonus, text


def force_ratio(own_ts: float, enemy_ts: float, tables: dict, own_tl: int | None = None,
                enemy_tl: int | None = None) -> ForceRatio:
    own, enemy = Fraction(str(number(own_ts))), Fraction(str(number(enemy_ts)))
    if own == enemy:
        return ForceRatio(None, Fraction(1), 0, f"TS {fmt(own_ts)} vs {fmt(enemy_ts)}: equal, no bonus")
    stronger = "own" if own > enemy else "enemy"
    big, small = (own, enemy) if own > enemy else (enemy, own)
    ratio = None if small <= 0 else big / small
    lead = 0
    if own_tl is not None and enemy_tl is not None:
        lead = (own_tl - enemy_tl) if stronger == "own" else (enemy_tl - own_tl)
    bonus, row = ratio_bonus(ratio, lead, tables)
    shown = "no TS against" if ratio is None else f"{float(ratio):.2f}:1"
    return ForceRatio(stronger, ratio, bonus,
                      f"TS {fmt(big)} / {fmt(small)} = {shown} ({row}) → {bonus:+d} to the stronger army")


def superiority(army, enemy, tables: dict, *, attacking: bool = True) -> list[SkillModifier]:
    """Special unit superiority as far as the text gives it: all light cavalry against all infantry (+3)."""
    rows = {r["key"]: r for r in tables["special_unit_superiority"]["rows"]}
    out: list[SkillModifier] = []
    row = rows.get("light_cavalry_vs_infantry")
    own_units, enemy_units = army.fighting_units(), enemy.fighting_units()
    if row and attacking and own_units and enemy_units:
        all_lc = all((troop_type(u.troop_type, tables) or {}).get("key") == "light_cavalry" for u in own_units)
        all_foot = all((troop_type(u.troop_type, tables) or {}).get("foot") for u in enemy_units)
        if all_lc and all_foot:
            out.append(SkillModifier(row["label"], row["bonus"]))
    return out


__all__ = ["UnitStrength", "ArmyStrength", "ForceRatio", "unit_strength", "army_strength", "force_ratio",
           "ratio_bonus", "superiority", "racial_modifier", "troop_type", "quality_row", "number", "fmt"]
