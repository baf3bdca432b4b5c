"""After a BUCS battle: medics save casualties, the rest are permanent, rest heals morale hits."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from muster.campaign.models import Unit
from muster.i18n import Msg, Text, english_text, join, to_data
from muster.services.bucs_results import HealLine, HealPreview, HealResult
from muster.services.bucs_units import (
    SYSTEM,
    Ids,
    battle_state,
    engine_unit,
    ids_of,
    no_unit,
    rules_term,
    status_word,
    typed_tables,
    write_unit,
)
from muster.services.common import load_battle, system_tables
from muster.services.core import CampaignService, ServiceError

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from muster.rules.bucs.data import BucsTables
    from muster.rules.bucs.healing import RestResult, Treatment
    from muster.rules.bucs.units import Unit as EngineUnit

# ---- after the battle ----------------------------------------------------------------------------

def _heal_compute(units: list[EngineUnit], medical: list[EngineUnit], tables: BucsTables, capacity: int | None,
                  hours_since_battle: int, rest_days: int,
                  under_stress: bool) -> tuple[Sequence[Treatment], list[RestResult], int]:
    from muster.rules.bucs import healing

    ended = [healing.end_battle(u) for u in units]
    treatments = healing.treat_casualties(ended, tables, medical, capacity, hours_since_battle, days=rest_days,
                                          under_stress=under_stress)
    rests = [healing.rest(t.after, rest_days, tables, under_stress) for t in treatments]
    used_capacity = capacity if capacity is not None else healing.medical_capacity(medical, tables)
    return treatments, rests, used_capacity


def _heal_inputs(s: Session, tables: BucsTables, unit_ids: Ids, medical_ids: Sequence[int], capacity: int | None,
                 hours_since_battle: int, rest_days: int) -> tuple[list[Unit], list[EngineUnit], list[EngineUnit]]:
    ids = ids_of(unit_ids, "treated")
    med = list(medical_ids or [])
    for value, refusal in ((hours_since_battle, Msg("BUCS", "The hours since the battle must be a whole number, "
                                                              "0 or more.")),
                           (rest_days, Msg("BUCS", "The rest days must be a whole number, 0 or more."))):
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ServiceError(refusal)
    if capacity is not None and (not isinstance(capacity, int) or isinstance(capacity, bool) or capacity < 0):
        raise ServiceError(Msg("BUCS", "The casualty hits the medics saved must be a whole number, 0 or more."))
    rows: list[Unit] = []
    units: list[EngineUnit] = []
    medical: list[EngineUnit] = []
    for uid in ids:
        row = s.get(Unit, uid)
        if row is None:
            raise no_unit(uid)
        rows.append(row)
        units.append(engine_unit(row, tables))
    heal = tables.healing.medical_specialty
    for uid in med:
        row = s.get(Unit, uid)
        if row is None:
            raise no_unit(uid)
        unit = engine_unit(row, tables)
        if not unit.has(heal):
            raise ServiceError(Msg("BUCS", "%1 has no %2 specialty and cannot treat casualties.")
                               .args(row.name, rules_term(heal)))
        medical.append(unit)
    return rows, units, medical


def _heal_lines(rows: Sequence[Unit], treatments: Sequence[Treatment], rests: Sequence[RestResult],
                tables: BucsTables) -> list[HealLine]:
    from muster.rules.bucs.units import current_quality

    out = []
    for row, t, r in zip(rows, treatments, rests):
        before, after = t.before, r.after
        bits: list[Text] = []
        if t.healed:
            bits.append(Msg("BUCS", "1 casualty hit saved by medics") if t.healed == 1 else
                        Msg("BUCS", "%n casualty hits saved by medics", None, t.healed))
        if t.morale_healed:
            bits.append(Msg("BUCS", "1 morale hit healed by medics") if t.morale_healed == 1 else
                        Msg("BUCS", "%n morale hits healed by medics", None, t.morale_healed))
        if t.permanent:
            bits.append(Msg("BUCS", "%1 lost for good: base quality %2 → %3")
                        .args(t.permanent, rules_term(t.before.quality), rules_term(t.after.quality)))
        if r.healed:
            bits.append(Msg("BUCS", "1 morale hit healed by rest") if r.healed == 1 else
                        Msg("BUCS", "%n morale hits healed by rest", None, r.healed))
        if r.kept_by_stress:
            bits.append(Msg("BUCS", "last morale hit stays (under stress)"))
        if before.status != after.status:
            bits.append(join([status_word(before.status), status_word(after.status)], " → "))
        if before.status == "destroyed":
            bits = [Msg("BUCS", "destroyed: lost")]
        if not bits:
            bits.append(Msg("BUCS", "no change"))
        text = join([row.name, join(bits, "; ")], ": ")
        out.append(HealLine(row.id, row.name, english_text(text), to_data(text), casualty_healed=t.healed,
                            casualty_permanent=t.permanent, morale_healed=r.healed + t.morale_healed,
                            morale_healed_by_medics=t.morale_healed, morale_kept=r.kept_by_stress,
                            quality_before=before.quality, quality_after=after.quality,
                            current_before=current_quality(before, tables),
                            current_after=current_quality(after, tables), status_before=before.status,
                            status_after=after.status, notes=tuple(dict.fromkeys(list(t.notes) + list(r.notes)))))
    return out


def _line_text(line: HealLine) -> Text:
    """A healing line's text as a message."""
    from muster.i18n import from_data

    return from_data(line.text_msg)


