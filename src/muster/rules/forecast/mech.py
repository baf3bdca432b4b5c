"""Mech forecast: the declared attacks repeated for the next turns, with heat, ammunition, criticals,
piloting and consciousness, all by the engine.

Each turn is the engine's combat phase (:func:`resolve_combat`) for the declared attacks still possible,
then its damage phase (:func:`damage_phase`) for every mech, with the forecast's own dice. The sampled
exchanges are played by :class:`LeanExchange`, the same turn on the states in place with the dice drawn in the
same order, handing every rare branch (criticals, head hits, parts falling off, piloting rolls, heat checks) to
the engine's own functions; ``engine=True`` plays every turn by the engine itself (the tests hold the two to the
same answer). The GM's
choices are fixed ("both sides keep fighting as now"): nobody moves; every mech that can act repeats its
declared attacks at the same range and side while its target is still in the battle; an attack the
engine refuses (weapon lost, ammunition out, limb gone) is left out that turn.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from itertools import repeat

from muster.i18n import Msg, message_of, term_noop
from muster.rules.dice import Roller, parse
from muster.rules.forecast.common import Chance, Forecast, ForecastDice, Progress, Rounds, UnitForecast, sampled_chances
from muster.rules.mech.combat import Attack, AttackError, hits_on, plan_attack, resolve_combat
from muster.rules.mech.damage import hit_location, land_damage
from muster.rules.mech.namedice import Dice
from muster.rules.mech.phases import DamagePhaseResult, damage_phase
from muster.rules.mech.rulesdata import SIDES
from muster.rules.mech.state import MechState, Turn
from muster.rules.tables import band_for

OUTCOMES = ("attacker", "defender", "undecided")
# the forecast's assumption (shown as ``render(term("Mech", RULE))``)
RULE = term_noop("Mech", "Both sides keep fighting as now: nobody moves; every mech that can act repeats its declared "
                         "attacks at the same range while its target is in the battle; an attack the rules refuse "
                         "(weapon lost, no ammunition) is left out. A side is beaten when none of its mechs can fight "
                         "(destroyed, pilot dead or knocked out).")


def _explosions(data, target: str | None = None) -> list[str | None]:
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


def sides_of(mechs: dict[str, MechState], attacks: list[Attack], sides: dict | None) -> dict[str, str]:
    """"attacker" for the side of the first declared attacker, "defender" for the other (``sides`` names them;
    without it, a mech is on the other side from the mechs it attacks or is attacked by)."""
    if sides:
        first = sides.get(attacks[0].attacker) if attacks else None
        return {mid: "attacker" if sides.get(mid) == first else "defender" for mid in mechs}
    side: dict[str, str] = {}
    if attacks:
        side[attacks[0].attacker] = "attacker"
    changed = True
    while changed:
        changed = False
        for a in attacks:
            for one, other in ((a.attacker, a.target), (a.target, a.attacker)):
                if one not in side and other in side:
                    side[one] = "defender" if side[other] == "attacker" else "attacker"
                    changed = True
    return {mid: side.get(mid, "defender") for mid in mechs}


def _turn(mechs: dict[str, MechState], attacks: list[Attack], dice: Dice, rules: dict,
          order: list[str] | None) -> tuple[dict[str, MechState], list, int]:
    live = [a for a in attacks if mechs[a.attacker].can_act and not mechs[a.target].out_of_action]
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
    found = list(_explosions(result.attacks if result else []))
    for p in phases:
        found += _phase_explosions(p)
    return new, found, len(live)


def _phase_explosions(phase: DamagePhaseResult) -> list[str | None]:
    """Ammunition that blew up in a damage phase: carried damage scoring a critical, or the heat check."""
    if not phase.parts and not phase.ammo_check:
        return []
    return _explosions([phase.parts, phase.ammo_check], phase.mech)


@dataclass(frozen=True)
class _Plan:
    """One declared attack as the engine planned it, in whole numbers."""

    kind: str
    heat: int
    ammo_bin: str | None
    needs_roll: bool
    hits: tuple[bool, ...]          # by attack die face (index 0 unused)
    fixed: int | None               # fixed damage, or None for dice
    packets: int
    sides: int
    bonus: int
    side: str
    why: str


class LeanExchange:
    """The turn of :func:`_turn` played on the states in place, with what the engine's turn computes.

    The to-hit numbers come from the engine's :func:`plan_attack` (kept for each state of the attacker that can
    change them), hit locations from its :func:`hit_location`, and every branch beyond plain armor damage and
    the heat tally goes to the engine's own functions: damage reaching structure, a natural 20, a head hit or
    a part already lost is landed by :func:`land_damage` (criticals, explosions, consciousness); a mech with
    anything more to settle (parts falling off, a piloting roll, a heat check, a pilot out) has its whole
    damage phase done by :func:`damage_phase`. Dice are drawn in the engine's order from the same source, so
    for one seed both give the same answer (the tests hold them to it).
    """

    def __init__(self, start: dict[str, MechState], attacks: list[Attack], rules: dict, order: list[str] | None,
                 dice: Dice):
        self.attacks = attacks
        self.rules = rules
        self.dice = dice
        source = dice.roller.source
        self.rand = source.random.random if isinstance(source, ForecastDice) else None
        rank = {mid: n for n, mid in enumerate(order or [])}
        self.rank = [rank.get(a.attacker, len(rank)) for a in attacks]
        loc = parse(rules["hit_location"]["die"])
        self.loc_count, self.loc_sides = loc.count, loc.sides
        self.where = {side: ("", *(hit_location(f, side, rules) for f in range(1, loc.sides + 1)))
                      for side in SIDES}
        crit = rules["critical"]
        self.crit_20, self.crit_internal = crit["on_natural_20"], crit["on_internal_damage"]
        self.first_only = crit["natural_20_first_location_only"]
        self.heavy = rules["piloting"]["heavy_damage"]["from"]
        self.engine_heat = rules["components"]["engine"]["heat_per_hit"]
        self.life_support = rules["components"]["life_support"]["consciousness_from_heat"]
        heat = rules["heat"]
        self.quiet = [not _covered(heat["shutdown"], h) and not _covered(heat["ammo_check"], h) for h in range(100)]
        self.armor = {mid: {k: v.armor for k, v in m.design.locations.items()} for mid, m in start.items()}
        self.total = {mid: {k: v.total for k, v in m.design.locations.items()} for mid, m in start.items()}
        self.unsettled = {mid for mid, m in start.items() if self._unsettled(m)}
        self.plans: dict[tuple, _Plan | None] = {}
        self.sinks: dict[tuple, int] = {}
        self.sinks0 = {mid: _pristine(m).working_heat_sinks() for mid, m in start.items()}

    @classmethod
    def fits(cls, mechs: dict[str, MechState], attacks: list[Attack], dice: Dice) -> bool:
        """Whether the lean turn covers this set-up (GEL repairs and GM-named dice go by the engine)."""
        if not isinstance(dice.roller.source, ForecastDice) or dice.named:
            return False
        return all(a.weapon in ("punch", "kick") or not _is_gel(mechs[a.attacker], a.weapon) for a in attacks)

    def _plan(self, key: tuple, a: MechState, t: MechState) -> _Plan | None:
        """The engine's plan of declaration ``key[0]`` in the state ``key`` sums up (cached)."""
        i = key[0]
        probe = a.copy()
        probe.ammo_used = {}     # ammunition is counted per turn (see :meth:`turn`)
        attack = self.attacks[i]
        try:
            plan = plan_attack(probe, t, attack, self.rules)
        except AttackError:
            out = None
        else:
            total, rules = plan.modifier_total, self.rules
            hits = (False, *(hits_on(f, total, rules) for f in range(1, 21)))
            if isinstance(plan.damage, int):
                fixed, packets, sides, bonus = plan.damage, 1, 0, 0
            else:
                spec = parse(plan.damage)
                fixed, packets, sides, bonus = None, spec.count, spec.sides, spec.bonus
            out = _Plan(plan.kind, plan.heat, plan.ammo_bin if plan.kind == "weapon" else None, plan.needs_roll,
                        hits, fixed, packets, sides, bonus, attack.side, f"{plan.name} from {a.id}")
        self.plans[key] = out
        return out

    def _sinks(self, m: MechState) -> int:
        key = (m.id, tuple(m.disabled), tuple(m.lost))
        got = self.sinks.get(key)
        if got is None:
            got = self.sinks[key] = m.working_heat_sinks()
        return got

    def _unsettled(self, m: MechState) -> bool:
        """Whether the damage phase has a part to take off or excess to carry on (:func:`settle`)."""
        total, lost = self.total[m.id], m.lost
        return any((d > total[k]) if k in lost else (d >= total[k]) for k, d in m.damage.items())

    def turn(self, state: dict[str, MechState], first: bool = False) -> list[str | None]:
        """One turn on ``state`` (changed in place: a mech's damage phase may replace its state); returns the
        mechs whose ammunition blew up."""
        rand = self.rand
        assert rand is not None
        dice, rules = self.dice, self.rules
        found: list[str | None] = []
        dirty: set[str] = set(self.unsettled) if first else set()
        # the combat phase: every declaration checked first, then resolved in initiative order
        live = []
        spent: dict[tuple[str, str], int] = {}
        plans, rank = self.plans, self.rank
        for i, attack in enumerate(self.attacks):
            a, t = state[attack.attacker], state[attack.target]
            # a.can_act and not t.out_of_action
            if a.destroyed or a.shutdown or a.pilot.status != "conscious" or t.destroyed or t.pilot.status == "dead":
                continue
            at, tt = a.turn, t.turn
            if a.disabled or a.lost or a.actuators_hit:
                key: tuple = (i, a.heat, a.sensor_hits, a.prone, at.move_mode, at.jumped, tt.die, tt.hexes,
                              tuple(a.disabled), tuple(a.lost), tuple(a.actuators_hit))
            else:
                key = (i, a.heat, a.sensor_hits, a.prone, at.move_mode, at.jumped, tt.die, tt.hexes)
            plan = plans[key] if key in plans else self._plan(key, a, t)
            if plan is None:
                continue
            if plan.ammo_bin is not None:
                pair = (a.id, plan.ammo_bin)
                n = spent.get(pair, 0) + 1
                if n > a.ammo_left(plan.ammo_bin):
                    continue
                spent[pair] = n
            live.append((rank[i], i, plan, a, t))
        if len(live) > 1:
            live.sort(key=_first_two)
        loc_count, loc_sides, where = self.loc_count, self.loc_sides, self.where
        armor, total_of, crit_20, crit_internal = self.armor, self.total, self.crit_20, self.crit_internal
        for _, _, plan, a, t in live:
            a.turn.weapon_heat += plan.heat
            if plan.ammo_bin is not None:
                a.ammo_used[plan.ammo_bin] = a.ammo_used.get(plan.ammo_bin, 0) + 1
            natural_20 = False
            if plan.needs_roll:
                face = int(rand() * 20) + 1
                natural_20 = face == 20
                hit = plan.hits[face]
            else:
                hit = True
            if plan.kind == "kick":
                (t if hit else a).turn.piloting_reasons.append("kicked" if hit else "missed kick")
            if not hit:
                continue
            side_where = where[plan.side]
            tdamage = t.damage
            for n in range(plan.packets):
                loc = side_where[int(rand() * loc_sides) + 1]
                for _ in range(loc_count - 1):   # a location roll of several dice reads its first die
                    rand()
                if plan.fixed is not None:
                    amount = plan.fixed
                else:
                    amount = int(rand() * plan.sides) + 1 + (plan.bonus if n == 0 else 0)
                n20 = natural_20 and (n == 0 or not self.first_only)
                after = tdamage.get(loc, 0) + amount
                if (loc == "head" or (n20 and crit_20) or amount <= 0 or loc in t.lost
                        or (crit_internal and after > armor[t.id][loc])):
                    report = land_damage(t, loc, amount, dice, rules, why=plan.why, natural_20=n20)
                    dirty.add(t.id)
                    found += _explosions(report, t.id)
                    continue
                tdamage[loc] = after
                t.turn.damage_taken += amount
                if after >= total_of[t.id][loc]:
                    dirty.add(t.id)
        # the damage phase, mech by mech
        quiet, heavy = self.quiet, self.heavy
        for mid, m in state.items():
            tn = m.turn
            if not (m.destroyed or tn.piloting_reasons or tn.damage_taken >= heavy or m.pilot.status != "conscious"
                    or (mid in dirty and self._unsettled(m))):
                raw = m.heat + tn.movement_heat + tn.weapon_heat + tn.other_heat + m.engine_hits * self.engine_heat
                total = max(0, raw - (self._sinks(m) if m.disabled or m.lost else self.sinks0[mid]))
                if total < len(quiet) and quiet[total] and not (m.life_support_hits and total >= self.life_support):
                    m.heat = total
                    m.shutdown = False
                    m.turn = Turn()
                    continue
            phase = damage_phase(m, dice, rules)
            state[mid] = phase.state
            found += _phase_explosions(phase)
        dice.roller.rolls.clear()
        return found


