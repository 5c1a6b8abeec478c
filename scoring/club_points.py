"""Club points: what an evening's final ranking earns each player (docs/rules.md#club-points).

Words:
- *field*: the players listed in the evening's final ranking (ranked or not), the number the
  scale is read by;
- *scale*: rows "from N players: points for 1st, 2nd, ..."; the row of a field is the one with
  the largest N not above the field's size; a field smaller than every row earns nothing, and a
  place beyond its row's points earns nothing;
- *place*: a ranked player's rank (1, 2, 2, 4: players who tie share a rank); an unranked player
  (fewer positions than the minimum) has no place and earns nothing;
- *tie*: the k players who share rank r cover places r to r+k-1, and each earns the average of
  those places' points, rounded to the nearest whole point, an exact half up (so players who tie
  never earn less than the lowest place they cover).

The scale's text form, as the director types it: one row a line, ``4: 4 2 1`` (from 4 players,
4 for 1st, 2 for 2nd, 1 for 3rd). ``parse_scale`` reads it and raises ``ScoringError`` for what a
person can fix; ``PointsScale`` itself refuses a malformed scale with ``ValueError`` (a bug).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import pairwise
from math import floor
from typing import TypeGuard

from scoring.errors import ScoringError, _

# Far beyond any club's field or award, so that a typo cannot store a number of 40 digits.
MOST_PLAYERS = 1000
MOST_POINTS = 10_000
MOST_ROWS = 50
MOST_PLACES = 100

_LINE = _(
    "Line %(line)s: write the number of players, a colon, then the points for 1st, 2nd, ... "
    "separated by spaces, such as “8: 6 4 2 1” (not “%(text)s”)."
)
_NUMBER = _("Line %(line)s: “%(value)s” is not a whole number of points.")
_NEGATIVE = _("Line %(line)s: points cannot be negative (%(value)s).")
_PLAYERS = _("Line %(line)s: the number of players must be a whole number from 1 to %(most)s.")
_TOO_MANY_POINTS = _("Line %(line)s: at most %(most)s points for one place.")
_TOO_MANY_PLACES = _("Line %(line)s: at most %(most)s places.")
_TOO_MANY_ROWS = _("At most %(most)s lines.")
_REPEATED = _("Line %(line)s: a line for %(players)s players is already given.")
_INCREASING = _("Line %(line)s: a place cannot earn more points than the place above it.")
_NO_POINTS = _("Line %(line)s: give the points of at least the first place.")


@dataclass(frozen=True)
class ScaleRow:
    """From ``players`` players on: ``points[0]`` for 1st, ``points[1]`` for 2nd, ..."""

    players: int
    points: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.players < 1 or not self.points or any(p < 0 for p in self.points):
            raise ValueError(f"not a scale row: {self.players}: {self.points}")


@dataclass(frozen=True)
class PointsScale:
    """The club's award scale: its rows, by number of players, smallest first."""

    rows: tuple[ScaleRow, ...]

    def __post_init__(self) -> None:
        sizes = [row.players for row in self.rows]
        if sizes != sorted(set(sizes)):
            raise ValueError(f"scale rows not in order of players: {sizes}")

    def points_for(self, field: int) -> tuple[int, ...]:
        """The points of each place in a field of ``field`` players (empty: nobody earns)."""
        chosen: tuple[int, ...] = ()
        for row in self.rows:
            if row.players <= field:
                chosen = row.points
        return chosen

    def as_text(self) -> str:
        """The scale as the director types it (``parse_scale`` reads it back)."""
        return "\n".join(
            f"{row.players}: {' '.join(str(p) for p in row.points)}" for row in self.rows
        )

    def as_data(self) -> list[dict[str, object]]:
        """The scale as stored (JSON): ``[{"players": 4, "points": [4, 2, 1]}, ...]``."""
        return [{"players": row.players, "points": list(row.points)} for row in self.rows]

    @classmethod
    def from_data(cls, data: object) -> PointsScale:
        """The scale stored by ``as_data``; ``ValueError`` for anything else."""
        if not isinstance(data, list):
            raise ValueError("a scale is a list of rows")
        rows = []
        for item in data:
            if not isinstance(item, dict):
                raise ValueError("a scale row is an object")
            players, points = item.get("players"), item.get("points")
            if not _whole(players) or not isinstance(points, list):
                raise ValueError("a scale row has players and points")
            numbers = [p for p in points if _whole(p)]
            if len(numbers) != len(points):
                raise ValueError("points are whole numbers")
            rows.append(ScaleRow(players, tuple(numbers)))
        return cls(tuple(sorted(rows, key=lambda row: row.players)))


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


