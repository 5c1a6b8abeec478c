"""Seasons: listed and added on one page, changed on another."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import pytest
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Season
from tests import factories

if TYPE_CHECKING:
    from pytest_django import DjangoAssertNumQueries

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("name", ["seasons", "season_edit"])
def test_anonymous_visitors_are_sent_to_log_in(client: Client, name: str) -> None:
    season = factories.make_season()
    args = [season.pk] if name == "season_edit" else []

    response = client.get(reverse(f"club:{name}", args=args))

    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


def test_the_director_adds_a_season(director_client: Client) -> None:
    response = director_client.post(
        reverse("club:seasons"),
        {"name": "Saison 2026–2027", "start_date": "2026-09-01", "end_date": "2027-06-30"},
    )

    assert response["Location"] == reverse("club:seasons")
    season = Season.objects.get()
    assert (season.name, season.start_date) == ("Saison 2026–2027", dt.date(2026, 9, 1))
    assert "Saison 2026–2027" in director_client.get(response["Location"]).content.decode()


def test_a_season_cannot_end_before_it_starts(director_client: Client) -> None:
    response = director_client.post(
        reverse("club:seasons"),
        {"name": "Backwards", "start_date": "2026-09-01", "end_date": "2026-08-01"},
    )

    assert response.status_code == 200
    assert response.context["form"].errors["end_date"]
    assert not Season.objects.exists()


def test_the_director_renames_a_season(director_client: Client) -> None:
    season = factories.make_season()

    response = director_client.post(
        reverse("club:season_edit", args=[season.pk]),
        {"name": "Winter", "start_date": "2026-09-01", "end_date": "2027-06-30"},
    )

    assert response.status_code == 302
    season.refresh_from_db()
    assert season.name == "Winter"


def test_the_season_list_counts_evenings_in_few_queries(
    director_client: Client, django_assert_max_num_queries: DjangoAssertNumQueries
) -> None:
    for year in range(2000, 2020):
        season = factories.make_season(
            f"Season {year}", start_date=dt.date(year, 9, 1), end_date=dt.date(year + 1, 6, 30)
        )
        factories.make_evening(season=season)

    with django_assert_max_num_queries(6):
        response = director_client.get(reverse("club:seasons"))

    assert response.content.decode().count("Season 20") == 20
