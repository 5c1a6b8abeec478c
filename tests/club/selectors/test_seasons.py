"""The current season: the one whose days contain a day, else the latest."""

from __future__ import annotations

import datetime as dt

import pytest

from clubchicago.club.models import Season
from clubchicago.club.selectors.seasons import current_season
from tests import factories

pytestmark = pytest.mark.django_db

DAY = dt.date(2026, 11, 30)


def season(name: str, start: str, end: str) -> Season:
    return factories.make_season(
        name, start_date=dt.date.fromisoformat(start), end_date=dt.date.fromisoformat(end)
    )


def test_the_season_whose_days_contain_the_day_is_current() -> None:
    season("2025-26", "2025-09-01", "2026-06-30")
    this_one = season("2026-27", "2026-09-01", "2027-06-30")
    season("2027-28", "2027-09-01", "2028-06-30")

    assert current_season(DAY) == this_one


def test_its_first_and_last_days_belong_to_a_season() -> None:
    this_one = season("Autumn", "2026-11-30", "2026-11-30")

    assert current_season(DAY) == this_one


def test_between_seasons_the_one_that_starts_last_is_current() -> None:
    season("2025-26", "2025-09-01", "2026-06-30")
    latest = season("Spring", "2026-03-01", "2026-05-31")

    assert current_season(DAY) == latest


def test_without_seasons_there_is_none() -> None:
    assert current_season(DAY) is None
