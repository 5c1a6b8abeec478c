"""One moment of the database for what only reads.

A page reads several rows that one change rewrites together: a table's lineups, then their
places, then its chukkers and deals; the evening's tables, then their players. Read in separate
queries outside a transaction, a change confirmed between two of them is half seen (the places
of a lineup the page has not read: a ``KeyError``, a server error on a phone in the middle of
the evening).

Words: a *snapshot* is a transaction in which every query sees the database as it stood at the
first one. On PostgreSQL that is the ``REPEATABLE READ`` isolation level (its default, ``READ
COMMITTED``, gives each statement a moment of its own, so a transaction alone is not enough);
on SQLite, a transaction (its lock keeps writers out until it ends). A snapshot writes nothing
of its own: the shared cache may write to the database's cache table inside it, and
``clubchicago.club.failsafe_cache`` keeps such a write from breaking it.

Every GET and HEAD request runs its view in one (``SnapshotMiddleware``). A POST takes one only
around what it reads to draw its answer (``snapshot()``), never around a service: a service opens
its own transaction, locks what it changes and retries a deadlock (docs/architecture.md#services),
which it could not do inside a moment already taken.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.http import HttpRequest, HttpResponseBase

READING_METHODS = frozenset({"GET", "HEAD"})


@contextmanager
def snapshot(using: str = DEFAULT_DB_ALIAS) -> Iterator[None]:
    """Run the block's queries in one snapshot (a decorator too: ``@snapshot()``).

    Inside a transaction already, the block is part of it: its moment is the caller's.
    """
    connection = connections[using]
    if connection.in_atomic_block:
        yield
        return
    with transaction.atomic(using=using):
        if connection.vendor == "postgresql":
            # Must be the transaction's first statement: its snapshot is taken at the next one.
            with connection.cursor() as cursor:
                cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        yield


class SnapshotMiddleware:
    """Every GET and HEAD view, and the template it renders, reads one moment of the database.

    Placed after the session, message and authentication middleware, so that saving a session
    or a message happens after the snapshot ends, in a transaction of its own.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if request.method not in READING_METHODS:
            return self.get_response(request)
        with snapshot():
            return self.get_response(request)
