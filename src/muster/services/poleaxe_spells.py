"""By This Poleaxe: spells at squad scale, and the Out of the Fight table after the battle."""

from __future__ import annotations

from dataclasses import replace

from muster.i18n import Joined, Msg, Text, join, render, term, term_noop
from muster.services.core import CampaignService, ServiceError

from .poleaxe_requests import spell_request
from .poleaxe_results import AftermathCandidate, AftermathResult, AftermathRow, Casualty, SpellResult
from .poleaxe_state import (
    _body_of,
    _engine_battle,
    _in_battle,
    _require_phase,
    _sentence,
    _squads,
    _unit_id,
    _write_squad,
    normalise_state,
    poleaxe_action,
    poleaxe_read,
    status,
)
from .poleaxe_views import SpellRequest

# ---- spells ------------------------------------------------------------------------------------------------

def cast_spell(svc: CampaignService, battle_id: int, spell: SpellRequest) -> SpellResult:
    """A spell at squad scale (:class:`SpellRequest`: its targets' unit ids; the caster's unit, when given, the
    distance from the caster's body). A headless caller's data passes :func:`poleaxe_requests.spell_request`, the
    edge (``{"name", "kind", "targets": [unit ids], "hd", "hd_per_htk", "bonus", "duration_turns", "range_ft",
    "affects_few"}``)."""
    from muster.rules.poleaxe import RulesError, Spell
    from muster.rules.poleaxe import cast_spell as engine_cast

    request = spell_request(spell)
    with poleaxe_action(svc, battle_id, "poleaxe-spell", Msg("Poleaxe", "Cast spell")) as (act, battle, rules):
        kinds = rules.spells.kinds
        if request.kind not in kinds:
            raise ServiceError(Msg("Poleaxe", "Spell kind must be one of %1.").args(", ".join(kinds)))
        _require_phase(battle, rules, ("missiles", "melee"), Msg("Poleaxe", "Spell casting"))
        units, squads = _squads(act.s, battle)
        a_target = Msg("Poleaxe", "A target")
        targets = tuple(_in_battle(t, squads, a_target) for t in request.targets)
        distance = None
        if request.caster is not None and targets:
            engine = _engine_battle(battle)
            here = _body_of(engine, _in_battle(request.caster, squads, Msg("Poleaxe", "The caster")))
            there = _body_of(engine, targets[0])
            distance = abs(here.position - there.position) if here and there else None
        default_name = SPELL_NAMES.get(request.kind, request.kind.replace("_", " ").title())
        sp = Spell(name=request.name or default_name, kind=request.kind, targets=targets, hd=request.hd or 0,
                   hd_per_htk=request.hd_per_htk, bonus=request.bonus or 0, duration_turns=request.duration_turns,
                   range_ft=request.range_ft, distance=distance, affects_few=request.affects_few)
        try:
            res = engine_cast(sp, squads, rules)
        except RulesError as exc:
            raise ServiceError(_sentence(exc.message)) from None
        for sid in targets:
            _write_squad(act, units[int(sid)], res.squads[sid])
        parts = [_spell_outcome(squads[o.squad].name, o) for o in res.outcomes]
        name = term("Rules", sp.name)  # a spell named by the GM stays as written
        text = Joined([name, " (", res.strength, "): ", join(parts, "; ") if parts else res.note], "")
        act.set_label(Msg("Poleaxe", "Cast %1").args(name))
        out = SpellResult.from_dict(res.to_dict() | {"squads": {}}, render(text))
        act.describe(text, battle=battle, target=units[int(targets[0])] if len(targets) == 1 else None,
                     result=out.to_dict())
        return out


#: the name of a spell the GM did not name, by kind (rules terms)
SPELL_NAMES = {
    "damage": term_noop("Rules", "Damage"),
    "area_damage": term_noop("Rules", "Area Damage"),
    "incapacitate": term_noop("Rules", "Incapacitate"),
    "healing": term_noop("Rules", "Healing"),
    "enhancement": term_noop("Rules", "Enhancement"),
    "protection": term_noop("Rules", "Protection"),
}


def _spell_outcome(name: str, outcome) -> Joined:
    """``Orcs: damage 2 HTK``, ``Orcs: DV +1 for 2 turns``."""
    parts: list[Text] = [name, ": ", outcome.effect]
    if outcome.htk:
        parts += [" ", Msg("Poleaxe", "%1 HTK").args(outcome.htk)]
    turns = outcome.turns
    if turns:
        parts += [" ", Msg("Poleaxe", "for %n turn", None, turns) if turns == 1
                  else Msg("Poleaxe", "for %n turns", None, turns)]
    return Joined(parts, "")


