"""The one order in which the services lock rows, and a deadlock retried once.

Words: a *writer* is a service function that changes data in one transaction. It *locks* the
rows it is about to read and change so that another writer waits for it instead of changing
them underneath (``select_for_update``). Two writers that lock the same rows in opposite
orders can each wait for the other for ever: PostgreSQL then ends one of them with a
*deadlock* error. So every writer takes its locks in this one order:

1. the *evening's row*: exclusively (``lock_evening``) for a writer that changes the evening
   as a whole (its check-in list, its seating, its settings, the plan of every table), or
   shared (``lock_table``) for a writer at one table (a deal, a correction, a chukker closed):
   a seating change waits for the deals in flight, which wait for it. The shared lock is the
   one PostgreSQL takes anyway when a row that refers to the evening is written (a deal's
   history entry): taken first, it no longer comes after a table's;
2. the evening's *tables*, by primary key (``lock_tables``), each row alone: a
   ``select_for_update`` joined with the evening would lock the evening's row for update too,
   out of this order;
3. below them, rows that several writers rewrite, by primary key: a season's stored totals
   (``lock_rows``). Rows that belong to one table (its chukkers and deals) need no lock of their
   own: the table's lock already covers them.

How phones at different tables wait for each other: while they check and store their deals,
they do not (the shared lock above, each its own table's row). But every deal ends, in its
transaction, with ``services.versions.results_changed``, which *updates* the evening's row (its
new results version) and its season's, then awards the evening's club points again: from that
update to the commit, a second phone of the same evening waits for the first at the evening's
row (an update takes the row's ``FOR NO KEY UPDATE`` lock, which two writers never share). That
queue is kept on purpose: it is what makes two club-points awards of one evening follow each
other rather than interleave (each deletes the evening's points and writes them afresh), and it
covers only the end of each transaction (one short update, and the award: two statements for
an evening not yet published, its standings for a published one).

SQLite runs one writer at a time (``IMMEDIATE`` transactions, ``settings.DATABASES``), so these
locks only matter on PostgreSQL, where they cost one short query each.

A deadlock or a serialisation failure that still happens (a lock taken by the database itself
in an order no code chose) is retried once, the whole transaction again (``retried``), and
otherwise answered with a ``ClubUserError`` that tells the person to try again: never a
server error, and nothing half done.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from functools import wraps
from typing import ParamSpec, TypeVar

from django.db import DEFAULT_DB_ALIAS, OperationalError, connection, transaction
from django.db.models import Model, QuerySet
from django.utils.translation import gettext

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Evening, Table

P = ParamSpec("P")
R = TypeVar("R")
M = TypeVar("M", bound=Model)

logger = logging.getLogger(__name__)

# PostgreSQL's SQLSTATE codes for a transaction ended so that another could go on.
DEADLOCK_DETECTED = "40P01"
SERIALIZATION_FAILURE = "40001"
CONFLICTS = frozenset({DEADLOCK_DETECTED, SERIALIZATION_FAILURE})


def _locks_rows() -> bool:
    return bool(connection.features.has_select_for_update)


def lock_evening(evening: Evening | int) -> Evening:
    """Hold the evening's row exclusively until the transaction ends: step 1 for a writer that
    changes the evening as a whole. Returns the evening as stored now."""
    pk = evening if isinstance(evening, int) else evening.pk
    return Evening.objects.select_for_update().get(pk=pk)


def lock_evenings(evening_ids: Iterable[int]) -> None:
    """Hold several evenings' rows exclusively, by primary key (a season's credits rewritten)."""
    if not _locks_rows():
        return
    list(
        Evening.objects.select_for_update()
        .filter(pk__in=set(evening_ids))
        .order_by("pk")
        .values_list("pk", flat=True)
    )


def lock_tables(evening: Evening) -> list[Table]:
    """Steps 1 and 2: the evening's row, then every one of its tables by primary key.

    For a writer that changes the seating or the plan of the evening's tables; returns the
    tables, locked, in primary-key order.
    """
    lock_evening(evening)
    return list(Table.objects.select_for_update().filter(evening_id=evening.pk).order_by("pk"))


def share_evening(evening_id: int) -> None:
    """Hold the evening's row shared (``FOR KEY SHARE``): other writers at other tables share
    it, a writer that locks the evening exclusively waits, and is waited for.

    Django's ``select_for_update`` has no shared mode: the one statement is written here.
    """
    if connection.vendor != "postgresql":
        return
    quote = connection.ops.quote_name
    meta = Evening._meta
    sql = f"SELECT 1 FROM {quote(meta.db_table)} WHERE {quote(meta.pk.attname)} = %s FOR KEY SHARE"
    with connection.cursor() as cursor:
        cursor.execute(sql, [evening_id])


def lock_table(table: Table) -> Table:
    """Steps 1 and 2 for a writer at one table: the evening shared, then the table.

    Returns the table as stored now, with its evening.
    """
    share_evening(table.evening_id)
    # ``of``: the table's row alone. Without it the join would lock the evening's row for update
    # too, and every phone of the evening would queue behind every other (and deadlock with the
    # shared lock above).
    tables = Table.objects.select_for_update(of=("self",)).select_related("evening")
    return tables.get(pk=table.pk)


def lock_rows(rows: QuerySet[M]) -> None:
    """Step 3: hold ``rows`` by primary key before rewriting them (a delete alone would lock
    them in whatever order the database reads them)."""
    if _locks_rows():
        list(rows.select_for_update().order_by("pk").values_list("pk", flat=True))


def _conflict(error: OperationalError) -> bool:
    """A deadlock or a serialisation failure: the database ended this transaction so that
    another could finish, and the same work tried again is expected to succeed."""
    return getattr(error.__cause__, "sqlstate", None) in CONFLICTS


def _busy(error: OperationalError) -> bool:
    """SQLite waited for another writer as long as it is allowed to (``timeout``)."""
    return "database is locked" in str(error)


def busy_message() -> str:
    return gettext(
        "The club's server was busy with another change at the same moment, so nothing was "
        "saved. Try again."
    )


def retried(writer: Callable[P, R]) -> Callable[P, R]:
    """Run ``writer``; if the database ends its transaction in a deadlock or a serialisation
    failure, run it once more from the start, then answer ``ClubUserError``.

    Only the outermost writer retries: a writer called inside another's transaction lets the
    error through, as the whole transaction is lost and only the outer one can start it again.
    """

    @wraps(writer)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        if transaction.get_connection(DEFAULT_DB_ALIAS).in_atomic_block:
            return writer(*args, **kwargs)
        try:
            return writer(*args, **kwargs)
        except OperationalError as error:
            _raise_unless_conflict(error)
            logger.warning("%s ended by the database, tried again: %s", writer.__qualname__, error)
        try:
            return writer(*args, **kwargs)
        except OperationalError as error:
            _raise_unless_conflict(error)
            raise ClubUserError(busy_message()) from error

    return run


def _raise_unless_conflict(error: OperationalError) -> None:
    """Let any other database error through; SQLite's "locked" is said plainly, not retried
    (it has already waited ``timeout`` seconds for the other writer)."""
    if _busy(error):
        raise ClubUserError(busy_message()) from error
    if not _conflict(error):
        raise error
