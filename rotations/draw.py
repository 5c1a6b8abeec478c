"""Seating the players present at tables: how many tables of which size, and a random draw.

Words used here:

- **player**: anyone present, known here only by an id (a database key, a name...): any hashable.
- **table**: 4, 5 or 6 players who play together all evening. Tables are numbered 1, 2, ... in
  messages; in code a seating is a tuple of tables, each a tuple of player ids.
- **player number**: a player's place at their table, 1..N; the tuple order *is* the numbering,
  so ``tables[0][2]`` is player 3 of table 1 (numbers as in docs/rules.md#rotation-tables).
- **draw**: a reproducible shuffle of the players into tables, driven by a **seed** that the
  evening stores so the same draw can be shown or redone.
- **sitting out**: a table of 5 or 6 has players out each position (see `rotations.tables`); when
  splitting the room we seat everyone, so nobody sits out the whole evening.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Hashable, Sequence
from typing import TypeVar

from rotations.errors import RotationError, _
from rotations.tables import TABLE_SIZES

P = TypeVar("P", bound=Hashable)

SMALLEST_TABLE = min(TABLE_SIZES)
LARGEST_TABLE = max(TABLE_SIZES)


def split_into_tables(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"a number of players must be an int, got {count!r}")
    if count < SMALLEST_TABLE:
        raise RotationError(
            _("At least 4 players are needed to make a Chicago table (%(count)s present)"),
            {"count": count},
        )
    tables, extra = divmod(count, SMALLEST_TABLE)
    # Each table takes at most two extra players; 7 is the only count where that is not enough.
    if extra > 2 * tables:
        raise RotationError(
            _(
                "%(count)s players cannot all be seated: one table seats at most 6 and two tables "
                "need at least 8. Add a player, or let one sit out."
            ),
            {"count": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def seatable(count: int) -> bool:
    """Say whether ``count`` players can all be seated at Chicago tables."""
    try:
        split_into_tables(count)
    except RotationError:
        return False
    return True


def new_seed() -> int:
    """Return a fresh seed for `draw_tables`, to be stored with the evening."""
    return secrets.randbelow(2**31)


def check_no_duplicates(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("%(player)s is listed twice"), {"player": player})
        seen.add(player)


def check_table_sizes(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": size},
            )


def draw_tables(
    player_ids: Sequence[P], seed: int, sizes: Sequence[int] | None = None
) -> tuple[tuple[P, ...], ...]:
    """Shuffle the players into tables, reproducibly from ``seed``.

    The same players and seed always give the same tables, whatever order the ids come in: they
    are sorted (as text) before the shuffle. Within each table the order is the player number.
    ``sizes`` defaults to `split_into_tables`; given, it is used in its own order.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"a draw seed must be an int, got {seed!r}")
    players = list(player_ids)
    check_no_duplicates(players)
    sizes = split_into_tables(len(players)) if sizes is None else tuple(sizes)
    check_table_sizes(sizes)
    if sum(sizes) != len(players):
        raise RotationError(
            _("The tables have %(seats)s seats for %(count)s players"),
            {"seats": sum(sizes), "count": len(players)},
        )
    # The type name breaks ties between ids that print alike (1 and "1").
    players.sort(key=lambda player: (str(player), type(player).__name__))
    # A private generator: the global one may be reseeded or consumed elsewhere.
    random.Random(seed).shuffle(players)
    tables = []
    start = 0
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)
