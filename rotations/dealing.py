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

from collections.abc import Hashable, Iterable, Mapping, Sequence
from functools import cache
from typing import TypeVar

from rotations import tables
from rotations.seating import CLOCKWISE, first_dealer, seat_players
from rotations.sequence import PlayedPosition, check_length
from scoring.schedule import MAX_DEALS, vulnerable_sides
from scoring.types import Schedule, Seat

# A count of vulnerable deals per player (index 0 is the first player), less the smallest count.
_Counts = tuple[int, ...]

H = TypeVar("H", bound=Hashable)


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
    positions = tables.schedule(n)
    seatings = [seat_players(positions[index % len(positions)]) for index in range(length)]
    return share_vulnerability(range(1, n + 1), seatings, schedule, fixed=fixed)


def share_vulnerability(
    players: Iterable[H],
    seatings: Sequence[Mapping[Seat, H]],
    schedule: Schedule | str = Schedule.DEALER,
    *,
    first_chukker: int = 1,
    fixed: Sequence[Seat | str] = (),
) -> tuple[Seat, ...]:
    """The first dealer of each chukker whose seats are ``seatings``, in order.

    ``players`` are everyone whose vulnerable deals are shared out (those who sit out a chukker
    are among them, with nothing added that chukker); ``seatings`` map each seat to one of them,
    chukker ``first_chukker`` first (which fixes the default rotation, ``first_dealer``). The
    plan is `plan_first_dealers`'s, for any sequence of seats: a table's chukkers after its
    players changed (``rotations.lineups``) are planned with it. The first ``len(fixed)``
    chukkers keep the first dealers given.
    """
    everyone = tuple(dict.fromkeys(players))
    place = {player: index for index, player in enumerate(everyone)}
    chosen = Schedule(schedule)
    kept = tuple(Seat(seat) for seat in fixed)
    if len(kept) > len(seatings):
        raise ValueError(f"{len(kept)} chukkers started, more than the {len(seatings)} planned")
    # For each reachable state: the fewest departures from the default rotation, and the plan.
    states: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {(0,) * len(everyone): (0, ())}
    for offset, seats in enumerate(seatings):
        by_place = {seat: place[player] for seat, player in seats.items()}
        choices = _choices(
            len(everyone),
            first_chukker + offset,
            by_place,
            chosen,
            kept[offset] if offset < len(kept) else None,
        )
        following: dict[_Counts, tuple[int, tuple[Seat, ...]]] = {}
        for counts, (departures, plan) in states.items():
            for seat, added, cost in choices:
                after = _normalised(tuple(c + a for c, a in zip(counts, added, strict=True)))
                candidate = (departures + cost, (*plan, seat))
                if after not in following or candidate < following[after]:
                    following[after] = candidate
        states = following
    _counts, (_departures, plan) = min(
        states.items(), key=lambda item: (max(item[0], default=0), item[1][0], item[1][1])
    )
    return plan


def _choices(
    n: int, index: int, seats: Mapping[Seat, int], chosen: Schedule, kept: Seat | None
) -> list[tuple[Seat, _Counts, int]]:
    """The first dealers worth trying for chukker ``index``: (seat, deals added, departure).

    ``seats`` map each seat to a player's place (0-based) among the ``n`` players. Seats that
    add the same vulnerable deals to the same players are one choice: the default seat if it is
    among them, else the next one clockwise from it.
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
        by_added.setdefault(tuple(gained.get(number, 0) for number in range(n)), seat)
    return [
        (seat, added, 0 if seat == default or kept is not None else 1)
        for added, seat in by_added.items()
    ]


def _normalised(counts: _Counts) -> _Counts:
    # Only differences between players matter to the spread: keep the smallest count at 0.
    low = min(counts, default=0)
    return tuple(count - low for count in counts)
