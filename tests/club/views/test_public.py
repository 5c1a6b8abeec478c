"""The public pages: the home page, and the score pad (no login, nothing stored, clear messages
beside the fields)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from django.test import Client
from django.urls import reverse

from clubchicago.club.forms.pad import deal_code, parse_deal_code
from clubchicago.club.models import DealRecord
from scoring import Deal

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse

pytestmark = pytest.mark.django_db

PAD = reverse("score_pad")


SETTINGS = {"schedule": "dealer", "first_dealer": "N", "style": "chicago"}
GAME: dict[str, Any] = {"level": 4, "strain": "S", "doubled": 0, "declarer": "N", "result": "="}
HTMX = {"HTTP_HX_REQUEST": "true"}


def add(client: Client, *codes: str, settings: dict | None = None, **entry: object) -> TestResponse:
    """The pad with ``codes`` entered, adding the deal typed in ``entry``."""
    query = {**(settings or SETTINGS), "d": list(codes), **entry, "add": "1"}
    return client.get(PAD, query)


def test_home_page_links_to_the_score_pad(client):
    response = client.get(reverse("home"))
    assert response.status_code == 200
    assert PAD in response.content.decode()


def test_empty_pad_renders_without_login_and_offers_deal_one(client):
    response = client.get(PAD)
    assert response.status_code == 200
    body = response.content.decode()
    assert "Deal 1 of 4" in body
    assert "Score sheet" not in body


def test_adding_a_deal_moves_to_the_pads_new_address(client):
    response = add(client, **GAME)
    assert response.status_code == 302
    assert response["Location"] == PAD + "?schedule=dealer&first_dealer=N&style=chicago&d=4S.N.10"
    assert DealRecord.objects.count() == 0


def test_with_htmx_the_pad_answers_its_region_and_its_new_address(client):
    query = {**SETTINGS, **GAME, "add": "1"}
    response = client.get(PAD, query, **HTMX)
    assert response.status_code == 200
    assert "<html" not in response.content.decode()
    assert response["HX-Push-Url"].endswith("d=4S.N.10")
    assert "Deal 2 of 4" in response.content.decode()


def test_pad_scores_a_chukker_and_rounds_the_net(client):
    # Deal 1: NS 120 + 300 game. Deal 2: EW vulnerable (dealer E), 2HX-2 = 500 to NS.
    response = client.get(PAD, {**SETTINGS, "d": ["4S.N.10", "2HX.E.6"]})
    assert response.context["sheet"].totals == {"NS": 920, "EW": 0}
    complete = client.get(
        PAD, {**SETTINGS, "d": ["4S.N.10", "2HX.E.6", "1C.S.7", "1C.W.7"]}
    ).content.decode()
    assert "North-South win by" in complete
    assert "New chukker" in complete
    assert DealRecord.objects.count() == 0


def test_the_next_deal_has_its_dealer_and_vulnerability(client):
    page = client.get(PAD, {**SETTINGS, "d": ["4S.N.10"]}).content.decode()
    assert "Deal 2 of 4" in page and "East-West vulnerable" in page


def test_pad_honours_count_only_when_asked(client):
    off = client.get(PAD, {**SETTINGS, "d": ["4S.N.10.100NS"]})
    on = client.get(PAD, {**SETTINGS, "honours": "on", "d": ["4S.N.10.100NS"]})
    assert off.context["sheet"].totals["NS"] == 420
    assert on.context["sheet"].totals["NS"] == 520


def test_the_pad_scores_duplicate_style_when_asked(client):
    sheet = client.get(PAD, {**SETTINGS, "style": "duplicate", "d": ["2H.N.8"]}).context["sheet"]
    assert sheet.totals["NS"] == 110


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({**GAME, "result": "14"}, "A deal has 13 tricks"),
        ({**GAME, "result": "+4"}, "4♠ can make at most 3 overtricks: +4 is impossible."),
        ({**GAME, "result": "lots"}, "Type the tricks taken"),
        ({**GAME, "result": ""}, "Choose the result"),
        ({**GAME, "level": 8}, "Select a valid choice"),
        ({**GAME, "strain": "X"}, "Select a valid choice"),
        ({**GAME, "strain": "NT", "honours": 100, "honours_side": "NS"}, "four aces"),
    ],
)
def test_bad_entries_get_a_message_and_add_nothing(client, fields, message):
    response = add(client, settings={**SETTINGS, "honours": "on"}, **fields)
    assert response.status_code == 200
    assert response.context["pad"].deals == []
    assert message in response.content.decode()


def test_a_fifth_deal_is_refused(client):
    codes = ["1C.N.7", "1C.E.7", "1C.S.7", "1C.W.7"]
    response = add(client, *codes, **GAME)
    assert response.status_code == 200
    assert len(response.context["pad"].deals) == 4


def test_the_last_deal_can_be_taken_back(client):
    response = client.get(PAD, {**SETTINGS, "d": ["4S.N.10", "1C.E.7"], "drop": "1"})
    assert response.status_code == 302
    assert response.url.endswith("d=4S.N.10")


def test_an_address_with_a_damaged_deal_shows_the_deals_before_it(client):
    response = client.get(PAD, {**SETTINGS, "d": ["4S.N.10", "9Z.Q.99", "1C.E.7"]})
    assert response.status_code == 200
    assert [deal_code(d) for d in response.context["pad"].deals] == ["4S.N.10"]
    assert "could not be read" in response.content.decode()


def test_unknown_schedule_is_not_a_crash(client):
    response = client.get(PAD, {**SETTINGS, "schedule": "random", "d": ["4S.N.10"]})
    assert response.status_code == 200


def test_french_schedule_makes_first_dealers_side_vulnerable_on_deal_two(client):
    query = {**SETTINGS, "schedule": "french", "d": ["1C.E.7", "3NT.N.8"]}
    sheet = client.get(PAD, query).context["sheet"]
    assert sheet.lines[1].vulnerable == {"NS"}
    assert sheet.totals["EW"] == 20 + 100


def test_a_new_chukker_keeps_the_settings_and_turns_the_first_dealer(client):
    pad = client.get(PAD, {**SETTINGS, "d": ["1C.N.7"] * 4}).context["pad"]
    assert pad.next_chukker() == "?schedule=dealer&first_dealer=E&style=chicago"


def test_the_pad_preview_scores_without_storing(client):
    response = client.get(reverse("score_pad_preview"), {**SETTINGS, **GAME}, **HTMX)
    assert "NS +420" in response.content.decode()
    assert DealRecord.objects.count() == 0


@pytest.mark.parametrize(
    "deal",
    [
        Deal("N", 4, "S", tricks=10),
        Deal("E", 3, "NT", doubled=2, tricks=0),
        Deal("W", 7, "C", doubled=1, tricks=13, honours=150, honours_side="EW"),
        Deal("S", 1, "NT", tricks=13, honours=150, honours_side="NS"),
    ],
)
def test_a_deal_code_reads_back_as_the_same_deal(deal):
    assert parse_deal_code(deal_code(deal)) == deal
