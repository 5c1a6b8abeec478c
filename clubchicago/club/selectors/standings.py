"""Standings: who was credited with what over an evening or a season, in this one plain module.

Words (RULES.md "Net score, hundreds and fiches"):
- *position*: one chukker of the rotation table at one table. Only **closed** chukkers count: a
  chukker still in play credits nobody yet.
- *credit*: each player of the winning side gets +net, each loser -net, sitters-out nothing
  (``scoring.player_credits``), as raw points, hundreds (by the evening's 50 rule) and fiches
  (by the evening's fiche value).
- *total*: a player's credits summed over the positions they played, in the evening's *unit*
  (hundreds or fiches). The ranking is by that sum (seed 003: "classement par addition des
  fiches"); equal totals share a rank (1, 2, 2, 4).
- *average*: the total per position played. At a 6-player table players 5 and 6 play six
  positions and the others five, so the director may rank by the average instead.
- *season*: evenings may use different units, so a season's standings count every evening in
  hundreds (ranked by them) and show the fiches beside them.

Every function here takes an evening, a season or a table and runs a fixed, small number of
queries (``values()`` rows, no per-row lookups); everything else is plain Python, so the views,
the exports and the PDFs all read the same rows. Nothing here renders HTML.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum
from fractions import Fraction
from typing import TypedDict, TypeVar

from clubchicago.club.models import Chukker, Evening, Player, Season, TablePlayer
from scoring import NOTHING, Credit, player_credits

SEAT_COLUMNS = [f"{name}_id" for name in Chukker.SEAT_FIELDS.values()]
ONE_DECIMAL = Decimal("0.1")

# The rows ``rank`` fills in: dataclasses with a ``rank`` field.
R = TypeVar("R", "StandingRow", "SeasonRow")
# What rows are ranked by: a whole number, or (has played, exact average).
RankKey = int | tuple[bool, Fraction]


class Order(StrEnum):
    """What a ranking is by: the total, the total in fiches (seasons) or the average."""

    TOTAL = "total"
    FICHES = "fiches"
    AVERAGE = "average"

    @classmethod
    def parse(cls, value: str | None, allowed: Iterable[Order] | None = None) -> Order:
        """The order asked for in a query string, or the total for anything unknown."""
        choices = tuple(allowed or cls)
        for order in choices:
            if value == order.value:
                return order
        return cls.TOTAL


# -- ranking ------------------------------------------------------------------------------


def rank(rows: Iterable[R], key: Callable[[R], RankKey]) -> list[R]:
    """``rows`` best first by ``key`` (highest first), each with its shared rank: 1, 2, 2, 4.

    Rows with equal keys keep the order they came in (pass them sorted by name). Each row must be
    a dataclass with a ``rank`` field; the rows returned are copies with it filled in.
    """
    ordered = sorted(rows, key=key, reverse=True)
    ranked: list[R] = []
    previous: RankKey | None = None
    current = 0
    for index, row in enumerate(ordered, start=1):
        value = key(row)
        if value != previous:
            current, previous = index, value
        ranked.append(replace(row, rank=current))
    return ranked


def average(total: int, positions: int) -> Decimal | None:
    """``total`` per position to one decimal (half away from zero), or None before any play."""
    if not positions:
        return None
    exact = Decimal(total) / Decimal(positions)
    return exact.quantize(ONE_DECIMAL, rounding=ROUND_HALF_UP)


def _by_average(total: int, positions: int) -> tuple[bool, Fraction]:
    # Exact, so two averages that print alike but differ still rank apart; players who have not
    # played yet come last.
    return (positions > 0, Fraction(total, positions) if positions else Fraction(0))


# -- an evening ---------------------------------------------------------------------------


@dataclass(frozen=True)
class StandingRow:
    """One player's line in an evening's standings; ``total`` is in the evening's unit."""

    player_id: int
    name: str
    table: int | None
    number: int | None
    positions: int
    total: int
    raw: int
    credit: Credit = NOTHING
    rank: int = 0

    @property
    def average(self) -> Decimal | None:
        return average(self.total, self.positions)


class ClosedChukker(TypedDict):
    """A closed chukker as ``_closed_chukkers`` reads it: players by seat, totals, evening."""

    north_id: int
    east_id: int
    south_id: int
    west_id: int
    ns_total: int
    ew_total: int
    table__evening_id: int


def _closed_chukkers(**filters: Evening | Season) -> list[ClosedChukker]:
    return list(
        Chukker.objects.filter(closed_at__isnull=False, **filters).values(
            *SEAT_COLUMNS, "ns_total", "ew_total", "table__evening_id"
        )
    )


def _credits_of(chukker: ClosedChukker, half: str, fiche_value: int) -> dict[int, Credit]:
    return player_credits(
        (chukker["north_id"], chukker["south_id"]),
        (chukker["east_id"], chukker["west_id"]),
        chukker["ns_total"],
        chukker["ew_total"],
        half=half,
        fiche_value=fiche_value,
    )


