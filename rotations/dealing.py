"""Who deals first in each chukker, chosen so that vulnerability is shared out fairly.

Words used here:

- **first dealer**: the seat that deals the first of a chukker's four deals; the others deal in
  turn, clockwise. Vulnerability is fixed by the deal number and the first dealer
  (docs/rules.md#vulnerability).
- **vulnerable deals**: how many of the deals a player plays find their side vulnerable. Under
  the ``dealer`` and ``non_dealer`` schedules every player of a chukker is vulnerable on two of
  its four deals whoever deals first; under the ``french`` schedule as written, the first
  dealer's side is vulnerable on three deals and the other side on one, so who deals first
  decides who carries the risk (docs/rules.md#first-dealer).
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


@cache
def vulnerable_deals_by_seat(first: Seat, schedule: Schedule) -> Mapping[Seat, int]:
    """How many of a chukker's four deals each seat plays vulnerable, given the first dealer."""
    counts = dict.fromkeys(CLOCKWISE, 0)
    for number in range(1, MAX_DEALS + 1):
        sides = vulnerable_sides(number, first, schedule)
        for seat in CLOCKWISE:
            counts[seat] += seat.side in sides
    return counts


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


def spread(counts: Mapping[int, int]) -> int:
    """The most vulnerable deals a player plays minus the fewest."""
    return max(counts.values()) - min(counts.values())


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


def _normalised(counts: _Counts) -> _Counts:
    # Only differences between players matter to the spread: keep the smallest count at 0.
    low = min(counts)
    return tuple(count - low for count in counts)
