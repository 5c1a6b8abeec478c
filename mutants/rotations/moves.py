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


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x__locate__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__locate__mutmut)
def _locate(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("%(player)s is not seated at any table"), {"player": player})


def x__locate__mutmut_orig(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("%(player)s is not seated at any table"), {"player": player})


def x__locate__mutmut_1(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates(None)
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("%(player)s is not seated at any table"), {"player": player})


def x__locate__mutmut_2(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(None):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("%(player)s is not seated at any table"), {"player": player})


def x__locate__mutmut_3(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player not in table:
            return table_index, table.index(player)
    raise RotationError(_("%(player)s is not seated at any table"), {"player": player})


def x__locate__mutmut_4(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(None)
    raise RotationError(_("%(player)s is not seated at any table"), {"player": player})


def x__locate__mutmut_5(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.rindex(player)
    raise RotationError(_("%(player)s is not seated at any table"), {"player": player})


def x__locate__mutmut_6(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(None, {"player": player})


def x__locate__mutmut_7(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("%(player)s is not seated at any table"), None)


def x__locate__mutmut_8(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError({"player": player})


def x__locate__mutmut_9(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("%(player)s is not seated at any table"), )


def x__locate__mutmut_10(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_(None), {"player": player})


def x__locate__mutmut_11(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("XX%(player)s is not seated at any tableXX"), {"player": player})


def x__locate__mutmut_12(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("%(PLAYER)S IS NOT SEATED AT ANY TABLE"), {"player": player})


def x__locate__mutmut_13(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("%(player)s is not seated at any table"), {"XXplayerXX": player})


def x__locate__mutmut_14(tables: Seating[P], player: P) -> tuple[int, int]:
    """Return (table index, place index), both 0-based, of ``player``."""
    check_no_duplicates([someone for table in tables for someone in table])
    for table_index, table in enumerate(tables):
        if player in table:
            return table_index, table.index(player)
    raise RotationError(_("%(player)s is not seated at any table"), {"PLAYER": player})

mutants_x__locate__mutmut['_mutmut_orig'] = x__locate__mutmut_orig # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_1'] = x__locate__mutmut_1 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_2'] = x__locate__mutmut_2 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_3'] = x__locate__mutmut_3 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_4'] = x__locate__mutmut_4 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_5'] = x__locate__mutmut_5 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_6'] = x__locate__mutmut_6 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_7'] = x__locate__mutmut_7 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_8'] = x__locate__mutmut_8 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_9'] = x__locate__mutmut_9 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_10'] = x__locate__mutmut_10 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_11'] = x__locate__mutmut_11 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_12'] = x__locate__mutmut_12 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_13'] = x__locate__mutmut_13 # type: ignore # mutmut generated
mutants_x__locate__mutmut['x__locate__mutmut_14'] = x__locate__mutmut_14 # type: ignore # mutmut generated
mutants_x_move_player__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_move_player__mutmut)
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


def x_move_player__mutmut_orig(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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


def x_move_player__mutmut_1(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = None
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


def x_move_player__mutmut_2(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(None, player)
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


def x_move_player__mutmut_3(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(tables, None)
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


def x_move_player__mutmut_4(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(player)
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


def x_move_player__mutmut_5(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(tables, )
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


def x_move_player__mutmut_6(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(tables, player)
    if (
        isinstance(to_table, bool)
        or not isinstance(to_table, int) and not (1 <= to_table <= len(tables))
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


def x_move_player__mutmut_7(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(tables, player)
    if (
        isinstance(to_table, bool) and not isinstance(to_table, int)
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


def x_move_player__mutmut_8(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(tables, player)
    if (
        isinstance(to_table, bool)
        or isinstance(to_table, int)
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


def x_move_player__mutmut_9(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(tables, player)
    if (
        isinstance(to_table, bool)
        or not isinstance(to_table, int)
        or (1 <= to_table <= len(tables))
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


def x_move_player__mutmut_10(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(tables, player)
    if (
        isinstance(to_table, bool)
        or not isinstance(to_table, int)
        or not (2 <= to_table <= len(tables))
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


def x_move_player__mutmut_11(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(tables, player)
    if (
        isinstance(to_table, bool)
        or not isinstance(to_table, int)
        or not (1 < to_table <= len(tables))
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


def x_move_player__mutmut_12(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """Move ``player`` to the end of table ``to_table`` (1-based), taking the last number there.

    Players after them at their old table move up one number. Moving a player to the table they
    already sit at changes nothing. Raises `RotationError` if a table would end up outside 4-6.
    """
    source, place = _locate(tables, player)
    if (
        isinstance(to_table, bool)
        or not isinstance(to_table, int)
        or not (1 <= to_table < len(tables))
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


def x_move_player__mutmut_13(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
        raise RotationError(None, {"table": to_table})
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_14(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
        raise RotationError(_("There is no table %(table)s"), None)
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_15(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
        raise RotationError({"table": to_table})
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_16(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
        raise RotationError(_("There is no table %(table)s"), )
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_17(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
        raise RotationError(_(None), {"table": to_table})
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_18(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
        raise RotationError(_("XXThere is no table %(table)sXX"), {"table": to_table})
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_19(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
        raise RotationError(_("there is no table %(table)s"), {"table": to_table})
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_20(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
        raise RotationError(_("THERE IS NO TABLE %(TABLE)S"), {"table": to_table})
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_21(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
        raise RotationError(_("There is no table %(table)s"), {"XXtableXX": to_table})
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_22(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
        raise RotationError(_("There is no table %(table)s"), {"TABLE": to_table})
    target = to_table - 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_23(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
    target = None
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_24(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
    target = to_table + 1
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_25(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
    target = to_table - 2
    if target == source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_26(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
    if target != source:
        return tables
    moved = [list(table) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_27(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
    moved = None
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_28(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
    moved = [list(None) for table in tables]
    del moved[source][place]
    moved[target].append(player)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_29(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
    moved[target].append(None)
    check_table_sizes([len(table) for table in moved])
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_30(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
    check_table_sizes(None)
    return tuple(tuple(table) for table in moved)


def x_move_player__mutmut_31(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
    return tuple(None)


def x_move_player__mutmut_32(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
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
    return tuple(tuple(None) for table in moved)

mutants_x_move_player__mutmut['_mutmut_orig'] = x_move_player__mutmut_orig # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_1'] = x_move_player__mutmut_1 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_2'] = x_move_player__mutmut_2 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_3'] = x_move_player__mutmut_3 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_4'] = x_move_player__mutmut_4 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_5'] = x_move_player__mutmut_5 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_6'] = x_move_player__mutmut_6 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_7'] = x_move_player__mutmut_7 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_8'] = x_move_player__mutmut_8 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_9'] = x_move_player__mutmut_9 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_10'] = x_move_player__mutmut_10 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_11'] = x_move_player__mutmut_11 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_12'] = x_move_player__mutmut_12 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_13'] = x_move_player__mutmut_13 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_14'] = x_move_player__mutmut_14 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_15'] = x_move_player__mutmut_15 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_16'] = x_move_player__mutmut_16 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_17'] = x_move_player__mutmut_17 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_18'] = x_move_player__mutmut_18 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_19'] = x_move_player__mutmut_19 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_20'] = x_move_player__mutmut_20 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_21'] = x_move_player__mutmut_21 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_22'] = x_move_player__mutmut_22 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_23'] = x_move_player__mutmut_23 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_24'] = x_move_player__mutmut_24 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_25'] = x_move_player__mutmut_25 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_26'] = x_move_player__mutmut_26 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_27'] = x_move_player__mutmut_27 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_28'] = x_move_player__mutmut_28 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_29'] = x_move_player__mutmut_29 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_30'] = x_move_player__mutmut_30 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_31'] = x_move_player__mutmut_31 # type: ignore # mutmut generated
mutants_x_move_player__mutmut['x_move_player__mutmut_32'] = x_move_player__mutmut_32 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_swap_players__mutmut)
def swap_players(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_orig(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_1(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = None
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_2(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(None, a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_3(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, None)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_4(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_5(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, )
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_6(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = None
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_7(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(None, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_8(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, None)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_9(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_10(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, )
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_11(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, b)
    swapped = None
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_12(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(None) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_13(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = None
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_14(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = None
    return tuple(tuple(table) for table in swapped)


def x_swap_players__mutmut_15(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(None)


def x_swap_players__mutmut_16(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(None) for table in swapped)

mutants_x_swap_players__mutmut['_mutmut_orig'] = x_swap_players__mutmut_orig # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_1'] = x_swap_players__mutmut_1 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_2'] = x_swap_players__mutmut_2 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_3'] = x_swap_players__mutmut_3 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_4'] = x_swap_players__mutmut_4 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_5'] = x_swap_players__mutmut_5 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_6'] = x_swap_players__mutmut_6 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_7'] = x_swap_players__mutmut_7 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_8'] = x_swap_players__mutmut_8 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_9'] = x_swap_players__mutmut_9 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_10'] = x_swap_players__mutmut_10 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_11'] = x_swap_players__mutmut_11 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_12'] = x_swap_players__mutmut_12 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_13'] = x_swap_players__mutmut_13 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_14'] = x_swap_players__mutmut_14 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_15'] = x_swap_players__mutmut_15 # type: ignore # mutmut generated
mutants_x_swap_players__mutmut['x_swap_players__mutmut_16'] = x_swap_players__mutmut_16 # type: ignore # mutmut generated
