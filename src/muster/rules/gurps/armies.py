"""Armies, their units, commander, leaders and seers: JSON-safe state."""

from __future__ import annotations

from dataclasses import dataclass, replace

from muster.i18n import Msg, Text, TextError
from muster.rules.gurps.morale_data import STATUSES
from muster.rules.gurps.powers_data import disaster_rules
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.skill import SkillModifier


def _text(data: dict, key: str, path: str, default=None, allow_empty=False) -> str:
    value = data.get(key, default)
    if not isinstance(value, str) or (not value and not allow_empty):
        if allow_empty:
            raise TextError(Msg("GURPS", "%1: must be text, got %2").args(f"{path}.{key}", repr(value)))
        raise TextError(Msg("GURPS", "%1: must be non-empty text, got %2").args(f"{path}.{key}", repr(value)))
    return value


def _int(data: dict, key: str, path: str, default=None, lo: int | None = None) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise TextError(Msg("GURPS", "%1: must be a whole number, got %2").args(f"{path}.{key}", repr(value)))
    if lo is not None and value < lo:
        raise TextError(Msg("GURPS", "%1: must be at least %2, got %3").args(f"{path}.{key}", lo, value))
    return value


def _bool(data: dict, key: str, path: str, default=False) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise TextError(Msg("GURPS", "%1: must be true or false, got %2").args(f"{path}.{key}", repr(value)))
    return value


def _list(data: dict, key: str, path: str) -> list:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise TextError(Msg("GURPS", "%1: must be a list, got %2").args(f"{path}.{key}", repr(value)))
    return value


def _obj(data, path: str) -> dict:
    if not isinstance(data, dict):
        raise TextError(Msg("GURPS", "%1: must be an object, got %2").args(path, repr(data)))
    return data


@dataclass(frozen=True)
class Leader:
    """A commander or other leader: the skills the mass-combat rules read."""

    name: str
    strategy: int = 10
    tactics: int = 10
    stealth: int = 10
    luck: bool = False
    alive: bool = True
    captured: bool = False

    def skill(self, name: str) -> int:
        return {"strategy": self.strategy, "tactics": self.tactics, "stealth": self.stealth}[name]

    def to_dict(self) -> dict:
        return {"name": self.name, "strategy": self.strategy, "tactics": self.tactics, "stealth": self.stealth,
                "luck": self.luck, "alive": self.alive, "captured": self.captured}

    @classmethod
    def from_dict(cls, data, path: str = "leader") -> "Leader":
        data = _obj(data, path)
        return cls(_text(data, "name", path), _int(data, "strategy", path, 10, 0), _int(data, "tactics", path, 10, 0),
                   _int(data, "stealth", path, 10, 0), _bool(data, "luck", path), _bool(data, "alive", path, True),
                   _bool(data, "captured", path))


@dataclass(frozen=True)
class Seer:
    """A diviner: ``skill`` is the divination skill rolled, ``strategy`` the seer's own Strategy."""

    name: str
    skill: int = 10
    strategy: int = 10

    def to_dict(self) -> dict:
        return {"name": self.name, "skill": self.skill, "strategy": self.strategy}

    @classmethod
    def from_dict(cls, data, path: str = "seer") -> "Seer":
        data = _obj(data, path)
        return cls(_text(data, "name", path), _int(data, "skill", path, 10, 0), _int(data, "strategy", path, 10, 0))


def _num(data: dict, key: str, path: str, lo: float | None = None):
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise TextError(Msg("GURPS", "%1: must be a number, got %2").args(f"{path}.{key}", repr(value)))
    if lo is not None and value < lo:
        raise TextError(Msg("GURPS", "%1: must be at least %2, got %3").args(f"{path}.{key}", lo, value))
    return value


def _race(data: dict, path: str) -> dict | None:
    race = data.get("race")
    if race is None:
        return None
    race = _obj(race, f"{path}.race")
    out = {}
    for key in ("st", "ht", "extra_hp", "super_strength"):
        if key in race:
            out[key] = _int(race, key, f"{path}.race", lo=0 if key == "super_strength" else None)
    unknown = set(race) - set(out)
    if unknown:
        raise TextError(Msg("GURPS", "%1: unknown; use st, ht, extra_hp, super_strength")
                        .args(f"{path}.race.{sorted(unknown)[0]}"))
    return out


