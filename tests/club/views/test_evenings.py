"""The director's evening pages: login required, each step end to end, bounded queries."""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

import pytest
from django.contrib.messages import get_messages
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from clubchicago.club.models import Attendance, Club, Evening, Table, TablePlayer
from tests import factories

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse
    from pytest_django import DjangoAssertNumQueries

pytestmark = pytest.mark.django_db


def page_count(pdf: bytes) -> int:
    return len(re.findall(rb"/Type /Page(?![s\w])", pdf))


def messages_of(response: TestResponse) -> list[str]:
    return [str(message) for message in get_messages(response.wsgi_request)]


def evening_urls(evening: Evening) -> list[str]:
    pk = evening.pk
    return [
        reverse("club:dashboard"),
        reverse("club:evening_add"),
        reverse("club:evening_edit", args=[pk]),
        reverse("club:evening_detail", args=[pk]),
        reverse("club:evening_attendance", args=[pk]),
        reverse("club:evening_guest", args=[pk]),
        reverse("club:evening_draw", args=[pk]),
        reverse("club:evening_seating", args=[pk]),
        reverse("club:table_positions", args=[pk, 1]),
        reverse("club:table_card_pdf", args=[pk, 1]),
        reverse("club:table_cards_pdf", args=[pk]),
    ]


# -- who may see these pages ---------------------------------------------------------------------


@pytest.mark.parametrize("method", ["get", "post"])
def test_anonymous_visitors_are_sent_to_log_in(client: Client, evening: Evening, method: str):
    factories.seat_tables(evening, [4])
    for url in evening_urls(evening):
        response = getattr(client, method)(url)
        assert response.status_code == 302, url
        assert response.url.startswith(reverse("login")), url


def test_a_logged_in_player_who_is_not_a_director_is_sent_to_log_in(
    client: Client, evening: Evening
) -> None:
    client.force_login(factories.make_member("player"))
    factories.seat_tables(evening, [4])
    for url in evening_urls(evening):
        assert client.get(url).status_code == 302, url


def test_every_page_opens_for_the_director(director_client: Client, evening: Evening) -> None:
    factories.seat_tables(evening, [4])
    for url in evening_urls(evening):
        if "guest" in url:
            continue  # POST only
        assert director_client.get(url).status_code == 200, url


# -- an evening from start to finish -------------------------------------------------------------


def test_the_director_runs_an_evening_end_to_end(director_client: Client) -> None:
    season = factories.make_season()
    response = director_client.post(
        reverse("club:evening_add"),
        {"date": "2026-12-07", "title": "Lundi de Noël", "season": season.pk},
    )
    evening = Evening.objects.get()
    assert response["Location"] == reverse("club:evening_detail", args=[evening.pk])
    assert (evening.title, evening.season, evening.schedule) == ("Lundi de Noël", season, "dealer")

    players = factories.make_players(13) + factories.make_players(3, prefix="Absent")
    response = director_client.post(
        reverse("club:evening_attendance", args=[evening.pk]),
        {"players_sent": "1", "players": [p.pk for p in players[:13]]},
    )
    assert response.status_code == 302
    assert Attendance.objects.filter(evening=evening).count() == 13

    draw_url = reverse("club:evening_draw", args=[evening.pk])
    assert "13 players: tables of 4, 4 and 5" in director_client.get(draw_url).content.decode()
    director_client.post(draw_url)
    evening.refresh_from_db()
    assert evening.draw_seed is not None
    assert list(evening.tables.values_list("size", flat=True)) == [4, 4, 5]

    # The fifth player of table 3 joins table 1, which becomes the table of 5.
    mover = TablePlayer.objects.get(table__evening=evening, table__number=3, number=5).player
    director_client.post(
        reverse("club:evening_seating", args=[evening.pk]),
        {"move": "1", "move-player": mover.pk, "move-table": 1},
    )
    assert list(evening.tables.values_list("size", flat=True)) == [5, 4, 4]

    table = evening.tables.get(number=1)
    names = {place.number: place.player.name for place in table.table_players.all()}
    assert names[5] == mover.name
    page = director_client.get(reverse("club:table_positions", args=[evening.pk, 1]))
    html = page.content.decode()
    assert "1-5 v 2-3 (4)" in html
    row = html[html.index('id="chukker-2"') :]
    row = row[: row.index("</tr>")]
    for number in (1, 5, 2, 3, 4):
        assert f"{number}. {names[number]}" in row

    pdf = director_client.get(reverse("club:table_cards_pdf", args=[evening.pk]))
    assert pdf["Content-Type"] == "application/pdf"
    assert pdf.content.startswith(b"%PDF")
    assert page_count(pdf.content) == 3


