"""The ranking minimum, during the evening and at its end (docs/rules.md#ranking-minimum)."""

from __future__ import annotations

import pytest

from scoring import minimum_positions, ranking_minimum


@pytest.mark.parametrize(
    ("chukkers", "share", "expected"),
    [
        (6, 50, 3),
        (5, 50, 3),  # rounded up: 2.5 positions is 3
        (3, 50, 2),
        (1, 50, 1),
        (0, 50, 1),  # never less than one position
        (6, 0, 1),
        (6, 100, 6),
        (7, 30, 3),  # 2.1 rounded up
        (10, 30, 3),  # exactly 3: no rounding up past a whole number
        (24, 75, 18),
    ],
)
def test_minimum_positions_is_the_share_rounded_up_and_at_least_one(
    chukkers: int, share: int, expected: int
) -> None:
    assert minimum_positions(chukkers, share) == expected


@pytest.mark.parametrize(
    ("length", "played", "share", "ended", "expected"),
    [
        # During the evening: half of the chukkers played so far.
        (6, 0, 50, False, 1),
        (6, 1, 50, False, 1),  # ranked from the first chukker
        (6, 2, 50, False, 1),
        (6, 3, 50, False, 2),
        (6, 4, 50, False, 2),
        (6, 5, 50, False, 3),
        (6, 6, 50, False, 3),
        (6, 4, 100, False, 4),
        (6, 4, 0, False, 1),
        (6, 9, 50, False, 3),  # a table extended past the evening counts no more than it
        # At the end: the whole evening, whatever was played.
        (6, 6, 50, True, 3),
        (6, 2, 50, True, 3),
        (5, 5, 50, True, 3),
        (8, 8, 25, True, 2),
    ],
)
def test_ranking_minimum_counts_the_chukkers_played_until_the_evening_ends(
    length: int, played: int, share: int, ended: bool, expected: int
) -> None:
    assert ranking_minimum(length, played, share, ended=ended) == expected


@pytest.mark.parametrize(("chukkers", "share"), [(-1, 50), (6, -1), (6, 101)])
def test_a_minimum_of_impossible_numbers_is_a_bug(chukkers: int, share: int) -> None:
    with pytest.raises(ValueError):
        minimum_positions(chukkers, share)


@pytest.mark.parametrize(("length", "played"), [(0, 0), (6, -1)])
def test_an_evening_of_impossible_numbers_is_a_bug(length: int, played: int) -> None:
    with pytest.raises(ValueError):
        ranking_minimum(length, played, 50, ended=False)


@pytest.mark.parametrize(
    ("chukkers", "share", "expected"),
    [
        (1, 1, 1),  # 0.01 rounded up
        (2, 51, 2),  # 1.02 rounded up
        (4, 50, 2),  # exactly 2
        (9, 100, 9),
        (24, 99, 24),  # 23.76
        (24, 1, 1),
        (0, 0, 1),
    ],
)
def test_the_share_is_rounded_up_to_a_whole_position(
    chukkers: int, share: int, expected: int
) -> None:
    assert minimum_positions(chukkers, share) == expected


@pytest.mark.parametrize(("chukkers", "share"), [(-1, 50), (6, -1), (6, 101), (-2, 200)])
def test_a_minimum_of_impossible_numbers_names_them(chukkers: int, share: int) -> None:
    with pytest.raises(ValueError) as raised:
        minimum_positions(chukkers, share)
    assert str(raised.value) == f"no minimum of {share}% of {chukkers} chukkers"


@pytest.mark.parametrize(("length", "played"), [(0, 0), (6, -1), (-1, 3)])
def test_an_evening_of_impossible_numbers_names_them(length: int, played: int) -> None:
    with pytest.raises(ValueError) as raised:
        ranking_minimum(length, played, 50, ended=True)
    assert str(raised.value) == f"no evening of {length} chukkers with {played} played"


@pytest.mark.parametrize(
    ("length", "played", "ended", "expected"),
    [
        (1, 0, False, 1),
        (1, 0, True, 1),
        (1, 1, False, 1),
        (4, 4, False, 4),
        (4, 5, False, 4),  # never more than the evening's length
        (4, 3, False, 3),
        (4, 0, True, 4),  # at the end, the whole evening even if nothing was played
    ],
)
def test_at_100_percent_the_minimum_is_the_chukkers_counted(
    length: int, played: int, ended: bool, expected: int
) -> None:
    assert ranking_minimum(length, played, 100, ended=ended) == expected
