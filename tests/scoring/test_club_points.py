"""Club points from an evening's final ranking (docs/rules.md#club-points)."""

from __future__ import annotations

import pytest

from scoring import ScoringError
from scoring.club_points import (
    DEFAULT_SCALE,
    PointsScale,
    ScaleRow,
    award,
    parse_scale,
    shared_points,
)

SCALE = PointsScale((ScaleRow(4, (4, 2, 1)), ScaleRow(8, (6, 4, 3, 2, 1))))


@pytest.mark.parametrize(
    ("ranks", "expected"),
    [
        # a field of four, no ties: the row "from 4"
        ([1, 2, 3, 4], [4, 2, 1, 0]),
        # two share 1st: (4 + 2) / 2 = 3 each; the next is 3rd
        ([1, 1, 3, 4], [3, 3, 1, 0]),
        # two share 2nd: (2 + 1) / 2 = 1.5, an exact half up: 2 each
        ([1, 2, 2, 4], [4, 2, 2, 0]),
        # two share 3rd: (1 + 0) / 2 = 0.5: 1 each
        ([1, 2, 3, 3], [4, 2, 1, 1]),
        # all four tie: (4 + 2 + 1 + 0) / 4 = 1.75: 2 each
        ([1, 1, 1, 1], [2, 2, 2, 2]),
        # a small field (three players): below every row, nobody earns
        ([1, 2, 3], [0, 0, 0]),
        # an unranked player counts in the field but earns nothing
        ([1, 2, 3, None], [4, 2, 1, 0]),
        # five players: still the row "from 4"; 4th and 5th beyond it
        ([1, 2, 3, 4, 5], [4, 2, 1, 0, 0]),
        # eight players: the row "from 8"
        ([1, 2, 3, 4, 5, 6, 7, 8], [6, 4, 3, 2, 1, 0, 0, 0]),
        # more players than the scale covers: places beyond it earn 0, a tie across its end too
        ([1, 2, 3, 4, 5, 5, 7, 8, 9], [6, 4, 3, 2, 1, 1, 0, 0, 0]),
        # three share 2nd: (4 + 3 + 2) / 3 = 3
        ([1, 2, 2, 2, 5, 6, 7, 8], [6, 3, 3, 3, 1, 0, 0, 0]),
        # in the order given, whatever it is
        ([4, 3, 2, 1], [0, 1, 2, 4]),
        ([], []),
    ],
)
def test_award(ranks: list[int | None], expected: list[int]) -> None:
    assert award(ranks, SCALE) == expected


@pytest.mark.parametrize(
    ("points", "place", "tied", "expected"),
    [
        ((4, 2, 1), 1, 1, 4),
        ((4, 2, 1), 1, 2, 3),
        ((4, 2, 1), 2, 2, 2),  # 1.5 rounds up
        ((5, 2), 1, 2, 4),  # 3.5 rounds up
        ((5, 3, 1), 1, 3, 3),
        ((4, 2, 1), 3, 3, 0),  # 1/3 rounds down
        ((4, 2, 1), 4, 1, 0),
        ((), 1, 1, 0),
    ],
)
def test_shared_points(points: tuple[int, ...], place: int, tied: int, expected: int) -> None:
    assert shared_points(points, place, tied) == expected


@pytest.mark.parametrize(("place", "tied"), [(0, 1), (1, 0)])
def test_shared_points_refuses_a_place_that_cannot_be(place: int, tied: int) -> None:
    with pytest.raises(ValueError):
        shared_points((4, 2), place, tied)


@pytest.mark.parametrize(
    ("field", "expected"),
    [(0, ()), (3, ()), (4, (4, 2, 1)), (7, (4, 2, 1)), (8, (6, 4, 3, 2, 1)), (40, (6, 4, 3, 2, 1))],
)
def test_the_row_of_a_field_is_the_largest_not_above_it(
    field: int, expected: tuple[int, ...]
) -> None:
    assert SCALE.points_for(field) == expected


def test_the_default_scale_grows_with_the_field() -> None:
    firsts = [DEFAULT_SCALE.points_for(n)[0] for n in (4, 8, 12, 20)]
    assert firsts == sorted(firsts) and len(set(firsts)) == 4
    assert DEFAULT_SCALE.points_for(3) == ()


def test_parse_scale_reads_rows_in_any_order() -> None:
    text = "8: 6 4 3 2 1\n\n 4 : 4, 2, 1 \n"
    assert parse_scale(text) == SCALE
    assert parse_scale(SCALE.as_text()) == SCALE
    assert parse_scale("") == PointsScale(())


def test_the_stored_scale_reads_back() -> None:
    assert PointsScale.from_data(DEFAULT_SCALE.as_data()) == DEFAULT_SCALE


@pytest.mark.parametrize("data", [None, [1], [{"players": "4", "points": [1]}], [{"players": 4}]])
def test_a_stored_scale_that_is_not_one_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        PointsScale.from_data(data)


@pytest.mark.parametrize(
    ("text", "template_part"),
    [
        ("4 4 2 1", "a colon"),
        ("4: 4 -2 1", "cannot be negative"),
        ("4: 4 two 1", "not a whole number"),
        ("4: 4 2.5 1", "not a whole number"),
        ("4: 4 ٢ 1", "not a whole number"),  # an Arabic-Indic digit
        ("four: 4 2 1", "number of players"),
        ("0: 4 2 1", "number of players"),
        ("4:", "at least the first place"),
        ("4: 4 2 1\n4: 5 3", "already given"),
        ("4: 2 4 1", "cannot earn more"),
        ("4: 99999", "at most"),
    ],
)
def test_parse_scale_refuses_what_is_not_a_scale(text: str, template_part: str) -> None:
    with pytest.raises(ScoringError) as raised:
        parse_scale(text)
    assert template_part in raised.value.message


def test_a_scale_row_cannot_hold_negative_points() -> None:
    with pytest.raises(ValueError):
        ScaleRow(4, (4, -1))
