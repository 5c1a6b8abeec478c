"""The season's standings page, its CSV and XLSX exports and its PDF run the same queries with one
evening or twenty: the season's credits are added up by the database (``ChukkerCredit``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from django.db import connection, transaction
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from benchmarks import season_data
from clubchicago.club.services.credits import check_credits

if TYPE_CHECKING:
    from pytest_django import DjangoDbBlocker

pytestmark = pytest.mark.django_db

PAGES = {
    "season standings": "",
    "season CSV": "?_export=csv",
    "season XLSX": "?_export=xlsx",
    "season by average": "?order=average",
    "season PDF": None,
}


def path(label: str, season: int) -> str:
    query = PAGES[label]
    if query is None:
        return reverse("club:season_pdf", args=[season])
    return reverse("club:season_standings", args=[season]) + query


def count(client: Client, url: str) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, url
    return len(queries.captured_queries)


@pytest.fixture(scope="module")
def counts(django_db_setup: None, django_db_blocker: DjangoDbBlocker) -> dict[str, tuple[int, int]]:
    """Each page's queries with one evening, then with twenty: built once, rolled back."""
    with django_db_blocker.unblock(), transaction.atomic():
        club = season_data.new_club(players=30)
        season_data.add_evenings(club, 1)
        client = Client()
        client.force_login(club.director)
        urls = {label: path(label, club.season.pk) for label in PAGES}
        for url in urls.values():
            client.get(url)  # the first request may fill caches
        one = {label: count(client, url) for label, url in urls.items()}
        season_data.add_evenings(club, 19)
        assert check_credits().clean
        twenty = {label: count(client, url) for label, url in urls.items()}
        transaction.set_rollback(True)
    return {label: (one[label], twenty[label]) for label in PAGES}


@pytest.mark.parametrize("label", list(PAGES))
def test_a_season_page_runs_the_same_queries_with_one_evening_or_twenty(
    counts: dict[str, tuple[int, int]], label: str
) -> None:
    one, twenty = counts[label]
    assert one == twenty
    assert twenty <= 8


@pytest.fixture(scope="module")
def public_counts(
    django_db_setup: None, django_db_blocker: DjangoDbBlocker
) -> dict[str, tuple[int, int]]:
    """Each page's queries for the public while one evening is unpublished, with one published
    evening, then twenty (docs/rules.md#season-standings: its sums are added up from the
    published evenings' credits, not read from the season's totals)."""
    with django_db_blocker.unblock(), transaction.atomic():
        club = season_data.new_club(players=30)
        season_data.add_evenings(club, 1)
        season_data.add_evenings(club, 1, published=False)
        client = Client()
        urls = {label: path(label, club.season.pk) for label in PAGES}
        for url in urls.values():
            client.get(url)
        one = {label: count(client, url) for label, url in urls.items()}
        season_data.add_evenings(club, 19)
        twenty = {label: count(client, url) for label, url in urls.items()}
        transaction.set_rollback(True)
    return {label: (one[label], twenty[label]) for label in PAGES}


@pytest.mark.parametrize("label", list(PAGES))
def test_the_public_season_runs_the_same_queries_with_one_published_evening_or_twenty(
    public_counts: dict[str, tuple[int, int]], label: str
) -> None:
    one, twenty = public_counts[label]
    assert one == twenty
    assert twenty <= 10
