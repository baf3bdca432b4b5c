"""What the GM asks of the mech use cases, typed: a declared attack names its mechs by unit id.

``Declaration`` goes from the panel to the engine as it is; ``to_dict``/``from_dict`` are the edges (the battle
state keeps declarations as JSON, the headless requests and tests give dicts). Light: no SQLAlchemy, no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from muster.i18n import Joined, Msg, message_of
from muster.rules.mech.combat import Attack, AttackError
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
