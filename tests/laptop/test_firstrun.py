"""The first run in the terminal: asked again until the answers are good, checked as the page is."""

from __future__ import annotations

import io

import pytest
from django.contrib.auth.models import User

from clubchicago.club.models import Club
from clubchicago.laptop import firstrun
from tests import factories

pytestmark = pytest.mark.django_db


def scripted(*answers: str):
    lines = iter(answers)
    return lambda prompt: next(lines)


def test_the_terminal_asks_until_the_answers_are_good_then_sets_the_club_up():
    out = io.StringIO()
    read = scripted("Cercle de la Gare", "hélène", "", "")  # then, Enter keeps the answers
    secrets = scripted("1234", "1234", "a long enough password", "a long enough password")
    assert firstrun.ask(out, read=read, read_secret=secrets) == "hélène"
    shown = out.getvalue()
    assert "This password is too short" in shown and "Please answer again." in shown
    assert Club.load().name == "Cercle de la Gare"
    assert User.objects.get(username="hélène").check_password("a long enough password")


def test_two_passwords_that_differ_are_asked_again():
    out = io.StringIO()
    read = scripted("Club", "director", "", "")
    secrets = scripted("first password here", "second password here", *["same one, at last"] * 2)
    assert firstrun.ask(out, read=read, read_secret=secrets) == "director"
    assert "didn’t match" in out.getvalue() or "didn't match" in out.getvalue()


def test_a_club_set_up_meanwhile_is_not_set_up_twice():
    factories.make_director(username="first")
    out = io.StringIO()
    read = scripted("Club", "second")
    secrets = scripted("a long enough password", "a long enough password")
    assert firstrun.ask(out, read=read, read_secret=secrets) == ""
    assert "set up already" in out.getvalue()
    assert not User.objects.filter(username="second").exists()
