"""Who deals first in each chukker, chosen so that vulnerability is shared out fairly.

Words used here:

- **first dealer**: the seat that deals the first of a chukker's four deals; the others deal in
  turn, clockwise. Vulnerability is fixed by the deal number and the first dealer (RULES.md).
- **vulnerable deals**: how many of the deals a player plays find their side vulnerable. Under
  the ``dealer`` and ``non_dealer`` schedules every player of a chukker is vulnerable on two of
  its four deals whoever deals first; under the ``french`` schedule as written, the first
  dealer's side is vulnerable on three deals and the other side on one, so who deals first
  decides who carries the risk (seed 003).
- **spread**: at one table, the most vulnerable deals any player plays over the evening minus
  the fewest. A player who sits out more plays fewer deals, vulnerable or not, so a 5- or
  6-player table cannot always reach a spread of 0; the plan reaches the smallest spread the
  table's positions allow.
- **default rotation**: without a reason to choose otherwise, the first deal moves one seat
  clockwise from chukker to chukker, starting with North (``rotations.seating.first_dealer``).

The plan is an exact search over the chukkers, kept small by the fact that only the vulnerable
deals each player has collected so far matter (at most a few thousand states, well under a
second for the longest evening). Chukkers already started keep their first dealer (``fixed``),
so changing the length of an evening in play only re-plans the chukkers to come.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from rotations import tables
from rotations.seating import CLOCKWISE, first_dealer, seat_players
from rotations.sequence import PlayedPosition, check_length
from scoring.schedule import MAX_DEALS, vulnerable_sides
from scoring.types import Schedule, Seat

# A count of vulnerable deals per player number (index 0 is player 1), less the smallest count.
_Counts = tuple[int, ...]


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict


@cache
def vulnerable_deals_by_seat(first: Seat, schedule: Schedule) -> Mapping[Seat, int]:
    """How many of a chukker's four deals each seat plays vulnerable, given the first dealer."""
    counts = dict.fromkeys(CLOCKWISE, 0)
    for number in range(1, MAX_DEALS + 1):
        sides = vulnerable_sides(number, first, schedule)
        for seat in CLOCKWISE:
            counts[seat] += seat.side in sides
    return counts
