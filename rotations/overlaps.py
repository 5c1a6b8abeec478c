"""Never a player at two tables at once (docs/rules.md#one-table-at-a-time).

Tables play their chukkers each at its own pace, so chukker 4 of table 1 and chukker 4 of
table 3 may be played at the same time, or one after the other. A player who moves between
tables during the evening must never be seated in two chukkers that are, or can be, in play at
the same time. This module holds that rule, with no Django: the site describes each table's
chukkers as ``TableChukker`` values and asks.

Words used here:

- **status** of a chukker (``Status``): *over* (closed, its score stands), *in play* (a deal
  was entered, it is not closed), *next* (its table's next chukker: nothing is in play at the
  table and it has not begun) or *later* (planned after the table's next chukker).
- **players** of a chukker: the four seated in it (the players of a table of 5 or 6 who sit it
  out are not in it). For a chukker that has begun, the seats it was dealt with; for one to
  come, the seats its table's plan gives it.
- **lineup**: a number ordering the lineups that play the chukkers (``rotations.lineups``):
  each change of seating makes new lineups, later ones, so of two chukkers at two tables that
  seat the same player, the one of the earlier lineup comes first in that player's evening.
- **waits**: a chukker cannot begin while one of its players is in a chukker in play at another
  table, or still has to play, at another table, a chukker of an earlier lineup (the chukker
  they play before they move): it *waits for* those chukkers to be over.
- **overlap**: a player in two chukkers of two tables that are, or were, in play at the same
  time. It must never happen; ``overlaps`` finds any.

Because a chukker only ever waits for chukkers in play (which never wait) or for chukkers of an
earlier lineup, waiting never goes round in a circle: every table can always go on, perhaps
after another table's chukker is over (``stuck`` finds any chukker that never could).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

P = TypeVar("P", bound=Hashable)


class Status(Enum):
    """Where a chukker stands (see the module's words)."""

    OVER = "over"
    IN_PLAY = "in play"
    NEXT = "next"
    LATER = "later"

    @property
    def begun(self) -> bool:
        return self in (Status.OVER, Status.IN_PLAY)


@dataclass(frozen=True)
class TableChukker(Generic[P]):
    """Chukker ``number`` of table ``table``, its ``status`` and the four ``players`` in it.

    ``lineup`` orders the lineup that plays it (higher: made by a later change). ``began`` and
    ``ended`` are when it began and was closed, in any one unit of time (seconds), when known:
    ``overlaps`` compares them for chukkers that are over.
    """

    table: int
    number: int
    status: Status
    players: frozenset[P]
    lineup: int = 0
    began: float | None = None
    ended: float | None = None

    def __post_init__(self) -> None:
        if self.number < 1:
            raise ValueError(f"chukker number {self.number} is below 1")


@dataclass(frozen=True)
class Overlap(Generic[P]):
    """``player`` seated in ``first`` and ``second``, two chukkers of two tables in play at the
    same time (``first`` the one of the lower table number)."""

    player: P
    first: TableChukker[P]
    second: TableChukker[P]


@dataclass(frozen=True)
class Wait(Generic[P]):
    """A chukker waits for ``chukker`` (at another table) to be over, because of ``player``:
    ``playing`` if they are in it now, else it is a chukker they play first."""

    player: P
    chukker: TableChukker[P]

    @property
    def playing(self) -> bool:
        return self.chukker.status is Status.IN_PLAY


def _same_time(a: TableChukker[P], b: TableChukker[P]) -> bool:
    """Whether two chukkers that have begun were in play at the same time: both in play now, or
    their times (an open chukker's runs on to now) cross."""
    if not (a.status.begun and b.status.begun):
        return False
    if a.status is Status.IN_PLAY and b.status is Status.IN_PLAY:
        return True
    if a.began is None or b.began is None:
        return False  # no times to compare (an evening imported from a file)
    a_end = a.ended if a.status is Status.OVER else None
    b_end = b.ended if b.status is Status.OVER else None
    if (a.status is Status.OVER and a_end is None) or (b.status is Status.OVER and b_end is None):
        return False
    return (b_end is None or a.began < b_end) and (a_end is None or b.began < a_end)


def overlaps(chukkers: Iterable[TableChukker[P]]) -> list[Overlap[P]]:
    """Every player seated in two chukkers of two tables that are, or were, in play at the same
    time, by table and chukker numbers. Empty is the rule kept."""
    by_player: dict[P, list[TableChukker[P]]] = {}
    for chukker in chukkers:
        if chukker.status.begun:
            for player in chukker.players:
                by_player.setdefault(player, []).append(chukker)
    found: list[Overlap[P]] = []
    for player, played in by_player.items():
        ordered = sorted(played, key=lambda c: (c.table, c.number))
        for index, first in enumerate(ordered):
            for second in ordered[index + 1 :]:
                if first.table != second.table and _same_time(first, second):
                    found.append(Overlap(player, first, second))
    return sorted(found, key=lambda o: (o.first.table, o.first.number, o.second.table))


def waits_for(chukker: TableChukker[P], chukkers: Iterable[TableChukker[P]]) -> list[Wait[P]]:
    """What ``chukker`` (one that has not begun) waits for before it can begin: for each of its
    players, any chukker of another table that seats them and is in play, or has not begun and
    belongs to an earlier lineup (they play it before they move). Empty: it can begin."""
    waits: list[Wait[P]] = []
    for other in chukkers:
        if other.table == chukker.table or other.status is Status.OVER:
            continue
        if other.status is not Status.IN_PLAY and other.lineup >= chukker.lineup:
            continue
        for player in sorted(chukker.players & other.players, key=repr):
            waits.append(Wait(player, other))
    return sorted(waits, key=lambda w: (w.chukker.table, w.chukker.number, repr(w.player)))


def can_begin(chukker: TableChukker[P], chukkers: Iterable[TableChukker[P]]) -> bool:
    """Whether ``chukker``, its table's next, can begin now (nothing it waits for)."""
    return chukker.status is Status.NEXT and not waits_for(chukker, chukkers)


def stuck(chukkers: Sequence[TableChukker[P]]) -> list[TableChukker[P]]:
    """The tables' next chukkers that could never begin, however the others play on: those
    that wait, directly or through the chukkers they wait for, for themselves. Always empty when
    the lineups are ordered as the module says; a check for the tests and the command."""
    pending = {(c.table, c.number): c for c in chukkers if not c.status.begun}
    by_player: dict[P, list[TableChukker[P]]] = {}
    for chukker in chukkers:
        for player in chukker.players:
            by_player.setdefault(player, []).append(chukker)
    # What each waits for, read once: only the chukkers that share one of its players.
    waits = {
        key: waits_for(chukker, {id(o): o for p in chukker.players for o in by_player[p]}.values())
        for key, chukker in pending.items()
    }
    free: set[tuple[int, int]] = set()
    changed = True
    while changed:  # a chukker is free once everything it waits for is in play or free
        changed = False
        for key, chukker in pending.items():
            if key in free:
                continue
            if all(
                w.playing or (w.chukker.table, w.chukker.number) in free for w in waits[key]
            ) and _earlier_free(chukker, pending, free):
                free.add(key)
                changed = True
    return [c for key, c in sorted(pending.items()) if c.status is Status.NEXT and key not in free]


def _earlier_free(
    chukker: TableChukker[P],
    pending: Mapping[tuple[int, int], TableChukker[P]],
    free: set[tuple[int, int]],
) -> bool:
    """A later chukker begins only after its table's earlier ones: the one before it must be
    free first (or have begun, or be none of the table's)."""
    before = (chukker.table, chukker.number - 1)
    return before not in pending or before in free


def playing(chukkers: Iterable[TableChukker[P]], *, besides: int) -> dict[P, TableChukker[P]]:
    """The players in a chukker in play at a table other than table ``besides``."""
    return {
        player: chukker
        for chukker in chukkers
        if chukker.status is Status.IN_PLAY and chukker.table != besides
        for player in chukker.players
    }


def first_chukker(next_chukker: int, playing_elsewhere: bool) -> int:
    """From which chukker of a table a player who joins it can play, given the table's next
    chukker (the first not begun) and whether the player is still playing a chukker at another
    table: not the next one, which may begin before that chukker is over and is planned without
    them, but the one after (docs/rules.md#one-table-at-a-time). A player who is not playing
    elsewhere (sitting out, not seated, or their chukker closed) joins from the next."""
    if next_chukker < 1:
        raise ValueError(f"chukker number {next_chukker} is below 1")
    return next_chukker + 1 if playing_elsewhere else next_chukker


def joins_from(
    table: int,
    next_chukker: int,
    arriving: Iterable[P],
    chukkers: Iterable[TableChukker[P]],
) -> tuple[int, tuple[P, ...]]:
    """The first chukker of table ``table``'s new lineup when ``arriving`` players join it, and
    those of them who delay it (still playing a chukker at another table, by ``repr`` order)."""
    now = playing(chukkers, besides=table)
    delaying = tuple(sorted((p for p in set(arriving) if p in now), key=repr))
    return first_chukker(next_chukker, bool(delaying)), delaying
