"""By This Poleaxe forecast: the engaged squads' melee continued turn after turn until a side breaks.

Each turn is the engine's :func:`resolve_melee` (attacks, blows back, saves, losses together), then the
morale checks it raised, rolled by :func:`resolve_morale` (one check a hit scored, routs cascading through
the body). The sampled melees are played by :class:`LeanMelee`, the same turn in whole numbers with the
dice drawn in the same order; ``engine=True`` plays every turn by the engine itself (the tests hold the two
to the same answer). What the GM would decide is fixed ("both sides keep fighting as now"): the declared
engagements stand; a squad whose foe has fallen or routs turns on the first enemy still fighting; routing
squads flee and are not pursued; nobody rallies. A side is broken when none of its squads is still fighting.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from muster.i18n import Msg, render
from muster.rules.dice import Roller, parse
from muster.rules.forecast.common import (
    TIME_LIMIT,
    Forecast,
    ForecastDice,
    Progress,
    Rounds,
    UnitForecast,
    past_deadline,
    sampled_chances,
)
from muster.rules.poleaxe.combat import Attack, RulesError, attack_needed, can_strike, resolve_melee, save_needed
from muster.rules.poleaxe.data import as_tables
from muster.rules.poleaxe.morale import morale_needed, resolve_morale
from muster.rules.poleaxe.squad import Squad, StateError
from muster.rules.poleaxe.tables import Tables

FATES = ("routed", "out_of_the_fight", "fighting")
RULE = Msg("Poleaxe", "Both sides keep fighting as now: the declared engagements stand; a squad whose foe has fallen "
                      "or routs turns on the first enemy squad still fighting; routing squads flee unpursued and "
                      "nobody rallies. A side is broken when none of its squads is still fighting; the melee stops "
                      "then, or at the turn limit.")
NOTE = Msg("Poleaxe", "an outcome named after a side is that side holding the field while the other breaks")


def _fighting(squad: Squad) -> bool:
    return not squad.out_of_fight and squad.morale != "routing"


def sides_of(squads: dict[str, Squad], attacks: list[Attack]) -> dict[str, str]:
    """Each squad's side: its own ``side``, else found from who fights whom (attackers against targets)."""
    side = {sid: s.side for sid, s in squads.items() if s.side}
    changed = True
    while changed:
        changed = False
        for a in attacks:
            for one, other in ((a.attacker, a.target), (a.target, a.attacker)):
                if one not in side and other in side:
                    side[one] = "attackers" if side[other] == "defenders" else (
                        "defenders" if side[other] == "attackers" else f"against {side[other]}")
                    changed = True
        if not changed:
            for a in attacks:
                if a.attacker not in side and a.target not in side:
                    side[a.attacker], side[a.target] = "attackers", "defenders"
                    changed = True
                    break
    return side


