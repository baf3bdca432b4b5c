"""By This Poleaxe: melee (phase 5) and missile fire (phase 3), their plans and exact odds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from muster.campaign.models import Base, Battle
from muster.i18n import Joined, Msg, Text, join, render, to_data
from muster.rules.dice import Modifier
from muster.services.core import ActionScope, CampaignService, ServiceError

from .poleaxe_state import (
    COVERS,
    _add_morale_due,
    _body_of,
    _bulk_update,
    _engine_battle,
    _frac,
    _in_battle,
    _require_phase,
    _sentence,
    _squad_update,
    _squads,
    _Units,
    poleaxe_action,
    poleaxe_read,
)

if TYPE_CHECKING:
    from muster.rules.poleaxe.tables import Tables

from .poleaxe_requests import engagements_of
from .poleaxe_results import MeleeResult, MissileResult
from .poleaxe_views import AttackOdds, Engagement, MissileOdds, SquadOdds

# ---- melee -------------------------------------------------------------------------------------------------

def _default_engagements(engine, squads: dict, tables: Tables) -> list[Engagement]:
    """Who fights whom in engaged bodies: squads paired in order, spare squads ganging up round the line."""
    from muster.rules.poleaxe.combat import can_strike

    out: list[Engagement] = []
    declared: set[tuple[str, str]] = set()
    for pair in engine.distances():
        if not pair["engaged"]:
            continue
        a, b = engine.body(pair["a"]), engine.body(pair["b"])
        order = ((b, a), (a, b)) if b.charge and not a.charge else ((a, b), (b, a))  # chargers strike first
        for first, second in order:
            fighters = [s for s in first.squads if s in squads and can_strike(squads[s], tables) is None]
            targets = [s for s in second.squads if s in squads and not squads[s].out_of_fight]
            if not targets:
                continue
            for i, sid in enumerate(fighters):
                if any(t == sid for _, t in declared):
                    continue  # already attacked: it strikes back at its attacker
                target = targets[i % len(targets)]
                if (target, sid) in declared or (sid, target) in declared:
                    continue
                declared.add((sid, target))
                out.append(Engagement(int(sid), int(target), charge=bool(first.charge)))
    return out


def _attacks(engagements: Sequence[Engagement], squads: dict) -> list:
    """Engine attacks from the GM's engagements (every squad in this battle)."""
    from muster.rules.poleaxe import Attack

    out = []
    for e in engagements:
        attacker = _in_battle(e.attacker, squads, Msg("Poleaxe", "The attacker"))
        target = _in_battle(e.target, squads, Msg("Poleaxe", "The target"))
        out.append(Attack(attacker, target, direction=e.direction, surprise=e.surprise, charge=e.charge,
                          cover=e.cover, strike_back=e.strike_back))
    return out


def melee_plan(svc: CampaignService, battle_id: int) -> tuple[Engagement, ...]:
    """The default engagements of the melee phase (engaged bodies), for the panel to show and edit."""
    with poleaxe_read(svc, battle_id) as (s, battle, rules):
        if not (battle.state or {}).get("bodies"):
            return ()
        _, squads = _squads(s, battle)
        return tuple(_default_engagements(_engine_battle(battle), squads, rules))


def melee_odds(svc: CampaignService, battle_id: int,
               engagements: Sequence[Engagement] | None = None) -> dict[int, SquadOdds]:
    """Exact odds before melee, per unit id of every squad that fights: to hit, to be hit, to drop.
    (Engagements given as data pass :func:`poleaxe_requests.engagements_of`, the edge.)"""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe import melee_odds as engine_odds

    with poleaxe_read(svc, battle_id) as (s, battle, rules):
        _, squads = _squads(s, battle)
        plan = (_default_engagements(_engine_battle(battle), squads, rules) if engagements is None
                else engagements_of(engagements))
        attacks = _attacks(plan, squads)
    try:
        odds = engine_odds(squads, attacks, rules)
    except RulesError as exc:
        raise ServiceError(exc.message) from None
    return {int(sid): SquadOdds(
        unit=int(sid), to_be_hit=_exact_percent(v["to_be_hit"]), to_drop=_exact_percent(v["to_drop"]),
        expected_htk_lost=v["expected_htk_lost"],
        attacks=tuple(AttackOdds(int(a["attacker"]), int(a["target"]), a["strike_back"], a["needed"],
                                 _exact_percent(a["to_hit"]), _exact_percent(a["to_cost_htk"]))
                      for a in v["attacks"]))
        for sid, v in odds.items() if v["attacks"] or v["attacked_by"]}


