"""What the GM asks of the mech use cases, typed: a declared attack names its mechs by unit id; a movement is a
``MoveRequest``.

``Declaration`` and ``MoveRequest`` go from the panel to the engine as they are; ``to_dict``/``from_dict`` are the
edges (the battle state keeps declarations as JSON, the headless requests and tests give dicts: ``move_request``
reads one at the use case's door). Light: no SQLAlchemy, no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields

from muster.i18n import Joined, Msg, message_of
from muster.rules.mech.combat import Attack, AttackError
from muster.rules.mech.movement import MODES, MovePlan
from muster.services.core import ServiceError

GM_MODIFIER = "GM modifier"  # the panel's own modifier (the engine shows it in the GM's language)


@dataclass(frozen=True)
class GmModifier:
    """A modifier the GM rules for one attack: its name (``GM_MODIFIER`` or the GM's own words) and value."""

    name: str
    value: int


@dataclass(frozen=True)
class Declaration:
    """One attack (or GEL use) of one weapon, as the GM declares it in the combat phase."""

    attacker_id: int
    target_id: int
    weapon: str                            # the design's item id, "punch" or "kick"
    range: int = 1                         # hexes between the two mechs
    bearing: str = "front"                 # where the target is, seen from the attacker (firing arc)
    side: str = "front"                    # which side of the target faces the attacker (hit location)
    cover: tuple[str, ...] = ()            # cover/terrain names of the rules data, one per hex
    modifiers: tuple[GmModifier, ...] = ()
    pack: str | None = None                # GEL: the pack used
    location: str | None = None            # GEL: the location repaired
    limb: str | None = None                # punch: the arm, kick: the leg (default: the first that can)
    dice: Mapping[str, list[int]] | None = None  # GM-named dice: {"attack": [..], "location": [..], ...}

    def engine_data(self, attacker: str, target: str) -> dict:
        """The engine's form (``Attack.from_dict``) with the mechs named by their engine keys."""
        out: dict = {"attacker": attacker, "target": target, "weapon": self.weapon, "range": self.range,
                     "bearing": self.bearing, "side": self.side}
        for key, value in (("limb", self.limb), ("pack", self.pack), ("location", self.location)):
            if value is not None:
                out[key] = value
        if self.cover:
            out["cover"] = list(self.cover)
        if self.modifiers:
            out["modifiers"] = [{"name": m.name, "value": m.value} for m in self.modifiers]
        if self.dice:
            out["dice"] = {k: list(v) for k, v in self.dice.items()}
        return out

    def to_dict(self) -> dict:
        """As the battle state keeps it: the engine's form with the unit ids as text."""
        return self.engine_data(str(self.attacker_id), str(self.target_id))

    @classmethod
    def from_dict(cls, data: object) -> Declaration:
        """A declaration given as data (stored, or a request's); raises ServiceError naming the wrong field."""
        if not isinstance(data, dict):
            raise ServiceError(Msg("Mech", "An attack declaration is a set of fields (attacker, target, weapon, "
                                           "range, ...)."))
        attacker, target = unit_id(data.get("attacker")), unit_id(data.get("target"))
        try:
            attack = Attack.from_dict({**data, "attacker": str(attacker), "target": str(target)})
        except AttackError as exc:
            raise ServiceError(Joined([exc.field, message_of(exc.message)], ": ")) from None
        modifiers = tuple(GmModifier(str(m.name), m.value) for m in attack.extra)
        return cls(attacker, target, attack.weapon, attack.range, attack.bearing, attack.side,
                   tuple(attack.cover), modifiers, attack.pack, attack.location, attack.limb, attack.dice)


def unit_id(value: object) -> int:
    """A unit's id as a request gives it (a number, or its text)."""
    if isinstance(value, (int, float, str)):
        try:
            return int(value)
        except ValueError:
            pass
    raise ServiceError(Msg("Mech", "'%1' is not a unit of this battle.").args(str(value)))


MOVE_FIELDS = ("forward", "backward", "terrain_changes", "jumped", "turn_start", "turn_middle", "turn_end",
               "stand_attempts")


@dataclass(frozen=True)
class GelUse:
    """A GEL pod the moving mech uses on itself: the pack (design item id) and the location repaired."""

    pack: str
    location: str


@dataclass(frozen=True)
class MoveRequest:
    """What a mech did on the table in the movement phase (``check_move``, ``move``): counts of hexes and turns."""

    mode: str = "none"             # none, walk, run, jump
    forward: int = 0
    backward: int = 0
    terrain_changes: int = 0
    jumped: int = 0
    turn_start: int = 0
    turn_middle: int = 0
    turn_end: int = 0
    stand_attempts: int = 0
    gel: tuple[GelUse, ...] = ()
    hexes: int | None = None       # hexes from the start hex (None: forward + backward + jumped)

    @classmethod
    def from_dict(cls, data: object) -> MoveRequest:
        """A movement given as data (``{"mode", "forward", ..., "gel": [{pack, location}], "hexes"}``); raises
        ServiceError naming the wrong field."""
        if not isinstance(data, Mapping):
            raise ServiceError(Msg("Mech", "A movement is a set of fields (mode, forward, backward, ...)."))
        known = {f.name for f in fields(cls)}
        unknown = [str(k) for k in data if k not in known]
        if unknown:
            raise ServiceError(Msg("Mech", "%1: not a field of a movement (expected %2)").args(
                ", ".join(unknown), ", ".join(sorted(known))))
        counts = {key: data.get(key, 0) for key in MOVE_FIELDS}
        gel = data.get("gel", [])
        if not isinstance(gel, list):
            raise ServiceError(Msg("Mech", "gel: expected a list of {pack, location}"))
        uses = []
        for i, use in enumerate(gel):
            if not isinstance(use, Mapping):
                raise ServiceError(Msg("Mech", "gel[%1]: expected {\"pack\": id, \"location\": location}").args(i))
            uses.append(GelUse(str(use.get("pack")), str(use.get("location"))))
        return checked(cls(mode=data.get("mode", "none"), gel=tuple(uses), hexes=data.get("hexes"), **counts))

    def to_dict(self) -> dict:
        """The movement as a headless caller writes it (the counts it gives only)."""
        out: dict = {"mode": self.mode}
        out.update({key: getattr(self, key) for key in MOVE_FIELDS if getattr(self, key)})
        if self.gel:
            out["gel"] = [{"pack": g.pack, "location": g.location} for g in self.gel]
        if self.hexes is not None:
            out["hexes"] = self.hexes
        return out

    def engine_plan(self) -> MovePlan:
        """The engine's movement plan."""
        return MovePlan(mode=self.mode, gel=[{"pack": g.pack, "location": g.location} for g in self.gel],
                        hexes=self.hexes, **{key: getattr(self, key) for key in MOVE_FIELDS})


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def checked(request: MoveRequest) -> MoveRequest:
    """The movement if its fields hold what a movement can (else ServiceError naming the field)."""
    if request.mode not in MODES:
        raise ServiceError(Msg("Mech", "mode: must be one of %1").args(", ".join(MODES)))
    for key in MOVE_FIELDS:
        value = getattr(request, key)
        if not _whole(value) or not 0 <= value <= 100:
            raise ServiceError(Msg("Mech", "%1: must be a whole number from 0 to 100").args(key))
    if request.hexes is not None and (not _whole(request.hexes) or request.hexes < 0):
        raise ServiceError(Msg("Mech", "hexes: must be a whole number of hexes from the start hex"))
    return request


def move_request(plan: MoveRequest | Mapping) -> MoveRequest:
    """The use case's door: a typed movement, checked; data (a headless caller's) read by ``from_dict``."""
    return checked(plan) if isinstance(plan, MoveRequest) else MoveRequest.from_dict(plan)
