"""Every results page runs a bounded number of queries, whatever the evenings and players."""

from __future__ import annotations

import datetime as dt
import random
import re

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from clubchicago.club.models import Evening, Player, Season
from tests import factories
from tests.factories import Kept, closed_chukker, finished_evening, keep, play_evening

pytestmark = pytest.mark.django_db

# Measured: the session and the user (2, when the page reads them), the evening, then the page's
# own reads (seats, closed chukkers; recaps: tables, seats, chukkers, deals); PDFs add the club.
BOUNDS = {
    "evening_standings": 7,
    "evening_live": 7,
    "table_recap": 8,
    "table_recap_pdf": 8,
    "recaps_pdf": 8,
    "ranking_pdf": 7,
}


def count_queries(client: object, path: str) -> int:
    """The queries of drawing ``path`` afresh: nothing it kept (``caching``) from before."""
    cache.clear()
    with CaptureQueriesContext(connection) as context:
        response = client.get(path)
    assert response.status_code == 200
    return len(context.captured_queries)


def evening_path(name: str, evening: Evening) -> str:
    args = [evening.pk, 3] if name.startswith("table_recap") else [evening.pk]
    return reverse(f"club:{name}", args=args)


def play_one_evening() -> int:
    evening = factories.make_evening()
    play_evening(evening, factories.make_director("scorer"), (4, 5, 6), seed=9)
    return evening.pk


def finish_twenty_evenings() -> None:
    for day in range(20):
        finished_evening((4, 5, 6), seed=day, date=dt.date(2026, 1, 1) + dt.timedelta(days=day))


@pytest.fixture(scope="module")
def built_evenings(django_db_setup: None, django_db_blocker: object) -> tuple[Kept, int, Kept]:
    """One evening played through the services, and twenty more finished: built once."""
    with django_db_blocker.unblock():
        played, pk = keep(play_one_evening)
        twenty, _ = keep(finish_twenty_evenings, on_top_of=played)
    return played, pk, twenty


@pytest.mark.parametrize("name", sorted(BOUNDS))
def test_an_evening_page_runs_few_queries_however_many_evenings_there_are(
    director_client: object,
    built_evenings: tuple[Kept, int, Kept],
    name: str,
    django_assert_max_num_queries: object,
) -> None:
    played, pk, twenty = built_evenings
    played.write()
    path = evening_path(name, Evening.objects.get(pk=pk))
    alone = count_queries(director_client, path)

    twenty.write()
    cache.clear()
    with django_assert_max_num_queries(BOUNDS[name]):
        director_client.get(path)

    assert count_queries(director_client, path) == alone


@pytest.mark.parametrize("name", sorted(set(BOUNDS) - {"table_recap"}))
def test_an_evening_page_asked_again_is_read_from_the_cache(
    director_client: object,
    built_evenings: tuple[Kept, int, Kept],
    name: str,
    django_assert_max_num_queries: object,
) -> None:
    played, pk, _twenty = built_evenings
    played.write()
    path = evening_path(name, Evening.objects.get(pk=pk))
    first = director_client.get(path)
    # The session, the user, the evening; PDFs the club; the cache's own read.
    with django_assert_max_num_queries(5):
        again = director_client.get(path)
    # Each page has its own CSRF token; everything else is the same.
    token = rb'name="csrfmiddlewaretoken" value="[^"]*"'
    assert re.sub(token, b"", again.content) == re.sub(token, b"", first.content)


@pytest.mark.parametrize("name", ["evening_standings", "recaps_pdf"])
def test_more_tables_and_players_cost_no_more_queries(director_client: object, name: str) -> None:
    small = finished_evening((4,), seed=1)
    large = finished_evening((6, 6, 6, 5, 5, 4), seed=2)

    assert count_queries(director_client, evening_path(name, small)) == count_queries(
        director_client, evening_path(name, large)
    )


def season_of(evenings: int, offset: int) -> Season:
    season = factories.make_season(name=f"Season {offset}")
    for day in range(evenings):
        finished_evening(
            (4, 5),
            seed=day,
            season=season,
            published=True,
            date=dt.date(2026, 10, 1) + dt.timedelta(days=day + offset),
        )
    return season


def two_seasons() -> tuple[int, int]:
    return season_of(5, 0).pk, season_of(15, 100).pk


@pytest.fixture(scope="module")
def built_seasons(django_db_setup: None, django_db_blocker: object) -> tuple[Kept, tuple[int, int]]:
    """A season of five evenings and one of fifteen: built once."""
    with django_db_blocker.unblock():
        return keep(two_seasons)


