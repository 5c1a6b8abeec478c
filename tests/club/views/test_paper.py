"""The director's paper pages: the score sheets, the switch, and a chukker typed in on one page
(saved at once, its running score shown as each row is completed, without JavaScript too)."""

from __future__ import annotations

import io
import re
from typing import TYPE_CHECKING, Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from pypdf import PdfReader

from clubchicago.club.models import Chukker, DealChange, DealRecord, Table
from clubchicago.club.services import paper, play
from tests.factories import FOUR_DEALS, enter, make_evening, seat_tables

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse

pytestmark = pytest.mark.django_db

LINES = {"d1-line": "4S N =", "d2-line": "pass 2H E 8", "d3-line": "3NT S -1", "d4-line": "1C W +1"}
HTMX: dict[str, Any] = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def table(db: None) -> Table:
    evening = make_evening(confirm_entries=True, length=6)
    (table,) = seat_tables(evening, (5,))
    return paper.set_on_paper(table, True)


def entry_url(table: Table, **query: str) -> str:
    url = reverse("club:paper_entry", args=[table.evening_id, table.number])
    return url + ("?" + "&".join(f"{k}={v}" for k, v in query.items()) if query else "")


def form_of(client: Client, url: str) -> dict[str, str]:
    """The page's form as the browser would send it (hidden keys and what is filled in)."""
    html = client.get(url).content.decode()
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?', html))
    for name, value in re.findall(r'<input type="text" name="([^"]+)"[^>]*?value="([^"]*)"', html):
        fields[name] = value
    return fields


def save(client: Client, table: Table, lines: dict[str, Any], **query: str) -> TestResponse:
    url = entry_url(table, **query)
    return client.post(url, {**form_of(client, url), **lines, "save": "1"})


def test_the_page_lays_out_the_chukker_to_type_in(director_client: Client, table: Table) -> None:
    response = director_client.get(entry_url(table))

    body = response.content.decode()
    assert response.status_code == 200
    assert "Chukker 1 of 6 · position 1" in body
    assert body.count('type="text" name="d') == 4
    assert 'name="d1-line"' in body and "autofocus" in body.split('name="d2-line"')[0]
    # Deal 2 is dealt by East, the dealer's side (EW) vulnerable.
    assert re.search(r"E · 3\. [^<]+</td>\s*<td class=\"vulnerability\">EW<", body)


def test_a_chukker_typed_in_is_saved_at_once_and_the_page_moves_on(
    director_client: Client, table: Table
) -> None:
    response = save(director_client, table, LINES)

    assert response.status_code == 302
    chukker = Chukker.objects.get(table=table)
    assert chukker.closed and (chukker.ns_total, chukker.ew_total) == (420, 300)
    assert DealRecord.objects.filter(chukker=chukker, passed_out=True).count() == 1
    page = director_client.get(response["Location"])
    assert "Chukker 1 saved: NS 420 · EW 300." in page.content.decode()
    assert "Chukker 2 of 6" in page.content.decode()


def test_a_chukker_typed_in_twice_by_a_double_enter_is_stored_once(
    director_client: Client, table: Table
) -> None:
    url = entry_url(table)
    data = {**form_of(director_client, url), **LINES, "save": "1"}

    director_client.post(url, data)
    director_client.post(url, data)

    assert DealRecord.objects.filter(chukker__table=table).count() == 5
    assert Chukker.objects.filter(table=table).count() == 1


def test_a_mistake_is_shown_on_its_row_and_nothing_is_stored(
    director_client: Client, table: Table
) -> None:
    response = save(director_client, table, {**LINES, "d3-line": "3NT S +5"})

    body = response.content.decode()
    assert response.status_code == 200
    assert "3NT can make at most 4 overtricks: +5 is impossible." in body
    assert 'value="4S N ="' in body  # what was typed stays
    assert "autofocus" in body.split('name="d3-line"')[1].split(">")[0]
    assert not DealRecord.objects.exists()


