"""A mech battle's units as engine states, and the GM's input (a movement, a declaration) as engine requests."""

from __future__ import annotations

from muster.campaign.models import Battle, Unit
from muster.i18n import Joined, Msg, message_of
from muster.services.core import ActionScope, ServiceError
from muster.services.mech_units import stored, summary

SYSTEM = "mech"
MOVE_FIELDS = ("forward", "backward", "terrain_changes", "jumped", "turn_start", "turn_middle", "turn_end",
               "stand_attempts")


class Roster:
    """The battle's units and their engine states, keyed by a readable id (the unit name)."""

    def __init__(self, s, battle: Battle):
        from sqlalchemy import select

        from muster.campaign.models import Force
        from muster.rules.mech import DesignError, MechState

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
        self.mechs = {}
        for uid, unit in self.units.items():
            data = dict(unit.state)
            data["id"] = self.key[uid]
            try:
                self.mechs[self.key[uid]] = MechState.from_dict(data)
            except DesignError as exc:
                raise ServiceError(Msg("Mech", "%1 has a bad record sheet: %2: %3").args(
                    unit.name, exc.path, message_of(exc.message))) from None

    def unit(self, uid) -> Unit:
        try:
            uid = int(uid)
        except (TypeError, ValueError):
            raise ServiceError(Msg("Mech", "'%1' is not a unit of this battle.").args(str(uid))) from None
        if uid not in self.units:
            raise ServiceError(Msg("Mech", "Unit #%1 is not in this battle.").args(str(uid)))
        return self.units[uid]

    def mech(self, uid):
        return self.mechs[self.key[self.unit(uid).id]]

    def name(self, key: str) -> str:
        return self.units[self.uid[key]].name if key in self.uid else key

    def sides(self) -> dict[str, int]:
        """Mech key -> side id (the rules' target check)."""
        return {self.key[uid]: side for uid, side in self.side.items()}

    def save(self, act: ActionScope, states) -> None:
        for m in states:
            unit = self.units[self.uid[m.id]]
            act.update(unit, state=stored(m), status=summary(m))


def battle_state(battle: Battle) -> dict:
    return dict(battle.state or {})


def move_plan_of(plan: dict):
    from muster.rules.mech import MovePlan
    from muster.rules.mech.movement import MODES

    if not isinstance(plan, dict):
        raise ServiceError(Msg("Mech", "A movement is a set of fields (mode, forward, backward, ...)."))
    mode = plan.get("mode", "none")
    if mode not in MODES:
        raise ServiceError(Msg("Mech", "mode: must be one of %1").args(", ".join(MODES)))
    values = {}
    for key in MOVE_FIELDS:
        value = plan.get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 100:
            raise ServiceError(Msg("Mech", "%1: must be a whole number from 0 to 100").args(key))
        values[key] = value
    gel = plan.get("gel", [])
    if not isinstance(gel, list):
        raise ServiceError(Msg("Mech", "gel: expected a list of {pack, location}"))
    hexes = plan.get("hexes")
    if hexes is not None and (not isinstance(hexes, int) or isinstance(hexes, bool) or hexes < 0):
        raise ServiceError(Msg("Mech", "hexes: must be a whole number of hexes from the start hex"))
    return MovePlan(mode=mode, gel=list(gel), hexes=hexes, **values)


def engine_attack(roster: Roster, declaration: dict):
    from muster.rules.mech import Attack, AttackError
    from muster.rules.mech.combat import check_target

    if not isinstance(declaration, dict):
        raise ServiceError(Msg("Mech", "An attack declaration is a set of fields (attacker, target, weapon, range, "
                                       "...)."))
    data = dict(declaration)
    for who in ("attacker", "target"):
        data[who] = roster.key[roster.unit(data.get(who)).id]
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
