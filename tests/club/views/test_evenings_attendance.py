"""Who is here (``views.evenings.evening_attendance``, ``evening_guest`` and
``evening_attendance_mark``): no button of the page loses a tick, ticks save as they are clicked,
and a refusal says why and changes nothing."""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING

import pytest
from django.contrib.messages import get_messages
from django.test import Client
from django.urls import reverse
from pytest_django.asserts import assertContains

from clubchicago.club.models import Attendance, Evening, Player
from tests import factories

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse

pytestmark = pytest.mark.django_db


def messages_of(response: TestResponse) -> list[str]:
    return [str(message) for message in get_messages(response.wsgi_request)]


def page_url(evening: Evening) -> str:
    return reverse("club:evening_attendance", args=[evening.pk])


def guest_url(evening: Evening) -> str:
    return reverse("club:evening_guest", args=[evening.pk])


def mark_url(evening: Evening) -> str:
    return reverse("club:evening_attendance_mark", args=[evening.pk])


def answer_part(response: TestResponse, part: str) -> str:
    """The text of the part ``part`` (an id) of a tick's answer: what htmx swaps into the page."""
    found = re.search(rf'id="{part}"[^>]*>(.*?)</', response.content.decode(), re.S)
    assert found, part
    return html.unescape(found.group(1)).strip()


def present(evening: Evening) -> set[int]:
    return set(Attendance.objects.filter(evening=evening).values_list("player_id", flat=True))


def ticked(players: list[Player], **more: object) -> dict[str, object]:
    return {"players_sent": "1", "players": [p.pk for p in players], **more}


# -- the whole list -------------------------------------------------------------------------------


def test_twelve_ticks_and_a_guest_are_all_saved_by_the_guest_button(
    director_client: Client, evening: Evening
) -> None:
    players = factories.make_players(14)

    response = director_client.post(guest_url(evening), ticked(players[:12], name="Zoé Guest"))

    guest = Player.objects.get(name="Zoé Guest")
    assert present(evening) == {p.pk for p in players[:12]} | {guest.pk}
    assert response["Location"] == page_url(evening)
    assert messages_of(response) == [
        "Zoé Guest added as a guest and marked present.",
        "Who is here: 12 added, 0 removed.",
    ]
    page = director_client.get(page_url(evening)).content.decode()
    assert page.count(" checked>") == 13


def test_the_page_is_one_form_whose_buttons_both_send_the_ticks(
    director_client: Client, evening: Evening
) -> None:
    factories.make_players(3)
    page = director_client.get(page_url(evening)).content.decode()

    assert page.count('<form method="post" action="/club/evenings/') == 1
    form = page[
        page.index('id="attendance"') : page.index("</form>", page.index('id="attendance"'))
    ]
    assert form.count('name="players"') == 3
    assert f'formaction="{guest_url(evening)}"' in form
    assert "Save who is here" in form


def test_the_guests_name_is_not_required_by_the_browser_before_saving_the_list(
    director_client: Client, evening: Evening
) -> None:
    page = director_client.get(page_url(evening)).content.decode()
    field = page[page.index('name="name"') - 80 : page.index('name="name"') + 80]
    assert "required" not in field


def test_a_guest_without_a_name_keeps_the_ticks_on_the_page_and_saves_nothing(
    director_client: Client, evening: Evening
) -> None:
    players = factories.make_players(4)

    response = director_client.post(guest_url(evening), ticked(players[:3], name="  "))

    assert response.status_code == 200
    assert present(evening) == set()
    page = response.content.decode()
    assert "Give the guest&#x27;s name." in page
    assert page.count(" checked>") == 3


def test_a_guest_with_a_taken_name_keeps_the_ticks_and_saves_nothing(
    director_client: Client, evening: Evening
) -> None:
    factories.make_player("Zoë")
    players = factories.make_players(3)

    response = director_client.post(guest_url(evening), ticked(players, name="ZOË"))

    assert response.status_code == 200
    assert "ZOË is already in the roster: tick them in the list instead." in (
        response.content.decode()
    )
    assert response.content.decode().count(" checked>") == 3
    assert present(evening) == set()
    assert Player.objects.count() == 4