def test_a_refusal_from_the_services_is_shown_on_its_row(
    director_client: Client, table: Table
) -> None:
    response = save(director_client, table, {**LINES, "d2-line": ""})

    assert "Deal 2 is missing" in response.content.decode()
    assert not DealRecord.objects.exists()


def test_without_javascript_show_the_score_posts_back_the_running_score(
    director_client: Client, table: Table
) -> None:
    url = entry_url(table)
    data = {**form_of(director_client, url), "d1-line": "4S N =", "d2-line": "2H E 8"}

    response = director_client.post(url, {**data, "preview": "1"})

    body = response.content.decode()
    assert "NS 420 · EW 60" in body
    assert "after 2 deals" in body
    assert not DealRecord.objects.exists()


def test_the_running_score_comes_as_each_row_is_completed(
    director_client: Client, table: Table
) -> None:
    url = reverse("club:paper_preview", args=[table.evening_id, table.number])

    response = director_client.get(
        url, {"chukker": "1", "d1-line": "4S N =", "d2-line": "2H E 8", "d3-line": "3Z"}, **HTMX
    )

    body = response.content.decode()
    assert "NS 420 · EW 60" in body
    assert body.count('hx-swap-oob="true"') == 4
    assert 'id="row-1-score"' in body and "NS +420" in body
    assert "After the level, write the strain" in body
    assert not DealRecord.objects.exists()


def test_the_score_of_all_four_deals_says_who_won_and_the_credits(
    director_client: Client, table: Table
) -> None:
    url = reverse("club:paper_preview", args=[table.evening_id, table.number])

    response = director_client.get(url, {"chukker": "1", **LINES})

    assert "NS win by 120" in response.content.decode()
    assert "NS +100 · EW −100" in response.content.decode()


def test_the_separate_fields_type_a_chukker_in_too(director_client: Client, table: Table) -> None:
    fields: dict[str, Any] = {}
    for n, (level, strain, declarer, result) in enumerate(
        [(4, "S", "N", "="), (2, "H", "E", "8"), (3, "NT", "S", "-1"), (1, "C", "W", "+1")],
        start=1,
    ):
        fields.update(
            {
                f"d{n}-level": level,
                f"d{n}-strain": strain,
                f"d{n}-doubled": 0,
                f"d{n}-declarer": declarer,
                f"d{n}-result": result,
                f"d{n}-passed_out": 0,
            }
        )

    response = save(director_client, table, fields, fields="1")

    assert response.status_code == 302
    assert "fields=1" in response["Location"]
    assert Chukker.objects.get(table=table).ns_total == 420


def test_a_deal_a_phone_entered_shows_in_its_row_and_can_be_corrected(
    director_client: Client, db: None
) -> None:
    (table,) = seat_tables(make_evening(confirm_entries=False), (4,))
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    paper.set_on_paper(table, True)
    url = entry_url(table)
    data = form_of(director_client, url)
    assert data["d1-line"] == "4S N ="

    director_client.post(url, {**data, "d1-line": "4S N +1", "save": "1"})

    deal = DealRecord.objects.get(chukker__table=table)
    assert deal.tricks == 11
    assert DealChange.objects.filter(deal=deal, action="edited").exists()


def test_a_table_scored_by_phone_offers_the_switch_and_refuses_the_entry(
    director_client: Client, db: None
) -> None:
    (table,) = seat_tables(make_evening(), (4,))

    page = director_client.get(entry_url(table)).content.decode()
    response = save(director_client, table, LINES)

    assert "Score this table on paper" in page
    assert "switch it to paper" in response.content.decode()
    assert not DealRecord.objects.exists()


def test_a_finished_table_has_nothing_left_to_type_in(
    director_client: Client, director: User
) -> None:
    evening = make_evening(confirm_entries=False, length=1)
    (table,) = seat_tables(evening, (4,))
    paper.set_on_paper(table, True)
    for contract in FOUR_DEALS:
        enter(table, contract, play.Actor.for_director(director))

    response = director_client.get(entry_url(table))

    assert "Nothing is left to type in" in response.content.decode()