class Melee:
    """One melee as set up: the squads, the engagements, who sees whom rout, which squads are secure."""

    def __init__(self, squads: dict[str, Squad], attacks: list[Attack], tables: Tables,
                 bodies: Iterable[Iterable[str]] | None = None, secure: Iterable[str] = ()):
        self.squads = dict(squads)
        self.attacks = list(attacks)
        self.tables = as_tables(tables)
        self.side = sides_of(self.squads, self.attacks)
        engaged = {a.attacker for a in self.attacks} | {a.target for a in self.attacks}
        self.fighters = [sid for sid in self.squads if sid in engaged]
        self.side_names = list(dict.fromkeys(self.side[sid] for sid in self.fighters))
        self.enemies = {sid: [o for o in self.fighters if self.side[o] != self.side[sid]] for sid in self.fighters}
        groups = [list(b) for b in bodies] if bodies else [
            [sid for sid in self.fighters if self.side[sid] == name] for name in self.side_names]
        self.groups = groups
        self.secure = set(secure)

    def plan(self, squads: dict[str, Squad]) -> list[Attack]:
        out: list[Attack] = []
        seen: set[tuple[str, str]] = set()
        for a in self.attacks:
            if can_strike(squads[a.attacker], self.tables) is not None:
                continue
            if not _fighting(squads[a.target]):
                other = self._first_enemy(a.attacker, squads)
                if other is None:
                    continue
                a = Attack(a.attacker, other)
            if (a.attacker, a.target) not in seen:
                seen.add((a.attacker, a.target))
                out.append(a)
        busy = {sid for pair in seen for sid in pair}
        for sid in self.fighters:
            if sid in busy or can_strike(squads[sid], self.tables) is not None:
                continue
            target = self._first_enemy(sid, squads)
            if target is not None:
                seen.add((sid, target))
                busy |= {sid, target}
                out.append(Attack(sid, target))
        return out

    def _first_enemy(self, sid: str, squads: dict[str, Squad]) -> str | None:
        return next((e for e in self.enemies[sid] if _fighting(squads[e])), None)

    def turn(self, squads: dict[str, Squad], roller: Roller) -> dict[str, Squad] | None:
        """One melee turn and its morale checks (routs cascading); None when no one can strike."""
        attacks = self.plan(squads)
        if not attacks:
            return None
        result = resolve_melee(squads, attacks, roller, self.tables)
        morale = resolve_morale(result.squads, result.morale_checks, roller, self.tables, bodies=self.groups,
                                secure=self.secure)
        roller.rolls.clear()
        return dict(morale.squads)

    def broken(self, squads: dict[str, Squad]) -> list[str]:
        return [name for name in self.side_names
                if not any(_fighting(squads[s]) for s in self.fighters if self.side[s] == name)]


