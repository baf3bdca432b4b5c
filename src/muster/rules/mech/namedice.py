"""Named dice: GM-entered faces by what they are for.

A headless request may say ``{"attack": [14], "location": [17, 3], "critical": [20]}``;
each roll of that kind takes its faces from the list first, then falls back to
the request's plain ``dice`` list and seed. Every roll, named or not, lands in
the same :class:`Roller` log.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from muster.i18n import Joined, Msg, Text, message_of, render
from muster.rules.dice import DiceError, DiceRequest, Modifier, Roll, Roller, check_faces, parse
from muster.rules.mech.text import logged_modifiers

KINDS = ("initiative", "attack", "location", "damage", "critical", "consciousness", "wake_up", "piloting",
         "shutdown", "ammo_check", "explosion", "repair")


def check_named(named: Mapping | None, path: str = "named_dice") -> dict[str, list[int]]:
    """Validate ``{kind: [faces]}``; raises ``ValueError`` with the field path first."""
    if named is None:
        return {}
    if not isinstance(named, Mapping):
        raise DiceError(Msg("Mech", "%1: expected an object of dice kinds (%2)").args(path, ", ".join(KINDS)))
    out = {}
    for kind, faces in named.items():
        if kind not in KINDS:
            raise DiceError(Msg("Mech", "%1: unknown kind of roll; use %2").args(f"{path}.{kind}", ", ".join(KINDS)))
        if isinstance(faces, int) and not isinstance(faces, bool):
            faces = [faces]
        if not isinstance(faces, list) or not all(isinstance(f, int) and not isinstance(f, bool) for f in faces):
            raise DiceError(Msg("Mech", "%1: expected a list of whole numbers").args(f"{path}.{kind}"))
        out[kind] = list(faces)
    return out


class NamedDiceError(DiceError):
    """A GM-named face is wrong; ``field`` is its exact path (``attacks[0].dice.attack``)."""

    def __init__(self, field: str, message: Text):
        super().__init__(Joined([field, message], ": "))
        self.field = field


class Dice:
    """Rolls through a :class:`Roller`, taking GM-named faces first.

    ``path`` is where the named faces were given in the request (``named_dice``, ``attacks[0].dice``), so a
    bad face is refused with its exact field.
    """

    def __init__(self, roller: Roller, named: Mapping | None = None, parent: "Dice | None" = None,
                 path: str = "named_dice"):
        self.roller = roller
        self.named = {k: list(v) for k, v in (named or {}).items()}
        self.parent = parent
        self.path = path

    def child(self, named: Mapping | None, path: str = "dice") -> "Dice":
        return Dice(self.roller, named, self, path) if named else self

    def _take(self, kind: str, count: int) -> tuple[list[int], str] | None:
        queue = self.named.get(kind)
        if queue:
            if len(queue) < count:
                raise NamedDiceError(f"{self.path}.{kind}",
                                     Msg("Mech", "%1 faces needed, only %2 left").args(count, len(queue)))
            faces, self.named[kind] = queue[:count], queue[count:]
            return faces, f"{self.path}.{kind}"
        return self.parent._take(kind, count) if self.parent else None

    def roll(self, kind: str, notation: str, purpose: Text, modifiers: Iterable[Modifier] = (), *,
             target: int | None = None) -> Roll:
        """``target``: the total the roll must reach, recorded so the log says success or failure.

        ``purpose`` and the modifiers' names go into the log as messages (a rules phrase as its message, the
        GM's own names as typed), shown in the GM's language whenever the log is read.
        """
        spec = parse(notation)
        purpose = message_of(purpose)
        mods = logged_modifiers(modifiers)
        taken = self._take(kind, spec.count)
        if taken is None:
            return self.roller.roll(notation, purpose, mods, target=target)
        try:
            faces = check_faces(DiceRequest(spec, render(purpose)), taken[0])
        except DiceError as exc:
            raise NamedDiceError(taken[1], exc.message) from None
        roll = Roll(spec.notation, purpose, faces, mods, "manual", target)
        self.roller.rolls.append(roll)
        return roll

    def leftover(self) -> dict[str, int]:
        return {k: len(v) for k, v in self.named.items() if v}


def as_dice(dice: "Dice | Roller") -> Dice:
    return dice if isinstance(dice, Dice) else Dice(dice)
