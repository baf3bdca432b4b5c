"""Combat rounds, skill contests, surprise and hits.

Pure functions: they take units, an :class:`Engagement`, a ``Roller`` and the
loaded tables, and return a result holding the rolls, the modifier breakdown
and new unit states. Inputs are never changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import cast

from muster.i18n import Msg, Phrase, join, term
from muster.rules.bucs.data import BucsTables, RuleError
from muster.rules.bucs.modifiers import (
    Engagement,
    cannot_fight,
    check_terrain,
    combat_modifiers,
    contest_modifiers,
    pin_word,
    skill_name,
)
from muster.rules.bucs.units import (
    Conditions,
    Unit,
    breaks_at,
    combat_equipment,
    current_quality,
    current_rank,
    describe,
)
from muster.rules.dice import Modifier, Roll, Roller

#: Both sides' modifiers and notes: the attacker's, then the defender's.
Sides = tuple[list[Modifier], list[Phrase], list[Modifier], list[Phrase]]
ROLES = ("attacker", "defender")
_TIE = Msg("BUCS", "tie: no result")


@dataclass(frozen=True)
class HitEvent:
    """One hit on a unit: applied, ignored (and why) or lost (the unit had already broken)."""

    unit: str
    kind: str               # morale | casualty
    result: str             # applied | ignored | lost
    cause: str = "enemy"    # enemy | leader killed
    reason: str = ""
    quality_after: str | None = None
    status_after: str = "ready"

    def to_dict(self) -> dict:
        return {"unit": self.unit, "kind": self.kind, "result": self.result, "cause": self.cause,
                "reason": self.reason, "quality_after": self.quality_after, "status_after": self.status_after}


@dataclass(frozen=True)
class CharacterHit:
    """Damage to a joined PC or named NPC for one casualty hit on the unit."""

    unit: str
    character: str
    damage: int
    hp_before: int
    hp_after: int
    killed: bool

    def to_dict(self) -> dict:
        return {"unit": self.unit, "character": self.character, "damage": self.damage,
                "hp_before": self.hp_before, "hp_after": self.hp_after, "killed": self.killed}


@dataclass(frozen=True)
class HitsResult:
    unit: Unit
    events: tuple[HitEvent, ...] = ()
    character_hits: tuple[CharacterHit, ...] = ()


def split_hits(hits: int, tables: BucsTables) -> tuple[int, int]:
    """(morale, casualty): half rounded up is morale, the rest casualty."""
    half_up = (hits + 1) // 2
    morale = half_up if tables.combat.morale_share == "half_rounded_up" else hits // 2
    return morale, hits - morale


def hits_for_margin(margin: int, tables: BucsTables) -> int:
    return max(0, margin) // tables.combat.margin_per_hit


def _one_hit(unit: Unit, kind: str, tables: BucsTables, opponent_equipment: str | None,
             cause: str) -> tuple[Unit, HitEvent]:
    c = unit.conditions
    if not unit.ready:
        already = (Msg("BUCS", "%1 has already retreated") if unit.status == "retreated" else
                   Msg("BUCS", "%1 has already destroyed") if unit.status == "destroyed" else
                   Msg("BUCS", "%1 has already broken"))
        return unit, HitEvent(unit.name, kind, "lost", cause, Phrase(already.args(unit.name)), None, unit.status)
    if kind == "morale" and cause == "enemy":
        own = combat_equipment(unit, tables)
        eq = tables.equipment_row(own)
        if (eq.ignores_first_morale_hit and not c.morale_hit_ignored and opponent_equipment is not None
                and tables.equipment_rank(opponent_equipment) < tables.equipment_rank(own)):
            unit = unit.with_conditions(morale_hit_ignored=True)
            return unit, HitEvent(unit.name, kind, "ignored", cause,
                                  Phrase(Msg("BUCS", "%1 equipment: first morale hit against a less well-equipped unit")
                                       .args(term("Rules", unit.equipment))),
                                  current_quality(unit, tables), unit.status)
    if kind == "casualty":
        armor = tables.armor
        if unit.has(armor.specialty) and c.armor_hits_ignored < armor.ignores_casualty_hits:
            n = c.armor_hits_ignored + 1
            unit = unit.with_conditions(armor_hits_ignored=n)
            ignores = Msg("BUCS", "Armor ignores its first %n casualty hits (%1 so far)", None,
                          armor.ignores_casualty_hits)
            return unit, HitEvent(unit.name, kind, "ignored", cause, Phrase(ignores.args(n)),
                                  current_quality(unit, tables), unit.status)
    if kind == "morale":
        unit = replace(unit, morale_hits=unit.morale_hits + 1)
    else:
        unit = replace(unit, casualty_hits=unit.casualty_hits + 1)
    reason = ""
    if breaks_at(unit, tables) > unit.hits_taken >= tables.quality_rank(unit.quality) + 1:
        reason = Phrase(Msg("BUCS", "%1: the extra hit keeps the unit in the fight at %2")
                      .args(term("Rules", tables.heavy.specialty), term("Rules", tables.ladder[0])))
    if unit.hits_taken >= breaks_at(unit, tables):
        unit = replace(unit, status="retreated" if kind == "morale" else "destroyed")
        reason = (Phrase(Msg("BUCS", "below Raw by a morale hit: retreats in poor order (recoverable after the "
                                     "battle)"))
                  if kind == "morale" else Phrase(Msg("BUCS", "below Raw by a casualty hit: destroyed")))
    return unit, HitEvent(unit.name, kind, "applied", cause, reason, current_quality(unit, tables), unit.status)


def apply_hits(unit: Unit, morale: int, casualty: int, roller: Roller, tables: BucsTables,
               opponent_equipment: str | None = None, role: str = "") -> HitsResult:
    """Land ``morale`` and ``casualty`` hits on ``unit`` in the data's order, with every special case.

    Excellent equipment ignores the first enemy morale hit against a less
    well-equipped opponent; Armor ignores its first casualty hits; a joined
    character takes 3d6 per casualty hit and, if killed while the unit still
    stands, the unit takes 2 morale hits at once. Hits after the unit breaks are lost.
    """
    queue = []
    for kind in tables.combat.hit_order:
        queue += [kind] * (morale if kind == "morale" else casualty)
    events, char_hits = [], []
    joined = tables.joined_character
    for kind in queue:
        unit, event = _one_hit(unit, kind, tables, opponent_equipment, "enemy")
        events.append(event)
        leader = unit.leader
        if kind == "casualty" and event.result == "applied" and leader is not None and not leader.dead:
            purpose = (Msg("BUCS", "%1 damage from a casualty hit on %2 (attacker leader)") if role == "attacker" else
                       Msg("BUCS", "%1 damage from a casualty hit on %2 (defender leader)") if role == "defender" else
                       Msg("BUCS", "%1 damage from a casualty hit on %2"))
            roll = roller.roll(joined.damage_per_casualty_hit, purpose.args(leader.name, unit.name))
            hp = leader.hp - roll.total
            killed = hp <= joined.dies_at_hp
            unit = replace(unit, leader=replace(leader, hp=hp, dead=killed))
            char_hits.append(CharacterHit(unit.name, leader.name, roll.total, leader.hp, hp, killed))
            if killed and unit.ready:
                for _ in range(joined.unit_morale_hits_on_death):
                    unit, ev = _one_hit(unit, "morale", tables, None, "leader killed")
                    events.append(ev)
    return HitsResult(unit, tuple(events), tuple(char_hits))


# ---- combat round -----------------------------------------------------------------------

@dataclass(frozen=True)
class SideRoll:
    role: str
    unit: str
    roll: Roll
    notes: tuple[str, ...] = ()

    @property
    def total(self) -> int:
        return self.roll.total

    def to_dict(self, rendered: bool = False) -> dict:
        """``rendered``: modifier names as text (JSON answers), else as the log keeps them."""
        return {"unit": self.unit, "natural": self.roll.natural,
                "modifiers": [m.to_dict(rendered) for m in self.roll.modifiers],
                "modifier_total": self.roll.modifier_total, "total": self.roll.total}


@dataclass(frozen=True)
class RoundResult:
    attacker: SideRoll
    defender: SideRoll
    winner: str | None            # attacker | defender | None (no result)
    margin: int
    hits: int
    morale_hits: int
    casualty_hits: int
    target: str | None
    hit_events: tuple[HitEvent, ...]
    character_hits: tuple[CharacterHit, ...]
    notes: tuple[str, ...]
    attackers: tuple[Unit, ...]
    defenders: tuple[Unit, ...]

    @property
    def rolls(self) -> list[Roll]:
        return [self.attacker.roll, self.defender.roll]

    def to_dict(self, tables: BucsTables | None = None, rendered: bool = False) -> dict:
        show = (lambda u: describe(u, tables)) if tables else (lambda u: u.to_dict())
        return {
            "attacker": self.attacker.to_dict(rendered), "defender": self.defender.to_dict(rendered),
            "winner": self.winner, "margin": self.margin, "hits": self.hits,
            "morale_hits": self.morale_hits, "casualty_hits": self.casualty_hits, "target": self.target,
            "hit_events": [e.to_dict() for e in self.hit_events],
            "character_hits": [c.to_dict() for c in self.character_hits],
            "notes": list(self.notes),
            "attackers": [show(u) for u in self.attackers], "defenders": [show(u) for u in self.defenders],
        }


def _check_sides(attackers: list[Unit], defenders: list[Unit]) -> None:
    for role, side in (("attacker", attackers), ("defender", defenders)):
        if not side:
            raise RuleError(Msg("BUCS", "the attacker side needs at least one unit") if role == "attacker"
                            else Msg("BUCS", "the defender side needs at least one unit"), f"{role}s")
        for i, u in enumerate(side):
            if not u.ready:
                raise RuleError(cannot_fight(u), f"{role}s[{i}].status")
    names = [u.name for u in attackers + defenders]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise RuleError(Msg("BUCS", "unit names must differ within a round: %1").args(join(sorted(dup), ", ")),
                        "attackers")


def round_modifiers(attackers: Sequence[Unit], defenders: Sequence[Unit], engagement: Engagement,
                    tables: BucsTables) -> Sides:
    """Both sides' modifier lists and notes, exactly as :func:`resolve_round` would roll them."""
    a_side, d_side = list(attackers), list(defenders)
    _check_sides(a_side, d_side)
    terrain = check_terrain(a_side + d_side, engagement, tables, "terrain")
    a_mods, a_notes = combat_modifiers(a_side, d_side, "attacker", engagement, tables, terrain)
    d_mods, d_notes = combat_modifiers(d_side, a_side, "defender", engagement, tables, terrain)
    return a_mods, a_notes, d_mods, d_notes


