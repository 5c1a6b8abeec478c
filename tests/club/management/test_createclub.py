"""``manage.py createclub``: a club and its first director, as the federation's page makes
them, and nothing made on a mistake."""

from __future__ import annotations

import io

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.core.management.base import CommandError

from clubchicago.club.models import Club, Membership
from tests import factories

pytestmark = pytest.mark.django_db

STRONG = "a-long-Pass-phrase-42"


def everything() -> tuple[list, list, list]:
    return (
        list(Club.objects.order_by("pk").values_list()),
        list(User.objects.order_by("pk").values_list("pk", "username", "is_staff", "password")),
        list(Membership.objects.order_by("pk").values_list("club", "user", "role")),
    )


def createclub(*args: str) -> str:
    out = io.StringIO()
    call_command("createclub", *args, stdout=out)
    return out.getvalue()


def test_a_club_and_a_new_director_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANN_PASSWORD", STRONG)
    said = createclub(
        "--name", "Riverside Bridge", "--slug", "riverside", "--director", "ann",
        "--password-env", "ANN_PASSWORD",
    )  # fmt: skip
    club = Club.objects.get(slug="riverside")
    ann = User.objects.get(username="ann")
    assert club.name == "Riverside Bridge"
    assert ann.check_password(STRONG) and ann.is_staff and not ann.is_superuser
    assert Membership.objects.get(club=club, user=ann).role == Membership.Role.DIRECTOR
    assert "/riverside/" in said and "a new account" in said


def test_an_existing_account_directs_the_new_club_its_address_from_the_name() -> None:
    factories.make_member("ann")
    said = createclub("--name", "Bridge à Lyon", "--director", "ann")
    club = Club.objects.get(name="Bridge à Lyon")
    assert club.slug == "bridge-a-lyon"
    assert Membership.objects.filter(club=club, user__username="ann", role="director").exists()
    assert User.objects.get(username="ann").check_password(factories.PASSWORD)
    assert "an existing account" in said


def test_the_password_is_asked_at_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    answers = iter([STRONG, STRONG])
    monkeypatch.setattr("getpass.getpass", lambda prompt: next(answers))
    createclub("--name", "Riverside", "--director", "ann")
    assert User.objects.get(username="ann").check_password(STRONG)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--slug", "admin", "--director", "old"], "one of the site's own addresses"),
        (["--slug", "clubchicago", "--director", "old"], "Another club has the address"),
        (["--director", "nobody"], "does not exist: give its password with --password-env"),
        (["--director", "nobody", "--password-env", "UNSET_VAR"], "holds no password"),
        (["--director", "old", "--password-env", "PW"], "exists already"),
        (["--director", "weak", "--password-env", "WEAK"], "This password is too short"),
    ],
    ids=["reserved", "taken", "unknown-no-terminal", "empty-env", "exists", "weak"],
)
def test_a_mistake_stops_with_its_message_and_makes_nothing(
    monkeypatch: pytest.MonkeyPatch, args: list[str], message: str
) -> None:
    factories.make_member("old")
    monkeypatch.setenv("PW", STRONG)
    monkeypatch.setenv("WEAK", "123")
    monkeypatch.delenv("UNSET_VAR", raising=False)
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    before = everything()
    with pytest.raises(CommandError, match=message):
        createclub("--name", "Riverside", *args)
    assert everything() == before
