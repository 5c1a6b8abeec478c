"""The admin of each club: its directors sign in at ``/<club>/admin/``, see their club only,
and the director of another club gets nothing; the accounts' admin is the superusers'."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission, User
from django.test import Client
from django_scopes import scope

from clubchicago.club.models import Club
from tests import factories

pytestmark = pytest.mark.django_db

FIRST = "/clubchicago"


@pytest.fixture
def riverside() -> Club:
    return Club.objects.create(name="Riverside")


def with_perms(user: User, *codenames: str) -> User:
    user.user_permissions.add(*Permission.objects.filter(codename__in=codenames))
    return User.objects.get(pk=user.pk)  # without the permissions cached


def signed_in(user: User) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_a_director_opens_their_clubs_admin(riverside: Club) -> None:
    director = with_perms(factories.make_director(), "view_club", "view_player")
    client = signed_in(director)
    assert client.get(f"{FIRST}/admin/").status_code == 200
    assert client.get(f"{FIRST}/admin/club/player/").status_code == 200


def test_another_clubs_director_gets_no_access_to_this_clubs_admin(riverside: Club) -> None:
    factories.make_player("Alice Only-Here")
    with scope(club=riverside):
        theirs = with_perms(
            factories.make_director("river", club=riverside), "view_club", "view_player"
        )
    client = signed_in(theirs)
    for path in ("/admin/", "/admin/club/player/", "/admin/club/club/", "/admin/club/evening/"):
        response = client.get(FIRST + path)
        assert response.status_code == 302, path
        assert response["Location"].startswith(f"{FIRST}/admin/login/"), path
    # Their own club's admin opens, and shows none of the first club's players.
    response = client.get("/riverside/admin/club/player/")
    assert response.status_code == 200
    assert "Alice Only-Here" not in response.content.decode()


def test_the_club_admin_shows_and_edits_only_the_clubs_own_row(
    admin_client: Client, riverside: Club
) -> None:
    body = admin_client.get("/riverside/admin/club/club/").content.decode()
    assert "Riverside" in body and "ClubChicago" not in body.split("<main", 1)[-1]
    first = Club.objects.get(slug="clubchicago")
    assert admin_client.get(f"/riverside/admin/club/club/{first.pk}/change/").status_code == 302
    assert admin_client.get(f"/riverside/admin/club/club/{riverside.pk}/change/").status_code == 200
    assert admin_client.get("/riverside/admin/club/club/add/").status_code == 403


def test_the_club_admin_links_to_the_clubs_own_settings_page(
    admin_client: Client, riverside: Club
) -> None:
    body = admin_client.get(f"/riverside/admin/club/club/{riverside.pk}/change/").content.decode()
    assert 'href="/riverside/club/settings/"' in body


def test_the_accounts_admin_is_for_superusers_only(admin_client: Client) -> None:
    director = with_perms(factories.make_director(), "view_user", "change_user", "view_group")
    client = signed_in(director)
    assert client.get("/admin/").status_code == 200
    assert client.get("/admin/auth/user/").status_code == 403
    assert client.get("/admin/auth/group/").status_code == 403
    assert client.get(f"/admin/auth/user/{director.pk}/change/").status_code == 403
    assert "auth/user" not in client.get("/admin/").content.decode()
    assert admin_client.get("/admin/auth/user/").status_code == 200


def test_the_admin_of_no_club_is_the_superusers_and_shows_no_clubs_records(
    admin_client: Client, riverside: Club
) -> None:
    director = with_perms(factories.make_director(), "view_club", "view_player")
    response = signed_in(director).get("/admin/")
    assert response.status_code == 302 and response["Location"].startswith("/admin/login/")
    index = admin_client.get("/admin/")
    assert index.status_code == 200
    assert "/admin/club/player/" not in index.content.decode()
    assert admin_client.get("/admin/club/player/").status_code == 403  # never a ScopeError
    clubs = admin_client.get("/admin/club/club/").content.decode()
    assert "Riverside" in clubs and "ClubChicago" in clubs
    assert admin_client.get("/admin/auth/user/").status_code == 200


def test_a_scorer_is_not_let_into_the_admin() -> None:
    scorer = factories.make_scorer()
    scorer.is_staff = True
    scorer.save()
    response = signed_in(scorer).get("/admin/")
    assert response.status_code == 302 and response["Location"].startswith("/admin/login/")