def test_the_detail_page_lists_the_tables_with_numbered_names(
    director_client: Client, evening: Evening
) -> None:
    (table,) = factories.seat_tables(evening, [4])
    TablePlayer.objects.filter(table=table, number=3).update(
        player=factories.make_player("Zoë Ærø")
    )

    html = director_client.get(reverse("club:evening_detail", args=[evening.pk])).content.decode()

    assert "3. Zoë Ærø" in html


# -- the evening's settings ----------------------------------------------------------------------


def test_the_evening_form_explains_the_french_schedule(
    director_client: Client, evening: Evening
) -> None:
    html = director_client.get(reverse("club:evening_edit", args=[evening.pk])).content.decode()
    assert "The French schedule, read as written, makes the first dealer" in html


def evening_data(**changes: object) -> dict[str, object]:
    data: dict[str, object] = {
        "date": "2026-11-30",
        "title": "Monday Chicago",
        "season": "",
        "schedule": "french",
        "honours": "on",
        "half": "down",
        "unit": "fiches",
        "fiche_value": "200",
        "confirm_entries": "",
        "style": "duplicate",
        "length": "7",
        "ranking_minimum": "40",
        "start_time": "19:30",
        "published": "on",
    }
    data.update(changes)
    return {key: value for key, value in data.items() if value != ""}


def test_the_director_overrides_the_evening_settings(
    director_client: Client, evening: Evening
) -> None:
    response = director_client.post(reverse("club:evening_edit", args=[evening.pk]), evening_data())

    assert response.status_code == 302
    evening.refresh_from_db()
    assert evening.scoring_settings() == {
        "schedule": "french",
        "style": "duplicate",
        "honours": True,
        "half": "down",
        "unit": "fiches",
        "fiche_value": 200,
        "confirm_entries": False,
        "length": 7,
        "ranking_minimum": 40,
    }
    assert evening.start_time == dt.time(19, 30)
    assert evening.published is True
    assert Club.load().schedule == "dealer"


@pytest.mark.parametrize("value", ["0", "150", "-100"])
def test_a_fiche_must_be_a_positive_multiple_of_100(
    director_client: Client, evening: Evening, value: str
) -> None:
    response = director_client.post(
        reverse("club:evening_edit", args=[evening.pk]), evening_data(fiche_value=value)
    )

    assert response.status_code == 200
    assert response.context["form"].errors["fiche_value"]
    evening.refresh_from_db()
    assert evening.fiche_value == 100


def test_once_play_started_the_scoring_fields_are_shown_disabled_with_the_reason(
    director_client: Client, evening: Evening
) -> None:
    (table,) = factories.seat_tables(evening, [4])
    factories.start(table)
    url = reverse("club:evening_edit", args=[evening.pk])

    form = director_client.get(url).context["form"]
    for name in ("schedule", "style", "honours"):
        assert form.fields[name].disabled
        assert "Play has started" in str(form.fields[name].help_text)
    assert not form.fields["length"].disabled

    # A post that tries anyway changes the other fields and leaves these as they were.
    response = director_client.post(url, evening_data(title="Renamed"))

    assert response.status_code == 302
    evening.refresh_from_db()
    assert (evening.schedule, evening.style, evening.honours) == ("dealer", "chicago", False)
    assert evening.title == "Renamed"


def test_changing_the_evenings_length_plans_its_tables_again(
    director_client: Client, evening: Evening
) -> None:
    factories.seat_tables(evening, [4, 5])

    director_client.post(reverse("club:evening_edit", args=[evening.pk]), evening_data())

    assert set(Table.objects.values_list("length", flat=True)) == {7}


