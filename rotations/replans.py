"""The changes of seating the director asks for, as the seating each leads to
(docs/rules.md#changes-during-the-evening).

Words (as in ``rotations.moves``): a *seating* is a tuple of tables, each a tuple of player ids
in number order; a player present but at no table is *unseated*. A ``Request`` is one change the
director asks for on the Seating page, of a ``RequestKind``; ``seating_after`` says what the
seating would be once it is made, or refuses it with a ``RotationError`` the director can act on.
What the change does to each table's plan is ``rotations.lineups``'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from rotations.errors import RotationError, _
from rotations.moves import Seating, join, leave, merge, move_player, replace, split, swap_players


class RequestKind(StrEnum):
    """What a ``Request`` asks for (its fields named as each kind reads them)."""

    MOVE = "move"  # ``player`` to table ``table`` (a seated player moves; an unseated one joins)
    SWAP = "swap"  # ``first`` and ``second`` exchange places (one unseated: a substitute)
    LEAVE = "leave"  # ``player`` leaves their table
    REPLACE = "replace"  # ``by`` (unseated, or lent by a table of 5 or 6) takes ``player``'s place
    MERGE = "merge"  # table ``other``'s players join table ``table``, ``players`` leaving
    SPLIT = "split"  # a new table of ``players`` (from table ``table``, and unseated ones)
    # ``player``, who left earlier tonight, joins table ``table`` again (on purpose: no other
    # change seats a player who left)
    BACK = "back"


@dataclass(frozen=True)
class Request:
    """A change the director asks for on the Seating page, by ``kind`` (a ``RequestKind``, or its
    value: it is read as the kind):

    - ``move``: ``player`` to table ``table`` (a seated player moves; an unseated one joins);
    - ``swap``: ``first`` and ``second`` exchange places (one of them unseated: a substitute);
    - ``leave``: ``player`` leaves their table;
    - ``replace``: ``by`` (unseated, or lent by a table of 5 or 6) takes ``player``'s place;
    - ``merge``: table ``other``'s players join table ``table``, ``players`` leaving meanwhile;
    - ``split``: a new table of ``players`` (from table ``table``, and unseated ones);
    - ``back``: ``player``, who left earlier tonight, joins table ``table`` again (on purpose:
      no other change seats a player who left).
    """

    kind: str
    player: int | None = None
    first: int | None = None
    second: int | None = None
    by: int | None = None
    table: int | None = None
    other: int | None = None
    players: tuple[int, ...] = ()

    KINDS: ClassVar[tuple[str, ...]] = tuple(kind.value for kind in RequestKind)

    def __post_init__(self) -> None:
        # A ValueError for a kind that is none (a caller's mistake, never the director's).
        object.__setattr__(self, "kind", RequestKind(self.kind))

    def mentioned(self) -> list[int]:
        """The players the request names, in the order of its fields."""
        ids = [self.player, self.first, self.second, self.by, *self.players]
        return [pk for pk in ids if pk is not None]


def seating_after(seating: Seating[int], request: Request) -> Seating[int]:
    """The seating once ``request`` is made; a ``RotationError`` if the director must change it,
    a ``ValueError`` if a field its kind reads is missing."""
    seated = {player for table in seating for player in table}
    kind = request.kind
    if kind is RequestKind.MOVE and request.player is not None and request.table is not None:
        if request.player in seated:
            return move_player(seating, request.player, request.table)
        return join(seating, request.player, request.table)
    if kind is RequestKind.SWAP and request.first is not None and request.second is not None:
        first, second = request.first, request.second
        if first == second:
            raise RotationError(_("Choose two different players to swap."))
        if first in seated and second in seated:
            return swap_players(seating, first, second)
        if first in seated or second in seated:
            out, into = (first, second) if first in seated else (second, first)
            return replace(seating, out, into)
        raise RotationError(_("Neither player is seated at a table."))
    if kind is RequestKind.LEAVE and request.player is not None:
        return leave(seating, request.player)
    if kind is RequestKind.BACK and request.player is not None and request.table is not None:
        if request.player in seated:
            raise RotationError(_("This player is seated at a table already."))
        return join(seating, request.player, request.table)
    if kind is RequestKind.REPLACE and request.player is not None and request.by is not None:
        return replace(seating, request.player, request.by)
    if kind is RequestKind.MERGE and request.table is not None and request.other is not None:
        return merge(seating, request.table, request.other, request.players)
    if kind is RequestKind.SPLIT and request.table is not None:
        source = seating[request.table - 1] if 1 <= request.table <= len(seating) else ()
        moving = [p for p in request.players if p in source]
        arriving = [p for p in request.players if p not in source]
        return split(seating, request.table, moving, arriving)
    raise ValueError(f"an incomplete seating request: {request!r}")
