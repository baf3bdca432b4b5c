"""BUCS battle forecast: the engagement fought round after round by the engine until a side breaks.

Every round is the engine's :func:`resolve_round`; what changes between rounds is only what the GM
would do ("both sides keep fighting as now"): broken units leave the line, a side's lead is its first
unit still standing, a target that broke is replaced by the enemy lead, orders are repeated every round
(and a unit that cannot fight without one is ordered to Attack).

The battle's states are interned: a state is both sides' units, numbered the first time it is met. Its
round's outcomes (winner and number of hits) and their exact chances come from the engine's odds
(:func:`muster.rules.bucs.odds.margin_odds`), and the state each outcome leads to from one call of
:func:`resolve_round` with faces that give it, so a sampled battle is a walk over numbers and the engine
runs once per state and outcome met. The same states make the exact answer (a Markov chain over the
units' states, walked round by round) when no joined character's damage dice are involved.
"""

from __future__ import annotations

import bisect
from collections import Counter
from dataclasses import replace
from typing import Callable

from muster.rules.bucs import data as d
from muster.rules.bucs.combat import hits_for_margin, resolve_round, round_modifiers
from muster.rules.bucs.data import RuleError
from muster.rules.bucs.modifiers import Engagement
from muster.rules.bucs.odds import margin_odds
from muster.rules.bucs.orders import give_order
from muster.rules.bucs.units import Unit, current_rank
from muster.rules.dice import DiceRequest, Roller, distribution, parse
from muster.rules.forecast.common import (
    Chance,
    Forecast,
    ForecastDice,
    Progress,
    Rounds,
    UnitForecast,
    exact_chances,
    sampled_chances,
)

OUTCOMES = ("attacker", "defender", "undecided")
FATES = ("destroyed", "retreated", "standing")
PRUNE = 1e-12  # the exact walk drops states less likely than this (their mass is reported as 'dropped')
STANDING_ORDER = "Attack"
RULE = ("Both sides keep fighting as now: the same leads and targets while they stand (then the first unit still "
        "standing), orders repeated every round (a unit that needs one is ordered to Attack), nobody withdraws. "
        "A battle ends when every unit of a side is destroyed or has retreated, or at the round limit.")

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


def _faces_for(notation: str, total: int) -> tuple[int, ...]:
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


