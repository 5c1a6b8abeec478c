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


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "4 4 2 1",
            "Line 1: write the number of players, a colon, then the points for 1st, 2nd, ... "
            "separated by spaces, such as “8: 6 4 2 1” (not “4 4 2 1”).",
        ),
        # the line quoted is cut at 40 characters
        (
            "4" * 41,
            f"Line 1: write the number of players, a colon, then the points for 1st, "
            f"2nd, ... separated by spaces, such as “8: 6 4 2 1” (not “{'4' * 40}”).",
        ),
        ("4: 4 -2 1", "Line 1: points cannot be negative (-2)."),
        ("4: 4 two 1", "Line 1: “two” is not a whole number of points."),
        # the value quoted is cut at 20 characters
        ("4: " + "x" * 21, f"Line 1: “{'x' * 20}” is not a whole number of points."),
        ("4: X5 3", "Line 1: “X5” is not a whole number of points."),
        # the number of players is before the first colon
        ("4: 1: 2", "Line 1: “1:” is not a whole number of points."),
        ("4: 5 +-3", "Line 1: “+-3” is not a whole number of points."),
        ("4: 5 +", "Line 1: “+” is not a whole number of points."),
        ("4: ５ 3", "Line 1: “５” is not a whole number of points."),  # a full-width digit
        ("four: 4", "Line 1: the number of players must be a whole number from 1 to 1000."),
        ("４: 4", "Line 1: the number of players must be a whole number from 1 to 1000."),
        ("0: 4", "Line 1: the number of players must be a whole number from 1 to 1000."),
        ("1001: 4", "Line 1: the number of players must be a whole number from 1 to 1000."),
        ("4:", "Line 1: give the points of at least the first place."),
        ("4: , ;", "Line 1: give the points of at least the first place."),
        ("4: 4 2 1\n4: 5 3", "Line 2: a line for 4 players is already given."),
        ("4: 2 4 1", "Line 1: a place cannot earn more points than the place above it."),
        ("4: 10001", "Line 1: at most 10000 points for one place."),
        ("4: " + "1 " * 101, "Line 1: at most 100 places."),
        ("\n".join(f"{n}: 1" for n in range(1, 52)), "At most 50 lines."),
    ],
)
def test_parse_scale_says_what_is_wrong_and_where(text: str, message: str) -> None:
    with pytest.raises(ScoringError) as raised:
        parse_scale(text)
    assert raised.value.message == message


def test_the_line_named_is_the_line_of_the_text_blank_lines_counted() -> None:
    with pytest.raises(ScoringError) as raised:
        parse_scale("\n4: 4 2 1\n  \n8 6 4")
    assert raised.value.params["line"] == 4
    with pytest.raises(ScoringError) as raised:
        parse_scale("4: 4 2 1\n\n4: 1")
    assert raised.value.message == "Line 3: a line for 4 players is already given."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the limits themselves are allowed
        ("1000: 10000", PointsScale((ScaleRow(1000, (10000,)),))),
        ("1: " + "0 " * 100, PointsScale((ScaleRow(1, (0,) * 100),))),
        # a sign is allowed, and minus zero is zero
        ("4: +4 2 -0", PointsScale((ScaleRow(4, (4, 2, 0)),))),
        # places may earn as much as the place above
        ("4: 2 2 1;1,0", PointsScale((ScaleRow(4, (2, 2, 1, 1, 0)),))),
        ("4 :4", PointsScale((ScaleRow(4, (4,)),))),
    ],
)
def test_parse_scale_accepts_up_to_its_limits(text: str, expected: PointsScale) -> None:
    assert parse_scale(text) == expected


def test_fifty_lines_are_allowed() -> None:
    text = "\n".join(f"{n}: 1" for n in range(1, 51)) + "\n\n"
    assert len(parse_scale(text).rows) == 50


