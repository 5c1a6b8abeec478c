"""The table page, polled by its phones every 30 seconds, answers an unchanged poll with a 304:
its ETag names what it shows (the table's state, the evening so far of its players, the plan,
the reader and their language), so it moves with each of them and with nothing else."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Evening, Table
from clubchicago.club.services import play, seating
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = pytest.mark.django_db


@pytest.fixture
def tables(evening: Evening) -> list[Table]:
    return factories.seat_tables(evening, (4, 5))


def page(table: Table) -> str:
    return reverse("club:table_play", args=[table.pk, table.token])


def etag(client: Client, table: Table, **headers: str) -> str:
    response = client.get(page(table), headers=headers)
    assert response.status_code == 200
    assert response["Cache-Control"] == "private, no-cache"
    return str(response["ETag"])


def polled(client: Client, table: Table, tag: str, **headers: str) -> int:
    return client.get(page(table), headers={"if-none-match": tag, **headers}).status_code


def test_an_unchanged_table_answers_its_poll_with_a_304(
    client: Client, tables: list[Table]
) -> None:
    tag = etag(client, tables[0])
    response = client.get(page(tables[0]), headers={"if-none-match": tag})
    assert response.status_code == 304
    assert response.content == b""
    assert response["ETag"] == tag
    # A wrong or old ETag gets the page.
    assert polled(client, tables[0], '"old"') == 200


def test_the_etag_moves_with_a_deal_entered_corrected_or_deleted(
    client: Client, director: User, tables: list[Table]
) -> None:
    table = tables[0]
    link = play.Actor.for_table(table)
    before = etag(client, table)
    deal = enter(table, FOUR_DEALS[0], link, confirmed_by="x")
    entered = etag(client, table)
    assert entered != before
    assert polled(client, table, before) == 200
    deal.refresh_from_db()
    play.edit_deal(
        table, deal.pk, FOUR_DEALS[1], version=deal.version, actor=play.Actor.for_director(director)
    )
    corrected = etag(client, table)
    assert corrected not in {before, entered}
    deal.refresh_from_db()
    play.delete_deal(table, deal.pk, version=deal.version, actor=play.Actor.for_director(director))
    assert etag(client, table) not in {entered, corrected}


def test_a_deal_at_another_table_leaves_the_page_alone_until_it_shows_in_it(
    client: Client, tables: list[Table]
) -> None:
    first, other = tables
    tag = etag(client, first)
    enter(other, FOUR_DEALS[0], play.Actor.for_table(other), confirmed_by="x")
    assert polled(client, first, tag) == 304  # nothing this page shows changed
    # Once this table has closed a chukker, its page shows the evening so far of its players:
    # a chukker closed at the other table moves their ranks, and the page with them.
    for contract in FOUR_DEALS:
        enter(first, contract, play.Actor.for_table(first), confirmed_by="x")
    tag = etag(client, first)
    for contract in FOUR_DEALS[1:]:
        enter(other, contract, play.Actor.for_table(other), confirmed_by="x")
    assert polled(client, first, tag) == 200


def test_the_etag_moves_with_the_plan(client: Client, tables: list[Table]) -> None:
    table = tables[0]
    tag = etag(client, table)
    player = table.table_players.get(number=1).player
    factories.rename_player(player, "Renamed Rhiannon")
    renamed = etag(client, table)
    assert renamed != tag
    seating.set_table_length(table, table.length + 1)
    assert etag(client, table) != renamed


def test_the_etag_moves_with_the_reader_and_their_language(
    director_client: Client, tables: list[Table]
) -> None:
    table = tables[0]
    client = Client()  # a phone, through the table's link
    tag = etag(client, table)
    french = etag(client, table, accept_language="fr")
    assert french != tag
    assert polled(client, table, tag, accept_language="fr") == 200
    assert polled(client, table, french, accept_language="fr") == 304
    director = etag(director_client, table)
    assert director not in {tag, french}
    assert polled(director_client, table, tag) == 200
