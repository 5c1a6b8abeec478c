"""Shared fixtures: fast hashing, a director, a seated evening."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.core.management.color import no_style
from django.db import connection
from django.test import Client, override_settings
from django.utils import translation
from django_scopes import scope
from hypothesis import settings

from clubchicago.club.models import Club, Evening
from tests import factories

# No Hypothesis deadline: how long an example takes is a benchmark's business, not a test's
# (a busy machine made property tests of pure functions fail on time alone).
settings.register_profile("clubchicago", deadline=None)
settings.load_profile("clubchicago")

# The club the migrations make (pk 1): the club of every test that does not make its own.
FIRST_CLUB = 1
DATABASE_FIXTURES = {"db", "transactional_db", "live_server", "django_db_reset_sequences"}


@pytest.fixture(autouse=True, scope="session")
def _fast_and_quiet() -> Iterator[None]:
    """Fast hashing and a local-memory cache, set once for the whole run.

    Not per test with pytest-django's ``settings`` fixture: each change there sends
    ``setting_changed`` before and after every test, which the thousands of domain tests feel.
    """
    with override_settings(
        PASSWORD_HASHERS=[
            "django.contrib.auth.hashers.MD5PasswordHasher",
            # The demo fixture keeps a real hash; it must still be readable in tests.
            "django.contrib.auth.hashers.PBKDF2PasswordHasher",
        ],
        CACHES={"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}},
        LANGUAGE_CODE="en",
    ):
        yield


@pytest.fixture(autouse=True, scope="session")
def _first_club_scope() -> Iterator[None]:
    """The tests' own code (their factories, their checks) works in the first club's scope, as
    a management command of a one-club installation does. A request sets its own scope from its
    address (``tenancy.ClubMiddleware``) and a worker thread starts with none, so a query of
    the site's own code that names no club still raises ``ScopeError`` in every test."""
    with scope(club=FIRST_CLUB):
        yield


@pytest.fixture(autouse=True)
def _first_club(request: pytest.FixtureRequest) -> None:
    # Every test of the database finds the first club, as the migrations made it, even after a
    # test that committed had the database emptied.
    marker = request.node.get_closest_marker("django_db")
    if marker is not None or DATABASE_FIXTURES & set(request.fixturenames):
        request.getfixturevalue("_django_db_helper")
        _club, made = Club.objects.get_or_create(pk=FIRST_CLUB)
        if made:  # a key given by hand: PostgreSQL's counter must pass it, as for a new site
            with connection.cursor() as cursor:
                for sql in connection.ops.sequence_reset_sql(no_style(), [Club]):
                    cursor.execute(sql)


@pytest.fixture(autouse=True)
def _fresh_start() -> None:
    # The cache outlives each test's rolled-back transaction, and the language a request
    # activated outlives the request: start every test with neither.
    cache.clear()
    translation.deactivate()


@pytest.fixture
def director(db: None) -> User:
    return factories.make_director()


@pytest.fixture
def director_client(client: Client, director: User) -> Client:
    client.force_login(director)
    return client


@pytest.fixture
def evening(db: None) -> Evening:
    return factories.make_evening()
