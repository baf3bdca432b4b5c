"""By This Poleaxe: what the use cases return (frozen results), and the same results as the campaign file keeps
them in each action record (``to_dict``; :func:`result_from_dict` reads any of them back).

The stored shapes are those of earlier files (a melee's ``{"attacks", "hits", "htk_lost", "dropped", "morale_due",
"skipped", "blows"}``...); ``text`` is the log's text, which the record keeps apart. Light: no SQLAlchemy, no engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Self


def _ints(value: Any) -> dict[str, int]:
    return {str(k): v for k, v in value.items() if isinstance(v, int)} if isinstance(value, dict) else {}


def _list(value: Any) -> tuple[Any, ...]:
    return tuple(value) if isinstance(value, list | tuple) else ()


def _names(value: Any) -> tuple[str, ...]:
    return tuple(str(x) for x in _list(value))


def _int(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _opt_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True, kw_only=True)
class PoleaxeResult:
    """What every stored Poleaxe result may show in the panel's result box: the blows of a melee and notes
    (message data, or plain text in older files)."""

    text: str = ""
    blows: tuple[Any, ...] = ()
    notes: tuple[Any, ...] = ()

    def box_lines(self) -> tuple[Any, ...]:
        """The lines under the action's text in the result box (blows, then the notes that say something)."""
        return self.blows + tuple(n for n in self.notes if n)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.blows:
            out["blows"] = list(self.blows)
        if self.notes:
            out["notes"] = list(self.notes)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], text: str = "") -> Self:
        """The result stored in an action record (``text``: the record's log text)."""
        return replace(cls._read(data), text=text, blows=_list(data.get("blows")), notes=_list(data.get("notes")))

    @classmethod
    def _read(cls, data: Mapping[str, Any]) -> Self:
        return cls()


@dataclass(frozen=True, kw_only=True)
class SetupResult(PoleaxeResult):
    distance: int = 0
    combatants: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"distance": self.distance, "combatants": self.combatants, "notes": list(self.notes)}

    @classmethod
    def _read(cls, data: Mapping[str, Any]) -> Self:
        return cls(distance=_int(data.get("distance")), combatants=_int(data.get("combatants")))


@dataclass(frozen=True, kw_only=True)
class MeleeResult(PoleaxeResult):
    """A melee resolved: attack rolls, hits, HTK lost by squad name, the squads dropped and those due a check."""

    attacks: int = 0
    hits: int = 0
    htk_lost: dict[str, int] = field(default_factory=dict)
    dropped: tuple[str, ...] = ()
    morale_due: tuple[str, ...] = ()
    skipped: tuple[Any, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"attacks": self.attacks, "hits": self.hits, "htk_lost": dict(self.htk_lost),
                "dropped": list(self.dropped), "morale_due": list(self.morale_due), "skipped": list(self.skipped),
                "blows": list(self.blows)}

    @classmethod
    def _read(cls, data: Mapping[str, Any]) -> Self:
        return cls(attacks=_int(data.get("attacks")), hits=_int(data.get("hits")),
                   htk_lost=_ints(data.get("htk_lost")), dropped=_names(data.get("dropped")),
                   morale_due=_names(data.get("morale_due")), skipped=_list(data.get("skipped")))


@dataclass(frozen=True, kw_only=True)
class MissileResult(PoleaxeResult):
    """One volley: the range in move spaces, hit or miss, HTK lost, and who must check morale."""

    range: int = 0
    hit: bool = False
    htk_lost: int = 0
    morale_due: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"range": self.range, "hit": self.hit, "htk_lost": self.htk_lost, "morale_due": list(self.morale_due)}

    @classmethod
    def _read(cls, data: Mapping[str, Any]) -> Self:
        return cls(range=_int(data.get("range")), hit=bool(data.get("hit")),
                   htk_lost=_int(data.get("htk_lost")), morale_due=_names(data.get("morale_due")))


@dataclass(frozen=True)
class MoraleCheck:
    """One squad's checks in a row: the rolls made, the last roll, whether it routed."""

    unit: int
    name: str
    routs: bool
    roll: int | None
    rolls: tuple[int, ...]
    checks: int
    needed: int

    def to_dict(self) -> dict[str, Any]:
        return {"unit": self.unit, "name": self.name, "routs": self.routs, "roll": self.roll,
                "rolls": list(self.rolls), "checks": self.checks, "needed": self.needed}

    @classmethod
    def from_dict(cls, data: Any) -> MoraleCheck:
        data = data if isinstance(data, dict) else {}
        return cls(_int(data.get("unit")), str(data.get("name", "")), bool(data.get("routs")),
                   _opt_int(data.get("roll")), tuple(_int(r) for r in _list(data.get("rolls"))),
                   _int(data.get("checks"), 1), _int(data.get("needed")))