def _target(side: list[Unit], wanted: str | None, role: str) -> int:
    if wanted is None:
        return 0
    for i, u in enumerate(side):
        if u.name == wanted:
            return i
    chooser = "attacker" if role == "defender" else "defender"
    raise RuleError((Msg("BUCS", "no unit named '%1' on the attacker side") if role == "attacker"
                     else Msg("BUCS", "no unit named '%1' on the defender side")).args(wanted),
                    f"{chooser}_options.target")


def resolve_round(attackers: list[Unit], defenders: list[Unit], engagement: Engagement, roller: Roller,
                  tables: BucsTables) -> RoundResult:
    """One combat round: each side's lead rolls the die plus all modifiers; higher total wins.

    The winner deals one hit per full ``margin_per_hit`` points of margin to its
    target, split morale (half rounded up) and casualty; momentum, pins, Raw
    orders and surprise are updated on the new unit states.
    """
    attackers, defenders = list(attackers), list(defenders)
    a_mods, a_notes, d_mods, d_notes = round_modifiers(attackers, defenders, engagement, tables)
    a_target = _target(defenders, engagement.attacker.target, "defender")
    d_target = _target(attackers, engagement.defender.target, "attacker")
    die = tables.die
    a_roll = roller.roll(die, Msg("BUCS", "%1 combat roll (attacker)").args(attackers[0].name), a_mods)
    d_roll = roller.roll(die, Msg("BUCS", "%1 combat roll (defender)").args(defenders[0].name), d_mods)
    diff = a_roll.total - d_roll.total
    winner = "attacker" if diff > 0 else "defender" if diff < 0 else None
    margin = abs(diff)
    hits = hits_for_margin(margin, tables) if winner else 0
    morale, casualty = split_hits(hits, tables)
    notes: list[Phrase] = list(a_notes) + list(d_notes)
    events: tuple[HitEvent, ...] = ()
    char_hits: tuple[CharacterHit, ...] = ()
    target_name = None
    sides = {"attacker": attackers, "defender": defenders}
    if winner:
        loser = "defender" if winner == "attacker" else "attacker"
        idx = a_target if winner == "attacker" else d_target
        victim = sides[loser][idx]
        target_name = victim.name
        if hits:
            res = apply_hits(victim, morale, casualty, roller, tables, combat_equipment(sides[winner][0], tables),
                             loser)
            sides[loser][idx] = res.unit
            events, char_hits = res.events, res.character_hits
        else:
            notes.append(Phrase(Msg("BUCS", "won by %1, less than %2: no damage")
                              .args(margin, tables.combat.margin_per_hit)))
    else:
        notes.append(Phrase(_TIE))
    destroyed = winner is not None and target_name is not None and any(
        u.name == target_name and u.status == "destroyed" for u in sides["defender" if winner == "attacker"
                                                                        else "attacker"])
    new = after_round(sides, winner, tables, notes, destroyed)
    return RoundResult(SideRoll("attacker", attackers[0].name, a_roll), SideRoll("defender", defenders[0].name, d_roll),
                       winner, margin, hits, morale, casualty, target_name, tuple(events), tuple(char_hits),
                       tuple(notes), tuple(new["attacker"]), tuple(new["defender"]))


