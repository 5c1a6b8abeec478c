"""The federation's pages: a player's results across clubs, and the ranking of club points.

Words (issue 33, "Players across clubs"):
- a *licence number* (``Player.licence_number``) names one person to the federation: the
  players of several clubs holding the same one are that person. A player without one is not
  known to the federation;
- a club *opts in* (``Club.federation_results``) to show its players' published results and
  club points here. Nothing of a club that does not opt in is read here at all: every query on
  the clubs' records runs in the scope of the opted-in clubs (``scope(club=[...])``, which
  filters by ``club__in``), never with the scopes disabled;
- only *published* evenings count, as on the clubs' own public pages; a licence number with no
  published evening at an opted-in club has no page (as a club's player page is "not found"
  until the player played a published evening);
- the *name* the federation shows is the one of the club where the person played most recently
  (the latest published evening; on the ranking, the latest that earned points that year);
- the *ranking* of a year sums each licence number's club points over the opted-in clubs'
  evenings of that calendar year (by the evening's date), most first; equal points share a
  place (1, 2, 2, 4) and are listed by name, then licence number.

Each function runs a fixed number of queries, whatever the number of clubs, players or evenings.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import cast

from django.db.models import Count, Exists, Max, OuterRef, Q, Sum
from django_scopes import scope

from clubchicago.club.collation import by_name
from clubchicago.club.models import Chukker, Club, ClubPoints, Evening, Player, TablePlayer
from clubchicago.club.selectors.standings import StandingRow, evenings_standings


@dataclass(frozen=True)
class FederationClub:
    """An opted-in club, as the federation's pages name and link it."""

    pk: int
    name: str
    slug: str
    several: bool  # the installation holds other clubs: the club's pages are under its slug


def opted_in_clubs() -> dict[int, FederationClub]:
    """The clubs that show their results on the federation's pages, by key (one query)."""
    others = Club.objects.exclude(pk=OuterRef("pk"))
    rows = (
        Club.objects.filter(federation_results=True)
        .annotate(several=Exists(others))
        .order_by("pk")
        .values_list("pk", "name", "slug", "several")
    )
    return {pk: FederationClub(pk, name, slug, several) for pk, name, slug, several in rows}


@contextmanager
def federation_scope(clubs: dict[int, FederationClub]) -> Iterator[None]:
    """The scope of the opted-in ``clubs``: their records, and no other club's."""
    with scope(club=list(clubs)):
        yield


# -- a player's page ------------------------------------------------------------------------


@dataclass(frozen=True)
class FederationEvening:
    """One published evening the person played, as their club's own player page shows it."""

    club: FederationClub
    evening: Evening
    player_id: int  # the person's record at that club
    row: StandingRow
    ranked: int  # players ranked that evening
    final: bool
    points: int | None  # club points awarded (None: none, such as when not ranked)


@dataclass(frozen=True)
class YearPoints:
    """The person's club points in one calendar year, in all and at each club."""

    year: int
    points: int
    by_club: tuple[tuple[FederationClub, int], ...]  # by the clubs' order


@dataclass(frozen=True)
class FederationPlayer:
    licence_number: str
    name: str  # as the club of their latest published evening spells it
    clubs: tuple[FederationClub, ...]  # the opted-in clubs where they played, in the clubs' order
    evenings: tuple[FederationEvening, ...]  # newest first
    by_year: tuple[YearPoints, ...]  # newest first

    @property
    def points(self) -> int:
        return sum(year.points for year in self.by_year)


def _played_by(player_ids: list[int]) -> Q:
    """The evenings one of ``player_ids`` played: seated there, or credited in a closed chukker
    (``selectors.players``'s rule)."""
    seated = TablePlayer.objects.filter(player_id__in=player_ids, evening=OuterRef("pk"))
    credited = Chukker.objects.filter(
        Q(north_id__in=player_ids)
        | Q(east_id__in=player_ids)
        | Q(south_id__in=player_ids)
        | Q(west_id__in=player_ids),
        table__evening=OuterRef("pk"),
        closed_at__isnull=False,
        deals_played__gt=0,
    )
    return Q(Exists(seated)) | Q(Exists(credited))


def _players(licence_number: str) -> dict[int, int]:
    """The club (by key) of each record of ``licence_number`` in scope, by player key."""
    if not licence_number:
        return {}
    rows = Player.objects.filter(licence_number=licence_number).values_list("pk", "club_id")
    return dict(rows.order_by())


