"""Numbers of any length, wherever a request carries one: in the address, the query string or a
form. Python refuses to read more than 4,300 digits, SQLite holds 64 bits and PostgreSQL's
integers 32: each number goes through a field with bounds first, so none of them reaches
``int()`` or the database unchecked. Never a server error, nothing changed, and where a person
sent it, a message saying what happened.
"""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import get_resolver, reverse

from clubchicago.club.models import DealRecord
from tests.suites.hostile_input.inputs import Club_, patterns, send, snapshot

pytestmark = pytest.mark.django_db

HUGE = "9" * 5000  # past Python's 4,300-digit limit for int()
WIDE = str(2**63)  # a number Python reads, one past what SQLite and PostgreSQL's bigint hold
NUMBERS = (HUGE, WIDE)

# Every name under which a page, a form or a script sends a number.
NUMERIC_NAMES = (
    "number",
    "chukker_number",
    "version",
    "passed_out_seen",
    "level",
    "doubled",
    "honours",
    "result_typed",
    "chukker",
    "correcting",
    "page",
    "season",
    "results_for",
    "player",
    "table",
    "first",
    "second",
    "length",
    "seed",
    "minutes_per_chukker",
    "fiche_value",
    "ranking_minimum",
    *(f"d{row}-{name}" for row in range(1, 5) for name in ("passed_out", "deal_id", "version")),
    *(f"d{row}-passed_out_seen" for row in range(1, 5)),
    *(f"d{row}-level" for row in range(1, 5)),
)


NUMBER_IN_ROUTE = re.compile(r"<(?:id|int):(\w+)>")
ROUTES = [route for route in patterns(get_resolver().url_patterns) if NUMBER_IN_ROUTE.search(route)]


def fill(route: str, huge: str, at: str, club: Club_) -> str:
    """The route with ``huge`` in parameter ``at`` and a real key (or token) elsewhere."""
    real = {"pk": club.evening.pk, "number": 1, "table_id": club.table.pk}
    real |= {"deal_id": club.deal.pk, "chukker_id": club.deal.chukker_id}
    real |= {"season_id": club.season.pk, "evening_id": club.evening.pk}
    real |= {"player_id": club.player.pk}

    def value(match: re.Match[str]) -> str:
        return huge if match[1] == at else str(real.get(match[1], 1))

    path = NUMBER_IN_ROUTE.sub(value, route)
    path = re.sub(r"<(?:str:)?token>", club.table.token, path)
    return "/" + path.lstrip("^").replace("\\Z", "").replace("$", "")


def test_every_route_with_a_number_is_found() -> None:
    assert len(ROUTES) >= 30, ROUTES  # the club's pages, the table links and the API


@pytest.mark.parametrize("huge", NUMBERS, ids=["5000 digits", "2**63"])
@pytest.mark.parametrize("route", ROUTES)
def test_a_huge_number_in_the_address_is_not_found(club: Club_, route: str, huge: str) -> None:
    before = snapshot()
    for name in NUMBER_IN_ROUTE.findall(route):
        url = fill(route, huge, name, club)
        for client in (club.client, Client()):
            assert send(client, "get", url).status_code in (302, 404, 405, 422), url
            assert send(client, "post", url).status_code in (302, 403, 404, 405, 422), url
    assert snapshot() == before


def club_urls(club: Club_) -> list[str]:
    """A page of every kind that reads a number from its query string or its form."""
    evening, table, deal = club.evening.pk, club.table, club.deal
    link = (table.pk, table.token)
    return [
        reverse("club:table_play", args=link),
        reverse("club:deal_preview", args=link),
        reverse("club:deal_edit", args=[*link, deal.pk]),
        reverse("club:deal_delete", args=[*link, deal.pk]),
        reverse("club:deal_confirm", args=[*link, deal.pk]),
        reverse("club:paper_entry", args=[evening, 1]),
        reverse("club:paper_preview", args=[evening, 1]),
        reverse("club:table_paper", args=[evening, 1]),
        reverse("club:dashboard"),
        reverse("club:evening_history", args=[evening]),
        reverse("club:evening_attendance", args=[evening]),
        reverse("club:evening_attendance_mark", args=[evening]),
        reverse("club:evening_guest", args=[evening]),
        reverse("club:evening_seating", args=[club.fresh.pk]),
        reverse("club:evening_draw", args=[club.fresh.pk]),
        reverse("club:evening_edit", args=[evening]),
        reverse("club:table_positions", args=[evening, 1]),
        reverse("club:season_edit", args=[club.season.pk]),
        reverse("club:club_settings"),
        reverse("club:results"),
        reverse("club:player_results", args=[club.player.pk]),
        reverse("club:evening_standings", args=[evening]),
        reverse("club:season_standings", args=[club.season.pk]),
        reverse("club:roster"),
        reverse("score_pad"),
        reverse("score_pad_preview"),
        "/api/v1/evenings",
        "/api/v1/players",
        f"/api/v1/players/{club.player.pk}",
        f"/api/v1/seasons/{club.season.pk}/standings",
    ]