def _special(data: dict, path: str) -> tuple[tuple[str, int], ...]:
    out = []
    for i, item in enumerate(_list(data, "special", path)):
        here = f"{path}.special[{i}]"
        item = _obj(item, here)
        out.append((_text(item, "key", here), _int(item, "count", here, 1, 0)))
    return tuple(out)


@dataclass(frozen=True)
class Unit:
    """A body of troops: type, head count, quality, Morale, battle status and what its Troop Strength needs.

    ``ts`` is a TS the GM entered (it wins); otherwise ``ts_per_man`` (or the data's per-man table),
    ``racial_modifier`` (or ``race``: ST, HT, extra HP, Super Strength), ``missile_bonus`` and
    ``armour_bonus`` per man, ``stirrups`` and ``special`` weapons ((key, count) pairs) compute it.
    ``tl`` defaults to the army's; ``battles`` is the unit's experience (battles fought).
    Upkeep: ``hiring_cost`` (the GM's, from the book), ``pay_morale`` (this month's Morale from extra pay,
    already in ``morale``; the next pay day replaces it) and ``unpaid_morale`` (Morale lost to missed pay,
    already in ``morale``; given back once pay resumes).
    """

    name: str
    troop_type: str = "infantry"
    count: int = 100
    quality: str = "Average"
    morale: int = 10
    status: str = "ready"
    losses: int = 0
    ts: float | None = None
    tl: int | None = None
    ts_per_man: float | None = None
    racial_modifier: int | None = None
    race: dict | None = None
    missile_bonus: float = 0
    armour_bonus: float = 0
    stirrups: bool = True
    special: tuple[tuple[str, int], ...] = ()
    battles: float | None = None
    hiring_cost: float | None = None
    pay_morale: int = 0
    unpaid_morale: int = 0

    @property
    def in_battle(self) -> bool:
        return self.status in ("ready", "holds", "thrown_back")

    def to_dict(self) -> dict:
        out = {"name": self.name, "troop_type": self.troop_type, "count": self.count, "quality": self.quality,
               "morale": self.morale, "status": self.status, "losses": self.losses}
        for key in ("ts", "tl", "ts_per_man", "racial_modifier", "race", "battles", "hiring_cost"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        for key in ("missile_bonus", "armour_bonus", "pay_morale", "unpaid_morale"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        if not self.stirrups:
            out["stirrups"] = False
        if self.special:
            out["special"] = [{"key": k, "count": c} for k, c in self.special]
        return out

    @classmethod
    def from_dict(cls, data, path: str = "unit") -> "Unit":
        data = _obj(data, path)
        status = _text(data, "status", path, "ready")
        if status not in STATUSES:
            raise TextError(Msg("GURPS", "%1: must be one of %2, got %3").args(f"{path}.status", ", ".join(STATUSES),
                                                                                repr(status)))
        tl = data.get("tl")
        racial = data.get("racial_modifier")
        return cls(_text(data, "name", path), _text(data, "troop_type", path, "infantry", True),
                   _int(data, "count", path, 100, 0), _text(data, "quality", path, "Average", True),
                   _int(data, "morale", path, 10, 0), status, _int(data, "losses", path, 0, 0),
                   ts=_num(data, "ts", path, 0), tl=None if tl is None else _int(data, "tl", path, lo=0),
                   ts_per_man=_num(data, "ts_per_man", path, 0),
                   racial_modifier=None if racial is None else _int(data, "racial_modifier", path),
                   race=_race(data, path), missile_bonus=_num(data, "missile_bonus", path) or 0,
                   armour_bonus=_num(data, "armour_bonus", path) or 0,
                   stirrups=_bool(data, "stirrups", path, True), special=_special(data, path),
                   battles=_num(data, "battles", path, 0), hiring_cost=_num(data, "hiring_cost", path, 0),
                   pay_morale=_int(data, "pay_morale", path, 0), unpaid_morale=_int(data, "unpaid_morale", path, 0))


@dataclass(frozen=True)
class Army:
    """One side: commander, other leaders, seers, units and standing modifiers.

    ``morale_situation`` holds keys of the data's ``morale_modifiers`` list
    (traditional enemy, homeland ...); ``morale_modifiers`` and
    ``strategy_modifiers`` hold named modifiers set by the GM or by pre-battle
    operations (reconnaissance, a seer's reading, a failed assassination).
    """

    name: str
    commander: Leader
    units: tuple[Unit, ...] = ()
    leaders: tuple[Leader, ...] = ()
    seers: tuple[Seer, ...] = ()
    tech_level: int = 3
    morale_situation: tuple[str, ...] = ()
    morale_modifiers: tuple[SkillModifier, ...] = ()
    strategy_modifiers: tuple[SkillModifier, ...] = ()
    superiority_bonus: int = 0  # special unit superiority the GM judges (the text's rules were not retrieved)
    lasting_morale: tuple[SkillModifier, ...] = ()  # lost commanders: until a clear victory
    pcs: tuple[dict, ...] = ()  # PCs and named NPCs in the battle (see muster.rules.gurps.pcs.PC)

    # ---- questions ----------------------------------------------------------
    def troops(self, in_battle_only: bool = True) -> int:
        return sum(u.count for u in self.units if u.in_battle or not in_battle_only)

    def fighting_units(self) -> tuple[Unit, ...]:
        return tuple(u for u in self.units if u.in_battle)

    def unit(self, name: str) -> Unit:
        for u in self.units:
            if u.name == name:
                return u
        raise KeyError(Msg("GURPS", "%1 has no unit named %2").args(self.name, repr(name)))

    def leader(self, name: str) -> Leader:
        for person in (self.commander, *self.leaders):
            if person.name == name:
                return person
        raise KeyError(Msg("GURPS", "%1 has no leader named %2").args(self.name, repr(name)))

    # ---- changes (new armies, never mutate) ---------------------------------
    def with_units(self, units) -> "Army":
        return replace(self, units=tuple(units))

    def add_morale_modifier(self, mod: SkillModifier) -> "Army":
        return replace(self, morale_modifiers=self.morale_modifiers + (mod,))

    def add_strategy_modifier(self, mod: SkillModifier) -> "Army":
        return replace(self, strategy_modifiers=self.strategy_modifiers + (mod,))

    def record_losses(self, losses: dict[str, int]) -> "Army":
        """The GM's casualty figures (the source gives none): each unit's count drops by its loss."""
        known = {u.name for u in self.units}
        for name, lost in losses.items():
            if name not in known:
                raise KeyError(Msg("GURPS", "%1 has no unit named %2").args(self.name, repr(name)))
            if not isinstance(lost, int) or isinstance(lost, bool) or lost < 0:
                raise TextError(Msg("GURPS", "%1: must be a whole number of troops, 0 or more").args(f"losses.{name}"))
        units = []
        for u in self.units:
            lost = min(losses.get(u.name, 0), u.count)
            units.append(replace(u, count=u.count - lost, losses=u.losses + lost))
        return self.with_units(units)

    def to_dict(self, msg: bool = False) -> dict:
        """The army as JSON; ``msg``: keep the messages naming the rules' modifiers (the campaign file)."""
        return {
            "name": self.name,
            "commander": self.commander.to_dict(),
            "units": [u.to_dict() for u in self.units],
            "leaders": [p.to_dict() for p in self.leaders],
            "seers": [s.to_dict() for s in self.seers],
            "tech_level": self.tech_level,
            "morale_situation": list(self.morale_situation),
            "morale_modifiers": [m.to_dict(msg) for m in self.morale_modifiers],
            "strategy_modifiers": [m.to_dict(msg) for m in self.strategy_modifiers],
            **({"superiority_bonus": self.superiority_bonus} if self.superiority_bonus else {}),
            **({"lasting_morale": [m.to_dict(msg) for m in self.lasting_morale]} if self.lasting_morale else {}),
            **({"pcs": [dict(p) for p in self.pcs]} if self.pcs else {}),
        }

    @classmethod
    def from_dict(cls, data, path: str = "army") -> "Army":
        data = _obj(data, path)
        if "commander" not in data:
            raise TextError(Msg("GURPS", "%1: is required").args(f"{path}.commander"))
        units = tuple(Unit.from_dict(u, f"{path}.units[{i}]") for i, u in enumerate(_list(data, "units", path)))
        names = [u.name for u in units]
        for i, name in enumerate(names):
            if name in names[:i]:
                raise TextError(Msg("GURPS", "%1: two units are called %2").args(f"{path}.units[{i}].name", repr(name)))
        situation = _list(data, "morale_situation", path)
        for i, key in enumerate(situation):
            if not isinstance(key, str) or not key:
                raise TextError(Msg("GURPS", "%1: must be a modifier key").args(f"{path}.morale_situation[{i}]"))
        return cls(
            name=_text(data, "name", path),
            commander=Leader.from_dict(data["commander"], f"{path}.commander"),
            units=units,
            leaders=tuple(Leader.from_dict(p, f"{path}.leaders[{i}]")
                          for i, p in enumerate(_list(data, "leaders", path))),
            seers=tuple(Seer.from_dict(s, f"{path}.seers[{i}]") for i, s in enumerate(_list(data, "seers", path))),
            tech_level=_int(data, "tech_level", path, 3, 0),
            morale_situation=tuple(situation),
            morale_modifiers=tuple(SkillModifier.from_dict(m, f"{path}.morale_modifiers[{i}]")
                                   for i, m in enumerate(_list(data, "morale_modifiers", path))),
            strategy_modifiers=tuple(SkillModifier.from_dict(m, f"{path}.strategy_modifiers[{i}]")
                                     for i, m in enumerate(_list(data, "strategy_modifiers", path))),
            superiority_bonus=_int(data, "superiority_bonus", path, 0),
            lasting_morale=tuple(SkillModifier.from_dict(m, f"{path}.lasting_morale[{i}]")
                                 for i, m in enumerate(_list(data, "lasting_morale", path))),
            pcs=_pcs(data, path),
        )


def _pcs(data: dict, path: str) -> tuple[dict, ...]:
    from muster.rules.gurps.pcs import PC

    pcs = tuple(PC.from_dict(p, f"{path}.pcs[{i}]").to_dict() for i, p in enumerate(_list(data, "pcs", path)))
    names = [p["name"] for p in pcs]
    for i, name in enumerate(names):
        if name in names[:i]:
            raise TextError(Msg("GURPS", "%1: two PCs are called %2").args(f"{path}.pcs[{i}].name", repr(name)))
    return pcs


def successor(army: Army) -> Army:
    """After the commander dies or is captured: the surviving leader with the best Strategy takes over."""
    if army.commander.alive and not army.commander.captured:
        return army
    able = [p for p in army.leaders if p.alive and not p.captured]
    if not able:
        return army
    best = max(able, key=lambda p: p.strategy)
    rest = tuple(p for p in army.leaders if p is not best) + (army.commander,)
    return replace(army, commander=best, leaders=rest)


def kill_leader(army: Army, name: str) -> Army:
    """The named leader dies; a dead commander is replaced by :func:`successor`."""
    army.leader(name)
    if army.commander.name == name:
        return successor(replace(army, commander=replace(army.commander, alive=False)))
    return replace(army, leaders=tuple(replace(p, alive=False) if p.name == name else p for p in army.leaders))


def lose_commander(army: Army, why: Text, tables: Tables) -> Army:
    """Losing a commander lowers the army's morale until it wins a clear victory
    (``disasters.lost_commander_morale``)."""
    value = disaster_rules(tables).lost_commander_morale
    if not value:
        return army
    mod = SkillModifier.of(Msg("GURPS", "Lost commander: %1").args(why), value)
    return replace(army, lasting_morale=army.lasting_morale + (mod,))


def capture_commander(army: Army) -> Army:
    return successor(replace(army, commander=replace(army.commander, captured=True)))


__all__ = ["Leader", "Seer", "Unit", "Army", "successor", "kill_leader", "capture_commander", "lose_commander"]
