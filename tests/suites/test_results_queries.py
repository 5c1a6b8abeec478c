"""Every results page runs a bounded number of queries, whatever the evenings and players."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from clubchicago.club.models import Evening, Season
from tests import factories
from tests.factories import Kept, finished_evening, keep, play_evening

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
    with django_assert_max_num_queries(BOUNDS[name]):
        director_client.get(path)

    assert count_queries(director_client, path) == alone


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
