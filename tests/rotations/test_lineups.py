"""A table whose players change between chukkers: its stints, and the plan of its remaining
chukkers after every change of size, at every chukker of evenings of 1 to 12 chukkers.

The checks here are written from docs/rules.md#changes-during-the-evening, not from the
planner's search: the positions come from the new size's rotation table in its order; the
players who now share the table play as nearly the same number of positions from the change on
as 4 seats a chukker allow (a spread of 0 when they share them exactly, else 1); the chukkers
one player must play more than another go to whoever has played least tonight; a late arrival
does not sit out the first chukker after joining; nobody partners the same player twice running
except where a table of 6 must go round its 8 positions again; the evening keeps its length.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

import pytest

from rotations import (
    Before,
    RotationError,
    Stint,
    keep_places,
    leave,
    merge,
    play_sequence,
    replan,
    schedule,
    split,
    stint_sequence,
)
from rotations.dealing import vulnerable_deals_by_seat
from rotations.seating import PARTNER
from scoring import Schedule, Seat

LENGTHS = range(1, 13)
# Every evening of 1 to 12 chukkers, changed after each of its chukkers but the last.
CHANGES = [(length, played) for length in LENGTHS for played in range(1, length)]


def played_so_far(players: Sequence[str], chukkers: int) -> dict[str, Before[str]]:
    """What the planner knows of a table of ``players`` (numbered in order) after it played
    ``chukkers`` chukkers of its rotation: positions played, partner in the last chukker."""
    sequence = play_sequence(len(players), max(chukkers, 1))[:chukkers]
    played = dict.fromkeys(players, 0)
    partner: dict[str, str] = {}
    for chukker in sequence:
        for number in chukker.seats.values():
            played[players[number - 1]] += 1
    if sequence:
        seats = sequence[-1].seats
        for seat, number in seats.items():
            partner[players[number - 1]] = players[seats[PARTNER[seat]] - 1]
    return {
        p: Before(played=played[p], partner=partner.get(p), number=i + 1)
        for i, p in enumerate(players)
    }


def table(prefix: str, size: int) -> list[str]:
    return [f"{prefix}{number}" for number in range(1, size + 1)]


def fewest_spread(players: int, chukkers: int) -> int:
    """Four seats a chukker: shared exactly among the players, or some play one more."""
    return 0 if (4 * chukkers) % players == 0 else 1


def check_plan(plan, before, *, start: int, length: int, joining: Sequence[str] = ()) -> None:
    size = len(plan.players)
    cycle = schedule(size)
    # The remaining chukkers, every one, from the change to the evening's last.
    assert [chukker.index for chukker in plan.sequence] == list(range(start, length + 1))
    # The new size's rotation table, in its order from the position the plan starts at.
    first = cycle.index(plan.sequence[0].position)
    for step, chukker in enumerate(plan.sequence):
        assert chukker.position == cycle[(first + step) % len(cycle)]
        assert chukker.start == start
    # As even as the seats allow from the change on ...
    fairness = plan.fairness
    assert fairness.spread == fewest_spread(size, length - start + 1)
    assert sum(fairness.positions.values()) == 4 * (length - start + 1)
    # ... and whoever plays one more has not played more tonight than whoever plays one less.
    for a, b in product(plan.players, repeat=2):
        if fairness.positions[a] > fairness.positions[b]:
            assert before.get(a, Before()).played <= before.get(b, Before()).played
    # A late arrival does not sit out first.
    first_out = {plan.players[n - 1] for n in plan.sequence[0].position.sitting_out}
    assert not first_out & set(joining)
    # No one partners the same player twice running, the chukker before the change included,
    # except where a table of 6 goes round its eight positions again (position 8 to 1).
    if not (size == 6 and length - start + 1 > len(cycle)):
        assert fairness.repeats == ()


@pytest.mark.parametrize(("length", "played"), CHANGES)
def test_a_late_arrival_at_a_table_of_4_plays_on_as_5(length: int, played: int) -> None:
    four = table("p", 4)
    before = played_so_far(four, played)
    plan = replan([*four, "late"], start=played + 1, length=length, before=before)
    check_plan(plan, before, start=played + 1, length=length, joining=["late"])


@pytest.mark.parametrize(("length", "played"), CHANGES)
def test_a_late_arrival_at_a_table_of_5_plays_on_as_6(length: int, played: int) -> None:
    five = table("p", 5)
    before = played_so_far(five, played)
    plan = replan([*five, "late"], start=played + 1, length=length, before=before)
    check_plan(plan, before, start=played + 1, length=length, joining=["late"])


@pytest.mark.parametrize(("length", "played"), CHANGES)
def test_a_table_of_6_that_loses_a_player_plays_on_as_5(length: int, played: int) -> None:
    six = table("p", 6)
    before = played_so_far(six, played)
    leaver = six[played % 6]
    plan = replan([p for p in six if p != leaver], start=played + 1, length=length, before=before)
    check_plan(plan, before, start=played + 1, length=length)


@pytest.mark.parametrize(("length", "played"), CHANGES)
def test_a_table_of_5_that_loses_a_player_plays_on_as_4(length: int, played: int) -> None:
    five = table("p", 5)
    before = played_so_far(five, played)
    leaver = five[played % 5]
    plan = replan([p for p in five if p != leaver], start=played + 1, length=length, before=before)
    check_plan(plan, before, start=played + 1, length=length)


@pytest.mark.parametrize(("length", "played"), CHANGES)
def test_two_tables_of_4_that_each_lose_a_player_merge_into_a_table_of_6(
    length: int, played: int
) -> None:
    first, second = table("a", 4), table("b", 4)
    before = {**played_so_far(first, played), **played_so_far(second, played)}
    seating = merge((tuple(first), tuple(second)), 1, 2, leaving=[first[0], second[3]])
    assert seating[1] == () and len(seating[0]) == 6
    # The players of the second table are new at the first: they keep no number.
    history = {
        p: Before(b.played, b.partner, b.number if p in first else None) for p, b in before.items()
    }
    plan = replan(seating[0], start=played + 1, length=length, before=history)
    check_plan(plan, history, start=played + 1, length=length)


@pytest.mark.parametrize(("length", "played"), CHANGES)
def test_a_table_of_6_and_two_late_arrivals_split_into_two_tables_of_4(
    length: int, played: int
) -> None:
    six = table("p", 6)
    before = played_so_far(six, played)
    seating = split((tuple(six),), 1, moving=six[4:], arriving=["late1", "late2"])
    kept, new = seating
    assert len(kept) == len(new) == 4
    plan = replan(kept, start=played + 1, length=length, before=before)
    check_plan(plan, before, start=played + 1, length=length)
    # The new table plays the chukkers the evening has left, numbered from its own first.
    moved = {p: Before(before[p].played, before[p].partner) for p in new if p in before}
    remaining = length - played
    other = replan(new, start=1, length=remaining, before=moved)
    check_plan(other, moved, start=1, length=remaining, joining=["late1", "late2"])


@pytest.mark.parametrize("played", range(1, 12))
def test_a_table_of_4_cannot_play_on_with_3(played: int) -> None:
    four = table("p", 4)
    with pytest.raises(RotationError) as refused:
        replan(four[1:], start=played + 1, length=12, before=played_so_far(four, played))
    assert refused.value.params == {"n": 3}
    with pytest.raises(RotationError) as left:
        leave((tuple(four), tuple(table("q", 5))), "p2")
    assert left.value.params == {"table": 1, "size": 3}


def test_a_table_of_6_cannot_grow_to_7() -> None:
    with pytest.raises(RotationError):
        replan([*table("p", 6), "late"], start=2, length=6)


def test_a_table_that_played_all_its_chukkers_has_nothing_left_to_plan() -> None:
    with pytest.raises(RotationError) as refused:
        replan(table("p", 5), start=7, length=6)
    assert refused.value.params == {"length": 6}


def test_a_player_listed_twice_is_refused() -> None:
    with pytest.raises(RotationError):
        replan(["a", "b", "c", "d", "a"], start=2, length=6)


# -- a substitute keeps the place ---------------------------------------------------------------


@pytest.mark.parametrize(("length", "played"), CHANGES)
def test_a_substitute_takes_the_number_and_place_of_the_player_they_replace(
    length: int, played: int
) -> None:
    five = table("p", 5)
    before = played_so_far(five, played)
    stint = Stint(start=1, size=5)
    seated = [*five[:2], "sub", *five[3:]]
    plan = keep_places(seated, stint, start=played + 1, length=length, before=before)
    assert plan.players == tuple(seated)
    # The table's plan goes on as it was: the same positions in the same chukkers.
    assert [c.position for c in plan.sequence] == [
        c.position for c in play_sequence(5, length)[played:]
    ]


# -- a table's stints ---------------------------------------------------------------------------


def test_one_stint_from_chukker_1_is_the_table_rotation() -> None:
    for size in (4, 5, 6):
        plain = play_sequence(size, 12)
        assert stint_sequence([Stint(1, size)], 12) == plain


def test_each_chukker_is_played_in_the_position_of_its_stint() -> None:
    stints = [Stint(1, 4), Stint(3, 5, offset=2), Stint(6, 6, offset=7)]
    sequence = stint_sequence(stints, 8)
    assert [(c.index, c.start, c.position.number) for c in sequence] == [
        (1, 1, 1),
        (2, 1, 2),
        (3, 3, 3),
        (4, 3, 4),
        (5, 3, 5),
        (6, 6, 8),
        (7, 6, 1),
        (8, 6, 2),
    ]
    # The seats of a chukker are numbers of the lineup of its stint: 6 players from chukker 6.
    assert set(sequence[5].position.players) | set(sequence[5].position.sitting_out) == set(
        range(1, 7)
    )


@pytest.mark.parametrize(
    "stints",
    [
        [Stint(2, 4)],  # the first stint must start at chukker 1
        [Stint(1, 4), Stint(4, 5), Stint(3, 6)],  # in order
        [Stint(1, 4), Stint(7, 5)],  # within the evening
        [Stint(1, 4, offset=3)],  # a table of 4 has 3 positions
    ],
)
def test_stints_that_cannot_be_are_refused(stints: list[Stint]) -> None:
    with pytest.raises(ValueError):
        stint_sequence(stints, 6)


# -- vulnerability, shared out over the remaining chukkers --------------------------------------


def smallest_french_spread(seatings: Sequence[dict[Seat, str]], players: Sequence[str]) -> int:
    """The smallest spread of vulnerable deals any choice of first dealers gives, under the
    French schedule as written (the first dealer's side three deals, the other one)."""
    best = None
    for sides in product((Seat.N, Seat.E), repeat=len(seatings)):
        counts = dict.fromkeys(players, 0)
        for seats, first in zip(seatings, sides, strict=True):
            by_seat = vulnerable_deals_by_seat(first, Schedule.FRENCH)
            for seat, player in seats.items():
                counts[player] += by_seat[seat]
        spread = max(counts.values()) - min(counts.values())
        best = spread if best is None else min(best, spread)
    assert best is not None
    return best


@pytest.mark.parametrize("played", [1, 2, 3, 5])
def test_after_a_change_vulnerability_is_shared_as_evenly_as_the_seats_allow(played: int) -> None:
    four = table("p", 4)
    plan = replan(
        [*four, "late"],
        start=played + 1,
        length=8,
        schedule_=Schedule.FRENCH,
        before=played_so_far(four, played),
    )
    seatings = [
        {seat: plan.players[number - 1] for seat, number in chukker.seats.items()}
        for chukker in plan.sequence
    ]
    assert plan.fairness.vulnerable_spread == smallest_french_spread(seatings, plan.players)
