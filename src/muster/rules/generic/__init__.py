"""A simple generic unit: enough rules to run the core end to end.

Attack: d20 + attack against 10 + the target's defense; a hit deals the
attacker's damage dice; hits taken never exceed the unit's maximum, and a
unit with no hits left is out of action. Numbers live in
``resources/rules/generic.json``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from fractions import Fraction

from muster.i18n import Msg, Text, TextError, term_noop
from muster.rules import dice
from muster.rules.dice import Modifier, Roll, Roller
from muster.rules.tables import RulesDataError, field, load

SYSTEM = "generic"


class UnitError(TextError):
    """A generic unit's state that cannot be read; ``field`` names the bad field (None: the whole state)."""

    def __init__(self, message: Text, field: str | None = None):
        super().__init__(Msg("Errors", "%1: %2").args(field, message) if field else message)
        self.field = field
        self.detail = message


def validate(data: dict, name: str) -> None:
    field(data, "target_base", name, int)
    notation = field(data, "default_damage", name, str)
    try:
        dice.parse(notation)
    except dice.DiceError as exc:
        raise RulesDataError(f"{name}.default_damage", exc.message) from None
    phases = field(data, "phases", name, list)
    if not phases or not all(isinstance(p, str) and p for p in phases):
        raise RulesDataError(f"{name}.phases", Msg("Errors", "must be a non-empty list of phase names"))


def tables(overrides: dict | None = None) -> dict:
    return load(SYSTEM, overrides, validate)


@dataclass(frozen=True)
class GenericUnit:
    attack: int = 0
    defense: int = 0
    max_hits: int = 10
    hits_taken: int = 0
    damage: str = "d6"

    @property
    def hits_left(self) -> int:
        return self.max_hits - self.hits_taken

    @property
    def out_of_action(self) -> bool:
        return self.hits_left <= 0

    @property
    def status(self) -> Msg:
        """The roster's status line, in the GM's language when shown."""
        if self.out_of_action:
            return Msg("Generic", "Out of action")
        return Msg("Generic", "%1/%2 hits").args(self.hits_left, self.max_hits)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "GenericUnit":
        if not isinstance(data, dict):
            raise UnitError(Msg("Errors", "unit state must be an object"))
        out = {}
        for key, default in asdict(cls()).items():
            value = data.get(key, default)
            if type(value) is not type(default):
                raise UnitError(Msg("Errors", "expected %1, got %2").args(type(default).__name__, repr(value)), key)
            out[key] = value
        if out["max_hits"] < 1:
            raise UnitError(Msg("Errors", "must be at least 1"), "max_hits")
        if not 0 <= out["hits_taken"] <= out["max_hits"]:
            raise UnitError(Msg("Errors", "must be 0 to %1").args(out["max_hits"]), "hits_taken")
        dice.parse(out["damage"])
        return cls(**out)

    def take_damage(self, amount: int) -> "GenericUnit":
        return replace(self, hits_taken=min(self.max_hits, max(0, self.hits_taken + amount)))


@dataclass(frozen=True)
class AttackResult:
    attack_roll: Roll
    target_number: int
    hit: bool
    damage_roll: Roll | None
    target_after: GenericUnit

    @property
    def damage(self) -> int:
        return max(0, self.damage_roll.total) if self.damage_roll else 0


def attack_modifiers(attacker: GenericUnit) -> list[Modifier]:
    return [Modifier(term_noop("Rules", "Attack"), attacker.attack)] if attacker.attack else []


def target_number(target: GenericUnit, rules: dict) -> int:
    return rules["target_base"] + target.defense


def resolve_attack(attacker: GenericUnit, target: GenericUnit, roller: Roller, rules: dict,
                   attacker_name: Text | None = None) -> AttackResult:
    if attacker_name is None:
        attacker_name = Msg("Generic", "Attacker")
    needed = target_number(target, rules)
    roll = roller.roll("d20", Msg("Generic", "%1 attack").args(attacker_name), attack_modifiers(attacker))
    hit = roll.total >= needed
    damage_roll = roller.roll(attacker.damage, Msg("Generic", "%1 damage").args(attacker_name)) if hit else None
    after = target.take_damage(max(0, damage_roll.total)) if damage_roll else target
    return AttackResult(roll, needed, hit, damage_roll, after)


def hit_chance(attacker: GenericUnit, target: GenericUnit, rules: dict) -> Fraction:
    needed = target_number(target, rules) - attacker.attack
    dist = dice.distribution("d20")
    return Fraction(sum(w for t, w in dist.items() if t >= needed), sum(dist.values()))
