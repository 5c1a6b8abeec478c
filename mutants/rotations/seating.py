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


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x_seat_players__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_seat_players__mutmut)
def seat_players(position: Position) -> dict[Seat, int]:
    """Map each seat to the player number sitting there for ``position``.

    The first pair printed in the rotation table sits North-South (first named player North), the
    second East-West (first named player East): ((1, 3), (4, 2)) gives N=1, E=4, S=3, W=2.
    """
    (north, south), (east, west) = position.pairs
    return {Seat.N: north, Seat.E: east, Seat.S: south, Seat.W: west}


def x_seat_players__mutmut_orig(position: Position) -> dict[Seat, int]:
    """Map each seat to the player number sitting there for ``position``.

    The first pair printed in the rotation table sits North-South (first named player North), the
    second East-West (first named player East): ((1, 3), (4, 2)) gives N=1, E=4, S=3, W=2.
    """
    (north, south), (east, west) = position.pairs
    return {Seat.N: north, Seat.E: east, Seat.S: south, Seat.W: west}


def x_seat_players__mutmut_1(position: Position) -> dict[Seat, int]:
    """Map each seat to the player number sitting there for ``position``.

    The first pair printed in the rotation table sits North-South (first named player North), the
    second East-West (first named player East): ((1, 3), (4, 2)) gives N=1, E=4, S=3, W=2.
    """
    (north, south), (east, west) = None
    return {Seat.N: north, Seat.E: east, Seat.S: south, Seat.W: west}

mutants_x_seat_players__mutmut['_mutmut_orig'] = x_seat_players__mutmut_orig # type: ignore # mutmut generated
mutants_x_seat_players__mutmut['x_seat_players__mutmut_1'] = x_seat_players__mutmut_1 # type: ignore # mutmut generated
mutants_x_first_dealer__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_first_dealer__mutmut)
def first_dealer(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or not isinstance(chukker, int) or chukker < 1:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker - 1) % len(CLOCKWISE)]


def x_first_dealer__mutmut_orig(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or not isinstance(chukker, int) or chukker < 1:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker - 1) % len(CLOCKWISE)]


def x_first_dealer__mutmut_1(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or not isinstance(chukker, int) and chukker < 1:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker - 1) % len(CLOCKWISE)]


def x_first_dealer__mutmut_2(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) and not isinstance(chukker, int) or chukker < 1:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker - 1) % len(CLOCKWISE)]


def x_first_dealer__mutmut_3(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or isinstance(chukker, int) or chukker < 1:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker - 1) % len(CLOCKWISE)]


def x_first_dealer__mutmut_4(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or not isinstance(chukker, int) or chukker <= 1:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker - 1) % len(CLOCKWISE)]


def x_first_dealer__mutmut_5(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or not isinstance(chukker, int) or chukker < 2:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker - 1) % len(CLOCKWISE)]


def x_first_dealer__mutmut_6(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or not isinstance(chukker, int) or chukker < 1:
        raise ValueError(None)
    return CLOCKWISE[(chukker - 1) % len(CLOCKWISE)]


def x_first_dealer__mutmut_7(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or not isinstance(chukker, int) or chukker < 1:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker - 1) / len(CLOCKWISE)]


def x_first_dealer__mutmut_8(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or not isinstance(chukker, int) or chukker < 1:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker + 1) % len(CLOCKWISE)]


def x_first_dealer__mutmut_9(chukker: int) -> Seat:
    """Return the first dealer of the ``chukker``-th chukker played at a table (1-based).

    Our choice, not the sources' (seeds 001 and 003 do not say who deals first): chukker 1 starts
    with North, and each next chukker of the evening starts one seat further clockwise (E, S, W,
    N, ...), counting straight on through a replay of the rotation cycle. So the first deal, which
    is never vulnerable, moves round the table instead of always falling to the same seat.
    """
    if isinstance(chukker, bool) or not isinstance(chukker, int) or chukker < 1:
        raise ValueError(f"chukker numbers start at 1, got {chukker!r}")
    return CLOCKWISE[(chukker - 2) % len(CLOCKWISE)]

