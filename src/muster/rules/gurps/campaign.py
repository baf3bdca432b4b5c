"""Between and around battles: experience and quality, pay and Morale, treachery, disasters, extraordinary powers.

Full text sections 7, 9, 12, 13 and 14 (``gurps-mass-combat-full.md``). Where a number was not retrieved
the data holds ``null`` (or an empty table) and the answer says the GM must enter it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from muster.rules import dice
from muster.rules.dice import Roller
from muster.rules.gurps.skill import EffectiveSkill, SkillModifier, roll_against
from muster.rules.gurps.strength import fmt, number, quality_row

# ---- experience and Troop Quality ------------------------------------------------------------

@dataclass(frozen=True)
class Experience:
    men: int
    battle_points: float
    average: Fraction
    battles: int
    quality: str | None
    working: tuple[str, ...]
    note: str

    def to_dict(self) -> dict:
        return {"men": self.men, "battle_points": number(self.battle_points),
                "average": round(float(self.average), 2), "battles": self.battles, "quality": self.quality,
                "working": list(self.working), "note": self.note}


def _round(value: Fraction, how: str) -> int:
    if how == "up":
        return math.ceil(value)
    if how == "nearest":
        return math.floor(value + Fraction(1, 2))
    return math.floor(value)


def quality_for(battles: float, tables: dict) -> tuple[str | None, str]:
    """The Troop Quality row holding ``battles``, or None and why (a bound not entered)."""
    rows = tables["quality"]
    found = None
    for i, row in enumerate(rows):
        low = row.get("min_battles")
        if low is None:
            return None, f"{row['label']}'s lower bound is not entered (Troop Quality table: enter from your book)"
        if battles < low:
            break
        found = row
        if i == len(rows) - 1:
            break
    if found is None:
        return None, f"below {rows[0]['label']}'s lower bound ({rows[0]['min_battles']})"
    return found["label"], ""


def experience(groups: list[dict], tables: dict) -> Experience:
    """Man-weighted average of battles: ``{"men", "battles"}`` for the men already in the unit,
    ``{"men", "quality"}`` for recruits (who count their row's lower bound: Green 1)."""
    men, points, lines = 0, Fraction(0), []
    for i, g in enumerate(groups):
        count = g["men"]
        if "battles" in g:
            each = Fraction(str(g["battles"]))
            what = f"{count} men x {fmt(g['battles'])} battles"
        else:
            row = quality_row(g["quality"], tables)
            if row is None:
                raise KeyError(f"groups[{i}].quality: {g['quality']!r} is not in the Troop Quality table")
            if row.get("min_battles") is None:
                raise KeyError(f"groups[{i}].quality: {row['label']}'s lower bound is not entered "
                               f"(Troop Quality table: enter from your book)")
            each = Fraction(str(row["min_battles"]))
            what = f"{count} {row['label']} recruits x {fmt(row['min_battles'])}"
        men += count
        points += count * each
        lines.append(f"{what} = {fmt(count * each)}")
    if men <= 0:
        raise ValueError("groups: at least one man is needed")
    average = points / men
    battles = _round(average, tables["upkeep"]["experience_rounding"])
    lines.append(f"{fmt(points)} / {men} men = {float(average):.2f} → {battles} "
                 f"(rounded {tables['upkeep']['experience_rounding']})")
    quality, note = quality_for(battles, tables)
    return Experience(men, float(points), average, battles, quality, tuple(lines), note)


# ---- pay ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Pay:
    hiring_cost: float
    normal: float
    paid: float | None
    extra_percent: float | None
    morale_next_month: int
    missed: bool
    working: str

    def to_dict(self) -> dict:
        return {"hiring_cost": number(self.hiring_cost), "normal_pay": number(self.normal),
                "paid": None if self.paid is None else number(self.paid),
                "extra_percent": None if self.extra_percent is None else number(self.extra_percent),
                "morale_next_month": self.morale_next_month, "missed_pay": self.missed, "working": self.working}


def monthly_pay(hiring_cost: float, tables: dict, paid: float | None = None) -> Pay:
    """Normal pay (10% of the hiring cost), and what paying ``paid`` this month does to next month's Morale."""
    up = tables["upkeep"]
    normal = Fraction(str(hiring_cost)) * Fraction(str(up["pay_percent"])) / 100
    text = f"{up['pay_percent']}% of {fmt(hiring_cost)} = {fmt(normal)} a month"
    if paid is None:
        return Pay(hiring_cost, float(normal), None, None, 0, False, text)
    if normal == 0:
        return Pay(hiring_cost, 0.0, paid, None, 0, False, text + "; nothing is owed")
    extra = (Fraction(str(paid)) - normal) / normal * 100
    morale = 0
    for row in up["extra_pay"]:
        if extra >= Fraction(str(row["min_percent"])):
            morale = row["morale"]
    missed = extra < 0
    if missed:
        text += f"; paid {fmt(paid)}: pay missed (Morale rolls for unpaid troops)"
    else:
        text += f"; paid {fmt(paid)} ({float(extra):+.0f}%): Morale {morale:+d} next month"
    return Pay(hiring_cost, float(normal), paid, float(extra), morale, missed, text)


def missed_pay_rolls(units, roller: Roller, tables: dict) -> list[dict]:
    """Unpaid troops roll Morale (Veteran and Elite count at most 14); a failure: the GM's bad result,
    and ``upkeep.missed_pay.failure_morale`` once entered."""
    mp = tables["upkeep"]["missed_pay"]
    capped = set(mp["capped_qualities"])
    out = []
    for u in units:
        row = quality_row(u.quality, tables)
        morale = u.morale
        mods = []
        if row is not None and row["key"] in capped and morale > mp["morale_cap"]:
            mods.append(SkillModifier(f"{row['label']} capped at {mp['morale_cap']} for missed pay",
                                      mp["morale_cap"] - morale))
        roll = roll_against(EffectiveSkill("morale", morale, tuple(mods)), roller, f"{u.name}: Morale, pay missed",
                            tables)
        change = 0 if roll.check.success else mp["failure_morale"]
        out.append({"unit": u.name, "roll": roll.to_dict(), "success": roll.check.success,
                    "morale_change": change,
                    "note": "" if roll.check.success else ("bad results of the GM's choosing" + (
                        "" if change is not None else "; Morale loss: enter from your book"))})
    return out


def pay_resumed(days: int, penalty: int, tables: dict) -> int:
    """Morale given back ``days`` after pay resumed: 1 every second day, never more than the penalty."""
    every = tables["upkeep"]["missed_pay"]["recovery_every_days"]
    return min(abs(penalty), max(0, days) // every)


def treachery_rolls(units, roller: Roller, tables: dict, modifiers=()) -> list[dict]:
    """Treachery in the army: every other unit rolls Morale; failure -1, success +1 (angered)."""
    t = tables["upkeep"]["treachery"]
    out = []
    for u in units:
        roll = roll_against(EffectiveSkill("morale", u.morale, tuple(modifiers)), roller,
                            f"{u.name}: Morale after treachery", tables)
        change = t["success"] if roll.check.success else t["failure"]
        out.append({"unit": u.name, "roll": roll.to_dict(), "success": roll.check.success, "morale_change": change,
                    "morale_after": u.morale + change})
    return out


# ---- disasters and extraordinary powers ------------------------------------------------------------

def disaster_bonus(points_on_disasters: int, tables: dict) -> int:
    """Power points spent on disasters: +1 to the enemy's Disaster roll per 2 points."""
    return max(0, points_on_disasters) // tables["disasters"]["points_per_plus_one"]


def roll_disaster(army_name: str, roller: Roller, tables: dict, bonus: int = 0) -> dict:
    """The Disaster roll on the GM's table (a higher roll is worse); refused while the table is not entered."""
    dis = tables["disasters"]
    if dis["dice"] is None or not dis["table"]:
        raise LookupError("the Disaster table is not entered: enter it from your book, or enter the disaster")
    try:
        dice.parse(dis["dice"])
    except dice.DiceError as exc:
        raise LookupError(f"disasters.dice: {exc}") from None
    roll = roller.roll(dis["dice"], f"{army_name}: Disaster roll")
    total = roll.total + bonus
    row = next((r for r in dis["table"] if (r.get("min") is None or total >= r["min"])
                and (r.get("max") is None or total <= r["max"])), None)
    return {"roll": roll.total, "bonus": bonus, "total": total,
            "result": None if row is None else row["result"], "morale": 0 if row is None else row.get("morale", 0)}


def power_pool(points: int, mana: str, tables: dict, boost: int = 0) -> tuple[int | float, str]:
    """A side's power points times the mana level, plus a psionic boost (+1 to +5, GM)."""
    rows = {r["key"]: r for r in tables["powers"]["mana"]}
    if mana not in rows:
        raise KeyError(f"mana: must be one of {', '.join(rows)} (others: enter from your book), got {mana!r}")
    b = tables["powers"]["psionic_boost"]
    if boost and not b["min"] <= boost <= b["max"]:
        raise ValueError(f"boost: must be {b['min']} to {b['max']}, got {boost}")
    pool = points * rows[mana]["multiplier"] + boost
    return number(pool), f"{points} x {rows[mana]['label']} (x{fmt(rows[mana]['multiplier'])})" + (
        f" + {boost} boost" if boost else "") + f" = {fmt(pool)}"


def power_effects(allocation: dict[str, int], tables: dict) -> dict:
    """What a secret allocation does: the enemy's Disaster roll bonus and morale (where the rate is entered)."""
    effects = {e["key"]: e for e in tables["powers"]["effects"]}
    for key in allocation:
        if key not in effects:
            raise KeyError(f"allocation.{key}: unknown effect; known: {', '.join(effects)}")
    out: dict = {"enemy_disaster_bonus": disaster_bonus(allocation.get("disaster", 0), tables)}
    rate = effects.get("morale", {}).get("points_per_morale")
    spent = allocation.get("morale", 0)
    out["morale"] = None if (spent and rate is None) else (spent // rate if rate else 0)
    if spent and rate is None:
        out["morale_note"] = "points per Morale: enter from your book"
    out["defence"] = allocation.get("defence", 0)
    return out


__all__ = ["Experience", "Pay", "experience", "quality_for", "monthly_pay", "missed_pay_rolls", "pay_resumed",
           "treachery_rolls", "disaster_bonus", "roll_disaster", "power_pool", "power_effects"]
