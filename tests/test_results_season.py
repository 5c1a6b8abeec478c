"""The season's standings page, its exports and its PDF."""

from __future__ import annotations

import csv
import datetime as dt
import io

import pytest
from django.urls import reverse

from clubchicago.club.models import Season
from tests import factories
from tests.factories import closed_chukker, seat_players

pytestmark = pytest.mark.django_db


def season_with_evenings(published: tuple[bool, ...] = (True, True)) -> Season:
    season = factories.make_season()
    players = factories.make_players(4)
    for day, is_published in enumerate(published, start=1):
        evening = factories.make_evening(
            season=season, date=dt.date(2026, 10, day), published=is_published
        )
        [table] = seat_players(evening, [players])
        closed_chukker(table, 1, 1350, 600)
    return season


def page(season: Season, name: str = "season_standings") -> str:
    return reverse(f"club:{name}", args=[season.pk])


@pytest.mark.parametrize("name", ["season_standings", "season_pdf"])
def test_a_season_with_an_unpublished_evening_is_for_the_director_only(
    client: object, name: str
) -> None:
    season = season_with_evenings((True, False))

    response = client.get(page(season, name))

    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


@pytest.mark.parametrize("name", ["season_standings", "season_pdf"])
def test_a_season_whose_evenings_are_all_published_is_public(client: object, name: str) -> None:
    season = season_with_evenings((True, True))

    assert client.get(page(season, name)).status_code == 200


def test_a_season_without_evenings_is_not_public(client: object) -> None:
    season = factories.make_season()

    assert client.get(page(season)).status_code == 302


def test_the_director_sees_every_season(director_client: object) -> None:
    season = season_with_evenings((False, False))

    response = director_client.get(page(season))

    assert response.status_code == 200
    rows = [row.record for row in response.context["table"].rows]
    assert [(r.evenings, r.positions, r.hundreds, r.fiches) for r in rows[:2]] == [
        (2, 2, 1600, 16),
        (2, 2, 1600, 16),
    ]
    assert [r.rank for r in rows] == [1, 1, 3, 3]
    content = response.content.decode()
    assert "Total (hundreds)" in content
    assert "Total (fiches)" in content
    assert "Director only until every evening is published" in content


@pytest.mark.parametrize("order", ["total", "fiches", "average"])
def test_the_season_can_be_ranked_three_ways(director_client: object, order: str) -> None:
    season = season_with_evenings()

    response = director_client.get(page(season) + f"?order={order}")

    assert response.context["order"] == order
    assert [row.record.rank for row in response.context["table"].rows] == [1, 1, 3, 3]


def test_the_season_exports_to_csv_and_excel(director_client: object) -> None:
    season = season_with_evenings()
    player = factories.make_player("+33 cheat")
    evening = factories.make_evening(season=season, published=True)
    [table] = seat_players(evening, [[player, *factories.make_players(3)]])
    closed_chukker(table, 1, 0, 500)

    response = director_client.get(page(season) + "?_export=csv")
    xlsx = director_client.get(page(season) + "?_export=xlsx")

    assert response["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8"))))
    assert rows[0][:3] == ["Rank", "Player", "Evenings attended"]
    assert "'+33 cheat" in {row[1] for row in rows[1:]}
    assert "-500" in {row[4] for row in rows[1:]}
    assert xlsx["Content-Type"].startswith("application/vnd.openxmlformats")


def test_the_season_pdf_is_a_pdf(director_client: object) -> None:
    season = season_with_evenings()

    response = director_client.get(page(season, "season_pdf") + "?order=fiches")

    assert response["Content-Type"] == "application/pdf"
    assert response.content.startswith(b"%PDF")
