"""The director's side of play: the live tables dashboard, history and the rescue actions.

A scorer of the club (``scorer_required``) runs the Play page and corrects deals as the director
does: the list of evenings to play, the tables at a glance, every deal of a table, the history
and its restores, closing and reopening a chukker. A table's new link stays the director's.
"""

from __future__ import annotations

import datetime as dt
from typing import Protocol

from django.contrib import messages
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.cache import patch_cache_control
from django.utils.translation import gettext as _
from django.views.decorators.http import condition, require_GET, require_POST

from clubchicago.club import caching
from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import (
    Chukker,
    Evening,
    Player,
    Table,
)
from clubchicago.club.selectors import lookups
from clubchicago.club.selectors.attendance import joinable_tables, waiting
from clubchicago.club.selectors.history import (
    deal_changes,
    history_lines,
    seating_changes,
    seating_lines,
)
from clubchicago.club.selectors.progress import evening_progress, evenings_to_play, left_to_type
from clubchicago.club.selectors.sheets import table_deals as table_deals_of
from clubchicago.club.services import play
from clubchicago.club.views.common import DirectorRequest, director_required, scorer_required


def _evening(request: HttpRequest, pk: int) -> Evening | None:
    """The evening, read once for the validators and the page (``caching.poll_etag``)."""
    if not hasattr(request, "_clubchicago_evening"):
        found = lookups.polled_evening(pk)
        request._clubchicago_evening = found  # type: ignore[attr-defined]
    evening: Evening | None = request._clubchicago_evening  # type: ignore[attr-defined]
    return evening


def _waiting(request: HttpRequest, evening: Evening) -> list[Player]:
    """Who waits for a seat, asked once per request: the ETag and the page both need it."""
    if not hasattr(request, "_clubchicago_waiting"):
        request._clubchicago_waiting = waiting(evening)  # type: ignore[attr-defined]
    found: list[Player] = request._clubchicago_waiting  # type: ignore[attr-defined]
    return found


def _play_etag(request: HttpRequest, pk: int) -> str | None:
    evening = _evening(request, pk)
    if evening is None:
        return None
    # The page also lists who waits for a seat, which a tick of the check-in list changes.
    waiting_ids = tuple(player.pk for player in _waiting(request, evening))
    return caching.poll_etag(request, evening, "play", waiting_ids)


def _play_last_modified(request: HttpRequest, pk: int) -> dt.datetime | None:
    evening = _evening(request, pk)
    return caching.poll_last_modified(evening) if evening else None


@scorer_required
@require_GET
def play_evenings(request: HttpRequest) -> HttpResponse:
    """A scorer's first page: the evenings to play, each to its Play page."""
    return render(request, "club/play/evenings.html", {"evenings": evenings_to_play()})


@scorer_required
@condition(etag_func=_play_etag, last_modified_func=_play_last_modified)
def evening_play(request: HttpRequest, pk: int) -> HttpResponse:
    """The tables at a glance, polled every 30 seconds: an unchanged evening answers 304."""
    evening = _evening(request, pk)
    if evening is None:
        raise Http404
    progress = evening_progress(evening)
    waiting_players = _waiting(request, evening)
    context = {
        "evening": evening,
        "progress": progress,
        "left_to_type": left_to_type(progress),
        "waiting": waiting_players,
        # The tables a late arrival can join, each one click from the change's preview.
        "joinable": joinable_tables(evening) if waiting_players else [],
    }
    response = render(request, "club/play/evening_play.html", context)
    patch_cache_control(response, private=True, no_cache=True)
    return response


@scorer_required
def table_deals(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    """Every deal of every chukker at one table, each with its Correct and Delete actions."""
    table = get_object_or_404(lookups.tables_with_evening(), evening_id=pk, number=number)
    context = {"evening": table.evening, "table": table, "chukkers": table_deals_of(table)}
    return render(request, "club/play/table_deals.html", context)


@scorer_required
def evening_history(request: HttpRequest, pk: int) -> HttpResponse:
    evening = get_object_or_404(Evening, pk=pk)
    changes = deal_changes(evening)
    page = Paginator(changes, 100).get_page(request.GET.get("page"))
    seatings = seating_changes(evening)
    context = {
        "evening": evening,
        "page": page,
        "lines": history_lines(list(page)),
        "seating": seating_lines(seatings, {}),
    }
    return render(request, "club/play/history.html", context)


def _back_to_play(chukker: Chukker) -> HttpResponse:
    return redirect("club:evening_play", pk=chukker.table.evening_id)


class ChukkerChange(Protocol):
    """A service that changes a chukker on the director's behalf (close, reopen)."""

    def __call__(self, chukker: Chukker, *, actor: play.Actor) -> None: ...


def _change_chukker(
    request: DirectorRequest, chukker_id: int, change: ChukkerChange, done: str
) -> HttpResponse:
    chukker = get_object_or_404(lookups.chukkers_with_table(), pk=chukker_id)
    try:
        change(chukker, actor=play.Actor.for_director(request.user))
        messages.success(request, done)
    except ClubUserError as error:
        messages.error(request, error.message)
    return _back_to_play(chukker)


@scorer_required
@require_POST
def chukker_close(request: DirectorRequest, chukker_id: int) -> HttpResponse:
    return _change_chukker(
        request, chukker_id, play.close_chukker, _("Chukker closed; its score stands.")
    )


@scorer_required
@require_POST
def chukker_reopen(request: DirectorRequest, chukker_id: int) -> HttpResponse:
    return _change_chukker(request, chukker_id, play.reopen_chukker, _("Chukker reopened."))


@director_required
@require_POST
def table_new_link(request: HttpRequest, table_id: int) -> HttpResponse:
    table = get_object_or_404(Table, pk=table_id)
    try:
        play.new_link(table)
    except ClubUserError as error:  # the server was busy: the old link still works
        messages.error(request, error.message)
        return redirect("club:evening_play", pk=table.evening_id)
    messages.success(
        request,
        _("Table %(number)s has a new entry link; the old one no longer works.")
        % {"number": table.number},
    )
    return redirect("club:evening_play", pk=table.evening_id)


@scorer_required
@require_POST
def deal_restore(request: DirectorRequest, deal_id: int) -> HttpResponse:
    deal = get_object_or_404(lookups.deals_with_table(), pk=deal_id)
    try:
        play.restore_deal(deal.pk, actor=play.Actor.for_director(request.user))
        messages.success(request, _("Deal restored; the sheet has been recomputed."))
    except ClubUserError as error:
        messages.error(request, error.message)
    return redirect("club:evening_history", pk=deal.chukker.table.evening_id)
