"""Every results page runs a bounded number of queries, whatever the evenings and players."""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from clubchicago.club.models import Evening, Season
from clubchicago.club.services.credits import store_evening_credits, store_season_totals
from tests import factories
from tests.factories import closed_chukker, finished_evening, play_evening, rolled_back

if TYPE_CHECKING:
    from pytest_django import DjangoAssertNumQueries, DjangoDbBlocker

pytestmark = pytest.mark.django_db

# Measured: the session and the user (2, when the page reads them), the evening, then the page's
# own reads (seats, closed chukkers; recaps: tables, their lineups, seats, chukkers, deals, and
# the evening's credits by table, for the players who played at two tables); PDFs
# add the club; the ranking's PDF prints the handicap ranking too, from the players' handicaps
# (docs/rules.md#handicaps).
# Every request reads its club first, from its address (``tenancy.ClubMiddleware``); a page that
# reads the club's settings then takes the middleware's (``Club.load``), at no query more.
ADDRESS = 1
# A director's page reads the director's part in the club (``views.common.club_role``).
ROLE = 1

BOUNDS = {
    "evening_standings": ADDRESS + 7,
    "evening_live": ADDRESS + 7,
    "table_recap": ADDRESS + 10,
    "table_recap_pdf": ADDRESS + 10,
    "recaps_pdf": ADDRESS + 10,
    "ranking_pdf": ADDRESS + 8,
}


def count_queries(client: Client, path: str) -> int:
    """The queries of drawing ``path`` afresh: nothing it kept (``caching``) from before."""
    cache.clear()
    with CaptureQueriesContext(connection) as context:
        response = client.get(path)
    assert response.status_code == 200
    return len(context.captured_queries)


@contextmanager
def only_evenings(*kept: int) -> Iterator[None]:
    """The club as it would be with no evening but ``kept`` (and the seasons' totals summed
    again), for the block only."""
    with rolled_back():
        Evening.objects.exclude(pk__in=kept).delete()
        store_season_totals(Season.objects.values_list("pk", flat=True))
        yield


def evening_path(name: str, evening: Evening) -> str:
    args = [evening.pk, 3] if name.startswith("table_recap") else [evening.pk]
    return reverse(f"club:{name}", args=args)


def play_one_evening_and_finish_twenty() -> int:
    """One evening played through the services, and twenty more finished; the first's key."""
    evening = factories.make_evening()
    play_evening(evening, factories.make_director("scorer"), (4, 5, 6), seed=9)
    finished = [
        finished_evening(
            (4, 5, 6), seed=day, date=dt.date(2026, 1, 1) + dt.timedelta(days=day), credited=False
        )
        for day in range(20)
    ]
    store_evening_credits(finished)  # once for the twenty, as after each chukker
    return evening.pk


@pytest.fixture(scope="class")
def built_evenings(django_db_setup: None, django_db_blocker: DjangoDbBlocker) -> Iterator[int]:
    yield from factories.class_data(django_db_blocker, play_one_evening_and_finish_twenty)


class TestTwentyOneEvenings:
    """One evening played through the services, and twenty more finished: built once."""

    @pytest.mark.parametrize("name", sorted(BOUNDS))
    def test_an_evening_page_runs_few_queries_however_many_evenings_there_are(
        self,
        director_client: Client,
        built_evenings: int,
        name: str,
        django_assert_max_num_queries: DjangoAssertNumQueries,
    ) -> None:
        path = evening_path(name, Evening.objects.get(pk=built_evenings))
        with only_evenings(built_evenings):
            alone = count_queries(director_client, path)

        cache.clear()
        with django_assert_max_num_queries(ROLE + BOUNDS[name]):
            director_client.get(path)

        assert count_queries(director_client, path) == alone

    @pytest.mark.parametrize("name", sorted(set(BOUNDS) - {"table_recap"}))
    def test_an_evening_page_asked_again_is_read_from_the_cache(
        self,
        director_client: Client,
        built_evenings: int,
        name: str,
        django_assert_max_num_queries: DjangoAssertNumQueries,
    ) -> None:
        path = evening_path(name, Evening.objects.get(pk=built_evenings))
        first = director_client.get(path)
        # The session, the user, the evening; PDFs the club; the cache's own read.
        with django_assert_max_num_queries(ADDRESS + ROLE + 5):
            again = director_client.get(path)
        # Each page has its own CSRF token; everything else is the same.
        token = rb'name="csrfmiddlewaretoken" value="[^"]*"'
        assert re.sub(token, b"", again.content) == re.sub(token, b"", first.content)