def test_a_closed_chukker_opens_for_corrections_and_an_unknown_one_is_not_found(
    director_client: Client, table: Table
) -> None:
    save(director_client, table, LINES)

    closed = director_client.get(entry_url(table, chukker="1")).content.decode()

    assert 'value="4S N ="' in closed and "closed" in closed
    assert director_client.get(entry_url(table, chukker="5")).status_code == 404
    assert director_client.get(entry_url(table, chukker="x")).status_code == 200


def test_a_post_for_a_chukker_that_is_gone_is_sent_back_to_the_page(
    director_client: Client, table: Table
) -> None:
    url = entry_url(table)
    data = {**form_of(director_client, url), **LINES, "save": "1", "chukker": "4"}

    response = director_client.post(url, data)

    assert response.status_code == 302
    assert not DealRecord.objects.exists()


def test_the_director_switches_a_table_to_paper_and_back(director_client: Client) -> None:
    evening = make_evening()
    (table,) = seat_tables(evening, (4,))
    url = reverse("club:table_paper", args=[evening.pk, 1])

    to_paper = director_client.post(url, {"on_paper": "1", "back": "play"})
    assert to_paper["Location"] == reverse("club:evening_play", args=[evening.pk])
    assert Table.objects.get(pk=table.pk).on_paper

    to_phone = director_client.post(url, {"on_paper": "0"})
    assert to_phone["Location"] == reverse("club:table_positions", args=[evening.pk, 1])
    assert not Table.objects.get(pk=table.pk).on_paper

    director_client.post(url, {"on_paper": "maybe"})
    assert not Table.objects.get(pk=table.pk).on_paper


def test_the_table_positions_page_has_the_switch(director_client: Client, table: Table) -> None:
    body = director_client.get(
        reverse("club:table_positions", args=[table.evening_id, 1])
    ).content.decode()

    assert "Score it from the phones again" in body
    assert entry_url(table) in body
    assert reverse("club:table_score_sheets_pdf", args=[table.evening_id, 1]) in body


def test_the_evening_page_prints_all_score_sheets_and_each_tables(
    director_client: Client, table: Table
) -> None:
    body = director_client.get(
        reverse("club:evening_detail", args=[table.evening_id])
    ).content.decode()

    assert reverse("club:score_sheets_pdf", args=[table.evening_id]) in body
    assert reverse("club:table_score_sheets_pdf", args=[table.evening_id, 1]) in body
    assert "on paper" in body


@pytest.mark.parametrize("name", ["club:score_sheets_pdf", "club:table_score_sheets_pdf"])
def test_the_score_sheets_come_as_a_pdf(director_client: Client, table: Table, name: str) -> None:
    args = [table.evening_id] + ([1] if name == "club:table_score_sheets_pdf" else [])

    response = director_client.get(reverse(name, args=args))

    assert response["Content-Type"] == "application/pdf"
    assert "score-sheets" in response["Content-Disposition"]
    text = PdfReader(io.BytesIO(response.content)).pages[0].extract_text()
    assert "Chukker 1 of 6" in text


def test_the_score_pad_prints_a_blank_sheet_with_its_settings(client: Client) -> None:
    pad = client.get(reverse("score_pad"), {"schedule": "french", "first_dealer": "S"})
    assert (
        reverse("score_pad_sheet") + "?schedule=french&amp;first_dealer=S" in pad.content.decode()
    )

    response = client.get(
        reverse("score_pad_sheet"),
        {"schedule": "french", "first_dealer": "S", "style": "duplicate"},
    )

    assert response["Content-Type"] == "application/pdf"
    text = PdfReader(io.BytesIO(response.content)).pages[0].extract_text()
    assert "South deals first" in text and "French schedule" in text
    assert "duplicate-style" in text
    assert "Table" not in text


def test_a_blank_sheet_with_settings_it_cannot_read_uses_the_pads_defaults(client: Client) -> None:
    response = client.get(reverse("score_pad_sheet"), {"schedule": "weekly", "style": "<x>"})

    text = PdfReader(io.BytesIO(response.content)).pages[0].extract_text()
    assert "North deals first" in text and "dealer's side vulnerable" in text
