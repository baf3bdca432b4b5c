"""After a battle: medical units save casualties within 24 hours, the rest are permanent; rest heals morale."""

from __future__ import annotations

from dataclasses import dataclass, replace

from muster.rules.bucs import data as d
from muster.rules.bucs.units import Conditions, Unit, breaks_at, current_quality, problems


def end_battle(unit: Unit) -> Unit:
    """Clear what lasts only for a battle: momentum, pins, surprise, Armor's and Excellent's used ignores."""
    c = unit.conditions
    return replace(unit, conditions=Conditions(dug_in=c.dug_in, beachhead=c.beachhead))


def _recover(unit: Unit, tables: dict, notes: list) -> Unit:
    if unit.status == "retreated" and unit.hits_taken < breaks_at(unit, tables):
        notes.append(f"{unit.name} has recovered and is ready again")
        return replace(unit, status="ready")
    return unit


@dataclass(frozen=True)
class Treatment:
    before: Unit
    after: Unit
    healed: int
    permanent: int
    notes: tuple[str, ...]

    def to_dict(self, tables: dict) -> dict:
        return {"unit": self.after.name, "casualty_hits_healed": self.healed, "casualty_hits_permanent": self.permanent,
                "quality_before": self.before.quality, "quality_after": self.after.quality,
                "current_quality_before": current_quality(self.before, tables),
                "current_quality_after": current_quality(self.after, tables),
                "status_after": self.after.status, "notes": list(self.notes)}


def medical_capacity(medical_units: list[Unit], tables: dict) -> int:
    heal = tables["healing"]
    return sum(heal["casualty_hits_per_medical_unit"] for u in medical_units
               if u.ready and u.has(heal["medical_specialty"]))


def treat_casualties(units: list[Unit], tables: dict, medical_units: list[Unit] = (), capacity: int | None = None,
                     hours_since_battle: int = 0) -> tuple[Treatment, ...]:
    """Medical units heal casualty hits (in the order the units are given) within the window after the battle.

    Casualty hits left unhealed become permanent: the unit's base quality drops
    one step for each and the hits are cleared. Destroyed units are lost.
    ``capacity`` lets the GM say how many hits the medical crews saved.
    """
    heal = tables["healing"]
    left = medical_capacity(list(medical_units), tables) if capacity is None else capacity
    late = hours_since_battle > heal["medical_window_hours"]
    if late:
        left = 0
    out = []
    ladder = d.ladder(tables)
    for unit in units:
        notes = []
        if unit.status == "destroyed":
            out.append(Treatment(unit, unit, 0, 0, (f"{unit.name} was destroyed and is lost",)))
            continue
        healed = min(left, unit.casualty_hits)
        left -= healed
        permanent = unit.casualty_hits - healed
        if late and unit.casualty_hits:
            notes.append(f"more than {heal['medical_window_hours']} hours after the battle: no casualty can be saved")
        rank = d.quality_rank(tables, unit.quality)
        new_rank = rank - permanent
        if new_rank < 0:
            notes.append(f"{unit.name} cannot drop below {ladder[0]}; it stays {ladder[0]}")
            new_rank = 0
        after = replace(unit, quality=ladder[new_rank], casualty_hits=0)
        if permanent:
            notes.append(f"{permanent} casualty hit{'s' if permanent > 1 else ''} not saved: "
                         f"{unit.name} is permanently {ladder[new_rank]} (was {unit.quality})")
        after = _recover(after, tables, notes)
        if after.hits_taken >= breaks_at(after, tables) and after.status == "ready":
            after = replace(after, status="retreated")
        for _, msg in problems(after, tables):
            notes.append(f"{msg}; the GM should remove specialties")
        out.append(Treatment(unit, after, healed, permanent, tuple(notes)))
    return tuple(out)


@dataclass(frozen=True)
class RestResult:
    before: Unit
    after: Unit
    days: int
    healed: int
    kept_by_stress: int
    notes: tuple[str, ...]

    def to_dict(self, tables: dict) -> dict:
        return {"unit": self.after.name, "days": self.days, "morale_hits_healed": self.healed,
                "morale_hits_kept_by_stress": self.kept_by_stress,
                "current_quality_before": current_quality(self.before, tables),
                "current_quality_after": current_quality(self.after, tables),
                "status_after": self.after.status, "notes": list(self.notes)}


def rest(unit: Unit, days: int, tables: dict, under_stress: bool = False) -> RestResult:
    """Each day of rest heals one morale hit; under stress the last morale hit stays."""
    heal = tables["healing"]
    if unit.status == "destroyed":
        return RestResult(unit, unit, days, 0, 0, (f"{unit.name} was destroyed and is lost",))
    can = days * heal["morale_hits_per_rest_day"]
    floor = 1 if under_stress and heal["stress_keeps_last_morale_hit"] and unit.morale_hits else 0
    healed = max(0, min(can, unit.morale_hits - floor))
    kept = floor if can >= unit.morale_hits and floor else 0
    notes = []
    if kept:
        notes.append(f"{unit.name} is under stress: its last morale hit heals only with rest away from it")
    after = replace(unit, morale_hits=unit.morale_hits - healed)
    after = _recover(after, tables, notes)
    return RestResult(unit, after, days, healed, kept, tuple(notes))
