"""Exact odds before a roll: to hit, to be hit, to lose Hits to Kill and to drop this turn."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Iterable

from muster.rules.chance import percent_text

from .combat import Attack, _check_ids, attack_needed, expand_strike_backs, hit_chance, save_chance
from .data import as_tables
from .tables import Tables

EXACT_DIGITS = 600
"""Past this many digits a chance's fraction is written to 18 digits instead and marked ``"approximate": true``
(hundreds of blows on one squad make exact fractions of thousands of digits)."""


def fraction_dict(value: Fraction) -> dict:
    shown = value
    out: dict = {}
    if value.denominator.bit_length() > EXACT_DIGITS * 3.32:
        shown = value.limit_denominator(10 ** 18)
        out["approximate"] = True
    out.update({"fraction": f"{shown.numerator}/{shown.denominator}", "percent": round(float(value) * 100, 2),
                "percent_text": percent_text(value)})
    return out


def losses_distribution(chances: Iterable[Fraction], cap: int | None = None) -> dict[int, Fraction]:
    """Exact distribution of the number of successes among independent events with these chances.

    With ``cap``, every count of ``cap`` or more is counted as ``cap`` (a squad cannot lose more Hits to Kill
    than it has left), so the work is (events) x (cap), not (events) squared. The sums run over whole numbers
    on one common denominator, and each chance becomes a Fraction once at the end: adding Fractions step by
    step reduced ever longer numbers (1,000 blows on one squad took seconds).
    """
    ps = list(chances)
    denom = 1
    for p in ps:
        denom = math.lcm(denom, p.denominator)
    dist = [1]  # dist[k] / denom ** (events so far): the chance of k successes
    for p in ps:
        hit = p.numerator * (denom // p.denominator)
        miss = denom - hit
        nxt = [q * miss for q in dist] + [0]
        for k, q in enumerate(dist):
            nxt[k + 1] += q * hit
        if cap is not None and len(nxt) > cap + 1:
            nxt[cap] += nxt.pop()
        dist = nxt
    total = denom ** len(ps)
    return {k: Fraction(q, total) for k, q in enumerate(dist) if q}


def no_success_chance(chances: Iterable[Fraction]) -> Fraction:
    """The chance that none of these independent events happens (one Fraction reduced once, at the end)."""
    num, den = 1, 1
    for p in chances:
        num *= p.denominator - p.numerator
        den *= p.denominator
    return Fraction(num, den)


def melee_odds(squads: dict, engagements: Iterable[Attack], tables: Tables, kind: str = "melee") -> dict:
    """Per squad: each attack's chance to hit and to cost a Hit to Kill, and the chance to be hit and to drop.

    Uses the same plan as :func:`resolve_melee` (engagements plus blows back).
    """
    engagements = list(engagements)
    _check_ids(squads, engagements, "engagements" if kind == "melee" else "volleys")
    plan = expand_strike_backs(engagements, squads, tables) if kind == "melee" else [(a, False) for a in engagements]
    rolls_each = as_tables(tables).rolls_per_opponent if kind == "melee" else 1
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
        no_hit = no_success_chance(incoming_hit[sid])
        left = squad.hits_left
        losses = losses_distribution(incoming_hurt[sid], cap=max(left, 1))
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


def drop_chance(squads: dict, engagements: Iterable[Attack], tables: Tables, squad_id: str) -> Fraction:
    """The exact chance ``squad_id`` drops in this melee (as a Fraction)."""
    engagements = list(engagements)
    plan = expand_strike_backs(engagements, squads, tables)
    rolls_each = as_tables(tables).rolls_per_opponent
    hurt = []
    for attack, _ in plan:
        if attack.target == squad_id:
            p = (hit_chance(squads[attack.attacker], attack, tables)
                 * (1 - save_chance(squads[squad_id], attack, tables)))
            hurt += [p] * rolls_each
    left = squads[squad_id].hits_left
    if left == 0:
        return Fraction(1)
    return losses_distribution(hurt, cap=left).get(left, Fraction(0))
