"""What every system's forecast shares: its own seeded dice, Wilson intervals, histograms, the answer's shape.

A forecast never touches the campaign's dice stream: it rolls from :class:`ForecastDice`, a
``random.Random`` seeded with the forecast's own seed, behind the same ``DiceSource`` interface the
engines roll through, so the rules applied are the engines' own.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping

from muster.i18n import Text, render
from muster.rules.dice import DiceRequest
from muster.rules.requests import FORECAST_SECONDS, MAX_RUNS, Request, RequestError

Z95 = 1.959963984540054
DEFAULT_RUNS = 2000
TIME_LIMIT = "time limit"  # ``Forecast.stopped`` when a deadline ended the runs early

Progress = Callable[[int, int], None]
"""Called now and then with (runs done, runs asked); it may raise :class:`Cancelled` to stop."""


class Cancelled(Exception):
    """The caller stopped the forecast (the GM pressed Cancel or changed the set-up)."""


class ForecastDice:
    """Fast seeded dice for forecasts: a ``DiceSource`` drawing from ``random.Random(seed)``."""

    name = "forecast"

    def __init__(self, seed: int):
        self.random = random.Random(seed)
        self._rand = self.random.random

    def faces(self, request: DiceRequest) -> tuple[int, ...]:
        """Each face is ``int(random() * sides) + 1``: the lean simulations draw theirs the same way."""
        sides = request.spec.sides
        rand = self._rand
        return tuple(int(rand() * sides) + 1 for _ in range(request.spec.count))


def wilson(successes: float, runs: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion: (low, high); (0, 1) with no runs."""
    if runs <= 0:
        return 0.0, 1.0
    p = successes / runs
    denom = 1 + z * z / runs
    centre = (p + z * z / (2 * runs)) / denom
    half = z * math.sqrt(p * (1 - p) / runs + z * z / (4 * runs * runs)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Chance:
    """One probability with its 95% interval (an exact answer's interval is the point itself)."""

    p: float
    low: float
    high: float

    @classmethod
    def sampled(cls, count: float, runs: int) -> "Chance":
        low, high = wilson(count, runs)
        return cls(count / runs if runs else 0.0, low, high)

    @classmethod
    def exact(cls, p: float) -> "Chance":
        p = min(1.0, max(0.0, p))
        return cls(p, p, p)

    def to_dict(self) -> dict:
        return {"p": round(self.p, 6), "ci95": [round(self.low, 6), round(self.high, 6)]}


@dataclass(frozen=True)
class Rounds:
    """How long the fights took: the mean and the share of runs that ended after each number of rounds."""

    mean: float
    histogram: tuple[tuple[int, float], ...]

    @classmethod
    def from_counts(cls, counts: Mapping[int, float], runs: float) -> "Rounds":
        total = sum(counts.values()) or 1
        mean = sum(k * v for k, v in counts.items()) / total
        return cls(mean, tuple((k, counts[k] / (runs or total)) for k in sorted(counts)))

    def to_dict(self) -> dict:
        return {"mean": round(self.mean, 4), "histogram": {str(k): round(v, 6) for k, v in self.histogram}}


@dataclass(frozen=True)
class UnitForecast:
    """One unit's chances of each way its fight can end, and its expected numbers (hits, quality...)."""

    name: str
    side: str
    chances: tuple[tuple[str, Chance], ...]
    expected: tuple[tuple[str, float | str], ...] = ()

    def to_dict(self) -> dict:
        out: dict = {"name": self.name, "side": self.side}
        out.update({k: c.to_dict() for k, c in self.chances})
        out.update({k: (round(v, 4) if isinstance(v, float) else v) for k, v in self.expected})
        return out


@dataclass(frozen=True)
class Forecast:
    """A whole forecast: outcome chances, how long it took, each unit's fate, and how it was reached.

    ``rule`` (how the fight is played out) and ``notes`` are shown to the GM: plain text or messages
    (:class:`muster.i18n.Msg`) rendered in the GM's language; ``to_dict`` renders them.
    """

    system: str
    runs: int
    seed: int | None
    outcomes: tuple[tuple[str, Chance], ...]
    rounds: Rounds
    units: tuple[UnitForecast, ...]
    exact: bool
    rule: Text
    round_name: str = "round"  # what one round is called: "round", "turn" or "day" (the GUI names it)
    limit: int = 0
    notes: tuple[Text, ...] = ()
    extra: dict = field(default_factory=dict)
    stopped: str | None = None  # TIME_LIMIT: ``runs`` is the runs done before the deadline
    runs_asked: int | None = None

    def outcome(self, key: str) -> Chance:
        return dict(self.outcomes)[key]

    def to_dict(self) -> dict:
        out = {"system": self.system, "runs": self.runs, "seed": self.seed, "exact": self.exact,
               "outcomes": {k: c.to_dict() for k, c in self.outcomes}, "rounds": self.rounds.to_dict(),
               "units": [u.to_dict() for u in self.units], "rule": render(self.rule),
               "round_name": self.round_name, "limit": self.limit, "notes": [render(n) for n in self.notes]}
        out.update(self.extra)
        if self.stopped:
            out.update(stopped=self.stopped, runs_asked=self.runs_asked)
        return out


def sampled_chances(counts: Mapping[str, float], keys: Iterable[str], runs: int) -> tuple[tuple[str, Chance], ...]:
    return tuple((k, Chance.sampled(counts.get(k, 0), runs)) for k in keys)


def exact_chances(probs: Mapping[str, float], keys: Iterable[str]) -> tuple[tuple[str, Chance], ...]:
    return tuple((k, Chance.exact(probs.get(k, 0.0))) for k in keys)


@dataclass(frozen=True)
class Settings:
    """The forecast fields every system's request shares."""

    runs: int
    seed: int
    limit: int
    exact: bool | None  # None: exact where the system can, sampled otherwise
    deadline: float | None = None  # time.monotonic() past which the runs stop (see past_deadline)


def read_settings(req: Request, limit_key: str = "max_rounds", default_limit: int = 20, max_limit: int = 200,
                  default_runs: int = DEFAULT_RUNS) -> Settings:
    runs = req.integer("runs", default_runs, lo=1, hi=MAX_RUNS)
    seed = req.data.get("seed")
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    limit = req.integer(limit_key, default_limit, lo=1, hi=max_limit)
    exact = req.get("exact", bool, None)
    seconds = req.get("time_limit", (int, float), FORECAST_SECONDS)
    if not 0 < seconds <= FORECAST_SECONDS:
        raise RequestError(f"'time_limit' is in seconds, more than 0 and at most {FORECAST_SECONDS:g}", "time_limit")
    return Settings(runs, int(seed), limit, exact, time.monotonic() + seconds)


def past_deadline(deadline: float | None, done: int) -> bool:
    """Whether a forecast with ``done`` runs made should stop now: its deadline has passed (never before one run)."""
    return deadline is not None and done > 0 and time.monotonic() >= deadline

