"""Manual changes to a seating after the draw: moving one player, or swapping two.

Words used here:

- **seating**: a tuple of tables, each a tuple of player ids (see `rotations.draw`).
- **table number**: 1, 2, ... as the director sees them; ``to_table`` and messages use it.
- **player number**: a player's place at their table, 1..N, given by the tuple order.

Functions here never change their arguments; they return a new seating.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TypeVar

from rotations.draw import check_no_duplicates, check_table_sizes
from rotations.errors import RotationError, _

P = TypeVar("P", bound=Hashable)
Seating = tuple[tuple[P, ...], ...]


def _locate(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("%(player)s is not seated at any table"), {"player": player})


def move_player(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(tables, player)
    if (
        isinstance(to_table, bool)
        or not isinstance(to_table, int)
        or not (1 <= to_table <= len(tables))
    ):
        raise RotationError(_("There is no table %(table)s"), {"table": to_table})
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def swap_players(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)
