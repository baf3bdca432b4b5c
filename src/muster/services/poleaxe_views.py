"""By This Poleaxe: what the use cases hand to the battle panel (frozen views) and what the GM plans (engagements)."""

from __future__ import annotations

from dataclasses import dataclass

from muster.rules.dice import Modifier


@dataclass(frozen=True)
class SquadView:
    unit: int
    name: str
    side: str  # the side's name
    body: str  # the body's name ("" before set-up)
    body_id: str
    av: int
    dv: int
    mv: int
    missile: str | None
    skirmisher: bool
    movement: int
    htk: int
    hits_left: int
    pips: str
    morale: str
    out: bool  # out of the fight for now (spell) or for good
    dropped: bool
    held: bool
    leader: bool
    effects: tuple[str, ...]
    status: str


@dataclass(frozen=True)
class BodyView:
    id: str
    name: str
    side: str
    first_side: bool
    position: int
    declared: int
    charge: bool
    moved: int
    squads: tuple[str, ...]
    max_move: int


@dataclass(frozen=True)
class Distance:
    a: str
    b: str
    distance: int
    engaged: bool


@dataclass(frozen=True)
class BattleView:
    """Everything the battle panel shows; ``error`` says why the battle cannot be fought as it stands."""

    error: str = ""
    set_up: bool = False
    phase: str = ""
    phase_label: str = ""
    events: tuple[str, ...] = ()
    morale_due: int = 0
    squads: tuple[SquadView, ...] = ()
    bodies: tuple[BodyView, ...] = ()
    distances: tuple[Distance, ...] = ()

    def squad(self, unit_id) -> SquadView | None:
        return next((s for s in self.squads if s.unit == unit_id), None)

    def body(self, body_id) -> BodyView | None:
        return next((b for b in self.bodies if b.id == body_id), None)


@dataclass(frozen=True)
class Engagement:
    """One attack of the melee as the GM sets it: the attacked squad strikes back unless ``strike_back`` is off."""

    attacker: int
    target: int
    direction: str = "front"
    surprise: bool = False
    charge: bool = False
    cover: str = "none"
    strike_back: bool = True


@dataclass(frozen=True)
class AttackOdds:
    attacker: int
    target: int
    strike_back: bool
    needed: int
    to_hit: float  # percent
    to_cost_htk: float  # percent


@dataclass(frozen=True)
class SquadOdds:
    """One squad's exact chances in the melee as planned (percentages)."""

    unit: int
    attacks: tuple[AttackOdds, ...]
    to_be_hit: float
    to_drop: float
    expected_htk_lost: float

    def attack_on(self, target: int) -> AttackOdds | None:
        return next((a for a in self.attacks if a.target == target), None)


@dataclass(frozen=True)
class MissileOdds:
    """One volley's range and chances (0 to 1), or why it cannot be shot (``refused``)."""

    range: int
    refused: str = ""
    base: int = 0
    modifiers: tuple[Modifier, ...] = ()
    needed: int = 0
    to_hit: float = 0.0
    target_saves: float = 0.0
    to_cost_htk: float = 0.0


@dataclass(frozen=True)
class RallyOdds:
    refused: str = ""
    leader: str = ""
    method: str = ""  # "cha" or "tactics"
    chance: float = 0.0
    cha: float | None = None
    tactics: float | None = None


@dataclass(frozen=True)
class MoraleDueView:
    unit: int
    name: str
    reasons: tuple[str, ...]
    labels: tuple[str, ...]
    morale_value: int
    needed: int
    hold: float
    needed_secure: int
    hold_secure: float
    checks: int = 1          # rolls due in a row (one for each hit scored...), stopping when it routs


@dataclass(frozen=True)
class SpellRequest:
    """A spell to cast at squad scale (``cast_spell``): unit ids of its targets; the caster's unit gives the
    distance. Amounts the spell does not use stay None."""

    kind: str
    targets: tuple[int, ...]
    name: str | None = None  # None: the kind's own name
    hd: int | None = None
    hd_per_htk: int | None = None
    bonus: int | None = None
    duration_turns: int | None = None
    range_ft: int | None = None
    caster: int | None = None
    affects_few: bool = False

    def to_dict(self) -> dict:
        """The request as a headless caller writes it (the amounts it gives only)."""
        out: dict = {"name": self.name, "kind": self.kind, "targets": list(self.targets)}
        for key in ("hd", "hd_per_htk", "bonus", "duration_turns", "range_ft", "caster"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.affects_few:
            out["affects_few"] = True
        return out


@dataclass(frozen=True)
class SideChoice:
    id: str  # the campaign side id as text
    name: str


@dataclass(frozen=True)
class SetupSquad:
    unit: int
    name: str
    side: str
    side_name: str
    combatants: int


@dataclass(frozen=True)
class SetupSquads:
    """The squads the set-up can group into bodies: their sides, combatants each, and the grouping threshold."""

    sides: tuple[SideChoice, ...]
    squads: tuple[SetupSquad, ...]
    combatants: int
    limit: int  # over this many combatants, the battle is fought in bodies


@dataclass(frozen=True)
class BodyPlan:
    """A body the GM forms at the set-up (``setup``): its name, side (the campaign side id) and squads' unit ids."""

    name: str
    side: int | str
    units: tuple[int, ...]

    def to_dict(self) -> dict:
        return {"name": self.name, "side": self.side, "units": list(self.units)}