# ---- after the battle ----------------------------------------------------------------------------------------

def aftermath_candidates(svc: CampaignService, battle_id: int, cleric_level: int = 0) -> tuple[AftermathCandidate, ...]:
    """Squads that took losses: dropped (must roll) or damaged (the GM's choice), with each row's chance."""
    from muster.rules.poleaxe.aftermath import out_of_fight_modifiers, outcome_chances

    with poleaxe_read(svc, battle_id) as (s, battle, rules):
        _, squads = _squads(s, battle)
    out = []
    for sid, squad in squads.items():
        if not (squad.dropped or squad.hits > 0):
            continue
        out.append(AftermathCandidate(int(sid), squad.name, squad.dropped, squad.hits, squad.htk,
                                      tuple(m.name for m in squad.active_members),
                                      tuple(out_of_fight_modifiers(squad, rules, cleric_level)),
                                      tuple(outcome_chances(squad, rules, cleric_level))))
    return tuple(out)


def resolve_aftermath(svc: CampaignService, battle_id: int, unit_ids: list[int],
                      cleric_level: int = 0) -> AftermathResult:
    """After the battle: the Out of the Fight table for each chosen squad, casualties named on its members.

    The squads' battle damage is cleared (HTK restored, morale steady, effects gone) and the values
    rebuilt from the members still fit to fight.
    """
    from muster.rules.poleaxe import RulesError, out_of_the_fight

    if isinstance(cleric_level, bool) or not isinstance(cleric_level, int) or not 0 <= cleric_level <= 40:
        raise ServiceError(Msg("Poleaxe", "The cleric or druid level must be a whole number from 0 (none) to 40."))
    if not unit_ids:
        raise ServiceError(Msg("Poleaxe", "Choose at least one squad to roll for."))
    from muster.rules.poleaxe.words import condition_word

    with poleaxe_action(svc, battle_id,
                        "poleaxe-aftermath", Msg("Poleaxe", "Out of the Fight")) as (act, battle, rules):
        units, squads = _squads(act.s, battle)
        results: list[AftermathRow] = []
        lines: list[Text] = []
        the_squad = Msg("Poleaxe", "The squad")
        for uid in unit_ids:
            sid = _in_battle(_unit_id(uid, the_squad), squads, the_squad)
            squad = squads[sid]
            if not (squad.dropped or squad.hits > 0):
                raise ServiceError(Msg("Poleaxe", "%1 took no losses; it does not roll on the Out of the Fight table.")
                                   .args(squad.name))
            try:
                res = out_of_the_fight(squad, act.roller, rules, cleric_level=cleric_level)
            except RulesError as exc:
                raise ServiceError(exc.message) from None
            healed = replace(res.squad, hits=0, temp_hits=0, morale="steady", effects=(), stats={})
            state = healed.to_dict()
            if healed.active_members:
                state = normalise_state({**state, "id": units[int(sid)].state.get("id", squad.name),
                                         "name": units[int(sid)].state.get("name", squad.name),
                                         "side": units[int(sid)].state.get("side", "")}, rules)
            else:  # nobody left to fight: keep the old values, the squad stays out
                state = replace(res.squad, id=units[int(sid)].state.get("id", squad.name),
                                name=units[int(sid)].state.get("name", squad.name),
                                side=units[int(sid)].state.get("side", "")).to_dict()
            act.update(units[int(sid)], state=state, status=status(state))
            counts = res.counts()
            named = join([Joined([c.member, condition_word(c.condition)], " ") for c in res.casualties], ", ")
            row = term("Rules", res.row.label)
            lines.append(Msg("Poleaxe", "%1: %2 (rolled %3, total %4) — %5").args(squad.name, row, res.roll.natural,
                                                                                  res.roll.total, named) if named
                         else Msg("Poleaxe", "%1: %2 (rolled %3, total %4)").args(squad.name, row, res.roll.natural,
                                                                                 res.roll.total))
            results.append(AftermathRow(int(sid), squad.name, res.roll.natural, res.roll.total, res.row.label, counts,
                                        tuple(Casualty(c.member, c.condition, c.hp, c.bed_rest_days)
                                              for c in res.casualties)))
        count = len(results)
        act.set_label(Msg("Poleaxe", "Out of the Fight: %1").args(results[0].name) if count == 1
                      else Msg("Poleaxe", "Out of the Fight (%n squads)", None, count))
        text = Msg("Poleaxe", "After the battle: %1").args(join(lines, "; "))
        out = AftermathResult(text=render(text), results=tuple(results), cleric_level=cleric_level)
        act.describe(text, battle=battle, actor=units[int(unit_ids[0])] if len(unit_ids) == 1 else None,
                     result=out.to_dict())
        return out
