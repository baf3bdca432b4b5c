"""The GM's choices around one engagement, read from JSON in one place.

Shape (the campaign's ``options`` of a roll; the headless request uses the same fields at its top
level with ``attacker_options`` / ``defender_options``)::

    {"terrain": "urban", "cramped_quarters": false,
     "attacker": {"situation": null | "alone_orders" | "alone_no_orders" | "assisting",
                  "target": <the enemy unit: its id in a campaign, its name in a request>,
                  "modifier": 0, "modifier_name": "GM modifier",
                  "modifiers": [{"name": "Cover", "value": 2}],
                  "specialty": null, "outside_specialties": false},
     "defender": {...},
     "conditions": {"<unit>": {"dug_in": true, "pinned_down": ["doorway"], "surprised": false}}}

Every refusal is a :class:`RuleError` whose message starts with the JSON path of the field.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Callable, NoReturn

from muster.i18n import Joined, Msg, join
from muster.rules.bucs.data import BucsTables, RuleError
from muster.rules.bucs.modifiers import SITUATIONS, Engagement, SideOptions
from muster.rules.bucs.units import StateError, Unit, unit_from_dict
from muster.rules.dice import Modifier

SIDE_KEYS = ("situation", "target", "modifier", "modifier_name", "modifiers", "specialty", "outside_specialties")
CONDITION_KEYS = ("dug_in", "pinned_down", "surprised", "momentum", "landing_wins", "beachhead")
KEYS = ("terrain", "cramped_quarters", "attacker", "defender", "conditions")
GM_MODIFIER = Msg("BUCS", "GM modifier")  # the name of a side's extra modifier when the GM gives none
_UNKNOWN_CONDITION = Msg("BUCS", "unknown condition (one of %1)").args(join(CONDITION_KEYS, ", "))


def _at(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _refuse(where: str, message: Any) -> NoReturn:
    raise RuleError(join([where, message], ": "), where)


def _one_of(keys: Iterable[Any]) -> Joined:
    return join(keys, ", ")


def _whole(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        _refuse(where, Msg("BUCS", "must be a whole number, got %1").args(repr(value)))
    return value


def _text(value: object, where: str, default: Any = None) -> Any:
    if value is None:
        return default
    if not isinstance(value, str):
        _refuse(where, Msg("BUCS", "must be text, got %1").args(repr(value)))
    return value.strip() or default


def _flag(value: object, where: str, default: bool) -> bool:
    if value is None:
        return default
    if not isinstance(value, bool):
        _refuse(where, Msg("BUCS", "must be true or false, got %1").args(repr(value)))
    return value


def _object(value: object, where: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        _refuse(where, Msg("BUCS", "must be an object"))
    return value


@dataclass(frozen=True)
class SideChoice:
    """One side's options as given; ``target`` is the caller's key of an enemy unit (id or name)."""

    situation: str | None = None
    target: int | str | None = None
    specialty: str | None = None
    outside_specialties: bool = False
    modifiers: tuple[Modifier, ...] = ()

    @classmethod
    def from_dict(cls, data: object, path: str) -> "SideChoice":
        data = _object(data, path)
        for key in data:
            if key not in SIDE_KEYS:
                _refuse(_at(path, key), Msg("BUCS", "unknown option (one of %1)").args(_one_of(SIDE_KEYS)))
        situation = data.get("situation")
        if situation is not None and situation not in SITUATIONS:
            _refuse(_at(path, "situation"), Msg("BUCS", "'%1' is not one of %2").args(situation, _one_of(SITUATIONS)))
        target = data.get("target")
        if target is not None and (isinstance(target, bool) or not isinstance(target, (int, str))):
            _refuse(_at(path, "target"), Msg("BUCS", "must name an enemy unit, got %1").args(repr(target)))
        mods = []
        value = data.get("modifier")
        if value:
            name = _text(data.get("modifier_name"), _at(path, "modifier_name"), GM_MODIFIER)
            mods.append(Modifier(name, _whole(value, _at(path, "modifier"))))
        items = data.get("modifiers") or []
        if not isinstance(items, list):
            _refuse(_at(path, "modifiers"), Msg("BUCS", "must be a list of {\"name\": text, \"value\": whole number}"))
        for i, m in enumerate(items):
            here = f"{_at(path, 'modifiers')}[{i}]"
            if not isinstance(m, dict):
                _refuse(here, Msg("BUCS", "must be an object with name and value"))
            name = _text(m.get("name"), f"{here}.name")
            if name is None:
                _refuse(f"{here}.name", Msg("BUCS", "is required"))
            mods.append(Modifier(name, _whole(m.get("value"), f"{here}.value")))
        return cls(situation=situation, target=target,
                   specialty=_text(data.get("specialty"), _at(path, "specialty")),
                   outside_specialties=_flag(data.get("outside_specialties"), _at(path, "outside_specialties"), False),
                   modifiers=tuple(mods))

    def side_options(self, target_name: str | None) -> SideOptions:
        return SideOptions(situation=self.situation, target=target_name, specialty=self.specialty,
                           outside_specialties=self.outside_specialties, modifiers=self.modifiers)


@dataclass(frozen=True)
class EngagementOptions:
    """Terrain, cramped quarters, both sides' choices and the GM's ticked conditions of one engagement.

    ``terrain`` and ``cramped_quarters`` are None when not given (the battle's own apply).
    """

    terrain: str | None = None
    cramped_quarters: bool | None = None
    attacker: SideChoice = field(default_factory=SideChoice)
    defender: SideChoice = field(default_factory=SideChoice)
    conditions: dict[str, dict] = field(default_factory=dict)  # unit key (str) -> condition changes

    @classmethod
    def from_dict(cls, data: object, path: str = "options", *, side_keys: tuple[str, str] = ("attacker", "defender"),
                  closed: bool = True) -> "EngagementOptions":
        """``side_keys`` name the two sides' objects; ``closed`` refuses keys that are not options."""
        data = _object(data, path or "options")
        if closed:
            for key in data:
                if key not in KEYS:
                    _refuse(_at(path, key), Msg("BUCS", "unknown engagement option (one of %1)").args(_one_of(KEYS)))
        cramped = data.get("cramped_quarters")
        return cls(terrain=_text(data.get("terrain"), _at(path, "terrain")),
                   cramped_quarters=None if cramped is None else _flag(cramped, _at(path, "cramped_quarters"), False),
                   attacker=SideChoice.from_dict(data.get(side_keys[0]), _at(path, side_keys[0])),
                   defender=SideChoice.from_dict(data.get(side_keys[1]), _at(path, side_keys[1])),
                   conditions=_conditions(data.get("conditions"), _at(path, "conditions")))

    def engagement(self, terrain: str, cramped_quarters: bool,
                   target_name: Callable[[str, int | str], str | None]) -> Engagement:
        """The engine's Engagement; ``terrain``/``cramped_quarters`` stand when not given here.

        ``target_name(role, key)`` turns a side's target key into the enemy unit's name (or refuses it).
        """
        def side(role: str, choice: SideChoice) -> SideOptions:
            return choice.side_options(None if choice.target is None else target_name(role, choice.target))

        return Engagement(terrain=self.terrain if self.terrain is not None else terrain,
                          cramped_quarters=(self.cramped_quarters if self.cramped_quarters is not None
                                            else cramped_quarters),
                          attacker=side("attacker", self.attacker), defender=side("defender", self.defender))

    def with_conditions(self, unit: Unit, key: object, tables: BucsTables, path: str = "options") -> Unit:
        """``unit`` with the GM's ticked conditions for ``key`` merged in, checked by the unit's own rules."""
        changes = self.conditions.get(str(key))
        if not changes:
            return unit
        return apply_conditions(unit, changes, tables, f"{_at(path, 'conditions')}.{key}")


def _conditions(data: object, path: str) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for key, changes in _object(data, path).items():
        here = f"{path}.{key}"
        changes = _object(changes, here)
        for name in changes:
            if name not in CONDITION_KEYS:
                _refuse(f"{here}.{name}", _UNKNOWN_CONDITION)
        out[str(key)] = dict(changes)
    return out


def apply_conditions(unit: Unit, changes: object, tables: BucsTables, path: str) -> Unit:
    """``unit`` with ``changes`` to its conditions, validated like any unit state."""
    changes = _object(changes, path)
    for name in changes:
        if name not in CONDITION_KEYS:
            _refuse(f"{path}.{name}", _UNKNOWN_CONDITION)
    data = unit.to_dict()
    data["conditions"] = {**data["conditions"], **changes}
    try:
        return unit_from_dict(data, tables)
    except StateError as exc:
        where = path + exc.where[len("conditions"):] if exc.where.startswith("conditions") else path
        raise RuleError(join([where, exc.detail], ": "), where) from None
    except ValueError as exc:
        where, _, text = str(exc).partition(": ")
        where = path + where[len("conditions"):] if where.startswith("conditions") else path
        raise RuleError(f"{where}: {text or exc}", where) from None