class EngagementModel:
    """The engagement's states, numbered as met, with each state's round outcomes from the engine."""

    def __init__(self, attackers: list[Unit], defenders: list[Unit], engagement: Engagement, tables: dict):
        self.engagement = engagement
        self.tables = tables
        self.die = tables["die"]
        self.orders = {u.name: u.order for u in attackers + defenders}
        self.states: list[State] = []
        self.index: dict[State, int] = {}
        self.terminal: list[str | None] = []
        self.cum: list[list[float] | None] = []
        self.outcomes: list[list[tuple[Outcome, float, tuple[int, ...], tuple[int, ...]]]] = []
        self.next: list[list[int]] = []  # -1: not met yet; -2: the outcome rolls more dice (never cached)
        self._margins: dict[tuple[int, int], list] = {}
        self._pairs = sorted(distribution(self.die))
        self.ordered = False  # some unit had to be ordered to Attack to fight on
        self.start = self.intern((tuple(attackers), tuple(defenders)))

    # ---- states ---------------------------------------------------------------------------------------
    def intern(self, state: State) -> int:
        sid = self.index.get(state)
        if sid is None:
            sid = len(self.states)
            self.index[state] = sid
            self.states.append(state)
            a_up = any(u.ready for u in state[0])
            d_up = any(u.ready for u in state[1])
            self.terminal.append(None if a_up and d_up else "attacker" if a_up else "defender")
            self.cum.append(None)
            self.outcomes.append([])
            self.next.append([])
        return sid

    def _engagement_for(self, fighting: tuple[list[Unit], list[Unit]]) -> Engagement:
        eng = self.engagement
        a_names = {u.name for u in fighting[0]}
        d_names = {u.name for u in fighting[1]}
        if eng.attacker.target is not None and eng.attacker.target not in d_names:
            eng = replace(eng, attacker=replace(eng.attacker, target=None))
        if eng.defender.target is not None and eng.defender.target not in a_names:
            eng = replace(eng, defender=replace(eng.defender, target=None))
        return eng

    @staticmethod
    def _fighting(state: State) -> tuple[list[Unit], list[Unit]]:
        return [u for u in state[0] if u.ready], [u for u in state[1] if u.ready]

    def _ordered(self, state: State) -> State:
        """Units that can no longer fight without an order are ordered to Attack (what a GM would do)."""
        def fix(u: Unit) -> Unit:
            return give_order(u, STANDING_ORDER, self.tables)[0] if u.ready and u.order is None else u
        return tuple(fix(u) for u in state[0]), tuple(fix(u) for u in state[1])

    def expand(self, sid: int) -> list[float]:
        """The chances of the state's round outcomes (winner and hits), from the engine's exact odds."""
        state = self.states[sid]
        fighting = self._fighting(state)
        eng = self._engagement_for(fighting)
        try:
            a_mods, _, d_mods, _ = round_modifiers(fighting[0], fighting[1], eng, self.tables)
        except RuleError:
            self.ordered = True
            state = self._ordered(state)
            self.states[sid] = state
            fighting = self._fighting(state)
            a_mods, _, d_mods, _ = round_modifiers(fighting[0], fighting[1], eng, self.tables)
        key = (sum(m.value for m in a_mods), sum(m.value for m in d_mods))
        rows = self._margins.get(key)
        if rows is None:
            rows = self._margins[key] = self._outcomes(*key)
        self.outcomes[sid] = rows
        self.next[sid] = [-1] * len(rows)
        cum, total = [], 0.0
        for _, p, _, _ in rows:
            total += p
            cum.append(total)
        cum[-1] = 1.0
        self.cum[sid] = cum
        return cum

    def _outcomes(self, a_total: int, d_total: int) -> list:
        _, tie, _, exact = margin_odds(self.die, a_total, d_total, self.tables)
        chances: dict[Outcome, float] = {}
        if tie:
            chances[(None, 0)] = float(tie)
        for hits, row in exact.items():
            for side in ("attacker", "defender"):
                if row[side]:
                    chances[(side, hits)] = float(row[side])
        rows = []
        for outcome, p in chances.items():
            fa, fd = self._totals_for(outcome, a_total, d_total)
            rows.append((outcome, p, _faces_for(self.die, fa), _faces_for(self.die, fd)))
        return rows

    def _totals_for(self, outcome: Outcome, a_total: int, d_total: int) -> tuple[int, int]:
        for a in self._pairs:
            for b in self._pairs:
                diff = a + a_total - b - d_total
                winner = "attacker" if diff > 0 else "defender" if diff < 0 else None
                hits = hits_for_margin(abs(diff), self.tables) if winner else 0
                if (winner, hits) == outcome:
                    return a, b
        raise AssertionError(f"no faces give {outcome}")

    def step(self, sid: int, k: int, more: ForecastDice | None) -> int:
        """The state outcome ``k`` of state ``sid``'s round leads to, by the engine's round."""
        state = self.states[sid]
        outcome, _, fa, fd = self.outcomes[sid][k]
        fighting = self._fighting(state)
        source = _Faces(fa, fd, more)
        result = resolve_round(fighting[0], fighting[1], self._engagement_for(fighting), Roller(source), self.tables)
        if (result.winner, result.hits) != outcome:
            raise AssertionError(f"the engine's round gave {(result.winner, result.hits)}, its odds said {outcome}")
        after = {u.name: u for u in result.attackers + result.defenders}
        new = tuple(tuple(self._repeat_order(after.get(u.name, u)) for u in side) for side in state)
        nid = self.intern((new[0], new[1]))
        self.next[sid][k] = -2 if source.extra else nid
        return nid

    def _repeat_order(self, unit: Unit) -> Unit:
        order = self.orders.get(unit.name)
        return replace(unit, order=order) if unit.ready and unit.order is None and order is not None else unit


# ---- sampling -----------------------------------------------------------------------------------------------

