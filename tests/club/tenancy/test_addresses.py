"""Each club's address: ``/<slug>/…`` once the installation holds two clubs, none before."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from django_scopes import scope

from clubchicago.club import tenancy
from clubchicago.club.models import Club
from tests import factories

pytestmark = pytest.mark.django_db


def test_a_one_club_site_keeps_its_addresses(client: Client) -> None:
    evening = factories.make_evening(published=True)
    response = client.get(reverse("club:evening_standings", args=[evening.pk]))
    assert response.status_code == 200
    assert tenancy.place_of("/results/").prefix == ""


def test_a_club_answers_under_its_own_address_and_links_there(client: Client) -> None:
    second = Club.objects.create(name="Riverside")
    with scope(club=second):
        evening = factories.make_evening(published=True, title="Riverside Monday")
    response = client.get(f"/riverside{reverse('club:evening_standings', args=[evening.pk])}")
    assert response.status_code == 200
    assert b"Riverside Monday" in response.content
    # Every link on the page is the club's own.
    assert b'href="/riverside/' in response.content
    assert b'href="/club/' not in response.content


def test_another_clubs_evening_is_not_found_under_this_clubs_address(client: Client) -> None:
    Club.objects.create(name="Riverside")
    evening = factories.make_evening(published=True)  # the first club's
    path = reverse("club:evening_standings", args=[evening.pk])
    assert client.get(f"/riverside{path}").status_code == 404
    assert client.get(f"/clubchicago{path}").status_code == 200


def test_an_old_address_goes_to_the_first_club_once_there_are_two(client: Client) -> None:
    evening = factories.make_evening(published=True)
    Club.objects.create(name="Riverside")
    path = reverse("club:evening_standings", args=[evening.pk])
    response = client.get(f"{path}?lang=fr")
    assert response.status_code == 302
    assert response["Location"] == f"/clubchicago{path}?lang=fr"
    assert client.post("/club/players/add/").status_code == 307


def test_a_printed_table_link_opens_its_own_club(client: Client) -> None:
    Club.objects.create(name="Riverside")
    riverside = Club.objects.get(slug="riverside")
    with scope(club=riverside):
        (table,) = factories.seat_tables(factories.make_evening())
    response = client.get(f"/t/{table.pk}/{table.token}/")
    assert response.status_code == 200
    # The page's own addresses (its form, its polls) name the club.
    assert f'"/riverside/t/{table.pk}/{table.token}/'.encode() in response.content


def test_an_unknown_table_link_is_not_found(client: Client) -> None:
    Club.objects.create(name="Riverside")
    assert client.get("/t/999999/nope/").status_code == 404
    assert client.get("/t/99999999999999999999999/nope/").status_code == 404


def test_no_club_may_take_an_address_of_the_site() -> None:
    reserved = tenancy.reserved_slugs()
    assert {"club", "t", "admin", "accounts", "api", "tonight"} <= reserved
