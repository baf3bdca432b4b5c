"""One turn of the mech forecast by the engine itself, and the fire a mech makes when attacks need not be declared.

:func:`engine_turn` is the engine's combat phase then its damage phase for every mech; :func:`plan_fire` and
:class:`Fire` choose the attacks of each turn (see :mod:`muster.rules.forecast.mech`).
"""

from __future__ import annotations

from muster.rules.dice import parse
from muster.rules.mech.combat import Attack, AttackError, plan_attack, resolve_combat
from muster.rules.mech.mechtables import as_tables, band_of
from muster.rules.mech.namedice import Dice
from muster.rules.mech.phases import DamagePhaseResult, damage_phase
from muster.rules.mech.state import MechState


def explosions(data, target: str | None = None) -> list[str | None]:
    """Mech ids whose ammunition blew up, found in an engine result (combat or damage phase)."""
    found: list[str | None] = []
    stack = [(data, target)]
    pop, push = stack.pop, stack.append
    while stack:
        item, who = pop()
        if type(item) is dict:
            who = item.get("target", who)
            if item.get("explosion"):
                found.append(who)
            for value in item.values():
                if type(value) in (dict, list):
                    push((value, who))
        elif type(item) is list:
            for value in item:
                if type(value) in (dict, list):
                    push((value, who))
    return found


def engine_turn(mechs: dict[str, MechState], attacks: list[Attack], dice: Dice, rules: dict,
                order: list[str] | None, fire: Fire | None = None,
                combat: bool = True) -> tuple[dict[str, MechState], list, int]:
    if not combat:
        live: list[Attack] = []
    elif fire is None:
        live = [a for a in attacks if mechs[a.attacker].can_act and not mechs[a.target].out_of_action]
    else:
        live = fire.engine_select(mechs, attacks, rules)
    result = None
    while live:
        try:
            result = resolve_combat(mechs, live, dice, rules, order)
            break
        except AttackError as exc:
            bad = _index(exc.field)
            if bad is None:
                raise
            live = live[:bad] + live[bad + 1:]
    after = dict(result.mechs) if result is not None else {k: m.copy() for k, m in mechs.items()}
    phases = [damage_phase(m, dice, rules) for m in after.values()]
    new = {p.mech: p.state for p in phases}
    found = list(explosions(result.attacks if result else []))
    for p in phases:
        found += phase_explosions(p)
    return new, found, len(live)


def phase_explosions(phase: DamagePhaseResult) -> list[str | None]:
    """Ammunition that blew up in a damage phase: carried damage scoring a critical, or the heat check."""
    if not phase.parts and not phase.ammo_check:
        return []
    return explosions([phase.parts, phase.ammo_check], phase.mech)


def _mean_damage(damage: int | str) -> float:
    if isinstance(damage, int):
        return float(damage)
    spec = parse(damage)
    return spec.count * (spec.sides + 1) / 2 + spec.bonus


def _preferred(m: MechState) -> list[str]:
    """The mech's weapons, the most damage for its heat first (heat-free weapons first of all)."""
    weapons = [it for it in m.design.items if it.kind == "weapon"]
    return [it.id for it in sorted(weapons, key=lambda it: (-_mean_damage(it.damage) / max(it.heat, 0.1),
                                                            -_mean_damage(it.damage)))]


def plan_fire(mechs: list[MechState], declared: list[Attack], sides: dict,
              assume_range: int) -> tuple[list[Attack], list[int]]:
    """The attacks a mech may make each turn when they need not be declared, and their groups.

    Group 0 is the mech's declared attacks; group ``k`` (1, 2...) every weapon at the ``k``-th enemy in its
    facing order (see the module's notes). Each turn a mech uses its first group with a target that can fight.
    """
    order = [m.id for m in mechs]
    standing = {m.id for m in mechs if not m.out_of_action}
    attacks: list[Attack] = []
    groups: list[int] = []
    for m in mechs:
        own = [a for a in declared if a.attacker == m.id]
        attacks += own
        groups += [0] * len(own)
        side = sides.get(m.id)
        line = [mid for mid in order if sides.get(mid) == side and mid in standing]
        enemies = [mid for mid in order if sides.get(mid) != side and mid in standing]
        if not enemies or m.id not in line:
            continue
        at = line.index(m.id) % len(enemies)
        weapons = _preferred(m)
        for k, enemy in enumerate(enemies[at:] + enemies[:at], 1):
            attacks += [Attack(m.id, enemy, w, range=assume_range) for w in weapons]
            groups += [k] * len(weapons)
    return attacks, groups


