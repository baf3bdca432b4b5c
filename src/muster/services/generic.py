"""Generic-unit actions: attack and direct damage."""

from __future__ import annotations

from fractions import Fraction

from muster.services.core import CampaignService, ServiceError


def normalise_state(state: dict) -> dict:
    from muster.rules.generic import GenericUnit

    try:
        return GenericUnit.from_dict(state).to_dict()
    except ValueError as exc:
        raise ServiceError(f"Bad unit: {exc}") from None


def status(state: dict) -> str:
    from muster.rules.generic import GenericUnit

    return GenericUnit.from_dict(state).status


def _rules(svc: CampaignService) -> dict:
    from muster.services.house_rules import tables_for

    return tables_for(svc, "generic")


def _generic(unit):
    from muster.rules.generic import GenericUnit

    if unit.system != "generic":
        raise ServiceError(f"{unit.name} is not a generic unit.")
    return GenericUnit.from_dict(unit.state)


def _pair(svc: CampaignService, attacker_id: int, target_id: int):
    """Both units as engine states, read without a session (odds are shown on every refresh)."""
    from muster.rules.generic import GenericUnit
    from muster.services import queries

    states = []
    for uid in (attacker_id, target_id):
        row, state = queries.unit(svc, uid), queries.unit_state(svc, uid)
        if row is None:
            raise ServiceError("Choose an attacker and a target.")
        if row.system != "generic":
            raise ServiceError(f"{row.name} is not a generic unit.")
        states.append(GenericUnit.from_dict(state))
    return states


def attack_odds(svc: CampaignService, attacker_id: int, target_id: int) -> Fraction:
    from muster.rules.generic import hit_chance

    attacker, target = _pair(svc, attacker_id, target_id)
    return hit_chance(attacker, target, _rules(svc))


def needed_on_die(svc: CampaignService, attacker_id: int, target_id: int) -> int:
    """The natural d20 an attack needs (before the roll, for the odds display)."""
    from muster.rules.generic import target_number

    attacker, target = _pair(svc, attacker_id, target_id)
    return max(1, target_number(target, _rules(svc)) - attacker.attack)


def attack(svc: CampaignService, battle_id: int | None, attacker_id: int, target_id: int) -> dict:
    from muster.campaign.models import Battle, Unit
    from muster.rules.generic import resolve_attack

    rules = _rules(svc)
    with svc.action("attack", "Attack") as act:
        attacker = act.get(Unit, attacker_id, "unit")
        target = act.get(Unit, target_id, "unit")
        if attacker.id == target.id:
            raise ServiceError("A unit cannot attack itself.")
        battle = act.get(Battle, battle_id, "battle") if battle_id is not None else None
        a, t = _generic(attacker), _generic(target)
        if a.out_of_action:
            raise ServiceError(f"{attacker.name} is out of action and cannot attack.")
        res = resolve_attack(a, t, act.roller, rules, attacker.name)
        act.update(target, state=res.target_after.to_dict(), status=res.target_after.status)
        act.record.label = f"{attacker.name} attacks {target.name}"
        verdict = f"hits for {res.damage}" if res.hit else "misses"
        act.describe(
            f"{attacker.name} attacks {target.name}: {res.attack_roll.total} vs {res.target_number}, {verdict}"
            + (f"; {target.name} is out of action" if res.target_after.out_of_action else ""),
            battle=battle, actor=attacker, target=target, modifiers=list(res.attack_roll.modifiers),
            result={"hit": res.hit, "damage": res.damage, "needed": res.target_number,
                    "target_hits_left": res.target_after.hits_left},
        )
        return act.record.result


def apply_damage(svc: CampaignService, unit_id: int, amount: int, battle_id: int | None = None) -> None:
    if not isinstance(amount, int) or amount == 0:
        raise ServiceError("Damage must be a whole number other than 0 (negative heals).")
    from muster.campaign.models import Battle, Unit

    with svc.action("apply-damage", "Apply damage") as act:
        unit = act.get(Unit, unit_id, "unit")
        state = _generic(unit).take_damage(amount)
        act.update(unit, state=state.to_dict(), status=state.status)
        battle = act.s.get(Battle, battle_id) if battle_id is not None else None
        word = "takes" if amount > 0 else "heals"
        act.record.label = f"{unit.name} {word} {abs(amount)}"
        act.describe(f"{unit.name} {word} {abs(amount)} damage: {state.status}", battle=battle, actor=unit,
                     result={"amount": amount, "hits_left": state.hits_left})
