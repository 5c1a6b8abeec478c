"""What a table plays over the evening, and the consecutive-partner custom
(docs/rules.md#consecutive-partners)."""

from __future__ import annotations

import pytest

from rotations import (
    PartnerRepeat,
    RotationError,
    check_length,
    consecutive_partner_warnings,
    play_sequence,
    schedule,
)
from scoring import Seat


@pytest.mark.parametrize("n", [4, 5, 6])
def test_one_cycle_plays_every_position_once_in_order(n):
    played = play_sequence(n, len(schedule(n)))
    assert [item.position for item in played] == list(schedule(n))
    assert [item.index for item in played] == list(range(1, len(schedule(n)) + 1))
    assert {item.cycle for item in played} == {1}


def test_a_longer_evening_replays_the_cycle_and_keeps_counting_chukkers():
    played = play_sequence(5, 10)
    assert len(played) == 10
    assert [item.index for item in played] == list(range(1, 11))
    assert [item.cycle for item in played] == [1] * 5 + [2] * 5
    assert [item.position.number for item in played] == [1, 2, 3, 4, 5] * 2


@pytest.mark.parametrize(
    ("n", "positions"),
    [(4, [1, 2, 3, 1, 2, 3]), (5, [1, 2, 3, 4, 5, 1]), (6, [1, 2, 3, 4, 5, 6])],
)
def test_every_table_size_plays_the_same_six_chukker_evening(n, positions):
    played = play_sequence(n, 6)
    assert [item.position.number for item in played] == positions


def test_without_a_plan_the_first_dealer_keeps_turning_through_the_replay():
    played = play_sequence(5, 10)
    clockwise = [Seat.N, Seat.E, Seat.S, Seat.W]
    assert [item.first_dealer for item in played] == (clockwise * 3)[:10]
    # Chukker 6 is position 1 again but starts with East, not North.
    assert played[5].position.number == 1
    assert played[5].first_dealer == Seat.E


def test_the_first_dealers_given_are_the_ones_played():
    played = play_sequence(4, 3, first_dealers=[Seat.S, Seat.W, Seat.N])
    assert [item.first_dealer for item in played] == [Seat.S, Seat.W, Seat.N]


def test_a_plan_of_first_dealers_must_cover_every_chukker():
    with pytest.raises(ValueError, match="2 first dealers for 3 chukkers"):
        play_sequence(4, 3, first_dealers=[Seat.S, Seat.W])


def test_a_short_evening_stops_in_the_middle_of_a_cycle():
    played = play_sequence(6, 11)
    assert len(played) == 11
    assert played[-1].index == 11
    assert played[-1].cycle == 2
    assert played[-1].position.number == 3


def test_a_played_position_knows_its_seats():
    played = play_sequence(6, 8)[2]
    assert played.seats == {Seat.N: 1, Seat.S: 3, Seat.E: 4, Seat.W: 2}


@pytest.mark.parametrize("chukkers", [0, -1, 25, True, 1.5, "2", None])
def test_an_evening_lasts_from_one_to_twenty_four_chukkers(chukkers):
    with pytest.raises(RotationError) as caught:
        play_sequence(5, chukkers)
    assert caught.value.params == {"chukkers": chukkers, "max": 24}


def test_a_bad_table_size_is_refused():
    with pytest.raises(RotationError):
        play_sequence(7, 6)


@pytest.mark.parametrize("n", [4, 5, 6])
def test_one_cycle_never_repeats_partners_in_consecutive_chukkers(n):
    assert consecutive_partner_warnings(play_sequence(n, len(schedule(n)))) == []


@pytest.mark.parametrize("n", [4, 5])
def test_replaying_four_and_five_player_tables_never_repeats_partners(n):
    assert consecutive_partner_warnings(play_sequence(n, 3 * len(schedule(n)))) == []


def test_replaying_the_six_player_table_makes_five_and_six_partner_twice_running():
    # Position 8 (1-2 v 5-6), then position 1 again (3-4 v 5-6).
    assert consecutive_partner_warnings(play_sequence(6, 16)) == [
        PartnerRepeat(players=(5, 6), chukkers=(8, 9))
    ]


def test_the_warning_is_reported_at_every_replay():
    warnings = consecutive_partner_warnings(play_sequence(6, 24))
    assert [warning.chukkers for warning in warnings] == [(8, 9), (16, 17)]


def test_no_warning_when_the_evening_stops_before_the_replay_reaches_position_one():
    assert consecutive_partner_warnings(play_sequence(6, 8)) == []


@pytest.mark.parametrize("chukkers", [0, 25, True, "6"])
def test_an_evening_of_no_possible_length_is_refused_saying_how_long_one_can_be(
    chukkers: object,
) -> None:
    with pytest.raises(RotationError) as refused:
        check_length(chukkers)
    assert (
        refused.value.template == "An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."
    )
    assert refused.value.params == {"chukkers": chukkers, "max": 24}
    assert str(refused.value) == f"An evening lasts from 1 to 24 chukkers, not {chukkers}."
