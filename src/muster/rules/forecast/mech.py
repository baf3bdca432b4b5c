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

With ``assume_range`` (the campaign's forecast in any phase, :func:`plan_fire`) the fight need not be declared:
a mech without declared attacks (or whose declared targets can no longer fight) fires at the enemy it faces,
the first mech of each side facing the first of the other, the second the second and so on round the enemy's
line-up, at ``assume_range`` hexes; once that enemy cannot fight, at the next one still fighting. It fires
every weapon the engine allows at that range and bearing, the most damage for its heat first, as long as its
heat after the turn stays clear of shutdown and ammunition checks (and of life-support consciousness
checks); heat-free weapons always fire. The choice is made afresh each turn from the state of the moment
(weapons lost, ammunition spent, heat), the same way in the lean turn and the engine's.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from itertools import repeat

from muster.i18n import Joined, Msg, Text, message_of, term_noop
from muster.rules.dice import Roller, parse
from muster.rules.forecast.common import (
    TIME_LIMIT,
    Chance,
    Forecast,
    ForecastDice,
    Progress,
    Rounds,
    UnitForecast,
    past_deadline,
    sampled_chances,
)
from muster.rules.mech.combat import Attack, AttackError, hits_on, plan_attack, resolve_combat
from muster.rules.mech.damage import hit_location, land_damage
from muster.rules.mech.design import FRONT_OF
from muster.rules.mech.namedice import Dice
from muster.rules.mech.phases import DamagePhaseResult, damage_phase
from muster.rules.mech.rulesdata import SIDES
from muster.rules.mech.state import MechState, Turn
from muster.rules.tables import band_for

OUTCOMES = ("attacker", "defender", "undecided")
MAX_TURNS = 60  # the longest forecast (the campaign's default runs the sample battle to a decision in 25)
# the forecast's assumption (shown as ``render(term("Mech", RULE))``)
RULE = term_noop("Mech", "Both sides keep fighting as now: nobody moves; every mech that can act repeats its declared "
                         "attacks at the same range while its target is in the battle; an attack the rules refuse "
                         "(weapon lost, no ammunition) is left out. A side is beaten when none of its mechs can fight "
                         "(destroyed, pilot dead or knocked out).")
# the assumption when attacks need not be declared (``assume_range``): %1 is the range in hexes
ASSUMED_RULE = Msg("Mech", "Nobody moves. Declared attacks are repeated as declared. Every other mech (and one whose "
                           "targets can no longer fight) fires at the enemy it faces: the first mech of each side "
                           "faces the first of the other, the second the second, and so on; when that enemy cannot "
                           "fight, the next one that can. It fires at %1 hexes every weapon that reaches and bears, "
                           "the most damage for its heat first, while its heat stays below shutdown and ammunition "
                           "checks. A side is beaten when none of its mechs can fight (destroyed, pilot dead or "
                           "knocked out).")
# added to the assumption when this turn's attacks are already rolled
DAMAGE_FIRST = Msg("Mech", "This turn's combat is over: the forecast starts with its damage phase.")


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
        first = sides.get(attacks[0].attacker if attacks else next(iter(mechs), ""))
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
          order: list[str] | None, fire: "Fire | None" = None,
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
    found = list(_explosions(result.attacks if result else []))
    for p in phases:
        found += _phase_explosions(p)
    return new, found, len(live)


def _phase_explosions(phase: DamagePhaseResult) -> list[str | None]:
    """Ammunition that blew up in a damage phase: carried damage scoring a critical, or the heat check."""
    if not phase.parts and not phase.ammo_check:
        return []
    return _explosions([phase.parts, phase.ammo_check], phase.mech)


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
        heat = rules["heat"]
        self.cap = next(h for h in range(1000) if _covered(heat["shutdown"], h) or _covered(heat["ammo_check"], h)) - 1
        self.life_support = rules["components"]["life_support"]["consciousness_from_heat"]
        self.engine_heat = rules["components"]["engine"]["heat_per_hit"]

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
                 dice: Dice, fire: Fire | None = None):
        self.attacks = attacks
        self.fire = fire
        self.rules = rules
        self.dice = dice
        source = dice.roller.source
        self.rand = source.random.random if isinstance(source, ForecastDice) else None
        if isinstance(source, ForecastDice):
            self.getstate, self.setstate = source.random.getstate, source.random.setstate
        rank = {mid: n for n, mid in enumerate(order or [])}
        self.rank = [rank.get(a.attacker, len(rank)) for a in attacks]
        loc = parse(rules["hit_location"]["die"])
        self.loc_count, self.loc_sides = loc.count, loc.sides
        self.where = {side: ("", *(hit_location(f, side, rules) for f in range(1, loc.sides + 1)))
                      for side in SIDES}
        crit = rules["critical"]
        self.crit_20, self.crit_internal = crit["on_natural_20"], crit["on_internal_damage"]
        self.first_only = crit["natural_20_first_location_only"]
        # the critical faces that change anything, by mech and location (the others are "no critical")
        roll_20 = crit["roll_20_destroys_part"]
        self.live = {mid: {loc: frozenset(f for f in range(1, 21) if (f == 20 and roll_20) or _live_row(m, loc, f))
                           for loc in m.design.locations} for mid, m in start.items()}
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

    def turn(self, state: dict[str, MechState], first: bool = False, combat: bool = True) -> list[str | None]:
        """One turn on ``state`` (changed in place: a mech's damage phase may replace its state); returns the
        mechs whose ammunition blew up. ``combat=False``: only the damage phase (this turn's combat is over)."""
        rand = self.rand
        assert rand is not None
        dice, rules = self.dice, self.rules
        found: list[str | None] = []
        dirty: set[str] = set(self.unsettled) if first else set()
        # the combat phase: every declaration checked first, then resolved in initiative order
        live = []
        spent: dict[tuple[str, str], int] = {}
        used: dict[str, int] = {}
        plans, rank, fire = self.plans, self.rank, self.fire
        active = fire.active(state) if fire is not None and combat else {}
        groups = fire.groups if fire is not None else None
        for i, attack in enumerate(self.attacks if combat else ()):
            g = 0
            if groups is not None:
                g = groups[i]
                if active.get(attack.attacker) != g:
                    continue
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
            if g and plan.heat > 0:
                assert fire is not None
                sinks = self._sinks(a) if a.disabled or a.lost else self.sinks0[a.id]
                if used.get(a.id, 0) + plan.heat > fire.room(a, sinks):
                    continue
            if plan.ammo_bin is not None:
                pair = (a.id, plan.ammo_bin)
                n = spent.get(pair, 0) + 1
                if n > a.ammo_left(plan.ammo_bin):
                    continue
                spent[pair] = n
            if g:
                used[a.id] = used.get(a.id, 0) + plan.heat
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
                engine = loc == "head" or (n20 and crit_20) or amount <= 0 or loc in t.lost
                if not engine and crit_internal and after > armor[t.id][loc]:
                    # internal damage: the critical roll the engine would make, read first; only a face that
                    # changes something goes back to the engine (the die put back, so it rolls the same face)
                    saved = self.getstate()
                    face = int(rand() * 20) + 1
                    chart_loc = FRONT_OF.get(loc, loc)
                    if face in self.live[t.id][loc] and not (chart_loc != loc and chart_loc in t.lost):
                        self.setstate(saved)
                        engine = True
                if engine:
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
            if m.out_of_action and not (mid in dirty and self._unsettled(m)):
                m.turn = Turn()      # a wreck with nothing left to settle: its damage phase only ends its turn
                continue
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


