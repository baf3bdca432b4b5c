"""Battle and turn actions: start a battle, walk its rounds and phases."""

from __future__ import annotations

from muster.campaign.models import Battle, Unit
from muster.services.core import ActionScope, CampaignService, ServiceError
from muster.services.systems import check_system, hook


def start_battle(svc: CampaignService, name: str, system: str, unit_ids: list[int]) -> int:
    name = (name or "").strip()
    if not name:
        raise ServiceError("A battle needs a name.")
    check_system(system)
    from muster import systems

    with svc.action("start-battle", f"Start battle {name}") as act:
        for uid in unit_ids:
            unit = act.get(Unit, uid, "unit")
            if unit.system != system:
                raise ServiceError(f"{unit.name} follows {systems.label(unit.system)} rules; this battle uses "
                                   f"{systems.label(system)}.")
        battle = act.insert(Battle(name=name, system=system, round=1, phase=0, initiative=list(unit_ids),
                                   active=0, state={}))
        act.record.starts_round = True
        act.describe(f"Battle {name} begins ({len(unit_ids)} units)", battle=battle)
    return battle.id


def add_units(svc: CampaignService, battle_id: int, unit_ids: list[int]) -> list[int]:
    """Units join a battle already running: they go to the end of its initiative (one undoable action).

    Refused whole, nothing written, when a unit follows other rules or already takes part.
    """
    from muster import systems

    unit_ids = list(dict.fromkeys(unit_ids))
    if not unit_ids:
        raise ServiceError("Choose the units to add to the battle.")
    with svc.action("add-to-battle", "Add units to battle") as act:
        battle = act.get(Battle, battle_id, "battle")
        units = [act.get(Unit, uid, "unit") for uid in unit_ids]
        rules = systems.label(battle.system)
        for unit in units:
            if unit.system != battle.system:
                raise ServiceError(f"{unit.name} follows {systems.label(unit.system)} rules; "
                                   f"{battle.name} is fought with {rules}.")
            if unit.id in (battle.initiative or []):
                raise ServiceError(f"{unit.name} is already in {battle.name}.")
        act.update(battle, initiative=[*(battle.initiative or []), *unit_ids])
        names = ", ".join(u.name for u in units)
        act.record.label = f"Add {names} to {battle.name}" if len(units) == 1 else \
            f"Add {len(units)} units to {battle.name}"
        verb = "joins" if len(units) == 1 else "join"
        act.describe(f"{names} {verb} {battle.name}", battle=battle)
    return unit_ids


def _move_phase(act: ActionScope, battle: Battle, step: int) -> str:
    """Move one phase; the system's hook may return a note for the log line."""
    phases = act.service.phases(battle.system)
    phase, round_ = battle.phase + step, battle.round
    if phase >= len(phases):
        phase, round_ = 0, round_ + 1
    elif phase < 0:
        if round_ == 1:
            raise ServiceError("The battle is already at its first phase.")
        phase, round_ = len(phases) - 1, round_ - 1
    old_round, old_phase = battle.round, battle.phase
    act.update(battle, phase=phase, round=round_, active=0)
    act.record.starts_round = step > 0 and phase == 0
    on_change = hook(battle.system, "on_phase_change")
    note = on_change(act, battle, old_round, old_phase) if on_change is not None else None
    return note or ""


def next_phase(svc: CampaignService, battle_id: int) -> None:
    with svc.action("next-phase", "Next phase") as act:
        battle = act.get(Battle, battle_id, "battle")
        note = _move_phase(act, battle, +1)
        name = svc.phase_name(battle)
        round_name = svc.system_info(battle.system)["round_name"]
        act.record.label = f"Advance to {name}"
        act.describe(f"{round_name} {battle.round}: {name}" + (f" — {note}" if note else ""), battle=battle,
                     result=act.record.result or None)


def previous_phase(svc: CampaignService, battle_id: int) -> None:
    with svc.action("previous-phase", "Previous phase") as act:
        battle = act.get(Battle, battle_id, "battle")
        note = _move_phase(act, battle, -1)
        round_name = svc.system_info(battle.system)["round_name"].lower()
        act.record.label = f"Back to {svc.phase_name(battle)}"
        act.describe(f"Back to {round_name} {battle.round}: {svc.phase_name(battle)}" + (f" — {note}" if note else ""),
                     battle=battle, result=act.record.result or None)


def set_active(svc: CampaignService, battle_id: int, index: int) -> None:
    with svc.action("set-active", "Change active unit") as act:
        battle = act.get(Battle, battle_id, "battle")
        if not 0 <= index < len(battle.initiative):
            raise ServiceError(f"Position {index + 1} is not in the initiative order.")
        act.update(battle, active=index)
        unit = act.s.get(Unit, battle.initiative[index])
        act.describe(f"{unit.name if unit else 'Unit'} is now acting", battle=battle, actor=unit)