class LeanMelee:
    """The melee of :class:`Melee` played with whole numbers: what the engine's turn computes, nothing for the log.

    Everything a squad's rolls need is fixed for the melee (its Attack, Defense and Morale Values with their
    modifiers, from the engine's :func:`attack_needed`, :func:`save_needed` and :func:`morale_needed`); what
    changes is each squad's Hits to Kill lost and whether it routs. A turn follows :meth:`Melee.turn` step by
    step (plan, blows back, attack rolls, saves, losses, morale triggers, checks and cascading routs) and
    draws its dice in the same order from the same ``random.Random``, so for one seed both give the same
    answer (the tests hold them to it).
    """

    def __init__(self, melee: Melee):
        self.melee = melee
        tables = melee.tables
        self.ids = list(melee.squads)
        idx = self.idx = {sid: i for i, sid in enumerate(self.ids)}
        squads = [melee.squads[sid] for sid in self.ids]
        self.htk = [sq.htk for sq in squads]
        self.temp = [sq.temp_hits for sq in squads]
        self.held = [sq.held for sq in squads]
        self.mounted = [sq.mounted for sq in squads]
        self.hits0 = [sq.hits for sq in squads]
        self.routing0 = [sq.morale == "routing" for sq in squads]
        self.fighters = [idx[sid] for sid in melee.fighters]
        self.enemies = {idx[sid]: [idx[o] for o in melee.enemies[sid]] for sid in melee.fighters}
        self.groups = [[idx[o] for o in g if o in idx] for g in melee.groups]
        self.morale_need = [morale_needed(sq, tables, sid in melee.secure)[2] for sid, sq in zip(self.ids, squads)]
        self.rolls_each = tables.rolls_per_opponent
        self.routing_strikes_back = tables.routing_strike_back
        self.per_hit = tables.morale.hit_trigger == "hit_scored"
        self.sides = {name: [idx[s] for s in melee.fighters if melee.side[s] == name] for name in melee.side_names}
        self.dice = tuple(self._sides(die) for die in (tables.attack_value.die, tables.defense_value.die,
                                                        tables.morale.die))
        self.declared = [self._attack(a) for a in melee.attacks]
        self._plain: dict[tuple[int, int], tuple] = {}

    @staticmethod
    def _sides(notation: str) -> int:
        spec = parse(notation)
        if spec.count != 1 or spec.bonus:
            raise ValueError(f"the lean melee rolls one die, not {notation}")
        return spec.sides

    def _attack(self, a: Attack) -> tuple:
        """(attacker, target, hit on or under, save on or under, situational morale reasons, strikes back)."""
        sq = self.melee.squads
        situational = int(a.direction in ("flank", "rear") or a.surprise
                          or (a.charge and sq[a.attacker].mounted and not sq[a.target].mounted))
        return (self.idx[a.attacker], self.idx[a.target], attack_needed(sq[a.attacker], a, self.melee.tables)[2],
                save_needed(sq[a.target], a, self.melee.tables)[2], situational, a.strike_back)

    def plain(self, ai: int, ti: int) -> tuple:
        """A plain attack (front, nothing extra): a new target, or a blow back."""
        out = self._plain.get((ai, ti))
        if out is None:
            out = self._plain[(ai, ti)] = self._attack(Attack(self.ids[ai], self.ids[ti]))
        return out

    def turn(self, hits: list[int], routing: list[bool], rand) -> bool:
        """One turn on ``hits`` and ``routing`` (changed in place); False when no squad can strike."""
        planned, seen = self._plan(hits, routing)
        if not planned:
            return False
        plan = self._with_blows_back(planned, seen, hits, routing)
        landed, lost = self._blows(plan, hits, rand)
        self._check_morale(self._morale_queue(landed, lost, hits, routing), hits, routing, rand)
        return True

    def _plan(self, hits: list[int], routing: list[bool]) -> tuple[list[tuple], set[tuple[int, int]]]:
        """Melee.plan: the declared attacks that still can be made, a new target for a squad whose foe is gone."""
        htk, temp, held, enemies = self.htk, self.temp, self.held, self.enemies

        def fighting(i: int) -> bool:
            return hits[i] + temp[i] < htk[i] and not routing[i]

        planned: list[tuple] = []
        seen: set[tuple[int, int]] = set()
        for a in self.declared:
            ai, ti = a[0], a[1]
            if hits[ai] + temp[ai] >= htk[ai] or held[ai] or routing[ai]:
                continue
            if not fighting(ti):
                other = next((e for e in enemies[ai] if fighting(e)), None)
                if other is None:
                    continue
                a = self.plain(ai, other)
                ti = other
            if (ai, ti) not in seen:
                seen.add((ai, ti))
                planned.append(a)
        busy = {i for pair in seen for i in pair}
        for i in self.fighters:
            if i in busy or hits[i] + temp[i] >= htk[i] or held[i] or routing[i]:
                continue
            target = next((e for e in enemies[i] if fighting(e)), None)
            if target is not None:
                seen.add((i, target))
                busy |= {i, target}
                planned.append(self.plain(i, target))
        return planned, seen

    def _with_blows_back(self, planned: list[tuple], seen: set[tuple[int, int]], hits: list[int],
                         routing: list[bool]) -> list[tuple[tuple, bool]]:
        """expand_strike_backs: each attack followed by the attacked squad's blow back (when it can strike)."""
        htk, temp, held = self.htk, self.temp, self.held
        plan: list[tuple[tuple, bool]] = []
        declared = set(seen)
        for a in planned:
            plan.append((a, False))
            back = (a[1], a[0])
            if a[5] and back not in declared:
                declared.add(back)
                t = a[1]
                if not (hits[t] + temp[t] >= htk[t] or held[t] or (routing[t] and not self.routing_strikes_back)):
                    plan.append((self.plain(t, a[0]), True))
        return plan

    def _blows(self, plan: list[tuple[tuple, bool]], hits: list[int], rand) -> tuple[list[tuple], dict[int, int]]:
        """Attack rolls, then saves, then losses (``hits`` changed in place): (landed blows, HTK lost by squad)."""
        htk, temp = self.htk, self.temp
        a_sides, s_sides, _ = self.dice
        landed: list[tuple] = []
        for a, strikes_back in plan:
            for _ in range(self.rolls_each):
                landed.append((a, strikes_back, int(rand() * a_sides) + 1 <= a[2]))
        lost: dict[int, int] = {}
        for a, _, hit in landed:
            if hit and int(rand() * s_sides) + 1 > a[3]:
                lost[a[1]] = lost.get(a[1], 0) + 1
        for t, n in lost.items():
            hits[t] += max(0, min(n, htk[t] - hits[t] - temp[t]))
        return landed, lost

    def _morale_queue(self, landed: list[tuple], lost: dict[int, int], hits: list[int],
                      routing: list[bool]) -> list[tuple[int, int]]:
        """morale_triggers: one check a hit scored (or one for any failed save), one for flank, rear, surprise
        or a mounted charge: (squad, checks) in order."""
        reasons: dict[int, int] = {}
        situational: dict[int, int] = {}
        pairs: set[tuple[int, int]] = set()
        for a, back, _ in landed:
            if back or (a[0], a[1]) in pairs:
                continue
            pairs.add((a[0], a[1]))
            if a[4]:
                situational[a[1]] = 1
                reasons[a[1]] = 1
        scored: dict[int, int] = {}
        for a, _, hit in landed:
            if hit:
                scored[a[1]] = scored.get(a[1], 0) + 1
                if self.per_hit:
                    reasons[a[1]] = 1
        if not self.per_hit:
            for t in lost:
                reasons[t] = 1
        htk, temp = self.htk, self.temp
        return [(i, situational.get(i, 0) + scored.get(i, 0) if self.per_hit else 1)
                for i in sorted(reasons) if hits[i] + temp[i] < htk[i] and not routing[i]]

    def _check_morale(self, queue: list[tuple[int, int]], hits: list[int], routing: list[bool], rand) -> None:
        """resolve_morale: each check in turn, routs cascading through the body."""
        htk, temp, need = self.htk, self.temp, self.morale_need
        m_sides = self.dice[2]
        while queue:
            i, checks = queue.pop(0)
            for _ in range(max(1, checks)):
                if hits[i] + temp[i] >= htk[i] or routing[i]:
                    break
                if int(rand() * m_sides) + 1 > need[i]:
                    routing[i] = True
                    for body in self.groups:
                        if i in body:
                            queue += [(o, 1) for o in body if o != i and hits[o] + temp[o] < htk[o]
                                      and not routing[o]]
                    break

    def broken(self, hits: list[int], routing: list[bool]) -> list[str]:
        htk, temp = self.htk, self.temp
        return [name for name, members in self.sides.items()
                if not any(hits[i] + temp[i] < htk[i] and not routing[i] for i in members)]


