"""Handicaps, case by case (docs/rules.md#handicaps)."""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

import pytest

from scoring.errors import ScoringError
from scoring.handicap import (
    HandicapRule,
    PastSeason,
    check_cap,
    check_handicap,
    club_average,
    half_distance,
    handicap_result,
    season_handicaps,
)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("0", Decimal("0.0")),
        ("2.5", Decimal("2.5")),
        ("-10", Decimal("-10.0")),
        ("10.0", Decimal("10.0")),
        (3, Decimal("3.0")),
        (Decimal("-0.1"), Decimal("-0.1")),
    ],
)
def test_a_handicap_in_range_is_kept_to_one_decimal(value: object, expected: Decimal) -> None:
    assert check_handicap(value) == expected


@pytest.mark.parametrize(
    "value", ["10.1", "-10.5", "11", "1.25", "abc", "NaN", "Infinity", True, None, 1.5]
)
def test_a_handicap_out_of_range_or_not_a_number_is_refused(value: object) -> None:
    with pytest.raises(ScoringError, match=re.escape("from -10.0 to 10.0")):
        check_handicap(value)


@pytest.mark.parametrize(
    "value", ["1_0", "1e1", "1E0", "\u0661.\u0665", "\uff11.\uff15", " 1.5", "1.5\n", "0x1", "+-1"]
)
def test_a_handicap_is_read_only_as_its_help_text_writes_one(value: str) -> None:
    """ASCII digits and a point: ``Decimal`` alone reads "1_0" and "1e1" as 10, and Arabic-Indic
    or full-width digits as 1.5; what a field strips or rewrites (spaces, a comma) is its own."""
    with pytest.raises(ScoringError):
        check_handicap(value)
    with pytest.raises(ScoringError):
        check_cap(value)


@pytest.mark.parametrize(("value", "expected"), [("-2", Decimal("-2.0")), (".5", Decimal("0.5"))])
def test_a_handicap_may_drop_its_zero_or_its_decimal(value: str, expected: Decimal) -> None:
    assert check_handicap(value) == expected


@pytest.mark.parametrize(
    ("value", "ok"), [("0", True), ("3", True), ("10", True), ("-1", False), ("12", False)]
)
def test_the_cap_is_from_zero_to_the_largest_handicap(value: str, ok: bool) -> None:
    if ok:
        assert check_cap(value) == Decimal(value)
    else:
        with pytest.raises(ScoringError):
            check_cap(value)


@pytest.mark.parametrize(
    ("scratch", "handicap", "positions", "expected"),
    [
        (0, "0", 6, "0.0"),
        (-5, "1.5", 6, "4.0"),  # -5 + 1.5 x 6
        (12, "-2", 6, "0.0"),
        (-5, "1.5", 3, "-0.5"),  # a player with fewer positions receives less
        (7, "2.0", 0, "7.0"),  # no position played: nothing added
        (-3, "-0.5", 5, "-5.5"),
    ],
)
def test_the_handicap_result_adds_the_handicap_for_each_position_played(
    scratch: int, handicap: str, positions: int, expected: str
) -> None:
    assert handicap_result(scratch, Decimal(handicap), positions) == Decimal(expected)


@pytest.mark.parametrize(
    ("scratch", "handicap", "positions", "per_unit", "expected"),
    [
        (-500, "1.5", 6, 100, "400"),  # hundreds kept as points: 1.5 hundreds a position
        (300, "-0.5", 3, 100, "150"),
        (-5, "1.5", 6, 1, "4"),  # fiches
        (-5, "0.3", 5, 1, "-3.5"),
    ],
)
def test_in_hundreds_a_handicap_counts_100_points_a_unit(
    scratch: int, handicap: str, positions: int, per_unit: int, expected: str
) -> None:
    assert str(handicap_result(scratch, Decimal(handicap), positions, per_unit)) == expected


def test_negative_positions_are_a_bug() -> None:
    with pytest.raises(ValueError):
        handicap_result(0, Decimal(1), -1)


