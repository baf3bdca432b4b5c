"""After a battle: medical crews heal a hit a day (casualties within 24 hours first, else morale), unsaved
casualties are permanent, and rest heals morale."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from muster.i18n import Msg, Phrase, message_of, term
from muster.rules.bucs.data import BucsTables
from muster.rules.bucs.units import Conditions, Unit, breaks_at, current_quality, problems


def _lost(unit: Unit) -> Phrase:
    return Phrase(Msg("BUCS", "%1 was destroyed and is lost").args(unit.name))


def end_battle(unit: Unit) -> Unit:
    """Clear what lasts only for a battle: momentum, pins, surprise, Armor's and Excellent's used ignores."""
    c = unit.conditions
    return replace(unit, conditions=Conditions(dug_in=c.dug_in, beachhead=c.beachhead))


def _recover(unit: Unit, tables: BucsTables, notes: list) -> Unit:
    if unit.status == "retreated" and unit.hits_taken < breaks_at(unit, tables):
        notes.append(Phrase(Msg("BUCS", "%1 has recovered and is ready again").args(unit.name)))
        return replace(unit, status="ready")
    return unit


@dataclass(frozen=True)
class Treatment:
    before: Unit
    after: Unit
    healed: int                 # casualty hits saved by the medical crews
    permanent: int
    notes: tuple[str, ...]
    morale_healed: int = 0      # morale hits healed by the medical crews

    def to_dict(self, tables: BucsTables) -> dict:
        return {"unit": self.after.name, "casualty_hits_healed": self.healed, "casualty_hits_permanent": self.permanent,
                "morale_hits_healed_by_medics": self.morale_healed,
                "quality_before": self.before.quality, "quality_after": self.after.quality,
                "current_quality_before": current_quality(self.before, tables),
                "current_quality_after": current_quality(self.after, tables),
                "status_after": self.after.status, "notes": list(self.notes)}


def medical_capacity(medical_units: list[Unit], tables: BucsTables) -> int:
    """Hits the medical crews heal in one day: one per ready Medical unit (house default)."""
    heal = tables.healing
    return sum(heal.casualty_hits_per_medical_unit for u in medical_units
               if u.ready and u.has(heal.medical_specialty))


def _morale_floor(unit: Unit, tables: BucsTables, under_stress: bool) -> int:
    return 1 if under_stress and tables.healing.stress_keeps_last_morale_hit and unit.morale_hits else 0


def treat_casualties(units: list[Unit], tables: BucsTables, medical_units: Sequence[Unit] = (),
                     capacity: int | None = None, hours_since_battle: int = 0, *, days: int = 1,
                     under_stress: bool = False
                     ) -> tuple[Treatment, ...]:
    """The medical crews' work over ``days`` days after the battle (NOTES.md section 5).

    Each medical unit heals one hit a day (``capacity`` lets the GM give the day's number instead): a
    casualty hit first while one is still within the window after the battle (24 hours: the first day
    only), else a morale hit (under stress, never a unit's last one). Units are served in the order given.
    Casualty hits not healed within the window become permanent: the unit's base quality drops one step
    for each and the hits are cleared. Destroyed units are lost.
    """
    heal = tables.healing
    per_day = medical_capacity(list(medical_units), tables) if capacity is None else capacity
    late = hours_since_battle > heal.medical_window_hours
    ladder = tables.ladder
    state = {i: u for i, u in enumerate(units) if u.status != "destroyed"}
    saved = {i: 0 for i in state}
    calmed = {i: 0 for i in state}
    for day in range(max(1, days)):
        left = per_day
        if day == 0 and not late:
            for i, u in state.items():
                n = min(left, u.casualty_hits)
                state[i], saved[i], left = replace(u, casualty_hits=u.casualty_hits - n), saved[i] + n, left - n
        for i, u in state.items():
            n = max(0, min(left, u.morale_hits - _morale_floor(u, tables, under_stress)))
            state[i], calmed[i], left = replace(u, morale_hits=u.morale_hits - n), calmed[i] + n, left - n
    out = []
    for i, unit in enumerate(units):
        if i not in state:
            out.append(Treatment(unit, unit, 0, 0, (_lost(unit),)))
            continue
        notes: list[str] = []
        treated = state[i]
        permanent = treated.casualty_hits
        if late and unit.casualty_hits:
            window = heal.medical_window_hours
            notes.append(Phrase(Msg("BUCS", "more than %n hours after the battle: no casualty can be saved", None,
                                    window)))
        new_rank = tables.quality_rank(unit.quality) - permanent
        if new_rank < 0:
            notes.append(Phrase(Msg("BUCS", "%1 cannot drop below %2; it stays %2")
                              .args(unit.name, term("Rules", ladder[0]))))
            new_rank = 0
        after = replace(treated, quality=ladder[new_rank], casualty_hits=0)
        if permanent:
            lost = (Msg("BUCS", "1 casualty hit not saved: %1 is permanently %2 (was %3)") if permanent == 1 else
                    Msg("BUCS", "%n casualty hits not saved: %1 is permanently %2 (was %3)", None, permanent))
            notes.append(Phrase(lost.args(unit.name, term("Rules", ladder[new_rank]), term("Rules", unit.quality))))
        after = _recover(after, tables, notes)
        if after.hits_taken >= breaks_at(after, tables) and after.status == "ready":
            after = replace(after, status="retreated")
        for _, msg in problems(after, tables):
            notes.append(Phrase(Msg("BUCS", "%1; the GM should remove specialties").args(message_of(msg))))
        out.append(Treatment(unit, after, saved[i], permanent, tuple(notes), calmed[i]))
    return tuple(out)


@dataclass(frozen=True)
class RestResult:
    before: Unit
    after: Unit
    days: int
    healed: int
    kept_by_stress: int
    notes: tuple[str, ...]

    def to_dict(self, tables: BucsTables) -> dict:
        return {"unit": self.after.name, "days": self.days, "morale_hits_healed": self.healed,
                "morale_hits_kept_by_stress": self.kept_by_stress,
                "current_quality_before": current_quality(self.before, tables),
                "current_quality_after": current_quality(self.after, tables),
                "status_after": self.after.status, "notes": list(self.notes)}


def rest(unit: Unit, days: int, tables: BucsTables, under_stress: bool = False) -> RestResult:
    """Each day of rest heals one morale hit; under stress the last morale hit stays."""
    heal = tables.healing
    if unit.status == "destroyed":
        return RestResult(unit, unit, days, 0, 0, (_lost(unit),))
    can = days * heal.morale_hits_per_rest_day
    floor = _morale_floor(unit, tables, under_stress)
    healed = max(0, min(can, unit.morale_hits - floor))
    kept = floor if can >= unit.morale_hits and floor else 0
    notes = []
    if kept:
        notes.append(Phrase(Msg("BUCS", "%1 is under stress: its last morale hit heals only with rest away from it")
                          .args(unit.name)))
    after = replace(unit, morale_hits=unit.morale_hits - healed)
    after = _recover(after, tables, notes)
    return RestResult(unit, after, days, healed, kept, tuple(notes))