def after_round(sides: dict, winner: str | None, tables: BucsTables, notes: list | None,
                destroyed: bool = False) -> dict:
    """Momentum (the lead of each side only: helpers neither gain nor lose it), pins, surprise, Raw orders.

    ``destroyed``: the winner destroyed the unit it hit, which frees the winner's side from being pinned
    down by numbers (a pinning unit that only retreats does not). ``notes`` (None: not kept) gets the log's
    lines. Each unit's new state is :func:`unit_after_round` of the unit alone.
    """
    return {role: [unit_after_round(u, i == 0, role, winner, destroyed and winner == role, tables, notes)
                   for i, u in enumerate(units)]
            for role, units in sides.items()}


_after_round = after_round  # the earlier private name


def unit_after_round(u: Unit, lead: bool, role: str, winner: str | None, odds_evened: bool, tables: BucsTables,
                     notes: list | None = None) -> Unit:
    """One unit's state after the round: a function of the unit, whether it leads, the round's winner and
    whether its side destroyed the unit it hit (``odds_evened``), nothing else."""
    per_win = tables.modifiers.momentum_per_win
    reasons = tables.pinned_down.by_name
    c = u.conditions
    momentum = c.momentum
    if lead and winner == role:
        momentum += per_win
    elif lead and (winner is not None or tables.combat.tie_resets_momentum):
        momentum = 0
    pins = list(c.pinned_down)
    landing_wins = c.landing_wins

    def say(msg: Msg) -> None:
        if notes is not None:  # the forecast keeps no notes: no text is made for it
            notes.append(Phrase(msg))

    if winner == role:
        for pin in list(pins):
            ends = reasons[pin].ends
            if ends == "win_round":
                pins.remove(pin)
                say(Msg("BUCS", "%1 fought its way free: no longer pinned down (%2)").args(u.name, pin_word(pin)))
            elif ends == "win_rounds":
                landing_wins += 1
                if landing_wins >= (reasons[pin].wins_needed or 1):
                    pins.remove(pin)
                    landing_wins = 0
                    say(Msg("BUCS", "%1 has won %2 rounds: no longer pinned down (%3)")
                        .args(u.name, reasons[pin].wins_needed, pin_word(pin)))
    for pin in list(pins):
        if reasons[pin].ends == "even_the_odds" and odds_evened:
            pins.remove(pin)
            say(Msg("BUCS", "%1's side destroyed one of the pinning units: no longer pinned down (%2)")
                .args(u.name, pin_word(pin)))
    u = u.with_conditions(momentum=momentum, pinned_down=tuple(pins), landing_wins=landing_wins, surprised=False)
    rank = current_rank(u, tables)
    if u.order is not None and rank is not None and tables.quality_row(rank).order_each_round:
        u = replace(u, order=None)
        say(Msg("BUCS", "%1 is %2: its order must be repeated next round")
            .args(u.name, term("Rules", tables.ladder[rank])))
    return u


