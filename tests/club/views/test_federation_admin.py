"""The federation administrator's page: the clubs of the installation, and a new club made with
its first director, all or nothing."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission, User
from django.test import Client

from clubchicago.club.models import Club, Membership
from tests import factories

pytestmark = pytest.mark.django_db

PAGE = "/federation/clubs/"
STRONG = "a-long-Pass-phrase-42"


@pytest.fixture
def federation() -> User:
    user = factories.make_member("federation")
    user.user_permissions.add(Permission.objects.get(codename="create_clubs"))
    return User.objects.get(pk=user.pk)


@pytest.fixture
def fed_client(client: Client, federation: User) -> Client:
    client.force_login(federation)
    return client


def everything() -> tuple[list, list, list]:
    """Every club, account and part: what a refused request must leave as it was."""
    return (
        list(Club.objects.order_by("pk").values_list()),
        list(User.objects.order_by("pk").values_list("pk", "username", "is_staff", "password")),
        list(Membership.objects.order_by("pk").values_list("club", "user", "role")),
    )


def new_club(**fields: str) -> dict[str, str]:
    data = {"name": "Riverside Bridge", "slug": "", "director": "ann"}
    data.update(fields)
    return data


def test_visitors_are_sent_to_log_in(client: Client) -> None:
    response = client.get(PAGE)
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")


def test_a_director_without_the_permission_is_told_it_is_the_federations(
    director_client: Client,
) -> None:
    before = everything()
    response = director_client.get(PAGE)
    assert response.status_code == 403
    assert "This page is the federation's" in response.content.decode()
    sent = director_client.post(PAGE, new_club(password1=STRONG, password2=STRONG))
    assert sent.status_code == 403
    assert everything() == before


def test_the_page_lists_the_clubs_with_their_directors(fed_client: Client, director: User) -> None:
    Club.objects.create(name="Riverside")
    body = fed_client.get(PAGE).content.decode()
    assert "ClubChicago" in body and "Riverside" in body
    assert 'href="/riverside/"' in body and 'href="/clubchicago/"' in body


def test_a_superuser_may_open_it(admin_client: Client) -> None:
    assert admin_client.get(PAGE).status_code == 200


def test_a_club_is_made_with_a_new_director(fed_client: Client) -> None:
    response = fed_client.post(PAGE, new_club(password1=STRONG, password2=STRONG), follow=True)
    club = Club.objects.get(name="Riverside Bridge")
    assert club.slug == "riverside-bridge"  # made from its name
    ann = User.objects.get(username="ann")
    assert ann.check_password(STRONG) and ann.is_staff and not ann.is_superuser
    assert Membership.objects.get(club=club, user=ann).role == Membership.Role.DIRECTOR
    body = response.content.decode()
    assert "/riverside-bridge/" in body and "ann" in body
    # Ann signs in and lands on her club's evenings.
    client = Client()
    signed = client.post("/accounts/login/", {"username": "ann", "password": STRONG}, follow=True)
    assert signed.redirect_chain[-1][0] == "/riverside-bridge/club/"


def test_a_club_is_made_with_an_existing_account_and_its_own_address(fed_client: Client) -> None:
    factories.make_member("ann")
    fed_client.post(PAGE, new_club(slug="River"))
    club = Club.objects.get(slug="river")
    ann = User.objects.get(username="ann")
    assert ann.check_password(factories.PASSWORD)  # unchanged
    assert ann.is_staff  # the club's admin is its director's
    assert Membership.objects.filter(club=club, user=ann, role="director").exists()


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"slug": "admin"}, "is one of the site&#x27;s own addresses"),
        ({"slug": "federation"}, "is one of the site&#x27;s own addresses"),
        ({"slug": "clubchicago"}, "Another club has the address “clubchicago”"),
        ({"slug": "no spaces"}, "letters, numbers, underscores or hyphens"),
        ({"director": "nobody"}, "No account is named “nobody”"),
        ({"director": "federation", "password1": STRONG, "password2": STRONG}, "exists already"),
        ({"password1": STRONG, "password2": STRONG + "x"}, "The two passwords differ"),
        ({"password1": "123", "password2": "123"}, "This password is too short"),
        ({"name": "  "}, "This field is required"),
    ],
    ids=[
        "reserved",
        "reserved-federation",
        "taken",
        "not-a-slug",
        "unknown",
        "account-taken",
        "passwords-differ",
        "weak-password",
        "no-name",
    ],
)
def test_bad_input_says_what_is_wrong_and_makes_nothing(
    fed_client: Client, fields: dict[str, str], message: str
) -> None:
    before = everything()
    response = fed_client.post(PAGE, new_club(**fields))
    assert response.status_code == 200
    body = response.content.decode()
    assert message in body
    assert everything() == before


def test_a_disabled_account_is_refused(fed_client: Client) -> None:
    factories.make_member("ann", is_active=False)
    before = everything()
    body = fed_client.post(PAGE, new_club()).content.decode()
    assert "is disabled" in body
    assert everything() == before
