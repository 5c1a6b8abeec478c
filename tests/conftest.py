"""Shared fixtures: fast hashing, a director, a seated evening."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.core.cache import cache
from django.test import override_settings
from django.utils import translation

from tests import factories


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


@pytest.fixture(autouse=True)
def _fresh_start() -> None:
    # The cache outlives each test's rolled-back transaction, and the language a request
    # activated outlives the request: start every test with neither.
    cache.clear()
    translation.deactivate()


@pytest.fixture
def director(db: None) -> object:
    return factories.make_director()


@pytest.fixture
def director_client(client: object, director: object) -> object:
    client.force_login(director)
    return client


@pytest.fixture
def evening(db: None) -> object:
    return factories.make_evening()


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup: None, django_db_blocker: object) -> Iterator[None]:
    """The test database, with stray PostgreSQL sessions ended before it is dropped.

    Playwright's sync API runs the browser tests' code in greenlets, each with its own context,
    and Django keeps a database connection per context: one of them is left open when the run
    ends and would block ``DROP DATABASE``.
    """
    yield
    with django_db_blocker.unblock():
        from django.db import connection

        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
