"""After the battle: the Out of the Fight table turned into named casualties on the squad's members."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Iterable

from muster.i18n import Msg, render
from muster.rules import dice
from muster.rules.chance import percent_text
from muster.rules.dice import Modifier, Roll, Roller

from .combat import RulesError
from .data import as_tables
from .squad import Squad
from .tables import OutcomeRow, Tables, band_for


@dataclass(frozen=True)
class Casualty:
    member: str
    condition: str  # killed / severely_injured / lightly_injured / unharmed
    hp: int | None
    bed_rest_days: int = 0

    def to_dict(self) -> dict:
        return {"member": self.member, "condition": self.condition, "hp": self.hp,
                "bed_rest_days": self.bed_rest_days}


@dataclass(frozen=True)
class AftermathResult:
    squad: Squad
    roll: Roll
    row: OutcomeRow
    count_rolls: tuple[Roll, ...]
    casualties: tuple[Casualty, ...]

    def counts(self) -> dict:
        out = {"killed": 0, "severely_injured": 0, "lightly_injured": 0, "unharmed": 0}
        for c in self.casualties:
            out[c.condition] += 1
        return out

    def to_dict(self) -> dict:
        """A JSON answer: roll purposes and modifier names as text in the current language."""
        return {"squad": self.squad.id, "name": self.squad.name, "roll": self.roll.natural,
                "modifiers": [m.to_dict(rendered=True) for m in self.roll.modifiers], "total": self.roll.total,
                "result": self.row.label, "row": {"min": self.row.min, "max": self.row.max},
                "count_rolls": [{"purpose": render(r.purpose), "notation": r.notation, "roll": r.natural}
                                for r in self.count_rolls],
                "counts": self.counts(), "casualties": [c.to_dict() for c in self.casualties],
                "squad_after": self.squad.to_dict()}


def out_of_fight_modifiers(squad: Squad, tables: Tables, cleric_level: int = 0,
                           modifiers: Iterable[Modifier] = ()) -> list[Modifier]:
    oof = as_tables(tables).out_of_the_fight
    mods = []
    if cleric_level > 0:
        band = band_for(oof.cleric, cleric_level)
        label = band.label
        mods.append(Modifier(label if label is not None else Msg("Poleaxe", "Cleric or druid of level %1")
                             .args(cleric_level), band.value))
    if squad.built and squad.hits * 2 < squad.htk:
        mods.append(Modifier(oof.under_half.label, oof.under_half.value))
    return mods + list(modifiers)


def outcome_chances(squad: Squad, tables: Tables, cleric_level: int = 0,
                    modifiers: Iterable[Modifier] = ()) -> list[dict]:
    """Exact chance of each Out of the Fight row for this squad."""
    oof = as_tables(tables).out_of_the_fight
    bonus = sum(m.value for m in out_of_fight_modifiers(squad, tables, cleric_level, modifiers))
    dist = dice.distribution(oof.die)
    total = sum(dist.values())
    out = []
    for row in oof.rows:
        high = row.max
        ways = sum(w for t, w in dist.items() if t + bonus >= row.min and (high is None or t + bonus <= high))
        chance = Fraction(ways, total)
        out.append({"result": row.label, "fraction": f"{chance.numerator}/{chance.denominator}",
                    "percent": round(float(chance) * 100, 2), "percent_text": percent_text(chance)})
    return out


def _count(spec, roller: Roller, purpose: Msg, left: int, rolls: list) -> int:
    if spec == "all":
        return left
    if isinstance(spec, str):
        roll = roller.roll(spec, purpose)
        rolls.append(roll)
        return min(left, max(0, roll.total))
    return min(left, spec)


def out_of_the_fight(squad: Squad, roller: Roller, tables: Tables, *, cleric_level: int = 0,
                     order: Iterable[str] | None = None, modifiers: Iterable[Modifier] = ()) -> AftermathResult:
    """Roll the Out of the Fight table for ``squad`` and mark its members.

    Dice, in order: the d10, then the number killed if the row gives a range,
    then the number severely injured. Casualties fall on the fighting members in
    list order, or in ``order`` (member names) if given: killed first, then
    severely injured, then the rest.
    """
    oof = as_tables(tables).out_of_the_fight
    if cleric_level < 0:
        raise RulesError(Msg("Poleaxe", "cleric_level must not be negative"), "cleric_level")
    mods = out_of_fight_modifiers(squad, tables, cleric_level, modifiers)
    roll = roller.roll(oof.die, Msg("Poleaxe", "%1: Out of the Fight roll").args(squad.name), mods)
    row = oof.row_for(roll.total)
    people = [i for i, m in enumerate(squad.members) if m.active]
    if order is not None:
        names = list(order)
        index = {squad.members[i].name: i for i in people}
        for j, name in enumerate(names):
            if name not in index:
                raise RulesError(Msg("Poleaxe", "'%1' is not a fighting member of '%2'").args(name, squad.name),
                                 f"order[{j}]")
        people = [index[n] for n in names] + [i for i in people if squad.members[i].name not in names]
    count_rolls: list[Roll] = []
    left = len(people)
    killed = _count(row.killed, roller,
                    Msg("Poleaxe", "%1: members killed (%2)").args(squad.name, str(row.killed)),
                    left, count_rolls)
    severe = _count(row.severe, roller,
                    Msg("Poleaxe", "%1: members severely injured (%2)").args(squad.name, str(row.severe)),
                    left - killed, count_rolls)
    conditions = ["killed"] * killed + ["severely_injured"] * severe
    conditions += [row.rest] * (left - len(conditions))
    members = list(squad.members)
    casualties = []

    for i, condition in zip(people, conditions):
        m = members[i]
        if condition == "killed":
            m = replace(m, condition="killed", current_hp=0)
        elif condition == "severely_injured":
            m = replace(m, condition="severely_injured", current_hp=oof.severe_hp, bed_rest_days=oof.bed_rest_days)
        elif condition == "lightly_injured":
            hp = None if m.hp is None else max(1, math.floor(m.hp * oof.light_hp_fraction))
            m = replace(m, condition="lightly_injured", current_hp=hp)
        members[i] = m
        casualties.append(Casualty(m.name, condition, m.current_hp if condition != "unharmed" else m.current_hp,
                                   m.bed_rest_days if condition == "severely_injured" else 0))
    return AftermathResult(replace(squad, members=tuple(members)), roll, row, tuple(count_rolls), tuple(casualties))


def needs_roll(squad: Squad) -> bool:
    """Squads that dropped, or took any Hits to Kill, roll after the battle."""
    return squad.built and (squad.dropped or squad.hits > 0)