def test_the_scale_is_written_as_the_director_types_it() -> None:
    assert SCALE.as_text() == "4: 4 2 1\n8: 6 4 3 2 1"
    assert SCALE.as_data() == [
        {"players": 4, "points": [4, 2, 1]},
        {"players": 8, "points": [6, 4, 3, 2, 1]},
    ]
    assert PointsScale(()).as_text() == ""


def test_a_stored_scale_reads_back_in_order_of_players() -> None:
    data = [{"players": 8, "points": [6, 4]}, {"players": 4, "points": [4]}]
    assert PointsScale.from_data(data) == PointsScale((ScaleRow(4, (4,)), ScaleRow(8, (6, 4))))
    assert PointsScale.from_data([]) == PointsScale(())


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (None, "a scale is a list of rows"),
        ({"players": 4, "points": [1]}, "a scale is a list of rows"),
        ([1], "a scale row is an object"),
        ([[4, [1]]], "a scale row is an object"),
        ([{"players": "4", "points": [1]}], "a scale row has players and points"),
        ([{"players": True, "points": [1]}], "a scale row has players and points"),
        ([{"players": 4}], "a scale row has players and points"),
        ([{"points": [1]}], "a scale row has players and points"),
        ([{"players": 4, "points": (1,)}], "a scale row has players and points"),
        ([{"players": 4, "points": [1, "2"]}], "points are whole numbers"),
        ([{"players": 4, "points": [1, False]}], "points are whole numbers"),
        ([{"players": 4, "points": [1.0]}], "points are whole numbers"),
    ],
)
def test_a_stored_scale_that_is_not_one_says_why(data: object, message: str) -> None:
    with pytest.raises(ValueError) as raised:
        PointsScale.from_data(data)
    assert str(raised.value) == message


@pytest.mark.parametrize(
    ("players", "points", "ok"),
    [(1, (0,), True), (0, (1,), False), (4, (), False), (4, (4, -1), False), (4, (-1,), False)],
)
def test_a_scale_row_needs_a_player_and_points_none_negative(
    players: int, points: tuple[int, ...], ok: bool
) -> None:
    if ok:
        assert ScaleRow(players, points).points == points
    else:
        with pytest.raises(ValueError, match=rf"^not a scale row: {players}: "):
            ScaleRow(players, points)


@pytest.mark.parametrize("sizes", [[8, 4], [4, 4], [1, 4, 2]])
def test_a_scales_rows_are_in_order_of_players_each_once(sizes: list[int]) -> None:
    with pytest.raises(ValueError) as raised:
        PointsScale(tuple(ScaleRow(size, (1,)) for size in sizes))
    assert str(raised.value) == f"scale rows not in order of players: {sizes}"


@pytest.mark.parametrize(("place", "tied"), [(0, 1), (1, 0), (-1, 2)])
def test_shared_points_names_the_place_that_cannot_be(place: int, tied: int) -> None:
    with pytest.raises(ValueError) as raised:
        shared_points((4, 2), place, tied)
    assert str(raised.value) == f"not a place: {place} shared by {tied}"


@pytest.mark.parametrize(
    ("points", "place", "tied", "expected"),
    [
        ((3, 0), 1, 2, 2),  # 1.5: an exact half up
        ((1, 0), 1, 2, 1),  # 0.5: up
        ((2, 1, 1), 1, 3, 1),  # 4/3: down
        ((2, 2, 1), 1, 3, 2),  # 5/3: up
        ((7, 5, 1), 2, 1, 5),
        ((7, 5, 1), 3, 1, 1),
        ((7, 5, 1), 2, 2, 3),
        ((9, 0, 0, 0), 1, 4, 2),  # 2.25
        ((9, 0, 0, 0, 1), 1, 4, 2),  # the place after the tie does not count
    ],
)
def test_a_tie_shares_the_places_it_covers_an_exact_half_up(
    points: tuple[int, ...], place: int, tied: int, expected: int
) -> None:
    assert shared_points(points, place, tied) == expected
