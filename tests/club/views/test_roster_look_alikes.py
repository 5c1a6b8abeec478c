"""The roster form, the check-in list's guest form and the roster import ask "Did you mean
Zoë Ærø?" before adding a name that only looks like a roster player's."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from clubchicago.club.models import Attendance, Player
from tests import factories

pytestmark = pytest.mark.django_db

LOOK_ALIKES = [
    ("EMILE", "émile"),
    ("Zoë Ærø", "Zoe Aero"),
    ("Zoe Aero", "Zoë Ærø"),
    ("Łukasz Nowak", "lukasz nowak"),
    ("Zoë Ærø", "Ｚｏë Ærø"),
]
SAME_NAMES = [("fiona", "ﬁona"), ("Zoë Ærø", "zoë ærø")]


@pytest.mark.parametrize(("stored", "typed"), LOOK_ALIKES)
def test_adding_a_look_alike_asks_then_adds_a_different_person(director_client, stored, typed):
    factories.make_player(stored)
    url = reverse("club:player_add")
    asked = director_client.post(url, {"name": typed})
    page = asked.content.decode()
    assert asked.status_code == 200
    assert f"Did you mean {stored}?" in page
    assert 'type="checkbox" name="different_person"' in page
    assert Player.objects.count() == 1
    added = director_client.post(url, {"name": typed, "different_person": "on"})
    assert added.status_code == 302
    assert sorted(Player.objects.values_list("name", flat=True)) == sorted([stored, typed])


def test_the_roster_form_shows_no_box_until_a_name_looks_like_another(director_client):
    page = director_client.get(reverse("club:player_add")).content.decode()
    assert 'type="checkbox" name="different_person"' not in page


def test_renaming_a_player_to_a_look_alike_asks_too(director_client):
    factories.make_player("Zoë Ærø")
    other = factories.make_player("Paul")
    url = reverse("club:player_edit", args=[other.pk])
    asked = director_client.post(url, {"name": "Zoe Aero"})
    assert "Did you mean Zoë Ærø?" in asked.content.decode()
    assert Player.objects.get(pk=other.pk).name == "Paul"


def test_saving_a_look_alike_again_without_renaming_it_asks_nothing(director_client):
    factories.make_player("Zoë Ærø")
    twin = factories.make_player("Zoe Aero")  # added before, as a different person
    url = reverse("club:player_edit", args=[twin.pk])
    response = director_client.post(url, {"name": "Zoe Aero", "member_number": "7"})
    assert response.status_code == 302
    assert Player.objects.get(pk=twin.pk).member_number == "7"


@pytest.mark.parametrize(("stored", "typed"), SAME_NAMES)
def test_the_same_name_but_for_case_is_refused_on_the_roster_form(director_client, stored, typed):
    factories.make_player(stored)
    response = director_client.post(
        reverse("club:player_add"), {"name": typed, "different_person": "on"}
    )
    assert "is already in the roster" in response.content.decode()
    assert Player.objects.count() == 1


@pytest.mark.parametrize(("stored", "typed"), LOOK_ALIKES)
def test_a_guest_who_looks_like_a_roster_player_is_asked_about(director_client, stored, typed):
    evening = factories.make_evening()
    player = factories.make_player(stored)
    url = reverse("club:evening_guest", args=[evening.pk])
    asked = director_client.post(url, {"players_sent": "1", "players": [], "name": typed})
    page = asked.content.decode()
    assert f"Did you mean {stored}?" in page
    assert 'type="checkbox" name="different_person"' in page
    assert list(Player.objects.all()) == [player]
    assert not Attendance.objects.exists()
    added = director_client.post(
        url, {"players_sent": "1", "players": [], "name": typed, "different_person": "on"}
    )
    assert added.status_code == 302
    guest = Player.objects.get(guest=True)
    assert guest.name == typed
    assert Attendance.objects.filter(evening=evening, player=guest).exists()


def upload(text: str) -> SimpleUploadedFile:
    return SimpleUploadedFile("roster.csv", text.encode(), content_type="text/csv")


@pytest.mark.parametrize(("stored", "typed"), LOOK_ALIKES)
def test_the_roster_import_reports_a_look_alike_and_adds_it_when_told(
    director_client, stored, typed
):
    factories.make_player(stored)
    url = reverse("club:roster_import")
    preview = director_client.post(url, {"file": upload(f"name\n{typed}\n")})
    page = preview.content.decode()
    assert f"Did you mean {stored}?" in page
    assert "These are different people" in page
    digest = preview.context["confirm_form"].initial["digest"]
    refused = director_client.post(url, {"digest": digest})
    assert "nothing was imported" in refused.content.decode()
    assert Player.objects.count() == 1
    added = director_client.post(url, {"digest": digest, "different_people": "on"})
    assert added.status_code == 302
    assert Player.objects.filter(name=typed).exists()
