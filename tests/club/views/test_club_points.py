"""Club points on the pages: the scale's editor, the player's page, the season's standings
(docs/rules.md#club-points)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from clubchicago.club.models import Club, ClubPoints, Player
from clubchicago.club.services.evenings import save_season, set_published
from scoring.club_points import DEFAULT_SCALE
from tests import factories

SCALE_URL = "/club/points/"


def test_the_scale_page_is_at_its_address() -> None:
    assert reverse("club:points_scale") == SCALE_URL


@pytest.mark.django_db
def test_anonymous_visitors_are_sent_to_log_in_from_the_scale(client: Client) -> None:
    for method in (client.get, client.post):
        response = method(SCALE_URL, {"scale": "4: 1"})
        assert response.status_code == 302
        assert response["Location"].startswith(reverse("login"))
    assert Club.load().scale() == DEFAULT_SCALE


def test_the_scale_page_shows_the_default_scale(director_client: Client) -> None:
    page = director_client.get(SCALE_URL).content.decode()

    assert "4: 4 2 1\n8: 6 4 3 2 1\n12: 8 6 5 4 3 2 1\n20: 10 8 7 6 5 4 3 2 1" in page
    assert "share the points of the places they cover" in page


def test_the_director_saves_a_scale(director_client: Client) -> None:
    response = director_client.post(SCALE_URL, {"scale": "10: 5 3 1\n4: 2, 1\n"})

    assert response.status_code == 302
    assert Club.load().points_scale == [
        {"players": 4, "points": [2, 1]},
        {"players": 10, "points": [5, 3, 1]},
    ]
    page = director_client.get(response["Location"]).content.decode()
    assert "Club points scale saved." in page
    assert "4: 2 1\n10: 5 3 1" in page


def test_an_empty_scale_awards_no_points(director_client: Client) -> None:
    director_client.post(SCALE_URL, {"scale": ""})
    evening = factories.points_evening()

    set_published(evening, True)

    assert Club.load().points_scale == []
    assert not ClubPoints.objects.filter(points__gt=0).exists()


@pytest.mark.parametrize(
    ("scale", "message"),
    [
        ("4: 4 -2 1", "Line 1: points cannot be negative (-2)."),
        ("4: 4 2\n8: 6 four 1", "Line 2: “four” is not a whole number of points."),
        ("4: 4 2.5", "Line 1: “2.5” is not a whole number of points."),
        ("4 4 2 1", "Line 1: write the number of players, a colon"),
        ("x: 4 2", "Line 1: the number of players must be a whole number from 1 to 1000."),
        ("4: 1 2", "Line 1: a place cannot earn more points than the place above it."),
        ("4: 3\n4: 2", "Line 2: a line for 4 players is already given."),
    ],
)
def test_a_scale_with_bad_values_is_refused_and_nothing_saved(
    director_client: Client, scale: str, message: str
) -> None:
    response = director_client.post(SCALE_URL, {"scale": scale})

    assert response.status_code == 200
    assert escape(message) in response.content.decode()
    assert Club.load().scale() == DEFAULT_SCALE


def test_the_scale_page_speaks_french(director_client: Client) -> None:
    response = director_client.post(
        SCALE_URL, {"scale": "4: 4 -2 1"}, headers={"accept-language": "fr"}
    )
    assert escape("Ligne 1") in response.content.decode()


@pytest.mark.django_db
def test_the_player_page_shows_points_by_evening_season_and_year(client: Client) -> None:
    season = save_season(
        None,
        {"name": "Saison", "start_date": dt.date(2026, 9, 1), "end_date": dt.date(2027, 6, 30)},
    )
    autumn = factories.points_evening(season=season, date=dt.date(2026, 11, 30))
    set_published(autumn, True)
    # The same eight players again in January: B2 wins both.
    winter = factories.make_evening(season=season, date=dt.date(2027, 1, 11), length=3)
    players = {p.name: p for p in Player.objects.all()}
    for number, prefix in ((1, "A"), (2, "B")):
        table = factories.new_table(winter, number, 4)
        for seat in range(1, 5):
            factories.place(table, players[f"{prefix}{seat}"], seat)
        for chukker, (ns, ew) in enumerate([(800, 100), (0, 0), (0, 800)], start=1):
            factories.closed_chukker(table, chukker, ns, ew)
    set_published(winter, True)
    b2 = players["B2"]

    page = client.get(reverse("club:player_results", args=[b2.pk])).content.decode()

    # Autumn: 1st of 8, 6 points. Winter: A2 and B2 share 1st with +15: (6 + 4) / 2 = 5 each.
    assert ClubPoints.objects.get(evening=winter, player=b2).points == 5
    assert "Club points in 2027</dt><dd>5</dd>" in page
    assert "Club points in 2026</dt><dd>6</dd>" in page
    assert "<dt>Club points</dt><dd>11</dd>" in page  # the season
    cells = [
        line.strip() for line in page.splitlines() if line.strip().startswith('data-label="Club')
    ]
    assert 'data-label="Club points:">6</td>' in cells
    assert 'data-label="Club points:">5</td>' in cells


@pytest.mark.django_db
def test_the_season_page_adds_up_its_club_points(client: Client) -> None:
    season = save_season(
        None,
        {"name": "Saison", "start_date": dt.date(2026, 9, 1), "end_date": dt.date(2027, 6, 30)},
    )
    evening = factories.points_evening(season=season)
    set_published(evening, True)
    b2 = Player.objects.get(name="B2")

    page = client.get(reverse("club:season_standings", args=[season.pk])).content.decode()

    assert 'id="club-points"' in page
    link = reverse("club:player_results", args=[b2.pk])
    assert f'<a href="{link}?season={season.pk}">B2</a>' in page
    section = page[page.index('id="club-points"') :]
    assert section.index(">B2<") < section.index(">A2<") < section.index(">A1<")
    assert "USEBIO" not in page  # the download is the director's


def test_an_evening_not_published_shows_no_points(director_client: Client) -> None:
    evening = factories.points_evening()
    b2 = Player.objects.get(name="B2")

    page = director_client.get(reverse("club:player_results", args=[b2.pk])).content.decode()

    assert evening.pk and "Club points in" not in page
    assert "<dt>Club points</dt><dd>0</dd>" in page
