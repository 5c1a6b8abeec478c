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
    remaining_chukkers,
    replan,
    schedule,
    sitting_out_next,
    split,
    stint_at,
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


# -- exact plans: what the planner chooses, seat by seat ------------------------------------------


def test_with_nothing_to_choose_between_the_players_keep_their_order_from_position_1() -> None:
    # No history: every numbering ties, so the first tried (the order given) and the lowest
    # starting position are kept; the first dealers go round from chukker 3's
    # (docs/rules.md#first-dealer).
    plan = replan(["a", "b", "c", "d", "e"], start=3, length=6)
    assert plan.players == ("a", "b", "c", "d", "e")
    assert plan.stint == Stint(start=3, size=5, offset=0)
    assert plan.first_dealers == (Seat.S, Seat.W, Seat.N, Seat.E)
    assert [(c.index, c.position.number, c.cycle, c.first_dealer) for c in plan.sequence] == [
        (3, 1, 1, Seat.S),
        (4, 2, 1, Seat.W),
        (5, 3, 1, Seat.N),
        (6, 4, 1, Seat.E),
    ]
    assert plan.fairness.positions == {"a": 4, "b": 3, "c": 3, "d": 3, "e": 3}
    assert plan.fairness.repeats == ()
    assert plan.fairness.vulnerable == {"a": 8, "b": 6, "c": 6, "d": 6, "e": 6}
    assert plan.fairness.vulnerable_spread == 2
    assert [plan.number_of(player) for player in ("a", "c", "e")] == [1, 3, 5]


def test_two_tables_of_4_merged_after_two_chukkers_play_on_as_this_table_of_6() -> None:
    first, second = table("a", 4), table("b", 4)
    before = {**played_so_far(first, 2), **played_so_far(second, 2)}
    seating = merge((tuple(first), tuple(second)), 1, 2, leaving=["a1", "b4"])
    assert seating[0] == ("a2", "a3", "a4", "b1", "b2", "b3")
    # b2 partnered b4, who left; the players of the second table are new at the first.
    history = {
        p: Before(b.played, b.partner, b.number if p in first else None) for p, b in before.items()
    }
    plan = replan(seating[0], start=3, length=12, schedule_=Schedule.FRENCH, before=history)
    assert plan.players == ("b1", "a2", "a3", "a4", "b2", "b3")
    assert plan.number_of("a2") == 2  # a2, a3 and a4 keep their numbers
    assert plan.stint == Stint(start=3, size=6, offset=1)
    assert [(c.index, c.position.number, c.cycle, c.first_dealer.value) for c in plan.sequence] == [
        (3, 2, 1, "S"),
        (4, 3, 1, "N"),
        (5, 4, 1, "N"),
        (6, 5, 1, "E"),
        (7, 6, 1, "S"),
        (8, 7, 1, "N"),
        (9, 8, 1, "E"),
        (10, 1, 2, "S"),
        (11, 2, 2, "W"),
        (12, 3, 2, "W"),
    ]
    assert plan.first_dealers == tuple(c.first_dealer for c in plan.sequence)
    assert plan.fairness.positions == {"b1": 7, "a2": 7, "a3": 6, "a4": 6, "b2": 7, "b3": 7}
    # Round the eight positions again: 5-6 partner in position 8 and again in position 1.
    assert plan.fairness.repeats == (("b2", "b3", 10),)
    assert plan.fairness.vulnerable == {"b1": 13, "a2": 13, "a3": 14, "a4": 12, "b2": 15, "b3": 13}


def test_a_substitutes_plan_counts_partners_twice_running_from_what_was_played_before() -> None:
    # Chukker 2 of a table of 4 is 1-3 v 2-4: p1 and p3, said to have partnered in chukker 1,
    # partner again (docs/rules.md#consecutive-partners).
    before = {"p1": Before(1, "p3", 1), "p3": Before(1, "p1", 3)}
    plan = keep_places(["p1", "p2", "p3", "sub"], Stint(1, 4), start=2, length=5, before=before)
    assert plan.players == ("p1", "p2", "p3", "sub")
    assert plan.stint == Stint(start=2, size=4, offset=1)
    assert plan.first_dealers == (Seat.E, Seat.S, Seat.W, Seat.N)
    assert plan.fairness.repeats == (("p1", "p3", 2),)
    assert plan.fairness.positions == dict.fromkeys(plan.players, 4)
    assert plan.fairness.vulnerable == dict.fromkeys(plan.players, 8)


