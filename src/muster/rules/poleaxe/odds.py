"""Exact odds before a roll: to hit, to be hit, to lose Hits to Kill and to drop this turn."""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable

from muster.rules.chance import percent_text

from .combat import Attack, _check_ids, attack_needed, expand_strike_backs, hit_chance, save_chance


def fraction_dict(value: Fraction) -> dict:
    return {"fraction": f"{value.numerator}/{value.denominator}", "percent": round(float(value) * 100, 2),
            "percent_text": percent_text(value)}


def losses_distribution(chances: Iterable[Fraction]) -> dict[int, Fraction]:
    """Exact distribution of the number of successes among independent events with these chances."""
    dist = {0: Fraction(1)}
    for p in chances:
        nxt: dict[int, Fraction] = {}
        for k, q in dist.items():
            nxt[k] = nxt.get(k, Fraction(0)) + q * (1 - p)
            nxt[k + 1] = nxt.get(k + 1, Fraction(0)) + q * p
        dist = nxt
    return {k: v for k, v in dist.items() if v}


def melee_odds(squads: dict, engagements: Iterable[Attack], tables: dict, kind: str = "melee") -> dict:
    """Per squad: each attack's chance to hit and to cost a Hit to Kill, and the chance to be hit and to drop.

    Uses the same plan as :func:`resolve_melee` (engagements plus blows back).
    """
    engagements = list(engagements)
    _check_ids(squads, engagements, "engagements" if kind == "melee" else "volleys")
    plan = expand_strike_backs(engagements, squads, tables) if kind == "melee" else [(a, False) for a in engagements]
    rolls_each = tables["melee"]["rolls_per_opponent"] if kind == "melee" else 1
    out = {sid: {"squad": sid, "name": s.name, "attacks": [], "attacked_by": []} for sid, s in squads.items()}
    incoming_hit: dict[str, list[Fraction]] = {sid: [] for sid in squads}
    incoming_hurt: dict[str, list[Fraction]] = {sid: [] for sid in squads}
    for attack, back in plan:
        attacker, target = squads[attack.attacker], squads[attack.target]
        p_hit = hit_chance(attacker, attack, tables, kind)
        p_save = save_chance(target, attack, tables)
        p_hurt = p_hit * (1 - p_save)
        base, mods, needed = attack_needed(attacker, attack, tables, kind)
        entry = {"attacker": attacker.id, "target": target.id, "strike_back": back, "rolls": rolls_each,
                 "needed": needed, "to_hit": fraction_dict(p_hit), "target_saves": fraction_dict(p_save),
                 "to_cost_htk": fraction_dict(p_hurt)}
        out[attacker.id]["attacks"].append(entry)
        out[target.id]["attacked_by"].append(entry)
        incoming_hit[target.id] += [p_hit] * rolls_each
        incoming_hurt[target.id] += [p_hurt] * rolls_each
    for sid, squad in squads.items():
        no_hit = Fraction(1)
        for p in incoming_hit[sid]:
            no_hit *= 1 - p
        losses = losses_distribution(incoming_hurt[sid])
        left = squad.hits_left
        drop = sum((q for k, q in losses.items() if k >= left), Fraction(0)) if incoming_hurt[sid] else Fraction(0)
        if left == 0:
            drop = Fraction(1)
        out[sid].update({
            "hits_left": left,
            "to_be_hit": fraction_dict(1 - no_hit),
            "htk_lost": {str(k): fraction_dict(q) for k, q in sorted(losses.items())},
            "to_drop": fraction_dict(drop),
            "expected_htk_lost": float(sum(incoming_hurt[sid], Fraction(0))),
        })
    return out


def drop_chance(squads: dict, engagements: Iterable[Attack], tables: dict, squad_id: str) -> Fraction:
    """The exact chance ``squad_id`` drops in this melee (as a Fraction)."""
    engagements = list(engagements)
    plan = expand_strike_backs(engagements, squads, tables)
    rolls_each = tables["melee"]["rolls_per_opponent"]
    hurt = []
    for attack, _ in plan:
        if attack.target == squad_id:
            p = hit_chance(squads[attack.attacker], attack, tables) * (1 - save_chance(squads[squad_id], attack, tables))
            hurt += [p] * rolls_each
    left = squads[squad_id].hits_left
    if left == 0:
        return Fraction(1)
    return sum((q for k, q in losses_distribution(hurt).items() if k >= left), Fraction(0))
