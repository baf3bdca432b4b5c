"""Squads as the campaign stores them: members, leader, derived values and battle state.

Everything here is a frozen dataclass with ``to_dict()`` / ``from_dict()``;
``from_dict`` checks every field and raises :class:`StateError` (a
``ValueError``) whose ``field`` names the offending path and whose ``message``
is a :class:`muster.i18n.Msg` (shown in the GM's language).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from muster.i18n import Joined, Msg, Text, TextError, from_data, render, term, term_noop, to_data
from muster.rules.dice import Modifier

KINDS = ("squad", "beast")
WEAPONS = ("normal", "crappy", "two_handed")
GRADES = ("none", "minor", "medium", "major")
MAGIC_GRADES = ("none", "minor", "major")
MORALE_STATES = ("steady", "routing", "rallied")
CONDITIONS = ("fit", "lightly_injured", "severely_injured", "killed")
ACTIVE_CONDITIONS = ("fit", "lightly_injured")
EFFECT_KINDS = ("attack_bonus", "defense_bonus", "incapacitated")
STAT_KEYS = ("attack_value", "missile_value", "defense_value", "morale_value", "hits_to_kill", "movement")
STAT_LABELS = {  # rules terms: show one with ``term("Rules", label)``
    "attack_value": term_noop("Rules", "Attack Value"),
    "missile_value": term_noop("Rules", "Missile Attack Value"),
    "defense_value": term_noop("Rules", "Defense Value"),
    "morale_value": term_noop("Rules", "Morale Value"),
    "hits_to_kill": term_noop("Rules", "Hits to Kill"),
    "movement": term_noop("Rules", "Movement"),
}

MAX_HIT_DICE = 1000  # far above any creature; keeps totals and averages ordinary numbers
_HD = re.compile(r"^\s*(\d+(?:\.\d+)?|\d+\s*/\s*\d+)\s*(?:([+-])\s*(\d+))?\s*$")


class StateError(TextError):
    """A stored or requested state is malformed; ``field`` is the path of the bad field, ``message`` says
    what is wrong with it (a message, or plain text)."""

    def __init__(self, field: str, message: Text):
        super().__init__(message)
        self.field = field
        self.message = message

    def __str__(self) -> str:
        return render(Joined([self.field, self.message], ": "))


def stat_label(key: str) -> Msg:
    """A derived value's name as the GM reads it ("Attack Value")."""
    return term("Rules", STAT_LABELS.get(key, key))


def parse_hd(text: str, plus_counts_as: Fraction = Fraction(0), minus_counts_as: Fraction = Fraction(-1, 2)
             ) -> Fraction:
    """Hit Dice as a number: ``'3'`` 3, ``'1/2'`` 1/2, ``'1+1'`` 1 (+plus_counts_as), ``'1-1'`` 1/2."""
    shown = str(text) if len(str(text)) <= 20 else str(text)[:20] + "..."
    match = _HD.match(str(text)) if len(str(text)) <= 40 else None
    if not match:
        raise TextError(Msg("Poleaxe", "'%1' is not Hit Dice (expected e.g. 3, 1/2, 1+1, 1-1)").args(shown))
    base = match.group(1).replace(" ", "")
    try:
        value = Fraction(base)
    except ZeroDivisionError:
        raise TextError(Msg("Poleaxe", "'%1' is not Hit Dice: a fraction cannot divide by 0").args(shown)) from None
    if value > MAX_HIT_DICE:
        raise TextError(Msg("Poleaxe", "'%1' is not Hit Dice: at most %2 per member").args(shown, MAX_HIT_DICE))
    if match.group(2) == "+":
        value += plus_counts_as
    elif match.group(2) == "-":
        value += minus_counts_as
    return max(Fraction(0), value)


# ---- small readers for from_dict ----------------------------------------------

def _obj(data: Any, path: str) -> dict:
    if not isinstance(data, dict):
        raise StateError(path, Msg("Poleaxe", "expected an object, got %1").args(type(data).__name__))
    return data


def _int(data: dict, key: str, path: str, default: Any = ..., lo: int | None = None, hi: int | None = None,
         optional: bool = False) -> Any:
    full = f"{path}.{key}" if path else key
    if key not in data or (data[key] is None and optional):
        if default is ...:
            raise StateError(full, Msg("Poleaxe", "is required"))
        return default
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateError(full, Msg("Poleaxe", "expected a whole number, got %1").args(_short(value)))
    if lo is not None and value < lo:
        raise StateError(full, Msg("Poleaxe", "must be at least %1, got %2").args(lo, _short(value)))
    if hi is not None and value > hi:
        raise StateError(full, Msg("Poleaxe", "must be at most %1, got %2").args(hi, _short(value)))
    return value