@pytest.mark.parametrize("name", ["season_standings", "season_pdf"])
@pytest.mark.parametrize("as_director", [True, False])
def test_a_season_page_runs_the_same_queries_for_five_or_fifteen_evenings(
    client: object,
    director: object,
    built_seasons: tuple[Kept, tuple[int, int]],
    name: str,
    as_director: bool,
    django_assert_max_num_queries: object,
) -> None:
    if as_director:
        client.force_login(director)
    rows, (short_pk, long_pk) = built_seasons
    rows.write()
    short, long = Season.objects.get(pk=short_pk), Season.objects.get(pk=long_pk)

    with django_assert_max_num_queries(8):
        client.get(reverse(f"club:{name}", args=[long.pk]))
    assert count_queries(client, reverse(f"club:{name}", args=[short.pk])) == count_queries(
        client, reverse(f"club:{name}", args=[long.pk])
    )


# -- the Results page, the players' pages and the season's chart: 1 evening or 50 ---------------

# Measured: the session and the user (for the director) and the club's name, then the page's own
# reads. Results: the seasons, the count of evenings and their page. A player's page: the player,
# their evenings, then the standings of the season's evenings at once (seats, closed chukkers,
# tables) and, for the public, whether the season is public. The season's page and PDF: the
# season, whether it is public (for the public), its evenings, the evenings each player
# attended, its players' totals and its leaders' evenings.
SEASON_PAGE_BOUNDS = {
    "results": 6,
    "player_results": 8,
    "season_standings": 8,
    "season_pdf": 8,
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
                table, played.index, chance.randrange(200) * 10, chance.randrange(200) * 10
            )
    return evening


def first_evening_of_the_regulars() -> dict[str, int]:
    season = factories.make_season()
    regulars = factories.make_players(9, prefix="Regular")
    evening = regulars_evening(season, regulars, 0)
    return {"season": season.pk, "player": regulars[0].pk, "evening": evening.pk}


def forty_nine_more() -> None:
    season = Season.objects.get()
    regulars = list(Player.objects.filter(name__startswith="Regular").order_by("pk"))
    for day in range(1, 50):
        regulars_evening(season, regulars, day)


@pytest.fixture(scope="module")
def regulars_season(
    django_db_setup: None, django_db_blocker: object
) -> tuple[Kept, Kept, dict[str, int]]:
    """A season of one evening, and the same season with fifty: built once."""
    with django_db_blocker.unblock():
        one, keys = keep(first_evening_of_the_regulars)
        fifty, _ = keep(forty_nine_more, on_top_of=one)
    return one, fifty, keys


def season_page_path(name: str, keys: dict[str, int]) -> str:
    if name == "results":
        return reverse("club:results")
    if name == "player_results":
        return reverse("club:player_results", args=[keys["player"]])
    return reverse(f"club:{name}", args=[keys["season"]])


@pytest.mark.parametrize("name", sorted(SEASON_PAGE_BOUNDS))
@pytest.mark.parametrize("as_director", [False, True])
def test_a_results_page_runs_the_same_queries_for_one_evening_or_fifty(
    client: object,
    director: object,
    regulars_season: tuple[Kept, Kept, dict[str, int]],
    name: str,
    as_director: bool,
    django_assert_max_num_queries: object,
) -> None:
    if as_director:
        client.force_login(director)
    one, fifty, keys = regulars_season
    path = season_page_path(name, keys)
    one.write()
    alone = count_queries(client, path)

    fifty.write()
    with django_assert_max_num_queries(SEASON_PAGE_BOUNDS[name]):
        response = client.get(path)

    assert count_queries(client, path) == alone
    if name == "player_results":
        assert len(response.context["season"].evenings) == 50


# The API, asked by anyone (the director's session costs its two queries more). Lists: the count
# and the page. A season's standings: the season, whether it is public, then its evenings, seats
# and closed chukkers. An evening: the evening; its standings add seats, closed chukkers and
# tables; its recaps the tables, seats, chukkers and deals. A player: the player, their evenings,
# then the seats, closed chukkers and tables of the season's evenings. An allowed website's
# Origin header adds one query: the club's list.
API_BOUNDS = {
    "/seasons": 1,
    "/seasons/{season}/standings": 5,
    "/evenings": 2,
    "/evenings/{evening}": 1,
    "/evenings/{evening}/standings": 4,
    "/evenings/{evening}/recaps": 5,
    "/players": 2,
    "/players/{player}": 5,
}


@pytest.mark.parametrize("template", sorted(API_BOUNDS))
def test_an_api_endpoint_runs_the_same_queries_for_one_evening_or_fifty(
    client: object,
    regulars_season: tuple[Kept, Kept, dict[str, int]],
    template: str,
    django_assert_max_num_queries: object,
) -> None:
    one, fifty, keys = regulars_season
    path = "/api/v1" + template.format(**keys)
    one.write()
    alone = count_queries(client, path)

    fifty.write()
    with django_assert_max_num_queries(API_BOUNDS[template]):
        client.get(path)

    assert count_queries(client, path) == alone


def test_every_api_endpoint_is_counted(client: object) -> None:
    documented = client.get("/api/v1/openapi.json").json()["paths"]
    assert {path.removeprefix("/api/v1") for path in documented} == {
        template.replace("{season}", "{season_id}")
        .replace("{evening}", "{evening_id}")
        .replace("{player}", "{player_id}")
        for template in API_BOUNDS
    }
