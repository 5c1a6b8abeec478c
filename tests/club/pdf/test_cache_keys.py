"""Each print's key (its renderer's ``cache_key``, ``caching.print_key``) names everything the
print shows: two requests get one key only if they would get the same PDF. Each key is also the
one the views built by hand before the renderers owned them, so no print kept in the cache is
lost or mixed up by the move (tests/club/test_caching*.py check the prints themselves)."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable

import pytest
from django.contrib.auth.models import AnonymousUser, User
from django.http import HttpRequest
from django.test import RequestFactory
from django.utils import translation

from clubchicago.club import caching
from clubchicago.club.models import Club, Evening, Season
from clubchicago.club.pdf.ranking import RankingPdf
from clubchicago.club.pdf.recap import RecapPdf
from clubchicago.club.pdf.score_sheets import ScoreSheetsPdf
from clubchicago.club.pdf.season import SeasonPdf
from clubchicago.club.pdf.table_cards import TableCardsPdf
from clubchicago.club.selectors.handicaps import handicaps_version
from clubchicago.club.selectors.seasons import season_is_open
from scoring import Seat
from scoring.standings import Order
from tests import factories

pytestmark = pytest.mark.django_db

TODAY = dt.date(2026, 12, 1)


@pytest.fixture
def evening() -> Evening:
    return factories.make_evening(season=factories.make_season())


def season_of(evening: Evening) -> Season:
    assert evening.season is not None
    return evening.season


def request_of(user: User | AnonymousUser, host: str = "testserver") -> HttpRequest:
    request = RequestFactory().get("/", HTTP_HOST=host)
    request.user = user
    return request


def keys_for(evening: Evening, season: Season) -> dict[str, Callable[[HttpRequest, Club], str]]:
    """Every print's key, for a request and the club as they stand."""
    return {
        "recaps": lambda r, c: RecapPdf.cache_key(r, c, evening),
        "recap": lambda r, c: RecapPdf.cache_key(r, c, evening, 1),
        "ranking": lambda r, c: RankingPdf.cache_key(r, c, evening, None),
        "ranking by average": lambda r, c: RankingPdf.cache_key(r, c, evening, Order.AVERAGE),
        "sheets": lambda r, c: ScoreSheetsPdf.cache_key(r, c, evening),
        "sheet": lambda r, c: ScoreSheetsPdf.cache_key(r, c, evening, 1),
        "blank": lambda r, c: ScoreSheetsPdf.blank_cache_key(r, c, "dealer", "chicago", Seat.N),
        "blank french": lambda r, c: ScoreSheetsPdf.blank_cache_key(
            r, c, "french", "chicago", Seat.N
        ),
        "cards": lambda r, c: TableCardsPdf.cache_key(r, c, evening),
        "card": lambda r, c: TableCardsPdf.cache_key(r, c, evening, 1),
        "season": lambda r, c: SeasonPdf.cache_key(
            r, c, season, Order.TOTAL, public=False, today=TODAY
        ),
        "season by average": lambda r, c: SeasonPdf.cache_key(
            r, c, season, Order.AVERAGE, public=False, today=TODAY
        ),
    }


def test_every_print_has_a_key_of_its_own(evening: Evening, director: User) -> None:
    club = Club.load()
    season = season_of(evening)
    keys = [key(request_of(director), club) for key in keys_for(evening, season).values()]
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize(
    "change",
    ["reader", "language", "paper size", "club name"],
)
def test_each_key_moves_with_who_reads_in_which_language_on_which_paper(
    evening: Evening, director: User, change: str
) -> None:
    club = Club.load()
    season = season_of(evening)
    for name, key in keys_for(evening, season).items():
        before = key(request_of(director), club)
        other_club = Club.load()
        reader: User | AnonymousUser = director
        language = "en"
        if change == "reader":
            reader = AnonymousUser()
        elif change == "paper size":
            other_club.paper_size = "Letter" if club.paper_size != "Letter" else "A4"
        elif change == "club name":
            other_club.name = club.name + " bis"
        else:
            language = "fr"
        with translation.override(language):
            after = key(request_of(reader), other_club)
        assert after != before, f"{name}: {change}"


def test_the_keys_move_with_the_version_each_print_shows(evening: Evening, director: User) -> None:
    club, request = Club.load(), request_of(director)
    season = season_of(evening)
    before = {name: key(request, club) for name, key in keys_for(evening, season).items()}
    evening.results_version = uuid.uuid4()
    results = {name: key(request, club) for name, key in keys_for(evening, season).items()}
    evening.plan_version = uuid.uuid4()
    season.results_version = uuid.uuid4()
    both = {name: key(request, club) for name, key in keys_for(evening, season).items()}
    moved_by_results = {name for name in before if results[name] != before[name]}
    moved_by_plan_or_season = {name for name in before if both[name] != results[name]}
    assert moved_by_results == {"recaps", "recap", "ranking", "ranking by average"}
    assert moved_by_plan_or_season == {
        "sheets",
        "sheet",
        "cards",
        "card",
        "season",
        "season by average",
    }


def test_the_cards_are_kept_under_the_address_their_links_start_with(
    evening: Evening, director: User
) -> None:
    club = Club.load()
    here = TableCardsPdf.cache_key(request_of(director, "testserver"), club, evening)
    there = TableCardsPdf.cache_key(request_of(director, "127.0.0.1:8000"), club, evening)
    assert here != there


def test_the_seasons_key_moves_with_its_readers_and_its_day(
    evening: Evening, director: User
) -> None:
    club, request = Club.load(), request_of(director)
    season = season_of(evening)

    def key(public: bool, today: dt.date) -> str:
        return SeasonPdf.cache_key(request, club, season, Order.TOTAL, public=public, today=today)

    assert key(True, TODAY) != key(False, TODAY)
    assert key(False, TODAY) != key(False, TODAY + dt.timedelta(days=1))


def test_each_key_is_the_one_the_views_built_before(evening: Evening, director: User) -> None:
    """So the prints already in the cache are found again, and nothing else."""
    club, request = Club.load(), request_of(director)
    season = season_of(evening)
    e = evening.pk
    by_hand = {
        "recaps": caching.print_key(
            request, "recaps", f"evening {e}", evening.results_version, club
        ),
        "recap": caching.print_key(
            request, "recap", f"evening {e} table 1", evening.results_version, club
        ),
        "ranking": caching.print_key(
            request,
            "ranking",
            f"evening {e}",
            evening.results_version,
            club,
            None,
            handicaps_version(evening.season),
        ),
        "sheets": caching.print_key(request, "sheets", f"evening {e}", evening.plan_version, club),
        "sheet": caching.print_key(
            request, "sheets", f"evening {e} table 1", evening.plan_version, club
        ),
        "blank": caching.print_key(
            request, "blank", "score sheet", 1, club, "dealer", "chicago", Seat.N
        ),
        "cards": caching.print_key(
            request, "cards", f"evening {e}", evening.plan_version, club, "http://testserver/"
        ),
        "season": caching.print_key(
            request,
            "season",
            f"season {season.pk}",
            (season.results_version, False, season_is_open(season, TODAY)),
            club,
            Order.TOTAL,
            TODAY,
            handicaps_version(season),
        ),
    }
    keys = keys_for(evening, season)
    for name, key in by_hand.items():
        assert keys[name](request, club) == key, name