def _short(value: Any) -> Text:
    """A value for an error message, cut short (a request may hold a number of thousands of digits)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** 20:
        return Msg("Poleaxe", "a number of more than 20 digits")
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "..."


def _str(data: dict, key: str, path: str, default: Any = ..., choices: tuple | None = None,
         optional: bool = False) -> Any:
    full = f"{path}.{key}" if path else key
    if key not in data or (data[key] is None and optional):
        if default is ...:
            raise StateError(full, Msg("Poleaxe", "is required"))
        return default
    value = data[key]
    if not isinstance(value, str):
        raise StateError(full, Msg("Poleaxe", "expected text, got %1").args(repr(value)))
    if choices is not None and value not in choices:
        raise StateError(full, Msg("Poleaxe", "must be one of %1; got '%2'").args(", ".join(choices), value))
    return value


def _bool(data: dict, key: str, path: str, default: bool = False) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise StateError(f"{path}.{key}" if path else key,
                         Msg("Poleaxe", "expected true or false, got %1").args(repr(value)))
    return value


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


# ---- members and leader -------------------------------------------------------

@dataclass(frozen=True)
class Member:
    """One combatant: Hit Dice (``'1+1'``, ``'1/2'``) or a character level, AC and hit points."""

    name: str
    hd: str | None = None
    level: int | None = None
    ac: int | None = None
    hp: int | None = None
    current_hp: int | None = None
    condition: str = "fit"
    bed_rest_days: int = 0

    @property
    def active(self) -> bool:
        return self.condition in ACTIVE_CONDITIONS

    def hit_dice(self, plus: Fraction = Fraction(0), minus: Fraction = Fraction(-1, 2)) -> Fraction | None:
        if self.hd is not None:
            return parse_hd(self.hd, plus, minus)
        if self.level is not None:
            return Fraction(self.level)
        return None

    def to_dict(self) -> dict:
        return {"name": self.name, "hd": self.hd, "level": self.level, "ac": self.ac, "hp": self.hp,
                "current_hp": self.current_hp, "condition": self.condition, "bed_rest_days": self.bed_rest_days}

    @classmethod
    def from_dict(cls, data: Any, path: str = "member") -> "Member":
        data = _obj(data, path)
        hd = data.get("hd")
        if hd is not None:
            if isinstance(hd, bool) or not isinstance(hd, (int, float, str)):
                raise StateError(_join(path, "hd"),
                                 Msg("Poleaxe", "expected Hit Dice such as 3, '1/2' or '1+1', got %1").args(repr(hd)))
            hd = str(hd)
            try:
                parse_hd(hd)
            except ValueError as exc:
                raise StateError(_join(path, "hd"), getattr(exc, "message", None) or str(exc)) from None
        return cls(
            name=_str(data, "name", path),
            hd=hd,
            level=_int(data, "level", path, None, lo=0, hi=MAX_HIT_DICE, optional=True),
            ac=_int(data, "ac", path, None, lo=-20, hi=20, optional=True),
            hp=_int(data, "hp", path, None, lo=1, optional=True),
            current_hp=_int(data, "current_hp", path, None, lo=0, optional=True),
            condition=_str(data, "condition", path, "fit", CONDITIONS),
            bed_rest_days=_int(data, "bed_rest_days", path, 0, lo=0),
        )


@dataclass(frozen=True)
class Leader:
    """A leader (or PC) stacked with the squad: level, whether a fighter or trained leader, CHA, Tactics."""

    name: str = "Leader"
    level: int = 0
    trained: bool = False
    cha: int | None = None
    tactics: int | None = None

    def to_dict(self) -> dict:
        return {"name": self.name, "level": self.level, "trained": self.trained, "cha": self.cha,
                "tactics": self.tactics}

    @classmethod
    def from_dict(cls, data: Any, path: str = "leader") -> "Leader":
        data = _obj(data, path)
        return cls(
            name=_str(data, "name", path, "Leader"),
            level=_int(data, "level", path, 0, lo=0, optional=True),
            trained=_bool(data, "trained", path, False) or _bool(data, "fighter", path, False),
            cha=_int(data, "cha", path, None, lo=1, hi=25, optional=True),
            tactics=_int(data, "tactics", path, None, lo=0, hi=30, optional=True),
        )


# ---- derived values -----------------------------------------------------------

@dataclass(frozen=True)
class Stat:
    """A derived value: the table row it came from, every modifier, and the GM's override if any.

    ``basis`` says how the base was found, in English; ``basis_text`` is the same as a message (kept in
    ``to_dict()`` as ``basis_msg``), so the squad builder shows it in the GM's language.
    """

    key: str
    base: int
    basis: str
    modifiers: tuple[Modifier, ...] = ()
    override: int | None = None
    minimum: int | None = None
    basis_text: Any = field(default=None, compare=False, repr=False)

    @property
    def label(self) -> str:
        return STAT_LABELS.get(self.key, self.key)

    @property
    def derived(self) -> int:
        value = self.base + sum(m.value for m in self.modifiers)
        return value if self.minimum is None else max(self.minimum, value)

    @property
    def value(self) -> int:
        return self.derived if self.override is None else self.override

    @property
    def overridden(self) -> bool:
        return self.override is not None

    def to_dict(self) -> dict:
        out = {"key": self.key, "label": self.label, "base": self.base, "basis": self.basis,
               "modifiers": [m.to_dict() for m in self.modifiers], "minimum": self.minimum,
               "derived": self.derived, "override": self.override, "overridden": self.overridden,
               "value": self.value}
        if self.basis_text is not None:
            out["basis_msg"] = to_data(self.basis_text)
        return out

    @classmethod
    def from_dict(cls, data: Any, path: str) -> "Stat":
        data = _obj(data, path)
        mods = data.get("modifiers", [])
        if not isinstance(mods, list):
            raise StateError(f"{path}.modifiers", Msg("Poleaxe", "expected a list"))
        out = []
        for i, m in enumerate(mods):
            here = f"{path}.modifiers[{i}]"
            m = _obj(m, here)
            out.append(Modifier(_str(m, "name", here), _int(m, "value", here)))
        basis_msg = data.get("basis_msg")
        return cls(
            key=_str(data, "key", path, STAT_KEYS),
            base=_int(data, "base", path),
            basis=_str(data, "basis", path, ""),
            modifiers=tuple(out),
            override=_int(data, "override", path, None, optional=True),
            minimum=_int(data, "minimum", path, None, optional=True),
            basis_text=from_data(basis_msg) if isinstance(basis_msg, dict) else None,
        )


@dataclass(frozen=True)
class Effect:
    """A spell effect on a squad for some turns: AV or DV bonus, or incapacitation (temporary hits, held)."""

    name: str
    kind: str
    value: int = 0
    turns_left: int = 1

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind, "value": self.value, "turns_left": self.turns_left}

    @classmethod
    def from_dict(cls, data: Any, path: str) -> "Effect":
        data = _obj(data, path)
        return cls(_str(data, "name", path), _str(data, "kind", path, choices=EFFECT_KINDS),
                   _int(data, "value", path, 0, lo=0), _int(data, "turns_left", path, 1, lo=1))


# ---- the squad ----------------------------------------------------------------

@dataclass(frozen=True)
class Squad:
    """A squad (or a large beast) with what the GM knows, its derived values and its battle state.

    ``stats`` is empty until :func:`muster.rules.poleaxe.builder.build_squad` fills it.
    ``hits`` are Hits to Kill lost for good; ``temp_hits`` come from incapacitating spells
    and go when the spell ends.
    """

    id: str
    name: str
    side: str = ""
    kind: str = "squad"
    squad_type: str | None = None
    members: tuple[Member, ...] = ()
    move_ft: int | None = None
    weapon: str = "normal"
    missile: str | None = None
    mounted: bool = False
    magic_weapons: str = "none"
    special_offence: str = "none"
    special_defence: str = "none"
    skirmisher: bool = False
    leader: Leader | None = None
    overrides: dict = field(default_factory=dict)
    stats: dict = field(default_factory=dict)
    hits: int = 0
    temp_hits: int = 0
    morale: str = "steady"
    effects: tuple[Effect, ...] = ()
    notes: str = ""

    # ---- values --------------------------------------------------------------
    def value(self, key: str) -> int:
        if key not in self.stats:
            raise StateError(f"stats.{key}", Msg("Poleaxe", "squad '%1' has no %2; build it first")
                             .args(self.name, stat_label(key)))
        return self.stats[key].value

    @property
    def built(self) -> bool:
        return bool(self.stats)

    @property
    def active_members(self) -> tuple[Member, ...]:
        return tuple(m for m in self.members if m.active)

    @property
    def htk(self) -> int:
        return self.value("hits_to_kill")

    @property
    def hits_left(self) -> int:
        return max(0, self.htk - self.hits - self.temp_hits)

    @property
    def out_of_fight(self) -> bool:
        return self.hits + self.temp_hits >= self.htk

    @property
    def dropped(self) -> bool:
        """Out of the Fight for good (not just held by a spell)."""
        return self.hits >= self.htk

    @property
    def held(self) -> bool:
        return any(e.kind == "incapacitated" for e in self.effects)

    @property
    def status(self) -> str:
        if self.dropped:
            return "out of the fight"
        if self.out_of_fight:
            return "out of the fight (spell)"
        return self.morale

    def bonus(self, kind: str) -> list[Modifier]:
        return [Modifier(e.name, e.value) for e in self.effects if e.kind == kind and e.value]

    def take_hits(self, n: int) -> "Squad":
        """Lose ``n`` Hits to Kill (never more than are left)."""
        n = max(0, min(n, self.htk - self.hits - self.temp_hits))
        return replace(self, hits=self.hits + n)

    # ---- JSON ----------------------------------------------------------------
    def to_dict(self) -> dict:
        out = {
            "id": self.id, "name": self.name, "side": self.side, "kind": self.kind,
            "squad_type": self.squad_type, "members": [m.to_dict() for m in self.members],
            "move_ft": self.move_ft, "weapon": self.weapon, "missile": self.missile,
            "mounted": self.mounted, "magic_weapons": self.magic_weapons,
            "special_offence": self.special_offence, "special_defence": self.special_defence,
            "skirmisher": self.skirmisher, "leader": self.leader.to_dict() if self.leader else None,
            "overrides": dict(self.overrides), "stats": {k: s.to_dict() for k, s in self.stats.items()},
            "hits": self.hits, "temp_hits": self.temp_hits, "morale": self.morale,
            "effects": [e.to_dict() for e in self.effects], "notes": self.notes,
        }
        if self.stats:
            out["hits_left"] = self.hits_left
            out["status"] = self.status
        return out

    @classmethod
    def from_dict(cls, data: Any, path: str = "") -> "Squad":
        data = _obj(data, path or "squad")
        members = data.get("members", [])
        if not isinstance(members, list):
            raise StateError(_join(path, "members"), Msg("Poleaxe", "expected a list of members"))
        overrides = data.get("overrides") or {}
        if not isinstance(overrides, dict):
            raise StateError(_join(path, "overrides"), Msg("Poleaxe", "expected an object"))
        for key, value in overrides.items():
            if key not in STAT_KEYS:
                raise StateError(_join(path, f"overrides.{key}"),
                                 Msg("Poleaxe", "not a squad value; use one of %1").args(", ".join(STAT_KEYS)))
            if not isinstance(value, int) or isinstance(value, bool):
                raise StateError(_join(path, f"overrides.{key}"),
                                 Msg("Poleaxe", "expected a whole number, got %1").args(repr(value)))
        stats = data.get("stats") or {}
        if not isinstance(stats, dict):
            raise StateError(_join(path, "stats"), Msg("Poleaxe", "expected an object"))
        stat_objs = {}
        for key, value in stats.items():
            if key not in STAT_KEYS:
                raise StateError(_join(path, f"stats.{key}"), Msg("Poleaxe", "not a squad value"))
            stat_objs[key] = Stat.from_dict(value, _join(path, f"stats.{key}"))
        effects = data.get("effects", [])
        if not isinstance(effects, list):
            raise StateError(_join(path, "effects"), Msg("Poleaxe", "expected a list"))
        leader = data.get("leader")
        name = _str(data, "name", path)
        squad = cls(
            id=_str(data, "id", path, name),
            name=name,
            side=_str(data, "side", path, ""),
            kind=_str(data, "kind", path, "squad", KINDS),
            squad_type=_str(data, "squad_type", path, None, optional=True),
            members=tuple(Member.from_dict(m, _join(path, f"members[{i}]")) for i, m in enumerate(members)),
            move_ft=_int(data, "move_ft", path, None, lo=0, optional=True),
            weapon=_str(data, "weapon", path, "normal", WEAPONS),
            missile=_str(data, "missile", path, None, optional=True),
            mounted=_bool(data, "mounted", path),
            magic_weapons=_str(data, "magic_weapons", path, "none", MAGIC_GRADES),
            special_offence=_str(data, "special_offence", path, "none", GRADES),
            special_defence=_str(data, "special_defence", path, "none", GRADES),
            skirmisher=_bool(data, "skirmisher", path),
            leader=None if leader is None else Leader.from_dict(leader, _join(path, "leader")),
            overrides=dict(overrides),
            stats=stat_objs,
            hits=_int(data, "hits", path, 0, lo=0),
            temp_hits=_int(data, "temp_hits", path, 0, lo=0),
            morale=_str(data, "morale", path, "steady", MORALE_STATES),
            effects=tuple(Effect.from_dict(e, _join(path, f"effects[{i}]")) for i, e in enumerate(effects)),
            notes=_str(data, "notes", path, ""),
        )
        if squad.stats:
            for key in ("attack_value", "defense_value", "morale_value", "hits_to_kill", "movement"):
                if key not in squad.stats:
                    raise StateError(_join(path, f"stats.{key}"), Msg("Poleaxe", "is missing from a built squad"))
            if squad.htk < 1:
                raise StateError(_join(path, "stats.hits_to_kill"), Msg("Poleaxe", "must be at least 1"))
            if squad.hits + squad.temp_hits > squad.htk:
                raise StateError(_join(path, "hits"),
                                 Msg("Poleaxe", "hits plus temp_hits (%1) exceed Hits to Kill (%2)")
                                 .args(squad.hits + squad.temp_hits, squad.htk))
        return squad