def round_form(unit: Unit) -> Unit:
    """The unit as far as any later combat round can tell: units with the same form fight alike.

    A round reads a unit's hits only as their total (:attr:`Unit.hits_taken`: rank, breaking point, the hit
    that breaks it), never how they split into morale and casualty hits, so a ready unit's hits are counted
    as one number. A unit that has retreated or been destroyed never fights again (:func:`resolve_round`
    refuses it): it keeps its name, quality, hits, status and joined character, and loses the round-only
    conditions and its order.
    """
    if unit.casualty_hits:
        unit = replace(unit, morale_hits=unit.hits_taken, casualty_hits=0)
    if not unit.ready and (unit.order is not None or unit.conditions != _NO_CONDITIONS):
        unit = replace(unit, order=None, conditions=_NO_CONDITIONS)
    return unit


_NO_CONDITIONS = Conditions()


# ---- skill contests and surprise ------------------------------------------------------------

@dataclass(frozen=True)
class ContestResult:
    skill_attacker: str
    skill_defender: str
    attacker: SideRoll
    defender: SideRoll
    winner: str | None
    margin: int
    notes: tuple[str, ...] = ()
    attackers: tuple[Unit, ...] = ()
    defenders: tuple[Unit, ...] = ()

    def to_dict(self, tables: BucsTables | None = None, rendered: bool = False) -> dict:
        show = (lambda u: describe(u, tables)) if tables else (lambda u: u.to_dict())
        return {"skills": {"attacker": self.skill_attacker, "defender": self.skill_defender},
                "attacker": self.attacker.to_dict(rendered), "defender": self.defender.to_dict(rendered),
                "winner": self.winner, "margin": self.margin, "notes": list(self.notes),
                "attackers": [show(u) for u in self.attackers], "defenders": [show(u) for u in self.defenders]}


