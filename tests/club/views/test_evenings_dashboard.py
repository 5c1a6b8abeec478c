"""The director's list of evenings: a page at a time, the current season's first, the same
queries and the same size of page whatever the club's history."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from clubchicago.club.models import Evening, Season
from clubchicago.club.selectors.seasons import EVENINGS_PER_DASHBOARD_PAGE
from tests import factories

pytestmark = pytest.mark.django_db

FIRST_DAY = dt.date(2020, 1, 6)


def add_weekly_evenings(count: int, start: int = 0) -> None:
    """``count`` weekly evenings, each week's in the season of its year."""
    seasons: dict[int, Season] = {}
    for week in range(start, start + count):
        day = FIRST_DAY + dt.timedelta(weeks=week)
        season = seasons.get(day.year) or Season.objects.filter(name=str(day.year)).first()
        if season is None:
            season = factories.make_season(
                str(day.year),
                start_date=dt.date(day.year, 1, 1),
                end_date=dt.date(day.year, 12, 31),
            )
        seasons[day.year] = season
        factories.make_evening(date=day, title=f"Week {week + 1}", season=season)


def dashboard(client: Client, page: int | str | None = None) -> tuple[int, int, str]:
    """The page's queries, bytes and HTML."""
    query = {} if page is None else {"page": page}
    with CaptureQueriesContext(connection) as queries:
        response = client.get(reverse("club:dashboard"), query)
    assert response.status_code == 200
    return len(queries.captured_queries), len(response.content), response.content.decode()


def titles(html: str) -> list[str]:
    return re.findall(r"<td>(Week \d+)</td>", html)


def test_the_list_costs_the_same_at_thirty_and_at_a_hundred_and_twenty_evenings(
    director_client: Client,
) -> None:
    add_weekly_evenings(30)
    queries, size, _html = dashboard(director_client)

    add_weekly_evenings(90, start=30)
    more_queries, more_size, html = dashboard(director_client)

    assert more_queries == queries
    assert len(titles(html)) == EVENINGS_PER_DASHBOARD_PAGE
    # The same rows and links; only the figures in them (dates, counts, page numbers) differ.
    assert abs(more_size - size) < 200


def test_the_current_season_comes_first_and_page_two_shows_older_evenings(
    director_client: Client,
) -> None:
    add_weekly_evenings(60)  # weeks 1-52 in 2020, 53-60 in 2021
    current = Season.objects.get(name="2021")  # none holds today: the one that starts last
    # An evening of no season, the newest of all: it still comes after the current season's.
    factories.make_evening(date=dt.date(2030, 1, 1), title="Week 999")

    first = titles(dashboard(director_client)[2])
    second = titles(dashboard(director_client, 2)[2])

    in_current = list(
        Evening.objects.filter(season=current).order_by("-date").values_list("title", flat=True)
    )
    assert first[: len(in_current)] == in_current
    assert first[len(in_current)] == "Week 999"
    # 2021's eight, the evening of no season, then 2020's newest first: sixteen on page 1.
    assert second[0] == "Week 36"
    assert not set(first) & set(second)


@pytest.mark.parametrize("asked", ["0", "-1", "x", "", "99999", str(10**30), "1e3", "2.5"])
def test_a_page_number_out_of_range_or_not_a_number_gives_a_page(
    director_client: Client, asked: str
) -> None:
    add_weekly_evenings(30)

    _queries, _size, html = dashboard(director_client, asked)

    shown = titles(html)
    assert shown in (
        titles(dashboard(director_client, 1)[2]),
        titles(dashboard(director_client, 2)[2]),
    )


def test_the_page_links_work_without_a_script_and_say_which_page_this_is(
    director_client: Client,
) -> None:
    add_weekly_evenings(30)

    html = dashboard(director_client, 2)[2]

    assert '<nav class="actions pagination" aria-label="Pages of evenings">' in html
    assert '<span aria-current="page">Page 2 of 2</span>' in html
    assert 'href="?page=1" rel="prev"' in html
    assert titles(dashboard(director_client, 1)[2])[0] == "Week 30"
