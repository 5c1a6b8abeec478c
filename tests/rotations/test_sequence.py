"""What a table plays over the evening, and the consecutive-partner custom (seed 001)."""

from __future__ import annotations

import pytest

from rotations import (
    PartnerRepeat,
    RotationError,
    consecutive_partner_warnings,
    play_sequence,
    schedule,
)
from scoring import Seat


@pytest.mark.parametrize("n", [4, 5, 6])
def test_one_cycle_plays_every_position_once_in_order(n):
    played = play_sequence(n)
    assert [item.position for item in played] == list(schedule(n))
    assert [item.index for item in played] == list(range(1, len(schedule(n)) + 1))
    assert {item.cycle for item in played} == {1}


def test_two_cycles_replay_the_table_and_keep_counting_chukkers():
    played = play_sequence(5, cycles=2)
    assert len(played) == 10
    assert [item.index for item in played] == list(range(1, 11))
    assert [item.cycle for item in played] == [1] * 5 + [2] * 5
    assert [item.position.number for item in played] == [1, 2, 3, 4, 5] * 2


def test_the_first_dealer_keeps_turning_through_the_replay():
    played = play_sequence(5, cycles=2)
    clockwise = [Seat.N, Seat.E, Seat.S, Seat.W]
    assert [item.first_dealer for item in played] == (clockwise * 3)[:10]
    # Chukker 6 is position 1 again but starts with East, not North.
    assert played[5].position.number == 1
    assert played[5].first_dealer == Seat.E


def test_stop_after_cuts_the_evening_in_the_middle_of_a_cycle():
    played = play_sequence(6, cycles=2, stop_after=11)
    assert len(played) == 11
    assert played[-1].index == 11
    assert played[-1].cycle == 2
    assert played[-1].position.number == 3


def test_stop_after_beyond_the_cycles_ends_with_the_cycles():
    assert len(play_sequence(4, cycles=1, stop_after=10)) == 3


def test_a_played_position_knows_its_seats():
    played = play_sequence(6)[2]
    assert played.seats == {Seat.N: 1, Seat.S: 3, Seat.E: 4, Seat.W: 2}


@pytest.mark.parametrize("cycles", [0, -1, True, 1.5, "2"])
def test_fewer_than_one_cycle_is_refused(cycles):
    with pytest.raises(RotationError) as caught:
        play_sequence(5, cycles=cycles)
    assert caught.value.params == {"cycles": cycles}


@pytest.mark.parametrize("stop_after", [0, -3, False, "4"])
def test_stopping_before_the_first_chukker_is_refused(stop_after):
    with pytest.raises(RotationError) as caught:
        play_sequence(5, stop_after=stop_after)
    assert caught.value.params == {"stop_after": stop_after}


def test_a_bad_table_size_is_refused():
    with pytest.raises(RotationError):
        play_sequence(7)


@pytest.mark.parametrize("n", [4, 5, 6])
def test_one_cycle_never_repeats_partners_in_consecutive_chukkers(n):
    assert consecutive_partner_warnings(play_sequence(n)) == []


@pytest.mark.parametrize("n", [4, 5])
def test_replaying_four_and_five_player_tables_never_repeats_partners(n):
    assert consecutive_partner_warnings(play_sequence(n, cycles=3)) == []


def test_replaying_the_six_player_table_makes_five_and_six_partner_twice_running():
    # Position 8 (1-2 v 5-6), then position 1 again (3-4 v 5-6).
    assert consecutive_partner_warnings(play_sequence(6, cycles=2)) == [
        PartnerRepeat(players=(5, 6), chukkers=(8, 9))
    ]


def test_the_warning_is_reported_at_every_replay():
    warnings = consecutive_partner_warnings(play_sequence(6, cycles=3))
    assert [warning.chukkers for warning in warnings] == [(8, 9), (16, 17)]


def test_no_warning_when_the_evening_stops_before_the_replay_reaches_position_one():
    assert consecutive_partner_warnings(play_sequence(6, cycles=2, stop_after=8)) == []
