"""A table's own link: the sign-in of the phones at a table, and the count of wrong links.

Words: a *table link* is ``/t/<table id>/<key>/``; its *key* (``Table.token``, 256 random bits)
is all that lets a phone score that table, without any account (as Tabbycat's private URLs let
a team submit its ballot). A right key opens that table and nothing else, as the table (or, for
the club's director or scorer signed in, as them: the corrections of deals); anything else
answers with a page saying the link no longer opens a table (404), never a hint of whether the
table exists. Wrong links are counted per client and per table (``count_wrong_link``): too many
are answered 429 and logged once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import wraps
from typing import Concatenate, ParamSpec

from django.core.cache import cache
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse

from clubchicago.club.link_keys import key_matches
from clubchicago.club.models import Table
from clubchicago.club.network import client_address
from clubchicago.club.selectors import lookups
from clubchicago.club.services import play
from clubchicago.club.snapshots import READING_METHODS, snapshot, snapshot_exempt
from clubchicago.club.views.common import is_scorer

P = ParamSpec("P")

MAX_FAILED_GUESSES = 30  # wrong links for one table from one client, in ten minutes
GUESS_WINDOW = 600

logger = logging.getLogger(__name__)


class TooManyWrongLinks(Exception):
    """One client has sent too many wrong links for one table: answered 429, not 404."""


def count_wrong_link(key: str) -> int:
    """Add one to a counter that lives ``GUESS_WINDOW`` seconds from its first wrong link.

    The counters live in the shared cache (Redis or the database, settings.CACHES), so every
    server process counts the same wrong links.
    """
    if cache.add(key, 1, GUESS_WINDOW):
        return 1
    try:
        return cache.incr(key)
    except ValueError:  # the window ended between add and incr
        cache.set(key, 1, GUESS_WINDOW)
        return 1


def load_table(request: HttpRequest, table_id: int, token: str) -> tuple[Table, play.Actor]:
    """The table behind a link, or 404; a right link is never refused.

    Wrong links are counted per client and per table: behind the club's Wi-Fi or a reverse
    proxy every phone may share one address, and phones holding an old link (a table's link is
    replaced when the director asks for a new one) must not lock the other tables out. After
    ``MAX_FAILED_GUESSES`` wrong links for one table, that client's next wrong ones are answered
    429 instead of 404, and a warning is logged once. A link key has 256 random bits: the count
    is there to be seen and logged, not to make guessing any harder than it already is.
    """
    # With the club's name (in the page's title and its ETag) in the same query.
    table = lookups.linked_table(table_id)
    if table is not None and key_matches(table.token, token):
        if is_scorer(request.user):  # the director, or a scorer: the corrections of deals
            return table, play.Actor.for_director(request.user)
        return table, play.Actor.for_table(table)
    client = client_address(request) or "unknown"
    # Table ids that do not exist share one counter: the cache key stays short.
    key = f"table-link-failures:{table.pk if table else 0}:{client}"
    failures = count_wrong_link(key)
    if failures == MAX_FAILED_GUESSES:
        logger.warning(
            "%s wrong links for table id %s from %s", failures, table.pk if table else "?", client
        )
    if failures > MAX_FAILED_GUESSES:
        raise TooManyWrongLinks
    raise Http404


TableView = Callable[Concatenate[HttpRequest, Table, play.Actor, P], HttpResponse]


def table_link(view: TableView[P]) -> Callable[..., HttpResponse]:
    """Open the table behind the link, or say the link no longer opens a table.

    The view is called as the URL says (``table_id`` and ``token`` by keyword, then its own).
    """

    @wraps(view)
    def opened(
        request: HttpRequest, table_id: int, token: str, *args: P.args, **kwargs: P.kwargs
    ) -> HttpResponse:
        # The key first, outside any snapshot: a wrong one is counted in the shared cache.
        try:
            table, actor = load_table(request, table_id, token)
        except TooManyWrongLinks:
            return render(request, "club/play/too_many_wrong_links.html", status=429)
        except Http404:
            return render(request, "club/play/link_invalid.html", status=404)
        if request.method not in READING_METHODS:
            return view(request, table, actor, *args, **kwargs)
        with snapshot():  # then the page, as of one moment (``snapshots``)
            return view(request, table, actor, *args, **kwargs)

    return snapshot_exempt(opened)


def table_url(table: Table) -> str:
    return reverse("club:table_play", args=[table.pk, table.token])
