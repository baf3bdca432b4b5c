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


# ---- one unit's upkeep: pay day, treachery, battles fought, recruits ---------------------------------------

@dataclass(frozen=True)
class UnitUpkeep:
    """What one upkeep step did to a unit: its Morale before and after, the money and the working."""

    unit: str
    morale_before: int
    morale_after: int
    working: tuple[str, ...]
    normal_pay: float | None = None
    paid: float | None = None
    roll: dict | None = None

    def to_dict(self) -> dict:
        out = {"unit": self.unit, "morale_before": self.morale_before, "morale_after": self.morale_after,
               "morale_change": self.morale_after - self.morale_before, "working": list(self.working)}
        if self.normal_pay is not None:
            out["normal_pay"] = number(self.normal_pay)
            out["paid"] = number(self.paid or 0)
        if self.roll is not None:
            out["roll"] = self.roll
        return out


def pay_unit(unit, percent: float, roller: Roller, tables: dict, failure_morale: int | None = None):
    """A month's pay for one unit at ``percent`` of normal pay (100 = the 10% of hiring cost owed).

    Last month's extra-pay Morale ends; 150% or more gives +1 next month, 200% or more +2; less than 100% is
    missed pay: the unit rolls Morale (Veteran and Elite counted at most 14) and a failure costs
    ``failure_morale`` (the book's number: the GM gives it while the data has none). Paid in full again, the
    Morale lost to missed pay comes back, 1 every second day until the next pay day. Returns (unit, UnitUpkeep).
    """
    from dataclasses import replace

    up = tables["upkeep"]
    mp = up["missed_pay"]
    lines: list[str] = []
    morale = unit.morale
    if unit.pay_morale:
        morale -= unit.pay_morale
        lines.append(f"last month's extra pay ends: {-unit.pay_morale:+d}")
    normal = paid = None
    if unit.hiring_cost is not None:
        pay = monthly_pay(unit.hiring_cost, tables)
        normal = pay.normal
        paid = float(Fraction(str(pay.normal)) * Fraction(str(percent)) / 100)
        lines.append(f"{pay.working}; paid {fmt(paid)} ({fmt(percent)}%)")
    else:
        lines.append(f"paid {fmt(percent)}% of normal pay (hiring cost not entered: no sum)")
    pay_morale, unpaid, roll = 0, unit.unpaid_morale, None
    if percent >= 100:
        extra = percent - 100
        for row in up["extra_pay"]:
            if extra >= row["min_percent"]:
                pay_morale = row["morale"]
        if pay_morale:
            morale += pay_morale
            lines.append(f"{fmt(extra)}% extra pay: Morale {pay_morale:+d} for the next month")
        if unpaid < 0:
            back = pay_resumed(mp["days_to_next_pay"], unpaid, tables)
            morale += back
            unpaid += back
            lines.append(f"pay resumed: {back:+d} Morale back (1 every {mp['recovery_every_days']} days over "
                         f"{mp['days_to_next_pay']} days)")
    else:
        rolled = missed_pay_rolls([replace(unit, morale=morale)], roller, tables)[0]
        roll = rolled["roll"]
        change = rolled["morale_change"]
        if change is None:
            change = failure_morale
        if rolled["success"]:
            lines.append(f"pay missed: Morale roll {roll['roll']} vs {roll['effective_skill']}, made it")
        elif change is None:
            raise ValueError("missed pay: say how much Morale a failed roll costs (the book's number)")
        else:
            morale += change
            unpaid += change
            lines.append(f"pay missed: Morale roll {roll['roll']} vs {roll['effective_skill']}, failed: "
                         f"Morale {change:+d} until pay resumes (and bad results of the GM's choosing)")
    after = replace(unit, morale=max(0, morale), pay_morale=pay_morale, unpaid_morale=min(0, unpaid))
    return after, UnitUpkeep(unit.name, unit.morale, after.morale, tuple(lines), normal, paid, roll)


def treachery_unit(unit, roller: Roller, tables: dict, modifiers=()):
    """One of the other units rolls Morale after treachery: failure -1, success +1 (angered)."""
    from dataclasses import replace

    rolled = treachery_rolls([unit], roller, tables, modifiers)[0]
    after = replace(unit, morale=max(0, rolled["morale_after"]))
    roll = rolled["roll"]
    text = (f"Morale roll {roll['roll']} vs {roll['effective_skill']}: "
            + ("made it, angered" if rolled["success"] else "failed") + f", Morale {rolled['morale_change']:+d}")
    return after, UnitUpkeep(unit.name, unit.morale, after.morale, (text,), roll=roll)


def battles_so_far(unit, tables: dict) -> float | None:
    """The unit's battles fought; unknown, its quality's lower bound where entered (Green 1)."""
    if unit.battles is not None:
        return unit.battles
    row = quality_row(unit.quality, tables)
    return None if row is None else row.get("min_battles")


def fought_battle(unit, tables: dict):
    """After a battle: one more battle fought, and the Troop Quality row holding the new number (once the
    Troop Quality table's bounds are entered; until then the quality stays). Returns (unit, text)."""
    from dataclasses import replace

    before = battles_so_far(unit, tables)
    battles = number((before or 0) + 1)
    quality, note = quality_for(battles, tables)
    text = f"{unit.name}: {fmt(battles)} battle{'' if battles == 1 else 's'} fought"
    if before is None:
        text += " (counted from now: enter its earlier battles in the unit editor)"
    if quality and quality != unit.quality:
        text += f", now {quality}"
    after = replace(unit, battles=battles, quality=quality or unit.quality)
    return after, text + (f" ({note})" if note and not quality else "")


def add_recruits(unit, men: int, quality: str, tables: dict):
    """Replacements: ``men`` recruits of ``quality`` join; experience is the man-weighted average (recruits at
    their row's lower bound) and the quality the row holding it. Returns (unit, Experience)."""
    from dataclasses import replace

    if men < 1:
        raise ValueError("recruits: at least one man")
    have = battles_so_far(unit, tables)
    groups: list[dict] = [{"men": men, "quality": quality}]
    if unit.count:
        if have is None:
            raise ValueError(f"{unit.name}: enter its battles fought first (its quality's lower bound is not "
                             f"entered)")
        groups.insert(0, {"men": unit.count, "battles": have})
    found = experience(groups, tables)
    after = replace(unit, count=unit.count + men, battles=found.battles, quality=found.quality or unit.quality)
    return after, found


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
        raise LookupError(f"the Disaster roll's dice (House rules ▸ Disasters ▸ Dice): {exc}") from None
    roll = roller.roll(dis["dice"], f"{army_name}: Disaster roll")
    total = roll.total + bonus
    row = next((r for r in dis["table"] if (r.get("min") is None or total >= r["min"])
                and (r.get("max") is None or total <= r["max"])), None)
    return {"roll": roll.total, "bonus": bonus, "total": total, "dice": dis["dice"],
            "result": None if row is None else row["result"], "morale": 0 if row is None else row.get("morale", 0),
            "lost_commander": bool(row and row.get("lost_commander"))}


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


__all__ = ["UnitUpkeep", "pay_unit", "treachery_unit", "battles_so_far", "fought_battle", "add_recruits",
           "Experience", "Pay", "experience", "quality_for", "monthly_pay", "missed_pay_rolls", "pay_resumed",
           "treachery_rolls", "disaster_bonus", "roll_disaster", "power_pool", "power_effects"]