def sample(model: EngagementModel, runs: int, seed: int, max_rounds: int,
           progress: Progress | None = None) -> Counter:
    """``runs`` battles: how many ended in each (final state, rounds)."""
    dice = ForecastDice(seed)
    rand = dice.random.random
    terminal, cum_of, nxt = model.terminal, model.cum, model.next
    finals: Counter = Counter()
    chunk = max(1, min(2000, runs // 20 or 1))
    for done in range(0, runs, chunk):
        if progress is not None:
            progress(done, runs)
        for _ in range(min(chunk, runs - done)):
            sid, rounds = model.start, 0
            while rounds < max_rounds and terminal[sid] is None:
                cum = cum_of[sid] or model.expand(sid)
                k = bisect.bisect_right(cum, rand())
                if k >= len(cum):
                    k = len(cum) - 1
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
    for rnd in range(max_rounds + 1):
        if progress is not None:
            progress(rnd, max_rounds)
        new: dict[int, float] = {}
        for sid, p in live.items():
            if model.terminal[sid] is not None or rnd == max_rounds:
                finals[(sid, rnd)] = finals.get((sid, rnd), 0.0) + p
                continue
            if p < PRUNE:
                dropped += p
                continue
            cum = model.cum[sid] or model.expand(sid)
            prev = 0.0
            for k, c in enumerate(cum):
                to = model.next[sid][k]
                if to < 0:
                    to = model.step(sid, k, None)
                new[to] = new.get(to, 0.0) + p * (c - prev)
                prev = c
        live = new
        if not live:
            break
    return finals, dropped


# ---- the answer -----------------------------------------------------------------------------------------------

def _fate(unit: Unit) -> str:
    return "standing" if unit.ready else ("destroyed" if unit.status == "destroyed" else "retreated")


def summarise(model: EngagementModel, finals: dict, runs: int, exact: bool, seed: int | None, max_rounds: int,
              notes: tuple[str, ...] = ()) -> Forecast:
    tables = model.tables
    if model.ordered:
        notes += ("units that could not fight without an order were taken as ordered to Attack",)
    total = float(runs) if not exact else 1.0
    outcome: dict[str, float] = {}
    decided: Counter = Counter()
    first = model.states[model.start]
    units = [(u.name, side) for side, group in zip(("attacker", "defender"), first) for u in group]
    fates: dict[str, Counter] = {name: Counter() for name, _ in units}
    hits: dict[str, float] = {name: 0.0 for name, _ in units}
    ranks: dict[str, float] = {name: 0.0 for name, _ in units}
    for (sid, rounds), weight in finals.items():
        verdict = model.terminal[sid] or "undecided"
        outcome[verdict] = outcome.get(verdict, 0.0) + weight
        if verdict != "undecided":
            decided[rounds] += weight
        for u in model.states[sid][0] + model.states[sid][1]:
            fates[u.name][_fate(u)] += weight
            hits[u.name] += u.hits_taken * weight
            rank = current_rank(u, tables)
            if rank is not None:
                ranks[u.name] += rank * weight
    ladder = d.ladder(tables)
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


def forecast(attackers: list[Unit], defenders: list[Unit], engagement: Engagement, tables: dict, *,
             runs: int = 2000, seed: int = 1, max_rounds: int = 20, exact: bool | None = None,
             progress: Progress | None = None) -> Forecast:
    """The engagement's forecast: exact (a Markov chain) when asked or when it is one unit a side, else sampled."""
    model = EngagementModel(list(attackers), list(defenders), engagement, tables)
    want_exact = exact if exact is not None else (len(attackers) == 1 and len(defenders) == 1)
    if want_exact:
        try:
            finals, dropped = exact_walk(model, max_rounds, progress)
        except NotExact:
            if exact:
                raise RuleError("the exact answer needs no dice beyond the combat rolls; a joined character's "
                                "damage is rolled, so ask for a sampled forecast", "exact") from None
        else:
            notes = (f"states less likely than {PRUNE:g} dropped: {dropped:.1e} of the chance",) if dropped else ()
            return summarise(model, finals, 1, True, None, max_rounds, notes)
    counts = sample(model, runs, seed, max_rounds, progress)
    return summarise(model, dict(counts), runs, False, seed, max_rounds)


def do_forecast(req) -> dict:
    """``muster rules bucs forecast``: the ``round`` request plus ``runs``, ``seed``, ``max_rounds``, ``exact``."""
    from muster.rules.bucs import api
    from muster.rules.forecast.common import read_settings

    tables = api._tables(req)
    attackers, defenders, eng, fix = api._sides(req, tables)
    settings = read_settings(req)
    run: Callable[[], Forecast] = lambda: forecast(attackers, defenders, eng, tables, runs=settings.runs,
                                                    seed=settings.seed, max_rounds=settings.limit,
                                                    exact=settings.exact)
    return api._engine(run, fix).to_dict()


__all__ = ["EngagementModel", "forecast", "do_forecast", "sample", "exact_walk", "Chance", "OUTCOMES", "RULE"]