@dataclass(frozen=True)
class HealOrders:
    """What the GM chose after the battle (the after-battle dialog): the units treated, the medical units working,
    the casualty hits they save (None: as many as their capacity), the hours since the battle, the days of rest."""

    unit_ids: tuple[int, ...]
    medical_ids: tuple[int, ...] = ()
    capacity: int | None = None
    hours_since_battle: int = 0
    rest_days: int = 0
    under_stress: bool = False


def heal_preview(svc: CampaignService, unit_ids: Ids, medical_ids: Sequence[int] = (), capacity: int | None = None,
                 hours_since_battle: int = 0, rest_days: int = 0, under_stress: bool = False) -> HealPreview:
    """What healing would do, without writing anything (for the after-battle dialog)."""
    tables = typed_tables(system_tables(svc, SYSTEM))
    with svc.file.read_sessions() as s:
        rows, units, medical = _heal_inputs(s, tables, unit_ids, medical_ids, capacity, hours_since_battle, rest_days)
        treatments, rests, cap = _heal_compute(units, medical, tables, capacity, hours_since_battle, rest_days,
                                               under_stress)
        return HealPreview(cap, tuple(_heal_lines(rows, treatments, rests, tables)),
                           late=hours_since_battle > tables.healing.medical_window_hours)


def heal(svc: CampaignService, unit_ids: Ids, medical_ids: Sequence[int] = (), capacity: int | None = None,
         hours_since_battle: int = 0, rest_days: int = 0, under_stress: bool = False,
         battle_id: int | None = None) -> HealResult:
    """After a battle: clear battle-only conditions, medical units save casualties, the rest are permanent, rest.

    With ``battle_id`` the battle is marked ended.
    """
    with svc.action("bucs-heal", "After-battle healing") as act:
        tables = typed_tables(act.tables(SYSTEM))
        rows, units, medical = _heal_inputs(act.s, tables, unit_ids, medical_ids, capacity, hours_since_battle,
                                            rest_days)
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        treatments, rests, cap = _heal_compute(units, medical, tables, capacity, hours_since_battle, rest_days,
                                               under_stress)
        for row, r in zip(rows, rests):
            write_unit(act, row, r.after, tables)
        lines = _heal_lines(rows, treatments, rests, tables)
        if battle is not None:
            act.update(battle, state={**battle_state(battle), "ended": True})
        act.set_label(Msg("BUCS", "After-battle healing: %1").args(battle.name) if battle
                      else Msg("BUCS", "After-battle healing"))
        a_day = Msg("BUCS", "1 hit a day") if cap == 1 else Msg("BUCS", "%n hits a day", None, cap)
        rest = (Msg("BUCS", "1 day of rest") if rest_days == 1 else
                Msg("BUCS", "%n days of rest", None, rest_days))
        head = (Msg("BUCS", "After the battle (%1 h later, medics heal up to %2; %3, under stress)") if under_stress
                else Msg("BUCS", "After the battle (%1 h later, medics heal up to %2; %3)"))
        texts = join([_line_text(line) for line in lines], " | ")
        result = HealResult(cap, tuple(lines))
        act.describe(join([head.args(hours_since_battle, a_day, rest), texts], ": "), battle=battle,
                     result=result.to_dict())
        return result
