"""A mech battle's units as engine states, and the GM's input (a movement, a declaration) as engine requests."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from muster.campaign.models import Battle, Unit
from muster.i18n import Joined, Msg, message_of
from muster.rules.mech.combat import Attack, AttackError
from muster.rules.mech.design import DesignError
from muster.rules.mech.movement import MovePlan
from muster.rules.mech.state import MechState
from muster.services.core import ActionScope, ServiceError
from muster.services.mech_requests import Declaration, MoveRequest, move_request, unit_id
from muster.services.mech_units import stored, summary

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

SYSTEM = "mech"


class Roster:
    """The battle's units and their engine states, keyed by a readable id (the unit name)."""

    def __init__(self, s: Session, battle: Battle) -> None:
        from sqlalchemy import select

        from muster.campaign.models import Force

        rows = s.execute(select(Unit, Force.side_id).join(Force, Force.id == Unit.force_id)
                         .where(Unit.id.in_(list(battle.initiative)))).all()
        found = {u.id: (u, side) for u, side in rows}
        self.units: dict[int, Unit] = {}
        self.side: dict[int, int] = {}
        for uid in battle.initiative:
            unit, side = found.get(uid, (None, None))
            if unit is not None and unit.system == SYSTEM:
                self.units[unit.id] = unit
                self.side[unit.id] = side
        names = [u.name for u in self.units.values()]
        self.key = {uid: (u.name if names.count(u.name) == 1 else f"{u.name} #{uid}") for uid, u in self.units.items()}
        self.uid = {k: uid for uid, k in self.key.items()}
        self.mechs: dict[str, MechState] = {}
        for uid, unit in self.units.items():
            data = dict(unit.state)
            data["id"] = self.key[uid]
            try:
                self.mechs[self.key[uid]] = MechState.from_dict(data)
            except DesignError as exc:
                raise ServiceError(Msg("Mech", "%1 has a bad record sheet: %2: %3").args(
                    unit.name, exc.path, message_of(exc.message))) from None

    def unit(self, uid: object) -> Unit:
        number = unit_id(uid)
        if number not in self.units:
            raise ServiceError(Msg("Mech", "Unit #%1 is not in this battle.").args(str(number)))
        return self.units[number]

    def mech(self, uid: object) -> MechState:
        return self.mechs[self.key[self.unit(uid).id]]

    def name(self, key: str) -> str:
        return self.units[self.uid[key]].name if key in self.uid else key

    def sides(self) -> dict[str, int]:
        """Mech key -> side id (the rules' target check)."""
        return {self.key[uid]: side for uid, side in self.side.items()}

    def save(self, act: ActionScope, states: Iterable[MechState]) -> None:
        for m in states:
            unit = self.units[self.uid[m.id]]
            act.update(unit, state=stored(m), status=summary(m))


def battle_state(battle: Battle) -> dict:
    return dict(battle.state or {})


def move_plan_of(plan: MoveRequest | Mapping) -> MovePlan:
    """The engine's plan of a movement (data from a headless caller read at :func:`move_request`)."""
    return move_request(plan).engine_plan()


def engine_attack(roster: Roster, declaration: Declaration) -> Attack:
    """The engine's attack of a declaration, its mechs checked to be in the battle and on the other side (a GEL
    dispenser: on its own)."""
    from muster.rules.mech.combat import check_target

    data = declaration.engine_data(roster.key[roster.unit(declaration.attacker_id).id],
                                   roster.key[roster.unit(declaration.target_id).id])
    try:
        attack = Attack.from_dict(data)
    except AttackError as exc:
        raise ServiceError(Joined([exc.field, message_of(exc.message)], ": ")) from None
    try:
        check_target(roster.mechs[attack.attacker], attack, roster.sides())
    except AttackError:
        if attack.target == attack.attacker:
            why = Msg("Mech", "%1 cannot attack %2: that is itself.")
        else:
            why = Msg("Mech", "%1 cannot attack %2: it is on the same side. Attacks go at the other sides' mechs.")
        raise ServiceError(why.args(roster.name(attack.attacker), roster.name(attack.target))) from None
    return attack


def stored_declarations(state: dict) -> list[Declaration]:
    """This combat phase's declarations as the battle state keeps them."""
    return [Declaration.from_dict(d) for d in state.get("declarations", [])]
