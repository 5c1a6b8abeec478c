"""The standings pages, the live display and the season's page show their tables as django-tables2
renders them (inside a cached fragment): what a reader gets is what django-tables2 writes for the
same rows, cell for cell, link for link, in every order a click on a heading can ask for."""

from __future__ import annotations

import datetime as dt
from html.parser import HTMLParser

import pytest
from django.contrib.auth.models import User
from django.test import RequestFactory
from django.urls import reverse
from django_tables2 import RequestConfig

from clubchicago.club.listings.results import (
    EveningStandingsTable,
    LiveStandingsTable,
    SeasonStandingsTable,
)
from clubchicago.club.models import Evening, Season, TablePlayer
from clubchicago.club.selectors.season_standings import season_standings
from clubchicago.club.selectors.standings import evening_standings
from scoring import Unit
from scoring.standings import Order
from tests import factories

pytestmark = pytest.mark.django_db


class Tokens(HTMLParser):
    """Tags, attributes and text as a browser reads them: spaces collapsed, a class attribute
    as a set of names (django-tables2 writes them in a set's order)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tokens: list[tuple[object, ...]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        normal = [
            (name, frozenset((value or "").split()) if name == "class" else value)
            for name, value in attrs
        ]
        self.tokens.append(("<", tag, frozenset(normal)))

    def handle_endtag(self, tag: str) -> None:
        self.tokens.append((">", tag))

    def handle_data(self, data: str) -> None:
        if data.split():
            self.tokens.append(("text", " ".join(data.split())))


def table_of(html: str) -> list[tuple[object, ...]]:
    """The tokens of the page's (first) table, from ``<table`` to ``</table>``."""
    start = html.index("<table")
    parser = Tokens()
    parser.feed(html[start : html.index("</table>", start) + len("</table>")])
    return parser.tokens


@pytest.fixture
def ranked_evening(director: User) -> Evening:
    """Every kind of row: ranked and not, a table that has not played yet (no average), a name
    to escape, totals above and below zero."""
    evening = factories.lively_evening(director, season=factories.make_season())
    evening.ranking_minimum = 50
    evening.published = True
    evening.save()
    idle = factories.new_table(evening, 3, 4)
    for number, player in enumerate(factories.make_players(4, prefix="Idle"), start=1):
        factories.place(idle, player, number)
    seated = TablePlayer.objects.filter(table__evening=evening).select_related("player")[0]
    seated.player.name = "<b>Zoë</b> & Co"
    seated.player.save()
    return evening


@pytest.mark.parametrize(
    "query",
    [
        {},
        {"sort": "name"},
        {"sort": "-table"},
        {"order": "average", "sort": "-rank"},
        {"sort": "average"},
        {"sort": "-raw"},
        {"sort": "positions"},
        {"sort": "nonsense"},
    ],
)
def test_the_standings_page_shows_the_table_django_tables2_wrote(client, ranked_evening, query):
    request = RequestFactory().get("/", query)
    asked = query.get("order")
    result = evening_standings(ranked_evening, Order.parse(asked) if asked else None)
    table = EveningStandingsTable(result.rows, evening=ranked_evening, order=result.order)
    RequestConfig(request, paginate=False).configure(table)
    page = client.get(reverse("club:evening_standings", args=[ranked_evening.pk]), query)
    written = table_of(page.content.decode())
    assert written == table_of(table.as_html(request))
    assert ("text", "not ranked") in written and ("text", "—") in written
    assert ("text", "<b>Zoë</b> & Co") in written


@pytest.mark.parametrize("order", [None, "average", "total"])
def test_the_live_display_shows_the_table_django_tables2_wrote(client, ranked_evening, order):
    query = {"order": order} if order else {}
    request = RequestFactory().get("/", query)
    result = evening_standings(ranked_evening, Order.parse(order) if order else None)
    table = LiveStandingsTable(result.rows, evening=ranked_evening, order=result.order)
    page = client.get(reverse("club:evening_live", args=[ranked_evening.pk]), query)
    written = table_of(page.content.decode())
    assert written == table_of(table.as_html(request))
    assert not any(token[1] == "a" for token in written)  # the projector links nowhere


def test_an_evening_without_players_says_so_in_the_table(client, director):
    evening = factories.make_evening(published=True)
    request = RequestFactory().get("/")
    table = EveningStandingsTable(evening_standings(evening).rows, evening=evening)
    page = client.get(reverse("club:evening_standings", args=[evening.pk]))
    written = table_of(page.content.decode())
    assert written == table_of(table.as_html(request))
    assert ("text", "No player is seated at this evening yet.") in written


@pytest.fixture
def season(ranked_evening: Evening) -> Season:
    """The evening's season, with a second evening scored in fiches at another value, so the
    fiches column shows and some players have none."""
    season = ranked_evening.season
    fiches = factories.make_evening(
        season=season,
        date=ranked_evening.date + dt.timedelta(days=7),
        unit=Unit.FICHES,
        fiche_value=200,
    )
    fiches.published = True
    fiches.save()
    (table,) = factories.seat_tables(fiches, (4,))
    factories.closed_chukker(table, 1, 0, 750)
    assert season is not None
    return season


@pytest.mark.parametrize(
    "query",
    [{}, {"sort": "name"}, {"sort": "-hundreds"}, {"order": "average"}, {"sort": "evenings"}],
)
def test_the_season_page_shows_the_table_django_tables2_wrote(client, season, query):
    request = RequestFactory().get("/", query)
    result = season_standings(season, Order.parse(query.get("order")))
    table = SeasonStandingsTable(result.rows, season=season, fiche_evenings=True)
    RequestConfig(request, paginate=False).configure(table)
    page = client.get(reverse("club:season_standings", args=[season.pk]), query)
    written = table_of(page.content.decode())
    assert written == table_of(table.as_html(request))
    assert ("text", "<b>Zoë</b> & Co") in written
    assert sum(1 for token in written if token[:2] == ("<", "tr")) == len(result.rows) + 1
