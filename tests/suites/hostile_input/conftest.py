"""The club every hostile-input example starts from."""

from __future__ import annotations

import datetime as dt

import pytest
from django.test import Client

from clubchicago.club.models import Attendance
from clubchicago.club.services import play
from clubchicago.club.services import seating as seating_services
from tests import factories
from tests.factories import FOUR_DEALS, enter
from tests.suites.hostile_input.inputs import Club_


@pytest.fixture
def club(db: None) -> Club_:
    director = factories.make_director()
    client = Client()
    client.force_login(director)
    season = factories.make_season()
    evening = factories.make_evening(season=season, confirm_entries=True)
    table, second = factories.seat_tables(evening, (4, 5))
    for player in factories.make_players(2, "Present"):
        Attendance.objects.create(evening=evening, player=player)
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    boss = play.Actor.for_director(director)
    for contract in [*FOUR_DEALS, FOUR_DEALS[1]]:
        enter(second, contract, boss, confirmed_by="x")
    fresh = factories.make_evening(date=dt.date(2026, 12, 7), title="Fresh")
    for player in factories.make_players(10, "Fresh"):
        Attendance.objects.create(evening=fresh, player=player)
    seating_services.draw(fresh, seed=7)
    return Club_(
        director=director,
        client=client,
        season=season,
        evening=evening,
        table=table,
        second=second,
        deal=deal,
        fresh=fresh,
        player=factories.make_player("Ann Example", member_number="42"),
    )
