"""What the database itself forbids, whatever the services check first."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, transaction

from clubchicago.club.models import DealRecord, Evening, Table
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter, make_evening, seat_tables

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(db: None) -> Table:
    evening = make_evening(confirm_entries=False)
    return seat_tables(evening, (5,))[0]


@pytest.fixture
def table_actor(table: Table) -> play.Actor:
    return play.Actor.for_table(table)


def test_the_database_forbids_a_player_at_two_tables_of_an_evening(evening: Evening) -> None:
    tables = factories.seat_tables(evening, [4, 4])
    player = tables[0].table_players.get(number=1).player

    with pytest.raises(IntegrityError), transaction.atomic():
        factories.place(tables[1], player, 5)


def test_database_refuses_two_live_deals_with_one_number(table, table_actor):
    deal = enter(table, FOUR_DEALS[0], table_actor)
    with pytest.raises(IntegrityError), transaction.atomic():
        DealRecord.objects.create(
            chukker=deal.chukker, number=1, declarer="N", level=1, strain="C", tricks=7
        )