def _exact_percent(chance: dict) -> float:
    """The engine's exact fraction as a percentage (its rounded ``percent`` would show a tiny chance as 0)."""
    from fractions import Fraction

    return float(Fraction(chance["fraction"])) * 100


def _apply_combat(act: ActionScope, battle: Battle, units: _Units, result) -> tuple[list[str], list[str]]:
    """Write the squads a combat result changed; queue its morale checks. Returns (dropped, due names)."""
    dropped: list[str] = []
    updates: list[tuple[Base, dict[str, Any]] | None] = []
    units.preload([int(sid) for sid, after in result.squads.items() if after.hits != result.before[sid].hits])
    for sid, after in result.squads.items():
        before = result.before[sid]
        if after.hits != before.hits:
            updates.append(_squad_update(units[int(sid)], after))
            if after.out_of_fight and not before.out_of_fight:
                dropped.append(after.name)
    state = dict(battle.state)
    state["morale_due"] = _add_morale_due(state, battle, [(m.squad, list(m.reasons), m.checks)
                                                          for m in result.morale_checks])
    _bulk_update(act, [u for u in updates if u is not None] + [(battle, {"state": state})])
    return dropped, [result.squads[m.squad].name for m in result.morale_checks]


BLOW_LINES = 24  # the result box lists this many blows and saves of a big melee, then counts the rest


def _blow_lines(result, squads: dict) -> list[Msg]:
    """One short line per attack roll and save of a combat, for the panel's result box (messages)."""
    hit, miss = Msg("Poleaxe", "hit"), Msg("Poleaxe", "miss")
    saved, lost = Msg("Poleaxe", "saved"), Msg("Poleaxe", "1 HTK lost")
    lines = [(Msg("Poleaxe", "%1 → %2 (strikes back): %3 vs %4, %5") if a.strike_back
              else Msg("Poleaxe", "%1 → %2: %3 vs %4, %5")).args(squads[a.attacker].name, squads[a.target].name,
                                                                a.roll.natural, a.needed, hit if a.hit else miss)
             for a in result.attacks[:BLOW_LINES + 1]]
    lines += [Msg("Poleaxe", "%1 saves %2 vs %3: %4").args(squads[sv.squad].name, sv.roll.natural, sv.needed,
                                                           saved if sv.saved else lost)
              for sv in result.saves[:BLOW_LINES + 1]]
    more = len(result.attacks) + len(result.saves) - BLOW_LINES
    if more > 0:
        lines = lines[:BLOW_LINES] + [Msg("Poleaxe", "… and %n more (see the log's rolls)", None, more)]
    return lines


