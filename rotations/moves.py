"""Manual changes to a seating after the draw, and during the evening: moving one player,
swapping two, a late arrival joining a table, a player leaving, two tables merged, a table
split (docs/rules.md#changes-during-the-evening).

Words used here:

- **seating**: a tuple of tables, each a tuple of player ids (see `rotations.draw`). A table
  with no players has **stopped** (its players went to another table in a merge): it keeps its
  number, and no change gives it players again.
- **table number**: 1, 2, ... as the director sees them; ``to_table`` and messages use it.
- **player number**: a player's place at their table, 1..N, given by the tuple order. Once a
  table has started, the numbers of its next lineup are chosen by ``rotations.lineups``; the
  order here then only says who takes whose place when the table keeps its size.
- **unseated**: a player present but at no table (a late arrival, a reserve, a leaver).

Functions here never change their arguments; they return a new seating. Every table left
with players has 4, 5 or 6 of them, or the change is refused.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

from rotations.draw import check_no_duplicates
from rotations.errors import RotationError, _
from rotations.tables import TABLE_SIZES

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
    check_seated_sizes(moved)
    return tuple(tuple(table) for table in moved)


def swap_players(tables: Seating[P], a: P, b: P) -> Seating[P]:
    """Exchange the places (table and player number) of players ``a`` and ``b``."""
    a_table, a_place = _locate(tables, a)
    b_table, b_place = _locate(tables, b)
    swapped = [list(table) for table in tables]
    swapped[a_table][a_place] = b
    swapped[b_table][b_place] = a
    return tuple(tuple(table) for table in swapped)


def check_seated_sizes(tables: Sequence[Sequence[P]]) -> None:
    """Raise `RotationError` naming the first table (1-based) left with players but not 4, 5
    or 6 of them; a table with none has stopped."""
    for number, table in enumerate(tables, start=1):
        if table and len(table) not in TABLE_SIZES:
            raise RotationError(
                _("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6"),
                {"table": number, "size": len(table)},
            )


def _check_table(tables: Seating[P], number: object) -> int:
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(tables):
        raise RotationError(_("There is no table %(table)s"), {"table": number})
    return number - 1


def _check_unseated(tables: Seating[P], player: P) -> None:
    if any(player in table for table in tables):
        raise RotationError(_("%(player)s is already seated at a table"), {"player": player})


def join(tables: Seating[P], player: P, to_table: int) -> Seating[P]:
    """An unseated ``player`` (a late arrival, a reserve) joins table ``to_table``, which plays
    on one player larger (a table of 4 becomes 5, of 5 becomes 6)."""
    target = _check_table(tables, to_table)
    _check_unseated(tables, player)
    if not tables[target]:
        raise RotationError(_("Table %(table)s has stopped"), {"table": to_table})
    joined = [list(table) for table in tables]
    joined[target].append(player)
    check_seated_sizes(joined)
    return tuple(tuple(table) for table in joined)


def leave(tables: Seating[P], player: P) -> Seating[P]:
    """``player`` leaves their table, which plays on one player smaller (a table of 4 cannot:
    refused naming the table)."""
    source, place = _locate(tables, player)
    left = [list(table) for table in tables]
    del left[source][place]
    check_seated_sizes(left)
    return tuple(tuple(table) for table in left)


def replace(tables: Seating[P], leaving: P, by: P) -> Seating[P]:
    """``by`` takes the place (table and number) of ``leaving``, who is then unseated.

    ``by`` is a substitute (present and unseated), or a player lent by a table of 5 or 6, which
    plays on one player smaller: a table of 4 that loses a player keeps everyone playing.
    """
    target, _place = _locate(tables, leaving)
    if by == leaving:
        raise RotationError(_("Choose two different players."))
    replaced = [[p for p in table if p != by] for table in tables]
    replaced[target][replaced[target].index(leaving)] = by
    check_seated_sizes(replaced)
    return tuple(tuple(table) for table in replaced)


def merge(tables: Seating[P], into: int, other: int, leaving: Sequence[P] = ()) -> Seating[P]:
    """Table ``other``'s players join table ``into`` and ``other`` stops; ``leaving`` (players of
    either table) leave at the same time: two tables of 4 that each lose a player make one table
    of 6."""
    target, source = _check_table(tables, into), _check_table(tables, other)
    if target == source:
        raise RotationError(_("Choose two different tables to merge."))
    if not tables[target] or not tables[source]:
        stopped = into if not tables[target] else other
        raise RotationError(_("Table %(table)s has stopped"), {"table": stopped})
    gone = set(leaving)
    for player in leaving:
        if player not in tables[target] and player not in tables[source]:
            raise RotationError(_("%(player)s does not sit at either table"), {"player": player})
    merged = [list(table) for table in tables]
    merged[target] = [p for p in (*tables[target], *tables[source]) if p not in gone]
    merged[source] = []
    check_seated_sizes(merged)
    return tuple(tuple(table) for table in merged)


def split(
    tables: Seating[P], table: int, moving: Sequence[P], arriving: Sequence[P] = ()
) -> Seating[P]:
    """A new table (the next number) of ``moving`` (players of table ``table``) and
    ``arriving`` (unseated players): a table of 6 and two late arrivals make two tables of 4."""
    source = _check_table(tables, table)
    check_no_duplicates([*moving, *arriving])
    for player in moving:
        if player not in tables[source]:
            raise RotationError(
                _("%(player)s does not sit at table %(table)s"),
                {"player": player, "table": table},
            )
    for player in arriving:
        _check_unseated(tables, player)
    kept = tuple(p for p in tables[source] if p not in set(moving))
    new = (*tables[:source], kept, *tables[source + 1 :], (*moving, *arriving))
    check_seated_sizes(new)
    return tuple(tuple(t) for t in new)