@dataclass(frozen=True, kw_only=True)
class MoraleResult(PoleaxeResult):
    """The morale checks rolled, and the squads that must check next because a friend in sight routed."""

    checks: tuple[MoraleCheck, ...] = ()
    friends_routing: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"checks": [c.to_dict() for c in self.checks], "friends_routing": list(self.friends_routing)}

    @classmethod
    def _read(cls, data: Mapping[str, Any]) -> Self:
        return cls(checks=tuple(MoraleCheck.from_dict(c) for c in _list(data.get("checks"))),
                   friends_routing=tuple(_int(u) for u in _list(data.get("friends_routing"))))


@dataclass(frozen=True, kw_only=True)
class RallyResult(PoleaxeResult):
    method: str = ""  # "cha" or "tactics"
    rallied: bool = False
    needed: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"method": self.method, "rallied": self.rallied, "needed": self.needed}

    @classmethod
    def _read(cls, data: Mapping[str, Any]) -> Self:
        return cls(method=str(data.get("method", "")), rallied=bool(data.get("rallied")),
                   needed=_int(data.get("needed")))


@dataclass(frozen=True, kw_only=True)
class SpellResult(PoleaxeResult):
    """A spell cast: its name, kind and strength, and the engine's record of each target (``outcomes``)."""

    spell: str = ""
    kind: str = ""
    strength: str = ""
    record: dict[str, Any] = field(default_factory=dict)  # the engine's answer, as stored

    def to_dict(self) -> dict[str, Any]:
        return dict(self.record)

    @classmethod
    def _read(cls, data: Mapping[str, Any]) -> Self:
        return cls(spell=str(data.get("spell", "")), kind=str(data.get("kind", "")),
                   strength=str(data.get("strength", "")), record=dict(data))


@dataclass(frozen=True)
class Casualty:
    member: str
    condition: str
    hp: int | None
    bed_rest_days: int

    def to_dict(self) -> dict[str, Any]:
        return {"member": self.member, "condition": self.condition, "hp": self.hp,
                "bed_rest_days": self.bed_rest_days}

    @classmethod
    def from_dict(cls, data: Any) -> Casualty:
        data = data if isinstance(data, dict) else {}
        return cls(str(data.get("member", "")), str(data.get("condition", "")), _opt_int(data.get("hp")),
                   _int(data.get("bed_rest_days")))


@dataclass(frozen=True)
class AftermathRow:
    """One squad's roll on the Out of the Fight table and its named casualties."""

    unit: int
    name: str
    roll: int
    total: int
    result: str  # the table row's label (a rules term)
    counts: dict[str, int]
    casualties: tuple[Casualty, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"unit": self.unit, "name": self.name, "roll": self.roll, "total": self.total, "result": self.result,
                "counts": dict(self.counts), "casualties": [c.to_dict() for c in self.casualties]}

    @classmethod
    def from_dict(cls, data: Any) -> AftermathRow:
        data = data if isinstance(data, dict) else {}
        return cls(_int(data.get("unit")), str(data.get("name", "")), _int(data.get("roll")),
                   _int(data.get("total")), str(data.get("result", "")), _ints(data.get("counts")),
                   tuple(Casualty.from_dict(c) for c in _list(data.get("casualties"))))


@dataclass(frozen=True, kw_only=True)
class AftermathResult(PoleaxeResult):
    results: tuple[AftermathRow, ...] = ()
    cleric_level: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"results": [r.to_dict() for r in self.results], "cleric_level": self.cleric_level}

    @classmethod
    def _read(cls, data: Mapping[str, Any]) -> Self:
        return cls(results=tuple(AftermathRow.from_dict(r) for r in _list(data.get("results"))),
                   cleric_level=_int(data.get("cleric_level")))


@dataclass(frozen=True)
class AftermathCandidate:
    """A squad that took losses: dropped (it must roll) or damaged (the GM's choice), with each row's chance."""

    unit: int
    name: str
    dropped: bool
    hits: int
    htk: int
    members: tuple[str, ...]
    modifiers: tuple[Any, ...]  # muster.rules.dice.Modifier: the roll's modifiers
    chances: tuple[dict[str, Any], ...]  # {"result", "fraction", "percent", "percent_text"} for each row


#: each action kind's stored result (the action records' ``kind``)
RESULTS: dict[str, type[PoleaxeResult]] = {
    "poleaxe-setup": SetupResult,
    "poleaxe-melee": MeleeResult,
    "poleaxe-missile": MissileResult,
    "poleaxe-morale": MoraleResult,
    "poleaxe-rally": RallyResult,
    "poleaxe-spell": SpellResult,
    "poleaxe-aftermath": AftermathResult,
}


def result_from_dict(data: Any, kind: str = "", text: str = "") -> PoleaxeResult:
    """A stored Poleaxe result typed: by its action's ``kind`` (any other kind: what the result box shows of it);
    a missing or malformed result reads as empty."""
    found = RESULTS.get(kind, PoleaxeResult)
    return found.from_dict(data if isinstance(data, dict) else {}, text)
