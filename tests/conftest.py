"""Shared fixtures: fast hashing, a director, a seated evening."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from tests import factories


@pytest.fixture(autouse=True)
def _fast_and_quiet(settings: object) -> None:
    settings.PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.MD5PasswordHasher",
        # The demo fixture keeps a real hash; it must still be readable in tests.
        "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    ]
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    settings.LANGUAGE_CODE = "en"
    # The cache outlives each test's rolled-back transaction: start every test with none.
    cache.clear()


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
