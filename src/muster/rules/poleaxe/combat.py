"""Melee and missile fire: d10 at or under the Attack Value, then a d10 save at or under the Defense Value.

Combat is simultaneous: every attack roll of the phase is made first, then
each squad hit saves, then the lost Hits to Kill are applied, so a squad that
drops this phase still strikes. Inputs are never changed; the result carries
the new squads.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable

from muster.i18n import Msg, Text, TextError, join, render, term, term_noop
from muster.rules import dice
from muster.rules.dice import Modifier, Roll, Roller

from .data import as_tables
from .squad import Squad
from .tables import Tables
from .words import modifiers_after

DIRECTIONS = ("front", "flank", "rear")
COVERS = ("none", "soft", "hard")


class RulesError(TextError):
    """An action the rules do not allow (out of range, squad out of the fight...); ``field`` names the input.

    ``message`` is a :class:`muster.i18n.Msg` (``str(error)`` shows it in the GM's language).
    """

    def __init__(self, message: Text, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field


@dataclass(frozen=True)
class Attack:
    """One squad attacking another, with the situation that sets its modifiers.

    ``direction`` front/flank/rear and ``surprise`` add the AV modifiers and
    raise the target's morale check; ``charge`` by a mounted squad on foot
    raises the foot's check; ``cover`` is the target's cover (DV);
    ``modifiers`` and ``save_modifiers`` are further GM modifiers by name.
    """

    attacker: str
    target: str
    direction: str = "front"
    surprise: bool = False
    charge: bool = False
    cover: str = "none"
    modifiers: tuple[Modifier, ...] = ()
    save_modifiers: tuple[Modifier, ...] = ()
    strike_back: bool = True
    # missile fire only
    range: int | None = None
    moved: bool = False
    weapon: str | None = None


@dataclass(frozen=True)
class AttackRoll:
    attacker: str
    target: str
    kind: str
    roll: Roll
    base: int
    modifiers: tuple[Modifier, ...]
    needed: int
    hit: bool
    strike_back: bool = False

    @property
    def margin(self) -> int:
        """How far under (>= 0, a hit) or over (< 0, a miss) the roll was."""
        return self.needed - self.roll.natural

    def to_dict(self) -> dict:
        """A JSON answer: the roll's purpose and the modifier names as text in the current language."""
        return {"attacker": self.attacker, "target": self.target, "kind": self.kind,
                "strike_back": self.strike_back, "roll": self.roll.natural, "base": self.base,
                "base_name": "Attack Value" if self.kind == "melee" else "Missile Attack Value",
                "modifiers": [m.to_dict(rendered=True) for m in self.modifiers], "needed": self.needed,
                "hit": self.hit, "margin": self.margin, "purpose": render(self.roll.purpose)}


@dataclass(frozen=True)
class SaveRoll:
    squad: str
    against: str
    roll: Roll
    base: int
    modifiers: tuple[Modifier, ...]
    needed: int
    saved: bool

    @property
    def margin(self) -> int:
        return self.needed - self.roll.natural

    def to_dict(self) -> dict:
        """A JSON answer: the roll's purpose and the modifier names as text in the current language."""
        return {"squad": self.squad, "against": self.against, "roll": self.roll.natural, "base": self.base,
                "base_name": "Defense Value", "modifiers": [m.to_dict(rendered=True) for m in self.modifiers],
                "needed": self.needed, "saved": self.saved, "margin": self.margin,
                "purpose": render(self.roll.purpose)}


@dataclass(frozen=True)
class MoraleDue:
    """Morale checks the rules raise for ``squad``: ``checks`` rolls (stopping when it routs) for
    ``reasons`` (trigger keys, see the data)."""

    squad: str
    reasons: tuple[str, ...]
    labels: tuple[str, ...] = ()
    checks: int = 1
    hits_scored: int = 0

    def to_dict(self) -> dict:
        return {"squad": self.squad, "reasons": list(self.reasons), "labels": list(self.labels),
                "checks": self.checks, "hits_scored": self.hits_scored}


@dataclass(frozen=True)
class CombatResult:
    kind: str
    attacks: tuple[AttackRoll, ...]
    saves: tuple[SaveRoll, ...]
    squads: dict  # id -> Squad after the phase
    before: dict  # id -> Squad before
    morale_checks: tuple[MoraleDue, ...]
    skipped: tuple[Text, ...] = ()  # messages: blows back that could not be struck, and why

    def htk_lost(self, squad_id: str) -> int:
        return self.squads[squad_id].hits - self.before[squad_id].hits

    def summary(self) -> list[dict]:
        out = []
        for sid, after in self.squads.items():
            before = self.before[sid]
            out.append({"squad": sid, "name": after.name, "htk_lost": after.hits - before.hits,
                        "hits": after.hits, "hits_to_kill": after.htk, "hits_left": after.hits_left,
                        "out_of_the_fight": after.out_of_fight,
                        "dropped_this_phase": after.out_of_fight and not before.out_of_fight})
        return out

    def to_dict(self) -> dict:
        """A JSON answer (roll purposes, modifier names and notes as text in the current language)."""
        return {"kind": self.kind, "attacks": [a.to_dict() for a in self.attacks],
                "saves": [s.to_dict() for s in self.saves], "results": self.summary(),
                "morale_checks": [m.to_dict() for m in self.morale_checks],
                "skipped": [render(x) for x in self.skipped],
                "squads": {sid: s.to_dict() for sid, s in self.squads.items()}}


# ---- targets ------------------------------------------------------------------

def _chance_at_or_under(notation: str, needed: int) -> Fraction:
    dist = dice.distribution(notation)
    return Fraction(sum(w for t, w in dist.items() if t <= needed), sum(dist.values()))


def situation_modifiers(attack: Attack, tables: Tables) -> list[Modifier]:
    """Flank, rear or surprise: one row of the AV table, so +1 at most however many apply (NOTES.md 5)."""
    mods = as_tables(tables).attack_value.modifiers
    keys = ([attack.direction] if attack.direction in ("flank", "rear") else []) + (["surprise"] if attack.surprise
                                                                                    else [])
    if not keys:
        return []
    best = max(keys, key=lambda k: mods[k].value)
    others = [k for k in keys if k != best]
    if not others:
        return [Modifier(mods[best].label, mods[best].value)]  # a plain name: shown as a rules term
    label = Msg("Poleaxe", "%1 (also %2: one row, counted once)").args(
        term("Rules", mods[best].label), join([SITUATION_WORDS.get(k, k) for k in others], ", "))
    return [Modifier(label, mods[best].value)]


#: the situations of one AV row, named inside a modifier ("Attacking from the rear (also surprise: ...)")
SITUATION_WORDS = {
    "flank": Msg("Poleaxe", "flank"),
    "rear": Msg("Poleaxe", "rear"),
    "surprise": Msg("Poleaxe", "surprise"),
}


def missile_range_modifier(attacker: Squad, attack: Attack, tables: Tables) -> list[Modifier]:
    """Range check for missile fire; raises :class:`RulesError` (field ``range``) when out of range."""
    weapon_key = attack.weapon or attacker.missile
    missiles = as_tables(tables).missiles
    weapons = missiles.weapons
    if weapon_key is None:
        raise RulesError(Msg("Poleaxe", "'%1' has no missile weapon").args(attacker.name), "weapon")
    if weapon_key not in weapons:
        raise RulesError(Msg("Poleaxe", "unknown missile weapon '%1'; use one of %2")
                         .args(weapon_key, ", ".join(weapons)), "weapon")
    weapon = weapons[weapon_key]
    if attack.range is None:
        raise RulesError(Msg("Poleaxe", "the range in move spaces is needed for missile fire"), "range")
    if attack.range < 0:
        raise RulesError(Msg("Poleaxe", "range must not be negative"), "range")
    if attack.range <= weapon.effective:
        return []
    long = weapon.long
    if long is not None and attack.range <= long:
        return [Modifier(term_noop("Rules", "Long range"), missiles.long_range_modifier)]
    name = weapon_in_text(weapon.label)
    if long is None:
        raise RulesError(Msg("Poleaxe", "out of range: target is %1 move spaces away; a %2's effective range is %3 "
                                        "and it has no long range").args(attack.range, name, weapon.effective),
                         "range")
    raise RulesError(Msg("Poleaxe", "out of range: target is %1 move spaces away; a %2's long range is %3")
                     .args(attack.range, name, long), "range")


#: the bundled missile weapons named inside a sentence ("a long bow's long range is 4")
_WEAPONS_IN_TEXT = {
    "thrown weapon": Msg("Poleaxe", "thrown weapon"),
    "short bow": Msg("Poleaxe", "short bow"),
    "long bow": Msg("Poleaxe", "long bow"),
    "light crossbow": Msg("Poleaxe", "light crossbow"),
    "heavy crossbow": Msg("Poleaxe", "heavy crossbow"),
}


def weapon_in_text(label: str) -> Text:
    """A missile weapon's label in lower case for a sentence (a house rule's own weapon as written)."""
    return _WEAPONS_IN_TEXT.get(label.lower(), label.lower())


def attack_needed(attacker: Squad, attack: Attack, tables: Tables, kind: str = "melee"
                  ) -> tuple[int, list[Modifier], int]:
    """(base value, situational modifiers, number needed on the d10 or under) for one attack."""
    if kind == "missile":
        key = "missile_value" if "missile_value" in attacker.stats else "attack_value"
        mods = missile_range_modifier(attacker, attack, tables)
    else:
        key = "attack_value"
        mods = []
    base = attacker.value(key)
    mods = situation_modifiers(attack, tables) + mods + attacker.bonus("attack_bonus") + list(attack.modifiers)
    return base, mods, base + sum(m.value for m in mods)


def save_needed(target: Squad, attack: Attack, tables: Tables) -> tuple[int, list[Modifier], int]:
    mods = []
    if attack.cover != "none":
        entry = as_tables(tables).defense_value.modifiers[f"{attack.cover}_cover"]
        mods.append(Modifier(entry.label, entry.value))
    mods += target.bonus("defense_bonus") + list(attack.save_modifiers)
    base = target.value("defense_value")
    return base, mods, base + sum(m.value for m in mods)


def hit_chance(attacker: Squad, attack: Attack, tables: Tables, kind: str = "melee") -> Fraction:
    return _chance_at_or_under(as_tables(tables).attack_value.die, attack_needed(attacker, attack, tables, kind)[2])


def save_chance(target: Squad, attack: Attack, tables: Tables) -> Fraction:
    return _chance_at_or_under(as_tables(tables).defense_value.die, save_needed(target, attack, tables)[2])


# ---- who may strike -----------------------------------------------------------

def can_strike(squad: Squad, tables: Tables, strike_back: bool = False) -> Msg | None:
    """Why ``squad`` cannot attack now, or None."""
    if squad.out_of_fight:
        return Msg("Poleaxe", "'%1' is Out of the Fight").args(squad.name)
    if squad.held:
        return Msg("Poleaxe", "'%1' is held by a spell").args(squad.name)
    if squad.morale == "routing" and (not strike_back or not as_tables(tables).routing_strike_back):
        return Msg("Poleaxe", "'%1' is routing").args(squad.name)
    return None


def _describe_needed(kind: str, base: int, mods: Iterable[Modifier], needed: int) -> Msg:
    if kind == "melee":
        return Msg("Poleaxe", "hits on %1 or less (AV %2%3)").args(needed, base, modifiers_after(mods))
    return Msg("Poleaxe", "hits on %1 or less (missile AV %2%3)").args(needed, base, modifiers_after(mods))


def expand_strike_backs(attacks: Iterable[Attack], squads: dict, tables: Tables) -> list[tuple[Attack, bool]]:
    """Melee engagements plus the targets' blows back (front, no extras) where they can strike."""
    attacks = list(attacks)
    declared = {(a.attacker, a.target) for a in attacks}
    out: list[tuple[Attack, bool]] = []
    for a in attacks:
        out.append((a, False))
        back = (a.target, a.attacker)
        if a.strike_back and back not in declared:
            declared.add(back)
            target = squads[a.target]
            if can_strike(target, tables, strike_back=True) is None:
                out.append((Attack(a.target, a.attacker), True))
    return out


def _check_ids(squads: dict, attacks: list[Attack], key: str = "engagements") -> None:
    """``key`` names the request's list (``engagements`` in melee, ``volleys`` for missile fire)."""
    for i, a in enumerate(attacks):
        for role in ("attacker", "target"):
            sid = getattr(a, role)
            if sid not in squads:
                raise RulesError(Msg("Poleaxe", "no squad with id '%1'").args(sid), f"{key}[{i}].{role}")
        if a.attacker == a.target:
            raise RulesError(Msg("Poleaxe", "a squad cannot attack itself"), f"{key}[{i}].target")
        if a.direction not in DIRECTIONS:
            raise RulesError(Msg("Poleaxe", "direction must be one of %1").args(", ".join(DIRECTIONS)),
                             f"{key}[{i}].direction")
        if a.cover not in COVERS:
            raise RulesError(Msg("Poleaxe", "cover must be one of %1").args(", ".join(COVERS)), f"{key}[{i}].cover")


def _resolve(squads: dict, plan: list[tuple[Attack, bool]], roller: Roller, tables: Tables, kind: str,
             skipped: list[Text]) -> CombatResult:
    tables = as_tables(tables)
    die = tables.attack_value.die
    rolls_each = tables.rolls_per_opponent if kind == "melee" else 1
    attack_rolls: list[tuple[AttackRoll, Attack]] = []
    for attack, back in plan:
        attacker, target = squads[attack.attacker], squads[attack.target]
        base, mods, needed = attack_needed(attacker, attack, tables, kind)
        needs = _describe_needed(kind, base, mods, needed)
        for n in range(rolls_each):
            if kind != "melee":
                purpose = Msg("Poleaxe", "%1 missile fire on %2: %3").args(attacker.name, target.name, needs)
            elif rolls_each > 1:
                purpose = Msg("Poleaxe", "%1 melee on %2 (roll %3 of %4): %5").args(attacker.name, target.name, n + 1,
                                                                                  rolls_each, needs)
            else:
                purpose = Msg("Poleaxe", "%1 melee on %2: %3").args(attacker.name, target.name, needs)
            roll = roller.roll(die, purpose)
            attack_rolls.append((AttackRoll(attacker.id, target.id, kind, roll, base, tuple(mods), needed,
                                            roll.natural <= needed, back), attack))
    saves: list[SaveRoll] = []
    lost: dict[str, int] = {}
    sdie = tables.defense_value.die
    for result, attack in attack_rolls:
        if not result.hit:
            continue
        target = squads[result.target]
        base, mods, needed = save_needed(target, attack, tables)
        purpose = Msg("Poleaxe", "%1 save against %2: saves on %3 or less (DV %4%5)").args(
            target.name, squads[result.attacker].name, needed, base, modifiers_after(mods))
        roll = roller.roll(sdie, purpose)
        save = SaveRoll(target.id, result.attacker, roll, base, tuple(mods), needed, roll.natural <= needed)
        saves.append(save)
        if not save.saved:
            lost[target.id] = lost.get(target.id, 0) + 1
    after = dict(squads)
    for sid, n in lost.items():
        after[sid] = after[sid].take_hits(n)
    due = morale_triggers(squads, after, [a for _, a in attack_rolls], [r for r, _ in attack_rolls], saves, tables)
    return CombatResult(kind, tuple(r for r, _ in attack_rolls), tuple(saves), after, dict(squads), due,
                        tuple(skipped))


def morale_triggers(before: dict, after: dict, attacks: list[Attack], rolls: list[AttackRoll],
                    saves: list[SaveRoll], tables: Tables) -> tuple[MoraleDue, ...]:
    """The morale checks this phase raised, one per squad with all its reasons, in squad order."""
    reasons: dict[str, list[str]] = {}

    def add(sid, reason):
        reasons.setdefault(sid, [])
        if reason not in reasons[sid]:
            reasons[sid].append(reason)

    seen = set()
    for attack, roll in zip(attacks, rolls):
        if roll.strike_back or (attack.attacker, attack.target) in seen:
            continue
        seen.add((attack.attacker, attack.target))
        if attack.direction in ("flank", "rear"):
            add(attack.target, attack.direction)
        if attack.surprise:
            add(attack.target, "surprise")
        if attack.charge and before[attack.attacker].mounted and not before[attack.target].mounted:
            add(attack.target, "mounted_charge")
    situational = {sid: bool(rs) for sid, rs in reasons.items()}
    per_hit = as_tables(tables).morale.hit_trigger == "hit_scored"
    scored: dict[str, int] = {}
    for roll in rolls:
        if roll.hit:
            scored[roll.target] = scored.get(roll.target, 0) + 1
            if per_hit:
                add(roll.target, "took_hit")
    if not per_hit:
        for save in saves:
            if not save.saved:
                add(save.squad, "took_hit")
    labels = as_tables(tables).morale.triggers
    out = []
    for sid in after:
        if sid not in reasons:
            continue
        squad = after[sid]
        if squad.out_of_fight or squad.morale == "routing":
            continue
        order = [r for r in labels if r in reasons[sid]]
        # hit_scored (NOTES.md 5): one check for each hit scored, saved or not, besides one for flank, rear,
        # surprise or a mounted charge; failed_save (the earlier reading): one check a phase for everything
        checks = (int(situational.get(sid, False)) + scored.get(sid, 0)) if per_hit else 1
        out.append(MoraleDue(sid, tuple(order), tuple(labels[r] for r in order), checks, scored.get(sid, 0)))
    return tuple(out)


# ---- the two phases -----------------------------------------------------------

def resolve_melee(squads: dict, engagements: Iterable[Attack], roller: Roller, tables: Tables) -> CombatResult:
    """Roll every engaged squad at once: attacks (with blows back), then saves, then damage.

    ``squads`` maps id to :class:`Squad`. Attack rolls are made in engagement
    order (each attacker, then its target's blow back), then saves in the
    order of the hits.
    """
    tables = as_tables(tables)
    engagements = list(engagements)
    _check_ids(squads, engagements)
    for i, a in enumerate(engagements):
        why = can_strike(squads[a.attacker], tables)
        if why:
            raise RulesError(Msg("Poleaxe", "%1 and cannot attack").args(why), f"engagements[{i}].attacker")
        if squads[a.target].out_of_fight:
            raise RulesError(Msg("Poleaxe", "'%1' is already Out of the Fight").args(squads[a.target].name),
                             f"engagements[{i}].target")
    plan = expand_strike_backs(engagements, squads, tables)
    skipped: list[Text] = []
    planned = {(p.attacker, p.target) for p, _ in plan}
    for a in engagements:
        if a.strike_back and (a.target, a.attacker) not in planned:
            skipped.append(Msg("Poleaxe", "%1 does not strike back: %2").args(
                squads[a.target].name, can_strike(squads[a.target], tables, strike_back=True)))
    return _resolve(squads, plan, roller, tables, "melee", skipped)


def resolve_missiles(squads: dict, volleys: Iterable[Attack], roller: Roller, tables: Tables) -> CombatResult:
    """Missile fire in phase 3: only stationary squads and trained skirmishers; range in move spaces."""
    tables = as_tables(tables)
    volleys = list(volleys)
    _check_ids(squads, volleys, "volleys")
    for i, v in enumerate(volleys):
        shooter = squads[v.attacker]
        why = can_strike(shooter, tables)
        if why:
            raise RulesError(Msg("Poleaxe", "%1 and cannot shoot").args(why), f"volleys[{i}].attacker")
        if v.moved and not shooter.skirmisher:
            raise RulesError(Msg("Poleaxe", "'%1' moved this turn: only stationary squads and trained skirmishers "
                                            "may shoot").args(shooter.name), f"volleys[{i}].moved")
        if squads[v.target].out_of_fight:
            raise RulesError(Msg("Poleaxe", "'%1' is already Out of the Fight").args(squads[v.target].name),
                             f"volleys[{i}].target")
        try:
            missile_range_modifier(shooter, v, tables)
        except RulesError as exc:
            raise RulesError(exc.message, f"volleys[{i}].{exc.field}") from None
    return _resolve(squads, [(v, False) for v in volleys], roller, tables, "missile", [])