def _missing_names(known: dict[int, str], player_ids: Iterable[int]) -> dict[int, str]:
    """Names of players credited but no longer seated (moved by the director): one query."""
    missing = set(player_ids) - set(known)
    if not missing:
        return {}
    return dict(Player.objects.filter(pk__in=missing).values_list("pk", "name"))


def _tally(
    chukkers: Iterable[ClosedChukker], rules: Callable[[ClosedChukker], tuple[str, int]]
) -> tuple[dict[int, Credit], dict[int, int]]:
    """Each player's summed credit and positions played over ``chukkers``.

    ``rules(chukker)`` gives the half rule and fiche value of the chukker's evening.
    """
    credits: dict[int, Credit] = defaultdict(Credit)
    positions: dict[int, int] = defaultdict(int)
    for chukker in chukkers:
        half, fiche_value = rules(chukker)
        for player_id, credit in _credits_of(chukker, half, fiche_value).items():
            credits[player_id] += credit
            positions[player_id] += 1
    return credits, positions


def evening_standings(evening: Evening, order: Order | str = Order.TOTAL) -> list[StandingRow]:
    """Every player seated at ``evening``, ranked by total (or average) over closed chukkers.

    Two queries: the evening's seats with names, and its closed chukkers' players and totals.
    """
    places = list(
        TablePlayer.objects.filter(evening=evening)
        .order_by("player__name", "player_id")
        .values_list("player_id", "player__name", "table__number", "number")
    )
    names = {player_id: name for player_id, name, _table, _number in places}
    seats = {player_id: (table, number) for player_id, _name, table, number in places}
    credits, positions = _tally(
        _closed_chukkers(table__evening=evening),
        lambda _chukker: (evening.half, evening.fiche_value),
    )
    names.update(_missing_names(names, credits))
    rows = [
        StandingRow(
            player_id=player_id,
            name=name,
            table=seats.get(player_id, (None, None))[0],
            number=seats.get(player_id, (None, None))[1],
            positions=positions[player_id],
            total=evening.shown(credits[player_id]),
            raw=credits[player_id].raw,
            credit=credits[player_id],
        )
        for player_id, name in sorted(names.items(), key=lambda item: item[1].casefold())
    ]
    if Order.parse(order) is Order.AVERAGE:
        return rank(rows, key=lambda row: _by_average(row.total, row.positions))
    return rank(rows, key=lambda row: row.total)


# -- a season -----------------------------------------------------------------------------


@dataclass(frozen=True)
class SeasonRow:
    """One player's line over a season: every evening counted in hundreds, fiches beside."""

    player_id: int
    name: str
    evenings: int
    positions: int
    hundreds: int
    fiches: int
    raw: int
    rank: int = 0

    @property
    def average(self) -> Decimal | None:
        """Hundreds per position played."""
        return average(self.hundreds, self.positions)


@dataclass(frozen=True)
class SeasonStandings:
    rows: list[SeasonRow]
    evenings: int  # evenings in the season
    published: bool  # every evening of the season is published (and there is one)


def season_standings(season: Season, order: Order | str = Order.TOTAL) -> SeasonStandings:
    """Cumulative standings over the season's evenings. Three queries whatever its length."""
    evenings = {
        row["pk"]: row
        for row in Evening.objects.filter(season=season).values(
            "pk", "half", "fiche_value", "published"
        )
    }
    attended: dict[int, set[int]] = defaultdict(set)
    names: dict[int, str] = {}
    for evening_id, player_id, name in TablePlayer.objects.filter(
        evening__season=season
    ).values_list("evening_id", "player_id", "player__name"):
        attended[player_id].add(evening_id)
        names[player_id] = name

    def rules(chukker: ClosedChukker) -> tuple[str, int]:
        evening = evenings[chukker["table__evening_id"]]
        return evening["half"], evening["fiche_value"]

    credits, positions = _tally(_closed_chukkers(table__evening__season=season), rules)
    names.update(_missing_names(names, credits))
    rows = [
        SeasonRow(
            player_id=player_id,
            name=name,
            evenings=len(attended[player_id]),
            positions=positions[player_id],
            hundreds=credits[player_id].hundreds,
            fiches=credits[player_id].fiches,
            raw=credits[player_id].raw,
        )
        for player_id, name in sorted(names.items(), key=lambda item: item[1].casefold())
    ]
    chosen = Order.parse(order)
    if chosen is Order.AVERAGE:
        ranked = rank(rows, key=lambda row: _by_average(row.hundreds, row.positions))
    elif chosen is Order.FICHES:
        ranked = rank(rows, key=lambda row: row.fiches)
    else:
        ranked = rank(rows, key=lambda row: row.hundreds)
    published = bool(evenings) and all(row["published"] for row in evenings.values())
    return SeasonStandings(rows=ranked, evenings=len(evenings), published=published)


def season_is_public(season: Season) -> bool:
    """A season is public once it has evenings and every one is published (one query)."""
    flags = list(Evening.objects.filter(season=season).values_list("published", flat=True))
    return bool(flags) and all(flags)
