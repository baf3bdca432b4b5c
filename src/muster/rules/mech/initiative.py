"""Phase 1, initiative: d20 + piloting; the highest picks first or last, the
others go from lowest to highest. Ties are rerolled among the tied (house default)."""

from __future__ import annotations

from dataclasses import dataclass, field

from muster.i18n import Msg
from muster.rules.dice import Modifier, Roller
from muster.rules.mech.mechtables import RulesData, as_tables
from muster.rules.mech.namedice import Dice, as_dice
from muster.rules.mech.state import MechState
from muster.rules.mech.text import PILOTING


@dataclass
class InitiativeThrow:
    """One d20 of a mech's initiative (the first, or a tie reroll)."""

    roll: int
    piloting: int
    total: int

    def to_dict(self) -> dict[str, int]:
        return {"roll": self.roll, "piloting": self.piloting, "total": self.total}


@dataclass
class InitiativeEntry:
    """A mech's initiative: every throw (ties rerolled) and the total of the first."""

    mech: str
    rolls: list[InitiativeThrow] = field(default_factory=list)
    total: int = 0

    def to_dict(self) -> dict[str, object]:
        return {"mech": self.mech, "rolls": [r.to_dict() for r in self.rolls], "total": self.total}


@dataclass(frozen=True)
class InitiativeSkip:
    mech: str
    reason: str

    def to_dict(self) -> dict[str, str]:
        return {"mech": self.mech, "reason": self.reason}


@dataclass
class InitiativeResult:
    order: list[str]                 # the order mechs move and declare attacks
    ranking: list[str]               # lowest to highest initiative
    highest: str | None
    highest_goes: str
    entries: list[InitiativeEntry] = field(default_factory=list)
    skipped: list[InitiativeSkip] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {"order": self.order, "ranking": self.ranking, "highest": self.highest,
                "highest_goes": self.highest_goes, "rolls_by_mech": [e.to_dict() for e in self.entries],
                "skipped": [s.to_dict() for s in self.skipped]}


def roll_initiative(mechs: list[MechState], dice: Dice | Roller, rules: RulesData,
                    highest_goes: str = "last") -> InitiativeResult:
    if highest_goes not in ("first", "last"):
        raise ValueError("highest_goes must be 'first' or 'last'")
    thrower: Dice = as_dice(dice)
    die = as_tables(rules).initiative_die
    active = [m for m in mechs if not m.out_of_action]
    skipped = [InitiativeSkip(m.id, m.status) for m in mechs if m.out_of_action]
    entries = {m.id: InitiativeEntry(m.id) for m in active}
    keys: dict[str, list[int]] = {m.id: [] for m in active}

    def roll_for(group: list[MechState], tie: bool) -> None:
        for m in group:
            why = (Msg("Mech", "%1: initiative (tie reroll)") if tie else Msg("Mech", "%1: initiative")).args(m.id)
            r = thrower.roll("initiative", die, why, [Modifier(PILOTING, m.pilot.piloting)])
            keys[m.id].append(r.total)
            entries[m.id].rolls.append(InitiativeThrow(r.faces[0], m.pilot.piloting, r.total))

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
        entries[m.id].total = keys[m.id][0]
    highest = ranking[-1] if ranking else None
    rest = ranking[:-1]
    order = ([highest] + rest if highest_goes == "first" else rest + [highest]) if highest else []
    return InitiativeResult(order, ranking, highest, highest_goes, [entries[i] for i in ranking], skipped)