@pytest.mark.parametrize("huge", NUMBERS, ids=["5000 digits", "2**63"])
def test_huge_numbers_in_every_query_string_and_form_change_nothing(club: Club_, huge: str) -> None:
    before = snapshot()
    numbers = dict.fromkeys(NUMERIC_NAMES, huge)
    for url in club_urls(club):
        for client in (club.client, Client()):
            send(client, "get", url, numbers)
            send(client, "get", url, numbers, HTTP_HX_REQUEST="true")
            send(client, "post", url, {**numbers, "save": "1"})
    assert snapshot() == before


# -- each number of each form that stores something, alone among valid values -----------------


def deal_post(club: Club_, **numbers: str | int) -> dict[str, object]:
    data = {"number": 2, "chukker_number": 1, "level": 4, "strain": "S", "declarer": "N"}
    return {**data, "result": "=", "save": "1", **numbers}


@pytest.mark.parametrize("huge", NUMBERS, ids=["5000 digits", "2**63"])
@pytest.mark.parametrize("name", ["number", "chukker_number", "version", "level", "doubled"])
def test_the_table_page_says_a_huge_number_makes_the_page_out_of_date(
    club: Club_, name: str, huge: str
) -> None:
    table = club.table
    url = reverse("club:table_play", args=[table.pk, table.token])
    before = snapshot()
    response = send(Client(), "post", url, deal_post(club, **{name: huge}), follow=True)
    assert response.status_code == 200
    body = response.content.decode()
    assert (
        "This page was out of date" in body or "Select a valid choice" in body or "Choose" in body
    ), body
    assert snapshot() == before


@pytest.mark.parametrize("huge", NUMBERS, ids=["5000 digits", "2**63"])
@pytest.mark.parametrize("name", ["number", "chukker_number", "passed_out_seen"])
def test_a_pass_out_with_a_huge_number_is_refused_as_out_of_date(
    club: Club_, name: str, huge: str
) -> None:
    table = club.table
    url = reverse("club:table_play", args=[table.pk, table.token])
    data = {"passed_out": "1", "number": 2, "chukker_number": 1, "passed_out_seen": 0}
    before = snapshot()
    response = send(Client(), "post", url, {**data, name: huge}, follow=True)
    assert "This page was out of date" in response.content.decode()
    assert snapshot() == before


@pytest.mark.parametrize("huge", NUMBERS, ids=["5000 digits", "2**63"])
@pytest.mark.parametrize("view", ["deal_edit", "deal_delete", "deal_confirm"])
def test_a_correction_with_a_huge_version_is_refused(club: Club_, view: str, huge: str) -> None:
    table, deal = club.table, club.deal
    url = reverse(f"club:{view}", args=[table.pk, table.token, deal.pk])
    data = {**deal_post(club, number=1), "version": huge, "confirmed_by": "x"}
    before = snapshot()
    response = send(Client(), "post", url, data, follow=True)
    assert response.status_code == 200
    body = response.content.decode()
    assert "This page was out of date" in body or "less than or equal to" in body, body
    assert snapshot() == before
    assert DealRecord.objects.get(pk=deal.pk).version == deal.version


@pytest.mark.parametrize("huge", NUMBERS, ids=["5000 digits", "2**63"])
def test_the_preview_of_a_correction_with_a_huge_deal_id_previews_the_next_deal(
    club: Club_, huge: str
) -> None:
    table = club.table
    url = reverse("club:deal_preview", args=[table.pk, table.token])
    query = {"correcting": huge, **deal_post(club)}
    response = send(Client(), "get", url, query)
    assert response.status_code == 200
    assert "+420" in response.content.decode()  # 4♠ made, deal 2 of the chukker


@pytest.mark.parametrize("huge", NUMBERS, ids=["5000 digits", "2**63"])
@pytest.mark.parametrize("name", ["passed_out", "deal_id", "version", "passed_out_seen"])
def test_the_paper_entry_says_which_row_holds_a_huge_number(
    club: Club_, name: str, huge: str
) -> None:
    url = reverse("club:paper_entry", args=[club.evening.pk, 1]) + "?fields=1"
    data = {
        "fields": "1",
        "save": "1",
        "d2-level": 4,
        "d2-strain": "S",
        "d2-declarer": "N",
        "d2-result": "=",
        f"d2-{name}": huge,
    }
    before = snapshot()
    response = send(club.client, "post", url, data)
    assert response.status_code == 200
    body = response.content.decode()
    assert "Ensure this value is less than or equal to" in body or "whole number" in body, body
    assert snapshot() == before


@pytest.mark.parametrize("huge", NUMBERS, ids=["5000 digits", "2**63"])
def test_a_paper_page_asked_for_a_huge_chukker_shows_the_chukker_to_type(
    club: Club_, huge: str
) -> None:
    url = reverse("club:paper_entry", args=[club.evening.pk, 1])
    response = send(club.client, "get", url, {"chukker": huge})
    assert response.status_code == 200
    assert response.context["paper"].number == 1


@pytest.mark.parametrize("huge", NUMBERS, ids=["5000 digits", "2**63"])
@pytest.mark.parametrize("query", ["page", "season"])
def test_a_huge_page_or_season_in_the_api_is_a_documented_refusal(
    club: Club_, query: str, huge: str
) -> None:
    response = send(Client(), "get", "/api/v1/evenings", {query: huge})
    assert response.status_code == 422
    assert response.json()["detail"]
