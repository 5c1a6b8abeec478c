"""Club points as pages, exports and the API show them (docs/rules.md#club-points).

Words (as in ``services.club_points``): a published, final evening holds each ranked player's
*place* and *points*; a *season's* points are a player's points summed over its evenings, a
*year's* over the evenings of one calendar year (1 January to 31 December, by the evening's
date). Points exist only for published evenings, so everything here is public.

Each function runs one query.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass

from django.db.models import Count, OuterRef, Subquery, Sum

from clubchicago.club.models import ClubPoints, Evening, Player, Season
from clubchicago.club.selectors.standings import EveningStandings


@dataclass(frozen=True)
class PointsRow:
    """One player's club points over a season or a year, ranked by them (1, 2, 2, 4)."""

    player_id: int
    name: str
    licence_number: str
    evenings: int  # evenings that awarded the player a place
    points: int
    rank: int


@dataclass(frozen=True)
class PointsLine:
    """A ranked player of an evening (or a season): place, total and club points, with the
    licence number a federation knows them by (docs/rules.md#usebio)."""

    player_id: int
    name: str
    licence_number: str
    place: int
    tied: bool  # shares the place with another player
    total: int  # an evening: the total in its unit; a season: the points
    points: int


def _tied(places: list[int]) -> Counter[int]:
    return Counter(places)


def evening_lines(evening: Evening, standings: EveningStandings) -> tuple[PointsLine, ...]:
    """The ranked players of ``evening`` (its ``standings``), best first, with their licence
    numbers and the club points they were awarded (0 until awarded). One query."""
    ranked = [(row, row.rank) for row in standings.rows if row.rank is not None]
    awarded = ClubPoints.objects.filter(evening=evening, player=OuterRef("pk")).values("points")
    found = {
        pk: (licence, points)
        for pk, licence, points in Player.objects.filter(
            pk__in=[row.player_id for row, _ in ranked]
        )
        .annotate(awarded=Subquery(awarded[:1]))
        .values_list("pk", "licence_number", "awarded")
    }
    tied = _tied([place for _row, place in ranked])
    return tuple(
        PointsLine(
            player_id=row.player_id,
            name=row.name,
            licence_number=found.get(row.player_id, ("", None))[0],
            place=place,
            tied=tied[place] > 1,
            total=row.total,
            points=found.get(row.player_id, ("", None))[1] or 0,
        )
        for row, place in ranked
    )


def season_lines(season: Season) -> tuple[PointsLine, ...]:
    """``season_points`` as lines: each player's points are both their total and their award."""
    rows = season_points(season)
    tied = _tied([row.rank for row in rows])
    return tuple(
        PointsLine(
            player_id=row.player_id,
            name=row.name,
            licence_number=row.licence_number,
            place=row.rank,
            tied=tied[row.rank] > 1,
            total=row.points,
            points=row.points,
        )
        for row in rows
    )


@dataclass(frozen=True)
class PlayerPoints:
    """A player's club points: at each evening, and summed by calendar year (newest first)."""

    by_evening: dict[int, int]
    by_year: tuple[tuple[int, int], ...]

    def season_total(self, evening_ids: list[int]) -> int:
        return sum(self.by_evening.get(pk, 0) for pk in evening_ids)


def player_points(player: Player) -> PlayerPoints:
    """Every club point ``player`` earned, by evening and by year (one query)."""
    by_evening: dict[int, int] = {}
    by_year: dict[int, int] = defaultdict(int)
    for evening_id, date, points in ClubPoints.objects.filter(player=player).values_list(
        "evening_id", "evening__date", "points"
    ):
        by_evening[evening_id] = points
        by_year[date.year] += points
    return PlayerPoints(by_evening, tuple(sorted(by_year.items(), reverse=True)))


def _ranked(rows: list[tuple[int, str, str, int, int]]) -> list[PointsRow]:
    """Rows of (player, name, licence, evenings, points), most points first, then by name."""
    ordered = sorted(rows, key=lambda row: (-row[4], row[1], row[0]))
    ranked: list[PointsRow] = []
    for index, (player_id, name, licence, evenings, points) in enumerate(ordered):
        shared = ranked and ranked[-1].points == points
        rank = ranked[-1].rank if shared else index + 1
        ranked.append(PointsRow(player_id, name, licence, evenings, points, rank))
    return ranked


def _points_table(**filters: object) -> list[PointsRow]:
    rows = (
        ClubPoints.objects.filter(**filters)
        .order_by()
        .values("player_id", "player__name", "player__licence_number")
        .annotate(total=Sum("points"), evenings=Count("pk"))
    )
    return _ranked(
        [
            (
                row["player_id"],
                row["player__name"],
                row["player__licence_number"],
                row["evenings"],
                row["total"],
            )
            for row in rows
        ]
    )


def season_points(season: Season) -> list[PointsRow]:
    """Each player's club points over ``season``'s published evenings, most first."""
    return _points_table(evening__season=season)


def year_points(year: int) -> list[PointsRow]:
    """Each player's club points over the published evenings of calendar year ``year``."""
    return _points_table(evening__date__year=year)
