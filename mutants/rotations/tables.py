"""The rotation tables of rotating Chicago (seed 003), for tables of 4, 5 and 6 players.

Words used here:

- **table**: the 4, 5 or 6 players who play together all evening. Each is given a number 1..N
  at the start and keeps it to the end (seed 003).
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

# Seed 003, copied in the printed order of each pair ("1-3 v 4-2" stays 4-2, so seats match the
# printed table). Who sits out is not stored: it is everyone not playing.
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


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict


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
mutants_x__build__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__build__mutmut)
def _build(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_orig(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_1(size: int) -> tuple[Position, ...]:
    everyone = None
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_2(size: int) -> tuple[Position, ...]:
    everyone = set(None)
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_3(size: int) -> tuple[Position, ...]:
    everyone = set(range(None, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_4(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, None))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_5(size: int) -> tuple[Position, ...]:
    everyone = set(range(size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_6(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, ))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_7(size: int) -> tuple[Position, ...]:
    everyone = set(range(2, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_8(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size - 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_9(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 2))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_10(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = None
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_11(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(None, start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_12(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=None):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_13(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_14(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], ):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_15(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=2):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_16(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = None
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_17(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(None)
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_18(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(None))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_19(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) + set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_20(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone + set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_21(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(None) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_22(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(None)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_23(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(None)
    return tuple(positions)


def x__build__mutmut_24(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=None, pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_25(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=None, sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_26(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=None))
    return tuple(positions)


def x__build__mutmut_27(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(pairs=(first, second), sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_28(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, sitting_out=sitting_out))
    return tuple(positions)


def x__build__mutmut_29(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), ))
    return tuple(positions)


def x__build__mutmut_30(size: int) -> tuple[Position, ...]:
    everyone = set(range(1, size + 1))
    positions = []
    for number, (first, second) in enumerate(_PAIRINGS[size], start=1):
        sitting_out = tuple(sorted(everyone - set(first) - set(second)))
        positions.append(Position(number=number, pairs=(first, second), sitting_out=sitting_out))
    return tuple(None)

mutants_x__build__mutmut['_mutmut_orig'] = x__build__mutmut_orig # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_1'] = x__build__mutmut_1 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_2'] = x__build__mutmut_2 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_3'] = x__build__mutmut_3 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_4'] = x__build__mutmut_4 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_5'] = x__build__mutmut_5 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_6'] = x__build__mutmut_6 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_7'] = x__build__mutmut_7 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_8'] = x__build__mutmut_8 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_9'] = x__build__mutmut_9 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_10'] = x__build__mutmut_10 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_11'] = x__build__mutmut_11 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_12'] = x__build__mutmut_12 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_13'] = x__build__mutmut_13 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_14'] = x__build__mutmut_14 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_15'] = x__build__mutmut_15 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_16'] = x__build__mutmut_16 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_17'] = x__build__mutmut_17 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_18'] = x__build__mutmut_18 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_19'] = x__build__mutmut_19 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_20'] = x__build__mutmut_20 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_21'] = x__build__mutmut_21 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_22'] = x__build__mutmut_22 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_23'] = x__build__mutmut_23 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_24'] = x__build__mutmut_24 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_25'] = x__build__mutmut_25 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_26'] = x__build__mutmut_26 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_27'] = x__build__mutmut_27 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_28'] = x__build__mutmut_28 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_29'] = x__build__mutmut_29 # type: ignore # mutmut generated
mutants_x__build__mutmut['x__build__mutmut_30'] = x__build__mutmut_30 # type: ignore # mutmut generated


_SCHEDULES: dict[int, tuple[Position, ...]] = {size: _build(size) for size in _PAIRINGS}
mutants_x_check_table_size__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_check_table_size__mutmut)
def check_table_size(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), {"n": n}
        )
    return n


def x_check_table_size__mutmut_orig(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), {"n": n}
        )
    return n


def x_check_table_size__mutmut_1(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) and n not in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), {"n": n}
        )
    return n


def x_check_table_size__mutmut_2(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) and not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), {"n": n}
        )
    return n


def x_check_table_size__mutmut_3(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), {"n": n}
        )
    return n


def x_check_table_size__mutmut_4(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), {"n": n}
        )
    return n


def x_check_table_size__mutmut_5(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            None, {"n": n}
        )
    return n


def x_check_table_size__mutmut_6(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), None
        )
    return n


def x_check_table_size__mutmut_7(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            {"n": n}
        )
    return n


def x_check_table_size__mutmut_8(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), )
    return n


def x_check_table_size__mutmut_9(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _(None), {"n": n}
        )
    return n


def x_check_table_size__mutmut_10(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("XXA Chicago table seats 4, 5 or 6 players; this one has %(n)sXX"), {"n": n}
        )
    return n


def x_check_table_size__mutmut_11(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("a chicago table seats 4, 5 or 6 players; this one has %(n)s"), {"n": n}
        )
    return n


def x_check_table_size__mutmut_12(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("A CHICAGO TABLE SEATS 4, 5 OR 6 PLAYERS; THIS ONE HAS %(N)S"), {"n": n}
        )
    return n


def x_check_table_size__mutmut_13(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), {"XXnXX": n}
        )
    return n


def x_check_table_size__mutmut_14(n: object) -> int:
    """Return ``n`` if a Chicago table can have that many players, else raise `RotationError`."""
    # bool is an int subclass: schedule(True) must not mean a table of one.
    if isinstance(n, bool) or not isinstance(n, int) or n not in _SCHEDULES:
        raise RotationError(
            _("A Chicago table seats 4, 5 or 6 players; this one has %(n)s"), {"N": n}
        )
    return n

mutants_x_check_table_size__mutmut['_mutmut_orig'] = x_check_table_size__mutmut_orig # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_1'] = x_check_table_size__mutmut_1 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_2'] = x_check_table_size__mutmut_2 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_3'] = x_check_table_size__mutmut_3 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_4'] = x_check_table_size__mutmut_4 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_5'] = x_check_table_size__mutmut_5 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_6'] = x_check_table_size__mutmut_6 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_7'] = x_check_table_size__mutmut_7 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_8'] = x_check_table_size__mutmut_8 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_9'] = x_check_table_size__mutmut_9 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_10'] = x_check_table_size__mutmut_10 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_11'] = x_check_table_size__mutmut_11 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_12'] = x_check_table_size__mutmut_12 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_13'] = x_check_table_size__mutmut_13 # type: ignore # mutmut generated
mutants_x_check_table_size__mutmut['x_check_table_size__mutmut_14'] = x_check_table_size__mutmut_14 # type: ignore # mutmut generated
mutants_x_schedule__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_schedule__mutmut)
def schedule(n: int) -> tuple[Position, ...]:
    """Return the positions a table of ``n`` players plays in one cycle (seed 003)."""
    return _SCHEDULES[check_table_size(n)]


def x_schedule__mutmut_orig(n: int) -> tuple[Position, ...]:
    """Return the positions a table of ``n`` players plays in one cycle (seed 003)."""
    return _SCHEDULES[check_table_size(n)]


def x_schedule__mutmut_1(n: int) -> tuple[Position, ...]:
    """Return the positions a table of ``n`` players plays in one cycle (seed 003)."""
    return _SCHEDULES[check_table_size(None)]

mutants_x_schedule__mutmut['_mutmut_orig'] = x_schedule__mutmut_orig # type: ignore # mutmut generated
mutants_x_schedule__mutmut['x_schedule__mutmut_1'] = x_schedule__mutmut_1 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_positions_played__mutmut)
def positions_played(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(1, n + 1)
    }


def x_positions_played__mutmut_orig(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(1, n + 1)
    }


def x_positions_played__mutmut_1(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = None
    return {
        player: sum(player in position.players for position in positions)
        for player in range(1, n + 1)
    }


def x_positions_played__mutmut_2(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(None)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(1, n + 1)
    }


def x_positions_played__mutmut_3(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(None)
        for player in range(1, n + 1)
    }


def x_positions_played__mutmut_4(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player not in position.players for position in positions)
        for player in range(1, n + 1)
    }


def x_positions_played__mutmut_5(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(None, n + 1)
    }


def x_positions_played__mutmut_6(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(1, None)
    }


def x_positions_played__mutmut_7(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(n + 1)
    }


def x_positions_played__mutmut_8(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(1, )
    }


def x_positions_played__mutmut_9(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(2, n + 1)
    }


def x_positions_played__mutmut_10(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(1, n - 1)
    }


def x_positions_played__mutmut_11(n: int) -> dict[int, int]:
    """Return, for each player number, how many positions they play in one cycle.

    At 6 players, 5 and 6 play six positions and the others five: the standings show it openly.
    """
    positions = schedule(n)
    return {
        player: sum(player in position.players for position in positions)
        for player in range(1, n + 2)
    }

mutants_x_positions_played__mutmut['_mutmut_orig'] = x_positions_played__mutmut_orig # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_1'] = x_positions_played__mutmut_1 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_2'] = x_positions_played__mutmut_2 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_3'] = x_positions_played__mutmut_3 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_4'] = x_positions_played__mutmut_4 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_5'] = x_positions_played__mutmut_5 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_6'] = x_positions_played__mutmut_6 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_7'] = x_positions_played__mutmut_7 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_8'] = x_positions_played__mutmut_8 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_9'] = x_positions_played__mutmut_9 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_10'] = x_positions_played__mutmut_10 # type: ignore # mutmut generated
mutants_x_positions_played__mutmut['x_positions_played__mutmut_11'] = x_positions_played__mutmut_11 # type: ignore # mutmut generated
