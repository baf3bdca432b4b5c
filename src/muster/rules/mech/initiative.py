"""Phase 1, initiative: d20 + piloting; the highest picks first or last, the
others go from lowest to highest. Ties are rerolled among the tied (house default)."""

from __future__ import annotations

from dataclasses import dataclass, field

from muster.i18n import Msg
from muster.rules.dice import Modifier
from muster.rules.mech.namedice import Dice, as_dice
from muster.rules.mech.state import MechState
from muster.rules.mech.text import PILOTING


@dataclass
class InitiativeResult:
    order: list[str]                 # the order mechs move and declare attacks
    ranking: list[str]               # lowest to highest initiative
    highest: str | None
    highest_goes: str
    entries: list[dict] = field(default_factory=list)
    skipped: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"order": self.order, "ranking": self.ranking, "highest": self.highest,
                "highest_goes": self.highest_goes, "rolls_by_mech": self.entries, "skipped": self.skipped}


def roll_initiative(mechs: list[MechState], dice, rules: dict, highest_goes: str = "last") -> InitiativeResult:
    if highest_goes not in ("first", "last"):
        raise ValueError("highest_goes must be 'first' or 'last'")
    dice: Dice = as_dice(dice)
    die = rules["initiative"]["die"]
    active = [m for m in mechs if not m.out_of_action]
    skipped = [{"mech": m.id, "reason": m.status} for m in mechs if m.out_of_action]
    entries = {m.id: {"mech": m.id, "rolls": []} for m in active}
    keys: dict[str, list[int]] = {m.id: [] for m in active}

    def roll_for(group: list[MechState], tie: bool):
        for m in group:
            why = (Msg("Mech", "%1: initiative (tie reroll)") if tie else Msg("Mech", "%1: initiative")).args(m.id)
            r = dice.roll("initiative", die, why, [Modifier(PILOTING, m.pilot.piloting)])
            keys[m.id].append(r.total)
            entries[m.id]["rolls"].append({"roll": r.faces[0], "piloting": m.pilot.piloting, "total": r.total})

    roll_for(active, False)
    for _ in range(50):
        groups: dict[tuple, list[MechState]] = {}
        for m in active:
            groups.setdefault(tuple(keys[m.id]), []).append(m)
        tied = [g for g in groups.values() if len(g) > 1]
        if not tied:
            break
        for group in tied:
            roll_for(group, True)
    ranking = sorted((m.id for m in active), key=lambda i: tuple(keys[i]))
    for m in active:
        entries[m.id]["total"] = keys[m.id][0]
    highest = ranking[-1] if ranking else None
    rest = ranking[:-1]
    order = ([highest] + rest if highest_goes == "first" else rest + [highest]) if highest else []
    return InitiativeResult(order, ranking, highest, highest_goes, [entries[i] for i in ranking], skipped)
