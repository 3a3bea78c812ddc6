"""The distribution functions the statistics use (from `scipy.special`) agree with the
textbook ones of `scipy.stats`, which the report no longer imports for speed."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st
from scipy import stats

from soloist.sim.stats import (
    binomial_two_sided_half,
    normal_two_sided,
    t_quantile,
    t_two_sided,
)

degrees = st.floats(min_value=1.0, max_value=1e6, allow_nan=False)


@given(st.floats(min_value=0.001, max_value=0.999), degrees)
def test_t_quantile_is_students_t_ppf(p: float, df: float) -> None:
    assert math.isclose(t_quantile(p, df), stats.t.ppf(p, df), rel_tol=1e-9, abs_tol=1e-12)


@given(st.floats(min_value=-50, max_value=50), degrees)
def test_t_two_sided_is_twice_students_t_tail(t: float, df: float) -> None:
    assert math.isclose(t_two_sided(t, df), 2 * stats.t.sf(abs(t), df), rel_tol=1e-9,
                        abs_tol=1e-12)


@given(st.floats(min_value=-30, max_value=30))
def test_normal_two_sided_is_twice_the_normal_tail(z: float) -> None:
    assert math.isclose(normal_two_sided(z), 2 * stats.norm.sf(abs(z)), rel_tol=1e-9,
                        abs_tol=1e-12)


@given(st.integers(min_value=1, max_value=3000).flatmap(
    lambda n: st.tuples(st.integers(min_value=0, max_value=n), st.just(n))))
def test_the_binomial_test_against_a_half_is_scipys_binomtest(case: tuple[int, int]) -> None:
    successes, n = case
    expected = stats.binomtest(successes, n, 0.5).pvalue
    assert math.isclose(binomial_two_sided_half(successes, n), expected, rel_tol=1e-9,
                        abs_tol=1e-12)


def test_the_worked_values() -> None:
    assert round(t_quantile(0.975, 4), 4) == 2.7764  # the tables' t(0.975; 4)
    assert round(normal_two_sided(1.959963984540054), 6) == 0.05
    assert math.isclose(binomial_two_sided_half(2, 14), 0.012939453125)  # 2 × 106 / 2**14
    assert binomial_two_sided_half(7, 14) == 1.0
