"""The shared cache failing on every call (Redis stopped, the cache table missing, a backend
that raises): every page and print is drawn without it, and is what a working cache gives;
deals are stored and answered as usual; polls still answer 304 when nothing changed; wrong
links are "not found", never "too many", and a right link always opens; the failure is
reported once, not on every request (``clubchicago.club.failsafe_cache``).
"""

from __future__ import annotations

import logging
import re
import socket
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from django.core.cache import cache
from django.test import Client, override_settings
from django.urls import reverse

from benchmarks.season_data import ClubData, Page, club_pages
from clubchicago.club import failsafe_cache
from clubchicago.club.models import DealRecord, Evening, Table
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.views.table_links import MAX_FAILED_GUESSES
from tests import factories
from tests.broken_cache import BrokenCache
from tests.pdf_helpers import pdf_text

if TYPE_CHECKING:
    from pytest_django import DjangoDbBlocker

pytestmark = pytest.mark.django_db

# New for every page drawn: the CSRF tokens and the entry keys of the forms.
FRESH = re.compile(rb'name="(?:csrfmiddlewaretoken|(?:d\d-)?entry_key)" value="[^"]*"')


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


FAILING = {
    "a backend raising on every call": {
        "BACKEND": "tests.broken_cache.FailSafeBrokenCache",
        "OPTIONS": {"retry_after": 0},
    },
    "Redis stopped": {
        "BACKEND": "clubchicago.club.failsafe_cache.FailSafeRedisCache",
        "LOCATION": f"redis://127.0.0.1:{closed_port()}/0",
        "OPTIONS": {"retry_after": 0, "socket_connect_timeout": 1},
    },
    "the cache table missing": {
        "BACKEND": "clubchicago.club.failsafe_cache.FailSafeDatabaseCache",
        "LOCATION": "no_such_cache_table",
        "OPTIONS": {"retry_after": 0},
    },
}


def build_club() -> ClubData:
    """A season's evening in play (its biggest table in its last chukker, the others done),
    with its tonight page on."""
    club = factories.club_tonight()
    [evening] = club.evenings
    Evening.objects.filter(pk=evening.pk).update(tonight_page=True)
    evening.refresh_from_db()
    return club


@pytest.fixture(scope="module")
def built(django_db_setup: None, django_db_blocker: DjangoDbBlocker) -> Iterator[ClubData]:
    yield from factories.class_data(django_db_blocker, build_club)


@pytest.fixture
def club(db: None, built: ClubData) -> ClubData:
    """The club built once for the module; what a test writes is undone after it."""
    return built


@pytest.fixture(params=FAILING.keys())
def failing(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The cache failing on every call, its time standing still: one report for the test."""
    monkeypatch.setattr(failsafe_cache, "clock", lambda: 5000.0)
    BrokenCache.calls = 0
    with override_settings(CACHES={"default": FAILING[request.param]}):
        yield request.param


def shown(client: Client, page: Page) -> bytes | str:
    """What a reader gets: a PDF's text, or the page without what is new on every drawing."""
    response = client.get(page.path)
    assert response.status_code == 200, page.label
    if page.kind == "pdf":
        return pdf_text(response.content, sep="\f")
    return FRESH.sub(b"", response.content)


def reader(club: ClubData, page: Page) -> Client:
    client = Client()
    if not page.as_table:
        client.force_login(club.director)
    return client


def reports(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == failsafe_cache.__name__]


@pytest.mark.slow  # every page and print drawn twice, three times over
def test_every_page_and_print_is_drawn_without_the_cache_as_with_it(club, failing, caplog):
    caplog.set_level(logging.WARNING)
    pages = [page for page in club_pages(club) if page.kind != "export"]
    without = {page.label: shown(reader(club, page), page) for page in pages}
    for page in club_pages(club):  # the exports and the API too: answered, not refused
        assert reader(club, page).get(page.path).status_code == 200, page.label

    with override_settings(CACHES={"default": {"BACKEND": FAILING_FREE}}):
        cache.clear()
        working = {page.label: shown(reader(club, page), page) for page in pages}

    assert [label for label in without if without[label] != working[label]] == []
    assert len(reports(caplog)) == 1  # once, not for each of the 38 pages
    if failing == "a backend raising on every call":
        assert BrokenCache.calls > len(pages)  # the pages really asked it


FAILING_FREE = "django.core.cache.backends.locmem.LocMemCache"


def the_table_in_play(club: ClubData) -> Table:
    return club.evenings[0].tables.order_by("-size", "number")[0]


def next_deal(table: Table, **fields: object) -> dict[str, object]:
    state = table_state(table)
    assert state.next_deal_number is not None
    return {
        "number": state.next_deal_number,
        "chukker_number": state.chukker_number,
        "lineup": state.entry_lineup,
        "level": 2,
        "strain": "H",
        "doubled": 0,
        "declarer": state.entry_seats and "E",
        "result": "8",
        "save": "1",
        **fields,
    }


def test_deals_are_stored_and_answered_as_usual_and_the_evening_so_far_shown(club, failing):
    table = the_table_in_play(club)
    phone = Client()
    url = reverse("club:table_play", args=[table.pk, table.token])
    stored = DealRecord.objects.filter(chukker__table=table).count()

    page = phone.get(url)
    assert page.status_code == 200
    assert b'id="so-far"' in page.content  # the evening so far, read from the cache when it works

    htmx = phone.post(url, next_deal(table, entry_key="k1"), HTTP_HX_REQUEST="true")
    assert htmx.status_code == 200 and b"Saved." in htmx.content
    second = next_deal(table, entry_key="k2")
    plain = phone.post(url, second)
    assert plain.status_code == 302 and plain["Location"] == url
    again = phone.post(url, second, HTTP_HX_REQUEST="true")
    assert again.status_code == 200  # sent again: already stored, said so, not stored twice
    assert DealRecord.objects.filter(chukker__table=table).count() == stored + 2


def test_polls_still_answer_not_modified_when_nothing_changed(club, failing):
    evening = club.evenings[0]
    director = Client()
    director.force_login(club.director)
    for client, url in (
        (director, reverse("club:evening_live", args=[evening.pk])),
        (Client(), reverse("club:tonight", args=[evening.pk, evening.tonight_token])),
        (director, reverse("club:evening_play", args=[evening.pk])),
    ):
        first = client.get(url)
        assert first.status_code == 200, url
        again = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
        assert again.status_code == 304, url


def test_wrong_links_are_not_found_and_a_right_link_always_opens(club, failing):
    table = the_table_in_play(club)
    phone = Client()
    wrong = [phone.get(f"/t/{table.pk}/stale-{n}/").status_code for n in range(40)]
    assert wrong == [404] * 40  # past MAX_FAILED_GUESSES, still not "too many"
    assert len(wrong) > MAX_FAILED_GUESSES
    assert phone.get(reverse("club:table_play", args=[table.pk, table.token])).status_code == 200
