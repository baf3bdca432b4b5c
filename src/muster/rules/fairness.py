"""Is a die fair? Pearson's chi-square goodness-of-fit test of face counts against a fair die (pure Python).

The p-value is the regularized upper incomplete gamma function ``Q(k/2, x/2)``, by its series below ``a + 1`` and
its continued fraction above (Numerical Recipes, 2nd ed., §6.2: ``gser``/``gcf``). The rolls a clear verdict needs
are the larger of two numbers:

* Cochran's rule of thumb: at least 5 expected per face, below which the chi-square's p-value is not to be trusted;
* the rolls that catch a die with one face coming up 1.5× as often as fair (the others equally less often) at
  p < 0.05 four times out of five (80% power): Cohen's effect size ``w²`` and the noncentral chi-square, whose
  distribution is a Poisson mixture of central ones.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Sequence

ALPHA = 0.05  # "looks biased" below this p-value
POWER = 0.8
LOADED_RATIO = 1.5  # the loaded die a clear verdict must catch: one face 1.5× as often as fair
MIN_EXPECTED = 5  # Cochran's rule: a chi-square test needs at least 5 expected per face
_EPS = 3e-16
_ITERATIONS = 1000


def _series_p(a: float, x: float) -> float:
    """Regularized lower incomplete gamma P(a, x) by its series (good for x < a + 1)."""
    term = total = 1.0 / a
    ap = a
    for _ in range(_ITERATIONS):
        ap += 1.0
        term *= x / ap
        total += term
        if abs(term) < abs(total) * _EPS:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _fraction_q(a: float, x: float) -> float:
    """Regularized upper incomplete gamma Q(a, x) by Lentz's continued fraction (good for x >= a + 1)."""
    tiny = 1e-300
    b = x + 1.0 - a
    c = 1.0 / tiny
    d = 1.0 / b
    h = d
    for i in range(1, _ITERATIONS):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < _EPS:
            break
    return math.exp(-x + a * math.log(x) - math.lgamma(a)) * h


def upper_gamma_q(a: float, x: float) -> float:
    """Q(a, x) = Γ(a, x) / Γ(a), in [0, 1]."""
    if a <= 0:
        raise ValueError("a must be positive")
    if x <= 0:
        return 1.0
    q = 1.0 - _series_p(a, x) if x < a + 1.0 else _fraction_q(a, x)
    return min(1.0, max(0.0, q))


def chi_square_p(statistic: float, degrees_of_freedom: int) -> float:
    """The chance of a chi-square at least ``statistic`` from a fair die (``degrees_of_freedom`` = faces - 1)."""
    return upper_gamma_q(degrees_of_freedom / 2.0, max(0.0, statistic) / 2.0)


def chi_square(counts: Sequence[int]) -> float:
    """Pearson's statistic of face counts against equal expected counts."""
    total = sum(counts)
    if total == 0:
        return 0.0
    expected = total / len(counts)
    return sum((c - expected) ** 2 for c in counts) / expected


def _noncentral_cdf(x: float, df: int, noncentrality: float) -> float:
    """P(X <= x) for a noncentral chi-square: Σ_j Poisson(j; λ/2) · P(df/2 + j, x/2)."""
    half = noncentrality / 2.0
    top = int(half + 12 * math.sqrt(half) + 30)
    total = 0.0
    for j in range(top + 1):
        weight = math.exp(-half + j * math.log(half) - math.lgamma(j + 1)) if half > 0 else float(j == 0)
        total += weight * (1.0 - upper_gamma_q(df / 2.0 + j, x / 2.0))
    return total


def _bisect(f, low: float, high: float, steps: int = 100) -> float:
    """The x in [low, high] where the increasing ``f`` crosses 0."""
    for _ in range(steps):
        mid = (low + high) / 2.0
        low, high = (mid, high) if f(mid) < 0 else (low, mid)
    return high


@functools.lru_cache(maxsize=64)
def critical_value(degrees_of_freedom: int, alpha: float = ALPHA) -> float:
    """The chi-square above which p < ``alpha``."""
    high = degrees_of_freedom + 40 * math.sqrt(2 * degrees_of_freedom) + 100
    return _bisect(lambda x: alpha - chi_square_p(x, degrees_of_freedom), 0.0, high)


def loaded_effect(sides: int, ratio: float = LOADED_RATIO) -> float:
    """Cohen's w² of a die with one face ``ratio`` times as likely as fair, the others equally less likely."""
    fair = 1.0 / sides
    loaded = ratio * fair
    other = (1.0 - loaded) / (sides - 1)
    return sides * ((loaded - fair) ** 2 + (sides - 1) * (other - fair) ** 2)


@functools.lru_cache(maxsize=64)
def rolls_to_catch_loaded(sides: int, ratio: float = LOADED_RATIO, alpha: float = ALPHA, power: float = POWER) -> int:
    """The dice to roll so that a die loaded by ``ratio`` on one face gives p < ``alpha`` with chance ``power``."""
    df = sides - 1
    crit = critical_value(df, alpha)
    needed = _bisect(lambda lam: (1.0 - _noncentral_cdf(crit, df, lam)) - power, 0.0, 10.0 * (df + 50))
    return math.ceil(needed / loaded_effect(sides, ratio))


def rolls_for_verdict(sides: int) -> int:
    """The dice a clear verdict needs: 5 expected per face, and enough to catch a 1.5× loaded face."""
    return max(MIN_EXPECTED * sides, rolls_to_catch_loaded(sides))


@dataclass(frozen=True)
class FaceTest:
    """A die's face counts (face 1 first) tested against a fair die."""

    counts: tuple[int, ...]
    statistic: float
    degrees_of_freedom: int
    p_value: float
    rolls_needed: int

    @property
    def sides(self) -> int:
        return len(self.counts)

    @property
    def dice(self) -> int:
        return sum(self.counts)

    @property
    def expected(self) -> float:
        return self.dice / self.sides

    @property
    def enough(self) -> bool:
        """At least 5 expected per face: the p-value can be trusted."""
        return self.expected >= MIN_EXPECTED

    @property
    def biased(self) -> bool:
        return self.enough and self.p_value < ALPHA


def face_test(counts: Sequence[int]) -> FaceTest:
    """Chi-square test of ``counts`` (face 1 first, one entry per face) against a fair die."""
    if len(counts) < 2:
        raise ValueError("a die has at least 2 faces")
    statistic = chi_square(counts)
    df = len(counts) - 1
    p = chi_square_p(statistic, df) if sum(counts) else 1.0
    return FaceTest(tuple(int(c) for c in counts), statistic, df, p, rolls_for_verdict(len(counts)))

