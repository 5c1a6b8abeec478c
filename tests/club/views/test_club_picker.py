"""The club picker: with several clubs, ``/`` lists them and a sign-in of no club lands on the
club of the person's part, or on their clubs; a one-club site shows none of it."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client, override_settings
from django.urls import reverse
from django_scopes import scope

from clubchicago.club.models import Club
from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def riverside() -> Club:
    return Club.objects.create(name="Riverside")


def sign_in(client: Client, username: str, at: str = "/accounts/login/") -> str:
    """Sign in at ``at``; the address the sign-in lands on at last."""
    response = client.post(at, {"username": username, "password": factories.PASSWORD}, follow=True)
    assert response.status_code == 200
    return response.redirect_chain[-1][0]


def test_a_one_club_site_shows_no_picker(client: Client, director: User) -> None:
    home = client.get("/").content.decode()
    assert "The clubs" not in home and 'href="/clubchicago/' not in home
    assert "Rotating Chicago at the club" in home
    client.force_login(director)
    for page in ("/", "/club/", "/results/"):
        body = client.get(page).content.decode()
        assert "Your clubs" not in body, page


def test_with_several_clubs_the_home_page_lists_them(client: Client, riverside: Club) -> None:
    Club.objects.filter(slug="clubchicago").update(name="Chicago Central")
    response = client.get("/")
    body = response.content.decode()
    assert response.status_code == 200
    assert '<a href="/riverside/">Riverside</a>' in body
    assert '<a href="/clubchicago/">Chicago Central</a>' in body
    assert "<title>The clubs · ClubChicago</title>" in body  # a page of no club


def test_the_pages_of_no_club_take_the_federations_name(client: Client, riverside: Club) -> None:
    with override_settings(FEDERATION_NAME="Fédération de bridge"):
        body = client.get("/").content.decode()
    assert "Fédération de bridge" in body


def test_a_clubs_own_pages_take_its_name(client: Client, riverside: Club) -> None:
    body = client.get("/riverside/").content.decode()
    assert "Riverside" in body.split("</title>", 1)[0]
    assert "The clubs" not in body  # the club's own home page


def test_a_director_of_one_club_lands_on_its_evenings(client: Client, riverside: Club) -> None:
    with scope(club=riverside):
        factories.make_director("ann", club=riverside)
    assert sign_in(client, "ann") == "/riverside/club/"


def test_a_scorer_of_one_club_lands_on_its_evenings_to_play(
    client: Client, riverside: Club
) -> None:
    with scope(club=riverside):
        factories.make_scorer("sam", club=riverside)
    assert sign_in(client, "sam") == "/riverside/club/play/"


def test_a_person_of_several_clubs_lands_on_their_clubs(client: Client, riverside: Club) -> None:
    Club.objects.create(name="Lakeside")  # theirs neither
    ann = factories.make_director("ann")
    with scope(club=riverside):
        factories.make_scorer("other", club=riverside)
    riverside.memberships.create(user=ann, role="scorer")
    assert sign_in(client, "ann") == "/accounts/clubs/"
    body = client.get("/accounts/clubs/").content.decode()
    assert 'href="/clubchicago/club/"' in body and 'href="/riverside/club/play/"' in body
    assert "Lakeside" not in body


def test_signing_in_at_a_clubs_address_lands_on_that_club(client: Client, riverside: Club) -> None:
    ann = factories.make_director("ann")
    riverside.memberships.create(user=ann, role="scorer")
    assert sign_in(client, "ann", at="/riverside/accounts/login/") == "/riverside/club/play/"


def test_a_person_of_no_club_is_told_so(client: Client, riverside: Club) -> None:
    factories.make_member("nobody")
    assert sign_in(client, "nobody") == "/accounts/clubs/"
    body = client.get("/accounts/clubs/").content.decode()
    assert "holds no part in running a club" in body


def test_the_federation_administrator_lands_on_the_clubs_page(
    client: Client, riverside: Club
) -> None:
    factories.make_member("fed", is_superuser=True, is_staff=True)
    assert sign_in(client, "fed") == "/federation/clubs/"


def test_a_page_of_no_club_shows_no_clubs_menu(client: Client, riverside: Club) -> None:
    client.force_login(factories.make_director("ann"))
    body = client.get("/").content.decode()
    assert 'href="/accounts/clubs/"' in body
    assert 'href="/club/' not in body and 'href="/results/' not in body


def test_a_clubs_table_and_results_pages_take_its_own_name(client: Client, riverside: Club) -> None:
    """Not the first club's: the name read with the evening or table is of its own club."""
    with scope(club=riverside):
        evening = factories.make_evening(published=True, title="Monday")
        (table,) = factories.seat_tables(evening, (4,))
    for url in (
        "/riverside" + reverse("club:evening_standings", args=[evening.pk]),
        f"/t/{table.pk}/{table.token}/",
    ):
        response = client.get(url, follow=True)
        assert response.status_code == 200, url
        title = response.content.decode().split("</title>", 1)[0]
        assert "Riverside" in title and "ClubChicago" not in title, (url, title)
