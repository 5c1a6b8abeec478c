"""Licence numbers: the club's pattern on the settings page, the player form, the roster and
the player's page (docs/rules.md#usebio)."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, transaction
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from clubchicago.club.models import Club, Player
from clubchicago.club.services.evenings import set_published
from tests import factories
from tests.club.views.test_roster import GOOD_SETTINGS


def set_pattern(pattern: str) -> None:
    club = Club.load()
    club.licence_pattern = pattern
    club.save()


def post_player(client: Client, player: Player | None = None, **fields: str) -> str:
    url = reverse("club:player_edit", args=[player.pk]) if player else reverse("club:player_add")
    data = {"name": "Zoë Dupré", "member_number": "", "licence_number": "", "email": ""}
    data.update(fields)
    response = client.post(url, data)
    return "" if response.status_code == 302 else response.content.decode()


def test_a_licence_number_matching_the_pattern_is_saved(director_client: Client) -> None:
    set_pattern(r"[0-9]{6}")

    assert post_player(director_client, licence_number=" 123456 ") == ""

    assert Player.objects.get(name="Zoë Dupré").licence_number == "123456"


@pytest.mark.parametrize("number", ["12345", "1234567", "12345a", "x123456", "١٢٣٤٥٦"])
def test_a_licence_number_not_matching_the_pattern_is_refused(
    director_client: Client, number: str
) -> None:
    set_pattern(r"[0-9]{6}")

    page = post_player(director_client, licence_number=number)

    assert escape("does not match the club's licence number pattern ([0-9]{6})") in page
    assert not Player.objects.filter(name="Zoë Dupré").exists()


def test_without_a_pattern_any_text_is_a_licence_number(director_client: Client) -> None:
    assert post_player(director_client, licence_number="FR 2026/ab-7") == ""
    assert Player.objects.get().licence_number == "FR 2026/ab-7"


def test_a_licence_number_used_twice_is_refused(director_client: Client) -> None:
    factories.make_player("Ann", licence_number="123456")

    page = post_player(director_client, licence_number="123456")

    assert "Another player already has licence number 123456." in page
    assert not Player.objects.filter(name="Zoë Dupré").exists()


def test_a_player_keeps_their_own_licence_number_and_many_have_none(
    director_client: Client,
) -> None:
    ann = factories.make_player("Ann", licence_number="123456")
    factories.make_player("Bob")

    assert post_player(director_client, ann, name="Ann B.", licence_number="123456") == ""
    assert post_player(director_client) == ""  # a second player without one

    assert Player.objects.filter(licence_number="").count() == 2
    ann.refresh_from_db()
    assert (ann.name, ann.licence_number) == ("Ann B.", "123456")


@pytest.mark.django_db
def test_the_database_refuses_a_licence_number_twice() -> None:
    factories.make_player("Ann", licence_number="123456")
    with pytest.raises(IntegrityError) as raised, transaction.atomic():
        factories.make_player("Bob", licence_number="123456")
    assert "licence_number" in str(raised.value)  # the constraint (PostgreSQL) or column


def test_the_club_sets_its_pattern(director_client: Client) -> None:
    data = {**GOOD_SETTINGS, "licence_pattern": r"[A-Z]{2}[0-9]{4}"}

    response = director_client.post(reverse("club:club_settings"), data)

    assert response.status_code == 302
    assert Club.load().licence_pattern == r"[A-Z]{2}[0-9]{4}"
    assert Club.load().licence_matches("FR0042") and not Club.load().licence_matches("FR00421")


@pytest.mark.parametrize("pattern", ["[0-9", "(a", "*"])
def test_a_pattern_that_is_not_a_regular_expression_is_refused(
    director_client: Client, pattern: str
) -> None:
    data = {**GOOD_SETTINGS, "licence_pattern": pattern}

    response = director_client.post(reverse("club:club_settings"), data)

    assert response.status_code == 200
    assert "This is not a regular expression" in response.content.decode()
    assert Club.load().licence_pattern == ""
    assert Club.load().name != GOOD_SETTINGS["name"]  # nothing saved


def test_the_roster_and_the_player_page_show_the_licence_number(director_client: Client) -> None:
    evening = factories.points_evening()
    Player.objects.filter(name="B2").update(licence_number="123456")
    set_published(evening, True)
    b2 = Player.objects.get(name="B2")

    roster = director_client.get(reverse("club:roster")).content.decode()
    page = Client().get(reverse("club:player_results", args=[b2.pk])).content.decode()

    assert "Licence number" in roster and "123456" in roster
    assert "Licence number" in page and "123456" in page