def test_the_evening_page_shows_its_length_and_expected_end(
    director_client: Client, evening: Evening
) -> None:
    evening.start_time = dt.time(20, 0)
    evening.length = 6
    evening.save()

    page = director_client.get(reverse("club:evening_detail", args=[evening.pk])).content.decode()

    assert "6 chukkers at every table" in page
    assert "from 8 p.m., expected to end about 10 p.m." in page


# -- the draw ------------------------------------------------------------------------------------


def test_seven_players_cannot_be_seated_and_the_page_says_why(
    director_client: Client, evening: Evening
) -> None:
    players = factories.make_players(7)
    Attendance.objects.bulk_create(Attendance(evening=evening, player=p) for p in players)
    url = reverse("club:evening_draw", args=[evening.pk])

    assert "7 players cannot all be seated" in director_client.get(url).content.decode()
    response = director_client.post(url)

    assert any("7 players cannot all be seated" in m for m in messages_of(response))
    assert not Table.objects.exists()


def test_a_redraw_needs_confirmation_and_gets_a_new_seed(
    director_client: Client, evening: Evening
) -> None:
    players = factories.make_players(8)
    Attendance.objects.bulk_create(Attendance(evening=evening, player=p) for p in players)
    url = reverse("club:evening_draw", args=[evening.pk])
    director_client.post(url)
    evening.refresh_from_db()
    first_seed = evening.draw_seed

    unconfirmed = director_client.post(url)
    evening.refresh_from_db()
    assert unconfirmed.status_code == 200
    assert "Tick the box to confirm" in unconfirmed.content.decode()
    assert evening.draw_seed == first_seed

    director_client.post(url, {"confirm": "on"})
    evening.refresh_from_db()
    assert evening.draw_seed != first_seed


def test_once_a_table_started_the_draw_is_shown_disabled_with_the_reason(
    director_client: Client, evening: Evening
) -> None:
    first, _second = factories.seat_tables(evening, [4, 4])
    factories.start(first)
    reason = "Play has started: the tables can no longer be drawn again."

    draw = director_client.get(reverse("club:evening_draw", args=[evening.pk])).content.decode()
    detail = director_client.get(reverse("club:evening_detail", args=[evening.pk]))

    assert reason in draw
    assert '<fieldset class="plain" disabled aria-describedby="draw-closed">' in draw
    assert "Draw again</button>" in draw
    page = detail.content.decode()
    assert reason in page
    assert '<button type="button" disabled aria-describedby="draw-closed">Draw again' in page
    assert reverse("club:evening_draw", args=[evening.pk]) not in page


def test_before_play_the_draw_is_offered(director_client: Client, evening: Evening) -> None:
    factories.seat_tables(evening, [4])

    page = director_client.get(reverse("club:evening_detail", args=[evening.pk])).content.decode()

    assert f'href="{reverse("club:evening_draw", args=[evening.pk])}">Draw again</a>' in page
    assert "can no longer be drawn again" not in page


def test_a_redraw_after_a_table_started_is_refused(
    director_client: Client, evening: Evening
) -> None:
    (table,) = factories.seat_tables(evening, [4])
    factories.start(table)
    url = reverse("club:evening_draw", args=[evening.pk])

    assert "can no longer be drawn again" in director_client.get(url).content.decode()
    response = director_client.post(url, {"confirm": "on"})

    assert any("Table 1 has started" in m for m in messages_of(response))


# -- moves by hand -------------------------------------------------------------------------------


def test_a_move_after_the_table_started_is_shown_then_made_once_confirmed(
    director_client: Client, evening: Evening
) -> None:
    tables = factories.seat_tables(evening, [5, 4])
    factories.start(tables[0])
    player = tables[0].table_players.get(number=5).player

    response = director_client.post(
        reverse("club:evening_seating", args=[evening.pk]),
        {"move": "1", "move-player": player.pk, "move-table": 2},
        follow=True,
    )

    # Nothing is changed yet: the page shows what the move does, to confirm.
    assert TablePlayer.seated.get(player=player).table == tables[0]
    page = response.content.decode()
    assert response.context["proposal"].started
    assert f"{player.name} moves from table 1 (after chukker 1) to table 2" in page
    confirm = dict(response.context["hidden"])
    response = director_client.post(reverse("club:seating_change", args=[evening.pk]), confirm)
    assert response.status_code == 302
    assert TablePlayer.seated.get(player=player).table == tables[1]