@pytest.mark.parametrize(
    ("records", "expected"),
    [
        ([], Fraction(0)),
        ([PastSeason(10, 5), PastSeason(-10, 5)], Fraction(0)),
        ([PastSeason(12, 6), PastSeason(-6, 6)], Fraction(1, 2)),
        ([PastSeason(0, 0)], Fraction(0)),
    ],
)
def test_the_club_average_is_points_per_position(
    records: list[PastSeason], expected: Fraction
) -> None:
    assert club_average(records) == expected


@pytest.mark.parametrize(
    ("record", "club", "cap", "expected"),
    [
        (PastSeason(-12, 6), Fraction(0), "5", "1.0"),  # average -2: half of 2
        (PastSeason(18, 6), Fraction(0), "5", "-1.5"),  # average +3: half of -3
        (PastSeason(-60, 5), Fraction(0), "3", "3.0"),  # average -12: half is 6, capped at 3
        (PastSeason(60, 5), Fraction(0), "3", "-3.0"),  # capped the other way
        (PastSeason(-1, 4), Fraction(0), "5", "0.1"),  # 0.125 to one decimal
        (PastSeason(-1, 20), Fraction(0), "5", "0.0"),  # 0.025 rounds to nothing
        (PastSeason(-3, 20), Fraction(0), "5", "0.1"),  # 0.075, nearer 0.1
        (PastSeason(3, 20), Fraction(0), "5", "-0.1"),
        (PastSeason(0, 4), Fraction(1), "5", "0.5"),  # a club whose average is not zero
        # an exact half, away from zero (not to the even decimal)
        (PastSeason(-1, 10), Fraction(0), "5", "0.1"),  # 0.05
        (PastSeason(1, 10), Fraction(0), "5", "-0.1"),  # -0.05
        (PastSeason(-5, 10), Fraction(0), "5", "0.3"),  # 0.25
        (PastSeason(5, 10), Fraction(0), "5", "-0.3"),  # -0.25
        (PastSeason(-1, 1), Fraction(0), "0.5", "0.5"),  # exactly at the cap
        (PastSeason(-3, 1), Fraction(0), "1.4", "1.4"),  # capped at a cap with a decimal
        (PastSeason(-12, 6), Fraction(0), "0", "0.0"),  # a cap of 0: nobody has a handicap
    ],
)
def test_half_the_distance_to_the_club_average_capped(
    record: PastSeason, club: Fraction, cap: str, expected: str
) -> None:
    assert half_distance(record, club, Decimal(cap)) == Decimal(expected)


def test_half_distance_needs_a_position_played() -> None:
    with pytest.raises(ValueError):
        half_distance(PastSeason(0, 0), Fraction(0), Decimal(3))


def test_by_hand_the_handicaps_set_by_the_director_stand() -> None:
    by_hand = {1: Decimal("2.0"), 2: Decimal("0.0")}
    previous = {1: PastSeason(30, 10), 2: PastSeason(-30, 10)}
    assert season_handicaps(HandicapRule.MANUAL, by_hand, previous, Decimal(5)) == by_hand


def test_half_distance_replaces_the_handicap_of_previous_players_only() -> None:
    by_hand = {1: Decimal("2.0"), 2: Decimal("0.0"), 3: Decimal("4.0"), 4: Decimal("1.0")}
    # Player 1 averaged +3 and player 2 -3 (club average 0); 3 did not play last season; 4 sat
    # in a seat but played no position.
    previous = {1: PastSeason(30, 10), 2: PastSeason(-30, 10), 4: PastSeason(0, 0)}
    assert season_handicaps("half_distance", by_hand, previous, Decimal(1)) == {
        1: Decimal("-1.0"),  # -1.5 capped at 1
        2: Decimal("1.0"),
        3: Decimal("4.0"),
        4: Decimal("1.0"),
    }


def test_half_distance_says_it_needs_a_position_played() -> None:
    with pytest.raises(ValueError) as raised:
        half_distance(PastSeason(3, -1), Fraction(0), Decimal(3))
    assert str(raised.value) == "a handicap is computed from at least one position played"
    assert half_distance(PastSeason(-2, 1), Fraction(0), Decimal(3)) == Decimal("1.0")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("-10.0", "-10.0"),
        ("10", "10.0"),
        (Decimal("10.0"), "10.0"),
        (-10, "-10.0"),
        ("0", "0.0"),
        ("+1.5", "1.5"),
        ("1.50", "1.5"),
        ("3.", "3.0"),
    ],
)
def test_a_handicap_at_the_limits_is_allowed_written_to_one_decimal(
    value: object, expected: str
) -> None:
    assert str(check_handicap(value)) == expected


