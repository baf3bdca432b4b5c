"""Battle state of one mech and its pilot (the JSON ``state`` column).

``to_dict`` is JSON-safe and ``from_dict(to_dict(x)) == x``. ``from_dict``
accepts a minimal state (``id``, ``design``, ``pilot``) for a fresh mech and
raises :class:`DesignError` (a ``ValueError``) naming the bad field.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field

from muster.i18n import Joined, Msg, Text
from muster.rules.mech.design import ARMS, LEGS, DesignError, MechDesign, _get, load_sample
from muster.rules.mech.mechtables import RulesData, as_tables, band_of
from muster.rules.mech.rulesdata import ACTUATORS, LOCATIONS
from muster.rules.mech.text import Phrase, actuator_text, destroyed_text, loc_text

PILOT_STATUSES = ("conscious", "unconscious", "dead")
MOVE_MODES = ("walk", "run")
LEG_ACTUATORS = ("hip", "upper_leg", "lower_leg", "foot")


@dataclass
class Pilot:
    name: str
    gunnery: int = 0
    piloting: int = 1
    head_hits: int = 0
    status: str = "conscious"

    def to_dict(self) -> dict:
        return {"name": self.name, "gunnery": self.gunnery, "piloting": self.piloting,
                "head_hits": self.head_hits, "status": self.status}

    @classmethod
    def from_dict(cls, data: dict, path: str = "pilot") -> "Pilot":
        if not isinstance(data, dict):
            raise DesignError(path, Msg("Mech", "expected an object"))
        status = _get(data, "status", path, str, "conscious")
        if status not in PILOT_STATUSES:
            raise DesignError(f"{path}.status", Msg("Mech", "must be one of %1").args(", ".join(PILOT_STATUSES)))
        return cls(
            name=_get(data, "name", path, str, "Pilot"),
            gunnery=_get(data, "gunnery", path, int, 0, lo=-20, hi=30),
            piloting=_get(data, "piloting", path, int, 1, lo=-20, hi=30),
            head_hits=_get(data, "head_hits", path, int, 0, lo=0, hi=6),
            status=status,
        )


@dataclass
class Turn:
    """What happened to the mech this turn; cleared at the end of the damage phase."""

    move_mode: str | None = None      # walk / run, None if it did not move
    jumped: int = 0                   # hexes jumped (red die when > 0)
    hexes: int = 0                    # hexes from the start hex
    die: int | None = None            # the number on the movement die
    movement_heat: int = 0
    weapon_heat: int = 0
    other_heat: int = 0
    damage_taken: int = 0
    piloting_reasons: list = field(default_factory=list)
    failed_consciousness: bool = False

    def to_dict(self) -> dict:
        return {"move_mode": self.move_mode, "jumped": self.jumped, "hexes": self.hexes, "die": self.die,
                "movement_heat": self.movement_heat, "weapon_heat": self.weapon_heat,
                "other_heat": self.other_heat, "damage_taken": self.damage_taken,
                "piloting_reasons": list(self.piloting_reasons), "failed_consciousness": self.failed_consciousness}

    @classmethod
    def from_dict(cls, data: dict, path: str = "turn") -> "Turn":
        if not isinstance(data, dict):
            raise DesignError(path, Msg("Mech", "expected an object"))
        mode = _get(data, "move_mode", path, str, None)
        if mode is not None and mode not in MOVE_MODES:
            raise DesignError(f"{path}.move_mode", Msg("Mech", "must be one of %1 or null").args(", ".join(MOVE_MODES)))
        reasons = _get(data, "piloting_reasons", path, list, [])
        if not all(isinstance(r, str) for r in reasons):
            raise DesignError(f"{path}.piloting_reasons", Msg("Mech", "expected a list of reason texts"))
        return cls(
            move_mode=mode,
            jumped=_get(data, "jumped", path, int, 0, lo=0),
            hexes=_get(data, "hexes", path, int, 0, lo=0),
            die=_get(data, "die", path, int, None, lo=1, hi=6),
            movement_heat=_get(data, "movement_heat", path, int, 0, lo=0),
            weapon_heat=_get(data, "weapon_heat", path, int, 0, lo=0),
            other_heat=_get(data, "other_heat", path, int, 0),
            damage_taken=_get(data, "damage_taken", path, int, 0, lo=0),
            piloting_reasons=list(reasons),
            failed_consciousness=_get(data, "failed_consciousness", path, bool, False),
        )


@dataclass
class MechState:
    id: str
    design: MechDesign
    pilot: Pilot
    # location -> damage taken (may exceed its total until the damage phase)
    damage: dict = field(default_factory=dict)
    lost: list = field(default_factory=list)        # locations destroyed (cannot be repaired)
    disabled: list = field(default_factory=list)    # item ids knocked out by critical hits
    actuators_hit: list = field(default_factory=list)  # "left_leg.hip"
    engine_hits: int = 0
    gyro_hits: int = 0
    life_support_hits: int = 0
    sensor_hits: int = 0
    heat: int = 0                                   # heat after the last damage phase (sets this turn's penalties)
    prone: bool = False
    shutdown: bool = False
    destroyed: bool = False
    destroyed_reason: str = ""
    ammo_used: dict = field(default_factory=dict)   # ammo bin / GEL pack id -> shots or charges used
    turn: Turn = field(default_factory=Turn)

    # ------------------------------------------------------------ serialisation
    def to_dict(self, design_as_json: bool = False) -> dict:
        """JSON-safe state; ``design_as_json`` keeps the design as its compact JSON text (campaign storage)."""
        return {
            "id": self.id, "design": self.design.to_json() if design_as_json else self.design.to_dict(),
            "pilot": self.pilot.to_dict(),
            "damage": {loc: self.damage.get(loc, 0) for loc in LOCATIONS},
            "lost": list(self.lost), "disabled": list(self.disabled), "actuators_hit": list(self.actuators_hit),
            "engine_hits": self.engine_hits, "gyro_hits": self.gyro_hits,
            "life_support_hits": self.life_support_hits, "sensor_hits": self.sensor_hits,
            "heat": self.heat, "prone": self.prone, "shutdown": self.shutdown,
            "destroyed": self.destroyed, "destroyed_reason": self.destroyed_reason,
            "ammo_used": dict(self.ammo_used), "turn": self.turn.to_dict(),
            "status": self.status,
        }

    @classmethod
    def from_dict(cls, data: dict, path: str = "") -> "MechState":
        if not isinstance(data, dict):
            raise DesignError(path or "mech", Msg("Mech", "expected an object"))
        j = (lambda k: f"{path}.{k}" if path else k)
        mech_id = _get(data, "id", path, str)
        if not mech_id.strip():
            raise DesignError(j("id"), Msg("Mech", "must not be empty"))
        raw = data.get("design")
        if isinstance(raw, str) and raw.lstrip().startswith("{"):
            design = _design_text(raw, j("design"))
        elif isinstance(raw, str):
            try:
                design = load_sample(raw)
            except KeyError as exc:
                raise DesignError(j("design"), exc.args[0]) from None
        elif isinstance(raw, dict):
            design = _design(raw, j("design"))
        else:
            raise DesignError(j("design"), Msg("Mech", "expected a design object or the name of a sample design"))
        pilot = Pilot.from_dict(_get(data, "pilot", path, dict, {}), j("pilot"))
        dmg_in = _get(data, "damage", path, dict, {})
        damage = {}
        for loc, _value in dmg_in.items():
            if loc not in LOCATIONS:
                raise DesignError(f"{j('damage')}.{loc}", Msg("Mech", "is not a location"))
            damage[loc] = _get(dmg_in, loc, j("damage"), int, lo=0)
        damage = {loc: damage.get(loc, 0) for loc in LOCATIONS}
        lost = _strings(data, "lost", path, LOCATIONS)
        ids = {it.id for it in design.items}
        disabled = _strings(data, "disabled", path, tuple(ids))
        acts = _get(data, "actuators_hit", path, list, [])
        for i, a in enumerate(acts):
            loc, _, act = a.partition(".") if isinstance(a, str) else ("", "", "")
            if loc not in LOCATIONS or act not in ACTUATORS:
                raise DesignError(f"{j('actuators_hit')}[{i}]",
                                  Msg("Mech", "expected 'location.actuator', e.g. 'left_leg.hip'"))
            limbs = LEGS if act in LEG_ACTUATORS else ARMS
            if loc not in limbs:
                raise DesignError(f"{j('actuators_hit')}[{i}]",
                                  Msg("Mech", "a %1 actuator is in %2 or %3, not %4").args(
                                      actuator_text(act), loc_text(limbs[0]), loc_text(limbs[1]), loc_text(loc)))
        used_in = _get(data, "ammo_used", path, dict, {})
        used = {}
        for key in used_in:
            it = design.item(key)
            if it is None or it.kind not in ("ammo", "gel_pack"):
                raise DesignError(f"{j('ammo_used')}.{key}",
                                  Msg("Mech", "is not an ammo bin or GEL pack of this design"))
            used[key] = _get(used_in, key, j("ammo_used"), int, lo=0, hi=it.shots)
        return cls(
            id=mech_id, design=design, pilot=pilot, damage=damage, lost=lost, disabled=disabled,
            actuators_hit=list(acts),
            engine_hits=_get(data, "engine_hits", path, int, 0, lo=0),
            gyro_hits=_get(data, "gyro_hits", path, int, 0, lo=0),
            life_support_hits=_get(data, "life_support_hits", path, int, 0, lo=0),
            sensor_hits=_get(data, "sensor_hits", path, int, 0, lo=0),
            heat=_get(data, "heat", path, int, 0, lo=0, hi=999),
            prone=_get(data, "prone", path, bool, False),
            shutdown=_get(data, "shutdown", path, bool, False),
            destroyed=_get(data, "destroyed", path, bool, False),
            destroyed_reason=_get(data, "destroyed_reason", path, str, ""),
            ammo_used=used,
            turn=Turn.from_dict(_get(data, "turn", path, dict, {}), j("turn")),
        )

    def copy(self) -> "MechState":
        """A copy whose lists and dicts can be changed freely (the design is shared: it is immutable)."""
        t = self.turn
        return MechState(
            id=self.id, design=self.design, pilot=Pilot(**self.pilot.__dict__), damage=dict(self.damage),
            lost=list(self.lost), disabled=list(self.disabled), actuators_hit=list(self.actuators_hit),
            engine_hits=self.engine_hits, gyro_hits=self.gyro_hits, life_support_hits=self.life_support_hits,
            sensor_hits=self.sensor_hits, heat=self.heat, prone=self.prone, shutdown=self.shutdown,
            destroyed=self.destroyed, destroyed_reason=self.destroyed_reason, ammo_used=dict(self.ammo_used),
            turn=Turn(**{**t.__dict__, "piloting_reasons": list(t.piloting_reasons)}),
        )

    # ------------------------------------------------------------ derived facts
    @property
    def out_of_action(self) -> bool:
        return self.destroyed or self.pilot.status == "dead"

    @property
    def can_act(self) -> bool:
        return not self.out_of_action and not self.shutdown and self.pilot.status == "conscious"

    @property
    def status(self) -> str:
        """The state in a few words, in English (a :class:`Phrase`: ``status_msg`` is its message)."""
        return Phrase(self.status_msg)

    @property
    def status_msg(self) -> Text:
        if self.destroyed:
            if self.destroyed_reason:
                return Msg("Mech", "destroyed (%1)").args(destroyed_text(self.destroyed_reason))
            return Msg("Mech", "destroyed")
        if self.pilot.status == "dead":
            return Msg("Mech", "pilot dead")
        words: list[Msg] = []
        if self.pilot.status == "unconscious":
            words.append(Msg("Mech", "pilot unconscious"))
        if self.shutdown:
            words.append(Msg("Mech", "shut down"))
        if self.prone:
            words.append(Msg("Mech", "prone"))
        words.append(Msg("Mech", "heat %1").args(self.heat))
        return Joined(words, ", ")

    def total(self, loc: str) -> int:
        return self.design.locations[loc].total

    def armor_left(self, loc: str) -> int:
        return max(0, self.design.locations[loc].armor - self.damage.get(loc, 0))

    def internal_left(self, loc: str) -> int:
        spec = self.design.locations[loc]
        return max(0, spec.internal - max(0, self.damage.get(loc, 0) - spec.armor))

    def excess(self, loc: str) -> int:
        return max(0, self.damage.get(loc, 0) - self.total(loc))

    def is_lost(self, loc: str) -> bool:
        return loc in self.lost

    def falling_off(self, loc: str) -> bool:
        """Nothing left, but the damage phase has not yet taken it off (GEL may still save it)."""
        return not self.is_lost(loc) and self.damage.get(loc, 0) >= self.total(loc)

    def item_working(self, item) -> bool:
        return item.id not in self.disabled and not self.is_lost(item.location)

    def ammo_left(self, bin_id: str) -> int:
        it = self.design.item(bin_id)
        return 0 if it is None else max(0, it.shots - self.ammo_used.get(bin_id, 0))

    def working_heat_sinks(self) -> int:
        """Sinks listed as items count where they sit; the rest are in the engine (center torso)."""
        listed = [it for it in self.design.items if it.kind == "heat_sink"]
        engine = self.design.heat_sinks - len(listed)
        working = sum(1 for it in listed if self.item_working(it))
        if self.is_lost("center_torso"):
            engine = 0
        return working + max(0, engine)

    def jets_out(self) -> int:
        return sum(1 for it in self.design.items if it.kind == "jump_jet" and not self.item_working(it))

    def actuator_hit(self, loc: str, name: str) -> bool:
        return f"{loc}.{name}" in self.actuators_hit

    def legs_lost(self) -> list[str]:
        return [leg for leg in LEGS if self.is_lost(leg)]

    def heat_mp_loss(self, rules: RulesData) -> int:
        return self.heat // as_tables(rules).movement["heat_per_lost_mp"]

    def heat_attack_penalty(self, rules: RulesData) -> int:
        band = band_of(as_tables(rules).heat.attack_penalty, self.heat)
        if band is None:
            raise LookupError(f"no band covers {self.heat}")
        return band.value


_DESIGNS: dict[str, MechDesign] = {}


def _design(raw: dict, path: str) -> MechDesign:
    """Designs repeat in every saved state: parse and check each distinct one once."""
    try:
        key = json.dumps(raw, sort_keys=True)
    except (TypeError, ValueError):
        return MechDesign.from_dict(raw, path)
    design = _DESIGNS.get(key)
    if design is None:
        design = MechDesign.from_dict(raw, path)
        if len(_DESIGNS) > 256:
            _DESIGNS.clear()
        _DESIGNS[key] = design
    return design


def _design_text(text: str, path: str) -> MechDesign:
    """A design stored as JSON text (the campaign file keeps it so: copying a string is cheap)."""
    design = _DESIGNS.get(text)
    if design is None:
        try:
            raw = json.loads(text)
        except ValueError as exc:
            raise DesignError(path, Msg("Mech", "is not valid design JSON (%1)").args(str(exc))) from None
        if not isinstance(raw, dict):
            raise DesignError(path, Msg("Mech", "expected a design object"))
        design = MechDesign.from_dict(raw, path)
        if len(_DESIGNS) > 256:
            _DESIGNS.clear()
        _DESIGNS[text] = design
    return design


def _strings(data, key, path, allowed) -> list:
    j = f"{path}.{key}" if path else key
    value = _get(data, key, path, list, [])
    for i, v in enumerate(value):
        if v not in allowed:
            raise DesignError(f"{j}[{i}]", Msg("Mech", "'%1' is not one of %2").args(
                str(v), ", ".join(allowed) or Msg("Mech", "(none)")))
    if len(set(value)) != len(value):
        raise DesignError(j, Msg("Mech", "an entry is listed twice"))
    return list(value)


def physical_damage(design: MechDesign, kind: str, rules: RulesData) -> int:
    given = design.punch_damage if kind == "punch" else design.kick_damage
    if given is not None:
        return given
    return math.ceil(design.tonnage / as_tables(rules).physical[kind].tons_per_point)