# The default scale (docs/rules.md#club-points): a small table's evening earns its winner 4, and
# the points grow with the field, every second player or so earning something.
DEFAULT_SCALE = PointsScale(
    (
        ScaleRow(4, (4, 2, 1)),
        ScaleRow(8, (6, 4, 3, 2, 1)),
        ScaleRow(12, (8, 6, 5, 4, 3, 2, 1)),
        ScaleRow(20, (10, 8, 7, 6, 5, 4, 3, 2, 1)),
    )
)


def parse_scale(text: str) -> PointsScale:
    """The scale the director typed, one row a line (``8: 6 4 2 1``); blank lines are skipped.

    Raises ``ScoringError`` naming the line at fault: not a row, points that are not whole
    numbers or are negative, a number of players given twice, a place earning more than the one
    above it. An empty text is the empty scale: nobody earns club points.
    """
    rows: dict[int, ScaleRow] = {}
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), start=1)]
    lines = [(n, line) for n, line in lines if line]
    if len(lines) > MOST_ROWS:
        raise ScoringError(_TOO_MANY_ROWS, most=MOST_ROWS)
    for number, line in lines:
        row = _parse_row(number, line)
        if row.players in rows:
            raise ScoringError(_REPEATED, line=number, players=row.players)
        rows[row.players] = row
    return PointsScale(tuple(rows[size] for size in sorted(rows)))


def _parse_row(number: int, line: str) -> ScaleRow:
    head, colon, tail = line.partition(":")
    if not colon:
        raise ScoringError(_LINE, line=number, text=line[:40])
    head = head.strip()
    if not head.isascii() or not head.isdigit() or not 1 <= int(head) <= MOST_PLAYERS:
        raise ScoringError(_PLAYERS, line=number, most=MOST_PLAYERS)
    values = tail.replace(",", " ").replace(";", " ").split()
    if not values:
        raise ScoringError(_NO_POINTS, line=number)
    if len(values) > MOST_PLACES:
        raise ScoringError(_TOO_MANY_PLACES, line=number, most=MOST_PLACES)
    points = []
    for value in values:
        body = value[1:] if value[:1] in "+-" else value
        if not body.isascii() or not body.isdigit():
            raise ScoringError(_NUMBER, line=number, value=value[:20])
        if value.startswith("-") and int(body):
            raise ScoringError(_NEGATIVE, line=number, value=value)
        if int(body) > MOST_POINTS:
            raise ScoringError(_TOO_MANY_POINTS, line=number, most=MOST_POINTS)
        points.append(int(body))
    if any(lower > upper for upper, lower in pairwise(points)):
        raise ScoringError(_INCREASING, line=number)
    return ScaleRow(int(head), tuple(points))


def shared_points(points: Sequence[int], place: int, tied: int) -> int:
    """What each of ``tied`` players sharing rank ``place`` earns from a row's ``points``.

    The average of the points of places ``place`` to ``place + tied - 1`` (a place beyond the
    row earns 0), to the nearest whole point, an exact half up.
    """
    if place < 1 or tied < 1:
        raise ValueError(f"not a place: {place} shared by {tied}")
    covered = [points[i] if i < len(points) else 0 for i in range(place - 1, place - 1 + tied)]
    return floor(Fraction(sum(covered), tied) + Fraction(1, 2))


def award(ranks: Sequence[int | None], scale: PointsScale) -> list[int]:
    """The club points of each player of an evening's final ranking, in the order given.

    ``ranks``: every listed player's rank (None: listed, not ranked); the field is all of them.
    """
    points = scale.points_for(len(ranks))
    tied = Counter(rank for rank in ranks if rank is not None)
    return [0 if rank is None else shared_points(points, rank, tied[rank]) for rank in ranks]