def _pristine(mech: MechState) -> MechState:
    """The mech with nothing knocked out or lost (its heat sinks all working)."""
    probe = mech.copy()
    probe.disabled, probe.lost = [], []
    return probe


def _first_two(item: tuple) -> tuple:
    return item[0], item[1]


def _covered(bands: list[dict], value: int) -> bool:
    try:
        band_for(bands, value)
    except LookupError:
        return False
    return True


def _is_gel(mech: MechState, weapon: str) -> bool:
    item = mech.design.item(weapon)
    return item is not None and item.kind == "gel_dispenser"


def _index(field: str | None) -> int | None:
    if field and field.startswith("attacks["):
        return int(field[len("attacks["):field.index("]")])
    return None


def forecast(mechs: list[MechState], attacks: list[Attack], rules: dict, *, runs: int = 2000, seed: int = 1,
             turns: int = 3, order: list[str] | None = None, sides: dict | None = None,
             progress: Progress | None = None, engine: bool = False) -> Forecast:
    """``engine``: play every turn by the engine itself rather than by :class:`LeanExchange` (same answer)."""
    start = {m.id: m for m in mechs}
    attacks = [replace(a, dice=None) for a in attacks]
    side = sides_of(start, attacks, sides)
    resolve_combat(start, attacks, Dice(Roller(ForecastDice(seed))), rules, order)  # refuses a bad declaration now
    dice = Dice(Roller(ForecastDice(seed)))
    lean = None
    if not engine and LeanExchange.fits(start, attacks, dice):
        try:
            lean = LeanExchange(start, attacks, rules, order, dice)
        except LookupError:   # a house table with a gap: the engine meets it (and says so) if it is ever rolled
            lean = None
    outcome: Counter = Counter()
    decided: Counter = Counter()
    destroyed_by: dict[str, Counter] = {mid: Counter() for mid in start}
    out_by: dict[str, Counter] = {mid: Counter() for mid in start}
    fates: dict[str, Counter] = {mid: Counter() for mid in start}
    damage: dict[str, list[dict]] = {mid: [] for mid in start}   # each run's final damage by location
    shutdown: Counter = Counter()
    exploded: Counter = Counter()
    present = set(side.values()) & {"attacker", "defender"}
    chunk = max(1, min(runs // 50, 25))  # often enough for Cancel to stop it at once
    for n in range(runs):
        if progress is not None and n % chunk == 0:
            progress(n, runs)
        state = {k: m.copy() for k, m in start.items()}
        shut: set[str] = set()
        boom: set[str | None] = set()
        verdict, when = "undecided", 0
        first_destroyed: dict[str, int] = {}
        first_out: dict[str, int] = {}
        for turn in range(1, turns + 1):
            if lean is not None:
                found = lean.turn(state, turn == 1)
            else:
                state, found, _ = _turn(state, attacks, dice, rules, order)
                dice.roller.rolls.clear()
            if found:
                boom.update(found)
            fighting = set()
            for mid, m in state.items():
                if m.shutdown:
                    shut.add(mid)
                if m.destroyed:
                    first_destroyed.setdefault(mid, turn)
                if m.destroyed or m.pilot.status != "conscious":   # beaten: wrecked, or the pilot out or dead
                    first_out.setdefault(mid, turn)
                else:
                    fighting.add(side[mid])
            beaten = present - fighting
            if beaten:
                verdict = "undecided" if len(beaten) == 2 else ("defender" if "attacker" in beaten else "attacker")
                when = turn
                break
        outcome[verdict] += 1
        if when:
            decided[when] += 1
        for mid, m in state.items():
            fates[mid]["destroyed" if m.destroyed else "pilot_dead" if m.pilot.status == "dead"
                       else "pilot_out" if m.pilot.status != "conscious" else "fighting"] += 1
            damage[mid].append(m.damage)
        for mid, t in first_destroyed.items():
            for k in range(t, turns + 1):
                destroyed_by[mid][k] += 1
        for mid, t in first_out.items():
            for k in range(t, turns + 1):
                out_by[mid][k] += 1
        for mid in shut:
            shutdown[mid] += 1
        for who in boom:
            exploded[who] += 1
    if progress is not None:
        progress(runs, runs)
    units = []
    for mid, m in start.items():
        chances = sampled_chances(fates[mid], ("destroyed", "pilot_dead", "pilot_out", "fighting"), runs)
        chances += tuple((f"destroyed_by_turn_{t}", Chance.sampled(destroyed_by[mid][t], runs))
                         for t in range(1, turns + 1))
        chances += tuple((f"out_by_turn_{t}", Chance.sampled(out_by[mid][t], runs)) for t in range(1, turns + 1))
        chances += (("heat_shutdown", Chance.sampled(shutdown[mid], runs)),
                    ("ammo_explosion", Chance.sampled(exploded[mid], runs)))
        expected = tuple((f"expected_damage_{loc}", _mean_taken(damage[mid], loc, m.damage.get(loc, 0), runs))
                         for loc in sorted(set().union(*damage[mid])))
        units.append(UnitForecast(m.id, side[mid], chances, expected))
    return Forecast("mech", runs, seed, sampled_chances(outcome, OUTCOMES, runs), Rounds.from_counts(decided, runs),
                    tuple(units), False, RULE, "turn", turns)


def _mean_taken(finals: list[dict], loc: str, before: int, runs: int) -> float:
    return (sum(map(dict.get, finals, repeat(loc), repeat(0))) - before * len(finals)) / runs


def do_forecast(req) -> dict:
    """``muster rules mech forecast``: the ``attack`` request plus ``runs``, ``seed`` and ``turns`` (1-5)."""
    from muster.rules.forecast.common import read_settings
    from muster.rules.mech import api
    from muster.rules.requests import RequestError

    rules = api.rules_for(req)
    mechs, attacks = api.battle_for(req)
    if not attacks:
        raise RequestError(Msg("Mech", "a forecast repeats the declared attacks: declare at least one"), "attacks")
    sides = api.sides_for(req, mechs)
    for i, a in enumerate(attacks):
        problem = api.target_problem(mechs, a, sides, f"attacks[{i}]" if "attacks" in req.data else "")
        if problem is not None:
            raise problem
    order = req.array("order", None)
    settings = read_settings(req, limit_key="turns", default_limit=3, max_limit=5)
    try:
        return forecast(mechs, attacks, rules, runs=settings.runs, seed=settings.seed, turns=settings.limit,
                        order=order, sides=sides).to_dict()
    except AttackError as exc:
        raise RequestError(message_of(exc.message), exc.field) from None
