"""Club points in the results API: the lines of an evening's USEBIO file, and a season's
points (docs/rules.md#usebio, docs/rules.md#club-points)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.test import Client

from clubchicago.club import usebio
from clubchicago.club.models import Player
from clubchicago.club.services.evenings import save_season, set_published
from tests import factories
from tests.club.test_usebio import read_back

pytestmark = pytest.mark.django_db

API = "/api/v1"


def test_an_evenings_club_points_are_its_usebio_files_lines(client: Client) -> None:
    evening = factories.points_evening()
    Player.objects.filter(name="B2").update(licence_number="123456")
    set_published(evening, True)
    b2 = Player.objects.get(name="B2")

    answer = client.get(f"{API}/evenings/{evening.pk}/club-points").json()

    assert answer["final"] is True
    assert answer["rows"][0] == {
        "place": 1,
        "tied": False,
        "player": {"id": b2.pk, "name": "B2"},
        "licence_number": "123456",
        "total": 1500,
        "points": 6,
    }
    _document, lines = read_back(usebio.write(usebio.evening_event(evening)))
    assert [
        (
            row["player"]["name"],
            row["licence_number"],
            f"{row['place']}{'=' if row['tied'] else ''}",
            str(row["total"]),
            str(row["points"]),
        )
        for row in answer["rows"]
    ] == lines


def test_an_unpublished_evening_has_no_club_points_in_the_api(client: Client) -> None:
    evening = factories.points_evening()

    assert client.get(f"{API}/evenings/{evening.pk}/club-points").status_code == 404


def test_an_evening_still_in_play_lists_its_places_with_no_points(client: Client) -> None:
    evening = factories.make_evening(length=3, published=True, ranking_minimum=0)
    (table,) = factories.seat_tables(evening, [4])
    factories.closed_chukker(table, 1, 500, 0)

    answer = client.get(f"{API}/evenings/{evening.pk}/club-points").json()

    assert answer["final"] is False
    assert [row["points"] for row in answer["rows"]] == [0, 0, 0, 0]


def test_a_seasons_club_points(client: Client) -> None:
    season = save_season(
        None, {"name": "S", "start_date": dt.date(2026, 9, 1), "end_date": dt.date(2027, 6, 30)}
    )
    set_published(factories.points_evening(season=season), True)

    answer = client.get(f"{API}/seasons/{season.pk}/club-points").json()

    assert answer["season"]["name"] == "S" and answer["season"]["evenings"] == 1
    assert [(row["player"]["name"], row["place"], row["points"]) for row in answer["rows"]][:4] == [
        ("B2", 1, 6),
        ("A2", 2, 4),
        ("A1", 3, 3),
        ("B3", 3, 3),
    ]
    assert answer["rows"][2]["tied"] is True
