"""The director's USEBIO downloads (docs/rules.md#usebio)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Chukker
from clubchicago.club.services.evenings import save_season, set_published
from tests import factories
from tests.club.test_usebio import read_back


def test_the_director_downloads_a_published_evenings_file(director_client: Client) -> None:
    evening = factories.points_evening()
    set_published(evening, True)

    page = director_client.get(reverse("club:evening_standings", args=[evening.pk]))
    response = director_client.get(reverse("club:evening_usebio", args=[evening.pk]))

    assert reverse("club:evening_usebio", args=[evening.pk]) in page.content.decode()
    assert response.status_code == 200
    assert response["Content-Type"] == "application/xml; charset=utf-8"
    assert response["Content-Disposition"] == (
        f'attachment; filename="usebio-evening-{evening.pk}-2026-11-30.xml"'
    )
    _document, lines = read_back(response.content)
    assert [(name, place, points) for name, _l, place, _t, points in lines][:3] == [
        ("B2", "1", "6"),
        ("A2", "2", "4"),
        ("A1", "3=", "3"),
    ]


def test_an_unpublished_evening_has_no_file_yet(director_client: Client) -> None:
    evening = factories.points_evening()

    response = director_client.get(reverse("club:evening_usebio", args=[evening.pk]), follow=True)

    assert response.redirect_chain[-1][0] == reverse("club:evening_standings", args=[evening.pk])
    assert "Publish the results first" in response.content.decode()


def test_an_evening_still_in_play_has_no_file_yet(director_client: Client) -> None:
    evening = factories.points_evening()
    Chukker.objects.filter(table__evening=evening, number=3).update(closed_at=None)
    set_published(evening, True)

    response = director_client.get(reverse("club:evening_usebio", args=[evening.pk]), follow=True)

    assert "The ranking is not final yet" in response.content.decode()


@pytest.mark.django_db
def test_the_public_cannot_download_the_directors_files(client: Client) -> None:
    evening = factories.points_evening()
    set_published(evening, True)
    season = save_season(
        None, {"name": "S", "start_date": dt.date(2026, 9, 1), "end_date": dt.date(2027, 6, 30)}
    )
    for url in (
        reverse("club:evening_usebio", args=[evening.pk]),
        reverse("club:season_usebio", args=[season.pk]),
    ):
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith(reverse("login"))


def test_the_director_downloads_a_seasons_club_points(director_client: Client) -> None:
    season = save_season(
        None, {"name": "S", "start_date": dt.date(2026, 9, 1), "end_date": dt.date(2027, 6, 30)}
    )
    set_published(factories.points_evening(season=season), True)

    response = director_client.get(reverse("club:season_usebio", args=[season.pk]))

    assert response.status_code == 200
    assert 'filename="usebio-season-' in response["Content-Disposition"]
    document, lines = read_back(response.content)
    root = document.documentElement
    assert root is not None and root.getAttribute("Version") == "1.2"
    assert lines[0] == ("B2", "", "1", "6", "6")
    assert [points for *_rest, points in lines] == ["6", "4", "3", "3", "1", "1", "0", "0"]
