"""BUCS battle forecast: the engagement fought round after round by the engine until a side breaks.

Every round is the engine's :func:`resolve_round`; what changes between rounds is only what the GM
would do ("both sides keep fighting as now"): broken units leave the line, a side's lead is its first
unit still standing, a target that broke is replaced by the enemy lead, orders are repeated every round
(and a unit that cannot fight without one is ordered to Attack).

The battle's states are interned: a unit is numbered in its :func:`round_form` (units a round cannot tell
apart are one), a state is both sides' tuples of unit numbers. A state's round outcomes (winner and number of
hits) and their exact chances come from the engine's odds (:func:`outcome_counts`), and the state each
outcome leads to from the engine's round in its pieces (the leads' modifiers, the hits landed, each unit
after the round), each piece computed once and remembered; a round that rolls more dice (a joined
character's damage) is the engine's whole :func:`resolve_round` with faces that give the outcome. So a
sampled battle is a walk over numbers, and ``engine=True`` (every round by :func:`resolve_round`, the
reference the tests hold the fast path to) gives the same answer. The same states make the exact answer (a
Markov chain over the units' states, walked round by round) when no joined character's damage dice are
involved.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from muster.i18n import Msg, Text
from muster.rules.bucs import data as d
from muster.rules.bucs.combat import (
    apply_hits,
    hits_for_margin,
    resolve_round,
    round_form,
    round_modifiers,
    split_hits,
    unit_after_round,
)
from muster.rules.bucs.data import BucsTables, RuleError, TerrainRow
from muster.rules.bucs.modifiers import Engagement, check_helper, check_terrain, lead_modifiers
from muster.rules.bucs.odds import outcome_counts
from muster.rules.bucs.orders import give_order
from muster.rules.bucs.units import Unit, combat_equipment, current_rank
from muster.rules.dice import DiceRequest, Roller, distribution, parse
from muster.rules.forecast.common import (
    TIME_LIMIT,
    Chance,
    Forecast,
    ForecastDice,
    Progress,
    Rounds,
    UnitForecast,
    exact_chances,
    past_deadline,
    sampled_chances,
)

if TYPE_CHECKING:
    from muster.rules.requests import Request

OUTCOMES = ("attacker", "defender", "undecided")
FATES = ("destroyed", "retreated", "standing")
PRUNE = 1e-12  # the exact walk drops states less likely than this (their mass is reported as 'dropped')
STANDING_ORDER = "Attack"
RULE = Msg("BUCS", "Both sides keep fighting as now: the same leads and targets while they stand (then the first unit "
           "still standing), orders repeated every round (a unit that needs one is ordered to Attack), nobody "
           "withdraws. A battle ends when every unit of a side is destroyed or has retreated, or at the round limit.")

State = tuple[tuple[Unit, ...], tuple[Unit, ...]]
Outcome = tuple[str | None, int]  # (winner, hits)


class NotExact(Exception):
    """The battle rolls dice beyond the two combat rolls (a joined character's damage): sample it instead."""


class _Faces:
    """The two combat rolls' faces as chosen, then any further dice from the forecast's own dice."""

    name = "forecast"

    def __init__(self, first: tuple[int, ...], second: tuple[int, ...], more: ForecastDice | None):
        self.queue = [first, second]
        self.more = more
        self.extra = 0

    def faces(self, request: DiceRequest) -> tuple[int, ...]:
        if self.queue:
            return self.queue.pop(0)
        self.extra += 1
        if self.more is None:
            raise NotExact()
        return self.more.faces(request)


def faces_for(notation: str, total: int) -> tuple[int, ...]:
    """Faces of ``notation`` that add up to ``total`` (high dice first)."""
    spec = parse(notation)
    left = total - spec.bonus
    out = []
    for i in range(spec.count):
        rest = spec.count - i - 1
        face = min(spec.sides, left - rest)
        out.append(face)
        left -= face
    return tuple(out)


Ids = tuple[int, ...]
Key = tuple[Ids, Ids]


_faces_for = faces_for  # the earlier private name


class EngagementModel:
    """The engagement's states, numbered as met, with each state's round outcomes from the engine.

    Units are numbered in their :func:`round_form` (units the engine fights alike are one), and a state is
    the two sides' tuples of unit numbers, so the engine's pieces of a round are computed once and
    remembered: the leads' modifiers (:func:`lead_modifiers`, a function of the two leads and the numbers
    fighting), whether a helper can act (:func:`check_helper`), the hits landed on a side
    (:func:`apply_hits`) and a side after the round (:func:`unit_after_round` of each unit). A round that
    rolls more dice (a joined character's damage) is the engine's whole :func:`resolve_round`.
    """

    def __init__(self, attackers: list[Unit], defenders: list[Unit], engagement: Engagement, tables: BucsTables,
                 engine: bool = False):
        self.engine = engine  # every round by the engine's whole resolve_round (the reference; slower)
        self.engagement = engagement
        self.tables = tables
        self.die = tables.die
        self.orders = {u.name: u.order for u in attackers + defenders}
        self.units: list[Unit] = []
        self._uid: dict[Unit, int] = {}
        self.ready: list[bool] = []
        self.states: list[Key] = []
        self.index: dict[Key, int] = {}
        self.terminal: list[str | None] = []
        self.cum: list[list[float] | None] = []
        self.outcomes: list[list[Outcome]] = []
        self.next: list[list[int]] = []  # -1: not met yet; -2: the outcome rolls more dice (never cached)
        self.diffs: list[int] = []
        self._rows: dict[int, tuple[list[Outcome], list[float], list[float]]] = {}
        self._fight: dict[Ids, Ids] = {}
        self._at: dict[Ids, tuple[int, ...]] = {}
        self._leads: dict[tuple, int] = {}
        self._helpers: set[tuple[Ids, str]] = set()
        self._hits: dict[tuple, tuple[Ids, bool] | None] = {}
        self._after: dict[tuple, Ids] = {}
        self._unit_hits: dict[tuple[int, int, str], int] = {}
        self._equipment: dict[Ids, str] = {}  # the equipment a side's lead fights with
        self._pairs = sorted(distribution(self.die))
        self._terrain: TerrainRow | None = None
        self._targets = (engagement.attacker.target, engagement.defender.target)
        self.ordered = False  # some unit had to be ordered to Attack to fight on
        self.start = self.intern((self._ids(attackers), self._ids(defenders)))

    # ---- units and states ---------------------------------------------------------------------------
    def unit_id(self, unit: Unit) -> int:
        unit = round_form(unit)
        uid = self._uid.get(unit)
        if uid is None:
            uid = self._uid[unit] = len(self.units)
            self.units.append(unit)
            self.ready.append(unit.ready)
        return uid

    def _ids(self, units: Iterable[Unit]) -> Ids:
        return tuple(self.unit_id(u) for u in units)

    def state_units(self, sid: int) -> tuple[tuple[Unit, ...], tuple[Unit, ...]]:
        units = self.units
        a, d = self.states[sid]
        return tuple(units[i] for i in a), tuple(units[i] for i in d)

    def intern(self, state: Key) -> int:
        sid = self.index.get(state)
        if sid is None:
            sid = len(self.states)
            self.index[state] = sid
            self.states.append(state)
            a_up = bool(self.fighting(state[0]))
            d_up = bool(self.fighting(state[1]))
            self.terminal.append(None if a_up and d_up else "attacker" if a_up else "defender")
            self.cum.append(None)
            self.outcomes.append([])
            self.next.append([])
            self.diffs.append(0)
        return sid

    def fighting(self, side: Ids) -> Ids:
        """The side's units still fighting (ready), in order: the first leads."""
        out = self._fight.get(side)
        if out is None:
            ready = self.ready
            out = self._fight[side] = tuple(u for u in side if ready[u])
        return out

    def _keep(self, fa: Ids, fd: Ids) -> tuple[bool, bool]:
        """Whether each side's chosen target is still fighting (else its hits go to the enemy lead)."""
        units = self.units
        a_t, d_t = self._targets
        return (a_t is not None and any(units[u].name == a_t for u in fd),
                d_t is not None and any(units[u].name == d_t for u in fa))

    def _engagement_for(self, keep: tuple[bool, bool]) -> Engagement:
        eng = self.engagement
        if eng.attacker.target is not None and not keep[0]:
            eng = replace(eng, attacker=replace(eng.attacker, target=None))
        if eng.defender.target is not None and not keep[1]:
            eng = replace(eng, defender=replace(eng.defender, target=None))
        return eng

    def _ordered(self, state: Key) -> Key:
        """Units that can no longer fight without an order are ordered to Attack (what a GM would do)."""
        def fix(uid: int) -> int:
            u = self.units[uid]
            return self.unit_id(give_order(u, STANDING_ORDER, self.tables)[0]) if u.ready and u.order is None else uid
        return tuple(fix(u) for u in state[0]), tuple(fix(u) for u in state[1])

    # ---- the round's odds -------------------------------------------------------------------------------
    def _totals(self, fa: Ids, fd: Ids) -> tuple[int, int]:
        """Both sides' modifier totals, as :func:`round_modifiers` adds them up (same checks, same order)."""
        units, tables = self.units, self.tables
        if self._terrain is None:  # the engine's whole check once: sides, names, terrain
            round_modifiers([units[u] for u in fa], [units[u] for u in fd], self.engagement, tables)
            self._terrain = check_terrain([units[u] for u in fa + fd], self.engagement, tables, "terrain")
        keep = self._keep(fa, fd) if self._targets != (None, None) else (False, False)
        out = []
        for role, side, enemy in (("attacker", fa, fd), ("defender", fd, fa)):
            key = (side[0], enemy[0], len(side), len(enemy), role, keep)
            total = self._leads.get(key)
            if total is None:
                mods, _ = lead_modifiers(units[side[0]], units[enemy[0]], len(side), len(enemy), role,
                                         self._engagement_for(keep), tables, self._terrain)
                total = self._leads[key] = sum(m.value for m in mods)
            if len(side) > 1 and (side, role) not in self._helpers:
                for i, helper in enumerate(side[1:], start=1):
                    check_helper(units[helper], i, role, self.engagement, tables)
                self._helpers.add((side, role))
            out.append(total)
        return out[0], out[1]

    def expand(self, sid: int) -> list[float]:
        """The chances of the state's round outcomes (winner and hits), from the engine's exact odds."""
        state = self.states[sid]
        try:
            a_total, d_total = self._totals(self.fighting(state[0]), self.fighting(state[1]))
        except RuleError:
            self.ordered = True
            state = self._ordered(state)
            self.states[sid] = state
            a_total, d_total = self._totals(self.fighting(state[0]), self.fighting(state[1]))
        diff = a_total - d_total
        rows = self._rows.get(diff)
        if rows is None:
            rows = self._rows[diff] = self._outcomes(diff)
        self.outcomes[sid] = rows[0]
        self.next[sid] = [-1] * len(rows[0])
        self.diffs[sid] = diff
        self.cum[sid] = rows[1]
        return rows[1]

    def chances(self, sid: int) -> list[float]:
        """The chance of each of the state's outcomes (in :attr:`outcomes` order)."""
        if self.cum[sid] is None:
            self.expand(sid)
        return self._rows[self.diffs[sid]][2]

    def _outcomes(self, diff: int) -> tuple[list[Outcome], list[float], list[float]]:
        """The round's outcomes at this difference of modifier totals: the tie, then by hits (attacker first)."""
        counts, pairs = outcome_counts(self.die, diff, 0, self.tables)
        order: list[Outcome] = [(None, 0)] if (None, 0) in counts else []
        for _, hits in counts:
            for side in ("attacker", "defender"):
                if (side, hits) in counts and (side, hits) not in order:
                    order.append((side, hits))
        chances = [counts[o] / pairs for o in order]
        cum, total = [], 0.0
        for p in chances:
            total += p
            cum.append(total)
        cum[-1] = 1.0
        return order, cum, chances

    def _faces_for(self, outcome: Outcome, diff: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        for a in self._pairs:
            for b in self._pairs:
                d = a - b + diff
                winner = "attacker" if d > 0 else "defender" if d < 0 else None
                hits = hits_for_margin(abs(d), self.tables) if winner else 0
                if (winner, hits) == outcome:
                    return faces_for(self.die, a), faces_for(self.die, b)
        raise AssertionError(f"no faces give {outcome}")

    # ---- the round's result -------------------------------------------------------------------------------
    def step(self, sid: int, k: int, more: ForecastDice | None) -> int:
        """The state outcome ``k`` of state ``sid``'s round leads to."""
        nid = None if self.engine else self._step_pieces(sid, k)
        if nid is None:
            return self._step_engine(sid, k, more)
        self.next[sid][k] = nid
        return nid

    def _step_pieces(self, sid: int, k: int) -> int | None:
        """The round's result from the engine's pieces, remembered; None when it rolls more dice."""
        a_side, d_side = self.states[sid]
        winner, hits = self.outcomes[sid][k]
        a_at, d_at = self._positions(a_side), self._positions(d_side)  # who fights this round (before the hits)
        destroyed = False
        if winner is not None and hits:
            won_side, lost_side = (a_side, d_side) if winner == "attacker" else (d_side, a_side)
            equipment = self._equipment.get(won_side)
            if equipment is None:
                equipment = self._equipment[won_side] = combat_equipment(self.units[self.fighting(won_side)[0]],
                                                                         self.tables)
            key = (lost_side, winner, hits, equipment)
            if key in self._hits:
                landed = self._hits[key]
            else:
                landed = self._hits[key] = self._land(*key)
            if landed is None:
                return None
            lost_side, destroyed = landed
            a_side, d_side = (a_side, lost_side) if winner == "attacker" else (lost_side, d_side)
        after = self._after
        key_a = (a_side, a_at, "attacker", winner, destroyed and winner == "attacker")
        new_a = after.get(key_a)
        if new_a is None:
            new_a = after[key_a] = self._side_after(*key_a)
        key_d = (d_side, d_at, "defender", winner, destroyed and winner == "defender")
        new_d = after.get(key_d)
        if new_d is None:
            new_d = after[key_d] = self._side_after(*key_d)
        return self.intern((new_a, new_d))

    def _land(self, side: Ids, winner: str, hits: int, equipment: str) -> tuple[Ids, bool] | None:
        """The losing side with the hits landed on the unit the winner's hits go to (:func:`apply_hits`),
        and whether it was destroyed; None when a joined character's damage is rolled."""
        units, tables = self.units, self.tables
        fighting = self.fighting(side)
        wanted = self.engagement.side(winner).target
        victim = next((u for u in fighting if units[u].name == wanted), fighting[0])
        unit = units[victim]
        if unit.leader is not None and not unit.leader.dead:
            return None
        key = (victim, hits, equipment)
        hit = self._unit_hits.get(key)
        if hit is None:
            morale, casualty = split_hits(hits, tables)
            res = apply_hits(unit, morale, casualty, _NO_DICE, tables, equipment)
            hit = self._unit_hits[key] = self.unit_id(res.unit)
        return tuple(hit if u == victim else u for u in side), units[hit].status == "destroyed"

    def _positions(self, side: Ids) -> tuple[int, ...]:
        """Where the side's fighting units stand in it (the first leads)."""
        out = self._at.get(side)
        if out is None:
            ready = self.ready
            out = self._at[side] = tuple(i for i, u in enumerate(side) if ready[u])
        return out

    def _side_after(self, side: Ids, at: tuple[int, ...], role: str, winner: str | None, evened: bool) -> Ids:
        """The side after the round: each unit that fought (at ``at``, the first leading) by
        :func:`unit_after_round`, orders repeated."""
        units, tables = self.units, self.tables
        lead = at[0]
        return tuple(self.unit_id(self._repeat_order(unit_after_round(units[u], i == lead, role, winner, evened,
                                                                      tables)))
                     if i in at else u for i, u in enumerate(side))

    def _step_engine(self, sid: int, k: int, more: ForecastDice | None) -> int:
        """The round by the engine's whole :func:`resolve_round`, with faces that give outcome ``k``."""
        state = self.states[sid]
        outcome = self.outcomes[sid][k]
        fa, fd = self._faces_for(outcome, self.diffs[sid])
        a_fight, d_fight = self.fighting(state[0]), self.fighting(state[1])
        a_units = [self.units[u] for u in a_fight]
        d_units = [self.units[u] for u in d_fight]
        source = _Faces(fa, fd, more)
        eng = self._engagement_for(self._keep(a_fight, d_fight))
        result = resolve_round(a_units, d_units, eng, Roller(source), self.tables)
        if (result.winner, result.hits) != outcome:
            raise AssertionError(f"the engine's round gave {(result.winner, result.hits)}, its odds said {outcome}")
        after = {u.name: u for u in result.attackers + result.defenders}
        new = tuple(tuple(self.unit_id(self._repeat_order(after.get(self.units[u].name, self.units[u])))
                          for u in side) for side in state)
        nid = self.intern((new[0], new[1]))
        self.next[sid][k] = -2 if source.extra else nid
        return nid

    def _repeat_order(self, unit: Unit) -> Unit:
        order = self.orders.get(unit.name)
        return replace(unit, order=order) if unit.ready and unit.order is None and order is not None else unit

    def transitions(self, sid: int, more: ForecastDice | None = None) -> list[tuple[int, float]]:
        """Every state the round can lead to, with its chance (outcomes leading to one state merged)."""
        chances = self.chances(sid)
        merged: dict[int, float] = {}
        nxt = self.next[sid]
        for k, p in enumerate(chances):
            to = nxt[k]
            if to < 0:
                to = self.step(sid, k, more)
            merged[to] = merged.get(to, 0.0) + p
        return list(merged.items())


class _NoDice:
    """Hits on a unit without a living joined character roll nothing; any roll here is a bug."""

    name = "forecast"

    def faces(self, request: DiceRequest) -> tuple[int, ...]:
        raise AssertionError(f"unexpected roll: {request.purpose}")


_NO_DICE = Roller(_NoDice())


# ---- sampling -----------------------------------------------------------------------------------------------

def sample(model: EngagementModel, runs: int, seed: int, max_rounds: int,
           progress: Progress | None = None, deadline: float | None = None) -> Counter:
    """``runs`` battles: how many ended in each (final state, rounds); fewer once ``deadline`` (a
    ``time.monotonic()``) has passed."""
    dice = ForecastDice(seed)
    rand = dice.random.random
    terminal, cum_of, nxt = model.terminal, model.cum, model.next
    finals: Counter = Counter()
    chunk = max(1, min(2000, runs // 20 or 1))
    start = model.start
    bisect_right = bisect.bisect_right
    for done in range(0, runs, chunk):
        if progress is not None:
            progress(done, runs)
        if past_deadline(deadline, done):
            break
        for _ in range(min(chunk, runs - done)):
            sid, rounds = start, 0
            while terminal[sid] is None and rounds < max_rounds:
                cum = cum_of[sid] or model.expand(sid)
                k = bisect_right(cum, rand())  # < len(cum): rand() < 1.0 == cum[-1]
                to = nxt[sid][k]
                sid = to if to >= 0 else model.step(sid, k, dice)
                rounds += 1
            finals[(sid, rounds)] += 1
    if progress is not None:
        progress(runs, runs)
    return finals


def exact_walk(model: EngagementModel, max_rounds: int,
               progress: Progress | None = None) -> tuple[dict[tuple[int, int], float], float]:
    """The Markov chain walked round by round: the chance of each (final state, rounds), and the mass dropped."""
    live = {model.start: 1.0}
    finals: dict[tuple[int, int], float] = {}
    dropped = 0.0
    terminal = model.terminal
    trans: dict[int, list[tuple[int, float]]] = {}
    if terminal[model.start] is not None:
        return {(model.start, 0): 1.0}, 0.0
    for rnd in range(1, max_rounds + 1):
        if progress is not None:
            progress(rnd - 1, max_rounds)
        new: dict[int, float] = {}
        get = new.get
        for sid, p in live.items():
            if p < PRUNE:
                dropped += p
                continue
            tr = trans.get(sid)
            if tr is None:
                tr = trans[sid] = model.transitions(sid)
            for to, q in tr:
                new[to] = get(to, 0.0) + p * q
        live = {}
        for sid, p in new.items():
            if terminal[sid] is not None or rnd == max_rounds:
                finals[(sid, rnd)] = finals.get((sid, rnd), 0.0) + p
            else:
                live[sid] = p
        if not live:
            break
    return finals, dropped


# ---- the answer -----------------------------------------------------------------------------------------------

def _fate(unit: Unit) -> str:
    return "standing" if unit.ready else ("destroyed" if unit.status == "destroyed" else "retreated")


def summarise(model: EngagementModel, finals: dict, runs: int, exact: bool, seed: int | None, max_rounds: int,
              notes: tuple[Text, ...] = ()) -> Forecast:
    tables = model.tables
    if model.ordered:
        notes += (Msg("BUCS", "units that could not fight without an order were taken as ordered to Attack"),)
    total = float(runs) if not exact else 1.0
    outcome: dict[str, float] = {}
    decided: dict[int, float] = {}
    first = model.state_units(model.start)
    units = [(u.name, side) for side, group in zip(("attacker", "defender"), first) for u in group]
    fates: dict[str, dict[str, float]] = {name: dict.fromkeys(FATES, 0.0) for name, _ in units}
    hits: dict[str, float] = {name: 0.0 for name, _ in units}
    ranks: dict[str, float] = {name: 0.0 for name, _ in units}
    by_state: dict[int, float] = {}
    for (sid, rounds), weight in finals.items():
        verdict = model.terminal[sid] or "undecided"
        outcome[verdict] = outcome.get(verdict, 0.0) + weight
        if verdict != "undecided":
            decided[rounds] = decided.get(rounds, 0.0) + weight
        by_state[sid] = by_state.get(sid, 0.0) + weight
    by_unit: dict[int, float] = {}
    for sid, weight in by_state.items():
        for uid in model.states[sid][0] + model.states[sid][1]:
            by_unit[uid] = by_unit.get(uid, 0.0) + weight
    for uid, weight in by_unit.items():
        u = model.units[uid]
        fates[u.name][_fate(u)] += weight
        hits[u.name] += u.hits_taken * weight
        rank = current_rank(u, tables)
        if rank is not None:
            ranks[u.name] += rank * weight
    ladder = tables.ladder
    per_unit = []
    for name, side in units:
        if exact:
            chances = exact_chances({k: fates[name][k] for k in FATES}, FATES)
        else:
            chances = sampled_chances(fates[name], FATES, runs)
        standing = fates[name]["standing"]
        mean_rank = ranks[name] / standing if standing else None
        expected: tuple[tuple[str, float | str], ...] = (("expected_hits", hits[name] / total),)
        if mean_rank is not None:
            expected += (("expected_quality", ladder[min(len(ladder) - 1, round(mean_rank))]),
                         ("expected_rank", mean_rank))
        per_unit.append(UnitForecast(name, side, chances, expected))
    outcomes = exact_chances(outcome, OUTCOMES) if exact else sampled_chances(outcome, OUTCOMES, runs)
    return Forecast("bucs", 0 if exact else runs, seed, outcomes, Rounds.from_counts(decided, total),
                    tuple(per_unit), exact, RULE, "round", max_rounds, notes)


def forecast(attackers: list[Unit], defenders: list[Unit], engagement: Engagement, tables: BucsTables | dict, *,
             runs: int = 2000, seed: int = 1, max_rounds: int = 20, exact: bool | None = None,
             progress: Progress | None = None, engine: bool = False, deadline: float | None = None) -> Forecast:
    """The engagement's forecast: exact (a Markov chain) when asked or when it is one unit a side, else sampled
    (stopped with the runs done once ``deadline``, a ``time.monotonic()``, has passed).

    ``engine``: every round by the engine's whole :func:`resolve_round` (slower; the same answer). ``tables``: typed,
    or the checked data of ``muster.rules.bucs.tables`` (the campaign's, as ``house_rules`` holds them)."""
    model = EngagementModel(list(attackers), list(defenders), engagement, d.as_tables(tables), engine)
    want_exact = exact if exact is not None else (len(attackers) == 1 and len(defenders) == 1)
    if want_exact:
        try:
            finals, dropped = exact_walk(model, max_rounds, progress)
        except NotExact:
            if exact:
                raise RuleError(Msg("BUCS", "the exact answer needs no dice beyond the combat rolls; a joined "
                                    "character's damage is rolled, so ask for a sampled forecast"), "exact") from None
        else:
            notes = (Msg("BUCS", "states less likely than %1 dropped: %2 of the chance")
                     .args(f"{PRUNE:g}", f"{dropped:.1e}"),) if dropped else ()
            return summarise(model, finals, 1, True, None, max_rounds, notes)
    counts = sample(model, runs, seed, max_rounds, progress, deadline)
    done = sum(counts.values())
    result = summarise(model, dict(counts), done, False, seed, max_rounds)
    return replace(result, stopped=TIME_LIMIT, runs_asked=runs) if done < runs else result


def do_forecast(req: Request) -> dict:
    """``muster rules bucs forecast``: the ``round`` request plus ``runs``, ``seed``, ``max_rounds``, ``exact``."""
    from muster.rules.bucs import api
    from muster.rules.forecast.common import read_settings

    tables = api.tables_for(req)
    attackers, defenders, eng, fix = api.sides_for(req, tables)
    settings = read_settings(req)
    run: Callable[[], Forecast] = lambda: forecast(attackers, defenders, eng, tables, runs=settings.runs,
                                                    seed=settings.seed, max_rounds=settings.limit,
                                                    exact=settings.exact, deadline=settings.deadline)
    return api.run_engine(run, fix).to_dict()


__all__ = ["EngagementModel", "forecast", "do_forecast", "sample", "exact_walk", "Chance", "OUTCOMES", "RULE"]