def test_a_move_leaving_three_players_gets_the_rotation_message(
    director_client: Client, evening: Evening
) -> None:
    tables = factories.seat_tables(evening, [4, 4])
    player = tables[0].table_players.get(number=1).player

    response = director_client.post(
        reverse("club:evening_seating", args=[evening.pk]),
        {"move": "1", "move-player": player.pk, "move-table": 2},
        follow=True,
    )

    assert "Table 1 would have 3 players" in response.content.decode()
    assert list(TablePlayer.seated.filter(table=tables[0]).values_list("player", flat=True))


def test_two_players_are_swapped(director_client: Client, evening: Evening) -> None:
    tables = factories.seat_tables(evening, [4, 4])
    a = tables[0].table_players.get(number=1).player
    b = tables[1].table_players.get(number=2).player

    director_client.post(
        reverse("club:evening_seating", args=[evening.pk]),
        {"swap": "1", "swap-first": a.pk, "swap-second": b.pk},
    )

    assert TablePlayer.objects.get(player=a).table == tables[1]
    assert TablePlayer.objects.get(player=b).number == 1


def test_players_present_but_not_seated_are_listed_as_a_reader_expects(
    director_client: Client, evening: Evening
) -> None:
    factories.seat_tables(evening, [4])
    late = [factories.make_player(name) for name in ["Łukasz", "Eric", "Élodie", "Ærø"]]
    factories.mark_present(evening, late)

    response = director_client.get(reverse("club:evening_seating", args=[evening.pk]))

    assert [p.name for p in response.context["unseated"]] == ["Ærø", "Élodie", "Eric", "Łukasz"]
    choices = [label for _pk, label in response.context["swap_form"].fields["first"].choices]
    assert choices[-4:] == [f"Not seated · {name}" for name in ["Ærø", "Élodie", "Eric", "Łukasz"]]


# -- a table's positions -------------------------------------------------------------------------


def test_the_director_stops_a_table_early_and_lets_it_play_on(
    director_client: Client, evening: Evening
) -> None:
    (table,) = factories.seat_tables(evening, [6])
    url = reverse("club:table_positions", args=[evening.pk, 1])

    director_client.post(url, {"table-length": "5"})
    table.refresh_from_db()
    assert table.length == 5

    director_client.post(url, {"table-length": "10"})
    table.refresh_from_db()
    assert table.length == 10
    html = director_client.get(url).content.decode()
    assert "chukkers 8 and 9" in html


def test_a_length_beyond_the_longest_evening_is_refused_beside_the_field(
    director_client: Client, evening: Evening
) -> None:
    factories.seat_tables(evening, [4])
    url = reverse("club:table_positions", args=[evening.pk, 1])

    response = director_client.post(url, {"table-length": "25"})

    assert response.status_code == 200
    assert response.context["length_form"].errors["length"]
    assert Table.objects.get().length == 6


def test_an_unknown_table_is_not_found(director_client: Client, evening: Evening) -> None:
    response = director_client.get(reverse("club:table_positions", args=[evening.pk, 3]))
    assert response.status_code == 404


# -- queries stay bounded ------------------------------------------------------------------------


def test_the_dashboard_of_fifty_evenings_takes_few_queries(
    director_client: Client, django_assert_max_num_queries: DjangoAssertNumQueries
) -> None:
    season = factories.make_season()
    for day in range(50):
        evening = factories.make_evening(
            date=dt.date(2026, 1, 1) + dt.timedelta(days=day), season=season
        )
    factories.seat_tables(evening, [4, 5])

    with django_assert_max_num_queries(8):  # and the club of the address, the role
        response = director_client.get(reverse("club:dashboard"))

    html = response.content.decode()
    assert html.index("Feb. 19, 2026") < html.index("Jan. 26, 2026")  # newest first
    assert "Jan. 1, 2026" not in html  # on the second page: 25 evenings a page
    assert "New evening" in html


