"""The table page's score sheet and plan, kept in the shared cache as drawn
(``caching.fragment_html`` under ``TableState.folds_shown``): a change to anything they show
draws them again, exactly as a page drawn with nothing in the cache shows them, for each reader
in their language; a change at another table, or to the evening so far, leaves them as they
were."""

from __future__ import annotations

import dataclasses

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Table
from clubchicago.club.selectors.table_state import FOLDED_FIELDS, table_state
from clubchicago.club.services import play, seating
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = pytest.mark.django_db

SHEET = '<details class="card fold" id="sheet"'
PLAN = '<details class="card fold" id="plan"'


@pytest.fixture
def tables(db: None) -> list[Table]:
    """A table of 4 and a table of 5, entries not confirmed."""
    evening = factories.make_evening(confirm_entries=False)
    return factories.seat_tables(evening, (4, 5))


def folds(client: Client, table: Table, **headers: str) -> str:
    """The page's score sheet (once a chukker has begun) and plan, as the reader gets them."""
    response = client.get(reverse("club:table_play", args=[table.pk, table.token]), headers=headers)
    assert response.status_code == 200
    page = response.content.decode()
    start = page.find(SHEET)
    start = page.index(PLAN) if start < 0 else start
    end = page.index("</details>", page.index(PLAN)) + len("</details>")
    return page[start:end]


def uncached(client: Client, table: Table, **headers: str) -> str:
    cache.clear()
    return folds(client, table, **headers)


def director_of(user: User) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_a_deal_entered_or_corrected_in_the_chukker_shown_draws_them_again(
    client: Client, director: User, tables: list[Table]
) -> None:
    table = tables[0]
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    entered = folds(client, table)
    assert SHEET in entered
    deal.refresh_from_db()
    actor = play.Actor.for_director(director)
    play.edit_deal(table, deal.pk, FOUR_DEALS[1], version=deal.version, actor=actor)
    corrected = folds(client, table)
    assert corrected != entered
    assert corrected == uncached(client, table)
    enter(table, FOUR_DEALS[2], play.Actor.for_table(table))
    assert folds(client, table) not in {entered, corrected}


def test_a_player_renamed_is_renamed_in_them(client: Client, tables: list[Table]) -> None:
    table = tables[0]
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    before = folds(client, table)
    player = table.table_players.get(number=1).player
    factories.rename_player(player, "Renamed Rhiannon")
    after = folds(client, table)
    assert "Renamed Rhiannon" in after and "Renamed Rhiannon" not in before
    assert after == uncached(client, table)


def test_a_longer_plan_is_drawn_again(client: Client, tables: list[Table]) -> None:
    table = tables[0]
    before = folds(client, table)
    seating.set_table_length(table, table.length + 1)
    after = folds(client, table)
    assert after != before
    assert after == uncached(client, table)


def test_a_closed_chukker_is_drawn_again_closed(client: Client, tables: list[Table]) -> None:
    table = tables[0]
    for contract in FOUR_DEALS[:3]:
        enter(table, contract, play.Actor.for_table(table))
    open_chukker = folds(client, table)
    enter(table, FOUR_DEALS[3], play.Actor.for_table(table))
    closed = folds(client, table)
    assert closed != open_chukker
    assert "only the director can correct it now" in closed
    assert closed == uncached(client, table)


@pytest.mark.parametrize("first", ["director", "table"])
def test_each_reader_gets_their_own_whoever_came_first(
    director: User, tables: list[Table], first: str
) -> None:
    table = tables[0]
    for contract in FOUR_DEALS:  # a closed chukker: only the director may correct it
        enter(table, contract, play.Actor.for_table(table))
    readers = {"director": director_of(director), "table": Client()}
    expected = {who: uncached(reader, table) for who, reader in readers.items()}
    closed = "only the director can correct it now"
    assert closed in expected["table"] and closed not in expected["director"]
    second = "table" if first == "director" else "director"
    cache.clear()
    assert folds(readers[first], table) == expected[first]
    assert folds(readers[second], table) == expected[second]
    assert folds(readers[first], table) == expected[first]


def test_each_language_gets_its_own(client: Client, tables: list[Table]) -> None:
    table = tables[0]
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    english = folds(client, table)
    french = folds(client, table, accept_language="fr")
    assert french != english
    assert french == uncached(client, table, accept_language="fr")
    assert folds(client, table) == english


def test_a_change_at_another_table_leaves_them_as_they_were(
    client: Client, director: User, tables: list[Table]
) -> None:
    first, other = tables
    for contract in FOUR_DEALS:  # the first table shows its evening so far from now on
        enter(first, contract, play.Actor.for_table(first))
    before = folds(client, first)
    deal = enter(other, FOUR_DEALS[0], play.Actor.for_table(other))
    for contract in FOUR_DEALS[1:]:  # a chukker closed there moves the evening so far
        enter(other, contract, play.Actor.for_table(other))
    deal.refresh_from_db()
    actor = play.Actor.for_director(director)
    play.edit_deal(other, deal.pk, FOUR_DEALS[2], version=deal.version, actor=actor)
    assert folds(client, first) == before
    assert folds(client, first) == uncached(client, first)


def test_the_etag_holds_the_whole_state_once(tables: list[Table]) -> None:
    """The poll's ETag is the sheet and plan's fingerprint with the state's other fields
    (``TableState.unfolded``): every field left out of those is held as it is by the folds."""
    table = tables[0]
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    state = table_state(table)
    names = {field.name for field in dataclasses.fields(state)}
    assert names >= FOLDED_FIELDS
    assert len(state.unfolded) == len(names - FOLDED_FIELDS)
    for name in FOLDED_FIELDS:
        assert getattr(state, name) in state.folds_shown, name
