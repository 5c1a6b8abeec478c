"""The tonight page: an evening's live standings for everyone in the room, read-only.

Words: the *tonight link* is ``/tonight/<evening id>/<key>/``; its key (``Evening.tonight_token``,
256 random bits, like a table link's) is all that opens it, and only while the director has the
evening's *tonight page* switched on (``Evening.tonight_page``, a club setting by default). A
wrong key, an evening without it, or one that does not exist all answer the same 404. The
standings are provisional until every table has closed every chukker
(docs/rules.md#ranking-minimum). Phones poll it every 30 seconds: what the standings say is its
ETag (``caching.poll_etag``, ``shown``: their digest, with the plan version and publication) and
the evening's last change its Last-Modified, so unchanged standings cost a 304, even while deals
are entered in the chukkers still open (a browser sends both validators; the ETag decides).
"""

from __future__ import annotations

import datetime as dt

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.views.decorators.http import condition, require_GET

from clubchicago.club import caching
from clubchicago.club.link_keys import key_matches
from clubchicago.club.listings.results import LiveStandingsTable
from clubchicago.club.models import Evening
from clubchicago.club.selectors import lookups


def tonight_url(evening: Evening) -> str:
    """The tonight link of ``evening`` (a path: ``links.absolute_url`` for a QR code)."""
    return reverse("club:tonight", args=[evening.pk, evening.tonight_token])


def _evening(request: HttpRequest, pk: int, token: str) -> Evening | None:
    """The evening behind the link, read once for the validators and the page; None unless its
    tonight page is on and the key is right (``link_keys``)."""
    if not hasattr(request, "_clubchicago_tonight"):
        found = lookups.tonight_evening(pk)
        if found is not None and not key_matches(found.tonight_token, token):
            found = None
        request._clubchicago_tonight = found  # type: ignore[attr-defined]
    evening: Evening | None = request._clubchicago_tonight  # type: ignore[attr-defined]
    return evening


def _etag(request: HttpRequest, pk: int, token: str) -> str | None:
    """What the page shows: the live standings (their digest, kept under the evening's results
    version), so a poll answers 304 while deals come in at the tables and no chukker closes."""
    evening = _evening(request, pk, token)
    if evening is None:
        return None
    return caching.poll_etag(request, evening, "tonight", shown=caching.live_digest(evening))


def _last_modified(request: HttpRequest, pk: int, token: str) -> dt.datetime | None:
    evening = _evening(request, pk, token)
    return caching.poll_last_modified(evening) if evening else None


@require_GET
@condition(etag_func=_etag, last_modified_func=_last_modified)
def tonight(request: HttpRequest, pk: int, token: str) -> HttpResponse:
    """The live standings, provisional, with the ranking rule and the chukkers still open."""
    evening = _evening(request, pk, token)
    if evening is None:
        raise Http404
    result = caching.lazily(lambda: caching.live_standings(evening))
    caching.keep_known_query(request)  # the page reads none
    context = {
        "evening": evening,
        "standings": result,
        "table": caching.lazily(
            lambda: LiveStandingsTable(result.rows, evening=evening, order=result.order)
        ),
        "notes": caching.lazily(lambda: result.notes(evening.unit)),
        "cache_seconds": caching.KEEP_SECONDS,
        "cache_key": caching.fragment_key(
            request, f"tonight {evening.pk}", evening.results_version
        ),
        "results_url": reverse("club:evening_standings", args=[evening.pk]),
    }
    response = render(request, "club/results/tonight.html", context)
    patch_cache_control(response, private=True, no_cache=True)
    return response
