"""The Seating page and its changes, as the director uses them: before the start a move or a
swap is made at once; once play has started each change is shown with the tables' new plans,
made when confirmed, refused with a clear message when it cannot be, and undone from the page
(docs/rules.md#changes-during-the-evening)."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import User
from django.contrib.messages import get_messages
from django.urls import reverse

from clubchicago.club.models import Chukker, Evening, Player, SeatingChange, Table, TablePlayer
from clubchicago.club.services import play, seating
from tests import factories


@pytest.fixture
def evening(db: None) -> Evening:
    return factories.make_evening(confirm_entries=False)


def play_chukker(table: Table, director: User) -> None:
    for contract in factories.FOUR_DEALS:
        factories.enter(table, contract, play.Actor.for_director(director))


def seating_url(evening: Evening) -> str:
    return reverse("club:evening_seating", args=[evening.pk])


def change_url(evening: Evening) -> str:
    return reverse("club:seating_change", args=[evening.pk])


def seated(table: Table) -> list[int]:
    return list(
        TablePlayer.seated.filter(table=table).order_by("number").values_list("player", flat=True)
    )


def messages_of(response: Any) -> list[str]:
    return [str(message) for message in get_messages(response.wsgi_request)]


def test_before_the_start_a_swap_is_made_at_once(director_client, evening) -> None:
    first, second = factories.seat_tables(evening, [4, 4])
    a, b = seated(first)[0], seated(second)[0]

    response = director_client.post(
        seating_url(evening), {"swap": "1", "swap-first": a, "swap-second": b}
    )

    assert response.status_code == 302 and response["Location"] == seating_url(evening)
    assert seated(first)[0] == b and seated(second)[0] == a
    assert not SeatingChange.objects.exists()


def test_a_late_arrival_is_offered_a_place_at_every_table_that_can_take_one(
    director_client, director, evening
) -> None:
    four, _six = factories.seat_tables(evening, [4, 6])
    play_chukker(four, director)
    late = factories.make_player("Amélie Late")
    factories.mark_present(evening, [late])

    page = director_client.get(seating_url(evening)).content.decode()

    assert "Amélie Late" in page
    assert "Join table 1 (4 players)" in page
    assert "Join table 2" not in page  # a table of 6 takes nobody more


def test_a_late_arrival_joins_a_started_table_in_two_clicks_after_seeing_the_plan(
    director_client, director, evening
) -> None:
    four, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(four, director)
    late = factories.make_player("Late Comer")
    factories.mark_present(evening, [late])

    # The Join button: the change is shown first, nothing is made yet.
    shown = director_client.post(
        seating_url(evening), {"move": "1", "move-player": late.pk, "move-table": 1}, follow=True
    )
    page = shown.content.decode()
    assert "Late Comer joins table 1 from chukker 2." in page
    assert "Table 1 from chukker 2: 5 players" in page
    assert "Everyone plays 4 of the 5 chukkers left." in page
    assert late.pk not in seated(four)

    # Confirm.
    done = director_client.post(change_url(evening), dict(shown.context["hidden"]), follow=True)

    assert late.pk in seated(four)
    assert done.request["PATH_INFO"] == seating_url(evening)
    body = done.content.decode()
    assert "Print the changed tables&#x27; cards again" in body or "cards again" in body
    assert reverse("club:table_card_pdf", args=[evening.pk, 1]) in body
    assert "Late Comer joins table 1 from chukker 2." in body  # the change, listed
    assert "Undo this change" in body


def test_a_player_leaving_a_table_of_4_is_offered_what_keeps_everyone_playing(
    director_client, director, evening
) -> None:
    four, five = factories.seat_tables(evening, [4, 5])
    play_chukker(four, director)
    play_chukker(five, director)
    leaving = TablePlayer.seated.get(table=four, number=1)
    reserve = factories.make_player("Reserve")
    factories.mark_present(evening, [reserve])

    shown = director_client.post(
        seating_url(evening), {"leave": "1", "leave-player": leaving.player_id}, follow=True
    )

    page = shown.content.decode()
    assert "Table 1 would have 3 players; a table seats 4, 5 or 6" in page
    assert f"Reserve (present, not seated) takes {leaving.player.name}&#x27;s place" in page
    lent = TablePlayer.seated.get(table=five, number=4).player  # out in chukker 2 of 5
    assert f"{lent.name} leaves table 2, where they sit out chukker 2" in page
    # Following the lender's offer shows that change; confirming makes it.
    offer = next(url for url, text in shown.context["options"] if lent.name in text)
    preview = director_client.get(offer)
    director_client.post(change_url(evening), dict(preview.context["hidden"]))
    assert lent.pk in seated(four) and leaving.player_id not in seated(four)
    assert len(seated(five)) == 4


def test_a_change_confirmed_after_the_table_moved_on_is_shown_again_not_made(
    director_client, director, evening
) -> None:
    five, _four = factories.seat_tables(evening, [5, 4])
    play_chukker(five, director)
    leaving = TablePlayer.seated.get(table=five, number=5).player_id
    shown = director_client.get(change_url(evening), {"kind": "leave", "player": leaving})
    factories.enter(five, factories.FOUR_DEALS[0], play.Actor.for_director(director))

    again = director_client.post(change_url(evening), dict(shown.context["hidden"]))

    assert again.status_code == 200
    assert "moved on while you were looking" in again.content.decode()
    # The change as it would be now: from chukker 3, the table having started chukker 2.
    assert "from chukker 3" in again.content.decode()
    assert leaving in seated(five)


def test_a_chukker_in_play_can_be_closed_in_the_same_confirmation(
    director_client, director, evening
) -> None:
    five, _four = factories.seat_tables(evening, [5, 4])
    factories.enter(five, factories.FOUR_DEALS[0], play.Actor.for_director(director))
    north = TablePlayer.seated.get(table=five, number=1).player_id
    shown = director_client.get(change_url(evening), {"kind": "leave", "player": north})
    assert "Chukker 1 is in play (1 of 4 deals entered)" in shown.content.decode()

    director_client.post(change_url(evening), {**dict(shown.context["hidden"]), "close": "1"})

    assert Chukker.objects.get(table=five).closed_at is not None
    assert north not in seated(five)


def test_a_change_is_undone_from_the_seating_page(director_client, director, evening) -> None:
    four, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(four, director)
    before = seated(four)
    late = factories.make_player()
    factories.mark_present(evening, [late])
    shown = director_client.get(
        change_url(evening), {"kind": "move", "player": late.pk, "table": 1}
    )
    director_client.post(change_url(evening), dict(shown.context["hidden"]))
    change = SeatingChange.objects.get()

    response = director_client.post(
        reverse("club:seating_undo", args=[evening.pk, change.pk]), follow=True
    )

    assert seated(four) == before
    assert "The change is undone" in response.content.decode()


@pytest.mark.parametrize(
    "query",
    [
        {},  # nothing asked
        {"kind": "leave"},  # nobody chosen
        {"kind": "teleport", "player": "1"},
        {"kind": "move", "player": "9" * 5000, "table": "1"},
        {"kind": "move", "player": "1", "table": "²"},
        {"kind": "split", "table": "1"},
    ],
)
def test_a_change_asked_for_with_odd_values_is_refused_plainly(
    director_client, director, evening, query
) -> None:
    four, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(four, director)

    for method in (director_client.get, director_client.post):
        response = method(change_url(evening), query, follow=True)
        assert response.redirect_chain == [(seating_url(evening), 302)]
        assert "This change is not complete: choose the players and tables again." in (
            response.content.decode()
        )
    assert not SeatingChange.objects.exists()


def test_a_change_that_cannot_be_made_says_why_and_changes_nothing(
    director_client, director, evening
) -> None:
    four, six = factories.seat_tables(evening, [4, 6])
    play_chukker(four, director)
    late = factories.make_player()
    factories.mark_present(evening, [late])

    response = director_client.post(
        change_url(evening), {"kind": "move", "player": late.pk, "table": 2}
    )

    assert response.status_code == 200
    assert "Table 2 would have 7 players" in response.content.decode()
    assert len(seated(six)) == 6 and not SeatingChange.objects.exists()


def test_in_french_the_change_is_told_in_french(director_client, director, evening) -> None:
    four, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(four, director)
    late = factories.make_player("Zoë")
    factories.mark_present(evening, [late])

    response = director_client.get(
        change_url(evening),
        {"kind": "move", "player": late.pk, "table": 1},
        HTTP_ACCEPT_LANGUAGE="fr",
    )

    page = response.content.decode()
    assert "Zoë rejoint la table 1 à partir de la position 2." in page
    assert "Confirmer le changement" in page


def test_the_play_page_lists_who_waits_for_a_seat(director_client, director, evening) -> None:
    four, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(four, director)
    factories.mark_present(evening, [factories.make_player("Waiting Walter")])

    page = director_client.get(reverse("club:evening_play", args=[evening.pk])).content.decode()

    assert "Waiting Walter is here and not seated" in page
    # One click from the change's preview: join a table of 4, or replace a player.
    walter = Player.objects.get(name="Waiting Walter").pk
    assert f"{change_url(evening)}?kind=move&amp;player={walter}&amp;table=1" in page
    assert f"{seating_url(evening)}?by={walter}#replace" in page


def test_the_check_in_list_says_who_left_after_which_chukker(
    director_client, director, evening
) -> None:
    five, _four = factories.seat_tables(evening, [5, 4])
    play_chukker(five, director)
    leaving = TablePlayer.seated.get(table=five, number=1)
    shown = director_client.get(change_url(evening), {"kind": "leave", "player": leaving.player_id})
    director_client.post(change_url(evening), dict(shown.context["hidden"]))

    page = director_client.get(
        reverse("club:evening_attendance", args=[evening.pk])
    ).content.decode()

    assert "left table 1 after chukker 1 · 1 position played" in page
    # A seated player at a started table is offered the way out, not the untick.
    staying = TablePlayer.seated.get(table=five, number=1).player
    assert f"{staying.name} leaves…" in page


def test_the_table_page_says_the_players_changed_at_the_next_chukker(
    client, director, evening
) -> None:
    four, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(four, director)
    late = factories.make_player("Late Comer")
    factories.mark_present(evening, [late])
    seating.move_player(evening, late.pk, 1)

    page = client.get(reverse("club:table_play", args=[four.pk, four.token])).content.decode()
    assert "Players changed:" in page and "Late Comer joins the table." in page


def test_before_the_start_a_player_leaves_a_table_of_5_at_once(director_client, evening) -> None:
    five, _four = factories.seat_tables(evening, [5, 4])
    leaving = TablePlayer.seated.get(table=five, number=2).player_id

    response = director_client.post(
        seating_url(evening), {"leave": "1", "leave-player": leaving}, follow=True
    )

    assert response.redirect_chain[-1][0] == seating_url(evening)
    assert "Seating changed." in response.content.decode()
    assert len(seated(five)) == 4 and leaving not in seated(five)
    assert not SeatingChange.objects.exists()  # a change before the start is no history


def test_after_the_start_a_swap_with_a_reserve_is_a_substitute_shown_then_made(
    director_client, director, evening
) -> None:
    five, _four = factories.seat_tables(evening, [5, 4])
    play_chukker(five, director)
    leaving = TablePlayer.seated.get(table=five, number=3)
    reserve = factories.make_player("Reserve Rita")
    factories.mark_present(evening, [reserve])

    shown = director_client.post(
        seating_url(evening),
        {"swap": "1", "swap-first": leaving.player_id, "swap-second": reserve.pk},
        follow=True,
    )

    page = shown.content.decode()
    assert f"Reserve Rita takes {leaving.player.name}&#x27;s place at table 1 from chukker 2." in (
        page
    )
    assert leaving.player_id in seated(five)  # nothing yet
    director_client.post(change_url(evening), dict(shown.context["hidden"]))
    assert seated(five)[2] == reserve.pk  # number 3, the leaver's


def test_a_merge_that_would_make_a_table_of_7_is_refused_and_changes_nothing(
    director_client, director, evening
) -> None:
    first, second = factories.seat_tables(evening, [4, 4])
    play_chukker(first, director)
    leaving = TablePlayer.seated.get(table=first, number=1).player_id

    response = director_client.post(
        seating_url(evening),
        {"merge": "1", "merge-table": 1, "merge-other": 2, "merge-players": [leaving]},
        follow=True,
    )

    assert "Table 1 would have 7 players" in response.content.decode()
    assert len(seated(first)) == 4 and len(seated(second)) == 4
    assert not SeatingChange.objects.exists()


def test_the_seating_forms_kept_in_the_cache_offer_the_seating_as_it_now_stands(
    director_client, evening
):
    # The unbound forms are drawn once per set of choices (caching.form_html): after a swap
    # the page offers every player at their new table, not the choices it drew before.
    tables = factories.seat_tables(evening, [4, 4])
    url = reverse("club:evening_seating", args=[evening.pk])
    first = tables[0].table_players.get(number=1).player
    second = tables[1].table_players.get(number=1).player
    before = director_client.get(url).content.decode()
    assert f"Table 1 · 1. {first.name}" in before or f"Table 1 · {first.name}" in before
    seating.swap_players(evening, first.pk, second.pk)
    after = director_client.get(url).content.decode()
    assert after != before
    assert f"Table 2 · 1. {first.name}" in after or f"Table 2 · {first.name}" in after
