"""Dice: every roll records its notation, purpose, faces and modifiers.

Three sources of faces, one interface (:class:`DiceSource`):

* :class:`SeededDice`: deterministic from a seed and a draw counter, so a
  battle can be replayed and a reopened campaign carries on where it was;
* :class:`ManualDice`: the GM types in what the physical dice showed; values
  are checked against the die's range;
* :class:`ScriptedDice`: fixed faces, for tests and for GM-entered dice in
  headless requests.
"""

from __future__ import annotations

import functools
import hashlib
import random
import re
from dataclasses import dataclass, field
from typing import Callable, Iterable, Protocol, Sequence


class DiceError(ValueError):
    """A roll could not be made: bad notation, a face out of range, no dice left."""


@dataclass(frozen=True)
class Modifier:
    name: str
    value: int

    def to_dict(self) -> dict:
        return {"name": self.name, "value": self.value}


@dataclass(frozen=True)
class DiceSpec:
    count: int
    sides: int
    bonus: int = 0

    @property
    def notation(self) -> str:
        base = f"{self.count}d{self.sides}" if self.count != 1 else f"d{self.sides}"
        if self.bonus:
            base += f"{self.bonus:+d}"
        return base

    @property
    def minimum(self) -> int:
        return self.count + self.bonus

    @property
    def maximum(self) -> int:
        return self.count * self.sides + self.bonus


_NOTATION = re.compile(r"^\s*(\d*)\s*[dD]\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$")


@functools.lru_cache(maxsize=256)
def parse(notation: str) -> DiceSpec:
    """Parse ``d20``, ``3d6``, ``2d20+3`` into a :class:`DiceSpec` (cached: rolls re-read their notation)."""
    match = _NOTATION.match(notation or "")
    if not match:
        raise DiceError(f"'{notation}' is not dice notation (expected e.g. d20, 3d6, 2d10+1)")
    count = int(match.group(1) or 1)
    sides = int(match.group(2))
    bonus = int(match.group(4) or 0) * (-1 if match.group(3) == "-" else 1)
    if not 1 <= count <= 100:
        raise DiceError(f"'{notation}': the number of dice must be 1 to 100")
    if not 2 <= sides <= 1000:
        raise DiceError(f"'{notation}': a die needs 2 to 1000 sides")
    return DiceSpec(count, sides, bonus)


@dataclass(frozen=True)
class Roll:
    """One roll as it goes into the log: what, why, which faces, which modifiers."""

    notation: str
    purpose: str
    faces: tuple[int, ...]
    modifiers: tuple[Modifier, ...] = ()
    source: str = "auto"
    target: int | None = None  # the number to reach (or not exceed, when roll_under)
    roll_under: bool = False  # roll-under checks: modifiers adjust the target, not the total

    @property
    def success(self) -> bool | None:
        if self.target is None:
            return None
        if self.roll_under:
            return self.natural <= self.target
        return self.total >= self.target

    @property
    def natural(self) -> int:
        return sum(self.faces) + parse(self.notation).bonus

    @property
    def modifier_total(self) -> int:
        return sum(m.value for m in self.modifiers)

    @property
    def total(self) -> int:
        """Faces plus modifiers; for a roll-under check the modifiers moved the target instead."""
        return self.natural if self.roll_under else self.natural + self.modifier_total

    def describe(self) -> str:
        mods = "".join(f" {m.value:+d} {m.name}" for m in self.modifiers)
        faces = "+".join(str(f) for f in self.faces)
        if self.roll_under:
            verdict = "" if self.target is None else f" ≤ {self.target}{mods}: {'success' if self.success else 'failure'}"
            return f"{self.purpose}: {self.notation} [{faces}] = {self.total}{verdict}"
        verdict = "" if self.target is None else f" vs {self.target}: {'success' if self.success else 'failure'}"
        return f"{self.purpose}: {self.notation} [{faces}]{mods} = {self.total}{verdict}"

    def to_dict(self) -> dict:
        out = {
            "notation": self.notation,
            "purpose": self.purpose,
            "faces": list(self.faces),
            "natural": self.natural,
            "modifiers": [m.to_dict() for m in self.modifiers],
            "total": self.total,
            "source": self.source,
        }
        if self.target is not None:
            out.update(target=self.target, roll_under=self.roll_under, success=self.success)
        return out

    @classmethod
    def from_dict(cls, data: dict) -> "Roll":
        return cls(
            notation=data["notation"],
            purpose=data["purpose"],
            faces=tuple(int(f) for f in data["faces"]),
            modifiers=tuple(Modifier(m["name"], int(m["value"])) for m in data.get("modifiers", ())),
            source=data.get("source", "auto"),
            target=data.get("target"),
            roll_under=bool(data.get("roll_under", False)),
        )


@dataclass(frozen=True)
class DiceRequest:
    """What a source is asked for: ``count`` dice of ``sides`` sides, and why."""

    spec: DiceSpec
    purpose: str


class DiceSource(Protocol):
    name: str

    def faces(self, request: DiceRequest) -> tuple[int, ...]: ...