def _live_row(m: MechState, loc: str, face: int) -> bool:
    row = m.design.chart_for(loc).row_for(face)
    return row is not None and row.component != "no_critical"


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
             progress: Progress | None = None, engine: bool = False, assume_range: int | None = None,
             combat_done: bool = False, side_names: dict[str, str] | None = None,
             deadline: float | None = None) -> Forecast:
    """``engine``: play every turn by the engine itself rather than by :class:`LeanExchange` (same answer).

    ``assume_range``: mechs need not have declared attacks (:func:`plan_fire`, needs ``sides``): those without
    fire at the enemy they face at this range. ``combat_done``: this turn's combat phase is over, so the first
    turn is only its damage phase. ``side_names`` (a value of ``sides`` -> its name): the outcomes and each
    unit's side are named after the two sides rather than "attacker" and "defender". ``progress`` may raise :class:`~.common.Cancelled` to stop (a time limit too).
    """
    start = {m.id: m for m in mechs}
    attacks = [replace(a, dice=None) for a in attacks]
    side = sides_of(start, attacks, sides)
    resolve_combat(start, attacks, Dice(Roller(ForecastDice(seed))), rules, order)  # refuses a bad declaration now
    fire = None
    if assume_range is not None:
        attacks, groups = plan_fire(mechs, attacks, sides or {}, assume_range)
        fire = Fire(attacks, groups, rules)
    dice = Dice(Roller(ForecastDice(seed)))
    lean = None
    if not engine and LeanExchange.fits(start, attacks, dice):
        try:
            lean = LeanExchange(start, attacks, rules, order, dice, fire)
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
    asked = runs
    for n in range(runs):
        if n % chunk == 0:
            if progress is not None:
                progress(n, runs)
            if past_deadline(deadline, n):  # past ``deadline`` (a time.monotonic()): stop with the runs done
                runs = n
                break
        state = {k: m.copy() for k, m in start.items()}
        shut: set[str] = set()
        boom: set[str | None] = set()
        verdict, when = "undecided", 0
        first_destroyed: dict[str, int] = {}
        first_out: dict[str, int] = {}
        for turn in range(1, turns + 1):
            combat = turn > 1 or not combat_done
            if lean is not None:
                found = lean.turn(state, turn == 1, combat)
            else:
                state, found, _ = _turn(state, attacks, dice, rules, order, fire, combat)
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
    label = _labels(start, side, sides, side_names)
    units = [replace(u, side=label[u.side]) for u in units]
    outcomes = tuple((label[k], c) for k, c in sampled_chances(outcome, OUTCOMES, runs))
    rule: Text = RULE if assume_range is None else ASSUMED_RULE.args(assume_range)
    if combat_done:
        rule = Joined([rule, DAMAGE_FIRST], " ")
    return Forecast("mech", runs, seed, outcomes, Rounds.from_counts(decided, runs), tuple(units), False, rule,
                    "turn", turns, stopped=TIME_LIMIT if runs < asked else None, runs_asked=asked)