def _sample_lean(melee: Melee, runs: int, seed: int, max_rounds: int, progress: Progress | None,
                 deadline: float | None = None) -> tuple:
    lean = LeanMelee(melee)
    rand = ForecastDice(seed).random.random
    outcome: Counter = Counter()
    decided: Counter = Counter()
    fates: dict[str, Counter] = {sid: Counter() for sid in melee.fighters}
    lost: Counter = Counter()
    chunk = max(1, min(runs // 50, 250))
    fighters = [(sid, lean.idx[sid]) for sid in melee.fighters]
    for n in range(runs):
        if n % chunk == 0:
            if progress is not None:
                progress(n, runs)
            if past_deadline(deadline, n):
                break
        hits, routing = list(lean.hits0), list(lean.routing0)
        turns, broken = 0, []
        while turns < max_rounds:
            if not lean.turn(hits, routing, rand):
                break
            turns += 1
            broken = lean.broken(hits, routing)
            if broken:
                break
        _tally(outcome, decided, melee, broken, turns)
        for sid, i in fighters:
            fates[sid]["out_of_the_fight" if hits[i] + lean.temp[i] >= lean.htk[i] else "routed" if routing[i]
                       else "fighting"] += 1
            lost[sid] += hits[i] - lean.hits0[i]
    return outcome, decided, fates, lost


def _sample_engine(melee: Melee, runs: int, seed: int, max_rounds: int, progress: Progress | None,
                   deadline: float | None = None) -> tuple:
    """Every turn by the engine itself (:meth:`Melee.turn`): the reference the lean melee is held to."""
    roller = Roller(ForecastDice(seed))
    outcome: Counter = Counter()
    decided: Counter = Counter()
    fates: dict[str, Counter] = {sid: Counter() for sid in melee.fighters}
    lost: Counter = Counter()
    chunk = max(1, min(runs // 50, 25))  # often enough for Cancel to stop it at once
    for n in range(runs):
        if n % chunk == 0:
            if progress is not None:
                progress(n, runs)
            if past_deadline(deadline, n):
                break
        state, turns, broken = melee.squads, 0, []
        while turns < max_rounds:
            nxt = melee.turn(state, roller)
            if nxt is None:
                break
            state, turns = nxt, turns + 1
            broken = melee.broken(state)
            if broken:
                break
        _tally(outcome, decided, melee, broken, turns)
        for sid in melee.fighters:
            sq = state[sid]
            fates[sid]["out_of_the_fight" if sq.out_of_fight else "routed" if sq.morale == "routing"
                       else "fighting"] += 1
            lost[sid] += sq.hits - melee.squads[sid].hits
    return outcome, decided, fates, lost


def _tally(outcome: Counter, decided: Counter, melee: Melee, broken: list[str], turns: int) -> None:
    if len(broken) == 2:
        outcome["both_broken"] += 1
    elif broken:
        winner = next(s for s in melee.side_names if s not in broken)
        outcome[winner] += 1
    else:
        outcome["undecided"] += 1
    if broken:
        decided[turns] += 1


def forecast(squads: dict[str, Squad], attacks: list[Attack], tables: Tables, *, runs: int = 2000, seed: int = 1,
             max_rounds: int = 20, bodies=None, secure: Iterable[str] = (),
             progress: Progress | None = None, engine: bool = False, deadline: float | None = None) -> Forecast:
    """The melee's forecast (``engine``: every turn by the engine's own functions, slower, same answer);
    past ``deadline`` (a ``time.monotonic()``) it stops with the runs done (``stopped``)."""
    resolve_melee(squads, attacks, Roller(ForecastDice(seed)), tables)  # refuses a bad set-up as the melee would
    melee = Melee(squads, attacks, tables, bodies, secure)
    if len(melee.side_names) != 2:
        raise RulesError(Msg("Poleaxe", "a forecast needs the engaged squads on two sides"), "engagements")
    if not melee.plan(melee.squads):
        raise RulesError(Msg("Poleaxe", "no squad can strike: nothing to forecast"), "engagements")
    sample = _sample_engine if engine else _sample_lean
    outcome, decided, fates, lost = sample(melee, runs, seed, max_rounds, progress, deadline)
    asked, runs = runs, sum(outcome.values())  # each run is tallied once
    if progress is not None:
        progress(runs, runs)
    keys = tuple(melee.side_names) + ("both_broken", "undecided")
    units = tuple(UnitForecast(melee.squads[sid].name, melee.side[sid], sampled_chances(fates[sid], FATES, runs),
                               (("expected_htk_lost", lost[sid] / runs),)) for sid in melee.fighters)
    return Forecast("poleaxe", runs, seed, sampled_chances(outcome, keys, runs), Rounds.from_counts(decided, runs),
                    units, False, render(RULE), "turn", max_rounds, (render(NOTE),),
                    stopped=TIME_LIMIT if runs < asked else None, runs_asked=asked)


def do_forecast(request) -> dict:
    """``muster rules poleaxe forecast``: the ``melee`` request plus ``runs``, ``seed``, ``max_rounds``
    and optional ``bodies`` (lists of squad ids that see each other rout; default each side)."""
    from muster.rules.forecast.common import read_settings
    from muster.rules.poleaxe import api
    from muster.rules.requests import RequestError

    tables = api.tables_for(request)
    squads, attacks, single = api.melee_input(request, tables)
    for sid, squad in squads.items():
        api.need_values(squad, ("morale_value",), api.path_of(request, sid, squads))
    settings = read_settings(request)
    bodies = request.array("bodies", None)
    if bodies is not None:
        for i, body in enumerate(bodies):
            if not isinstance(body, list) or not all(isinstance(s, str) and s in squads for s in body):
                raise RequestError("each body lists squad ids of this melee", f"bodies[{i}]")
    secure = request.array("secure_position", [])
    try:
        result = forecast(squads, attacks, tables, runs=settings.runs, seed=settings.seed,
                          max_rounds=settings.limit, bodies=bodies, secure=secure, deadline=settings.deadline)
    except StateError as exc:
        raise RequestError(render(exc.message), exc.field) from None
    except RulesError as exc:
        raise api.rules_error(exc, {"engagements[0].": ""} if single else None) from None
    return result.to_dict()
