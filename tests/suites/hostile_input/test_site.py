"""Hostile input site-wide: the login form, and every POST refused without its CSRF token.

Also the suite's budget: the properties post at least a thousand generated inputs in all.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from hypothesis import example, given
from hypothesis import strategies as st

from clubchicago.club.models import DealRecord
from tests.suites.hostile_input.inputs import (
    BUDGET,
    TEXT,
    Club_,
    budget,
    rolled_back,
    send,
    snapshot,
)

pytestmark = pytest.mark.django_db


def test_the_properties_post_at_least_a_thousand_inputs():
    assert sum(BUDGET.values()) >= 1000


# -- CSRF: every POST is refused without its token --------------------------------------------


def _example_kwargs(route: str, names: tuple[str, ...], club: Club_) -> dict[str, object]:
    """Arguments reaching a real object of the kind each URL names."""
    chukker = club.deal.chukker
    if route.startswith("club/seasons/"):
        pk = club.season.pk
    elif route.startswith("club/roster/"):
        pk = club.player.pk
    else:
        pk = club.evening.pk
    values = {
        "pk": pk,
        "number": 1,
        "table_id": club.table.pk,
        "token": club.table.token,
        "deal_id": club.deal.pk,
        "chukker_id": chukker.pk,
        "change": 1,  # a change of seating (none here: past the token, the page says so)
        "name": "club-2026-12-01-203000Z-published.sqlite3",  # a backup (none kept here)
    }
    return {name: values[name] for name in names}


def _post_routes() -> list[Any]:
    """Every club URL, and the site's own forms (login, logout, language)."""
    found = []
    for pattern in get_resolver().url_patterns:
        if isinstance(pattern, URLResolver) and pattern.namespace == "club":
            for inner in pattern.url_patterns:
                assert isinstance(inner, URLPattern), "the club's URLs are one list"
                names = tuple(inner.pattern.regex.groupindex)
                name = f"club:{inner.name}"
                found.append(pytest.param(name, str(inner.pattern), names, id=name))
    for name in ("login", "logout", "set_language"):
        found.append(pytest.param(name, "", (), id=name))
    return found


class TestFromTheClub:
    """Properties that start from the club of ``conftest.build_club``, built once for the class."""

    @pytest.mark.slow
    def test_login_never_fails_and_lets_only_the_right_password_in(self, club):
        url = reverse("login")

        @budget("login")
        @given(st.one_of(TEXT, st.just("director")), st.one_of(TEXT, st.just("pass-for-tests")))
        @example("director", "pass-for-tests")
        def check(username: str, password: str) -> None:
            with rolled_back():
                before = snapshot()
                visitor = Client()
                data = {"username": username, "password": password}
                response = send(visitor, "post", url, data)
                right = (username, password) == ("director", "pass-for-tests")
                assert response.status_code == (302 if right else 200)
                assert snapshot() == before

        check()

    @pytest.mark.parametrize(("name", "route", "arguments"), _post_routes())
    def test_every_post_is_refused_without_its_csrf_token(self, club, name, route, arguments):
        browser = Client(enforce_csrf_checks=True)
        browser.force_login(club.director)
        url = reverse(name, kwargs=_example_kwargs(route, arguments, club))
        before = snapshot()
        response = browser.post(url, {"name": "Sneaky", "version": "1", "action": "again"})
        assert response.status_code == 403
        assert snapshot() == before
        # With the token the same request gets past the check: the 403 was the token's doing.
        browser.get(reverse("login"))
        token = browser.cookies["csrftoken"].value
        response = browser.post(
            url, {"csrfmiddlewaretoken": token, "name": "Sneaky", "version": "1"}
        )
        assert response.status_code != 403

    def test_a_table_form_without_its_token_is_refused(self, club):
        phone = Client(enforce_csrf_checks=True)
        url = reverse("club:table_play", args=[club.table.pk, club.table.token])
        data = {"number": "2", "chukker_number": "1", "level": "1", "strain": "C"}
        data |= {"declarer": "E", "result": "7", "save": "1"}
        before = snapshot()
        assert phone.post(url, data).status_code == 403
        assert snapshot() == before
        phone.get(url)
        data["csrfmiddlewaretoken"] = phone.cookies["csrftoken"].value
        assert phone.post(url, data).status_code == 302
        assert DealRecord.objects.count() == len(before["DealRecord"]) + 1
