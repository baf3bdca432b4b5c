"""Generic-unit actions: attack and direct damage."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from muster.i18n import Msg
from muster.inputs import reason
from muster.services.core import CampaignService, ServiceError

if TYPE_CHECKING:
    from muster.campaign.models import Unit
    from muster.rules.generic import GenericUnit


@dataclass(frozen=True)
class AttackOutcome:
    """What one attack did (kept in the action record as :meth:`to_dict`)."""

    hit: bool
    damage: int
    needed: int  # the attack total that hits
    target_hits_left: int

    def to_dict(self) -> dict:
        return asdict(self)


def normalise_state(state: dict, tables: dict | None = None) -> dict:  # no rules table limits these states
    from muster.rules.generic import GenericUnit

    try:
        return GenericUnit.from_dict(state).to_dict()
    except ValueError as exc:
        raise ServiceError(Msg("Generic", "Bad unit: %1").args(reason(exc))) from None


def status(state: dict, tables: dict | None = None) -> Msg:  # no rules table names what these states hold
    from muster.rules.generic import GenericUnit

    return GenericUnit.from_dict(state).status


def _rules(svc: CampaignService) -> dict:
    from muster.services.house_rules import tables_for

    return tables_for(svc, "generic")


def _generic(unit: Unit) -> GenericUnit:
    from muster.rules.generic import GenericUnit

    if unit.system != "generic":
        raise ServiceError(Msg("Generic", "%1 is not a generic unit.").args(unit.name))
    return GenericUnit.from_dict(unit.state)


def _pair(svc: CampaignService, attacker_id: int, target_id: int) -> tuple[GenericUnit, GenericUnit]:
    """Both units as engine states, read without a session (odds are shown on every refresh)."""
    from muster.rules.generic import GenericUnit
    from muster.services import queries

    states = []
    for uid in (attacker_id, target_id):
        row, state = queries.unit(svc, uid), queries.unit_state(svc, uid)
        if row is None or state is None:
            raise ServiceError(Msg("Generic", "Choose an attacker and a target."))
        if row.system != "generic":
            raise ServiceError(Msg("Generic", "%1 is not a generic unit.").args(row.name))
        states.append(GenericUnit.from_dict(state))
    return states[0], states[1]


def attack_odds(svc: CampaignService, attacker_id: int, target_id: int) -> Fraction:
    from muster.rules.generic import hit_chance

    attacker, target = _pair(svc, attacker_id, target_id)
    return hit_chance(attacker, target, _rules(svc))


def needed_on_die(svc: CampaignService, attacker_id: int, target_id: int) -> int:
    """The natural d20 an attack needs (before the roll, for the odds display)."""
    from muster.rules.generic import target_number

    attacker, target = _pair(svc, attacker_id, target_id)
    return max(1, target_number(target, _rules(svc)) - attacker.attack)


def attack(svc: CampaignService, battle_id: int | None, attacker_id: int, target_id: int) -> AttackOutcome:
    from muster.campaign.models import Battle, Unit
    from muster.rules.generic import resolve_attack

    rules = _rules(svc)
    with svc.action("attack", Msg("Generic", "Attack")) as act:
        attacker = act.get(Unit, attacker_id, "unit")
        target = act.get(Unit, target_id, "unit")
        if attacker.id == target.id:
            raise ServiceError(Msg("Generic", "A unit cannot attack itself."))
        battle = act.get(Battle, battle_id, "battle") if battle_id is not None else None
        a, t = _generic(attacker), _generic(target)
        if a.out_of_action:
            raise ServiceError(Msg("Generic", "%1 is out of action and cannot attack.").args(attacker.name))
        res = resolve_attack(a, t, act.roller, rules, attacker.name)
        act.update(target, state=res.target_after.to_dict(), status=res.target_after.status)
        act.set_label(Msg("Generic", "%1 attacks %2").args(attacker.name, target.name))
        verdict = Msg("Generic", "hits for %1").args(res.damage) if res.hit else Msg("Generic", "misses")
        if res.target_after.out_of_action:
            text = Msg("Generic", "%1 attacks %2: %3 vs %4, %5; %2 is out of action")
        else:
            text = Msg("Generic", "%1 attacks %2: %3 vs %4, %5")
        done = AttackOutcome(res.hit, res.damage, res.target_number, res.target_after.hits_left)
        act.describe(
            text.args(attacker.name, target.name, res.attack_roll.total, res.target_number, verdict),
            battle=battle, actor=attacker, target=target, modifiers=list(res.attack_roll.modifiers),
            result=done.to_dict(),
        )
        return done


def apply_damage(svc: CampaignService, unit_id: int, amount: int, battle_id: int | None = None) -> None:
    if not isinstance(amount, int) or amount == 0:
        raise ServiceError(Msg("Generic", "Damage must be a whole number other than 0 (negative heals)."))
    from muster.campaign.models import Battle, Unit

    with svc.action("apply-damage", Msg("Generic", "Apply damage")) as act:
        unit = act.get(Unit, unit_id, "unit")
        state = _generic(unit).take_damage(amount)
        act.update(unit, state=state.to_dict(), status=state.status)
        battle = act.s.get(Battle, battle_id) if battle_id is not None else None
        if amount > 0:
            act.set_label(Msg("Generic", "%1 takes %2").args(unit.name, amount))
            text = Msg("Generic", "%1 takes %2 damage: %3").args(unit.name, amount, state.status)
        else:
            act.set_label(Msg("Generic", "%1 heals %2").args(unit.name, -amount))
            text = Msg("Generic", "%1 heals %2 damage: %3").args(unit.name, -amount, state.status)
        act.describe(text, battle=battle, actor=unit, result={"amount": amount, "hits_left": state.hits_left})
