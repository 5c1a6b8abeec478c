"""The club every hostile-input example starts from."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from django.contrib.auth.models import User
from django.test import Client

from clubchicago.club.models import Attendance, DealRecord, Evening, Player, Season, Table
from clubchicago.club.services import play
from clubchicago.club.services import seating as seating_services
from tests import factories
from tests.factories import FOUR_DEALS, enter
from tests.suites.hostile_input.inputs import Club_

if TYPE_CHECKING:
    from pytest_django import DjangoDbBlocker


def build_club() -> dict[str, int]:
    """An evening in play (table 1 on deal 2, table 2 in chukker 2) and one drawn but not
    started, with one player present but not seated; the keys of what ``Club_`` names."""
    director = factories.make_director()
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
    player = factories.make_player("Ann Example", member_number="42")
    return {
        "director": director.pk,
        "season": season.pk,
        "evening": evening.pk,
        "table": table.pk,
        "second": second.pk,
        "deal": deal.pk,
        "fresh": fresh.pk,
        "player": player.pk,
    }


@pytest.fixture(scope="class")
def built_club(
    django_db_setup: None, django_db_blocker: DjangoDbBlocker
) -> Iterator[dict[str, int]]:
    """The club's rows, built once for each class of properties that start from them."""
    yield from factories.class_data(django_db_blocker, build_club)


@pytest.fixture
def club(db: None, built_club: dict[str, int]) -> Club_:
    keys = built_club
    director = User.objects.get(pk=keys["director"])
    client = Client()
    client.force_login(director)
    return Club_(
        director=director,
        client=client,
        season=Season.objects.get(pk=keys["season"]),
        evening=Evening.objects.get(pk=keys["evening"]),
        table=Table.objects.get(pk=keys["table"]),
        second=Table.objects.get(pk=keys["second"]),
        deal=DealRecord.objects.get(pk=keys["deal"]),
        fresh=Evening.objects.get(pk=keys["fresh"]),
        player=Player.objects.get(pk=keys["player"]),
    )