@pytest.mark.parametrize("name", ["evening_standings", "recaps_pdf"])
def test_more_tables_and_players_cost_no_more_queries(director_client: Client, name: str) -> None:
    small = finished_evening((4,), seed=1)
    large = finished_evening((6, 6, 6, 5, 5, 4), seed=2)

    assert count_queries(director_client, evening_path(name, small)) == count_queries(
        director_client, evening_path(name, large)
    )


def season_of(evenings: int, offset: int) -> Season:
    season = factories.make_season(name=f"Season {offset}")
    finished = [
        finished_evening(
            (4, 5),
            seed=day,
            season=season,
            published=True,
            date=dt.date(2026, 10, 1) + dt.timedelta(days=day + offset),
            credited=False,
        )
        for day in range(evenings)
    ]
    store_evening_credits(finished)  # once for the season, as after each chukker
    return season


def two_seasons() -> tuple[int, int]:
    return season_of(5, 0).pk, season_of(15, 100).pk


@pytest.fixture(scope="class")
def built_seasons(
    django_db_setup: None, django_db_blocker: DjangoDbBlocker
) -> Iterator[tuple[int, int]]:
    yield from factories.class_data(django_db_blocker, two_seasons)


class TestTwoSeasons:
    """A season of five evenings and one of fifteen: built once."""

    @pytest.mark.parametrize("name", ["season_standings", "season_pdf"])
    @pytest.mark.parametrize("as_director", [True, False])
    def test_a_season_page_runs_the_same_queries_for_five_or_fifteen_evenings(
        self,
        client: Client,
        director: User,
        built_seasons: tuple[int, int],
        name: str,
        as_director: bool,
        django_assert_max_num_queries: DjangoAssertNumQueries,
    ) -> None:
        if as_director:
            client.force_login(director)
        short, long = (reverse(f"club:{name}", args=[pk]) for pk in built_seasons)

        # The PDF reads the players' handicaps for its handicap ranking (docs/rules.md#handicaps);
        # the season page, its club points.
        with django_assert_max_num_queries(ADDRESS + 9 + as_director * ROLE):
            client.get(long)
        assert count_queries(client, short) == count_queries(client, long)


# -- the Results page, the players' pages and the season's chart: 1 evening or 50 ---------------

# Measured: the session and the user (for the director) and the club's name, then the page's own
# reads. Results: the seasons, the count of evenings and their page. A player's page: the player,
# their evenings, then the standings of the season's evenings at once (seats, closed chukkers,
# tables), their club points and, for the public, whether the season is public. The season's page
# and PDF: the season, whether it is public (for the public), its evenings, the evenings each
# player attended, its players' totals and its leaders' evenings; the page, its club points; the
# PDF, the players' handicaps.
SEASON_PAGE_BOUNDS = {
    "results": ADDRESS + 6,
    "player_results": ADDRESS + 9,
    "season_standings": ADDRESS + 9,
    "season_pdf": ADDRESS + 9,
}


def regulars_evening(season: Season, regulars: list, day: int) -> Evening:
    """An evening of the same nine players at tables of 4 and 5, every chukker closed."""
    evening = factories.make_evening(
        season=season, published=True, date=dt.date(2026, 9, 1) + dt.timedelta(days=day)
    )
    chance = random.Random(day)
    for table in factories.seat_players(evening, [regulars[:4], regulars[4:]]):
        for played in table.plan():
            closed_chukker(
                table,
                played.index,
                chance.randrange(200) * 10,
                chance.randrange(200) * 10,
                credited=False,
            )
    return evening


def a_season_of_the_regulars() -> dict[str, int]:
    """Fifty evenings of the same nine players; the keys of the season, the first evening and
    a regular. Their credits and the season's totals are stored once, for the fifty at once:
    the rows that storing them after each chukker leaves, without summing the season again
    after each of its four hundred chukkers."""
    season = factories.make_season()
    regulars = factories.make_players(9, prefix="Regular")
    evening = regulars_evening(season, regulars, 0)
    later = [regulars_evening(season, regulars, day) for day in range(1, 50)]
    store_evening_credits([evening, *later])
    return {"season": season.pk, "player": regulars[0].pk, "evening": evening.pk}