mutants_x_first_dealer__mutmut['_mutmut_orig'] = x_first_dealer__mutmut_orig # type: ignore # mutmut generated
mutants_x_first_dealer__mutmut['x_first_dealer__mutmut_1'] = x_first_dealer__mutmut_1 # type: ignore # mutmut generated
mutants_x_first_dealer__mutmut['x_first_dealer__mutmut_2'] = x_first_dealer__mutmut_2 # type: ignore # mutmut generated
mutants_x_first_dealer__mutmut['x_first_dealer__mutmut_3'] = x_first_dealer__mutmut_3 # type: ignore # mutmut generated
mutants_x_first_dealer__mutmut['x_first_dealer__mutmut_4'] = x_first_dealer__mutmut_4 # type: ignore # mutmut generated
mutants_x_first_dealer__mutmut['x_first_dealer__mutmut_5'] = x_first_dealer__mutmut_5 # type: ignore # mutmut generated
mutants_x_first_dealer__mutmut['x_first_dealer__mutmut_6'] = x_first_dealer__mutmut_6 # type: ignore # mutmut generated
mutants_x_first_dealer__mutmut['x_first_dealer__mutmut_7'] = x_first_dealer__mutmut_7 # type: ignore # mutmut generated
mutants_x_first_dealer__mutmut['x_first_dealer__mutmut_8'] = x_first_dealer__mutmut_8 # type: ignore # mutmut generated
mutants_x_first_dealer__mutmut['x_first_dealer__mutmut_9'] = x_first_dealer__mutmut_9 # type: ignore # mutmut generated
mutants_x_dealing_order__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_dealing_order__mutmut)
def dealing_order(first: Seat) -> tuple[Seat, ...]:
    """Return the four seats in the order they deal a chukker: clockwise from ``first``."""
    start = CLOCKWISE.index(Seat(first))
    return CLOCKWISE[start:] + CLOCKWISE[:start]


def x_dealing_order__mutmut_orig(first: Seat) -> tuple[Seat, ...]:
    """Return the four seats in the order they deal a chukker: clockwise from ``first``."""
    start = CLOCKWISE.index(Seat(first))
    return CLOCKWISE[start:] + CLOCKWISE[:start]


def x_dealing_order__mutmut_1(first: Seat) -> tuple[Seat, ...]:
    """Return the four seats in the order they deal a chukker: clockwise from ``first``."""
    start = None
    return CLOCKWISE[start:] + CLOCKWISE[:start]


def x_dealing_order__mutmut_2(first: Seat) -> tuple[Seat, ...]:
    """Return the four seats in the order they deal a chukker: clockwise from ``first``."""
    start = CLOCKWISE.index(None)
    return CLOCKWISE[start:] + CLOCKWISE[:start]


def x_dealing_order__mutmut_3(first: Seat) -> tuple[Seat, ...]:
    """Return the four seats in the order they deal a chukker: clockwise from ``first``."""
    start = CLOCKWISE.rindex(Seat(first))
    return CLOCKWISE[start:] + CLOCKWISE[:start]


def x_dealing_order__mutmut_4(first: Seat) -> tuple[Seat, ...]:
    """Return the four seats in the order they deal a chukker: clockwise from ``first``."""
    start = CLOCKWISE.index(Seat(None))
    return CLOCKWISE[start:] + CLOCKWISE[:start]


def x_dealing_order__mutmut_5(first: Seat) -> tuple[Seat, ...]:
    """Return the four seats in the order they deal a chukker: clockwise from ``first``."""
    start = CLOCKWISE.index(Seat(first))
    return CLOCKWISE[start:] - CLOCKWISE[:start]

mutants_x_dealing_order__mutmut['_mutmut_orig'] = x_dealing_order__mutmut_orig # type: ignore # mutmut generated
mutants_x_dealing_order__mutmut['x_dealing_order__mutmut_1'] = x_dealing_order__mutmut_1 # type: ignore # mutmut generated
mutants_x_dealing_order__mutmut['x_dealing_order__mutmut_2'] = x_dealing_order__mutmut_2 # type: ignore # mutmut generated
mutants_x_dealing_order__mutmut['x_dealing_order__mutmut_3'] = x_dealing_order__mutmut_3 # type: ignore # mutmut generated
mutants_x_dealing_order__mutmut['x_dealing_order__mutmut_4'] = x_dealing_order__mutmut_4 # type: ignore # mutmut generated
mutants_x_dealing_order__mutmut['x_dealing_order__mutmut_5'] = x_dealing_order__mutmut_5 # type: ignore # mutmut generated