def resolve_melee(svc: CampaignService, battle_id: int,
                  engagements: Sequence[Engagement] | None = None) -> MeleeResult:
    """Phase 5: every engaged squad rolls at once (attacks, blows back, saves), losses applied together.

    ``engagements`` default to :func:`melee_plan` (given as data, they pass :func:`poleaxe_requests.engagements_of`,
    the edge). Morale checks raised are queued in the battle.
    """
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe import resolve_melee as engine_melee

    with poleaxe_action(svc, battle_id,
                        "poleaxe-melee", Msg("Poleaxe", "Resolve melee")) as (act, battle, rules):
        engine = _engine_battle(battle)
        _require_phase(battle, rules, ("melee",), Msg("Poleaxe", "Melee"))
        units, squads = _squads(act.s, battle)
        plan = _default_engagements(engine, squads, rules) if engagements is None else engagements_of(engagements)
        if not plan:
            raise ServiceError(Msg("Poleaxe", "No squads are engaged: melee needs bodies in contact (0 move spaces "
                                              "apart)."))
        attacks = _attacks(plan, squads)
        try:
            result = engine_melee(squads, attacks, act.roller, rules)
        except RulesError as exc:
            raise ServiceError(_sentence(exc.message)) from None
        dropped, due = _apply_combat(act, battle, units, result)
        hits = sum(1 for a in result.attacks if a.hit)
        lost = {result.squads[sid].name: result.htk_lost(sid) for sid in result.squads if result.htk_lost(sid)}
        n = len(result.attacks)
        parts: list[Text] = [Msg("Poleaxe", "Melee: %1, %2").args(
            Msg("Poleaxe", "%n attack", None, n) if n == 1 else Msg("Poleaxe", "%n attacks", None, n),
            Msg("Poleaxe", "%n hit", None, hits) if hits == 1 else Msg("Poleaxe", "%n hits", None, hits))]
        parts.append(Msg("Poleaxe", "HTK lost: %1").args(join([Joined([name, k], " ") for name, k in lost.items()],
                                                              ", "))
                     if lost else Msg("Poleaxe", "no HTK lost"))
        if dropped:
            parts.append(Msg("Poleaxe", "Out of the Fight: %1").args(join(dropped, ", ")))
        if due:
            parts.append(Msg("Poleaxe", "morale checks due: %1").args(join(due, ", ")))
        text = join(parts, "; ")
        if len(attacks) == 1:
            a = attacks[0]
            act.set_label(Msg("Poleaxe", "Melee: %1 and %2").args(squads[a.attacker].name, squads[a.target].name))
            actor, target = units[int(a.attacker)], units[int(a.target)]
        else:
            count = len(attacks)
            act.set_label(Msg("Poleaxe", "Melee (%n engagements)", None, count))
            actor = target = None
        out = MeleeResult(text=render(text), attacks=len(result.attacks), hits=hits, htk_lost=lost,
                          dropped=tuple(dropped), morale_due=tuple(due),
                          skipped=tuple(to_data(x) for x in result.skipped),
                          blows=tuple(to_data(line) for line in _blow_lines(result, squads)))
        act.describe(text, battle=battle, actor=actor, target=target, result=out.to_dict())
        return out


# ---- missiles ----------------------------------------------------------------------------------------------

def _volley(s, battle: Battle, squads: dict, shooter_id: int, target_id: int, cover: str):
    from muster.rules.poleaxe import Attack

    engine = _engine_battle(battle)
    shooter = _in_battle(shooter_id, squads, Msg("Poleaxe", "The shooter"))
    target = _in_battle(target_id, squads, Msg("Poleaxe", "The target"))
    if squads[shooter].side == squads[target].side:
        raise ServiceError(Msg("Poleaxe", "%1 and %2 are on the same side.").args(squads[shooter].name,
                                                                                  squads[target].name))
    if cover not in COVERS:
        raise ServiceError(Msg("Poleaxe", "Cover must be none, soft or hard, not %1.").args(repr(cover)))
    a, b = _body_of(engine, shooter), _body_of(engine, target)
    if a is None or b is None:
        raise ServiceError(Msg("Poleaxe", "Both squads must stand in a body on the battle line."))
    return Attack(shooter, target, cover=cover, range=abs(a.position - b.position), moved=a.declared != 0)


