"""The free-form dice roller: any sum of dice and numbers (``3d6+2``, ``2d6+1d4-1``), rolled and logged."""

from __future__ import annotations

import re
from dataclasses import dataclass

from muster.i18n import Msg
from muster.inputs import reason
from muster.rules.dice import DiceError, parse
from muster.services.core import CampaignService, ServiceError

NOTATION_LIMIT = 60
_TERM = re.compile(r"([+-])?\s*(\d*\s*[dD]\s*\d+|\d+)\s*")


@dataclass(frozen=True)
class DiceRoll:
    """What the roller rolled: each dice term's faces, the numbers added, and the total."""

    notation: str
    faces: tuple[tuple[int, ...], ...]
    total: int
    text: str  # the log line (the GM's purpose, the dice and the numbers: nothing to translate)


def terms(notation: str) -> list[tuple[int, str]]:
    """``3d6+2`` → ``[(1, "3d6"), (1, "2")]``: each term with its sign, checked."""
    text = (notation or "").strip()
    if not text:
        raise ServiceError(Msg("Errors", "Type the dice to roll, for example 3d6+2 or d20."))
    if len(text) > NOTATION_LIMIT:
        raise ServiceError(Msg("Errors", "Dice notation can be at most %1 characters.").args(NOTATION_LIMIT))
    out: list[tuple[int, str]] = []
    pos = 0
    while pos < len(text):
        match = _TERM.match(text, pos)
        if match is None or match.end() == pos or (out and match.group(1) is None):
            raise ServiceError(Msg("Errors", "'%1' is not dice notation: write dice and numbers joined by + or -, "
                                             "for example 3d6+2, 2d10+1d4 or d20-1.").args(text))
        sign = -1 if match.group(1) == "-" else 1
        term = re.sub(r"\s+", "", match.group(2)).lower()
        if "d" in term:
            try:
                parse(term)
            except DiceError as exc:
                raise ServiceError(reason(exc)) from None
        out.append((sign, term))
        pos = match.end()
    if not any("d" in term for _, term in out):
        raise ServiceError(Msg("Errors", "'%1' has no dice in it: add one, for example d6.").args(text))
    return out


def roll(svc: CampaignService, notation: str, purpose: str = "", battle_id: int | None = None) -> DiceRoll:
    """Roll ``notation`` as one undoable action, logged (in ``battle_id`` when given) with its faces."""
    from muster.campaign.models import Battle

    parts = terms(notation)
    shown = "".join(("-" if sign < 0 else ("+" if i else "")) + term for i, (sign, term) in enumerate(parts))
    purpose = (purpose or "").strip()[:100]
    with svc.action("dice", Msg("Log", "Roll %1").args(shown)) as act:
        battle = act.get(Battle, battle_id, "battle") if battle_id is not None else None
        total, faces, pieces = 0, [], []
        for sign, term in parts:
            if "d" in term:
                rolled = act.roller.roll(term, purpose or Msg("Log", "Dice roller"))
                faces.append(rolled.faces)
                total += sign * rolled.natural
                pieces.append(f"{term} [{'+'.join(str(f) for f in rolled.faces)}]")
            else:
                total += sign * int(term)
                pieces.append(term)
        joined = "".join(("-" if s < 0 else ("+" if i else "")) + p for i, ((s, _), p) in enumerate(zip(parts, pieces)))
        text = f"{purpose + ': ' if purpose else ''}{shown} = {total} ({joined})"
        act.describe(text, battle=battle, result={"notation": shown, "total": total})
    return DiceRoll(shown, tuple(faces), total, text)
