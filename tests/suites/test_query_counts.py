"""Every page and PDF a director or a table uses runs at most 12 queries, however long the season.

The pages are those of ``benchmarks/bench_pages.py`` (``season_data.club_pages``): each is asked
for once with one evening in the database and once with ten, and must run the same queries both
times. Timing is the benchmark's business; these tests only count.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from django.db import connection, transaction
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from benchmarks import season_data
from benchmarks.season_data import Page, club_pages
from clubchicago.club.models import Chukker, Evening
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS

if TYPE_CHECKING:
    from pytest_django import DjangoDbBlocker

# Twelve, and two that every director's page reads since one site holds many clubs: the club
# of the address (``tenancy.ClubMiddleware``) and the director's part in it (``Membership``).
MAX_QUERIES = 14
LATER_EVENINGS = 9

# The labels of ``club_pages``, spelled out so each page is a test of its own.
PAGES = [
    "dashboard (evenings)",
    "evening detail",
    "evening edit",
    "attendance",
    "draw",
    "seating",
    "table positions",
    "table card PDF",
    "all table cards PDF",
    "play dashboard",
    "history",
    "table page GET",
    "deal edit GET",
    "deal delete GET",
    "evening standings",
    "standings CSV",
    "standings XLSX",
    "live display",
    "table recap",
    "recap PDF",
    "all recaps PDF",
    "ranking PDF",
    "season standings",
    "season PDF",
    "seasons",
    "season edit",
    "roster",
    "club settings",
    "score pad (a chukker)",
    "paper entry",
    "paper entry preview",
    "score sheets PDF",
    "all score sheets PDF",
    "blank score sheet PDF",
    "results",
    "player page",
    "API evenings",
    "API players",
]


def count_queries(client: Client, page: Page) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(page.path)
    assert response.status_code == 200, page.path
    return len(queries.captured_queries)


@pytest.fixture(scope="module")
def counts(django_db_setup: None, django_db_blocker: DjangoDbBlocker) -> dict[str, tuple[int, int]]:
    """Each page's queries with one evening played, then with ten: built once, rolled back."""
    with django_db_blocker.unblock(), transaction.atomic():
        club = factories.club_tonight()
        director, phone = Client(), Client()
        director.force_login(club.director)
        pages = club_pages(club)

        def measure(warm_up: bool) -> dict[str, int]:
            result = {}
            for page in pages:
                client = phone if page.as_table else director
                if warm_up:
                    client.get(page.path)  # the first request may fill caches
                result[page.label] = count_queries(client, page)
            return result

        alone = measure(warm_up=True)
        season_data.add_evenings(club, LATER_EVENINGS)
        among_ten = measure(warm_up=False)
        transaction.set_rollback(True)
    return {label: (alone[label], among_ten[label]) for label in alone}


def test_the_benchmark_and_the_tests_measure_the_same_pages(counts: dict) -> None:
    assert sorted(counts) == sorted(PAGES)


@pytest.mark.parametrize("label", PAGES)
def test_a_page_runs_at_most_fourteen_queries(counts: dict, label: str) -> None:
    assert max(counts[label]) <= MAX_QUERIES


@pytest.mark.parametrize("label", PAGES)
def test_a_page_runs_the_same_queries_with_one_evening_or_ten(counts: dict, label: str) -> None:
    alone, among_ten = counts[label]
    assert alone == among_ten


@pytest.mark.django_db
def test_the_fast_season_scores_exactly_as_the_services_do() -> None:
    """The bulk-built evenings are the engine's scores, as if every deal went through the page."""
    club = season_data.new_club(players=20, seed=5)
    sizes = (4, 5, 6, 5)
    chance = club.rng.getstate()
    served = season_data.seat_evening(club, sizes)
    season_data.play_evening(club, served, through_services=True)
    club.rng.setstate(chance)
    bulk = season_data.seat_evening(club, sizes)
    season_data.play_evening(club, bulk)

    def sheet(evening: Evening) -> list[tuple]:
        return [
            (c.table.number, c.number, c.position, c.ns_total, c.ew_total, c.deals_played)
            for c in Chukker.objects.filter(table__evening=evening)
            .select_related("table")
            .order_by("table__number", "number")
        ]

    assert sheet(served) == sheet(bulk)
    assert all(c.closed_at for c in Chukker.objects.all())
    chukkers = Chukker.objects.select_related("table__evening")
    assert season_data.check_scores(chukkers) == []


@pytest.mark.django_db
def test_showing_the_score_of_a_deal_reads_the_table_once(client: Client) -> None:
    club = season_data.new_club(players=8, seed=3)
    evening = season_data.seat_evening(club, (4,))
    table = evening.tables.get()
    actor = play.Actor.for_table(table)
    for number, contract in enumerate(FOUR_DEALS[:2], start=1):
        play.record_deal(table, contract, number=number, chukker_number=1, actor=actor)
    page = Page("table page", reverse("club:table_play", args=[table.pk, table.token]))
    client.get(page.path)
    shown = count_queries(client, page)
    deal = {"number": 3, "chukker_number": 1, "level": 3, "strain": "NT", "declarer": "S"}

    with CaptureQueriesContext(connection) as queries:
        response = client.post(page.path, {**deal, "doubled": 0, "result": "=", "preview": 1})

    assert b'name="save"' in response.content
    assert len(queries.captured_queries) == shown


@pytest.mark.django_db
def test_the_seating_page_runs_the_same_queries_at_2_tables_and_at_10() -> None:
    # Issue 32: the seating page of a festival evening; its queries must not grow with it.
    club = season_data.new_club(players=60)
    director = Client()
    director.force_login(club.director)
    counts = []
    for sizes in ((4, 5), (4, 5, 6) * 3 + (5,)):
        evening = season_data.seat_evening(club, sizes)
        url = reverse("club:evening_seating", args=[evening.pk])
        director.get(url)  # the first request may fill caches
        with CaptureQueriesContext(connection) as queries:
            response = director.get(url)
        assert response.status_code == 200
        assert f"Table {len(sizes)}" in response.content.decode()  # every table is shown
        counts.append(len(queries.captured_queries))
    assert counts[0] == counts[1], counts
