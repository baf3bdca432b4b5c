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

from muster.i18n import Msg, Text, TextError, from_data, render, term, to_data


class DiceError(TextError):
    """A roll could not be made: bad notation, a face out of range, no dice left.

    The message may be a ``muster.i18n.Msg``: ``str(error)`` shows it in the GM's language.
    """


@dataclass(frozen=True)
class Modifier:
    """A number added to a roll; ``name`` may be a message (or a rules term), kept as data in the log."""

    name: Text
    value: int

    @property
    def shown_name(self) -> str:
        """The name in the GM's language (a plain name is looked up as a rules term: "Attack")."""
        return render(term("Rules", self.name) if isinstance(self.name, str) else self.name)

    def to_dict(self, rendered: bool = False) -> dict:
        """As the log keeps it (``rendered``: the name as text in the current language, for JSON answers)."""
        return {"name": self.shown_name if rendered else to_data(self.name), "value": self.value}

    @classmethod
    def from_dict(cls, data: dict) -> "Modifier":
        return cls(from_data(data["name"]), int(data["value"]))


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
        raise DiceError(Msg("Errors", "'%1' is not dice notation (expected e.g. d20, 3d6, 2d10+1)").args(notation))
    count = int(match.group(1) or 1)
    sides = int(match.group(2))
    bonus = int(match.group(4) or 0) * (-1 if match.group(3) == "-" else 1)
    if not 1 <= count <= 100:
        raise DiceError(Msg("Errors", "'%1': the number of dice must be 1 to 100").args(notation))
    if not 2 <= sides <= 1000:
        raise DiceError(Msg("Errors", "'%1': a die needs 2 to 1000 sides").args(notation))
    return DiceSpec(count, sides, bonus)


@dataclass(frozen=True)
class Roll:
    """One roll as it goes into the log: what, why, which faces, which modifiers.

    ``purpose`` may be a message (kept as data in the log, shown in the GM's language).
    """

    notation: str
    purpose: Text
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
        """The roll in one line, in the GM's language."""
        mods = "".join(f" {m.value:+d} {m.shown_name}" for m in self.modifiers)
        faces = "+".join(str(f) for f in self.faces)
        purpose = render(self.purpose)
        verdict = Msg("Log", "success") if self.success else Msg("Log", "failure")
        if self.roll_under:
            if self.target is None:
                return f"{purpose}: {self.notation} [{faces}] = {self.total}"
            return render(Msg("Log", "%1: %2 [%3] = %4 ≤ %5%6: %7").args(
                purpose, self.notation, faces, str(self.total), str(self.target), mods, verdict))
        if self.target is None:
            return f"{purpose}: {self.notation} [{faces}]{mods} = {self.total}"
        return render(Msg("Log", "%1: %2 [%3]%4 = %5 vs %6: %7").args(
            purpose, self.notation, faces, mods, str(self.total), str(self.target), verdict))

    def to_dict(self, rendered: bool = False) -> dict:
        """As the log keeps it (``rendered``: purpose and modifier names as text, for JSON answers)."""
        out = {
            "notation": self.notation,
            "purpose": render(self.purpose) if rendered else to_data(self.purpose),
            "faces": list(self.faces),
            "natural": self.natural,
            "modifiers": [m.to_dict(rendered) for m in self.modifiers],
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
            purpose=from_data(data["purpose"]),
            faces=tuple(int(f) for f in data["faces"]),
            modifiers=tuple(Modifier.from_dict(m) for m in data.get("modifiers", ())),
            source=data.get("source", "auto"),
            target=data.get("target"),
            roll_under=bool(data.get("roll_under", False)),
        )


@dataclass(frozen=True)
class DiceRequest:
    """What a source is asked for: ``count`` dice of ``sides`` sides, and why (in the GM's language)."""

    spec: DiceSpec
    purpose: str


class DiceSource(Protocol):
    @property
    def name(self) -> str: ...

    def faces(self, request: DiceRequest) -> tuple[int, ...]: ...


def check_faces(request: DiceRequest, faces: Sequence[int]) -> tuple[int, ...]:
    spec = request.spec
    if len(faces) != spec.count:
        if spec.count == 1:
            raise DiceError(Msg("Errors", "%1: %2 needs 1 die, got %3").args(request.purpose, spec.notation,
                                                                              len(faces)))
        raise DiceError(Msg("Errors", "%1: %2 needs %n dice, got %3", None, spec.count)
                        .args(request.purpose, spec.notation, len(faces)))
    for face in faces:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= spec.sides:
            raise DiceError(Msg("Errors", "%1: %2 is not a face of a d%3 (1-%3)")
                            .args(request.purpose, repr(face), str(spec.sides)))
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
            if count == 1:
                raise DiceError(Msg("Errors", "%1: %2 needs 1 more die but only %3 were given")
                                .args(request.purpose, request.spec.notation, self.remaining))
            raise DiceError(Msg("Errors", "%1: %2 needs %n more dice but only %3 were given", None, count)
                            .args(request.purpose, request.spec.notation, self.remaining))
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
            raise DiceCancelled(Msg("Errors", "%1: the roll was cancelled").args(request.purpose))
        return check_faces(request, list(faces))


class DiceCancelled(DiceError):
    """The GM cancelled a manual roll; the action is abandoned, nothing is written."""


class DiceNeeded(Exception):
    """Raised by :class:`PromptedDice` when the action needs a roll the GM has not entered yet."""

    def __init__(self, request: DiceRequest):
        super().__init__(render(Msg("Errors", "%1: enter %2").args(request.purpose, request.spec.notation)))
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

    def roll(self, notation: str, purpose: Text, modifiers: Iterable[Modifier] = (), *,
             target: int | None = None, roll_under: bool = False) -> Roll:
        """Roll ``notation`` for ``purpose`` (text or a message, kept as data in the roll).

        ``target`` records what the roll had to reach; with ``roll_under`` the
        roll must not exceed it and ``modifiers`` are the ones that set it.
        """
        spec = parse(notation)
        request = DiceRequest(spec, render(purpose))  # the GM is asked in the language of the moment
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
