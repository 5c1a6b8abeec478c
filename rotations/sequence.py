"""What one table plays over an evening: its cycle of positions, repeated or cut short.

Words used here:

- **position**: one line of the rotation table (see `rotations.tables`).
- **cycle**: all the positions of a table's rotation, played once in order. A table with time
  left replays the cycle from position 1.
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


def _check_count(value: object, template: str, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise RotationError(template, {name: value})
    return value


def play_sequence(
    n: int, cycles: int = 1, stop_after: int | None = None
) -> tuple[PlayedPosition, ...]:
    """Return the chukkers a table of ``n`` players plays: its cycle ``cycles`` times over.

    With ``stop_after``, the evening ends after that many chukkers (in the middle of a cycle if need
    be). If the cycles run out first, the evening simply ends with them: ``stop_after`` is a limit,
    not a promise.
    """
    positions = schedule(n)
    cycles = _check_count(
        cycles, _("A table plays its rotation at least once; %(cycles)s is not allowed"), "cycles"
    )
    total = cycles * len(positions)
    if stop_after is not None:
        stop_after = _check_count(
            stop_after,
            _("A table plays at least one chukker; cannot stop after %(stop_after)s"),
            "stop_after",
        )
        total = min(total, stop_after)
    return tuple(
        PlayedPosition(
            index=index,
            position=positions[(index - 1) % len(positions)],
            cycle=(index - 1) // len(positions) + 1,
            first_dealer=first_dealer(index),
        )
        for index in range(1, total + 1)
    )


def consecutive_partner_warnings(sequence: Sequence[PlayedPosition]) -> list[PartnerRepeat]:
    """Report every pair of players who partner in chukker k and again in chukker k + 1.

    Seed 001's optional club custom: no two players partner in two consecutive chukkers. The
    tables of seed 003 keep it within one cycle, but a 6-player table replaying its cycle goes from
    position 8 (1-2 v 5-6) to position 1 (3-4 v 5-6), so 5-6 partner twice running.
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
