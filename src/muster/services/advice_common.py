"""What the BUCS and By This Poleaxe advisors share: the campaign's advice seed, the order options are ranked in,
and the one-line texts (a modifier, a chance) in the GM's language."""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, Callable

from muster.i18n import Msg, Text, render

if TYPE_CHECKING:
    from muster.rules.dice import Modifier
    from muster.services.advice import Option
    from muster.services.core import CampaignService


def campaign_seed(svc: CampaignService, battle_id: int) -> int:
    """The seed advice on this battle is run with: from the campaign's dice seed, the battle's id and the number of
    actions in the file, so the same campaign gives the same advice (and an action, new advice). Reads only."""
    from sqlalchemy import func, select

    from muster.campaign.models import Action

    with svc.file.read_sessions() as s:
        actions = s.scalar(select(func.count(Action.id))) or 0
    return zlib.crc32(f"{svc.dice_seed}:{battle_id}:{actions}".encode()) & 0x7FFFFFFF


def ranked(options: list[Option], quick: Callable[[Option], float] | None = None) -> tuple[Option, ...]:
    """Best first: the higher chance (to 3 places, what the GM can tell apart), then the quicker decision
    (``quick``: the expected rounds, fewer first), then the label, so the order is the same run after run."""
    return tuple(sorted(options, key=lambda o: (-round(o.win, 3), quick(o) if quick else 0.0, o.label)))


def modifier_line(mod: Modifier, whose: str = "") -> str:
    """``+2 Dug in``, or ``them: -4 Quality: Green`` (``whose`` = "them")."""
    value = f"{mod.value:+d}"
    if whose == "them":
        return render(Msg("Advice", "them: %1 %2").args(value, mod.shown_name))
    return render(Msg("Advice", "%1 %2").args(value, mod.shown_name))


def percent(p: float) -> str:
    from muster.rules.chance import percent_text

    return percent_text(p)


def text(value: Text) -> str:
    return render(value)
