"""The standings' ranking rules (docs/rules.md#ranking, docs/rules.md#handicaps), without a
database: shared ranks, players under the minimum last, exact averages."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.standings import (
    ONE_DECIMAL,
    Order,
    average,
    average_keys,
    by_average,
    by_handicap,
    handicap_average,
    rank,
)


@dataclass(frozen=True)
class Row:
    name: str
    total: int
    positions: int = 1
    rank: int | None = 0


def _ranks(rows: list[Row]) -> list[tuple[str, int | None]]:
    return [(row.name, row.rank) for row in rows]


def test_equal_totals_share_a_rank_and_the_next_rank_is_skipped() -> None:
    rows = [Row("a", 5), Row("b", 9), Row("c", 5), Row("d", 9), Row("e", 1)]
    ranked = rank(rows, lambda row: row.total)
    assert _ranks(ranked) == [("b", 1), ("d", 1), ("a", 3), ("c", 3), ("e", 5)]


def test_the_first_rank_is_one_even_for_a_key_of_zero_or_below() -> None:
    assert _ranks(rank([Row("a", 0), Row("b", -3)], lambda row: row.total)) == [
        ("a", 1),
        ("b", 2),
    ]
    assert _ranks(rank([Row("a", -3)], lambda row: row.total)) == [("a", 1)]


def test_without_an_eligibility_rule_every_row_is_ranked() -> None:
    ranked = rank([Row("a", 1), Row("b", 2)], lambda row: row.total)
    assert _ranks(ranked) == [("b", 1), ("a", 2)]


def test_rows_not_eligible_come_last_in_key_order_without_a_rank() -> None:
    rows = [Row("a", 5, 3), Row("b", 9, 1), Row("c", 7, 3), Row("d", 8, 1), Row("e", 2, 3)]
    ranked = rank(rows, lambda row: row.total, lambda row: row.positions >= 2)
    assert _ranks(ranked) == [("c", 1), ("a", 2), ("e", 3), ("b", None), ("d", None)]


def test_a_row_not_eligible_between_equal_keys_does_not_break_their_tie() -> None:
    rows = [Row("a", 5, 3), Row("b", 5, 1), Row("c", 5, 3)]
    ranked = rank(rows, lambda row: row.total, lambda row: row.positions >= 2)
    assert _ranks(ranked) == [("a", 1), ("c", 1), ("b", None)]


def test_rank_returns_copies_and_leaves_the_rows_given_alone() -> None:
    rows = [Row("a", 1), Row("b", 2)]
    ranked = rank(rows, lambda row: row.total)
    assert [row.rank for row in rows] == [0, 0]
    assert ranked[0] == Row("b", 2, rank=1)
    assert rank([], lambda row: row.total) == []


@pytest.mark.parametrize(
    ("total", "positions", "expected"),
    [
        (1, 4, Decimal("0.3")),  # 0.25, half away from zero
        (-1, 4, Decimal("-0.3")),
        (1, 3, Decimal("0.3")),
        (2, 3, Decimal("0.7")),
        (10, 4, Decimal("2.5")),
        (7, 1, Decimal("7.0")),
        (0, 5, Decimal("0.0")),
        (1, 0, None),
        (0, 0, None),
    ],
)
def test_the_average_is_to_one_decimal_and_absent_before_any_play(
    total: int, positions: int, expected: Decimal | None
) -> None:
    result = average(total, positions)
    assert result == expected
    if expected is not None:
        assert str(result) == str(expected)  # one decimal, not two


def test_the_average_is_exact_before_rounding() -> None:
    assert average(1_000_005, 1_000_000) == Decimal("1.0")
    assert average(1_000_050, 1_000_000) == Decimal("1.0")  # 1.00005 -> 1.0
    assert average(1_050_000, 1_000_000) == Decimal("1.1")  # 1.05 -> 1.1
    assert Decimal("0.1") == ONE_DECIMAL


def test_the_average_key_is_exact_and_puts_players_who_have_not_played_last() -> None:
    assert by_average(1, 3) == (True, Fraction(1, 3))
    assert by_average(-2, 4) == (True, Fraction(-1, 2))
    assert by_average(5, 0) == (False, Fraction(0))
    assert by_average(1, 3) != by_average(333, 1000)  # both print 0.3
    assert sorted([by_average(0, 0), by_average(-4, 1)]) == [
        (False, Fraction(0)),
        (True, Fraction(-4)),
    ]


def test_the_handicap_average_is_to_one_decimal_or_absent() -> None:
    assert handicap_average(Decimal("1"), 4) == Decimal("0.3")
    assert str(handicap_average(Decimal("-1"), 4)) == "-0.3"
    assert str(handicap_average(Decimal("7"), 2)) == "3.5"
    assert handicap_average(None, 4) is None
    assert handicap_average(Decimal("3"), 0) is None
    assert handicap_average(Decimal("0"), 2) == Decimal("0.0")


def test_the_handicap_key_is_the_result_by_total() -> None:
    assert by_handicap(Decimal("12.5"), 3, Order.TOTAL) == Decimal("12.5")
    assert by_handicap(None, 3, Order.TOTAL) == Decimal(0)
    assert by_handicap(Decimal("-2"), 0, Order.TOTAL) == Decimal("-2")


def test_the_handicap_key_by_average_is_exact_and_last_before_any_play() -> None:
    assert by_handicap(Decimal("1"), 3, Order.AVERAGE) == (True, Fraction(1, 3))
    assert by_handicap(Decimal("-2.5"), 2, Order.AVERAGE) == (True, Fraction(-5, 4))
    assert by_handicap(None, 2, Order.AVERAGE) == (True, Fraction(0))
    assert by_handicap(Decimal("4"), 1, Order.AVERAGE) == (True, Fraction(4))  # one played
    assert by_handicap(Decimal("4"), 0, Order.AVERAGE) == (False, Fraction(0))


def test_an_order_is_read_from_its_value_or_falls_back() -> None:
    assert Order.TOTAL.value == "total" and Order.AVERAGE.value == "average"
    assert Order.parse("average") is Order.AVERAGE
    assert Order.parse("total") is Order.TOTAL
    assert Order.parse("total", Order.AVERAGE) is Order.TOTAL
    assert Order.parse(None) is Order.TOTAL
    assert Order.parse("AVERAGE") is Order.TOTAL
    assert Order.parse("nonsense", Order.AVERAGE) is Order.AVERAGE
    assert Order.parse(None, Order.TOTAL) is Order.TOTAL


PLAYED = st.lists(
    st.tuples(st.integers(-20_000, 20_000).map(lambda t: t - t % 10), st.integers(0, 12)),
    max_size=40,
)


@given(PLAYED)
def test_the_whole_number_keys_order_and_tie_as_the_exact_averages(
    played: list[tuple[int, int]],
) -> None:
    keys = average_keys(played)
    exact = [by_average(total, positions) for total, positions in played]
    assert len(keys) == len(played) and all(isinstance(key, int) for key in keys)
    for i in range(len(played)):
        for j in range(len(played)):
            assert (keys[i] < keys[j]) == (exact[i] < exact[j]), (played[i], played[j])
            assert (keys[i] == keys[j]) == (exact[i] == exact[j]), (played[i], played[j])


def test_the_whole_number_keys_of_a_few_evenings() -> None:
    # 900 over 3 positions and 1200 over 4 tie (300 each); 1 over 3 and 333 over 1000 do not.
    assert average_keys([(900, 3), (1200, 4), (-100, 2)]) == [3600, 3600, -600]
    assert average_keys([(1, 3), (333, 1000)]) == [1000, 999]
    # Who has not played comes below the lowest average, a negative one too.
    assert average_keys([(0, 0), (-400, 2), (100, 1)]) == [-401, -400, 200]
    assert average_keys([(0, 0), (0, 0)]) == [-1, -1]
    assert average_keys([]) == []
