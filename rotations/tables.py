"""The rotation tables of rotating Chicago (docs/rules.md#rotation-tables), for tables of 4, 5 and 6
players.

Words used here:

- **table**: the 4, 5 or 6 players who play together all evening. Each is given a number 1..N
  at the start and keeps it to the end (docs/rules.md#words).
- **position**: one line of the rotation table: two pairs play one chukker against each other
  while any others sit out. A table plays its positions in order; together they form a **cycle**.
- **chukker**: the four deals played in one position.
- **pair** (partnership): the two players who play together in a position. The first pair printed
  sits North-South, the second East-West (`rotations.seating.seat_players`).
- **sitting out**: the players of a 5- or 6-player table who do not play this position.
"""

from __future__ import annotations

from dataclasses import dataclass

from rotations.errors import RotationError, _

Pair = tuple[int, int]

# docs/rules.md#rotation-tables, copied in the printed order of each pair ("1-3 v 4-2" stays 4-2, so
# seats match the printed table). Who sits out is not stored: it is everyone not playing.
_PAIRINGS: dict[int, tuple[tuple[Pair, Pair], ...]] = {
    4: (
        ((1, 2), (3, 4)),
        ((1, 3), (2, 4)),
        ((1, 4), (2, 3)),
    ),
    5: (
        ((1, 2), (3, 4)),
        ((1, 5), (2, 3)),
        ((1, 4), (2, 5)),
        ((1, 3), (4, 5)),
        ((2, 4), (3, 5)),
    ),
    6: (
        ((3, 4), (5, 6)),
        ((1, 5), (2, 6)),
        ((1, 3), (4, 2)),
        ((3, 5), (4, 6)),
        ((1, 6), (2, 5)),
        ((1, 4), (2, 3)),
        ((3, 6), (4, 5)),
        ((1, 2), (5, 6)),
    ),
}

TABLE_SIZES: tuple[int, ...] = tuple(_PAIRINGS)


@dataclass(frozen=True)
class Position:
    """One position of a table's rotation: who partners whom, and who sits out."""

    number: int
    pairs: tuple[Pair, Pair]
    sitting_out: tuple[int, ...]

    @property
    def players(self) -> tuple[int, ...]:
        """The four players of this position, in ascending order."""
        return tuple(sorted(self.pairs[0] + self.pairs[1]))

    @property
    def partnerships(self) -> tuple[frozenset[int], frozenset[int]]:
        """The two pairs as sets, North-South first, for order-free comparison."""
        return (frozenset(self.pairs[0]), frozenset(self.pairs[1]))


def _build(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


_SCHEDULES: dict[int, tuple[Position, ...]] = {size: _build(size) for size in _PAIRINGS}


def check_table_size(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), {"n": n}
        )
    return n


def schedule(n: int) -> tuple[Position, ...]:
    """Return the positions a table of ``n`` players plays in one cycle
    (docs/rules.md#rotation-tables)."""
    return _SCHEDULES[check_table_size(n)]


def positions_played(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(1, n + 1)
    }