def test_the_evening_page_of_three_tables_of_six_takes_few_queries(
    director_client: Client, evening: Evening, django_assert_max_num_queries: DjangoAssertNumQueries
) -> None:
    factories.seat_tables(evening, [6, 6, 6])

    # The tables, their lineups, every place and those seated now, their chukkers: five.
    with django_assert_max_num_queries(13):  # and the club of the address, the role
        response = director_client.get(reverse("club:evening_detail", args=[evening.pk]))

    assert response.content.decode().count("6. Player") == 3


def test_the_positions_page_takes_few_queries(
    director_client: Client, evening: Evening, django_assert_max_num_queries: DjangoAssertNumQueries
) -> None:
    (table,) = factories.seat_tables(evening, [6])
    factories.start(table)

    with django_assert_max_num_queries(12):  # and the club of the address, the role
        director_client.get(reverse("club:table_positions", args=[evening.pk, 1]))


def test_the_attendance_page_of_a_hundred_players_takes_few_queries(
    director_client: Client, evening: Evening, django_assert_max_num_queries: DjangoAssertNumQueries
) -> None:
    factories.seat_tables(evening, [4, 5])
    factories.make_players(91)

    with django_assert_max_num_queries(10):
        response = director_client.get(reverse("club:evening_attendance", args=[evening.pk]))

    assert response.content.decode().count('name="players"') == 100


def test_the_seating_page_takes_few_queries(
    director_client: Client, evening: Evening, django_assert_max_num_queries: DjangoAssertNumQueries
) -> None:
    factories.seat_tables(evening, [6, 6, 5, 4])
    late = factories.make_players(2)
    factories.mark_present(evening, late)

    # The tables (four), who is present, waiting or gone, the changes tonight and whether
    # each can be undone: the same few queries however many tables, players or changes.
    with django_assert_max_num_queries(16):
        director_client.get(reverse("club:evening_seating", args=[evening.pk]))


# -- a new evening -------------------------------------------------------------------------------


def test_a_new_evening_starts_on_today_in_the_current_season(director_client: Client) -> None:
    today = timezone.localdate()
    factories.make_season("Last", start_date=dt.date(2000, 1, 1), end_date=dt.date(2000, 12, 31))
    current = factories.make_season(
        "Current", start_date=today - dt.timedelta(days=30), end_date=today + dt.timedelta(days=30)
    )

    response = director_client.get(reverse("club:evening_add"))

    page = response.content.decode()
    assert f'name="date" value="{today:%Y-%m-%d}"' in page
    assert f'<option value="{current.pk}" selected>Current</option>' in page


def test_a_new_evening_without_any_season_still_starts_on_today(director_client: Client) -> None:
    page = director_client.get(reverse("club:evening_add")).content.decode()

    assert f'name="date" value="{timezone.localdate():%Y-%m-%d}"' in page
    assert '<option value="" selected>' in page


def test_after_the_start_the_draw_page_shows_the_tables_as_they_are(
    director_client: Client, evening: Evening
) -> None:
    first, _second, _third = factories.seat_tables(evening, [4, 5, 5])
    factories.start(first)
    Attendance.objects.create(evening=evening, player=factories.make_player("Late Comer"))

    page = director_client.get(reverse("club:evening_draw", args=[evening.pk])).content.decode()

    assert '<p class="big" id="seated-now">14 players seated: tables of 4, 5 and 5</p>' in page
    assert "1 player is waiting for a seat." in page
    assert "15 came: 14 playing, 1 waiting for a seat" in page
    assert "tables of 5, 5 and 5" not in page


def test_before_the_start_the_draw_page_shows_the_tables_and_what_a_new_draw_makes(
    director_client: Client, evening: Evening
) -> None:
    factories.seat_tables(evening, [4, 5, 5])
    Attendance.objects.create(evening=evening, player=factories.make_player("Late Comer"))

    page = director_client.get(reverse("club:evening_draw", args=[evening.pk])).content.decode()

    assert "14 players seated: tables of 4, 5 and 5" in page
    assert "A new draw: 15 players: tables of 5, 5 and 5" in page
