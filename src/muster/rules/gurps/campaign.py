"""Between and around battles: experience and quality, pay and Morale, treachery, disasters, extraordinary powers.

Full text sections 7, 9, 12, 13 and 14 (``gurps-mass-combat-full.md``). Where a number was not retrieved
the data holds ``null`` (or an empty table) and the answer says the GM must enter it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from muster.i18n import Joined, Msg, Text, TextError, english_text
from muster.rules import dice
from muster.rules.dice import Roller
from muster.rules.gurps.powers_data import disaster_rules, powers_rules
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.skill import EffectiveSkill, SkillModifier, roll_against
from muster.rules.gurps.strength import number, quality_row
from muster.rules.gurps.troops_data import troop_rules
from muster.rules.gurps.upkeep_data import upkeep_rules
from muster.rules.gurps.words import amount, decimal, quality_text, rules_term, signed

# ---- experience and Troop Quality ------------------------------------------------------------

@dataclass(frozen=True)
class Experience:
    men: int
    battle_points: float
    average: Fraction
    battles: int
    quality: str | None
    working: tuple[Text, ...]  # messages (``to_dict`` writes them in English)
    note: Text

    def to_dict(self) -> dict:
        return {"men": self.men, "battle_points": number(self.battle_points),
                "average": round(float(self.average), 2), "battles": self.battles, "quality": self.quality,
                "working": [english_text(line) for line in self.working], "note": english_text(self.note)}


def _rounded(how: str) -> Text:
    return {"down": Msg("GURPS", "rounded down"), "up": Msg("GURPS", "rounded up"),
            "nearest": Msg("GURPS", "rounded nearest")}.get(how, how)


def _round(value: Fraction, how: str) -> int:
    if how == "up":
        return math.ceil(value)
    if how == "nearest":
        return math.floor(value + Fraction(1, 2))
    return math.floor(value)


def quality_for(battles: float, tables: Tables) -> tuple[str | None, Text]:
    """The Troop Quality row holding ``battles``, or None and why (a bound not entered)."""
    rows = troop_rules(tables).qualities
    found = None
    for i, row in enumerate(rows):
        low = row.min_battles
        if low is None:
            missing = Msg("GURPS", "%1's lower bound is not entered (Troop Quality table: enter from your book)")
            return None, missing.args(rules_term(row.label))
        if battles < low:
            break
        found = row
        if i == len(rows) - 1:
            break
    if found is None:
        return None, Msg("GURPS", "below %1's lower bound (%2)").args(rules_term(rows[0].label),
                                                                      rows[0].min_battles)
    return found.label, ""


def experience(groups: list[dict], tables: Tables) -> Experience:
    """Man-weighted average of battles: ``{"men", "battles"}`` for the men already in the unit,
    ``{"men", "quality"}`` for recruits (who count their row's lower bound: Green 1)."""
    men, points, lines = 0, Fraction(0), []
    for i, g in enumerate(groups):
        count = g["men"]
        if "battles" in g:
            each = Fraction(str(g["battles"]))
            line = Msg("GURPS", "%1 men x %2 battles = %3").args(count, amount(g["battles"]), amount(count * each))
        else:
            row = quality_row(g["quality"], tables)
            if row is None:
                raise KeyError(Msg("GURPS", "%1: %2 is not in the Troop Quality table").args(f"groups[{i}].quality",
                                                                                            repr(g["quality"])))
            if row.min_battles is None:
                raise KeyError(Msg("GURPS", "%1: %2's lower bound is not entered (Troop Quality table: enter from "
                                            "your book)").args(f"groups[{i}].quality", rules_term(row.label)))
            each = Fraction(str(row.min_battles))
            line = Msg("GURPS", "%1 %2 recruits x %3 = %4").args(count, rules_term(row.label),
                                                                  amount(row.min_battles), amount(count * each))
        men += count
        points += count * each
        lines.append(line)
    if men <= 0:
        raise TextError(Msg("GURPS", "groups: at least one man is needed"))
    average = points / men
    how = upkeep_rules(tables).experience_rounding
    battles = _round(average, how)
    lines.append(Msg("GURPS", "%1 / %2 men = %3 → %4 (%5)").args(amount(points), men, decimal(float(average), 2),
                                                                battles, _rounded(how)))
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
    working: Text  # a message (``to_dict`` writes it in English)

    def to_dict(self) -> dict:
        return {"hiring_cost": number(self.hiring_cost), "normal_pay": number(self.normal),
                "paid": None if self.paid is None else number(self.paid),
                "extra_percent": None if self.extra_percent is None else _unrounded(self.extra_percent),
                "morale_next_month": self.morale_next_month, "missed_pay": self.missed,
                "working": english_text(self.working)}


def _unrounded(value: float) -> int | float:
    """A share of pay for JSON: whole numbers without ".0", others as they are (49.999 is not 50)."""
    return int(value) if float(value).is_integer() else round(float(value), 6)


def monthly_pay(hiring_cost: float, tables: Tables, paid: float | None = None) -> Pay:
    """Normal pay (10% of the hiring cost), and what paying ``paid`` this month does to next month's Morale."""
    up = upkeep_rules(tables)
    normal = Fraction(str(hiring_cost)) * Fraction(str(up.pay_percent)) / 100
    text = Msg("GURPS", "%1% of %2 = %3 a month").args(up.pay_percent, amount(hiring_cost), amount(normal))
    if paid is None:
        return Pay(hiring_cost, float(normal), None, None, 0, False, text)
    if normal == 0:
        return Pay(hiring_cost, 0.0, paid, None, 0, False, Joined([text, Msg("GURPS", "nothing is owed")], "; "))
    extra = (Fraction(str(paid)) - normal) / normal * 100
    morale = 0
    for row in up.extra_pay:
        if extra >= Fraction(str(row.min_percent)):
            morale = row.morale
    missed = extra < 0
    if missed:
        more = Msg("GURPS", "paid %1: pay missed (Morale rolls for unpaid troops)").args(amount(paid))
    else:
        shown = Joined(["+", pay_percent_text(extra)], "")  # the real figure: 49.5% reads "+49.50", not "+50"
        more = Msg("GURPS", "paid %1 (%2%): Morale %3 next month").args(amount(paid), shown, signed(morale))
    return Pay(hiring_cost, float(normal), paid, float(extra), morale, missed, Joined([text, more], "; "))


def pay_percent_text(value: Fraction | float) -> Text:
    """A share of pay as the GM reads it: cut (never rounded) to two places, so 49.5% or 49.999% never reads
    as the 50% that would earn +1 Morale."""
    exact = value if isinstance(value, Fraction) else Fraction(repr(float(value)))
    return amount(Fraction(int(exact * 100), 100))


def missed_pay_rolls(units, roller: Roller, tables: Tables) -> list[dict]:
    """Unpaid troops roll Morale (Veteran and Elite count at most 14); a failure: the GM's bad result,
    and ``upkeep.missed_pay.failure_morale`` once entered."""
    mp = upkeep_rules(tables).missed_pay
    capped = set(mp.capped_qualities)
    out = []
    for u in units:
        row = quality_row(u.quality, tables)
        morale = u.morale
        mods = []
        if row is not None and row.key in capped and morale > mp.morale_cap:
            mods.append(SkillModifier.of(Msg("GURPS", "%1 capped at %2 for missed pay").args(
                rules_term(row.label), mp.morale_cap), mp.morale_cap - morale))
        roll = roll_against(EffectiveSkill("morale", morale, tuple(mods)), roller,
                            Msg("GURPS", "%1: Morale, pay missed").args(u.name), tables)
        change = 0 if roll.check.success else mp.failure_morale
        note: Text = ""
        if not roll.check.success:
            note = (Msg("GURPS", "bad results of the GM's choosing") if change is not None else
                    Msg("GURPS", "bad results of the GM's choosing; Morale loss: enter from your book"))
        out.append({"unit": u.name, "roll": roll.to_dict(), "success": roll.check.success,
                    "morale_change": change, "note": english_text(note)})
    return out


def pay_resumed(days: int, penalty: int, tables: Tables) -> int:
    """Morale given back ``days`` after pay resumed: 1 every second day, never more than the penalty.

    ``penalty`` is the Morale lost to missed pay (0 or less): resumed pay only cancels it and adds no bonus,
    so a positive penalty is refused (ValueError), never turned round.
    """
    if penalty > 0:
        raise ValueError(f"the missed-pay penalty is 0 or less (resumed pay only cancels it), got {penalty}")
    every = upkeep_rules(tables).missed_pay.recovery_every_days
    return min(-penalty, max(0, days) // every)


def treachery_rolls(units, roller: Roller, tables: Tables, modifiers=()) -> list[dict]:
    """Treachery in the army: every other unit rolls Morale; failure -1, success +1 (angered)."""
    t = upkeep_rules(tables).treachery
    out = []
    for u in units:
        roll = roll_against(EffectiveSkill("morale", u.morale, tuple(modifiers)), roller,
                            Msg("GURPS", "%1: Morale after treachery").args(u.name), tables)
        change = t.success if roll.check.success else t.failure
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
    working: tuple[Text, ...]  # messages (``to_dict`` writes them in English; ``text`` keeps them)
    normal_pay: float | None = None
    paid: float | None = None
    roll: dict | None = None

    def to_dict(self) -> dict:
        out = {"unit": self.unit, "morale_before": self.morale_before, "morale_after": self.morale_after,
               "morale_change": self.morale_after - self.morale_before,
               "working": [english_text(line) for line in self.working]}
        if self.normal_pay is not None:
            out["normal_pay"] = number(self.normal_pay)
            out["paid"] = number(self.paid or 0)
        if self.roll is not None:
            out["roll"] = self.roll
        return out


def pay_unit(unit, percent: float, roller: Roller, tables: Tables, failure_morale: int | None = None):
    """A month's pay for one unit at ``percent`` of normal pay (100 = the 10% of hiring cost owed).

    Last month's extra-pay Morale ends; 150% or more gives +1 next month, 200% or more +2; less than 100% is
    missed pay: the unit rolls Morale (Veteran and Elite counted at most 14) and a failure costs
    ``failure_morale`` (the book's number: the GM gives it while the data has none). Paid in full again, the
    Morale lost to missed pay comes back, 1 every second day until the next pay day. Returns (unit, UnitUpkeep).
    """
    from dataclasses import replace

    up = upkeep_rules(tables)
    mp = up.missed_pay
    lines: list[Text] = []
    morale = unit.morale
    if unit.pay_morale:
        morale -= unit.pay_morale
        lines.append(Msg("GURPS", "last month's extra pay ends: %1").args(signed(-unit.pay_morale)))
    normal = paid = None
    if unit.hiring_cost is not None:
        pay = monthly_pay(unit.hiring_cost, tables)
        normal = pay.normal
        paid = float(Fraction(str(pay.normal)) * Fraction(str(percent)) / 100)
        lines.append(Joined([pay.working, Msg("GURPS", "paid %1 (%2%)").args(amount(paid), pay_percent_text(percent))],
                            "; "))
    else:
        lines.append(Msg("GURPS", "paid %1% of normal pay (hiring cost not entered: no sum)").args(
            pay_percent_text(percent)))
    pay_morale, unpaid, roll = 0, unit.unpaid_morale, None
    if percent >= 100:
        extra = percent - 100
        for row in up.extra_pay:
            if extra >= row.min_percent:
                pay_morale = row.morale
        if pay_morale:
            morale += pay_morale
            lines.append(Msg("GURPS", "%1% extra pay: Morale %2 for the next month").args(pay_percent_text(extra),
                                                                                      signed(pay_morale)))
        if unpaid < 0:
            back = pay_resumed(mp.days_to_next_pay, unpaid, tables)
            morale += back
            unpaid += back
            lines.append(Msg("GURPS", "pay resumed: %1 Morale back (1 every %2 days over %3 days)").args(
                signed(back), mp.recovery_every_days, mp.days_to_next_pay))
    else:
        rolled = missed_pay_rolls([replace(unit, morale=morale)], roller, tables)[0]
        roll = rolled["roll"]
        change = rolled["morale_change"]
        if change is None:
            change = failure_morale
        if rolled["success"]:
            lines.append(Msg("GURPS", "pay missed: Morale roll %1 vs %2, made it").args(roll["roll"],
                                                                                      roll["effective_skill"]))
        elif change is None:
            raise TextError(Msg("GURPS", "missed pay: say how much Morale a failed roll costs (the book's number)"))
        else:
            morale += change
            unpaid += change
            lines.append(Msg("GURPS", "pay missed: Morale roll %1 vs %2, failed: Morale %3 until pay resumes (and "
                                      "bad results of the GM's choosing)").args(roll["roll"], roll["effective_skill"],
                                                                                signed(change)))
    after = replace(unit, morale=max(0, morale), pay_morale=pay_morale, unpaid_morale=min(0, unpaid))
    return after, UnitUpkeep(unit.name, unit.morale, after.morale, tuple(lines), normal, paid, roll)


def treachery_unit(unit, roller: Roller, tables: Tables, modifiers=()):
    """One of the other units rolls Morale after treachery: failure -1, success +1 (angered)."""
    from dataclasses import replace

    rolled = treachery_rolls([unit], roller, tables, modifiers)[0]
    after = replace(unit, morale=max(0, rolled["morale_after"]))
    roll = rolled["roll"]
    if rolled["success"]:
        text = Msg("GURPS", "Morale roll %1 vs %2: made it, angered, Morale %3")
    else:
        text = Msg("GURPS", "Morale roll %1 vs %2: failed, Morale %3")
    text = text.args(roll["roll"], roll["effective_skill"], signed(rolled["morale_change"]))
    return after, UnitUpkeep(unit.name, unit.morale, after.morale, (text,), roll=roll)


def battles_so_far(unit, tables: Tables) -> float | None:
    """The unit's battles fought; unknown, its quality's lower bound where entered (Green 1)."""
    if unit.battles is not None:
        return unit.battles
    row = quality_row(unit.quality, tables)
    return None if row is None else row.min_battles


def fought_battle(unit, tables: Tables):
    """After a battle: one more battle fought, and the Troop Quality row holding the new number (once the
    Troop Quality table's bounds are entered; until then the quality stays). Returns (unit, text: a message)."""
    from dataclasses import replace

    before = battles_so_far(unit, tables)
    battles = number((before or 0) + 1)
    quality, note = quality_for(battles, tables)
    parts: list = [Msg("GURPS", "%1: 1 battle fought").args(unit.name) if battles == 1 else
                   Msg("GURPS", "%1: %2 battles fought").args(unit.name, amount(battles))]
    if before is None:
        parts.append(Msg("GURPS", " (counted from now: enter its earlier battles in the unit editor)"))
    if quality and quality != unit.quality:
        parts.append(Msg("GURPS", ", now %1").args(quality_text(quality)))
    if note and not quality:
        parts.append(Msg("GURPS", " (%1)").args(note))
    after = replace(unit, battles=battles, quality=quality or unit.quality)
    return after, Joined(parts, "")


def add_recruits(unit, men: int, quality: str, tables: Tables):
    """Replacements: ``men`` recruits of ``quality`` join; experience is the man-weighted average (recruits at
    their row's lower bound) and the quality the row holding it. Returns (unit, Experience)."""
    from dataclasses import replace

    if men < 1:
        raise TextError(Msg("GURPS", "recruits: at least one man"))
    have = battles_so_far(unit, tables)
    groups: list[dict] = [{"men": men, "quality": quality}]
    if unit.count:
        if have is None:
            raise TextError(Msg("GURPS", "%1: enter its battles fought first (its quality's lower bound is not "
                                         "entered)").args(unit.name))
        groups.insert(0, {"men": unit.count, "battles": have})
    found = experience(groups, tables)
    after = replace(unit, count=unit.count + men, battles=found.battles, quality=found.quality or unit.quality)
    return after, found


# ---- disasters and extraordinary powers ------------------------------------------------------------

def disaster_bonus(points_on_disasters: int, tables: Tables) -> int:
    """Power points spent on disasters: +1 to the enemy's Disaster roll per 2 points."""
    return max(0, points_on_disasters) // disaster_rules(tables).points_per_plus_one


def roll_disaster(army_name: str, roller: Roller, tables: Tables, bonus: int = 0) -> dict:
    """The Disaster roll on the GM's table (a higher roll is worse); refused while the table is not entered."""
    dis = disaster_rules(tables)
    if dis.dice is None or not dis.table:
        raise LookupError(Msg("GURPS", "the Disaster table is not entered: enter it from your book, or enter the "
                                       "disaster"))
    try:
        dice.parse(dis.dice)
    except dice.DiceError as exc:
        raise LookupError(Msg("GURPS", "the Disaster roll's dice (House rules ▸ Disasters ▸ Dice): %1").args(
            str(exc))) from None
    roll = roller.roll(dis.dice, Msg("GURPS", "%1: Disaster roll").args(army_name))
    total = roll.total + bonus
    row = next((r for r in dis.table if r.holds(total)), None)
    return {"roll": roll.total, "bonus": bonus, "total": total, "dice": dis.dice,
            "result": None if row is None else row.result, "morale": 0 if row is None else row.morale,
            "lost_commander": bool(row and row.lost_commander)}


def power_pool(points: int, mana: str, tables: Tables, boost: int = 0) -> tuple[int | float, str]:
    """A side's power points times the mana level, plus a psionic boost (+1 to +5, GM), and the working in
    English (:func:`power_working` gives it as a message)."""
    pool, working = power_pool_text(points, mana, tables, boost)
    return pool, english_text(working)


def power_pool_text(points: int, mana: str, tables: Tables, boost: int = 0) -> tuple[int | float, Text]:
    """:func:`power_pool` with the working as a message."""
    powers = powers_rules(tables)
    rows = {r.key: r for r in powers.mana}
    if mana not in rows:
        raise KeyError(Msg("GURPS", "mana: must be one of %1 (others: enter from your book), got %2").args(
            ", ".join(rows), repr(mana)))
    if boost and not powers.boost_min <= boost <= powers.boost_max:
        raise TextError(Msg("GURPS", "boost: must be %1 to %2, got %3").args(powers.boost_min, powers.boost_max, boost))
    pool = points * rows[mana].multiplier + boost
    label, times = rules_term(rows[mana].label), amount(rows[mana].multiplier)
    if boost:
        working = Msg("GURPS", "%1 x %2 (x%3) + %4 boost = %5").args(points, label, times, boost, amount(pool))
    else:
        working = Msg("GURPS", "%1 x %2 (x%3) = %4").args(points, label, times, amount(pool))
    return number(pool), working


def power_effects(allocation: dict[str, int], tables: Tables) -> dict:
    """What a secret allocation does: the enemy's Disaster roll bonus and morale (where the rate is entered)."""
    effects = {e.key: e for e in powers_rules(tables).effects}
    for key in allocation:
        if key not in effects:
            raise KeyError(Msg("GURPS", "%1: unknown effect; known: %2").args(f"allocation.{key}", ", ".join(effects)))
    out: dict = {"enemy_disaster_bonus": disaster_bonus(allocation.get("disaster", 0), tables)}
    rate = effects["morale"].points_per_morale if "morale" in effects else None
    spent = allocation.get("morale", 0)
    out["morale"] = None if (spent and rate is None) else (spent // rate if rate else 0)
    if spent and rate is None:
        out["morale_note"] = "points per Morale: enter from your book"
    out["defence"] = allocation.get("defence", 0)
    return out


__all__ = ["UnitUpkeep", "pay_unit", "treachery_unit", "battles_so_far", "fought_battle", "add_recruits",
           "Experience", "Pay", "experience", "quality_for", "monthly_pay", "missed_pay_rolls", "pay_resumed",
           "treachery_rolls", "disaster_bonus", "roll_disaster", "power_pool", "power_effects"]
