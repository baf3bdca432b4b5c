"""Morale checks (d10 at or under the Morale Value, or the squad routs) and rallying by a leader."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Iterable

from muster.i18n import Joined, Msg, Text, render, term
from muster.rules import dice
from muster.rules.chance import percent_text
from muster.rules.dice import Modifier, Roll, Roller

from .combat import RulesError
from .data import as_tables
from .squad import Leader, Squad
from .tables import Tables
from .words import modifiers_after, morale_word


def _at_or_under(notation: str, needed: int) -> Fraction:
    dist = dice.distribution(notation)
    return Fraction(sum(w for t, w in dist.items() if t <= needed), sum(dist.values()))


def _at_least(notation: str, needed: int) -> Fraction:
    dist = dice.distribution(notation)
    return Fraction(sum(w for t, w in dist.items() if t >= needed), sum(dist.values()))


@dataclass(frozen=True)
class MoraleResult:
    squad: Squad
    reasons: tuple[str, ...]
    roll: Roll | None
    base: int
    modifiers: tuple[Modifier, ...]
    needed: int
    routs: bool
    note: Text = ""  # why there was no roll (a message)

    @property
    def margin(self) -> int | None:
        return None if self.roll is None else self.needed - self.roll.natural

    def to_dict(self, tables: Tables | None = None) -> dict:
        """A JSON answer: modifier names and notes as text in the current language."""
        labels = as_tables(tables).morale.triggers if tables else {}
        return {"squad": self.squad.id, "name": self.squad.name, "reasons": list(self.reasons),
                "reason_labels": [labels.get(r, r) for r in self.reasons],
                "roll": None if self.roll is None else self.roll.natural, "base": self.base,
                "base_name": "Morale Value", "modifiers": [m.to_dict(rendered=True) for m in self.modifiers],
                "needed": self.needed, "margin": self.margin, "passed": not self.routs, "routs": self.routs,
                "morale": self.squad.morale, "note": render(self.note),
                "raises": ["friends_routing"] if self.routs else [],
                "flight": render(Msg("Poleaxe", "%1 routs at once, away from the closest enemy danger along the "
                                                "safest route; friendly squads that see it must check morale")
                                 .args(self.squad.name)) if self.routs else "",
                "squad_after": self.squad.to_dict()}


def morale_needed(squad: Squad, tables: Tables, secure_position: bool = False,
                  modifiers: Iterable[Modifier] = ()) -> tuple[int, list[Modifier], int]:
    base = squad.value("morale_value")
    mods = []
    if secure_position:
        entry = as_tables(tables).morale_value.secure_position
        mods.append(Modifier(entry.label, entry.value))
    mods += list(modifiers)
    return base, mods, base + sum(m.value for m in mods)


def hold_chance(squad: Squad, tables: Tables, secure_position: bool = False,
                modifiers: Iterable[Modifier] = ()) -> Fraction:
    """Exact chance that a morale check holds."""
    return _at_or_under(as_tables(tables).morale.die, morale_needed(squad, tables, secure_position, modifiers)[2])


def check_morale(squad: Squad, reasons: Iterable[str], roller: Roller, tables: Tables, *,
                 secure_position: bool = False, modifiers: Iterable[Modifier] = ()) -> MoraleResult:
    """Roll d10 against the Morale Value; over it, the squad routs (a new squad state is returned)."""
    reasons = tuple(reasons)
    known = as_tables(tables).morale.triggers
    for i, r in enumerate(reasons):
        if r not in known:
            raise RulesError(Msg("Poleaxe", "unknown morale trigger '%1'; use one of %2").args(r, ", ".join(known)),
                             f"reasons[{i}]")
    base, mods, needed = morale_needed(squad, tables, secure_position, modifiers)
    if squad.out_of_fight:
        return MoraleResult(squad, reasons, None, base, tuple(mods), needed, False,
                            Msg("Poleaxe", "Out of the Fight: no morale check"))
    if squad.morale == "routing":
        return MoraleResult(squad, reasons, None, base, tuple(mods), needed, True,
                            Msg("Poleaxe", "already routing: no check"))
    why = Joined([term("Rules", known[r]) for r in reasons], ", ") if reasons else Msg("Poleaxe", "GM's call")
    roll = roller.roll(as_tables(tables).morale.die,
                       Msg("Poleaxe", "%1 morale check (%2): holds on %3 or less (MV %4%5)")
                       .args(squad.name, why, needed, base, modifiers_after(mods)))
    routs = roll.natural > needed
    after = replace(squad, morale="routing") if routs else squad
    return MoraleResult(after, reasons, roll, base, tuple(mods), needed, routs)


def check_morale_times(squad: Squad, reasons: Iterable[str], checks: int, roller: Roller, tables: Tables, *,
                       secure_position: bool = False, modifiers: Iterable[Modifier] = ()) -> list[MoraleResult]:
    """Up to ``checks`` morale checks in a row (one for each hit scored...), stopping when the squad routs."""
    out: list[MoraleResult] = []
    modifiers = tuple(modifiers)
    for _ in range(max(1, checks)):
        res = check_morale(squad, reasons, roller, tables, secure_position=secure_position, modifiers=modifiers)
        out.append(res)
        squad = res.squad
        if res.routs or res.roll is None:
            break
    return out


@dataclass(frozen=True)
class MoraleRound:
    """Every check rolled, the squads after them, and who had to check because a friend routed."""

    results: tuple[MoraleResult, ...]
    squads: dict
    friends: tuple[tuple[str, str], ...] = ()   # (squad that checked, squad whose rout it saw)

    def to_dict(self, tables: Tables) -> dict:
        return {"results": [r.to_dict(tables) for r in self.results],
                "friends_routing": [{"squad": a, "saw_rout_of": b} for a, b in self.friends],
                "squads": {sid: sq.to_dict() for sid, sq in self.squads.items()}}


def bodies_by_side(squads: dict) -> list[list[str]]:
    """House default for line of sight: a squad sees the squads of its own body; without bodies, its side."""
    out: dict[str, list[str]] = {}
    for sid, squad in squads.items():
        if squad.side:
            out.setdefault(squad.side, []).append(sid)
    return list(out.values())


def resolve_morale(squads: dict, dues: Iterable, roller: Roller, tables: Tables, *,
                   bodies: Iterable[Iterable[str]] | None = None, secure: Iterable[str] = ()) -> MoraleRound:
    """Roll the checks ``dues`` (``MoraleDue``-like: squad, reasons, checks) and their cascade.

    When a squad routs, every other squad of its body that is still steady checks once more (friends
    routing), in the same phase, and so on (NOTES.md 5): routs cascade.
    """
    squads = dict(squads)
    groups = [list(b) for b in (bodies if bodies is not None else bodies_by_side(squads))]
    secure = set(secure)
    queue = [(d.squad, tuple(d.reasons), getattr(d, "checks", 1)) for d in dues]
    results: list[MoraleResult] = []
    friends: list[tuple[str, str]] = []
    while queue:
        sid, reasons, checks = queue.pop(0)
        if sid not in squads:
            raise RulesError(Msg("Poleaxe", "no squad with id '%1'").args(sid), "squad")
        for res in check_morale_times(squads[sid], reasons, checks, roller, tables,
                                      secure_position=sid in secure):
            squads[sid] = res.squad
            results.append(res)
            if res.routs and res.roll is not None:
                for body in groups:
                    if sid not in body:
                        continue
                    for other in body:
                        friend = squads.get(other)
                        if other != sid and friend is not None and not friend.out_of_fight \
                                and friend.morale != "routing":
                            queue.append((other, ("friends_routing",), 1))
                            friends.append((other, sid))
    return MoraleRound(tuple(results), squads, tuple(friends))


# ---- rally ----------------------------------------------------------------------

def cha_modifier(cha: int, tables: Tables) -> int:
    bands = as_tables(tables).rally.cha_modifiers
    for band in bands:
        if band.covers(cha):
            return band.value
    return bands[0].value if cha < bands[0].min else 0


@dataclass(frozen=True)
class RallyOdds:
    cha_chance: Fraction | None
    tactics_chance: Fraction | None
    method: str

    @property
    def chance(self) -> Fraction:
        chance = self.tactics_chance if self.method == "tactics" else self.cha_chance
        assert chance is not None  # rally_odds chooses a method that has a chance
        return chance


def rally_odds(leader: Leader, tables: Tables, modifiers: Iterable[Modifier] = ()) -> RallyOdds:
    """Exact chances of the CHA check and of the Tactics roll; the better one is used (CHA on a tie)."""
    rally = as_tables(tables).rally
    extra = sum(m.value for m in modifiers)
    cha = None
    if leader.cha is not None:
        cha = _at_least(rally.die, rally.target - cha_modifier(leader.cha, tables) - extra)
    tactics = None
    if leader.tactics is not None:
        tactics = _at_or_under(rally.tactics_die, leader.tactics + extra)
    if cha is None and tactics is None:
        raise RulesError(Msg("Poleaxe", "leader '%1' needs a CHA score or a Tactics skill to rally").args(leader.name),
                         "leader.cha")
    method = "tactics" if cha is None or (tactics is not None and tactics > cha) else "cha"
    return RallyOdds(cha, tactics, method)


@dataclass(frozen=True)
class RallyResult:
    squad: Squad
    leader: Leader
    method: str
    roll: Roll
    needed: int
    rallied: bool
    odds: RallyOdds
    modifiers: tuple[Modifier, ...] = ()

    def to_dict(self) -> dict:
        """A JSON answer: the rule and the modifier names as text in the current language."""
        if self.method == "cha":
            margin = self.roll.total - self.needed
            rule = render(Msg("Poleaxe", "d20 + modifiers, meet or beat %1").args(self.needed))
        else:
            margin = self.needed - self.roll.natural
            rule = render(Msg("Poleaxe", "d20 at or under %1 (Tactics %2 with modifiers)").args(
                self.needed, self.leader.tactics))
        return {"squad": self.squad.id, "name": self.squad.name, "leader": self.leader.to_dict(),
                "method": self.method, "rule": rule, "roll": self.roll.natural,
                "modifiers": [m.to_dict(rendered=True) for m in (self.roll.modifiers or self.modifiers)],
                "total": self.roll.total,
                "needed": self.needed, "margin": margin, "rallied": self.rallied, "morale": self.squad.morale,
                "chance_cha": _frac(self.odds.cha_chance), "chance_tactics": _frac(self.odds.tactics_chance),
                "squad_after": self.squad.to_dict()}


def _frac(value: Fraction | None) -> dict | None:
    if value is None:
        return None
    return {"fraction": f"{value.numerator}/{value.denominator}", "percent": round(float(value) * 100, 2),
            "percent_text": percent_text(value)}


def rally(squad: Squad, leader: Leader | None, roller: Roller, tables: Tables,
          modifiers: Iterable[Modifier] = ()) -> RallyResult:
    """A leader (or PC) tries to rally a routing squad: CHA check or Tactics roll, whichever is better."""
    leader = leader or squad.leader
    if leader is None:
        raise RulesError(Msg("Poleaxe", "'%1' has no leader; give the rallying leader's CHA or Tactics")
                         .args(squad.name), "leader")
    if squad.out_of_fight:
        raise RulesError(Msg("Poleaxe", "'%1' is Out of the Fight and cannot be rallied").args(squad.name), "squad")
    if squad.morale != "routing":
        raise RulesError(Msg("Poleaxe", "'%1' is not routing (it is %2)").args(squad.name, morale_word(squad.morale)),
                         "squad.morale")
    modifiers = list(modifiers)
    odds = rally_odds(leader, tables, modifiers)
    rally_t = as_tables(tables).rally
    if odds.method == "cha":
        assert leader.cha is not None  # rally_odds chose the CHA check
        cha = Modifier(Msg("Poleaxe", "%1's CHA %2").args(leader.name, leader.cha), cha_modifier(leader.cha, tables))
        mods = [m for m in [cha, *modifiers] if m.value]
        needed = rally_t.target
        purpose = Msg("Poleaxe", "%1 rallies %2: CHA check, d20 + CHA modifier, meet or beat %3").args(
            leader.name, squad.name, needed)
        roll = roller.roll(rally_t.die, purpose, mods)
        ok = roll.total >= needed
    else:
        assert leader.tactics is not None  # rally_odds chose the Tactics roll
        needed = leader.tactics + sum(m.value for m in modifiers)
        purpose = Msg("Poleaxe", "%1 rallies %2: Tactics roll, d20 at or under %3 (Tactics %4%5)").args(
            leader.name, squad.name, needed, leader.tactics, modifiers_after(m for m in modifiers if m.value))
        roll = roller.roll(rally_t.tactics_die, purpose)
        ok = roll.natural <= needed
    after = replace(squad, morale="rallied") if ok else squad
    return RallyResult(after, leader, odds.method, roll, needed, ok, odds, tuple(modifiers))
