"""Link keys of every kind in every address that holds one: a table link's five addresses and
the tonight link. Whatever the key holds (text that is not ASCII, bytes that are not UTF-8, ten
thousand characters, nothing at all, the right key with more after it), a key that is not the
stored one is not found (404; a POST to the tonight page, which only reads, is not allowed: 405):
never a server error, never 429 for a single try, and nothing changed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import quote

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import get_resolver

from clubchicago.club.models import Evening
from tests.suites.hostile_input.inputs import Club_, patterns, send, snapshot

pytestmark = pytest.mark.django_db

KEY_IN_ROUTE = re.compile(r"<(?:str:)?token>")
ROUTES = [route for route in patterns(get_resolver().url_patterns) if KEY_IN_ROUTE.search(route)]

# Each wrong key as the address carries it (percent-encoded), from the right one.
WRONG_KEYS: dict[str, Callable[[str], str]] = {
    "non-ASCII": lambda _right: quote("é"),
    "the right key and an accent": lambda right: right + quote("é"),
    "an accented right key": lambda right: quote(right[:-1] + "é"),
    "right-to-left override": lambda right: quote("\u202e" + right[1:]),
    "a character beyond the BMP": lambda _right: quote("🂡" * 11),
    "bytes that are not UTF-8": lambda _right: "%FF%FE" * 20,
    "a lone surrogate's bytes": lambda _right: "%ED%A0%80",
    "NUL": lambda right: "%00" + right[1:],
    "the right key twice": lambda right: right * 2,
    "ten thousand characters": lambda _right: "a" * 10_000,
    "five thousand accents": lambda _right: quote("é" * 5_000),
    "empty": lambda _right: "",
}


def fill(route: str, club: Club_, key: Callable[[str], str]) -> str:
    """The route with real ids and a wrong key made from the right one."""
    tonight = route.startswith("tonight/")
    right = club.evening.tonight_token if tonight else club.table.token
    real = {"pk": club.evening.pk, "table_id": club.table.pk, "deal_id": club.deal.pk}
    path = re.sub(r"<(?:id|int):(\w+)>", lambda match: str(real[match[1]]), route)
    return "/" + KEY_IN_ROUTE.sub(lambda _match: key(right), path)


@pytest.fixture
def club_tonight(club: Club_) -> Club_:
    """The built club, with the tonight page of its evening on (so its key is compared)."""
    Evening.objects.filter(pk=club.evening.pk).update(tonight_page=True)
    club.evening.refresh_from_db()
    return club


def test_every_address_with_a_key_is_found() -> None:
    # The table link: its page, preview, edit, delete and confirm; and the tonight link.
    assert len(ROUTES) == 6, ROUTES
    assert sum(route.startswith("tonight/") for route in ROUTES) == 1


@pytest.mark.parametrize("route", ROUTES)
def test_the_right_key_opens_the_address(club_tonight: Club_, route: str) -> None:
    url = fill(route, club_tonight, lambda right: right)
    method = "post" if route.endswith("confirm/") else "get"
    assert send(Client(), method, url).status_code in (200, 302), url


@pytest.mark.parametrize("key", WRONG_KEYS.values(), ids=WRONG_KEYS.keys())
@pytest.mark.parametrize("route", ROUTES)
def test_a_wrong_key_of_any_kind_is_not_found(club_tonight: Club_, route: str, key) -> None:
    before = snapshot()
    url = fill(route, club_tonight, key)
    for client in (Client(), club_tonight.client):  # a phone, and the director logged in
        for method, answers in (("get", {404}), ("post", {404, 405})):
            cache.clear()  # each try is a first wrong link: counted, but never 429
            assert send(client, method, url).status_code in answers, (method, url[:80])
    assert snapshot() == before