def missile_odds(svc: CampaignService, battle_id: int, shooter_id: int, target_id: int,
                 cover: str = "none") -> MissileOdds:
    """Range, modifiers and exact chances of one volley, or why it cannot be shot (out of range, moved...)."""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe.combat import attack_needed, can_strike, hit_chance, save_chance

    with poleaxe_read(svc, battle_id) as (s, battle, rules):
        _, squads = _squads(s, battle)
        attack = _volley(s, battle, squads, shooter_id, target_id, cover)
    shooter, target = squads[attack.attacker], squads[attack.target]
    why = can_strike(shooter, rules)
    if why:
        return MissileOdds(attack.range, _sentence(why))
    if attack.moved and not shooter.skirmisher:
        return MissileOdds(attack.range, render(Msg("Poleaxe", "%1 moved this turn: only stationary squads and "
                                                               "trained skirmishers may shoot.").args(shooter.name)))
    try:
        base, mods, needed = attack_needed(shooter, attack, rules, "missile")
    except RulesError as exc:
        return MissileOdds(attack.range, _sentence(exc.message))
    p_hit = hit_chance(shooter, attack, rules, "missile")
    p_save = save_chance(target, attack, rules)
    return MissileOdds(attack.range, "", base, tuple(Modifier(m.name, m.value) for m in mods), needed,
                       _frac(p_hit), _frac(p_save), _frac(p_hit * (1 - p_save)))


def fire_missiles(svc: CampaignService, battle_id: int, shooter_id: int, target_id: int,
                  cover: str = "none") -> MissileResult:
    """Phase 3: one squad shoots at another; range from the bodies' positions (long range -2, beyond refused)."""
    from muster.rules.poleaxe import RulesError, resolve_missiles

    with poleaxe_action(svc, battle_id,
                        "poleaxe-missile", Msg("Poleaxe", "Missile fire")) as (act, battle, rules):
        _require_phase(battle, rules, ("missiles",), Msg("Poleaxe", "Missile fire"))
        units, squads = _squads(act.s, battle)
        attack = _volley(act.s, battle, squads, shooter_id, target_id, cover)
        try:
            result = resolve_missiles(squads, [attack], act.roller, rules)
        except RulesError as exc:
            raise ServiceError(_sentence(exc.message)) from None
        dropped, due = _apply_combat(act, battle, units, result)
        shot = result.attacks[0]
        shooter, target = squads[attack.attacker], squads[attack.target]
        if not shot.hit:
            outcome: Text = Msg("Poleaxe", "miss")
        else:
            save = result.saves[0]
            outcome = Msg("Poleaxe", "hit; save %1 vs %2: %3").args(
                save.roll.natural, save.needed, Msg("Poleaxe", "saved") if save.saved else Msg("Poleaxe", "1 HTK lost"))
        spaces = attack.range
        shots = (Msg("Poleaxe", "%1 shoots at %2 (%n space): rolled %3, needed %4 or less: %5", None, spaces)
                 if spaces == 1 else
                 Msg("Poleaxe", "%1 shoots at %2 (%n spaces): rolled %3, needed %4 or less: %5", None, spaces))
        parts: list[Text] = [shots.args(shooter.name, target.name, shot.roll.natural, shot.needed, outcome)]
        if dropped:
            parts.append(Msg("Poleaxe", "%1 is Out of the Fight").args(target.name))
        if due:
            parts.append(Msg("Poleaxe", "morale check due: %1").args(join(due, ", ")))
        text = join(parts, "; ")
        act.set_label(Msg("Poleaxe", "%1 shoots at %2").args(shooter.name, target.name))
        act.describe(text, battle=battle, actor=units[shooter_id], target=units[target_id],
                     modifiers=list(shot.modifiers),
                     result=(out := MissileResult(text=render(text), range=attack.range, hit=shot.hit,
                                                  htk_lost=result.htk_lost(attack.target),
                                                  morale_due=tuple(due))).to_dict())
        return out


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
default_engagements = _default_engagements


def engine_attacks(engagements: Sequence[Engagement], squads: dict) -> list:
    """The engine's attacks of the GM's engagements (given as data, they pass ``engagements_of``, the edge)."""
    return _attacks(engagements_of(engagements), squads)
