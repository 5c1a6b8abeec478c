"""The live standings kept in the shared cache (``caching.live_standings``, ``live_digest``):
ranked once per results version, the same as ``evening_standings``, and never served stale."""

from __future__ import annotations

import uuid

import pytest
from pytest_django import DjangoAssertNumQueries

from clubchicago.club import caching
from clubchicago.club.selectors.standings import evening_standings, table_standings
from tests.factories import finished_evening

pytestmark = pytest.mark.django_db


def test_the_live_standings_are_read_once_per_results_version(
    django_assert_num_queries: DjangoAssertNumQueries,
) -> None:
    evening = finished_evening((4, 5))
    with django_assert_num_queries(3):  # seats, closed chukkers, tables' progress
        first = caching.live_standings(evening)
    with django_assert_num_queries(0):
        assert caching.live_standings(evening) == first
        digest = caching.live_digest(evening)
        assert caching.live_digest(evening) == digest
    assert first == evening_standings(evening)
    assert len(digest) == 32


def test_a_new_results_version_is_ranked_again(
    django_assert_num_queries: DjangoAssertNumQueries,
) -> None:
    evening = finished_evening((4,))
    digest = caching.live_digest(evening)
    evening.results_version = uuid.uuid4()  # what services.versions writes
    with django_assert_num_queries(3):
        assert caching.live_digest(evening) == digest  # nothing shown changed
    other = finished_evening((4,), seed=8, title="Another evening")
    assert caching.live_digest(other) != digest


def test_a_tables_rows_are_the_live_standings_own() -> None:
    evening = finished_evening((4, 5))
    result = caching.live_standings(evening)
    wanted = [row.player_id for row in result.rows[::2]]
    so_far = table_standings(result, evening, wanted)
    assert [row.player_id for row in so_far.rows] == wanted
    assert so_far.standings is result and so_far.unit == evening.unit
    assert so_far.notes == result.notes(evening.unit)
