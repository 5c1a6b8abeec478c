"""One moment of the database for what only reads.

A page reads several rows that one change rewrites together: a table's lineups, then their
places, then its chukkers and deals; the evening's tables, then their players. Read in separate
queries outside a transaction, a change confirmed between two of them is half seen (the places
of a lineup the page has not read: a ``KeyError``, a server error on a phone in the middle of
the evening).

Words: a *snapshot* is a transaction in which every query sees the database as it stood at the
first one. On PostgreSQL that is the ``REPEATABLE READ`` isolation level (its default, ``READ
COMMITTED``, gives each statement a moment of its own, so a transaction alone is not enough);
on SQLite, a deferred transaction: its first read takes the snapshot, and it never takes the
write lock, so readers never wait for one another (in WAL mode, the laptop's, writers do not wait
for them either; with a rollback journal a writer's commit waits for the readers to end). The
site's writers begin ``IMMEDIATE`` (settings): a snapshot must not, or every page would queue
behind one lock. A snapshot writes nothing
of its own: the shared cache may write to the database's cache table inside it, and
``clubchicago.club.failsafe_cache`` keeps such a write from breaking it.

Every GET and HEAD request runs its view in one (``SnapshotMiddleware``; a view that must write
something first takes its own, ``snapshot_exempt``). A POST takes one only
around what it reads to draw its answer (``snapshot()``), never around a service: a service opens
its own transaction, locks what it changes and retries a deadlock (docs/architecture.md#services),
which it could not do inside a moment already taken.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from typing import TypeVar

from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.backends.base.base import BaseDatabaseWrapper
from django.http import HttpRequest, HttpResponseBase

READING_METHODS = frozenset({"GET", "HEAD"})

V = TypeVar("V", bound=Callable[..., HttpResponseBase])


@contextmanager
def snapshot(using: str = DEFAULT_DB_ALIAS) -> Iterator[None]:
    """Run the block's queries in one snapshot (a decorator too: ``@snapshot()``).

    Inside a transaction already, the block is part of it: its moment is the caller's.
    """
    connection = connections[using]
    if connection.in_atomic_block:
        yield
        return
    if connection.vendor == "sqlite":
        with _deferred(connection), transaction.atomic(using=using):
            yield
        return
    with transaction.atomic(using=using):
        if connection.vendor == "postgresql":
            # Must be the transaction's first statement: its snapshot is taken at the next one.
            with connection.cursor() as cursor:
                cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        yield


@contextmanager
def _deferred(connection: BaseDatabaseWrapper) -> Iterator[None]:
    """SQLite's next ``BEGIN`` is ``BEGIN DEFERRED``, whatever the settings ask of writers.

    Django begins a transaction with the connection's ``transaction_mode``, read from the
    settings when it connects: connected first, the mode set here is the one ``atomic`` uses.
    """
    connection.ensure_connection()
    mode = connection.transaction_mode  # type: ignore[attr-defined]
    connection.transaction_mode = None  # type: ignore[attr-defined]  # a plain BEGIN: deferred
    try:
        yield
    finally:
        connection.transaction_mode = mode  # type: ignore[attr-defined]


def snapshot_exempt(view: V) -> V:
    """Leave ``view`` out of ``SnapshotMiddleware``: it takes its own snapshot, once it has
    written what must be written first (a table link counts a wrong key in the shared cache,
    which may be the database's: counted inside a snapshot, it would not see the others)."""
    view.snapshot_exempt = True  # type: ignore[attr-defined]
    return view


class SnapshotMiddleware:
    """Every GET and HEAD view, and the template it renders, reads one moment of the database.

    The snapshot opens once the view is known (``process_view``: a view may be exempt) and
    closes when its answer is drawn. Placed after the session, message and authentication
    middleware, so that saving a session or a message happens after it, in a transaction of its
    own.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        with ExitStack() as opened:
            request._clubchicago_snapshot = opened  # type: ignore[attr-defined]
            return self.get_response(request)

    def process_view(
        self,
        request: HttpRequest,
        view: Callable[..., HttpResponseBase],
        args: tuple[object, ...],
        kwargs: dict[str, object],
    ) -> None:
        if request.method in READING_METHODS and not getattr(view, "snapshot_exempt", False):
            opened: ExitStack = request._clubchicago_snapshot  # type: ignore[attr-defined]
            opened.enter_context(snapshot())