def test_a_guest_form_from_an_older_page_keeps_the_ticks_stored(
    director_client: Client, evening: Evening
) -> None:
    players = factories.make_players(2)
    factories.mark_present(evening, players)

    director_client.post(guest_url(evening), {"name": "Ζωή Παπαδοπούλου"})

    guest = Player.objects.get(name="Ζωή Παπαδοπούλου")
    assert guest.guest
    assert present(evening) == {players[0].pk, players[1].pk, guest.pk}


def test_unticking_everyone_empties_the_evening(director_client: Client, evening: Evening) -> None:
    factories.mark_present(evening, factories.make_players(3))

    director_client.post(page_url(evening), {"players_sent": "1"})

    assert present(evening) == set()


def test_unticking_a_seated_player_keeps_the_other_ticks_on_the_page_and_says_why(
    director_client: Client, evening: Evening
) -> None:
    (table,) = factories.seat_tables(evening, [4])
    arriving = factories.make_players(5)
    seated = [place.player for place in table.table_players.all()]

    response = director_client.post(page_url(evening), ticked(seated[1:] + arriving))

    assert response.status_code == 200
    page = response.content.decode()
    assert "is seated at table 1" in page
    assert "or draw the tables again" in page
    assert page.count(" checked>") == 8
    assert present(evening) == {p.pk for p in seated}


def test_once_play_started_the_untick_message_offers_no_redraw(
    director_client: Client, evening: Evening
) -> None:
    first, second = factories.seat_tables(evening, [4, 4])
    factories.start(first)
    leaving = second.table_players.get(number=1).player

    response = director_client.post(
        mark_url(evening), {"player": leaving.pk}, HTTP_ACCEPT="application/json"
    )

    message = answer_part(response, "attendance-status")
    assert response.status_code == 409
    assert message == (
        f"{leaving.name} is seated at table 2. Let them leave the table on the Seating page (or "
        "swap them with a player who is present but not seated) before marking them absent."
    )


def test_a_player_at_a_table_that_started_stays_present_and_is_told_why(
    director_client: Client, evening: Evening
) -> None:
    (table,) = factories.seat_tables(evening, [4])
    factories.start(table)
    playing = table.table_players.get(number=2).player

    response = director_client.post(mark_url(evening), {"player": playing.pk})

    assert response.status_code == 409
    assert answer_part(response, "attendance-status") == (
        f"{playing.name} played tonight: they stay present, because the deals they played "
        "count. To let them go, use Leave on the Seating page."
    )
    assert playing.pk in present(evening)


# -- one tick at a time ---------------------------------------------------------------------------


def test_a_tick_is_saved_as_it_is_clicked(director_client: Client, evening: Evening) -> None:
    player = factories.make_player("Élodie")

    response = director_client.post(mark_url(evening), {"player": player.pk, "present": "on"})

    assert response.status_code == 200
    assert answer_part(response, "present-count") == "1 player present."
    assert present(evening) == {player.pk}


def test_an_untick_is_saved_as_it_is_clicked(director_client: Client, evening: Evening) -> None:
    players = factories.make_players(3)
    factories.mark_present(evening, players)

    response = director_client.post(mark_url(evening), {"player": players[0].pk})

    assert answer_part(response, "present-count") == "2 players present."
    assert present(evening) == {players[1].pk, players[2].pk}


def test_a_tick_sent_twice_is_stored_once(director_client: Client, evening: Evening) -> None:
    player = factories.make_player()
    for _ in range(2):
        director_client.post(mark_url(evening), {"player": player.pk, "present": "on"})
    assert Attendance.objects.filter(evening=evening).count() == 1


@pytest.mark.parametrize("player", ["", "x", "999999", "-1"])
def test_a_tick_for_nobody_on_the_list_is_refused(
    director_client: Client, evening: Evening, player: str
) -> None:
    factories.make_player("Retired", active=False)

    response = director_client.post(mark_url(evening), {"player": player, "present": "on"})

    assert response.status_code == 400
    out_of_date = "This list is out of date: reload the page."
    assert answer_part(response, "attendance-status") == out_of_date
    assert present(evening) == set()


def test_a_retired_player_not_on_the_list_cannot_be_ticked(
    director_client: Client, evening: Evening
) -> None:
    retired = factories.make_player("Retired", active=False)

    response = director_client.post(mark_url(evening), {"player": retired.pk, "present": "on"})

    assert response.status_code == 400
    assert present(evening) == set()


