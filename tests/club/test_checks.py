"""clubchicago/club/checks: the database checks (``manage.py check --database default``)."""

from __future__ import annotations

import pytest
from django.core import checks

from clubchicago.club.models import Player
from tests import factories

pytestmark = pytest.mark.django_db


def data_warnings() -> list[checks.CheckMessage]:
    return [m for m in checks.run_checks(databases=["default"]) if m.id == "club.W001"]


def test_players_saved_as_usual_pass_the_sort_key_check():
    for name in ("Hélène Garnier", "Łukasz Nowak", "Zoë Ærø"):
        factories.make_player(name)
    assert data_warnings() == []


def test_a_player_whose_sort_key_is_not_their_names_is_named():
    factories.make_player("Hélène Garnier")
    factories.make_player("Laura")
    Player.objects.filter(name="Hélène Garnier").update(sort_name="")

    (warning,) = data_warnings()

    assert warning.msg == "1 player(s) have a sort key that is not their name's: Hélène Garnier."


def test_the_check_needs_the_database_asked_for():
    factories.make_player("Hélène Garnier")
    Player.objects.update(sort_name="")
    assert [m for m in checks.run_checks() if m.id == "club.W001"] == []