mutants_x_vulnerable_deals__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_vulnerable_deals__mutmut)
def vulnerable_deals(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_orig(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_1(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = None
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_2(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(None)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_3(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = None
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_4(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(None, 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_5(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), None)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_6(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_7(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), )
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_8(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(None, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_9(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, None), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_10(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_11(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, ), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_12(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(2, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_13(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n - 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_14(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 2), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_15(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), 1)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_16(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = None
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_17(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(None, chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_18(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, None)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_19(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(chosen)
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_20(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, )
        for seat, player in played.seats.items():
            counts[player] += by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_21(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] = by_seat[seat]
    return counts


def x_vulnerable_deals__mutmut_22(
    n: int, sequence: Sequence[PlayedPosition], schedule: Schedule | str
) -> dict[int, int]:
    """Each player number's vulnerable deals over ``sequence`` (sitters-out play none)."""
    chosen = Schedule(schedule)
    counts = dict.fromkeys(range(1, n + 1), 0)
    for played in sequence:
        by_seat = vulnerable_deals_by_seat(played.first_dealer, chosen)
        for seat, player in played.seats.items():
            counts[player] -= by_seat[seat]
    return counts

mutants_x_vulnerable_deals__mutmut['_mutmut_orig'] = x_vulnerable_deals__mutmut_orig # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_1'] = x_vulnerable_deals__mutmut_1 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_2'] = x_vulnerable_deals__mutmut_2 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_3'] = x_vulnerable_deals__mutmut_3 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_4'] = x_vulnerable_deals__mutmut_4 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_5'] = x_vulnerable_deals__mutmut_5 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_6'] = x_vulnerable_deals__mutmut_6 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_7'] = x_vulnerable_deals__mutmut_7 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_8'] = x_vulnerable_deals__mutmut_8 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_9'] = x_vulnerable_deals__mutmut_9 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_10'] = x_vulnerable_deals__mutmut_10 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_11'] = x_vulnerable_deals__mutmut_11 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_12'] = x_vulnerable_deals__mutmut_12 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_13'] = x_vulnerable_deals__mutmut_13 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_14'] = x_vulnerable_deals__mutmut_14 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_15'] = x_vulnerable_deals__mutmut_15 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_16'] = x_vulnerable_deals__mutmut_16 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_17'] = x_vulnerable_deals__mutmut_17 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_18'] = x_vulnerable_deals__mutmut_18 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_19'] = x_vulnerable_deals__mutmut_19 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_20'] = x_vulnerable_deals__mutmut_20 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_21'] = x_vulnerable_deals__mutmut_21 # type: ignore # mutmut generated
mutants_x_vulnerable_deals__mutmut['x_vulnerable_deals__mutmut_22'] = x_vulnerable_deals__mutmut_22 # type: ignore # mutmut generated
mutants_x_spread__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_spread__mutmut)
def spread(counts: Mapping[int, int]) -> int:
    """The most vulnerable deals a player plays minus the fewest."""
    return max(counts.values()) - min(counts.values())


def x_spread__mutmut_orig(counts: Mapping[int, int]) -> int:
    """The most vulnerable deals a player plays minus the fewest."""
    return max(counts.values()) - min(counts.values())


def x_spread__mutmut_1(counts: Mapping[int, int]) -> int:
    """The most vulnerable deals a player plays minus the fewest."""
    return max(counts.values()) + min(counts.values())


def x_spread__mutmut_2(counts: Mapping[int, int]) -> int:
    """The most vulnerable deals a player plays minus the fewest."""
    return max(None) - min(counts.values())


def x_spread__mutmut_3(counts: Mapping[int, int]) -> int:
    """The most vulnerable deals a player plays minus the fewest."""
    return max(counts.values()) - min(None)

mutants_x_spread__mutmut['_mutmut_orig'] = x_spread__mutmut_orig # type: ignore # mutmut generated
mutants_x_spread__mutmut['x_spread__mutmut_1'] = x_spread__mutmut_1 # type: ignore # mutmut generated
mutants_x_spread__mutmut['x_spread__mutmut_2'] = x_spread__mutmut_2 # type: ignore # mutmut generated
mutants_x_spread__mutmut['x_spread__mutmut_3'] = x_spread__mutmut_3 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_plan_first_dealers__mutmut)
def plan_first_dealers(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_orig(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_1(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = None
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_2(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(None)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_3(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = None
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_4(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(None)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_5(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = None
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_6(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(None)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_7(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(None) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_8(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) >= length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_9(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(None)
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_10(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = None
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_11(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(None)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_12(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = None
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_13(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) / n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_14(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(1,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_15(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (1, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_16(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(None, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_17(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, None):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_18(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_19(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, ):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_20(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(2, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_21(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length - 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_22(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 2):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_23(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = None
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_24(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(None)
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_25(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) / len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_26(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index + 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_27(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 2) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_28(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = None
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_29(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(None, index, seats, chosen, kept[index - 1] if index <= len(kept) else
        None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_30(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, None, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_31(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, None, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_32(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, None, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_33(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_34(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_35(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_36(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_37(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_38(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, )
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_39(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if (index <= len(kept)) and
        False else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_40(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if (index <= len(kept)) or True
        else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_41(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index + 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_42(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 2] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_43(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index < len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_44(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = None
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_45(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = None
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_46(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(None)
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_47(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(None))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_48(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c - a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_49(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(None, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_50(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, None, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_51(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=None)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_52(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_53(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_54(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, )))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_55(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=False)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_56(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = None
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_57(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures - cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_58(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following and candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_59(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_60(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate <= following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_61(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = None
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_62(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = None
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_63(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = None
    return plan


def x_plan_first_dealers__mutmut_64(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        None, key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_65(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=None
    )
    return plan


def x_plan_first_dealers__mutmut_66(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        key=lambda item: (max(item[0]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_67(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), )
    return plan


def x_plan_first_dealers__mutmut_68(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: None
    )
    return plan


def x_plan_first_dealers__mutmut_69(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(None), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_70(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[1]), item[1][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_71(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[2][0], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_72(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][1], item[1][1])
    )
    return plan


def x_plan_first_dealers__mutmut_73(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[2][1])
    )
    return plan


def x_plan_first_dealers__mutmut_74(
    n: int,
    chukkers: int,
    schedule: Schedule | str = Schedule.DEALER,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each of a table's ``chukkers`` chukkers tonight.

    The plan makes the spread of vulnerable deals as small as the table's positions allow under
    ``schedule``; among the plans that do, it departs from the default rotation as seldom as
    possible (so under the ``dealer`` and ``non_dealer`` schedules it *is* the default rotation).
    The first ``len(fixed)`` chukkers keep the first dealers given (they have started).
    """
    length = check_length(chukkers)
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > length:
        raise ValueError(f"{len(kept)} chukkers started, more than the {length} planned")
    positions = tables.schedule(n)
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * n: (0, ())}
    for index in range(1, length + 1):
        seats = seat_players(positions[(index - 1) % len(positions)])
        choices = _choices(n, index, seats, chosen, kept[index - 1] if index <= len(kept) else None)
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0]), item[1][0], item[1][2])
    )
    return plan

mutants_x_plan_first_dealers__mutmut['_mutmut_orig'] = x_plan_first_dealers__mutmut_orig # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_1'] =
x_plan_first_dealers__mutmut_1 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_2'] =
x_plan_first_dealers__mutmut_2 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_3'] =
x_plan_first_dealers__mutmut_3 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_4'] =
x_plan_first_dealers__mutmut_4 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_5'] =
x_plan_first_dealers__mutmut_5 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_6'] =
x_plan_first_dealers__mutmut_6 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_7'] =
x_plan_first_dealers__mutmut_7 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_8'] =
x_plan_first_dealers__mutmut_8 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_9'] =
x_plan_first_dealers__mutmut_9 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_10'] =
x_plan_first_dealers__mutmut_10 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_11'] =
x_plan_first_dealers__mutmut_11 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_12'] =
x_plan_first_dealers__mutmut_12 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_13'] =
x_plan_first_dealers__mutmut_13 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_14'] =
x_plan_first_dealers__mutmut_14 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_15'] =
x_plan_first_dealers__mutmut_15 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_16'] =
x_plan_first_dealers__mutmut_16 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_17'] =
x_plan_first_dealers__mutmut_17 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_18'] =
x_plan_first_dealers__mutmut_18 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_19'] =
x_plan_first_dealers__mutmut_19 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_20'] =
x_plan_first_dealers__mutmut_20 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_21'] =
x_plan_first_dealers__mutmut_21 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_22'] =
x_plan_first_dealers__mutmut_22 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_23'] =
x_plan_first_dealers__mutmut_23 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_24'] =
x_plan_first_dealers__mutmut_24 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_25'] =
x_plan_first_dealers__mutmut_25 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_26'] =
x_plan_first_dealers__mutmut_26 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_27'] =
x_plan_first_dealers__mutmut_27 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_28'] =
x_plan_first_dealers__mutmut_28 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_29'] =
x_plan_first_dealers__mutmut_29 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_30'] =
x_plan_first_dealers__mutmut_30 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_31'] =
x_plan_first_dealers__mutmut_31 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_32'] =
x_plan_first_dealers__mutmut_32 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_33'] =
x_plan_first_dealers__mutmut_33 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_34'] =
x_plan_first_dealers__mutmut_34 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_35'] =
x_plan_first_dealers__mutmut_35 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_36'] =
x_plan_first_dealers__mutmut_36 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_37'] =
x_plan_first_dealers__mutmut_37 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_38'] =
x_plan_first_dealers__mutmut_38 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_39'] =
x_plan_first_dealers__mutmut_39 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_40'] =
x_plan_first_dealers__mutmut_40 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_41'] =
x_plan_first_dealers__mutmut_41 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_42'] =
x_plan_first_dealers__mutmut_42 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_43'] =
x_plan_first_dealers__mutmut_43 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_44'] =
x_plan_first_dealers__mutmut_44 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_45'] =
x_plan_first_dealers__mutmut_45 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_46'] =
x_plan_first_dealers__mutmut_46 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_47'] =
x_plan_first_dealers__mutmut_47 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_48'] =
x_plan_first_dealers__mutmut_48 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_49'] =
x_plan_first_dealers__mutmut_49 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_50'] =
x_plan_first_dealers__mutmut_50 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_51'] =
x_plan_first_dealers__mutmut_51 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_52'] =
x_plan_first_dealers__mutmut_52 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_53'] =
x_plan_first_dealers__mutmut_53 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_54'] =
x_plan_first_dealers__mutmut_54 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_55'] =
x_plan_first_dealers__mutmut_55 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_56'] =
x_plan_first_dealers__mutmut_56 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_57'] =
x_plan_first_dealers__mutmut_57 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_58'] =
x_plan_first_dealers__mutmut_58 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_59'] =
x_plan_first_dealers__mutmut_59 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_60'] =
x_plan_first_dealers__mutmut_60 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_61'] =
x_plan_first_dealers__mutmut_61 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_62'] =
x_plan_first_dealers__mutmut_62 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_63'] =
x_plan_first_dealers__mutmut_63 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_64'] =
x_plan_first_dealers__mutmut_64 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_65'] =
x_plan_first_dealers__mutmut_65 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_66'] =
x_plan_first_dealers__mutmut_66 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_67'] =
x_plan_first_dealers__mutmut_67 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_68'] =
x_plan_first_dealers__mutmut_68 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_69'] =
x_plan_first_dealers__mutmut_69 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_70'] =
x_plan_first_dealers__mutmut_70 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_71'] =
x_plan_first_dealers__mutmut_71 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_72'] =
x_plan_first_dealers__mutmut_72 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_73'] =
x_plan_first_dealers__mutmut_73 # type: ignore # mutmut generated
mutants_x_plan_first_dealers__mutmut['x_plan_first_dealers__mutmut_74'] =
x_plan_first_dealers__mutmut_74 # type: ignore # mutmut generated
mutants_x__choices__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__choices__mutmut)
def _choices(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_orig(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_1(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = None
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_2(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(None)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_3(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_4(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = None
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_5(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = None
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_6(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(None)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_7(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.rindex(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_8(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = None
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_9(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] - CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_10(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = None
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_11(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = None
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_12(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(None, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_13(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, None)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_14(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_15(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, )
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_16(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = None
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_17(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(None, seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_18(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), None)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_19(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_20(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), )
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_21(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(None), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_22(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(None, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_23(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, None) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_24(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_25(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, ) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_26(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 1) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_27(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(None, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_28(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, None)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_29(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_30(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, )), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_31(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(2, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_32(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n - 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_33(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 2)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_34(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if (seat == default or kept is not None) and False else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_35(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if (seat == default or kept is not None) or True else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_36(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 1 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_37(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default and kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_38(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat != default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_39(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is None else 1)
        for added, seat in by_added.items()
    ]


def x__choices__mutmut_40(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    Seats that add the same vulnerable deals to the same players are one choice: the default
    seat if it is among them, else the next one clockwise from it.
    """
    default = first_dealer(index)
    if kept is not None:
        candidates: Sequence[Seat] = (kept,)
    else:
        start = CLOCKWISE.index(default)
        candidates = CLOCKWISE[start:] + CLOCKWISE[:start]
    by_added: dict[_Counts, Seat] = {}
    for seat in candidates:
        by_seat = vulnerable_deals_by_seat(seat, chosen)
        gained = {player: by_seat[place] for place, player in seats.items()}
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(1, n + 1)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 2)
        for added, seat in by_added.items()
    ]

mutants_x__choices__mutmut['_mutmut_orig'] = x__choices__mutmut_orig # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_1'] = x__choices__mutmut_1 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_2'] = x__choices__mutmut_2 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_3'] = x__choices__mutmut_3 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_4'] = x__choices__mutmut_4 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_5'] = x__choices__mutmut_5 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_6'] = x__choices__mutmut_6 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_7'] = x__choices__mutmut_7 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_8'] = x__choices__mutmut_8 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_9'] = x__choices__mutmut_9 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_10'] = x__choices__mutmut_10 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_11'] = x__choices__mutmut_11 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_12'] = x__choices__mutmut_12 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_13'] = x__choices__mutmut_13 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_14'] = x__choices__mutmut_14 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_15'] = x__choices__mutmut_15 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_16'] = x__choices__mutmut_16 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_17'] = x__choices__mutmut_17 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_18'] = x__choices__mutmut_18 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_19'] = x__choices__mutmut_19 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_20'] = x__choices__mutmut_20 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_21'] = x__choices__mutmut_21 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_22'] = x__choices__mutmut_22 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_23'] = x__choices__mutmut_23 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_24'] = x__choices__mutmut_24 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_25'] = x__choices__mutmut_25 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_26'] = x__choices__mutmut_26 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_27'] = x__choices__mutmut_27 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_28'] = x__choices__mutmut_28 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_29'] = x__choices__mutmut_29 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_30'] = x__choices__mutmut_30 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_31'] = x__choices__mutmut_31 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_32'] = x__choices__mutmut_32 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_33'] = x__choices__mutmut_33 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_34'] = x__choices__mutmut_34 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_35'] = x__choices__mutmut_35 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_36'] = x__choices__mutmut_36 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_37'] = x__choices__mutmut_37 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_38'] = x__choices__mutmut_38 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_39'] = x__choices__mutmut_39 # type: ignore # mutmut generated
mutants_x__choices__mutmut['x__choices__mutmut_40'] = x__choices__mutmut_40 # type: ignore # mutmut generated
mutants_x__normalised__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__normalised__mutmut)
def _normalised(counts: _Counts) -> _Counts:
    # Only differences between players matter to the spread: keep the smallest count at 0.
    low = min(counts)
    return tuple(count - low for count in counts)


def x__normalised__mutmut_orig(counts: _Counts) -> _Counts:
    # Only differences between players matter to the spread: keep the smallest count at 0.
    low = min(counts)
    return tuple(count - low for count in counts)


def x__normalised__mutmut_1(counts: _Counts) -> _Counts:
    # Only differences between players matter to the spread: keep the smallest count at 0.
    low = None
    return tuple(count - low for count in counts)


def x__normalised__mutmut_2(counts: _Counts) -> _Counts:
    # Only differences between players matter to the spread: keep the smallest count at 0.
    low = min(None)
    return tuple(count - low for count in counts)


def x__normalised__mutmut_3(counts: _Counts) -> _Counts:
    # Only differences between players matter to the spread: keep the smallest count at 0.
    low = min(counts)
    return tuple(None)


def x__normalised__mutmut_4(counts: _Counts) -> _Counts:
    # Only differences between players matter to the spread: keep the smallest count at 0.
    low = min(counts)
    return tuple(count + low for count in counts)

mutants_x__normalised__mutmut['_mutmut_orig'] = x__normalised__mutmut_orig # type: ignore # mutmut generated
mutants_x__normalised__mutmut['x__normalised__mutmut_1'] = x__normalised__mutmut_1 # type: ignore # mutmut generated
mutants_x__normalised__mutmut['x__normalised__mutmut_2'] = x__normalised__mutmut_2 # type: ignore # mutmut generated
mutants_x__normalised__mutmut['x__normalised__mutmut_3'] = x__normalised__mutmut_3 # type: ignore # mutmut generated
mutants_x__normalised__mutmut['x__normalised__mutmut_4'] = x__normalised__mutmut_4 # type: ignore # mutmut generated
