"""Issue 29's case through the pages (docs/rules.md#one-table-at-a-time): table 1's chukker 4
has one deal entered, Dorothy Parker playing South; the director moves her to table 3. The
preview says table 3's chukker 4 is played without her, and offers to close her chukker now;
confirmed, table 3's phone cannot begin the chukker that seats her until hers is over."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Chukker, Evening, Player, Table, TablePlayer
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.services import play
from tests import factories


def play_chukker(table: Table, director: User, deals: int = 4) -> None:
    for contract in factories.FOUR_DEALS[:deals]:
        factories.enter(table, contract, play.Actor.for_director(director))


@pytest.fixture
def night(db: None, director: User) -> tuple[Evening, list[Table], Player]:
    evening = factories.make_evening(confirm_entries=False)
    tables = factories.seat_tables(evening, [5, 4, 4])
    for _chukker in range(3):
        play_chukker(tables[0], director)
        play_chukker(tables[2], director)
    play_chukker(tables[0], director, deals=1)
    south = Chukker.objects.get(table=tables[0], number=4).south
    south.name = "Dorothy Parker"
    south.save()
    return evening, tables, south


def change_url(evening: Evening) -> str:
    return reverse("club:seating_change", args=[evening.pk])


def test_the_preview_says_which_chukker_she_starts_from_and_confirm_keeps_it(
    director_client: Client, director: User, night
) -> None:
    evening, tables, dorothy = night
    one, _two, three = tables

    shown = director_client.get(
        change_url(evening), {"kind": "move", "player": dorothy.pk, "table": 3}
    )

    page = shown.content.decode()
    assert (
        "Dorothy Parker moves from table 1 (after chukker 4) to table 3 (from chukker 5)." in page
    )
    assert (
        "Table 3&#x27;s chukker 4 is played without Dorothy Parker, who is still playing chukker 4 "
        "at table 1." in page
    )
    assert "Table 3 from chukker 5: 5 players" in page
    assert (
        "Or tick “Close chukker 4 now” at table 1: Dorothy Parker then plays at table 3 from "
        "chukker 4." in page
    )
    assert "Chukker 4 is in play (1 of 4 deals entered)" in page

    done = director_client.post(change_url(evening), dict(shown.context["hidden"]), follow=True)

    assert done.status_code == 200
    assert TablePlayer.seated.get(player=dorothy).table_id == three.pk
    assert TablePlayer.seated.get(player=dorothy).lineup.start == 5
    assert table_state(one).seats["S"].player_id == dorothy.pk  # her chukker goes on
    # Table 3's phone: its chukker 4 is played without her; the chukker that seats her waits.
    play_chukker(three, director)
    while dorothy.pk not in {p.player_id for p in table_state(three).upcoming_seats.values()}:
        play_chukker(three, director)
    state = table_state(three)
    page_url = reverse("club:table_play", args=[three.pk, three.token])
    phone = Client()
    assert "Dorothy Parker" in phone.get(page_url).content.decode()
    answer = phone.post(
        page_url,
        factories.deal_form(chukker_number=state.chukker_number, lineup=state.entry_lineup or ""),
        follow=True,
    )
    assert "Dorothy Parker is still playing chukker 4 at table 1" in answer.content.decode()
    assert not Chukker.objects.filter(table=three, number=state.chukker_number).exists()


def test_ticking_close_now_seats_her_from_table_3s_next_chukker(
    director_client: Client, director: User, night
) -> None:
    evening, tables, dorothy = night
    one, _two, _three = tables
    shown = director_client.get(
        change_url(evening), {"kind": "move", "player": dorothy.pk, "table": 3}
    )

    director_client.post(change_url(evening), {**dict(shown.context["hidden"]), "close": "1"})

    assert Chukker.objects.get(table=one, number=4).closed
    assert TablePlayer.seated.get(player=dorothy).lineup.start == 4


def test_in_italian_the_preview_says_it_in_italian(
    director_client: Client, director: User, night
) -> None:
    evening, _tables, dorothy = night

    shown = director_client.get(
        change_url(evening),
        {"kind": "move", "player": dorothy.pk, "table": 3},
        HTTP_ACCEPT_LANGUAGE="it",
    )

    page = shown.content.decode()
    assert "senza Dorothy Parker" in page
