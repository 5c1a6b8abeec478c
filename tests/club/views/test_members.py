"""The club's Members page: the director gives people a part (director, scorer) and takes it."""

from __future__ import annotations

import html
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django_scopes import scope

from clubchicago.club.models import Club, Membership
from tests import factories

pytestmark = pytest.mark.django_db


def text(response: Any) -> str:
    return html.unescape(response.content.decode())


def roles() -> dict[str, str]:
    return dict(Membership.objects.values_list("user__username", "role"))


def test_the_director_makes_a_scorer_with_a_new_account(director_client: Client) -> None:
    response = director_client.post(
        reverse("club:club_members"),
        {
            "username": "marie",
            "role": "scorer",
            "password1": "Tr3s-longue",
            "password2": "Tr3s-longue",
        },
        follow=True,
    )
    assert "marie is the club's scorer." in text(response)
    assert roles() == {"director": "director", "marie": "scorer"}
    marie = User.objects.get(username="marie")
    assert marie.check_password("Tr3s-longue") and not marie.is_staff
    scorer = Client()
    scorer.force_login(marie)
    assert scorer.get(reverse("club:play_evenings")).status_code == 200
    assert scorer.get(reverse("club:roster")).status_code == 403


def test_an_existing_account_becomes_a_director_and_a_scorer_changes_part(
    director_client: Client,
) -> None:
    factories.make_member("paul")
    url = reverse("club:club_members")
    director_client.post(url, {"username": "paul", "role": "scorer"})
    assert roles()["paul"] == "scorer"
    director_client.post(url, {"username": "paul", "role": "director"})
    assert roles()["paul"] == "director"
    assert User.objects.get(username="paul").is_staff  # the club's admin is its director's


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"username": "nobody", "role": "scorer"}, "No account is named “nobody”"),
        ({"username": "x", "role": "scorer", "password1": "a", "password2": "b"}, "differ"),
        ({"username": "", "role": "scorer"}, "This field is required"),
        ({"username": "ann", "role": "owner"}, "Select a valid choice"),
        ({"username": "director", "role": "scorer"}, "the club's only director"),
    ],
)
def test_a_mistake_is_said_and_changes_nothing(
    director_client: Client, data: dict[str, str], message: str
) -> None:
    before = roles()
    response = director_client.post(reverse("club:club_members"), data)
    assert response.status_code == 200
    assert message in text(response)
    assert roles() == before
    assert not User.objects.filter(username="x").exists()


def test_a_part_is_taken_away_but_never_the_last_directors(
    director_client: Client, director: User
) -> None:
    scorer = factories.make_scorer("sam")
    mine = Membership.objects.get(user=director)
    theirs = Membership.objects.get(user=scorer)
    response = director_client.post(reverse("club:member_remove", args=[mine.pk]), follow=True)
    assert "the club's only director" in text(response)
    director_client.post(reverse("club:member_remove", args=[theirs.pk]))
    assert roles() == {"director": "director"}
    assert User.objects.filter(username="sam").exists()  # the account stays


def test_another_clubs_members_are_out_of_reach(director_client: Client) -> None:
    other = Club.objects.create(name="Riverside")
    with scope(club=other):
        stranger = factories.make_director("stranger", club=other)
    theirs = Membership.objects.get(user=stranger)
    response = director_client.get(reverse("club:club_members"))
    assert "stranger" not in text(response)
    director_client.post(reverse("club:member_remove", args=[theirs.pk]))
    assert Membership.objects.filter(pk=theirs.pk).exists()


def test_only_the_director_opens_the_page(client: Client) -> None:
    assert client.get(reverse("club:club_members")).status_code == 302
    client.force_login(factories.make_scorer())
    assert client.get(reverse("club:club_members")).status_code == 403
