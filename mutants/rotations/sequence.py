"""What one table plays over an evening: its cycle of positions, repeated or cut short.

Words used here:

- **position**: one line of the rotation table (see `rotations.tables`).
- **cycle**: all the positions of a table's rotation, played once in order. A table with time
  left replays the cycle from position 1.
- **length**: how many chukkers every table plays tonight, the same for tables of 4, 5 and 6,
  so that they all finish together (seed 003: nobody should wait more than twenty minutes).
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


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict


@dataclass(frozen=True)
class PlayedPosition:
    """A position as played in the ``index``-th chukker of the evening at one table."""

    index: int
    position: Position
    cycle: int
    first_dealer: Seat

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
mutants_x_check_length__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_check_length__mutmut)
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


def x_check_length__mutmut_orig(chukkers: object) -> int:
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


def x_check_length__mutmut_1(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int) and not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_2(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool) and not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_3(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_4(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_5(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 2 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_6(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 < chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_7(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers < MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_8(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            None,
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_9(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            None,
        )
    return chukkers


def x_check_length__mutmut_10(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_11(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            )
    return chukkers


def x_check_length__mutmut_12(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _(None),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_13(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("XXAn evening lasts from 1 to %(max)s chukkers, not %(chukkers)s.XX"),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_14(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("an evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_15(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("AN EVENING LASTS FROM 1 TO %(MAX)S CHUKKERS, NOT %(CHUKKERS)S."),
            {"chukkers": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_16(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"XXchukkersXX": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_17(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"CHUKKERS": chukkers, "max": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_18(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "XXmaxXX": MAX_CHUKKERS},
        )
    return chukkers


def x_check_length__mutmut_19(chukkers: object) -> int:
    """``chukkers`` if a table can play that many tonight (1 to 24), else a ``RotationError``."""
    if (
        isinstance(chukkers, bool)
        or not isinstance(chukkers, int)
        or not 1 <= chukkers <= MAX_CHUKKERS
    ):
        raise RotationError(
            _("An evening lasts from 1 to %(max)s chukkers, not %(chukkers)s."),
            {"chukkers": chukkers, "MAX": MAX_CHUKKERS},
        )
    return chukkers

mutants_x_check_length__mutmut['_mutmut_orig'] = x_check_length__mutmut_orig # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_1'] = x_check_length__mutmut_1 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_2'] = x_check_length__mutmut_2 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_3'] = x_check_length__mutmut_3 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_4'] = x_check_length__mutmut_4 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_5'] = x_check_length__mutmut_5 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_6'] = x_check_length__mutmut_6 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_7'] = x_check_length__mutmut_7 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_8'] = x_check_length__mutmut_8 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_9'] = x_check_length__mutmut_9 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_10'] = x_check_length__mutmut_10 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_11'] = x_check_length__mutmut_11 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_12'] = x_check_length__mutmut_12 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_13'] = x_check_length__mutmut_13 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_14'] = x_check_length__mutmut_14 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_15'] = x_check_length__mutmut_15 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_16'] = x_check_length__mutmut_16 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_17'] = x_check_length__mutmut_17 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_18'] = x_check_length__mutmut_18 # type: ignore # mutmut generated
mutants_x_check_length__mutmut['x_check_length__mutmut_19'] = x_check_length__mutmut_19 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_play_sequence__mutmut)
def play_sequence(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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


def x_play_sequence__mutmut_orig(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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


def x_play_sequence__mutmut_1(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = None
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


def x_play_sequence__mutmut_2(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(None)
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


def x_play_sequence__mutmut_3(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = None
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


def x_play_sequence__mutmut_4(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(None)
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


def x_play_sequence__mutmut_5(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(chukkers)
    dealers = None
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


def x_play_sequence__mutmut_6(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(chukkers)
    dealers = tuple(first_dealers) if (first_dealers is not None) and False else None
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


def x_play_sequence__mutmut_7(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(chukkers)
    dealers = tuple(first_dealers) if (first_dealers is not None) or True else None
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


def x_play_sequence__mutmut_8(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(chukkers)
    dealers = tuple(None) if first_dealers is not None else None
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


def x_play_sequence__mutmut_9(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(chukkers)
    dealers = tuple(first_dealers) if first_dealers is None else None
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


def x_play_sequence__mutmut_10(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(chukkers)
    dealers = tuple(first_dealers) if first_dealers is not None else None
    if dealers is not None or len(dealers) != length:
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


def x_play_sequence__mutmut_11(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(chukkers)
    dealers = tuple(first_dealers) if first_dealers is not None else None
    if dealers is None and len(dealers) != length:
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


def x_play_sequence__mutmut_12(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(chukkers)
    dealers = tuple(first_dealers) if first_dealers is not None else None
    if dealers is not None and len(dealers) == length:
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


def x_play_sequence__mutmut_13(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
    from the start again: a table of 4 goes round its 3 positions twice in a six-chukker evening,
    a table of 6 plays positions 1 to 6 of its 8. ``first_dealers`` gives who deals first in each
    chukker (``rotations.dealing.plan_first_dealers``); without it the first deal moves clockwise
    from North (``rotations.seating.first_dealer``).
    """
    positions = schedule(n)
    length = check_length(chukkers)
    dealers = tuple(first_dealers) if first_dealers is not None else None
    if dealers is not None and len(dealers) != length:
        raise ValueError(None)
    return tuple(
        PlayedPosition(
            index=index,
            position=positions[(index - 1) % len(positions)],
            cycle=(index - 1) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_14(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
        None
    )


def x_play_sequence__mutmut_15(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            index=None,
            position=positions[(index - 1) % len(positions)],
            cycle=(index - 1) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_16(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            position=None,
            cycle=(index - 1) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_17(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            cycle=None,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_18(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            first_dealer=None,
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_19(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            position=positions[(index - 1) % len(positions)],
            cycle=(index - 1) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_20(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            cycle=(index - 1) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_21(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_22(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_23(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            position=positions[(index - 1) / len(positions)],
            cycle=(index - 1) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_24(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            position=positions[(index + 1) % len(positions)],
            cycle=(index - 1) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_25(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            position=positions[(index - 2) % len(positions)],
            cycle=(index - 1) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_26(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            cycle=(index - 1) // len(positions) - 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_27(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            cycle=(index - 1) / len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_28(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            cycle=(index + 1) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_29(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            cycle=(index - 2) // len(positions) + 1,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_30(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            cycle=(index - 1) // len(positions) + 2,
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_31(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            first_dealer=Seat(dealers[index - 1]) if (dealers) and False else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_32(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            first_dealer=Seat(dealers[index - 1]) if (dealers) or True else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_33(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            first_dealer=Seat(None) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_34(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            first_dealer=Seat(dealers[index + 1]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_35(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            first_dealer=Seat(dealers[index - 2]) if dealers else first_dealer(index),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_36(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
            first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(None),
        )
        for index in range(1, length + 1)
    )


def x_play_sequence__mutmut_37(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
        for index in range(None, length + 1)
    )


def x_play_sequence__mutmut_38(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
        for index in range(1, None)
    )


def x_play_sequence__mutmut_39(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
        for index in range(length + 1)
    )


def x_play_sequence__mutmut_40(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
        for index in range(1, )
    )


def x_play_sequence__mutmut_41(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
        for index in range(2, length + 1)
    )


def x_play_sequence__mutmut_42(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
        for index in range(1, length - 1)
    )


def x_play_sequence__mutmut_43(
    n: int, chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers a table of ``n`` players plays tonight, in order.

    The table plays its cycle of positions (seed 003) as far as the evening's length allows, then
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
        for index in range(1, length + 2)
    )

mutants_x_play_sequence__mutmut['_mutmut_orig'] = x_play_sequence__mutmut_orig # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_1'] = x_play_sequence__mutmut_1 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_2'] = x_play_sequence__mutmut_2 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_3'] = x_play_sequence__mutmut_3 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_4'] = x_play_sequence__mutmut_4 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_5'] = x_play_sequence__mutmut_5 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_6'] = x_play_sequence__mutmut_6 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_7'] = x_play_sequence__mutmut_7 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_8'] = x_play_sequence__mutmut_8 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_9'] = x_play_sequence__mutmut_9 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_10'] = x_play_sequence__mutmut_10 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_11'] = x_play_sequence__mutmut_11 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_12'] = x_play_sequence__mutmut_12 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_13'] = x_play_sequence__mutmut_13 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_14'] = x_play_sequence__mutmut_14 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_15'] = x_play_sequence__mutmut_15 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_16'] = x_play_sequence__mutmut_16 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_17'] = x_play_sequence__mutmut_17 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_18'] = x_play_sequence__mutmut_18 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_19'] = x_play_sequence__mutmut_19 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_20'] = x_play_sequence__mutmut_20 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_21'] = x_play_sequence__mutmut_21 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_22'] = x_play_sequence__mutmut_22 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_23'] = x_play_sequence__mutmut_23 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_24'] = x_play_sequence__mutmut_24 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_25'] = x_play_sequence__mutmut_25 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_26'] = x_play_sequence__mutmut_26 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_27'] = x_play_sequence__mutmut_27 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_28'] = x_play_sequence__mutmut_28 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_29'] = x_play_sequence__mutmut_29 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_30'] = x_play_sequence__mutmut_30 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_31'] = x_play_sequence__mutmut_31 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_32'] = x_play_sequence__mutmut_32 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_33'] = x_play_sequence__mutmut_33 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_34'] = x_play_sequence__mutmut_34 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_35'] = x_play_sequence__mutmut_35 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_36'] = x_play_sequence__mutmut_36 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_37'] = x_play_sequence__mutmut_37 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_38'] = x_play_sequence__mutmut_38 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_39'] = x_play_sequence__mutmut_39 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_40'] = x_play_sequence__mutmut_40 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_41'] = x_play_sequence__mutmut_41 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_42'] = x_play_sequence__mutmut_42 # type: ignore # mutmut generated
mutants_x_play_sequence__mutmut['x_play_sequence__mutmut_43'] = x_play_sequence__mutmut_43 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_consecutive_partner_warnings__mutmut)
def consecutive_partner_warnings(sequence: Sequence[PlayedPosition]) -> list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
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


def x_consecutive_partner_warnings__mutmut_orig(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
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


def x_consecutive_partner_warnings__mutmut_1(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = None
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_2(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(None):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_3(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = None
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_4(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) | set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_5(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(None) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_6(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(None)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_7(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(None):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_8(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(None) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_9(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(None)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_10(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = None
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_11(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                None
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_12(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=None, chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_13(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), chukkers=None)
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_14(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(chukkers=(before.index, after.index))
            )
    return repeats


def x_consecutive_partner_warnings__mutmut_15(sequence: Sequence[PlayedPosition]) ->
list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running. Tables of 4
    and 5 never break it, even when they replay their cycle.
    """
    repeats = []
    for before, after in pairwise(sequence):
        shared = set(before.position.partnerships) & set(after.position.partnerships)
        for pair in sorted(tuple(sorted(partners)) for partners in shared):
            first, second = pair
            repeats.append(
                PartnerRepeat(players=(first, second), )
            )
    return repeats

mutants_x_consecutive_partner_warnings__mutmut['_mutmut_orig'] =
x_consecutive_partner_warnings__mutmut_orig # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_1'] =
x_consecutive_partner_warnings__mutmut_1 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_2'] =
x_consecutive_partner_warnings__mutmut_2 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_3'] =
x_consecutive_partner_warnings__mutmut_3 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_4'] =
x_consecutive_partner_warnings__mutmut_4 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_5'] =
x_consecutive_partner_warnings__mutmut_5 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_6'] =
x_consecutive_partner_warnings__mutmut_6 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_7'] =
x_consecutive_partner_warnings__mutmut_7 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_8'] =
x_consecutive_partner_warnings__mutmut_8 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_9'] =
x_consecutive_partner_warnings__mutmut_9 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_10'] =
x_consecutive_partner_warnings__mutmut_10 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_11'] =
x_consecutive_partner_warnings__mutmut_11 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_12'] =
x_consecutive_partner_warnings__mutmut_12 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_13'] =
x_consecutive_partner_warnings__mutmut_13 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_14'] =
x_consecutive_partner_warnings__mutmut_14 # type: ignore # mutmut generated
mutants_x_consecutive_partner_warnings__mutmut['x_consecutive_partner_warnings__mutmut_15'] =
x_consecutive_partner_warnings__mutmut_15 # type: ignore # mutmut generated
