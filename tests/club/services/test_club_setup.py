"""The club's first run: its name and its first director, once."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from clubchicago.club import tenancy
from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club
from clubchicago.club.services.club_setup import is_set_up, save_club_settings, set_up_club
from tests import factories

pytestmark = pytest.mark.django_db


def test_a_new_club_is_not_set_up_until_it_has_a_director():
    assert not is_set_up()
    factories.make_member()
    assert not is_set_up()


def test_setting_the_club_up_names_it_and_makes_its_director():
    director = set_up_club("Cercle de la Gare", "hélène", "a long enough password")
    assert Club.load().name == "Cercle de la Gare"
    assert director.is_staff and director.is_superuser
    assert director.check_password("a long enough password")
    assert is_set_up()


def test_the_first_run_cannot_make_a_second_director():
    factories.make_director()
    with pytest.raises(ClubUserError, match="set up already"):
        set_up_club("Another name", "intruder", "a long enough password")
    assert not User.objects.filter(username="intruder").exists()
    assert Club.load().name == "ClubChicago"


def test_the_club_settings_are_saved_together_and_only_those():
    club = save_club_settings({"name": "Bridge Club de Lyon", "paper_size": "LETTER"})

    stored = Club.load()
    assert (club.name, stored.name, stored.paper_size) == (
        "Bridge Club de Lyon",
        "Bridge Club de Lyon",
        "LETTER",
    )
    with pytest.raises(ValueError, match="not a club setting: points_scale"):
        save_club_settings({"name": "Elsewhere", "points_scale": "1: 1"})
    assert Club.load().name == "Bridge Club de Lyon"  # nothing of a refused call is saved


def test_an_installation_of_several_clubs_is_set_up_outside_any_clubs_scope():
    # The laptop asks before serving, in no club's scope: a second club exists only after the
    # first run (the demo's two clubs, createclub, a club's import).
    factories.make_director()
    Club.objects.create(name="Riverside")
    with tenancy.no_club():
        assert is_set_up()