def contest_setup(attackers: Sequence[Unit], defenders: Sequence[Unit], skills: tuple[str, str],
                  engagement: Engagement, tables: BucsTables) -> Sides:
    a_side, d_side = list(attackers), list(defenders)
    _check_sides(a_side, d_side)
    terrain = check_terrain(a_side + d_side, engagement, tables, "terrain")
    a_mods, a_notes = contest_modifiers(a_side, "attacker", engagement.attacker, skills[0], tables, terrain)
    d_mods, d_notes = contest_modifiers(d_side, "defender", engagement.defender, skills[1], tables, terrain)
    return a_mods, a_notes, d_mods, d_notes


def resolve_contest(attackers: list[Unit], defenders: list[Unit], skill: str | tuple[str, str],
                    engagement: Engagement, roller: Roller, tables: BucsTables) -> ContestResult:
    """Unit vs unit: each side rolls the die plus quality, equipment and numbers; higher total wins."""
    skills = (skill, skill) if isinstance(skill, str) else cast("tuple[str, str]", tuple(skill))
    a_mods, a_notes, d_mods, d_notes = contest_setup(attackers, defenders, skills, engagement, tables)
    die = tables.die
    a_roll = roller.roll(die, Msg("BUCS", "%1 %2 check (attacker)").args(attackers[0].name, skill_name(skills[0])),
                         a_mods)
    d_roll = roller.roll(die, Msg("BUCS", "%1 %2 check (defender)").args(defenders[0].name, skill_name(skills[1])),
                         d_mods)
    diff = a_roll.total - d_roll.total
    winner = "attacker" if diff > 0 else "defender" if diff < 0 else None
    notes: list[Phrase] = list(a_notes) + list(d_notes)
    if winner is None:
        notes.append(Phrase(_TIE))
    return ContestResult(skills[0], skills[1], SideRoll("attacker", attackers[0].name, a_roll),
                         SideRoll("defender", defenders[0].name, d_roll), winner, abs(diff), tuple(notes),
                         tuple(attackers), tuple(defenders))


def resolve_surprise(hiders: list[Unit], spotters: list[Unit], engagement: Engagement, roller: Roller,
                     tables: BucsTables) -> ContestResult:
    """Hide (the would-be surpriser) against Spot. Success starts the hiders at +2 momentum."""
    res = resolve_contest(hiders, spotters, ("Hide", "Spot"), engagement, roller, tables)
    if res.winner != "attacker":
        return replace(res, notes=res.notes + (Phrase(Msg("BUCS", "no surprise")),))
    start = tables.modifiers.surprise_momentum
    hid = tuple(u.with_conditions(momentum=max(u.conditions.momentum, start)) for u in res.attackers)
    spotted = tuple(u.with_conditions(surprised=True, momentum=0) for u in res.defenders)
    return replace(res, attackers=hid, defenders=spotted,
                   notes=res.notes + (Phrase(Msg("BUCS", "surprise: %1 begin with +%2 momentum")
                                           .args(join([u.name for u in hid], ", "), start)),))
