"""One moment of the database for what only reads: every GET view and its template read as of
one snapshot, a POST does not (its services open their own transactions), a table link counts
a wrong key before its snapshot, and a change committed meanwhile is not half seen."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from django.db import connection
from django.http import HttpRequest, HttpResponse
from django.test import Client, RequestFactory
from django.urls import reverse

from clubchicago.club.models import Player
from clubchicago.club.snapshots import SnapshotMiddleware, snapshot, snapshot_exempt
from clubchicago.club.views import play as play_views
from clubchicago.club.views import table_links
from tests import factories

pytestmark = pytest.mark.django_db(transaction=True)


def isolation() -> str:
    """How the current transaction reads, as the database says (SQLite has one way)."""
    if connection.vendor != "postgresql":
        return "serializable" if connection.in_atomic_block else "autocommit"
    with connection.cursor() as cursor:
        cursor.execute("SHOW transaction_isolation")
        level: str = cursor.fetchone()[0]
    return level if connection.in_atomic_block else "autocommit"


def served(method: str, view: Callable[[HttpRequest], HttpResponse]) -> None:
    """``view`` answering a request through the middleware, as Django's handler calls it."""

    def handler(request: HttpRequest) -> HttpResponse:
        middleware.process_view(request, view, (), {})
        return view(request)

    middleware = SnapshotMiddleware(handler)
    middleware(getattr(RequestFactory(), method)("/"))
    assert not connection.in_atomic_block  # closed with the answer


READS = "repeatable read" if connection.vendor == "postgresql" else "serializable"


def recording(seen: list[str]) -> Callable[[HttpRequest], HttpResponse]:
    """A view that notes how it reads the database."""

    def view(request: HttpRequest) -> HttpResponse:
        seen.append(isolation())
        return HttpResponse()

    return view


@pytest.mark.parametrize("method", ["get", "head"])
def test_a_get_view_reads_in_one_snapshot(method: str) -> None:
    seen: list[str] = []
    served(method, recording(seen))
    assert seen == [READS]


def test_a_post_view_opens_none_its_services_open_their_own() -> None:
    seen: list[str] = []
    served("post", recording(seen))
    assert seen == ["autocommit"]


def test_an_exempt_view_opens_none() -> None:
    seen: list[str] = []
    served("get", snapshot_exempt(recording(seen)))
    assert seen == ["autocommit"]


def test_a_table_link_counts_a_wrong_key_before_any_snapshot_and_reads_its_page_in_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (table,) = factories.seat_tables(factories.make_evening(), (4,))
    counted: list[str] = []
    drawn: list[str] = []
    count, page = table_links.count_wrong_link, play_views._page

    def counting(key: str) -> int:
        counted.append(isolation())
        return count(key)

    def drawing(*args: object, **kwargs: object) -> HttpResponse:
        drawn.append(isolation())
        return page(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(table_links, "count_wrong_link", counting)
    monkeypatch.setattr(play_views, "_page", drawing)

    assert Client().get(f"/t/{table.pk}/a-replaced-link/").status_code == 404
    assert Client().get(reverse("club:table_play", args=[table.pk, table.token])).status_code == 200

    # The shared cache may be the database's: a count inside a snapshot would not see others'.
    assert counted == ["autocommit"]
    assert drawn == [READS]


def test_a_change_committed_during_a_snapshot_is_not_seen_in_it() -> None:
    factories.make_players(3)
    committed = threading.Event()

    def change() -> None:
        try:
            factories.make_player("Committed meanwhile")
        finally:
            connection.close()
            committed.set()

    with snapshot():
        before = Player.objects.count()
        writer = threading.Thread(target=factories.in_scope(change))
        writer.start()
        if connection.vendor == "postgresql":
            committed.wait(30)  # PostgreSQL lets it commit: the snapshot does not see it
        # (SQLite with a rollback journal keeps the writer waiting until the snapshot ends.)
        assert Player.objects.count() == before
    writer.join(30)
    assert committed.is_set() and Player.objects.count() == before + 1


def test_snapshots_never_wait_for_one_another() -> None:
    """Pages read side by side: a snapshot takes no lock another reader waits for (on SQLite a
    deferred transaction, though the site's writers begin IMMEDIATE)."""
    factories.make_players(2)
    outcome: list[object] = []
    read = threading.Event()

    def reader() -> None:
        try:
            with snapshot():
                outcome.append(Player.objects.count())
        except Exception as error:  # the test reports what the reader met
            outcome.append(error)
        finally:
            connection.close()
            read.set()

    with snapshot():
        assert Player.objects.count() == 2
        other = threading.Thread(target=factories.in_scope(reader))
        other.start()
        # The other reader is done while this snapshot is still open (a lock would hold it for
        # the busy timeout, then fail): the deadline only ends a broken run.
        assert read.wait(60)
    other.join(30)
    assert outcome == [2]