def federation_player(licence_number: str) -> FederationPlayer | None:
    """The person holding ``licence_number`` at the opted-in clubs, with every published evening
    they played there and their club points by year; ``None`` when no opted-in club has a
    published evening of theirs. Eight queries at most, however many clubs and evenings."""
    clubs = opted_in_clubs()
    if not clubs:
        return None
    with federation_scope(clubs):
        players = _players(licence_number)
        if not players:
            return None
        evenings = list(
            Evening.objects.filter(published=True)
            .filter(_played_by(list(players)))
            .order_by("-date", "-pk")
        )
        if not evenings:
            return None
        standings = evenings_standings(evenings)
        awarded = {
            (evening_id, player_id): points
            for evening_id, player_id, points in ClubPoints.objects.filter(
                player_id__in=list(players), evening__published=True
            )
            .order_by()
            .values_list("evening_id", "player_id", "points")
        }
    by_club = {club_id: player_id for player_id, club_id in players.items()}
    lines = []
    for evening in evenings:
        club_id = cast(int, evening.club_id)
        player_id = by_club.get(club_id)
        result = standings[evening.pk]
        row = next((r for r in result.rows if r.player_id == player_id), None)
        if player_id is None or row is None:  # moved away between the reads
            continue
        lines.append(
            FederationEvening(
                club=clubs[club_id],
                evening=evening,
                player_id=player_id,
                row=row,
                ranked=sum(1 for r in result.rows if r.ranked),
                final=result.final,
                points=awarded.get((evening.pk, player_id)),
            )
        )
    if not lines:
        return None
    played = {line.club.pk for line in lines}
    return FederationPlayer(
        licence_number=licence_number,
        name=lines[0].row.name,
        clubs=tuple(club for pk, club in clubs.items() if pk in played),
        evenings=tuple(lines),
        by_year=_by_year(lines),
    )


def _by_year(lines: list[FederationEvening]) -> tuple[YearPoints, ...]:
    points: dict[int, dict[FederationClub, int]] = defaultdict(lambda: defaultdict(int))
    for line in lines:
        if line.points is not None:
            points[line.evening.date.year][line.club] += line.points
    return tuple(
        YearPoints(
            year,
            sum(at.values()),
            tuple(sorted(at.items(), key=lambda item: item[0].pk)),
        )
        for year, at in sorted(points.items(), reverse=True)
    )


def licence_known(licence_number: str) -> bool:
    """Whether ``licence_number`` has a page: a published evening at an opted-in club (three
    queries at most)."""
    clubs = opted_in_clubs()
    if not clubs:
        return False
    with federation_scope(clubs):
        players = list(_players(licence_number))
        if not players:
            return False
        return Evening.objects.filter(published=True).filter(_played_by(players)).exists()


# -- the ranking ----------------------------------------------------------------------------


@dataclass(frozen=True)
class RankingRow:
    """One person's club points over a year at the opted-in clubs, ranked by them."""

    licence_number: str
    name: str  # as the club of their latest evening of the year that earned points spells it
    clubs: tuple[FederationClub, ...]  # where they earned points that year, in the clubs' order
    evenings: int  # evenings that awarded them a place
    points: int
    rank: int


@dataclass(frozen=True)
class FederationRanking:
    year: int
    rows: tuple[RankingRow, ...]
    years: tuple[int, ...]  # the years with club points at the opted-in clubs, newest first
    clubs: tuple[FederationClub, ...]  # every opted-in club


@dataclass
class _Person:
    points: int = 0
    evenings: int = 0
    latest: tuple[object, ...] = ()
    name: str = ""


def federation_ranking(year: int) -> FederationRanking:
    """Each licence number's club points over the opted-in clubs' published evenings of
    ``year``, most first (three queries, however many clubs)."""
    clubs = opted_in_clubs()
    if not clubs:
        return FederationRanking(year, (), (), ())
    with federation_scope(clubs):
        rows = list(
            ClubPoints.objects.filter(evening__date__year=year, evening__published=True)
            .exclude(player__licence_number="")
            .order_by()
            .values("player__licence_number", "player__name", "evening__club_id")
            .annotate(total=Sum("points"), evenings=Count("pk"), last=Max("evening__date"))
        )
        years = tuple(
            day.year
            for day in Evening.objects.filter(published=True, club_points__isnull=False)
            .order_by()
            .dates("date", "year", order="DESC")
        )
    people: dict[str, _Person] = defaultdict(_Person)
    played: dict[str, set[int]] = defaultdict(set)
    for row in rows:
        person = people[row["player__licence_number"]]
        person.points += row["total"]
        person.evenings += row["evenings"]
        club_id = row["evening__club_id"]
        played[row["player__licence_number"]].add(club_id)
        latest = (row["last"], club_id)
        if latest > person.latest:
            person.latest, person.name = latest, row["player__name"]
    ordered = sorted(
        people.items(), key=lambda item: (-item[1].points, *by_name(item[1].name), item[0])
    )
    ranked: list[RankingRow] = []
    for index, (licence, person) in enumerate(ordered):
        shared = ranked and ranked[-1].points == person.points
        ranked.append(
            RankingRow(
                licence_number=licence,
                name=person.name,
                clubs=tuple(club for pk, club in clubs.items() if pk in played[licence]),
                evenings=person.evenings,
                points=person.points,
                rank=ranked[-1].rank if shared else index + 1,
            )
        )
    return FederationRanking(year, tuple(ranked), years, tuple(clubs.values()))
