"""A long season: its standings read the stored season totals, and the leaders' progression is
drawn at 40 evenings at most, its running totals exact, with the same queries however long."""

from __future__ import annotations

import datetime as dt
import random
from itertools import accumulate

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from clubchicago.club.charts import MOST_POINTS
from clubchicago.club.models import ChukkerCredit, Club, Evening, Player, Season
from clubchicago.club.pdf.season import SeasonPdf
from clubchicago.club.selectors.season_standings import season_standings
from tests import factories
from tests.pdf_helpers import pdf_text

pytestmark = pytest.mark.django_db


def long_season(evenings: int, seed: int = 5) -> tuple[Season, list[Player]]:
    """``evenings`` evenings of one table of the same four players, one chukker each."""
    season = factories.make_season()
    players = factories.make_players(4)
    chance = random.Random(seed)
    for day in range(evenings):
        evening = factories.make_evening(
            season=season, date=dt.date(2026, 9, 1) + dt.timedelta(days=day), published=True
        )
        [table] = factories.seat_players(evening, [players])
        factories.closed_chukker(table, 1, chance.randrange(200) * 10, chance.randrange(200) * 10)
    return season, players


def running_totals(player: Player, season: Season) -> list[int]:
    """The player's running total in hundreds after each evening of the season, in order."""
    evenings = Evening.objects.filter(season=season).order_by("date", "pk")
    by_evening = {
        evening: sum(
            ChukkerCredit.objects.filter(evening=evening, player=player).values_list(
                "rounded_points", flat=True
            )
        )
        for evening in evenings
    }
    return list(accumulate(by_evening.values()))


def test_a_long_progression_shows_one_evening_in_a_few_with_exact_running_totals() -> None:
    season, _players = long_season(45)

    standings = season_standings(season)

    assert standings.step == 2
    assert standings.evenings_played == 45
    assert len(standings.played) <= MOST_POINTS
    numbers = [evening.number for evening in standings.played]
    assert numbers == [*range(1, 46, 2)]  # the first, one in two, and the last (45)
    for leader in standings.progression():
        exact = running_totals(Player.objects.get(pk=leader.row.player_id), season)
        assert leader.cumulative == tuple(exact[number - 1] for number in numbers)
        assert leader.cumulative[-1] == leader.row.rounded_points
    note = standings.sampled_note()
    assert note is not None and "one evening in 2" in note


def test_a_short_progression_shows_every_evening_and_says_nothing() -> None:
    season, _players = long_season(MOST_POINTS)

    standings = season_standings(season)

    assert [evening.number for evening in standings.played] == [*range(1, MOST_POINTS + 1)]
    assert standings.step == 1 and standings.sampled_note() is None


def test_the_standings_take_the_same_queries_however_long_the_season() -> None:
    short, _ = long_season(3, seed=1)
    long, _ = long_season(45, seed=2)
    counts = []
    for season in (short, long):
        for progression in (True, False):
            with CaptureQueriesContext(connection) as queries:
                season_standings(season, progression=progression)
            counts.append(len(queries.captured_queries))

    assert counts == [4, 3, 4, 3]


def test_without_the_progression_the_rows_are_the_same() -> None:
    season, _players = long_season(5)

    full = season_standings(season)
    bare = season_standings(season, progression=False)

    assert bare.rows == full.rows
    assert (bare.evenings, bare.published, bare.fiche_values) == (
        full.evenings,
        full.published,
        full.fiche_values,
    )
    assert bare.played == () and bare.by_evening == {} and bare.progression() == []


def test_the_season_page_and_pdf_say_when_the_chart_shows_one_evening_in_a_few(
    director_client: Client,
) -> None:
    season, _players = long_season(45)

    page = director_client.get(reverse("club:season_standings", args=[season.pk]))
    html = page.content.decode()

    assert "The chart shows one evening in 2, from the first, and the last" in html
    assert html.count('<tr><th scope="row">') == 23
    assert '<tr><th scope="row">45. ' in html
    ticks = [tick.value for tick in page.context["chart"].evening_ticks]
    assert ticks[0] == 1 and set(ticks) <= set(range(1, 46, 2))
    assert "over 45 evenings" in html


def test_the_season_pdf_says_when_the_chart_shows_one_evening_in_a_few() -> None:
    season, _players = long_season(45)
    standings = season_standings(season)

    content = SeasonPdf(club=Club.load(), season=season, standings=standings).render()
    text = " ".join(pdf_text(content).split())

    assert "The chart shows one evening in 2, from the first, and the last" in text
