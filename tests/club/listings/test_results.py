"""The standings tables: what a click on a column heading sorts by."""

from __future__ import annotations

import pytest
from django.test import RequestFactory
from django_tables2 import RequestConfig

from clubchicago.club.listings.results import EveningStandingsTable, SeasonStandingsTable
from clubchicago.club.selectors.season_standings import season_standings
from clubchicago.club.selectors.standings import evening_standings
from tests import factories

pytestmark = pytest.mark.django_db

IN_ORDER = ["Ærø", "Élodie", "Eric", "Łukasz"]


@pytest.mark.parametrize("sort", ["name", "-name"])
def test_a_click_on_the_player_heading_sorts_names_as_a_reader_expects(sort):
    season = factories.make_season()
    evening = factories.make_evening(season=season)
    players = [factories.make_player(name) for name in ["Łukasz", "Eric", "Élodie", "Ærø"]]
    [table] = factories.seat_players(evening, [players])
    factories.closed_chukker(table, 1, 800, 800)  # a tie: everyone played, nobody scored
    request = RequestFactory().get("/", {"sort": sort})
    tables = [
        EveningStandingsTable(evening_standings(evening).rows, evening=evening),
        SeasonStandingsTable(season_standings(season).rows, season=season),
    ]
    for table in tables:
        RequestConfig(request, paginate=False).configure(table)
        names = [row.record.name for row in table.rows]
        assert names == (IN_ORDER if sort == "name" else IN_ORDER[::-1])
