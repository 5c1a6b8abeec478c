"""An evening's plan for every table size and length: positions, sit-outs, partners, first
dealers, and the spread of vulnerable deals, checked against an exhaustive search.

The exhaustive search here is written from docs/rules.md#vulnerability, not from
``rotations.dealing``: under the
``dealer`` and ``non_dealer`` schedules each player of a chukker is vulnerable on two deals,
under the ``french`` schedule the first dealer's side on three and the other side on one. So it
is enough to try both sides as first dealer in every chukker: 2**12 plans at most.
"""

from __future__ import annotations

from itertools import product

import pytest

from rotations import (
    PartnerRepeat,
    consecutive_partner_warnings,
    plan_first_dealers,
    play_sequence,
    schedule,
    share_vulnerability,
    spread,
    vulnerable_deals,
)
from rotations.seating import CLOCKWISE, first_dealer
from scoring import Schedule, Seat, vulnerable_sides

LENGTHS = range(1, 13)
SCHEDULES = [Schedule.DEALER, Schedule.NON_DEALER, Schedule.FRENCH]

# The smallest spread of vulnerable deals each table allows, by length 1..12 (found by the
# exhaustive search below, and reached by the plan). Under dealer and non_dealer every player is
# vulnerable on two deals a chukker, so only the sit-outs make a spread.
SMALLEST_SPREAD = {
    (4, Schedule.DEALER): [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    (5, Schedule.DEALER): [2, 2, 2, 2, 0, 2, 2, 2, 2, 0, 2, 2],
    (6, Schedule.DEALER): [2, 2, 0, 2, 2, 0, 2, 2, 4, 4, 2, 4],
    (4, Schedule.NON_DEALER): [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    (5, Schedule.NON_DEALER): [2, 2, 2, 2, 0, 2, 2, 2, 2, 0, 2, 2],
    (6, Schedule.NON_DEALER): [2, 2, 0, 2, 2, 0, 2, 2, 4, 4, 2, 4],
    # Before this plan the French schedule's first dealer simply turned clockwise: at a table of
    # 4 one player played 3 of 12 deals vulnerable and the others 7 (a spread of 4, which three
    # chukkers cannot avoid), and six chukkers kept a spread of 4 where 0 is possible.
    (4, Schedule.FRENCH): [2, 4, 4, 4, 2, 0, 2, 4, 4, 4, 2, 0],
    (5, Schedule.FRENCH): [3, 2, 2, 3, 0, 3, 2, 2, 3, 0, 3, 2],
    (6, Schedule.FRENCH): [3, 3, 4, 4, 3, 4, 4, 4, 4, 2, 3, 2],
}


def vulnerable_per_chukker(how: Schedule) -> tuple[int, int]:
    """(first dealer's side, other side): vulnerable deals in one chukker, from
    docs/rules.md#vulnerability."""
    return (3, 1) if how is Schedule.FRENCH else (2, 2)


def smallest_spread(n: int, length: int, how: Schedule) -> int:
    positions = [schedule(n)[i % len(schedule(n))] for i in range(length)]
    best = None
    for sides in product((0, 1), repeat=length):
        counts = dict.fromkeys(range(1, n + 1), 0)
        for position, side in zip(positions, sides, strict=True):
            dealing, other = vulnerable_per_chukker(how)
            for player in position.pairs[side]:
                counts[player] += dealing
            for player in position.pairs[1 - side]:
                counts[player] += other
        value = max(counts.values()) - min(counts.values())
        best = value if best is None else min(best, value)
    assert best is not None
    return best


def planned(n: int, length: int, how: Schedule) -> tuple:
    return play_sequence(n, length, plan_first_dealers(n, length, how))


@pytest.mark.parametrize("how", SCHEDULES)
@pytest.mark.parametrize("n", [4, 5, 6])
def test_the_plan_reaches_the_smallest_spread_the_table_allows(n: int, how: Schedule) -> None:
    spreads = [spread(vulnerable_deals(n, planned(n, length, how), how)) for length in LENGTHS]
    assert spreads == SMALLEST_SPREAD[n, how]
    assert spreads == [smallest_spread(n, length, how) for length in LENGTHS]


def test_a_four_table_shares_french_vulnerability_exactly_over_six_chukkers() -> None:
    counts = vulnerable_deals(4, planned(4, 6, Schedule.FRENCH), Schedule.FRENCH)
    assert counts == {1: 12, 2: 12, 3: 12, 4: 12}


@pytest.mark.parametrize("how", [Schedule.DEALER, Schedule.NON_DEALER])
@pytest.mark.parametrize("n", [4, 5, 6])
def test_where_vulnerability_is_already_fair_the_first_deal_turns_clockwise(
    n: int, how: Schedule
) -> None:
    assert plan_first_dealers(n, 12, how) == tuple(first_dealer(k) for k in range(1, 13))


@pytest.mark.parametrize("how", SCHEDULES)
@pytest.mark.parametrize("length", LENGTHS)
@pytest.mark.parametrize("n", [4, 5, 6])
def test_the_evening_follows_the_rotation_tables(n: int, length: int, how: Schedule) -> None:
    sequence = planned(n, length, how)
    cycle = schedule(n)
    assert len(sequence) == length
    everyone = set(range(1, n + 1))
    for index, played in enumerate(sequence, start=1):
        # Positions in the order of docs/rules.md#rotation-tables, from the start again after the
        # last.
        assert played.position == cycle[(index - 1) % len(cycle)]
        assert played.cycle == (index - 1) // len(cycle) + 1
        # Everyone not playing sits out; partners sit opposite.
        assert set(played.position.sitting_out) == everyone - set(played.seats.values())
        assert {played.seats[Seat.N], played.seats[Seat.S]} == set(played.position.pairs[0])
        assert played.first_dealer in CLOCKWISE
    # docs/rules.md#consecutive-partners: only a 6-player table replaying its cycle puts 5 and 6
    # together twice.
    expected = [PartnerRepeat((5, 6), (8, 9))] if n == 6 and length >= 9 else []
    assert consecutive_partner_warnings(sequence) == expected


@pytest.mark.parametrize("n", [4, 5, 6])
def test_vulnerable_deals_are_counted_from_the_schedule(n: int) -> None:
    sequence = planned(n, 6, Schedule.FRENCH)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        for number in range(1, 5):
            sides = vulnerable_sides(number, played.first_dealer, Schedule.FRENCH)
            for seat, player in played.seats.items():
                counts[player] += seat.side in sides
    assert vulnerable_deals(n, sequence, Schedule.FRENCH) == counts


def test_chukkers_already_started_keep_their_first_dealer() -> None:
    # Two chukkers were dealt first by West and West; the rest is planned around them.
    plan = plan_first_dealers(4, 6, Schedule.FRENCH, fixed=[Seat.W, Seat.W])
    assert plan[:2] == (Seat.W, Seat.W)
    assert len(plan) == 6


def test_lengthening_an_evening_in_play_keeps_what_was_dealt() -> None:
    short = plan_first_dealers(5, 4, Schedule.FRENCH)
    longer = plan_first_dealers(5, 9, Schedule.FRENCH, fixed=short[:3])
    assert longer[:3] == short[:3]


def test_more_chukkers_started_than_planned_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="3 chukkers started"):
        plan_first_dealers(4, 2, Schedule.DEALER, fixed=[Seat.N] * 3)


def test_the_longest_evening_can_be_planned() -> None:
    # 24 chukkers at a table of 6 under the French schedule: the largest search there is.
    plan = plan_first_dealers(6, 24, Schedule.FRENCH)
    assert len(plan) == 24


# -- the French plan's tie-break, and a plan with nothing left to choose -------------------------


@pytest.mark.parametrize(
    ("n", "chukkers", "plan"),
    [
        (4, 4, "NESW"),
        (4, 6, "NESWNE"),
        (5, 3, "ESW"),
        (5, 5, "NESWE"),
        (5, 8, "NESWEESW"),
        (6, 6, "NESWEE"),
        (6, 8, "NESNNEWW"),
    ],
)
def test_the_french_plan_of_a_table_is_always_the_same(n: int, chukkers: int, plan: str) -> None:
    """Among the fairest plans the one that departs least from the clockwise rotation, then the
    first in seat order (docs/rules.md#first-dealer): a table's plan never changes between two
    loads of its page, so the printed cards and the phones agree."""
    assert "".join(plan_first_dealers(n, chukkers, Schedule.FRENCH)) == plan


def test_when_every_chukker_has_started_the_plan_is_what_was_played() -> None:
    played = (Seat.W, Seat.S, Seat.E, Seat.N)
    assert plan_first_dealers(4, 4, Schedule.FRENCH, fixed=played) == played
    assert plan_first_dealers(5, 3, "french", fixed="WWW") == (Seat.W, Seat.W, Seat.W)
    assert plan_first_dealers(6, 2, Schedule.DEALER, fixed=["S", "N"]) == (Seat.S, Seat.N)


def test_no_players_and_no_chukkers_plan_no_first_dealer() -> None:
    assert share_vulnerability((), [], Schedule.FRENCH) == ()
