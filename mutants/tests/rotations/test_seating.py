"""Seats, first dealers and dealing order."""

from __future__ import annotations

import pytest

from rotations import CLOCKWISE, dealing_order, first_dealer, schedule, seat_players
from scoring import Seat


def test_the_first_pair_sits_north_south_and_the_second_east_west():
    # 6-player position 3 is printed "1-3 v 4-2".
    assert seat_players(schedule(6)[2]) == {Seat.N: 1, Seat.S: 3, Seat.E: 4, Seat.W: 2}


def test_the_first_position_of_four_seats_players_in_printed_order():
    assert seat_players(schedule(4)[0]) == {Seat.N: 1, Seat.S: 2, Seat.E: 3, Seat.W: 4}


@pytest.mark.parametrize("n", [4, 5, 6])
def test_partners_always_sit_opposite(n):
    for position in schedule(n):
        seats = seat_players(position)
        assert {seats[Seat.N], seats[Seat.S]} == set(position.pairs[0])
        assert {seats[Seat.E], seats[Seat.W]} == set(position.pairs[1])


def test_seats_compare_equal_to_their_letters():
    assert [seat.value for seat in Seat] == ["N", "E", "S", "W"]
    assert Seat.N == "N"
    assert {"W": 1}[Seat.W] == 1
    assert CLOCKWISE == (Seat.N, Seat.E, Seat.S, Seat.W)


@pytest.mark.parametrize(
    ("chukker", "seat"),
    [(1, Seat.N), (2, Seat.E), (3, Seat.S), (4, Seat.W), (5, Seat.N), (9, Seat.N), (12, Seat.W)],
)
def test_the_first_deal_moves_clockwise_from_chukker_to_chukker(chukker, seat):
    assert first_dealer(chukker) == seat


@pytest.mark.parametrize("chukker", [0, -1, True, "1", 1.0])
def test_a_chukker_number_below_one_is_a_programming_error(chukker):
    with pytest.raises(ValueError, match="chukker numbers start at 1"):
        first_dealer(chukker)


@pytest.mark.parametrize(
    ("first", "order"),
    [
        (Seat.N, (Seat.N, Seat.E, Seat.S, Seat.W)),
        (Seat.E, (Seat.E, Seat.S, Seat.W, Seat.N)),
        (Seat.S, (Seat.S, Seat.W, Seat.N, Seat.E)),
        (Seat.W, (Seat.W, Seat.N, Seat.E, Seat.S)),
        ("S", (Seat.S, Seat.W, Seat.N, Seat.E)),
    ],
)
def test_the_deal_goes_clockwise_from_the_first_dealer(first, order):
    assert dealing_order(first) == order
