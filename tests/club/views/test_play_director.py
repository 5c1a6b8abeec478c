"""The director's play pages: tables at a glance, history, close/reopen, new link, restore."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.urls import reverse

from clubchicago.club.models import Chukker, DealRecord, Evening, SeatingChange, Table, TablePlayer
from clubchicago.club.services import paper, play, seating
from scoring import Deal
from tests.factories import (
    FOUR_DEALS,
    closed_chukker,
    deal_form,
    enter,
    make_evening,
    seat_tables,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def seated_evening(db: None) -> Evening:
    evening = make_evening()
    seat_tables(evening, (4, 5, 6))
    return evening


def test_anonymous_visitors_are_sent_to_log_in(client, seated_evening):
    for name in ("club:evening_play", "club:evening_history"):
        response = client.get(reverse(name, args=[seated_evening.pk]))
        assert response.status_code == 302
        assert "/accounts/login/" in response["Location"]


def test_tables_at_a_glance_show_position_deal_and_waiting_confirmations(
    director_client, seated_evening, django_assert_max_num_queries
):
    table = seated_evening.tables.get(number=2)
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    with django_assert_max_num_queries(11):  # who waits for a seat; the club; the role
        response = director_client.get(reverse("club:evening_play", args=[seated_evening.pk]))
    body = response.content.decode()
    progress = {row.table.number: row for row in response.context["progress"]}
    assert progress[2].position_number == 1 and progress[2].deal_number == 1
    assert progress[2].awaiting_confirmation == 1
    assert progress[1].chukker is None
    assert "1 of 6" in body and "not started" in body
    # Any deal of any chukker can be corrected from here.
    assert reverse("club:table_deals", args=[seated_evening.pk, 2]) in body


def test_paper_tables_are_marked_with_what_is_waiting_to_be_typed_in(
    director_client, seated_evening
):
    table = seated_evening.tables.get(number=3)
    paper.set_on_paper(table, True)

    body = director_client.get(
        reverse("club:evening_play", args=[seated_evening.pk])
    ).content.decode()

    assert "on paper" in body
    assert "chukker 1 to type in (6 left)" in body
    assert reverse("club:paper_entry", args=[seated_evening.pk, 3]) in body
    assert "Tables on paper: 6 chukkers are not typed in yet." in body


def test_director_closes_and_reopens_a_chukker(director_client, seated_evening):
    table = seated_evening.tables.get(number=1)
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    chukker = Chukker.objects.get(table=table)
    director_client.post(reverse("club:chukker_close", args=[chukker.pk]))
    chukker.refresh_from_db()
    assert chukker.closed
    director_client.post(reverse("club:chukker_reopen", args=[chukker.pk]))
    chukker.refresh_from_db()
    assert not chukker.closed


def test_new_link_cuts_off_the_old_one(director_client, client, seated_evening):
    table = seated_evening.tables.get(number=1)
    old = reverse("club:table_play", args=[table.pk, table.token])
    director_client.post(reverse("club:table_new_link", args=[table.pk]))
    table = Table.objects.get(pk=table.pk)
    client.logout()
    assert client.get(old).status_code == 404
    assert client.get(reverse("club:table_play", args=[table.pk, table.token])).status_code == 200


def test_history_lists_every_change_and_restores_a_deleted_deal(director_client, seated_evening):
    table = seated_evening.tables.get(number=1)
    actor = play.Actor.for_table(table)
    deal = enter(table, FOUR_DEALS[0], actor)
    play.delete_deal(table, deal.pk, version=deal.version, actor=actor)
    response = director_client.get(reverse("club:evening_history", args=[seated_evening.pk]))
    body = response.content.decode()
    assert "Table 1 link" in body and "deleted" in body
    director_client.post(reverse("club:deal_restore", args=[deal.pk]))
    assert DealRecord.objects.get(pk=deal.pk).deleted_at is None


def test_director_opens_a_table_page_and_may_correct_a_closed_chukker(
    director_client, seated_evening
):
    table = seated_evening.tables.get(number=1)
    deals = [enter(table, c, play.Actor.for_table(table), confirmed_by="x") for c in FOUR_DEALS]
    assert Chukker.objects.get(table=table).closed
    edit = reverse("club:deal_edit", args=[table.pk, table.token, deals[0].pk])
    data = deal_form(version=deals[0].version, level=4, strain="S", declarer="N", result="-1")
    director_client.post(edit, data)
    assert DealRecord.objects.get(pk=deals[0].pk).tricks == 9


def test_history_reads_as_sentences_in_the_readers_language(
    director_client, seated_evening, django_assert_max_num_queries
):
    table = seated_evening.tables.get(number=1)
    actor = play.Actor.for_table(table)
    deal = enter(table, FOUR_DEALS[0], actor)
    play.edit_deal(
        table,
        deal.pk,
        Deal(declarer="N", level=4, strain="S", tricks=11),
        version=deal.version,
        actor=actor,
    )
    url = reverse("club:evening_history", args=[seated_evening.pk])

    with django_assert_max_num_queries(9):  # and the club of the address
        english = director_client.get(url).content.decode()
    french = director_client.get(url, HTTP_ACCEPT_LANGUAGE="fr").content.decode()

    assert "Deal 1 corrected: 4♠ by North, 11 tricks, was 4♠ by North, 10 tricks" in english
    assert "Deal 1 entered: 4♠ by North, 10 tricks" in english
    assert "contract=" not in english and "number=" not in english
    assert "Nord" in french and "contract=" not in french


def test_a_correction_from_the_list_of_deals_shows_the_stored_result_and_returns_to_the_list(
    director_client, seated_evening
):
    table = seated_evening.tables.get(number=1)
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table), confirmed_by="x")
    deals_url = reverse("club:table_deals", args=[seated_evening.pk, 1])
    edit = reverse("club:deal_edit", args=[table.pk, table.token, deal.pk]) + "?back=deals"
    assert f'href="{edit}"' in director_client.get(deals_url).content.decode()

    page = director_client.get(edit).content.decode()

    # 4♠ by North making ten tricks: the button "=" is the one chosen, nothing typed.
    (chosen,) = re.findall(r'<input type="radio" name="result" value="([^"]*)"[^>]* checked>', page)
    assert chosen == "="
    assert 'name="result_typed" value=' not in page
    assert f'href="{deals_url}"' in page
    data = deal_form(version=deal.version, level=4, strain="S", declarer="N", result="+1")
    response = director_client.post(edit, {**data, "save": "1"})
    assert response.status_code == 302 and response["Location"] == deals_url
    assert DealRecord.objects.get(pk=deal.pk).tricks == 11


def test_a_correction_from_the_table_page_returns_to_the_table_page(
    director_client, seated_evening
):
    table = seated_evening.tables.get(number=1)
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table), confirmed_by="x")
    edit = reverse("club:deal_edit", args=[table.pk, table.token, deal.pk])
    data = deal_form(version=deal.version, level=4, strain="S", declarer="N", result="+1")
    response = director_client.post(edit, {**data, "save": "1"})
    assert response["Location"] == reverse("club:table_play", args=[table.pk, table.token])


def test_a_table_link_cannot_be_sent_to_the_directors_list(client):
    (table,) = seat_tables(make_evening(confirm_entries=False), (4,))
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table), confirmed_by="x")
    edit = reverse("club:deal_edit", args=[table.pk, table.token, deal.pk]) + "?back=deals"
    data = deal_form(version=deal.version, level=4, strain="S", declarer="N", result="+1")
    response = client.post(edit, {**data, "save": "1"})
    assert response["Location"] == reverse("club:table_play", args=[table.pk, table.token])


def test_a_deletion_from_the_list_of_deals_returns_to_the_list(director_client, seated_evening):
    table = seated_evening.tables.get(number=1)
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table), confirmed_by="x")
    delete = reverse("club:deal_delete", args=[table.pk, table.token, deal.pk]) + "?back=deals"
    response = director_client.post(delete, {"version": deal.version})
    assert response["Location"] == reverse("club:table_deals", args=[seated_evening.pk, 1])
    assert DealRecord.objects.get(pk=deal.pk).deleted_at is not None


@pytest.mark.parametrize(
    ("language", "made", "undone"),
    [
        ("en", "12/02/2026 1:43 a.m.", "undone at 1:50 a.m."),
        ("fr", "02/12/2026 01:43", "annulé à 01:50"),
        ("it", "02/12/2026 01:43", "annullata alle 01:50"),
    ],
)
def test_the_history_writes_every_time_in_one_format_per_language(
    director_client, seated_evening, language, made, undone
):
    """A change made and undone in the small hours: when it was made and when it was undone are
    written the same way, the reader's language's (issue 29: not "12/02/2026 1:43 a.m." beside
    "undone at 01:43")."""
    for table in seated_evening.tables.all():
        closed_chukker(table, 1, 420, 100)  # play has started: the change is kept to be undone
    mover = TablePlayer.seated.get(table__number=3, number=6).player
    seating.move_player(seated_evening, mover.pk, 1)
    change = SeatingChange.objects.get(evening=seated_evening)
    seating.undo_change(change)
    paris = dt.timezone(dt.timedelta(hours=1))  # the site's zone (Europe/Paris) in December
    SeatingChange.objects.filter(pk=change.pk).update(
        at=dt.datetime(2026, 12, 2, 1, 43, tzinfo=paris),
        undone_at=dt.datetime(2026, 12, 2, 1, 50, tzinfo=paris),
    )

    response = director_client.get(
        reverse("club:evening_history", args=[seated_evening.pk]), HTTP_ACCEPT_LANGUAGE=language
    )
    line = " ".join(response.content.decode().split("changes", 1)[1].split("</p>", 1)[0].split())

    assert made in line and undone in line
    assert ("01:50" in line) == (language != "en")  # English writes 1:50 a.m. both times
