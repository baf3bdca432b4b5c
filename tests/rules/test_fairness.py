"""The chi-square test of a die's faces: p-values against published tables, and their properties."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from muster.rules.fairness import (
    chi_square,
    chi_square_p,
    critical_value,
    face_test,
    loaded_effect,
    rolls_for_verdict,
    rolls_to_catch_loaded,
    upper_gamma_q,
)


@pytest.mark.parametrize("statistic, df", [(3.841, 1), (11.070, 5), (16.919, 9), (30.144, 19), (123.225, 99)])
def test_the_table_s_five_percent_points(statistic, df):
    assert chi_square_p(statistic, df) == pytest.approx(0.05, abs=2e-4)


@pytest.mark.parametrize("statistic, df, p", [(6.635, 1, 0.01), (15.086, 5, 0.01), (1.145, 5, 0.95),
                                              (27.204, 19, 0.1), (0.0158, 1, 0.9)])
def test_other_published_points(statistic, df, p):
    assert chi_square_p(statistic, df) == pytest.approx(p, rel=5e-3)


def test_two_degrees_of_freedom_is_an_exponential():
    for x in (0.1, 1.0, 4.0, 9.0, 30.0):
        assert chi_square_p(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-10)


def test_q_of_one_is_the_exponential_tail():
    for x in (0.5, 2.0, 10.0):
        assert upper_gamma_q(1.0, x) == pytest.approx(math.exp(-x), rel=1e-10)


@given(st.floats(0, 500, allow_nan=False), st.integers(1, 120))
def test_p_is_a_probability(statistic, df):
    assert 0.0 <= chi_square_p(statistic, df) <= 1.0


@given(st.floats(0, 200, allow_nan=False), st.floats(0.01, 50, allow_nan=False), st.integers(1, 100))
def test_p_falls_as_the_statistic_grows(statistic, more, df):
    assert chi_square_p(statistic + more, df) <= chi_square_p(statistic, df)


@given(st.integers(2, 100), st.integers(1, 200))
def test_uniform_counts_give_p_one(sides, each):
    result = face_test([each] * sides)
    assert result.statistic == 0.0
    assert result.p_value == pytest.approx(1.0)
    assert not result.biased


@given(st.lists(st.integers(0, 60), min_size=2, max_size=20).filter(lambda c: sum(c) > 0))
def test_the_statistic_is_pearson_s(counts):
    expected = sum(counts) / len(counts)
    assert chi_square(counts) == pytest.approx(sum((c - expected) ** 2 / expected for c in counts))


def test_a_loaded_d6_is_flagged_and_a_fair_spread_is_not():
    loaded = face_test([2, 3, 2, 3, 2, 30])
    assert loaded.enough and loaded.biased and loaded.p_value < 0.001
    fair = face_test([9, 11, 10, 8, 12, 10])
    assert fair.enough and not fair.biased and fair.p_value > 0.5


def test_too_few_rolls_is_no_verdict():
    few = face_test([0, 0, 0, 0, 0, 12])  # 2 expected per face: the chi-square cannot be trusted
    assert not few.enough and not few.biased


def test_critical_value_inverts_the_p_value():
    for df in (1, 5, 19):
        assert chi_square_p(critical_value(df), df) == pytest.approx(0.05, abs=1e-6)


def test_rolls_to_catch_a_loaded_die():
    # one face 1.5x as often on a d6: w² = 0.05; the noncentrality for 80% power at 5 df is 12.83 (Cohen's tables)
    assert loaded_effect(6) == pytest.approx(0.05)
    assert rolls_to_catch_loaded(6) == pytest.approx(12.83 / 0.05, rel=0.01)
    # a coin: 0.75 / 0.25, w² = 0.25, noncentrality 7.85 for 1 df
    assert rolls_to_catch_loaded(2) == pytest.approx(7.85 / 0.25, rel=0.02)
    assert rolls_for_verdict(20) > rolls_for_verdict(6) >= 5 * 6
