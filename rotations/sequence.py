"""What one table plays over an evening: its cycle of positions, repeated or cut short.

Words used here:

- **position**: one line of the rotation table (see `rotations.tables`).
- **cycle**: all the positions of a table's rotation, played once in order. A table with time
  left replays the cycle from position 1.
- **length**: how many chukkers every table plays tonight, the same for tables of 4, 5 and 6,
  so that they all finish together (docs/rules.md#evening-length: nobody should wait more than
  twenty minutes).
- **chukker**: the four deals played in one position. Chukkers are numbered 1, 2, ... over the
  whole evening at a table, through every replay of the cycle.
- **pair** (partnership): two players who play together in a position.
- **seat** and **first dealer**: see `rotations.seating`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from rotations.errors import RotationError, _
from rotations.seating import first_dealer, seat_players
from rotations.tables import Position, schedule
from scoring.types import Seat


@dataclass(frozen=True)
class PlayedPosition:
    """A position as played in the ``index``-th chukker of the evening at one table.

    ``start`` is the first chukker of the stint it belongs to (``rotations.lineups``): its seats
    are numbers of the lineup the table plays from that chukker on (1 for a table whose players
    never changed).
    """

    index: int
    position: Position
    cycle: int
    first_dealer: Seat
    start: int = 1

    @property
    def seats(self) -> dict[Seat, int]:
        """Map each seat to the player number sitting there."""
        return seat_players(self.position)


@dataclass(frozen=True)
class PartnerRepeat:
    """Two players who partner in two consecutive chukkers (``chukkers`` are their indexes)."""

    players: tuple[int, int]
    chukkers: tuple[int, int]


MAX_CHUKKERS = 24  # about eight hours at twenty minutes a chukker: longer is a mistake


def check_length(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def play_sequence(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (docs/rules.md#rotation-tables) as far as the evening's
    length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(chukkers)
    dealers = tuple(first_dealers) if first_dealers is not None else None
    if dealers is not None and len(dealers) != length:
        raise ValueError(f"{len(dealers)} first dealers for {length} chukkers")
    return tuple(
        PlayedPosition(
            index=index,
            position=positions[(index - 1) % len(positions)],
            cycle=(index - 1) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def consecutive_partner_warnings(sequence: Sequence[PlayedPosition]) -> list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    The optional club custom of docs/rules.md#consecutive-partners: no two players partner in two
    consecutive chukkers. The
    tables of docs/rules.md#rotation-tables keep it within one cycle, but a 6-player table replaying
    its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats
