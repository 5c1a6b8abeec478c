"""Logins are limited: five wrong passwords for one username from one address lock that pair
out for fifteen minutes, on the director's login and the admin's (django-axes)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from axes.models import AccessAttempt
from django.conf import settings
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests import factories

pytestmark = pytest.mark.django_db

LOGIN_PAGES = [reverse("login"), reverse("admin:login")]
PASSWORD = factories.PASSWORD  # the conftest's director signs in with it
HOME: dict[str, Any] = {"REMOTE_ADDR": "203.0.113.20"}


def attempt(client: Client, page: str, password: str, username: str = "director", **extra: Any):
    return client.post(page, {"username": username, "password": password}, **extra)


def test_the_limit_is_five_wrong_passwords_then_fifteen_minutes():
    limit, cool_off = settings.AXES_FAILURE_LIMIT, settings.AXES_COOLOFF_TIME
    assert (limit, cool_off) == (5, dt.timedelta(minutes=15))
    assert settings.AXES_LOCKOUT_PARAMETERS == [["username", "ip_address"]]


@pytest.mark.parametrize("page", LOGIN_PAGES)
def test_a_hundred_wrong_passwords_are_not_all_answered(client, director, page):
    statuses = [attempt(client, page, f"wrong-{n}", **HOME).status_code for n in range(100)]
    assert statuses == [200] * 4 + [429] * 96
    # Locked out, the right password is refused too, and nobody is logged in.
    response = attempt(client, page, PASSWORD, **HOME)
    assert response.status_code == 429
    assert "_auth_user_id" not in client.session
    body = response.content.decode()
    assert "Too many failed logins" in body
    assert "“director”" in body and "15 minutes" in body


@pytest.mark.parametrize("page", LOGIN_PAGES)
def test_the_lockout_ends_after_its_cool_off(client, director, page):
    for n in range(5):
        attempt(client, page, f"wrong-{n}", **HOME)
    assert attempt(client, page, PASSWORD, **HOME).status_code == 429
    AccessAttempt.objects.update(attempt_time=dt.datetime.now(dt.UTC) - dt.timedelta(minutes=16))
    assert attempt(client, page, PASSWORD, **HOME).status_code == 302


def test_the_lock_is_for_that_username_from_that_address_only(client, director):
    page = reverse("login")
    factories.make_director(username="second", password=PASSWORD)
    for n in range(5):
        attempt(client, page, f"wrong-{n}", **HOME)
    assert attempt(client, page, PASSWORD, **HOME).status_code == 429
    assert attempt(Client(), page, PASSWORD, "second", **HOME).status_code == 302
    assert attempt(Client(), page, PASSWORD, REMOTE_ADDR="198.51.100.4").status_code == 302


def test_a_right_password_starts_the_count_again(client, director):
    page = reverse("login")
    for n in range(4):
        attempt(client, page, f"wrong-{n}", **HOME)
    assert attempt(client, page, PASSWORD, **HOME).status_code == 302
    client.logout()
    assert [attempt(client, page, f"again-{n}", **HOME).status_code for n in range(4)] == [200] * 4


def test_behind_a_trusted_proxy_each_device_is_counted_apart(client, director, settings):
    settings.TRUSTED_PROXIES = ["127.0.0.1"]
    page = reverse("login")
    laptop = {"REMOTE_ADDR": "127.0.0.1", "HTTP_X_FORWARDED_FOR": "192.0.2.10"}
    phone = {"REMOTE_ADDR": "127.0.0.1", "HTTP_X_FORWARDED_FOR": "192.0.2.11"}
    for n in range(5):
        attempt(client, page, f"wrong-{n}", **laptop)
    assert attempt(client, page, PASSWORD, **laptop).status_code == 429
    assert attempt(Client(), page, PASSWORD, **phone).status_code == 302
    assert set(AccessAttempt.objects.values_list("ip_address", flat=True)) == {"192.0.2.10"}


def test_the_lockout_page_speaks_the_visitors_language(client, director):
    page = reverse("login")
    french = {**HOME, "HTTP_ACCEPT_LANGUAGE": "fr"}
    for n in range(5):
        response = attempt(client, page, f"wrong-{n}", **french)
    assert response.status_code == 429
    with translation.override("fr"):
        heading = translation.gettext("Too many failed logins")
    body = response.content.decode()
    assert '<html lang="fr">' in body
    assert heading in body


def test_a_login_without_a_peer_address_is_still_answered(client, director):
    # A Unix-socket server gives no REMOTE_ADDR: the attempt is counted, never a server error
    # (PostgreSQL would refuse a made-up address in the attempts table).
    for n in range(5):
        response = attempt(client, reverse("login"), f"wrong-{n}", REMOTE_ADDR="")
    assert response.status_code == 429
    assert AccessAttempt.objects.get().ip_address is None
