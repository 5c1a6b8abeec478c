"""Seats, sides and the other closed sets of values, as string enums."""

from __future__ import annotations

from scoring import (
    Schedule,
    Seat,
    Side,
)


def test_seats_and_sides() -> None:
    assert [seat.next() for seat in Seat] == [Seat.E, Seat.S, Seat.W, Seat.N]
    assert [seat.side for seat in Seat] == ["NS", "EW", "NS", "EW"]
    assert Side.NS.other is Side.EW
    assert Side.EW.other is Side.NS
    assert Seat.N == "N"
    assert Schedule("non_dealer") is Schedule.NON_DEALER
