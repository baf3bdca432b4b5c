"""Battle set-up and the five-phase turn tracker.

Bodies (a squad alone, or a 'battle'/'conroy' of squads in battles of over
100 combatants) stand on a line measured in move spaces: the first side at
0 facing up the line, the second 2d6 spaces away facing down it. Direct
contact is 0 spaces. The tracker walks declare -> half move -> missiles and
spells -> finish move -> melee, moving bodies as it enters the two movement
phases and counting spell effects down at the end of the turn.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from muster.i18n import Msg, Text, render, term
from muster.rules.dice import Roll, Roller

from .combat import RulesError
from .data import as_tables
from .spells import end_of_turn
from .squad import StateError, _bool, _int, _obj, _str
from .tables import PoleaxeTables, Tables


@dataclass(frozen=True)
class Body:
    id: str
    name: str
    side: str
    squads: tuple[str, ...]
    position: int = 0
    declared: int = 0
    charge: bool = False
    moved: int = 0

    @property
    def stationary(self) -> bool:
        return self.declared == 0

    def to_dict(self) -> dict:
        return {"id": self.id, "name": self.name, "side": self.side, "squads": list(self.squads),
                "position": self.position, "declared": self.declared, "charge": self.charge, "moved": self.moved}

    @classmethod
    def from_dict(cls, data: Any, path: str) -> "Body":
        data = _obj(data, path)
        squads = data.get("squads", [])
        if not isinstance(squads, list) or not all(isinstance(s, str) for s in squads):
            raise StateError(f"{path}.squads", Msg("Poleaxe", "expected a list of squad ids"))
        name = _str(data, "name", path)
        return cls(_str(data, "id", path, name), name, _str(data, "side", path), tuple(squads),
                   _int(data, "position", path, 0), _int(data, "declared", path, 0),
                   _bool(data, "charge", path), _int(data, "moved", path, 0))


@dataclass(frozen=True)
class Battle:
    sides: tuple[str, str]
    bodies: tuple[Body, ...]
    turn: int = 1
    phase: int = 0
    start_distance: int = 0

    def phase_key(self, tables: Tables) -> str:
        return as_tables(tables).battle.phases[self.phase].key

    def body(self, body_id: str) -> Body:
        for b in self.bodies:
            if b.id == body_id:
                return b
        raise RulesError(Msg("Poleaxe", "no body with id '%1'").args(body_id), "body")

    def facing(self, body: Body) -> int:
        return 1 if body.side == self.sides[0] else -1

    def distance(self, a: str, b: str) -> int:
        return abs(self.body(a).position - self.body(b).position)

    def distances(self) -> list[dict]:
        """Move spaces between every pair of opposing bodies, and whether they are engaged (0)."""
        out = []
        for a in self.bodies:
            for b in self.bodies:
                if a.side == self.sides[0] and b.side == self.sides[1]:
                    d = abs(a.position - b.position)
                    out.append({"a": a.id, "b": b.id, "distance": d, "engaged": d == 0})
        return out

    def to_dict(self) -> dict:
        return {"sides": list(self.sides), "bodies": [b.to_dict() for b in self.bodies], "turn": self.turn,
                "phase": self.phase, "start_distance": self.start_distance, "distances": self.distances()}

    @classmethod
    def from_dict(cls, data: Any, path: str = "battle") -> "Battle":
        data = _obj(data, path)
        sides = data.get("sides")
        if not isinstance(sides, list) or len(sides) != 2 or not all(isinstance(s, str) for s in sides) \
                or sides[0] == sides[1]:
            raise StateError(f"{path}.sides", Msg("Poleaxe", "expected two different side names"))
        bodies = data.get("bodies")
        if not isinstance(bodies, list) or not bodies:
            raise StateError(f"{path}.bodies", Msg("Poleaxe", "expected a non-empty list of bodies"))
        objs = tuple(Body.from_dict(b, f"{path}.bodies[{i}]") for i, b in enumerate(bodies))
        for i, b in enumerate(objs):
            if b.side not in sides:
                raise StateError(f"{path}.bodies[{i}].side", Msg("Poleaxe", "must be one of %1").args(", ".join(sides)))
        ids = [b.id for b in objs]
        if len(set(ids)) != len(ids):
            raise StateError(f"{path}.bodies", Msg("Poleaxe", "body ids must be unique"))
        return cls(tuple(sides), objs, _int(data, "turn", path, 1, lo=1), _int(data, "phase", path, 0, lo=0, hi=4),
                   _int(data, "start_distance", path, 0, lo=0))


@dataclass(frozen=True)
class PhaseResult:
    battle: Battle
    squads: dict
    events: tuple[Text, ...]  # messages: what entering the phase did
    tables: PoleaxeTables | None = None

    def to_dict(self) -> dict:
        phase = self.tables.battle.phases[self.battle.phase] if self.tables else None
        return {"battle": self.battle.to_dict(), "turn": self.battle.turn, "phase": phase.key if phase else None,
                "phase_label": phase.label if phase else None, "events": [render(e) for e in self.events],
                "squads": {sid: s.to_dict() for sid, s in self.squads.items()}}


def start_distance(roller: Roller, tables: Tables) -> Roll:
    return roller.roll(as_tables(tables).battle.start_distance,
                       Msg("Poleaxe", "Move spaces between the sides at the start"))


def setup_battle(sides: dict[str, list[str]], roller: Roller, tables: Tables, *,
                 bodies: list[dict] | None = None, combatants: int | None = None) -> tuple[Battle, Roll, list[Text]]:
    """Roll 2d6 move spaces between the two sides and place their bodies.

    ``sides`` maps the two side names to squad ids. Without ``bodies`` each
    side forms one body. Returns the battle, the distance roll and notes (messages).
    """
    names = list(sides)
    if len(names) != 2:
        raise RulesError(Msg("Poleaxe", "a battle has exactly two sides"), "sides")
    roll = start_distance(roller, tables)
    notes: list[Text] = []
    limit = as_tables(tables).bodies_over_combatants
    if combatants is not None and combatants > limit:
        notes.append(Msg("Poleaxe", "%1 combatants: over %2, so squads fight grouped in bodies (battles or conroys)")
                     .args(combatants, limit))
    made = []
    if bodies:
        for i, b in enumerate(bodies):
            body = Body.from_dict(b, f"bodies[{i}]")
            if body.side not in names:
                raise RulesError(Msg("Poleaxe", "side must be one of %1").args(", ".join(names)), f"bodies[{i}].side")
            for sid in body.squads:
                if sid not in sides[body.side]:
                    raise RulesError(Msg("Poleaxe", "squad '%1' is not on side '%2'").args(sid, body.side),
                                     f"bodies[{i}].squads")
            made.append(body)
    else:
        made = [Body(n, n, n, tuple(sides[n])) for n in names]
    placed = tuple(replace(b, position=0 if b.side == names[0] else roll.total, declared=0, moved=0, charge=False)
                   for b in made)
    return Battle((names[0], names[1]), placed, 1, 0, roll.total), roll, notes


def declare(battle: Battle, body_id: str, spaces: int, tables: Tables, *, charge: bool = False,
            squads: dict | None = None) -> Battle:
    """Phase 1: a body declares how many spaces it moves (negative = away from the enemy) and if it charges."""
    if battle.phase_key(tables) != "declare":
        raise RulesError(Msg("Poleaxe", "movement and charges are declared in phase 1 only"), "phase")
    body = battle.body(body_id)
    if squads is not None:
        moves = [squads[s].value("movement") for s in body.squads if s in squads and not squads[s].out_of_fight]
        if moves and abs(spaces) > min(moves):
            raise RulesError(Msg("Poleaxe", "'%1' moves at most %2 spaces (its slowest squad)").args(body.name,
                                                                                                    min(moves)),
                             "spaces")
    if charge and spaces <= 0:
        raise RulesError(Msg("Poleaxe", "a charge moves towards the enemy"), "charge")
    new = replace(body, declared=spaces, charge=charge, moved=0)
    return replace(battle, bodies=tuple(new if b.id == body_id else b for b in battle.bodies))


def _move(battle: Battle, amounts: dict[str, int]) -> tuple[Battle, list[Text]]:
    """Move bodies together by signed amounts (toward the enemy > 0); opposing bodies stop at contact."""
    events: list[Text] = []
    new_pos = {}
    for b in battle.bodies:
        new_pos[b.id] = b.position + battle.facing(b) * amounts.get(b.id, 0)
    first = [b for b in battle.bodies if b.side == battle.sides[0]]
    second = [b for b in battle.bodies if b.side == battle.sides[1]]
    for a in first:
        for b in second:
            if a.position <= b.position and new_pos[a.id] >= new_pos[b.id]:
                na, nb = max(0, amounts.get(a.id, 0)), max(0, amounts.get(b.id, 0))
                gap = b.position - a.position
                share = math.ceil(gap * na / (na + nb)) if na + nb else 0
                meet = a.position + share
                new_pos[a.id] = meet
                new_pos[b.id] = meet
                events.append(Msg("Poleaxe", "%1 and %2 come into contact").args(a.name, b.name))
    bodies = []
    for b in battle.bodies:
        moved = abs(new_pos[b.id] - b.position)
        bodies.append(replace(b, position=new_pos[b.id], moved=b.moved + moved))
        if moved:
            events.append(Msg("Poleaxe", "%1 moves %n space", None, moved).args(b.name) if moved == 1
                          else Msg("Poleaxe", "%1 moves %n spaces", None, moved).args(b.name))
    return replace(battle, bodies=tuple(bodies)), events


def half(spaces: int, tables: Tables) -> int:
    rounding = math.ceil if as_tables(tables).battle.half_move_rounding == "up" else math.floor
    return int(math.copysign(rounding(abs(spaces) / 2), spaces)) if spaces else 0


def advance_phase(battle: Battle, tables: Tables, squads: dict | None = None) -> PhaseResult:
    """Go to the next phase, doing what entering it means (pure: new battle and squads)."""
    tables = as_tables(tables)
    squads = dict(squads or {})
    phases = tables.battle.phases
    nxt = (battle.phase + 1) % len(phases)
    key = phases[nxt].key
    events: list[Text] = []
    if key == "half_move":
        battle, events = _move(replace(battle, phase=nxt), {b.id: half(b.declared, tables) for b in battle.bodies})
    elif key == "finish_move":
        battle, events = _move(replace(battle, phase=nxt),
                               {b.id: b.declared - half(b.declared, tables) for b in battle.bodies})
    elif key == "melee":
        battle = replace(battle, phase=nxt)
        for d in battle.distances():
            if d["engaged"]:
                events.append(Msg("Poleaxe", "%1 and %2 are engaged in melee").args(battle.body(d["a"]).name,
                                                                                    battle.body(d["b"]).name))
    elif key == "declare":
        battle = replace(battle, phase=nxt, turn=battle.turn + 1,
                         bodies=tuple(replace(b, declared=0, charge=False, moved=0) for b in battle.bodies))
        for sid, squad in squads.items():
            after = end_of_turn(squad)
            if after != squad:
                squads[sid] = after
                events.append(Msg("Poleaxe", "%1: spell effects counted down").args(squad.name))
        events.append(Msg("Poleaxe", "Turn %1 begins").args(battle.turn))
    else:
        battle = replace(battle, phase=nxt)
    events.insert(0, Msg("Poleaxe", "Phase %1: %2").args(nxt + 1, term("Rules", phases[nxt].label)))
    return PhaseResult(battle, squads, tuple(events), tables)
