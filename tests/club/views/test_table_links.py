"""Wrong table links are counted per client and per table; a right link is never refused.

Behind the README's reverse proxy, or the club's one Wi-Fi address, every phone arrives from the
same address: thirty stale links must not lock every table out.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from django.core.cache import cache
from django.core.cache.backends import base as cache_base
from django.core.cache.backends import locmem
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import DealRecord, Table
from clubchicago.club.views import table_links
from tests import factories

pytestmark = pytest.mark.django_db

LIMIT = table_links.MAX_FAILED_GUESSES
WIFI = {"REMOTE_ADDR": "203.0.113.9"}
PROXY = "10.0.0.2"


@pytest.fixture
def tables(db: None) -> list:
    return factories.seat_tables(factories.make_evening(confirm_entries=False), (4, 4))


def right(table: Table) -> str:
    return reverse("club:table_play", args=[table.pk, table.token])


def wrong(table: Table, attempt: int = 0) -> str:
    return reverse("club:table_play", args=[table.pk, f"an-old-link-{attempt:04d}"])


def send_wrong_links(client: Client, table: Table, count: int, **extra: Any) -> list[int]:
    return [client.get(wrong(table, n), **extra).status_code for n in range(count)]


def first_deal(table: Table) -> dict[str, object]:
    return factories.deal_form()


def test_the_limit_is_thirty_wrong_links_in_ten_minutes():
    assert (LIMIT, table_links.GUESS_WINDOW) == (30, 600)


def test_a_right_link_opens_its_table_after_any_number_of_wrong_ones(client, tables):
    assert set(send_wrong_links(client, tables[0], LIMIT + 10, **WIFI)) == {404, 429}
    assert client.get(right(tables[0]), **WIFI).status_code == 200
    response = client.post(right(tables[0]), first_deal(tables[0]), **WIFI)
    assert response.status_code == 302
    assert DealRecord.objects.filter(chukker__table=tables[0]).count() == 1


def test_after_thirty_wrong_links_that_client_is_told_so_for_that_table(client, tables):
    assert send_wrong_links(client, tables[0], LIMIT, **WIFI) == [404] * LIMIT
    response = client.get(wrong(tables[0], 99), **WIFI)
    assert response.status_code == 429
    assert "Too many wrong table links" in response.content.decode()
    # A post through a wrong link over the limit changes nothing either.
    assert client.post(wrong(tables[0], 98), first_deal(tables[0]), **WIFI).status_code == 429
    assert not DealRecord.objects.exists()


def test_wrong_links_for_one_table_do_not_count_against_another(client, tables):
    send_wrong_links(client, tables[0], LIMIT + 5, **WIFI)
    assert client.get(wrong(tables[1]), **WIFI).status_code == 404
    assert client.get(right(tables[1]), **WIFI).status_code == 200


def test_every_view_behind_a_link_answers_429_over_the_limit(client, tables):
    table = tables[0]
    send_wrong_links(client, table, LIMIT, **WIFI)
    for name in ("club:deal_edit", "club:deal_delete", "club:deal_confirm"):
        url = reverse(name, args=[table.pk, "an-old-link", 1])
        assert client.post(url, {"version": 1}, **WIFI).status_code == 429, name


def test_another_client_is_not_affected(client, tables):
    send_wrong_links(client, tables[0], LIMIT + 1, **WIFI)
    assert client.get(wrong(tables[0]), REMOTE_ADDR="198.51.100.7").status_code == 404


class Clock:
    """``time`` as the local-memory cache reads it to expire its keys, moved by hand: the test
    never waits for a window to end (on a busy machine thirty requests may take longer)."""

    def __init__(self) -> None:
        self.now = time.time()

    def time(self) -> float:
        return self.now


def test_the_count_ends_with_its_window(client, tables, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(locmem, "time", clock)
    monkeypatch.setattr(cache_base, "time", clock)
    send_wrong_links(client, tables[0], LIMIT + 1, **WIFI)
    clock.now += table_links.GUESS_WINDOW - 1
    assert client.get(wrong(tables[0]), **WIFI).status_code == 429
    clock.now += 2
    assert client.get(wrong(tables[0]), **WIFI).status_code == 404


def test_phones_behind_a_trusted_proxy_are_counted_apart(client, tables, settings):
    settings.TRUSTED_PROXIES = [PROXY]
    phone = {"REMOTE_ADDR": PROXY, "HTTP_X_FORWARDED_FOR": "192.0.2.10"}
    other_phone = {"REMOTE_ADDR": PROXY, "HTTP_X_FORWARDED_FOR": "192.0.2.11"}
    send_wrong_links(client, tables[0], LIMIT, **phone)
    assert client.get(wrong(tables[0]), **phone).status_code == 429
    assert client.get(wrong(tables[0]), **other_phone).status_code == 404
    assert cache.get(f"table-link-failures:{tables[0].pk}:192.0.2.10") == LIMIT + 1


def test_a_forwarded_address_from_an_untrusted_sender_is_not_believed(client, tables, settings):
    settings.TRUSTED_PROXIES = [PROXY]
    # Each request claims another address; it does not come from the proxy, so none is believed.
    for attempt in range(LIMIT):
        spoofed = {**WIFI, "HTTP_X_FORWARDED_FOR": f"192.0.2.{attempt}"}
        client.get(wrong(tables[0], attempt), **spoofed)
    claim = {**WIFI, "HTTP_X_FORWARDED_FOR": "192.0.2.200"}
    assert client.get(wrong(tables[0]), **claim).status_code == 429


def test_a_table_that_does_not_exist_counts_under_one_short_key(client, tables):
    for table_id in (999999, 10**30):
        client.get(f"/t/{table_id}/an-old-link/", **WIFI)
    assert cache.get(f"table-link-failures:0:{WIFI['REMOTE_ADDR']}") == 2


def test_wrong_links_without_a_peer_address_are_counted_together(client, tables):
    statuses = send_wrong_links(client, tables[0], LIMIT + 1, REMOTE_ADDR="")
    assert statuses[-1] == 429
    assert cache.get(f"table-link-failures:{tables[0].pk}:unknown") == LIMIT + 1
