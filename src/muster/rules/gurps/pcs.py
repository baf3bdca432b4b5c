"""PCs and named NPCs in a mass battle: stance, the Combat Skill (survival) roll, damage by TL, the Glory roll.

Full text section 10 (``gurps-mass-combat-full.md``): the survival rows and the damage table by TL are
confirmed; the Survival/Glory range and the Glory table were not retrieved (``pc.stance``,
``pc.glory_table`` in the data: the GM enters them).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from muster.i18n import Joined, Msg, Text, TextError, english_text
from muster.rules.dice import Roller
from muster.rules.gurps.armies import _int, _text
from muster.rules.gurps.pc_data import DamageRow, SurvivalRow, dice_count, pc_rules
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.skill import EffectiveSkill, SkillModifier, SkillRoll, roll_against
from muster.rules.gurps.words import rules_term, signed, verdict_words

COMMANDS = ("none", "unit", "army")
STANCES = ("survival", "glory", "balanced")


@dataclass(frozen=True)
class PC:
    """A PC or named NPC: combat skill, stance modifiers, DR, TL (None: the army's) and what he commands."""

    name: str
    skill: int = 12
    survival: int = 0
    glory: int = 0
    dr: int = 0
    tl: int | None = None
    commands: str = "none"
    reputation: int = 0
    alive: bool = True
    injury: int = 0
    next_strategy: int = 0  # from a Glory roll, for the next battle he commands in
    glory_used_in: str = ""  # the battle whose contest took that Strategy

    @property
    def stance(self) -> str:
        return "glory" if self.glory > 0 else "survival" if self.survival > 0 else "balanced"

    def to_dict(self) -> dict:
        out = {"name": self.name, "skill": self.skill, "survival": self.survival, "glory": self.glory, "dr": self.dr,
               "commands": self.commands, "reputation": self.reputation, "alive": self.alive, "injury": self.injury}
        if self.tl is not None:
            out["tl"] = self.tl
        if self.next_strategy:
            out["next_strategy"] = self.next_strategy
        if self.glory_used_in:
            out["glory_used_in"] = self.glory_used_in
        return out

    @classmethod
    def from_dict(cls, data, path: str = "pc") -> "PC":
        if not isinstance(data, dict):
            raise TextError(Msg("GURPS", "%1: must be an object, got %2").args(path, repr(data)))
        name = data.get("name")
        if not isinstance(name, str) or not name.strip():
            raise TextError(Msg("GURPS", "%1: must be non-empty text, got %2").args(f"{path}.name", repr(name)))
        commands = data.get("commands", "none")
        if commands not in COMMANDS:
            raise TextError(Msg("GURPS", "%1: must be one of %2, got %3").args(f"{path}.commands", ", ".join(COMMANDS),
                                                                             repr(commands)))
        alive = data.get("alive", True)
        if not isinstance(alive, bool):
            raise TextError(Msg("GURPS", "%1: must be true or false").args(f"{path}.alive"))
        tl = data.get("tl")
        return cls(name.strip(), _int(data, "skill", path, 12, 0), _int(data, "survival", path, 0),
                   _int(data, "glory", path, 0), _int(data, "dr", path, 0, 0),
                   None if tl is None else _int(data, "tl", path, lo=0), commands,
                   _int(data, "reputation", path, 0), alive, _int(data, "injury", path, 0, 0),
                   _int(data, "next_strategy", path, 0), _text(data, "glory_used_in", path, "", allow_empty=True))


def with_stance(pc: PC, stance: str, level: int, tables: Tables) -> PC:
    """A stance as the GM turns the player's description into numbers: Survival +level or Glory +level."""
    if stance not in STANCES:
        raise TextError(Msg("GURPS", "stance must be one of %1, got %2").args(", ".join(STANCES), repr(stance)))
    if level < 0:
        raise TextError(Msg("GURPS", "the stance level is 0 or more"))
    level = 0 if stance == "balanced" else level
    survival = level if stance == "survival" else -level
    glory = -survival if pc_rules(tables).linked else (level if stance == "glory" else 0)
    return replace(pc, survival=survival, glory=glory)


def glory_modifier(pc: PC, tables: Tables) -> int:
    """Glory modifier: linked to Survival (Glory = -Survival, the text's example) unless the data unlinks them."""
    if pc_rules(tables).linked and pc.survival:
        return -pc.survival
    return pc.glory


@dataclass(frozen=True)
class Damage:
    column: str
    tl: int
    dr: int
    dr_used: int
    rolls: tuple[int, ...]
    total: int
    formula: Text  # a message (``to_dict`` writes it in English)

    def to_dict(self) -> dict:
        return {"column": self.column, "tl": self.tl, "dr": self.dr, "dr_used": self.dr_used,
                "rolls": list(self.rolls), "damage": self.total, "formula": english_text(self.formula)}


def damage_row(tl: int, tables: Tables) -> DamageRow:
    rows = pc_rules(tables).damage
    for row in rows:
        if row.min_tl <= tl <= row.max_tl:
            return row
    top = rows[-1].max_tl
    raise TextError(Msg("GURPS", "the damage table covers TL 0 to %1; got TL %2").args(top, tl))


def roll_damage(column: str, tl: int, dr: int, roller: Roller, tables: Tables, who: str = "PC") -> Damage:
    """Damage from one column of the table by TL, less DR (divided at high TL); each wound at least 0."""
    pc = pc_rules(tables)
    row = damage_row(tl, tables)
    cell = row.cells[column]
    n = dice_count(cell.dice, tl, pc.half_tl_rounding)
    divisor = row.dr_divisor
    dr_used = -(-dr // divisor) if pc.dr_rounding == "up" else dr // divisor
    adds = cell.adds
    notation = f"{n}d6" + (f"{adds:+d}" if adds else "")
    dr_text = (Msg("GURPS", "DR %1/%2 = %3").args(dr, divisor, dr_used) if divisor > 1
               else Msg("GURPS", "DR %1").args(dr))
    formula = Joined([(f"{cell.times}x" if cell.times > 1 else "") + f"{notation} - ", dr_text], "")
    rolls: list[int] = []
    if n < 1:
        return Damage(column, tl, dr, dr_used, (), 0, formula)
    if pc.multiple_hits == "multiply":
        r = roller.roll(notation, Msg("GURPS", "%1: damage, column %2 (TL%3)").args(who, column, tl))
        rolls.append(r.total)
        total = max(0, r.total * cell.times - dr_used)
    else:
        total = 0
        for i in range(cell.times):
            r = roller.roll(notation, Msg("GURPS", "%1: damage, column %2 (TL%3), wound %4 of %5").args(
                who, column, tl, i + 1, cell.times))
            rolls.append(r.total)
            total += max(0, r.total - dr_used)
    return Damage(column, tl, dr, dr_used, tuple(rolls), total, formula)


@dataclass(frozen=True)
class Survival:
    pc: str
    roll: SkillRoll
    row: SurvivalRow
    hits: int
    damage: Damage | None

    def to_dict(self) -> dict:
        out = {"pc": self.pc, "roll": self.roll.to_dict(), "margin": self.roll.check.margin,
               "result": english_text(self.result_text()), "hits": self.hits}
        if self.damage is not None:
            out["column"] = self.damage.column
            out["damage"] = self.damage.to_dict()
        return out

    def summary(self) -> str:
        return english_text(self.summary_text())

    def result_text(self) -> Text:
        """The survival row's result ("1 hit of damage"), marked on a critical failure."""
        result = rules_term(self.row.result)
        if self.row.critical_failure:
            return Msg("GURPS", "%1 (critical failure)").args(result)
        return result

    def summary_text(self) -> Text:
        """"Sir Ulric: Combat Skill roll 9 vs 12 (success, margin +3): 1 hit of damage" in the GM's language."""
        c = self.roll.check
        result = self.result_text()
        text = Msg("GURPS", "%1: Combat Skill roll %2 vs %3 (%4, margin %5): %6").args(
            self.pc, self.roll.roll.total, c.skill, verdict_words(c.success, bool(c.critical)), signed(c.margin),
            result)
        if self.damage is None:
            return text
        return Joined([text, Msg("GURPS", ", %1: rolled %2 → %3 damage").args(
            self.damage.formula, ", ".join(map(str, self.damage.rolls)), self.hits)], "")


def survival_roll(pc: PC, roller: Roller, tables: Tables, *, tl: int, extra=()) -> Survival:
    """The Combat Skill roll after the battle (skill + Survival modifier) and the damage it gives."""
    mods = ((SkillModifier.of(Msg("GURPS", "Survival"), pc.survival),) if pc.survival else ()) + tuple(extra)
    roll = roll_against(EffectiveSkill("combat", pc.skill, mods), roller,
                        Msg("GURPS", "%1: Combat Skill roll (survival)").args(pc.name), tables)
    rules = pc_rules(tables)
    if roll.check.critical == "failure":
        column = rules.critical_failure_column
        row = next((r for r in rules.survival_rows if r.column == column),
                   SurvivalRow(None, None, f"Damage from column {column}", column))
        row = replace(row, critical_failure=True)
    else:
        margin = roll.check.margin
        row = next((r for r in rules.survival_rows if r.holds(margin)), rules.survival_rows[-1])
    if row.column is not None:
        damage = roll_damage(row.column, tl, pc.dr, roller, tables, pc.name)
        return Survival(pc.name, roll, row, damage.total, damage)
    return Survival(pc.name, roll, row, row.hits or 0, None)


def adjust_for_command(value: int, commands: str, tables: Tables) -> int:
    """Strategy from glory: only for a unit or army commander; the army's gets bonuses +1, penalties 1 smaller."""
    if commands == "none":
        return 0
    if commands == "army":
        step = pc_rules(tables).army_commander_adjust
        if value > 0:
            return value + step
        if value < 0:
            return min(0, value + step)
    return value


@dataclass(frozen=True)
class Glory:
    pc: str
    roll: SkillRoll
    row: dict | None  # None: the Glory table is not entered and the GM gave no result
    reputation: int
    strategy: int
    entered: bool
    note: Text  # a message (``to_dict`` writes it in English)

    def to_dict(self) -> dict:
        return {"pc": self.pc, "roll": self.roll.to_dict(), "margin": self.roll.check.margin,
                "row": self.row, "reputation": self.reputation, "strategy": self.strategy,
                "entered_by_gm": self.entered, "note": english_text(self.note)}

    def summary(self) -> str:
        return english_text(self.summary_text())

    def summary_text(self) -> Text:
        """"Sir Ulric: Glory roll 9 vs 12 (margin +3): Reputation +2 (a year)" in the GM's language; the duration
        is the GM's own words (from the book)."""
        c = self.roll.check
        head = Msg("GURPS", "%1: Glory roll %2 vs %3 (margin %4)").args(self.pc, self.roll.roll.total, c.skill,
                                                                          signed(c.margin))
        if self.row is None:
            return Joined([head, self.note], "; ")
        parts: list = [head, Msg("GURPS", ": Reputation %1").args(signed(self.reputation))]
        if self.row.get("duration"):
            parts.append(Msg("GURPS", " (%1)").args(self.row["duration"]))
        if self.strategy:
            parts.append(Msg("GURPS", ", Strategy %1 next battle").args(signed(self.strategy)))
        if self.note:
            parts.append(Joined(["; ", self.note], ""))
        return Joined(parts, "")


def glory_roll(pc: PC, roller: Roller, tables: Tables, *, entered: dict | None = None) -> Glory:
    """The Glory roll (rolled even if the character died): skill + Glory modifier, read on the Glory table.

    The table was not retrieved: until the GM enters it (``pc.glory_table``), ``entered`` gives the row
    from the book (``{"reputation", "strategy", "duration"}``)."""
    value = glory_modifier(pc, tables)
    mods = (SkillModifier.of(Msg("GURPS", "Glory"), value),) if value else ()
    who: Text = pc.name if pc.alive else Msg("GURPS", "%1 (fell in battle)").args(pc.name)
    roll = roll_against(EffectiveSkill("combat", pc.skill, mods), roller, Msg("GURPS", "%1: Glory roll").args(who),
                        tables)
    found = next((r for r in pc_rules(tables).glory_table if r.holds(roll.check.margin)), None)
    row = dict(entered) if entered is not None else None if found is None else dict(found.data)
    if row is None:
        return Glory(pc.name, roll, None, 0, 0, False,
                     Msg("GURPS", "Glory table not entered: enter the result from your book"))
    base = row.get("strategy", 0)
    strategy = adjust_for_command(base, pc.commands, tables)
    note: Text = ""
    if base and pc.commands == "none":
        note = Msg("GURPS", "Strategy modifier not applied: commands no unit")
    elif base and pc.commands == "army":
        note = Msg("GURPS", "army commander: %1 becomes %2").args(signed(base), signed(strategy))
    return Glory(pc.name, roll, row, row.get("reputation", 0), strategy, entered is not None, note)


def apply_survival(pc: PC, result: Survival) -> PC:
    """Add the damage to the PC's injury; whether he lives is the GM's call (his HP are on his sheet)."""
    return replace(pc, injury=pc.injury + result.hits)


def apply_glory(pc: PC, result: Glory) -> PC:
    return replace(pc, reputation=pc.reputation + result.reputation,
                   next_strategy=result.strategy if result.strategy else pc.next_strategy,
                   glory_used_in="" if result.strategy else pc.glory_used_in)


__all__ = ["PC", "COMMANDS", "STANCES", "with_stance", "glory_modifier", "survival_roll", "roll_damage",
           "glory_roll", "adjust_for_command", "apply_survival", "apply_glory", "Survival", "Glory", "Damage"]
