"""Deployment settings: a mistyped environment fails loudly, and a director's login is short."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.sessions.models import Session
from django.urls import reverse
from django.utils import timezone

from tests import factories
from tests.test_settings import manage

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("value", ["prod", "staging", "Production-ish"])
def test_an_unknown_environment_fails_naming_the_allowed_values(value):
    result = manage("check", CLUBCHICAGO_ENV=value)
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "CLUBCHICAGO_ENV must be one of ['development', 'production', 'laptop']" in result.stderr
    assert repr(value) in result.stderr


@pytest.mark.parametrize("value", ["development", " Development ", ""])
def test_the_known_environments_are_accepted(value):
    result = manage("check", CLUBCHICAGO_ENV=value)
    assert result.returncode == 0, result.stderr


def test_a_directors_session_ends_with_the_browser_and_after_twelve_hours():
    assert settings.SESSION_EXPIRE_AT_BROWSER_CLOSE is True
    assert settings.SESSION_COOKIE_AGE == 12 * 3600


@pytest.mark.django_db
def test_logging_in_gives_a_browser_session_cookie_that_the_server_drops_after_twelve_hours(
    client,
):
    factories.make_director(password="a-long-director-password")
    response = client.post(
        reverse("login"), {"username": "director", "password": "a-long-director-password"}
    )
    assert response.status_code == 302
    cookie = response.cookies[settings.SESSION_COOKIE_NAME]
    # No Expires and no Max-Age: the browser forgets the cookie when it closes.
    assert not cookie["expires"] and not cookie["max-age"]
    session = Session.objects.get()
    lifetime = session.expire_date - timezone.now()
    assert dt.timedelta(hours=11, minutes=59) < lifetime <= dt.timedelta(hours=12)
    assert client.get(reverse("club:dashboard")).status_code == 200
    # Twelve hours later the server no longer knows the session, whatever the browser kept.
    Session.objects.update(expire_date=timezone.now() - dt.timedelta(seconds=1))
    response = client.get(reverse("club:dashboard"))
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))


def test_a_trusted_proxy_that_is_not_an_address_fails_loudly():
    result = manage("check", TRUSTED_PROXIES="127.0.0.1,nginx")
    assert result.returncode != 0
    assert "TRUSTED_PROXIES must list IP addresses or networks" in result.stderr
    assert "'nginx'" in result.stderr


def test_a_redis_url_that_is_not_one_fails_loudly():
    result = manage("check", REDIS_URL="127.0.0.1:6379")
    assert result.returncode != 0
    assert "REDIS_URL must start with redis://" in result.stderr


def settings_in_a_fresh_process(
    show: str = "settings.CACHES['default']['BACKEND'], settings.TRUSTED_PROXIES", **env: str
) -> str:
    """What ``print(show)`` prints once the settings are read with ``env`` set."""
    code = f"import django; django.setup(); from django.conf import settings; print({show})"
    unwanted = {
        *("REDIS_URL", "TRUSTED_PROXIES", "CLUBCHICAGO_ENV", "DEBUG", "SECRET_KEY"),
        *("CONN_MAX_AGE", "CONN_HEALTH_CHECKS"),
    }
    environment = {k: v for k, v in os.environ.items() if k not in unwanted}
    environment.update(env, DJANGO_SETTINGS_MODULE="clubchicago.settings")
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=environment, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


FAIL_SAFE = "clubchicago.club.failsafe_cache.FailSafe"
# The default cache's class and the two it is made of.
SHOW_CACHE = (
    "[c.__module__ + '.' + c.__name__ for c in type(__import__('django.core.cache', "
    "fromlist=['caches']).caches['default']).__mro__[:3]], settings.TRUSTED_PROXIES"
)


def test_every_server_process_shares_one_cache_the_database_or_redis_failing_safe():
    assert (
        settings_in_a_fresh_process(SHOW_CACHE)
        == str(
            [f"{FAIL_SAFE}DatabaseCache", FAIL_SAFE, "django.core.cache.backends.db.DatabaseCache"]
        )
        + " []"
    )
    shown = settings_in_a_fresh_process(
        SHOW_CACHE, REDIS_URL="redis://127.0.0.1:6379/5", TRUSTED_PROXIES="127.0.0.1, 10.0.0.0/8"
    )
    assert (
        shown
        == str([f"{FAIL_SAFE}RedisCache", FAIL_SAFE, "django.core.cache.backends.redis.RedisCache"])
        + " ['127.0.0.1/32', '10.0.0.0/8']"
    )


CONNECTION = "settings.DATABASES['default']['CONN_MAX_AGE'], " + (
    "settings.DATABASES['default']['CONN_HEALTH_CHECKS']"
)


def test_production_keeps_database_connections_open_and_checks_them_before_reuse():
    production = {
        "CLUBCHICAGO_ENV": "production",
        "SECRET_KEY": "k" * 60,
        "ALLOWED_HOSTS": "chicago.example.org",
    }
    assert settings_in_a_fresh_process(CONNECTION, **production) == "60 True"
    assert settings_in_a_fresh_process(CONNECTION, **production, CONN_MAX_AGE="0") == "0 True"
    # The development server opens a thread per request: no connection is kept there.
    assert settings_in_a_fresh_process(CONNECTION) == "0 True"