@pytest.mark.parametrize(
    "value",
    [
        "10.1",
        "-10.1",
        Decimal("10.01"),
        11,
        "1.55",
        Decimal("0.05"),
        True,
        1.5,
        None,
        Decimal("Infinity"),
        Decimal("NaN"),
        "Infinity",
        "",
    ],
)
def test_a_handicap_beyond_the_limits_or_finer_says_so(value: object) -> None:
    with pytest.raises(ScoringError) as raised:
        check_handicap(value)
    assert raised.value.message == (
        "A handicap must be a number of hundreds or fiches per position from -10.0 to 10.0, "
        f"with at most one decimal, not {value}."
    )


@pytest.mark.parametrize(("value", "expected"), [("0", "0.0"), ("10.0", "10.0"), (3, "3.0")])
def test_a_cap_at_the_limits_is_allowed(value: object, expected: str) -> None:
    assert str(check_cap(value)) == expected


@pytest.mark.parametrize("value", ["-0.1", "10.1", "2.25", True, 2.5, Decimal("Infinity"), "x"])
def test_a_cap_beyond_the_limits_or_finer_says_so(value: object) -> None:
    with pytest.raises(ScoringError) as raised:
        check_cap(value)
    assert raised.value.message == (
        f"The handicap cap must be from 0 to 10.0 hundreds per position, not {value}."
    )


@pytest.mark.parametrize(
    ("scratch", "handicap", "positions", "per_unit", "expected"),
    [
        (900, "1.5", 6, 100, "1800"),  # whole: no decimal
        (7, "1.5", 3, 1, "11.5"),  # a fiche and a half a position: one decimal
        (7, "-0.5", 2, 1, "6"),
        (7, "0.0", 0, 1, "7"),
        (-3, "0.1", 1, 1, "-2.9"),
    ],
)
def test_the_handicap_result_is_written_whole_or_to_one_decimal(
    scratch: int, handicap: str, positions: int, per_unit: int, expected: str
) -> None:
    assert str(handicap_result(scratch, Decimal(handicap), positions, per_unit)) == expected


def test_in_fiches_a_handicap_unit_is_a_fiche_by_default() -> None:
    assert str(handicap_result(7, Decimal("1.5"), 2)) == "10"


def test_negative_positions_are_a_bug_named() -> None:
    with pytest.raises(ValueError) as raised:
        handicap_result(0, Decimal(1), -2)
    assert str(raised.value) == "positions cannot be negative: -2"


def test_the_club_average_of_no_position_is_zero() -> None:
    assert club_average([]) == 0
    assert club_average([PastSeason(5, 0)]) == 0
    assert club_average(iter([PastSeason(5, 2), PastSeason(-2, 1)])) == Fraction(1)


def test_by_hand_the_handicaps_are_a_copy_of_the_directors() -> None:
    by_hand = {1: Decimal("2.0")}
    handicaps = season_handicaps("manual", by_hand, {1: PastSeason(30, 10)}, Decimal(5))
    assert handicaps == by_hand and handicaps is not by_hand


def test_half_distance_measures_from_every_previous_players_average() -> None:
    # The club's average is over every player of the previous season (here 20 / 10 = 2).
    previous = {1: PastSeason(0, 5), 2: PastSeason(20, 5)}
    assert season_handicaps("half_distance", {}, previous, Decimal(5)) == {
        1: Decimal("1.0"),
        2: Decimal("-1.0"),
    }


def test_an_unknown_rule_is_a_bug() -> None:
    with pytest.raises(ValueError):
        season_handicaps("bogus", {}, {}, Decimal(5))


def test_half_distance_counts_a_player_who_played_one_position() -> None:
    previous = {1: PastSeason(-2, 1), 2: PastSeason(2, 1)}
    handicaps = season_handicaps("half_distance", {1: Decimal(5)}, previous, Decimal(5))
    assert handicaps == {1: Decimal("1.0"), 2: Decimal("-1.0")}