def test_a_stint_has_no_position_before_its_first_chukker() -> None:
    assert Stint(3, 5, offset=1).position(4) == (schedule(5)[2], 1)
    with pytest.raises(ValueError) as caught:
        Stint(3, 5).position(2)
    assert str(caught.value) == "chukker 2 is before the stint from 3"


def test_the_first_dealers_given_are_those_played() -> None:
    dealers = [Seat.W, Seat.W, Seat.S, Seat.E, Seat.N, Seat.S]
    sequence = stint_sequence([Stint(1, 4), Stint(4, 5, offset=2)], 6, dealers)
    assert [c.first_dealer for c in sequence] == dealers
    with pytest.raises(ValueError) as caught:
        stint_sequence([Stint(1, 4)], 6, dealers[:5])
    assert str(caught.value) == "5 first dealers for 6 chukkers"


def test_a_stint_may_start_at_the_last_chukker() -> None:
    sequence = stint_sequence([Stint(1, 4), Stint(6, 5)], 6)
    assert [(c.start, c.position.number) for c in sequence] == [
        (1, 1),
        (1, 2),
        (1, 3),
        (1, 1),
        (1, 2),
        (6, 1),
    ]
    assert stint_at([Stint(1, 4), Stint(6, 5)], 5) == Stint(1, 4)
    assert stint_at([Stint(1, 4), Stint(6, 5)], 6) == Stint(6, 5)


@pytest.mark.parametrize(
    ("stints", "message"),
    [
        ([], "a table's first stint starts at chukker 1"),
        ([Stint(2, 4)], "a table's first stint starts at chukker 1"),
        ([Stint(1, 4), Stint(4, 5), Stint(3, 6)], "stints out of order: [1, 4, 3]"),
        ([Stint(1, 4), Stint(3, 5), Stint(3, 6)], "stints out of order: [1, 3, 3]"),
        (
            [Stint(1, 4), Stint(5, 5), Stint(7, 5)],
            "a stint starts at chukker 7, after the last (6)",
        ),
        ([Stint(1, 4, offset=3)], "no position 4 at a table of 4"),
    ],
)
def test_stints_that_cannot_be_are_refused_saying_why(stints: list[Stint], message: str) -> None:
    with pytest.raises(ValueError) as caught:
        stint_sequence(stints, 6)
    assert str(caught.value) == message


def test_the_players_who_sit_out_next_are_those_of_the_stints_position() -> None:
    assert sitting_out_next(Stint(1, 5), 1) == (5,)
    assert sitting_out_next(Stint(1, 6), 1) == (1, 2)
    assert sitting_out_next(Stint(3, 6, offset=1), 4) == (5, 6)  # position 3: 1-3 v 4-2
    assert sitting_out_next(Stint(1, 4), 2) == ()


def test_the_plan_after_a_change_at_the_last_chukker_is_that_chukker() -> None:
    plan = replan(["a", "b", "c", "d", "e"], start=6, length=6)
    assert [c.index for c in plan.sequence] == [6]
    assert remaining_chukkers(6, 6) == 1


def test_refusals_of_a_change_name_what_is_wrong() -> None:
    with pytest.raises(RotationError) as played:
        remaining_chukkers(7, 6)
    assert str(played.value) == (
        "This table has played all its 6 chukkers: its players can no longer change."
    )
    with pytest.raises(RotationError) as twice:
        replan(["a", "b", "c", "d", "a"], start=2, length=6)
    assert (twice.value.template, twice.value.params) == (
        "%(player)s is listed twice",
        {"player": "a"},
    )
    assert str(twice.value) == "a is listed twice"
    with pytest.raises(ValueError) as size:
        keep_places(["a", "b", "c", "d"], Stint(1, 5), start=2, length=6)
    assert str(size.value) == "4 players for a stint of 5"


def test_a_partner_who_left_the_table_is_no_reason_to_renumber() -> None:
    # a partnered "gone" in the chukker before the change; gone is not at this table now, so
    # a partnering b first is no repeat, and the order given is kept.
    plan = replan(["a", "b", "c", "d"], start=2, length=4, before={"a": Before(1, "gone")})
    assert plan.players == ("a", "b", "c", "d")
    assert plan.stint == Stint(start=2, size=4, offset=0)
    assert plan.fairness.repeats == ()
