"""The federation's pages rendered once (issue 33, "the federation pages at 1,000 clubs").

The ranking sums every opted-in club's club points and the home page lists every opted-in
club: drawn afresh, they cost more with every club. They are kept instead in the shared cache
(``caching``) under the *federation version*: a digest of what any of the federation's pages
can show, read in two queries of one row each, whatever the number of clubs:

- the opted-in clubs, each with its key, address and name (a club opting in or out, renamed
  or moved to another address; and whether the installation holds several clubs, which names
  their addresses);
- the latest ``Evening.results_changed_at`` among the opted-in clubs' published evenings (read
  by the index on ``published, results_changed_at``). Every change of what an evening shows
  moves it (``services.versions.results_changed``): a publication, an un-publication, a
  correction, a chukker closed, an import; and a player's name or licence number edited, which
  is shown afresh at every evening they played (``services.roster.SHOWN_ON_RESULTS``).

A piece is kept under its page, its subject (the year, the licence number), the federation
version and the reader's language: the next request after any change asks for a key nothing
has filled, so a stale page is never served. Old keys are never deleted: they expire. The
pieces hold no request (no CSRF token, no session): the federation's pages are the same for
every reader.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import TypeVar, cast

from django.core.cache import cache
from django.db import connection
from django.utils.translation import get_language
from django_scopes import scopes_disabled

from clubchicago.club.caching import KEEP_SECONDS
from clubchicago.club.models import Club, Evening

T = TypeVar("T")


def _clubs_shown() -> str:
    """The opted-in clubs as the pages name and link them, and how many clubs there are (one
    query). PostgreSQL digests them itself: one row comes back, however many clubs."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT (SELECT COUNT(*) FROM club_club), md5(COALESCE(string_agg("
                "id || ':' || slug || ':' || name, chr(31) ORDER BY id), '')) "
                "FROM club_club WHERE federation_results"
            )
            count, digest = cursor.fetchone()
        return f"{count}:{digest}"
    rows = Club.objects.order_by("pk").values_list("pk", "slug", "name", "federation_results")
    return repr(list(rows))  # every club: as many, and which show their results


def federation_version() -> str:
    """The digest of what the federation's pages show, as of now (two queries, each reading
    one row whatever the number of clubs)."""
    # The latest change of an opted-in club's published evening: the index on ``published,
    # results_changed_at`` read backwards, its club looked at. Nothing of the evening but its
    # time is read, and only of the clubs that opted in.
    with scopes_disabled():
        latest = (
            Evening.objects.filter(published=True, club__federation_results=True)
            .order_by("-results_changed_at")
            .values_list("results_changed_at", flat=True)
            .first()
        )
    shown = (_clubs_shown(), str(latest))
    return hashlib.sha256("\x1f".join(shown).encode()).hexdigest()[:40]


def cached_piece(page: str, subject: object, version: str, draw: Callable[[], T]) -> T:
    """What ``draw`` gives for ``page`` and ``subject``, kept under the federation ``version``
    and the reader's language; drawn only if the cache does not hold it (a failing cache
    keeps nothing: it is drawn every time)."""
    parts = ("federation", page, repr(subject), version, get_language() or "en")
    key = "clubchicago:federation:" + hashlib.sha256("\x1f".join(parts).encode()).hexdigest()
    found = cache.get(key)
    if found is None:
        found = draw()
        cache.set(key, found, KEEP_SECONDS)
    return cast(T, found)