@pytest.fixture(scope="class")
def regulars_season(
    django_db_setup: None, django_db_blocker: DjangoDbBlocker
) -> Iterator[dict[str, int]]:
    yield from factories.class_data(django_db_blocker, a_season_of_the_regulars)


def season_page_path(name: str, keys: dict[str, int]) -> str:
    if name == "results":
        return reverse("club:results")
    if name == "player_results":
        return reverse("club:player_results", args=[keys["player"]])
    return reverse(f"club:{name}", args=[keys["season"]])


# The API, asked by anyone (the director's session costs its two queries more). Lists: the count
# and the page. A season's standings: the season, whether it is public, then its evenings, seats
# and closed chukkers. An evening: the evening; its standings add seats, closed chukkers and
# tables; its recaps the tables, their lineups, seats, chukkers and deals. A player: the player,
# their evenings, then the seats, closed chukkers and tables of the season's evenings. An allowed
# website's Origin header adds one query: the club's list.
API_BOUNDS = {
    "/": ADDRESS + 0,  # the index: what the API offers, no data
    "/seasons": ADDRESS + 1,
    "/seasons/{season}/standings": ADDRESS + 5,
    "/evenings": ADDRESS + 2,
    "/evenings/{evening}": ADDRESS + 1,
    "/evenings/{evening}/standings": ADDRESS + 4,
    "/evenings/{evening}/recaps": ADDRESS + 6,
    "/evenings/{evening}/club-points": ADDRESS + 5,
    "/seasons/{season}/club-points": ADDRESS + 4,
    "/players": ADDRESS + 2,
    "/players/{player}": ADDRESS + 5,
}


class TestASeasonOfFiftyEvenings:
    """A season of fifty evenings of the same nine players, built once; each page is asked
    with its first evening alone, then with all fifty."""

    @pytest.mark.parametrize("name", sorted(SEASON_PAGE_BOUNDS))
    @pytest.mark.parametrize("as_director", [False, True])
    def test_a_results_page_runs_the_same_queries_for_one_evening_or_fifty(
        self,
        client: Client,
        director: User,
        regulars_season: dict[str, int],
        name: str,
        as_director: bool,
        django_assert_max_num_queries: DjangoAssertNumQueries,
    ) -> None:
        if as_director:
            client.force_login(director)
        keys = regulars_season
        path = season_page_path(name, keys)
        with only_evenings(keys["evening"]):
            alone = count_queries(client, path)

        with django_assert_max_num_queries(SEASON_PAGE_BOUNDS[name] + as_director * ROLE):
            response = client.get(path)

        assert count_queries(client, path) == alone
        if name == "player_results":
            assert len(response.context["season"].evenings) == 50

    @pytest.mark.parametrize("template", sorted(API_BOUNDS))
    def test_an_api_endpoint_runs_the_same_queries_for_one_evening_or_fifty(
        self,
        client: Client,
        regulars_season: dict[str, int],
        template: str,
        django_assert_max_num_queries: DjangoAssertNumQueries,
    ) -> None:
        keys = regulars_season
        path = api_address(template.format(**keys))
        with only_evenings(keys["evening"]):
            alone = count_queries(client, path)

        with django_assert_max_num_queries(API_BOUNDS[template]):
            client.get(path)

        assert count_queries(client, path) == alone


def api_address(path: str) -> str:
    """``path`` in the first club's API (the index: the API's own)."""
    return "/api/v1/" if path == "/" else "/api/v1/clubs/clubchicago" + path


def test_every_api_endpoint_is_counted(client: Client) -> None:
    documented = client.get("/api/v1/openapi.json").json()["paths"]
    templates = {path.removeprefix("/api/v1/clubs/{slug}") for path in documented}
    assert {path.removeprefix("/api/v1") for path in templates} == {
        template.replace("{season}", "{season_id}")
        .replace("{evening}", "{evening_id}")
        .replace("{player}", "{player_id}")
        for template in API_BOUNDS
    }
