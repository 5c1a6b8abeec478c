"""The Results page's lists: which evenings and seasons each visitor may read."""

from __future__ import annotations

import datetime as dt

import pytest

from clubchicago.club.selectors.results import (
    EVENINGS_PER_PAGE,
    evenings_page,
    visible_evenings,
    visible_seasons,
)
from clubchicago.club.selectors.season_standings import season_is_public
from tests import factories

pytestmark = pytest.mark.django_db


def test_the_public_sees_published_evenings_newest_first_and_the_director_all() -> None:
    old = factories.make_evening(date=dt.date(2026, 1, 5), published=True)
    new = factories.make_evening(date=dt.date(2026, 3, 2), published=True)
    hidden = factories.make_evening(date=dt.date(2026, 2, 2), published=False)

    assert list(visible_evenings(public=True)) == [new, old]
    assert list(visible_evenings(public=False)) == [new, hidden, old]


def test_evenings_come_a_page_at_a_time_and_a_bad_page_number_gives_a_page() -> None:
    for day in range(EVENINGS_PER_PAGE * 2 + 1):
        factories.make_evening(date=dt.date(2026, 1, 1) + dt.timedelta(days=day), published=True)

    assert len(evenings_page(None, public=True).object_list) == EVENINGS_PER_PAGE
    assert len(evenings_page("3", public=True).object_list) == 1
    assert evenings_page("99", public=True).number == 3
    assert evenings_page("-4", public=True).number == 3  # Paginator.get_page: the last page
    assert evenings_page("x", public=True).number == 1


def test_a_season_is_listed_for_the_public_exactly_when_it_is_public() -> None:
    full = factories.make_season(name="Full")
    partial = factories.make_season(name="Partial")
    empty = factories.make_season(name="Empty")
    factories.make_evening(season=full, published=True)
    factories.make_evening(season=partial, published=True)
    factories.make_evening(season=partial, published=False)
    unseen = factories.make_season(name="Unseen")
    factories.make_evening(season=unseen, published=False)

    public = [line.season for line in visible_seasons(public=True)]
    every = {line.season: line for line in visible_seasons(public=False)}

    # docs/rules.md#season-standings: public once one of its evenings is published.
    assert set(public) == {full, partial}
    assert set(every) == {full, partial, empty, unseen}
    complete = [every[season].complete for season in (full, partial, empty, unseen)]
    assert complete == [True, False, False, False]
    for season, line in every.items():
        assert line.public == season_is_public(season)
    assert every[partial].evenings == 2
