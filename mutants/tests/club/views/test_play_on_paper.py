"""The table page of a table scored on paper: it shows the sheet and says the director is
scoring it; the phone's entries and corrections are refused, the director's link still works."""

from __future__ import annotations

import pytest
from django.urls import reverse

from clubchicago.club.models import DealRecord, Table
from clubchicago.club.services import paper, play
from tests.factories import FOUR_DEALS, deal_form, enter, make_evening, seat_tables

pytestmark = pytest.mark.django_db

DEAL = deal_form(number=2)


@pytest.fixture
def table(db: None) -> Table:
    (table,) = seat_tables(make_evening(confirm_entries=True), (4,))
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))  # entered before the switch
    return paper.set_on_paper(table, True)


def page(table: Table) -> str:
    return reverse("club:table_play", args=[table.pk, table.token])


def test_the_page_says_the_director_is_scoring_and_still_shows_the_sheet(client, table):
    body = client.get(page(table)).content.decode()

    assert "The director is scoring this table from its paper score sheet" in body
    assert 'id="deal-form"' not in body
    assert 'id="sheet"' in body and "NS 420" in body
    assert "To confirm by the other side" not in body
    assert reverse("club:deal_edit", args=[table.pk, table.token, 1]) not in body


def test_a_deal_sent_from_the_phone_is_refused_with_a_clear_message(client, table):
    response = client.post(page(table), DEAL, follow=True)

    assert "nothing can be entered or changed from a phone" in response.content.decode()
    assert DealRecord.objects.count() == 1


def test_a_correction_from_the_phone_is_refused(client, table):
    deal = DealRecord.objects.get()
    url = reverse("club:deal_delete", args=[table.pk, table.token, deal.pk])

    response = client.post(url, {"version": deal.version}, follow=True)

    assert "nothing can be entered or changed from a phone" in response.content.decode()
    assert DealRecord.objects.get().deleted_at is None


def test_the_director_holding_the_link_may_still_enter_and_is_shown_the_fast_entry(
    director_client, table
):
    body = director_client.get(page(table)).content.decode()
    assert 'id="deal-form"' in body
    assert reverse("club:paper_entry", args=[table.evening_id, 1]) in body

    director_client.post(page(table), DEAL)

    assert DealRecord.objects.count() == 2
