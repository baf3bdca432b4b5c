"""Spells at squad scale, from the text's guidelines; the GM picks the strength within each range.

* damage and area damage: 1 HTK per 2-3 HD worth of damage (area: on every squad in the area);
* incapacitation: the same in temporary HTK until the spell ends, and the squad is held;
* healing: removes 1 HTK per 2-3 HD worth of effect;
* enhancement: AV +1 to +3; protection: DV +1 to +4, for the spell's duration in turns.

Spells touching only one or two people have no effect at this scale. Ranges
scale at 60 ft per move space; touch and under-30-ft spells only in melee.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from muster.i18n import Msg, Text, render

from .combat import RulesError
from .data import as_tables
from .squad import Effect, Squad
from .tables import Tables

SPELL_KINDS = ("damage", "area_damage", "incapacitate", "healing", "enhancement", "protection")


@dataclass(frozen=True)
class Spell:
    name: str
    kind: str
    targets: tuple[str, ...]
    hd: int = 0
    hd_per_htk: int | None = None
    bonus: int = 0
    duration_turns: int | None = None
    range_ft: int | None = None
    distance: int | None = None
    affects_few: bool = False


@dataclass(frozen=True)
class SpellOutcome:
    squad: str
    effect: Text  # what the spell did to the squad (a message)
    htk: int = 0
    bonus: int = 0
    turns: int = 0

    def to_dict(self) -> dict:
        return {"squad": self.squad, "effect": render(self.effect), "htk": self.htk, "bonus": self.bonus,
                "turns": self.turns}


@dataclass(frozen=True)
class SpellResult:
    spell: Spell
    strength: Text  # messages, shown in the GM's language
    outcomes: tuple[SpellOutcome, ...]
    squads: dict
    before: dict
    note: Text = ""

    def to_dict(self) -> dict:
        s = self.spell
        return {"spell": s.name, "kind": s.kind, "strength": render(self.strength), "hd": s.hd,
                "hd_per_htk": s.hd_per_htk, "note": render(self.note),
                "outcomes": [o.to_dict() for o in self.outcomes],
                "results": [{"squad": sid, "name": sq.name, "hits": sq.hits, "temp_hits": sq.temp_hits,
                             "hits_left": sq.hits_left, "out_of_the_fight": sq.out_of_fight, "held": sq.held}
                            for sid, sq in self.squads.items() if sid in s.targets],
                "squads": {sid: sq.to_dict() for sid, sq in self.squads.items()}}


def check_range(spell: Spell, tables: Tables) -> None:
    """Refuse a spell whose range (scaled at 60 ft a move space) does not reach; field ``distance``."""
    if spell.range_ft is None or spell.distance is None:
        return
    sp = as_tables(tables).spells
    if spell.range_ft < sp.melee_only_under_ft:
        if spell.distance > 0:
            raise RulesError(Msg("Poleaxe", "'%1' has a range of %2 ft: touch and under-%3-ft spells can only be "
                                            "used in melee (0 move spaces), target is %4 away").args(
                spell.name, spell.range_ft, sp.melee_only_under_ft, spell.distance), "distance")
        return
    reach = spell.range_ft // sp.feet_per_space
    if spell.distance > reach:
        raise RulesError(Msg("Poleaxe", "out of range: target is %1 move spaces away; '%2' reaches %3 (%4 ft at %5 "
                                        "ft a space)").args(spell.distance, spell.name, reach, spell.range_ft,
                                                            sp.feet_per_space), "distance")


def cast_spell(spell: Spell, squads: dict, tables: Tables) -> SpellResult:
    """Apply ``spell`` to its target squads (pure: returns new squads)."""
    sp = as_tables(tables).spells
    if spell.kind not in SPELL_KINDS:
        raise RulesError(Msg("Poleaxe", "spell kind must be one of %1").args(", ".join(SPELL_KINDS)), "kind")
    if not spell.targets:
        raise RulesError(Msg("Poleaxe", "a spell needs at least one target squad"), "targets")
    for i, sid in enumerate(spell.targets):
        if sid not in squads:
            raise RulesError(Msg("Poleaxe", "no squad with id '%1'").args(sid), f"targets[{i}]")
    if spell.kind in ("damage", "incapacitate", "healing") and len(spell.targets) > 1:
        raise RulesError(Msg("Poleaxe", "a %1 spell affects one squad; use area_damage for several").args(spell.kind),
                         "targets")
    check_range(spell, tables)
    turns = spell.duration_turns or sp.default_duration_turns
    if spell.affects_few:
        return SpellResult(spell, Msg("Poleaxe", "none"), (), dict(squads), dict(squads),
                           Msg("Poleaxe", "a low-level spell affecting only 1-2 individuals has no effect at this "
                                          "scale"))
    after = dict(squads)
    outcomes = []
    if spell.kind in ("enhancement", "protection"):
        rng = sp.enhancement_bonus if spell.kind == "enhancement" else sp.protection_bonus
        if not rng.min <= spell.bonus <= rng.max:
            raise RulesError(Msg("Poleaxe", "a %1 spell gives +%2 to +%3; got %4").args(
                spell.kind, rng.min, rng.max, spell.bonus), "bonus")
        kind = "attack_bonus" if spell.kind == "enhancement" else "defense_bonus"
        for sid in spell.targets:
            squad = after[sid]
            after[sid] = replace(squad, effects=squad.effects + (Effect(spell.name, kind, spell.bonus, turns),))
            effect = (Msg("Poleaxe", "AV +%1") if kind == "attack_bonus" else Msg("Poleaxe", "DV +%1")
                      ).args(spell.bonus)
            outcomes.append(SpellOutcome(sid, effect, bonus=spell.bonus, turns=turns))
        return SpellResult(spell, f"+{spell.bonus}", tuple(outcomes), after, dict(squads))

    span = sp.hd_per_htk
    per = spell.hd_per_htk if spell.hd_per_htk is not None else (span.default if span.default is not None
                                                                 else span.min)
    if not span.min <= per <= span.max:
        raise RulesError(Msg("Poleaxe", "HD per HTK must be %1 to %2; got %3").args(span.min, span.max, per),
                         "hd_per_htk")
    if spell.hd < 0:
        raise RulesError(Msg("Poleaxe", "hd must not be negative"), "hd")
    spell = replace(spell, hd_per_htk=per)
    amount = spell.hd // per
    strength = Msg("Poleaxe", "%1 HD at 1 HTK per %2 HD = %3 HTK").args(spell.hd, per, amount)
    for sid in spell.targets:
        squad = after[sid]
        if spell.kind in ("damage", "area_damage"):
            new = squad.take_hits(amount)
            outcomes.append(SpellOutcome(sid, Msg("Poleaxe", "damage"), htk=new.hits - squad.hits))
        elif spell.kind == "incapacitate":
            temp = min(amount, squad.hits_left)
            new = replace(squad, temp_hits=squad.temp_hits + temp,
                          effects=squad.effects + (Effect(spell.name, "incapacitated", temp, turns),))
            outcomes.append(SpellOutcome(sid, Msg("Poleaxe", "incapacitated: temporary HTK, squad held"), htk=temp,
                                         turns=turns))
        else:  # healing
            if squad.dropped and not sp.healing_revives:
                raise RulesError(Msg("Poleaxe", "'%1' is Out of the Fight; healing cannot bring it back (house "
                                                "default, see spells.healing_revives)").args(squad.name), "targets[0]")
            healed = min(amount, squad.hits)
            new = replace(squad, hits=squad.hits - healed)
            outcomes.append(SpellOutcome(sid, Msg("Poleaxe", "healed"), htk=healed))
        after[sid] = new
    return SpellResult(spell, strength, tuple(outcomes), after, dict(squads))


def end_of_turn(squad: Squad) -> Squad:
    """Count down spell effects; an ended incapacitation gives back its temporary HTK and frees the squad."""
    kept, freed = [], 0
    for effect in squad.effects:
        if effect.turns_left > 1:
            kept.append(replace(effect, turns_left=effect.turns_left - 1))
        elif effect.kind == "incapacitated":
            freed += effect.value
    return replace(squad, effects=tuple(kept), temp_hits=max(0, squad.temp_hits - freed))
