"""rotations.overlaps: never a player at two tables at once (docs/rules.md#one-table-at-a-time),
with no database: which chukkers overlap, what a chukker waits for, from which chukker a player
still playing elsewhere joins, and that no table waits for ever."""

from __future__ import annotations

import pytest

from rotations import (
    Overlap,
    Status,
    TableChukker,
    Wait,
    can_begin,
    first_chukker,
    joins_from,
    overlaps,
    playing,
    stuck,
    waits_for,
)

DOROTHY = "Dorothy"


def chukker(
    table: int,
    number: int,
    status: Status,
    *players: str,
    lineup: int = 0,
    began: float | None = None,
    ended: float | None = None,
) -> TableChukker[str]:
    return TableChukker(table, number, status, frozenset(players), lineup, began, ended)


# Issue 29's evening: Dorothy plays South in table 1's chukker 4 (one deal entered); she moves
# to table 3, whose new lineup (lineup 7) seats her from chukker 5.
ONE_4 = chukker(1, 4, Status.IN_PLAY, DOROTHY, "Ann", "Bob", "Cy", lineup=1)
THREE_4 = chukker(3, 4, Status.NEXT, "Hal", "Ivy", "Jo", "Kim", lineup=3)
THREE_5 = chukker(3, 5, Status.LATER, DOROTHY, "Hal", "Ivy", "Jo", lineup=7)


def test_a_player_in_play_at_two_tables_is_an_overlap() -> None:
    other = chukker(3, 4, Status.IN_PLAY, DOROTHY, "Hal", "Ivy", "Jo", lineup=7)

    assert overlaps([other, ONE_4]) == [Overlap(DOROTHY, ONE_4, other)]


def test_chukkers_of_one_table_or_without_a_shared_player_do_not_overlap() -> None:
    same_table = chukker(1, 5, Status.IN_PLAY, DOROTHY, "Ann", "Bob", "Cy", lineup=1)
    elsewhere = chukker(2, 1, Status.IN_PLAY, "Lu", "Mo", "Ned", "Oz")

    assert overlaps([ONE_4, same_table, elsewhere, THREE_4, THREE_5]) == []


def test_over_chukkers_overlap_when_their_times_cross() -> None:
    first = chukker(1, 1, Status.OVER, DOROTHY, began=0.0, ended=20.0)
    crossing = chukker(2, 1, Status.OVER, DOROTHY, began=10.0, ended=30.0)
    after = chukker(2, 1, Status.OVER, DOROTHY, began=20.0, ended=30.0)
    still = chukker(2, 2, Status.IN_PLAY, DOROTHY, began=19.0)
    later = chukker(2, 2, Status.IN_PLAY, DOROTHY, began=25.0)
    untimed = chukker(2, 1, Status.OVER, DOROTHY)
    open_ended = chukker(2, 1, Status.OVER, DOROTHY, began=5.0)

    assert overlaps([first, crossing]) == [Overlap(DOROTHY, first, crossing)]
    assert overlaps([first, after]) == []  # one after the other, to the second
    assert overlaps([first, still]) == [Overlap(DOROTHY, first, still)]
    assert overlaps([first, later]) == []
    assert overlaps([first, untimed]) == [] and overlaps([first, open_ended]) == []
    assert overlaps([chukker(1, 1, Status.NEXT, DOROTHY), later]) == []


def test_overlaps_are_listed_by_table_and_chukker() -> None:
    a = chukker(2, 3, Status.IN_PLAY, "Ann", "Bob")
    b = chukker(1, 2, Status.IN_PLAY, "Bob")
    c = chukker(3, 1, Status.IN_PLAY, "Ann")

    found = overlaps([a, b, c])

    assert [(o.player, o.first.table, o.second.table) for o in found] == [
        ("Bob", 1, 2),
        ("Ann", 2, 3),
    ]


def test_a_chukker_seating_a_player_in_play_elsewhere_waits_for_it() -> None:
    ready = chukker(3, 5, Status.NEXT, DOROTHY, "Hal", "Ivy", "Jo", lineup=7)

    assert waits_for(ready, [ONE_4, ready]) == [Wait(DOROTHY, ONE_4)]
    assert waits_for(ready, [ONE_4])[0].playing
    assert not can_begin(ready, [ONE_4])
    over = chukker(1, 4, Status.OVER, DOROTHY, "Ann", "Bob", "Cy", lineup=1)
    assert waits_for(ready, [over]) == [] and can_begin(ready, [over])
    # Only a table's next chukker begins.
    assert not can_begin(THREE_5, [over])


def test_a_chukker_waits_for_one_its_player_plays_first_at_their_old_table() -> None:
    """Exchanged with Dorothy, Hal still plays table 3's chukker 4 (lineup 3): table 1's
    chukker 5, of the later lineup 8, waits for it; table 3's chukker 4 waits for nothing."""
    one_5 = chukker(1, 5, Status.NEXT, "Hal", "Ann", "Bob", "Cy", lineup=8)

    waits = waits_for(one_5, [THREE_4, one_5])

    assert waits == [Wait("Hal", THREE_4)] and not waits[0].playing
    assert waits_for(THREE_4, [THREE_4, one_5]) == []


