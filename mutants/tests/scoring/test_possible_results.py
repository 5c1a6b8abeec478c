"""The results a contract can have: what the table page offers as buttons."""

from __future__ import annotations

import pytest

from scoring import Deal, ScoringError, possible_results


def test_four_spades_can_make_exactly_three_over_or_ten_down() -> None:
    assert possible_results(4) == (0, 1, 2, 3, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10)


@pytest.mark.parametrize("level", range(1, 8))
def test_every_level_has_one_result_for_each_number_of_tricks(level: int) -> None:
    results = possible_results(level)
    tricks = sorted(level + 6 + result for result in results)
    assert tricks == list(range(14))
    # Each one is a deal the engine accepts.
    for result in results:
        Deal("N", level, "S", tricks=level + 6 + result)


def test_a_grand_slam_has_no_overtrick_and_a_one_level_contract_six() -> None:
    assert max(possible_results(7)) == 0
    assert max(possible_results(1)) == 6
    assert min(possible_results(1)) == -7


@pytest.mark.parametrize("level", [0, 8, "4", None, True])
def test_a_level_outside_one_to_seven_is_a_user_error(level: object) -> None:
    with pytest.raises(ScoringError):
        possible_results(level)  # type: ignore[arg-type]
