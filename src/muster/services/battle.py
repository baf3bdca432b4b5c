"""Battle and turn actions: start a battle, walk its rounds and phases."""

from __future__ import annotations

from muster.campaign.models import Battle, Unit
from muster.i18n import Msg, Text, term, term_noop
from muster.services.core import ActionScope, CampaignService, ServiceError
from muster.services.systems import check_system, phase_hook_of, rules_name

# what one turn is called in the middle of a sentence ("Back to round 2: Movement"), for each registry's round name
ROUND_WORDS = (term_noop("Log", "round"), term_noop("Log", "turn"), term_noop("Log", "day"))


def start_battle(svc: CampaignService, name: str, system: str, unit_ids: list[int]) -> int:
    name = (name or "").strip()
    if not name:
        raise ServiceError(Msg("Errors", "A battle needs a name."))
    check_system(system)

    with svc.action("start-battle", Msg("Log", "Start battle %1").args(name)) as act:
        for uid in unit_ids:
            unit = act.get(Unit, uid, "unit")
            if unit.system != system:
                raise ServiceError(Msg("Errors", "%1 follows %2 rules; this battle uses %3.")
                                   .args(unit.name, rules_name(unit.system), rules_name(system)))
        battle = act.insert(Battle(name=name, system=system, round=1, phase=0, initiative=list(unit_ids),
                                   active=0, state={}))
        act.record.starts_round = True
        act.describe(Msg("Log", "Battle %1 begins (%n units)", None, len(unit_ids)).args(name), battle=battle)
    return battle.id


def add_units(svc: CampaignService, battle_id: int, unit_ids: list[int]) -> list[int]:
    """Units join a battle already running: they go to the end of its initiative (one undoable action).

    Refused whole, nothing written, when a unit follows other rules or already takes part.
    """
    unit_ids = list(dict.fromkeys(unit_ids))
    if not unit_ids:
        raise ServiceError(Msg("Errors", "Choose the units to add to the battle."))
    with svc.action("add-to-battle", Msg("Log", "Add units to battle")) as act:
        battle = act.get(Battle, battle_id, "battle")
        units = [act.get(Unit, uid, "unit") for uid in unit_ids]
        rules = rules_name(battle.system)
        for unit in units:
            if unit.system != battle.system:
                raise ServiceError(Msg("Errors", "%1 follows %2 rules; %3 is fought with %4.")
                                   .args(unit.name, rules_name(unit.system), battle.name, rules))
            if unit.id in (battle.initiative or []):
                raise ServiceError(Msg("Errors", "%1 is already in %2.").args(unit.name, battle.name))
        act.update(battle, initiative=[*(battle.initiative or []), *unit_ids])
        names = ", ".join(u.name for u in units)
        if len(units) == 1:
            act.set_label(Msg("Log", "Add %1 to %2").args(names, battle.name))
            act.describe(Msg("Log", "%1 joins %2").args(names, battle.name), battle=battle)
        else:
            act.set_label(Msg("Log", "Add %n units to %1", None, len(units)).args(battle.name))
            act.describe(Msg("Log", "%1 join %2").args(names, battle.name), battle=battle)
    return unit_ids


def _move_phase(act: ActionScope, battle: Battle, step: int) -> Text:
    """Move one phase; the system's hook may return a note for the log line (text or a message)."""
    phases = act.service.phases(battle.system)
    phase, round_ = battle.phase + step, battle.round
    if phase >= len(phases):
        phase, round_ = 0, round_ + 1
    elif phase < 0:
        if round_ == 1:
            raise ServiceError(Msg("Errors", "The battle is already at its first phase."))
        phase, round_ = len(phases) - 1, round_ - 1
    old_round, old_phase = battle.round, battle.phase
    act.update(battle, phase=phase, round=round_, active=0)
    act.record.starts_round = step > 0 and phase == 0
    on_change = phase_hook_of(battle.system)
    note = on_change(act, battle, old_round, old_phase) if on_change is not None else None
    return note or ""


def next_phase(svc: CampaignService, battle_id: int) -> None:
    with svc.action("next-phase", Msg("Log", "Next phase")) as act:
        battle = act.get(Battle, battle_id, "battle")
        note = _move_phase(act, battle, +1)
        name = term("Rules", svc.phase_name(battle))
        round_name = term("Rules", svc.system_info(battle.system)["round_name"])
        act.set_label(Msg("Log", "Advance to %1").args(name))
        if note:
            text = Msg("Log", "%1 %2: %3 — %4").args(round_name, battle.round, name, note)
        else:
            text = Msg("Log", "%1 %2: %3").args(round_name, battle.round, name)
        act.describe(text, battle=battle, result=act.record.result or None)


def previous_phase(svc: CampaignService, battle_id: int) -> None:
    with svc.action("previous-phase", Msg("Log", "Previous phase")) as act:
        battle = act.get(Battle, battle_id, "battle")
        note = _move_phase(act, battle, -1)
        round_name = term("Log", svc.system_info(battle.system)["round_name"].lower())
        name = term("Rules", svc.phase_name(battle))
        act.set_label(Msg("Log", "Back to %1").args(name))
        if note:
            text = Msg("Log", "Back to %1 %2: %3 — %4").args(round_name, battle.round, name, note)
        else:
            text = Msg("Log", "Back to %1 %2: %3").args(round_name, battle.round, name)
        act.describe(text, battle=battle, result=act.record.result or None)


def set_active(svc: CampaignService, battle_id: int, index: int) -> None:
    with svc.action("set-active", Msg("Log", "Change active unit")) as act:
        battle = act.get(Battle, battle_id, "battle")
        if not 0 <= index < len(battle.initiative):
            raise ServiceError(Msg("Errors", "Position %1 is not in the initiative order.").args(index + 1))
        act.update(battle, active=index)
        unit = act.s.get(Unit, battle.initiative[index])
        act.describe(Msg("Log", "%1 is now acting").args(unit.name if unit else Msg("Log", "Unit")), battle=battle,
                     actor=unit)