def check_faces(request: DiceRequest, faces: Sequence[int]) -> tuple[int, ...]:
    spec = request.spec
    if len(faces) != spec.count:
        raise DiceError(
            f"{request.purpose}: {spec.notation} needs {spec.count} "
            f"{'die' if spec.count == 1 else 'dice'}, got {len(faces)}"
        )
    for face in faces:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= spec.sides:
            raise DiceError(f"{request.purpose}: {face!r} is not a face of a d{spec.sides} (1-{spec.sides})")
    return tuple(faces)


class SeededDice:
    """Deterministic dice: draw ``n`` is a function of (seed, n) only.

    Keeping ``draws`` with the seed lets a reopened campaign continue the same
    sequence, and replaying from a saved counter gives the same faces.
    """

    name = "auto"

    def __init__(self, seed: int | None = None, draws: int = 0):
        self.seed = random.SystemRandom().randrange(2**62) if seed is None else int(seed)
        self.draws = int(draws)

    def faces(self, request: DiceRequest) -> tuple[int, ...]:
        sides = request.spec.sides
        out = []
        for _ in range(request.spec.count):
            # a 64-bit hash of (seed, draw): five times cheaper than seeding a Random per die, and
            # the modulo bias over 2**64 is far below anything a table could notice
            digest = hashlib.blake2b(f"{self.seed}:{self.draws}".encode(), digest_size=8).digest()
            self.draws += 1
            out.append(int.from_bytes(digest, "big") % sides + 1)
        return tuple(out)


class ScriptedDice:
    """Faces given in advance, consumed in order (tests, headless GM dice)."""

    name = "scripted"

    def __init__(self, values: Iterable[int]):
        self._values = list(values)
        self._next = 0

    @property
    def remaining(self) -> int:
        return len(self._values) - self._next

    def faces(self, request: DiceRequest) -> tuple[int, ...]:
        count = request.spec.count
        if self.remaining < count:
            raise DiceError(
                f"{request.purpose}: {request.spec.notation} needs {count} more "
                f"{'die' if count == 1 else 'dice'} but only {self.remaining} were given"
            )
        faces = self._values[self._next : self._next + count]
        self._next += count
        return check_faces(request, faces)


class ManualDice:
    """The GM enters physical rolls; ``ask`` returns the faces or ``None`` to cancel."""

    name = "manual"

    def __init__(self, ask: Callable[[DiceRequest], Sequence[int] | None]):
        self._ask = ask

    def faces(self, request: DiceRequest) -> tuple[int, ...]:
        faces = self._ask(request)
        if faces is None:
            raise DiceCancelled(f"{request.purpose}: the roll was cancelled")
        return check_faces(request, list(faces))


class DiceCancelled(DiceError):
    """The GM cancelled a manual roll; the action is abandoned, nothing is written."""


class DiceNeeded(Exception):
    """Raised by :class:`PromptedDice` when the action needs a roll the GM has not entered yet."""

    def __init__(self, request: DiceRequest):
        super().__init__(f"{request.purpose}: enter {request.spec.notation}")
        self.request = request


class PromptedDice:
    """GM-entered dice for interactive use, without waiting inside a transaction.

    When an action needs a roll that has not been entered, :class:`DiceNeeded`
    aborts it (so its transaction rolls back); the caller asks the GM, calls
    :meth:`answer`, and runs the action again from the start. Actions are
    deterministic given their dice, so the rerun reaches the same roll, takes
    the answer, and goes on to the next one.
    """

    name = "manual"

    def __init__(self):
        self._answers: list[tuple[int, ...]] = []
        self._next = 0

    def restart(self) -> None:
        self._next = 0

    def reset(self) -> None:
        self._answers.clear()
        self._next = 0

    def answer(self, request: DiceRequest, faces: Sequence[int]) -> None:
        self._answers.append(check_faces(request, list(faces)))

    def faces(self, request: DiceRequest) -> tuple[int, ...]:
        if self._next < len(self._answers):
            faces = check_faces(request, self._answers[self._next])
            self._next += 1
            return faces
        raise DiceNeeded(request)


@dataclass
class Roller:
    """Makes rolls from a source and remembers them for the action record."""

    source: DiceSource
    rolls: list[Roll] = field(default_factory=list)

    def roll(self, notation: str, purpose: str, modifiers: Iterable[Modifier] = (), *,
             target: int | None = None, roll_under: bool = False) -> Roll:
        """Roll ``notation`` for ``purpose``.

        ``target`` records what the roll had to reach; with ``roll_under`` the
        roll must not exceed it and ``modifiers`` are the ones that set it.
        """
        spec = parse(notation)
        request = DiceRequest(spec, purpose)
        # asked before drawing (a mixed source changes after); a source that mixes by purpose says per request
        source_for = getattr(self.source, "source_for", None)
        source_name = source_for(request) if source_for is not None else self.source.name
        faces = self.source.faces(request)
        roll = Roll(spec.notation, purpose, faces, tuple(modifiers), source_name, target, roll_under)
        self.rolls.append(roll)
        return roll


def distribution(notation: str) -> dict[int, int]:
    """Exact outcome counts of a dice expression: ``{total: ways}`` (sum = sides**count)."""
    spec = parse(notation)
    counts = {0: 1}
    for _ in range(spec.count):
        nxt: dict[int, int] = {}
        for total, ways in counts.items():
            for face in range(1, spec.sides + 1):
                nxt[total + face] = nxt.get(total + face, 0) + ways
        counts = nxt
    return {total + spec.bonus: ways for total, ways in counts.items()}