def _labels(start: dict[str, MechState], side: dict[str, str], sides: dict | None,
            side_names: dict[str, str] | None) -> dict[str, str]:
    """What to call "attacker" and "defender": the two sides' names when they are two, distinct and not an
    outcome's own name; else the words themselves."""
    plain = {k: k for k in OUTCOMES}
    if not sides or not side_names:
        return plain
    named: dict[str, set[str]] = {}
    for mid, which in side.items():
        named.setdefault(which, set()).add(side_names.get(str(sides.get(mid)), ""))
    attacker, defender = named.get("attacker", set()), named.get("defender", set())
    if len(attacker) != 1 or len(defender) != 1:
        return plain
    a, d = next(iter(attacker)), next(iter(defender))
    if not a.strip() or not d.strip() or a == d or {a, d} & set(OUTCOMES):
        return plain
    return {"attacker": a, "defender": d, "undecided": "undecided"}


def _mean_taken(finals: list[dict], loc: str, before: int, runs: int) -> float:
    return (sum(map(dict.get, finals, repeat(loc), repeat(0))) - before * len(finals)) / runs


def do_forecast(req) -> dict:
    """``muster rules mech forecast``: the ``attack`` request plus ``runs``, ``seed`` and ``turns`` (1 to
    :data:`MAX_TURNS`, 3 unless given)."""
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
    settings = read_settings(req, limit_key="turns", default_limit=3, max_limit=MAX_TURNS)
    try:
        return forecast(mechs, attacks, rules, runs=settings.runs, seed=settings.seed, turns=settings.limit,
                        order=order, sides=sides, deadline=settings.deadline).to_dict()
    except AttackError as exc:
        raise RequestError(message_of(exc.message), exc.field) from None
