"""Two phones on one table link sending the same deal at once: one deal stored, one message.

These run with real transactions and one database connection per thread, on SQLite (file
database, IMMEDIATE transactions) and on PostgreSQL (row lock on the table).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.urls import reverse

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import DealRecord
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, deal_form, make_evening, seat_tables

# Real transactions and one connection per thread: slow, and run apart from the quick part.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


def run_together(count: int, work: Callable[[int], Any]) -> list[Any]:
    """Run ``work(i)`` in ``count`` threads released at the same moment; collect outcomes."""
    barrier = threading.Barrier(count)
    outcomes: list[Any] = [None] * count

    def target(i: int) -> None:
        try:
            barrier.wait()
            outcomes[i] = work(i)
        except Exception as error:  # the outcome is what the test inspects
            outcomes[i] = error
        finally:
            connection.close()

    threads = [threading.Thread(target=factories.in_scope(target), args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return outcomes


def test_same_deal_from_two_phones_is_stored_once():
    table = seat_tables(make_evening(confirm_entries=False), (4,))[0]

    def submit(_: int) -> object:
        return play.record_deal(
            table, FOUR_DEALS[0], number=1, chukker_number=1, actor=play.Actor.for_table(table)
        )

    outcomes = run_together(4, submit)
    stored = [o for o in outcomes if isinstance(o, DealRecord)]
    refused = [o for o in outcomes if isinstance(o, ClubUserError)]
    assert len(stored) == 1, outcomes
    assert len(refused) == 3, outcomes
    assert all("already been entered" in e.message for e in refused)
    assert DealRecord.objects.count() == 1


def test_same_deal_posted_from_two_phones_gives_one_deal_and_a_message():
    table = seat_tables(make_evening(confirm_entries=False), (5,))[0]
    url = reverse("club:table_play", args=[table.pk, table.token])
    data = deal_form(level=3, strain="NT", declarer="S", result="9")

    def post(_: int) -> object:
        return Client().post(url, data, follow=True)

    responses = run_together(2, post)
    assert all(getattr(r, "status_code", None) == 200 for r in responses), responses
    assert DealRecord.objects.count() == 1
    bodies = [r.content.decode() for r in responses]
    assert sum("already been entered" in body for body in bodies) == 1
