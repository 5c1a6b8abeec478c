"""The club's settings page: the name, the paper size and the defaults for new evenings."""

from __future__ import annotations

import pytest
from django.urls import reverse

from clubchicago.club.models import Club, Evening

GOOD = {
    "name": "Cercle de Chicago d'Ærø",
    "paper_size": "LETTER",
    "schedule": "french",
    "honours": "on",
    "half": "down",
    "unit": "fiches",
    "fiche_value": "200",
    "confirm_entries": "",
}


def test_anonymous_visitors_are_sent_to_log_in(client, db):
    for method in (client.get, client.post):
        response = method(reverse("club:club_settings"))
        assert response.status_code == 302
        assert response.url.startswith(reverse("login"))


def test_the_page_explains_the_french_schedule_and_that_evenings_keep_their_settings(
    director_client,
):
    page = director_client.get(reverse("club:club_settings")).content.decode()
    assert "makes the first dealer" in page
    assert "side vulnerable on both deals 2 and 3" in page
    assert "does not change evenings already created" in page


def test_director_saves_the_club_settings(director_client):
    response = director_client.post(reverse("club:club_settings"), GOOD)
    assert response.status_code == 302
    club = Club.load()
    assert club.name == "Cercle de Chicago d'Ærø"
    assert club.paper_size == "LETTER"
    assert club.scoring_settings() == {
        "schedule": "french",
        "honours": True,
        "half": "down",
        "unit": "fiches",
        "fiche_value": 200,
        "confirm_entries": False,
    }
    assert "Club settings saved." in director_client.get(response.url).content.decode()
    assert Club.objects.count() == 1


def test_changing_the_defaults_leaves_existing_evenings_alone(director_client, evening):
    before = evening.scoring_settings()
    director_client.post(reverse("club:club_settings"), GOOD)
    evening.refresh_from_db()
    assert evening.scoring_settings() == before
    assert Evening.objects.get().schedule == "dealer"


@pytest.mark.parametrize("fiche_value", ["0", "50", "150", "-100", "abc"])
def test_a_fiche_worth_anything_but_whole_hundreds_is_refused(director_client, fiche_value):
    response = director_client.post(
        reverse("club:club_settings"), {**GOOD, "fiche_value": fiche_value}
    )
    assert response.status_code == 200
    assert response.context["form"].errors["fiche_value"]
    assert Club.load().fiche_value == 100


def test_an_unknown_schedule_is_refused(director_client):
    response = director_client.post(reverse("club:club_settings"), {**GOOD, "schedule": "x"})
    assert response.context["form"].errors["schedule"]
    assert Club.load().schedule == "dealer"