def _fighting(m: MechState) -> bool:
    return not m.destroyed and m.pilot.status == "conscious"


class Fire:
    """Which of the attacks each mech makes this turn (:func:`plan_fire`): its first group with a target that
    can fight, and of an assumed group (1 and up) only the weapons its heat allows."""

    def __init__(self, attacks: list[Attack], groups: list[int], rules: dict):
        self.groups = groups
        self.by_attacker: dict[str, list[tuple[int, list[str]]]] = {}
        for a, g in zip(attacks, groups):
            own = self.by_attacker.setdefault(a.attacker, [])
            if not own or own[-1][0] != g:
                own.append((g, []))
            own[-1][1].append(a.target)
        tables = as_tables(rules)
        heat = tables.heat
        self.cap = next(h for h in range(1000) if band_of(heat.shutdown, h) or band_of(heat.ammo_check, h)) - 1
        self.life_support = tables.components.life_support_consciousness_from_heat
        self.engine_heat = tables.components.engine_heat_per_hit

    def active(self, state: dict[str, MechState]) -> dict[str, int]:
        """Each attacker's group this turn: the first with a target that can fight (else one still in the
        battle); an attacker with neither is left out."""
        out: dict[str, int] = {}
        for mid, own in self.by_attacker.items():
            chosen = next((g for g, targets in own if any(_fighting(state[t]) for t in targets)), None)
            if chosen is None:
                chosen = next((g for g, targets in own if any(not state[t].out_of_action for t in targets)), None)
            if chosen is not None:
                out[mid] = chosen
        return out

    def room(self, m: MechState, sinks: int) -> int:
        """How much weapon heat the mech can make this turn and stay clear of heat checks."""
        cap = self.cap
        if m.life_support_hits:
            cap = min(cap, self.life_support - 1)
        tn = m.turn
        return cap + sinks - (m.heat + tn.movement_heat + tn.other_heat + m.engine_hits * self.engine_heat)

    def engine_select(self, state: dict[str, MechState], attacks: list[Attack], rules: dict) -> list[Attack]:
        """This turn's attacks, chosen from the states by the engine's :func:`plan_attack` (the lean turn makes
        the same choice from its cached plans)."""
        active = self.active(state)
        out: list[Attack] = []
        spent: dict[tuple[str, str], int] = {}
        used: dict[str, int] = {}
        for i, attack in enumerate(attacks):
            g = self.groups[i]
            a, t = state[attack.attacker], state[attack.target]
            if active.get(attack.attacker) != g or not a.can_act or t.out_of_action:
                continue
            if g == 0:
                out.append(attack)
                continue
            try:
                plan = plan_attack(a, t, attack, rules)
            except AttackError:
                continue
            if plan.heat > 0 and used.get(a.id, 0) + plan.heat > self.room(a, a.working_heat_sinks()):
                continue
            if plan.ammo_bin is not None:
                pair = (a.id, plan.ammo_bin)
                n = spent.get(pair, 0) + 1
                if n > a.ammo_left(plan.ammo_bin):
                    continue
                spent[pair] = n
            used[a.id] = used.get(a.id, 0) + plan.heat
            out.append(attack)
        return out


def _index(field: str | None) -> int | None:
    if field and field.startswith("attacks["):
        return int(field[len("attacks["):field.index("]")])
    return None
