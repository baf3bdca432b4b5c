"""The mech forecast's lean turn: the engine's turn played on the states in place (see :class:`LeanExchange`)."""

from __future__ import annotations

from dataclasses import dataclass

from muster.rules.dice import parse
from muster.rules.forecast.common import ForecastDice
from muster.rules.forecast.mech_turn import Fire, explosions, phase_explosions
from muster.rules.mech.combat import Attack, AttackError, hits_on, plan_attack
from muster.rules.mech.damage import hit_location, land_damage
from muster.rules.mech.design import FRONT_OF
from muster.rules.mech.mechtables import as_tables, band_of
from muster.rules.mech.namedice import Dice
from muster.rules.mech.phases import damage_phase
from muster.rules.mech.rulesdata import SIDES
from muster.rules.mech.state import MechState, Turn


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
    """The turn of :func:`~muster.rules.forecast.mech_turn.engine_turn` played on the states in place, with what
    the engine's turn computes.

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
        tables = as_tables(rules)
        loc = parse(tables.hit_location.die)
        self.loc_count, self.loc_sides = loc.count, loc.sides
        self.where = {side: ("", *(hit_location(f, side, rules) for f in range(1, loc.sides + 1)))
                      for side in SIDES}
        crit = tables.critical
        self.crit_20, self.crit_internal = crit["on_natural_20"], crit["on_internal_damage"]
        self.first_only = crit["natural_20_first_location_only"]
        # the critical faces that change anything, by mech and location (the others are "no critical")
        roll_20 = crit["roll_20_destroys_part"]
        self.live = {mid: {loc: frozenset(f for f in range(1, 21) if (f == 20 and roll_20) or _live_row(m, loc, f))
                           for loc in m.design.locations} for mid, m in start.items()}
        self.heavy = tables.piloting.heavy_damage_from
        self.engine_heat = tables.components.engine_heat_per_hit
        self.life_support = tables.components.life_support_consciousness_from_heat
        heat = tables.heat
        self.quiet = [band_of(heat.shutdown, h) is None and band_of(heat.ammo_check, h) is None for h in range(100)]
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
        found: list[str | None] = []
        dirty: set[str] = set(self.unsettled) if first else set()
        if combat:
            self._combat(self._live(state), found, dirty)
        self._damage_phase(state, found, dirty)
        self.dice.roller.rolls.clear()
        return found

    def _live(self, state: dict[str, MechState]) -> list[tuple[int, int, _Plan, MechState, MechState]]:
        """The combat phase's attacks this turn: every declaration checked first, in initiative order."""
        live = []
        spent: dict[tuple[str, str], int] = {}
        used: dict[str, int] = {}
        plans, rank, fire = self.plans, self.rank, self.fire
        active = fire.active(state) if fire is not None else {}
        groups = fire.groups if fire is not None else None
        for i, attack in enumerate(self.attacks):
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
        return live

    def _combat(self, live: list[tuple[int, int, _Plan, MechState, MechState]], found: list[str | None],
                dirty: set[str]) -> None:
        """The attacks rolled: hits, locations and damage; every rare branch landed by the engine."""
        rand, dice, rules = self.rand, self.dice, self.rules
        assert rand is not None
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
                    found += explosions(report, t.id)
                    continue
                tdamage[loc] = after
                t.turn.damage_taken += amount
                if after >= total_of[t.id][loc]:
                    dirty.add(t.id)

    def _damage_phase(self, state: dict[str, MechState], found: list[str | None], dirty: set[str]) -> None:
        """The damage phase, mech by mech: the quiet ones in a few sums, the rest by the engine."""
        dice, rules = self.dice, self.rules
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
            found += phase_explosions(phase)


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


def _is_gel(mech: MechState, weapon: str) -> bool:
    item = mech.design.item(weapon)
    return item is not None and item.kind == "gel_dispenser"
