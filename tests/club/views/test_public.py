"""The public pages: the home page, and the score pad (no login, nothing stored, clear messages
beside the fields)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from clubchicago.club.models import DealRecord

pytestmark = pytest.mark.django_db

PAD = reverse("score_pad")


def pad_query(**deals: dict[str, object]) -> dict[str, object]:
    query: dict[str, object] = {"schedule": "dealer", "first_dealer": "N"}
    for prefix, fields in deals.items():
        for name, value in fields.items():
            query[f"{prefix}-{name}"] = value
    return query


GAME = {"level": 4, "strain": "S", "doubled": 0, "declarer": "N", "result": "="}


def test_home_page_links_to_the_score_pad(client):
    response = client.get(reverse("home"))
    assert response.status_code == 200
    assert PAD in response.content.decode()


def test_empty_pad_renders_without_login(client):
    response = client.get(PAD)
    assert response.status_code == 200
    assert "Score sheet" not in response.content.decode()


def test_pad_scores_a_chukker_and_rounds_the_net(client):
    query = pad_query(
        deal1=GAME,
        deal2={"level": 2, "strain": "H", "doubled": 1, "declarer": "E", "result": "-2"},
    )
    response = client.get(PAD, query)
    body = response.content.decode()
    # Deal 1: NS 120 + 300 game. Deal 2: EW vulnerable (dealer E), 2HX-2 = 500 to NS.
    assert response.context["sheet"].totals == {"NS": 920, "EW": 0}
    assert "North-South win by 920 points: 900 in hundreds." in body
    assert DealRecord.objects.count() == 0


def test_pad_honours_count_only_when_asked(client):
    with_honours = {**GAME, "honours": 100, "honours_side": "NS"}
    off = client.get(PAD, pad_query(deal1=with_honours))
    on = client.get(PAD, {**pad_query(deal1=with_honours), "honours": "on"})
    assert off.context["sheet"].totals["NS"] == 420
    assert on.context["sheet"].totals["NS"] == 520


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({**GAME, "result": "14"}, "a deal has 13"),
        ({**GAME, "result": "+4"}, "a deal has 13"),
        ({**GAME, "result": "lots"}, "Type the tricks taken"),
        ({**GAME, "level": 8}, "Select a valid choice"),
        ({**GAME, "strain": "X"}, "Select a valid choice"),
        ({**GAME, "strain": "NT", "honours": 100, "honours_side": "NS"}, "four aces"),
    ],
)
def test_bad_entries_get_a_message_beside_the_field(client, fields, message):
    query = pad_query(deal1=fields)
    query["honours"] = "on"
    response = client.get(PAD, query)
    assert response.status_code == 200
    assert response.context["sheet"] is None
    assert message in response.content.decode()


def test_a_gap_between_deals_is_explained(client):
    response = client.get(PAD, pad_query(deal1=GAME, deal3=GAME))
    assert response.context["sheet"] is None
    assert "Deal 2 is empty" in response.content.decode()


def test_unknown_schedule_is_a_form_error_not_a_crash(client):
    query = pad_query(deal1=GAME)
    query["schedule"] = "random"
    response = client.get(PAD, query)
    assert response.status_code == 200
    assert response.context["sheet"] is None


def test_french_schedule_makes_first_dealers_side_vulnerable_on_deal_two(client):
    query = pad_query(
        deal1={"level": 1, "strain": "C", "declarer": "E", "result": "7"},
        deal2={"level": 3, "strain": "NT", "declarer": "N", "result": "-1"},
    )
    query["schedule"] = "french"
    sheet = client.get(PAD, query).context["sheet"]
    assert sheet.lines[1].vulnerable == {"NS"}
    assert sheet.totals["EW"] == 20 + 100
