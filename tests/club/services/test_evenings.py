"""The evening services: settings copied from the club and fixed once play has started."""

from __future__ import annotations

import datetime as dt

import pytest

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club, Evening, SeasonTotal
from clubchicago.club.selectors.season_standings import season_standings
from clubchicago.club.services import evenings
from clubchicago.club.services.credits import check_credits
from clubchicago.club.services.evenings import update_evening
from scoring import Unit
from tests import factories

pytestmark = pytest.mark.django_db


def test_a_new_evening_copies_the_club_defaults() -> None:
    club = Club.load()
    club.schedule, club.honours, club.unit, club.fiche_value = "french", True, "fiches", 200
    club.save()

    evening = evenings.create_evening(dt.date(2026, 12, 7), "Lundi", None)

    assert evening.scoring_settings() == club.scoring_settings()
    assert evening.title == "Lundi"


def test_changing_a_club_default_does_not_change_an_existing_evening() -> None:
    evening = evenings.create_evening(dt.date(2026, 12, 7), "", None)
    club = Club.load()
    club.schedule, club.honours = "non_dealer", True
    club.save()

    evening.refresh_from_db()

    assert evening.schedule == "dealer"
    assert evening.honours is False


def test_the_schedule_cannot_change_once_play_has_started(evening: Evening) -> None:
    (table,) = factories.seat_tables(evening, [4])
    factories.start(table)

    with pytest.raises(ClubUserError):
        evenings.update_evening(evening, {"schedule": "french"})
    evenings.update_evening(evening, {"title": "Renamed", "schedule": evening.schedule})

    evening.refresh_from_db()
    assert (evening.title, evening.schedule) == ("Renamed", "dealer")


def test_an_evening_moved_to_another_season_takes_its_totals_with_it() -> None:
    spring = factories.make_season(name="Spring")
    autumn = factories.make_season(name="Autumn")
    evening = factories.finished_evening((4, 5), seed=2, season=spring, unit=Unit.HUNDREDS)
    spring_rows = season_standings(spring).rows

    update_evening(evening, {"season": autumn, "unit": Unit.FICHES})

    assert season_standings(spring).rows == []
    moved = season_standings(autumn).rows
    assert [(r.player_id, r.rounded_points, r.positions) for r in moved] == [
        (r.player_id, r.rounded_points, r.positions) for r in spring_rows
    ]
    assert all(r.fiches == () for r in spring_rows)
    assert all([value for value, _fiches in r.fiches] == [evening.fiche_value] for r in moved)
    assert check_credits().clean

    update_evening(evening, {"season": None})

    assert not SeasonTotal.objects.exists()
    assert check_credits().clean