def test_nothing_waits_for_itself_and_a_normal_evening_is_never_stuck() -> None:
    ready = chukker(3, 5, Status.NEXT, DOROTHY, "Hal", lineup=7)
    one_5 = chukker(1, 5, Status.NEXT, "Hal", "Ann", lineup=8)
    three_4 = chukker(3, 4, Status.NEXT, "Hal", lineup=3)
    three_5 = chukker(3, 5, Status.LATER, DOROTHY, "Hal", lineup=7)

    assert stuck([ONE_4, ready]) == []
    assert stuck([ONE_4, three_4, three_5, one_5]) == []


def test_two_tables_waiting_for_each_other_are_stuck() -> None:
    """Lineups that are not ordered as the changes make them (each table's next chukker of an
    earlier lineup than the other's, sharing a player): neither could ever begin."""
    a = chukker(1, 2, Status.NEXT, "Ann", lineup=5)
    b = chukker(2, 2, Status.NEXT, "Ann", lineup=5)
    a_later = chukker(1, 3, Status.LATER, "Bob", lineup=4)
    b_later = chukker(2, 3, Status.LATER, "Bob", lineup=6)

    assert stuck([a, b]) == []  # the same lineup: neither waits
    assert stuck([a, a_later, b, b_later]) == []
    x = chukker(1, 2, Status.NEXT, "Ann", "Bob", lineup=5)
    y = chukker(2, 2, Status.NEXT, "Ann", "Bob", lineup=4)
    x_earlier_bob = chukker(2, 3, Status.LATER, "Cy", lineup=9)
    assert stuck([x, y, x_earlier_bob]) == []
    cycle_a = chukker(1, 2, Status.NEXT, "Ann", lineup=5)
    cycle_b = chukker(2, 2, Status.NEXT, "Bob", lineup=5)
    ann_first = chukker(2, 3, Status.LATER, "Ann", lineup=4)  # Ann plays table 2 first
    bob_first = chukker(1, 3, Status.LATER, "Bob", lineup=4)  # Bob plays table 1 first
    assert stuck([cycle_a, cycle_b, ann_first, bob_first]) == [cycle_a, cycle_b]


def test_playing_lists_who_is_in_play_at_the_other_tables() -> None:
    assert playing([ONE_4, THREE_4], besides=3) == dict.fromkeys(ONE_4.players, ONE_4)
    assert playing([ONE_4, THREE_4], besides=1) == {}


def test_a_player_still_playing_joins_from_the_chukker_after_the_next() -> None:
    assert first_chukker(4, True) == 5
    assert first_chukker(4, False) == 4
    assert joins_from(3, 4, [DOROTHY], [ONE_4, THREE_4]) == (5, (DOROTHY,))
    assert joins_from(3, 4, ["Zoe"], [ONE_4, THREE_4]) == (4, ())
    # Her chukker closed now (the director's tick): she joins from the next.
    closed = chukker(1, 4, Status.OVER, DOROTHY, lineup=1)
    assert joins_from(3, 4, [DOROTHY], [closed]) == (4, ())
    with pytest.raises(ValueError, match="below 1"):
        first_chukker(0, False)


def test_a_chukker_is_numbered_from_1() -> None:
    with pytest.raises(ValueError, match="below 1"):
        chukker(1, 0, Status.NEXT)
    assert Status.IN_PLAY.begun and Status.OVER.begun
    assert not Status.NEXT.begun and not Status.LATER.begun


def ints(
    table: int, number: int, status: Status, *players: int, lineup: int = 0
) -> TableChukker[int]:
    """A chukker of players known by number, as the site knows them (their ids)."""
    return TableChukker(table, number, status, frozenset(players), lineup)


def test_a_chukker_in_play_overlaps_one_over_that_began_while_it_was_played() -> None:
    # Dorothy's chukker at table 1 began at 0 and is still in play; table 2's began at 10.
    in_play = chukker(1, 4, Status.IN_PLAY, DOROTHY, began=0.0)
    over = chukker(2, 1, Status.OVER, DOROTHY, began=10.0, ended=20.0)
    assert overlaps([in_play, over]) == [Overlap(DOROTHY, in_play, over)]
    assert overlaps([over, in_play]) == [Overlap(DOROTHY, in_play, over)]
    # Reopened: in play again, the time it was first closed (5) no longer its end.
    reopened = chukker(1, 4, Status.IN_PLAY, DOROTHY, began=0.0, ended=5.0)
    assert overlaps([reopened, over]) == [Overlap(DOROTHY, reopened, over)]
    # The other way round: the over chukker at the lower table, the reopened one after it.
    over_at_1 = chukker(1, 1, Status.OVER, DOROTHY, began=10.0, ended=20.0)
    reopened_at_2 = chukker(2, 4, Status.IN_PLAY, DOROTHY, began=0.0, ended=5.0)
    assert overlaps([over_at_1, reopened_at_2]) == [Overlap(DOROTHY, over_at_1, reopened_at_2)]


