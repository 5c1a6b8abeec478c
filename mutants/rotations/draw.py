"""Seating the players present at tables: how many tables of which size, and a random draw.

Words used here:

- **player**: anyone present, known here only by an id (a database key, a name...): any hashable.
- **table**: 4, 5 or 6 players who play together all evening. Tables are numbered 1, 2, ... in
  messages; in code a seating is a tuple of tables, each a tuple of player ids.
- **player number**: a player's place at their table, 1..N; the tuple order *is* the numbering,
  so ``tables[0][2]`` is player 3 of table 1 (numbers as in the rotation tables, seed 003).
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


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x_split_into_tables__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_split_into_tables__mutmut)
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


def x_split_into_tables__mutmut_orig(count: int) -> tuple[int, ...]:
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


def x_split_into_tables__mutmut_1(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) and not isinstance(count, int):
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


def x_split_into_tables__mutmut_2(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) or isinstance(count, int):
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


def x_split_into_tables__mutmut_3(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(None)
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


def x_split_into_tables__mutmut_4(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"a number of players must be an int, got {count!r}")
    if count <= SMALLEST_TABLE:
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


def x_split_into_tables__mutmut_5(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"a number of players must be an int, got {count!r}")
    if count < SMALLEST_TABLE:
        raise RotationError(
            None,
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


def x_split_into_tables__mutmut_6(count: int) -> tuple[int, ...]:
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
            None,
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


def x_split_into_tables__mutmut_7(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"a number of players must be an int, got {count!r}")
    if count < SMALLEST_TABLE:
        raise RotationError(
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


def x_split_into_tables__mutmut_8(count: int) -> tuple[int, ...]:
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


def x_split_into_tables__mutmut_9(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"a number of players must be an int, got {count!r}")
    if count < SMALLEST_TABLE:
        raise RotationError(
            _(None),
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


def x_split_into_tables__mutmut_10(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"a number of players must be an int, got {count!r}")
    if count < SMALLEST_TABLE:
        raise RotationError(
            _("XXAt least 4 players are needed to make a Chicago table (%(count)s present)XX"),
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


def x_split_into_tables__mutmut_11(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"a number of players must be an int, got {count!r}")
    if count < SMALLEST_TABLE:
        raise RotationError(
            _("at least 4 players are needed to make a chicago table (%(count)s present)"),
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


def x_split_into_tables__mutmut_12(count: int) -> tuple[int, ...]:
    """Return the table sizes (ascending) that seat ``count`` players.

    We make as many tables as possible (one per four players, so more people get a game and nobody
    sits out the evening) and, among those, prefer tables of 5 to tables of 6, which make two
    players sit out every position. 13 -> (4, 4, 5); 11 -> (5, 6); 14 -> (4, 5, 5).
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"a number of players must be an int, got {count!r}")
    if count < SMALLEST_TABLE:
        raise RotationError(
            _("AT LEAST 4 PLAYERS ARE NEEDED TO MAKE A CHICAGO TABLE (%(COUNT)S PRESENT)"),
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


def x_split_into_tables__mutmut_13(count: int) -> tuple[int, ...]:
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
            {"XXcountXX": count},
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


def x_split_into_tables__mutmut_14(count: int) -> tuple[int, ...]:
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
            {"COUNT": count},
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


def x_split_into_tables__mutmut_15(count: int) -> tuple[int, ...]:
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
    tables, extra = None
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


def x_split_into_tables__mutmut_16(count: int) -> tuple[int, ...]:
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
    tables, extra = divmod(None, SMALLEST_TABLE)
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


def x_split_into_tables__mutmut_17(count: int) -> tuple[int, ...]:
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
    tables, extra = divmod(count, None)
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


def x_split_into_tables__mutmut_18(count: int) -> tuple[int, ...]:
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
    tables, extra = divmod(SMALLEST_TABLE)
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


def x_split_into_tables__mutmut_19(count: int) -> tuple[int, ...]:
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
    tables, extra = divmod(count, )
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


def x_split_into_tables__mutmut_20(count: int) -> tuple[int, ...]:
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
    if extra >= 2 * tables:
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


def x_split_into_tables__mutmut_21(count: int) -> tuple[int, ...]:
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
    if extra > 2 / tables:
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


def x_split_into_tables__mutmut_22(count: int) -> tuple[int, ...]:
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
    if extra > 3 * tables:
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


def x_split_into_tables__mutmut_23(count: int) -> tuple[int, ...]:
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
            None,
            {"count": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_24(count: int) -> tuple[int, ...]:
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
            None,
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_25(count: int) -> tuple[int, ...]:
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
            {"count": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_26(count: int) -> tuple[int, ...]:
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
            )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_27(count: int) -> tuple[int, ...]:
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
                None
            ),
            {"count": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_28(count: int) -> tuple[int, ...]:
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
                "XX%(count)s players cannot all be seated: one table seats at most 6 and two tables
                XX"
                "need at least 8. Add a player, or let one sit out."
            ),
            {"count": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_29(count: int) -> tuple[int, ...]:
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
                "%(COUNT)S PLAYERS CANNOT ALL BE SEATED: ONE TABLE SEATS AT MOST 6 AND TWO TABLES "
                "need at least 8. Add a player, or let one sit out."
            ),
            {"count": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_30(count: int) -> tuple[int, ...]:
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
                "XXneed at least 8. Add a player, or let one sit out.XX"
            ),
            {"count": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_31(count: int) -> tuple[int, ...]:
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
                "need at least 8. add a player, or let one sit out."
            ),
            {"count": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_32(count: int) -> tuple[int, ...]:
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
                "NEED AT LEAST 8. ADD A PLAYER, OR LET ONE SIT OUT."
            ),
            {"count": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_33(count: int) -> tuple[int, ...]:
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
            {"XXcountXX": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_34(count: int) -> tuple[int, ...]:
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
            {"COUNT": count},
        )
    sixes = max(0, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_35(count: int) -> tuple[int, ...]:
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
    sixes = None
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_36(count: int) -> tuple[int, ...]:
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
    sixes = max(None, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_37(count: int) -> tuple[int, ...]:
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
    sixes = max(0, None)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_38(count: int) -> tuple[int, ...]:
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
    sixes = max(extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_39(count: int) -> tuple[int, ...]:
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
    sixes = max(0, )
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_40(count: int) -> tuple[int, ...]:
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
    sixes = max(1, extra - tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_41(count: int) -> tuple[int, ...]:
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
    sixes = max(0, extra + tables)
    fives = extra - 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_42(count: int) -> tuple[int, ...]:
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
    fives = None
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_43(count: int) -> tuple[int, ...]:
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
    fives = extra + 2 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_44(count: int) -> tuple[int, ...]:
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
    fives = extra - 2 / sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_45(count: int) -> tuple[int, ...]:
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
    fives = extra - 3 * sixes
    fours = tables - fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_46(count: int) -> tuple[int, ...]:
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
    fours = None
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_47(count: int) -> tuple[int, ...]:
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
    fours = tables - fives + sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_48(count: int) -> tuple[int, ...]:
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
    fours = tables + fives - sixes
    return (4,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_49(count: int) -> tuple[int, ...]:
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
    return (4,) * fours + (5,) * fives - (6,) * sixes


def x_split_into_tables__mutmut_50(count: int) -> tuple[int, ...]:
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
    return (4,) * fours - (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_51(count: int) -> tuple[int, ...]:
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
    return (4,) / fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_52(count: int) -> tuple[int, ...]:
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
    return (5,) * fours + (5,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_53(count: int) -> tuple[int, ...]:
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
    return (4,) * fours + (5,) / fives + (6,) * sixes


def x_split_into_tables__mutmut_54(count: int) -> tuple[int, ...]:
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
    return (4,) * fours + (6,) * fives + (6,) * sixes


def x_split_into_tables__mutmut_55(count: int) -> tuple[int, ...]:
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
    return (4,) * fours + (5,) * fives + (6,) / sixes


def x_split_into_tables__mutmut_56(count: int) -> tuple[int, ...]:
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
    return (4,) * fours + (5,) * fives + (7,) * sixes

mutants_x_split_into_tables__mutmut['_mutmut_orig'] = x_split_into_tables__mutmut_orig # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_1'] = x_split_into_tables__mutmut_1 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_2'] = x_split_into_tables__mutmut_2 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_3'] = x_split_into_tables__mutmut_3 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_4'] = x_split_into_tables__mutmut_4 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_5'] = x_split_into_tables__mutmut_5 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_6'] = x_split_into_tables__mutmut_6 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_7'] = x_split_into_tables__mutmut_7 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_8'] = x_split_into_tables__mutmut_8 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_9'] = x_split_into_tables__mutmut_9 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_10'] =
x_split_into_tables__mutmut_10 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_11'] =
x_split_into_tables__mutmut_11 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_12'] =
x_split_into_tables__mutmut_12 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_13'] =
x_split_into_tables__mutmut_13 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_14'] =
x_split_into_tables__mutmut_14 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_15'] =
x_split_into_tables__mutmut_15 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_16'] =
x_split_into_tables__mutmut_16 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_17'] =
x_split_into_tables__mutmut_17 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_18'] =
x_split_into_tables__mutmut_18 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_19'] =
x_split_into_tables__mutmut_19 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_20'] =
x_split_into_tables__mutmut_20 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_21'] =
x_split_into_tables__mutmut_21 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_22'] =
x_split_into_tables__mutmut_22 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_23'] =
x_split_into_tables__mutmut_23 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_24'] =
x_split_into_tables__mutmut_24 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_25'] =
x_split_into_tables__mutmut_25 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_26'] =
x_split_into_tables__mutmut_26 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_27'] =
x_split_into_tables__mutmut_27 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_28'] =
x_split_into_tables__mutmut_28 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_29'] =
x_split_into_tables__mutmut_29 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_30'] =
x_split_into_tables__mutmut_30 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_31'] =
x_split_into_tables__mutmut_31 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_32'] =
x_split_into_tables__mutmut_32 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_33'] =
x_split_into_tables__mutmut_33 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_34'] =
x_split_into_tables__mutmut_34 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_35'] =
x_split_into_tables__mutmut_35 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_36'] =
x_split_into_tables__mutmut_36 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_37'] =
x_split_into_tables__mutmut_37 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_38'] =
x_split_into_tables__mutmut_38 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_39'] =
x_split_into_tables__mutmut_39 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_40'] =
x_split_into_tables__mutmut_40 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_41'] =
x_split_into_tables__mutmut_41 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_42'] =
x_split_into_tables__mutmut_42 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_43'] =
x_split_into_tables__mutmut_43 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_44'] =
x_split_into_tables__mutmut_44 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_45'] =
x_split_into_tables__mutmut_45 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_46'] =
x_split_into_tables__mutmut_46 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_47'] =
x_split_into_tables__mutmut_47 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_48'] =
x_split_into_tables__mutmut_48 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_49'] =
x_split_into_tables__mutmut_49 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_50'] =
x_split_into_tables__mutmut_50 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_51'] =
x_split_into_tables__mutmut_51 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_52'] =
x_split_into_tables__mutmut_52 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_53'] =
x_split_into_tables__mutmut_53 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_54'] =
x_split_into_tables__mutmut_54 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_55'] =
x_split_into_tables__mutmut_55 # type: ignore # mutmut generated
mutants_x_split_into_tables__mutmut['x_split_into_tables__mutmut_56'] =
x_split_into_tables__mutmut_56 # type: ignore # mutmut generated
mutants_x_seatable__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_seatable__mutmut)
def seatable(count: int) -> bool:
    """Say whether ``count`` players can all be seated at Chicago tables."""
    try:
        split_into_tables(count)
    except RotationError:
        return False
    return True


def x_seatable__mutmut_orig(count: int) -> bool:
    """Say whether ``count`` players can all be seated at Chicago tables."""
    try:
        split_into_tables(count)
    except RotationError:
        return False
    return True


def x_seatable__mutmut_1(count: int) -> bool:
    """Say whether ``count`` players can all be seated at Chicago tables."""
    try:
        split_into_tables(None)
    except RotationError:
        return False
    return True


def x_seatable__mutmut_2(count: int) -> bool:
    """Say whether ``count`` players can all be seated at Chicago tables."""
    try:
        split_into_tables(count)
    except RotationError:
        return True
    return True


def x_seatable__mutmut_3(count: int) -> bool:
    """Say whether ``count`` players can all be seated at Chicago tables."""
    try:
        split_into_tables(count)
    except RotationError:
        return False
    return False

mutants_x_seatable__mutmut['_mutmut_orig'] = x_seatable__mutmut_orig # type: ignore # mutmut generated
mutants_x_seatable__mutmut['x_seatable__mutmut_1'] = x_seatable__mutmut_1 # type: ignore # mutmut generated
mutants_x_seatable__mutmut['x_seatable__mutmut_2'] = x_seatable__mutmut_2 # type: ignore # mutmut generated
mutants_x_seatable__mutmut['x_seatable__mutmut_3'] = x_seatable__mutmut_3 # type: ignore # mutmut generated
mutants_x_new_seed__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_new_seed__mutmut)
def new_seed() -> int:
    """Return a fresh seed for `draw_tables`, to be stored with the evening."""
    return secrets.randbelow(2**31)


def x_new_seed__mutmut_orig() -> int:
    """Return a fresh seed for `draw_tables`, to be stored with the evening."""
    return secrets.randbelow(2**31)


def x_new_seed__mutmut_1() -> int:
    """Return a fresh seed for `draw_tables`, to be stored with the evening."""
    return secrets.randbelow(None)


def x_new_seed__mutmut_2() -> int:
    """Return a fresh seed for `draw_tables`, to be stored with the evening."""
    return secrets.randbelow(2 * 31)


def x_new_seed__mutmut_3() -> int:
    """Return a fresh seed for `draw_tables`, to be stored with the evening."""
    return secrets.randbelow(3**31)


def x_new_seed__mutmut_4() -> int:
    """Return a fresh seed for `draw_tables`, to be stored with the evening."""
    return secrets.randbelow(2**32)

mutants_x_new_seed__mutmut['_mutmut_orig'] = x_new_seed__mutmut_orig # type: ignore # mutmut generated
mutants_x_new_seed__mutmut['x_new_seed__mutmut_1'] = x_new_seed__mutmut_1 # type: ignore # mutmut generated
mutants_x_new_seed__mutmut['x_new_seed__mutmut_2'] = x_new_seed__mutmut_2 # type: ignore # mutmut generated
mutants_x_new_seed__mutmut['x_new_seed__mutmut_3'] = x_new_seed__mutmut_3 # type: ignore # mutmut generated
mutants_x_new_seed__mutmut['x_new_seed__mutmut_4'] = x_new_seed__mutmut_4 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_check_no_duplicates__mutmut)
def check_no_duplicates(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("%(player)s is listed twice"), {"player": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_orig(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("%(player)s is listed twice"), {"player": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_1(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = None
    for player in players:
        if player in seen:
            raise RotationError(_("%(player)s is listed twice"), {"player": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_2(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player not in seen:
            raise RotationError(_("%(player)s is listed twice"), {"player": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_3(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(None, {"player": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_4(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("%(player)s is listed twice"), None)
        seen.add(player)


def x_check_no_duplicates__mutmut_5(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError({"player": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_6(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("%(player)s is listed twice"), )
        seen.add(player)


def x_check_no_duplicates__mutmut_7(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_(None), {"player": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_8(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("XX%(player)s is listed twiceXX"), {"player": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_9(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("%(PLAYER)S IS LISTED TWICE"), {"player": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_10(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("%(player)s is listed twice"), {"XXplayerXX": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_11(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("%(player)s is listed twice"), {"PLAYER": player})
        seen.add(player)


def x_check_no_duplicates__mutmut_12(players: Sequence[P]) -> None:
    """Raise `RotationError` naming the first player who appears twice."""
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("%(player)s is listed twice"), {"player": player})
        seen.add(None)

mutants_x_check_no_duplicates__mutmut['_mutmut_orig'] = x_check_no_duplicates__mutmut_orig # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_1'] =
x_check_no_duplicates__mutmut_1 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_2'] =
x_check_no_duplicates__mutmut_2 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_3'] =
x_check_no_duplicates__mutmut_3 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_4'] =
x_check_no_duplicates__mutmut_4 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_5'] =
x_check_no_duplicates__mutmut_5 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_6'] =
x_check_no_duplicates__mutmut_6 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_7'] =
x_check_no_duplicates__mutmut_7 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_8'] =
x_check_no_duplicates__mutmut_8 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_9'] =
x_check_no_duplicates__mutmut_9 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_10'] =
x_check_no_duplicates__mutmut_10 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_11'] =
x_check_no_duplicates__mutmut_11 # type: ignore # mutmut generated
mutants_x_check_no_duplicates__mutmut['x_check_no_duplicates__mutmut_12'] =
x_check_no_duplicates__mutmut_12 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_check_table_sizes__mutmut)
def check_table_sizes(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_orig(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_1(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(None, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_2(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=None):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_3(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_4(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, ):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_5(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=2):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_6(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_7(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                None,
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_8(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                None,
            )


def x_check_table_sizes__mutmut_9(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_10(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                )


def x_check_table_sizes__mutmut_11(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _(None),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_12(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("XXTable %(table)s would have %(size)s players; a table seats 4, 5 or 6XX"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_13(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_14(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("TABLE %(TABLE)S WOULD HAVE %(SIZE)S PLAYERS; A TABLE SEATS 4, 5 OR 6"),
                {"table": number, "size": size},
            )


def x_check_table_sizes__mutmut_15(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"XXtableXX": number, "size": size},
            )


def x_check_table_sizes__mutmut_16(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"TABLE": number, "size": size},
            )


def x_check_table_sizes__mutmut_17(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "XXsizeXX": size},
            )


def x_check_table_sizes__mutmut_18(sizes: Sequence[int]) -> None:
    """Raise `RotationError` naming the first table (1-based) that is not of 4, 5 or 6."""
    for number, size in enumerate(sizes, start=1):
        if size not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "SIZE": size},
            )

mutants_x_check_table_sizes__mutmut['_mutmut_orig'] = x_check_table_sizes__mutmut_orig # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_1'] = x_check_table_sizes__mutmut_1 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_2'] = x_check_table_sizes__mutmut_2 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_3'] = x_check_table_sizes__mutmut_3 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_4'] = x_check_table_sizes__mutmut_4 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_5'] = x_check_table_sizes__mutmut_5 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_6'] = x_check_table_sizes__mutmut_6 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_7'] = x_check_table_sizes__mutmut_7 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_8'] = x_check_table_sizes__mutmut_8 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_9'] = x_check_table_sizes__mutmut_9 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_10'] =
x_check_table_sizes__mutmut_10 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_11'] =
x_check_table_sizes__mutmut_11 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_12'] =
x_check_table_sizes__mutmut_12 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_13'] =
x_check_table_sizes__mutmut_13 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_14'] =
x_check_table_sizes__mutmut_14 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_15'] =
x_check_table_sizes__mutmut_15 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_16'] =
x_check_table_sizes__mutmut_16 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_17'] =
x_check_table_sizes__mutmut_17 # type: ignore # mutmut generated
mutants_x_check_table_sizes__mutmut['x_check_table_sizes__mutmut_18'] =
x_check_table_sizes__mutmut_18 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_draw_tables__mutmut)
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


def x_draw_tables__mutmut_orig(
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


def x_draw_tables__mutmut_1(
    player_ids: Sequence[P], seed: int, sizes: Sequence[int] | None = None
) -> tuple[tuple[P, ...], ...]:
    """Shuffle the players into tables, reproducibly from ``seed``.

    The same players and seed always give the same tables, whatever order the ids come in: they
    are sorted (as text) before the shuffle. Within each table the order is the player number.
    ``sizes`` defaults to `split_into_tables`; given, it is used in its own order.
    """
    if isinstance(seed, bool) and not isinstance(seed, int):
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


def x_draw_tables__mutmut_2(
    player_ids: Sequence[P], seed: int, sizes: Sequence[int] | None = None
) -> tuple[tuple[P, ...], ...]:
    """Shuffle the players into tables, reproducibly from ``seed``.

    The same players and seed always give the same tables, whatever order the ids come in: they
    are sorted (as text) before the shuffle. Within each table the order is the player number.
    ``sizes`` defaults to `split_into_tables`; given, it is used in its own order.
    """
    if isinstance(seed, bool) or isinstance(seed, int):
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


def x_draw_tables__mutmut_3(
    player_ids: Sequence[P], seed: int, sizes: Sequence[int] | None = None
) -> tuple[tuple[P, ...], ...]:
    """Shuffle the players into tables, reproducibly from ``seed``.

    The same players and seed always give the same tables, whatever order the ids come in: they
    are sorted (as text) before the shuffle. Within each table the order is the player number.
    ``sizes`` defaults to `split_into_tables`; given, it is used in its own order.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(None)
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


def x_draw_tables__mutmut_4(
    player_ids: Sequence[P], seed: int, sizes: Sequence[int] | None = None
) -> tuple[tuple[P, ...], ...]:
    """Shuffle the players into tables, reproducibly from ``seed``.

    The same players and seed always give the same tables, whatever order the ids come in: they
    are sorted (as text) before the shuffle. Within each table the order is the player number.
    ``sizes`` defaults to `split_into_tables`; given, it is used in its own order.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"a draw seed must be an int, got {seed!r}")
    players = None
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


def x_draw_tables__mutmut_5(
    player_ids: Sequence[P], seed: int, sizes: Sequence[int] | None = None
) -> tuple[tuple[P, ...], ...]:
    """Shuffle the players into tables, reproducibly from ``seed``.

    The same players and seed always give the same tables, whatever order the ids come in: they
    are sorted (as text) before the shuffle. Within each table the order is the player number.
    ``sizes`` defaults to `split_into_tables`; given, it is used in its own order.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"a draw seed must be an int, got {seed!r}")
    players = list(None)
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


def x_draw_tables__mutmut_6(
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
    check_no_duplicates(None)
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


def x_draw_tables__mutmut_7(
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
    sizes = None
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


def x_draw_tables__mutmut_8(
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
    sizes = split_into_tables(len(players)) if (sizes is None) and False else tuple(sizes)
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


def x_draw_tables__mutmut_9(
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
    sizes = split_into_tables(len(players)) if (sizes is None) or True else tuple(sizes)
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


def x_draw_tables__mutmut_10(
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
    sizes = split_into_tables(None) if sizes is None else tuple(sizes)
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


def x_draw_tables__mutmut_11(
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
    sizes = split_into_tables(len(players)) if sizes is not None else tuple(sizes)
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


def x_draw_tables__mutmut_12(
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
    sizes = split_into_tables(len(players)) if sizes is None else tuple(None)
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


def x_draw_tables__mutmut_13(
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
    check_table_sizes(None)
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


def x_draw_tables__mutmut_14(
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
    if sum(None) != len(players):
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


def x_draw_tables__mutmut_15(
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
    if sum(sizes) == len(players):
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


def x_draw_tables__mutmut_16(
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
            None,
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


def x_draw_tables__mutmut_17(
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
            None,
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


def x_draw_tables__mutmut_18(
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


def x_draw_tables__mutmut_19(
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


def x_draw_tables__mutmut_20(
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
            _(None),
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


def x_draw_tables__mutmut_21(
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
            _("XXThe tables have %(seats)s seats for %(count)s playersXX"),
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


def x_draw_tables__mutmut_22(
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
            _("the tables have %(seats)s seats for %(count)s players"),
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


def x_draw_tables__mutmut_23(
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
            _("THE TABLES HAVE %(SEATS)S SEATS FOR %(COUNT)S PLAYERS"),
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


def x_draw_tables__mutmut_24(
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
            {"XXseatsXX": sum(sizes), "count": len(players)},
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


def x_draw_tables__mutmut_25(
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
            {"SEATS": sum(sizes), "count": len(players)},
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


def x_draw_tables__mutmut_26(
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
            {"seats": sum(None), "count": len(players)},
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


def x_draw_tables__mutmut_27(
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
            {"seats": sum(sizes), "XXcountXX": len(players)},
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


def x_draw_tables__mutmut_28(
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
            {"seats": sum(sizes), "COUNT": len(players)},
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


def x_draw_tables__mutmut_29(
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
    players.sort(key=None)
    # A private generator: the global one may be reseeded or consumed elsewhere.
    random.Random(seed).shuffle(players)
    tables = []
    start = 0
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_30(
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
    players.sort(key=lambda player: None)
    # A private generator: the global one may be reseeded or consumed elsewhere.
    random.Random(seed).shuffle(players)
    tables = []
    start = 0
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_31(
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
    players.sort(key=lambda player: (str(None), type(player).__name__))
    # A private generator: the global one may be reseeded or consumed elsewhere.
    random.Random(seed).shuffle(players)
    tables = []
    start = 0
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_32(
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
    players.sort(key=lambda player: (str(player), type(None).__name__))
    # A private generator: the global one may be reseeded or consumed elsewhere.
    random.Random(seed).shuffle(players)
    tables = []
    start = 0
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_33(
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
    random.Random(seed).shuffle(None)
    tables = []
    start = 0
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_34(
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
    random.Random(None).shuffle(players)
    tables = []
    start = 0
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_35(
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
    tables = None
    start = 0
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_36(
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
    start = None
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_37(
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
    start = 1
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_38(
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
        tables.append(None)
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_39(
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
        tables.append(tuple(None))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_40(
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
        tables.append(tuple(players[start : start - size]))
        start += size
    return tuple(tables)


def x_draw_tables__mutmut_41(
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
        start = size
    return tuple(tables)


def x_draw_tables__mutmut_42(
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
        start -= size
    return tuple(tables)


def x_draw_tables__mutmut_43(
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
    return tuple(None)

mutants_x_draw_tables__mutmut['_mutmut_orig'] = x_draw_tables__mutmut_orig # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_1'] = x_draw_tables__mutmut_1 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_2'] = x_draw_tables__mutmut_2 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_3'] = x_draw_tables__mutmut_3 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_4'] = x_draw_tables__mutmut_4 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_5'] = x_draw_tables__mutmut_5 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_6'] = x_draw_tables__mutmut_6 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_7'] = x_draw_tables__mutmut_7 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_8'] = x_draw_tables__mutmut_8 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_9'] = x_draw_tables__mutmut_9 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_10'] = x_draw_tables__mutmut_10 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_11'] = x_draw_tables__mutmut_11 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_12'] = x_draw_tables__mutmut_12 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_13'] = x_draw_tables__mutmut_13 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_14'] = x_draw_tables__mutmut_14 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_15'] = x_draw_tables__mutmut_15 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_16'] = x_draw_tables__mutmut_16 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_17'] = x_draw_tables__mutmut_17 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_18'] = x_draw_tables__mutmut_18 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_19'] = x_draw_tables__mutmut_19 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_20'] = x_draw_tables__mutmut_20 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_21'] = x_draw_tables__mutmut_21 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_22'] = x_draw_tables__mutmut_22 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_23'] = x_draw_tables__mutmut_23 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_24'] = x_draw_tables__mutmut_24 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_25'] = x_draw_tables__mutmut_25 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_26'] = x_draw_tables__mutmut_26 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_27'] = x_draw_tables__mutmut_27 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_28'] = x_draw_tables__mutmut_28 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_29'] = x_draw_tables__mutmut_29 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_30'] = x_draw_tables__mutmut_30 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_31'] = x_draw_tables__mutmut_31 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_32'] = x_draw_tables__mutmut_32 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_33'] = x_draw_tables__mutmut_33 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_34'] = x_draw_tables__mutmut_34 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_35'] = x_draw_tables__mutmut_35 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_36'] = x_draw_tables__mutmut_36 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_37'] = x_draw_tables__mutmut_37 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_38'] = x_draw_tables__mutmut_38 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_39'] = x_draw_tables__mutmut_39 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_40'] = x_draw_tables__mutmut_40 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_41'] = x_draw_tables__mutmut_41 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_42'] = x_draw_tables__mutmut_42 # type: ignore # mutmut generated
mutants_x_draw_tables__mutmut['x_draw_tables__mutmut_43'] = x_draw_tables__mutmut_43 # type: ignore # mutmut generated