def test_the_tick_answers_in_the_directors_language(
    director_client: Client, evening: Evening
) -> None:
    player = factories.make_player()

    response = director_client.post(
        mark_url(evening), {"player": player.pk, "present": "on"}, HTTP_ACCEPT_LANGUAGE="fr"
    )

    assert answer_part(response, "present-count") == "1 joueur présent."


# -- finding a player -----------------------------------------------------------------------------


def test_each_row_carries_the_key_the_search_folds_typed_text_to(
    director_client: Client, evening: Evening
) -> None:
    factories.make_player("Hélène Łukasiewicz")

    page = director_client.get(page_url(evening)).content.decode()

    assert 'data-name="helene lukasiewicz"' in page
    assert '<script id="spelt-out" type="application/json">' in page
    assert '"\\u0142": "l"' in page  # ł, as the page's script spells it out


# -- a guest who comes back, and a count that cannot be seated --------------------------------


def test_a_returning_guest_is_offered_back_in_one_click_with_the_ticks_kept(
    director_client: Client, evening: Evening
) -> None:
    visitor = factories.make_player("Guest Visitor", guest=True, active=False)
    players = factories.make_players(3)

    refused = director_client.post(guest_url(evening), ticked(players, name="guest visitor"))

    page = refused.content.decode()
    assert "Guest Visitor is in the roster but retired, so not in the list below." in page
    assert f'name="returning" value="{visitor.pk}"' in page
    assert page.count(" checked>") == 3
    assert present(evening) == set()

    response = director_client.post(guest_url(evening), ticked(players, returning=visitor.pk))

    assert response.status_code == 302
    assert present(evening) == {p.pk for p in players} | {visitor.pk}
    visitor.refresh_from_db()
    assert visitor.active and visitor.guest
    assert "Guest Visitor is back in the roster and marked present." in messages_of(response)
    assert Player.objects.filter(name__iexact="guest visitor").count() == 1


def test_bringing_back_a_player_no_longer_in_the_roster_saves_nothing(
    director_client: Client, evening: Evening
) -> None:
    players = factories.make_players(2)
    response = director_client.post(guest_url(evening), ticked(players, returning=999999))
    assert response.status_code == 200
    assert "This list is out of date: reload the page." in response.content.decode()
    assert present(evening) == set()


@pytest.mark.parametrize(
    ("count", "note"),
    [
        (0, ""),
        (3, "3 present: a table needs at least 4 players."),
        (7, "7 present: one more player, or one sits out the evening."),
        (8, ""),
    ],
)
def test_the_list_says_where_the_ticks_are_when_they_cannot_all_be_seated(
    director_client: Client, evening: Evening, count: int, note: str
) -> None:
    players = factories.make_players(count)
    Attendance.objects.bulk_create(Attendance(evening=evening, player=p) for p in players)

    response = director_client.get(page_url(evening))
    detail = director_client.get(reverse("club:evening_detail", args=[evening.pk]))

    # Compared as HTML (attributes in any order and spacing), the note alone on the page.
    if note:
        shown = f'<p id="present-note" class="message warning" role="status">{note}</p>'
        assertContains(response, shown, count=1, html=True)
        assert note in detail.content.decode()
    else:
        hidden = '<p id="present-note" class="message warning" role="status" hidden></p>'
        assertContains(response, hidden, count=1, html=True)
        assert "present: " not in detail.content.decode()


def test_a_tick_answers_the_new_note_with_the_count(
    director_client: Client, evening: Evening
) -> None:
    players = factories.make_players(8)
    Attendance.objects.bulk_create(Attendance(evening=evening, player=p) for p in players[:6])

    seventh = director_client.post(mark_url(evening), {"player": players[6].pk, "present": "on"})
    eighth = director_client.post(mark_url(evening), {"player": players[7].pk, "present": "on"})

    assert answer_part(seventh, "present-count") == "7 players present."
    note = "7 present: one more player, or one sits out the evening."
    assert answer_part(seventh, "present-note") == note
    assert answer_part(eighth, "present-count") == "8 players present."
    assert answer_part(eighth, "present-note") == ""
    for answer, player in ((seventh, players[6]), (eighth, players[7])):
        assert answer_part(answer, f"seat-offer-{player.pk}") == ""  # nothing to seat them