def test_chukkers_one_after_the_other_do_not_overlap_even_to_the_second() -> None:
    # Table 1's began the moment table 2's was closed: one after the other.
    second = chukker(1, 2, Status.OVER, DOROTHY, began=10.0, ended=20.0)
    first = chukker(2, 1, Status.OVER, DOROTHY, began=0.0, ended=10.0)
    assert overlaps([second, first]) == []
    assert overlaps([first, second]) == []


def test_a_chukker_without_times_is_never_said_to_overlap_one_with_times() -> None:
    # An evening imported from a file: no times to compare, no error either.
    untimed = chukker(1, 1, Status.OVER, DOROTHY, ended=20.0)
    timed = chukker(2, 1, Status.OVER, DOROTHY, began=10.0, ended=30.0)
    assert overlaps([untimed, timed]) == []
    assert overlaps([timed, untimed]) == []


def test_a_table_numbers_its_chukkers_from_1_and_a_player_joins_from_there() -> None:
    assert first_chukker(1, False) == 1
    assert first_chukker(1, True) == 2
    assert joins_from(3, 1, [DOROTHY], []) == (1, ())


def test_a_player_of_the_joined_table_itself_delays_nothing() -> None:
    three_in_play = chukker(3, 4, Status.IN_PLAY, "Hal", "Ivy", "Jo", "Kim", lineup=3)
    assert joins_from(3, 5, ["Hal", DOROTHY], [ONE_4, three_in_play]) == (6, (DOROTHY,))
    assert joins_from(3, 5, ["Hal"], [ONE_4, three_in_play]) == (5, ())


def test_players_of_any_kind_are_ordered_without_error() -> None:
    # Players are anything hashable; two kinds in one evening (an id, a name) never compare.
    mixed: list[object] = [7, "Dorothy"]
    in_play = TableChukker(1, 4, Status.IN_PLAY, frozenset([*mixed, "Ann", "Bob"]), 1)
    joining = TableChukker(3, 5, Status.NEXT, frozenset([*mixed, "Hal", "Ivy"]), 7)
    assert joins_from(3, 5, mixed, [in_play]) == (6, ("Dorothy", 7))
    assert [w.player for w in waits_for(joining, [in_play])] == ["Dorothy", 7]


def test_waits_are_found_wherever_the_chukker_waited_for_is_listed() -> None:
    over_elsewhere = chukker(2, 1, Status.OVER, DOROTHY, "Lu", "Mo", "Ned", began=0.0, ended=9.0)
    own_table = chukker(3, 3, Status.OVER, "Hal", "Ivy", "Jo", "Kim", lineup=3)
    expected = [Wait(DOROTHY, ONE_4)]
    assert waits_for(THREE_5, [over_elsewhere, own_table, ONE_4]) == expected
    assert waits_for(THREE_5, [own_table, over_elsewhere, ONE_4]) == expected
    # A chukker she plays after this one (a later lineup) is no wait, wherever it is listed.
    after = chukker(2, 5, Status.LATER, DOROTHY, "Lu", "Mo", "Ned", lineup=9)
    assert waits_for(THREE_5, [after, ONE_4]) == expected


def test_waits_are_listed_by_table_chukker_and_player_whatever_the_order_given() -> None:
    joining = chukker(3, 5, Status.NEXT, "Ann", "Bob", "Hal", "Ivy", lineup=7)
    bob_first = chukker(1, 4, Status.IN_PLAY, "Bob", "Cy", "Di", "Ed", lineup=1)
    ann_too = chukker(1, 4, Status.IN_PLAY, "Ann", "Cy", "Di", "Ed", lineup=1)
    assert [w.player for w in waits_for(joining, [bob_first, ann_too])] == ["Ann", "Bob"]


def test_a_table_that_is_free_does_not_hide_the_ones_listed_after_it() -> None:
    # Table 1 waits for nothing; table 2's next waits for table 3's, which waits for nothing:
    # every table can go on, however the tables are listed.
    alone = ints(1, 1, Status.NEXT, 1, 2, 3, 4, lineup=1)
    waiting = ints(2, 1, Status.NEXT, 5, 6, 7, 8, lineup=2)
    waited_for = ints(3, 1, Status.NEXT, 8, 9, 10, 11, lineup=1)
    assert stuck([alone, waiting, waited_for]) == []
    assert stuck([waited_for, waiting, alone]) == []


def test_a_cycle_through_a_tables_later_chukker_is_stuck() -> None:
    # Table 1's next (lineup 5) waits for table 2's chukker 2 (lineup 3: player 1 plays it
    # first), which comes after table 2's next (lineup 9), which waits for table 1's next
    # (player 2 plays it first): none can begin. Player 1 shares table 2's chukker 2, and
    # players 3 and 4 only table 1's next.
    one = ints(1, 1, Status.NEXT, 1, 2, 3, 4, lineup=5)
    two_later = ints(2, 2, Status.LATER, 1, 20, 21, 22, lineup=3)
    two_next = ints(2, 1, Status.NEXT, 2, 20, 21, 22, lineup=9)
    assert stuck([one, two_later, two_next]) == [one, two_next]
    assert stuck([two_next, two_later, one]) == [one, two_next]
