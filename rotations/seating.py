"""Seats at a Chicago table and who deals first.

Words used here:

- **seat**: one of North, East, South, West. Partners sit opposite each other (North-South,
  East-West); clockwise order is N, E, S, W.
- **pair** (partnership): two players who play together for one position.
- **position**: one line of the rotation table: which two pairs play and who sits out
  (see `rotations.tables`).
- **chukker**: the four deals played in one position, each player dealing once, clockwise.
- **first dealer**: the seat that deals the first of a chukker's four deals.

The seat is the scoring engine's ``scoring.Seat``: one definition of the word for the whole
program. This module depends on ``rotations.tables`` (for ``Position``), never the other way.
"""

from __future__ import annotations

from rotations.tables import Position
from scoring.types import Seat

CLOCKWISE: tuple[Seat, ...] = tuple(Seat)

# The seat opposite each seat: its partner's.
PARTNER: dict[Seat, Seat] = {Seat.N: Seat.S, Seat.S: Seat.N, Seat.E: Seat.W, Seat.W: Seat.E}


def seat_players(position: Position) -> dict[Seat, int]:
    """Map each seat to the player number sitting there for ``position``.

    The first pair printed in the rotation table sits North-South (first named player North), the
    second East-West (first named player East): ((1, 3), (4, 2)) gives N=1, E=4, S=3, W=2.
    """
    (north, south), (east, west) = position.pairs
    return {Seat.N: north, Seat.E: east, Seat.S: south, Seat.W: west}


def first_dealer(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (docs/rules.md#first-dealer: the sources do not say who deals
    first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or not isinstance(chukker, int) or chukker < 1:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker - 1) % len(CLOCKWISE)]


def dealing_order(first: Seat) -> tuple[Seat, ...]:
    """Return the four seats in the order they deal a chukker: clockwise from ``first``."""
    start = CLOCKWISE.index(Seat(first))
    return CLOCKWISE[start:] + CLOCKWISE[:start]
